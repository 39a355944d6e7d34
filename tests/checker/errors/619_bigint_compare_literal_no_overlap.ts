const a = 1n;
if (a === 2n) {
  console.log("no");
}
