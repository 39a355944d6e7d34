#!/usr/bin/env node
// compare-math.js - measures how often secexec's Math functions differ from node's (V8's).
//
//   node tests/math/compare-math.js [SECEXEC] [--count N] [--show K] [--only f,g] [--strict]
//
// For each function it draws N (default 10000) deterministic inputs from ranges that suit the
// function (a fixed-seed generator, so every run uses the same inputs), evaluates them in node
// and in secexec (`SECEXEC run`, default build/secexec) with the same program, and reports per
// function how many results differ and by how many units in the last place (ulp). Results are
// compared as doubles (both printings parsed back), so only real value differences count.
//
// As a test (ctest math_compare-math): every function must agree with node on every input,
// except those in KNOWN below, whose mismatch rate may not exceed the rate measured when they
// were last looked at. --strict allows no difference at all.
// Exit status: 0 when that holds, 1 when not, 2 on a usage or run error.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

// Known differences from node 20 (docs/language.md): the highest mismatch rate accepted, in %.
const KNOWN = { pow: 3.6 };

function parseArgs(argv) {
  const opts = { secexec: path.join(__dirname, '..', '..', 'build', 'secexec'), count: 10000, show: 3, only: null,
    strict: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--count') opts.count = Number(argv[++i]);
    else if (a === '--show') opts.show = Number(argv[++i]);
    else if (a === '--only') opts.only = argv[++i].split(',');
    else if (a === '--strict') opts.strict = true;
    else if (a.startsWith('-')) usage(`unknown option ${a}`);
    else opts.secexec = a;
  }
  if (!(opts.count > 0)) usage('--count needs a positive number');
  return opts;
}

function usage(msg) {
  process.stderr.write(`compare-math: ${msg}\nusage: node tests/math/compare-math.js [SECEXEC] [--count N] [--show K] [--only f,g] [--strict]\n`);
  process.exit(2);
}

// xorshift128+ with a fixed seed: the same inputs on every run and machine.
function makeRandom(seed) {
  let s0 = BigInt(seed) | 1n, s1 = 0x9e3779b97f4a7c15n;
  const mask = (1n << 64n) - 1n;
  return function next() {
    let x = s0;
    const y = s1;
    s0 = y;
    x = (x ^ (x << 23n)) & mask;
    s1 = x ^ y ^ (x >> 17n) ^ (y >> 26n);
    return Number(((s1 + y) & mask) >> 11n) / 2 ** 53; // [0, 1)
  };
}

// Input distributions. Each returns one double from the random source r.
const uniform = (lo, hi) => (r) => lo + (hi - lo) * r();
const logUniform = (loExp, hiExp, signed) => (r) => {
  const v = 10 ** (loExp + (hiExp - loExp) * r());
  return signed && r() < 0.5 ? -v : v;
};
const mix = (...parts) => (r) => { // parts: [weight, generator]
  let u = r();
  for (const [w, g] of parts) { if (u < w) return g(r); u -= w; }
  return parts[parts.length - 1][1](r);
};

const trig = mix([0.4, uniform(-10, 10)], [0.3, uniform(-1000, 1000)], [0.2, logUniform(-8, 8, true)], [0.1, logUniform(8, 300, true)]);
const unit = mix([0.8, uniform(-1, 1)], [0.2, logUniform(-10, 0, true)]);
const anyMagnitude = logUniform(-300, 300, true);
const positive = mix([0.5, logUniform(-300, 300, false)], [0.3, uniform(0, 100)], [0.2, uniform(0.5, 2)]);

const UNARY = {
  sin: trig, cos: trig, tan: trig,
  asin: unit, acos: unit, atanh: unit,
  atan: mix([0.6, uniform(-10, 10)], [0.4, anyMagnitude]),
  sinh: mix([0.7, uniform(-30, 30)], [0.3, uniform(-710, 710)]),
  cosh: mix([0.7, uniform(-30, 30)], [0.3, uniform(-710, 710)]),
  tanh: mix([0.8, uniform(-20, 20)], [0.2, logUniform(-10, 0, true)]),
  asinh: mix([0.6, uniform(-100, 100)], [0.4, anyMagnitude]),
  acosh: mix([0.6, uniform(1, 100)], [0.4, logUniform(0, 300, false)]),
  exp: mix([0.6, uniform(-50, 50)], [0.3, uniform(-745, 709)], [0.1, logUniform(-10, 0, true)]),
  expm1: mix([0.5, uniform(-50, 50)], [0.3, uniform(-1, 1)], [0.2, logUniform(-10, 0, true)]),
  log: positive, log2: positive, log10: positive,
  log1p: mix([0.5, uniform(-1, 10)], [0.3, logUniform(-10, 0, true)], [0.2, logUniform(0, 300, false)]),
  cbrt: anyMagnitude, sqrt: positive,
};
const BINARY = {
  atan2: [mix([0.7, uniform(-10, 10)], [0.3, anyMagnitude]), mix([0.7, uniform(-10, 10)], [0.3, anyMagnitude])],
  pow: [mix([0.6, uniform(0, 10)], [0.2, uniform(-10, 10)], [0.2, logUniform(-5, 5, false)]),
        mix([0.5, uniform(-20, 20)], [0.3, uniform(-300, 300)], [0.2, (r) => Math.round(uniform(-40, 40)(r))])],
  hypot: [anyMagnitude, anyMagnitude],
};

// Edge cases every function gets first (all pairs of them for two-argument functions).
const SPECIAL = [NaN, 0, -0, Infinity, -Infinity, 1, -1, 0.5, -0.5, 2, -2, 3, -3, 1e-300, 5e-324, -5e-324,
  1e300, -1e300, Number.MAX_VALUE, Math.PI, -Math.PI / 2, 1e-10, 2 ** -28, 2 ** 60, 710, -745.2];

