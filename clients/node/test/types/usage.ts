// usage.ts - compile-time test of the package's types (tsc --noEmit): the union narrows on outcome, zod schemas type execute's input.
import { z } from "zod";
import {
  check,
  createVm,
  evaluate,
  execute,
  hostFunction,
  hostFunctions,
  restoreVm,
  resume,
  SUSPEND,
  type RunResult,
} from "secexec";
import { check as check2 } from "secexec/typescript";

export async function usage(): Promise<number> {
  const r: RunResult<number> = await evaluate<number>("1 + 2", { timeoutMs: 5_000, output: { capture: "stderr" } });
  if (r.outcome === "succeeded") {
    const n: number = r.value;
    // @ts-expect-error: a succeeded result has no error
    r.error.message;
    return n;
  }
  if (r.outcome === "suspended") {
    const s: string = r.snapshot; // a suspended result carries its snapshot and pending calls
    const again = await resume<number>(s, [{ id: r.pending[0]!.id, result: 1 }, { id: 2, error: "no" }]);
    // @ts-expect-error: a suspended result has no error
    r.error.message;
    return again.outcome === "succeeded" ? again.value : 0;
  }
  const message: string = r.error.message; // every other outcome carries an error
  // @ts-expect-error: value is null unless the run succeeded
  const bad: number = r.value;
  void bad;
  void message;

  const orders = hostFunctions({
    name: "orders",
    description: "Look up customer orders.",
    functions: {
      list: hostFunction({
        description: "List a customer's orders.",
        inputSchema: z.object({ customer: z.string() }),
        outputSchema: z.array(z.number()),
        execute: ({ customer }) => [customer.length],
      }),
      approve: hostFunction({ suspend: true, inputSchema: z.object({ amount: z.number() }) }),
      maybe: hostFunction({ inputSchema: z.object({ n: z.number() }), execute: ({ n }) => (n > 1 ? SUSPEND : n) }),
      wrong: hostFunction({
        inputSchema: z.object({ customer: z.string() }),
        // @ts-expect-error: customer is a string, not a number
        execute: ({ customer }: { customer: number }) => customer,
      }),
    },
  });
  await execute("1", { hostFunctions: [orders], signal: new AbortController().signal, limits: { maxInstructions: 1 } });
  const c = await check("x");
  const d = c.diagnostics.map((x) => `TS${x.code}: ${x.message} (${x.line}:${x.column})`);
  await check2("y");
  await using vm = await createVm({ permissions: { network: "deny" } });
  const ctx = await vm.createContext();
  const v = await ctx.evaluate<number>("1", { signal: AbortSignal.timeout(1000), onStdout: (t: string) => void t });
  await vm.typescript.execute("1", { signal: new AbortController().signal, onStderr: (t) => void t.length });
  // @ts-expect-error: a VM's host functions are fixed when it is created
  await vm.javascript.evaluate("1", { hostFunctions: [orders] });
  const h = await vm.hibernate({ snapshotKey: "k" });
  const { vm: back, contexts } = await restoreVm(h.snapshot, { snapshotKey: "k" });
  await contexts[0]?.evaluate("1");
  await back.dispose();
  return d.length + (v.outcome === "succeeded" ? v.value : 0);
}
