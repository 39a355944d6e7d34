let count: number = 0;
count = 5n;
console.log(count);