function makeInputs(opts) {
  const table = {};
  let seed = 1;
  const wanted = (name) => !opts.only || opts.only.includes(name);
  for (const [name, gen] of Object.entries(UNARY)) {
    const r = makeRandom(seed++);
    if (wanted(name)) table[name] = [...SPECIAL.map((x) => [x]), ...Array.from({ length: opts.count }, () => [gen(r)])];
  }
  const pairs = SPECIAL.flatMap((x) => SPECIAL.map((y) => [x, y]));
  for (const [name, [gx, gy]] of Object.entries(BINARY)) {
    const r = makeRandom(seed++);
    if (wanted(name)) table[name] = [...pairs, ...Array.from({ length: opts.count }, () => [gx(r), gy(r)])];
  }
  return table;
}

// One program for both engines: it prints "name:r1,r2,..." per function. The inputs reach it as
// JSON (secexec's --inputs; a literal this large would hit the parser's time limit): numbers
// print exactly as JS's shortest round-trip text, and the values JSON lacks travel as strings.
const PROGRAM = `declare const inputs: { fns: [string, number, (number | string)[]][] };
const M: any = Math;
const num = (v: number | string): number => (typeof v === "number" ? v : v === "-0" ? -0 : Number(v));
for (const [name, arity, flat] of inputs.fns) {
  const a = flat.map(num), out: string[] = [];
  for (let i = 0; i < a.length; i += arity) out.push(String(arity === 1 ? M[name](a[i]) : M[name](a[i], a[i + 1])));
  console.log(name + ":" + out.join(","));
}
`;

function inputsJson(table) {
  const encode = (x) => (Number.isFinite(x) && !Object.is(x, -0) ? x : Object.is(x, -0) ? '-0' : String(x));
  return JSON.stringify({ fns: Object.entries(table).map(([name, args]) => [name, args[0].length, args.flat().map(encode)]) });
}

// The same program as plain JavaScript for node, reading the inputs file itself.
function nodeProgram(inputsPath) {
  return PROGRAM.replace(/^declare const inputs.*$/m, `const inputs = JSON.parse(require("fs").readFileSync(${JSON.stringify(inputsPath)}, "utf8"));`)
    .replace('const M: any', 'const M')
    .replace('(v: number | string): number', '(v)')
    .replace(', out: string[] = []', ', out = []');
}

function parseOutput(text) {
  const results = {};
  for (const line of text.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) results[line.slice(0, colon)] = line.slice(colon + 1).split(',');
  }
  return results;
}

const bits = (d) => { const b = Buffer.alloc(8); b.writeDoubleBE(d); return b.readBigInt64BE(); };
// Distance in units in the last place between two finite doubles of the same sign.
function ulps(a, b) {
  if (Number.isNaN(a) || Number.isNaN(b) || Math.sign(a) !== Math.sign(b)) return Infinity;
  const d = bits(a) - bits(b);
  return Number(d < 0n ? -d : d);
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(opts.secexec)) usage(`no secexec at ${opts.secexec} (build first, or pass its path)`);
  const table = makeInputs(opts);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compare-math-'));
  try {
    const ts = path.join(dir, 'math.ts'), js = path.join(dir, 'math.js'), json = path.join(dir, 'inputs.json');
    fs.writeFileSync(json, inputsJson(table));
    fs.writeFileSync(ts, PROGRAM);
    fs.writeFileSync(js, nodeProgram(json));
    const nodeOut = parseOutput(execFileSync(process.execPath, [js], { maxBuffer: 1 << 30, encoding: 'utf8' }));
    const sxOut = parseOutput(execFileSync(opts.secexec, ['run', '--max-instructions', '100000000000', '--max-memory', '2G',
      '--timeout-ms', '600000', '--max-output', '1G', '--inputs', '@' + json, ts], { maxBuffer: 1 << 30, encoding: 'utf8' }));
    report(table, nodeOut, sxOut, opts);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function report(table, nodeOut, sxOut, opts) {
  let failed = false;
  console.log('function   inputs  differ   rate     1ulp  more  examples (args: node | secexec)');
  for (const [name, args] of Object.entries(table)) {
    const want = nodeOut[name], got = sxOut[name] || [];
    let differ = 0, one = 0, more = 0;
    const examples = [];
    for (let i = 0; i < args.length; i++) {
      const w = Number(want[i]), g = Number(got[i]);
      if (Object.is(w, g)) continue;
      differ++;
      if (ulps(w, g) === 1) one++; else more++;
      if (examples.length < opts.show) examples.push(`${name}(${args[i].join(', ')}): ${want[i]} | ${got[i]}`);
    }
    const rate = 100 * differ / args.length;
    const allowed = opts.strict || !(name in KNOWN) ? 0 : KNOWN[name];
    const bad = rate > allowed;
    failed ||= bad;
    console.log(`${name.padEnd(9)} ${String(args.length).padStart(7)} ${String(differ).padStart(7)} ` +
      `${(rate.toFixed(2) + '%').padStart(7)} ${String(one).padStart(7)} ${String(more).padStart(5)}` +
      (bad ? `  FAIL (allowed ${allowed}%)` : ''));
    for (const e of examples) console.log(`    ${e}`);
  }
  console.log(failed ? 'compare-math: FAILED' : 'compare-math: ok');
  process.exitCode = failed ? 1 : 0;
}

if (require.main === module) main();
else module.exports = { makeInputs, UNARY, BINARY };
