// Block scoping, shadowing, var and function hoisting, TDZ and const errors.
console.log(hoisted, typeof hoisted);
var hoisted = "now set";
console.log(hoisted);
console.log(declaredLater(2));
function declaredLater(x: number) {
  return x * 10;
}
let outer = "outer";
{
  let outer = "inner";
  console.log(outer);
  {
    const outer = "innermost";
    console.log(outer);
  }
}
console.log(outer);
if (true) {
  var leaky = "var escapes blocks";
  let contained = "let does not";
  console.log(contained);
}
console.log(leaky);
try {
  console.log(tdz);
  let tdz = 1;
} catch (e: any) {
  console.log(e instanceof ReferenceError, e.name, e.message);
}
try {
  const fixed = 1;
  // @ts-ignore
  fixed = 2;
} catch (e: any) {
  console.log(e instanceof TypeError, e.name, e.message);
}
function useBeforeInit() {
  return later;
}
try {
  useBeforeInit();
} catch (e: any) {
  console.log(e.name + ": " + e.message);
}
let later = "ready";
console.log(useBeforeInit());
const obj = { count: 0 };
obj.count++;
console.log(obj);
const arr = [1];
arr.push(2);
console.log(arr);
function varScope() {
  for (var k = 0; k < 3; k++) {}
  return k;
}
console.log(varScope());
let reassigned = 1;
reassigned = 2;
console.log(reassigned);
