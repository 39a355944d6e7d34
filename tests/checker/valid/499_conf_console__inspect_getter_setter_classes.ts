// Accessors on class prototypes are not shown; own accessors defined with defineProperty are.
class T { #v = 1; get v() { return this.#v; } set v(x) { this.#v = x; } static get s() { return 1; } }
const t = new T();
Object.defineProperty(t, "own", { get() { return 2; }, set(_v) {}, enumerable: true });
console.log(t, T, Object.getOwnPropertyNames(T.prototype));
