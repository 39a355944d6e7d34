/* lib_json.c - json.loads's decoder (module _sx_json): CPython's scanner, its error messages and positions, hooks, big ints, NaN/Infinity. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "python/py.h"
#include "vm/bigint.h"
#include "vm/meter.h"

#define RL py_rl(vm)

/*
 * decode(s, object_hook, parse_float, parse_int, parse_constant, object_pairs_hook) walks the
 * string's code units as CPython's json scanner does and gives [value], or (message, position)
 * for python/lib/json.py to raise as JSONDecodeError ("Expecting ',' delimiter: line 1 column 6
 * (char 5)"). Hooks that are None are not called. Every value is metered; nesting deeper than
 * 1000 is CPython's RecursionError.
 */

typedef struct jd {
    sx_vm *vm;
    sx_string *s;
    uint32_t n;
    sx_value object_hook, parse_float, parse_int, parse_constant, pairs_hook;
    const char *err; /* set with err_pos when the text is malformed */
    uint32_t err_pos;
} jd;

static uint16_t ch(jd *d, uint32_t i) { return i < d->n ? sx_string_at(d->s, i) : 0; }
static uint32_t ws(jd *d, uint32_t i) {
    while (i < d->n) {
        uint16_t c = sx_string_at(d->s, i);
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
        i++;
    }
    return i;
}
static sx_value bad(jd *d, const char *msg, uint32_t pos) {
    d->err = msg, d->err_pos = pos;
    return SX_EXCEPTION;
}

static sx_value call1(jd *d, sx_value fn, sx_value arg) {
    sx_temp_push(d->vm, arg);
    sx_value r = py_call(d->vm, fn, SX_UNDEFINED, 1, &arg);
    sx_temp_pop(d->vm, 1);
    return r;
}

static bool is_hex(uint16_t c) { return (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'f'); }

/* a string whose opening quote is at begin - 1; *end: after the closing quote */
static sx_value scan_string(jd *d, uint32_t begin, uint32_t *end) {
    sx_vm *vm = d->vm;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    uint32_t i = begin;
    for (;;) {
        if (i >= d->n) {
            sx_strbuf_discard(&b);
            return bad(d, "Unterminated string starting at", begin - 1);
        }
        uint16_t c = ch(d, i);
        if (c == '"') break;
        if (c < 0x20) {
            sx_strbuf_discard(&b);
            return bad(d, "Invalid control character at", i);
        }
        if (c != '\\') {
            sx_strbuf_unit(&b, c);
            i++;
            continue;
        }
        if (i + 1 >= d->n) {
            sx_strbuf_discard(&b);
            return bad(d, "Unterminated string starting at", begin - 1);
        }
        uint16_t e = ch(d, i + 1);
        uint16_t out = 0;
        switch (e) {
        case '"': out = '"'; break;
        case '\\': out = '\\'; break;
        case '/': out = '/'; break;
        case 'b': out = '\b'; break;
        case 'f': out = '\f'; break;
        case 'n': out = '\n'; break;
        case 'r': out = '\r'; break;
        case 't': out = '\t'; break;
        case 'u': {
            uint32_t v = 0;
            for (uint32_t k = 0; k < 4; k++) {
                uint16_t h = ch(d, i + 2 + k);
                if (i + 2 + k >= d->n || !is_hex(h)) {
                    sx_strbuf_discard(&b);
                    return bad(d, "Invalid \\uXXXX escape", i + 1);
                }
                v = v * 16 + (uint32_t)(h <= '9' ? h - '0' : (h | 32) - 'a' + 10);
            }
            sx_strbuf_unit(&b, (uint16_t)v); /* a surrogate pair is two escapes: two units, as stored */
            i += 6;
            continue;
        }
        default: sx_strbuf_discard(&b); return bad(d, "Invalid \\escape", i);
        }
        sx_strbuf_unit(&b, out);
        i += 2;
    }
    *end = i + 1;
    if (b.failed) {
        sx_strbuf_discard(&b);
        return vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm);
    }
    sx_string *r = sx_strbuf_finish(&b);
    return r ? sx_from_string(r) : sx_throw_oom(vm);
}

static sx_value scan(jd *d, uint32_t i, uint32_t *end, int depth);

