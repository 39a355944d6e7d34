/* text.c - repr() and str() of Python values as CPython writes them, float formatting, raising errors with tracebacks. */
#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "python/py.h"
#include "vm/bigint.h"

/* repr(float) as CPython: the shortest digits that read back the same; exponent form below 1e-4
 * and from 1e16 on ("1e+16", "1e-05"), else positional with at least one decimal ("2.0"). */
void py_format_float(double d, char *buf, size_t n) {
    if (isnan(d)) {
        snprintf(buf, n, "nan");
        return;
    }
    if (isinf(d)) {
        snprintf(buf, n, d > 0 ? "inf" : "-inf");
        return;
    }
    char tmp[40];
    int prec;
    /* from 15 digits: any decimal of at most 15 significant digits names one double, so when d's
     * 15-digit rounding reads back as d, that rounding with its trailing zeros cut is the shortest
     * (the zeros are cut below); else 16, else 17 digits (which always read back) */
    for (prec = fabs(d) < DBL_MIN ? 1 : 15; prec <= 17; prec++) { /* subnormals hold fewer digits: from 1 */
        snprintf(tmp, sizeof tmp, "%.*e", prec - 1, d);
        if (strtod(tmp, NULL) == d) break;
    }
    /* tmp: [-]D[.DDD]e[+-]XX */
    char digits[24];
    int nd = 0;
    const char *p = tmp;
    bool neg = *p == '-';
    if (neg) p++;
    for (; *p != 'e'; p++)
        if (*p >= '0' && *p <= '9') digits[nd++] = *p;
    int exp = atoi(p + 1);
    while (nd > 1 && digits[nd - 1] == '0') nd--;
    digits[nd] = 0;
    char *o = buf;
    size_t left = n;
#define PUT(...)                                                                                                       \
    do {                                                                                                               \
        int w = snprintf(o, left, __VA_ARGS__);                                                                        \
        if (w < 0 || (size_t)w >= left) return;                                                                        \
        o += w, left -= (size_t)w;                                                                                     \
    } while (0)
    if (neg) PUT("-");
    if (exp < -4 || exp >= 16) {
        PUT("%c", digits[0]);
        if (nd > 1) PUT(".%s", digits + 1);
        PUT("e%c%02d", exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
    } else if (exp < 0) {
        PUT("0.");
        for (int i = -1; i > exp; i--) PUT("0");
        PUT("%s", digits);
    } else {
        for (int i = 0; i <= exp; i++) PUT("%c", i < nd ? digits[i] : '0');
        PUT(".");
        if (nd > exp + 1) PUT("%s", digits + exp + 1);
        else PUT("0");
    }
#undef PUT
}

void py_int_text(double d, char *buf, size_t n) {
    if (d > -9007199254740992.0 && d < 9007199254740992.0 && n >= 24) { /* every int that is a number: digits */
        char tmp[24];
        int64_t v = (int64_t)d;
        uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
        size_t k = 0;
        do tmp[k++] = (char)('0' + u % 10), u /= 10;
        while (u != 0);
        size_t o = 0;
        if (v < 0) buf[o++] = '-';
        while (k > 0) buf[o++] = tmp[--k];
        buf[o] = 0;
        return;
    }
    if (d == 0) snprintf(buf, n, "0");
    else snprintf(buf, n, "%.0f", d);
}

static bool repr_string(sx_strbuf *b, const sx_string *s) {
    /* CPython picks ' unless the text has ' and no " */
    bool has_single = false, has_double = false;
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = sx_string_at(s, i);
        if (c == '\'') has_single = true;
        if (c == '"') has_double = true;
    }
    char q = has_single && !has_double ? '"' : '\'';
    sx_strbuf_unit(b, q);
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = sx_string_at(s, i);
        char esc[12];
        if (c == q || c == '\\') {
            sx_strbuf_unit(b, '\\');
            sx_strbuf_unit(b, c);
        } else if (c == '\n') sx_strbuf_ascii(b, "\\n");
        else if (c == '\r') sx_strbuf_ascii(b, "\\r");
        else if (c == '\t') sx_strbuf_ascii(b, "\\t");
        else if (c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0xa0) || c == 0xad) {
            snprintf(esc, sizeof esc, "\\x%02x", c);
            sx_strbuf_ascii(b, esc);
        } else if ((c >= 0x2000 && c <= 0x200f) || (c >= 0x2028 && c <= 0x202f) || (c >= 0x205f && c <= 0x206f) ||
                   c == 0x3000 || c == 0xfeff || c == 0x1680 || c == 0x180e || (c >= 0xfff9 && c <= 0xfffb) ||
                   (c >= 0xe000 && c <= 0xf8ff) ||
                   (c >= 0xd800 && c < 0xdc00 &&
                    !(i + 1 < s->len && sx_string_at(s, i + 1) >= 0xdc00 && sx_string_at(s, i + 1) < 0xe000)) ||
                   (c >= 0xdc00 && c < 0xe000 &&
                    !(i > 0 && sx_string_at(s, i - 1) >= 0xd800 && sx_string_at(s, i - 1) < 0xdc00))) {
            /* what CPython's str.isprintable() rules out: separators, format and private-use
             * characters, lone surrogates */
            snprintf(esc, sizeof esc, "\\u%04x", c);
            sx_strbuf_ascii(b, esc);
        } else sx_strbuf_unit(b, c);
    }
    sx_strbuf_unit(b, q);
    return !b->failed;
}

