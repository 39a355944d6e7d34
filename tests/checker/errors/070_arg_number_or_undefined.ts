const lookup: Record<string, number> = { a: 1, b: 2 };
function double(n: number): number {
  return n * 2;
}
const arr = [1, 2, 3];
console.log(double(arr.find((x) => x > 1)));
