// Nested then callbacks schedule new microtasks after the current queue.
const log: string[] = [];
Promise.resolve().then(() => {
  log.push("outer 1");
  Promise.resolve().then(() => log.push("inner 1")).then(() => log.push("inner 2"));
}).then(() => log.push("outer 2")).then(() => log.push("outer 3"));
Promise.resolve().then(() => log.push("sibling"));
for (let i = 0; i < 6; i++) await null;
console.log(log.join(" > "));
