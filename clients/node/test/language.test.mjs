// language.test.mjs - the `language` option of evaluate/execute reaches the protocol request as "language" (checked on the request a fake server records: secexec serve may not run Python yet).
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { after, test } from "node:test";

import { evaluate, execute, init, shutdown } from "secexec";
import { currentSidecar } from "../dist/sidecar.js";

const realBin = process.env.SECEXEC_BIN;
const fake = fileURLToPath(new URL("./support/fake-vm-server.mjs", import.meta.url));
after(() => shutdown());

test('language: "python" is sent as the request\'s "language"; absent, no "language" is sent', async () => {
  await shutdown();
  process.env.SECEXEC_BIN = fake;
  try {
    await init();
    assert.equal((await evaluate("1 + 2", { language: "python", inputs: { n: 1 } })).value, 3);
    await execute("x = 1", { language: "python", filename: "main.py" });
    await evaluate("1 + 2", { language: "typescript" });
    await evaluate("1 + 2");
    const runs = (await currentSidecar().request("fake.log", {})).filter((c) => c.method === "evaluate" || c.method === "execute");
    assert.deepEqual(runs.map((c) => [c.method, c.params.language]), [
      ["evaluate", "python"],
      ["execute", "python"],
      ["evaluate", "typescript"],
      ["evaluate", undefined],
    ]);
    assert.deepEqual(runs[0].params, { source: "1 + 2", language: "python", inputs: { n: 1 } });
    assert.deepEqual(runs[1].params, { source: "x = 1", language: "python", filename: "main.py" });
    assert.equal("language" in runs[3].params, false);
  } finally {
    await shutdown();
    process.env.SECEXEC_BIN = realBin;
  }
});

test("an unknown language is an error of the call, before any request", async () => {
  await assert.rejects(evaluate("1", { language: "ruby" }), { name: "TypeError", message: 'language must be "typescript" or "python", got "ruby"' });
});
