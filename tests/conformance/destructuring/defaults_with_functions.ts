// Default values that call functions, reference other params, and closures over params.
let n = 0;
const next = () => ++n;
function f({ id = next(), label = `item-${id}` } = {}) { return { id, label }; }
console.log(f(), f({ id: 10 }), f({ label: "x" }), n);
const g = (a: number, getA = () => a) => { a = 99; return getA(); };
console.log(g(1));
