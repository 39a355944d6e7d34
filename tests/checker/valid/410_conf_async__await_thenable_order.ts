// Awaiting a promise vs a thenable vs a resolved value takes different numbers of ticks.
const log: string[] = [];
const thenable = { then(res: (v: string) => void) { log.push("then called"); res("thenable"); } };
async function a() { log.push("a:" + (await Promise.resolve("promise"))); }
async function b() { log.push("b:" + (await thenable)); }
async function c() { log.push("c:" + (await "plain")); }
a(); b(); c();
Promise.resolve().then(() => log.push("tick1")).then(() => log.push("tick2")).then(() => log.push("tick3"));
await new Promise((r) => setTimeoutLike(r));
function setTimeoutLike(r: (v?: unknown) => void) { let p = Promise.resolve(); for (let i = 0; i < 6; i++) p = p.then(() => {}); p.then(() => r()); }
console.log(log.join(" | "));
