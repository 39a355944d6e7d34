/* declarations.c - TypeScript `declare const` text for host collections (from their JSON Schemas) and inputs. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/schema.h"
#include "runtime/runtime.h"
#include "secexec.h"

/* -- a growing text buffer -- */

void sx_text_addn(sx_text *t, const char *s, size_t n) {
    if (t->failed) return;
    if (t->len + n + 1 > t->cap) {
        size_t cap = t->cap ? t->cap : 256;
        while (cap < t->len + n + 1) cap *= 2;
        char *d = realloc(t->data, cap);
        if (d == NULL) {
            t->failed = true;
            return;
        }
        t->data = d;
        t->cap = cap;
    }
    memcpy(t->data + t->len, s, n);
    t->len += n;
    t->data[t->len] = 0;
}

void sx_text_add(sx_text *t, const char *s) { sx_text_addn(t, s, strlen(s)); }

void sx_text_printf(sx_text *t, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0) return;
    char *s = malloc((size_t)n + 1);
    if (s == NULL) {
        t->failed = true;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    va_end(ap);
    sx_text_addn(t, s, (size_t)n);
    free(s);
}

bool sx_is_identifier(const char *s) {
    if (s == NULL || !(isalpha((unsigned char)*s) || *s == '_' || *s == '$')) return false;
    for (s++; *s; s++)
        if (!(isalnum((unsigned char)*s) || *s == '_' || *s == '$')) return false;
    return true;
}

/* A property name as TypeScript writes it: an identifier as is, anything else as a string. */
static void add_key(sx_text *t, const char *key) {
    if (sx_is_identifier(key)) {
        sx_text_add(t, key);
        return;
    }
    cJSON *s = cJSON_CreateString(key);
    char *q = s ? cJSON_PrintUnformatted(s) : NULL;
    sx_text_add(t, q ? q : "\"\"");
    free(q);
    cJSON_Delete(s);
}

/* Append sub as an array element type: parenthesised when it is a union. */
static void add_array_of(sx_text *t, const sx_text *sub) {
    const char *s = sub->data ? sub->data : "unknown";
    bool union_ = false;
    int depth = 0;
    for (const char *p = s; *p; p++) {
        if (*p == '{' || *p == '(' || *p == '[') depth++;
        else if (*p == '}' || *p == ')' || *p == ']') depth--;
        else if (*p == '|' && depth == 0) union_ = true;
    }
    sx_text_printf(t, union_ ? "(%s)[]" : "%s[]", s);
}

/* ---------------------------------------------------------------------------------------------
 * JSON Schema -> TypeScript
 * ------------------------------------------------------------------------------------------- */

static void schema_ts(sx_text *t, const cJSON *s, int depth);

static void union_of(sx_text *t, const cJSON *list, int depth) {
    int k = 0;
    for (const cJSON *x = list->child; x != NULL; x = x->next, k++) {
        if (k) sx_text_add(t, " | ");
        schema_ts(t, x, depth + 1);
    }
    if (k == 0) sx_text_add(t, "never");
}

static void literal_union(sx_text *t, const cJSON *values) {
    int k = 0;
    for (const cJSON *x = values->child; x != NULL; x = x->next, k++) {
        char *j = cJSON_PrintUnformatted(x);
        sx_text_printf(t, "%s%s", k ? " | " : "", j ? j : "unknown");
        free(j);
    }
    if (k == 0) sx_text_add(t, "never");
}

static bool is_required(const cJSON *s, const char *key) {
    const cJSON *req = cJSON_GetObjectItemCaseSensitive(s, "required");
    for (const cJSON *r = cJSON_IsArray(req) ? req->child : NULL; r != NULL; r = r->next)
        if (cJSON_IsString(r) && strcmp(r->valuestring, key) == 0) return true;
    return false;
}

static void object_ts(sx_text *t, const cJSON *s, int depth) {
    const cJSON *props = cJSON_GetObjectItemCaseSensitive(s, "properties");
    const cJSON *extra = cJSON_GetObjectItemCaseSensitive(s, "additionalProperties");
    if (!cJSON_IsObject(props) || props->child == NULL) {
        sx_text_add(t, "{ [key: string]: ");
        if (cJSON_IsObject(extra)) schema_ts(t, extra, depth + 1);
        else sx_text_add(t, cJSON_IsFalse(extra) ? "never" : "unknown");
        sx_text_add(t, "; }");
        return;
    }
    sx_text_add(t, "{ ");
    for (const cJSON *p = props->child; p != NULL; p = p->next) {
        add_key(t, p->string);
        sx_text_add(t, is_required(s, p->string) ? ": " : "?: ");
        schema_ts(t, p, depth + 1);
        sx_text_add(t, "; ");
    }
    sx_text_add(t, "}");
}

