#!/usr/bin/env node
// Keeps docs/language.md true: runs every "```ts example" block through secexec (and, with
// --node, through node after stripping types with the pinned TypeScript) and compares stdout with
// the "```output" block that follows it.
//
//   node tests/docs/run-doc-examples.js SECEXEC [--node]
'use strict';
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const root = path.resolve(__dirname, '..', '..');
const args = process.argv.slice(2);
const secexec = args.find((a) => !a.startsWith('--'));
const withNode = args.includes('--node');
if (!secexec) {
  console.error('usage: run-doc-examples.js SECEXEC [--node]');
  process.exit(2);
}

/* Pairs of (source, expected output) in document order, with the line of each example. */
function examples(markdown) {
  const out = [];
  const re = /```ts example\n([\s\S]*?)```\n+```output\n([\s\S]*?)```/g;
  let m;
  while ((m = re.exec(markdown)) !== null) {
    const line = markdown.slice(0, m.index).split('\n').length;
    out.push({ line, source: m[1], expected: m[2] });
  }
  return out;
}

function runSecexec(source) {
  const r = spawnSync(secexec, ['run', '-'], { input: source, encoding: 'utf8', timeout: 20000 });
  return r.stdout;
}

function runNode(source) {
  let ts;
  try {
    ts = require(path.join(root, '.cache', 'tools', 'node_modules', 'typescript'));
  } catch (e) {
    return null; /* scripts/gen-golden installs it */
  }
  const js = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } }).outputText;
  const env = { ...process.env, TZ: 'UTC' }; // secexec's local time zone is UTC
  const r = spawnSync(process.execPath, ['--input-type=module', '-'], { input: js, encoding: 'utf8', timeout: 20000, env });
  return r.stdout;
}

const doc = path.join(root, 'docs', 'language.md');
const list = examples(fs.readFileSync(doc, 'utf8'));
let passed = 0;
let failed = 0;
for (const ex of list) {
  const got = runSecexec(ex.source);
  const nodeOut = withNode ? runNode(ex.source) : null;
  const problems = [];
  if (got !== ex.expected) problems.push(`secexec printed:\n${got}`);
  if (nodeOut !== null && nodeOut !== ex.expected) problems.push(`node printed:\n${nodeOut}`);
  if (problems.length === 0) {
    passed++;
  } else {
    failed++;
    console.log(`FAIL docs/language.md:${ex.line}\n--- source\n${ex.source}--- documented\n${ex.expected}--- ${problems.join('--- ')}`);
  }
}
if (list.length === 0) {
  console.log('no examples found in docs/language.md');
  process.exit(1);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
