type Args = [name: string, ...scores: number[]];
function avg(...[name, ...scores]: Args): string {
  const total = scores.reduce((a, b) => a + b, 0);
  return `${name}: ${(total / Math.max(1, scores.length)).toFixed(1)}`;
}
console.log(avg("amy", 3, 4, 5));
const argv: Args = ["bob"];
console.log(avg(...argv));
