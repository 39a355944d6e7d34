interface User { id: number; name: string; email?: string; roles: ReadonlyArray<"admin" | "user"> }
const users: User[] = [{ id: 1, name: "a", roles: ["admin"] }, { id: 2, name: "b", email: "b@x", roles: [] }];
const withEmail = users.filter((u): u is User & { email: string } => u.email !== undefined);
console.log(withEmail.map((u) => u.email.toUpperCase()));
const admins = users.filter((u) => u.roles.includes("admin")).map(({ id }) => id);
console.log(admins);
const index = new Map(users.map((u) => [u.id, u] as const));
console.log(index.get(2)?.name ?? "none");
type UserUpdate = Partial<Omit<User, "id">> & Pick<User, "id">;
function update(list: User[], patch: UserUpdate): User[] { return list.map((u) => (u.id === patch.id ? { ...u, ...patch } : u)); }
console.log(update(users, { id: 1, name: "z" })[0].name);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const chunk = <T,>(xs: T[], n: number): T[][] => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));
console.log(chunk([1, 2, 3, 4, 5], 2).map(sum));
const zip = <A, B>(a: A[], b: B[]): [A, B][] => a.slice(0, Math.min(a.length, b.length)).map((x, i) => [x, b[i]]);
console.log(zip([1, 2], ["a", "b", "c"]));
const uniqBy = <T, K>(xs: T[], f: (x: T) => K) => { const seen = new Set<K>(); return xs.filter((x) => { const k = f(x); if (seen.has(k)) return false; seen.add(k); return true; }); };
console.log(uniqBy([{ a: 1 }, { a: 1 }, { a: 2 }], (x) => x.a).length);
const debounceLike = <F extends (...args: any[]) => void>(f: F) => (...args: Parameters<F>) => f(...args);
debounceLike((a: number, b: string) => console.log(a, b))(1, "x");
let maybe: string | null = Math.random() > 2 ? "x" : null;
const len = maybe?.length ?? 0;
console.log(len);
const nested = { a: { b: { c: [1, 2, 3] } } };
console.log(nested.a?.b.c.at(-1));
const entries: [string, number][] = Object.entries({ x: 1, y: 2 });
const inverted = Object.fromEntries(entries.map(([k, v]) => [v, k]));
console.log(inverted);
const sorted = [...users].sort((a, b) => a.name.localeCompare(b.name));
console.log(sorted.map((u) => u.name).join());
function fmtDate(d: Date) { return d.toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" }); }
console.log(fmtDate(new Date(Date.UTC(2024, 0, 5))));
