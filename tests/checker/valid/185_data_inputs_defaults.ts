const opts: { limit?: number; query?: string } = inputs?.options ?? {};
const limit = opts.limit ?? 10;
const query = (opts.query ?? "").trim().toLowerCase();
console.log(limit, query || "(empty)");