static sx_value number(jd *d, uint32_t i, uint32_t *end) {
    sx_vm *vm = d->vm;
    uint32_t k = i;
    if (ch(d, k) == '-') k++;
    if (ch(d, k) == '0') k++;
    else if (ch(d, k) >= '1' && ch(d, k) <= '9')
        while (ch(d, k) >= '0' && ch(d, k) <= '9') k++;
    else return bad(d, "Expecting value", i);
    uint32_t int_end = k;
    bool is_float = false;
    if (ch(d, k) == '.' && ch(d, k + 1) >= '0' && ch(d, k + 1) <= '9') {
        k += 2;
        while (ch(d, k) >= '0' && ch(d, k) <= '9') k++;
        is_float = true;
    }
    uint16_t e = ch(d, k);
    if (e == 'e' || e == 'E') {
        uint32_t x = k + 1;
        if (ch(d, x) == '+' || ch(d, x) == '-') x++;
        if (ch(d, x) >= '0' && ch(d, x) <= '9') {
            while (ch(d, x) >= '0' && ch(d, x) <= '9') x++;
            k = x;
            is_float = true;
        }
    }
    (void)int_end;
    *end = k;
    uint32_t len = k - i;
    if (!sx_meter_chars(vm, len)) return SX_EXCEPTION;
    sx_value hook = is_float ? d->parse_float : d->parse_int;
    if (hook != SX_NULL && hook != SX_UNDEFINED) {
        sx_string *text = sx_string_substring(vm, d->s, i, k);
        return text ? call1(d, hook, sx_from_string(text)) : sx_throw_oom(vm);
    }
    char *buf = sx_mem_alloc(vm, (size_t)len + 1);
    if (buf == NULL) return sx_throw_oom(vm);
    for (uint32_t j = 0; j < len; j++) buf[j] = (char)ch(d, i + j);
    buf[len] = 0;
    sx_value r;
    if (is_float) r = py_float(vm, strtod(buf, NULL));
    else if (len <= 15) {
        double v = (double)strtoll(buf, NULL, 10);
        r = sx_number(v == 0 ? 0 : v); /* "-0" is the int 0 */
    } else {
        bool neg = buf[0] == '-';
        sx_bigint_status st = SX_BIGINT_OK;
        r = sx_bigint_from_digits(vm, buf + neg, len - neg, 10, neg, &st);
        if (r != SX_EXCEPTION) r = py_int_normal(vm, r);
        else if (!vm->has_exception && vm->abort == SX_ABORT_NONE) r = sx_throw_oom(vm);
    }
    sx_mem_free(vm, buf, (size_t)len + 1);
    return r;
}

static bool word(jd *d, uint32_t i, const char *w) {
    for (uint32_t k = 0; w[k]; k++)
        if (ch(d, i + k) != (uint16_t)w[k] || i + k >= d->n) return false;
    return true;
}

static sx_value constant(jd *d, const char *name, double v, uint32_t i, uint32_t *end) {
    *end = i + (uint32_t)strlen(name);
    if (d->parse_constant != SX_NULL && d->parse_constant != SX_UNDEFINED) {
        sx_string *s = sx_string_from_cstr(d->vm, name);
        return s ? call1(d, d->parse_constant, sx_from_string(s)) : sx_throw_oom(d->vm);
    }
    return py_float(d->vm, v);
}

static sx_value array(jd *d, uint32_t i, uint32_t *end, int depth) {
    sx_vm *vm = d->vm;
    sx_object *l = py_list_new(vm, 0);
    if (l == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(l));
    i = ws(d, i);
    if (ch(d, i) == ']' && i < d->n) {
        *end = i + 1;
        sx_temp_pop(vm, 1);
        return sx_from_object(l);
    }
    for (;;) {
        sx_value v = scan(d, i, &i, depth + 1);
        if (v == SX_EXCEPTION || !sx_array_push(vm, l, v)) return sx_temp_pop(vm, 1), SX_EXCEPTION;
        i = ws(d, i);
        uint16_t c = ch(d, i);
        if (i < d->n && c == ']') break;
        if (i >= d->n || c != ',') return sx_temp_pop(vm, 1), bad(d, "Expecting ',' delimiter", i);
        i = ws(d, i + 1);
    }
    *end = i + 1;
    sx_temp_pop(vm, 1);
    return sx_from_object(l);
}

static sx_value object(jd *d, uint32_t i, uint32_t *end, int depth) {
    sx_vm *vm = d->vm;
    bool pairs = d->pairs_hook != SX_NULL && d->pairs_hook != SX_UNDEFINED;
    sx_object *o = pairs ? py_list_new(vm, 0) : py_dict_new(vm);
    if (o == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(o));
    i = ws(d, i);
    if (!(i < d->n && ch(d, i) == '}')) {
        for (;;) {
            if (i >= d->n || ch(d, i) != '"')
                return sx_temp_pop(vm, 1), bad(d, "Expecting property name enclosed in double quotes", i);
            sx_value k = scan_string(d, i + 1, &i);
            if (k == SX_EXCEPTION) return sx_temp_pop(vm, 1), k;
            sx_temp_push(vm, k);
            i = ws(d, i);
            if (i >= d->n || ch(d, i) != ':') return sx_temp_pop(vm, 2), bad(d, "Expecting ':' delimiter", i);
            i = ws(d, i + 1);
            sx_value v = scan(d, i, &i, depth + 1);
            bool ok = v != SX_EXCEPTION;
            if (ok && pairs) {
                sx_temp_push(vm, v);
                sx_object *t = py_tuple_new(vm, 2);
                ok = t != NULL;
                if (ok) {
                    t->u.array.items[0] = k, t->u.array.items[1] = v, t->u.array.len = 2;
                    ok = sx_array_push(vm, o, sx_from_object(t));
                }
                sx_temp_pop(vm, 1);
            } else if (ok) ok = py_dict_set(vm, o, k, v);
            sx_temp_pop(vm, 1);
            if (!ok) return sx_temp_pop(vm, 1), SX_EXCEPTION;
            i = ws(d, i);
            uint16_t c = ch(d, i);
            if (i < d->n && c == '}') break;
            if (i >= d->n || c != ',') return sx_temp_pop(vm, 1), bad(d, "Expecting ',' delimiter", i);
            i = ws(d, i + 1);
        }
    }
    *end = i + 1;
    sx_value r = sx_from_object(o);
    if (pairs) r = call1(d, d->pairs_hook, r);
    else if (d->object_hook != SX_NULL && d->object_hook != SX_UNDEFINED) r = call1(d, d->object_hook, r);
    sx_temp_pop(vm, 1);
    return r;
}

