/* test_vm_api.c - Criterion tests of persistent VMs (secexec_vm_*): sessions checked against node, limits, threads. */
#include <criterion/criterion.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/testing.h"
#include "secexec.h"

TestSuite(vm_api, .timeout = 120);

static secexec_options defaults(void) {
    secexec_options o;
    secexec_options_init(&o);
    return o;
}

static const char *text(const char *s) { return s != NULL ? s : ""; }

/* Evaluate src in vm and expect the JSON value `expected`. */
static void expect_value(secexec_vm *vm, const char *src, const char *expected) {
    secexec_result *r = secexec_vm_evaluate(vm, src);
    cr_assert_not_null(r);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s: %s", src, text(r->error.message));
    cr_assert(r->has_value, "%s: no value", src);
    cr_assert_str_eq(r->value_json, expected, "%s", src);
    secexec_result_free(r);
}

/* Evaluate src in vm and expect the error code `code`. */
static void expect_code(secexec_vm *vm, const char *src, secexec_error_code code) {
    secexec_result *r = secexec_vm_evaluate(vm, src);
    cr_assert_not_null(r);
    cr_assert_eq(r->error.code, code, "%s: got %s (%s)", src, r->error.code_str, text(r->error.message));
    secexec_result_free(r);
}

/* ----------------------------------------------------------------------------------------- */
/* Sessions: the same programs run by node in one vm context (vm_sessions.txt)               */
/* ----------------------------------------------------------------------------------------- */

static FILE *open_sessions(void) {
    const char *src = __FILE__;
    const char *slash = strrchr(src, '/');
    int dir = slash ? (int)(slash - src + 1) : 0;
    char path[4096];
    snprintf(path, sizeof path, "%.*svm_sessions.txt", dir, src);
    return fopen(path, "r");
}

static void chomp(char *line) {
    size_t n = strlen(line);
    while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = 0;
}

/* Compare one result with node's line ("undefined", "value JSON" or "throws Name: message").
 * Syntax errors are compared by name only: secexec reports them in tsc's words (TS2451). */
static void check_step(const secexec_result *r, const char *src, const char *node) {
    if (strcmp(node, "undefined") == 0) {
        cr_expect_eq(r->outcome, SECEXEC_SUCCEEDED, "%s: %s", src, text(r->error.message));
        cr_expect(!r->has_value, "%s: unexpected value %s", src, text(r->value_json));
    } else if (strncmp(node, "value ", 6) == 0) {
        cr_expect_eq(r->outcome, SECEXEC_SUCCEEDED, "%s: %s", src, text(r->error.message));
        cr_expect_str_eq(text(r->value_json), node + 6, "%s", src);
    } else {
        cr_assert(strncmp(node, "throws ", 7) == 0, "bad line %s", node);
        const char *name = node + 7, *colon = strchr(name, ':');
        cr_assert_not_null(colon);
        cr_expect(r->has_error, "%s: succeeded", src);
        cr_expect(strlen(text(r->error.name)) == (size_t)(colon - name) &&
                      strncmp(r->error.name, name, (size_t)(colon - name)) == 0,
                  "%s: error %s, node %s", src, text(r->error.name), name);
        if (strncmp(name, "SyntaxError", 11) != 0) cr_expect_str_eq(text(r->error.message), colon + 2, "%s", src);
    }
}

Test(vm_api, sessions_match_node) {
    FILE *f = open_sessions();
    cr_assert_not_null(f, "cannot open vm_sessions.txt next to %s", __FILE__);
    char line[1024], src[1024] = "";
    secexec_options o = defaults();
    secexec_vm *vm = NULL;
    int steps = 0;
    while (fgets(line, sizeof line, f)) {
        chomp(line);
        if (line[0] == '=') {
            secexec_vm_free(vm);
            vm = secexec_vm_new(&o);
            cr_assert_not_null(vm);
        } else if (line[0] == '>') {
            snprintf(src, sizeof src, "%s", line + 2);
        } else if (line[0] == '<') {
            secexec_result *r = secexec_vm_evaluate(vm, src);
            cr_assert_not_null(r);
            check_step(r, src, line + 2);
            secexec_result_free(r);
            steps++;
        }
    }
    fclose(f);
    secexec_vm_free(vm);
    cr_assert_gt(steps, 40);
}

