// reverse in place, indexOf/lastIndexOf with NaN, -0, fromIndex; includes with NaN and holes.
const a = [1, 2, 3];
console.log(a.reverse(), a, [1, , 3].reverse(), [].reverse());
const v = [NaN, 0, -0, "1", 1, undefined, , null, 1];
console.log(v.indexOf(NaN), v.includes(NaN), v.indexOf(-0), v.lastIndexOf(0), v.indexOf(1), v.lastIndexOf(1), v.indexOf("1" as any));
console.log(v.indexOf(undefined), v.includes(undefined), [, ].includes(undefined), [, ].indexOf(undefined));
console.log(v.indexOf(1, 5), v.indexOf(1, -1), v.lastIndexOf(1, -2), v.includes(1, 100), v.lastIndexOf(1, -100), v.indexOf(0, -100));
