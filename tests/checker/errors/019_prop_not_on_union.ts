type Result = { ok: true; value: number } | { ok: false; error: string };

function show(r: Result): string {
  return r.value.toString();
}
