function parseAge(input: string) {
  const n = parseInt(input, 10);
  if (isNaN(n)) {
    throw new Error("Not a number: " + input);
  }
  if (n < 0 || n > 150) {
    throw new RangeError("Age out of range: " + n);
  }
  return n;
}

const inputs = ["42", "abc", "-5", "200", "17"];
const ages = [];
for (const input of inputs) {
  try {
    ages.push(parseAge(input));
  } catch (e) {
    if (e instanceof RangeError) {
      console.log("Range problem: " + e.message);
    } else if (e instanceof Error) {
      console.log("Problem: " + e.message);
    } else {
      console.log("Unknown problem");
    }
  }
}
console.log("Valid ages:", ages);

function safeDivide(a: number, b: number): number | null {
  if (b === 0) return null;
  return a / b;
}
const r = safeDivide(10, 4);
if (r !== null) console.log("Result: " + r.toFixed(2));
const z = safeDivide(1, 0);
console.log(z === null ? "cannot divide by zero" : z);

let tries = 0;
let success = false;
while (!success && tries < 5) {
  tries++;
  try {
    if (tries < 3) throw new Error("attempt " + tries + " failed");
    success = true;
  } catch (err: any) {
    console.log(err.message);
  } finally {
    console.log("finally after try " + tries);
  }
}
console.log("success:", success, "after", tries);

const text = "Order #123 shipped on 2024-05-06 to Bob";
const match = text.match(/#(\d+)/);
const orderNo = match ? match[1] : "none";
const date = text.match(/\d{4}-\d{2}-\d{2}/)?.[0];
const name = text.split(" ").pop();
console.log(orderNo, date, name);
const m2 = "no digits here".match(/\d+/);
console.log(m2, m2?.index ?? -1);
const nums = "3,4,x,10".split(",").map((s) => Number(s) || 0);
console.log(nums, nums.reduce((a, b) => a + b, 0));
for (const [i, v] of ["a", "b", "c"].entries()) {
  console.log(i + ":" + v);
}
const merged = Object.assign({}, { a: 1 }, { b: 2 }, { a: 3 });
console.log(merged, [..."hey"], Array.from("hi", (c) => c.toUpperCase()));
