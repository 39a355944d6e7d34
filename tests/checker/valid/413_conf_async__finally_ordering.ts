// finally callbacks run in order with other reactions and do not change the value.
const log: string[] = [];
const p = Promise.resolve("v");
p.finally(() => log.push("finally1")).then((v) => log.push("after finally " + v));
p.then(() => log.push("then1")).then(() => log.push("then2")).then(() => log.push("then3"));
for (let i = 0; i < 6; i++) await null;
console.log(log.join(", "));
