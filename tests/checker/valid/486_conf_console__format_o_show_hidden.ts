// %o (showHidden): nested depth 4, functions with [length]/[name]/[prototype], Maps, holes, null prototypes.
console.log("%o", [1, [2, [3, [4, [5]]]]]);
console.log("%o", { f() {}, g: () => 1 });
console.log("%o", new Map([[{ a: 1 }, new Set([1])]]));
console.log("%o", "string", 5, null);
console.log("%O", [1, [2, [3, [4]]]]);
console.log("%o", new Error("e").message);
console.log("%o", Object.create(null));
console.log("%o", [,1]);
console.log("%o %O", { x: [1, 2] }, { y: { z: { w: { v: 1 } } } });
function h() {}
class K {}
console.log("%o", h, K, Object.getOwnPropertyNames(h), Object.getOwnPropertyNames(K));
