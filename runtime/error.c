/* error.c - JavaScript error objects: guest-only stack traces, and the VM's own errors as TypeError etc. */
#include <stdio.h>
#include <string.h>

#include "runtime/runtime.h"

/* The "name" an error prototype chain gives (data properties only: no guest code runs). */
static sx_string *error_name(sx_vm *vm, sx_object *o) {
    sx_value name = sx_object_find_data(vm, o, vm->atoms.name);
    return sx_is_string(name) ? sx_as_string(name) : sx_atom(vm, "Error");
}

/* Append "\n    at NAME (FILE:LINE:COL)" for every frame, innermost first. */
void sx_append_stack_frames(sx_vm *vm, sx_strbuf *b) {
    char line[64];
    int shown = 0;
    uint32_t top = vm->nframes;
    while (top > 0 && vm->frames[top - 1].callee->cls == SX_CLASS_NATIVE) top--; /* e.g. Error() itself */
    for (uint32_t i = top; i-- > 0 && shown < 10; shown++) {
        sx_frame *f = &vm->frames[i];
        sx_strbuf_ascii(b, "\n    at ");
        if (f->callee->cls == SX_CLASS_NATIVE) {
            sx_prop *n = sx_object_find(vm, f->callee, vm->atoms.name);
            if (n && sx_is_string(n->value)) sx_strbuf_string(b, sx_as_string(n->value));
            sx_strbuf_ascii(b, " (native)");
            continue;
        }
        sx_proto *p = f->callee->u.func.proto;
        size_t pc = f->pc > p->code ? (size_t)(f->pc - p->code) - 1 : 0;
        sx_lineinfo li = pc < p->ncode && p->lines ? p->lines[pc] : (sx_lineinfo){0, 0};
        bool named = p->name != NULL && p->name->len > 0 && !(p->flags & SX_PROTO_TOPLEVEL);
        if (named) {
            sx_strbuf_string(b, p->name);
            sx_strbuf_ascii(b, " (");
        }
        if (p->filename) sx_strbuf_string(b, p->filename);
        snprintf(line, sizeof line, ":%u:%u", li.line, li.col);
        sx_strbuf_ascii(b, line);
        if (named) sx_strbuf_ascii(b, ")");
    }
}

/* The frames part of error.stack ("\n    at ..." lines); the header comes when it is read. */
static sx_string *build_frames(sx_vm *vm) {
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_append_stack_frames(vm, &b);
    return sx_strbuf_finish(&b);
}

sx_object *sx_error_new(sx_vm *vm, sx_object *proto, sx_string *message) {
    sx_object *err = sx_object_new(vm, SX_CLASS_ERROR, proto);
    if (err == NULL) return NULL;
    if (message != NULL && !sx_object_define(vm, err, sx_atoms(vm)->message, sx_from_string(message), SX_PROP_HIDDEN))
        return NULL;
    sx_string *frames = build_frames(vm);
    if (frames == NULL) return NULL;
    if (!sx_object_define(vm, err, sx_atoms(vm)->stack, sx_from_string(frames), SX_PROP_HIDDEN | SX_PROP_LAZY_STACK))
        return NULL;
    return err;
}

/* The "message" data property along err's prototype chain, or NULL. */
static sx_string *error_message(sx_vm *vm, sx_object *err) {
    for (sx_object *p = err; p != NULL; p = p->proto) {
        sx_prop *prop = sx_object_find(vm, p, sx_atoms(vm)->message);
        if (prop != NULL)
            return !(prop->flags & SX_PROP_ACCESSOR) && sx_is_string(prop->value) ? sx_as_string(prop->value) : NULL;
    }
    return NULL;
}

bool sx_error_stack_ready(sx_vm *vm, sx_object *err, sx_prop *p) {
    if (!(p->flags & SX_PROP_LAZY_STACK)) return true;
    p->flags &= ~(uint32_t)SX_PROP_LAZY_STACK;
    sx_string *message = error_message(vm, err);
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_string(&b, error_name(vm, err));
    if (message != NULL && message->len > 0) {
        sx_strbuf_ascii(&b, ": ");
        sx_strbuf_string(&b, message);
    }
    if (sx_is_string(p->value)) sx_strbuf_string(&b, sx_as_string(p->value));
    sx_string *stack = sx_strbuf_finish(&b);
    if (stack == NULL) return false;
    p = sx_object_find(vm, err, sx_atoms(vm)->stack); /* the allocation may have run a collection */
    if (p != NULL) p->value = sx_from_string(stack);
    return true;
}

