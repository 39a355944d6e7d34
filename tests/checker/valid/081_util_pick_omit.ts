interface User {
  id: number;
  name: string;
  email: string;
  password: string;
}
type PublicUser = Omit<User, "password">;
type UserKey = Pick<User, "id" | "email">;
function toPublic(u: User): PublicUser {
  const { password, ...rest } = u;
  return rest;
}
const key: UserKey = { id: 1, email: "a@b.c" };
console.log(toPublic({ id: 1, name: "a", email: "a@b.c", password: "x" }), key);
