/* test_lang.c - Criterion tests of a VM made with no language layer (vm/lang.h): bytecode that
 * needs no language runs; what does need one ends with a clean exception, never a crash. */
#include <criterion/criterion.h>

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "compiler/compiler.h"
#include "frontend/ast.h"
#include "stdlib/stdlib.h"
#include "vm/lang.h"

TestSuite(lang, .timeout = 60);

typedef struct outcome {
    sx_value value;
    char text[256]; /* the value or the thrown string, as text */
    bool threw;
} outcome;

/* Compile src (evaluate mode: the last expression is the result) and run it in vm. */
static outcome run_in(sx_vm *vm, const char *src) {
    outcome o = {0};
    sx_ast *ast = sx_parse(src, strlen(src), "main.ts", NULL, NULL);
    cr_assert_not_null(ast);
    cr_assert_eq(ast->diags.count, 0, "parse diagnostics for `%s`", src);
    sx_proto *p = sx_compile(vm, ast, SX_COMPILE_EVALUATE);
    cr_assert_not_null(p, "`%s` does not compile", src);
    o.value = sx_run_toplevel(vm, p);
    sx_ast_free(ast);
    if (o.value == SX_EXCEPTION) {
        o.threw = true;
        sx_value ex = vm->exception;
        if (sx_is_string(ex)) sx_string_to_utf8(sx_as_string(ex), o.text, sizeof o.text);
        vm->has_exception = false;
        vm->exception = SX_UNDEFINED;
    } else if (sx_is_number(o.value)) {
        snprintf(o.text, sizeof o.text, "%.17g", sx_to_double(o.value));
    } else if (sx_is_string(o.value)) {
        sx_string_to_utf8(sx_as_string(o.value), o.text, sizeof o.text);
    }
    return o;
}

static sx_vm *bare_vm(void) {
    sx_limits l = {.max_instructions = 10000000, .max_memory = 64 << 20, .max_stack_depth = 200, .max_output = 1024};
    sx_vm *vm = sx_vm_create(&l, NULL);
    cr_assert_not_null(vm);
    cr_assert_eq(vm->lang, &sx_lang_none);
    return vm;
}

Test(lang, bare_vm_has_no_builtins) {
    sx_vm *vm = bare_vm();
    cr_assert_not_null(vm->realm.global);
    cr_assert_eq(vm->realm.global->nprops, 0, "a VM without a language has an empty global object");
    cr_assert_null(vm->realm.array_proto);
    sx_vm_free(vm);
}

/* Numbers, locals, loops, closures, recursion, arrays by index, own fields, strict equality,
 * truthiness and try/catch of a thrown value: what the VM defines itself. */
Test(lang, bare_vm_runs_language_free_bytecode) {
    sx_vm *vm = bare_vm();
    outcome o = run_in(vm, "let s = 0;\n"
                           "for (let i = 0; i < 100; i++) { if (i % 3 === 0) continue; s = s + i * 2; }\n"
                           "s;");
    cr_assert(!o.threw);
    cr_assert_str_eq(o.text, "6534");

    o = run_in(vm, "function fib(n: number): number { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\n"
                   "fib(20);");
    cr_assert(!o.threw);
    cr_assert_str_eq(o.text, "6765");

    o = run_in(vm, "function counter() { let c = 0; return () => { c = c + 1; return c; }; }\n"
                   "const next = counter(); next(); next(); next();");
    cr_assert(!o.threw);
    cr_assert_str_eq(o.text, "3");

    o = run_in(vm, "const a = [1, 2, 3]; const p = { x: 10, y: 20 };\n"
                   "a[1] = a[0] + a[2]; p.x = p.x + p.y; a[1] * 1000 + p.x + (a[2] === 3 ? 0.5 : 0);");
    cr_assert(!o.threw);
    cr_assert_str_eq(o.text, "4030.5");

    o = run_in(vm, "let r = 0; try { throw 7; } catch (e) { r = e; } r + 1;");
    cr_assert(!o.threw);
    cr_assert_str_eq(o.text, "8");

    o = run_in(vm, "(2 ** 10) + (7 & 3) + (-7 % 4) + (1 << 4);");
    cr_assert(!o.threw);
    cr_assert_str_eq(o.text, "1040");
    sx_vm_free(vm);
}