static sx_value throw_va(sx_vm *vm, sx_object *proto, const char *fmt, va_list ap) {
    char text[512];
    vsnprintf(text, sizeof text, fmt, ap);
    sx_string *msg = sx_string_from_cstr(vm, text);
    if (msg == NULL) return SX_EXCEPTION;
    sx_object *err = sx_error_new(vm, proto, msg);
    if (err == NULL) return SX_EXCEPTION;
    return sx_throw(vm, sx_from_object(err));
}

sx_value sx_throw_error(sx_vm *vm, sx_object *proto, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    sx_value r = throw_va(vm, proto, fmt, ap);
    va_end(ap);
    return r;
}

/* sx_lang.throw_error: the VM's own errors as JavaScript's TypeError, RangeError, ... */
sx_value sx_js_throw_error(sx_vm *vm, sx_error_kind kind, const char *message) {
    sx_object *proto = kind == SX_ERR_TYPE        ? sx_realm(vm)->type_error_proto
                       : kind == SX_ERR_RANGE     ? sx_realm(vm)->range_error_proto
                       : kind == SX_ERR_REFERENCE ? sx_realm(vm)->reference_error_proto
                                                  : sx_realm(vm)->syntax_error_proto;
    sx_string *msg = sx_string_from_cstr(vm, message);
    if (msg == NULL) return SX_EXCEPTION;
    sx_object *err = sx_error_new(vm, proto, msg);
    if (err == NULL) return SX_EXCEPTION;
    return sx_throw(vm, sx_from_object(err));
}

/* sx_lang.fault: the errors the VM raises itself, worded as V8 words them. */
sx_value sx_js_fault(sx_vm *vm, sx_fault what, const char *a, const char *b) {
    static const struct {
        uint8_t kind; /* sx_error_kind */
        const char *words;
    } v8[SX_FAULT__COUNT] = {
        [SX_FAULT_STACK_OVERFLOW] = {SX_ERR_RANGE, "Maximum call stack size exceeded"},
        [SX_FAULT_STRING_TOO_LONG] = {SX_ERR_RANGE, "Invalid string length"},
        [SX_FAULT_ARRAY_TOO_LONG] = {SX_ERR_RANGE, "Invalid array length"},
        [SX_FAULT_BIGINT_TOO_BIG] = {SX_ERR_RANGE, "Maximum BigInt size exceeded"},
        [SX_FAULT_NOT_FUNCTION] = {SX_ERR_TYPE, "%s is not a function"},
        [SX_FAULT_NOT_CONSTRUCTOR] = {SX_ERR_TYPE, "%s is not a constructor"},
        [SX_FAULT_CLASS_CALL] = {SX_ERR_TYPE, "Class constructor %s cannot be invoked without 'new'"},
        [SX_FAULT_SPREAD_NOT_ARRAY] = {SX_ERR_TYPE, "spread argument is not an array"},
        [SX_FAULT_UNINITIALIZED] = {SX_ERR_REFERENCE, "Cannot access '%s' before initialization"},
        [SX_FAULT_NOT_DEFINED] = {SX_ERR_REFERENCE, "%s is not defined"},
        [SX_FAULT_CONSTANT_ASSIGNED] = {SX_ERR_TYPE, "Assignment to constant variable."},
        [SX_FAULT_PARENT_NOT_CLASS] = {SX_ERR_TYPE, "Class extends value %s is not a constructor or null"},
        [SX_FAULT_PARENT_PROTOTYPE] = {SX_ERR_TYPE,
                                       "Class extends value does not have valid prototype property undefined"},
        [SX_FAULT_NOTHING_TO_CONTINUE] = {SX_ERR_TYPE, "nothing to continue"},
        [SX_FAULT_SUPER_NOT_CONSTRUCTOR] = {SX_ERR_TYPE, "Super constructor %s of %s is not a constructor"},
        [SX_FAULT_SUPER_TWICE] = {SX_ERR_REFERENCE, "Super constructor may only be called once"},
        [SX_FAULT_THIS_BEFORE_SUPER] = {SX_ERR_REFERENCE, "Must call super constructor in derived class before "
                                                          "accessing 'this' or returning from derived constructor"},
        [SX_FAULT_NULLISH] = {SX_ERR_TYPE, "%s%s."},
        [SX_FAULT_PRIVATE_OF_NULLISH] = {SX_ERR_TYPE, "Cannot read properties of %s (reading '%s')"},
        [SX_FAULT_NOT_INSTANCE] = {SX_ERR_TYPE, "Receiver must be an instance of class %s"},
        [SX_FAULT_NOT_CLASS] = {SX_ERR_TYPE, "Receiver must be class %s"},
    };
    if ((unsigned)what >= SX_FAULT__COUNT) return sx_abort_run(vm, SX_ABORT_INTERNAL);
    if (what == SX_FAULT_PARENT_NOT_CLASS) a = strcmp(a, "object") == 0 ? "#<Object>" : "undefined";
    if (what == SX_FAULT_SUPER_NOT_CONSTRUCTOR) { /* V8: "of B", or "of anonymous class" */
        a = strcmp(a, "null") == 0 ? "null" : "value";
        if (!*b) b = "anonymous class";
    }
    char text[512];
    snprintf(text, sizeof text, v8[what].words, a, b);
    return sx_js_throw_error(vm, (sx_error_kind)v8[what].kind, text);
}

