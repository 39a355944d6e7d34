const store = {
  items: [] as { id: number; label: string }[],
  nextId: 1,
  add(label: string) {
    const item = { id: this.nextId++, label };
    this.items.push(item);
    return item;
  },
  remove(id: number): boolean {
    const before = this.items.length;
    this.items = this.items.filter((i) => i.id !== id);
    return this.items.length < before;
  },
  get count() {
    return this.items.length;
  },
  get labels(): string {
    return this.items.map((i) => i.label).join(",");
  },
  set labels(csv: string) {
    this.items = [];
    csv.split(",").forEach((l) => this.add(l.trim()));
  },
  find(pred: (i: { id: number; label: string }) => boolean) {
    return this.items.find(pred);
  },
};

store.add("one");
store.add("two");
const three = store.add("three");
console.log(store.count, store.labels, three.id);
console.log(store.remove(2), store.remove(99), store.labels);
store.labels = "x, y ,z";
console.log(store.count, store.items.map((i) => `${i.id}:${i.label}`), store.find((i) => i.label === "y")?.id);

const counterFactory = (start = 0) => {
  let n = start;
  return {
    inc: () => ++n,
    dec: () => --n,
    get value() {
      return n;
    },
    reset() {
      n = start;
      return this;
    },
  };
};
const c = counterFactory(10);
c.inc();
c.inc();
c.dec();
console.log(c.value, c.reset().value);

const handlers: { [event: string]: ((data: unknown) => string) | undefined } = {
  click: (d) => `clicked ${JSON.stringify(d)}`,
  key(d) {
    return `key ${String(d)}`;
  },
};
console.log(handlers.click?.({ x: 1 }), handlers["key"]?.("Enter"), handlers.hover?.(0) ?? "no hover");
const math = {
  PI2: Math.PI * 2,
  area(r: number) {
    return (this.PI2 / 2) * r * r;
  },
  ["circ" + "umference"](r: number) {
    return this.PI2 * r;
  },
};
console.log(math.area(2).toFixed(3), Object.keys(math));
const nested = {
  a: { b: { c: [1, 2, { d: "deep" }] } },
  get first() {
    return this.a.b.c[0];
  },
};
const last = nested.a.b.c[2];
console.log(nested.first, typeof last === "object" ? last.d : last);
