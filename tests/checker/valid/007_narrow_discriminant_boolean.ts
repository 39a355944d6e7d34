type Result<T> = { ok: true; value: T } | { ok: false; error: string };
function parseAge(s: string): Result<number> {
  const n = parseInt(s, 10);
  if (Number.isNaN(n)) return { ok: false, error: `bad age: ${s}` };
  return { ok: true, value: n };
}
const r = parseAge("41");
if (r.ok) {
  console.log(r.value + 1);
} else {
  console.log(r.error.toUpperCase());
}