/* ----------------------------------------------------------------------------------------- */
/* What node's vm contexts cannot show: TypeScript, top-level await, isolation, limits        */
/* ----------------------------------------------------------------------------------------- */

Test(vm_api, typescript_declarations_and_await_persist) {
    secexec_options o = defaults();
    secexec_vm *vm = secexec_vm_new(&o);
    secexec_result *r = secexec_vm_execute(vm, "enum Color { Red, Green } interface P { x: number } "
                                               "const origin: P = { x: 3 }; let late = await Promise.resolve(6);");
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", text(r->error.message));
    cr_assert(!r->has_value);
    secexec_result_free(r);
    expect_value(vm, "[Color.Green, Color[0], origin.x, late]", "[1,\"Red\",3,6]");
    secexec_vm_free(vm);
}

Test(vm_api, inputs_and_output_per_call) {
    secexec_options o = defaults();
    o.inputs_json = "{\"prices\":[5,10,27]}";
    secexec_vm *vm = secexec_vm_new(&o);
    secexec_result *a =
        secexec_vm_execute(vm, "const total = inputs.prices.reduce((s, p) => s + p, 0); console.log('a', total)");
    secexec_result *b = secexec_vm_execute(vm, "console.log('b', total, inputs.prices.length)");
    cr_assert_str_eq(a->stdout_text, "a 42\n");
    cr_assert_str_eq(b->stdout_text, "b 42 3\n"); /* only this call's output */
    secexec_result_free(a);
    secexec_result_free(b);
    secexec_vm_free(vm);
}

static void answer_42(void *user_data, const char *collection, const char *function, const char *input_json,
                      secexec_host_call *call) {
    (void)collection;
    (void)function;
    (void)input_json;
    ++*(int *)user_data;
    secexec_host_call_resolve(call, "42");
}

Test(vm_api, host_functions_in_every_call) {
    int calls = 0;
    secexec_host_function fns[] = {{"get", NULL, NULL, answer_42, &calls, NULL, false}};
    secexec_host_collection cols[] = {{"kv", NULL, fns, 1}};
    secexec_options o = defaults();
    o.host_collections = cols;
    o.host_collection_count = 1;
    secexec_vm *vm = secexec_vm_new(&o);
    expect_value(vm, "const saved = kv.get; let first = await kv.get(1); first", "42");
    expect_value(vm, "[first, await saved(2), await kv.get(3)]", "[42,42,42]"); /* kept and fresh */
    expect_value(vm, "kv.get(4)", "42");
    cr_assert_eq(calls, 4);
    secexec_vm_free(vm);
}

/* Math.random continues across the calls of a VM, and two VMs with one seed give one sequence. */
Test(vm_api, random_sequence_continues) {
    secexec_options o = defaults();
    o.random_seed = 7;
    secexec_vm *one = secexec_vm_new(&o), *two = secexec_vm_new(&o);
    secexec_result *a = secexec_vm_evaluate(one, "Math.random()");
    secexec_result *b = secexec_vm_evaluate(one, "Math.random()");
    secexec_result *c = secexec_vm_evaluate(two, "[Math.random(), Math.random()]");
    char both[128];
    snprintf(both, sizeof both, "[%s,%s]", a->value_json, b->value_json);
    cr_assert_str_neq(a->value_json, b->value_json);
    cr_assert_str_eq(c->value_json, both);
    secexec_result_free(a);
    secexec_result_free(b);
    secexec_result_free(c);
    secexec_vm_free(one);
    secexec_vm_free(two);
}

