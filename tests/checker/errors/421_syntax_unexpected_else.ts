function f(n: number) {
  if (n > 0) {
    return 1;
  }
}
else {
  console.log("neg");
}
