function describe(x: string | number): string {
  if (typeof x === "number") {
    if (x === "0") return "zero";
    return "num";
  }
  return "str";
}
