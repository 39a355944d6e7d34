const prices = { apple: 1.2, pear: 0.8 };
function priceOf(fruit: string): number {
  return prices[fruit];
}
