/* modules.c - the modules `import` reaches (json, math, sys, typing...), the JSON bridges (inputs, json, results) and uncaught-exception reports. */
#include <cJSON.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>
#include <string.h>

#include "python/py.h"
#include "python/python.h"
#include "vm/bigint.h"

#define RL py_rl(vm)

sx_object *py_set_new(sx_vm *vm);

/* a bit of cJSON's type no flag of cJSON uses: this number was written as a float */
#define PY_JSON_FLOAT (1 << 12)
#define PY_JSON_BIGINT (1 << 13) /* valuestring: the literal's digits in the parsed text */

/* -- JSON text to Python values (inputs, json.loads) -- */

static sx_value from_cjson(sx_vm *vm, const cJSON *j, bool freeze, int depth) {
    if (depth > 1000) return py_raise(vm, RL->value_error, "JSON nested too deeply");
    if (!sx_meter_elements(vm, 1)) return SX_EXCEPTION;
    if (cJSON_IsNull(j)) return SX_NULL;
    if (cJSON_IsTrue(j)) return SX_TRUE;
    if (cJSON_IsFalse(j)) return SX_FALSE;
    if (cJSON_IsNumber(j)) {
        double d = j->valuedouble;
        /* an integer written without a fraction or exponent stays an int */
        if ((j->type & PY_JSON_BIGINT) && j->valuestring != NULL) {
            const char *q = j->valuestring;
            bool neg = *q == '-';
            if (*q == '-' || *q == '+') q++;
            size_t k = strspn(q, "0123456789");
            sx_bigint_status st;
            sx_value big = k > 0 && k <= 4300 ? sx_bigint_from_digits(vm, q, k, 10, neg, &st) : SX_UNDEFINED;
            if (big == SX_EXCEPTION) return big;
            if (big != SX_UNDEFINED) return py_int_normal(vm, big);
        }
        bool integral = d == floor(d) && fabs(d) <= 9007199254740992.0;
        return integral && !(j->type & PY_JSON_FLOAT) ? sx_number(d == 0 ? 0 : d) : py_float(vm, d);
    }
    if (cJSON_IsString(j)) {
        sx_string *s = sx_string_from_utf8(vm, j->valuestring, strlen(j->valuestring));
        return s ? sx_from_string(s) : sx_throw_oom(vm);
    }
    if (cJSON_IsArray(j)) {
        sx_object *l = py_list_new(vm, 0);
        if (l == NULL) return SX_EXCEPTION;
        sx_temp_push(vm, sx_from_object(l));
        for (const cJSON *c = j->child; c != NULL; c = c->next) {
            sx_value v = from_cjson(vm, c, freeze, depth + 1);
            if (v == SX_EXCEPTION || !sx_array_push(vm, l, v)) return sx_temp_pop(vm, 1), SX_EXCEPTION;
        }
        sx_temp_pop(vm, 1);
        if (freeze) l->oflags |= SX_OBJ_FROZEN;
        return sx_from_object(l);
    }
    if (cJSON_IsObject(j)) {
        sx_object *d = py_dict_new(vm);
        if (d == NULL) return SX_EXCEPTION;
        sx_temp_push(vm, sx_from_object(d));
        for (const cJSON *c = j->child; c != NULL; c = c->next) {
            sx_string *k = sx_string_from_utf8(vm, c->string, strlen(c->string));
            if (k == NULL) return sx_temp_pop(vm, 1), sx_throw_oom(vm);
            sx_temp_push(vm, sx_from_string(k));
            sx_value v = from_cjson(vm, c, freeze, depth + 1);
            bool ok = v != SX_EXCEPTION && py_dict_set(vm, d, sx_from_string(k), v);
            sx_temp_pop(vm, 1);
            if (!ok) return sx_temp_pop(vm, 1), SX_EXCEPTION;
        }
        sx_temp_pop(vm, 1);
        if (freeze) d->oflags |= SX_OBJ_FROZEN;
        return sx_from_object(d);
    }
    return SX_NULL;
}

/* cJSON keeps no trace of how a number was written: mark integers by re-reading the text */
static void mark_floats(cJSON *j, const char **p);

static sx_value parse_json(sx_vm *vm, const char *text, size_t len, bool freeze, char **why) {
    (void)len;
    const char *end = NULL;
    cJSON *j = cJSON_ParseWithOpts(text, &end, true);
    if (j == NULL) {
        if (why) {
            size_t at = end ? (size_t)(end - text) : 0;
            char buf[128];
            snprintf(buf, sizeof buf, "invalid JSON at byte %zu", at);
            *why = strdup(buf);
        }
        return py_raise(vm, RL->value_error, "Expecting value: invalid JSON");
    }
    const char *p = text;
    mark_floats(j, &p);
    sx_value v = from_cjson(vm, j, freeze, 0);
    cJSON_Delete(j);
    return v;
}

/* Walk the text alongside the tree (same order) to see which numbers had a '.', 'e' or 'E'. A
 * number written as a float gets valuestring set to a non-NULL marker. */
static const char *skip_ws(const char *p) {
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') p++;
    return p;
}
static const char *skip_string(const char *p) {
    p++;
    while (*p && *p != '"') p += *p == '\\' && p[1] ? 2 : 1;
    return *p ? p + 1 : p;
}
static void mark_floats(cJSON *j, const char **pp) {
    const char *p = skip_ws(*pp);
    if (cJSON_IsNumber(j)) {
        const char *s = p;
        while (*p && strchr("+-0123456789.eE", *p)) p++;
        bool fl = false;
        for (const char *q = s; q < p; q++) fl |= *q == '.' || *q == 'e' || *q == 'E';
        if (fl) j->type |= PY_JSON_FLOAT;
        else if (p - s > 15) { /* an int past 2^53's digits: read exactly from the text (not owned: a reference) */
            j->type |= PY_JSON_BIGINT | cJSON_IsReference;
            j->valuestring = (char *)s;
        }
    } else if (cJSON_IsString(j)) p = skip_string(p);
    else if (cJSON_IsArray(j) || cJSON_IsObject(j)) {
        p++;
        for (cJSON *c = j->child; c != NULL; c = c->next) {
            p = skip_ws(p);
            if (cJSON_IsObject(j)) {
                p = skip_ws(skip_string(p));
                p++; /* : */
            }
            mark_floats(c, &p);
            p = skip_ws(p);
            if (*p == ',') p++;
        }
        p = skip_ws(p);
        if (*p) p++;
    } else {
        while (*p && *p >= 'a' && *p <= 'z') p++;
    }
    *pp = p;
}

