// Nesting beyond depth 2 prints [Object] / [Array]; circular references print <ref *1> and [Circular *1].
console.log({ l1: { l2: { l3: { l4: 1 } }, arr: [[1, [2, [3]]]] } });
console.log([[[[1]]]], [[[{}]]], [[[[]]]], { a: { b: { c: {} } } }, { a: { b: { c: [] } } });
const o: any = { name: "o" };
o.self = o;
o.list = [o, { back: o }];
console.log(o);
const a: any[] = [1];
a.push(a);
console.log(a);
const x: any = { y: {} };
x.y.x = x;
console.log(x, [x]);
