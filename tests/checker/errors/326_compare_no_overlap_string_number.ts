function isZero(s: string): boolean {
  return s === 0;
}
