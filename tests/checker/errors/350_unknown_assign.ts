function asText(v: unknown): string {
  const s: string = v;
  return s;
}
