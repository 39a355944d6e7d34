// Unary plus vs Number vs parseInt vs parseFloat on tricky strings.
const inputs = ["42", "42.5", "  42  ", "4e2", "0x2A", "0b11", "42abc", "abc", "", "-", "-0", ".5", "5.", "Infinity", "1e1000"];
for (const s of inputs) console.log(JSON.stringify(s).padEnd(10), +s, Number(s), parseInt(s), parseFloat(s));
