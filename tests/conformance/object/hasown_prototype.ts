// Object.hasOwn, hasOwnProperty, getPrototypeOf on various values, isPrototypeOf, propertyIsEnumerable.
const o: any = Object.create({ inh: 1 });
o.own = undefined;
console.log(Object.hasOwn(o, "own"), Object.hasOwn(o, "inh"), o.hasOwnProperty("own"), o.hasOwnProperty("inh"));
console.log(Object.hasOwn([1], 0), Object.hasOwn([1], "length"), Object.hasOwn("ab", 1), Object.prototype.hasOwnProperty.call(Object.create(null), "x"));
console.log(Object.getPrototypeOf([]) === Array.prototype, Object.getPrototypeOf(1) === Number.prototype, Object.getPrototypeOf("s") === String.prototype);
console.log(Object.getPrototypeOf(Object.prototype), Object.getPrototypeOf(() => 1) === Object.getPrototypeOf(function () {}));
console.log(Array.prototype.isPrototypeOf([]), Object.prototype.isPrototypeOf(o), o.propertyIsEnumerable("own"), [1].propertyIsEnumerable("length"));
try { Object.getPrototypeOf(null); } catch (e) { console.log((e as Error).message); }
