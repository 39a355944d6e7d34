// Destructuring a reference whose properties were narrowed: each binding gets the narrowed type
// of its property (tsc's getFlowTypeOfDestructuring), for const and let alike.
type Session = { user: { name: string; roles: string[] } | null; token: string | undefined };
function describe(s: Session): string {
  if (!s.user || s.token === undefined) return "anonymous";
  const { user, token } = s;
  let { user: again } = s;
  return user.name + ":" + token.slice(0, 3) + ":" + again.roles.length;
}
const state: Session = { user: { name: "ada", roles: ["admin"] }, token: "abcdef" };
if (state.user) {
  const { user } = state;
  console.log(user.roles.join(","));
}
console.log(describe(state), describe({ user: null, token: undefined }));