Test(vm_api, vms_are_isolated) {
    secexec_options o = defaults();
    secexec_vm *one = secexec_vm_new(&o), *two = secexec_vm_new(&o);
    expect_value(one, "let shared = 'one'; globalThis.g = 1; Array.prototype.extra = 5; shared", "\"one\"");
    expect_code(two, "shared", SECEXEC_ERR_UNCAUGHT_EXCEPTION);
    expect_value(two, "[typeof g, typeof [].extra]", "[\"undefined\",\"undefined\"]");
    expect_value(two, "let shared = 'two'; shared", "\"two\""); /* no clash with the other VM */
    expect_value(one, "[shared, g, [].extra]", "[\"one\",1,5]");
    secexec_vm_free(one);
    secexec_vm_free(two);
}

Test(vm_api, instruction_budget_is_per_call) {
    secexec_options o = defaults();
    o.max_instructions = 20000;
    secexec_vm *vm = secexec_vm_new(&o);
    /* each call may use almost the whole budget: the count starts again at every call */
    for (int i = 0; i < 5; i++) {
        secexec_result *r = secexec_vm_execute(vm, "var n = 0; for (let i = 0; i < 2000; i++) n++;");
        cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "call %d: %s", i, text(r->error.message));
        cr_assert_gt(r->instructions, 10000); /* two calls need more than one budget */
        cr_assert_lt(r->instructions, 20000);
        secexec_result_free(r);
    }
    expect_code(vm, "while (true) { n++; }", SECEXEC_ERR_INSTRUCTION_LIMIT);
    expect_value(vm, "n > 2000", "true"); /* what the stopped call did is kept */
    secexec_vm_free(vm);
}

Test(vm_api, timeout_is_per_call) {
    secexec_options o = defaults();
    o.timeout_ms = 100;
    o.max_instructions = (uint64_t)1 << 50; /* only the clock can stop the loop */
    secexec_vm *vm = secexec_vm_new(&o);
    expect_code(vm, "var spins = 0; while (true) spins++;", SECEXEC_ERR_TIMEOUT);
    secexec_result *r = secexec_vm_evaluate(vm, "while (true) spins++;");
    cr_assert_eq(r->error.code, SECEXEC_ERR_TIMEOUT);
    cr_assert_geq(r->duration_ms, 90, "the second call got %.1f ms, not a new 100", r->duration_ms);
    secexec_result_free(r);
    expect_value(vm, "spins > 0", "true");
    secexec_vm_free(vm);
}

Test(vm_api, cancel_and_syntax_errors_leave_the_vm_usable) {
    secexec_options o = defaults();
    secexec_vm *vm = secexec_vm_new(&o);
    expect_value(vm, "let kept = 41; kept", "41");
    expect_code(vm, "let broken = ;", SECEXEC_ERR_SYNTAX_ERROR);
    expect_code(vm, "let kept = 1", SECEXEC_ERR_SYNTAX_ERROR);
    expect_code(vm, "Promise.reject(new Error('lost'))", SECEXEC_ERR_UNCAUGHT_EXCEPTION);
    expect_code(vm, "new Promise(() => {})", SECEXEC_ERR_NEVER_SETTLED);
    expect_code(vm, "function deep(): number { return deep() + 1 } deep()", SECEXEC_ERR_UNCAUGHT_EXCEPTION);
    expect_value(vm, "kept + 1", "42");
    secexec_vm_free(vm);
}

