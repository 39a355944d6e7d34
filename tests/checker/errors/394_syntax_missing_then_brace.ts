const items = [1, 2, 3];
for (const x of items {
  console.log(x);
}
