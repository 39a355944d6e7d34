const limits = { max: 10 };
const n = 5;
if (n < limits) {
  console.log("ok");
}
