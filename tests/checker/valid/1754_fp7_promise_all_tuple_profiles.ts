// Async pipeline stages with Promise.all over a typed tuple.
interface User {
  id: number;
  name: string;
}
interface Post {
  id: number;
  userId: number;
  title: string;
}
interface Settings {
  theme: string;
  notifications: boolean;
}

const db = {
  users: [
    { id: 1, name: "Ann" },
    { id: 2, name: "Ben" },
  ] as User[],
  posts: [
    { id: 1, userId: 1, title: "Hello" },
    { id: 2, userId: 1, title: "Again" },
    { id: 3, userId: 2, title: "Mine" },
  ] as Post[],
};

const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function getUser(id: number): Promise<User | undefined> {
  await wait(3);
  return db.users.find((u) => u.id === id);
}
async function getPosts(userId: number): Promise<Post[]> {
  await wait(1);
  return db.posts.filter((p) => p.userId === userId);
}
async function getSettings(userId: number): Promise<Settings> {
  await wait(2);
  return { theme: userId % 2 ? "dark" : "light", notifications: userId === 1 };
}

async function profile(id: number) {
  const [user, posts, settings] = await Promise.all([getUser(id), getPosts(id), getSettings(id)]);
  if (!user) return null;
  return {
    ...user,
    postTitles: posts.map((p) => p.title),
    theme: settings.theme,
    notify: settings.notifications,
  };
}

type Profile = NonNullable<Awaited<ReturnType<typeof profile>>>;

function summarize(p: Profile): string {
  return `${p.name} (${p.theme}${p.notify ? ", notified" : ""}): ${p.postTitles.join(", ") || "no posts"}`;
}

async function main() {
  const ids = [1, 2, 3];
  const profiles = await Promise.all(ids.map(profile));
  const found = profiles.filter((p): p is Profile => p !== null);
  found.forEach((p) => console.log(summarize(p)));
  console.log(`${found.length}/${ids.length} found`);

  const settled = await Promise.allSettled([
    getUser(1),
    Promise.reject<User>(new Error("db down")),
    getUser(2).then((u) => u?.name ?? "?"),
  ]);
  for (const s of settled) console.log(s.status, s.status === "fulfilled" ? JSON.stringify(s.value) : String(s.reason));
  const first = await Promise.race([getSettings(1), wait(10).then(() => "late" as const)]);
  console.log(typeof first === "string" ? first : first.theme);
}

await main();
console.log("top-level done");
