// Relational operators on numbers, strings (code-unit order) and mixed types.
console.log(1 < 2, 2 < 1, 2 <= 2, 3 >= 4, -1 > -2);
console.log("a" < "b", "B" < "a", "a" < "B", "abc" < "abd", "ab" < "abc", "" < "a");
console.log("10" < "9", "10" < 9, 10 < "9", "2" > "12", "Z" < "a", "zoo" > "apple");
console.log(null >= 0, null > 0, null == 0, undefined < 1);
console.log(undefined > -1); // `f(a < 1, b > -1)` is misread as an instantiation expression (docs/language.md)
console.log(true > false, "1" >= true, [2] > 1, "x" < 1, "x" > 1);
console.log("\u00e9" > "z", "A".toLowerCase() < "b");
const names = ["mike", "Anna", "bob", "Zed", "alice"];
let first = names[0];
for (const name of names) {
  if (name < first) first = name;
}
console.log("smallest:", first);
console.log(Infinity > 1e308, -Infinity < -1e308, NaN < Infinity);
