// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Tick = { at: number; symbol: string; price: number; volume: number };

const ticks: Tick[] = [];
let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
for (let i = 0; i < 60; i++) {
  for (const symbol of ["AAA", "BBB", "CCC"]) {
    ticks.push({ at: i * 1000, symbol, price: +(100 + rand() * 10).toFixed(2), volume: Math.floor(rand() * 500) });
  }
}

interface Candle { open: number; high: number; low: number; close: number; volume: number; start: number }

function candles(ts: Tick[], bucketMs: number): Map<string, Candle[]> {
  const out = new Map<string, Candle[]>();
  for (const t of ts) {
    const start = Math.floor(t.at / bucketMs) * bucketMs;
    const list = out.get(t.symbol) ?? [];
    if (!out.has(t.symbol)) out.set(t.symbol, list);
    const last = list.at(-1);
    if (!last || last.start !== start) {
      list.push({ open: t.price, high: t.price, low: t.price, close: t.price, volume: t.volume, start });
    } else {
      last.high = Math.max(last.high, t.price);
      last.low = Math.min(last.low, t.price);
      last.close = t.price;
      last.volume += t.volume;
    }
  }
  return out;
}

const sma = (xs: number[], n: number) => xs.map((_, i) => (i + 1 < n ? null : xs.slice(i + 1 - n, i + 1).reduce((a, b) => a + b, 0) / n));

const cs = candles(ticks, 15_000);
for (const [sym, list] of cs) {
  const closes = list.map((c) => c.close);
  const avg = sma(closes, 2);
  const vwapNum = list.reduce((s, c) => s + ((c.high + c.low + c.close) / 3) * c.volume, 0);
  const vwapDen = list.reduce((s, c) => s + c.volume, 0);
  console.log(
    sym,
    list.length,
    list.map((c) => `${c.open.toFixed(1)}/${c.close.toFixed(1)}`).join(" "),
    avg.map((v) => (v === null ? "-" : v.toFixed(2))).join(","),
    (vwapNum / vwapDen).toFixed(3),
  );
}

const movers = [...cs.entries()]
  .map(([sym, list]) => ({ sym, change: (list[list.length - 1].close - list[0].open) / list[0].open }))
  .sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
console.log(movers.map((m) => `${m.sym} ${(m.change * 100).toFixed(2)}%`));
