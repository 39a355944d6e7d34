// The + operator with mixed types, and unary plus/minus conversions.
console.log(1 + "2", "1" + 2, 1 + 2 + "3", "1" + 2 + 3, "1" + (2 + 3));
console.log("3" * "4", "10" / "4", "7" - 2, "5" % 3, "2" ** "3");
console.log(true + 1, true + "1", null + 1, null + "x", undefined + 1, undefined + "x");
console.log([1, 2] + [3], [] + [], [] + 1, [5] * 2, [1, [2, 3]] + "");
console.log({} + "", "" + { a: 1 }, typeof ({} + ""));
console.log(+"", +" 12 ", +"0x10", +"1e3", +"12px", +"-7.5", +[], +[7], +[1, 2], +null, +true);
console.log(-"3", -"", -null, -true, -[]);
console.log("a" + null + undefined + true + 1.5 + NaN);
let s = "x";
s += 1;
s += null;
s += [1, 2];
console.log(s);
let n = 5;
n += "5" as unknown as number;
console.log(n, typeof n);
