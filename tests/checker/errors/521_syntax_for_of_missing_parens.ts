const xs = [1, 2, 3];
for const x of xs {
  console.log(x);
}
