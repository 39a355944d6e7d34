type Range = [start: number, end: number];
type Entry = [key: string, value: number, note?: string];
function span([start, end]: Range): number {
  return end - start;
}
const es: Entry[] = [["a", 1], ["b", 2, "second"]];
for (const [k, v, note] of es) console.log(k, v, note ?? "-");
console.log(span([3, 10]));