bool sx_py_set_inputs(sx_vm *vm, const char *json, char **why) {
    *why = NULL;
    sx_value v = parse_json(vm, json, strlen(json), true, why);
    if (v == SX_EXCEPTION) {
        vm->has_exception = false;
        vm->exception = SX_UNDEFINED;
        return false;
    }
    return sx_object_define(vm, vm->realm.global, py_at(vm)->inputs, v, SX_PROP_DEFAULT);
}

/* -- Python values to JSON text -- */

typedef struct jw {
    sx_strbuf *b;
    bool pretty, sort_keys, ensure_ascii, compact;
    int indent;
    const char *why;
} jw;

static void json_string(jw *w, const sx_string *s) {
    sx_strbuf_unit(w->b, '"');
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = sx_string_at(s, i);
        char esc[8];
        if (c == '"') sx_strbuf_ascii(w->b, "\\\"");
        else if (c == '\\') sx_strbuf_ascii(w->b, "\\\\");
        else if (c == '\n') sx_strbuf_ascii(w->b, "\\n");
        else if (c == '\r') sx_strbuf_ascii(w->b, "\\r");
        else if (c == '\t') sx_strbuf_ascii(w->b, "\\t");
        else if (c == '\b') sx_strbuf_ascii(w->b, "\\b");
        else if (c == '\f') sx_strbuf_ascii(w->b, "\\f");
        else if (c < 0x20 || (c >= 0x7f && w->ensure_ascii)) {
            snprintf(esc, sizeof esc, "\\u%04x", c);
            sx_strbuf_ascii(w->b, esc);
        } else sx_strbuf_unit(w->b, c);
    }
    sx_strbuf_unit(w->b, '"');
}

static void newline(jw *w, int depth) {
    if (!w->pretty) return;
    sx_strbuf_unit(w->b, '\n');
    for (int i = 0; i < depth * w->indent; i++) sx_strbuf_unit(w->b, ' ');
}

static bool json_value(sx_vm *vm, jw *w, sx_value v, int depth) {
    char buf[64];
    if (depth > 1000) return w->why = "nested too deeply", false;
    if (!sx_meter_elements(vm, 1)) return w->why = "exception", false;
    if (v == SX_NULL || v == SX_UNDEFINED) sx_strbuf_ascii(w->b, "null");
    else if (v == SX_TRUE) sx_strbuf_ascii(w->b, "true");
    else if (v == SX_FALSE) sx_strbuf_ascii(w->b, "false");
    else if (sx_is_number(v)) {
        double d = sx_to_double(v);
        py_int_text(d, buf, sizeof buf);
        sx_strbuf_ascii(w->b, buf);
    } else if (sx_is_string(v)) json_string(w, sx_as_string(v));
    else if (sx_is_bigint(v)) {
        sx_string *s = sx_bigint_to_string(vm, v, 10);
        if (s == NULL) return w->why = "exception", false;
        sx_strbuf_string(w->b, s);
    } else if (py_is_float(v)) {
        double d = py_float_value(v);
        if (isnan(d)) sx_strbuf_ascii(w->b, "NaN");
        else if (isinf(d)) sx_strbuf_ascii(w->b, d > 0 ? "Infinity" : "-Infinity");
        else {
            py_format_float(d, buf, sizeof buf);
            sx_strbuf_ascii(w->b, buf);
        }
        if (w->compact && !isfinite(d)) return w->why = "not serializable: a float that is not finite", false;
    } else if (sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_ARRAY) {
        sx_object *a = sx_as_object(v);
        sx_strbuf_unit(w->b, '[');
        for (uint32_t i = 0; i < a->u.array.len; i++) {
            if (i > 0) sx_strbuf_ascii(w->b, w->pretty || w->compact ? "," : ", ");
            newline(w, depth + 1);
            if (!json_value(vm, w, a->u.array.items[i], depth + 1)) return false;
        }
        if (a->u.array.len > 0) newline(w, depth);
        sx_strbuf_unit(w->b, ']');
    } else if (py_is_dict(v) && !py_is_set(vm, v)) {
        py_dict *d = py_dict_of(v);
        sx_object *keys = py_list_new(vm, d->live);
        if (keys == NULL) return w->why = "exception", false;
        sx_temp_push(vm, sx_from_object(keys));
        for (uint32_t i = 0; i < d->n; i++) {
            if (d->keys[i] == SX_EMPTY) continue;
            sx_value k = d->keys[i];
            if (!sx_is_string(k)) {
                sx_string *ks = (sx_is_number(k) || py_is_float(k) || sx_is_bool(k) || k == SX_NULL) ? NULL : NULL;
                (void)ks;
                if (!(sx_is_number(k) || py_is_float(k) || sx_is_bool(k) || k == SX_NULL)) {
                    sx_temp_pop(vm, 1);
                    char name[64];
                    py_raise(vm, RL->type_error, "keys must be str, int, float, bool or None, not %s",
                             py_type_name(vm, k, name, sizeof name));
                    return w->why = "exception", false;
                }
            }
            sx_array_push(vm, keys, sx_number(i));
        }
        if (w->sort_keys) { /* insertion sort of entry numbers by key text */
            for (uint32_t i = 1; i < keys->u.array.len; i++)
                for (uint32_t j = i; j > 0; j--) {
                    sx_value a = d->keys[(uint32_t)sx_to_double(keys->u.array.items[j - 1])];
                    sx_value b = d->keys[(uint32_t)sx_to_double(keys->u.array.items[j])];
                    if (!sx_is_string(a) || !sx_is_string(b) ||
                        sx_string_compare(sx_as_string(a), sx_as_string(b)) <= 0)
                        break;
                    sx_value t = keys->u.array.items[j];
                    keys->u.array.items[j] = keys->u.array.items[j - 1];
                    keys->u.array.items[j - 1] = t;
                }
        }
        sx_strbuf_unit(w->b, '{');
        for (uint32_t i = 0; i < keys->u.array.len; i++) {
            uint32_t e = (uint32_t)sx_to_double(keys->u.array.items[i]);
            if (i > 0) sx_strbuf_ascii(w->b, w->pretty || w->compact ? "," : ", ");
            newline(w, depth + 1);
            sx_value k = d->keys[e];
            if (sx_is_string(k)) json_string(w, sx_as_string(k));
            else {
                sx_strbuf_unit(w->b, '"');
                if (!json_value(vm, w, k, depth + 1)) return sx_temp_pop(vm, 1), false;
                sx_strbuf_unit(w->b, '"');
            }
            sx_strbuf_ascii(w->b, w->compact ? ":" : ": ");
            if (!json_value(vm, w, d->vals[e], depth + 1)) return sx_temp_pop(vm, 1), false;
        }
        if (keys->u.array.len > 0) newline(w, depth);
        sx_strbuf_unit(w->b, '}');
        sx_temp_pop(vm, 1);
    } else {
        char name[64];
        py_type_name(vm, v, name, sizeof name);
        if (!w->compact) py_raise(vm, RL->type_error, "Object of type %s is not JSON serializable", name);
        w->why = w->compact ? "not serializable" : "exception";
        return false;
    }
    return !w->b->failed;
}

