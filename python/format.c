/* format.c - Python's text formatting: format specs (f-strings, format(), str.format) and printf-style `%`. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "python/py.h"
#include "vm/bigint.h"

#define RL py_rl(vm)

typedef struct spec {
    uint16_t fill;
    char align, sign, type, grouping;
    bool alt, zero;
    int width, prec;
} spec;

static bool parse_spec(sx_vm *vm, const sx_string *s, spec *sp) {
    memset(sp, 0, sizeof *sp);
    sp->fill = ' ', sp->width = -1, sp->prec = -1;
    uint32_t i = 0, n = s ? s->len : 0;
#define AT(k) ((k) < n ? sx_string_at(s, k) : 0)
    if (n >= 2 && (AT(1) == '<' || AT(1) == '>' || AT(1) == '^' || AT(1) == '='))
        sp->fill = AT(0), sp->align = (char)AT(1), i = 2;
    else if (AT(0) == '<' || AT(0) == '>' || AT(0) == '^' || AT(0) == '=') sp->align = (char)AT(0), i = 1;
    if (AT(i) == '+' || AT(i) == '-' || AT(i) == ' ') {
        sp->sign = (char)AT(i);
        i++;
    }
    if (AT(i) == '#') sp->alt = true, i++;
    if (AT(i) == '0') sp->zero = true, i++;
    while (AT(i) >= '0' && AT(i) <= '9') { /* capped: past 10,000 the spec is refused below */
        sp->width = sp->width > 100000 ? sp->width : (sp->width < 0 ? 0 : sp->width * 10) + (AT(i) - '0');
        i++;
    }
    if (AT(i) == ',' || AT(i) == '_') {
        sp->grouping = (char)AT(i);
        i++;
    }
    if (AT(i) == '.') {
        i++;
        sp->prec = 0;
        if (!(AT(i) >= '0' && AT(i) <= '9')) goto bad;
        while (AT(i) >= '0' && AT(i) <= '9') {
            sp->prec = sp->prec > 100000 ? sp->prec : sp->prec * 10 + (AT(i) - '0');
            i++;
        }
    }
    if (i < n) {
        sp->type = (char)AT(i);
        i++;
    }
    if (i < n || sp->width > 10000 || sp->prec > 1000) goto bad;
    return true;
bad:;
    char text[64] = "";
    if (s) sx_string_to_utf8(s, text, sizeof text);
    py_raise(vm, RL->value_error, "Invalid format specifier '%s'", text);
    return false;
#undef AT
}

/* insert grouping separators into the integer digits of text (in place, buffer big enough) */
static void group(char *digits, char sep, size_t every) {
    char *dot = digits;
    while ((*dot >= '0' && *dot <= '9') || (every == 4 && ((*dot | 32) >= 'a' && (*dot | 32) <= 'f'))) dot++;
    size_t nd = (size_t)(dot - digits), tail = strlen(dot);
    size_t groups = nd > 0 ? (nd - 1) / every : 0;
    if (groups == 0) return;
    memmove(digits + nd + groups, dot, tail + 1);
    char *src = digits + nd - 1, *dst = digits + nd + groups - 1;
    for (size_t k = 0; k < nd; k++) {
        *dst-- = *src--;
        if ((k + 1) % every == 0 && k + 1 < nd) *dst-- = sep;
    }
}

static void pad(sx_strbuf *b, const spec *sp, const char *sign, const char *body, bool numeric) {
    size_t len = strlen(sign) + strlen(body);
    int w = sp->width;
    char align = sp->align ? sp->align : numeric ? '>' : '<';
    uint16_t fill = sp->fill;
    if (sp->zero && !sp->align) align = '=', fill = '0';
    int padn = w > (int)len ? w - (int)len : 0;
    int left = align == '>' || align == '=' ? padn : align == '^' ? padn / 2 : 0, right = padn - left;
    if (align == '=') {
        sx_strbuf_ascii(b, sign);
        for (int i = 0; i < left; i++) sx_strbuf_unit(b, fill);
    } else {
        for (int i = 0; i < left; i++) sx_strbuf_unit(b, fill);
        sx_strbuf_ascii(b, sign);
    }
    sx_strbuf_utf8(b, body, strlen(body));
    for (int i = 0; i < right; i++) sx_strbuf_unit(b, fill);
}

