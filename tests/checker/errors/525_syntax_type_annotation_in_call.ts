function show(x: number) {
  console.log(x);
}
show(x: 5);
