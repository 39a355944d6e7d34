// Deleting and re-adding moves a string key to the end; integer keys stay sorted.
const o: any = { a: 1, b: 2, c: 3, 5: "five", 3: "three" };
delete o.a;
o.a = 1;
delete o[3];
o[3] = "again";
o[4] = "four";
console.log(Object.keys(o), Object.entries(o));
const merged = Object.assign({}, { y: 1, 1: "x" }, { x: 2, 0: "z" });
console.log(merged, Object.keys({ ...merged, y: 0 }));
