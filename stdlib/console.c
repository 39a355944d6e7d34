/* console.c - the console object, as node's lib/internal/console/constructor.js prints: log/info/debug/dir (stdout),
 * error/warn/trace/assert (stderr), group indentation, count, time (on the run's clock) and table. */
#include <math.h>
#include <stdio.h>

#include "stdlib/stdlib.h"

/*
 * The console keeps state (the group indentation, the counters, the timers) in one internal
 * object that the guest cannot reach: every console function holds it in its native.data. Its
 * three properties are always in this order, so they are read by position, without a lookup:
 *   0 "indent": the number of spaces;  1 "counts": label -> count;  2 "timers": label -> start ms
 * (counts and timers are null-prototype objects keyed by the label: the realm image can hold
 * plain objects, not Maps).
 */
enum { STATE_INDENT, STATE_COUNTS, STATE_TIMERS };

static sx_object *console_state(sx_vm *vm) { return sx_as_object(vm->frames[vm->nframes - 1].callee->u.native.data); }

static uint32_t state_indent(sx_object *state) { return (uint32_t)sx_to_double(state->props[STATE_INDENT].value); }

static sx_object *state_table(sx_object *state, int which) { return sx_as_object(state->props[which].value); }

/* The number under label in a state table, or false when absent. */
static bool table_get(sx_object *table, sx_string *label, double *out) {
    sx_prop *p = sx_object_find_raw(table, label) /* (never lazy: made at run time) */;
    if (p == NULL) return false;
    *out = sx_to_double(p->value);
    return true;
}

static bool table_set(sx_vm *vm, sx_object *table, sx_string *label, double v) {
    return sx_object_define(vm, table, label, sx_number(v), SX_PROP_DEFAULT);
}

/* Write the text of b plus a newline to a stream, each line indented by the current group. */
static sx_value write_text(sx_vm *vm, bool to_stderr, sx_strbuf *b) {
    uint32_t indent = state_indent(console_state(vm));
    if (indent > 0) {
        sx_strbuf t;
        sx_strbuf_init(&t, vm);
        for (uint32_t i = 0; i < indent; i++) sx_strbuf_unit(&t, ' ');
        for (uint32_t i = 0; i < b->len; i++) {
            sx_strbuf_unit(&t, b->data[i]);
            if (b->data[i] == '\n')
                for (uint32_t k = 0; k < indent; k++) sx_strbuf_unit(&t, ' ');
        }
        sx_strbuf_discard(b);
        *b = t;
    }
    sx_strbuf_unit(b, '\n');
    sx_string *s = sx_strbuf_finish(b);
    if (s == NULL) return SX_EXCEPTION;
    size_t n = sx_string_to_utf8(s, NULL, 0);
    char *text = sx_mem_alloc(vm, n + 1);
    if (text == NULL) return sx_throw_oom(vm);
    sx_string_to_utf8(s, text, n + 1);
    sx_output_write(vm, to_stderr, text, n);
    sx_mem_free(vm, text, n + 1);
    return SX_UNDEFINED;
}

/* Would a line written to the stream be dropped (its output was truncated)? Then it is not even
 * formatted: formatting a huge value for nothing must not cost the run (issue #22). */
static bool dropped(const sx_vm *vm, bool to_stderr) {
    const sx_outbuf *o = to_stderr ? &vm->err : &vm->out;
    return o->capture && o->truncated;
}

/* util.format(...argv) to a stream. */
static sx_value console_write(sx_vm *vm, bool to_stderr, int argc, const sx_value *argv) {
    if (dropped(vm, to_stderr)) return SX_UNDEFINED;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    if (!sx_console_format(vm, &b, argc, argv)) {
        sx_strbuf_discard(&b);
        return SX_EXCEPTION;
    }
    return write_text(vm, to_stderr, &b);
}

/* One line of text (a C string) to a stream. */
static sx_value write_line(sx_vm *vm, bool to_stderr, const char *utf8) {
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_utf8(&b, utf8, strlen(utf8));
    return write_text(vm, to_stderr, &b);
}

static sx_value console_log(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return console_write(vm, false, argc, argv);
}

static sx_value console_error(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return console_write(vm, true, argc, argv);
}

