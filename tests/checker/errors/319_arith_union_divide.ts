function percent(part: number, whole: number | string): number {
  return (part / whole) * 100;
}
