interface User {
  id: number;
  email: string;
}
async function getUser(id: number): Promise<User> {
  return { id, email: `u${id}@x.test` };
}
async function main() {
  const user = getUser(1);
  const email: string = user.email;
  const id: number = await getUser(2);
  console.log(email, id);
}
