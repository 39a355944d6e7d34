function inc(v: unknown): number {
  return v + 1;
}
