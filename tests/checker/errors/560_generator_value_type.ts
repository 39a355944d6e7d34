function* nums() {
  yield 1;
  yield 2;
}
const all: string[] = [...nums()];
console.log(all);
