// A computed field name is converted to a property key once, when the class is defined (not
// when each instance is made), and an error of its toString/valueOf surfaces there.
const log: string[] = [];
const k = { toString() { log.push("toString"); return "f"; } };
const sym = Symbol("s");
class A { [k] = 1; [sym] = 2; static [k.toString() + "S"] = 3; }
log.push("defined");
const a: any = new A();
const b: any = new A();
console.log(log.join(","), a.f, b.f, a[sym], (A as any).fS, Object.keys(a));
for (const bad of [{ toString() { throw new Error("toString failed"); } }, { toString: null, valueOf() { throw new RangeError("valueOf failed"); } }]) {
  try {
    class B { [bad as any] = 0; }
    console.log("not reached", B);
  } catch (e) {
    console.log("at definition:", (e as Error).constructor.name, (e as Error).message);
  }
}
