// exit: 1
// An uncaught RangeError from a built-in, thrown inside nested calls.
function format(n: number) { return n.toFixed(n); }
function render(xs: number[]) { return xs.map(format); }
console.log(render([1, 2]));
console.log(render([1, 500]));
