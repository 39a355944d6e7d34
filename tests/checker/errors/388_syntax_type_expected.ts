function parse(s: string): {
  return 1;
}
