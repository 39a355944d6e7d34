/* test_vm.c - unit tests of the VM core: allocator, strings, interning, objects, arrays, GC. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>

#include "runtime/runtime.h"
#include "stdlib/stdlib.h"
#include "vm/gc.h"

static sx_vm *new_vm(size_t max_memory) {
    sx_limits l = {.max_instructions = 1000000, .max_memory = max_memory, .max_stack_depth = 100, .max_output = 1024};
    sx_vm *vm = sx_vm_new(&l);
    cr_assert_not_null(vm);
    return vm;
}

Test(value, nan_boxing_round_trips) {
    double samples[] = {0.0, -0.0, 1.5, -1e308, INFINITY, -INFINITY, 5e-324};
    for (size_t i = 0; i < sizeof samples / sizeof *samples; i++) {
        sx_value v = sx_number(samples[i]);
        cr_assert(sx_is_number(v));
        cr_assert(memcmp(&samples[i], &v, sizeof v) == 0);
    }
    sx_value nan = sx_number(NAN);
    cr_assert(sx_is_number(nan));
    cr_assert(isnan(sx_to_double(nan)));
    sx_value negnan = sx_number(-NAN);
    cr_assert(sx_is_number(negnan), "negative NaN must be canonicalised, not read as a tag");
    cr_assert(!sx_is_number(SX_UNDEFINED) && !sx_is_number(SX_NULL) && !sx_is_number(SX_TRUE));
}

Test(mem, refuses_allocations_past_the_limit) {
    sx_vm *vm = new_vm(4u << 20);
    size_t before = vm->mem.used;
    void *p = sx_mem_alloc(vm, 1024);
    cr_assert_not_null(p);
    cr_assert_eq(vm->mem.used, before + 1024);
    cr_assert_null(sx_mem_alloc(vm, 8u << 20));
    cr_assert(vm->mem.failed);
    sx_mem_free(vm, p, 1024);
    cr_assert_eq(vm->mem.used, before);
    sx_vm_free(vm);
}

Test(string, interning_gives_one_copy_and_index_keys) {
    sx_vm *vm = new_vm(16u << 20);
    sx_string *a = sx_atom(vm, "hello"), *b = sx_atom_utf8(vm, "hello", 5);
    cr_assert_eq(a, b);
    sx_string *i = sx_atom(vm, "42"), *z = sx_atom(vm, "042");
    cr_assert(i->is_index && i->index == 42);
    cr_assert(!z->is_index, "'042' is not a canonical array index");
    sx_vm_free(vm);
}

Test(string, utf8_to_utf16_and_back) {
    sx_vm *vm = new_vm(16u << 20);
    const char *text = "a\xC3\xA9\xF0\x9F\x98\x80"; /* "aé😀" */
    sx_string *s = sx_string_from_cstr(vm, text);
    cr_assert_eq(s->len, 4, "😀 is two UTF-16 code units");
    cr_assert(s->wide);
    cr_assert_eq(sx_string_at(s, 2), 0xD83D);
    char back[16];
    sx_string_to_utf8(s, back, sizeof back);
    cr_assert_str_eq(back, text);
    sx_string *c = sx_string_concat(vm, sx_string_from_cstr(vm, "ab"), s);
    cr_assert_eq(c->len, 6);
    cr_assert_eq(sx_string_compare(sx_string_from_cstr(vm, "abc"), sx_string_from_cstr(vm, "abd")), -1);
    sx_vm_free(vm);
}

Test(object, many_properties_keep_insertion_order_and_lookup) {
    sx_vm *vm = new_vm(16u << 20);
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    char name[16];
    for (int i = 0; i < 100; i++) {
        snprintf(name, sizeof name, "k%d", i);
        cr_assert(sx_object_define(vm, o, sx_atom(vm, name), sx_number(i), SX_PROP_DEFAULT));
    }
    for (int i = 0; i < 100; i++) {
        snprintf(name, sizeof name, "k%d", i);
        sx_prop *p = sx_object_find(vm, o, sx_atom(vm, name));
        cr_assert_not_null(p);
        cr_assert_eq(sx_to_double(p->value), i);
        cr_assert_eq(o->props[i].key, sx_atom(vm, name));
    }
    cr_assert(sx_object_remove(vm, o, sx_atom(vm, "k50")));
    cr_assert_null(sx_object_find(vm, o, sx_atom(vm, "k50")));
    cr_assert_not_null(sx_object_find(vm, o, sx_atom(vm, "k99")));
    sx_vm_free(vm);
}

