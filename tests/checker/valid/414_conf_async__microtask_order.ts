// Ordering of promise reactions, async function steps and then chains.
const log: string[] = [];
Promise.resolve().then(() => log.push("p1")).then(() => log.push("p2")).then(() => log.push("p3"));
(async () => { log.push("a0"); await undefined; log.push("a1"); await null; log.push("a2"); })();
Promise.resolve().then(() => log.push("q1")).then(() => log.push("q2"));
log.push("sync");
await new Promise<void>((r) => r());
await null;
await null;
await null;
console.log(log.join(" "));
