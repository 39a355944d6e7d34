const doubled = base * 2;
const base = 21;
console.log(doubled);
