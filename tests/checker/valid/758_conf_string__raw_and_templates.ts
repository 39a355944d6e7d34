// String.raw with escapes and substitutions; template literals with expressions, nesting and escapes.
console.log(`line1
line2`, `a${`b${"c"}`}d`, `\u{1F600}`, `\x41\x42`.length);
const name = "x", n = 3;
console.log(`${name}${n > 2 ? "!" : "?"}${[1, 2]}${{}}${null}${undefined}`, `\${escaped}`, `$`, `${"$"}{}`);
console.log(String.raw({ raw: ["a", "b", "c"] }, 1, 2, 3), String.raw({ raw: "xyz" } as any, "-", "-"));
