// Inspect of functions, arrows, classes, methods, bound functions, and functions with properties.
function named() {}
const arrow = () => 1;
class K {}
class Sub extends K {}
const withProps = Object.assign(function tagged() {}, { version: 2 });
console.log(named, arrow, K, Sub, withProps, Math.max, [named, arrow], { fn: named, cls: K });
console.log((function () {}), (() => {}), { method() {} }.method, named.bind(null), async function af() {}, async () => 1);
