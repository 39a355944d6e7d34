/* lang.c - the hook table of a VM without a language: every hook ends the operation with an exception. */
#include <stdio.h>

#include "vm/lang.h"

/* What a bare VM throws when bytecode needs a language: the message as a string (there is no
 * Error class without a language). */
static sx_value needs_language(sx_vm *vm, const char *what) {
    char text[128];
    snprintf(text, sizeof text, "%s needs a language layer", what);
    sx_string *s = sx_string_from_cstr(vm, text);
    return s ? sx_throw(vm, sx_from_string(s)) : SX_EXCEPTION;
}

static sx_value none_throw_error(sx_vm *vm, sx_error_kind kind, const char *message) {
    (void)kind;
    sx_string *s = sx_string_from_cstr(vm, message);
    return s ? sx_throw(vm, sx_from_string(s)) : SX_EXCEPTION;
}

/* A bare VM's own errors, in plain words, thrown as strings like none_throw_error's. */
static sx_value none_fault(sx_vm *vm, sx_fault what, const char *a, const char *b) {
    static const char *const words[SX_FAULT__COUNT] = {
        [SX_FAULT_STACK_OVERFLOW] = "stack overflow",
        [SX_FAULT_STRING_TOO_LONG] = "string too long",
        [SX_FAULT_ARRAY_TOO_LONG] = "array too long",
        [SX_FAULT_BIGINT_TOO_BIG] = "big integer too big",
        [SX_FAULT_NOT_FUNCTION] = "%s is not callable",
        [SX_FAULT_NOT_CONSTRUCTOR] = "%s cannot construct",
        [SX_FAULT_CLASS_CALL] = "class %s called without construction",
        [SX_FAULT_SPREAD_NOT_ARRAY] = "spread arguments are not an array",
        [SX_FAULT_UNINITIALIZED] = "%s used before its initialization",
        [SX_FAULT_NOT_DEFINED] = "%s is not defined",
        [SX_FAULT_CONSTANT_ASSIGNED] = "constant assigned",
        [SX_FAULT_PARENT_NOT_CLASS] = "a class's parent cannot construct",
        [SX_FAULT_PARENT_PROTOTYPE] = "a class's parent has no valid prototype",
        [SX_FAULT_NOTHING_TO_CONTINUE] = "nothing to continue",
        [SX_FAULT_SUPER_NOT_CONSTRUCTOR] = "the parent of class %s%s cannot construct",
        [SX_FAULT_SUPER_TWICE] = "parent constructor called twice",
        [SX_FAULT_THIS_BEFORE_SUPER] = "this used before the parent constructor ran",
        [SX_FAULT_NULLISH] = "%s%s",
        [SX_FAULT_PRIVATE_OF_NULLISH] = "private member of %s (class %s)",
        [SX_FAULT_NOT_INSTANCE] = "not an instance of class %s",
        [SX_FAULT_NOT_CLASS] = "not class %s",
    };
    char text[512];
    if (what == SX_FAULT_SUPER_NOT_CONSTRUCTOR) a = b, b = ""; /* the class first */
    snprintf(text, sizeof text, (unsigned)what < SX_FAULT__COUNT ? words[what] : "internal error", a, b);
    return none_throw_error(vm, SX_ERR_TYPE, text);
}

static sx_value none_binary(sx_vm *vm, sx_value a, sx_value b) {
    (void)a, (void)b;
    return needs_language(vm, "this operator");
}

static sx_value none_arith(sx_vm *vm, int opcode, sx_value a, sx_value b) {
    (void)opcode, (void)a, (void)b;
    return needs_language(vm, "arithmetic on non-numbers");
}

static sx_value none_unary(sx_vm *vm, int opcode, sx_value v, bool numeric) {
    (void)opcode, (void)v, (void)numeric;
    return needs_language(vm, "arithmetic on non-numbers");
}

static bool none_loose_equals(sx_vm *vm, sx_value a, sx_value b, bool *out) {
    (void)a, (void)b, (void)out;
    return needs_language(vm, "==") != SX_EXCEPTION;
}

