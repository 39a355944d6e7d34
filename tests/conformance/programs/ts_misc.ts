// More erased TypeScript: annotations everywhere, unions, readonly, satisfies, type guards.
type Status = "active" | "inactive";
interface Account {
  readonly id: number;
  owner: string;
  balance: number;
  status: Status;
  tags?: readonly string[];
}
const accounts: ReadonlyArray<Account> = [
  { id: 1, owner: "ann", balance: 250.5, status: "active", tags: ["vip"] },
  { id: 2, owner: "ben", balance: -20, status: "inactive" },
  { id: 3, owner: "cy", balance: 0, status: "active" },
];
function isOverdrawn(a: Account): boolean {
  return a.balance < 0;
}
const active: Account[] = accounts.filter((a: Account): boolean => a.status === "active");
console.log(active.map((a) => a.owner), accounts.filter(isOverdrawn).map((a) => a.id));
function isString(x: unknown): x is string {
  return typeof x === "string";
}
const mixed: (string | number | null)[] = ["a", 1, null, "b", 2];
const strings: string[] = mixed.filter(isString);
console.log(strings);
const settings = { theme: "dark", size: 3 } satisfies Record<string, string | number>;
console.log(settings.theme, settings.size);
let counter: number = 0;
const bump = (by: number = 1): number => (counter += by);
bump();
bump(5);
console.log(counter);
function overloaded(x: string): string;
function overloaded(x: number): number;
function overloaded(x: any): any {
  return typeof x === "string" ? x + x : x * 2;
}
console.log(overloaded("ab"), overloaded(21));
type Pair<T> = { first: T; second: T };
const swap = <T,>(p: Pair<T>): Pair<T> => ({ first: p.second, second: p.first });
console.log(swap({ first: 1, second: 2 }));
const unknownValue: unknown = JSON.stringify({ ok: true });
if (typeof unknownValue === "string") console.log(unknownValue.length);
const total = accounts.reduce<number>((s, a) => s + a.balance, 0);
console.log(total);
let optionalCall: ((x: number) => number) | undefined;
console.log(optionalCall?.(1) ?? "no function");
type Keys = keyof Account;
const k: Keys = "owner";
console.log(accounts[0][k]);
const asserted = <number>(<unknown>"5");
console.log(asserted, typeof asserted);
