const pairsSorted = [
  [2, "b"],
  [1, "a"],
] as [number, string][];
pairsSorted.sort(([a], [b]) => a - b);
console.log(pairsSorted.map(([, s]) => s).join(""));
