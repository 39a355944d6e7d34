// sdk_client.mjs - `secexec mcp` driven by the official MCP TypeScript SDK (@modelcontextprotocol/sdk, pinned in clients/node's lock).
//   node tests/mcp/sdk_client.mjs path/to/secexec   (after tests/clients/node-deps; run from the repository root)
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const require = createRequire(path.join(root, "clients/node/package.json"));
const { Client } = require("@modelcontextprotocol/sdk/client/index.js");
const { StdioClientTransport } = require("@modelcontextprotocol/sdk/client/stdio.js");

const secexec = path.resolve(process.argv[2] || "build/secexec");
const transport = new StdioClientTransport({
  command: secexec,
  args: ["mcp", "--host", "tests/mcp/orders.json", "--timeout-ms", "5000"],
  cwd: root,
  stderr: "pipe",
});
const client = new Client({ name: "secexec-sdk-test", version: "1.0.0" });
await client.connect(transport);

assert.equal(client.getServerVersion().name, "secexec");
const { tools } = await client.listTools();
assert.deepEqual(tools.map((t) => t.name), ["run_code", "check_code"]);
assert.match(tools[0].description, /declare const orders/);

// The reference agent's retry loop through a real MCP client.
const inputs = { prices: [5, 10, 27] };
const first = await client.callTool({ name: "run_code", arguments: { code: "inputs.price.reduce((sum, price) => sum + price, 0)", inputs } });
assert.equal(first.isError, true);
assert.equal(first.structuredContent.ok, false);
assert.match(first.structuredContent.feedback, /^TS2551: Property 'price' does not exist/);
const second = await client.callTool({ name: "run_code", arguments: { code: "inputs.prices.reduce((sum, price) => sum + price, 0)", inputs } });
assert.equal(second.isError, false);
assert.deepEqual(second.structuredContent, { ok: true, value: 42 }); // the SDK validated it against outputSchema

// A host function whose command holds the data.
const rows = await client.callTool({
  name: "run_code",
  arguments: { code: "orders.list({ customer: 'acme' }).then((r) => (r as { id: number }[]).map((o) => o.id))" },
});
assert.deepEqual(rows.structuredContent, { ok: true, value: [1, 3] });

const checked = await client.callTool({ name: "check_code", arguments: { code: "const s: string = 1;" } });
assert.equal(checked.structuredContent.diagnostics[0].code, 2322);

await client.close();

// An MCP server written with the SDK, proxied: its tools are async functions of the guest.
const proxied = new Client({ name: "secexec-sdk-test", version: "1.0.0" });
await proxied.connect(
  new StdioClientTransport({
    command: secexec,
    args: ["mcp", "--tool-server", "weather=node tests/mcp/tools/sdk_server.mjs"],
    cwd: root,
    stderr: "pipe",
  }),
);
const [run] = (await proxied.listTools()).tools;
assert.match(run.description, /declare const weather: \{\n    \/\*\* The temperature of a city in degrees Celsius\. \*\/\n    get_temperature\(input: \{ city: string; \}\): Promise<unknown>;/);
const weather = await proxied.callTool({
  name: "run_code",
  arguments: {
    code: "(async () => [await weather.get_temperature({ city: 'Paris' }), await weather.motto({}), await weather.get_temperature({ city: 'Rome' }).catch((e: Error) => e.message)])()",
  },
});
assert.deepEqual(weather.structuredContent, { ok: true, value: [{ city: "Paris", celsius: 18 }, "stay dry", "no data for Rome"] });
await proxied.close();
console.log("mcp sdk client: 2 passed, 0 failed");