static bool format_number(sx_vm *vm, sx_strbuf *b, sx_value v, const spec *sp) {
    bool is_int = sx_is_number(v) || sx_is_bool(v) || sx_is_bigint(v);
    double d = py_float_value(v);
    char type = sp->type;
    char body[1200];
    const char *pfx = ""; /* 0x / 0o / 0b of '#', between the sign and the zero padding */
    if (type == 0 && is_int) type = 'd';
    if (sp->alt && is_int) pfx = type == 'x' ? "0x" : type == 'X' ? "0X" : type == 'o' ? "0o" : type == 'b' ? "0b" : "";
    if (type == 'c') {
        char u[8] = {0};
        if (d < 128) u[0] = (char)d;
        pad(b, sp, "", u, false);
        return !b->failed;
    }
    if (type != 0 && strchr("dxXobn", type) != NULL) {
        if (!is_int) {
            char name[64];
            py_raise(vm, RL->value_error, "Unknown format code '%c' for object of type '%s'", type,
                     py_type_name(vm, v, name, sizeof name));
            return false;
        }
        if (sx_is_bigint(v)) { /* all the digits, in the radix asked */
            sx_bigint_status st;
            sx_value mag = sx_bigint_sign(sx_as_bigint(v)) < 0 ? sx_bigint_negate(vm, v, &st) : v;
            sx_string *t = mag == SX_EXCEPTION ? NULL
                                               : sx_bigint_to_string(vm, mag,
                                                                     type == 'x' || type == 'X' ? 16
                                                                     : type == 'o'              ? 8
                                                                     : type == 'b'              ? 2
                                                                                                : 10);
            if (t == NULL) return false;
            if (t->len + 8 >= sizeof body)
                return py_raise(vm, RL->value_error, "int too large to format in the secexec sandbox"), false;
            sx_string_to_utf8(t, body, sizeof body);
            if (type == 'X')
                for (char *q = body; *q; q++) *q = (char)(*q >= 'a' && *q <= 'f' ? *q - 32 : *q);
            goto formatted;
        }
        unsigned long long x = (unsigned long long)fabs(d);
        int base = type == 'x' || type == 'X' ? 16 : type == 'o' ? 8 : type == 'b' ? 2 : 10;
        char tmp[80], *p = tmp + sizeof tmp - 1;
        *p = 0;
        do {
            *--p = (type == 'X' ? "0123456789ABCDEF" : "0123456789abcdef")[x % (unsigned)base];
            x /= (unsigned)base;
        } while (x);
        snprintf(body, sizeof body, "%s", p);
    } else {
        if (type == 0 && sp->prec < 0) {
            py_format_float(d, body, sizeof body);
        } else {
            int prec = sp->prec < 0 ? 6 : sp->prec;
            double x = fabs(d);
            char t = type == 0 ? 'g' : type;
            if (isinf(x) || isnan(x)) snprintf(body, sizeof body, isnan(x) ? "nan" : "inf");
            else if (t == 'f' || t == 'F') snprintf(body, sizeof body, "%.*f", prec, x);
            else if (t == '%') snprintf(body, sizeof body, "%.*f%%", prec, x * 100);
            else if (t == 'e' || t == 'E') snprintf(body, sizeof body, t == 'e' ? "%.*e" : "%.*E", prec, x);
            else if (t == 'g' || t == 'G' || t == 'n') {
                snprintf(body, sizeof body, t == 'G' ? "%#.*G" : "%#.*g", prec == 0 ? 1 : prec, x);
                if (!sp->alt) { /* strip trailing zeros like Python's g */
                    char *e = strpbrk(body, "eE"), exp[16] = "";
                    if (e) snprintf(exp, sizeof exp, "%s", e), *e = 0;
                    char *dot = strchr(body, '.');
                    if (dot) {
                        char *end = body + strlen(body) - 1;
                        while (end > dot && *end == '0') *end-- = 0;
                        if (end == dot) *end = 0;
                    }
                    strcat(body, exp);
                }
                if (type == 0 && strpbrk(body, ".eEn") == NULL && !isinf(x)) strcat(body, ".0");
            } else {
                char name[64];
                py_raise(vm, RL->value_error, "Unknown format code '%c' for object of type '%s'", type,
                         py_type_name(vm, v, name, sizeof name));
                return false;
            }
        }
        if (!is_int || true) {
            /* Python writes exponents with at least two digits, as C does */
        }
    }
formatted:
    if (sp->grouping) group(body, sp->grouping, type != 0 && strchr("xXob", type) ? 4 : 3);
    const char *sign = signbit(d) && !(d == 0 && is_int) && !isnan(d) ? "-"
                       : sp->sign == '+'                              ? "+"
                       : sp->sign == ' '                              ? " "
                                                                      : "";
    if (d == 0 && is_int) sign = sp->sign == '+' ? "+" : sp->sign == ' ' ? " " : "";
    if (sx_is_bigint(v) && sx_bigint_sign(sx_as_bigint(v)) < 0) sign = "-";
    char head[8];
    snprintf(head, sizeof head, "%s%s", sign, pfx);
    pad(b, sp, head, body, true);
    return !b->failed;
}

