// Property access on primitives, computed keys coerced to strings, numeric-like keys, missing members.
const o: any = {};
o[1] = "one"; o["1"] = "uno"; o[1.0] = "eins"; o[true as any] = "t"; o[null as any] = "n"; o[undefined as any] = "u"; o[[1, 2] as any] = "arr"; o[{} as any] = "obj";
console.log(o, Object.keys(o));
console.log("abc"[1], "abc"[9], "abc".length, (5).constructor.name, true.toString(), (1.5).toFixed());
const arr: any = [1, 2];
arr["1"] = "two"; arr["01"] = "zero-one"; arr[-1] = "neg"; arr[1.5] = "frac";
console.log(arr, arr.length);
try { (undefined as any).foo; } catch (e) { console.log((e as Error).message); }
try { (null as any)[Math.abs(-3)]; } catch (e) { console.log((e as Error).message); }
try { (undefined as any).foo = 1; } catch (e) { console.log((e as Error).message); }
try { (5 as any).foo = 1; } catch (e) { console.log((e as Error).message); }
try { ("str" as any).length = 1; } catch (e) { console.log((e as Error).message); }
