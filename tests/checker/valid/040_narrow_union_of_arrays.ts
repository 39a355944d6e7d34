function lengths(v: string[] | number[]): number {
  return v.length;
}
function firstAsString(v: string[] | number[]): string {
  const f = v[0];
  return f === undefined ? "" : String(f);
}
console.log(lengths(["a"]), firstAsString([4, 5]));
