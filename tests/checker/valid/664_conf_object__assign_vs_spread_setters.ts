// Object.assign invokes setters on the target; spread defines new properties instead.
const target = { set x(v: number) { console.log("setter called with", v); } };
Object.assign(target, { x: 1 });
const spread = { ...target, ...{ x: 2 } };
console.log(spread, Object.getOwnPropertyDescriptor(spread, "x")!.value);
