// `(r = next()).ok` and `(a, r).ok` test r itself (tsc's isMatchingReference looks through the
// assignment and the comma), and `m! && m[0]` tests m.
type Res = { ok: true; value: number } | { ok: false; error: string };
let calls = 0;
function next(): Res {
  calls++;
  return calls % 2 ? { ok: true, value: calls } : { ok: false, error: "odd" };
}
let r: Res;
const seen: string[] = [];
for (let i = 0; i < 4; i++) {
  if ((r = next()).ok) seen.push("v" + r.value.toFixed(0));
  else seen.push(r.error.toUpperCase());
}
r = next();
if ((calls++, r).ok) seen.push(String(r.value));
else seen.push(r.error);
const m = "key=42".match(/(\w+)=(\d+)/);
const key = m! && m[1];
console.log(seen.join(","), key);
