// reduce/reduceRight: with and without initial value, holes, empty-array TypeError, index argument.
console.log([1, 2, 3].reduce((a, b) => a + b), [1, 2, 3].reduce((a, b) => a + b, 10), [[1], [2]].reduceRight((a, b) => a.concat(b)));
console.log(["a", "b", "c"].reduceRight((acc, x, i) => acc + x + i, ""), [, 5, , ].reduce((a, b) => a! + b!), [7].reduce((a, b) => a + b));
try { ([] as number[]).reduce((a, b) => a + b); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { [, , ].reduceRight((a, b) => a); } catch (e) { console.log((e as Error).message); }
console.log([3, 1, 4, 1, 5].reduce((m, x) => Math.max(m, x), -Infinity), [].reduce((a) => a, "init"));
