// Returning a promise from then/async adds extra ticks compared with returning a value.
const log: string[] = [];
Promise.resolve().then(() => Promise.resolve("inner")).then((v) => log.push("returned " + v));
Promise.resolve().then(() => "value").then((v) => log.push("returned " + v));
(async () => Promise.resolve("async inner"))().then((v) => log.push(v));
(async () => "async value")().then((v) => log.push(v));
for (let i = 0; i < 5; i++) await null;
console.log(log);
