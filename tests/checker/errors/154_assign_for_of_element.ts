const names = ["a", "b"];
for (const n of names) {
  const len: number = n;
  console.log(len);
}
