type Formatter = (n: number) => string;
const double: Formatter = (n) => n * 2;
const results = [1, 2, 3].map(double);
console.log(results);
