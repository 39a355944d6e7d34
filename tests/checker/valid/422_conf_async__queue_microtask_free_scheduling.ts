// A simple async task queue with limited concurrency using promises only.
async function runLimited<T>(tasks: (() => Promise<T>)[], limit: number) {
  const results: T[] = [];
  let next = 0;
  const worker = async (id: number) => { while (next < tasks.length) { const i = next++; results[i] = await tasks[i](); log.push(`w${id}:t${i}`); } };
  await Promise.all(Array.from({ length: limit }, (_, i) => worker(i)));
  return results;
}
const log: string[] = [];
const tasks = [3, 1, 2, 1].map((n, i) => async () => { for (let k = 0; k < n; k++) await null; return i * 10; });
console.log(await runLimited(tasks, 2), log.join(" "));
