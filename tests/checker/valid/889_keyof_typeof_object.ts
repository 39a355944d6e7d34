const units = { kg: 1000, g: 1, mg: 0.001 };
type UnitName = keyof typeof units;
function toGrams(v: number, u: UnitName): number {
  return v * units[u];
}
console.log(toGrams(2, "kg"), toGrams(5, "mg"));
