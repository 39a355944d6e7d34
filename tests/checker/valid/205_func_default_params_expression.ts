function createUser(name: string, role = "viewer", active = role !== "banned"): string {
  return `${name}:${role}:${active}`;
}
console.log(createUser("a"), createUser("b", "banned"));
