// Object.seal / freeze / preventExtensions on arrays: which mutators throw, with V8's messages, and
// what they changed before throwing (sealed elements cannot be deleted, so pop/shift/splice fail).
function attempt(label: string, f: () => unknown) {
  try {
    console.log(label, "ok", f());
  } catch (e) {
    console.log(label, (e as Error).constructor.name, (e as Error).message);
  }
}
for (const mode of ["seal", "preventExtensions", "freeze"] as const) {
  const mk = () => (Object as any)[mode]([1, 2, 3]) as number[];
  let a = mk();
  console.log(mode, Object.isSealed(a), Object.isFrozen(a), Object.isExtensible(a));
  attempt("pop", () => a.pop());
  console.log(a);
  a = mk(); attempt("shift", () => a.shift());
  console.log(a);
  a = mk(); attempt("splice1", () => a.splice(1, 1));
  console.log(a);
  a = mk(); attempt("splice0", () => a.splice(0, 0));
  console.log(a);
  a = mk(); attempt("spliceRep", () => a.splice(0, 1, 9));
  console.log(a);
  a = mk(); attempt("spliceIns", () => a.splice(0, 0, 9));
  console.log(a);
  a = mk(); attempt("spliceGrow", () => a.splice(0, 1, 8, 9));
  console.log(a);
  a = mk(); attempt("push", () => a.push(4));
  console.log(a);
  a = mk(); attempt("push0", () => a.push());
  console.log(a);
  a = mk(); attempt("unshift", () => a.unshift(0));
  console.log(a);
  a = mk(); attempt("set0", () => (a[0] = 7));
  console.log(a);
  a = mk(); attempt("set5", () => ((a as any)[5] = 7));
  console.log(a);
  a = mk(); attempt("len0", () => (a.length = 0));
  console.log(a);
  a = mk(); attempt("len5", () => (a.length = 5));
  console.log(a);
  a = mk(); attempt("delete", () => delete (a as any)[2]);
  console.log(a);
  a = mk(); attempt("reverse", () => a.reverse());
  console.log(a);
  a = mk(); attempt("sort", () => a.sort((x, y) => y - x));
  console.log(a);
  a = mk(); attempt("fill", () => a.fill(0));
  console.log(a);
  a = mk(); attempt("copyWithin", () => a.copyWithin(0, 1));
  console.log(a);
}
const e = Object.seal([] as number[]);
console.log(Object.isSealed(e), Object.isFrozen(e));
attempt("pop-empty", () => e.pop());
attempt("shift-empty", () => e.shift());
const s2 = Object.seal([1, 2]);
console.log(Object.getOwnPropertyDescriptor(s2, 0), Object.getOwnPropertyDescriptor(s2, "length"));
for (const mode of ["seal", "freeze", "preventExtensions"] as const) {
  const mk = () => (Object as any)[mode]([1, 2, 3, 4, 5]) as number[];
  let a = mk();
  attempt("splice(1,3)", () => a.splice(1, 3));
  console.log(a);
  a = mk(); attempt("splice(1,3,9)", () => a.splice(1, 3, 9));
  console.log(a);
  a = mk(); attempt("splice(3)", () => a.splice(3));
  console.log(a);
  a = mk(); attempt("splice(1,1,7,8,9)", () => a.splice(1, 1, 7, 8, 9));
  console.log(a);
  a = mk(); attempt("splice(5,0,7,8)", () => a.splice(5, 0, 7, 8));
  console.log(a);
  a = mk(); attempt("splice(3,2,7,8,9)", () => a.splice(3, 2, 7, 8, 9));
  console.log(a);
  a = mk(); attempt("unshift(7,8)", () => a.unshift(7, 8));
  console.log(a);
  a = mk(); attempt("unshift()", () => a.unshift());
  console.log(a);
  a = mk(); attempt("push(7,8)", () => a.push(7, 8));
  console.log(a);
  a = mk(); attempt("len=5", () => (a.length = 5));
  console.log(a);
  a = mk(); attempt("len=2", () => (a.length = 2));
  console.log(a);
  a = mk(); attempt("fill(0,2,4)", () => a.fill(0, 2, 4));
  console.log(a);
  a = mk(); attempt("fill(0,4,4)", () => a.fill(0, 4, 4));
  console.log(a);
  a = mk(); attempt("copyWithin(2,0)", () => a.copyWithin(2, 0));
  console.log(a);
  a = mk(); attempt("desc", () => JSON.stringify(Object.getOwnPropertyDescriptor(a, 1)));
  a = mk(); attempt("isSealed", () => [Object.isSealed(a), Object.isFrozen(a), Object.isExtensible(a)]);
  const one = (Object as any)[mode]([1]) as number[];
  attempt("shift1", () => one.shift()); console.log(one);
  const none = (Object as any)[mode]([]) as number[];
  attempt("pop0", () => none.pop()); attempt("shift0", () => none.shift()); attempt("reverse0", () => none.reverse());
  attempt("sort0", () => none.sort()); attempt("push0", () => none.push());
}
const h = Object.seal([1, , 3]);
console.log(Object.isSealed(h), h);
// splice arguments whose valueOf resizes the array
const a = [1, 2, 3, 4, 5];
console.log(a.splice({ valueOf() { a.length = 0; return 1; } } as any, 3), a);
const b = [1, 2, 3, 4, 5];
console.log(b.splice(1, { valueOf() { b.length = 1; return 3; } } as any, 9), b);
