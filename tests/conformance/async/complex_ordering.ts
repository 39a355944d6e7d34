// Interleaving of async functions, executors, thenables, finally and every Promise combinator.
const log: string[] = [];
async function a1() { log.push("a1 start"); await a2(); log.push("a1 end"); }
async function a2() { log.push("a2 start"); await null; log.push("a2 end"); return 1; }
const p = a1();
new Promise<void>((r) => { log.push("executor"); r(); }).then(() => log.push("p then"));
Promise.reject(new Error("x")).catch(() => log.push("caught")).finally(() => log.push("fin"));
queueLike();
function queueLike() { Promise.resolve().then(() => { log.push("q1"); return Promise.resolve("v"); }).then((v) => log.push("q2 " + v)); }
(async () => { try { await Promise.reject(1); } catch { log.push("iife caught"); } finally { log.push("iife finally"); } })();
const thenable = { then(r: any) { log.push("thenable.then"); r(5); } };
(async () => { const v = await thenable; log.push("thenable value " + v); })();
Promise.all([1, Promise.resolve(2), thenable]).then((vs) => log.push("all " + vs.join(",")));
Promise.race([new Promise(() => {}), Promise.resolve("race")]).then((v) => log.push(String(v)));
Promise.allSettled([Promise.reject("r"), 1]).then((rs) => log.push(rs.map((r) => r.status).join(",")));
Promise.any([Promise.reject(1), Promise.resolve("any")]).then((v) => log.push("any " + v));
await p;
for (let i = 0; i < 10; i++) await null;
console.log(log.join("\n"));
