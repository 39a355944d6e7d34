// Fields declared in subclass override parent assignments; class fields vs prototype methods.
class Base {
  name = "base";
  constructor() { this.init(); }
  init() { (this as any).initialised = this.name; }
}
class Sub extends Base { name = "sub"; }
const s = new Sub();
console.log(s.name, (s as any).initialised, s);
class Meth { f() { return "proto"; } }
class Shadow extends Meth { f = () => "own"; }
console.log(new Shadow().f(), Object.keys(new Shadow()));
