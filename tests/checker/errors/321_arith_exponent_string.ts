const base = "2";
const exponent = 3;
const result = base ** exponent;
console.log(result);
