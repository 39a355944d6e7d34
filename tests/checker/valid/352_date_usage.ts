// Date as models use it: construction in every form, arithmetic through getTime, formatting,
// a subclass without its own constructor (it takes all of Date's construct signatures).
const start = new Date("2024-01-01T00:00:00Z");
const end = new Date(2024, 11, 31, 23, 59, 59, 999);
const copy = new Date(start);
const fromMs = new Date(start.getTime() + 86400000);
const days = Math.round((end.getTime() - start.getTime()) / 86400000);
const iso: string = fromMs.toISOString();
const parsed: number = Date.parse(iso) + Date.UTC(2024, 0) + Date.now();
copy.setUTCDate(copy.getUTCDate() + 7);
copy.setHours(0, 0, 0, 0);
const label = `${start.toDateString()} - ${end.toLocaleDateString("en-US")} (${days} days)`;
const sorted = [end, start, copy].sort((a, b) => a.getTime() - b.getTime());
class Stamp extends Date {
  describe(): string {
    return "stamp " + this.toISOString();
  }
}
const stamps = [new Stamp(), new Stamp(0), new Stamp("2024-02-29"), new Stamp(2024, 1, 29, 12)];
const json = JSON.stringify({ start, stamps: stamps.map((s) => s.describe()) });
console.log(label, sorted.length, parsed > 0, json, Date(), +start, start < end);
