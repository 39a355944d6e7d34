function groupBy<T, K extends PropertyKey>(xs: readonly T[], key: (x: T) => K): Record<K, T[]> {
  const out = {} as Record<K, T[]>;
  for (const x of xs) (out[key(x)] ??= []).push(x);
  return out;
}

function pick<T extends object, K extends keyof T>(obj: T, ...keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = obj[k];
  return out;
}

function omit<T extends object, K extends keyof T>(obj: T, ...keys: K[]): Omit<T, K> {
  const out = { ...obj };
  for (const k of keys) delete out[k];
  return out;
}

function debounce<F extends (...args: any[]) => void>(fn: F, ms: number): (...args: Parameters<F>) => void {
  let t: ReturnType<typeof setTimeout> | undefined;
  return (...args) => {
    if (t !== undefined) clearTimeout(t);
    t = setTimeout(() => fn(...args), ms);
  };
}

const chunk = <T,>(xs: T[], n: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
const range = (a: number, b?: number, step = 1): number[] => {
  const [start, end] = b === undefined ? [0, a] : [a, b];
  return Array.from({ length: Math.max(0, Math.ceil((end - start) / step)) }, (_, i) => start + i * step);
};

type Deep = { [k: string]: unknown };
function deepMerge(a: Deep, b: Deep): Deep {
  const out: Deep = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const cur = out[k];
    out[k] =
      cur && v && typeof cur === "object" && typeof v === "object" && !Array.isArray(cur) && !Array.isArray(v)
        ? deepMerge(cur as Deep, v as Deep)
        : v;
  }
  return out;
}

const people = [
  { name: "ann", dept: "eng", age: 31 },
  { name: "bob", dept: "ops", age: 45 },
  { name: "cy", dept: "eng", age: 28 },
];
const byDept = groupBy(people, (p) => p.dept);
console.log(Object.keys(byDept), byDept.eng.map((p) => p.name));
const byDecade = groupBy(people, (p) => Math.floor(p.age / 10) * 10);
console.log(byDecade[20]?.length, byDecade[40]?.[0].name);
console.log(pick(people[0], "name", "age"), omit(people[1], "age"));
console.log(chunk(range(10), 4), range(2, 11, 3), range(5, 1));
console.log(JSON.stringify(deepMerge({ a: { b: 1, c: [1] }, d: 1 }, { a: { c: [2], e: "x" }, f: null })));
const calls: string[] = [];
const log = debounce((msg: string, n: number) => calls.push(`${msg}:${n}`), 5);
log("a", 1);
log("b", 2);
log("c", 3);
await new Promise((r) => setTimeout(r, 20));
console.log(calls);
const once = <A extends unknown[], R>(f: (...a: A) => R) => {
  let done = false;
  let result: R | undefined;
  return (...a: A): R | undefined => {
    if (!done) {
      done = true;
      result = f(...a);
    }
    return result;
  };
};
const init = once((x: number) => x * 100);
console.log(init(1), init(2));
