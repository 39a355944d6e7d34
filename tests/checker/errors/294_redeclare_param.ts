function area(w: number, w: number): number {
  return w * w;
}
