function formatPrice(cents: number, currency: string): string {
  return (cents / 100).toFixed(2) + " " + currency;
}
const input = "1999";
console.log(formatPrice(input, "EUR"));
