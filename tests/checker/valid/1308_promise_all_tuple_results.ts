// Promise.all / allSettled over an array literal give a tuple of the awaited element types
// (tsc's mapped type over T extends readonly unknown[] | []), over an array an array; and
// Promise.resolve(x) is Promise<Awaited<typeof x>>.
type User = { id: number; name: string };
async function fetchUser(id: number): Promise<User> {
  return { id, name: "u" + id };
}
async function fetchTags(): Promise<string[]> {
  return ["a", "b"];
}
async function main(): Promise<string> {
  const [user, tags, count] = await Promise.all([fetchUser(1), fetchTags(), Promise.resolve(3)]);
  const label: string = `${user.name}:${tags.join("|")}:${count.toFixed(0)}`;
  const pair = await Promise.all([fetchUser(2), "literal"] as const);
  const second: string = pair[1];
  const users = await Promise.all([1, 2, 3].map((id) => fetchUser(id)));
  const names: string[] = users.map((u) => u.name);
  const settled = await Promise.allSettled([fetchUser(4), fetchTags()]);
  const [s0, s1] = settled;
  const firstName = s0.status === "fulfilled" ? s0.value.name : String(s0.reason);
  const tagCount = s1.status === "fulfilled" ? s1.value.length : 0;
  const nested = await Promise.resolve(Promise.resolve({ ok: true }));
  const ok: boolean = nested.ok;
  const [n, s] = await Promise.all([Promise.resolve(1), Promise.resolve("x")]);
  return [label, second, names.join(), firstName, tagCount + n, s.toUpperCase(), ok].join(" ");
}
main().then((r) => console.log(r.length > 0, r));
