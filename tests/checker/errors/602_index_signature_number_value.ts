const counts: { [word: string]: number } = {};
counts["a"] = "1";
console.log(counts);