char *sx_py_value_to_json(sx_vm *vm, sx_value v, const char **why) {
    *why = NULL;
    if (v == SX_NULL || v == SX_UNDEFINED) return *why = "None", NULL;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    jw w = {&b, false, false, false, true, 0, NULL};
    if (!json_value(vm, &w, v, 0)) {
        sx_strbuf_discard(&b);
        *why = w.why ? w.why : "exception";
        return NULL;
    }
    sx_string *s = sx_strbuf_finish(&b);
    if (s == NULL) return *why = "exception", NULL;
    size_t n = sx_string_to_utf8(s, NULL, 0);
    char *out = malloc(n + 1);
    if (out) sx_string_to_utf8(s, out, n + 1);
    return out;
}

static sx_value json_dumps(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    if (argc < 1) return py_raise(vm, RL->type_error, "dumps() missing 1 required positional argument: 'obj'");
    sx_value indent = py_kwarg(vm, kw, "indent"), sort = py_kwarg(vm, kw, "sort_keys"),
             ascii = py_kwarg(vm, kw, "ensure_ascii");
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    jw w = {&b,
            sx_is_number(indent),
            sort == SX_TRUE,
            ascii != SX_FALSE,
            false,
            sx_is_number(indent) ? (int)sx_to_double(indent) : 0,
            NULL};
    if (w.indent > 64) w.indent = 64;
    sx_value seps = py_kwarg(vm, kw, "separators");
    if (py_is_tuple(vm, seps) && sx_as_object(seps)->u.array.len == 2) {
        sx_value a = sx_as_object(seps)->u.array.items[0], c = sx_as_object(seps)->u.array.items[1];
        if (sx_is_string(a) && sx_is_string(c) && sx_as_string(a)->len == 1 && sx_as_string(c)->len == 1)
            w.compact = true;
    }
    if (!json_value(vm, &w, argv[0], 0)) {
        sx_strbuf_discard(&b);
        if (!vm->has_exception) py_raise(vm, RL->value_error, "%s", w.why ? w.why : "cannot serialize");
        return SX_EXCEPTION;
    }
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : sx_throw_oom(vm);
}

static sx_value json_loads(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    py_kwargs(&argc, argv);
    if (argc < 1 || !sx_is_string(argv[0])) return py_raise(vm, RL->type_error, "the JSON object must be str");
    sx_string *s = sx_as_string(argv[0]);
    if (!sx_meter_chars(vm, s->len)) return SX_EXCEPTION;
    size_t n = sx_string_to_utf8(s, NULL, 0);
    char *text = sx_mem_alloc(vm, n + 1);
    if (text == NULL) return sx_throw_oom(vm);
    sx_string_to_utf8(s, text, n + 1);
    sx_value v = parse_json(vm, text, n, false, NULL);
    sx_mem_free(vm, text, n + 1);
    return v;
}

/* -- math -- */

