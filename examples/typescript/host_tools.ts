// host_tools.ts - example: your functions as tools of the model's code, without handing it a credential (host functions with zod schemas).
// Run: tests/clients/run-examples build/secexec (prints tests/examples/host_tools.expected)
import { z } from "zod";
import { declarations, evaluate, hostFunction, hostFunctions, shutdown } from "secexec";

// The host's side: the data and the credential stay here; the guest only gets the functions.
const API_TOKEN = "sk-live-never-shown-to-the-guest";
const ORDERS = [
  { id: 1, customer: "acme", total: 120.5 },
  { id: 2, customer: "globex", total: 80 },
  { id: 3, customer: "acme", total: 42.25 },
];
async function shopApi(path: string, token: string) {
  if (token !== API_TOKEN) throw new Error("401 unauthorized");
  const [kind, arg] = path.split("/");
  if (kind === "orders") return ORDERS.filter((o) => o.customer === arg);
  const order = ORDERS.find((o) => o.id === Number(arg));
  if (!order) throw new Error(`order ${arg} does not exist`);
  return order;
}

const orders = hostFunctions({
  name: "orders",
  description: "The shop's orders.",
  functions: {
    list: hostFunction({
      description: "List a customer's orders.",
      inputSchema: z.object({ customer: z.string() }),
      execute: ({ customer }) => shopApi(`orders/${customer}`, API_TOKEN),
    }),
    get: hostFunction({
      description: "Get one order by id.",
      inputSchema: z.object({ id: z.number().int() }),
      execute: ({ id }) => shopApi(`order/${id}`, API_TOKEN),
    }),
  },
});

// What the model is shown, so it writes typed calls.
console.log(await declarations({ hostFunctions: [orders] }));

// Code the model might write, and what each run gives back.
const attempts = [
  "(async () => { const rows = await orders.list({ customer: 'acme' }) as { total: number }[]; return rows.reduce((s, o) => s + o.total, 0); })()",
  "orders.get({ id: 99 }).catch((e) => String(e))",
  "orders.list({ customer: 42 } as any)",
  "Object.keys(orders)",
];
for (const source of attempts) {
  const r = await evaluate(source, { hostFunctions: [orders], timeoutMs: 5_000 });
  const answer = r.error ? { outcome: r.outcome, error: `${r.error.name}: ${r.error.message}` } : { outcome: r.outcome, value: r.value };
  console.log(JSON.stringify(answer));
}
await shutdown();
