interface Result {
  ok: boolean;
}
function check(n: number): Result {
  return { ok: n > 0, reason: "negative" };
}
