// A throw inside an async function before its first await still rejects asynchronously.
const log: string[] = [];
async function early() { log.push("early start"); throw new Error("early"); }
const p = early();
log.push("after call");
p.catch((e) => log.push("caught " + e.message));
await null;
await null;
console.log(log);
