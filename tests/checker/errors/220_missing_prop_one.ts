interface User {
  id: number;
  name: string;
  email: string;
}
const u: User = { id: 1, name: "Ann" };
