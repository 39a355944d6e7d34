// gen_numconv.js - prints node's number<->text results for test_numconv.c.
// Regenerate with:  node tests/unit/gen_numconv.js > tests/unit/numconv_cases.txt
// Every line is "op input param expected" separated by single spaces; doubles are written as
// 16 hex digits of their IEEE bits so the test reads them back exactly.
'use strict';

// Deterministic PRNG (mulberry32) so the file is reproducible.
let seed = 0x5eceec;
function rand() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const randInt = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));

const view = new DataView(new ArrayBuffer(8));
function hex(d) {
  view.setFloat64(0, d);
  return view.getBigUint64(0).toString(16).padStart(16, '0');
}
function fromBits(hi, lo) {
  view.setUint32(0, hi);
  view.setUint32(4, lo);
  return view.getFloat64(0);
}

// ---- the doubles we test ----
const values = [0, -0, 1, -1, 0.1, 0.5, 1.5, 2.5, -2.5, 1.005, 1.45, 8.345, 1.25, 0.125, 123.456,
  1e21, 1e-7, 1e-6, 9.999999999999999e20, 999999999999999900000, 1.5e-7, 123e-20, 5e-324,
  -5e-324, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 53, 2 ** 53 + 2,
  2 ** 31, -(2 ** 31), 2 ** 32, 2 ** 32 + 5, -(2 ** 32) - 5, 4294967295.5, 1e300, 1.7976931348623157e308,
  NaN, Infinity, -Infinity, 0.000001, 1234.5678, 100, 1e20, 1e22, 2 ** -44, 2 ** -1022,
  255, -255, 0.3, 1 / 3, 2 / 3, 5e-7, 0.00001, 25, 1e15, 1e16, 1e17, 123456789012345680000,
  0.045, 0.055, 1.0000000000000002, 0.9999999999999999, 4.35, 10.235, 1.45e-10];
for (let e = -1074; e <= 1023; e += randInt(1, 40)) values.push(2 ** e);
for (let e = -323; e <= 308; e += randInt(1, 15)) values.push(Number('1e' + e));
for (let i = 0; i < 450; i++) { // random bit patterns (finite)
  let d;
  do d = fromBits(randInt(0, 0xffffffff) >>> 0, randInt(0, 0xffffffff) >>> 0); while (!isFinite(d));
  values.push(d);
}
for (let i = 0; i < 450; i++) { // "human" decimals
  const scale = 10 ** randInt(0, 8);
  values.push((rand() < 0.2 ? -1 : 1) * Math.round(rand() * 10 ** randInt(1, 12)) / scale);
}
for (let i = 0; i < 150; i++) values.push(Math.floor(rand() * 2 ** randInt(1, 70)) * (rand() < 0.3 ? -1 : 1));
for (let i = 0; i < 100; i++) values.push(randInt(0, 1000) + randInt(0, 8) / 8); // exact halves/eighths

const out = [];
for (const d of values) {
  const h = hex(d);
  out.push(`str ${h} 0 ${String(d)}`);
  for (const r of [randInt(2, 36), [2, 16, 36, 3, 7][randInt(0, 4)]].slice(0, rand() < 0.3 ? 2 : 1)) out.push(`radix ${h} ${r} ${d.toString(r)}`);
  for (const f of [randInt(0, 6), randInt(0, 100)]) out.push(`fixed ${h} ${f} ${d.toFixed(f)}`);
  for (const p of [randInt(1, 21), randInt(1, 100)].slice(0, rand() < 0.5 ? 2 : 1)) out.push(`prec ${h} ${p} ${d.toPrecision(p)}`);
  out.push(`exp ${h} -1 ${d.toExponential()}`);
  for (const f of [randInt(0, 20), randInt(0, 100)].slice(0, rand() < 0.5 ? 2 : 1)) out.push(`exp ${h} ${f} ${d.toExponential(f)}`);
  out.push(`int32 ${h} 0 ${d | 0}`);
  const t = Number.isNaN(d) ? 0 : Math.trunc(d) + 0;
  out.push(`toint ${h} 0 ${hex(t)}`);
}

// ---- StringToNumber ----
const strings = ['', ' ', '0', '-0', '+0', '00', '0x1F', '0X1f', '0b101', '0B11', '0o17', '0O7', '0x',
  '0b', '0o', '0b2', '0o8', '0xg', '-0x1F', '+0x1F', 'Infinity', '+Infinity', '-Infinity', 'infinity',
  'INFINITY', 'Infinityx', 'NaN', '1e3', '1E3', '1e+3', '1e-3', '1e', '1e+', 'e3', '.5', '5.', '.',
  '+.5', '-.5e1', '1_000', '1,000', ' \t\n\r\v\f12\u00a0\ufeff', '\u2028 7 \u2029', '\u3000-3\u205f',
  '\u180e5', '12abc', '0.0000001', '1e400', '-1e400', '1e-400', '123456789012345678901234567890',
  '0x1fffffffffffff', '0x20000000000001', '0x20000000000003', '0x1fffffffffffffff',
  '0x' + 'f'.repeat(300), '0b' + '1'.repeat(70), '0o' + '7'.repeat(30), '9007199254740993',
  '2.2250738585072011e-308', '2.2250738585072014e-308', '4.9406564584124654e-324',
  '2.4703282292062327e-324', '2.4703282292062328e-324', '1.7976931348623158e308',
  '1.7976931348623159e308', '0.' + '0'.repeat(400) + '1e400', '1' + '0'.repeat(400) + 'e-400',
  '9007199254740992.' + '0'.repeat(900) + '1', '9007199254740993' + '0'.repeat(900) + 'e-900',
  '1e1000000000000', '1e-1000000000000', '00012', '-00.0012e+0002', '1.2.3', '--1', '+-1',
  '1 2', '\u00a0', '0x 1', 'Infinity ', ' -Infinity', '1e0x', '0e99999', '٣'];
for (let i = 0; i < 400; i++) {
  const d = values[randInt(0, values.length - 1)];
  const forms = [String(d), d.toExponential(), d.toPrecision(randInt(1, 30)), d.toFixed(randInt(0, 30)),
    String(d).toUpperCase(), ' ' + String(d) + '\n', '0' + String(d)];
  strings.push(forms[randInt(0, forms.length - 1)]);
}
for (let i = 0; i < 100; i++) {
  let s = '';
  const n = randInt(1, 40);
  for (let j = 0; j < n; j++) s += '0123456789'[randInt(0, 9)];
  if (rand() < 0.5) s = s.slice(0, randInt(0, s.length)) + '.' + s.slice(randInt(0, s.length));
  if (rand() < 0.5) s += 'e' + (rand() < 0.5 ? '-' : '') + randInt(0, 330);
  strings.push(s);
}
for (let i = 0; i < 60; i++) {
  let s = '0x';
  const n = randInt(1, 30);
  for (let j = 0; j < n; j++) s += '0123456789abcdefABCDEF'[randInt(0, 21)];
  strings.push(s);
}
for (const s of strings) {
  let units = [];
  for (let i = 0; i < s.length; i++) units.push(s.charCodeAt(i).toString(16));
  out.push(`s2n ${units.length ? units.join(',') : '-'} 0 ${hex(Number(s))}`);
}
process.stdout.write(out.join('\n') + '\n');
