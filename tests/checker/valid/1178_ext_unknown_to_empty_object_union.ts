// unknown is `{} | null | undefined` (TS 4.8): it can be stored where that union is expected.
function keep(v: unknown): {} | null | undefined {
  let slot: {} | null | undefined = v;
  return slot;
}
console.log(keep(1), keep(null), keep(undefined), keep("s"));
