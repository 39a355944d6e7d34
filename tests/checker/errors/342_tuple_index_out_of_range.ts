const pair: [string, number] = ["a", 1];
const [label, value] = pair;
console.log(label, value, pair[2]);
