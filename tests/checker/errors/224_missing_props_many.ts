interface Row {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  f: number;
  g: number;
}
const r: Row = { a: 1 };
