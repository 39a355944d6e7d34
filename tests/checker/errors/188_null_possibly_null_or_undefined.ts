function size(s: string | null | undefined): number {
  return s.length;
}
