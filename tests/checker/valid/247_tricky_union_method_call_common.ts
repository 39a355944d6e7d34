function len(v: string | unknown[]): number {
  return v.length;
}
function firstOf(v: string | string[]): string {
  return v.slice(0, 1).toString();
}
console.log(len("abc"), len([1]), firstOf(["q", "r"]));
