// Promise.resolve returns the same promise for promises, wraps values; Promise.reject always wraps.
const p = Promise.resolve(1);
const rp = Promise.reject(p);
rp.catch(() => {});
console.log(Promise.resolve(p) === p, rp === p, await Promise.resolve(Promise.resolve(Promise.resolve("deep"))));
Promise.reject(p).catch((v) => console.log("rejected with a promise:", v === p));
await null;
await null;
