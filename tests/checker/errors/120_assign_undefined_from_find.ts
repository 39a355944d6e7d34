interface User {
  id: number;
  name: string;
}
const users: User[] = [{ id: 1, name: "a" }];
const found: User = users.find((u) => u.id === 2);
console.log(found.name);
