// exit: 1
// A script's var is a non-configurable property: deleting it throws in strict code.
var kept = 1;
console.log(delete (globalThis as any).unknownName);
console.log(Object.getOwnPropertyDescriptor(globalThis, "kept")!.configurable);
delete (globalThis as any).kept;
