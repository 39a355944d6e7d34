// The environments of many breaks are joined at once: assignments on some paths only,
// "possibly undefined" members, literal narrowing of the discriminant, continue in a loop.
declare const k: number;
declare const mode: "a" | "b" | "c" | "d";
let a: number;
let b: string | undefined;
let c: number;
switch (k) {
  case 0: a = 1; b = "x"; break;
  case 1: a = 2; break;
  case 2: b = undefined; c = 1; break;
  default: a = 3; c = 2;
}
console.log(a, b.length, c);
let picked: "a" | "b" = "a";
switch (mode) {
  case "a": picked = mode; break;
  case "b": picked = mode; break;
  case "c": break;
}
const m: "a" | "b" | "d" = mode;
for (let i = 0; i < 3; i++) {
  if (i === 1) { a = i; continue; }
  if (k > i) break;
  c = 5;
}
console.log(a, c, picked);
