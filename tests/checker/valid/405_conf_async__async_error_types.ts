// Errors crossing await keep their class, message and custom properties.
class ApiError extends Error { constructor(public status: number) { super(`status ${status}`); this.name = "ApiError"; } }
async function call(s: number) { await null; if (s >= 400) throw new ApiError(s); return "ok"; }
for (const s of [200, 404, 500]) {
  try { console.log(await call(s)); } catch (e) { console.log(e instanceof ApiError, (e as ApiError).name, (e as ApiError).status, (e as Error).message); }
}