/* node's determineSpecificType(v), into buf. */
static void specific_type(sx_vm *vm, sx_value v, char *buf, size_t size) {
    if (sx_is_nullish(v)) {
        snprintf(buf, size, "%s", v == SX_NULL ? "null" : "undefined");
        return;
    }
    char label[128];
    if (sx_is_object(v) && !sx_is_callable(v)) { /* "#<Array>" -> "an instance of Array" */
        sx_value_label(vm, v, label, sizeof label);
        size_t n = strlen(label);
        if (n > 3 && label[0] == '#') snprintf(buf, size, "an instance of %.*s", (int)(n - 3), label + 2);
        else snprintf(buf, size, "an instance of Object");
        return;
    }
    if (sx_is_callable(v)) {
        sx_value name = sx_object_find_data(vm, sx_as_object(v), vm->atoms.name);
        if (sx_is_string(name) && sx_as_string(name)->len > 0) {
            sx_string_to_utf8(sx_as_string(name), label, sizeof label);
            snprintf(buf, size, "function %s", label);
            return;
        }
    }
    if (sx_is_string(v) && sx_as_string(v)->len > 28) { /* a long string: its first 25 units and "..." */
        sx_strbuf cut;
        sx_strbuf_init(&cut, vm);
        for (uint32_t i = 0; i < 25; i++) sx_strbuf_unit(&cut, sx_string_at(sx_as_string(v), i));
        sx_strbuf_ascii(&cut, "...");
        sx_string *c = sx_strbuf_finish(&cut);
        if (c != NULL) v = sx_from_string(c);
    }
    sx_strbuf b; /* type T (util.inspect(v)) */
    sx_strbuf_init(&b, vm);
    bool ok = sx_inspect(vm, &b, v);
    sx_string *text = ok ? sx_strbuf_finish(&b) : NULL;
    if (!ok) sx_strbuf_discard(&b);
    char shown[128] = "";
    if (text != NULL) sx_string_to_utf8(text, shown, sizeof shown);
    char type[16] = "";
    sx_string_to_utf8(sx_typeof(vm, v), type, sizeof type);
    snprintf(buf, size, "type %s (%s)", type, shown);
}

sx_value sx_throw_invalid_arg_type(sx_vm *vm, const char *name, const char *expected, sx_value v) {
    char got[200];
    specific_type(vm, v, got, sizeof got);
    sx_throw_type(vm, "The \"%s\" argument must be %s. Received %s", name, expected, got);
    if (!sx_is_object(vm->exception)) return SX_EXCEPTION;
    sx_string *key = sx_atom(vm, "code"), *code = sx_atom(vm, "ERR_INVALID_ARG_TYPE");
    if (key != NULL && code != NULL)
        sx_object_define(vm, sx_as_object(vm->exception), key, sx_from_string(code), SX_PROP_DEFAULT);
    return SX_EXCEPTION;
}