Test(object, own_keys_put_integer_keys_first) {
    sx_vm *vm = new_vm(16u << 20);
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    const char *order[] = {"b", "10", "a", "2"};
    for (int i = 0; i < 4; i++) sx_object_define(vm, o, sx_atom(vm, order[i]), SX_TRUE, SX_PROP_DEFAULT);
    sx_object *keys = sx_own_keys(vm, o, true);
    const char *expect[] = {"2", "10", "b", "a"};
    cr_assert_eq(keys->u.array.len, 4);
    for (int i = 0; i < 4; i++) cr_assert_eq(sx_as_string(keys->u.array.items[i]), sx_atom(vm, expect[i]));
    sx_vm_free(vm);
}

Test(array, push_grow_and_holes) {
    sx_vm *vm = new_vm(16u << 20);
    sx_object *a = sx_array_new(vm, 0);
    for (int i = 0; i < 1000; i++) cr_assert(sx_array_push(vm, a, sx_number(i)));
    cr_assert_eq(a->u.array.len, 1000);
    cr_assert(sx_array_set_length(vm, a, 1005));
    cr_assert_eq(sx_array_get(a, 1002), SX_UNDEFINED);
    cr_assert_eq(a->u.array.items[1002], SX_EMPTY);
    sx_vm_free(vm);
}

Test(gc, collects_unreachable_objects_and_keeps_roots) {
    sx_vm *vm = new_vm(64u << 20);
    sx_gc_collect(vm);
    size_t base = vm->mem.used;
    for (int i = 0; i < 10000; i++) sx_array_new(vm, 16);
    cr_assert_gt(vm->mem.used, base + 10000 * 16 * sizeof(sx_value));
    sx_object *kept = sx_array_new(vm, 0);
    sx_array_push(vm, kept, sx_from_string(sx_string_from_cstr(vm, "survivor")));
    sx_temp_push(vm, sx_from_object(kept));
    sx_gc_collect(vm);
    cr_assert_lt(vm->mem.used, base + 4096, "garbage must be freed (used %zu, base %zu)", vm->mem.used, base);
    char text[16];
    sx_string_to_utf8(sx_as_string(kept->u.array.items[0]), text, sizeof text);
    cr_assert_str_eq(text, "survivor");
    sx_temp_pop(vm, 1);
    sx_vm_free(vm);
}

Test(gc, deep_structures_do_not_overflow_the_c_stack) {
    sx_vm *vm = new_vm(256u << 20);
    sx_object *root = sx_array_new(vm, 1), *cur = root;
    sx_temp_push(vm, sx_from_object(root));
    for (int i = 0; i < 1000000; i++) {
        sx_object *next = sx_array_new(vm, 1);
        sx_array_push(vm, cur, sx_from_object(next));
        cur = next;
    }
    sx_gc_collect(vm); /* marking is iterative: no recursion per level */
    sx_temp_pop(vm, 1);
    sx_gc_collect(vm);
    sx_vm_free(vm);
}

Test(vm, realm_has_the_globals) {
    sx_vm *vm = new_vm(16u << 20);
    const char *names[] = {"console",    "Object", "Array", "Error",  "TypeError",
                           "RangeError", "JSON",   "Math",  "String", "Number"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        cr_assert_not_null(sx_object_find(vm, vm->realm.global, sx_atom(vm, names[i])), "missing global %s", names[i]);
    sx_vm_free(vm);
}

Test(vm, creation_fails_cleanly_when_the_limit_is_tiny) {
    sx_limits l = {.max_instructions = 10, .max_memory = 4096, .max_stack_depth = 10, .max_output = 10};
    cr_assert_null(sx_vm_new(&l));
}