/* The TypeScript type of one "type" name, with the rest of the schema s. */
static void named_type_ts(sx_text *t, const char *type, const cJSON *s, int depth) {
    if (strcmp(type, "string") == 0 || strcmp(type, "boolean") == 0 || strcmp(type, "null") == 0) {
        sx_text_add(t, type);
    } else if (strcmp(type, "number") == 0 || strcmp(type, "integer") == 0) {
        sx_text_add(t, "number");
    } else if (strcmp(type, "array") == 0) {
        const cJSON *items = cJSON_GetObjectItemCaseSensitive(s, "items");
        sx_text sub = {0};
        if (items != NULL) schema_ts(&sub, items, depth + 1);
        else sx_text_add(&sub, "unknown");
        add_array_of(t, &sub);
        free(sub.data);
    } else if (strcmp(type, "object") == 0) {
        object_ts(t, s, depth);
    } else {
        sx_text_add(t, "unknown");
    }
}

static void schema_ts(sx_text *t, const cJSON *s, int depth) {
    if (depth > 32 || cJSON_IsTrue(s) || !cJSON_IsObject(s)) {
        sx_text_add(t, cJSON_IsFalse(s) ? "never" : "unknown");
        return;
    }
    const cJSON *k = cJSON_GetObjectItemCaseSensitive(s, "const"), *e = cJSON_GetObjectItemCaseSensitive(s, "enum");
    const cJSON *any = cJSON_GetObjectItemCaseSensitive(s, "anyOf"),
                *one = cJSON_GetObjectItemCaseSensitive(s, "oneOf");
    const cJSON *type = cJSON_GetObjectItemCaseSensitive(s, "type");
    if (k != NULL) {
        char *j = cJSON_PrintUnformatted(k);
        sx_text_add(t, j ? j : "unknown");
        free(j);
    } else if (cJSON_IsArray(e)) {
        literal_union(t, e);
    } else if (cJSON_IsArray(any) || cJSON_IsArray(one)) {
        union_of(t, cJSON_IsArray(any) ? any : one, depth);
    } else if (cJSON_IsString(type)) {
        named_type_ts(t, type->valuestring, s, depth);
    } else if (cJSON_IsArray(type) && type->child != NULL) {
        for (const cJSON *x = type->child; x != NULL; x = x->next) {
            if (x != type->child) sx_text_add(t, " | ");
            named_type_ts(t, cJSON_IsString(x) ? x->valuestring : "", s, depth);
        }
    } else if (cJSON_GetObjectItemCaseSensitive(s, "properties") != NULL) {
        object_ts(t, s, depth);
    } else {
        sx_text_add(t, "unknown");
    }
}

void sx_schema_to_ts(sx_text *t, const cJSON *schema) { schema_ts(t, schema, 0); }

/* ---------------------------------------------------------------------------------------------
 * JSON value -> the type tsc infers for it as a literal (`const inputs = <json>`): primitives
 * widen (1 -> number), arrays take the union of their element types (deduplicated, an array
 * absorbed by a wider one), and object types in one union are "normalized" like tsc does:
 * each gets the properties it lacks as `name?: undefined`.
 * ------------------------------------------------------------------------------------------- */
typedef enum tkind {
    T_STRING,
    T_NUMBER,
    T_BOOLEAN,
    T_NULL,
    T_NEVER,
    T_ANY,
    T_UNDEFINED,
    T_ARRAY,
    T_OBJECT,
    T_UNION
} tkind;

typedef struct ttype ttype;
typedef struct tprop {
    const char *name;
    bool optional;
    ttype *type;
} tprop;

struct ttype {
    tkind kind;
    ttype *elem;  /* T_ARRAY */
    tprop *props; /* T_OBJECT */
    size_t nprops;
    ttype **members; /* T_UNION */
    size_t nmembers;
    ttype *next_alloc; /* every ttype of one inference, to free them */
};

typedef struct tarena {
    ttype *all;
    bool failed;
} tarena;

static ttype *tnew(tarena *a, tkind kind) {
    ttype *t = calloc(1, sizeof *t);
    if (t == NULL) {
        a->failed = true;
        static ttype never = {.kind = T_NEVER}; /* read-only fallback: printing still works */
        return &never;
    }
    t->kind = kind;
    t->next_alloc = a->all;
    a->all = t;
    return t;
}

