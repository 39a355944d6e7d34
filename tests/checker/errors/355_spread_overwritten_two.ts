interface Cfg {
  a: number;
  b: number;
}
const base: Cfg = { a: 1, b: 2 };
const merged = { a: 0, b: 0, ...base };
