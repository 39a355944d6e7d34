const o = { a: 1 };
with (o) {
  console.log(a);
}
