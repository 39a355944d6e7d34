// `let x!: T` asserts the variable is assigned before it is read (here by a function call the
// checker cannot follow): no TS2454 at the reads.
let config!: { retries: number; name: string };
let total!: number;
setup();
console.log(config.name, config.retries * 2, total + 1);
function setup(): void {
  config = { retries: 3, name: "svc" };
  total = 41;
}
