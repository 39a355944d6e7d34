function fetchNumber(): Promise<number> {
  return Promise.resolve(21);
}
fetchNumber()
  .then((n) => n * 2)
  .then((n) => `answer: ${n}`)
  .then((s) => console.log(s.toUpperCase()))
  .catch((e) => console.error(e));
