// Currency conversion report: host rates API, Intl formatting per locale, rounding rules.
enum Rounding { HalfUp = "half-up", Bankers = "bankers", Down = "down" }

interface RateTable { base: string; at: string; rates: { [code: string]: number } }

const fx = {
  async latest(base: string): Promise<unknown> {
    return { base, at: "2024-09-01T00:00:00Z", rates: { EUR: 1, USD: 1.1043, JPY: 161.52, GBP: 0.8421, CHF: "n/a" } };
  },
};

function assertRateTable(v: unknown): asserts v is RateTable {
  if (typeof v !== "object" || v === null) throw new TypeError("rate table must be an object");
  if (!("base" in v) || typeof v.base !== "string") throw new TypeError("missing base");
  if (!("rates" in v) || typeof v.rates !== "object" || v.rates === null) throw new TypeError("missing rates");
}

function round(value: number, digits: number, mode: Rounding): number {
  const f = 10 ** digits;
  const x = value * f;
  switch (mode) {
    case Rounding.Down:
      return Math.trunc(x) / f;
    case Rounding.Bankers: {
      const r = Math.round(x);
      return (Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r) / f;
    }
    default:
      return Math.round(x) / f;
  }
}

const LOCALES: Record<string, string> = { EUR: "de-DE", USD: "en-US", JPY: "ja-JP", GBP: "en-GB" };

const table = await fx.latest("EUR");
assertRateTable(table);
const usable = Object.entries(table.rates).filter((e): e is [string, number] => typeof e[1] === "number" && e[1] > 0);
const skipped = Object.keys(table.rates).filter((k) => !usable.some(([c]) => c === k));

const amounts = [19.995, 250, 1234.5];
for (const amount of amounts) {
  const cells = usable.map(([code, rate]) => {
    const fmt = new Intl.NumberFormat(LOCALES[code] ?? "en-US", { style: "currency", currency: code });
    const digits = fmt.resolvedOptions().maximumFractionDigits ?? 2;
    return fmt.format(round(amount * rate, digits, code === "JPY" ? Rounding.Down : Rounding.HalfUp));
  });
  console.log(`${amount.toFixed(3).padStart(9)} EUR | ${cells.join(" | ")}`);
}
console.log("bankers:", [0.125, 0.135, 2.5, 3.5].map((v) => round(v, v > 1 ? 0 : 2, Rounding.Bankers)));
console.log("skipped:", skipped.join(", ") || "none", "| as of", new Date(String((table as { at?: unknown }).at)).toUTCString());
const strongest = usable.reduce((a, b) => (b[1] < a[1] ? b : a));
console.log(`strongest vs ${table.base}: ${strongest[0]} (${strongest[1]})`);
