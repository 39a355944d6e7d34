function total(prices: { [k: string]: number | undefined }, key: string): number {
  const p = prices[key];
  return p * 2;
}
