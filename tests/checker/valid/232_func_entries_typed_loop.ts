const prices: Record<string, number> = { tea: 2, coffee: 3 };
for (const [item, price] of Object.entries(prices)) {
  console.log(`${item}: ${price.toFixed(2)}`);
}
