async function fetchCount(): Promise<number> {
  return 3;
}
const [count, label] = await Promise.all([fetchCount(), Promise.resolve("x")]);
const upper: string = count;
console.log(upper, label);
