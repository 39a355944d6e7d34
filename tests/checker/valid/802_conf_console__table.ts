// console.table as node 20 prints it: index column, one column per key, Values for primitives.
console.table([{ a: 1, b: "x" }, { a: 22, c: true }]);
console.table({ r1: { c: 1 }, r2: [5, 6] });
console.table([1, "two", { x: 1 }, null, undefined]);
console.table([[1, 2], [3]], ["0"]);
console.table([{ a: 1, b: 2 }, 5], ["b", "zz"]);
console.table("not tabular");
console.table(42);
console.table(null);
console.table(new Map<any, any>([["k", 1], ["k2", { v: 2 }], [{ o: 1 }, [1, 2, 3, 4, 5]]]));
console.table(new Set(["s", 2, { deep: { deeper: 1 } }]));
console.table([]);
console.table({});
// cells: depth 0 (objects with more than 2 keys collapse), 3 array items, one line
console.table([{ obj: { a: 1, b: 2 }, big: { a: 1, b: 2, c: 3 }, arr: [1, 2, 3, 4], nested: { in: { x: 1 } }, long: "x".repeat(30) }]);
// widths follow the display width of the text
console.table([{ name: "é", wide: "中文" }, { name: "😀", wide: "ab" }]);
console.table({ 10: { b: 1 }, 2: { a: 1 }, x: { 1: "one", a: 2 } });
class Row { constructor(public id: number, public label: string) {} }
console.table([new Row(1, "first"), new Row(2, "second")], ["label"]);
try { console.table([], "id" as any); } catch (e) { console.log((e as Error).name); }