/* What needs a language ends with an exception the host can read; the VM stays usable. */
Test(lang, bare_vm_refuses_what_needs_a_language) {
    sx_vm *vm = bare_vm();
    static const char *const needs[][2] = {
        {"'a' + 1;", "this operator needs a language layer"},
        {"const o = { a: 1 }; o.b;", "a property lookup needs a language layer"},
        {"for (const x of [1]) {} 0;", "iteration needs a language layer"},
        {"/a/;", "a regular expression needs a language layer"},
        {"async function f() {} f();", "an async function needs a language layer"},
        {"undefinedName;", "undefinedName is not defined"},
        /* the VM's own errors (sx_fault) in a bare VM's plain words, not JavaScript's */
        {"function f(): number { return f(); } f();", "stack overflow"},
        {"const c = 1; c = 2;", "constant assigned"},
    };
    for (size_t i = 0; i < sizeof needs / sizeof needs[0]; i++) {
        outcome o = run_in(vm, needs[i][0]);
        cr_assert(o.threw, "`%s` should throw", needs[i][0]);
        cr_assert_str_eq(o.text, needs[i][1], "`%s`", needs[i][0]);
    }
    outcome o = run_in(vm, "typeof 1 + 0;"); /* typeof is the VM's own kinds; + of strings is not */
    cr_assert(o.threw);
    o = run_in(vm, "typeof (() => 1);");
    cr_assert(!o.threw);
    cr_assert_str_eq(o.text, "function");
    o = run_in(vm, "let t = 0; for (let i = 1; i <= 10; i++) t = t + i; t;");
    cr_assert(!o.threw);
    cr_assert_str_eq(o.text, "55");
    sx_vm_free(vm);
}

/* The JavaScript VM gets the table stdlib/lang.c registers, and the same program runs there. */
Test(lang, javascript_vm_registers_its_table) {
    sx_limits l = {.max_instructions = 10000000, .max_memory = 64 << 20, .max_stack_depth = 200, .max_output = 1024};
    sx_vm *vm = sx_vm_new(&l);
    cr_assert_not_null(vm);
    cr_assert_eq(vm->lang, &sx_js_lang);
    outcome o = run_in(vm, "typeof ('a' + 1) + [1, 2].length;");
    cr_assert(!o.threw);
    cr_assert_str_eq(o.text, "string2");
    sx_vm_free(vm);
}

/* Is h still one of vm's heap objects (not swept)? */
static bool in_heap(sx_vm *vm, const sx_gcheader *h) {
    for (const sx_gcheader *g = vm->gc.all; g != NULL; g = g->next)
        if (g == h) return true;
    return false;
}

/* Whether a string held only in the private data of an object of a language's class survives a
 * collection, when the language declares (or does not declare) that value to the collector. */
static bool class_value_survives(bool declared) {
    sx_lang mine = sx_lang_none;
    if (declared) {
        mine.classes[SX_CLASS_LANG].nvalues = 1;
        mine.classes[SX_CLASS_LANG].values[0] = offsetof(sx_object, u.box.value) - offsetof(sx_object, u);
    }
    sx_limits l = {.max_instructions = 1000, .max_memory = 64 << 20, .max_stack_depth = 200, .max_output = 1024};
    sx_vm *vm = sx_vm_build(&l, NULL, &mine);
    cr_assert_not_null(vm);
    sx_object *o = sx_object_new(vm, SX_CLASS_LANG, NULL);
    sx_string *s = sx_string_from_cstr(vm, "held by a language's class only");
    cr_assert(o != NULL && s != NULL);
    o->u.box.value = sx_from_string(s);
    sx_temp_push(vm, sx_from_object(o));
    sx_gc_collect(vm);
    bool kept = in_heap(vm, &s->gc);
    cr_assert(in_heap(vm, &o->gc), "the rooted object itself survives");
    sx_temp_pop(vm, 1);
    sx_vm_free(vm);
    return kept;
}

/* vm/ marks a language class's values through the class hooks the language registers, so a new
 * language (a Python subset) adds its classes without touching vm/. */
