class Registry {
  [key: string]: unknown;
  add(name: string, v: unknown): void { this[name] = v; }
}
const reg = new Registry();
reg.add("x", 1);
console.log(typeof reg["x"], Object.keys(reg).length);
