// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Row = { date: string; region: string; channel: "web" | "store" | "phone"; units: number; revenue: number };

const rows: Row[] = [];
const regions = ["north", "south", "east"];
const channels: Row["channel"][] = ["web", "store", "phone"];
for (let d = 1; d <= 14; d++) {
  regions.forEach((region, ri) =>
    channels.forEach((channel, ci) => {
      const units = ((d * 7 + ri * 3 + ci * 5) % 11) + 1;
      rows.push({ date: `2024-04-${String(d).padStart(2, "0")}`, region, channel, units, revenue: units * (10 + ci * 2.5) });
    }),
  );
}

class Report<T extends Record<string, unknown>> {
  constructor(private readonly data: readonly T[]) {}
  where(pred: (r: T) => boolean): Report<T> {
    return new Report(this.data.filter(pred));
  }
  groupBy<K extends keyof T>(key: K): Map<T[K], Report<T>>;
  groupBy<K extends keyof T, R>(key: K, agg: (r: Report<T>) => R): Map<T[K], R>;
  groupBy<K extends keyof T, R>(key: K, agg?: (r: Report<T>) => R): Map<T[K], Report<T> | R> {
    const m = new Map<T[K], T[]>();
    for (const r of this.data) m.set(r[key], [...(m.get(r[key]) ?? []), r]);
    return new Map([...m].map(([k, v]) => [k, agg ? agg(new Report(v)) : new Report(v)]));
  }
  sum(key: { [K in keyof T]: T[K] extends number ? K : never }[keyof T]): number {
    return this.data.reduce((s, r) => s + (r[key] as number), 0);
  }
  get size() {
    return this.data.length;
  }
}

const rep = new Report(rows);
const byChannel = rep.groupBy("channel", (r) => ({ units: r.sum("units"), revenue: r.sum("revenue") }));
for (const [ch, v] of byChannel) console.log(ch.padEnd(6), v.units, v.revenue.toFixed(2));
const weekly = rep.groupBy("date", (r) => r.sum("revenue"));
const weeks = new Map<number, number>();
for (const [date, rev] of weekly) {
  const wk = Math.floor((Number(date.slice(8)) - 1) / 7) + 1;
  weeks.set(wk, (weeks.get(wk) ?? 0) + rev);
}
console.log([...weeks].map(([w, r]) => `W${w}=${r.toFixed(1)}`).join(" "));
const north = rep.where((r) => r.region === "north").groupBy("channel");
console.log([...north].map(([c, r]) => `${c}:${r.size}:${r.sum("units")}`));
const best = [...rep.groupBy("region", (r) => r.sum("revenue"))].sort((a, b) => b[1] - a[1])[0];
console.log("best region", best[0], best[1].toFixed(2));