/* ascii(): a repr's non-ASCII characters as \xhh, \uhhhh or \Uhhhhhhhh escapes */
sx_string *py_ascii_escape(sx_vm *vm, sx_string *s) {
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    for (uint32_t i = 0; i < s->len; i++) {
        uint32_t c = sx_string_at(s, i);
        if (c >= 0xd800 && c < 0xdc00 && i + 1 < s->len && sx_string_at(s, i + 1) >= 0xdc00 &&
            sx_string_at(s, i + 1) < 0xe000)
            c = 0x10000 + ((c - 0xd800) << 10) + (sx_string_at(s, ++i) - 0xdc00);
        char esc[16];
        if (c < 0x80) {
            sx_strbuf_unit(&b, (uint16_t)c);
            continue;
        }
        snprintf(esc, sizeof esc, c < 0x100 ? "\\x%02x" : c < 0x10000 ? "\\u%04x" : "\\U%08x", c);
        sx_strbuf_ascii(&b, esc);
    }
    return sx_strbuf_finish(&b);
}

/* format(v, spec) into b */
bool py_format_value(sx_vm *vm, sx_strbuf *b, sx_value v, const sx_string *spec_text) {
    if (sx_is_object(v)) { /* a class's __format__(spec) */
        sx_string *fk = sx_atom(vm, "__format__");
        sx_value m = fk ? py_user_method(vm, v, fk) : 0;
        if (m != 0) {
            sx_string *st = spec_text ? (sx_string *)spec_text : sx_string_from_cstr(vm, "");
            sx_value a = st ? sx_from_string(st) : SX_EXCEPTION;
            sx_value r = a == SX_EXCEPTION ? a : sx_call(vm, m, v, 1, &a);
            if (r == SX_EXCEPTION) return false;
            if (!sx_is_string(r)) {
                char name[64];
                py_raise(vm, RL->type_error, "__format__ must return a str, not %s",
                         py_type_name(vm, r, name, sizeof name));
                return false;
            }
            sx_strbuf_string(b, sx_as_string(r));
            return !b->failed;
        }
    }
    spec sp;
    if (!parse_spec(vm, spec_text, &sp)) return false;
    if (sx_is_number(v) || sx_is_bool(v) || py_is_float(v) || sx_is_bigint(v)) {
        if (sx_is_bool(v) && (spec_text == NULL || spec_text->len == 0)) {
            pad(b, &sp, "", v == SX_TRUE ? "True" : "False", false);
            return !b->failed;
        }
        return format_number(vm, b, v, &sp);
    }
    if (sp.type != 0 && sp.type != 's') {
        char name[64];
        py_raise(vm, RL->value_error, "Unknown format code '%c' for object of type '%s'", sp.type,
                 py_type_name(vm, v, name, sizeof name));
        return false;
    }
    sx_string *s = py_str_of(vm, v);
    if (s == NULL) return false;
    if (sp.prec >= 0 && (uint32_t)sp.prec < s->len) s = sx_string_substring(vm, s, 0, (uint32_t)sp.prec);
    if (s == NULL) return false;
    size_t n = sx_string_to_utf8(s, NULL, 0);
    char *text = sx_mem_alloc(vm, n + 1);
    if (text == NULL) return sx_throw_oom(vm), false;
    sx_string_to_utf8(s, text, n + 1);
    /* width counts characters: pad by the difference */
    spec sp2 = sp;
    if (sp2.width >= 0) sp2.width += (int)(n - s->len);
    pad(b, &sp2, "", text, false);
    sx_mem_free(vm, text, n + 1);
    return !b->failed;
}

