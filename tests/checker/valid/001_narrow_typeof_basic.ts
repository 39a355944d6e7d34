function describe(v: string | number | boolean): string {
  if (typeof v === "string") {
    return `string of length ${v.length}`;
  } else if (typeof v === "number") {
    return `number ${v.toFixed(2)}`;
  }
  return v ? "yes" : "no";
}
console.log(describe("abc"), describe(3.14159), describe(false));
