function len(s: string | null): number {
  return s.length;
}
