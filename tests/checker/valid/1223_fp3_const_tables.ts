const UNITS = {
  km: { factor: 1000, label: "kilometre" },
  m: { factor: 1, label: "metre" },
  cm: { factor: 0.01, label: "centimetre" },
  mi: { factor: 1609.344, label: "mile" },
} as const;

type Unit = keyof typeof UNITS;
type UnitLabel = (typeof UNITS)[Unit]["label"];

function convert(value: number, from: Unit, to: Unit): number {
  return (value * UNITS[from].factor) / UNITS[to].factor;
}

const HTTP = {
  ok: 200,
  created: 201,
  notFound: 404,
  serverError: 500,
} as const satisfies Record<string, number>;
type HttpName = keyof typeof HTTP;
type HttpCode = (typeof HTTP)[HttpName];

const describeCode = (code: HttpCode): HttpName => {
  const found = (Object.keys(HTTP) as HttpName[]).find((k) => HTTP[k] === code);
  if (!found) throw new Error("unreachable");
  return found;
};

type Shape = "circle" | "square" | "triangle";
const AREA = {
  circle: (r) => Math.PI * r * r,
  square: (s) => s * s,
  triangle: (s) => (Math.sqrt(3) / 4) * s * s,
} satisfies Record<Shape, (size: number) => number>;

const COLORS = { red: "#f00", green: "#0f0", blue: "#00f" } satisfies Record<string, `#${string}`>;

console.log(convert(5, "km", "mi").toFixed(3), convert(250, "cm", "m"));
const labels: UnitLabel[] = (Object.keys(UNITS) as Unit[]).map((u) => UNITS[u].label);
console.log(labels.join(", "));
console.log(describeCode(404), describeCode(HTTP.created));
for (const s of Object.keys(AREA) as Shape[]) console.log(s, AREA[s](2).toFixed(2));
console.log(COLORS.red.toUpperCase(), Object.entries(COLORS).map(([k, v]) => `${k}=${v.slice(1)}`).join(" "));
const matrix = [
  [1, "one"],
  [2, "two"],
] as const;
type Row = (typeof matrix)[number];
const names: Row[1][] = matrix.map((r) => r[1]);
console.log(names, matrix[0][0] + matrix[1][0]);
const DEFAULTS = { retries: 3, verbose: false, mode: "fast" } as const;
type Opts = { -readonly [K in keyof typeof DEFAULTS]?: (typeof DEFAULTS)[K] extends boolean ? boolean : (typeof DEFAULTS)[K] };
const opts: Opts = { verbose: true };
const merged = { ...DEFAULTS, ...opts };
console.log(merged);
