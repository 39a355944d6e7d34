function total(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
const bag: Record<string, string> = { a: "1" };
console.log(total(Object.values(bag)));
