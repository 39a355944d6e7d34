function pickCount(c: number | undefined): [number, number] {
  return [c ?? 10, c || 10];
}
console.log(pickCount(0), pickCount(undefined));