#define MATH1(fname, expr, domain_check)                                                                               \
    static sx_value fname(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {                                     \
        (void)t;                                                                                                       \
        if (argc != 1 || !(sx_is_number(argv[0]) || py_is_float(argv[0]) || sx_is_bool(argv[0]))) {                    \
            char name_[64];                                                                                            \
            return py_raise(vm, RL->type_error, "must be real number, not %s",                                         \
                            argc ? py_type_name(vm, argv[0], name_, sizeof name_) : "nothing");                        \
        }                                                                                                              \
        double x = py_float_value(argv[0]);                                                                            \
        if (domain_check) return py_raise(vm, RL->value_error, "math domain error");                                   \
        return py_float(vm, expr);                                                                                     \
    }
MATH1(m_sqrt, sqrt(x), x < 0)
MATH1(m_exp, exp(x), false)
MATH1(m_log10, log10(x), x <= 0)
MATH1(m_log2, log2(x), x <= 0)
MATH1(m_sin, sin(x), false)
MATH1(m_cos, cos(x), false)
MATH1(m_tan, tan(x), false)
MATH1(m_atan, atan(x), false)
MATH1(m_asin, asin(x), x<-1 || x> 1)
MATH1(m_acos, acos(x), x<-1 || x> 1)
MATH1(m_fabs, fabs(x), false)
MATH1(m_radians, x *M_PI / 180, false)
MATH1(m_degrees, x * 180 / M_PI, false)

static sx_value m_log(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 1) return py_raise(vm, RL->type_error, "log expected at least 1 argument, got 0");
    double x = py_float_value(argv[0]);
    if (x <= 0) return py_raise(vm, RL->value_error, "math domain error");
    double r = log(x);
    if (argc > 1) r /= log(py_float_value(argv[1]));
    return py_float(vm, r);
}
static sx_value m_round_fn(sx_vm *vm, int argc, const sx_value *argv, double (*f)(double), const char *name) {
    if (argc != 1) return py_raise(vm, RL->type_error, "math.%s() takes exactly one argument (%d given)", name, argc);
    if (sx_is_number(argv[0])) return argv[0];
    double x = py_float_value(argv[0]);
    if (isinf(x)) return py_raise(vm, RL->overflow_error, "cannot convert float infinity to integer");
    if (isnan(x)) return py_raise(vm, RL->value_error, "cannot convert float NaN to integer");
    double r = f(x);
    return sx_number(r == 0 ? 0 : r);
}
static sx_value m_floor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return m_round_fn(vm, argc, argv, floor, "floor");
}
static sx_value m_ceil(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return m_round_fn(vm, argc, argv, ceil, "ceil");
}
static sx_value m_trunc(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return m_round_fn(vm, argc, argv, trunc, "trunc");
}
static sx_value m_pow(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 2) return py_raise(vm, RL->type_error, "pow expected 2 arguments, got %d", argc);
    return py_float(vm, pow(py_float_value(argv[0]), py_float_value(argv[1])));
}
static sx_value m_atan2(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 2) return py_raise(vm, RL->type_error, "atan2 expected 2 arguments, got %d", argc);
    return py_float(vm, atan2(py_float_value(argv[0]), py_float_value(argv[1])));
}
static sx_value m_hypot(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double s = 0;
    for (int i = 0; i < argc; i++) s = hypot(s, py_float_value(argv[i]));
    return py_float(vm, s);
}
static sx_value m_isnan(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)vm;
    return sx_bool(argc == 1 && isnan(py_float_value(argv[0])));
}
static sx_value m_isinf(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)vm;
    return sx_bool(argc == 1 && isinf(py_float_value(argv[0])));
}
static sx_value m_isfinite(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)vm;
    return sx_bool(argc == 1 && isfinite(py_float_value(argv[0])));
}
static sx_value m_gcd(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double g = 0;
    for (int i = 0; i < argc; i++) {
        double x;
        if (!py_arg_int(vm, argv[i], &x)) return SX_EXCEPTION;
        x = fabs(x);
        while (x != 0) {
            double r = fmod(g, x);
            g = x, x = r;
        }
    }
    return sx_number(g);
}
static sx_value m_factorial(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double x;
    if (argc != 1 || !py_arg_int(vm, argv[0], &x))
        return vm->has_exception ? SX_EXCEPTION
                                 : py_raise(vm, RL->type_error, "factorial() takes exactly one argument");
    if (x < 0) return py_raise(vm, RL->value_error, "factorial() not defined for negative values");
    sx_value r = sx_number(1);
    for (double i = 2; i <= x && r != SX_EXCEPTION; i++) r = py_binary(vm, PY_OP_MUL, r, sx_number(i));
    return r;
}
static sx_value m_isclose(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    if (argc != 2) return py_raise(vm, RL->type_error, "isclose() takes exactly 2 positional arguments");
    double a = py_float_value(argv[0]), b = py_float_value(argv[1]);
    sx_value rt = py_kwarg(vm, kw, "rel_tol"), at = py_kwarg(vm, kw, "abs_tol");
    double rel = rt == SX_UNDEFINED ? 1e-9 : py_float_value(rt), abs_ = at == SX_UNDEFINED ? 0 : py_float_value(at);
    if (a == b) return SX_TRUE;
    double diff = fabs(b - a);
    return sx_bool(diff <= fabs(rel * b) || diff <= fabs(rel * a) || diff <= abs_);
}
static sx_value m_fsum(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 1) return py_raise(vm, RL->type_error, "fsum() takes exactly one argument");
    sx_object *l = py_list_of(vm, argv[0]);
    if (l == NULL) return SX_EXCEPTION;
    double s = 0, c = 0; /* Neumaier summation: close to CPython's exact fsum for ordinary inputs */
    for (uint32_t i = 0; i < l->u.array.len; i++) {
        double x = py_float_value(l->u.array.items[i]), y = s + x;
        c += fabs(s) >= fabs(x) ? (s - y) + x : (x - y) + s;
        s = y;
    }
    return py_float(vm, s + c);
}

/* -- modules: plain objects (no prototype) with __name__ and their members -- */

static sx_object *module_new(sx_vm *vm, const char *name) {
    sx_object *m = sx_object_new(vm, SX_CLASS_OBJECT, NULL);
    sx_string *n = m ? sx_atom(vm, name) : NULL;
    if (n == NULL || !sx_object_define(vm, m, py_at(vm)->dname, sx_from_string(n), SX_PROP_HIDDEN)) return NULL;
    return m;
}
static bool module_value(sx_vm *vm, sx_object *m, const char *name, sx_value v) {
    sx_string *k = sx_atom(vm, name);
    return k != NULL && sx_object_define(vm, m, k, v, SX_PROP_DEFAULT);
}

typedef struct fn_entry {
    const char *name;
    sx_native_fn fn;
} fn_entry;

static sx_object *module_with(sx_vm *vm, const char *name, const fn_entry *fns) {
    sx_object *m = module_new(vm, name);
    if (m == NULL) return NULL;
    sx_temp_push(vm, sx_from_object(m));
    for (const fn_entry *f = fns; f && f->name; f++)
        if (!py_def(vm, m, f->name, f->fn, 1)) return sx_temp_pop(vm, 1), NULL;
    sx_temp_pop(vm, 1);
    return m;
}

static const fn_entry math_fns[] = {{"sqrt", m_sqrt},
                                    {"exp", m_exp},
                                    {"log", m_log},
                                    {"log10", m_log10},
                                    {"log2", m_log2},
                                    {"sin", m_sin},
                                    {"cos", m_cos},
                                    {"tan", m_tan},
                                    {"atan", m_atan},
                                    {"asin", m_asin},
                                    {"acos", m_acos},
                                    {"atan2", m_atan2},
                                    {"fabs", m_fabs},
                                    {"floor", m_floor},
                                    {"ceil", m_ceil},
                                    {"trunc", m_trunc},
                                    {"pow", m_pow},
                                    {"hypot", m_hypot},
                                    {"isnan", m_isnan},
                                    {"isinf", m_isinf},
                                    {"isfinite", m_isfinite},
                                    {"gcd", m_gcd},
                                    {"factorial", m_factorial},
                                    {"isclose", m_isclose},
                                    {"fsum", m_fsum},
                                    {"radians", m_radians},
                                    {"degrees", m_degrees},
                                    {NULL, NULL}};
static const fn_entry json_fns[] = {{"dumps", json_dumps}, {"loads", json_loads}, {NULL, NULL}};

/* json is python/lib/json.py; its fast paths are these natives, in the private module _sx_json */
bool py_json_fill(sx_vm *vm, sx_object *m) {
    for (const fn_entry *f = json_fns; f->name; f++)
        if (!py_def(vm, m, f->name, f->fn, 1)) return false;
    return true;
}

/* -- host functions' Python side (api/host.c makes the call) -- */

bool sx_py_host_input(sx_vm *vm, const char *label, int argc, const sx_value *argv, char **json) {
    sx_object *kw = py_kwargs(&argc, argv);
    *json = NULL;
    if (argc > 0) {
        py_raise(vm, RL->type_error, "%s() takes 0 positional arguments but %d %s given (pass keyword arguments)",
                 label, argc, argc == 1 ? "was" : "were");
        return false;
    }
    if (kw == NULL) return (*json = strdup("{}")) != NULL || sx_throw_oom(vm) != SX_EXCEPTION;
    const char *why = NULL;
    *json = sx_py_value_to_json(vm, sx_from_object(kw), &why);
    if (*json != NULL) return true;
    if (why == NULL || strcmp(why, "exception") != 0)
        py_raise(vm, RL->type_error, "%s: input cannot be sent as JSON (%s)", label, why ? why : "out of memory");
    return false;
}

