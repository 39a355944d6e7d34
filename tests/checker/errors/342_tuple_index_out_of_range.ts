const pair: [string, number] = ["a", 1];
console.log(pair[2]);
