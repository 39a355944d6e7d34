// Function declarations are hoisted (also inside blocks and other functions); expressions are not.
console.log(square(4), typeof square);
function square(n: number) {
  return n * n;
}
function outer() {
  return inner() + " via outer";
  function inner() {
    return "inner hoisted";
  }
}
console.log(outer());
try {
  // @ts-ignore
  notYet();
} catch (e: any) {
  console.log(e.name, e.message);
}
var notYet = function () {
  return "assigned later";
};
console.log(notYet());
try {
  // @ts-ignore
  arrowLater();
} catch (e: any) {
  console.log(e.name, e.message);
}
const arrowLater = () => "arrow";
console.log(arrowLater());
{
  console.log(blockFn());
  function blockFn() {
    return "block function";
  }
}
function redefined() {
  return 1;
}
console.log(redefined());
function counterFactory() {
  let n = 0;
  return next;
  function next() {
    return ++n;
  }
}
const next = counterFactory();
console.log(next(), next(), next());
console.log(typeof hoistedVar, hoistedVar);
var hoistedVar = 10;
console.log(typeof hoistedVar, hoistedVar);