sx_value sx_py_host_settled(sx_vm *vm, const char *json, size_t len, const char *error) {
    sx_value v;
    if (error != NULL) {
        sx_string *m = sx_string_from_utf8(vm, error, strlen(error));
        sx_object *e = m ? py_exception_new(vm, RL->exception, sx_from_string(m)) : NULL;
        if (e == NULL) return SX_EXCEPTION;
        v = sx_from_object(e);
    } else if ((v = parse_json(vm, json, len, false, NULL)) == SX_EXCEPTION) return v;
    sx_temp_push(vm, v);
    sx_object *it = sx_object_new(vm, PY_CLASS_ITER, RL->object);
    sx_temp_pop(vm, 1);
    if (it == NULL) return SX_EXCEPTION;
    it->u.cursor.target = SX_NULL;
    it->u.cursor.kind = PY_ITER_SETTLED;
    it->u.cursor.pos = error != NULL ? 1 : 0;
    it->u.cursor.extra = v;
    return sx_from_object(it);
}

/* -- asyncio: its event loop is Python code (compiled when first imported) over coroutines that
 * are generators: `await x` delegates to x's iterator like `yield from`, a task's step is next()
 * on its coroutine, a bare yield (sleep(0)) hands over to the next ready callback and a yielded
 * Future parks the task until the Future is done (docs/python.md). The callbacks run first in,
 * first out, as CPython's call_soon queue does, so the interleaving is CPython's. -- */
static const char aio_source[] =
    "def __sx_asyncio__():\n"
    "    ready = []\n"
    "    timers = []\n"
    "    clock = [0.0, 0]\n"
    "\n"
    "    class Future:\n"
    "        def __init__(self):\n"
    "            self._done = False\n"
    "            self._result = None\n"
    "            self._exc = None\n"
    "            self._callbacks = []\n"
    "\n"
    "        def done(self):\n"
    "            return self._done\n"
    "\n"
    "        def result(self):\n"
    "            if not self._done:\n"
    "                raise InvalidStateError(\"Result is not set.\")\n"
    "            if self._exc is not None:\n"
    "                raise self._exc\n"
    "            return self._result\n"
    "\n"
    "        def exception(self):\n"
    "            if not self._done:\n"
    "                raise InvalidStateError(\"Exception is not set.\")\n"
    "            return self._exc\n"
    "\n"
    "        def add_done_callback(self, fn):\n"
    "            if self._done:\n"
    "                ready.append((fn, self))\n"
    "            else:\n"
    "                self._callbacks.append(fn)\n"
    "\n"
    "        def _finish(self):\n"
    "            self._done = True\n"
    "            for fn in self._callbacks:\n"
    "                ready.append((fn, self))\n"
    "            self._callbacks = []\n"
    "\n"
    "        def set_result(self, value):\n"
    "            if self._done:\n"
    "                raise InvalidStateError(\"invalid state\")\n"
    "            self._result = value\n"
    "            self._finish()\n"
    "\n"
    "        def set_exception(self, exc):\n"
    "            if self._done:\n"
    "                raise InvalidStateError(\"invalid state\")\n"
    "            self._exc = exc\n"
    "            self._finish()\n"
    "\n"
    "        def __await__(self):\n"
    "            if not self._done:\n"
    "                yield self\n"
    "            return self.result()\n"
    "\n"
    "    def step(task, unused):\n"
    "        try:\n"
    "            y = next(task._coro)\n"
    "        except StopIteration as e:\n"
    "            task.set_result(e.args[0] if e.args else None)\n"
    "            return\n"
    "        except Exception as e:\n"
    "            task.set_exception(e)\n"
    "            return\n"
    "        if y is None:\n"
    "            ready.append((task._wake, None))\n"
    "        else:\n"
    "            y.add_done_callback(task._wake)\n"
    "\n"
    "    class Task(Future):\n"
    "        def __init__(self, coro):\n"
    "            super().__init__()\n"
    "            self._coro = coro\n"
    "            me = self\n"
    "            self._wake = lambda unused: step(me, unused)\n"
    "            ready.append((self._wake, None))\n"
    "\n"
    "    class InvalidStateError(Exception):\n"
    "        pass\n"
    "\n"
    "    def ensure(aw):\n"
    "        if isinstance(aw, Future):\n"
    "            return aw\n"
    "        return Task(aw)\n"
    "\n"
    "    def create_task(coro):\n"
    "        return Task(coro)\n"
    "\n"
    "    def gather(*aws, **kw):\n"
    "        return_exceptions = kw.pop(\"return_exceptions\", False)\n"
    "        if kw:\n"
    "            raise TypeError(\"gather() got an unexpected keyword argument '\" + list(kw)[0] + \"'\")\n"
    "        children = [ensure(a) for a in aws]\n"
    "        outer = Future()\n"
    "        if not children:\n"
    "            outer.set_result([])\n"
    "            return outer\n"
    "        count = [0]\n"
    "\n"
    "        def child_done(fut):\n"
    "            count[0] += 1\n"
    "            if outer.done():\n"
    "                return\n"
    "            if not return_exceptions and fut._exc is not None:\n"
    "                outer.set_exception(fut._exc)\n"
    "                return\n"
    "            if count[0] == len(children):\n"
    "                outer.set_result([x._exc if x._exc is not None else x._result for x in children])\n"
    "\n"
    "        for child in children:\n"
    "            child.add_done_callback(child_done)\n"
    "        return outer\n"
    "\n"
    "    class Sleep0:\n"
    "        def __await__(self):\n"
    "            yield None\n"
    "\n"
    "    async def sleep(delay, result=None):\n"
    "        if delay <= 0:\n"
    "            await Sleep0()\n"
    "            return result\n"
    "        fut = Future()\n"
    "        clock[1] += 1\n"
    "        timers.append((clock[0] + delay, clock[1], fut, result))\n"
    "        return await fut\n"
    "\n"
    "    def iscoro(x):\n"
    "        try:\n"
    "            return iter(x) is x and not isinstance(x, Future)\n"
    "        except TypeError:\n"
    "            return False\n"
    "\n"
    "    def run(main):\n"
    "        if not iscoro(main):\n"
    "            raise ValueError(\"a coroutine was expected, got \" + repr(main))\n"
    "        ready.clear()\n"
    "        timers.clear()\n"
    "        task = Task(main)\n"
    "        while not task.done():\n"
    "            if ready:\n"
    "                fn, arg = ready.pop(0)\n"
    "                fn(arg)\n"
    "            elif timers:\n"
    "                timers.sort(key=lambda t: (t[0], t[1]))\n"
    "                when, seq, fut, value = timers.pop(0)\n"
    "                clock[0] = when\n"
    "                fut.set_result(value)\n"
    "            else:\n"
    "                raise RuntimeError(\"Event loop stopped before Future completed.\")\n"
    "        return task.result()\n"
    "\n"
    "    return [run, gather, sleep, create_task, Future, Task, InvalidStateError, ensure]\n"
    "__sx_asyncio__()\n";

