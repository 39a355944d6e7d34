// Own properties of functions: length, name and prototype (strict-mode functions), arrows, methods, classes.
class K { static s = 1; m() {} }
function g(a: number, b = 2, ...rest: number[]) { return [a, b, rest]; }
(g as any).extra = 1;
console.log(Object.getOwnPropertyNames(K), Object.getOwnPropertyNames(K.prototype.m), Object.getOwnPropertyNames(g));
console.log(Object.getOwnPropertyNames(() => 1), Object.getOwnPropertyNames(async function a() {}), Object.getOwnPropertyNames({ m() {} }.m));
console.log(g.length, g.name, ((x: number, y: number) => x).length, K.length, K.name, typeof g.prototype, (() => 1).prototype);
