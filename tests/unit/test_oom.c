/* test_oom.c - allocation-failure injection (issue 7): for each program below, run it once to
 * count the VM's accounted allocations A, then again with the N-th allocation (and every later
 * one) refused, for every N from 1 to A + 1. Every run must end cleanly - succeeded, or failed
 * with memory_limit (or the program's own error when the failure happens after it) - with a
 * well-formed result, the VM must dispose with no accounted byte left (leaked_bytes == 0), and
 * under the asan preset LeakSanitizer checks that no host memory leaks either.
 * The hook is private to the tests: api/testing.h. */
#include <criterion/criterion.h>
#include <cjson/cJSON.h>
#include <stdio.h>
#include <string.h>

#include "api/testing.h"
#include "secexec.h"

TestSuite(oom, .timeout = 600);

static secexec_result *run_one(const char *src, bool evaluate, const char *inputs) {
    secexec_options o;
    secexec_options_init(&o);
    o.inputs_json = inputs;
    o.max_output_bytes = 1 << 16;
    return evaluate ? secexec_evaluate(src, &o) : secexec_execute(src, &o);
}

/* The whole result must be usable: strings set, JSON of the result parses. */
static void check_well_formed(const secexec_result *r, const char *name, uint64_t n) {
    cr_assert_not_null(r, "%s @%llu: NULL result", name, (unsigned long long)n);
    cr_assert(r->has_error == (r->outcome != SECEXEC_SUCCEEDED), "%s @%llu", name, (unsigned long long)n);
    cr_assert_not_null(r->stdout_text);
    cr_assert_not_null(r->stderr_text);
    if (r->has_error) {
        cr_assert(r->error.code_str && r->error.name && r->error.message && r->error.stack);
        cr_assert_neq(r->error.code, SECEXEC_ERR_INTERNAL, "%s @%llu: internal error: %s", name, (unsigned long long)n,
                      r->error.message);
    }
    char *json = secexec_result_to_json(r);
    cr_assert_not_null(json);
    cJSON *j = cJSON_Parse(json);
    cr_assert_not_null(j, "%s @%llu: result JSON does not parse: %s", name, (unsigned long long)n, json);
    cJSON_Delete(j);
    free(json);
}

/* Sweep one program; returns the number of allocation points survived. */
static uint64_t sweep(const char *name, const char *src, bool evaluate, const char *inputs) {
    secexec__test_mem mem;
    /* injection armed but never reached: the same path as the injected runs (a VM built from
     * scratch, not copied from the realm image), so the count covers every allocation point */
    secexec__test_fail_after(UINT64_MAX);
    secexec_result *base = run_one(src, evaluate, inputs);
    secexec__test_fail_after(0);
    check_well_formed(base, name, 0);
    secexec__test_last_mem(&mem);
    cr_assert_eq(mem.leaked_bytes, 0, "%s: %zu accounted bytes leaked", name, mem.leaked_bytes);
    cr_assert(!mem.failed, "%s: the uninjected run ran out of memory", name);
    uint64_t total = mem.allocations;
    secexec_error_code base_code = base->error.code;
    cr_assert(total > 0);

    uint64_t survived = 0;
    for (uint64_t n = 1; n <= total + 1; n++) {
        secexec__test_fail_after(n);
        secexec_result *r = run_one(src, evaluate, inputs);
        secexec__test_fail_after(0);
        check_well_formed(r, name, n);
        secexec__test_last_mem(&mem);
        cr_assert_eq(mem.leaked_bytes, 0, "%s @%llu: %zu accounted bytes leaked at dispose", name,
                     (unsigned long long)n, mem.leaked_bytes);
        if (n <= total) {
            /* An allocation was refused: memory_limit, unless the program had already reached its
             * own outcome (e.g. a syntax error's diagnostics are host memory). */
            bool ok = (r->outcome == SECEXEC_FAILED && r->error.code == SECEXEC_ERR_MEMORY_LIMIT) ||
                      (r->outcome == base->outcome && r->error.code == base_code);
            cr_assert(ok, "%s @%llu/%llu: outcome %s (%s: %s), expected memory_limit", name, (unsigned long long)n,
                      (unsigned long long)total, r->outcome_str, r->error.code_str, r->error.message);
        } else {
            cr_assert_eq(r->outcome, base->outcome,
                         "%s @%llu: past the last allocation the run must "
                         "be unchanged",
                         name, (unsigned long long)n);
        }
        secexec_result_free(r);
        survived++;
    }
    secexec_result_free(base);
    fprintf(stderr, "oom sweep %-16s %6llu allocation points survived\n", name, (unsigned long long)survived);
    return survived;
}

