// Found by the hunter: a callback's written boolean literal widens to boolean in the inferred
// type argument (map(() => true) is boolean[]), so concat takes boolean arrays.
const ids = [1, 2, 3];
const flags = ids.map((x, i) => true).concat(ids.map((x: number) => x > 2));
const more: boolean[] = ids.map(() => false).concat([true]);
const nested: boolean[][] = ids.map((x) => ids.map((y) => x === y)).concat([[false]]);
const checker = () => true;
const results = [checker(), false];
console.log(flags, more, nested, results);
