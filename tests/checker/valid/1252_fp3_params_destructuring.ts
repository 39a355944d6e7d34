interface Options {
  retries?: number;
  backoff?: { base?: number; max?: number };
  tags?: readonly string[];
  onRetry?: (attempt: number, delay: number) => void;
}

function plan({ retries = 3, backoff: { base = 100, max = 1000 } = {}, tags = [], onRetry }: Options = {}): number[] {
  const delays: number[] = [];
  for (let i = 0; i < retries; i++) {
    const d = Math.min(max, base * 2 ** i);
    delays.push(d);
    onRetry?.(i + 1, d);
  }
  if (tags.includes("jitter")) return delays.map((d, i) => d + ((i * 37) % 11));
  return delays;
}

console.log(plan(), plan({ retries: 5, backoff: { max: 500 } }), plan({ tags: ["jitter"], backoff: { base: 10 } }));
plan({ retries: 2, onRetry: (a, d) => console.log(`retry ${a} in ${d}ms`) });

const COLORS = ["red", "green", "blue"] as const;
type Color = (typeof COLORS)[number];
function isColor(x: string): x is Color {
  return (COLORS as readonly string[]).includes(x);
}
function assertNever(x: never): never {
  throw new Error(`unexpected ${String(x)}`);
}
function hex(c: Color): string {
  switch (c) {
    case "red":
      return "#f00";
    case "green":
      return "#0f0";
    case "blue":
      return "#00f";
    default:
      return assertNever(c);
  }
}
console.log(["red", "pink", "blue"].filter(isColor).map(hex));

function minMax(xs: readonly number[]): [min: number, max: number] | undefined {
  if (xs.length === 0) return undefined;
  return [Math.min(...xs), Math.max(...xs)];
}
const mm = minMax([4, -2, 9]);
if (mm) {
  const [lo, hi] = mm;
  console.log(`range ${lo}..${hi} width ${hi - lo}`);
}
console.log(minMax([]) ?? "empty");
const [first = "none", , third = "none", ...rest] = ["a", "b"];
console.log(first, third, rest);
const {
  a: { b: deep = 0 } = {},
  list: [head, ...tail] = [],
}: { a?: { b?: number }; list?: number[] } = { list: [1, 2, 3] };
console.log(deep, head, tail);
const swap = <A, B>([a, b]: readonly [A, B]): [B, A] => [b, a];
console.log(swap([1, "x"] as const), swap(swap([true, null])));
type Shape = { circle: { r: number } } | { square: { side: number } };
const shapes: Shape[] = [{ circle: { r: 1 } }, { square: { side: 2 } }];
for (const s of shapes) console.log("circle" in s ? Math.PI * s.circle.r ** 2 : s.square.side ** 2);
const seq = { from: 1, to: 4, *[Symbol.iterator]() { for (let i = this.from; i <= this.to; i++) yield i; } };
console.log([...seq], Math.max(...seq));
