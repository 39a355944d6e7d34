function one(): => number {
  return 1;
}
console.log(one());
