// Getters, setters and attributes on array elements (Object.defineProperty): the array keeps
// working with every operation once an element is an accessor or has non-default attributes.
const a: any[] = [1, 2, 3];
let reads = 0;
Object.defineProperty(a, 1, {
  get() {
    reads++;
    return 20;
  },
  set(v: number) {
    console.log("set", v);
  },
  enumerable: true,
  configurable: true,
});
console.log(a[1], a.length, reads);
a[1] = 99;
console.log(a);
console.log(JSON.stringify(a), reads);
console.log(a.map((x) => x * 2), a.indexOf(20), a.includes(20));
console.log([...a], Array.from(a));
const [p, q, r] = a;
console.log(p, q, r);
for (const v of a) console.log("of", v);
for (const k in a) console.log("in", k);
console.log(Object.keys(a), Object.getOwnPropertyNames(a));
const d = Object.getOwnPropertyDescriptor(a, 1)!;
console.log(typeof d.get, typeof d.set, d.enumerable, d.configurable);
a.push(4);
console.log(a.length, a[3], a.join("-"));
console.log(a.slice(0, 2), a.concat([5]), a.reverse());

// a read-only element
const b = [1, 2, 3];
Object.defineProperty(b, 0, { value: 10, writable: false });
console.log(b, Object.getOwnPropertyDescriptor(b, 0));
try {
  b[0] = 5;
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}
console.log(b[0]);

// a non-configurable element stops a length truncation
const c = [1, 2, 3, 4, 5];
Object.defineProperty(c, 2, { value: 3, configurable: false });
try {
  c.length = 0;
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}
console.log(c.length, c);
try {
  delete c[2];
} catch (e) {
  console.log((e as Error).constructor.name, (e as Error).message);
}

// a new element defined with defaults is non-writable, non-enumerable, non-configurable
const e: number[] = [];
Object.defineProperty(e, 0, { value: 7 });
console.log(e.length, Object.keys(e), Object.getOwnPropertyDescriptor(e, 0));
console.log(e);

// a non-enumerable element is skipped by keys and for-in, not by indexes
const f = [1, 2, 3];
Object.defineProperty(f, 1, { enumerable: false });
console.log(Object.keys(f), f.map((x) => x + 1), f.propertyIsEnumerable(1), Object.hasOwn(f, 1));
