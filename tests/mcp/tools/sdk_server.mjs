#!/usr/bin/env node
// sdk_server.mjs - an MCP server built with the official TypeScript SDK, proxied by `secexec mcp --tool-server` in tests/mcp/sdk_client.mjs.
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..");
const require = createRequire(path.join(root, "clients/node/package.json"));
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const { StdioServerTransport } = require("@modelcontextprotocol/sdk/server/stdio.js");
const { z } = require("zod");

const server = new McpServer({ name: "weather", version: "1.0.0" });
const TEMPERATURES = { paris: 18, oslo: 4 }; // the data (or the API key) stays in this process
server.registerTool(
  "get-temperature",
  {
    description: "The temperature of a city in degrees Celsius.",
    inputSchema: { city: z.string() },
    outputSchema: { city: z.string(), celsius: z.number() },
  },
  async ({ city }) => {
    const celsius = TEMPERATURES[city.toLowerCase()];
    if (celsius === undefined) return { isError: true, content: [{ type: "text", text: `no data for ${city}` }] };
    const out = { city, celsius };
    return { content: [{ type: "text", text: JSON.stringify(out) }], structuredContent: out };
  },
);
server.registerTool("motto", { description: "A short text." }, async () => ({ content: [{ type: "text", text: "stay dry" }] }));
await server.connect(new StdioServerTransport());
