function* steps(): Generator<number, string> {
  yield 1;
  return 2;
}
console.log([...steps()]);
