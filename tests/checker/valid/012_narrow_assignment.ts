let value: string | number = "start";
console.log(value.length);
value = 10;
console.log(value.toFixed(1));
