// console.log("%j", ...) of a large value: its JSON text must be built in the VM's counted memory.
const big = "x".repeat(1 << 20);
const a: string[] = [];
for (let i = 0; i < 24; i++) a.push(big);
console.log("%j", a);
console.log("%j", a);
