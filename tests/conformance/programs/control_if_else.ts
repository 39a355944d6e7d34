// if / else if / else chains, nested conditions and truthiness tests.
function classify(n: number): string {
  if (n < 0) {
    return "negative";
  } else if (n === 0) {
    return "zero";
  } else if (n < 10) {
    return "small";
  } else {
    return "large";
  }
}
console.log([-5, 0, 3, 42].map(classify));
function fizz(n: number) {
  if (n % 15 === 0) return "FizzBuzz";
  if (n % 3 === 0) return "Fizz";
  if (n % 5 === 0) return "Buzz";
  return String(n);
}
const out: string[] = [];
for (let i = 1; i <= 15; i++) out.push(fizz(i));
console.log(out.join(" "));
const values = [0, 1, "", "text", null, undefined, [], {}, NaN];
for (const v of values) {
  if (v) console.log("truthy", v);
  else console.log("falsy", v);
}
function nested(a: boolean, b: boolean) {
  if (a) {
    if (b) return "both";
    else return "only a";
  } else if (b) return "only b";
  return "neither";
}
console.log(nested(true, true), nested(true, false), nested(false, true), nested(false, false));
let x = 5;
if (x > 3) x = x * 2;
if (x > 100) x = 0;
else x = x + 1;
console.log(x);
function leapYear(y: number) {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}
console.log([1900, 2000, 2023, 2024].map(leapYear));
