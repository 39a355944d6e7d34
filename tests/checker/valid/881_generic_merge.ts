function merge<A extends object, B extends object>(a: A, b: B): A & B {
  return { ...a, ...b };
}
const m = merge({ id: 1 }, { name: "x" });
console.log(m.id + 1, m.name.length);
