// Small classic algorithms: binary search, bubble sort, sieve, permutations, dedupe, chunking.
function binarySearch(xs: number[], target: number): number {
  let lo = 0, hi = xs.length - 1;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (xs[mid] === target) return mid;
    if (xs[mid] < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
const sortedNums = [1, 3, 5, 7, 9, 11, 13];
console.log([1, 7, 13, 4, 0, 14].map((t) => binarySearch(sortedNums, t)));
function bubbleSort<T>(input: T[], less: (a: T, b: T) => boolean): T[] {
  const xs = input.slice();
  for (let i = 0; i < xs.length; i++) {
    for (let j = 0; j < xs.length - 1 - i; j++) {
      if (less(xs[j + 1], xs[j])) {
        const t = xs[j];
        xs[j] = xs[j + 1];
        xs[j + 1] = t;
      }
    }
  }
  return xs;
}
console.log(bubbleSort([5, 2, 9, 1, 5, 6], (a, b) => a < b));
console.log(bubbleSort(["pear", "Apple", "fig", "banana"], (a, b) => a.toLowerCase() < b.toLowerCase()));
console.log(bubbleSort([{ n: "b", v: 2 }, { n: "a", v: 1 }, { n: "c", v: 0 }], (a, b) => a.v < b.v).map((x) => x.n).join(""));
function sieve(limit: number) {
  const composite: boolean[] = [];
  const primes: number[] = [];
  for (let i = 2; i <= limit; i++) {
    if (composite[i]) continue;
    primes.push(i);
    for (let j = i * i; j <= limit; j += i) composite[j] = true;
  }
  return primes;
}
console.log(sieve(100));
function permutations(xs: string[]): string[][] {
  if (xs.length <= 1) return [xs];
  const out: string[][] = [];
  xs.forEach((x, i) => {
    const rest = [...xs.slice(0, i), ...xs.slice(i + 1)];
    for (const p of permutations(rest)) out.push([x, ...p]);
  });
  return out;
}
console.log(permutations(["a", "b", "c"]).map((p) => p.join("")));
const dedupe = <T,>(xs: T[]) => xs.filter((x, i) => xs.indexOf(x) === i);
console.log(dedupe([3, 1, 3, 2, 1, 3]), dedupe(["a", "b", "a"]));
function chunk<T>(xs: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}
console.log(chunk([1, 2, 3, 4, 5, 6, 7], 3), chunk([], 2));
function fibMemo() {
  const memo: number[] = [0, 1];
  const f = (n: number): number => (memo[n] !== undefined ? memo[n] : (memo[n] = f(n - 1) + f(n - 2)));
  return f;
}
console.log(fibMemo()(90));
const twoSum = (xs: number[], target: number) => {
  const seen: { [k: string]: number } = {};
  for (let i = 0; i < xs.length; i++) {
    const need = target - xs[i];
    if (need in seen) return [seen[need], i];
    seen[xs[i]] = i;
  }
  return null;
};
console.log(twoSum([2, 7, 11, 15], 9), twoSum([1, 2], 10));
