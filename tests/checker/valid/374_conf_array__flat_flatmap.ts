// flat with depths and holes; flatMap flattens one level only.
const nested = [1, [2, [3, [4, [5]]]], , 6];
console.log(nested.flat(), nested.flat(2), nested.flat(Infinity), nested.flat(0), [[]].flat(), [1, [, 2]].flat());
console.log([1, 2, 3].flatMap((x) => [x, x * 10]), [1, 2].flatMap((x) => [[x]]), ["a b", "c"].flatMap((s) => s.split(" ")), [1, 2].flatMap((x) => x));
console.log([1, 2, 3, 4].flatMap((x) => (x % 2 ? [] : [x])));
