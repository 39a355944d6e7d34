class User {
  constructor(public name: string) {}
}
const u = new User("ann", 31);
console.log(u);
