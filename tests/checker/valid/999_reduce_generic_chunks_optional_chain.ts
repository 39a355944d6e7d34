// reduce with an initial value of another type inside a generic function, and ?. on a value
// that cannot be nullish (the chain adds no undefined).
const lastItem = <T,>(arr: T[]): T => arr[arr.length - 1];
const splitOn = <T,>(arr: T[], at: (v: T) => boolean): T[][] =>
  arr
    .reduce(
      (chunks, item) => {
        if (at(item)) chunks.push([]);
        else lastItem(chunks).push(item);
        return chunks;
      },
      [[]] as T[][],
    )
    .filter((a) => a.length > 0);
const chunk = <T,>(arr: T[], size: number) =>
  arr.reduce((chunks: T[][], item) => {
    const current = lastItem(chunks);
    if (current?.length < size) current.push(item);
    else chunks.push([item]);
    return chunks;
  }, [[]]);
console.log(splitOn([1, 2, 0, 3, 0, 4], (v) => v === 0), chunk(["a", "b", "c"], 2));
