// `x!` on a variable the flow thinks unassigned: tsc assumes it initialized (no TS2454), as the
// assertion says; here a callback the checker cannot follow assigns it.
let width: number;
let label: string;
[1].forEach(() => {
  width = 80;
  label = "cols";
});
console.log(width! / 2, label!.toUpperCase());