static void tarena_free(tarena *a) {
    for (ttype *t = a->all, *n; t != NULL; t = n) {
        n = t->next_alloc;
        free(t->props);
        free(t->members);
        free(t);
    }
}

static void print_type(sx_text *out, const ttype *t);

static char *type_text(const ttype *t) {
    sx_text s = {0};
    print_type(&s, t);
    return s.data ? s.data : strdup("");
}

static bool has_object(const ttype *t) {
    if (t->kind == T_OBJECT) return true;
    if (t->kind == T_ARRAY) return has_object(t->elem);
    for (size_t i = 0; t->kind == T_UNION && i < t->nmembers; i++)
        if (has_object(t->members[i])) return true;
    return false;
}

/* Union printing order, as tsc's type ids give it: string, number, boolean, arrays of
 * primitives, then object types (and arrays of them) as they came, null last. */
static int member_rank(const ttype *t) {
    switch (t->kind) {
    case T_STRING: return 0;
    case T_NUMBER: return 1;
    case T_BOOLEAN: return 2;
    case T_NULL: return 5;
    default: return has_object(t) ? 4 : 3;
    }
}

static void print_type(sx_text *out, const ttype *t) {
    static const char *const names[] = {"string", "number", "boolean", "null", "never", "any", "undefined"};
    if (t->kind <= T_UNDEFINED) {
        sx_text_add(out, names[t->kind]);
    } else if (t->kind == T_ARRAY) {
        sx_text sub = {0};
        print_type(&sub, t->elem);
        add_array_of(out, &sub);
        free(sub.data);
    } else if (t->kind == T_OBJECT) {
        sx_text_add(out, t->nprops ? "{ " : "{");
        for (size_t i = 0; i < t->nprops; i++) {
            add_key(out, t->props[i].name);
            sx_text_add(out, t->props[i].optional ? "?: " : ": ");
            print_type(out, t->props[i].type);
            sx_text_add(out, "; ");
        }
        sx_text_add(out, "}");
    } else {
        int k = 0;
        for (int rank = 0; rank <= 5; rank++)
            for (size_t i = 0; i < t->nmembers; i++)
                if (member_rank(t->members[i]) == rank) {
                    if (k++) sx_text_add(out, " | ");
                    print_type(out, t->members[i]);
                }
    }
}

/* -- normalization of object types that meet in one union -- */

static tprop *find_prop(const ttype *o, const char *name) {
    for (size_t i = 0; i < o->nprops; i++)
        if (strcmp(o->props[i].name, name) == 0) return &o->props[i];
    return NULL;
}

static void add_prop(tarena *a, ttype *o, const char *name, bool optional, ttype *type) {
    tprop *p = realloc(o->props, (o->nprops + 1) * sizeof *p);
    if (p == NULL) {
        a->failed = true;
        return;
    }
    o->props = p;
    o->props[o->nprops++] = (tprop){name, optional, type};
}

static void normalize(tarena *a, ttype **objs, size_t n) {
    if (n < 2) return;
    size_t nbefore[n];
    for (size_t i = 0; i < n; i++) nbefore[i] = objs[i]->nprops;
    for (size_t i = 0; i < n; i++) /* every object gets the others' missing keys */
        for (size_t j = 0; j < n; j++)
            for (size_t k = 0; j != i && k < nbefore[j]; k++)
                if (find_prop(objs[i], objs[j]->props[k].name) == NULL)
                    add_prop(a, objs[i], objs[j]->props[k].name, true, tnew(a, T_UNDEFINED));
    for (size_t k = 0; k < objs[0]->nprops; k++) { /* then same-named object properties, recursively */
        const char *name = objs[0]->props[k].name;
        ttype *group[n];
        size_t m = 0;
        for (size_t i = 0; i < n; i++) {
            tprop *p = find_prop(objs[i], name);
            if (p != NULL && p->type->kind == T_OBJECT) group[m++] = p->type;
        }
        normalize(a, group, m);
    }
}

/* -- building the element union of an array -- */

