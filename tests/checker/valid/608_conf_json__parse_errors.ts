// JSON.parse SyntaxError messages as node 20 prints them.
const bad = ["", "{", "[1,]", "{'a':1}", '{"a":1,}', "01", "1.", ".5", "NaN", "undefined", '"\\x"', "tru", "[1 2]", '{"a" 1}', '"abc', "\u00a0 1", "{}x", "+1", '"\t"'];
for (const s of bad) {
  try { JSON.parse(s); console.log("parsed", JSON.stringify(s)); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
}
