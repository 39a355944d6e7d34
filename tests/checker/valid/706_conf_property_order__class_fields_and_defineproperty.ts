// Property order of class instances (fields then constructor assignments) and defineProperty.
class A { b = 1; a = 2; constructor() { (this as any).c = 3; (this as any)[1] = 4; } }
console.log(Object.keys(new A()), new A());
const o = {};
Object.defineProperty(o, "x", { value: 1, enumerable: true });
Object.defineProperty(o, "y", { value: 2, enumerable: false });
Object.defineProperty(o, "0", { value: 0, enumerable: true });
console.log(Object.keys(o), Object.getOwnPropertyNames(o), o, JSON.stringify(o));
