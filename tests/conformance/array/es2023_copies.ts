// toSorted/toReversed/toSpliced/with leave the original alone; with() range errors.
const a = [3, 1, 2];
console.log(a.toSorted(), a.toReversed(), a.toSorted((x, y) => y - x), a);
console.log([, 1].toReversed(), [1, 2, 3].toSpliced(1, 1, "x", "y"), [1, 2, 3].with(-1, 9), [1, 2].with(0, 0));
try { [1, 2].with(2, 0); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { [1, 2].with(-3, 0); } catch (e) { console.log((e as Error).message); }
console.log([3, 2, 1].toSorted() !== [3, 2, 1], [, "b", , "a"].toSorted());
