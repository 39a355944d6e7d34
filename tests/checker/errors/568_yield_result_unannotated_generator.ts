function* conversation() {
  const name = yield "What is your name?";
  console.log(`Hello, ${name}`);
  yield "Bye";
}
const it = conversation();
console.log(it.next().value);
console.log(it.next("Ada").value);
