// Closures capture variables, not values; defaults see earlier parameters; IIFE and counters.
const makers: (() => number)[] = [];
for (var i = 0; i < 3; i++) makers.push(() => i);
const lets: (() => number)[] = [];
for (let j = 0; j < 3; j++) lets.push(() => j);
console.log(makers.map((f) => f()), lets.map((f) => f()));
function defaults(a: number, b = a * 2, c = () => a + b) { a = 100; return [a, b, c()]; }
console.log(defaults(1), defaults(1, 5));
const counter = (() => { let n = 0; return { inc: () => ++n, reset() { n = 0; } }; })();
counter.inc(); counter.inc();
console.log(counter.inc(), (counter.reset(), counter.inc()));
