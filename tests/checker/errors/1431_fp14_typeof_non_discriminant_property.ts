type Msg = { payload: string; size: number } | { payload: number; count: number };
function size(m: Msg): number {
  if (typeof m.payload === "string") return m.size;
  return m.count;
}
console.log(size({ payload: 1, count: 2 }));