/* True when array type big absorbs small (every member of small's element is one of big's). */
static bool array_absorbs(const ttype *big, const ttype *small) {
    if (small->elem->kind == T_NEVER) return true;
    const ttype *be = big->elem, *se = small->elem;
    size_t ns = se->kind == T_UNION ? se->nmembers : 1, nb = be->kind == T_UNION ? be->nmembers : 1;
    if (ns >= nb) return false;
    for (size_t i = 0; i < ns; i++) {
        char *s = type_text(se->kind == T_UNION ? se->members[i] : se);
        bool found = false;
        for (size_t j = 0; j < nb && !found; j++) {
            char *b = type_text(be->kind == T_UNION ? be->members[j] : be);
            found = strcmp(s, b) == 0;
            free(b);
        }
        free(s);
        if (!found) return false;
    }
    return true;
}

static ttype *make_union(tarena *a, ttype **items, size_t n) {
    ttype **keep = calloc(n ? n : 1, sizeof *keep);
    char **texts = calloc(n ? n : 1, sizeof *texts);
    size_t m = 0;
    for (size_t i = 0; keep && texts && i < n; i++) { /* deduplicate by printed type */
        char *s = type_text(items[i]);
        bool dup = false;
        for (size_t j = 0; j < m && !dup; j++) dup = strcmp(texts[j], s) == 0;
        if (dup) free(s);
        else keep[m] = items[i], texts[m++] = s;
    }
    size_t out = 0;
    for (size_t i = 0; i < m; i++) { /* drop arrays a wider array absorbs */
        bool absorbed = false;
        for (size_t j = 0; j < m && !absorbed; j++)
            absorbed =
                j != i && keep[i]->kind == T_ARRAY && keep[j]->kind == T_ARRAY && array_absorbs(keep[j], keep[i]);
        if (!absorbed) keep[out++] = keep[i];
    }
    for (size_t i = 0; i < m; i++) free(texts[i]);
    free(texts);
    if (keep == NULL) return tnew(a, T_NEVER);
    ttype *objs[out ? out : 1];
    size_t nobj = 0;
    for (size_t i = 0; i < out; i++)
        if (keep[i]->kind == T_OBJECT) objs[nobj++] = keep[i];
    normalize(a, objs, nobj);
    if (out == 1) {
        ttype *only = keep[0];
        free(keep);
        return only;
    }
    ttype *u = tnew(a, T_UNION);
    if (u->kind != T_UNION) {
        free(keep);
        return u;
    }
    u->members = keep;
    u->nmembers = out;
    return u;
}

static ttype *infer(tarena *a, const cJSON *v, int depth) {
    if (depth > 64) return tnew(a, T_ANY);
    if (cJSON_IsString(v)) return tnew(a, T_STRING);
    if (cJSON_IsNumber(v)) return tnew(a, T_NUMBER);
    if (cJSON_IsBool(v)) return tnew(a, T_BOOLEAN);
    if (cJSON_IsNull(v)) return tnew(a, T_NULL);
    if (cJSON_IsArray(v)) {
        ttype *t = tnew(a, T_ARRAY);
        size_t n = (size_t)cJSON_GetArraySize(v), i = 0;
        ttype **items = calloc(n ? n : 1, sizeof *items);
        if (items == NULL || t->kind != T_ARRAY) {
            free(items);
            return t;
        }
        for (const cJSON *x = v->child; x != NULL; x = x->next) items[i++] = infer(a, x, depth + 1);
        /* an empty array literal is never[] inside a value, any[] (evolving) on its own */
        t->elem = n ? make_union(a, items, n) : tnew(a, depth == 0 ? T_ANY : T_NEVER);
        free(items);
        return t;
    }
    ttype *t = tnew(a, T_OBJECT);
    for (const cJSON *x = v->child; x != NULL && t->kind == T_OBJECT; x = x->next)
        if (find_prop(t, x->string) == NULL) add_prop(a, t, x->string, false, infer(a, x, depth + 1));
    return t;
}

void sx_json_to_ts(sx_text *t, const cJSON *value) {
    if (cJSON_IsNumber(value)) { /* a primitive on its own keeps its literal type, like a const */
        char buf[40];
        sx_number_format(value->valuedouble, buf);
        sx_text_add(t, buf);
        return;
    }
    if (cJSON_IsString(value) || cJSON_IsBool(value) || cJSON_IsNull(value)) {
        char *j = cJSON_PrintUnformatted(value);
        sx_text_add(t, j ? j : "unknown");
        free(j);
        return;
    }
    tarena a = {0};
    print_type(t, infer(&a, value, 0));
    if (a.failed) t->failed = true;
    tarena_free(&a);
}

/* ---------------------------------------------------------------------------------------------
 * secexec_declarations
 * ------------------------------------------------------------------------------------------- */

