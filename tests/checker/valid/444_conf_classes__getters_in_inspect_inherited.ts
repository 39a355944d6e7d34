// Accessors defined on the class prototype do not show in inspect; own accessors do.
class A { get x() { return 1; } y = 2; }
const a = new A();
Object.defineProperty(a, "own", { get: () => 3, enumerable: true });
console.log(a, a.x, Object.keys(a), JSON.stringify(a));
