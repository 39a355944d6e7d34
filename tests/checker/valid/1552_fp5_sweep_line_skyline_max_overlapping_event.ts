// Sweep-line: skyline, max overlapping events, car pooling
type Event = [x: number, kind: 0 | 1, h: number];
function skyline(buildings: [number, number, number][]): [number, number][] {
  const events: Event[] = [];
  for (const [l, r, h] of buildings) events.push([l, 0, h], [r, 1, h]);
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1] || (a[1] === 0 ? b[2] - a[2] : a[2] - b[2]));
  const heights = new Map<number, number>([[0, 1]]);
  const maxH = () => Math.max(...heights.keys());
  const out: [number, number][] = [];
  let prev = 0;
  for (const [x, kind, h] of events) {
    if (kind === 0) heights.set(h, (heights.get(h) ?? 0) + 1);
    else {
      const c = heights.get(h)! - 1;
      c ? heights.set(h, c) : heights.delete(h);
    }
    const cur = maxH();
    if (cur !== prev) {
      if (out.length && out[out.length - 1][0] === x) out[out.length - 1][1] = cur;
      else out.push([x, cur]);
      prev = cur;
    }
  }
  return out;
}
function maxOverlap(intervals: { start: number; end: number; label: string }[]): { count: number; at: number; labels: string[] } {
  const points = intervals.flatMap(({ start, end }) => [{ t: start, d: +1 }, { t: end, d: -1 }]).sort((a, b) => a.t - b.t || a.d - b.d);
  let cur = 0, best = 0, at = -Infinity;
  for (const { t, d } of points) {
    cur += d;
    if (cur > best) { best = cur; at = t; }
  }
  return { count: best, at, labels: intervals.filter((i) => i.start <= at && at < i.end).map((i) => i.label) };
}
function carPooling(trips: number[][], capacity: number): boolean {
  const delta = new Map<number, number>();
  for (const [n, from, to] of trips) {
    delta.set(from, (delta.get(from) ?? 0) + n);
    delta.set(to, (delta.get(to) ?? 0) - n);
  }
  let load = 0;
  for (const [, d] of [...delta].sort(([a], [b]) => a - b)) if ((load += d) > capacity) return false;
  return true;
}
console.log(JSON.stringify(skyline([[2, 9, 10], [3, 7, 15], [5, 12, 12], [15, 20, 10], [19, 24, 8]])));
console.log(JSON.stringify(skyline([[0, 2, 3], [2, 5, 3]])));
console.log(maxOverlap([{ start: 1, end: 4, label: "a" }, { start: 2, end: 5, label: "b" }, { start: 3, end: 6, label: "c" }, { start: 5, end: 7, label: "d" }]));
console.log(carPooling([[2, 1, 5], [3, 3, 7]], 4), carPooling([[2, 1, 5], [3, 3, 7]], 5), carPooling([], 0));
