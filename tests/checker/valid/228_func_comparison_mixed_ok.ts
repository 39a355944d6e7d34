const a1: number | null = 5;
const label = a1 !== null && a1 > 3 ? "big" : "small";
const str = "abc";
console.log(label, str < "abd", str === "abc");
