const values = [1.005, 2.5, -2.5, 3.14159];
console.log(values.map((v) => Math.round(v * 100) / 100));
console.log(values.map(Math.floor), values.map(Math.ceil), values.map(Math.trunc));
console.log(Math.abs(-3), Math.sign(-3), Math.pow(2, 10), Math.cbrt(27));
