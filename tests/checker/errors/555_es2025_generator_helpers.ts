function* nums() {
  yield 1;
  yield 2;
}
const doubled = nums().map((n) => n * 2).toArray();
console.log(doubled);
