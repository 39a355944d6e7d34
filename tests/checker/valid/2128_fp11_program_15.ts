class Registry {
  private entries = new Map<string, number>(DEFAULT_ENTRIES);
  private limit = MAX_ENTRIES;
  readonly createdBy = APP_NAME.toUpperCase();
  describe = () => `${this.createdBy}: ${this.entries.size}/${this.limit}`;
  add(name: string, v: number) {
    if (this.entries.size >= this.limit) return false;
    this.entries.set(name, v);
    return true;
  }
  total() {
    let t = 0;
    for (const v of this.entries.values()) t += v;
    return t;
  }
}

const DEFAULT_ENTRIES: [string, number][] = [["a", 1], ["b", 2]];
const MAX_ENTRIES = 3;
const APP_NAME = "inventory";

function report() { return `${counter.value} ops, last=${lastOp}`; }
const counter = { value: 0 };
let lastOp = "none";

const r = new Registry();
console.log(r.describe());
for (const [k, v] of [["c", 3], ["d", 4]] as const) {
  const ok = r.add(k, v);
  counter.value++;
  lastOp = ok ? `add ${k}` : `full at ${k}`;
}
console.log(r.describe(), r.total());
console.log(report());
