// Optional and readonly fields without initialisers: declared-only fields become undefined own properties.
class Opt { a?: number; b!: string; readonly c: number = 3; d: number | undefined; }
const o = new Opt();
console.log(o, Object.keys(o), "a" in o, o.c);
