type Res = { ok: true; value: number } | { ok: false; error: string };
function next(): Res {
  return { ok: false, error: "no" };
}
let r: Res;
if ((r = next()).ok) console.log(r.error);
