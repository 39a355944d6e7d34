// for-in lists each key once, and not at all when an object nearer in the prototype chain has
// it as a non-enumerable property (the shadowing one hides the enumerable one further up).
const proto = { p1: "proto", p2: "proto", p3: "proto" };
const o = Object.create(proto, {
  p1: { value: "own", enumerable: true },
  p2: { value: "own", enumerable: false },
});
const keys: string[] = [];
for (const k in o) keys.push(k);
console.log(keys);

class Shape { area() { return 0; } }
const s: any = new Shape();
s.name = "square";
(Shape.prototype as any).color = "red";
const sk: string[] = [];
for (const k in s) sk.push(k);
console.log(sk);

const middle = Object.create({ deep: 1, hidden: 2 });
Object.defineProperty(middle, "hidden", { value: 3, enumerable: false });
const top = Object.create(middle);
top.own = 4;
const tk: string[] = [];
for (const k in top) tk.push(k);
console.log(tk);

// a key deleted during the loop, before it is reached, is not visited; one added is not either
const d: any = { a: 1, b: 2, c: 3 };
const seen: string[] = [];
for (const k in d) {
  seen.push(k);
  if (k === "a") { delete d.b; d.z = 26; }
}
console.log(seen);
// deleted from the object but still inherited: still visited
const base = { shared: "base" };
const child: any = Object.create(base);
child.shared = "own";
child.other = 1;
const seen2: string[] = [];
for (const k in child) {
  seen2.push(k);
  if (k === "other") delete child.shared;
}
console.log(seen2);
const seen3: string[] = [];
for (const k in child) { if (seen3.length === 0) delete child.other; seen3.push(k); }
console.log(seen3);
