// Fields are defined with CreateDataPropertyOrThrow (a class's `prototype`, a frozen object refuse),
// for-of/for-in heads keep their names in the TDZ while the expression runs, isPrototypeOf on null.
const key = "prototype";
try {
  class C {
    static [key] = 42;
  }
  console.log("defined", C);
} catch (e) {
  console.log("static [prototype]:", (e as Error).constructor.name, (e as Error).message);
}
class Frozen {
  constructor() {
    return Object.freeze({}) as any;
  }
}
class WithField extends Frozen {
  field = 1;
}
try {
  new WithField();
} catch (e) {
  console.log("field on frozen:", (e as Error).constructor.name, (e as Error).message);
}
class Named {
  static name2 = "ok";
  static ["computed" + 1] = 2;
}
console.log(Named.name2, (Named as any).computed1, Named.name);

const x = "outer";
try {
  for (const x of [x]) console.log(x);
} catch (e) {
  console.log("for-of head:", (e as Error).constructor.name, (e as Error).message);
}
let probe: () => unknown = () => 0;
try {
  for (let y in { a: (probe = () => typeof y) }) console.log("key", y);
  probe();
} catch (e) {
  console.log("for-in head closure:", (e as Error).constructor.name);
}
const fns: Array<() => number> = [];
for (const v of [1, 2, 3]) fns.push(() => v * 10);
console.log(fns.map((f) => f()), x);

try {
  Object.prototype.isPrototypeOf.call(null, {});
} catch (e) {
  console.log("isPrototypeOf on null:", (e as Error).constructor.name);
}
console.log(Object.prototype.isPrototypeOf.call(null, 1), Object.prototype.isPrototypeOf.call(Object.prototype, {}));
