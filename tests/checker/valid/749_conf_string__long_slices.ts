// Long slices of long strings: slices of slices, of strings being built with +=, of wide text;
// appending to a slice, slices as property keys and Map keys, and a consuming tokenizer loop.
let built = "";
for (let i = 0; i < 200; i++) built += String.fromCharCode(97 + (i % 26));
const a = built.slice(10, 150);
built += "!END";
const b = a.slice(5, 120);
console.log(a.length, a.slice(0, 8), b.length, b.slice(-6), built.slice(-8));
let grown = b + "+tail";
grown += "++";
console.log(grown.length, grown.slice(-10), b.length, b.endsWith("+tail"));
const again = b.slice(1) + "#";
console.log(again.length, again.slice(-3), b.slice(1).length);

const wide = "αβγδε".repeat(30) + "😀".repeat(10);
const w1 = wide.slice(3, 160);
const w2 = w1.substring(2, 140);
console.log(w1.length, w2.length, w2.slice(0, 5), wide.slice(-4), w2.charCodeAt(10), w2.codePointAt(0));

const key = ("key-" + "x".repeat(60)).slice(2);
const o: Record<string, number> = {};
o[key] = 1;
const m = new Map<string, number>([[key.slice(0), 2]]);
console.log(o["y-" + "x".repeat(60)], m.get("y-" + "x".repeat(60)), key === "y-" + "x".repeat(60));

// a tokenizer that consumes its input with slice
let input = "let x = 10 + foo(bar, 20) * 3; ".repeat(40);
const counts: Record<string, number> = {};
while (input.length > 0) {
  const m2 = /^(\s+|[A-Za-z_]\w*|\d+|[^\sA-Za-z_\d])/.exec(input)!;
  const tok = m2[1];
  const kind = /^\s/.test(tok) ? "space" : /^\d/.test(tok) ? "number" : /^\w/.test(tok) ? "word" : "punct";
  counts[kind] = (counts[kind] || 0) + 1;
  input = input.slice(tok.length);
}
console.log(JSON.stringify(counts));

const text = "The quick brown fox jumps over the lazy dog. ".repeat(20);
const middle = text.slice(100, 700);
console.log(middle.indexOf("lazy"), middle.split(" ").length, middle.trim().length, middle.toUpperCase().slice(0, 12));
console.log(middle.replace(/o/g, "0").slice(0, 30), [...middle.slice(0, 40)].length, middle.at(-2));
console.log(JSON.stringify(middle.slice(0, 50)), middle.substr(10, 40).length, middle.padEnd(610, "*").slice(-12));
