// filter/map/forEach skip holes (map keeps them), thisArg, index argument, mutation during iteration.
const a = [1, , 3, 4];
console.log(a.map((x) => x! * 2), a.filter(() => true), a.filter((x, i) => i % 2 === 0));
const seen: number[] = [];
a.forEach((x, i) => seen.push(i));
console.log(seen, a.forEach(() => 1));
const grow = [1, 2, 3];
console.log(grow.map((x, i, arr) => { if (i === 0) arr.push(99); return x; }), grow);
const shrink = [1, 2, 3, 4];
const visited: number[] = [];
shrink.forEach((x) => { visited.push(x); shrink.pop(); });
console.log(visited, shrink);
console.log(["1", "2", "3"].map(parseInt), ["1", "2", "3"].map(Number), [" a ", "b "].map((s) => s.trim()));