static sx_object *asyncio_module(sx_vm *vm) {
    char *syntax = NULL;
    sx_proto *p = sx_py_compile(vm, aio_source, sizeof aio_source - 1, PY_ASYNCIO_FILE, true, &syntax);
    if (p == NULL) {
        free(syntax);
        py_raise(vm, RL->import_error, "internal: the asyncio module did not compile");
        return NULL;
    }
    sx_value parts = sx_run_toplevel(vm, p); /* the last line's value: the module's members */
    if (parts == SX_EXCEPTION) return NULL;
    sx_temp_push(vm, parts);
    static const char *const names[] = {
        "run", "gather", "sleep", "create_task", "Future", "Task", "InvalidStateError", "ensure_future"};
    sx_object *m = module_new(vm, "asyncio");
    sx_object *list = sx_as_object(parts);
    bool ok = m != NULL && list->u.array.len == sizeof names / sizeof names[0];
    if (m != NULL) sx_temp_push(vm, sx_from_object(m));
    for (size_t i = 0; ok && i < sizeof names / sizeof names[0]; i++)
        ok = module_value(vm, m, names[i], list->u.array.items[i]);
    sx_temp_pop(vm, m != NULL ? 2 : 1);
    return ok ? m : NULL;
}

static sx_object *make_module(sx_vm *vm, const char *name) {
    if (strcmp(name, "asyncio") == 0) return asyncio_module(vm);
    if (strcmp(name, "math") == 0) {
        sx_object *m = module_with(vm, name, math_fns);
        if (m == NULL) return NULL;
        sx_temp_push(vm, sx_from_object(m));
        bool ok = py_lib_math_fill(vm, m);
        static const struct {
            const char *n;
            double v;
        } consts[] = {{"pi", M_PI}, {"e", M_E}, {"tau", 2 * M_PI}, {"inf", INFINITY}, {"nan", NAN}};
        for (size_t i = 0; ok && i < sizeof consts / sizeof consts[0]; i++) {
            sx_value f = py_float(vm, consts[i].v);
            ok = f != SX_EXCEPTION && module_value(vm, m, consts[i].n, f);
        }
        sx_temp_pop(vm, 1);
        return ok ? m : NULL;
    }
    if (strcmp(name, "sys") == 0) {
        sx_object *m = module_new(vm, name);
        if (m == NULL) return NULL;
        sx_string *so = sx_atom(vm, "%stdout"), *se = sx_atom(vm, "%stderr");
        sx_object *argv = py_list_new(vm, 0);
        bool ok = so && se && argv && module_value(vm, m, "stdout", sx_object_find_data(vm, vm->realm.global, so)) &&
                  module_value(vm, m, "stderr", sx_object_find_data(vm, vm->realm.global, se)) &&
                  module_value(vm, m, "argv", sx_from_object(argv)) &&
                  module_value(vm, m, "maxsize", sx_number(9007199254740991.0));
        return ok ? m : NULL;
    }
    if (strcmp(name, "string") == 0 || strcmp(name, "itertools") == 0 || strcmp(name, "functools") == 0 ||
        strcmp(name, "collections") == 0) {
        sx_object *m = module_new(vm, name);
        if (m == NULL) return NULL;
        sx_temp_push(vm, sx_from_object(m));
        bool ok = name[0] == 's'   ? py_lib_string_fill(vm, m)
                  : name[0] == 'i' ? py_lib_itertools_fill(vm, m)
                  : name[0] == 'c' ? py_lib_collections_fill(vm, m) && py_source_fill(vm, name, m)
                                   : py_lib_functools_fill(vm, m) && py_source_fill(vm, name, m);
        sx_temp_pop(vm, 1);
        return ok ? m : NULL;
    }
    if (strcmp(name, "__future__") == 0) return module_new(vm, name);
    return py_lib_module(vm, name); /* written in Python: python/lib/NAME.py (lib_py.c) */
}

/* %import(name): the module object, made once per run and kept in the hidden global %modules */
sx_value py_import(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    if (argc < 1 || !sx_is_string(argv[0])) return py_raise(vm, RL->type_error, "internal: %%import");
    char name[128];
    sx_string_to_utf8(sx_as_string(argv[0]), name, sizeof name);
    sx_string *cache_key = sx_atom(vm, "%modules");
    if (cache_key == NULL) return sx_throw_oom(vm);
    sx_value cache = sx_object_find_data(vm, vm->realm.global, cache_key);
    if (!sx_is_object(cache)) {
        sx_object *c = sx_object_new(vm, SX_CLASS_OBJECT, NULL);
        if (c == NULL || !sx_object_define(vm, vm->realm.global, cache_key, sx_from_object(c), SX_PROP_HIDDEN))
            return SX_EXCEPTION;
        cache = sx_from_object(c);
    }
    sx_string *k = sx_string_intern(vm, sx_as_string(argv[0]));
    if (k == NULL) return sx_throw_oom(vm);
    /* the library's private native modules (_sx_re...) are never cached: a program importing one
     * after the library did must not find it there (lib_py.c refuses it to the program) */
    bool private = strncmp(name, "_sx_", 4) == 0;
    sx_value m = private ? SX_UNDEFINED : sx_object_find_data(vm, sx_as_object(cache), k);
    if (sx_is_object(m)) return m;
    sx_object *mod = make_module(vm, name);
    if (mod == NULL) {
        if (vm->has_exception) return SX_EXCEPTION;
        if (strcmp(name, "os") == 0 || strcmp(name, "subprocess") == 0 || strcmp(name, "socket") == 0 ||
            strcmp(name, "shutil") == 0 || strcmp(name, "pathlib") == 0 || strcmp(name, "io") == 0 ||
            strcmp(name, "ctypes") == 0 || strcmp(name, "importlib") == 0 || strcmp(name, "builtins") == 0)
            return py_raise(vm, RL->module_not_found,
                            "No module named '%s' (the secexec sandbox has no access to the host)", name);
        return py_raise(vm, RL->module_not_found, "No module named '%s'", name);
    }
    if (!private && !sx_object_define(vm, sx_as_object(cache), k, sx_from_object(mod), SX_PROP_DEFAULT))
        return SX_EXCEPTION;
    return sx_from_object(mod);
}

