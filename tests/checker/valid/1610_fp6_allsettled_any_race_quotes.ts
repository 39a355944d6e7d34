// Fan out host calls with Promise.allSettled / Promise.any, classify failures, aggregate results.
type Region = "eu" | "us" | "ap";
interface Quote { region: Region; price: number; latencyMs: number }

class QuoteError extends Error {
  override name = "QuoteError";
  constructor(readonly region: Region, message: string, options?: ErrorOptions) {
    super(message, options);
  }
}

const pricing = {
  async quote(region: Region, sku: string): Promise<Quote> {
    const table: Record<Region, number | null> = { eu: 10.5, us: 9.75, ap: null };
    const price = table[region];
    if (price === null) throw new QuoteError(region, `no price for ${sku}`, { cause: { code: 404 } });
    return { region, price, latencyMs: region.length * 40 };
  },
};

const regions: Region[] = ["eu", "us", "ap"];
const settled = await Promise.allSettled(regions.map((r) => pricing.quote(r, "sku-1")));

const ok: Quote[] = [];
const failed: QuoteError[] = [];
settled.forEach((res, i) => {
  if (res.status === "fulfilled") {
    ok.push(res.value);
  } else if (res.reason instanceof QuoteError) {
    failed.push(res.reason);
  } else {
    failed.push(new QuoteError(regions[i], String(res.reason)));
  }
});

const cheapest = ok.reduce<Quote | undefined>((best, q) => (best === undefined || q.price < best.price ? q : best), undefined);
console.log("cheapest:", cheapest?.region, cheapest?.price.toFixed(2));
for (const f of failed) {
  const cause = f.cause;
  const code = typeof cause === "object" && cause !== null && "code" in cause ? cause.code : "?";
  console.log(`failed ${f.region}: ${f.message} (code ${String(code)})`);
}

const first = await Promise.any(regions.map((r) => pricing.quote(r, "sku-2")));
console.log("first answer from", first.region);

try {
  await Promise.any([pricing.quote("ap", "a"), pricing.quote("ap", "b")]);
} catch (e) {
  if (e instanceof AggregateError) {
    const msgs = e.errors.map((x: unknown) => (x instanceof Error ? x.message : String(x)));
    console.log(`all ${e.errors.length} failed:`, msgs.join("; "));
  }
}

const race = await Promise.race([
  pricing.quote("us", "x").then((q) => ({ kind: "quote" as const, q })),
  new Promise<{ kind: "timeout" }>((resolve) => setTimeout(() => resolve({ kind: "timeout" }), 1000)),
]);
console.log(race.kind === "quote" ? `quote ${race.q.price}` : "timed out");
