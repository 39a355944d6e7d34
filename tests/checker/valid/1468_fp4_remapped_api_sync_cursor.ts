// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
type Entity = { id: string; updatedAt: number };
type Store = { users: Entity & { email: string }; posts: Entity & { title: string; authorId: string } };
type Collection = keyof Store;

type Api = {
  [C in Collection as `list${Capitalize<C>}`]: (since: number) => Promise<Store[C][]>;
} & {
  [C in Collection as `get${Capitalize<C>}ById`]: (id: string) => Promise<Store[C] | null>;
};

const db: { [C in Collection]: Store[C][] } = {
  users: [
    { id: "u1", updatedAt: 5, email: "a@x.io" },
    { id: "u2", updatedAt: 12, email: "b@x.io" },
  ],
  posts: [
    { id: "p1", updatedAt: 3, title: "hello", authorId: "u1" },
    { id: "p2", updatedAt: 15, title: "again", authorId: "u1" },
    { id: "p3", updatedAt: 20, title: "mine", authorId: "u2" },
  ],
};

const delay = <T,>(v: T) => new Promise<T>((r) => setTimeout(() => r(v), 1));

const api: Api = {
  listUsers: (since) => delay(db.users.filter((u) => u.updatedAt > since)),
  listPosts: (since) => delay(db.posts.filter((p) => p.updatedAt > since)),
  getUsersById: (id) => delay(db.users.find((u) => u.id === id) ?? null),
  getPostsById: (id) => delay(db.posts.find((p) => p.id === id) ?? null),
};

async function sync(since: number) {
  const [users, posts] = await Promise.all([api.listUsers(since), api.listPosts(since)]);
  const authors = await Promise.all([...new Set(posts.map((p) => p.authorId))].map((id) => api.getUsersById(id)));
  const known = authors.filter((a): a is NonNullable<typeof a> => a !== null);
  const cursor = Math.max(since, ...users.map((u) => u.updatedAt), ...posts.map((p) => p.updatedAt));
  return { users: users.map((u) => u.email), posts: posts.map((p) => p.title), authors: known.map((a) => a.email), cursor };
}

let cursor = 0;
for (let round = 0; round < 3; round++) {
  const r = await sync(cursor);
  console.log(round, r.users, r.posts, r.authors, r.cursor);
  cursor = r.cursor;
  if (round === 1) db.posts.push({ id: "p4", updatedAt: 30, title: "late", authorId: "u9" });
}
const missing = await api.getPostsById("nope");
console.log(missing, (await api.getPostsById("p3"))?.title);
type ApiKeys = keyof Api;
const keys: ApiKeys[] = ["listUsers", "getPostsById"];
console.log(keys);
