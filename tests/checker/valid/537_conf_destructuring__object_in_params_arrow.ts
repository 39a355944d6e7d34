// Arrow functions destructuring objects with nested defaults and renames in map callbacks.
const users = [{ id: 1, profile: { name: "ann" } }, { id: 2, profile: {} }, { id: 3 }];
console.log(users.map(({ id, profile: { name = "anon" } = {} }: any) => `${id}:${name}`));
const entries = Object.entries({ a: 1, b: 2 }).map(([key, value]) => ({ key, value }));
console.log(entries, entries.map(({ key: k }) => k));