/* -- uncaught exceptions, as CPython reports them -- */

static void text_append(char **buf, size_t *len, size_t *cap, const char *s, size_t n) {
    if (*buf == NULL) return;
    if (*len + n + 1 > *cap) {
        size_t c = (*cap + n + 1) * 2;
        char *p = realloc(*buf, c);
        if (p == NULL) {
            free(*buf);
            *buf = NULL;
            return;
        }
        *buf = p, *cap = c;
    }
    memcpy(*buf + *len, s, n);
    *len += n;
    (*buf)[*len] = 0;
}
#define APPEND(s) text_append(&tb, &len, &cap, (s), strlen(s))

/* source line `line` (1-based) of src, without its indentation */
static void source_line(const char *src, size_t n, uint32_t line, const char **start, size_t *llen, uint32_t *indent) {
    const char *p = src, *end = src + n;
    for (uint32_t l = 1; l < line && p < end; p++)
        if (*p == '\n') l++;
    const char *e = p;
    while (e < end && *e != '\n') e++;
    while (e > p && (e[-1] == '\r' || e[-1] == ' ' || e[-1] == '\t')) e--;
    *indent = 0;
    while (p < e && (*p == ' ' || *p == '\t')) p++, (*indent)++;
    *start = p, *llen = (size_t)(e - p);
}

static char *host_text(sx_vm *vm, sx_value v, bool repr) {
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    bool ok = repr ? py_repr(vm, &b, v) : py_str(vm, &b, v);
    sx_string *s = ok ? sx_strbuf_finish(&b) : NULL;
    if (!ok) sx_strbuf_discard(&b);
    vm->has_exception = false;
    vm->exception = SX_UNDEFINED;
    if (s == NULL) return strdup("");
    size_t n = sx_string_to_utf8(s, NULL, 0);
    char *out = malloc(n + 1);
    if (out) sx_string_to_utf8(s, out, n + 1);
    return out;
}

/* A binary operator's precedence for caret_anchors (higher binds tighter), 0 for no operator. */
static int binop_at(const char *s, size_t n, size_t i, size_t *len) {
    static const struct {
        const char *op;
        int prec;
    } ops[] = {{"**", 7}, {"//", 6}, {"<<", 4}, {">>", 4}, {"*", 6}, {"/", 6}, {"%", 6},
               {"@", 6},  {"+", 5},  {"-", 5},  {"&", 3},  {"^", 2}, {"|", 1}};
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++) {
        size_t l = strlen(ops[k].op);
        if (i + l <= n && memcmp(s + i, ops[k].op, l) == 0) {
            if (i + l < n && s[i + l] == '=') return 0; /* an augmented assignment or a comparison */
            *len = l;
            return ops[k].prec;
        }
    }
    return 0;
}

/* CPython 3.11's anchors in the failing expression's text (traceback.c extract_anchors_from_line):
 * a binary operation marks its operator with ^ and its operands with ~, a subscript its [index]
 * with ^ and the value with ~. Found by a scan at bracket depth 0 with strings skipped; any other
 * expression (a call, a comparison, a unary or boolean operation...) has none. */
static bool caret_anchors(const char *s, size_t n, size_t *lo, size_t *hi) {
    int depth = 0, best_prec = 99;
    size_t best = SIZE_MAX, best_len = 0, open0 = 0, sub_lo = SIZE_MAX, sub_hi = 0;
    bool operand = false, sub_open = false;
    for (size_t i = 0; i < n;) {
        char c = s[i];
        if (c == '\'' || c == '"') {
            for (i++; i < n && s[i] != c; i++)
                if (s[i] == '\\') i++;
            i++, operand = true;
        } else if (c == '(' || c == '[' || c == '{') {
            if (depth++ == 0) open0 = i, sub_open = c == '[' && operand;
            i++;
        } else if (c == ')' || c == ']' || c == '}') {
            if (--depth < 0) return false;
            if (depth == 0 && sub_open && c == ']') sub_lo = open0, sub_hi = i + 1;
            i++, operand = true;
        } else if (depth > 0 || c == ' ') {
            i++;
        } else if (isalnum((unsigned char)c) || c == '_' || c == '.' || (unsigned char)c >= 0x80) {
            size_t w = i;
            while (i < n && (isalnum((unsigned char)s[i]) || s[i] == '_' || s[i] == '.' || (unsigned char)s[i] >= 0x80))
                i++;
            static const char *const words[] = {"and", "or", "not", "if", "else", "lambda", "in", "is", "for", "await"};
            for (size_t k = 0; k < sizeof words / sizeof words[0]; k++)
                if (strlen(words[k]) == i - w && memcmp(s + w, words[k], i - w) == 0) return false;
            operand = true;
        } else {
            size_t len = 0;
            int prec = operand ? binop_at(s, n, i, &len) : 0;
            if (prec == 0) return false; /* a unary operator, a comparison, a comma... */
            /* the lowest precedence wins; of equals the rightmost (left-associative), but ** groups right */
            if (prec < best_prec || (prec == best_prec && prec != 7)) best = i, best_len = len, best_prec = prec;
            i += len, operand = false;
        }
    }
    if (depth != 0) return false;
    if (best != SIZE_MAX) {
        *lo = best, *hi = best + best_len;
        return true;
    }
    if (sub_lo != SIZE_MAX && sub_hi == n) {
        *lo = sub_lo, *hi = n;
        return true;
    }
    return false;
}

uint32_t py_chain_tb_start(sx_vm *vm, sx_value e);                     /* python/chain.c */
void py_attr_suggestion(sx_vm *vm, sx_value e, char *out, size_t cap); /* python/chain.c */

