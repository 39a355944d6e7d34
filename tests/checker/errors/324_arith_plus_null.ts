const bonus = null;
const base = 100;
const total = base + null;
console.log(total, bonus);