/* console.trace(...): "Trace: <message>" (just "Trace" without one) and the frames, on stderr. */
static sx_value console_trace(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (dropped(vm, true)) return SX_UNDEFINED;
    sx_strbuf msg, b;
    sx_strbuf_init(&msg, vm);
    if (!sx_console_format(vm, &msg, argc, argv)) {
        sx_strbuf_discard(&msg);
        return SX_EXCEPTION;
    }
    sx_string *m = sx_strbuf_finish(&msg);
    if (m == NULL) return SX_EXCEPTION;
    sx_strbuf_init(&b, vm);
    sx_strbuf_ascii(&b, m->len > 0 ? "Trace: " : "Trace");
    sx_strbuf_string(&b, m);
    sx_append_stack_frames(vm, &b);
    return write_text(vm, true, &b);
}

/* -- labels: `${label}` with "default" for undefined, as UTF-8 text -- */

static sx_string *label_of(sx_vm *vm, int argc, const sx_value *argv) {
    sx_value v = sx_arg(argc, argv, 0);
    if (v == SX_UNDEFINED) return sx_atoms(vm)->default_;
    sx_string *s = sx_to_string(vm, v);
    return s ? sx_string_intern(vm, s) : NULL; /* a key of the state tables */
}

/* process.emitWarning's text, without node's process id (secexec has no process). */
static sx_value warn_label(sx_vm *vm, const char *fmt, sx_string *label) {
    char text[512];
    size_t n = sx_string_to_utf8(label, NULL, 0);
    char *l = sx_mem_alloc(vm, n + 1);
    if (l == NULL) return sx_throw_oom(vm);
    sx_string_to_utf8(label, l, n + 1);
    snprintf(text, sizeof text, fmt, l);
    sx_mem_free(vm, l, n + 1);
    return write_line(vm, true, text);
}

/* "label: rest" through console.log's formatting ('%s: %s'), then more values. */
static sx_value log_labelled(sx_vm *vm, sx_string *label, const char *rest, int argc, const sx_value *more) {
    sx_string *r = sx_string_from_cstr(vm, rest);
    if (r == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(r));
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_string(&b, label);
    sx_strbuf_ascii(&b, ": ");
    sx_strbuf_string(&b, r);
    for (int i = 0; i < argc; i++) {
        sx_strbuf_unit(&b, ' ');
        if (!(sx_is_string(more[i]) ? (sx_strbuf_string(&b, sx_as_string(more[i])), true)
                                    : sx_inspect(vm, &b, more[i]))) {
            sx_strbuf_discard(&b);
            return SX_EXCEPTION;
        }
    }
    sx_temp_pop(vm, 1);
    return write_text(vm, false, &b);
}

/* -- count / countReset -- */

static sx_value console_count(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_string *label = label_of(vm, argc, argv);
    if (label == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(label));
    sx_object *counts = state_table(console_state(vm), STATE_COUNTS);
    double n = 0;
    table_get(counts, label, &n);
    if (!table_set(vm, counts, label, ++n)) return SX_EXCEPTION;
    char rest[32];
    snprintf(rest, sizeof rest, "%.0f", n);
    return log_labelled(vm, label, rest, 0, NULL);
}

static sx_value console_count_reset(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_string *label = label_of(vm, argc, argv);
    if (label == NULL) return SX_EXCEPTION;
    sx_object *counts = state_table(console_state(vm), STATE_COUNTS);
    double n;
    if (!table_get(counts, label, &n)) return warn_label(vm, "Warning: Count for '%s' does not exist", label);
    return table_set(vm, counts, label, 0) ? SX_UNDEFINED : SX_EXCEPTION;
}

/* -- time / timeLog / timeEnd on the run's clock (Date.now(): fixed unless the host opted in) -- */

