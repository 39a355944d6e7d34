// A base class expression of type any: the instance side is any (tsc), whatever name it starts with.
class Sq extends (Object as any) {
  side = 2;
}
const sq = new Sq();
console.log(sq.side, typeof sq.toString, sq.anything === undefined);
const Loose: any = class {
  hello() {
    return "hi";
  }
};
class Greeter extends Loose {
  name = "g";
}
console.log(new Greeter().hello(), new Greeter().name);
function withBase(base: any) {
  return class extends base {
    extra = 1;
  };
}
const Mixed = withBase(class {});
console.log(new Mixed().extra, new Mixed().missing);
