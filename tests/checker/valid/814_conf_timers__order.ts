// Timers: order by due time then creation, microtasks between timers, intervals, arguments, clear.
const log: string[] = [];
setTimeout(() => log.push("t20"), 20);
setTimeout(() => log.push("t10-a"), 10);
setTimeout(() => log.push("t10-b"), 10);
setTimeout((a: number, b: string) => log.push(`args ${a} ${b}`), 5, 42, "x");
const cancelled = setTimeout(() => log.push("never"), 1);
clearTimeout(cancelled);
queueMicrotask(() => log.push("micro"));
Promise.resolve().then(() => log.push("promise"));
setTimeout(() => {
  log.push("t1");
  Promise.resolve().then(() => log.push("t1 microtask"));
  queueMicrotask(() => log.push("t1 queued"));
}, 1);
setTimeout(() => log.push("t1-second"), 1);
let n = 0;
const iv = setInterval(() => {
  n++;
  log.push(`interval ${n}`);
  if (n === 3) clearInterval(iv);
}, 7);
setTimeout(() => log.push("zero delay"), 0);
setTimeout(() => log.push("negative delay"), -5);
setTimeout(() => log.push("NaN delay"), NaN);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
(async () => {
  await sleep(100);
  log.push("after sleep");
  console.log(log.join("\n"));
})();
