function allStrings(xs: unknown[]): xs is string[] {
  return xs.every((x) => typeof x === "string");
}
const mixed: unknown[] = ["a", "b"];
if (allStrings(mixed)) console.log(mixed.map((s) => s.toUpperCase()).join());
