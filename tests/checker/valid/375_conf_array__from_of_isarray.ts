// Array.of, Array constructor forms, Array.isArray on array-likes.
console.log(Array.of(7), Array.of(1, 2, 3), Array.of(), Array(3), Array(3).length, Array("3"), Array(1, 2), new Array(2.0));
try { new Array(-1); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { new Array(1.5); } catch (e) { console.log((e as Error).message); }
console.log(Array.isArray([]), Array.isArray({ length: 0 }), Array.isArray("ab"), Array.isArray(new Array()), Array.isArray(Array.prototype), Array.isArray(null));
