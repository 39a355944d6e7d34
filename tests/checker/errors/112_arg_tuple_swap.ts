function swap(pair: [number, string]): [string, number] {
  return [pair[1], pair[0]];
}
console.log(swap(["a", 1]));
