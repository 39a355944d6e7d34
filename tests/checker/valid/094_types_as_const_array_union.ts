const ROLES = ["admin", "editor", "viewer"] as const;
type Role = (typeof ROLES)[number];
function isRole(s: string): s is Role {
  return (ROLES as readonly string[]).includes(s);
}
const r = "editor";
if (isRole(r)) console.log(`role ${r}`);
