const prices = { apple: 1, pear: 2 };
function priceOf(fruit: string): number {
  return prices[fruit];
}
console.log(priceOf("apple"));
