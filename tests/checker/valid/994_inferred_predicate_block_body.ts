// TS 5.5 infers `person is Admin` for a block body that returns one narrowing condition too.
interface Member { type: "member"; name: string; plan: string }
interface Staff { type: "staff"; name: string; team: string }
type Account = Member | Staff;
function isStaff(a: Account) {
  return a.type === "staff";
}
const isMember = function (a: Account) {
  return a.type === "member";
};
function isText(v: string | number) {
  return typeof v === "string";
}
const accounts: Account[] = [
  { type: "member", name: "Ann", plan: "pro" },
  { type: "staff", name: "Bo", team: "ops" },
];
for (const a of accounts) {
  if (isStaff(a)) console.log(a.team.toUpperCase());
  if (isMember(a)) console.log(a.plan.length);
}
const values: (string | number)[] = ["a", 2];
console.log(values.filter(isText).map((s) => s.toUpperCase()), accounts.filter(isStaff).map((s) => s.team));
