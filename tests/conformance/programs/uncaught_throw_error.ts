// exit: 1
// A thrown Error that nobody catches; finally blocks still run on the way out.
function validate(n: number) {
  if (n < 0) throw new RangeError("negative input: " + n);
  return Math.sqrt(n);
}
try {
  console.log(validate(16));
  console.log(validate(-1));
} finally {
  console.log("cleanup ran");
}
console.log("never printed");
