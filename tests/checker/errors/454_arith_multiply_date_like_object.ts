const span = { days: 3 };
const hours = 24 * span;
console.log(`${hours} hours`);
