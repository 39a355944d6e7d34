// Object(), new Object, constructor properties, Object.prototype methods.
console.log(Object(), Object(null), Object(undefined), new Object(), typeof Object(1), Object({ a: 1 }));
const o = {};
console.log(o.constructor === Object, [].constructor === Array, "".constructor === String, (1).constructor === Number);
console.log(typeof Object.prototype.valueOf.call({}), Object.prototype.toLocaleString.call([1, 2]));
console.log(Object.name, Object.length, Array.name, typeof Object.prototype);
