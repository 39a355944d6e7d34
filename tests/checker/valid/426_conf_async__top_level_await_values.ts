// Top-level await of values, promises, thenables and rejected promises caught.
console.log(await 1, await Promise.resolve(2), await ({ then: (r: (v: number) => void) => r(3) }), await null, await undefined);
try { await Promise.reject(new Error("top-level rejection")); } catch (e) { console.log("caught", (e as Error).message); }
const [a, b] = await Promise.all([Promise.resolve("a"), "b"]);
console.log(a + b);
