function* names(): Generator<string> {
  yield "a";
  yield 42;
}
console.log([...names()]);
