// Inspect of regexes, errors in objects, promises, weak collections, boxed-free values, null prototype.
console.log(/a+/g, Promise.resolve(5), Promise.reject(new Error("r")).catch(() => 0) && "caught", new WeakMap(), new WeakSet());
console.log(Promise.resolve({ a: 1 }), new Promise(() => {}), [Promise.resolve("x")]);
const p = Promise.reject(3);
p.catch(() => {});
console.log(p);
console.log(Object.create(null), Object.assign(Object.create(null), { a: 1 }), globalThis === globalThis);
