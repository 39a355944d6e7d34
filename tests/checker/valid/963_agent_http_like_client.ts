interface Resp<T> { status: number; json(): Promise<T> }
async function fakeFetch<T>(data: T, status = 200): Promise<Resp<T>> {
  return { status, json: async () => data };
}
async function getJson<T>(data: T): Promise<T> {
  const r = await fakeFetch(data);
  if (r.status !== 200) throw new Error(`HTTP ${r.status}`);
  return r.json();
}
const todos = await getJson([{ id: 1, done: false, title: "x" }]);
console.log(todos.filter((t) => !t.done).map((t) => t.title));