Test(vm_api, memory_cap_applies_over_the_life) {
    secexec_options o = defaults();
    o.max_memory_bytes = 4u << 20;
    secexec_vm *vm = secexec_vm_new(&o);
    size_t before = secexec_vm_memory(vm);
    /* 1.5 MB kept per call: the third call cannot fit beside the first two */
    const char *grow = "keep.push('x'.repeat(1500000).split('')); keep.length";
    secexec_result *r = secexec_vm_execute(vm, "const keep: string[][] = [];");
    secexec_result_free(r);
    int succeeded = 0;
    for (int i = 0; i < 6; i++) {
        r = secexec_vm_evaluate(vm, grow);
        if (r->outcome == SECEXEC_SUCCEEDED) succeeded++;
        else cr_assert_eq(r->error.code, SECEXEC_ERR_MEMORY_LIMIT, "%s", text(r->error.message));
        secexec_result_free(r);
    }
    cr_assert_lt(succeeded, 6, "the cap did not hold over the VM's life");
    cr_assert_gt(secexec_vm_memory(vm), before);
    cr_assert_leq(secexec_vm_memory(vm), o.max_memory_bytes);
    expect_value(vm, "keep.length = 0; 'freed'", "\"freed\"");
    expect_value(vm, "keep.push('y'.repeat(1000).split('')); keep.length", "1"); /* usable again */
    secexec_vm_free(vm);
}

/* Issue #6: an idle VM is small (the realm's interned names are shared, vm/image.c). It was
 * 59,424 bytes before issue #17's built-ins (Reflect, the console's table/group/count/time, the
 * Set methods, groupBy, generators, the Iterator helpers, Intl: about 170 bytes per native
 * function) made it 71,024; Symbol, its well-known symbols and iterators and `Function` made it
 * about 74 KB; BigInt, RegExp.prototype[Symbol.match] & co., the Symbol.species getters and
 * Date.prototype[Symbol.toPrimitive] (17 natives, 6 symbols) about 78 KB. Issue #20: the intern
 * table of those names is shared too (each VM's own starts empty): 74,256 bytes; and the native
 * functions' own `length` and `name` (one read-only copy for all VMs): 57,664 bytes; and the
 * natives a single property holds made on first use (vm/image.c, lazy natives): 32,616 bytes. */
Test(vm_api, idle_vm_is_small) {
    secexec_options o = defaults();
    secexec_vm *vm = secexec_vm_new(&o);
    cr_assert_not_null(vm);
    cr_assert_lt(secexec_vm_memory(vm), 34u * 1024, "a new VM holds %zu bytes", secexec_vm_memory(vm));
    secexec_vm_free(vm);
}

/* Issue #20: most built-in functions are made on first use (vm/image.c, "lazy natives"). The
 * guest sees no difference: the key lists of built-ins (order included) are the same before any
 * of their values is read and after every one was, a function is the same object however it is
 * reached, and a VM's changes show in no other VM. */
static const char *KEY_LISTS =
    "const all: any[] = [globalThis, Math, JSON, Reflect, Object, Array, Array.prototype, String.prototype,\n"
    "  Number, Number.prototype, Promise, Promise.prototype, Map.prototype, Set.prototype, Intl, console,\n"
    "  Date.prototype, RegExp.prototype, Symbol, Object.prototype, Function.prototype, BigInt.prototype];\n"
    "const keys = () => all.map(o => Reflect.ownKeys(o).map(String).join() + '/' +\n"
    "  Object.getOwnPropertyNames(o).length + '/' + Object.keys(o).join()).join('|');\n";

Test(vm_api, lazy_built_ins_look_made) {
    secexec_options o = defaults();
    secexec_vm *vm = secexec_vm_new(&o), *other = secexec_vm_new(&o);
    cr_assert(vm != NULL && other != NULL);
    size_t fresh = secexec_vm_memory(vm);
    secexec_result *r = secexec_vm_evaluate(vm, KEY_LISTS);
    cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s", text(r->error.message));
    secexec_result_free(r);
    expect_value(vm, "const before = keys(); before.length > 3000", "true");
    /* every value read (descriptors: no getter runs), then the same lists again */
    expect_value(vm,
                 "let n = 0; for (const o of all) for (const k of Reflect.ownKeys(o))\n"
                 "  if (Reflect.getOwnPropertyDescriptor(o, k) !== undefined) n++;\n"
                 "keys() === before && n > 400",
                 "true");
    expect_value(vm,
                 "const f = Math.abs; [f === Math.abs, Array.prototype[Symbol.iterator] === Array.prototype.values,\n"
                 " [].map === Array.prototype.map, JSON.parse.name, Math.max.length, Math.abs(-2)]",
                 "[true,true,true,\"parse\",2,2]");
    cr_assert_gt(secexec_vm_memory(vm), fresh + 20000, "reading every built-in made them: %zu -> %zu", fresh,
                 secexec_vm_memory(vm));
    /* a changed built-in is this VM's own; the other VM's is made as the image has it */
    expect_value(vm, "Math.abs.tag = 1; delete (Math as any).max; 'max' in Math", "false");
    expect_value(other, "[typeof (Math.abs as any).tag, typeof Math.max, Math.max(1, 5)]",
                 "[\"undefined\",\"function\",5]");
    secexec_vm_free(vm);
    secexec_vm_free(other);
}

