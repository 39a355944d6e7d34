/* lang.c - JavaScript as the VM's language: the hook table runtime/ and stdlib/ register (vm/lang.h). */
#include "runtime/iter.h"
#include "runtime/promise.h"
#include "stdlib/stdlib.h"

/* What runtime/ reaches of stdlib/ (runtime/runtime.h). */
static const sx_js_ext js_ext = {
    .collection_iter_next = sx_collection_iter_next,
    .collection_iter_preview = sx_collection_iter_preview,
    .regexp_iter_next = sx_regexp_iter_next,
    .json_parse_string = sx_json_parse_string,
    .generator_resume = sx_generator_resume,
    .iterator_helper_next = sx_iterator_helper_next,
    .iterator_helper_close = sx_iterator_helper_close,
};

/* Where the values of the classes whose data are values live (sx_class_hooks.values). */
#define WRAPPER_VALUE (offsetof(sx_object, u.box.value) - offsetof(sx_object, u))
#define ITER_VALUE(field) (offsetof(sx_object, u.cursor.field) - offsetof(sx_object, u))

/* JavaScript's atoms (runtime/realm.h), interned after the VM's in every new VM. */
#define SX_X_ATOMTEXT(field, text) text,
static const char *const js_atoms[] = {SX_JS_ATOMS(SX_X_ATOMTEXT)};
#undef SX_X_ATOMTEXT
_Static_assert(sizeof js_atoms / sizeof *js_atoms == SX_JS_NATOMS, "one text per atom field");

const sx_lang sx_js_lang = {
    .name = "javascript",
    .atoms = js_atoms,
    .natoms = SX_JS_NATOMS,
    .init_realm = sx_stdlib_init,
    .throw_error = sx_js_throw_error,
    .fault = sx_js_fault,
    .op_add = sx_op_add,
    .op_arith = sx_op_arith,
    .op_unary = sx_op_unary,
    .op_in = sx_op_in,
    .op_instanceof = sx_op_instanceof,
    .loose_equals = sx_loose_equals,
    .type_of = sx_typeof,
    .to_number = sx_to_number,
    .to_string = sx_to_string,
    .to_property_key = sx_to_property_key_value,
    .get = sx_get,
    .get_index = sx_get_index,
    .set = sx_set,
    .set_index = sx_set_index,
    .get_super = sx_get_super,
    .set_super = sx_set_super,
    .define_key = sx_define_key,
    .define_accessor = sx_define_accessor,
    .name_function = sx_name_anonymous_function,
    .delete_index = sx_delete_index,
    .has_property = sx_has_property,
    .proto_of_value = sx_proto_of_value,
    .spread_into_array = sx_spread_into_array,
    .spread_into_object = sx_spread_into_object,
    .is_iterable = sx_is_iterable,
    .throw_not_iterable = sx_throw_not_iterable,
    .iter_get = sx_iter_get,
    .iter_forin = sx_iter_forin,
    .iter_next = sx_iter_advance,
    .regexp_create = sx_regexp_create,
    .async_start = sx_js_async_start,
    .async_settle = sx_js_async_settle,
    .async_await = sx_js_async_await,
    .generator_start = sx_generator_start,
    .iter_close = sx_iter_close,
    .iter_send = sx_iter_send,
    .iter_get_async = sx_iter_get_async,
    .iter_unwrap = sx_iter_unwrap,
    .classes =
        {
            [SX_CLASS_ERROR] = {.image = true},
            [SX_CLASS_BOOLEAN] = {.nvalues = 1, .values = {WRAPPER_VALUE}, .image = true},
            [SX_CLASS_NUMBER] = {.nvalues = 1, .values = {WRAPPER_VALUE}, .image = true},
            [SX_CLASS_STRING] = {.nvalues = 1, .values = {WRAPPER_VALUE}, .image = true},
            [SX_CLASS_SYMBOL] = {.nvalues = 1, .values = {WRAPPER_VALUE}},
            [SX_CLASS_BIGINT] = {.nvalues = 1, .values = {WRAPPER_VALUE}},
            [SX_CLASS_ITERATOR] = {.nvalues = 2, .values = {ITER_VALUE(target), ITER_VALUE(extra)}},
            [SX_CLASS_PROMISE] = {sx_js_promise_mark, NULL},
            [SX_CLASS_MAP] = {sx_collection_mark, sx_collection_free},
            [SX_CLASS_SET] = {sx_collection_mark, sx_collection_free},
            [SX_CLASS_WEAKMAP] = {sx_collection_mark, sx_collection_free},
            [SX_CLASS_WEAKSET] = {sx_collection_mark, sx_collection_free},
            [SX_CLASS_REGEXP] = {sx_regexp_mark, sx_regexp_free},
        },
    .virtual_classes = 1u << SX_CLASS_STRING,
    .ext = &js_ext,
};

sx_vm *sx_vm_new(const sx_limits *limits) { return sx_vm_create(limits, &sx_js_lang); }
