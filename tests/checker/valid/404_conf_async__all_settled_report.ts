// Summarising allSettled results.
const tasks = [1, 2, 3, 4].map(async (n) => { await null; if (n % 2 === 0) throw new Error(`task ${n} failed`); return n * 100; });
const results = await Promise.allSettled(tasks);
const ok = results.filter((r): r is PromiseFulfilledResult<number> => r.status === "fulfilled").map((r) => r.value);
const bad = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason.message);
console.log(ok, bad, results[1]);
