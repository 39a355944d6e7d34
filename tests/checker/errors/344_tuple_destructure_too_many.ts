const entry: [string, number] = ["k", 1];
const [key, value, extra] = entry;
console.log(key, value, extra);
