function formatPrice(amount: number, currency: string): string {
  return `${amount.toFixed(2)} ${currency}`;
}
const raw: string = "12.5";
console.log(formatPrice(raw, "EUR"));
