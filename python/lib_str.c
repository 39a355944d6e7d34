/* lib_str.c - str methods beyond types.c's core: padding (center ljust rjust zfill), partition, swapcase, splitlines, removeprefix/suffix. */
#include <stdint.h>
#include <string.h>

#include "python/py.h"
#include "vm/meter.h"

#define RL py_rl(vm)

static sx_value finish(sx_vm *vm, sx_strbuf *b) {
    if (b->failed) {
        sx_strbuf_discard(b);
        return vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm);
    }
    sx_string *r = sx_strbuf_finish(b);
    return r ? sx_from_string(r) : (vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm));
}

/* A result of width units that cannot fit under the memory cap ends the run at once (memory_limit)
 * instead of after appending up to the cap one unit at a time; false then. */
static bool room_for(sx_vm *vm, double width) {
    if (width < (1 << 20)) return true;
    size_t n = width > (double)(SIZE_MAX / 4) ? SIZE_MAX / 4 : (size_t)width;
    void *p = sx_mem_realloc(vm, NULL, 0, n);
    if (p == NULL) return sx_throw_oom(vm), false;
    sx_mem_realloc(vm, p, n, 0);
    return true;
}

/* n copies of unit c; stops as soon as the buffer fails (memory cap, budget) */
static void pad(sx_strbuf *b, uint16_t c, double n) {
    for (double i = 0; i < n && !b->failed; i++) sx_strbuf_unit(b, c);
}

/* the width and fill character of center/ljust/rjust(width[, fillchar]) */
static bool pad_args(sx_vm *vm, const char *name, int argc, const sx_value *argv, double *width, uint16_t *fill) {
    py_kwargs(&argc, argv);
    if (argc < 1) return py_raise(vm, RL->type_error, "%s expected at least 1 argument, got 0", name), false;
    if (argc > 2) return py_raise(vm, RL->type_error, "%s expected at most 2 arguments, got %d", name, argc), false;
    if (!py_arg_int(vm, argv[0], width)) return false;
    *fill = ' ';
    if (argc == 2) {
        if (!sx_is_string(argv[1])) {
            char tn[64];
            py_raise(vm, RL->type_error, "%s() argument 2 must be str, not %s", name,
                     py_type_name(vm, argv[1], tn, sizeof tn));
            return false;
        }
        sx_string *f = sx_as_string(argv[1]);
        if (f->len != 1) {
            py_raise(vm, RL->type_error, "The fill character must be exactly one character long");
            return false;
        }
        *fill = sx_string_at(f, 0);
    }
    return true;
}

/* mode 0 center, 1 ljust, 2 rjust */
static sx_value str_pad(sx_vm *vm, sx_value t, int argc, const sx_value *argv, int mode) {
    static const char *names[] = {"center", "ljust", "rjust"};
    sx_string *s;
    double width;
    uint16_t fill;
    if (!py_self_str(vm, t, names[mode], &s) || !pad_args(vm, names[mode], argc, argv, &width, &fill))
        return SX_EXCEPTION;
    if (width <= s->len) return t;
    if (!room_for(vm, width)) return SX_EXCEPTION;
    double marg = width - s->len, left;
    if (mode == 0) {
        long long m = (long long)marg, w = (long long)width;
        left = (double)(m / 2 + (m & w & 1)); /* CPython's split of an odd margin */
    } else left = mode == 1 ? 0 : marg;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    pad(&b, fill, left);
    if (!b.failed) sx_strbuf_string(&b, s);
    pad(&b, fill, marg - left);
    return finish(vm, &b);
}
static sx_value str_center(sx_vm *vm, sx_value t, int c, const sx_value *a) { return str_pad(vm, t, c, a, 0); }
static sx_value str_ljust(sx_vm *vm, sx_value t, int c, const sx_value *a) { return str_pad(vm, t, c, a, 1); }
static sx_value str_rjust(sx_vm *vm, sx_value t, int c, const sx_value *a) { return str_pad(vm, t, c, a, 2); }

static sx_value str_zfill(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_string *s;
    double width;
    if (!py_self_str(vm, t, "zfill", &s)) return SX_EXCEPTION;
    if (argc != 1) return py_raise(vm, RL->type_error, "str.zfill() takes exactly one argument (%d given)", argc);
    if (!py_arg_int(vm, argv[0], &width)) return SX_EXCEPTION;
    if (width <= s->len) return t;
    if (!room_for(vm, width)) return SX_EXCEPTION;
    bool sign = s->len > 0 && (sx_string_at(s, 0) == '+' || sx_string_at(s, 0) == '-');
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    if (sign) sx_strbuf_unit(&b, sx_string_at(s, 0));
    pad(&b, '0', width - s->len);
    for (uint32_t i = sign ? 1 : 0; i < s->len && !b.failed; i++) sx_strbuf_unit(&b, sx_string_at(s, i));
    return finish(vm, &b);
}

static sx_value str_swapcase(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_string *s;
    if (!py_self_str(vm, t, "swapcase", &s)) return SX_EXCEPTION;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    for (uint32_t i = 0; i < s->len && !b.failed; i++) {
        uint16_t c = sx_string_at(s, i);
        if (c >= 'a' && c <= 'z') c = (uint16_t)(c - 32);
        else if (c >= 'A' && c <= 'Z') c = (uint16_t)(c + 32);
        sx_strbuf_unit(&b, c);
    }
    return finish(vm, &b);
}

static bool sep_arg(sx_vm *vm, int argc, const sx_value *argv, sx_string **sep) {
    if (argc != 1) return py_raise(vm, RL->type_error, "expected 1 argument, got %d", argc), false;
    if (!sx_is_string(argv[0])) {
        char tn[64];
        py_raise(vm, RL->type_error, "must be str, not %s", py_type_name(vm, argv[0], tn, sizeof tn));
        return false;
    }
    *sep = sx_as_string(argv[0]);
    if ((*sep)->len == 0) return py_raise(vm, RL->value_error, "empty separator"), false;
    return true;
}