/* Making a built-in's functions on first use is an allocation like any other: past the memory
 * cap the call ends with memory_limit (never a crash or a half-made value), at every limit. */
Test(vm_api, lazy_built_ins_under_the_memory_cap) {
    secexec_options o = defaults();
    secexec_vm *probe = secexec_vm_new(&o);
    size_t base = secexec_vm_memory(probe);
    secexec_vm_free(probe);
    int refused = 0, ran = 0;
    for (size_t extra = 0; extra <= 40000; extra += 500) {
        o.max_memory_bytes = base + extra;
        secexec_vm *vm = secexec_vm_new(&o);
        if (vm == NULL) continue;
        for (int k = 0; k < 2; k++) {
            secexec_result *r = secexec_vm_evaluate(vm, "Math.abs(-1) + Math.max(1, 2) + [3].map(x => x)[0]");
            cr_assert_not_null(r);
            if (r->outcome == SECEXEC_SUCCEEDED) {
                cr_assert_str_eq(r->value_json, "6");
                ran++;
            } else {
                cr_assert_eq(r->error.code, SECEXEC_ERR_MEMORY_LIMIT, "limit +%zu: %s (%s)", extra, r->error.code_str,
                             text(r->error.message));
                refused++;
            }
            secexec_result_free(r);
        }
        secexec_vm_free(vm);
    }
    cr_assert(refused > 0 && ran > 0, "refused %d, ran %d", refused, ran);
}

/* A saved VM keeps its built-ins as they were: untouched ones stay lazy (named by their place in
 * the image), a made native as the image has it is named by its number (made again, the same
 * object wherever it is held), a changed holder is written whole, its natives made first (JSON
 * here: made not extensible without any value read). */
Test(vm_api, lazy_built_ins_survive_save_and_restore) {
    secexec_options o = defaults();
    secexec_vm *vm = secexec_vm_new(&o);
    cr_assert_not_null(vm);
    expect_value(vm,
                 "(Math.abs as any).tag = 'kept'; Object.preventExtensions(JSON); const j = JSON; const m = Math;\n"
                 "const f = Array.prototype.map; const s = Math.sign; 0",
                 "0");
    const char *check =
        "[(Math.abs as any).tag, Object.isExtensible(JSON), j === JSON, JSON.stringify([1]), m === Math,\n"
        " f === [].map, f.call([1], (x: number) => x + 1)[0], s === Math.sign,\n"
        " Reflect.ownKeys(Reflect).length, [2, 1].sort().join(), Object.getOwnPropertyNames(JSON).join()]";
    const char *expected = "[\"kept\",false,true,\"[1]\",true,true,2,true,13,\"1,2\",\"parse,stringify\"]";
    unsigned char *bytes = NULL;
    size_t len = 0;
    char err[256];
    cr_assert(secexec_vm_save(vm, NULL, &bytes, &len, err, sizeof err), "%s", err);
    secexec_vm *back = secexec_vm_restore(bytes, len, &o, err, sizeof err);
    cr_assert_not_null(back, "%s", err);
    expect_value(back, check, expected);
    expect_value(vm, check, expected);
    free(bytes);
    secexec_vm_free(back);
    secexec_vm_free(vm);
}

