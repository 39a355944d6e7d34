// Nested async calls propagate values and errors through several levels.
async function level3(x: number) { await null; if (x < 0) throw new RangeError("negative"); return x * 2; }
async function level2(x: number) { return (await level3(x)) + 1; }
async function level1(x: number) { try { return await level2(x); } catch (e) { return `error: ${(e as Error).message}`; } }
console.log(await level1(5), await level1(-1), await Promise.all([level1(1), level1(-2), level1(3)]));
