// Object.fromEntries with arrays, Maps, iterables of pairs, duplicate and numeric keys.
console.log(Object.fromEntries([["a", 1], ["b", 2], ["a", 3]]), Object.fromEntries(new Map<any, any>([[1, "x"], [true, "t"], [null, "n"]])));
console.log(Object.fromEntries(Object.entries({ x: 1, y: 2 }).map(([k, v]) => [k.toUpperCase(), v * 10])));
console.log(Object.fromEntries([]), Object.fromEntries([["k"]] as any), Object.fromEntries([[{}, 1]] as any));
try { Object.fromEntries([1] as any); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { Object.fromEntries(null as any); } catch (e) { console.log((e as Error).name); }