/* The names typeof gives, interned as this language's atoms (sx_lang.atoms). */
enum { NONE_UNDEFINED, NONE_OBJECT, NONE_FUNCTION, NONE_NUMBER, NONE_STRING, NONE_BOOLEAN, NONE__COUNT };
static const char *const none_atoms[NONE__COUNT] = {"undefined", "object", "function", "number", "string", "boolean"};

/* typeof never fails: name the VM's own kinds of value. */
static sx_string *none_type_of(sx_vm *vm, sx_value v) {
    sx_string *const *names = &vm->atom_slots[sizeof(sx_vm_atoms) / sizeof(sx_string *)];
    if (sx_is_number(v)) return names[NONE_NUMBER];
    if (sx_is_string(v)) return names[NONE_STRING];
    if (sx_is_bool(v)) return names[NONE_BOOLEAN];
    if (sx_is_object(v)) return (sx_as_object(v)->oflags & SX_OBJ_CALLABLE) ? names[NONE_FUNCTION] : names[NONE_OBJECT];
    return v == SX_NULL ? names[NONE_OBJECT] : names[NONE_UNDEFINED];
}

static bool none_to_number(sx_vm *vm, sx_value v, double *out) {
    (void)v, (void)out;
    return needs_language(vm, "a conversion to number") != SX_EXCEPTION;
}

static sx_string *none_to_string(sx_vm *vm, sx_value v) {
    (void)v;
    needs_language(vm, "a conversion to string");
    return NULL;
}

static sx_value none_to_property_key(sx_vm *vm, sx_value v) {
    (void)v;
    return needs_language(vm, "a conversion to a property key");
}

static sx_value none_get(sx_vm *vm, sx_value obj, sx_string *key) {
    (void)obj, (void)key;
    return needs_language(vm, "a property lookup");
}

static bool none_set(sx_vm *vm, sx_value obj, sx_string *key, sx_value v) {
    (void)obj, (void)key, (void)v;
    return needs_language(vm, "a property assignment") != SX_EXCEPTION;
}

static bool none_set_index(sx_vm *vm, sx_value obj, sx_value key, sx_value v) {
    (void)obj, (void)key, (void)v;
    return needs_language(vm, "an element assignment") != SX_EXCEPTION;
}

static sx_value none_get_super(sx_vm *vm, sx_value base, sx_value key, sx_value receiver) {
    (void)base, (void)key, (void)receiver;
    return needs_language(vm, "super");
}

static bool none_set_super(sx_vm *vm, sx_value base, sx_value key, sx_value v, sx_value receiver) {
    (void)base, (void)key, (void)v, (void)receiver;
    return needs_language(vm, "super") != SX_EXCEPTION;
}

static bool none_define_key(sx_vm *vm, sx_object *o, sx_value key, sx_value v, uint32_t flags) {
    (void)o, (void)key, (void)v, (void)flags;
    return needs_language(vm, "a computed property key") != SX_EXCEPTION;
}

static bool none_define_accessor(sx_vm *vm, sx_object *o, sx_value key, sx_value fn, bool setter, bool enumerable) {
    (void)o, (void)key, (void)fn, (void)setter, (void)enumerable;
    return needs_language(vm, "an accessor") != SX_EXCEPTION;
}

static bool none_name_function(sx_vm *vm, sx_value fn, sx_value key) {
    (void)vm, (void)fn, (void)key;
    return true; /* nothing to name without a language */
}

static bool none_has_property(sx_vm *vm, sx_object *o, sx_string *key) {
    (void)vm, (void)o, (void)key;
    return false; /* own properties were looked at already: a bare object has no others */
}

static sx_object *none_proto_of_value(sx_vm *vm, sx_value v) {
    (void)vm;
    return sx_is_object(v) ? sx_as_object(v)->proto : NULL;
}

static bool none_spread(sx_vm *vm, sx_object *o, sx_value src) {
    (void)o, (void)src;
    return needs_language(vm, "spreading") != SX_EXCEPTION;
}