Test(lang, language_class_values_are_marked_through_its_hooks) {
    cr_assert(class_value_survives(true), "a declared value of a language class is marked");
    cr_assert(!class_value_survives(false), "an undeclared one is not (the control)");
}

/* JavaScript's classes live above SX_CLASS_LANG (runtime/realm.h), and its VMs still start from the
 * prebuilt image: the wrappers and errors of its realm are copyable through their class hooks. */
Test(lang, javascript_classes_are_the_languages_and_the_image_holds) {
    cr_assert((int)SX_CLASS_ERROR >= (int)SX_CLASS_LANG && SX_CLASS_SYMBOL < SX_CLASS__COUNT);
    cr_assert(sx_js_lang.classes[SX_CLASS_STRING].image && sx_js_lang.classes[SX_CLASS_STRING].nvalues == 1);
    sx_limits l = {.max_instructions = 10000000, .max_memory = 64 << 20, .max_stack_depth = 200, .max_output = 1024};
    sx_vm *vm = sx_vm_new(&l);
    cr_assert_not_null(vm);
    cr_assert_not_null(vm->image_lo, "a JavaScript VM is a copy of the realm image");
    outcome o = run_in(vm, "new String('ab').length + String(Object(Symbol('s')).description);");
    cr_assert(!o.threw);
    cr_assert_str_eq(o.text, "2s");
    sx_vm_free(vm);
}

/* A language's atoms are interned after the VM's, and what it keeps in the root slots after the
 * VM's realm is a root: both survive collections with nothing else referring to them. */
Test(lang, language_atoms_and_roots_are_the_vms_roots) {
    static const char *const texts[] = {"first of mine", "second of mine"};
    sx_lang mine = sx_lang_none;
    mine.atoms = texts;
    mine.natoms = 2;
    sx_limits l = {.max_instructions = 1000, .max_memory = 64 << 20, .max_stack_depth = 200, .max_output = 1024};
    sx_vm *vm = sx_vm_build(&l, NULL, &mine); /* not from the image: its atoms are shared, never swept */
    cr_assert_not_null(vm);
    const uint32_t first = sizeof(sx_vm_atoms) / sizeof(sx_string *);
    char text[64];
    sx_string_to_utf8(vm->atom_slots[first + 1], text, sizeof text);
    cr_assert_str_eq(text, "second of mine");
    cr_assert_eq(vm->atoms.length, sx_atom(vm, "length"), "the VM's own atoms come first");
    sx_object *mine_root = sx_object_new(vm, SX_CLASS_OBJECT, NULL),
              *unrooted = sx_object_new(vm, SX_CLASS_OBJECT, NULL);
    vm->root_slots[sizeof(sx_vm_realm) / sizeof(sx_object *)] = mine_root;
    sx_gc_collect(vm);
    cr_assert(in_heap(vm, &mine_root->gc), "a root of the language survives");
    cr_assert(in_heap(vm, &vm->atom_slots[first]->gc), "an atom of the language survives");
    cr_assert(!in_heap(vm, &unrooted->gc), "the control: an object in no slot is collected");
    sx_vm_free(vm);
    /* a language with more atoms than the slots hold gets no VM, rather than a short one */
    mine.natoms = SX_ATOM_SLOTS;
    cr_assert_null(sx_vm_build(&l, NULL, &mine));
}

/* JavaScript's atoms and realm (runtime/realm.h) lie over the same slots. */
Test(lang, javascript_atoms_and_realm_lie_over_the_slots) {
    sx_limits l = {.max_instructions = 10000000, .max_memory = 64 << 20, .max_stack_depth = 200, .max_output = 1024};
    sx_vm *vm = sx_vm_new(&l);
    cr_assert_not_null(vm);
    cr_assert_eq(sx_atoms(vm)->length, vm->atoms.length);
    cr_assert_eq(sx_atoms(vm)->return_, sx_atom(vm, "return"));
    cr_assert_eq(sx_atoms(vm)->message, sx_atom(vm, "message"));
    cr_assert_eq(sx_realm(vm)->global, vm->realm.global);
    sx_prop *error = sx_object_find(vm, vm->realm.global, sx_atom(vm, "Error"));
    cr_assert(error != NULL && sx_as_object(error->value) == sx_realm(vm)->error_ctor);
    sx_vm_free(vm);
}
