cosnt total = 5;
console.log(total);
