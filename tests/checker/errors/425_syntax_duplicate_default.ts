function f(x: number): string {
  switch (x) {
    default:
      return "a";
    default:
      return "b";
  }
}