static bool none_is_iterable(sx_vm *vm, sx_value v) {
    (void)vm;
    (void)v;
    return true; /* let iter_get say why it cannot */
}

static sx_value none_throw_not_iterable(sx_vm *vm, sx_value v, const char *source, bool call_spread) {
    (void)v, (void)source, (void)call_spread;
    return needs_language(vm, "iteration");
}

static sx_value none_iter(sx_vm *vm, sx_value v) {
    (void)v;
    return needs_language(vm, "iteration");
}

static int none_iter_next(sx_vm *vm, sx_object *iter, sx_value *out) {
    (void)iter, (void)out;
    needs_language(vm, "iteration");
    return -1;
}

static sx_value none_regexp_create(sx_vm *vm, sx_value pattern, sx_value flags) {
    (void)pattern, (void)flags;
    return needs_language(vm, "a regular expression");
}

static sx_object *none_async_start(sx_vm *vm) {
    needs_language(vm, "an async function");
    return NULL;
}

static bool none_async_settle(sx_vm *vm, sx_object *co, sx_value v, bool is_throw) {
    (void)co, (void)v, (void)is_throw;
    return needs_language(vm, "an async function") != SX_EXCEPTION;
}

static bool none_async_await(sx_vm *vm, sx_object *co, sx_value v) {
    (void)co, (void)v;
    return needs_language(vm, "await") != SX_EXCEPTION;
}

static sx_object *none_generator_start(sx_vm *vm, sx_object *co, sx_object *callee) {
    (void)co, (void)callee;
    needs_language(vm, "a generator");
    return NULL;
}

static sx_value none_iter_get_async(sx_vm *vm, sx_value v) {
    (void)v;
    return needs_language(vm, "for await");
}

static int none_iter_unwrap(sx_vm *vm, sx_object *iter, sx_value result, sx_value *out) {
    (void)iter, (void)result, (void)out;
    needs_language(vm, "for await");
    return -1;
}

static int none_iter_send(sx_vm *vm, sx_value iter, sx_value v, int mode, sx_value *out) {
    (void)iter, (void)v, (void)mode, (void)out;
    needs_language(vm, "yield*");
    return -1;
}

static bool none_iter_close(sx_vm *vm, sx_value iter) {
    (void)vm, (void)iter;
    return true; /* without a language, no iterator has anything to close */
}

const sx_lang sx_lang_none = {
    .name = "none",
    .atoms = none_atoms,
    .natoms = NONE__COUNT,
    .init_realm = NULL,
    .throw_error = none_throw_error,
    .fault = none_fault,
    .op_add = none_binary,
    .op_arith = none_arith,
    .op_unary = none_unary,
    .op_in = none_binary,
    .op_instanceof = none_binary,
    .loose_equals = none_loose_equals,
    .type_of = none_type_of,
    .to_number = none_to_number,
    .to_string = none_to_string,
    .to_property_key = none_to_property_key,
    .get = none_get,
    .get_index = none_binary,
    .set = none_set,
    .set_index = none_set_index,
    .get_super = none_get_super,
    .set_super = none_set_super,
    .define_key = none_define_key,
    .define_accessor = none_define_accessor,
    .name_function = none_name_function,
    .delete_index = none_binary,
    .has_property = none_has_property,
    .proto_of_value = none_proto_of_value,
    .spread_into_array = none_spread,
    .spread_into_object = none_spread,
    .is_iterable = none_is_iterable,
    .throw_not_iterable = none_throw_not_iterable,
    .iter_get = none_iter,
    .iter_forin = none_iter,
    .iter_next = none_iter_next,
    .regexp_create = none_regexp_create,
    .async_start = none_async_start,
    .async_settle = none_async_settle,
    .async_await = none_async_await,
    .generator_start = none_generator_start,
    .iter_close = none_iter_close,
    .iter_send = none_iter_send,
    .iter_get_async = none_iter_get_async,
    .iter_unwrap = none_iter_unwrap,
};