static sx_value scan(jd *d, uint32_t i, uint32_t *end, int depth) {
    sx_vm *vm = d->vm;
    if (depth > 1000)
        return py_raise(vm, RL->recursion_error, "maximum recursion depth exceeded while decoding a JSON document");
    if (!sx_meter_elements(vm, 1)) return SX_EXCEPTION;
    if (i >= d->n) return bad(d, "Expecting value", i);
    uint16_t c = ch(d, i);
    switch (c) {
    case '"': return scan_string(d, i + 1, end);
    case '{': return object(d, i + 1, end, depth);
    case '[': return array(d, i + 1, end, depth);
    case 'n':
        if (word(d, i, "null")) return *end = i + 4, SX_NULL;
        break;
    case 't':
        if (word(d, i, "true")) return *end = i + 4, SX_TRUE;
        break;
    case 'f':
        if (word(d, i, "false")) return *end = i + 5, SX_FALSE;
        break;
    case 'N':
        if (word(d, i, "NaN")) return constant(d, "NaN", NAN, i, end);
        break;
    case 'I':
        if (word(d, i, "Infinity")) return constant(d, "Infinity", INFINITY, i, end);
        break;
    case '-':
        if (word(d, i, "-Infinity")) return constant(d, "-Infinity", -INFINITY, i, end);
        return number(d, i, end);
    default:
        if (c >= '0' && c <= '9') return number(d, i, end);
    }
    return bad(d, "Expecting value", i);
}

static sx_value arg_or_null(int argc, const sx_value *argv, int k) { return k < argc ? argv[k] : SX_NULL; }

/* decode(s, object_hook, parse_float, parse_int, parse_constant, object_pairs_hook, idx, whole) */
static sx_value j_decode(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 1 || !sx_is_string(argv[0])) return py_raise(vm, RL->type_error, "internal: _sx_json.decode");
    jd d = {vm,
            sx_as_string(argv[0]),
            sx_as_string(argv[0])->len,
            arg_or_null(argc, argv, 1),
            arg_or_null(argc, argv, 2),
            arg_or_null(argc, argv, 3),
            arg_or_null(argc, argv, 4),
            arg_or_null(argc, argv, 5),
            NULL,
            0};
    uint32_t start = argc > 6 && sx_is_number(argv[6]) ? (uint32_t)sx_to_double(argv[6]) : 0;
    bool whole = argc <= 7 || argv[7] != SX_FALSE;
    if (whole) start = ws(&d, start);
    uint32_t end = start;
    sx_value v = scan(&d, start, &end, 0);
    if (v != SX_EXCEPTION && whole) {
        end = ws(&d, end);
        if (end != d.n) bad(&d, "Extra data", end), v = SX_EXCEPTION;
    }
    if (v == SX_EXCEPTION && d.err == NULL) return SX_EXCEPTION; /* a hook raised, or a limit */
    if (v == SX_EXCEPTION) {
        sx_string *m = sx_string_from_cstr(vm, d.err);
        sx_object *r = m ? py_tuple_new(vm, 2) : NULL;
        if (r == NULL) return sx_throw_oom(vm);
        r->u.array.items[0] = sx_from_string(m), r->u.array.items[1] = sx_number(d.err_pos), r->u.array.len = 2;
        return sx_from_object(r);
    }
    sx_temp_push(vm, v);
    sx_object *l = py_list_new(vm, 2);
    sx_temp_pop(vm, 1);
    if (l == NULL) return SX_EXCEPTION;
    l->u.array.items[0] = v, l->u.array.items[1] = sx_number(end), l->u.array.len = 2;
    return sx_from_object(l);
}

bool py_lib_sx_json_fill(sx_vm *vm, sx_object *m) {
    return py_json_fill(vm, m) && py_def(vm, m, "decode", j_decode, 8);
}
