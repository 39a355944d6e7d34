// Booleans, null and undefined: truthiness, typeof and printing.
const things = [true, false, null, undefined, 0, -0, 1, "", "0", " ", NaN, [], {}];
for (const t of things) {
  console.log(typeof t, t ? "truthy" : "falsy", !t, !!t);
}
console.log(null, undefined, true, false);
console.log(null == undefined, null === undefined, null == 0, undefined == 0);
console.log(typeof null, typeof undefined, typeof true);
let notSet: number | undefined;
console.log(notSet, notSet === undefined);
console.log(String(null), String(undefined), String(true));
console.log(null + 1, undefined + 1, true + true, false - 1);
console.log([null, undefined, true]);
