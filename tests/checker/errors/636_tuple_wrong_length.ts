const pair: [string, number] = ["a", 1, true];
console.log(pair);
