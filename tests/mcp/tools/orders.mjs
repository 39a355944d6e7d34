#!/usr/bin/env node
// orders.mjs - a host function command for `secexec mcp --host` tests: reads the call's input (JSON) on stdin, answers JSON on stdout.
// SECEXEC_FUNCTION names the function; the order data (and, in a real tool, the credentials) stay here.
const ORDERS = [
  { id: 1, customer: "acme", total: 120.5 },
  { id: 2, customer: "globex", total: 80 },
  { id: 3, customer: "acme", total: 42.25 },
];
let text = "";
for await (const chunk of process.stdin) text += chunk;
const input = JSON.parse(text);
switch (process.env.SECEXEC_FUNCTION) {
  case "list":
    process.stdout.write(JSON.stringify(ORDERS.filter((o) => o.customer === input.customer)));
    break;
  case "get": {
    const o = ORDERS.find((x) => x.id === input.id);
    if (!o) {
      process.stderr.write(`order ${input.id} does not exist\n`);
      process.exit(1);
    }
    process.stdout.write(JSON.stringify(o));
    break;
  }
  case "slow":
    setTimeout(() => process.stdout.write("1"), 60000);
    break;
  default:
    process.stdout.write("not json");
}
