// Array spread: copies, holes become undefined, strings by code point, Map entries, iterators.
const holes = [1, , 3];
const copy = [...holes];
console.log(copy, 1 in copy, copy.length);
console.log([..."a😀b"], [...new Map([[1, "x"]])], [...new Map([[1, "x"]]).keys()], [...[1, 2].entries()]);
const nested = [[1], [2]];
const shallow = [...nested];
shallow[0].push(99);
console.log(nested, shallow === nested, [...[], ...[[]]]);
try { console.log([...(null as any)]); } catch (e) { console.log((e as Error).message); }
