// unknown less null is `{} | undefined` (tsc 4.8+): a property read is TS18048 then TS2339 on '{}';
// joined back with the null branch it is unknown again.
function read(v: unknown) {
  if (v !== null) v.size;
}
function nonNull(v: unknown) {
  if (v != null) v.size;
}
function notUndefined(v: unknown) {
  if (v !== undefined) {
    const s: string = v;
  }
}
function joined(v: unknown) {
  if (v == undefined) {
    const n: number = v;
  }
  const m: number = v;
}
