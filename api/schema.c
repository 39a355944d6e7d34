/* schema.c - validates a host call's JSON argument against the function's JSON Schema. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/schema.h"
#include "runtime/runtime.h"

#define SX_SCHEMA_MAX_DEPTH 64 /* nesting of schemas we follow (hostile schemas cannot recurse forever) */

/* The state of one validation: where we are (e.g. "input.items[2]") and the error text. */
typedef struct checker {
    char path[512];
    size_t path_len;
    char *err;
    size_t errsize;
    bool silent; /* inside anyOf/oneOf/not: only the verdict matters */
} checker;

static bool fail(checker *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool fail(checker *c, const char *fmt, ...) {
    if (c->silent) return false;
    int n = snprintf(c->err, c->errsize, "%s: ", c->path);
    if (n < 0 || (size_t)n >= c->errsize) return false;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err + n, c->errsize - (size_t)n, fmt, ap);
    va_end(ap);
    return false;
}

/* -- describing values in messages -- */

static const char *json_type_name(const cJSON *v) {
    if (v == NULL) return "undefined";
    if (cJSON_IsString(v)) return "string";
    if (cJSON_IsNumber(v)) return "number";
    if (cJSON_IsBool(v)) return "boolean";
    if (cJSON_IsNull(v)) return "null";
    if (cJSON_IsArray(v)) return "array";
    return "object";
}

static void format_number(double d, char *buf) { sx_number_format(d, buf); } /* JS style: 1, 0.5, 1e+21 */

/* A short JSON rendering of v for a message (long values are cut). */
static void show_value(const cJSON *v, char *buf, size_t size) {
    if (v == NULL) {
        snprintf(buf, size, "undefined");
        return;
    }
    if (cJSON_IsNumber(v)) {
        char n[40];
        format_number(v->valuedouble, n);
        snprintf(buf, size, "%s", n);
        return;
    }
    char *text = cJSON_PrintUnformatted(v);
    if (text == NULL) {
        snprintf(buf, size, "%s", json_type_name(v));
        return;
    }
    if (strlen(text) > 60) strcpy(text + 57, "...");
    snprintf(buf, size, "%s", text);
    free(text);
}

/* -- paths: input, input.name, input["odd key"], input.items[3] -- */

static size_t path_push_key(checker *c, const char *key) {
    size_t old = c->path_len, room = sizeof c->path - old;
    int n = sx_is_identifier(key) ? snprintf(c->path + old, room, ".%s", key)
                                  : snprintf(c->path + old, room, "[\"%s\"]", key);
    c->path_len = (n > 0 && (size_t)n < room) ? old + (size_t)n : sizeof c->path - 1;
    return old;
}

static size_t path_push_index(checker *c, int i) {
    size_t old = c->path_len, room = sizeof c->path - old;
    int n = snprintf(c->path + old, room, "[%d]", i);
    c->path_len = (n > 0 && (size_t)n < room) ? old + (size_t)n : sizeof c->path - 1;
    return old;
}

static void path_pop(checker *c, size_t old) {
    c->path_len = old;
    c->path[old] = 0;
}

static bool check(checker *c, const cJSON *s, const cJSON *v, int depth);

/* -- type -- */

static bool type_matches(const char *type, const cJSON *v) {
    if (v == NULL) return false;
    if (strcmp(type, "integer") == 0)
        return cJSON_IsNumber(v) && isfinite(v->valuedouble) && floor(v->valuedouble) == v->valuedouble;
    return strcmp(type, json_type_name(v)) == 0;
}

/* "string", "string or null", "string, number or null" */
static void type_list(const cJSON *types, char *buf, size_t size) {
    int n = cJSON_GetArraySize(types), k = 0;
    size_t len = 0;
    buf[0] = 0;
    for (const cJSON *t = types->child; t != NULL; t = t->next, k++) {
        if (!cJSON_IsString(t)) continue;
        const char *sep = k == 0 ? "" : k == n - 1 ? " or " : ", ";
        int w = snprintf(buf + len, size - len, "%s%s", sep, t->valuestring);
        if (w < 0 || (size_t)w >= size - len) break;
        len += (size_t)w;
    }
}

static bool check_type(checker *c, const cJSON *type, const cJSON *v) {
    if (cJSON_IsString(type)) {
        if (type_matches(type->valuestring, v)) return true;
        return fail(c, "expected %s, got %s", type->valuestring, json_type_name(v));
    }
    if (!cJSON_IsArray(type)) return true;
    for (const cJSON *t = type->child; t != NULL; t = t->next)
        if (cJSON_IsString(t) && type_matches(t->valuestring, v)) return true;
    char list[256];
    type_list(type, list, sizeof list);
    return fail(c, "expected %s, got %s", list, json_type_name(v));
}

/* -- enum, const -- */