/* node's formatTime. */
static void format_time(double ms, char *out, size_t size) {
    double hours = 0, minutes = 0, seconds = 0;
    if (ms >= 1000) {
        if (ms >= 60000) {
            if (ms >= 3600000) {
                hours = floor(ms / 3600000);
                ms = fmod(ms, 3600000);
            }
            minutes = floor(ms / 60000);
            ms = fmod(ms, 60000);
        }
        seconds = ms / 1000;
    }
    if (hours != 0 || minutes != 0) {
        char fixed[64];
        sx_number_to_fixed(seconds, 3, fixed, sizeof fixed); /* "ss.mmm" */
        char *dot = strchr(fixed, '.');
        if (dot != NULL) *dot = 0;
        const char *frac = dot != NULL ? dot + 1 : "000";
        if (hours != 0)
            snprintf(out, size, "%.0f:%02.0f:%s%s.%s (h:mm:ss.mmm)", hours, minutes, strlen(fixed) < 2 ? "0" : "",
                     fixed, frac);
        else snprintf(out, size, "%.0f:%s%s.%s (m:ss.mmm)", minutes, strlen(fixed) < 2 ? "0" : "", fixed, frac);
        return;
    }
    if (seconds != 0) {
        char fixed[64];
        sx_number_to_fixed(seconds, 3, fixed, sizeof fixed);
        snprintf(out, size, "%ss", fixed);
        return;
    }
    char fixed[64];
    sx_number_to_fixed(ms, 3, fixed, sizeof fixed); /* Number(ms.toFixed(3)): no trailing zeros */
    char *end = fixed + strlen(fixed);
    if (strchr(fixed, '.') != NULL) {
        while (end[-1] == '0') *--end = 0;
        if (end[-1] == '.') *--end = 0;
    }
    snprintf(out, size, "%sms", fixed);
}

static sx_value console_time(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_string *label = label_of(vm, argc, argv);
    if (label == NULL) return SX_EXCEPTION;
    sx_object *timers = state_table(console_state(vm), STATE_TIMERS);
    double start;
    if (table_get(timers, label, &start))
        return warn_label(vm, "Warning: Label '%s' already exists for console.time()", label);
    return table_set(vm, timers, label, sx_date_now(vm)) ? SX_UNDEFINED : SX_EXCEPTION;
}

static sx_value time_log(sx_vm *vm, int argc, const sx_value *argv, bool end) {
    sx_string *label = label_of(vm, argc, argv);
    if (label == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(label));
    sx_object *timers = state_table(console_state(vm), STATE_TIMERS);
    double start;
    if (!table_get(timers, label, &start))
        return warn_label(vm,
                          end ? "Warning: No such label '%s' for console.timeEnd()"
                              : "Warning: No such label '%s' for console.timeLog()",
                          label);
    char text[96];
    format_time(sx_date_now(vm) - start, text, sizeof text);
    if (end) sx_object_remove(vm, timers, label);
    return log_labelled(vm, label, text, end || argc < 2 ? 0 : argc - 1, sx_args_now(vm) + 1);
}

static sx_value console_time_log(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return time_log(vm, argc, argv, false);
}

static sx_value console_time_end(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return time_log(vm, argc, argv, true);
}

/* -- group / groupEnd -- */

static void set_indent(sx_object *state, uint32_t indent) { state->props[STATE_INDENT].value = sx_number(indent); }

static sx_value console_group(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc > 0 && console_write(vm, false, argc, argv) == SX_EXCEPTION) return SX_EXCEPTION;
    sx_object *state = console_state(vm);
    uint32_t indent = state_indent(state);
    if (indent <= 1000000) set_indent(state, indent + 2); /* deeper groups would only multiply the output */
    return SX_UNDEFINED;
}

static sx_value console_group_end(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    sx_object *state = console_state(vm);
    uint32_t indent = state_indent(state);
    set_indent(state, indent >= 2 ? indent - 2 : 0);
    return SX_UNDEFINED;
}

/* -- assert(value, ...data): "Assertion failed" (+ ": " + `${data[0]}`, then the rest) on stderr -- */

static sx_value console_assert(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (sx_to_boolean(sx_arg(argc, argv, 0))) return SX_UNDEFINED;
    if (argc < 2) return write_line(vm, true, "Assertion failed");
    sx_string *first = sx_to_string(vm, argv[1]);
    if (first == NULL) return SX_EXCEPTION;
    sx_string *prefix = sx_string_from_cstr(vm, "Assertion failed: ");
    sx_string *head = prefix ? sx_string_concat(vm, prefix, first) : NULL;
    if (head == NULL) return SX_EXCEPTION;
    sx_value *args = sx_mem_alloc(vm, (size_t)(argc - 1) * sizeof *args);
    if (args == NULL) return sx_throw_oom(vm);
    const sx_value *now = sx_args_now(vm);
    args[0] = sx_from_string(head);
    for (int i = 2; i < argc; i++) args[i - 1] = now[i];
    for (int i = 0; i < argc - 1; i++) sx_temp_push(vm, args[i]);
    sx_value r = console_write(vm, true, argc - 1, args);
    sx_mem_free(vm, args, (size_t)(argc - 1) * sizeof *args);
    return r;
}