/* %format(value, spec, conversion): an f-string's {value!r:spec} */
sx_value py_hidden_format(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_value v = argc > 0 ? argv[0] : SX_NULL;
    sx_value conv = argc > 2 ? argv[2] : SX_UNDEFINED;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    if (sx_is_number(conv)) { /* !r / !s / !a */
        sx_strbuf cb;
        sx_strbuf_init(&cb, vm);
        bool ok = sx_to_double(conv) == 'r' || sx_to_double(conv) == 'a' ? py_repr(vm, &cb, v) : py_str(vm, &cb, v);
        sx_string *s = ok ? sx_strbuf_finish(&cb) : NULL;
        if (!ok) sx_strbuf_discard(&cb);
        if (s != NULL && sx_to_double(conv) == 'a') s = py_ascii_escape(vm, s);
        if (s == NULL) return sx_strbuf_discard(&b), SX_EXCEPTION;
        v = sx_from_string(s);
    }
    sx_temp_push(vm, v);
    bool ok = py_format_value(vm, &b, v, argc > 1 && sx_is_string(argv[1]) ? sx_as_string(argv[1]) : NULL);
    sx_temp_pop(vm, 1);
    if (!ok) return sx_strbuf_discard(&b), SX_EXCEPTION;
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : sx_throw_oom(vm);
}

static sx_value str_format_in(sx_vm *vm, sx_string *f, int argc, const sx_value *argv, sx_object *kw, int *auto_index,
                              int depth);

/* str.format: {} {0} {name} {0[1]} {x.attr} with !r/!s and :spec */
sx_value py_str_format(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    if (!sx_is_string(this_val)) return py_raise(vm, RL->type_error, "format() requires a str");
    sx_object *kw = py_kwargs(&argc, argv);
    int auto_index = 0;
    return str_format_in(vm, sx_as_string(this_val), argc, argv, kw, &auto_index, 0);
}

/* the fields of f; a spec with fields of its own ({:<{w}}) is formatted first (depth 1, as CPython
 * allows), numbering on from the outer fields */
