// An object literal's method that cannot return (a stub that throws) has return type never, as a
// function expression does, so it fits any expected return type.
interface Store {
  load(id: string): number;
  save(id: string, value: number): boolean;
}
const readOnly: Store = {
  load(id: string) {
    return id.length;
  },
  save() {
    throw new Error("read-only store");
  },
};
const stub = {
  fetch() {
    throw new Error("not implemented");
  },
};
function size(): number {
  return Math.random() > 2 ? stub.fetch() : 3;
}
let saved = "no";
try {
  saved = String(readOnly.save("a", 1));
} catch (e) {
  saved = (e as Error).message;
}
console.log(readOnly.load("abc"), size(), saved);