/* The natives' `length` and `name` are shared read-only between VMs until one writes: every way
 * to change them (delete, defineProperty with a value, a getter or writable, freeze, seal,
 * preventExtensions, a new property) works as in node in one VM and shows in no other. */
Test(vm_api, shared_native_properties_copied_on_write) {
    secexec_options o = defaults();
    secexec_vm *a = secexec_vm_new(&o), *b = secexec_vm_new(&o);
    cr_assert(a != NULL && b != NULL);
    expect_value(a,
                 "const r: any[] = [];\n"
                 "delete (Math.abs as any).name; r.push(Object.getOwnPropertyNames(Math.abs).join());\n"
                 "Object.defineProperty(Math.max, 'name', { value: 'biggest' }); r.push(Math.max.name);\n"
                 "Object.freeze(Math.min);\n"
                 "r.push(Object.isFrozen(Math.min), Object.getOwnPropertyDescriptor(Math.min, 'name')!.configurable);\n"
                 "Object.seal(Math.floor); r.push(Object.isSealed(Math.floor));\n"
                 "Object.defineProperty(Math.ceil, 'length', { writable: true }); (Math.ceil as any).length = 5;\n"
                 "r.push(Math.ceil.length);\n"
                 "Object.defineProperty(Math.round, 'name', { get() { return 'got'; } }); r.push(Math.round.name);\n"
                 "(Math.sqrt as any).extra = 1; r.push(Object.keys(Math.sqrt).join());\n"
                 "delete (JSON.stringify as any).length; delete (JSON.stringify as any).name;\n"
                 "r.push(Object.getOwnPropertyNames(JSON.stringify).length);\n"
                 "Object.preventExtensions(Math.sign); r.push(Object.isExtensible(Math.sign)); r.join(' ')",
                 "\"length biggest true false true 5 got extra 0 false\""); /* node 20's answer */
    const char *originals = "[Math.abs.name, Math.max.name, Object.isFrozen(Math.min), Object.isSealed(Math.floor),\n"
                            " Math.ceil.length, Math.round.name, Object.keys(Math.sqrt).length,\n"
                            " JSON.stringify.name + JSON.stringify.length, Object.isExtensible(Math.sign)].join(' ')";
    expect_value(b, originals, "\"abs max false false 1 round 0 stringify3 true\"");
    secexec_vm_free(a);
    secexec_vm_free(b);
    secexec_vm *c = secexec_vm_new(&o); /* a VM made after: from the image, which nothing changed */
    cr_assert_not_null(c);
    expect_value(c, originals, "\"abs max false false 1 round 0 stringify3 true\"");
    secexec_vm_free(c);
}

/* Names a VM interns go to its own table (the image's is shared and read-only): thousands of
 * new names in one VM, swept by the collector and made again, leave another VM as small and
 * find the same properties. */
Test(vm_api, interned_names_are_per_vm) {
    secexec_options o = defaults();
    secexec_vm *a = secexec_vm_new(&o), *b = secexec_vm_new(&o);
    cr_assert(a != NULL && b != NULL);
    size_t before = secexec_vm_memory(b);
    expect_value(
        a,
        "const o: any = {}; for (let i = 0; i < 3000; i++) o['name' + i] = i;\n"
        "let junk: any[] = []; for (let i = 0; i < 20000; i++) { const t: any = {}; t['tmp' + i] = i; junk.push(t); }\n"
        "junk = []; for (let i = 0; i < 50000; i++) junk.push({ i }); junk = [];\n"
        "let sum = 0; for (let i = 0; i < 3000; i++) sum += o['na' + 'me' + i]; sum",
        "4498500");
    expect_value(a, "Object.keys(o).length", "3000");
    const char *src = "const o: any = {}; o['name' + 7] = 1; Object.keys(o).join()";
    expect_value(b, src, "\"name7\"");
    /* (the same program in a VM of its own: the built-ins it uses are made on first use) */
    secexec_vm *c = secexec_vm_new(&o);
    size_t control = secexec_vm_memory(c);
    expect_value(c, src, "\"name7\"");
    control = secexec_vm_memory(c) - control;
    cr_assert_lt(secexec_vm_memory(b), before + control + 4096, "b grew from %zu to %zu bytes (%zu alone)", before,
                 secexec_vm_memory(b), control);
    secexec_vm_free(a);
    secexec_vm_free(b);
    secexec_vm_free(c);
}

