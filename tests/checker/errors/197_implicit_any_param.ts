function double(x) {
  return x * 2;
}
console.log(double(2));
