function makeArray<T>(n: number, fill: T): T[] {
  return new Array<T>(n).fill(fill);
}
const zeros = makeArray<number>(3, 0);
const blanks = makeArray(2, "");
console.log(zeros, blanks);