static bool check_enum(checker *c, const cJSON *e, const cJSON *v) {
    if (!cJSON_IsArray(e)) return true;
    for (const cJSON *x = e->child; x != NULL; x = x->next)
        if (v != NULL && cJSON_Compare(x, v, true)) return true;
    char list[400] = "", got[80], one[80];
    size_t len = 0;
    for (const cJSON *x = e->child; x != NULL; x = x->next) {
        show_value(x, one, sizeof one);
        int w = snprintf(list + len, sizeof list - len, "%s%s", len ? ", " : "", one);
        if (w < 0 || (size_t)w >= sizeof list - len) break;
        len += (size_t)w;
    }
    show_value(v, got, sizeof got);
    if (cJSON_GetArraySize(e) == 1) return fail(c, "expected %s, got %s", list, got);
    return fail(c, "expected one of %s, got %s", list, got);
}

static bool check_const(checker *c, const cJSON *k, const cJSON *v) {
    if (v != NULL && cJSON_Compare(k, v, true)) return true;
    char want[80], got[80];
    show_value(k, want, sizeof want);
    show_value(v, got, sizeof got);
    return fail(c, "expected %s, got %s", want, got);
}

/* -- numbers -- */

static bool bound_fails(checker *c, const char *op, double limit, double d) {
    char l[40], g[40];
    format_number(limit, l);
    format_number(d, g);
    return fail(c, "expected %s %s, got %s", op, l, g);
}

static bool check_number(checker *c, const cJSON *s, double d) {
    const cJSON *min = cJSON_GetObjectItemCaseSensitive(s, "minimum"),
                *max = cJSON_GetObjectItemCaseSensitive(s, "maximum");
    const cJSON *xmin = cJSON_GetObjectItemCaseSensitive(s, "exclusiveMinimum"),
                *xmax = cJSON_GetObjectItemCaseSensitive(s, "exclusiveMaximum");
    const cJSON *mult = cJSON_GetObjectItemCaseSensitive(s, "multipleOf");
    bool min_excl = cJSON_IsTrue(xmin), max_excl = cJSON_IsTrue(xmax); /* draft-4 forms */
    if (cJSON_IsNumber(min) && (min_excl ? d <= min->valuedouble : d < min->valuedouble))
        return bound_fails(c, min_excl ? ">" : ">=", min->valuedouble, d);
    if (cJSON_IsNumber(max) && (max_excl ? d >= max->valuedouble : d > max->valuedouble))
        return bound_fails(c, max_excl ? "<" : "<=", max->valuedouble, d);
    if (cJSON_IsNumber(xmin) && d <= xmin->valuedouble) return bound_fails(c, ">", xmin->valuedouble, d);
    if (cJSON_IsNumber(xmax) && d >= xmax->valuedouble) return bound_fails(c, "<", xmax->valuedouble, d);
    if (cJSON_IsNumber(mult) && mult->valuedouble > 0) {
        double q = d / mult->valuedouble;
        if (fabs(q - round(q)) > 1e-9) {
            char m[40], g[40];
            format_number(mult->valuedouble, m);
            format_number(d, g);
            return fail(c, "expected a multiple of %s, got %s", m, g);
        }
    }
    return true;
}

/* -- strings: lengths count Unicode code points, as JSON Schema says -- */

static size_t code_points(const char *s) {
    size_t n = 0;
    for (; *s; s++)
        if (((unsigned char)*s & 0xC0) != 0x80) n++;
    return n;
}

static const char *plural(double n, const char *one, const char *many) { return n == 1 ? one : many; }

static bool check_count(checker *c, const cJSON *s, const char *min_key, const char *max_key, size_t n, const char *one,
                        const char *many) {
    const cJSON *min = cJSON_GetObjectItemCaseSensitive(s, min_key),
                *max = cJSON_GetObjectItemCaseSensitive(s, max_key);
    if (cJSON_IsNumber(min) && (double)n < min->valuedouble)
        return fail(c, "expected at least %g %s, got %zu", min->valuedouble, plural(min->valuedouble, one, many), n);
    if (cJSON_IsNumber(max) && (double)n > max->valuedouble)
        return fail(c, "expected at most %g %s, got %zu", max->valuedouble, plural(max->valuedouble, one, many), n);
    return true;
}

/* -- arrays -- */

static bool check_array(checker *c, const cJSON *s, const cJSON *v, int depth) {
    if (!check_count(c, s, "minItems", "maxItems", (size_t)cJSON_GetArraySize(v), "item", "items")) return false;
    const cJSON *items = cJSON_GetObjectItemCaseSensitive(s, "items");
    int i = 0;
    for (const cJSON *x = v->child; x != NULL; x = x->next, i++) {
        if (items != NULL && (cJSON_IsObject(items) || cJSON_IsBool(items))) {
            size_t old = path_push_index(c, i);
            bool ok = check(c, items, x, depth + 1);
            path_pop(c, old);
            if (!ok) return false;
        }
        if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(s, "uniqueItems"))) {
            int j = 0;
            for (const cJSON *y = v->child; y != x; y = y->next, j++)
                if (cJSON_Compare(x, y, true))
                    return fail(c, "expected unique items, got item %d equal to item %d", i, j);
        }
    }
    return true;
}

/* -- objects -- */

