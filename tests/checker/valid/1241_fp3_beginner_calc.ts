function calculate(a: number, b: number, op: string) {
  let result;
  switch (op) {
    case "+":
      result = a + b;
      break;
    case "-":
      result = a - b;
      break;
    case "*":
      result = a * b;
      break;
    case "/":
      if (b === 0) {
        return "Error: division by zero";
      }
      result = a / b;
      break;
    default:
      return "Error: unknown operator " + op;
  }
  return result;
}

let operations = [
  [10, 5, "+"],
  [10, 5, "-"],
  [10, 5, "*"],
  [10, 0, "/"],
  [7, 2, "/"],
  [1, 1, "^"],
];

for (let i = 0; i < operations.length; i++) {
  let op = operations[i];
  let a = op[0] as number;
  let b = op[1] as number;
  let sign = op[2] as string;
  console.log(a + " " + sign + " " + b + " = " + calculate(a, b, sign));
}

let history = [];
let running = 0;
let steps = ["+5", "*3", "-2", "/2"];
for (let s of steps) {
  let n = Number(s.substring(1));
  let r = calculate(running, n, s[0]);
  if (typeof r === "number") {
    running = r;
  }
  history.push(s + " -> " + running);
}
console.log(history.join("\n"));

function factorial(n: number): number {
  if (n <= 1) return 1;
  return n * factorial(n - 1);
}
let facts = [];
for (let i = 0; i <= 10; i += 2) facts.push(i + "! = " + factorial(i));
console.log(facts);
let isEven = (n: number) => n % 2 == 0;
let nums = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
let evens = nums.filter(isEven);
let odds = nums.filter((n) => !isEven(n));
console.log("evens:", evens, "odds:", odds, "sum:", nums.reduce((a, b) => a + b));
let temp = 25;
let desc = temp > 30 ? "hot" : temp > 20 ? "warm" : temp > 10 ? "cool" : "cold";
console.log(desc, Math.round(7 / 2), Math.floor(-7 / 2), (7 / 3).toFixed(3), 2 ** 10, 17 % 5);
