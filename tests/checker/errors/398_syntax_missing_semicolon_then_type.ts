const raw = "1";
let x: number = 1 let y = 2;
console.log(x + y, raw);
