/* realm.c - builds a new VM's realm: the prototype objects, the global object, and each
 * built-in module in turn. */
#include <math.h>

#include "stdlib/stdlib.h"

bool sx_define_value(sx_vm *vm, sx_object *target, const char *name, sx_value v, uint32_t flags) {
    sx_string *key = sx_atom(vm, name);
    return key != NULL && sx_object_define(vm, target, key, v, flags);
}

bool sx_define_natives(sx_vm *vm, sx_object *target, const sx_native_def *defs, size_t n) {
    for (size_t i = 0; i < n; i++) {
        sx_object *f = sx_native_new(vm, defs[i].name, defs[i].fn, defs[i].length);
        if (f == NULL || !sx_define_value(vm, target, defs[i].name, sx_from_object(f), SX_PROP_HIDDEN)) return false;
    }
    return true;
}

sx_object *sx_define_class(sx_vm *vm, const char *name, sx_native_fn ctor, int length, sx_object *proto) {
    sx_object *c = sx_native_new(vm, name, ctor, length);
    if (c == NULL) return NULL;
    c->oflags |= SX_OBJ_CONSTRUCTOR;
    if (!sx_object_define(vm, c, vm->atoms.prototype, sx_from_object(proto), 0)) return NULL;
    if (!sx_object_define(vm, proto, vm->atoms.constructor, sx_from_object(c), SX_PROP_HIDDEN)) return NULL;
    if (!sx_define_value(vm, vm->realm.global, name, sx_from_object(c), SX_PROP_HIDDEN)) return NULL;
    return c;
}

sx_object *sx_new_target_proto(sx_vm *vm, sx_object *dflt) {
    sx_object *nt = vm->new_target;
    if (nt == NULL || nt == vm->frames[vm->nframes - 1].callee) return dflt;
    sx_value proto = sx_get(vm, sx_from_object(nt), vm->atoms.prototype);
    if (proto == SX_EXCEPTION) return NULL;
    return sx_is_object(proto) ? sx_as_object(proto) : dflt;
}

static sx_object *new_proto(sx_vm *vm, sx_class cls, sx_object *parent) { return sx_object_new(vm, cls, parent); }

/* Function.prototype is itself a function: called, it does nothing and returns undefined. */
static sx_value function_proto_call(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)vm, (void)this_val, (void)argc, (void)argv;
    return SX_UNDEFINED;
}

/* The prototypes every other module hangs its methods on. */
static bool create_prototypes(sx_vm *vm) {
    sx_js_realm *r = sx_realm(vm);
    if (!(r->object_proto = new_proto(vm, SX_CLASS_OBJECT, NULL))) return false;
    sx_object *op = r->object_proto;
    if (!(r->function_proto = sx_native_new(vm, "", function_proto_call, 0))) return false;
    r->function_proto->proto = op; /* (made while there was no Function.prototype to inherit) */
    if (!(r->array_proto = new_proto(vm, SX_CLASS_ARRAY, op))) return false;
    if (!(r->string_proto = new_proto(vm, SX_CLASS_STRING, op))) return false;
    r->string_proto->u.box.value = sx_from_string(vm->atoms.empty);
    if (!(r->number_proto = new_proto(vm, SX_CLASS_NUMBER, op))) return false;
    r->number_proto->u.box.value = sx_number(0);
    if (!(r->boolean_proto = new_proto(vm, SX_CLASS_BOOLEAN, op))) return false;
    r->boolean_proto->u.box.value = SX_FALSE;
    if (!(r->error_proto = new_proto(vm, SX_CLASS_OBJECT, op))) return false;
    if (!(r->iterator_proto = new_proto(vm, SX_CLASS_OBJECT, op))) return false;
    if (!(r->global = new_proto(vm, SX_CLASS_OBJECT, op))) return false;
    return true;
}

static bool init_global_values(sx_vm *vm) {
    sx_object *g = vm->realm.global;
    return sx_define_value(vm, g, "NaN", sx_number(NAN), 0) &&
           sx_define_value(vm, g, "Infinity", sx_number(INFINITY), 0) &&
           sx_define_value(vm, g, "undefined", SX_UNDEFINED, 0) &&
           sx_define_value(vm, g, "globalThis", sx_from_object(g), SX_PROP_HIDDEN) &&
           /* `inputs` until a run's inputs replace it (api/): `inputs?.rows ?? []`, which check
            * accepts (inputs: any), runs without inputs instead of throwing a ReferenceError */
           sx_define_value(vm, g, "inputs", SX_UNDEFINED, 0);
}

/* What eval and Function say when the VM has no compiler (vm->compile_text NULL: a VM made
 * without the api layer): node's answer under --disallow-code-generation-from-strings. */
static sx_value refuse_code_from_strings(sx_vm *vm) {
    return sx_throw_error(vm, sx_realm(vm)->eval_error_proto,
                          "Code generation from strings disallowed for this context");
}

/* `Function(p1, ..., body)` / `new Function(...)`: compiles a function in the global scope
 * (api/eval.c); also the constructor of every function (Function.prototype, f.constructor,
 * instanceof) and the base of `class extends Function`. */
static sx_value function_ctor(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    if (vm->compile_text == NULL) return refuse_code_from_strings(vm);
    return vm->compile_text(vm, SX_COMPILE_TEXT_FUNCTION, argc, argv);
}

/* The global `eval(x)`: a non-string comes back as it is; a string is compiled as a script of its
 * own and run in the global scope (api/eval.c). Every call of it is indirect eval: a direct call
 * `eval(s)` is refused by the compiler (SX9001), since it would see the caller's locals. */
static sx_value eval_native(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_value x = sx_arg(argc, argv, 0);
    if (!sx_is_string(x)) return x;
    if (vm->compile_text == NULL) return refuse_code_from_strings(vm);
    return vm->compile_text(vm, SX_COMPILE_TEXT_EVAL, 1, &x);
}

static bool init_function_ctor(sx_vm *vm) {
    sx_object *eval = sx_native_new(vm, "eval", eval_native, 1);
    return sx_define_class(vm, "Function", function_ctor, 1, vm->realm.function_proto) != NULL && eval != NULL &&
           sx_define_value(vm, vm->realm.global, "eval", sx_from_object(eval), SX_PROP_HIDDEN);
}

bool sx_stdlib_init(sx_vm *vm) {
    return create_prototypes(vm) && sx_stdlib_init_symbol(vm) && init_global_values(vm) && sx_stdlib_init_object(vm) &&
           sx_stdlib_init_error(vm) && sx_stdlib_init_array(vm) && sx_stdlib_init_string(vm) &&
           sx_stdlib_init_number(vm) && sx_stdlib_init_json(vm) && sx_stdlib_init_console(vm) &&
           sx_stdlib_init_promise(vm) && sx_stdlib_init_collections(vm) && sx_stdlib_init_regexp(vm) &&
           sx_stdlib_init_date(vm) && sx_stdlib_init_global(vm) && sx_stdlib_init_es2025(vm) &&
           sx_stdlib_init_reflect(vm) && sx_stdlib_init_generator(vm) && sx_stdlib_init_iterator_helpers(vm) &&
           sx_stdlib_init_intl(vm) && sx_stdlib_init_symbol_iterators(vm) && init_function_ctor(vm) &&
           sx_stdlib_init_bigint(vm);
}