static bool repr_seq(sx_vm *vm, sx_strbuf *b, sx_object *a, const char *open, const char *close, bool tuple) {
    sx_strbuf_ascii(b, open);
    if (!sx_meter_elements(vm, a->u.array.len)) return false;
    for (uint32_t i = 0; i < a->u.array.len; i++) {
        if (i > 0) sx_strbuf_ascii(b, ", ");
        if (!py_repr(vm, b, a->u.array.items[i])) return false;
    }
    if (tuple && a->u.array.len == 1) sx_strbuf_ascii(b, ",");
    sx_strbuf_ascii(b, close);
    return !b->failed;
}

/* The text a user's __repr__/__str__ returned, appended. */
static bool call_text_method(sx_vm *vm, sx_strbuf *b, sx_value m, sx_value v, const char *which) {
    sx_value r = sx_call(vm, m, v, 0, NULL);
    if (r == SX_EXCEPTION) return false;
    if (!sx_is_string(r)) {
        char name[64];
        py_raise(vm, py_rl(vm)->type_error, "%s returned non-string (type %s)", which,
                 py_type_name(vm, r, name, sizeof name));
        return false;
    }
    sx_strbuf_string(b, sx_as_string(r));
    return !b->failed;
}

bool py_repr(sx_vm *vm, sx_strbuf *b, sx_value v) {
    char buf[64];
    if (vm->native_depth > 200)
        return py_raise(vm, py_rl(vm)->recursion_error,
                        "maximum recursion depth exceeded while getting the repr of an object"),
               false;
    if (sx_is_number(v)) {
        py_int_text(sx_to_double(v), buf, sizeof buf);
        sx_strbuf_ascii(b, buf);
    } else if (sx_is_bigint(v)) {
        sx_string *s = sx_bigint_to_string(vm, v, 10);
        if (s == NULL) return false;
        if (s->len - (sx_string_at(s, 0) == '-') > 4300) /* CPython 3.11's sys.int_info.default_max_str_digits */
            return py_raise(vm, py_rl(vm)->value_error,
                            "Exceeds the limit (4300 digits) for integer string conversion; use "
                            "sys.set_int_max_str_digits() to increase the limit"),
                   false;
        sx_strbuf_string(b, s);
    } else if (sx_is_string(v)) return repr_string(b, sx_as_string(v));
    else if (v == SX_TRUE) sx_strbuf_ascii(b, "True");
    else if (v == SX_FALSE) sx_strbuf_ascii(b, "False");
    else if (v == SX_NULL || v == SX_UNDEFINED) sx_strbuf_ascii(b, "None");
    else if (sx_is_object(v)) {
        sx_object *o = sx_as_object(v);
        bool ok;
        vm->native_depth++;
        if (o->cls == SX_CLASS_ARRAY && o->proto != py_rl(vm)->list && o->proto != py_rl(vm)->tuple &&
            py_dict_repr(vm, b, o, &ok)) {
            /* deque, namedtuple: lib_collections.c */
        } else if (o->cls == PY_CLASS_FLOAT) {
            py_format_float(py_float_value(v), buf, sizeof buf);
            sx_strbuf_ascii(b, buf);
            ok = true;
        } else if (py_is_list(vm, v)) {
            /* a list inside itself prints [...]: spare's top bit marks the lists being printed */
            if (o->spare & 0x80) ok = (sx_strbuf_ascii(b, "[...]"), true);
            else {
                o->spare |= 0x80;
                ok = repr_seq(vm, b, o, "[", "]", false);
                o->spare &= 0x7f;
            }
        } else if (py_is_tuple(vm, v)) ok = repr_seq(vm, b, o, "(", ")", true);
        else if (o->cls == PY_CLASS_DICT && py_is_set(vm, v)) {
            ok = py_set_cpython_order(vm, o);
            py_dict *d = o->u.host.impl;
            ok = ok && sx_meter_elements(vm, d->n);
            bool frozen = o->proto != py_rl(vm)->set; /* a frozenset (lib_core.c) */
            if (frozen) sx_strbuf_ascii(b, d->live == 0 ? "frozenset(" : "frozenset({");
            else sx_strbuf_ascii(b, d->live == 0 ? "set(" : "{");
            bool first = true;
            for (uint32_t i = 0; ok && i < d->n; i++) {
                if (d->keys[i] == SX_EMPTY) continue;
                if (!first) sx_strbuf_ascii(b, ", ");
                first = false;
                ok = py_repr(vm, b, d->keys[i]);
            }
            sx_strbuf_ascii(b, d->live == 0 ? ")" : frozen ? "})" : "}");
        } else if (o->cls == PY_CLASS_DICT && py_dict_repr(vm, b, o, &ok)) {
            /* Counter, defaultdict, OrderedDict: lib_collections.c */
        } else if (o->cls == PY_CLASS_DICT && (o->spare & 0x80)) { /* a dict inside itself */
            sx_strbuf_ascii(b, "{...}");
            ok = true;
        } else if (o->cls == PY_CLASS_DICT) {
            py_dict *d = o->u.host.impl;
            ok = sx_meter_elements(vm, d->n);
            sx_strbuf_unit(b, '{');
            bool first = true;
            o->spare |= 0x80;
            for (uint32_t i = 0; ok && i < d->n; i++) {
                if (d->keys[i] == SX_EMPTY) continue;
                if (!first) sx_strbuf_ascii(b, ", ");
                first = false;
                ok = py_repr(vm, b, d->keys[i]);
                sx_strbuf_ascii(b, ": ");
                if (ok) ok = py_repr(vm, b, d->vals[i]);
            }
            o->spare &= 0x7f;
            sx_strbuf_unit(b, '}');
        } else if (o->cls == PY_CLASS_RANGE) {
            py_range *r = o->u.host.impl;
            char s1[32], s2[32], s3[32];
            py_int_text(r->start, s1, sizeof s1), py_int_text(r->stop, s2, sizeof s2),
                py_int_text(r->step, s3, sizeof s3);
            snprintf(buf, sizeof buf, r->step == 1 ? "range(%s, %s)" : "range(%s, %s, %s)", s1, s2, s3);
            sx_strbuf_ascii(b, buf);
            ok = true;
        } else if (PY_IS_CLASS(o)) {
            sx_value n = sx_object_find_data(vm, o, py_at(vm)->dname);
            bool builtin = o->u.native.magic != 0;
            sx_strbuf_ascii(b, builtin ? "<class '" : "<class '__main__.");
            if (sx_is_string(n)) sx_strbuf_string(b, sx_as_string(n));
            sx_strbuf_ascii(b, "'>");
            ok = true;
        } else if (o->cls == SX_CLASS_BOUND && o->bound_nargs == 0 && sx_is_object(o->u.bound.target) &&
                   sx_as_object(o->u.bound.target)->cls == SX_CLASS_FUNCTION) { /* a bound method */
            char name[64];
            sx_string *fn = sx_as_object(o->u.bound.target)->u.func.proto->name;
            sx_strbuf_ascii(b, "<bound method ");
            sx_strbuf_ascii(b, py_type_name(vm, o->u.bound.this_val, name, sizeof name));
            sx_strbuf_ascii(b, ".");
            if (fn != NULL) sx_strbuf_string(b, fn);
            sx_strbuf_ascii(b, " of ");
            ok = py_repr(vm, b, o->u.bound.this_val);
            sx_strbuf_ascii(b, ">");
        } else if (o->cls == SX_CLASS_FUNCTION || (o->cls == SX_CLASS_NATIVE && !py_is_plain_obj(o))) {
            sx_string *name = o->cls == SX_CLASS_FUNCTION ? o->u.func.proto->name : NULL;
            sx_value n = o->cls == SX_CLASS_NATIVE ? sx_object_find_data(vm, o, vm->atoms.name) : SX_UNDEFINED;
            sx_strbuf_ascii(b, o->cls == SX_CLASS_FUNCTION ? "<function " : "<built-in function ");
            if (name != NULL) sx_strbuf_string(b, name);
            else if (sx_is_string(n)) sx_strbuf_string(b, sx_as_string(n));
            sx_strbuf_ascii(b, ">");
            ok = true;
        } else {
            sx_value m = py_user_method(vm, v, py_at(vm)->repr);
            if (m != 0) ok = call_text_method(vm, b, m, v, "__repr__");
            else if (py_isinstance(vm, v, py_rl(vm)->base_exception)) {
                char name[64];
                sx_strbuf_ascii(b, py_type_name(vm, v, name, sizeof name));
                sx_value args = sx_object_find_data(vm, o, py_at(vm)->args);
                if (py_is_tuple(vm, args)) ok = repr_seq(vm, b, sx_as_object(args), "(", ")", false);
                else sx_strbuf_ascii(b, "()"), ok = true;
            } else {
                char name[64];
                if (o->id == 0) o->id = ++vm->next_object_id;
                sx_strbuf_ascii(b, "<__main__.");
                sx_strbuf_ascii(b, py_type_name(vm, v, name, sizeof name));
                snprintf(buf, sizeof buf, " object at 0x%012x>", 0x10000u + o->id * 16u);
                sx_strbuf_ascii(b, buf);
                ok = true;
            }
        }
        vm->native_depth--;
        return ok && !b->failed;
    } else sx_strbuf_ascii(b, "<value>");
    return !b->failed;
}

