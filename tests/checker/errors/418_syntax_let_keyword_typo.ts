cosnt total = 5;
const doubled = total * 2;
console.log(doubled);
