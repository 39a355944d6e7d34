// Whole program (issue 15, sixth pass: agent data work and type-level TypeScript).
interface User {
  id: number;
  name: string;
  email: string;
  role: "admin" | "editor" | "viewer";
  lastLogin?: Date;
  manager?: User;
}

type PublicUser = Omit<User, "email" | "manager">;
type UserPatch = Partial<Pick<User, "name" | "email" | "role">>;
type UserKey = keyof User;

const users: User[] = [];
let nextId = 1;
function createUser(input: Omit<User, "id">): User {
  const u: User = { id: nextId++, ...input };
  users.push(u);
  return u;
}

function updateUser(id: number, patch: UserPatch): User | undefined {
  const u = users.find((x) => x.id === id);
  if (!u) return undefined;
  Object.assign(u, patch);
  return u;
}

function toPublic({ email: _e, manager: _m, ...rest }: User): PublicUser {
  return rest;
}

const boss = createUser({ name: "Ada", email: "ada@x.io", role: "admin", lastLogin: new Date(Date.UTC(2024, 4, 1)) });
createUser({ name: "Ben", email: "ben@x.io", role: "editor", manager: boss });
createUser({ name: "Cy", email: "cy@x.io", role: "viewer", manager: boss });

updateUser(3, { role: "editor" });
console.log(users.map(toPublic).map((u) => `${u.id}:${u.name}:${u.role}:${u.lastLogin?.toISOString() ?? "never"}`));

function chain(u: User): string[] {
  const out: string[] = [];
  let cur: User | undefined = u;
  while (cur) {
    out.push(cur.name);
    cur = cur.manager;
  }
  return out;
}
console.log(chain(users[2]).join(" -> "));

const columns: readonly UserKey[] = ["id", "name", "role"] as const;
const table = users.map((u) => columns.map((c) => String(u[c] ?? "")));
console.log(table);

type Validators = { [K in keyof UserPatch]-?: (v: NonNullable<UserPatch[K]>) => string | null };
const validators: Validators = {
  name: (v) => (v.trim().length ? null : "name required"),
  email: (v) => (/^[^@]+@[^@]+$/.test(v) ? null : "bad email"),
  role: (v) => (["admin", "editor", "viewer"].includes(v) ? null : "bad role"),
};

function validate(p: UserPatch): string[] {
  const errs: string[] = [];
  if (p.name !== undefined) { const e = validators.name(p.name); if (e) errs.push(e); }
  if (p.email !== undefined) { const e = validators.email(p.email); if (e) errs.push(e); }
  if (p.role !== undefined) { const e = validators.role(p.role); if (e) errs.push(e); }
  return errs;
}
console.log(validate({ name: " ", email: "nope" }), validate({ role: "viewer" }));
