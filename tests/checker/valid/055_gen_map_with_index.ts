const letters = ["a", "b", "c"];
const indexed = letters.map((l, i) => ({ letter: l, pos: i + 1 }));
console.log(indexed.map((x) => `${x.pos}${x.letter}`).join(""));
