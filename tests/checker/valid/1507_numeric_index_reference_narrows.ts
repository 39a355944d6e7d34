const isAB = (s: string): s is "a" | "b" => s === "a" || s === "b";
function f(m: RegExpExecArray, arr: string[], t: [string, number | undefined]) {
  if (m[2] !== undefined && isAB(m[2])) { const x: "a" | "b" = m[2]; console.log(x); }
  if (m[3] === "(") { const y: "(" = m[3]; console.log(y); }
  if (isAB(arr[0])) { const z: "a" | "b" = arr[0]; console.log(z); }
  if (arr[1] === "q") { const w: "q" = arr[1]; console.log(w); }
  if (t[1] !== undefined) { const n: number = t[1]; console.log(n); }
  const k = 2;
  if (m[k] === "z") { const v: "z" = m[k]; console.log(v); }
}
f(/(a)/.exec("a")!, ["a"], ["x", 1]);
