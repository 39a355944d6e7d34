const words = ["a", "bb", "ccc"];
const lengths: number[] = words.map((w) => w.length > 1 ? w : w.length);
console.log(lengths);
