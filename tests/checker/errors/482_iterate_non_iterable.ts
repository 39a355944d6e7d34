const config = { a: 1, b: 2 };
for (const [k, v] of config) {
  console.log(k, v);
}
