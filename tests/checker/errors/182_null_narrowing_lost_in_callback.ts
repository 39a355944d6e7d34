function process(values: number[], limit?: number): number[] {
  return values.filter((v) => v < limit);
}
