// packages.js - vm.installPackages with real packages from the npm registry: date-fns and lodash-es, the output compared with node's.
//   node tests/serve/packages.js path/to/secexec
// The tarball is fetched once by `npm pack` into .cache/packages/ and checked against its pinned
// sha512 (npm's "integrity"); node runs the same program with the package unpacked beside it.
"use strict";
const { spawn, execFileSync } = require("child_process");
const crypto = require("crypto");
const fs = require("fs");
const os = require("os");
const path = require("path");
const assert = require("assert/strict");

const SECEXEC = process.argv[2] || "build/secexec";
const ROOT = path.resolve(__dirname, "../..");
const CACHE = path.join(ROOT, ".cache/packages");
const PACKAGES = [
  {
    spec: "date-fns@3.6.0",
    file: "date-fns-3.6.0.tgz",
    integrity: "sha512-fRHTG8g/Gif+kSh50gaGEdToemgfj74aRX3swtiouboip5JDLAyDE9F11nHMIcvOaXeOC6D7SpNhi7uFyB7Uww==",
  },
  {
    spec: "lodash-es@4.17.21",
    file: "lodash-es-4.17.21.tgz",
    integrity: "sha512-mKnC+QJ9pWVzv+C4/U3rRsHapFfHvQFoFB92e52xeyGMcX6/OlIl78je1u8vePzYZSkkogMPJ2yjxxsb89cxyw==",
  },
];

const PROGRAM = `import { addDays, format, differenceInCalendarDays, parseISO, eachDayOfInterval, isWeekend,
  startOfMonth, endOfMonth, formatDistanceStrict, subMonths } from "date-fns";
const d = parseISO("2024-02-27T10:00:00Z");
console.log(format(addDays(d, 3), "yyyy-MM-dd EEEE 'at' HH:mm"));
console.log(differenceInCalendarDays(parseISO("2024-12-25"), d));
console.log(eachDayOfInterval({ start: startOfMonth(d), end: endOfMonth(d) }).filter(isWeekend).length);
console.log(formatDistanceStrict(subMonths(d, 5), d));
import { chunk, groupBy, sortBy, uniq, merge, camelCase, sumBy, partition, zip, range, cloneDeep, isEqual,
  debounce, kebabCase, flattenDeep, memoize, get, set, pick, omit, countBy, intersection, padStart } from "lodash-es";
console.log(JSON.stringify(chunk([1, 2, 3, 4, 5], 2)), JSON.stringify(groupBy(["one", "two", "three"], "length")));
console.log(JSON.stringify(sortBy([{ n: "b", a: 2 }, { n: "a", a: 1 }, { n: "c", a: 0 }], ["a"])));
console.log(uniq([1, 2, 1, 3]).join(","), camelCase("Foo Bar-baz"), kebabCase("fooBar baz"), sumBy([{ v: 1 }, { v: 2 }], "v"));
console.log(JSON.stringify(merge({ a: { b: 1 } }, { a: { c: 2 } })), isEqual(cloneDeep({ x: [1, { y: 2 }] }), { x: [1, { y: 2 }] }));
console.log(JSON.stringify(partition(range(10), (n) => n % 3 === 0)), JSON.stringify(zip([1, 2], ["a", "b"])));
console.log(JSON.stringify(flattenDeep([1, [2, [3, [4]]]])), JSON.stringify(countBy([6.1, 4.2, 6.3], Math.floor)));
const sq = memoize((n) => n * n); sq(4);
const o = {}; set(o, "a.b[1].c", 7);
console.log(sq.cache.has(4), JSON.stringify(o), get(o, "a.b[1].c"), JSON.stringify(pick({ a: 1, b: 2, c: 3 }, ["a", "c"])));
console.log(JSON.stringify(omit({ a: 1, b: 2 }, "a")), intersection([1, 2, 3], [2, 3, 4]).join(","), padStart("7", 3, "0"));
const later = debounce((x) => console.log("debounced", x), 50);
later(1); later(2);
`;

