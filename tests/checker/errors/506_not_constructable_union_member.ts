const Parser = { parse: (s: string) => s.length };
const p = new Parser.parse("x");
console.log(p);