static void report_one(sx_vm *vm, sx_value ex, const char *src, size_t n, char **tbp, size_t *lenp, size_t *capp,
                       int depth) {
    char *tb = *tbp;
    size_t len = *lenp, cap = *capp;
    uint32_t first = 0; /* the frame the exception was caught in, when it was (python/chain.c) */
    if (sx_is_object(ex)) {
        sx_value cause = sx_object_find_data(vm, sx_as_object(ex), py_at(vm)->cause);
        sx_string *ca = sx_atom(vm, "__context__"), *sa = sx_atom(vm, "__suppress_context__");
        sx_value context = ca ? sx_object_find_data(vm, sx_as_object(ex), ca) : SX_UNDEFINED;
        bool suppress = sa && sx_object_find_data(vm, sx_as_object(ex), sa) == SX_TRUE;
        if (sx_is_object(cause) && depth < 20) {
            report_one(vm, cause, src, n, &tb, &len, &cap, depth + 1);
            APPEND("\nThe above exception was the direct cause of the following exception:\n\n");
        } else if (sx_is_object(context) && !suppress && depth < 20) {
            report_one(vm, context, src, n, &tb, &len, &cap, depth + 1);
            APPEND("\nDuring handling of the above exception, another exception occurred:\n\n");
        }
        first = py_chain_tb_start(vm, ex);
    }
    sx_value frames = sx_is_object(ex) ? sx_object_find_data(vm, sx_as_object(ex), py_at(vm)->traceback) : SX_UNDEFINED;
    if (sx_is_object(frames) && sx_as_object(frames)->u.array.len > 0) {
        APPEND("Traceback (most recent call last):\n");
        sx_object *fl = sx_as_object(frames);
        uint32_t count = fl->u.array.len;
        char last[512] = "";
        int repeats = 0;
        for (uint32_t i = first < count ? first : 0; i < count; i++) {
            sx_object *f = sx_as_object(fl->u.array.items[i]);
            char fname[128] = "<module>";
            sx_string_to_utf8(sx_as_string(f->u.array.items[0]), fname, sizeof fname);
            uint32_t line = (uint32_t)sx_to_double(f->u.array.items[1]),
                     cols = (uint32_t)sx_to_double(f->u.array.items[2]);
            char head[512], file[128] = "main.py";
            if (f->u.array.len > 3 && sx_is_string(f->u.array.items[3]))
                sx_string_to_utf8(sx_as_string(f->u.array.items[3]), file, sizeof file);
            if (strncmp(file, PY_LIB_FILE_PREFIX, strlen(PY_LIB_FILE_PREFIX)) == 0)
                continue; /* the event loop's and the library's frames are not the program's */
            snprintf(head, sizeof head, "  File \"%s\", line %u, in %s\n", file, line, fname);
            if (strcmp(head, last) == 0) {
                repeats++;
                if (repeats >= 3) continue; /* CPython folds a repeated frame after three */
            } else {
                if (repeats >= 3) {
                    char msg[128];
                    snprintf(msg, sizeof msg, "  [Previous line repeated %d more time%s]\n", repeats - 2,
                             repeats - 2 == 1 ? "" : "s");
                    APPEND(msg);
                }
                repeats = 0;
                snprintf(last, sizeof last, "%s", head);
            }
            APPEND(head);
            const char *ls;
            size_t ll;
            uint32_t indent;
            source_line(src, n, line, &ls, &ll, &indent);
            if (ll == 0) continue;
            APPEND("    ");
            text_append(&tb, &len, &cap, ls, ll);
            APPEND("\n");
            /* the caret line: when the failing expression is not the whole line */
            uint32_t c0 = cols & 0xFFFF, c1 = cols >> 16; /* 1-based start, end (exclusive) */
            if (c0 >= 1 && c1 > c0 && c0 - 1 >= indent) {
                uint32_t a = c0 - 1 - indent, b = c1 - 1 - indent;
                if (b > ll) b = (uint32_t)ll;
                size_t lo = 0, hi = 0;
                bool anchored = a < b && caret_anchors(ls + a, b - a, &lo, &hi);
                if ((!(a == 0 && b == ll) || anchored) && a < b) {
                    char pad[600];
                    size_t k = 0;
                    for (uint32_t q = 0; q < 4 + a && k < sizeof pad - 1; q++) pad[k++] = ' ';
                    for (uint32_t q = a; q < b && k < sizeof pad - 1; q++)
                        pad[k++] = !anchored || (q - a >= lo && q - a < hi) ? '^' : '~';
                    pad[k] = 0;
                    APPEND(pad);
                    APPEND("\n");
                }
            }
        }
        if (repeats >= 3) {
            char msg[128];
            snprintf(msg, sizeof msg, "  [Previous line repeated %d more time%s]\n", repeats - 2,
                     repeats - 2 == 1 ? "" : "s");
            APPEND(msg);
        }
    }
    char tname[64];
    py_type_name(vm, ex, tname, sizeof tname);
    char *msg = host_text(vm, ex, false);
    /* a library class names its module as CPython prints it (json.decoder.JSONDecodeError) */
    sx_object *cls = sx_is_object(ex) ? sx_as_object(ex)->proto : NULL;
    sx_string *mod_key = cls ? sx_atom(vm, "__module__") : NULL;
    sx_value mod = mod_key ? sx_object_find_data(vm, cls, mod_key) : SX_UNDEFINED;
    if (sx_is_string(mod)) {
        char mname[64];
        sx_string_to_utf8(sx_as_string(mod), mname, sizeof mname);
        APPEND(mname);
        APPEND(".");
    }
    APPEND(tname);
    if (msg && *msg) {
        APPEND(": ");
        APPEND(msg);
        char hint[200];
        py_attr_suggestion(vm, ex, hint, sizeof hint);
        APPEND(hint);
    }
    APPEND("\n");
    free(msg);
    *tbp = tb, *lenp = len, *capp = cap;
}

void sx_py_describe_exception(sx_vm *vm, sx_value ex, const char *src, size_t n, char **name, char **message,
                              char **traceback) {
    char tname[64];
    if (!py_isinstance(vm, ex, RL->base_exception)) snprintf(tname, sizeof tname, "Exception");
    else py_type_name(vm, ex, tname, sizeof tname);
    *name = strdup(tname);
    *message = host_text(vm, ex, false);
    size_t len = 0, cap = 256;
    char *tb = malloc(cap);
    if (tb) tb[0] = 0;
    report_one(vm, ex, src, n, &tb, &len, &cap, 0);
    if (tb && len > 0 && tb[len - 1] == '\n') tb[--len] = 0;
    *traceback = tb;
}
