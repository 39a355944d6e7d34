// Generic functions, constraints, defaults, generic arrows and explicit instantiations.
function identity<T>(x: T): T { return x; }
const pick = <T, K extends keyof T>(o: T, k: K): T[K] => o[k];
function first<T = string>(xs: T[]): T | undefined { return xs[0]; }
function merge<A extends object, B extends object>(a: A, b: B): A & B { return { ...a, ...b }; }
console.log(identity<number>(5), identity("s"), pick({ a: 1, b: "two" }, "b"), first([]), first<number>([9]));
console.log(merge({ x: 1 }, { y: 2 }));
const map = new Map<string, number[]>();
map.set("a", [1]);
console.log(map, Array.from<number>({ length: 2 }), new Set<string>(["q"]));
