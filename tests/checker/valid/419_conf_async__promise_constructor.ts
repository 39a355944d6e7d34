// Promise constructor: executor runs synchronously, resolve once, throw rejects, resolve with a promise.
const log: string[] = [];
const p = new Promise<string>((res, rej) => { log.push("executor"); res("first"); res("second"); rej(new Error("ignored")); });
log.push("after constructor");
p.then((v) => log.push("then " + v));
const t = new Promise((_, __) => { throw new Error("thrown in executor"); });
t.catch((e) => log.push("caught " + e.message));
const chained = new Promise((res) => res(Promise.resolve("via promise")));
chained.then((v) => log.push(String(v)));
for (let i = 0; i < 4; i++) await null;
console.log(log);
try { new (Promise as any)(5); } catch (e) { console.log((e as Error).message); }
try { (Promise as any)(() => {}); } catch (e) { console.log((e as Error).message); }
