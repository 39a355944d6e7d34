// Strict and loose equality, including coercions node performs for ==.
console.log(1 === 1, 1 === 1.0, "a" === "a", 1 === "1" as unknown);
console.log(1 == "1" as unknown, 0 == "" as unknown, "0" == false as unknown, "" == false as unknown);
console.log(null == undefined, null === undefined, null == false as unknown, undefined == 0 as unknown);
console.log(NaN == NaN, "1e3" == 1000 as unknown, " 42 " == 42 as unknown, true == 1 as unknown, true == 2 as unknown);
console.log([1, 2] == "1,2" as unknown, [] == "" as unknown, [0] == 0 as unknown);
const a = { x: 1 };
const b = { x: 1 };
const c = a;
console.log(a === b, a == b, a === c, [] === [], [1] == [1] as unknown);
console.log(1 !== 2, 1 != 1, "b" != "b", null != undefined);
console.log(-0 === 0, Infinity === Infinity, "abc" == "ab" + "c");
