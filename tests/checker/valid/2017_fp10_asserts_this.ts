class Invariant {
  static check(cond: unknown, msg: string): asserts cond {
    if (!cond) throw new Error(msg);
  }
  static isDefined<T>(v: T, name: string): asserts v is NonNullable<T> {
    if (v === null || v === undefined) throw new Error(`${name} is required`);
  }
}
class Session {
  user?: { id: string; roles: string[] };
  token: string | null = null;
  assertLoggedIn(): asserts this is Session & { user: { id: string; roles: string[] }; token: string } {
    if (!this.user || this.token === null) throw new Error("not logged in");
  }
  can(role: string): boolean {
    this.assertLoggedIn();
    return this.user.roles.includes(role) && this.token.length > 0;
  }
}
function assertIsArrayOf<T>(v: unknown, guard: (x: unknown) => x is T): asserts v is T[] {
  if (!Array.isArray(v) || !v.every(guard)) throw new TypeError("bad array");
}
const isNum = (x: unknown): x is number => typeof x === "number";
const raw: unknown = JSON.parse("[1,2,3]");
assertIsArrayOf(raw, isNum);
console.log(raw.reduce((a, b) => a + b, 0));
const maybe: string | undefined = process();
Invariant.isDefined(maybe, "maybe");
console.log(maybe.toUpperCase());
const n: number | null = maybe.length > 0 ? maybe.length : null;
Invariant.check(n !== null, "n");
console.log(n.toFixed());
const s = new Session();
s.user = { id: "u1", roles: ["admin"] };
s.token = "t";
console.log(s.can("admin"));
function process(): string | undefined {
  return "ok";
}
