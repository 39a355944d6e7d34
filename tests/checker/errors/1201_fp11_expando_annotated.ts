type H = () => number;
const f: H = () => 1;
f.x = 1;
function g() {}
let flag = false;
if (flag) g.a = 1; else g.a = 2;
const s = (g.b = "x");
console.log(g.a, g.b, s);
function outer() {
  function later() {}
  function setUp() { later.flag = true; }
  return [later, setUp];
}
outer();
