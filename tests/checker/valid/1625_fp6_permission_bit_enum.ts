// Permission flags as a numeric bit enum; resolve effective permissions for users via host roles.
enum Perm {
  None = 0,
  Read = 1 << 0,
  Write = 1 << 1,
  Delete = 1 << 2,
  Share = 1 << 3,
  Admin = Read | Write | Delete | Share,
}

interface Role { name: string; grants: Perm; denies?: Perm }
interface UserRecord { user: string; roles: string[]; overrides?: Partial<Record<keyof typeof Perm, boolean>> }

const directory = {
  async roles(): Promise<Role[]> {
    return [
      { name: "viewer", grants: Perm.Read },
      { name: "editor", grants: Perm.Read | Perm.Write },
      { name: "owner", grants: Perm.Admin },
      { name: "auditor", grants: Perm.Read, denies: Perm.Share },
    ];
  },
  async users(): Promise<UserRecord[]> {
    return [
      { user: "ana", roles: ["editor"] },
      { user: "ben", roles: ["viewer", "auditor"], overrides: { Share: true } },
      { user: "cho", roles: ["owner", "auditor"] },
      { user: "dee", roles: ["ghost"], overrides: { Read: true, Delete: false } },
    ];
  },
};

const NAMES = (Object.keys(Perm) as (keyof typeof Perm)[]).filter((k) => isNaN(Number(k)) && k !== "None" && k !== "Admin");

function describe(p: Perm): string {
  if (p === Perm.None) return "none";
  if ((p & Perm.Admin) === Perm.Admin) return "admin";
  return NAMES.filter((n) => (p & Perm[n]) !== 0).map((n) => n.toLowerCase()).join("+");
}

const [roles, users] = await Promise.all([directory.roles(), directory.users()]);
const byName = new Map(roles.map((r) => [r.name, r] as const));
const unknownRoles = new Set<string>();

for (const u of users) {
  let grant: Perm = Perm.None;
  let deny: Perm = Perm.None;
  for (const rn of u.roles) {
    const role = byName.get(rn);
    if (!role) {
      unknownRoles.add(rn);
      continue;
    }
    grant |= role.grants;
    deny |= role.denies ?? Perm.None;
  }
  let effective: Perm = grant & ~deny;
  for (const [name, on] of Object.entries(u.overrides ?? {})) {
    const bit = Perm[name as keyof typeof Perm];
    effective = on ? effective | bit : effective & ~bit;
  }
  const bits = effective.toString(2).padStart(4, "0");
  console.log(`${u.user.padEnd(4)} ${bits} ${describe(effective)}`);
}
console.log("unknown roles:", [...unknownRoles]);
console.log(Perm[Perm.Write], Perm.Admin, describe(Perm.Read | Perm.Share));
