/* error.c - Error and its subclasses (TypeError, RangeError, ...), with guest-only stacks. */
#include "stdlib/stdlib.h"

/* The function object of the running native (the constructor being called). */
static sx_object *current_callee(sx_vm *vm) { return vm->frames[vm->nframes - 1].callee; }

/* new Error(message, { cause }) and Error(message): same result. */
static sx_value error_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *ctor = vm->new_target ? vm->new_target : current_callee(vm);
    sx_value message = sx_arg(argc, argv, 0), options = sx_arg(argc, argv, 1);
    sx_value proto = sx_get(vm, sx_from_object(ctor), vm->atoms.prototype);
    if (proto == SX_EXCEPTION) return proto;
    sx_string *msg = NULL;
    if (message != SX_UNDEFINED && (msg = sx_to_string(vm, message)) == NULL) return SX_EXCEPTION;
    sx_object *err = sx_error_new(vm, sx_is_object(proto) ? sx_as_object(proto) : sx_realm(vm)->error_proto, msg);
    if (err == NULL) return SX_EXCEPTION;
    if (sx_is_object(options) && sx_has_property(vm, sx_as_object(options), sx_atoms(vm)->cause)) {
        sx_temp_push(vm, sx_from_object(err));
        sx_value cause = sx_get(vm, options, sx_atoms(vm)->cause);
        sx_temp_pop(vm, 1);
        if (cause == SX_EXCEPTION || !sx_object_define(vm, err, sx_atoms(vm)->cause, cause, SX_PROP_HIDDEN))
            return SX_EXCEPTION;
    }
    return sx_from_object(err);
}

/* Error.prototype.toString: "Name: message", or just one of them when the other is empty. */
static sx_value error_to_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    if (!sx_is_object(t)) {
        char what[96];
        sx_value_label(vm, t, what, sizeof what);
        return sx_throw_type(vm, "Method Error.prototype.toString called on incompatible receiver %s", what);
    }
    sx_value name = sx_get(vm, t, vm->atoms.name);
    if (name == SX_EXCEPTION) return name;
    sx_string *n = name == SX_UNDEFINED ? sx_atom(vm, "Error") : sx_to_string(vm, name);
    if (n == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(n));
    sx_value message = sx_get(vm, t, sx_atoms(vm)->message);
    sx_string *m = message == SX_EXCEPTION   ? NULL
                   : message == SX_UNDEFINED ? vm->atoms.empty
                                             : sx_to_string(vm, message);
    sx_temp_pop(vm, 1);
    if (m == NULL) return SX_EXCEPTION;
    if (n->len == 0) return sx_from_string(m);
    if (m->len == 0) return sx_from_string(n);
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_string(&b, n);
    sx_strbuf_ascii(&b, ": ");
    sx_strbuf_string(&b, m);
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

static bool init_error_proto(sx_vm *vm, sx_object *proto, const char *name) {
    return sx_define_value(vm, proto, "name", sx_from_string(sx_atom(vm, name)), SX_PROP_HIDDEN) &&
           sx_define_value(vm, proto, "message", sx_from_string(vm->atoms.empty), SX_PROP_HIDDEN);
}

/* One subclass: its prototype inherits Error.prototype, its constructor inherits Error. */
static bool init_subclass(sx_vm *vm, const char *name, sx_object **proto_slot, sx_object **ctor_slot) {
    sx_object *proto = sx_object_new(vm, SX_CLASS_OBJECT, sx_realm(vm)->error_proto);
    if (proto == NULL || !init_error_proto(vm, proto, name)) return false;
    sx_object *ctor = sx_define_class(vm, name, error_ctor, 1, proto);
    if (ctor == NULL) return false;
    ctor->proto = sx_realm(vm)->error_ctor;
    *proto_slot = proto;
    *ctor_slot = ctor;
    return true;
}

bool sx_stdlib_init_error(sx_vm *vm) {
    sx_js_realm *r = sx_realm(vm);
    static const sx_native_def methods[] = {{"toString", error_to_string, 0}};
    if (!init_error_proto(vm, r->error_proto, "Error") || !SX_DEFINE_NATIVES(vm, r->error_proto, methods)) return false;
    if ((r->error_ctor = sx_define_class(vm, "Error", error_ctor, 1, r->error_proto)) == NULL) return false;
    return init_subclass(vm, "TypeError", &r->type_error_proto, &r->type_error_ctor) &&
           init_subclass(vm, "RangeError", &r->range_error_proto, &r->range_error_ctor) &&
           init_subclass(vm, "ReferenceError", &r->reference_error_proto, &r->reference_error_ctor) &&
           init_subclass(vm, "SyntaxError", &r->syntax_error_proto, &r->syntax_error_ctor) &&
           init_subclass(vm, "EvalError", &r->eval_error_proto, &r->eval_error_ctor) &&
           init_subclass(vm, "URIError", &r->uri_error_proto, &r->uri_error_ctor);
}
