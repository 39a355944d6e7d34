// Strings built at both ends: prepending in a loop, wrapping (`"<" + s + ">"`), two strings
// grown from the same one, wide characters arriving late, reversal and base-2 conversion.
let s = "";
for (let i = 0; i < 3000; i++) s = String.fromCharCode(97 + (i % 26)) + s;
console.log(s.length, s.slice(0, 10), s.slice(-10));

let w = "x".repeat(300);
for (let i = 0; i < 50; i++) w = "<" + w + ">";
console.log(w.length, w.slice(0, 52), w.slice(-3));

const base = "m".repeat(400);
const left = "L" + base;
const right = base + "R";
const both = "B" + base + "B";
const leftAgain = "Q" + base;
console.log(left.slice(0, 3), right.slice(-3), both.slice(0, 2) + both.slice(-2), leftAgain.slice(0, 3), left.length, base.length);

let mixed = "a".repeat(300);
for (let i = 0; i < 20; i++) mixed = (i % 3 === 0 ? "é" : i % 3 === 1 ? "日" : "z") + mixed + (i % 5 === 0 ? "😀" : "-");
console.log(mixed.length, mixed.slice(0, 21), mixed.slice(-12), [...mixed.slice(-12)].length);

function reverse(text: string): string {
  let out = "";
  for (const ch of text) out = ch + out;
  return out;
}
const text = "The quick brown fox jumps over the lazy dog; ".repeat(30);
const rev = reverse(text);
console.log(rev.slice(0, 30), reverse(rev) === text, rev.length);

function toBinary(n: number): string {
  let bits = "";
  do {
    bits = (n % 2) + bits;
    n = Math.floor(n / 2);
  } while (n > 0);
  return bits;
}
let binaries = "";
for (let n = 0; n < 400; n++) binaries = toBinary(n) + "," + binaries;
console.log(binaries.length, binaries.slice(0, 40), toBinary(2 ** 40 + 5));

let lines = "";
for (let i = 0; i < 300; i++) lines = `line ${i}\n` + lines;
const split = lines.split("\n");
console.log(split.length, split[0], split[299], JSON.stringify(lines.slice(-16)));
const key: Record<string, number> = {};
key[("k".repeat(300)).slice(1) + "!"] = 1;
key["!" + "k".repeat(299)] = 2;
console.log(Object.keys(key).map((k) => k.length + k.slice(-2)).join(" "));
