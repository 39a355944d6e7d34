// Date to text: toString and friends, toISOString, toUTCString, toLocale*String (en-US), toJSON,
// JSON.stringify, String(), template strings, console.log and util.inspect of dates.
const instants = [0, 1, -1, 951782400000, 1709210730123, Date.UTC(2024, 11, 31, 23, 59, 59, 999), Date.UTC(9999, 11, 31, 23, 59, 59, 999),
  Date.UTC(10000, 0, 1), Date.UTC(0, 0, 1), Date.UTC(-1, 0, 1), Date.UTC(5, 2, 4, 13, 5, 6), -62198755200000, 8.64e15, -8.64e15,
  Date.UTC(2024, 6, 4, 12, 0, 0), Date.UTC(2024, 6, 4, 0, 30, 0), Date.UTC(2024, 6, 4, 11, 59, 59)];
for (const t of instants) {
  const d = new Date(t);
  console.log(d.toString());
  console.log(" ", d.toDateString(), "|", d.toTimeString(), "|", d.toUTCString(), "|", (d as any).toGMTString());
  console.log(" ", d.toISOString(), "|", d.toJSON(), "|", d.toLocaleString(), "|", d.toLocaleDateString(), "|", d.toLocaleTimeString());
}
const d = new Date(Date.UTC(2024, 2, 5, 7, 8, 9, 10));
console.log(String(d), `${d}`, d + "", "" + d, d + 1, [d] + "", d.toString() === String(d));
console.log(d, [d, new Date(NaN)], { when: d, nested: { deeper: { date: d } } }, new Map([[d, d]]), new Set([d]));
console.log(JSON.stringify(d), JSON.stringify({ d, list: [d, new Date(NaN)] }), JSON.stringify([new Date(8.64e15)]));
console.log(JSON.stringify({ d }, null, 2));
console.log(JSON.parse(JSON.stringify({ d })).d === d.toISOString());
console.log("%s|%d|%i|%j|%o|%O", d, d, d, d, d, d);
const withProps = Object.assign(new Date(0), { tag: "x", n: 1 });
console.log(withProps, [withProps]);
class Stamp extends Date {}
console.log(new Stamp(0), [new Stamp(NaN)], { s: new Stamp(1) });
console.log(Date.prototype.toJSON.call({ toISOString() { return "custom"; } } as any));
console.log(Date.prototype.toJSON.call({ valueOf() { return Infinity; }, toISOString() { return "never"; } } as any));
try { Date.prototype.toJSON.call({} as any); } catch (e: any) { console.log(e.name, e.message); }
try { new Date(NaN).toISOString(); } catch (e: any) { console.log(e.name, e.message); }
try { new Date(8.64e15 + 1).toISOString(); } catch (e: any) { console.log(e.name, e.message); }
for (const name of ["toString", "toDateString", "toTimeString", "toUTCString", "toISOString", "toLocaleString", "toLocaleDateString", "toLocaleTimeString"]) {
  try { (Date.prototype as any)[name].call({}); } catch (e: any) { console.log(e.name, e.message); }
}
console.log((Date.prototype as any).toGMTString === Date.prototype.toUTCString, (Date.prototype as any).toGMTString.name);
// hours on the 12-hour clock
const hours: string[] = [];
for (let h = 0; h < 24; h += 5) hours.push(new Date(Date.UTC(2020, 0, 1, h, 7, 8)).toLocaleTimeString());
console.log(hours.join(" / "));
