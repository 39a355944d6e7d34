function greet(name: string) {
  return "hi " + name;
}
greet.label = "greeting";
greet.label = 5;
console.log(greet.nope);
const tool = (s: string) => s.length;
tool.meta = { tag: "len" };
tool.meta = { tag: 1 };
function later() {}
function setUp() {
  later.flag = true;
}
console.log(later.flag, setUp);
let notExpando = () => 1;
notExpando.x = 1;
