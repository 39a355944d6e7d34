// Array methods on array-likes by the specification's generic steps (huge lengths, getters,
// holes read through prototypes), push/pop on objects and primitives, and ArraySpeciesCreate.
const P = Array.prototype as any;

// array-likes with lengths near 2^53: the loops stop early, as the spec's do
const huge: any = { 0: "a", 9007199254740989: "x", length: 2 ** 53 - 1 };
console.log(P.indexOf.call(huge, "x", 9007199254740980), P.lastIndexOf.call(huge, "a", 3));
console.log(P.includes.call({ length: Infinity, 5: NaN }, NaN, 3));
console.log(P.some.call({ 0: 9, length: "Infinity" }, (v: number) => v > 5));
console.log(P.every.call({ 0: 9, length: "-Infinity" }, () => false));
console.log(P.findLast.call({ length: 3, 2: "last" }, (v: unknown) => v !== undefined));
console.log(P.findLastIndex.call({ length: 3, 1: "mid" }, (v: unknown) => v === "mid"));

// push and pop on array-likes
const like: any = { length: 2 ** 53 - 2 };
console.log(P.push.call(like, "end"), like[9007199254740990], like.length);
try {
  P.push.call(like, "over");
} catch (e) {
  console.log("push past 2^53-1:", (e as Error).constructor.name);
}
const small: any = { 0: "a", 1: "b", length: 2 };
console.log(P.pop.call(small), small.length, 1 in small);
const nan: any = { length: NaN };
console.log(P.pop.call(nan), nan.length);
try {
  P.pop.call("abc");
} catch (e) {
  console.log("pop on a string:", (e as Error).constructor.name);
}
try {
  P.push.call(true, 1);
  console.log("push on true: no error");
} catch (e) {
  console.log("push on true:", (e as Error).constructor.name);
}

// callbacks see the array-like, and changes made while iterating
const obj: any = { 0: 1, 1: 2, 2: 3, length: 3 };
const seen: number[] = [];
P.forEach.call(obj, (v: number, i: number, o: any) => {
  seen.push(v);
  if (i === 0) delete o[1];
});
console.log(seen, P.map.call(obj, (v: number) => v * 10), P.filter.call(obj, (v: unknown) => v !== undefined));
console.log(P.reduce.call({ 0: 1, 2: 3, length: 3 }, (a: number, b: number) => a + b));
console.log(P.reduceRight.call("abc", (a: string, b: string) => a + b));
try {
  P.reduce.call({ length: 0 }, () => 0);
} catch (e) {
  console.log((e as Error).message);
}

// holes are read through the prototype chain
Array.prototype[1] = "from proto";
const holes = [0, , 2];
console.log(holes.indexOf("from proto"), holes.includes("from proto"), holes.join("|"), holes.map((v) => v));
console.log([, ,].some((v) => v === "from proto"), holes.filter((v) => typeof v === "string"));
delete Array.prototype[1];
console.log(holes.indexOf("from proto"), holes.join("|"));

// ArraySpeciesCreate
class MyArray<T> extends Array<T> {}
const mine = MyArray.from([1, 2, 3, 4]);
for (const [name, r] of [
  ["map", mine.map((x) => x * 2)],
  ["filter", mine.filter((x) => x % 2 === 0)],
  ["slice", mine.slice(1, 3)],
  ["splice", mine.splice(0, 1)],
  ["concat", mine.concat([9])],
  ["flat", mine.flat()],
  ["flatMap", mine.flatMap((x) => [x, x])],
] as const)
  console.log(name, r instanceof MyArray, Array.from(r as any));

class NoSpecies extends Array {
  static get [Symbol.species]() {
    return undefined;
  }
}
const ns = new NoSpecies(1, 2, 3);
console.log("species undefined:", ns.map((x: number) => x).constructor === Array);

const custom: any = [1, 2, 3];
let made: unknown[] = [];
custom.constructor = {
  [Symbol.species]: function (this: any, n: number) {
    made.push(n);
    return { tag: "custom" };
  },
};
const out = custom.slice(0, 2);
console.log("custom species:", made, out.tag, out[0], out[1], out.length);

for (const bad of [null, 1, "x"]) {
  const a: any = [1];
  a.constructor = bad;
  try {
    a.map((x: number) => x);
    console.log("constructor", bad, "no error");
  } catch (e) {
    console.log("constructor", bad, (e as Error).constructor.name);
  }
}
const nonCtor: any = [1];
nonCtor.constructor = { [Symbol.species]: () => [] };
try {
  nonCtor.filter(() => true);
} catch (e) {
  console.log("species arrow:", (e as Error).constructor.name);
}
