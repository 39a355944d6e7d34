// in (own, inherited, arrays, strings throw), delete (own, inherited, array elements, non-configurable).
const o: any = { a: 1, u: undefined };
console.log("a" in o, "u" in o, "b" in o, "toString" in o, 0 in [1], 1 in [1], "length" in [], 2 in [1, , 3], 1 in [1, , 3]);
try { console.log("x" in ("str" as any)); } catch (e) { console.log((e as Error).message); }
console.log(delete o.a, o, delete o.nothing, delete o.toString, typeof o.toString);
const arr = [1, 2, 3];
console.log(delete arr[1], arr, arr.length);
try { delete (Object.freeze({ z: 1 }) as any).z; } catch (e) { console.log((e as Error).message); }
try { delete ([] as any).length; } catch (e) { console.log((e as Error).message); }
const sym = "dyn";
const d: any = { [sym]: 1 };
console.log(delete d[sym], sym in d);