static bool match_at(const sx_string *s, const sx_string *p, uint32_t at) {
    for (uint32_t k = 0; k < p->len; k++)
        if (sx_string_at(s, at + k) != sx_string_at(p, k)) return false;
    return true;
}

/* (s[:a], s[a:b], s[b:]) as a tuple */
static sx_value three(sx_vm *vm, sx_string *s, uint32_t a, uint32_t b) {
    sx_object *tup = py_tuple_new(vm, 3);
    if (tup == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(tup));
    uint32_t cut[4] = {0, a, b, s->len};
    for (int i = 0; i < 3; i++) {
        sx_string *part = sx_string_substring(vm, s, cut[i], cut[i + 1]);
        if (part == NULL || !sx_array_push(vm, tup, sx_from_string(part))) return sx_temp_pop(vm, 1), sx_throw_oom(vm);
    }
    sx_temp_pop(vm, 1);
    return sx_from_object(tup);
}

static sx_value str_partition_impl(sx_vm *vm, sx_value t, int argc, const sx_value *argv, bool right) {
    sx_string *s, *sep;
    if (!py_self_str(vm, t, right ? "rpartition" : "partition", &s) || !sep_arg(vm, argc, argv, &sep))
        return SX_EXCEPTION;
    if (!sx_meter_chars(vm, (uint64_t)s->len * sep->len)) return SX_EXCEPTION;
    if (sep->len <= s->len) {
        uint32_t last = s->len - sep->len;
        for (uint32_t k = 0; k <= last; k++) {
            uint32_t at = right ? last - k : k;
            if (match_at(s, sep, at)) return three(vm, s, at, at + sep->len);
        }
    }
    return right ? three(vm, s, 0, 0) : three(vm, s, s->len, s->len);
}
static sx_value str_partition(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    return str_partition_impl(vm, t, c, a, false);
}
static sx_value str_rpartition(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    return str_partition_impl(vm, t, c, a, true);
}

static bool line_break(uint16_t c) {
    return c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || c == 0x1c || c == 0x1d || c == 0x1e || c == 0x85 ||
           c == 0x2028 || c == 0x2029;
}

static sx_value str_splitlines(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_string *s;
    if (!py_self_str(vm, t, "splitlines", &s)) return SX_EXCEPTION;
    sx_object *kw = py_kwargs(&argc, argv);
    sx_value keep_v = argc > 0 ? argv[0] : SX_FALSE;
    if (kw != NULL) {
        sx_value k = py_kwarg(vm, kw, "keepends");
        if (k != SX_UNDEFINED) keep_v = k;
    }
    bool keep;
    if (!py_truthy(vm, keep_v, &keep)) return SX_EXCEPTION;
    if (!sx_meter_chars(vm, s->len)) return SX_EXCEPTION;
    sx_object *out = py_list_new(vm, 0);
    if (out == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(out));
    uint32_t i = 0;
    while (i < s->len) {
        uint32_t start = i;
        while (i < s->len && !line_break(sx_string_at(s, i))) i++;
        uint32_t end = i;
        if (i < s->len) {
            if (sx_string_at(s, i) == '\r' && i + 1 < s->len && sx_string_at(s, i + 1) == '\n') i += 2;
            else i++;
        }
        sx_string *line = sx_string_substring(vm, s, start, keep ? i : end);
        if (line == NULL || !sx_array_push(vm, out, sx_from_string(line))) return sx_temp_pop(vm, 1), sx_throw_oom(vm);
    }
    sx_temp_pop(vm, 1);
    return sx_from_object(out);
}

static sx_value str_remove_affix(sx_vm *vm, sx_value t, int argc, const sx_value *argv, bool suffix) {
    sx_string *s;
    const char *name = suffix ? "removesuffix" : "removeprefix";
    if (!py_self_str(vm, t, name, &s)) return SX_EXCEPTION;
    if (argc != 1) return py_raise(vm, RL->type_error, "str.%s() takes exactly one argument (%d given)", name, argc);
    if (!sx_is_string(argv[0])) {
        char tn[64];
        return py_raise(vm, RL->type_error, "%s() argument must be str, not %s", name,
                        py_type_name(vm, argv[0], tn, sizeof tn));
    }
    sx_string *p = sx_as_string(argv[0]);
    if (p->len == 0 || p->len > s->len) return t;
    uint32_t at = suffix ? s->len - p->len : 0;
    if (!match_at(s, p, at)) return t;
    sx_string *r = suffix ? sx_string_substring(vm, s, 0, at) : sx_string_substring(vm, s, p->len, s->len);
    return r ? sx_from_string(r) : sx_throw_oom(vm);
}
static sx_value str_removeprefix(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    return str_remove_affix(vm, t, c, a, false);
}
static sx_value str_removesuffix(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    return str_remove_affix(vm, t, c, a, true);
}

/* Adds these methods to the str class (called from py_init_types). */
bool py_init_str_methods(sx_vm *vm, sx_object *str_cls) {
    static const struct {
        const char *name;
        sx_native_fn fn;
    } methods[] = {{"center", str_center},
                   {"ljust", str_ljust},
                   {"rjust", str_rjust},
                   {"zfill", str_zfill},
                   {"swapcase", str_swapcase},
                   {"partition", str_partition},
                   {"rpartition", str_rpartition},
                   {"splitlines", str_splitlines},
                   {"removeprefix", str_removeprefix},
                   {"removesuffix", str_removesuffix}};
    for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
        if (!py_def(vm, str_cls, methods[i].name, methods[i].fn, 0)) return false;
    return true;
}
