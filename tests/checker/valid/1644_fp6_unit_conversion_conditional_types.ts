// Unit conversion with conditional types over a units table, a generic convert<F, T> and a summary.
const UNITS = {
  length: { m: 1, km: 1000, cm: 0.01, mi: 1609.344, ft: 0.3048 },
  mass: { kg: 1, g: 0.001, lb: 0.45359237, oz: 0.028349523125 },
  time: { s: 1, min: 60, h: 3600, d: 86400 },
} as const;

type Dimension = keyof typeof UNITS;
type UnitOf<D extends Dimension> = keyof (typeof UNITS)[D];
type AnyUnit = { [D in Dimension]: UnitOf<D> }[Dimension];
type DimOf<U extends AnyUnit> = { [D in Dimension]: U extends UnitOf<D> ? D : never }[Dimension];

class UnitError extends RangeError {
  constructor(readonly from: string, readonly to: string) {
    super(`cannot convert ${from} to ${to}`);
  }
}

function dimensionOf(unit: string): Dimension | undefined {
  return (Object.keys(UNITS) as Dimension[]).find((d) => unit in UNITS[d]);
}

function factor(unit: string): number {
  const d = dimensionOf(unit);
  if (!d) throw new UnitError(unit, "?");
  const table: Record<string, number> = UNITS[d];
  return table[unit];
}

function convert<F extends AnyUnit, T extends AnyUnit>(value: number, from: F, to: T & (DimOf<T> extends DimOf<F> ? unknown : never)): number {
  if (dimensionOf(from) !== dimensionOf(to)) throw new UnitError(from, to);
  return (value * factor(from)) / factor(to);
}

const show = (n: number) => (Math.abs(n) >= 1e4 || (Math.abs(n) < 1e-3 && n !== 0) ? n.toExponential(3) : n.toFixed(3));
console.log("10 km in mi:", show(convert(10, "km", "mi")));
console.log("5 ft in cm:", show(convert(5, "ft", "cm")));
console.log("2.5 lb in g:", show(convert(2.5, "lb", "g")));
console.log("1 d in min:", show(convert(1, "d", "min")));

const readings: { value: number; unit: string }[] = [
  { value: 3, unit: "mi" }, { value: 250, unit: "g" }, { value: 90, unit: "min" }, { value: 7, unit: "parsec" }, { value: 12, unit: "oz" },
];
const totals = new Map<Dimension, number>();
const problems: string[] = [];
for (const { value, unit } of readings) {
  try {
    const d = dimensionOf(unit);
    if (!d) throw new UnitError(unit, "base unit");
    totals.set(d, (totals.get(d) ?? 0) + value * factor(unit));
  } catch (e) {
    if (e instanceof UnitError) problems.push(e.message);
    else throw e;
  }
}
const BASE: { [D in Dimension]: string } = { length: "m", mass: "kg", time: "s" };
for (const [d, v] of totals) console.log(`${d.padEnd(6)} ${show(v)} ${BASE[d]}`);
console.log("problems:", problems);
try {
  convert(1, "kg" as AnyUnit, "m" as AnyUnit);
} catch (e) {
  console.log((e as UnitError).name, (e as UnitError).from, "->", (e as UnitError).to);
}