function tarball(p) {
  fs.mkdirSync(CACHE, { recursive: true });
  const file = path.join(CACHE, p.file);
  if (!fs.existsSync(file)) execFileSync("npm", ["pack", p.spec, "--pack-destination", CACHE, "--silent"]);
  const bytes = fs.readFileSync(file);
  const got = "sha512-" + crypto.createHash("sha512").update(bytes).digest("base64");
  assert.equal(got, p.integrity, `${p.file}: sha512 differs from the pinned integrity`);
  return bytes;
}

/* What node prints for the program, with the packages unpacked into a temporary node_modules. */
function nodeOutput(tarballs) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secexec-packages-"));
  try {
    PACKAGES.forEach((p, i) => {
      const dest = path.join(dir, "node_modules", p.spec.replace(/@[^@]*$/, ""));
      fs.mkdirSync(dest, { recursive: true });
      const tgz = path.join(dir, `p${i}.tgz`);
      fs.writeFileSync(tgz, tarballs[i]);
      execFileSync("tar", ["-xzf", tgz, "-C", dest, "--strip-components=1"]);
    });
    fs.writeFileSync(path.join(dir, "main.mjs"), PROGRAM);
    return execFileSync("node", ["main.mjs"], { cwd: dir, env: { ...process.env, TZ: "UTC" } }).toString();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function serve(requests) {
  return new Promise((resolve, reject) => {
    const proc = spawn(SECEXEC, ["serve"], { stdio: ["pipe", "pipe", "ignore"] });
    const answers = new Map();
    let buf = "";
    proc.stdout.on("data", (d) => {
      buf += d;
      let i;
      while ((i = buf.indexOf("\n")) >= 0) {
        const msg = JSON.parse(buf.slice(0, i));
        buf = buf.slice(i + 1);
        answers.set(msg.id, msg);
      }
    });
    proc.on("exit", (code) => (code === 0 ? resolve(answers) : reject(new Error(`serve exited with ${code}`))));
    for (const r of requests) proc.stdin.write(JSON.stringify({ jsonrpc: "2.0", ...r }) + "\n");
    proc.stdin.end();
  });
}

(async () => {
  const tarballs = PACKAGES.map(tarball);
  const expected = nodeOutput(tarballs);
  // the VM is created first; its id is the first VM of the session
  const answers = await serve([
    { id: 1, method: "vm.create", params: { timeoutMs: 60000, maxInstructions: 1e10, maxFsBytes: 64 * 1024 * 1024 } },
    { id: 2, method: "vm.installPackages", params: { vmId: "vm1", tarballs: tarballs.map((b) => b.toString("base64")) } },
    { id: 3, method: "vm.execute", params: { vmId: "vm1", source: PROGRAM } },
    { id: 4, method: "vm.installPackages", params: { vmId: "vm1", tarballs: ["bm90IGEgdGFyYmFsbA=="] } },
  ]);
  assert.equal(answers.get(1).result.vmId, "vm1");
  assert.deepEqual(answers.get(2).result, {
    installed: [
      { name: "date-fns", version: "3.6.0" },
      { name: "lodash-es", version: "4.17.21" },
    ],
  });
  const run = answers.get(3).result;
  assert.equal(run.outcome, "succeeded", JSON.stringify(run.error));
  assert.equal(run.stdout, expected);
  assert.equal(answers.get(4).error.code, -32602);
  assert.match(answers.get(4).error.message, /params.tarballs\[0\]: gzip/);
  console.log(`ok   date-fns 3.6.0 and lodash-es 4.17.21 from the npm registry print what node prints (${run.durationMs.toFixed(0)} ms)`);
  console.log(expected.trimEnd().replace(/^/gm, "     "));
})().catch((e) => {
  console.log(`FAIL ${e.stack || e}`);
  process.exit(1);
});
