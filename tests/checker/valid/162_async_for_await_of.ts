async function* numbers(limit: number): AsyncGenerator<number> {
  for (let i = 0; i < limit; i++) {
    yield i;
  }
}
async function main() {
  let sum = 0;
  for await (const n of numbers(5)) sum += n;
  console.log(sum);
}
main();
