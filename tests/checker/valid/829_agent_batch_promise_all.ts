async function getPrice(sku: string): Promise<{ sku: string; price: number }> {
  return { sku, price: sku.length * 1.5 };
}
const skus = ["a1", "bb22", "ccc333"];
const prices = await Promise.all(skus.map(getPrice));
const results = await Promise.allSettled(skus.map(async (s) => {
  if (s.startsWith("c")) throw new Error("no stock");
  return s;
}));
const ok = results.filter((r): r is PromiseFulfilledResult<string> => r.status === "fulfilled").map((r) => r.value);
console.log(prices.map((p) => p.price.toFixed(2)), ok);
