interface User {
  id: number;
  name: string;
}
async function loadUser(id: number): Promise<User> {
  return { id, name: "user" + id };
}
async function main() {
  const user = loadUser(1);
  console.log(user.name);
}
main();