#define SWEEP(name, evaluate, inputs, src)                                                                             \
    Test(oom, name) { sweep(#name, src, evaluate, inputs); }

SWEEP(bigints, true, NULL, /* libtommath's blocks go through the VM's allocator (vm/bigint.c) */
      "const f = (n: bigint): bigint => (n <= 1n ? 1n : n * f(n - 1n));\n"
      "const x = f(40n), y = 3n ** 90n;\n"
      "[String(x / y), String(x % y), (x << 70n).toString(16), String(-x >> 3n), String(BigInt('0x' + 'f'.repeat(40)) "
      "& y),\n"
      " String(BigInt.asIntN(64, x)), Number(x), new Map([[x, 1]]).get(f(40n))]")

SWEEP(objects, true, NULL,
      "const o: any = { a: 1, b: { c: [1, 2, 3], d: 'x' } };\n"
      "o.e = o.b.d + o.a; delete o.a; o['k' + 1] = { deep: { deeper: [o.b] } };\n"
      "const c = Object.assign({}, o, { f: null }); Object.freeze(c);\n"
      "[Object.keys(c), Object.entries(o.b).length, 'e' in c, JSON.stringify(c)]")

SWEEP(arrays, true, NULL,
      "const a: number[] = [];\n"
      "for (let i = 0; i < 200; i++) a.push(i * 7 % 13);\n"
      "const b = a.map((x) => x + 1).filter((x) => x % 2 === 0).sort((x, y) => y - x);\n"
      "const c = [...b.slice(0, 5), ...a.splice(3, 4)].concat([[1, [2]]] as any).flat(2);\n"
      "a.length = 10; [b.reduce((s, x) => s + x, 0), c, a.indexOf(6), a.reverse().join('-')]")

SWEEP(strings, true, NULL,
      "let s = '';\n"
      "for (let i = 0; i < 100; i++) s += String.fromCharCode(65 + (i % 26));\n"
      "const parts = s.split('A').map((p) => p.toLowerCase().padStart(4, '*'));\n"
      "const t = `${s.slice(2, 9)}|${'ab'.repeat(40)}|${'é€😀'.toUpperCase()}|${s.indexOf('XYZ')}`;\n"
      "[parts.join(','), t, s.replace('B', 'bee'), t.length, s.trim().at(-1)]")

SWEEP(closures, true, NULL,
      "function counter(start: number) {\n"
      "  let n = start;\n"
      "  return { inc: () => ++n, add: (k: number) => { n += k; return n; }, get: () => n };\n"
      "}\n"
      "const cs = [1, 2, 3].map(counter);\n"
      "const fns: (() => number)[] = [];\n"
      "for (let i = 0; i < 20; i++) fns.push(() => i * cs[i % 3].inc());\n"
      "fns.map((f) => f()).concat(cs.map((c) => c.add(10)))")

SWEEP(
    exceptions, true, NULL,
    "function thrower(d: number): number { if (d === 0) throw new RangeError('bottom'); return thrower(d - 1) + 1; }\n"
    "const out: string[] = [];\n"
    "for (let i = 0; i < 5; i++) {\n"
    "  try { thrower(i * 3); } catch (e: any) { out.push(e.name + ':' + e.message + ':' + (e.stack.length > 0)); }\n"
    "  finally { out.push('f' + i); }\n"
    "}\n"
    "try { (null as any).x; } catch (e: any) { out.push(e.message); }\n"
    "try { throw { custom: [1, 2] }; } catch (e: any) { out.push(JSON.stringify(e)); }\n"
    "out")

SWEEP(uncaught, false, NULL,
      "function f(x: any) { return x.y.z; }\n"
      "console.log('before');\n"
      "f({ y: null });\n")

SWEEP(promises, true, NULL,
      "async function delay(v: number): Promise<number> { await null; return v * 2; }\n"
      "async function main() {\n"
      "  const all = await Promise.all([1, 2, 3].map(delay));\n"
      "  const chained = await Promise.resolve(5).then((x) => x + 1).then((x) => { throw new Error('e' + x); })\n"
      "    .catch((e) => e.message).finally(() => {});\n"
      "  let acc = 0;\n"
      "  for (const p of [delay(4), delay(5)]) acc += await p;\n"
      "  const settled = await Promise.allSettled([Promise.reject(new Error('no')), delay(1)]);\n"
      "  return [all, chained, acc, settled.map((s) => s.status)];\n"
      "}\n"
      "main()")

SWEEP(json, true,
      "{\"users\":[{\"name\":\"ada\",\"tags\":[\"x\",\"y\"],\"age\":36},{\"name\":\"bob\",\"age\":null}],\"n\":1.5e3}",
      "const parsed = JSON.parse('{\"a\":[1,2,{\"b\":\"\\\\u00e9\"}],\"c\":true,\"d\":null}');\n"
      "const text = JSON.stringify({ parsed, inputs, extra: [undefined, () => 1, NaN] }, null, 2);\n"
      "const back = JSON.parse(text, (k, v) => (typeof v === 'number' ? v + 1 : v));\n"
      "[text.length, back.inputs.users[0].age, JSON.stringify(back.parsed)]")

SWEEP(console_log, false, NULL,
      "const nested: any = { a: [1, { b: [2, { c: [3, { d: 'deep' }] }] }], s: 'str', n: -0, u: undefined };\n"
      "nested.self = nested;\n"
      "console.log(nested, [1, 'two', [3, [4, [5, [6]]]]], new Error('boom').message);\n"
      "console.error('%s and %d', 'fmt', 42, { x: 1 });\n"
      "console.log(new Array(30).fill(0).map((_, i) => ({ i, sq: i * i })));\n"
      "console.info(null, true, 1.5e300, 'x'.repeat(100));\n")

SWEEP(classes, true, NULL,
      "class Animal { name: string; constructor(n: string) { this.name = n; } speak() { return this.name + ' makes a "
      "sound'; } }\n"
      "class Dog extends Animal { tricks: string[] = []; speak() { return super.speak() + ' (woof)'; }\n"
      "  get count() { return this.tricks.length; } learn(t: string) { this.tricks.push(t); return this; } }\n"
      "const d = new Dog('rex').learn('sit').learn('roll');\n"
      "[d.speak(), d.count, d instanceof Animal, Object.keys(d)]")

SWEEP(syntax_error, true, NULL, "let x = ;\nconst = 5;\nfunction (")

SWEEP(evaluate_value, true, NULL,
      "const v: any = { list: Array.from({ length: 50 }, (_, i) => ({ i, s: 'v' + i, neg: -i / 3 })) };\n"
      "v.when = { toJSON() { return 'custom'; } };\n"
      "v.lazy = { get x() { return [1, 2, 3]; } };\n"
      "v")

SWEEP(regexp, true, NULL,
      "const re = /(\\d{4})-(\\d{2})-(?<day>\\d{2})/g;\n"
      "const text = 'a 2024-03-15 b 1999-12-31 c';\n"
      "const all = [...text.matchAll(re)].map((m) => [m[1], m.groups!.day, m.index]);\n"
      "const replaced = text.replace(/\\d+/g, (d) => '<' + d.length + '>');\n"
      "[all, replaced, 'x,y;;z'.split(/[,;]+/), /^[a-z]+$/i.test('AbC'), new RegExp('b+', 'g').exec('abbbc')]")

SWEEP(dates, true, NULL,
      "const d = new Date(Date.UTC(2024, 1, 29, 13, 2, 3, 4)); d.setMonth(13, 5);\n"
      "console.log(d, [new Date(NaN)], { d });\n"
      "class Stamp extends Date {}\n"
      "[d.toString(), d.toUTCString(), d.toLocaleString(), JSON.stringify({ d }), String(new Date(NaN)), d + '',\n"
      " Date.parse('Tue, 05 Mar 2024 10:20:30 GMT'), new Stamp(0).toISOString(), Date(), Date.UTC(99, 1),\n"
      " d.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),\n"
      " d.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: false, timeZoneName: 'short' })]")

SWEEP(collections, true, NULL,
      "const m = new Map<any, any>([[1, 'one'], ['k', { v: [1, 2] }]]);\n"
      "const s = new Set([1, 2, 2, 3, 'x']);\n"
      "for (let i = 0; i < 40; i++) { m.set('key' + i, i); s.add(i % 7); }\n"
      "m.delete(1); s.delete('x');\n"
      "const w = new WeakMap<object, number>(); const o = {}; w.set(o, 5);\n"
      "[m.size, [...s].length, [...m.keys()].slice(0, 3), w.get(o), Array.from(s.values()).join('')]")

SWEEP(globals_and_errors, false, NULL,
      "const src: any = { n: [1, , 3], m: new Map([['k', new Set([1])]]), e: new RangeError('r', { cause: 'c' }) };\n"
      "src.self = src;\n"
      "const c = structuredClone(src);\n"
      "const q = encodeURIComponent('a b&é😀') + decodeURIComponent('%41%e2%82%ac') + encodeURI('/x y?');\n"
      "class AppError extends Error { constructor(m: string, public code: number) { super(m); this.name = 'AppError'; "
      "} }\n"
      "const arr: any[] = [1, [2]]; arr.push(arr);\n"
      "console.log(c.self === c, q, arr.join('-'), [3, 1, 2].toSorted((a, b) => (a > b) as any), "
      "Object.getOwnPropertyNames(AppError));\n"
      "console.log(new AppError('boom', 7), Promise.resolve([1]), Math);\n"
      "throw new AppError('uncaught', 9);\n")

SWEEP(
    newer_builtins, false, NULL,
    "const rows = [{ k: 'a', n: 1 }, { k: 'b', n: 2 }, { k: 'a', n: 3 }];\n"
    "const g = Object.groupBy(rows, (r) => r.k), m = Map.groupBy(rows, (r) => r.n % 2);\n"
    "const s = new Set([1, 2, 3]), t = new Set([3, 4]);\n"
    "console.log(g, m, s.union(t), s.intersection(t), s.difference(t), s.symmetricDifference(t), s.isSubsetOf(t));\n"
    "console.log(Reflect.ownKeys(g), Reflect.apply(Math.max, null, [1, 2]), Reflect.construct(Date, [0]).getTime());\n"
    "console.group('g'); console.table(rows); console.table(m); console.count(); console.count('x');\n"
    "console.time('t'); console.timeEnd('t'); console.assert(false, 'no %s', 'way'); console.groupEnd();\n"
    "const like: any = { length: 2, 0: 'x', 1: 'y' };\n"
    "Array.prototype.push.call(like, 'z'); console.log(Array.prototype.map.call(like, (v: string) => v + v));\n"
    "console.log(structuredClone([new Date(0), new Set([1])]));\n"
    "Promise.try(() => { throw new Error('late'); }).catch((e) => console.log(e.message));\n"
    "function* gen(n: number) { try { for (let i = 0; i < n; i++) yield [i, yield* [i]]; } finally { n = 0; } }\n"
    "console.log([...gen(3)], new Map(gen(2) as any));\n"
    "function F(this: any) { this.t = new.target; } console.log(new (F as any)().t === F);\n"
    "const hv: any = gen(4); console.log(hv.map((x: any) => x).filter(() => true).take(3).toArray(), "
    "([1, 2].values() as any).flatMap((x: number) => [x, x]).reduce((a: number, b: number) => a + b));\n"
    "function args() { return [...arguments]; } console.log((args as any)(1, 2));\n")
