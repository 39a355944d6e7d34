/* lib_string.c - the `string` module: its character-class constants and capwords. */
#include <string.h>

#include "python/py.h"
#include "vm/meter.h"

#define RL py_rl(vm)

static uint16_t ascii_upper(uint16_t c) { return c >= 'a' && c <= 'z' ? (uint16_t)(c - 32) : c; }
static uint16_t ascii_lower(uint16_t c) { return c >= 'A' && c <= 'Z' ? (uint16_t)(c + 32) : c; }
static bool ws(uint16_t c) {
    return c == ' ' || (c >= 9 && c <= 13) || (c >= 0x1c && c <= 0x1f) || c == 0x85 || c == 0xa0;
}

/* string.capwords(s, sep=None): split (on whitespace runs, or on sep), capitalize each word, join with sep or ' ' */
static sx_value capwords(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    py_kwargs(&argc, argv);
    if (argc < 1 || argc > 2 || !sx_is_string(argv[0]))
        return py_raise(vm, RL->type_error, "capwords() takes a str and an optional separator");
    sx_string *s = sx_as_string(argv[0]);
    sx_string *sep =
        argc == 2 && sx_is_string(argv[1]) && sx_as_string(argv[1])->len > 0 ? sx_as_string(argv[1]) : NULL;
    if (argc == 2 && argv[1] != SX_NULL && sep == NULL) return py_raise(vm, RL->value_error, "empty separator");
    if (!sx_meter_chars(vm, s->len)) return SX_EXCEPTION;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    uint32_t i = 0;
    bool first = true;
    for (;;) {
        if (sep == NULL)
            while (i < s->len && ws(sx_string_at(s, i))) i++;
        if (sep == NULL && i >= s->len) break;
        uint32_t start = i;
        for (;;) {
            if (i >= s->len) break;
            if (sep == NULL ? ws(sx_string_at(s, i)) : (i + sep->len <= s->len && ({
                                                            bool m_ = true;
                                                            for (uint32_t k = 0; k < sep->len; k++)
                                                                if (sx_string_at(s, i + k) != sx_string_at(sep, k))
                                                                    m_ = false;
                                                            m_;
                                                        })))
                break;
            i++;
        }
        if (!first) {
            if (sep) sx_strbuf_string(&b, sep);
            else sx_strbuf_unit(&b, ' ');
        }
        first = false;
        for (uint32_t k = start; k < i; k++)
            sx_strbuf_unit(&b, k == start ? ascii_upper(sx_string_at(s, k)) : ascii_lower(sx_string_at(s, k)));
        if (sep == NULL) continue;
        if (i >= s->len) break;
        i += sep->len;
    }
    if (b.failed) {
        sx_strbuf_discard(&b);
        return vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm);
    }
    sx_string *r = sx_strbuf_finish(&b);
    return r ? sx_from_string(r) : sx_throw_oom(vm);
}

/* Fills the module object m (made by modules.c) with string's members. */
bool py_lib_string_fill(sx_vm *vm, sx_object *m) {
    static const char *consts[][2] = {
        {"ascii_letters", "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"},
        {"ascii_lowercase", "abcdefghijklmnopqrstuvwxyz"},
        {"ascii_uppercase", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"},
        {"digits", "0123456789"},
        {"hexdigits", "0123456789abcdefABCDEF"},
        {"octdigits", "01234567"},
        {"punctuation", "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"},
        {"whitespace", " \t\n\r\x0b\x0c"},
        {"printable",
         "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~ "
         "\t\n\r\x0b\x0c"},
    };
    for (size_t i = 0; i < sizeof consts / sizeof consts[0]; i++) {
        sx_string *k = sx_atom(vm, consts[i][0]);
        sx_string *v = k ? sx_string_from_cstr(vm, consts[i][1]) : NULL;
        if (v == NULL || !sx_object_define(vm, m, k, sx_from_string(v), SX_PROP_DEFAULT)) return false;
    }
    return py_def(vm, m, "capwords", capwords, 1);
}