bool py_str(sx_vm *vm, sx_strbuf *b, sx_value v) {
    if (sx_is_string(v)) {
        sx_strbuf_string(b, sx_as_string(v));
        return !b->failed;
    }
    if (sx_is_object(v) && py_is_plain_obj(sx_as_object(v))) {
        sx_value m = py_user_method(vm, v, py_at(vm)->str);
        if (m != 0) return call_text_method(vm, b, m, v, "__str__");
        if (py_user_method(vm, v, py_at(vm)->repr) == 0 && py_isinstance(vm, v, py_rl(vm)->base_exception)) {
            sx_value args = sx_object_find_data(vm, sx_as_object(v), py_at(vm)->args);
            if (!py_is_tuple(vm, args) || sx_as_object(args)->u.array.len == 0) return true;
            sx_object *a = sx_as_object(args);
            if (a->u.array.len == 1) {
                if (py_isinstance(vm, v, py_rl(vm)->key_error)) return py_repr(vm, b, a->u.array.items[0]);
                return py_str(vm, b, a->u.array.items[0]);
            }
            return py_repr(vm, b, args);
        }
    }
    return py_repr(vm, b, v);
}

sx_string *py_str_of(sx_vm *vm, sx_value v) {
    if (sx_is_string(v)) return sx_as_string(v);
    if (sx_is_number(v)) { /* str(int), f"{n}": the digits straight into a string */
        char buf[32];
        py_int_text(sx_to_double(v), buf, sizeof buf);
        sx_string *s = sx_string_new_latin1(vm, (const uint8_t *)buf, (uint32_t)strlen(buf));
        if (s == NULL && !vm->has_exception) sx_throw_oom(vm);
        return s;
    }
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    if (!py_str(vm, &b, v)) {
        sx_strbuf_discard(&b);
        return NULL;
    }
    sx_string *s = sx_strbuf_finish(&b);
    if (s == NULL) sx_throw_oom(vm);
    return s;
}

