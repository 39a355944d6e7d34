// CPU suite: closures — create closures over mutable state, compose and call them.
function makeCounter(step) {
  let count = 0;
  return () => {
    count += step;
    return count;
  };
}

function compose(f, g) {
  return (x) => f(g(x));
}

const inc = (x) => x + 1;
const double = (x) => x * 2;

let total = 0;
for (let i = 0; i < 250000; i++) {
  const counter = makeCounter((i % 5) + 1);
  counter();
  counter();
  const h = compose(inc, compose(double, inc));
  total = (total + counter() + h(i % 1000)) % 1000003;
}
console.log("closures checksum", total);
