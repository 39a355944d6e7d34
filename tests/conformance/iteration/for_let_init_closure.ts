// A closure made in a for loop's `let` initialiser sees the initialiser's binding, not the
// first iteration's copy; closures made in the test, body and update see each iteration's.
let probeInit: () => string = () => "";
const probes: (() => string)[] = [];
let run = true;
for (let x = "outside", _ = (probeInit = () => x); run && ((x = "inside"), probes.push(() => x)); probes.push(() => x)) {
  probes.push(() => x);
  run = false;
}
console.log(probeInit(), probes.map((p) => p()));

const fns: (() => number)[] = [];
for (let i = 0, first = () => i; i < 3; i++) {
  fns.push(() => i);
  if (i === 2) fns.push(first);
}
console.log(fns.map((f) => f()));
