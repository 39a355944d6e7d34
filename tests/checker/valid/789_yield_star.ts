function* inner(): Generator<number, string> {
  yield 1;
  yield 2;
  return "inner done";
}
function* outer(): Generator<number, void> {
  const result: string = yield* inner();
  console.log(result.length);
  yield* [10, 20];
}
console.log([...outer()]);
interface Tree { value: number; children: Tree[] }
function* walk(t: Tree): Generator<number> {
  yield t.value;
  for (const c of t.children) yield* walk(c);
}
const tree: Tree = { value: 1, children: [{ value: 2, children: [] }, { value: 3, children: [{ value: 4, children: [] }] }] };
console.log(Array.from(walk(tree)).join(" "));
