function repeat(s: string, times: number = "2"): string {
  return s.repeat(times);
}