/* -- raising -- */

/* Record where the exception is raised: a tuple per guest frame, outermost first: (function
 * name, line, packed columns, file name) - see compile.c for the packing. Frames of natives are
 * skipped. */
bool py_set_traceback(sx_vm *vm, sx_object *exc) {
    sx_object *tb = py_list_new(vm, 0);
    if (tb == NULL) return false;
    sx_temp_push(vm, sx_from_object(tb));
    bool ok = true;
    for (uint32_t i = 0; ok && i < vm->nframes; i++) {
        sx_frame *f = &vm->frames[i];
        if (f->callee == NULL || f->callee->cls != SX_CLASS_FUNCTION) continue;
        sx_proto *p = f->callee->u.func.proto;
        if (p->ncode == 0 || f->pc == NULL) continue;
        uint32_t at = (uint32_t)(f->pc - p->code);
        if (at > 0) at--;
        if (at >= p->ncode) at = p->ncode - 1;
        sx_object *t = py_tuple_new(vm, 4);
        ok = t != NULL && sx_array_push(vm, t, p->name ? sx_from_string(p->name) : sx_from_string(py_at(vm)->module)) &&
             sx_array_push(vm, t, sx_number(p->lines[at].line)) && sx_array_push(vm, t, sx_number(p->lines[at].col)) &&
             sx_array_push(vm, t, p->filename ? sx_from_string(p->filename) : sx_from_string(vm->atoms.empty)) &&
             sx_array_push(vm, tb, sx_from_object(t));
    }
    if (ok) ok = sx_object_define(vm, exc, py_at(vm)->traceback, sx_from_object(tb), SX_PROP_HIDDEN);
    sx_temp_pop(vm, 1);
    return ok;
}