static sx_value str_format_in(sx_vm *vm, sx_string *f, int argc, const sx_value *argv, sx_object *kw, int *auto_index,
                              int level) {
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    for (uint32_t i = 0; i < f->len; i++) {
        uint16_t c = sx_string_at(f, i);
        if (c == '}') {
            if (i + 1 < f->len && sx_string_at(f, i + 1) == '}') i++;
            else {
                sx_strbuf_discard(&b);
                return py_raise(vm, RL->value_error, "Single '}' encountered in format string");
            }
            sx_strbuf_unit(&b, '}');
            continue;
        }
        if (c != '{') {
            sx_strbuf_unit(&b, c);
            continue;
        }
        if (i + 1 < f->len && sx_string_at(f, i + 1) == '{') {
            sx_strbuf_unit(&b, '{');
            i++;
            continue;
        }
        uint32_t j = i + 1, depth = 1;
        while (j < f->len && depth > 0) {
            if (sx_string_at(f, j) == '{') depth++;
            if (sx_string_at(f, j) == '}') depth--;
            if (depth > 0) j++;
        }
        if (j >= f->len) {
            sx_strbuf_discard(&b);
            return py_raise(vm, RL->value_error, "Single '{' encountered in format string");
        }
        /* field: name[!conv][:spec] */
        uint32_t k = i + 1, name_end = k;
        while (name_end < j && sx_string_at(f, name_end) != '!' && sx_string_at(f, name_end) != ':') name_end++;
        int conv = 0;
        uint32_t spec_at = j;
        if (name_end < j && sx_string_at(f, name_end) == '!') {
            conv = name_end + 1 < j ? sx_string_at(f, name_end + 1) : 0;
            spec_at = name_end + 2 < j && sx_string_at(f, name_end + 2) == ':' ? name_end + 3 : j;
        } else if (name_end < j) spec_at = name_end + 1;
        sx_value v;
        char name[128];
        uint32_t nl = name_end - k;
        if (nl >= sizeof name) nl = sizeof name - 1;
        for (uint32_t q = 0; q < nl; q++) name[q] = (char)sx_string_at(f, k + q);
        name[nl] = 0;
        char *rest = name + strcspn(name, ".[");
        char head[128];
        snprintf(head, sizeof head, "%.*s", (int)(rest - name), name);
        if (head[0] == 0 || (head[0] >= '0' && head[0] <= '9')) {
            int idx = head[0] ? atoi(head) : (*auto_index)++;
            if (idx >= argc) {
                sx_strbuf_discard(&b);
                return py_raise(vm, RL->index_error, "Replacement index %d out of range for positional args tuple",
                                idx);
            }
            v = argv[idx];
        } else {
            v = py_kwarg(vm, kw, head);
            if (v == SX_UNDEFINED) {
                sx_strbuf_discard(&b);
                sx_string *ks = sx_string_from_cstr(vm, head);
                sx_object *e = ks ? py_exception_new(vm, RL->key_error, sx_from_string(ks)) : NULL;
                return e ? sx_throw(vm, sx_from_object(e)) : SX_EXCEPTION;
            }
        }
        while (*rest) { /* .attr and [index] */
            if (*rest == '.') {
                char attr[64];
                size_t an = strcspn(rest + 1, ".[");
                snprintf(attr, sizeof attr, "%.*s", (int)an, rest + 1);
                sx_string *a = sx_atom(vm, attr);
                v = a ? vm->lang->get(vm, v, a) : SX_EXCEPTION;
                rest += 1 + an;
            } else {
                char *close = strchr(rest, ']');
                if (close == NULL) break;
                char idx[64];
                snprintf(idx, sizeof idx, "%.*s", (int)(close - rest - 1), rest + 1);
                sx_value key;
                if (idx[0] >= '0' && idx[0] <= '9') key = sx_number(atof(idx));
                else {
                    sx_string *ks = sx_string_from_cstr(vm, idx);
                    key = ks ? sx_from_string(ks) : SX_EXCEPTION;
                }
                v = key == SX_EXCEPTION ? key : vm->lang->get_index(vm, v, key);
                rest = close + 1;
            }
            if (v == SX_EXCEPTION) return sx_strbuf_discard(&b), SX_EXCEPTION;
        }
        sx_string *spec_s = spec_at < j ? sx_string_substring(vm, f, spec_at, j) : NULL;
        bool nested = false;
        for (uint32_t q = 0; spec_s != NULL && q < spec_s->len; q++) nested |= sx_string_at(spec_s, q) == '{';
        if (nested) {
            if (level > 0) {
                sx_strbuf_discard(&b);
                return py_raise(vm, RL->value_error, "Max string recursion exceeded");
            }
            sx_temp_push(vm, v);
            sx_value sv = str_format_in(vm, spec_s, argc, argv, kw, auto_index, level + 1);
            sx_temp_pop(vm, 1);
            if (sv == SX_EXCEPTION) return sx_strbuf_discard(&b), SX_EXCEPTION;
            spec_s = sx_as_string(sv);
        }
        sx_value args[3] = {v, spec_s ? sx_from_string(spec_s) : SX_UNDEFINED, conv ? sx_number(conv) : SX_UNDEFINED};
        sx_value piece = py_hidden_format(vm, SX_UNDEFINED, 3, args);
        if (piece == SX_EXCEPTION) return sx_strbuf_discard(&b), SX_EXCEPTION;
        sx_strbuf_string(&b, sx_as_string(piece));
        i = j;
    }
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : (vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm));
}

