// Promise combinators as agent code uses them, now typed: all over mapped async callbacks, race/any, resolve of values, promises, unions and thenables, nested all, allSettled with a type guard, PromiseLike elements, spread arrays.
type Item = { id: number; tags: string[]; owner?: { name: string } };
const items: Item[] = [{ id: 1, tags: ["a"] }, { id: 2, tags: [], owner: { name: "o" } }];
async function load(id: number): Promise<Item | null> {
  return items.find((i) => i.id === id) ?? null;
}
async function main() {
  const loaded = await Promise.all(items.map(async (it) => {
    if (it.tags.length === 0) return null;
    return { ...it, size: it.tags.length };
  }));
  const present = loaded.filter((x) => x !== null);
  console.log(present.map((p) => p.size + 1));
  const found = await Promise.all([1, 2, 3].map(load));
  const names = found.flatMap((f) => (f?.owner ? [f.owner.name] : []));
  console.log(names.join(","));
  const first = await Promise.race([load(1), new Promise<null>((r) => setTimeout(() => r(null), 5))]);
  console.log(first?.id);
  const any1 = await Promise.any([load(2), load(3)]);
  console.log(any1?.tags.length);
  const v = await Promise.resolve().then(() => 1);
  const w = await Promise.resolve(items).then((xs) => xs.length);
  await new Promise<void>((r) => setTimeout(r, 1));
  const nested = await Promise.all([Promise.all([load(1)]), Promise.resolve("s")]);
  console.log(v + w, nested[0][0]?.id, nested[1].length);
  const maybe: Promise<number> | number = Math.random() > 2 ? 1 : Promise.resolve(2);
  const mv = await Promise.resolve(maybe);
  console.log(mv.toFixed(0));
  const settled = await Promise.allSettled(items.map((i) => load(i.id)));
  const ok = settled.filter((s): s is PromiseFulfilledResult<Item | null> => s.status === "fulfilled").map((s) => s.value);
  console.log(ok.length);
  const thenable = { then(cb: (n: number) => void) { cb(4); } };
  const tv = await Promise.resolve(thenable);
  console.log(tv);
  const pl: PromiseLike<string> = Promise.resolve("pl");
  const plv = await Promise.all([pl, 1]);
  console.log(plv[0].length, plv[1] + 1);
  const empty = await Promise.all([]);
  console.log(empty.length);
  const mixed = await Promise.all([...items.map((i) => load(i.id)), Promise.resolve(0)]);
  console.log(mixed.length);
  const ro = [load(1), load(2)] as const;
  const [r0, r1] = await Promise.all(ro);
  console.log(r0?.id, r1?.id);
}
main();
