// JSON.stringify of a shared graph (no cycle): 2^60 paths.
let x: any = [1];
for (let i = 0; i < 60; i++) x = [x, x];
console.log(JSON.stringify(x).length);
