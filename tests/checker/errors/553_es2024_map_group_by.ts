const m = Map.groupBy([1, 2, 3], (n) => n % 2);
console.log(m.size);