/* The shared names are only names: changing built-ins in one VM shows in no other, and names
 * built at run time find the built-ins' properties. */
Test(vm_api, built_in_names_shared_but_built_ins_private) {
    secexec_options o = defaults();
    secexec_vm *a = secexec_vm_new(&o), *b = secexec_vm_new(&o);
    expect_value(a, "delete (Math as any).abs; (Math as any).max = 7; typeof Math.abs + Math.max", "\"undefined7\"");
    expect_value(b, "const k = 'ab' + 's'; typeof (Math as any)[k] + Math.max(1, 2)", "\"function2\"");
    expect_value(a, "Object.getOwnPropertyNames(Math).includes('abs')", "false");
    expect_value(b, "Object.getOwnPropertyNames(Math).includes('abs')", "true");
    secexec_vm_free(a);
    secexec_vm_free(b);
}

Test(vm_api, too_small_memory_limit_gives_no_vm) {
    secexec_options o = defaults();
    o.max_memory_bytes = 1024;
    cr_assert_null(secexec_vm_new(&o));
}

/* ----------------------------------------------------------------------------------------- */
/* Many VMs on two threads                                                                   */
/* ----------------------------------------------------------------------------------------- */

#define VMS_PER_THREAD 50
#define ROUNDS 20

typedef struct vm_thread {
    int id;
    int correct;
} vm_thread;

/* Each thread keeps its own VMs; each VM counts its own calls in a top-level let. */
static void *vm_thread_main(void *arg) {
    vm_thread *t = arg;
    secexec_options o = defaults();
    secexec_vm *vms[VMS_PER_THREAD];
    for (int i = 0; i < VMS_PER_THREAD; i++) {
        char src[96];
        vms[i] = secexec_vm_new(&o);
        snprintf(src, sizeof src, "let calls = 0; const id = %d;", t->id * 1000 + i);
        secexec_result_free(secexec_vm_execute(vms[i], src));
    }
    for (int round = 1; round <= ROUNDS; round++) {
        for (int i = 0; i < VMS_PER_THREAD; i++) {
            char want[64];
            secexec_result *r = secexec_vm_evaluate(vms[i], "++calls; [id, calls]");
            snprintf(want, sizeof want, "[%d,%d]", t->id * 1000 + i, round);
            if (r != NULL && r->outcome == SECEXEC_SUCCEEDED && strcmp(r->value_json, want) == 0) t->correct++;
            secexec_result_free(r);
        }
    }
    for (int i = 0; i < VMS_PER_THREAD; i++) secexec_vm_free(vms[i]);
    return NULL;
}

Test(vm_api, many_vms_on_two_threads) {
    vm_thread threads[2] = {{1, 0}, {2, 0}};
    pthread_t tid[2];
    for (int i = 0; i < 2; i++) cr_assert_eq(pthread_create(&tid[i], NULL, vm_thread_main, &threads[i]), 0);
    for (int i = 0; i < 2; i++) pthread_join(tid[i], NULL);
    for (int i = 0; i < 2; i++)
        cr_assert_eq(threads[i].correct, VMS_PER_THREAD * ROUNDS, "thread %d: %d right", i, threads[i].correct);
}

/* ----------------------------------------------------------------------------------------- */
/* Refused allocations during later calls: every outcome is a result, nothing leaks           */
/* ----------------------------------------------------------------------------------------- */

