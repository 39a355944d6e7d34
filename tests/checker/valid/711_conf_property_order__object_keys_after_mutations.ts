// Key order after deletes, re-adds, numeric-like strings and defineProperty on existing keys.
const o: any = { b: 1, a: 2, 3: "x", 1: "y" };
delete o.b; o.b = 3; o["2"] = "z"; o.c = 4;
Object.defineProperty(o, "a", { value: 20 });
console.log(Object.keys(o), JSON.stringify(o), Object.entries(o).map(([k]) => k).join(""));
const m = new Map(Object.entries(o));
m.delete("1"); m.set("1", "again");
console.log([...m.keys()]);
