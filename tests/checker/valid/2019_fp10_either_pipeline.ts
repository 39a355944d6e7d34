type Left<E> = { readonly tag: "left"; readonly error: E };
type Right<A> = { readonly tag: "right"; readonly value: A };
type Either<E, A> = Left<E> | Right<A>;

const left = <E,>(error: E): Either<E, never> => ({ tag: "left", error });
const right = <A,>(value: A): Either<never, A> => ({ tag: "right", value });
const isLeft = <E, A>(e: Either<E, A>): e is Left<E> => e.tag === "left";
const isRight = <E, A>(e: Either<E, A>): e is Right<A> => e.tag === "right";

function mapE<E, A, B>(e: Either<E, A>, f: (a: A) => B): Either<E, B> {
  return isRight(e) ? right(f(e.value)) : e;
}

function chain<E, A, B>(e: Either<E, A>, f: (a: A) => Either<E, B>): Either<E, B> {
  if (isLeft(e)) return e;
  return f(e.value);
}

async function chainAsync<E, A, B>(e: Promise<Either<E, A>>, f: (a: A) => Promise<Either<E, B>>): Promise<Either<E, B>> {
  const r = await e;
  return isLeft(r) ? r : f(r.value);
}

function sequence<E, A>(xs: readonly Either<E, A>[]): Either<E, A[]> {
  const firstLeft = xs.find(isLeft);
  if (firstLeft) return firstLeft;
  return right(xs.filter(isRight).map((x) => x.value));
}

function partition<E, A>(xs: readonly Either<E, A>[]): [E[], A[]] {
  return [xs.filter(isLeft).map((l) => l.error), xs.filter(isRight).map((r) => r.value)];
}

class PipelineError {
  constructor(readonly stage: "parse" | "validate" | "enrich", readonly detail: string) {}
  toString() {
    return `${this.stage}: ${this.detail}`;
  }
}

interface RawRow {
  line: number;
  text: string;
}
interface Parsed {
  line: number;
  sku: string;
  qty: number;
}
interface Enriched extends Parsed {
  price: number;
  total: number;
}

const parse = (r: RawRow): Either<PipelineError, Parsed> => {
  const m = /^(\w+)\s*x\s*(\d+)$/.exec(r.text.trim());
  return m ? right({ line: r.line, sku: m[1], qty: Number(m[2]) }) : left(new PipelineError("parse", `line ${r.line}: ${JSON.stringify(r.text)}`));
};
const validate = (p: Parsed): Either<PipelineError, Parsed> =>
  p.qty > 0 && p.qty <= 100 ? right(p) : left(new PipelineError("validate", `line ${p.line}: qty ${p.qty} out of range`));
const prices = new Map([["apple", 0.5], ["pear", 0.75], ["melon", 3]]);
const enrich = async (p: Parsed): Promise<Either<PipelineError, Enriched>> => {
  await Promise.resolve();
  const price = prices.get(p.sku);
  return price === undefined ? left(new PipelineError("enrich", `unknown sku ${p.sku}`)) : right({ ...p, price, total: price * p.qty });
};

const input = ["apple x 4", "pear x2", "kiwi x 1", "melon x 0", "garbage", "melon x 3"].map((text, i) => ({ line: i + 1, text }));
const results = await Promise.all(input.map((row) => chainAsync(Promise.resolve(chain(parse(row), validate)), enrich)));
const [errors, rows] = partition(results);
console.log(rows.map((r) => `${r.sku}:${r.total.toFixed(2)}`).join(" "));
console.log(errors.map(String));
const all = sequence(results);
console.log(isLeft(all) ? `first error -> ${all.error}` : all.value.length);
const okOnly = sequence(results.filter(isRight));
console.log(isRight(okOnly) ? okOnly.value.reduce((s, r) => s + r.total, 0) : "?");
const doubled = results.map((r) => mapE(r, (e) => e.qty * 2)).filter(isRight).map((r) => r.value);
console.log(doubled);
