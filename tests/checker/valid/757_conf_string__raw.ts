// String.raw as a tag (escapes stay as written, substitutions are converted) and called directly
// with a {raw} object (array-like raw, fewer or more substitutions than slots).
const who = "world", n = 42;
console.log(String.raw`Hello\n${who}!\t${n}`);
console.log(String.raw`C:\Users\${who}\Documents`, String.raw`\u{61}\x62\u0063`);
console.log(String.raw``, String.raw`${1}${2}${3}`, String.raw`\``, String.raw`a\
b`);
console.log(String.raw`${[1, 2]}|${{}}|${null}|${undefined}|${true}`);
console.log(String.raw`\unicode \xZZ \01`.length, String.raw`\unicode \xZZ \01`);
console.log(String.raw({ raw: ["x", "y", "z"] }, 1, 2, 3, 4), String.raw({ raw: ["only"] }, 1));
console.log(String.raw({ raw: "abc" } as any, "-", "+"), String.raw({ raw: { length: 2, 0: "p", 1: "q" } } as any, 9));
console.log(String.raw({ raw: [] }), String.raw({ raw: { length: -1 } } as any), String.raw({ raw: ["a", "b"] }));
const r = String.raw;
console.log(r`via ${"alias"}\n`, String.raw.length, String.raw.name);
try {
  (String.raw as any)();
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}
try {
  (String.raw as any)({});
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}
