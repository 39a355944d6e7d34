const counts = new Map<string, number>();
counts.set("a", 1);
console.log(counts.sizee);
