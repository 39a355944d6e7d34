// Array.prototype methods are generic: they work on any array-like `this` (and strings).
const like: any = { length: 3, 0: "a", 1: "b", 2: "c" };
const AP = Array.prototype as any;
console.log(AP.map.call(like, (x: string, i: number) => x + i), AP.filter.call(like, (x: string) => x !== "b"));
console.log(AP.join.call(like, "-"), AP.slice.call(like, 1), AP.indexOf.call(like, "c"), AP.includes.call(like, "z"));
console.log(AP.findLast.call(like, () => true), AP.findLastIndex.call(like, (x: string) => x === "a"), AP.at.call(like, -1));
console.log(AP.toReversed.call(like), AP.toSorted.call({ length: 3, 0: 3, 1: 1, 2: 2 }), AP.with.call(like, 0, "z"));
console.log(AP.toSpliced.call(like, 1, 1, "x", "y"), AP.flat.call({ length: 2, 0: [1, 2], 1: 3 }), AP.flatMap.call(like, (x: string) => [x, x]));
console.log([...AP.keys.call(like)], [...AP.values.call(like)], [...AP.entries.call({ length: 1, 0: "only" })]);
console.log(AP.reduce.call(like, (s: string, x: string) => s + x, ">"), AP.every.call(like, (x: string) => x.length === 1));
// holes: indexes the object lacks are skipped by forEach/map/filter, read as undefined by others
const sparse: any = { length: 4, 0: "x", 3: "y" };
const seen: number[] = [];
AP.forEach.call(sparse, (_: unknown, i: number) => seen.push(i));
console.log(seen, AP.map.call(sparse, (x: string) => x.toUpperCase()), AP.join.call(sparse, ","), AP.toReversed.call(sparse));
// strings are array-likes too
console.log(AP.map.call("abc", (c: string) => c.charCodeAt(0)), AP.filter.call("hello", (c: string) => c !== "l").join(""));
console.log(AP.reverse.call(["keep"]), Array.from({ length: 3 }, (_, i) => i * i));
// the mutating methods change the array-like and its length
const stack: any = { length: 0 };
console.log(AP.push.call(stack, "p", "q"), stack);
console.log(AP.pop.call(stack), stack);
const queue: any = { length: 3, 0: 1, 1: 2, 2: 3 };
console.log(AP.shift.call(queue), queue, AP.unshift.call(queue, 0), queue);
const sp: any = { length: 4, 0: "a", 1: "b", 2: "c", 3: "d" };
console.log(AP.splice.call(sp, 1, 2, "X"), sp);
const rv: any = { length: 3, 0: 1, 2: 3, extra: true };
console.log(AP.reverse.call(rv) === rv, rv);
console.log(AP.fill.call({ length: 2 }, 7), AP.sort.call({ length: 3, 0: "c", 1: "a", 2: "b" }), AP.copyWithin.call({ length: 3, 0: 1, 1: 2, 2: 3 }, 0, 1));
console.log(AP.concat.call(like, [1]).length, AP.toString.call({ join: () => "joined" }), AP.toString.call({}));
// arguments-like objects and objects without length
console.log(AP.map.call({ 0: "no length" }, (x: unknown) => x), AP.push.call({}, "first"));
try { AP.map.call(null, (x: unknown) => x); } catch (e) { console.log((e as Error).message); }
try { AP.push.call(Object.freeze({ length: 0 }), 1); } catch (e) { console.log((e as Error).constructor.name); }
