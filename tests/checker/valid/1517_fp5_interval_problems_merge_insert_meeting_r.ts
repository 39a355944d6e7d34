// Interval problems: merge, insert, meeting rooms, non-overlapping
type Interval = [start: number, end: number];

function merge(intervals: Interval[]): Interval[] {
  const sorted = intervals.slice().sort(([a], [b]) => a - b);
  const out: Interval[] = [];
  for (const [s, e] of sorted) {
    const last = out.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

function insert(intervals: Interval[], nw: Interval): Interval[] {
  const res: Interval[] = [];
  let [ns, ne] = nw;
  let placed = false;
  for (const [s, e] of intervals) {
    if (e < ns) res.push([s, e]);
    else if (s > ne) {
      if (!placed) { res.push([ns, ne]); placed = true; }
      res.push([s, e]);
    } else {
      ns = Math.min(ns, s);
      ne = Math.max(ne, e);
    }
  }
  if (!placed) res.push([ns, ne]);
  return res;
}

function minMeetingRooms(meetings: { start: number; end: number }[]): number {
  const starts = meetings.map((m) => m.start).sort((a, b) => a - b);
  const ends = meetings.map(({ end }) => end).sort((a, b) => a - b);
  let rooms = 0, maxRooms = 0, j = 0;
  for (let i = 0; i < starts.length; i++) {
    while (j < ends.length && ends[j] <= starts[i]) { rooms--; j++; }
    rooms++;
    maxRooms = Math.max(maxRooms, rooms);
  }
  return maxRooms;
}

function eraseOverlap(iv: Interval[]): number {
  if (iv.length === 0) return 0;
  iv.sort((a, b) => a[1] - b[1]);
  let removed = 0;
  let end = iv[0][1];
  for (const [s, e] of iv.slice(1)) {
    if (s < end) removed++;
    else end = e;
  }
  return removed;
}

const fmt = (xs: Interval[]) => xs.map(([a, b]) => `[${a},${b}]`).join(" ");
console.log(fmt(merge([[1, 3], [8, 10], [2, 6], [15, 18], [17, 20]])));
console.log(fmt(insert([[1, 2], [3, 5], [6, 7], [8, 10], [12, 16]], [4, 8])));
console.log(fmt(insert([], [5, 7])));
console.log(minMeetingRooms([{ start: 0, end: 30 }, { start: 5, end: 10 }, { start: 15, end: 20 }, { start: 10, end: 15 }]));
console.log(eraseOverlap([[1, 2], [2, 3], [3, 4], [1, 3]]));
const totalCovered = merge([[1, 4], [2, 5], [7, 9]]).reduce((sum, [s, e]) => sum + (e - s), 0);
console.log({ totalCovered });
const freeTime = (busy: Interval[], dayStart: number, dayEnd: number): Interval[] => {
  const gaps: Interval[] = [];
  let cur = dayStart;
  for (const [s, e] of merge(busy)) {
    if (s > cur) gaps.push([cur, s]);
    cur = Math.max(cur, e);
  }
  if (cur < dayEnd) gaps.push([cur, dayEnd]);
  return gaps;
};
console.log(fmt(freeTime([[9, 10], [12, 13], [9.5, 11]], 8, 17)));
