type Result = { ok: true; value: number } | { ok: false; error: string };
const r: Result = { ok: "false", error: "bad" };
console.log(r);
