function describe(x: string | number): string {
  if (typeof x === "string") {
    return "str";
  } else if (typeof x === "string") {
    return "again";
  }
  return "num";
}
