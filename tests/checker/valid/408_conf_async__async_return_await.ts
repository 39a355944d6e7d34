// return await vs return of a promise inside try/catch: only return await catches.
async function reject() { await null; throw new Error("rejected"); }
async function withAwait() { try { return await reject(); } catch { return "caught inside"; } }
async function withoutAwait() { try { return reject(); } catch { return "never"; } }
console.log(await withAwait());
console.log(await withoutAwait().catch((e) => "caught outside: " + e.message));
