function sign(n: number): number {
  if (n > 0) {
    return 1;
  } else if (n < 0) {
    return -1;
  }
}