static bool check_required(checker *c, const cJSON *s, const cJSON *v) {
    const cJSON *req = cJSON_GetObjectItemCaseSensitive(s, "required");
    if (!cJSON_IsArray(req)) return true;
    for (const cJSON *r = req->child; r != NULL; r = r->next)
        if (cJSON_IsString(r) && cJSON_GetObjectItemCaseSensitive(v, r->valuestring) == NULL)
            return fail(c, "missing required property \"%s\"", r->valuestring);
    return true;
}

static bool check_property(checker *c, const cJSON *s, const cJSON *x, int depth) {
    const cJSON *props = cJSON_GetObjectItemCaseSensitive(s, "properties");
    const cJSON *ps = cJSON_IsObject(props) ? cJSON_GetObjectItemCaseSensitive(props, x->string) : NULL;
    if (ps == NULL) {
        const cJSON *extra = cJSON_GetObjectItemCaseSensitive(s, "additionalProperties");
        if (cJSON_IsFalse(extra)) return fail(c, "unexpected property \"%s\"", x->string);
        if (!cJSON_IsObject(extra)) return true;
        ps = extra;
    }
    size_t old = path_push_key(c, x->string);
    bool ok = check(c, ps, x, depth + 1);
    path_pop(c, old);
    return ok;
}

static bool check_object(checker *c, const cJSON *s, const cJSON *v, int depth) {
    if (!check_required(c, s, v)) return false;
    if (!check_count(c, s, "minProperties", "maxProperties", (size_t)cJSON_GetArraySize(v), "property", "properties"))
        return false;
    for (const cJSON *x = v->child; x != NULL; x = x->next)
        if (!check_property(c, s, x, depth)) return false;
    return true;
}

/* -- combinators -- */

static int count_matches(checker *c, const cJSON *list, const cJSON *v, int depth) {
    bool was = c->silent;
    c->silent = true;
    int n = 0;
    for (const cJSON *s = list->child; s != NULL; s = s->next)
        if (check(c, s, v, depth + 1)) n++;
    c->silent = was;
    return n;
}

static bool check_combinators(checker *c, const cJSON *s, const cJSON *v, int depth) {
    const cJSON *all = cJSON_GetObjectItemCaseSensitive(s, "allOf"),
                *any = cJSON_GetObjectItemCaseSensitive(s, "anyOf");
    const cJSON *one = cJSON_GetObjectItemCaseSensitive(s, "oneOf"), *not = cJSON_GetObjectItemCaseSensitive(s, "not");
    if (cJSON_IsArray(all))
        for (const cJSON *x = all->child; x != NULL; x = x->next)
            if (!check(c, x, v, depth + 1)) return false;
    if (cJSON_IsArray(any) && count_matches(c, any, v, depth) == 0)
        return fail(c, "expected a value matching anyOf, got %s matching none", json_type_name(v));
    if (cJSON_IsArray(one)) {
        int n = count_matches(c, one, v, depth);
        if (n != 1)
            return fail(c, "expected a value matching exactly one schema of oneOf, got %s matching %d",
                        json_type_name(v), n);
    }
    if (not != NULL) {
        bool was = c->silent;
        c->silent = true;
        bool matched = check(c, not, v, depth + 1);
        c->silent = was;
        if (matched) return fail(c, "expected a value not matching the \"not\" schema");
    }
    return true;
}

static bool check(checker *c, const cJSON *s, const cJSON *v, int depth) {
    if (cJSON_IsTrue(s)) return true;
    if (cJSON_IsFalse(s)) return fail(c, "no value is allowed here");
    if (!cJSON_IsObject(s) || depth > SX_SCHEMA_MAX_DEPTH) return true;
    const cJSON *type = cJSON_GetObjectItemCaseSensitive(s, "type");
    if (type != NULL && !check_type(c, type, v)) return false;
    if (v == NULL) return true; /* undefined and no type rule: nothing else applies */
    const cJSON *e = cJSON_GetObjectItemCaseSensitive(s, "enum"), *k = cJSON_GetObjectItemCaseSensitive(s, "const");
    if (e != NULL && !check_enum(c, e, v)) return false;
    if (k != NULL && !check_const(c, k, v)) return false;
    if (cJSON_IsNumber(v) && !check_number(c, s, v->valuedouble)) return false;
    if (cJSON_IsString(v) &&
        !check_count(c, s, "minLength", "maxLength", code_points(v->valuestring), "character", "characters"))
        return false;
    if (cJSON_IsArray(v) && !check_array(c, s, v, depth)) return false;
    if (cJSON_IsObject(v) && !check_object(c, s, v, depth)) return false;
    return check_combinators(c, s, v, depth);
}

bool sx_schema_validate_as(const cJSON *schema, const cJSON *value, const char *root, char *err, size_t errsize) {
    checker c = {.err = err, .errsize = errsize};
    snprintf(c.path, sizeof c.path, "%s", root);
    c.path_len = strlen(c.path);
    if (errsize > 0) err[0] = 0;
    return schema == NULL || check(&c, schema, value, 0);
}

bool sx_schema_validate(const cJSON *schema, const cJSON *value, char *err, size_t errsize) {
    return sx_schema_validate_as(schema, value, "input", err, errsize);
}
