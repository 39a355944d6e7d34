function either<T>(a: T, b: T): T { return Math.random() > 2 ? a : b; }
class Animal { name = "a"; }
class Dog extends Animal { bark() { return "woof"; } }
class Cat extends Animal { meow() { return "meow"; } }
const e1: Animal = either(new Dog(), new Animal());
const e2 = either<Animal>(new Dog(), new Cat());
const e3: Animal = either(new Animal(), new Cat());
const e4 = either({ x: 1 }, { x: 2, y: 3 });
const e5: number | undefined = either(undefined, 3);
const e6: string | null = either("s", null);
const e7 = either([1], []);
const e8: (string | number)[] = either<(string | number)[]>([1], ["a"]);
function firstDefined<T>(...xs: (T | undefined)[]): T | undefined { return xs.find((x) => x !== undefined); }
const f1: number | undefined = firstDefined(undefined, 1, 2);
const f2 = firstDefined<string>(undefined, "a");
function fallback<T>(v: T | null | undefined, d: T): T { return v ?? d; }
const g1: number = fallback(null, 0);
const g2: string = fallback(undefined as string | undefined, "x");
const g3: { a: number } = fallback(null, { a: 1 });
const g4: "a" | "b" = fallback<"a" | "b">(null, "a");
const g5: number[] = fallback(null, []);
console.log(e1, e2, e3, e4.x, e5, e6, e7, e8, f1, f2, g1, g2, g3, g4, g5);
