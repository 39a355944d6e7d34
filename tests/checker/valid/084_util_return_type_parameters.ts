function makeUser(name: string, age: number) {
  return { name, age, createdBy: "system" };
}
type MadeUser = ReturnType<typeof makeUser>;
type MakeArgs = Parameters<typeof makeUser>;
const args: MakeArgs = ["ann", 30];
const u: MadeUser = makeUser(...args);
console.log(u.createdBy);
