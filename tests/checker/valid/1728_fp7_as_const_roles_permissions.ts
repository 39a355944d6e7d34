// as const arrays as unions, readonly tuples.
const ROLES = ["admin", "editor", "viewer"] as const;
type Role = (typeof ROLES)[number];

const PERMISSIONS = {
  admin: ["read", "write", "delete"],
  editor: ["read", "write"],
  viewer: ["read"],
} as const satisfies Record<Role, readonly string[]>;

type Permission = (typeof PERMISSIONS)[Role][number];

function isRole(s: string): s is Role {
  return (ROLES as readonly string[]).includes(s);
}

function can(role: Role, perm: Permission): boolean {
  return (PERMISSIONS[role] as readonly Permission[]).includes(perm);
}

const SIZES = [
  ["S", 36],
  ["M", 40],
  ["L", 44],
] as const;
type SizeName = (typeof SIZES)[number][0];

function chestFor(size: SizeName): number {
  const entry = SIZES.find(([name]) => name === size);
  return entry ? entry[1] : -1;
}

const point: readonly [x: number, y: number] = [3, 4];
function dist([x, y]: readonly [number, number]): number {
  return Math.hypot(x, y);
}

const candidates = ["admin", "guest", "viewer"];
for (const c of candidates) {
  if (isRole(c)) {
    console.log(c, can(c, "write"), can(c, "read"), PERMISSIONS[c].length);
  } else {
    console.log(c, "is not a role");
  }
}

console.log(chestFor("M"), chestFor("L"));
console.log(dist(point));
const names: SizeName[] = SIZES.map(([n]) => n);
console.log(names.join("/"));
const firstRole: Role = ROLES[0];
const tuple = [firstRole, ROLES.length] as const;
console.log(tuple[0].toUpperCase(), tuple[1] + 1);
