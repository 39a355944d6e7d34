const raw: string = "42";
let qty: number = 0;
qty = raw;
console.log(qty);
