// `typeof r.error === "undefined"` narrows a union r by its discriminant property (one member's
// property can be undefined), as `r.error === undefined` does.
type Outcome =
  | { error: { message: string }; data: undefined }
  | { error: undefined; data: { rows: number[] } };
function rows(r: Outcome): number {
  if (typeof r.error === "undefined") {
    return r.data.rows.length;
  }
  console.log(r.error.message);
  return 0;
}
type Field = { value: string; parse?: undefined } | { value: string; parse: (s: string) => number };
function read(f: Field): number | string {
  if (typeof f.parse !== "undefined") return f.parse(f.value);
  return f.value;
}
console.log(rows({ error: undefined, data: { rows: [1, 2] } }), rows({ error: { message: "x" }, data: undefined }));
console.log(read({ value: "4", parse: Number }), read({ value: "s" }));
