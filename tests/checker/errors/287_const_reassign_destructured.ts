const { min, max } = { min: 1, max: 10 };
if (max < 20) {
  max = 20;
}
console.log(min, max);
