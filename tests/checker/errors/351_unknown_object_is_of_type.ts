function keysOf(v: unknown): string[] {
  const out: string[] = [];
  for (const k in v) out.push(k);
  return out;
}
