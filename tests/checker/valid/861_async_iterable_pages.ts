async function* pages(n: number): AsyncGenerator<number[], void, undefined> {
  for (let i = 0; i < n; i++) {
    await Promise.resolve();
    yield [i * 2, i * 2 + 1];
  }
}
let sum = 0;
for await (const page of pages(3)) {
  sum += page.reduce((a, b) => a + b, 0);
}
console.log(sum);
