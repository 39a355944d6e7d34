const base = { a: 1 };
const defaults = { , a: 1 };
console.log(defaults, base);
