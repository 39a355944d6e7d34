function isMissing(v: string | null | undefined): v is null | undefined {
  return v == null;
}
const vals = ["a", null, undefined];
console.log(vals.filter((v) => !isMissing(v)).length);