/* A new instance of the exception class cls with args (msg) and a traceback of here. */
sx_object *py_exception_new(sx_vm *vm, sx_object *cls, sx_value msg) {
    sx_temp_push(vm, msg);
    sx_object *e = sx_object_new(vm, SX_CLASS_OBJECT, cls);
    sx_object *args = e ? py_tuple_new(vm, 1) : NULL;
    bool ok = args != NULL && (msg == SX_UNDEFINED || sx_array_push(vm, args, msg)) &&
              sx_object_define(vm, e, py_at(vm)->args, sx_from_object(args), SX_PROP_DEFAULT);
    if (ok) {
        sx_temp_push(vm, sx_from_object(e));
        ok = py_set_traceback(vm, e);
        sx_temp_pop(vm, 1);
    }
    sx_temp_pop(vm, 1);
    return ok ? e : NULL;
}

sx_value py_raise(sx_vm *vm, sx_object *cls, const char *fmt, ...) {
    if (vm->has_exception) return SX_EXCEPTION;
    char text[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    sx_string *s = sx_string_from_utf8(vm, text, strlen(text));
    if (s == NULL) return sx_throw_oom(vm);
    sx_object *e = py_exception_new(vm, cls, sx_from_string(s));
    if (e == NULL) return vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm);
    return sx_throw(vm, sx_from_object(e));
}
