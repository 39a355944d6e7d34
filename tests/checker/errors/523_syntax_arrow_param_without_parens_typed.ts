const inc = x: number => x + 1;
console.log(inc(1));
