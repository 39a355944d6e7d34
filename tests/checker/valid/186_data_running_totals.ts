const deposits = [100, -20, 50, -70];
let balance = 0;
const history = deposits.map((d) => (balance += d));
console.log(history, balance);
