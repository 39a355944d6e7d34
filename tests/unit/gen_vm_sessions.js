// gen_vm_sessions.js - prints node's results for the persistent-VM sessions of test_vm_api.c.
// Regenerate with:  node tests/unit/gen_vm_sessions.js > tests/unit/vm_sessions.txt
// Each session runs its programs in turn in one context (vm.runInContext, like node's REPL).
// Output: "= name" starts a session; "> program" (one line) is followed by "< value JSON" (or
// "< undefined") or "< throws Name: message".
'use strict';
const vm = require('vm');

const sessions = {
  persistence: [
    'let x = 1; function f() { return ++x; }',
    'f(); f()',
    'x',
    'x = 10; f()',
    'const c = 5',
    'c = 6',
    'c',
    'class A { m() { return x * 2; } }',
    'new A().m()',
    'var v = 1; var v = 2; v',
    'var v; v',
    'function f() { return -x; }',
    'f()',
  ],
  redeclaration: [
    'let a = 1',
    'let a = 2',
    'a',
    'var a',
    'function a() {}',
    'class a {}',
    'var b = 1',
    'let b = 2',
    'b',
    'let c1 = 1; let c1 = 2',
    'c1',
  ],
  late_binding: [
    'function g() { return later; }',
    'g()',
    'let later = 7',
    'g()',
    'function h() { later = 8; return later; }',
    'h()',
    'later',
    'const fixed = 1; function k() { fixed = 2; }',
    'k()',
  ],
  error_recovery: [
    'let n = 1',
    'n++; throw new Error("boom")',
    'n',
    'null.x',
    'n + 1',
    'let t = 1 +',
    't',
  ],
  scopes: [
    'let s = "outer"; { let s = "inner"; }',
    's',
    'for (let i = 0; i < 3; i++) {} typeof i',
    'for (var j = 0; j < 3; j++) {} j',
    'const {p, q: [r]} = {p: 1, q: [2]}; p + r',
    'p = 5',
    'let arr = [1, 2, 3]; arr.map(v => v * s.length)',
    'let counter = (() => { let k = 0; return () => ++k; })()',
    'counter(); counter()',
    'globalThis.gx = 4',
    'gx * 2',
    'typeof undeclared',
  ],
};

for (const [name, programs] of Object.entries(sessions)) {
  console.log(`= ${name}`);
  const ctx = vm.createContext({});
  for (const src of programs) {
    console.log(`> ${src}`);
    try {
      const v = vm.runInContext(src, ctx);
      console.log(v === undefined ? '< undefined' : `< value ${JSON.stringify(v)}`);
    } catch (e) {
      console.log(`< throws ${e.name}: ${e.message}`);
    }
  }
}
