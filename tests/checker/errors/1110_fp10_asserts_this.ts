class Session {
  user?: { id: string; roles: string[] };
  token: string | null = null;
  assertLoggedIn(): asserts this is Session & { user: { id: string; roles: string[] }; token: string } {
    if (!this.user || this.token === null) throw new Error("not logged in");
  }
  isAdmin(): this is { user: { roles: ["admin"] } } {
    return this.user?.roles[0] === "admin";
  }
  can(role: string): boolean {
    this.assertLoggedIn();
    return this.user.roles.includes(role) && this.token.lenght > 0;
  }
}
const s: Session = new Session();
s.assertLoggedIn();
console.log(s.user.id, s.token.toUpperCase(), s.user.name);
const t = new Session();
t.assertLoggedIn();
if (t.isAdmin()) console.log(t.user.roles[0].length);
console.log(t.user.id);
