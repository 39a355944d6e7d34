// Microtask ordering: awaits, then-chains, combinators and finally interleave exactly like node.
async function f(x: number) { console.log("f start", x); const y = await g(x); console.log("f got", y); return y * 2; }
async function g(x: number) { await null; return x + 1; }
Promise.resolve(1).then(v => console.log("then1", v)).then(() => console.log("then2"));
f(1).then(v => console.log("result", v));
console.log("sync end");
(async () => { try { await Promise.reject(new Error("boom")); } catch (e) { console.log("caught", (e as Error).message); } finally { console.log("fin"); } })();
Promise.all([1, Promise.resolve(2), g(3)]).then(v => console.log("all", v));
Promise.allSettled([Promise.reject(1), 2]).then(v => console.log("settled", v));
Promise.any([Promise.reject(1), Promise.reject(2)]).catch(e => console.log(e.name, e.message, e.errors));
Promise.race([new Promise(r => r("slow")), "fast"]).then(v => console.log("race", v));
let counter = 0;
async function loop() { for (let i = 0; i < 3; i++) { await null; counter++; console.log("loop", i); } }
loop().then(() => console.log("counter", counter));
Promise.resolve(5).finally(() => console.log("finally")).then(v => console.log("after finally", v));
