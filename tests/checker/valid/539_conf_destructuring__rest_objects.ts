// Object rest copies own enumerable properties, excludes named ones, keeps order, skips prototype.
const proto = { inherited: 1 };
const o = Object.create(proto);
o.b = 2; o[1] = "one"; o.a = 3;
Object.defineProperty(o, "hidden", { value: 4, enumerable: false });
const { a, ...rest } = o;
console.log(a, rest, Object.keys(rest));
const { ...copy } = [10, 20];
console.log(copy);
const { 0: first, length, ...r2 } = "str" as any;
console.log(first, length, r2);
