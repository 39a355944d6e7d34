// new Date(...) in all its forms: time values, strings, fields with defaults and two-digit years,
// copies of dates, ToPrimitive on objects, time clipping, Date() as a function, subclassing.
const show = (d: Date) => console.log(d.getTime(), isNaN(d.getTime()) ? "Invalid Date" : d.toISOString());
show(new Date(0));
show(new Date(1e12));
show(new Date(-1));
show(new Date(1.9));
show(new Date(-1.9));
show(new Date(8.64e15));
show(new Date(-8.64e15));
show(new Date(8.64e15 + 1));
show(new Date(Infinity));
show(new Date(NaN));
show(new Date("1e12" as any));
show(new Date(true as any));
show(new Date(null as any));
show(new Date(undefined as any));
show(new Date(2024, 0));
show(new Date(2024, 1, 29));
show(new Date(2024, 1, 29, 23, 59, 59, 999));
show(new Date(2023, 1, 29));
show(new Date(2024, 12, 1));
show(new Date(2024, -1, 1));
show(new Date(2024, 0, 0));
show(new Date(2024, 0, 1, 24));
show(new Date(2024, 0, 1, -1));
show(new Date(2024, 0, 1, 0, 0, 0, -1));
show(new Date(0, 0));
show(new Date(99, 11, 31));
show(new Date(100, 0));
show(new Date(-1, 0));
show(new Date(1.5, 2.7, 3.9));
show(new Date(2024, NaN));
show(new Date(NaN, 0));
show(new Date(275760, 8, 13));
show(new Date(275760, 8, 13, 0, 0, 0, 1));
show(new Date(-271821, 3, 20));
show(new Date(-271821, 3, 19, 23, 59, 59, 999));
show(new Date(1e6, 0));
show(new Date(2024, 1e7));
show(new Date(2024, 0, 1e9));
show(new Date("2024" as any, "5" as any, "6" as any));
const copy = new Date(new Date(123456789));
show(copy);
show(new Date({ valueOf() { return 42; } } as any));
show(new Date({ toString() { return "2020-02-02T02:02:02Z"; }, valueOf: undefined } as any));
show(new Date({ valueOf() { return "2021-03-04"; } } as any));
const order: string[] = [];
const arg = (name: string, v: number) => ({ valueOf() { order.push(name); return v; } }) as any;
show(new Date(arg("y", 2020), arg("m", 1), arg("d", 2), arg("h", 3), arg("mi", 4), arg("s", 5), arg("ms", 6)));
console.log(order.join(","));
console.log(typeof Date(), typeof Date(0 as any), Date.length, Date.name, typeof Date.prototype, Object.prototype.toString.call(new Date(0)));
console.log(new Date(0) instanceof Date, Date.prototype.constructor === Date, Object.getPrototypeOf(new Date(0)) === Date.prototype);
class Stamp extends Date {
  label() { return "stamp " + this.toISOString(); }
}
const s = new Stamp(86400000);
console.log(s.label(), s instanceof Date, s instanceof Stamp, s.getUTCDate(), s);
try { Date.prototype.getTime(); } catch (e: any) { console.log(e.name, e.message); }
try { new Date({ valueOf() { throw new Error("no value"); } } as any); } catch (e: any) { console.log(e.name, e.message); }
// a subclass with its own constructor calling super(), a getter using super
class Day extends Date {
  constructor(iso: string) { super(iso + "T00:00:00Z"); }
  next() { const d = new Day(this.toISOString().slice(0, 10)); d.setUTCDate(d.getUTCDate() + 1); return d; }
  get label() { return this.toISOString().slice(0, 10) + " " + super.getUTCDay(); }
}
const d = new Day("2024-02-28");
console.log(d, d.next(), d.next().next().label, d instanceof Day, d instanceof Date, Object.getPrototypeOf(d) === Day.prototype);
console.log(JSON.stringify({ d }), `${d}`, d.next().getTime() - d.getTime());
