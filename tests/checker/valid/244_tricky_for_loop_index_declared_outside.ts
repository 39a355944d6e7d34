let i: number;
for (i = 0; i < 3; i++) {
  console.log(i);
}
console.log("final", i);
