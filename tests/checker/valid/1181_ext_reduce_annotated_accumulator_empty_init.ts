// reduce with an annotated accumulator and `[]` as the initial value: the overloads whose
// initialValue is the element type are ruled out by the callback, and reduce<U> takes U from
// the annotation (the `[]` typed while trying the first overload must not stick to it).
const starts: number[][] = [[0, 0], [1, 2]];
const pairs: number[][][] = starts.reduce((accum: number[][][], start) => {
  return [...accum, [start, [start[0] + 1, start[1]]]];
}, []);
const words = ["a", "bb", "a"];
const seen = words.reduce((acc: Record<string, number>, w) => ({ ...acc, [w]: (acc[w] ?? 0) + 1 }), {});
console.log(pairs.length, JSON.stringify(pairs[1]), seen);
