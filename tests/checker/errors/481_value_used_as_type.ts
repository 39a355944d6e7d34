const defaultUser = { name: "x", age: 0 };
function clone(u: defaultUser): typeof defaultUser {
  return { ...u };
}