static const char *const oom_session[] = {
    "let list = [1, 2, 3]; function twice(n: number) { return n * 2; } class Box { v = 1 }",
    "list.map(twice).join(',') + new Box().v",
    "const late = `${list.length}`; let list = 0",
    "var total = 0; for (const n of list) total += twice(n); total",
};

/* Run the session in a new VM; every result must be a result. */
static void run_oom_session(const secexec_options *o, uint64_t n) {
    secexec_vm *vm = secexec_vm_new(o);
    cr_assert_not_null(vm, "allocation %llu", (unsigned long long)n);
    for (size_t i = 0; i < sizeof oom_session / sizeof *oom_session; i++) {
        secexec_result *r = secexec_vm_evaluate(vm, oom_session[i]);
        cr_assert_not_null(r);
        cr_assert(r->outcome == SECEXEC_SUCCEEDED || r->has_error, "allocation %llu", (unsigned long long)n);
        secexec_result_free(r);
    }
    secexec_vm_free(vm);
}

/* Allocation n of the VM's life is refused, for about 500 n spread over the four calls (VM
 * creation, as injection builds it from scratch, comes first and is not swept). */
Test(vm_api, refused_allocations_in_later_calls) {
    secexec_options o = defaults();
    secexec__test_mem mem;
    secexec__test_fail_after(UINT64_MAX); /* counted, never refused */
    secexec_vm_free(secexec_vm_new(&o));
    secexec__test_last_mem(&mem);
    uint64_t created = mem.allocations;
    secexec__test_fail_after(UINT64_MAX);
    run_oom_session(&o, 0);
    secexec__test_last_mem(&mem);
    uint64_t total = mem.allocations, step = (total - created) / 500 + 1;
    int points = 0;
    for (uint64_t n = created + 1; n <= total; n += step) {
        secexec__test_fail_after(n);
        run_oom_session(&o, n);
        secexec__test_last_mem(&mem);
        cr_assert_eq(mem.leaked_bytes, 0, "allocation %llu: %zu bytes leaked", (unsigned long long)n, mem.leaked_bytes);
        points += mem.failed;
    }
    secexec__test_fail_after(0);
    cr_assert_gt(points, 100, "only %d refusals happened", points);
}

/* VMs copied from the realm image free only what the image's objects came to own outside the
 * image: built-ins changed in every way must still leave nothing behind. */
Test(vm_api, disposal_after_changed_built_ins_leaves_nothing) {
    static const char *const programs[] = {
        "0",
        "delete Math.max; Math.extra = 1; 0",
        "delete JSON.parse; JSON.x = 2; JSON.y = 3; 0",
        "String.prototype.x = 1; delete String.prototype.x; String.prototype.y = 2; 0",
        "let p = Promise.resolve(1); await p; 0",
        "globalThis.q = [1, 2, 3]; Array.prototype.push.call(globalThis.q, 4); 0",
    };
    secexec_options o = defaults();
    secexec__test_mem mem;
    for (size_t i = 0; i < sizeof programs / sizeof *programs; i++) {
        secexec_result *r = secexec_evaluate(programs[i], &o);
        cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s: %s", programs[i], text(r->error.message));
        secexec_result_free(r);
        secexec__test_last_mem(&mem);
        cr_assert_eq(mem.leaked_bytes, 0, "%s: %zu bytes", programs[i], mem.leaked_bytes);
        secexec_vm *vm = secexec_vm_new(&o);
        r = secexec_vm_evaluate(vm, programs[i]);
        cr_assert_eq(r->outcome, SECEXEC_SUCCEEDED, "%s: %s", programs[i], text(r->error.message));
        secexec_result_free(r);
        secexec_vm_free(vm);
        secexec__test_last_mem(&mem);
        cr_assert_eq(mem.leaked_bytes, 0, "persistent %s: %zu bytes", programs[i], mem.leaked_bytes);
    }
}
