// Producing values asynchronously with a callback-based pump (no async generators).
async function pump(n: number, onValue: (v: number) => Promise<void>) { for (let i = 0; i < n; i++) { await null; await onValue(i * i); } }
const got: number[] = [];
await pump(5, async (v) => { got.push(v); });
console.log(got);
