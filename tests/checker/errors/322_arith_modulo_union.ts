function isEven(v: number | string): boolean {
  return v % 2 === 0;
}
