// Promise chains with then/catch/finally around host calls, plus a retry helper with exponential backoff.
interface Shipment { id: string; carrier: "ups" | "dhl" | "fedex"; eta?: string }
class CarrierError extends Error {
  constructor(readonly carrier: Shipment["carrier"], readonly transient: boolean, message: string) {
    super(message);
    this.name = "CarrierError";
  }
}

let attempts = 0;
const tracking = {
  async status(id: string): Promise<Shipment> {
    attempts++;
    if (id === "S-2" && attempts < 3) throw new CarrierError("dhl", true, "gateway timeout");
    if (id === "S-3") throw new CarrierError("fedex", false, "unknown tracking number");
    return { id, carrier: id === "S-1" ? "ups" : "dhl", eta: id === "S-1" ? "2024-08-02" : undefined };
  },
};

async function retry<T>(fn: () => Promise<T>, opts: { tries: number; baseMs: number; shouldRetry: (e: unknown) => boolean }): Promise<T> {
  let delay = opts.baseMs;
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (i >= opts.tries || !opts.shouldRetry(e)) throw e;
      await new Promise((r) => setTimeout(r, delay));
      delay *= 2;
    }
  }
}

const log: string[] = [];
const ids = ["S-1", "S-2", "S-3"];
const lines = await Promise.all(
  ids.map((id) =>
    retry(() => tracking.status(id), { tries: 4, baseMs: 10, shouldRetry: (e) => e instanceof CarrierError && e.transient })
      .then((s) => `${s.id} via ${s.carrier.toUpperCase()}: ${s.eta ? `eta ${s.eta}` : "eta unknown"}`)
      .catch((e: unknown) => (e instanceof CarrierError ? `${id} failed at ${e.carrier}: ${e.message}` : `${id} failed`))
      .finally(() => log.push(id)),
  ),
);
lines.forEach((l) => console.log(l));
console.log("finished order:", log.join(" "), "| host calls:", attempts);

const chained = await Promise.resolve(ids)
  .then((xs) => xs.map((x) => Number(x.slice(2))))
  .then((ns) => ns.reduce((a, b) => a + b, 0))
  .then((sum) => ({ sum, avg: sum / ids.length }));
console.log(chained.sum, chained.avg.toFixed(2));
const fallback = await tracking.status("S-3").catch(() => null);
console.log(fallback?.carrier ?? "no status");
