// Closures created in loops: per-iteration let bindings versus a shared var.
const withLet: Array<() => number> = [];
for (let i = 0; i < 3; i++) {
  withLet.push(() => i);
}
console.log(withLet.map((f) => f()));
const withVar: Array<() => number> = [];
for (var j = 0; j < 3; j++) {
  withVar.push(() => j);
}
console.log(withVar.map((f) => f()));
const mutated: Array<() => number> = [];
for (let k = 0; k < 3; k++) {
  mutated.push(() => k);
  k++;
}
console.log(mutated.map((f) => f()));
const fromOf: Array<() => string> = [];
for (const s of ["a", "b", "c"]) {
  fromOf.push(() => s.toUpperCase());
}
console.log(fromOf.map((f) => f()).join(""));
const fromWhile: Array<() => number> = [];
let w = 0;
while (w < 3) {
  const captured = w * 10;
  fromWhile.push(() => captured);
  w++;
}
console.log(fromWhile.map((f) => f()));
const handlers: { [name: string]: () => string } = {};
for (const name of ["save", "load"]) {
  handlers[name] = () => "handling " + name;
}
console.log(handlers.save(), handlers.load());
let total = 0;
const adders = [1, 2, 3].map((n) => () => (total += n));
adders.forEach((f) => f());
adders[2]();
console.log(total);
