interface User { id: number; name: string; email: string; passwordHash: string; }
type PublicUser = Omit<User, "passwordHash">;
type UserRef = Pick<User, "id" | "name">;
function toPublic({ passwordHash, ...rest }: User): PublicUser {
  console.log(passwordHash.length > 0);
  return rest;
}
const u: User = { id: 1, name: "Ann", email: "a@x.io", passwordHash: "h" };
const pub = toPublic(u);
const ref: UserRef = { id: pub.id, name: pub.name };
console.log(ref, pub.email);