/* -- dir(value, options): util.inspect(value, options) on stdout (depth honoured) -- */

static sx_value console_dir(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value v = sx_arg(argc, argv, 0), opts = sx_arg(argc, argv, 1);
    sx_inspect_options o = {2, 100, 80};
    if (sx_is_object(opts)) {
        sx_temp_push(vm, v);
        sx_string *key = sx_atom(vm, "depth");
        sx_value depth = key ? sx_get(vm, opts, key) : SX_EXCEPTION;
        if (depth == SX_EXCEPTION) return depth;
        if (depth == SX_NULL || (sx_is_number(depth) && sx_to_double(depth) > 1000)) o.depth = 1000;
        else if (sx_is_number(depth) && sx_to_double(depth) == sx_to_double(depth)) o.depth = (int)sx_to_double(depth);
    }
    if (dropped(vm, false)) return SX_UNDEFINED;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    if (!sx_inspect_opts(vm, &b, v, &o)) {
        sx_strbuf_discard(&b);
        return SX_EXCEPTION;
    }
    return write_text(vm, false, &b);
}

static sx_value console_table(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value data = sx_arg(argc, argv, 0), props = sx_arg(argc, argv, 1);
    if (props != SX_UNDEFINED && !sx_is_array(props)) {
        char what[96];
        sx_value_label(vm, props, what, sizeof what);
        return sx_throw_type(vm, "The \"properties\" argument must be an instance of Array. Received %s", what);
    }
    if (!sx_is_object(data)) return console_write(vm, false, 1, &data);
    if (dropped(vm, false)) return SX_UNDEFINED;
    sx_value text = sx_console_table(vm, data, props);
    if (text == SX_EXCEPTION) return text;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_string(&b, sx_as_string(text));
    return write_text(vm, false, &b);
}

static const sx_native_def console_methods[] = {
    {"log", console_log, 0},
    {"info", console_log, 0},
    {"debug", console_log, 0},
    {"dirxml", console_log, 0},
    {"error", console_error, 0},
    {"warn", console_error, 0},
    {"trace", console_trace, 0},
    {"dir", console_dir, 0},
    {"table", console_table, 1},
    {"group", console_group, 0},
    {"groupCollapsed", console_group, 0},
    {"groupEnd", console_group_end, 0},
    {"count", console_count, 0},
    {"countReset", console_count_reset, 0},
    {"time", console_time, 0},
    {"timeLog", console_time_log, 0},
    {"timeEnd", console_time_end, 0},
    {"assert", console_assert, 0},
};

/* The state object, its properties in the order of STATE_*. */
static sx_object *new_state(sx_vm *vm) {
    sx_object *state = sx_object_new(vm, SX_CLASS_OBJECT, NULL);
    sx_object *counts = sx_object_new(vm, SX_CLASS_OBJECT, NULL), *timers = sx_object_new(vm, SX_CLASS_OBJECT, NULL);
    sx_string *names[] = {sx_atom(vm, "indent"), sx_atom(vm, "counts"), sx_atom(vm, "timers")};
    if (state == NULL || counts == NULL || timers == NULL || !names[0] || !names[1] || !names[2]) return NULL;
    sx_value values[] = {sx_number(0), sx_from_object(counts), sx_from_object(timers)};
    for (int i = 0; i < 3; i++)
        if (!sx_object_define(vm, state, names[i], values[i], SX_PROP_DEFAULT)) return NULL;
    return state;
}

bool sx_stdlib_init_console(sx_vm *vm) {
    sx_object *console = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    sx_object *state = new_state(vm);
    if (console == NULL || state == NULL) return false;
    for (size_t i = 0; i < sizeof console_methods / sizeof console_methods[0]; i++) {
        const sx_native_def *d = &console_methods[i];
        sx_object *f = sx_native_new(vm, d->name, d->fn, d->length);
        if (f == NULL) return false;
        f->u.native.data = sx_from_object(state);
        if (!sx_define_value(vm, console, d->name, sx_from_object(f), SX_PROP_HIDDEN)) return false;
    }
    return sx_define_value(vm, vm->realm.global, "console", sx_from_object(console), SX_PROP_HIDDEN);
}
