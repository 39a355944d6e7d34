const value = undefined;
const label = "count";
console.log(label, value.length);
