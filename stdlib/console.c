/* console.c - console.log/info/debug (stdout) and console.error/warn (stderr), formatted
 * like node's util.format. */
#include "stdlib/stdlib.h"

static sx_value console_write(sx_vm *vm, bool to_stderr, int argc, const sx_value *argv) {
    const sx_outbuf *o = to_stderr ? &vm->err : &vm->out;
    if (o->capture && o->truncated) return SX_UNDEFINED; /* it would be dropped: not even formatted */
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    if (!sx_console_format(vm, &b, argc, argv)) {
        sx_strbuf_discard(&b);
        return SX_EXCEPTION;
    }
    sx_strbuf_unit(&b, '\n');
    sx_string *s = sx_strbuf_finish(&b);
    if (s == NULL) return SX_EXCEPTION;
    size_t n = sx_string_to_utf8(s, NULL, 0);
    char *text = sx_mem_alloc(vm, n + 1);
    if (text == NULL) return sx_throw_oom(vm);
    sx_string_to_utf8(s, text, n + 1);
    sx_output_write(vm, to_stderr, text, n);
    sx_mem_free(vm, text, n + 1);
    return SX_UNDEFINED;
}

static sx_value console_log(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return console_write(vm, false, argc, argv);
}

static sx_value console_error(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return console_write(vm, true, argc, argv);
}

static const sx_native_def console_methods[] = {
    {"log", console_log, 0},     {"info", console_log, 0},   {"debug", console_log, 0},
    {"error", console_error, 0}, {"warn", console_error, 0}, {"trace", console_error, 0},
};

bool sx_stdlib_init_console(sx_vm *vm) {
    sx_object *console = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    return console != NULL && SX_DEFINE_NATIVES(vm, console, console_methods) &&
           sx_define_value(vm, vm->realm.global, "console", sx_from_object(console), SX_PROP_HIDDEN);
}