/* "%s and %d" % args */
sx_value py_percent_format(sx_vm *vm, sx_string *f, sx_value args) {
    uint32_t argn = 0, nargs = 1;
    const sx_value *items = &args;
    if (py_is_tuple(vm, args)) items = sx_as_object(args)->u.array.items, nargs = sx_as_object(args)->u.array.len;
    bool mapping = py_is_dict(args);
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    for (uint32_t i = 0; i < f->len; i++) {
        uint16_t c = sx_string_at(f, i);
        if (c != '%') {
            sx_strbuf_unit(&b, c);
            continue;
        }
        i++;
        if (i >= f->len) {
            sx_strbuf_discard(&b);
            return py_raise(vm, RL->value_error, "incomplete format");
        }
        if (sx_string_at(f, i) == '%') {
            sx_strbuf_unit(&b, '%');
            continue;
        }
        sx_value v;
        if (sx_string_at(f, i) == '(' && mapping) {
            uint32_t j = i + 1;
            while (j < f->len && sx_string_at(f, j) != ')') j++;
            sx_string *key = sx_string_substring(vm, f, i + 1, j);
            if (key == NULL) return sx_strbuf_discard(&b), SX_EXCEPTION;
            v = vm->lang->get_index(vm, args, sx_from_string(key));
            if (v == SX_EXCEPTION) return sx_strbuf_discard(&b), SX_EXCEPTION;
            i = j + 1;
        } else {
            if (argn >= nargs) {
                sx_strbuf_discard(&b);
                return py_raise(vm, RL->type_error, "not enough arguments for format string");
            }
            v = mapping ? args : items[argn++];
        }
        /* flags, width, precision: reuse the spec parser ("%-5.2f" -> "<5.2f") */
        char specbuf[32];
        int sn = 0;
        char align = 0;
        bool zero = false, alt = false;
        char sign = 0;
        while (i < f->len && strchr("-+ 0#", (char)sx_string_at(f, i)) != NULL) {
            char fl = (char)sx_string_at(f, i++);
            if (fl == '-') align = '<';
            else if (fl == '0') zero = true;
            else if (fl == '#') alt = true;
            else if (fl == '+' || fl == ' ') sign = fl;
        }
        if (align) specbuf[sn++] = align;
        else if (!zero) specbuf[sn++] = '>'; /* printf-style fields are right-aligned */
        if (sign) specbuf[sn++] = sign;
        if (alt) specbuf[sn++] = '#';
        if (zero && !align) specbuf[sn++] = '0';
        if (i < f->len && sx_string_at(f, i) == '*') { /* the width from the arguments */
            i++;
            if (argn >= nargs || !sx_is_number(v)) {
                sx_strbuf_discard(&b);
                return py_raise(vm, RL->type_error, "* wants int");
            }
            sn += snprintf(specbuf + sn, 12, "%d", (int)fmin(fabs(sx_to_double(v)), 10000));
            v = items[argn++];
        }
        while (i < f->len && sx_string_at(f, i) >= '0' && sx_string_at(f, i) <= '9' && sn < 20)
            specbuf[sn++] = (char)sx_string_at(f, i++);
        if (i < f->len && sx_string_at(f, i) == '.') {
            specbuf[sn++] = '.';
            i++;
            while (i < f->len && sx_string_at(f, i) >= '0' && sx_string_at(f, i) <= '9' && sn < 28)
                specbuf[sn++] = (char)sx_string_at(f, i++);
        }
        char conv = i < f->len ? (char)sx_string_at(f, i) : 0;
        sx_value piece;
        if (conv == 's' || conv == 'r' || conv == 'a') {
            specbuf[sn] = 0;
            sx_string *spec_s = sx_string_from_cstr(vm, specbuf);
            sx_value a3[3] = {v, spec_s ? sx_from_string(spec_s) : SX_UNDEFINED, sx_number(conv)};
            piece = py_hidden_format(vm, SX_UNDEFINED, 3, a3);
        } else if (conv == 'c' && sx_is_string(v) && sx_as_string(v)->len == 1) {
            piece = v;
        } else if (strchr("dioxXeEfFgGc", conv) != NULL && conv != 0) {
            if (!(sx_is_number(v) || sx_is_bool(v) || py_is_float(v) || sx_is_bigint(v))) {
                char name[64];
                sx_strbuf_discard(&b);
                return py_raise(vm, RL->type_error, "%%%c format: a real number is required, not %s", conv,
                                py_type_name(vm, v, name, sizeof name));
            }
            if (conv == 'd' || conv == 'i') {
                if (py_is_float(v)) v = sx_number(trunc(py_float_value(v)));
                conv = 'd';
            }
            specbuf[sn++] = conv;
            specbuf[sn] = 0;
            sx_string *spec_s = sx_string_from_cstr(vm, specbuf);
            sx_value a2[2] = {v, spec_s ? sx_from_string(spec_s) : SX_UNDEFINED};
            piece = py_hidden_format(vm, SX_UNDEFINED, 2, a2);
        } else {
            sx_strbuf_discard(&b);
            return py_raise(vm, RL->value_error, "unsupported format character '%c' (0x%x) at index %u",
                            conv ? conv : '?', conv, i);
        }
        if (piece == SX_EXCEPTION) return sx_strbuf_discard(&b), SX_EXCEPTION;
        sx_strbuf_string(&b, sx_as_string(piece));
    }
    if (!mapping && argn < nargs && py_is_tuple(vm, args)) {
        sx_strbuf_discard(&b);
        return py_raise(vm, RL->type_error, "not all arguments converted during string formatting");
    }
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : (vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm));
}
