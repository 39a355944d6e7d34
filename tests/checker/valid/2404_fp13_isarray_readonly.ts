// Array.isArray on a readonly array: any[] is a subtype of it (not the other way round), so the
// true branch has any[] and the false branch keeps the readonly array.
type Path = PropertyKey | readonly PropertyKey[];
function walk(keys: PropertyKey[]): number {
  return keys.length;
}
function size(path: Path): number {
  if (Array.isArray(path)) return walk(path);
  switch (typeof path) {
    case "object":
      return path.length + path.indexOf("x");
    default:
      return String(path).length;
  }
}
function first(list: readonly string[] | string): string {
  if (!Array.isArray(list)) return typeof list === "string" ? list : list[0];
  const copy: number[] = list;
  return String(copy[0]);
}
console.log(size(["a", 1]), size("k"), first(["z"]));
function mixed(v: number[] | readonly string[] | number): number {
  if (Array.isArray(v)) return v.reduce((a, b) => a + b, 0);
  return typeof v === "number" ? v : v.length;
}
console.log(mixed([1, 2]), mixed(["a"]), mixed(3));
