function toNumber(v: string | number): number {
  if (typeof v === "number") return v;
  const n = Number(v.trim());
  return Number.isNaN(n) ? 0 : n;
}
console.log(toNumber(" 42 "), toNumber(7));
