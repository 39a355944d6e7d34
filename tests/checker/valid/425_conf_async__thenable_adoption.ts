// Resolving with thenables: then is called asynchronously, throwing thenables reject.
const log: string[] = [];
const good = { then(res: (v: string) => void) { log.push("good.then"); res("adopted"); } };
const bad = { then() { throw new Error("then threw"); } };
Promise.resolve(good).then((v) => log.push(v));
Promise.resolve(bad).catch((e) => log.push("rejected: " + e.message));
log.push("sync end");
for (let i = 0; i < 4; i++) await null;
console.log(log);
