type Emp = { dept: string; name: string; age: number };
const emps: Emp[] = [
  { dept: "b", name: "z", age: 30 },
  { dept: "a", name: "y", age: 25 },
  { dept: "a", name: "x", age: 40 },
];
const keys: (keyof Emp)[] = ["dept", "name"];
emps.sort((p, q) => {
  for (const k of keys) {
    const c = String(p[k]).localeCompare(String(q[k]));
    if (c !== 0) return c;
  }
  return 0;
});
console.log(emps.map((e) => e.name).join(""));
