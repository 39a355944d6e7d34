function scale(v: number, factor: number): number {
  return v * factor;
}
console.log(scale("2", 3));
console.log(scale(2));
