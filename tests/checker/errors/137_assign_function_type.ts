type Comparator = (a: number, b: number) => number;
const byLength: Comparator = (a: string, b: string) => a.length - b.length;
const words = ["ccc", "a", "bb"];
console.log(words.length, byLength);
