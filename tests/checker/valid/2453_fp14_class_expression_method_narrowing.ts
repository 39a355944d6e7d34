// A class expression's methods see the narrowings around them as a function expression does
// (a const, or a parameter never assigned again); a class declaration's methods do not.
function makeGreeter(name: string | null) {
  if (name === null) return null;
  return class {
    greet(): string {
      return "hello " + name.toUpperCase();
    }
    get size(): number {
      return name.length;
    }
  };
}
const G = makeGreeter("ada");
if (G) {
  const g = new G();
  console.log(g.greet(), g.size);
}
