// Sequential awaits in loops vs parallel Promise.all; interleaving of two async loops.
const log: string[] = [];
async function loop(name: string, n: number) { for (let i = 0; i < n; i++) { log.push(`${name}${i}`); await null; } }
await Promise.all([loop("a", 3), loop("b", 2)]);
console.log(log.join(" "));
