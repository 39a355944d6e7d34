// Validate an unknown JSON payload from the host into a typed user list, collecting issues.
const users = {
  async export(format: "json"): Promise<string> {
    return JSON.stringify({
      version: 2,
      format,
      users: [
        { id: 1, email: "ada@example.com", roles: ["admin"], lastLogin: "2024-04-01T08:00:00Z" },
        { id: "2", email: "bob@example", roles: [] },
        { id: 3, email: "cy@example.org", roles: ["dev", 7], lastLogin: null },
        { id: 4, email: "di@example.org", roles: ["dev"], lastLogin: "2024-04-03T17:45:00Z" },
      ],
    });
  },
};

interface User { id: number; email: string; roles: string[]; lastLogin: Date | null }
class ValidationError extends Error {
  constructor(readonly path: string, message: string) {
    super(`${path}: ${message}`);
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function expectString(v: unknown, path: string): string {
  if (typeof v !== "string") throw new ValidationError(path, `expected string, got ${v === null ? "null" : typeof v}`);
  return v;
}

function toUser(v: unknown, path: string): User {
  if (!isRecord(v)) throw new ValidationError(path, "expected object");
  const { id, email, roles, lastLogin } = v;
  if (typeof id !== "number" || !Number.isInteger(id)) throw new ValidationError(`${path}.id`, "expected integer");
  const mail = expectString(email, `${path}.email`);
  if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(mail)) throw new ValidationError(`${path}.email`, `invalid address ${mail}`);
  if (!Array.isArray(roles)) throw new ValidationError(`${path}.roles`, "expected array");
  const roleList = roles.map((r, i) => expectString(r, `${path}.roles[${i}]`));
  let login: Date | null = null;
  if (lastLogin !== undefined && lastLogin !== null) login = new Date(expectString(lastLogin, `${path}.lastLogin`));
  return { id, email: mail, roles: roleList, lastLogin: login };
}

const text = await users.export("json");
let payload: unknown;
try {
  payload = JSON.parse(text);
} catch {
  payload = null;
}
if (!isRecord(payload) || !("users" in payload) || !Array.isArray(payload.users)) {
  throw new Error("unexpected export shape");
}
const good: User[] = [];
const issues: string[] = [];
payload.users.forEach((u: unknown, i: number) => {
  try {
    good.push(toUser(u, `users[${i}]`));
  } catch (e) {
    if (e instanceof ValidationError) issues.push(e.message);
    else throw e;
  }
});
console.log(`version ${String(payload.version)}: ${good.length} valid, ${issues.length} rejected`);
issues.forEach((m) => console.log("  -", m));
const now = new Date("2024-04-05T00:00:00Z");
for (const u of good) {
  const days = u.lastLogin ? Math.floor((now.getTime() - u.lastLogin.getTime()) / 86_400_000) : null;
  console.log(`${String(u.id).padStart(3)} ${u.email.padEnd(18)} ${u.roles.join(",") || "-"} ${days === null ? "never" : `${days}d ago`}`);
}
