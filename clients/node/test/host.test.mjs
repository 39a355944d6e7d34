// host.test.mjs - host functions with zod schemas: conversion, host.call answers, async, throws, validation, declarations.
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { z } from "zod";

import { declarations, evaluate, hostFunction, hostFunctions, shutdown } from "secexec";

after(() => shutdown());

const calls = [];
const orders = hostFunctions({
  name: "orders",
  description: "Look up customer orders.",
  functions: {
    list: hostFunction({
      description: "List a customer's orders.",
      inputSchema: z.object({ customer: z.string(), limit: z.number().int().min(1).optional() }),
      outputSchema: z.array(z.object({ id: z.number(), total: z.number() })),
      execute: async ({ customer, limit }) => {
        calls.push(customer);
        await new Promise((r) => setTimeout(r, 5));
        const rows = customer === "c_123" ? [{ id: 1, total: 120.5 }, { id: 2, total: 42.25 }] : [];
        return rows.slice(0, limit ?? rows.length);
      },
    }),
    fail: hostFunction({
      description: "Always fails.",
      inputSchema: z.object({}),
      execute: () => {
        throw new Error("the database is down");
      },
    }),
    broken: hostFunction({
      description: "Returns what its outputSchema forbids.",
      inputSchema: z.object({}),
      outputSchema: z.object({ n: z.number() }),
      execute: () => ({ n: "not a number" }),
    }),
  },
});

test("the guest calls a zod-typed host function and gets its (async) answer", async () => {
  calls.length = 0;
  const r = await evaluate(`orders.list({ customer: "c_123" }).then((rows) => rows.length)`, { hostFunctions: [orders] });
  assert.equal(r.outcome, "succeeded", JSON.stringify(r.error));
  assert.equal(r.value, 2);
  const all = await evaluate(
    `Promise.all([orders.list({ customer: "c_123", limit: 1 }), orders.list({ customer: "nobody" })])`,
    { hostFunctions: [orders] },
  );
  assert.deepEqual(all.value, [[{ id: 1, total: 120.5 }], []]);
  assert.deepEqual(calls, ["c_123", "c_123", "nobody"]);
});

test("a throwing execute rejects the guest's promise with its message", async () => {
  const r = await evaluate(`orders.fail({}).then(() => "no", (e) => e.name + ": " + e.message)`, { hostFunctions: [orders] });
  assert.equal(r.value, "Error: the database is down");
  const out = await evaluate(`orders.broken({}).catch((e) => e.message)`, { hostFunctions: [orders] });
  assert.match(out.value, /^orders\.broken: output\.n: /);
});

test("the zod schema (as JSON Schema) is enforced before the host is asked", async () => {
  calls.length = 0;
  const r = await evaluate(`orders.list({ customer: 7 }).catch((e) => e.name + ": " + e.message)`, {
    hostFunctions: [orders],
  });
  assert.equal(r.value, "TypeError: orders.list: input.customer: expected string, got number");
  const lim = await evaluate(`orders.list({ customer: "c_123", limit: 0 }).catch((e) => e.message)`, {
    hostFunctions: [orders],
  });
  assert.match(lim.value, /limit/);
  assert.deepEqual(calls, []);
});

test("an uncaught host rejection fails the run", async () => {
  const r = await evaluate(`orders.fail({})`, { hostFunctions: [orders] });
  assert.equal(r.outcome, "failed");
  assert.equal(r.error.message, "the database is down");
});

test("plain JSON Schema works too", async () => {
  const math = hostFunctions({
    name: "math2",
    functions: {
      double: hostFunction({
        inputSchema: { type: "object", properties: { n: { type: "number" } }, required: ["n"] },
        execute: ({ n }) => n * 2,
      }),
    },
  });
  const r = await evaluate(`math2.double({ n: 21 })`, { hostFunctions: [math] });
  assert.equal(r.value, 42);
});

test("declarations show the collection with its description and zod-derived types", async () => {
  const d = await declarations({ hostFunctions: [orders], inputs: { prices: [1] } });
  assert.match(d, /declare const orders:/);
  assert.match(d, /Look up customer orders\./);
  assert.match(d, /List a customer's orders\./);
  assert.match(d, /list\(input: \{[^}]*customer: string;[^}]*limit\?: number;[^}]*\}\): Promise<unknown>;/s);
  assert.match(d, /declare const inputs: \{ prices: number\[\]; \};/);
});

test("hostFunction / hostFunctions reject malformed definitions", () => {
  assert.throws(() => hostFunction({ description: "x" }), /execute must be a function/);
  assert.throws(() => hostFunctions({ name: "a", functions: { f: {} } }), /functions\.f must be made with hostFunction/);
});
