class Emitter<T> { items: T[] = []; }
interface Emitter<T> { last(): T | undefined }
Emitter.prototype.last = function () { return this.items[this.items.length - 1]; };
const e = new Emitter<number>();
const l: number | undefined = e.last();
interface Model<T> { meta: { v: T } }
class Model<T> { constructor(public data: T) {} }
const md = new Model("s");
md.meta = { v: "a" };
console.log(l, md.data.length, md.meta.v.length);
interface Base { id: string }
interface Entity extends Base { created?: Date }
class Entity { constructor(public id: string) {} touch() { this.created = new Date(); } }
const en: Base = new Entity("x");
console.log(en);
interface Counter { inc(): this }
class Counter { n = 0; }
Counter.prototype.inc = function () { this.n++; return this; };
console.log(new Counter().inc().inc().n);
function svc() { return 1; }
interface Svc2 { run(): void }
class Svc2 {}
const s2: Svc2 = new Svc2();
console.log(svc, s2);
