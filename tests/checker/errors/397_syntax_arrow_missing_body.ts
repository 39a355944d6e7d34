const double = (x: number) =>;
const values = [1, 2].map(double);
console.log(values);
