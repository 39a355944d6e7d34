const target: Record<string, number> = { a: 1 };
Object.assign(target, { b: 2 }, { c: 3 });
const keyCount = Object.keys(target).length;
const hasB = Object.hasOwn(target, "b");
console.log(keyCount, hasB, "c" in target);
