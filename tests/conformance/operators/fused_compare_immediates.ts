// Compare-and-jump (a < 2 ? ... in conditions) and the ADDI/SUBI immediates on values that are
// not numbers: the same results and the same order of valueOf calls as the general operators.
const log: string[] = [];
const obj = (name: string, v: unknown) => ({
  valueOf() {
    log.push(name);
    return v;
  },
});

function classify(x: any): string {
  if (x < 2) return "lt2";
  if (x <= 2) return "le2";
  if (x > 100) return "gt100";
  if (x >= 50) return "ge50";
  return "mid";
}
for (const x of [1, 2, 3, 50, 101, NaN, "1", "3", "abc", null, undefined, true, [], [5], -0, 0.5, 1e300, -1e300]) {
  console.log(String(x), classify(x));
}
console.log(classify(obj("a", 1)), classify(obj("b", 60)), log.join(","));
log.length = 0;

// register forms, both operands objects: left valueOf runs first
function both(a: any, b: any): string[] {
  const r: string[] = [];
  if (a < b) r.push("lt");
  if (a <= b) r.push("le");
  if (a > b) r.push("gt");
  if (a >= b) r.push("ge");
  if (!(a < b)) r.push("!lt");
  if (!(a >= b)) r.push("!ge");
  return r;
}
console.log(both(obj("l", 1), obj("r", 2)).join(" "), log.join(","));
console.log(both(NaN, 1).join(" "), both("a", "b").join(" "), both("b", "a").join(" "));
console.log(both(undefined, 0).join(" "), both(null, 0).join(" "));

// === and !== against literals (JSEQK) and registers (JSEQ)
function eq(x: unknown): string {
  const r: string[] = [];
  if (x === 0) r.push("0");
  if (x === -0) r.push("-0");
  if (x === "0") r.push("'0'");
  if (x === null) r.push("null");
  if (x === true) r.push("true");
  if (x === false) r.push("false");
  if (x !== 1.5) r.push("!1.5");
  if (x === x) r.push("self");
  return r.join(" ");
}
for (const x of [0, -0, "0", null, undefined, true, false, 1.5, NaN, {}]) console.log(eq(x));
let s = "x";
while (s !== "xxxx") s += "x";
console.log(s);

// ADDI / SUBI
function imm(x: any): string {
  return [x + 1, x - 1, x + 0, x - 0, x + -5, x - -5, x + 32767, x - 32768].map((v) => String(v)).join(" ");
}
for (const x of [0, -0, 1.5, "7", "", null, undefined, true, [], [2], NaN]) console.log(imm(x));
console.log(Object.is(-0 + 0, 0), Object.is(-0 - 0, -0));
try {
  const sym: any = Symbol("s");
  console.log(sym - 1);
} catch (e) {
  console.log((e as Error).message);
}
try {
  const sym: any = Symbol("s");
  if (sym < 1) console.log("no");
} catch (e) {
  console.log((e as Error).message);
}
console.log(obj("v", 10) as any as number - 3, log.join(","));

// return c ? a : b from each branch, nested
const pick = (n: number): string => (n < 0 ? "neg" : n === 0 ? "zero" : n < 10 ? "small" : "big");
console.log([-3, 0, 5, 50].map(pick).join(" "));
function fib(n: number): number {
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
}
console.log(fib(20));