/* A JSDoc comment at the given indent; "*" + "/" inside the text is broken up. */
static void add_doc(sx_text *t, const char *indent, const char *text, const cJSON *schema) {
    const cJSON *props = cJSON_GetObjectItemCaseSensitive(schema, "properties");
    int nparams = 0;
    for (const cJSON *p = cJSON_IsObject(props) ? props->child : NULL; p != NULL; p = p->next)
        if (cJSON_IsString(cJSON_GetObjectItemCaseSensitive(p, "description"))) nparams++;
    bool has_text = text != NULL && *text != 0;
    if (!has_text && nparams == 0) return;
    bool one_line = nparams == 0 && strchr(text, '\n') == NULL;
    sx_text_printf(t, one_line ? "%s/** " : "%s/**\n%s * ", indent, indent);
    for (const char *c = has_text ? text : ""; *c; c++) {
        if (*c == '*' && c[1] == '/') sx_text_add(t, "*\\");
        else if (*c == '\n') sx_text_printf(t, "\n%s * ", indent);
        else sx_text_addn(t, c, 1);
    }
    if (one_line) {
        sx_text_add(t, " */\n");
        return;
    }
    if (has_text) sx_text_printf(t, "\n%s * ", indent);
    for (const cJSON *p = cJSON_IsObject(props) ? props->child : NULL; p != NULL; p = p->next) {
        const cJSON *d = cJSON_GetObjectItemCaseSensitive(p, "description");
        if (!cJSON_IsString(d)) continue;
        sx_text_printf(t, "@param input.%s - ", p->string);
        for (const char *c = d->valuestring; *c; c++) {
            if (*c == '*' && c[1] == '/') sx_text_add(t, "*\\");
            else if (*c == '\n') sx_text_add(t, " ");
            else sx_text_addn(t, c, 1);
        }
        sx_text_printf(t, "\n%s * ", indent);
    }
    t->len -= 1; /* "* " -> "*" + "/" */
    sx_text_add(t, "/\n");
}

/* An argument may be left out when the schema is absent, or an object with nothing required. */
static bool input_optional(const cJSON *schema) {
    if (schema == NULL) return true;
    const cJSON *type = cJSON_GetObjectItemCaseSensitive(schema, "type");
    const cJSON *req = cJSON_GetObjectItemCaseSensitive(schema, "required");
    return cJSON_IsString(type) && strcmp(type->valuestring, "object") == 0 && cJSON_GetArraySize(req) == 0;
}

static bool add_function(sx_text *t, const secexec_host_function *f) {
    if (!sx_is_identifier(f->name)) return false;
    cJSON *schema = f->input_schema ? cJSON_Parse(f->input_schema) : NULL;
    if (f->input_schema != NULL && schema == NULL) return false;
    add_doc(t, "    ", f->description, schema);
    sx_text_printf(t, "    %s(input%s: ", f->name, input_optional(schema) ? "?" : "");
    if (schema != NULL) sx_schema_to_ts(t, schema);
    else sx_text_add(t, "unknown");
    sx_text_add(t, "): Promise<");
    cJSON *out = f->output_schema ? cJSON_Parse(f->output_schema) : NULL;
    if (out != NULL) sx_schema_to_ts(t, out);
    else sx_text_add(t, "unknown");
    sx_text_add(t, ">;\n");
    bool ok = f->output_schema == NULL || out != NULL;
    cJSON_Delete(out);
    cJSON_Delete(schema);
    return ok;
}

static bool add_collection(sx_text *t, const secexec_host_collection *c) {
    if (!sx_is_identifier(c->name)) return false;
    add_doc(t, "", c->description, NULL);
    sx_text_printf(t, "declare const %s: {\n", c->name);
    for (size_t i = 0; i < c->function_count; i++)
        if (!add_function(t, &c->functions[i])) return false;
    sx_text_add(t, "};\n");
    return true;
}

char *secexec_declarations(const secexec_host_collection *collections, size_t count, const char *inputs_json) {
    sx_text t = {0};
    sx_text_add(&t, "");
    bool ok = true;
    for (size_t i = 0; ok && i < count; i++) ok = add_collection(&t, &collections[i]);
    if (ok && inputs_json != NULL) {
        cJSON *v = cJSON_Parse(inputs_json);
        ok = v != NULL;
        if (ok) {
            sx_text_add(&t, "declare const inputs: ");
            sx_json_to_ts(&t, v);
            sx_text_add(&t, ";\n");
        }
        cJSON_Delete(v);
    }
    if (!ok || t.failed) {
        free(t.data);
        return NULL;
    }
    return t.data;
}
