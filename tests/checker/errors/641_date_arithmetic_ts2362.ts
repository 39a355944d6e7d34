const start = new Date("2024-01-01");
const end = new Date();
const days = (end - start) / 86400000;
console.log(days);
