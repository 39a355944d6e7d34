// Array methods declared to return `this` (sort, fill, copyWithin) return the tuple itself
// when called on a tuple.
type Pair = [number, number];
const factors: Pair[] = [];
function addFactors(p: Pair): void {
  factors.push(p.sort((a, b) => a - b));
}
addFactors([7, 3]);
addFactors([2, 9]);
const zeroed: Pair = ([5, 6] as Pair).fill(0);
console.log(factors, zeroed);
