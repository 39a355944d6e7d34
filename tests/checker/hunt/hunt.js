// hunt.js - the checker's false-positive hunter (run by scripts/hunt-checker): generate random,
// well-typed programs (gen.js), type-check each batch with tsc (one compiler-API program for the
// whole batch: every file is a module, so the files do not see each other) and with
// `secexec check`, and report every program where they disagree.
//
//   node hunt.js TS_PATH SECEXEC OUTDIR [--seconds S] [--count N] [--batch B] [--seed K] [--stmts M]
//
// Disagreements are written to OUTDIR/<kind>/hunt_<seed>.ts with the two outputs beside them
// (.tsc, .secexec). Kinds: false-positive (secexec reports, tsc does not), missed (tsc reports,
// secexec does not), differ (both report, differently). Programs tsc rejects are counted ("tsc
// rejects"): they are the generator's mistakes, or missed errors when secexec accepts them.
// Prints a summary and exits 1 when there was any false positive.
"use strict";
const fs = require("fs");
const os = require("os");
const path = require("path");
const { execFileSync } = require("child_process");
const { generate } = require("./gen.js");

const [tsPath, secexec, outdir, ...rest] = process.argv.slice(2);
if (!tsPath || !secexec || !outdir) {
  console.error("usage: node hunt.js TS_PATH SECEXEC OUTDIR [--seconds S] [--count N] [--batch B] [--seed K] [--stmts M]");
  process.exit(2);
}
const opt = { seconds: 60, count: Infinity, batch: 100, seed: 1, stmts: 14 };
for (let i = 0; i < rest.length; i += 2) {
  const k = rest[i].replace(/^--/, "");
  if (!(k in opt)) {
    console.error(`hunt.js: unknown option ${rest[i]}`);
    process.exit(2);
  }
  opt[k] = Number(rest[i + 1]);
}
const ts = require(tsPath);
const SANDBOX = path.resolve(__dirname, "..", "sandbox.d.ts");
const parsed = ts.parseCommandLine(["--strict", "--noEmit", "--target", "ES2022", "--lib", "ES2023", "--module",
  "es2022", "--moduleDetection", "force", "--pretty", "false"]);
const options = parsed.options;
const baseHost = ts.createCompilerHost(options);
const libCache = new Map();
const host = Object.create(baseHost);
host.getSourceFile = (f, v, onErr, create) => {
  const abs = path.resolve(f);
  if (abs.includes(`${path.sep}typescript${path.sep}lib${path.sep}`) || abs === SANDBOX) {
    if (!libCache.has(abs)) libCache.set(abs, baseHost.getSourceFile(f, v, onErr, create));
    return libCache.get(abs);
  }
  return baseHost.getSourceFile(f, v, onErr, create);
};

// tsc's --pretty false lines for each file of the batch (file names bare, run from the batch dir)
function tscBatch(dir, names) {
  const program = ts.createProgram({ rootNames: [...names.map((n) => path.join(dir, n)), SANDBOX], options, host });
  const fmt = { getCurrentDirectory: () => dir, getCanonicalFileName: (f) => f, getNewLine: () => "\n" };
  const out = new Map();
  for (const sf of program.getSourceFiles()) {
    const base = path.basename(sf.fileName);
    if (!names.includes(base) || path.dirname(sf.fileName) !== dir) continue;
    let diags = program.getSyntacticDiagnostics(sf);
    if (!diags.length) diags = program.getSemanticDiagnostics(sf);
    const sorted = ts.sortAndDeduplicateDiagnostics(diags);
    out.set(base, sorted.map((d) => ts.formatDiagnostic(d, fmt)).join(""));
  }
  return out;
}

// secexec check on every file of the batch: one process, its output split per file
function secexecBatch(dir, names) {
  let text;
  try {
    text = execFileSync(secexec, ["check", ...names], { cwd: dir, encoding: "utf8", maxBuffer: 1 << 28 });
  } catch (e) {
    if (e.status !== 2) throw new Error(`secexec check failed (status ${e.status}, signal ${e.signal}): ${e.stderr}`);
    text = e.stdout;
  }
  const out = new Map(names.map((n) => [n, ""]));
  let cur = null;
  for (const line of text.split("\n")) {
    if (!line) continue;
    const m = /^(hunt_\d+\.ts)\(/.exec(line);
    if (m) cur = m[1];
    if (cur) out.set(cur, out.get(cur) + line + "\n");
  }
  return out;
}

const start = Date.now();
const stats = { programs: 0, tscRejects: 0, fp: 0, missed: 0, differ: 0, lines: 0 };
const work = fs.mkdtempSync(path.join(os.tmpdir(), "hunt-"));
let seed = opt.seed;
while (stats.programs < opt.count && (Date.now() - start) / 1000 < opt.seconds) {
  const names = [];
  const n = Math.min(opt.batch, opt.count - stats.programs);
  for (let i = 0; i < n; i++, seed++) {
    const name = `hunt_${seed}.ts`;
    const text = generate(seed, opt.stmts);
    stats.lines += text.split("\n").length - 1;
    fs.writeFileSync(path.join(work, name), text);
    names.push(name);
  }
  const want = tscBatch(work, names);
  const got = secexecBatch(work, names);
  for (const name of names) {
    stats.programs++;
    const w = want.get(name) ?? "", g = got.get(name) ?? "";
    if (w) stats.tscRejects++;
    if (w && w === g && stats.tscRejects <= 50) {
      // a sample of what tsc rejects (and secexec agrees with): the generator's mistakes, to fix
      const dir = path.join(outdir, "rejected");
      fs.mkdirSync(dir, { recursive: true });
      fs.copyFileSync(path.join(work, name), path.join(dir, name));
      fs.writeFileSync(path.join(dir, name.replace(/\.ts$/, ".tsc")), w);
    }
    if (w === g) {
      fs.unlinkSync(path.join(work, name));
      continue;
    }
    const kind = !w ? "false-positive" : !g ? "missed" : "differ";
    stats[kind === "false-positive" ? "fp" : kind]++;
    const dir = path.join(outdir, kind);
    fs.mkdirSync(dir, { recursive: true });
    fs.renameSync(path.join(work, name), path.join(dir, name));
    fs.writeFileSync(path.join(dir, name.replace(/\.ts$/, ".tsc")), w);
    fs.writeFileSync(path.join(dir, name.replace(/\.ts$/, ".secexec")), g);
    if (kind === "false-positive") process.stderr.write(`FALSE POSITIVE ${path.join(dir, name)}:\n${g}`);
  }
  for (const name of names) try { fs.unlinkSync(path.join(work, name)); } catch {}
}
fs.rmSync(work, { recursive: true, force: true });
const secs = ((Date.now() - start) / 1000).toFixed(0);
console.log(`hunt: ${stats.programs} programs (${stats.lines} lines, seeds ${opt.seed}..${seed - 1}) in ${secs}s: ` +
  `${stats.fp} false positives, ${stats.missed} missed errors, ${stats.differ} differing outputs, ` +
  `${stats.tscRejects} rejected by tsc; disagreements under ${outdir}`);
process.exit(stats.fp ? 1 : 0);
