/* inspect.c - console.log / util.inspect text, ported from node 20's lib/internal/util/inspect.js. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/iter.h"
#include "runtime/promise.h"
#include "runtime/runtime.h"
#include "vm/bigint.h"
#include "vm/meter.h"

/*
 * How to read this file: every function named after a node function (formatValue, formatRaw,
 * formatList, reduceToSingleString, ...) follows node's code line by line, with node's defaults
 * baked in: depth 2, colors off, maxArrayLength 100, maxStringLength 10000, breakLength 80,
 * compact 3, no sorting, no getters. Text is built in sx_strbuf buffers (UTF-16, charged to the
 * VM's memory limit); an "entry list" (sx_slist) plays the role of node's `output` array.
 *
 * Guest code can run while we format (getters of err.name, a class's static `name`, Map
 * iteration, %s calling toString, ...). Everything we are formatting is therefore pushed on the
 * VM's temporaries stack (sx_temp_push) so that a collection cannot free it under our feet, and
 * no sx_prop pointer or array-item pointer is kept across such calls.
 *
 * Recursion is bounded: formatValue only recurses while recurseTimes <= depth (2, or 4 for %o),
 * and the "seen" stack has a fixed size.
 */

#define SX_I_MAX_ARRAY 100
#define SX_I_MAX_STRING 10000
#define SX_I_BREAK 80
#define SX_I_COMPACT 3
#define SX_I_MIN_LINE 16
#define SX_I_MAX_SEEN 32           /* nesting of objects being formatted (depth + a few) */
#define SX_I_BUDGET_LEVELS 64      /* indentation levels tracked by the output budget */
#define SX_I_BUDGET_MAX (1u << 27) /* node: past this, stop inspecting nested objects */
#define SX_I_MAX_PROTO_WALK 10000  /* prototype chain steps when looking for a constructor */

enum { SX_KOBJECT, SX_KARRAY, SX_KARRAY_EXTRAS }; /* node's kObjectType, kArrayType, kArrayExtrasType */

/* node's `ctx`. */
typedef struct sx_ictx {
    sx_vm *vm;
    int depth;           /* ctx.depth */
    int indent;          /* ctx.indentationLvl */
    int current_depth;   /* ctx.currentDepth */
    bool show_hidden;    /* ctx.showHidden (%o) */
    uint32_t max_array;  /* ctx.maxArrayLength (100) */
    double break_length; /* ctx.breakLength (80; console.table: Infinity) */
    sx_object *seen[SX_I_MAX_SEEN];
    uint32_t nseen;
    sx_object **circular; /* ctx.circular: object i has reference number i + 1 */
    uint32_t ncircular, capcircular;
    size_t budget[SX_I_BUDGET_LEVELS];
} sx_ictx;

/* A list of text entries (node's `output` array). */
typedef struct sx_slist {
    sx_strbuf *items;
    uint32_t n, cap;
} sx_slist;

/* A list of property keys (node's `keys` array); the strings are rooted by the caller. */
typedef struct sx_keys {
    sx_string **k;
    uint32_t n, cap;
} sx_keys;

/* A constructor name as getConstructorName returns it: a string, or null (is_null). */
typedef struct sx_ctor {
    bool is_null;
    sx_strbuf name;
} sx_ctor;

static bool format_value(sx_ictx *c, sx_value v, int recurse, sx_strbuf *out);

/* ---------------------------------------------------------------------------------------------
 * Text helpers
 * ------------------------------------------------------------------------------------------- */
static void sb_init(sx_ictx *c, sx_strbuf *b) { sx_strbuf_init(b, c->vm); }

static void sb_cat(sx_strbuf *dst, const sx_strbuf *src) {
    if (src->failed) dst->failed = true;
    for (uint32_t i = 0; i < src->len; i++) sx_strbuf_unit(dst, src->data[i]);
}

static void sb_range(sx_strbuf *dst, const sx_strbuf *src, uint32_t from, uint32_t to) {
    for (uint32_t i = from; i < to && i < src->len; i++) sx_strbuf_unit(dst, src->data[i]);
}

static void sb_spaces(sx_strbuf *b, int n) {
    for (int i = 0; i < n; i++) sx_strbuf_unit(b, ' ');
}

static void sb_uint(sx_strbuf *b, double n) {
    char tmp[32];
    sx_number_format(n, tmp);
    sx_strbuf_ascii(b, tmp);
}

static bool sb_has(const sx_strbuf *b, uint16_t unit) {
    for (uint32_t i = 0; i < b->len; i++)
        if (b->data[i] == unit) return true;
    return false;
}

static bool sb_eq_ascii(const sx_strbuf *b, const char *text) {
    size_t n = strlen(text);
    if (b->len != n) return false;
    for (uint32_t i = 0; i < b->len; i++)
        if (b->data[i] != (uint8_t)text[i]) return false;
    return true;
}

/* Index of `needle` (ASCII) in b at or after `from`, or -1. */
static int64_t sb_find(const sx_strbuf *b, const char *needle, uint32_t from) {
    size_t n = strlen(needle);
    for (uint64_t i = from; i + n <= b->len; i++) {
        size_t j = 0;
        while (j < n && b->data[i + j] == (uint8_t)needle[j]) j++;
        if (j == n) return (int64_t)i;
    }
    return -1;
}

/* Index of the string s inside b at or after from, or -1 (s empty: from). */
static int64_t sb_find_string(const sx_strbuf *b, const sx_string *s, uint32_t from) {
    for (uint64_t i = from; i + s->len <= b->len; i++) {
        uint32_t j = 0;
        while (j < s->len && b->data[i + j] == sx_string_at(s, j)) j++;
        if (j == s->len) return (int64_t)i;
    }
    return -1;
}

/* Replace every "\n" with "\n" + n spaces (in place, through a copy). */
static void sb_indent_lines(sx_ictx *c, sx_strbuf *b, int n) {
    sx_strbuf t;
    sb_init(c, &t);
    for (uint32_t i = 0; i < b->len; i++) {
        sx_strbuf_unit(&t, b->data[i]);
        if (b->data[i] == '\n') sb_spaces(&t, n);
    }
    if (b->failed) t.failed = true;
    sx_strbuf_discard(b);
    *b = t;
}

/* Display width of one code point, after node's isFullWidthCodePoint/isZeroWidthCodePoint. */
static int codepoint_width(uint32_t code) {
    if (code <= 0x1F || (code >= 0x7F && code <= 0x9F) || (code >= 0x300 && code <= 0x36F) ||
        (code >= 0x200B && code <= 0x200F) || (code >= 0x20D0 && code <= 0x20FF) ||
        (code >= 0xFE00 && code <= 0xFE0F) || (code >= 0xFE20 && code <= 0xFE2F) ||
        (code >= 0xE0100 && code <= 0xE01EF))
        return 0;
    if (code >= 0x1100 && (code <= 0x115F || code == 0x2329 || code == 0x232A ||
                           (code >= 0x2E80 && code <= 0x3247 && code != 0x303F) || (code >= 0x3250 && code <= 0x4DBF) ||
                           (code >= 0x4E00 && code <= 0xA4C6) || (code >= 0xA960 && code <= 0xA97C) ||
                           (code >= 0xAC00 && code <= 0xD7A3) || (code >= 0xF900 && code <= 0xFAFF) ||
                           (code >= 0xFE10 && code <= 0xFE19) || (code >= 0xFE30 && code <= 0xFE6B) ||
                           (code >= 0xFF01 && code <= 0xFF60) || (code >= 0xFFE0 && code <= 0xFFE6) ||
                           (code >= 0x1B000 && code <= 0x1B001) || (code >= 0x1F200 && code <= 0x1F251) ||
                           (code >= 0x1F300 && code <= 0x1F64F) || (code >= 0x20000 && code <= 0x3FFFD)))
        return 2;
    return 1;
}

/* node's getStringWidth (ANSI escapes are not stripped: our entries never contain raw ESC). */
static uint32_t sb_width(const sx_strbuf *b) {
    uint32_t w = 0;
    for (uint32_t i = 0; i < b->len; i++) {
        uint32_t cp = b->data[i];
        if (cp >= 0xD800 && cp <= 0xDBFF && i + 1 < b->len && b->data[i + 1] >= 0xDC00 && b->data[i + 1] <= 0xDFFF) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (b->data[i + 1] - 0xDC00);
            i++;
        }
        w += (uint32_t)codepoint_width(cp);
    }
    return w;
}

/* -- entry lists -- */

static bool slist_push(sx_ictx *c, sx_slist *l, sx_strbuf *item) {
    if (item->failed || !sx_meter_elements(c->vm, 1)) { /* each entry is charged; a failure stops */
        if (c->vm->abort == SX_ABORT_NONE && !c->vm->has_exception) sx_throw_oom(c->vm);
        sx_strbuf_discard(item);
        return false;
    }
    if (l->n == l->cap) {
        uint32_t cap = l->cap ? l->cap * 2 : 8;
        sx_strbuf *p = sx_mem_realloc(c->vm, l->items, l->cap * sizeof *p, cap * sizeof *p);
        if (p == NULL) {
            sx_strbuf_discard(item);
            return false;
        }
        l->items = p;
        l->cap = cap;
    }
    l->items[l->n++] = *item; /* the list now owns the buffer */
    return true;
}

static bool slist_push_ascii(sx_ictx *c, sx_slist *l, const char *text) {
    sx_strbuf b;
    sb_init(c, &b);
    sx_strbuf_ascii(&b, text);
    return slist_push(c, l, &b);
}

static void slist_free(sx_ictx *c, sx_slist *l) {
    for (uint32_t i = 0; i < l->n; i++) sx_strbuf_discard(&l->items[i]);
    sx_mem_free(c->vm, l->items, l->cap * sizeof *l->items);
    l->items = NULL;
    l->n = l->cap = 0;
}

/* output.join(sep) appended to dst. */
static void slist_join(sx_strbuf *dst, const sx_slist *l, const sx_strbuf *sep) {
    for (uint32_t i = 0; i < l->n; i++) {
        if (i > 0) sb_cat(dst, sep);
        sb_cat(dst, &l->items[i]);
    }
}

/* -- key lists -- */

static bool keys_push(sx_ictx *c, sx_keys *k, sx_string *key) {
    if (k->n == k->cap) {
        uint32_t cap = k->cap ? k->cap * 2 : 8;
        sx_string **p = sx_mem_realloc(c->vm, k->k, k->cap * sizeof *p, cap * sizeof *p);
        if (p == NULL) return false;
        k->k = p;
        k->cap = cap;
    }
    k->k[k->n++] = key;
    return true;
}

static int64_t keys_find(const sx_keys *k, const sx_string *key) {
    for (uint32_t i = 0; i < k->n; i++)
        if (k->k[i] == key) return i;
    return -1;
}

static void keys_remove(sx_keys *k, uint32_t at) {
    memmove(k->k + at, k->k + at + 1, (k->n - at - 1) * sizeof *k->k);
    k->n--;
}

static void keys_free(sx_ictx *c, sx_keys *k) {
    sx_mem_free(c->vm, k->k, k->cap * sizeof *k->k);
    k->k = NULL;
    k->n = k->cap = 0;
}

/* ---------------------------------------------------------------------------------------------
 * Guest access helpers (no getters unless node calls them too)
 * ------------------------------------------------------------------------------------------- */

/* value = obj[name]; false on exception. */
static bool get(sx_ictx *c, sx_value obj, sx_string *key, sx_value *out) {
    if (key == NULL) return false;
    *out = sx_get(c->vm, obj, key);
    return *out != SX_EXCEPTION;
}

/* String(v) appended to b; false on exception. */
static bool append_tostring(sx_ictx *c, sx_strbuf *b, sx_value v) {
    sx_string *s = sx_to_string(c->vm, v);
    if (s == NULL) return false;
    sx_strbuf_string(b, s);
    return true;
}

/* An own property, described without running getters (Object.getOwnPropertyDescriptor). */
typedef struct sx_idesc {
    bool found, accessor, enumerable, has_get, has_set;
    sx_value value;
} sx_idesc;

static sx_idesc inspect_own(sx_ictx *c, sx_object *o, sx_string *key) {
    sx_idesc d = {false, false, false, false, false, SX_UNDEFINED};
    if (o->cls == SX_CLASS_ARRAY && key->is_index && !(o->oflags & SX_OBJ_SPARSE)) {
        if (key->index < o->u.array.len && o->u.array.items[key->index] != SX_EMPTY) {
            d.found = d.enumerable = true;
            d.value = o->u.array.items[key->index];
        }
        return d;
    }
    if (o->cls == SX_CLASS_ARRAY && key == c->vm->atoms.length) {
        d.found = true;
        d.value = sx_number(sx_array_length(o));
        return d;
    }
    sx_prop *p = sx_object_find(c->vm, o, key);
    if (p == NULL && o->cls == SX_CLASS_FUNCTION) { /* a closure's virtual length/name/prototype */
        bool found = false;
        sx_value v = sx_get_own(c->vm, o, key, &found);
        if (v != SX_EXCEPTION && found) {
            d.found = true;
            d.value = v;
        }
        p = sx_object_find(c->vm, o, key); /* reading "prototype" creates it */
        if (p == NULL) return d;
    }
    if (p == NULL) return d;
    d.found = true;
    d.enumerable = (p->flags & SX_PROP_ENUMERABLE) != 0;
    if (p->flags & SX_PROP_ACCESSOR) { /* runtime/property.c: a hidden array [getter, setter] */
        sx_object *pair = sx_as_object(p->value);
        d.accessor = true;
        d.has_get = pair->u.array.len > 0 && pair->u.array.items[0] != SX_UNDEFINED;
        d.has_set = pair->u.array.len > 1 && pair->u.array.items[1] != SX_UNDEFINED;
    } else {
        d.value = p->value;
    }
    return d;
}

/* `constructor` data property of o when it is a function, else 0. */
static sx_value own_function(sx_ictx *c, sx_object *o, sx_string *key) {
    sx_idesc d = inspect_own(c, o, key);
    return d.found && !d.accessor && sx_is_callable(d.value) ? d.value : 0;
}

/* node wraps some lookups in try/catch: forget a guest exception (never an uncatchable abort). */
static bool swallow(sx_ictx *c) {
    if (c->vm->abort != SX_ABORT_NONE) return false;
    c->vm->has_exception = false;
    c->vm->exception = SX_UNDEFINED;
    return true;
}

/* *result = o instanceof ctor (OrdinaryHasInstance; a throwing lookup counts as false, like
 * node's try/catch). False only when the run is aborting. */
static bool inspect_instanceof(sx_ictx *c, sx_object *o, sx_value ctor, bool *result) {
    sx_object *f = sx_as_object(ctor);
    *result = false;
    for (int hops = 0; f->cls == SX_CLASS_BOUND && hops < SX_I_MAX_PROTO_WALK; hops++) {
        if (!sx_is_callable(f->u.bound.target)) return true;
        ctor = f->u.bound.target;
        f = sx_as_object(ctor);
    }
    sx_value proto = sx_get(c->vm, ctor, c->vm->atoms.prototype);
    if (proto == SX_EXCEPTION) return swallow(c);
    if (!sx_is_object(proto)) return true;
    int steps = 0;
    for (sx_object *p = o->proto; p != NULL && steps < SX_I_MAX_PROTO_WALK; p = p->proto, steps++)
        if (p == sx_as_object(proto)) *result = true;
    return true;
}

/* V8's class name of an object (internalGetConstructorName's fallback). */
static const char *class_name(const sx_object *o) {
    switch (o->cls) {
    case SX_CLASS_ARRAY: return "Array";
    case SX_CLASS_FUNCTION:
    case SX_CLASS_NATIVE:
    case SX_CLASS_BOUND: return "Function";
    case SX_CLASS_ERROR: return "Error";
    case SX_CLASS_BOOLEAN: return "Boolean";
    case SX_CLASS_NUMBER: return "Number";
    case SX_CLASS_BIGINT: return "BigInt";
    case SX_CLASS_STRING: return "String";
    case SX_CLASS_MAP: return "Map";
    case SX_CLASS_SET: return "Set";
    case SX_CLASS_WEAKMAP: return "WeakMap";
    case SX_CLASS_WEAKSET: return "WeakSet";
    case SX_CLASS_REGEXP: return "RegExp";
    case SX_CLASS_DATE: return "Date";
    case SX_CLASS_PROMISE: return "Promise";
    default: return "Object";
    }
}

static bool is_error(sx_ictx *c, sx_object *o) {
    if (o->cls == SX_CLASS_ERROR) return true;
    int steps = 0;
    for (sx_object *p = o->proto; p != NULL && steps < SX_I_MAX_PROTO_WALK; p = p->proto, steps++)
        if (p == sx_realm(c->vm)->error_proto) return true;
    return false;
}

/* ---------------------------------------------------------------------------------------------
 * Primitives: strEscape, formatNumber, formatPrimitive
 * ------------------------------------------------------------------------------------------- */

/* node's `meta` table entry for unit c (c < 0xA0 and escaped). */
static void inspect_meta(sx_strbuf *b, uint16_t c) {
    char tmp[8];
    switch (c) {
    case '\b': sx_strbuf_ascii(b, "\\b"); return;
    case '\t': sx_strbuf_ascii(b, "\\t"); return;
    case '\n': sx_strbuf_ascii(b, "\\n"); return;
    case '\f': sx_strbuf_ascii(b, "\\f"); return;
    case '\r': sx_strbuf_ascii(b, "\\r"); return;
    case '\'': sx_strbuf_ascii(b, "\\'"); return;
    case '\\': sx_strbuf_ascii(b, "\\\\"); return;
    default: snprintf(tmp, sizeof tmp, "\\x%02X", c); sx_strbuf_ascii(b, tmp);
    }
}

/* Unit at i of a string slice (either an sx_string or a strbuf). */
typedef struct sx_units {
    const sx_string *s;
    const sx_strbuf *b;
    uint32_t start, end;
} sx_units;

static uint16_t units_at(const sx_units *u, uint32_t i) {
    return u->s ? sx_string_at(u->s, u->start + i) : u->b->data[u->start + i];
}
static uint32_t units_len(const sx_units *u) { return u->end - u->start; }

static bool units_has(const sx_units *u, uint16_t c) {
    for (uint32_t i = 0; i < units_len(u); i++)
        if (units_at(u, i) == c) return true;
    return false;
}

static bool units_has_dollar_brace(const sx_units *u) {
    for (uint32_t i = 0; i + 1 < units_len(u); i++)
        if (units_at(u, i) == '$' && units_at(u, i + 1) == '{') return true;
    return false;
}

/* The escaped body of a string (no quotes). quote: the quote character to escape, or 0. */
static void escape_body(sx_strbuf *b, const sx_units *u, uint16_t quote) {
    uint32_t n = units_len(u);
    for (uint32_t i = 0; i < n; i++) {
        uint16_t c = units_at(u, i);
        if ((c == quote && quote) || c == '\\' || c < 0x20 || (c >= 0x7F && c <= 0x9F)) {
            inspect_meta(b, c);
        } else if (c >= 0xD800 && c <= 0xDFFF) {
            uint16_t next = i + 1 < n ? units_at(u, i + 1) : 0;
            if (c <= 0xDBFF && next >= 0xDC00 && next <= 0xDFFF) { /* a valid pair: as is */
                sx_strbuf_unit(b, c);
                sx_strbuf_unit(b, next);
                i++;
            } else { /* lone surrogate: \ud83d (lower-case hex, like toString(16)) */
                char tmp[8];
                snprintf(tmp, sizeof tmp, "\\u%x", c);
                sx_strbuf_ascii(b, tmp);
            }
        } else {
            sx_strbuf_unit(b, c);
        }
    }
}

/* node's strEscape: pick the quotes, escape, and quote. */
static void str_escape(sx_strbuf *b, const sx_units *u) {
    uint16_t quote = '\'';
    if (units_has(u, '\'')) {
        if (!units_has(u, '"')) quote = '"';
        else if (!units_has(u, '`') && !units_has_dollar_brace(u)) quote = '`';
    }
    sx_strbuf_unit(b, quote);
    escape_body(b, u, quote == '\'' ? '\'' : 0);
    sx_strbuf_unit(b, quote);
}

static void str_escape_string(sx_strbuf *b, const sx_string *s) {
    sx_units u = {s, NULL, 0, s->len};
    str_escape(b, &u);
}

/* node's formatNumber without numeric separators: -0 prints as "-0". */
static void format_number(sx_strbuf *b, double d) {
    char tmp[32];
    if (d == 0 && signbit(d)) {
        sx_strbuf_ascii(b, "-0");
        return;
    }
    sx_number_format(d, tmp);
    sx_strbuf_ascii(b, tmp);
}

/* A string value: quoted; long strings are split after each "\n" and joined with " +\n". */
static void format_string(sx_ictx *c, sx_strbuf *b, const sx_string *s) {
    uint32_t len = s->len, remaining = 0;
    if (len > SX_I_MAX_STRING) {
        remaining = len - SX_I_MAX_STRING;
        len = SX_I_MAX_STRING;
    }
    if (len > SX_I_MIN_LINE && (int64_t)len > c->break_length - c->indent - 4) {
        uint32_t start = 0;
        while (start < len) { /* split(/(?<=\n)/): pieces end just after each newline */
            uint32_t end = start;
            while (end < len && sx_string_at(s, end) != '\n') end++;
            if (end < len) end++;
            if (start > 0) {
                sx_strbuf_ascii(b, " +\n");
                sb_spaces(b, c->indent + 2);
            }
            sx_units u = {s, NULL, start, end};
            str_escape(b, &u);
            start = end;
        }
    } else {
        sx_units u = {s, NULL, 0, len};
        str_escape(b, &u);
    }
    if (remaining > 0) {
        sx_strbuf_ascii(b, "... ");
        sb_uint(b, remaining);
        sx_strbuf_ascii(b, remaining > 1 ? " more characters" : " more character");
    }
}

/* A symbol key: Symbol(description), its control characters escaped as node's formatProperty does. */
static void symbol_text(sx_strbuf *out, const sx_string *sym) {
    sx_units u = {sym, NULL, 0, sym->len};
    sx_strbuf_ascii(out, "Symbol(");
    escape_body(out, &u, '\'');
    sx_strbuf_unit(out, ')');
}

static void format_primitive(sx_ictx *c, sx_value v, sx_strbuf *out) {
    if (sx_is_string(v)) format_string(c, out, sx_as_string(v));
    else if (sx_is_number(v)) format_number(out, sx_to_double(v));
    else if (v == SX_TRUE) sx_strbuf_ascii(out, "true");
    else if (v == SX_FALSE) sx_strbuf_ascii(out, "false");
    else if (v == SX_NULL) sx_strbuf_ascii(out, "null");
    else if (sx_is_symbol(v)) { /* a symbol value as is; as a key it is escaped (symbol_text) */
        sx_strbuf_ascii(out, "Symbol(");
        sx_strbuf_string(out, sx_as_symbol(v));
        sx_strbuf_unit(out, ')');
    } else if (sx_is_bigint(v)) { /* 123n */
        sx_string *s = sx_bigint_to_string(c->vm, v, 10);
        if (s != NULL) sx_strbuf_string(out, s);
        sx_strbuf_unit(out, 'n');
    } else sx_strbuf_ascii(out, "undefined"); /* undefined (and internal markers, defensively) */
}

/* ---------------------------------------------------------------------------------------------
 * Constructor names and prefixes: getConstructorName, getPrefix, getCtxStyle
 * ------------------------------------------------------------------------------------------- */

static void ctor_free(sx_ctor *k) { sx_strbuf_discard(&k->name); }

static bool ctor_is(const sx_ctor *k, const char *name) { return !k->is_null && sb_eq_ascii(&k->name, name); }

/* The name of a constructor function, if it has a non-empty one: appended to out. */
static bool function_name(sx_ictx *c, sx_value fn, sx_strbuf *out, bool *nonempty) {
    sx_value name;
    if (!get(c, fn, c->vm->atoms.name, &name)) return false;
    *nonempty = !(sx_is_string(name) && sx_as_string(name)->len == 0);
    if (*nonempty) return append_tostring(c, out, name);
    return true;
}

static bool get_constructor_name(sx_ictx *c, sx_object *o, int recurse, sx_ctor *out);

/* `${res} <${protoConstr}>` or the inspected prototype when it has no constructor either. */
static bool complex_prototype(sx_ictx *c, sx_object *o, sx_object *first, int recurse, sx_ctor *out) {
    sx_strbuf_ascii(&out->name, class_name(o));
    if (recurse > c->depth) {
        sx_strbuf_ascii(&out->name, " <Complex prototype>");
        return true;
    }
    sx_ctor inner = {false, {0}};
    sb_init(c, &inner.name);
    bool ok = get_constructor_name(c, first, recurse + 1, &inner);
    if (ok && inner.is_null) { /* inspect(firstProto, { depth: -1 }) */
        int saved = c->depth;
        c->depth = -1;
        sx_strbuf_discard(&inner.name);
        sb_init(c, &inner.name);
        ok = format_value(c, sx_from_object(first), 0, &inner.name);
        c->depth = saved;
    }
    if (ok) {
        sx_strbuf_ascii(&out->name, " <");
        sb_cat(&out->name, &inner.name);
        sx_strbuf_ascii(&out->name, ">");
    }
    ctor_free(&inner);
    return ok;
}

/* node's getConstructorName: walk the prototype chain for a named `constructor` the object is an
 * instance of. out->name must be an initialised empty buffer. */
static bool get_constructor_name(sx_ictx *c, sx_object *o, int recurse, sx_ctor *out) {
    sx_vm *vm = c->vm;
    sx_object *obj = o, *first = NULL;
    bool have_first = false;
    out->is_null = false;
    for (int steps = 0; obj != NULL && steps < SX_I_MAX_PROTO_WALK; steps++) {
        /* wellKnownPrototypes: Object.prototype and Function.prototype answer directly */
        if (obj != o && (obj == vm->realm.object_proto || obj == vm->realm.function_proto)) {
            sx_strbuf_ascii(&out->name, obj == vm->realm.object_proto ? "Object" : "Function");
            return true;
        }
        sx_value ctor = own_function(c, obj, vm->atoms.constructor);
        if (ctor != 0) {
            sx_strbuf name;
            sb_init(c, &name);
            bool nonempty = false, instance = false;
            if (!function_name(c, ctor, &name, &nonempty) || (nonempty && !inspect_instanceof(c, o, ctor, &instance))) {
                sx_strbuf_discard(&name);
                return false;
            }
            if (nonempty && instance) {
                sb_cat(&out->name, &name);
                sx_strbuf_discard(&name);
                return true;
            }
            sx_strbuf_discard(&name);
        }
        obj = obj->proto;
        if (!have_first) {
            first = obj;
            have_first = true;
        }
    }
    if (first == NULL) {
        out->is_null = true;
        return true;
    }
    return complex_prototype(c, o, first, recurse, out);
}

/* node's getPrefix(constructor, tag, fallback, size) appended to b (with its trailing space). */
static void inspect_prefix(sx_strbuf *b, const sx_ctor *k, const char *tag, const char *fallback, const char *size) {
    if (k->is_null) {
        sx_strbuf_ascii(b, "[");
        sx_strbuf_ascii(b, fallback);
        sx_strbuf_ascii(b, size);
        sx_strbuf_ascii(b, ": null prototype] ");
        if (tag[0] != '\0' && strcmp(fallback, tag) != 0) {
            sx_strbuf_ascii(b, "[");
            sx_strbuf_ascii(b, tag);
            sx_strbuf_ascii(b, "] ");
        }
        return;
    }
    sb_cat(b, &k->name);
    sx_strbuf_ascii(b, size);
    sx_strbuf_ascii(b, " ");
    if (tag[0] != '\0' && !sb_eq_ascii(&k->name, tag)) {
        sx_strbuf_ascii(b, "[");
        sx_strbuf_ascii(b, tag);
        sx_strbuf_ascii(b, "] ");
    }
}

/* node's getCtxStyle. */
static void ctx_style(sx_strbuf *b, sx_object *o, const sx_ctor *k, const char *tag) {
    const char *fallback = "";
    if (k->is_null) {
        fallback = class_name(o);
        if (strcmp(fallback, tag) == 0) fallback = "Object";
    }
    inspect_prefix(b, k, tag, fallback, "");
}

/* ---------------------------------------------------------------------------------------------
 * Properties: formatProperty
 * ------------------------------------------------------------------------------------------- */

static bool is_identifier(const sx_string *key) { /* /^[a-zA-Z_][a-zA-Z_0-9]*$/ */
    if (key->len == 0) return false;
    for (uint32_t i = 0; i < key->len; i++) {
        uint16_t ch = sx_string_at(key, i);
        bool alpha = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_';
        if (!alpha && !(i > 0 && ch >= '0' && ch <= '9')) return false;
    }
    return true;
}

/* The text of a property value (the part after "key: "). */
static bool property_value(sx_ictx *c, sx_object *o, sx_string *key, int recurse, sx_strbuf *str, bool *enumerable) {
    sx_idesc d = inspect_own(c, o, key);
    if (!d.found) { /* e.g. an inherited `cause`: { value: value[key], enumerable: true } */
        if (!get(c, sx_from_object(o), key, &d.value)) return false;
        d.enumerable = true;
    }
    *enumerable = d.enumerable;
    if (d.accessor) {
        sx_strbuf_ascii(str, d.has_get ? (d.has_set ? "[Getter/Setter]" : "[Getter]")
                                       : (d.has_set ? "[Setter]" : "undefined"));
        return true;
    }
    c->indent += 2;
    bool ok = format_value(c, d.value, recurse, str);
    c->indent -= 2;
    return ok;
}

/* node's formatProperty: "key: value" (or just the value for array elements). */
static bool format_property(sx_ictx *c, sx_object *o, sx_string *key, int recurse, int type, sx_slist *out) {
    sx_strbuf str, line;
    bool enumerable = true;
    sb_init(c, &str);
    if (!property_value(c, o, key, recurse, &str, &enumerable)) {
        sx_strbuf_discard(&str);
        return false;
    }
    if (type == SX_KARRAY) return slist_push(c, out, &str);
    sb_init(c, &line);
    if (key->is_symbol) {
        sx_strbuf_unit(&line, '[');
        symbol_text(&line, key);
        sx_strbuf_unit(&line, ']');
    } else if (key == sx_atoms(c->vm)->__proto__) {
        sx_strbuf_ascii(&line, "['__proto__']");
    } else if (!enumerable) {
        sx_units u = {key, NULL, 0, key->len};
        sx_strbuf_unit(&line, '[');
        escape_body(&line, &u, '\'');
        sx_strbuf_unit(&line, ']');
    } else if (is_identifier(key)) {
        sx_strbuf_string(&line, key);
    } else {
        str_escape_string(&line, key);
    }
    sx_strbuf_ascii(&line, ": ");
    sb_cat(&line, &str);
    sx_strbuf_discard(&str);
    return slist_push(c, out, &line);
}

/* ---------------------------------------------------------------------------------------------
 * Arrays: formatArray, formatSpecialArray, groupArrayElements
 * ------------------------------------------------------------------------------------------- */

static bool push_count(sx_ictx *c, sx_slist *out, const char *before, double n, const char *one, const char *many) {
    sx_strbuf b;
    sb_init(c, &b);
    sx_strbuf_ascii(&b, before);
    sb_uint(&b, n);
    sx_strbuf_ascii(&b, n > 1 ? many : one);
    return slist_push(c, out, &b);
}

static bool inspect_remaining(sx_ictx *c, sx_slist *out, double n) { /* node's remainingText */
    return push_count(c, out, "... ", n, " more item", " more items");
}

static bool empty_items(sx_ictx *c, sx_slist *out, double n) {
    return push_count(c, out, "<", n, " empty item>", " empty items>");
}

/* One element (re-read every time: guest code may have changed the array meanwhile). */
static bool array_element(sx_ictx *c, sx_object *a, uint32_t i, int recurse, sx_slist *out) {
    sx_value v = i < a->u.array.len ? a->u.array.items[i] : SX_UNDEFINED;
    if (v == SX_EMPTY) v = SX_UNDEFINED;
    sx_strbuf str;
    sb_init(c, &str);
    c->indent += 2;
    bool ok = format_value(c, v, recurse, &str);
    c->indent -= 2;
    if (!ok) {
        sx_strbuf_discard(&str);
        return false;
    }
    return slist_push(c, out, &str);
}

/* node's formatSpecialArray: the array has holes from index i on. */
static bool format_special_array(sx_ictx *c, sx_object *a, int recurse, uint32_t max, sx_slist *out, uint32_t i) {
    uint32_t index = i;
    for (uint32_t j = i; j < a->u.array.len && out->n < max; j++) {
        if (a->u.array.items[j] == SX_EMPTY) continue;
        if (j != index) {
            if (!empty_items(c, out, j - index)) return false;
            index = j;
            if (out->n == max) break;
        }
        if (!array_element(c, a, j, recurse, out)) return false;
        index++;
    }
    double remaining = (double)a->u.array.len - index;
    if (out->n != max) {
        if (remaining > 0 && !empty_items(c, out, remaining)) return false;
    } else if (remaining > 0 && !inspect_remaining(c, out, remaining)) {
        return false;
    }
    return true;
}

static bool property_value(sx_ictx *c, sx_object *o, sx_string *key, int recurse, sx_strbuf *str, bool *enumerable);

/* formatArray / formatSpecialArray for an array in the general representation: its present
 * elements are its index keys (ascending), so a huge length costs nothing; accessors show as
 * [Getter/Setter]. */
static bool format_sparse_array(sx_ictx *c, sx_object *a, int recurse, sx_slist *out) {
    sx_vm *vm = c->vm;
    uint32_t len = sx_array_length(a), max = len < c->max_array ? len : c->max_array;
    sx_object *keys = sx_own_keys(vm, a, false);
    if (keys == NULL) return false;
    sx_temp_push(vm, sx_from_object(keys));
    double index = 0;
    bool ok = true;
    for (uint32_t n = 0; ok && n < keys->u.array.len && out->n < max; n++) {
        sx_string *key = sx_as_string(keys->u.array.items[n]);
        if (!key->is_index || key->index >= len) break; /* (the index keys come first) */
        if (key->index != index) {
            ok = empty_items(c, out, key->index - index);
            index = key->index;
            if (out->n == max) break;
        }
        sx_strbuf str;
        bool enumerable;
        sb_init(c, &str);
        if (ok && !property_value(c, a, key, recurse, &str, &enumerable)) {
            sx_strbuf_discard(&str);
            ok = false;
        }
        ok = ok && slist_push(c, out, &str);
        index++;
    }
    sx_temp_pop(vm, 1);
    if (!ok) return false;
    double remaining = (double)len - index;
    if (out->n != max) return remaining <= 0 || empty_items(c, out, remaining);
    return remaining <= 0 || inspect_remaining(c, out, remaining);
}

/* node's formatArray. */
static bool format_array(sx_ictx *c, sx_object *a, int recurse, sx_slist *out) {
    if (a->oflags & SX_OBJ_SPARSE) return format_sparse_array(c, a, recurse, out);
    uint32_t len = a->u.array.len, max = len < c->max_array ? len : c->max_array;
    for (uint32_t i = 0; i < max; i++) {
        if (i >= a->u.array.len || a->u.array.items[i] == SX_EMPTY)
            return format_special_array(c, a, recurse, max, out, i);
        if (!array_element(c, a, i, recurse, out)) return false;
    }
    if (len > max && !inspect_remaining(c, out, (double)(len - max))) return false;
    return true;
}

/* padStart / padEnd of `text` to `width` units, appended to dst. */
static void pad(sx_strbuf *dst, const sx_strbuf *text, const char *suffix, int64_t width, bool start) {
    int64_t len = (int64_t)text->len + (int64_t)strlen(suffix);
    if (start) sb_spaces(dst, (int)(width > len ? width - len : 0));
    sb_cat(dst, text);
    sx_strbuf_ascii(dst, suffix);
    if (!start) sb_spaces(dst, (int)(width > len ? width - len : 0));
}

/* Are value[0 .. n-1] all numbers or BigInts? (decides padStart vs padEnd) */
static bool all_numbers(sx_object *a, uint32_t n) {
    if (a == NULL) return false;
    for (uint32_t i = 0; i < n; i++) {
        sx_value v = i < a->u.array.len ? a->u.array.items[i] : SX_UNDEFINED;
        if (!sx_is_number(v) && !sx_is_bigint(v)) return false;
    }
    return true;
}

/* node's groupArrayElements: lay out many short entries in aligned columns. */
static bool group_array_elements(sx_ictx *c, sx_slist *output, sx_object *value) {
    uint32_t total = 0, maxlen = 0, n = output->n, entries = output->n;
    if (c->max_array < output->n) entries--; /* the "... more items" entry does not count */
    uint32_t *data_len = sx_mem_alloc(c->vm, (entries + 1) * sizeof *data_len);
    if (data_len == NULL) return false;
    for (uint32_t i = 0; i < entries; i++) {
        uint32_t len = sb_width(&output->items[i]);
        data_len[i] = len;
        total += len + 2;
        if (maxlen < len) maxlen = len;
    }
    double actual_max = maxlen + 2.0;
    bool ok = true;
    if (actual_max * 3 + c->indent < c->break_length && (total / actual_max > 5 || maxlen <= 6)) {
        double average_bias = sqrt(actual_max - (double)total / n);
        double biased_max = fmax(actual_max - 3 - average_bias, 1);
        double columns = fmin(fmin(floor(sqrt(2.5 * biased_max * entries) / biased_max + 0.5),
                                   floor((c->break_length - c->indent) / actual_max)),
                              fmin(SX_I_COMPACT * 4.0, 15.0));
        if (columns > 1) {
            uint32_t cols = (uint32_t)columns;
            uint32_t max_line[16];
            for (uint32_t i = 0; i < cols; i++) {
                uint32_t line_max = 0;
                for (uint32_t j = i; j < entries; j += cols)
                    if (data_len[j] > line_max) line_max = data_len[j];
                max_line[i] = line_max + 2;
            }
            bool pad_start = all_numbers(value, n);
            sx_slist tmp = {0};
            for (uint32_t i = 0; ok && i < entries; i += cols) {
                uint32_t max = i + cols < entries ? i + cols : entries, j = i;
                sx_strbuf line;
                sb_init(c, &line);
                for (; j < max - 1; j++) {
                    int64_t padding = (int64_t)max_line[j - i] + output->items[j].len - data_len[j];
                    pad(&line, &output->items[j], ", ", padding, pad_start);
                }
                if (pad_start) {
                    int64_t padding = (int64_t)max_line[j - i] + output->items[j].len - data_len[j] - 2;
                    pad(&line, &output->items[j], "", padding, true);
                } else {
                    sb_cat(&line, &output->items[j]);
                }
                ok = slist_push(c, &tmp, &line);
            }
            if (ok && c->max_array < output->n) {
                sx_strbuf more;
                sb_init(c, &more);
                sb_cat(&more, &output->items[entries]);
                ok = slist_push(c, &tmp, &more);
            }
            slist_free(c, output);
            *output = tmp;
        }
    }
    sx_mem_free(c->vm, data_len, (entries + 1) * sizeof *data_len);
    return ok;
}

/* ---------------------------------------------------------------------------------------------
 * Putting entries together: isBelowBreakLength, reduceToSingleString
 * ------------------------------------------------------------------------------------------- */

static bool is_below_break_length(const sx_ictx *c, const sx_slist *output, uint64_t start, const sx_strbuf *base) {
    uint64_t total = output->n + start;
    if (total + output->n > c->break_length) return false;
    for (uint32_t i = 0; i < output->n; i++) {
        total += output->items[i].len;
        if (total > c->break_length) return false;
    }
    return base->len == 0 || !sb_has(base, '\n');
}

static bool reduce_to_single_string(sx_ictx *c, sx_slist *output, const sx_strbuf *base, const sx_strbuf *brace0,
                                    const char *brace1, int extras_type, int recurse, sx_object *value,
                                    sx_strbuf *res) {
    uint32_t entries = output->n;
    if (extras_type == SX_KARRAY_EXTRAS && entries > 6 && !group_array_elements(c, output, value)) return false;
    if (c->current_depth - recurse < SX_I_COMPACT && entries == output->n) {
        uint64_t start = output->n + (uint64_t)c->indent + brace0->len + base->len + 10;
        if (is_below_break_length(c, output, start, base)) {
            bool has_newline = false;
            for (uint32_t i = 0; i < output->n && !has_newline; i++) has_newline = sb_has(&output->items[i], '\n');
            if (!has_newline) { /* `${base ? `${base} ` : ''}${braces[0]} ${join(output, ', ')} ${braces[1]}` */
                if (base->len) {
                    sb_cat(res, base);
                    sx_strbuf_unit(res, ' ');
                }
                sb_cat(res, brace0);
                sx_strbuf_unit(res, ' ');
                sx_strbuf sep;
                sb_init(c, &sep);
                sx_strbuf_ascii(&sep, ", ");
                slist_join(res, output, &sep);
                sx_strbuf_discard(&sep);
                sx_strbuf_unit(res, ' ');
                sx_strbuf_ascii(res, brace1);
                return true;
            }
        }
    }
    /* one entry per line */
    sx_strbuf indentation, sep;
    sb_init(c, &indentation);
    sx_strbuf_unit(&indentation, '\n');
    sb_spaces(&indentation, c->indent);
    sb_init(c, &sep);
    sx_strbuf_unit(&sep, ',');
    sb_cat(&sep, &indentation);
    sx_strbuf_ascii(&sep, "  ");
    if (base->len) {
        sb_cat(res, base);
        sx_strbuf_unit(res, ' ');
    }
    sb_cat(res, brace0);
    sb_cat(res, &indentation);
    sx_strbuf_ascii(res, "  ");
    slist_join(res, output, &sep);
    sb_cat(res, &indentation);
    sx_strbuf_ascii(res, brace1);
    sx_strbuf_discard(&indentation);
    sx_strbuf_discard(&sep);
    return true;
}

/* ---------------------------------------------------------------------------------------------
 * Functions, boxed primitives, regexps, dates
 * ------------------------------------------------------------------------------------------- */

/* node's getClassBase: "[class A extends B]". */
static bool class_base(sx_ictx *c, sx_object *f, const sx_ctor *k, sx_strbuf *base) {
    sx_vm *vm = c->vm;
    sx_value name = SX_UNDEFINED;
    sx_idesc own = inspect_own(c, f, vm->atoms.name);
    bool has_name = own.found || (f->cls == SX_CLASS_FUNCTION); /* closures' name is virtual */
    if (has_name && !get(c, sx_from_object(f), vm->atoms.name, &name)) return false;
    sx_strbuf_ascii(base, "[class ");
    if (has_name && sx_to_boolean(name)) {
        if (!append_tostring(c, base, name)) return false;
    } else {
        sx_strbuf_ascii(base, "(anonymous)");
    }
    if (!ctor_is(k, "Function") && !k->is_null) {
        sx_strbuf_ascii(base, " [");
        sb_cat(base, &k->name);
        sx_strbuf_ascii(base, "]");
    }
    if (!k->is_null) {
        sx_value super_name = SX_UNDEFINED;
        if (f->proto != NULL && !get(c, sx_from_object(f->proto), vm->atoms.name, &super_name)) return false;
        if (sx_to_boolean(super_name)) {
            sx_strbuf_ascii(base, " extends ");
            if (!append_tostring(c, base, super_name)) return false;
        }
    } else {
        sx_strbuf_ascii(base, " extends [null prototype]");
    }
    sx_strbuf_ascii(base, "]");
    return true;
}

/* node's getFunctionBase: "[Function: f]", "[Function (anonymous)]", "[class X]". */
static bool function_base(sx_ictx *c, sx_object *f, const sx_ctor *k, sx_strbuf *base) {
    if (f->oflags & SX_OBJ_CLASS_CTOR) return class_base(c, f, k, base);
    /* async functions share Function.prototype here (node has AsyncFunction.prototype) */
    bool is_async = f->cls == SX_CLASS_FUNCTION && (f->u.func.proto->flags & SX_PROTO_ASYNC);
    sx_value name;
    if (!get(c, sx_from_object(f), c->vm->atoms.name, &name)) return false;
    sx_strbuf_ascii(base, is_async ? "[AsyncFunction" : "[Function");
    if (k->is_null) sx_strbuf_ascii(base, " (null prototype)");
    if (sx_is_string(name) && sx_as_string(name)->len == 0) {
        sx_strbuf_ascii(base, " (anonymous)");
    } else {
        sx_strbuf_ascii(base, ": ");
        if (!append_tostring(c, base, name)) return false;
    }
    sx_strbuf_ascii(base, "]");
    if (!k->is_null && !ctor_is(k, "Function") && !(is_async && ctor_is(k, "AsyncFunction"))) {
        sx_strbuf_unit(base, ' ');
        sb_cat(base, &k->name);
    }
    return true;
}

/* node's getBoxedBase: "[Number: 3]", "[String: 'abc']", "[Boolean (Foo): true]". */
static void boxed_base(sx_ictx *c, sx_object *o, const sx_ctor *k, sx_strbuf *base) {
    const char *type = o->cls == SX_CLASS_NUMBER   ? "Number"
                       : o->cls == SX_CLASS_STRING ? "String"
                       : o->cls == SX_CLASS_BIGINT ? "BigInt"
                                                   : "Boolean";
    sx_strbuf_ascii(base, "[");
    sx_strbuf_ascii(base, type);
    if (k->is_null) {
        sx_strbuf_ascii(base, " (null prototype)");
    } else if (!ctor_is(k, type)) {
        sx_strbuf_ascii(base, " (");
        sb_cat(base, &k->name);
        sx_strbuf_ascii(base, ")");
    }
    sx_strbuf_ascii(base, ": ");
    format_primitive(c, o->u.box.value, base);
    sx_strbuf_ascii(base, "]");
}

/* RegExp.prototype.toString: "/source/flags". */
static bool regexp_base(sx_ictx *c, sx_object *o, sx_strbuf *base) {
    sx_value source, flags;
    sx_value v = sx_from_object(o);
    if (!get(c, v, sx_atoms(c->vm)->source, &source)) return false;
    sx_strbuf_unit(base, '/');
    if (!append_tostring(c, base, source)) return false;
    if (!get(c, v, sx_atoms(c->vm)->flags, &flags)) return false;
    sx_strbuf_unit(base, '/');
    return append_tostring(c, base, flags);
}

/* Date: toISOString(), or "Invalid Date" (node uses the primordials; we call the methods). */
static bool date_base(sx_ictx *c, sx_object *o, sx_strbuf *base) {
    sx_value v = sx_from_object(o), fn, t;
    if (!get(c, v, sx_atom(c->vm, "getTime"), &fn)) return false;
    if (!sx_is_callable(fn)) {
        sx_strbuf_ascii(base, "Invalid Date");
        return true;
    }
    if ((t = sx_call(c->vm, fn, v, 0, NULL)) == SX_EXCEPTION) return false;
    if (!sx_is_number(t) || isnan(sx_to_double(t))) {
        sx_strbuf_ascii(base, "Invalid Date");
        return true;
    }
    if (!get(c, v, sx_atom(c->vm, "toISOString"), &fn)) return false;
    if (!sx_is_callable(fn)) return true;
    sx_value s = sx_call(c->vm, fn, v, 0, NULL);
    return s != SX_EXCEPTION && append_tostring(c, base, s);
}

/* ---------------------------------------------------------------------------------------------
 * Errors: formatError and friends
 * ------------------------------------------------------------------------------------------- */

/* ErrorPrototypeToString(err) appended to b. */
static bool error_to_string(sx_ictx *c, sx_value err, sx_strbuf *b) {
    sx_value name, msg;
    if (!get(c, err, c->vm->atoms.name, &name) || !get(c, err, sx_atoms(c->vm)->message, &msg)) return false;
    sx_string *n = name == SX_UNDEFINED ? sx_atom(c->vm, "Error") : sx_to_string(c->vm, name);
    if (n == NULL) return false;
    sx_string *m = msg == SX_UNDEFINED ? c->vm->atoms.empty : sx_to_string(c->vm, msg);
    if (m == NULL) return false;
    sx_strbuf_string(b, n);
    if (n->len > 0 && m->len > 0) sx_strbuf_ascii(b, ": ");
    sx_strbuf_string(b, m);
    return true;
}

/* getStackString: err.stack if truthy, else Error.prototype.toString. */
static bool stack_string(sx_ictx *c, sx_value err, sx_strbuf *b) {
    sx_value stack;
    if (!get(c, err, sx_atoms(c->vm)->stack, &stack)) return false;
    if (sx_to_boolean(stack)) return append_tostring(c, b, stack);
    return error_to_string(c, err, b);
}

/* removeDuplicateErrorKeys: hide name/message/stack keys whose text is part of the stack. */
static bool remove_duplicate_error_keys(sx_ictx *c, sx_keys *keys, sx_value err, const sx_strbuf *stack) {
    sx_string *names[3] = {c->vm->atoms.name, sx_atoms(c->vm)->message, sx_atoms(c->vm)->stack};
    if (c->show_hidden || keys->n == 0) return true;
    for (int i = 0; i < 3; i++) {
        int64_t at = keys_find(keys, names[i]);
        if (at < 0) continue;
        sx_value v;
        if (!get(c, err, names[i], &v)) return false;
        sx_string *s = sx_to_string(c->vm, v);
        if (s == NULL) return false;
        if (sb_find_string(stack, s, 0) >= 0) keys_remove(keys, (uint32_t)at);
    }
    return true;
}

/* The fallback name improveStack derives from a null-prototype error's stack text. */
static uint32_t stack_name_len(const sx_strbuf *s) {
    /* /^([A-Z][a-z_ A-Z0-9[\]()-]+)(?::|\n {4}at)/ */
    if (s->len > 0 && s->data[0] >= 'A' && s->data[0] <= 'Z') {
        uint32_t i = 1;
        while (i < s->len) {
            uint16_t ch = s->data[i];
            bool in = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_' ||
                      ch == ' ' || ch == '[' || ch == ']' || ch == '(' || ch == ')' || ch == '-';
            if (!in) break;
            i++;
        }
        if (i > 1 && i < s->len && (s->data[i] == ':' || sb_find(s, "\n    at", i) == (int64_t)i)) return i;
    }
    /* /^([a-z_A-Z0-9-]*Error)$/ */
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t ch = s->data[i];
        bool in =
            (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '_' || ch == '-';
        if (!in) return 0;
    }
    return s->len >= 5 && sb_find(s, "Error", s->len - 5) >= 0 ? s->len : 0;
}

/* node's improveStack: make the first line name the constructor ("MyError [TypeError]: ..."). */
static void improve_stack(sx_ictx *c, sx_strbuf *stack, const sx_ctor *k, const sx_strbuf *name) {
    uint32_t len = name->len;
    bool looks_normal = name->len >= 5 && sb_find(name, "Error", name->len - 5) >= 0 && stack->len >= len &&
                        memcmp(stack->data, name->data, len * 2) == 0 &&
                        (stack->len == len || stack->data[len] == ':' || stack->data[len] == '\n');
    if (!k->is_null && !looks_normal) return;
    sx_strbuf prefix;
    sb_init(c, &prefix);
    if (k->is_null) {
        len = stack_name_len(stack);
        sx_strbuf fallback;
        sb_init(c, &fallback);
        sb_range(&fallback, stack, 0, len);
        if (len == 0) sx_strbuf_ascii(&fallback, "Error");
        sx_strbuf_unit(&prefix, '[');
        sb_cat(&prefix, &fallback);
        sx_strbuf_ascii(&prefix, ": null prototype]");
        sx_strbuf_discard(&fallback);
    } else {
        sb_cat(&prefix, &k->name);
    }
    bool same = prefix.len == name->len && memcmp(prefix.data, name->data, name->len * 2) == 0;
    if (!same) {
        sx_strbuf t;
        sb_init(c, &t);
        bool includes = false;
        for (uint32_t i = 0; !includes && i + name->len <= prefix.len; i++)
            includes = memcmp(prefix.data + i, name->data, name->len * 2) == 0;
        sb_cat(&t, &prefix);
        if (includes) {
            if (len == 0) sx_strbuf_ascii(&t, ": ");
            sb_range(&t, stack, len == 0 ? 0 : len, stack->len);
        } else {
            sx_strbuf_ascii(&t, " [");
            sb_cat(&t, name);
            sx_strbuf_ascii(&t, "]");
            sb_range(&t, stack, len, stack->len);
        }
        sx_strbuf_discard(stack);
        *stack = t;
    }
    sx_strbuf_discard(&prefix);
}

/* Lines of a text as [start, end) ranges; returns the count (ranges malloc'ed through the VM). */
typedef struct sx_lines {
    uint32_t *start, *end;
    uint32_t n;
} sx_lines;

static bool split_lines(sx_ictx *c, const sx_strbuf *b, uint32_t from, sx_lines *l) {
    uint32_t count = 1;
    for (uint32_t i = from; i < b->len; i++) count += b->data[i] == '\n';
    l->start = sx_mem_alloc(c->vm, count * sizeof(uint32_t));
    l->end = sx_mem_alloc(c->vm, count * sizeof(uint32_t));
    if (l->start == NULL || l->end == NULL) { /* out of memory: give back the half that succeeded */
        if (l->start) sx_mem_free(c->vm, l->start, count * sizeof(uint32_t));
        if (l->end) sx_mem_free(c->vm, l->end, count * sizeof(uint32_t));
        l->start = l->end = NULL;
        return false;
    }
    l->n = 0;
    uint32_t s = from;
    for (uint32_t i = from; i <= b->len; i++) {
        if (i == b->len || b->data[i] == '\n') {
            l->start[l->n] = s;
            l->end[l->n++] = i;
            s = i + 1;
        }
    }
    return true;
}

static void free_lines(sx_ictx *c, sx_lines *l, uint32_t count) {
    sx_mem_free(c->vm, l->start, count * sizeof(uint32_t));
    sx_mem_free(c->vm, l->end, count * sizeof(uint32_t));
}

static bool line_eq(const sx_strbuf *a, const sx_lines *la, uint32_t i, const sx_strbuf *b, const sx_lines *lb,
                    uint32_t j) {
    uint32_t n = la->end[i] - la->start[i];
    return n == lb->end[j] - lb->start[j] && memcmp(a->data + la->start[i], b->data + lb->start[j], n * 2) == 0;
}

/* node's identicalSequenceRange over two line lists: *len 0 when nothing long enough matches. */
static void identical_range(const sx_strbuf *a, const sx_lines *la, const sx_strbuf *b, const sx_lines *lb,
                            uint32_t *len, uint32_t *offset) {
    *len = *offset = 0;
    for (uint32_t i = 0; i + 3 < la->n; i++) {
        uint32_t pos = 0; /* b.indexOf(a[i]) */
        while (pos < lb->n && !line_eq(a, la, i, b, lb, pos)) pos++;
        if (pos == lb->n) continue;
        uint32_t rest = lb->n - pos;
        if (rest > 3) {
            uint32_t l = 1, max = la->n - i < rest ? la->n - i : rest;
            while (max > l && line_eq(a, la, i + l, b, lb, pos + l)) l++;
            if (l > 3) {
                *len = l;
                *offset = i;
                return;
            }
        }
    }
}

/* The stack frames part (after the first "\n    at"), with frames shared with err.cause elided. */
static bool stack_frames(sx_ictx *c, sx_value err, const sx_strbuf *stack, uint32_t from, sx_strbuf *out) {
    sx_lines frames = {0}, cause_frames = {0};
    uint32_t nframes_alloc = 1, ncause_alloc = 1;
    for (uint32_t i = from; i < stack->len; i++) nframes_alloc += stack->data[i] == '\n';
    if (!split_lines(c, stack, from, &frames)) return false;
    uint32_t skip_at = 0, skip_len = 0; /* frames [skip_at+1, skip_at+1+skipped) are replaced */
    sx_value cause = sx_get(c->vm, err, sx_atoms(c->vm)->cause);
    if (cause == SX_EXCEPTION) { /* a throwing `cause` getter is ignored */
        if (!swallow(c)) {
            free_lines(c, &frames, nframes_alloc);
            return false;
        }
        cause = SX_UNDEFINED;
    }
    sx_strbuf cause_stack;
    sb_init(c, &cause_stack);
    bool ok = true;
    if (sx_is_object(cause) && is_error(c, sx_as_object(cause))) {
        uint32_t temps = c->vm->ntemps;
        sx_temp_push(c->vm, cause);
        ok = stack_string(c, cause, &cause_stack);
        int64_t at = ok ? sb_find(&cause_stack, "\n    at", 0) : -1;
        if (at >= 0) {
            for (uint32_t i = (uint32_t)at + 1; i < cause_stack.len; i++) ncause_alloc += cause_stack.data[i] == '\n';
            ok = split_lines(c, &cause_stack, (uint32_t)at + 1, &cause_frames);
            if (ok) identical_range(stack, &frames, &cause_stack, &cause_frames, &skip_len, &skip_at);
        }
        if (c->vm->ntemps > temps) sx_temp_pop(c->vm, c->vm->ntemps - temps);
    }
    for (uint32_t i = 0; ok && i < frames.n; i++) {
        sx_strbuf_unit(out, '\n');
        if (skip_len > 0 && i == skip_at + 1) {
            char msg[96];
            snprintf(msg, sizeof msg, "    ... %u lines matching cause stack trace ...", skip_len - 2);
            sx_strbuf_ascii(out, msg);
            i += skip_len - 3; /* the loop's i++ moves past the last skipped frame */
            continue;
        }
        sb_range(out, stack, frames.start[i], frames.end[i]);
    }
    free_lines(c, &frames, nframes_alloc);
    if (cause_frames.start || cause_frames.end) free_lines(c, &cause_frames, ncause_alloc);
    sx_strbuf_discard(&cause_stack);
    return ok;
}

/* Where the message ends in the stack (node: the stack frames are searched after it). */
static bool message_end(sx_ictx *c, sx_value err, const sx_strbuf *stack, uint32_t *pos) {
    sx_value msg;
    if (!get(c, err, sx_atoms(c->vm)->message, &msg)) return false;
    *pos = 0;
    if (sx_is_string(msg) && sx_as_string(msg)->len > 0) {
        int64_t at = sb_find_string(stack, sx_as_string(msg), 0);
        if (at > 0) *pos = (uint32_t)at + sx_as_string(msg)->len; /* at == 0 counts as "not found" */
    }
    return true;
}

/* node's formatError: the stack text, adjusted; may add "cause"/"errors" to keys. */
static bool format_error(sx_ictx *c, sx_object *o, const sx_ctor *k, sx_keys *keys, sx_strbuf *out) {
    sx_vm *vm = c->vm;
    sx_value err = sx_from_object(o), v;
    sx_strbuf name, stack;
    sb_init(c, &name);
    sb_init(c, &stack);
    bool ok = get(c, err, vm->atoms.name, &v);
    if (ok && sx_is_nullish(v)) sx_strbuf_ascii(&name, "Error");
    else if (ok) ok = append_tostring(c, &name, v);
    ok = ok && stack_string(c, err, &stack) && remove_duplicate_error_keys(c, keys, err, &stack);
    if (ok && sx_has_property(vm, o, sx_atoms(vm)->cause) && keys_find(keys, sx_atoms(vm)->cause) < 0)
        ok = keys_push(c, keys, sx_atoms(vm)->cause);
    if (ok && keys_find(keys, sx_atoms(vm)->errors) < 0) {
        ok = get(c, err, sx_atoms(vm)->errors, &v);
        if (ok && sx_is_array(v)) ok = keys_push(c, keys, sx_atoms(vm)->errors);
    }
    uint32_t pos = 0;
    if (ok) {
        improve_stack(c, &stack, k, &name);
        ok = message_end(c, err, &stack, &pos);
    }
    if (ok) {
        int64_t start = sb_find(&stack, "\n    at", pos);
        if (start < 0) { /* no stack frames: wrap in brackets */
            sx_strbuf_unit(out, '[');
            sb_cat(out, &stack);
            sx_strbuf_unit(out, ']');
        } else {
            sb_range(out, &stack, 0, (uint32_t)start);
            ok = stack_frames(c, err, &stack, (uint32_t)start + 1, out);
        }
    }
    if (ok && c->indent != 0) sb_indent_lines(c, out, c->indent);
    sx_strbuf_discard(&name);
    sx_strbuf_discard(&stack);
    return ok;
}

/* ---------------------------------------------------------------------------------------------
 * Map and Set (iterated through their public entries()/values() methods)
 * ------------------------------------------------------------------------------------------- */

/* Call method `name` of v and walk the iterator it returns; each value goes to `each`. */
typedef bool (*sx_i_each_fn)(sx_ictx *c, sx_value item, int recurse, sx_slist *out);

static bool inspect_iterate(sx_ictx *c, sx_value v, const char *method, uint32_t max, int recurse, sx_i_each_fn each,
                            sx_slist *out) {
    sx_vm *vm = c->vm;
    sx_value fn, it, next;
    if (!get(c, v, sx_atom(vm, method), &fn)) return false;
    if (!sx_is_callable(fn)) return true; /* TODO: no Map/Set methods yet: show no entries */
    if ((it = sx_call(vm, fn, v, 0, NULL)) == SX_EXCEPTION) return false;
    uint32_t temps = vm->ntemps;
    sx_temp_push(vm, it);
    bool ok = get(c, it, sx_atoms(vm)->next, &next);
    for (uint32_t i = 0; ok && i < max && sx_is_callable(next); i++) {
        sx_value r = sx_call(vm, next, it, 0, NULL), done, item;
        if (r == SX_EXCEPTION || !sx_is_object(r)) {
            ok = r != SX_EXCEPTION;
            break;
        }
        uint32_t step = vm->ntemps;
        sx_temp_push(vm, r);
        ok = get(c, r, sx_atoms(vm)->done, &done) && get(c, r, sx_atoms(vm)->value, &item);
        bool finished = ok && sx_to_boolean(done);
        if (ok && !finished) {
            sx_temp_push(vm, item);
            ok = each(c, item, recurse, out);
        }
        if (vm->ntemps > step) sx_temp_pop(vm, vm->ntemps - step);
        if (finished) break;
    }
    if (vm->ntemps > temps) sx_temp_pop(vm, vm->ntemps - temps);
    return ok;
}

static bool set_item(sx_ictx *c, sx_value item, int recurse, sx_slist *out) {
    sx_strbuf b;
    sb_init(c, &b);
    if (!format_value(c, item, recurse, &b)) {
        sx_strbuf_discard(&b);
        return false;
    }
    return slist_push(c, out, &b);
}

static bool map_item(sx_ictx *c, sx_value item, int recurse, sx_slist *out) {
    sx_value key = SX_UNDEFINED, value = SX_UNDEFINED;
    if (sx_is_array(item)) {
        key = sx_array_get(sx_as_object(item), 0);
        value = sx_array_get(sx_as_object(item), 1);
    }
    sx_strbuf b;
    sb_init(c, &b);
    bool ok = format_value(c, key, recurse, &b);
    sx_strbuf_ascii(&b, " => ");
    ok = ok && format_value(c, value, recurse, &b);
    if (!ok) {
        sx_strbuf_discard(&b);
        return false;
    }
    return slist_push(c, out, &b);
}

/* node's formatSet / formatMap. */
static bool format_collection(sx_ictx *c, sx_object *o, double size, int recurse, sx_slist *out) {
    bool is_map = o->cls == SX_CLASS_MAP;
    uint32_t max = size < c->max_array ? (uint32_t)size : c->max_array;
    c->indent += 2;
    bool ok = inspect_iterate(c, sx_from_object(o), is_map ? "entries" : "values", max, recurse,
                              is_map ? map_item : set_item, out);
    if (ok && size > max) ok = inspect_remaining(c, out, size - max);
    c->indent -= 2;
    return ok;
}

/* node's formatPromise: "<pending>", the value, or "<rejected> " and the reason. */
static bool format_promise(sx_ictx *c, sx_object *p, int recurse, sx_slist *out) {
    if (p->u.future.state == SX_PROMISE_PENDING) return slist_push_ascii(c, out, "<pending>");
    sx_strbuf b;
    sb_init(c, &b);
    if (p->u.future.state == SX_PROMISE_REJECTED) sx_strbuf_ascii(&b, "<rejected> ");
    c->indent += 2;
    bool ok = format_value(c, p->u.future.result, recurse, &b);
    c->indent -= 2;
    if (!ok) {
        sx_strbuf_discard(&b);
        return false;
    }
    return slist_push(c, out, &b);
}

/* node's formatIterator for Map and Set iterators: what is left to iterate, without consuming
 * it (stdlib/collections.c gives the preview; entries come as [key, value] arrays). */
static bool format_iter_preview(sx_ictx *c, sx_object *it, int recurse, sx_slist *out) {
    sx_object *items = sx_js(c->vm)->collection_iter_preview(c->vm, it);
    if (items == NULL) return false;
    sx_temp_push(c->vm, sx_from_object(items));
    uint32_t n = items->u.array.len, max = n < c->max_array ? n : c->max_array;
    bool ok = true;
    c->indent += 2;
    for (uint32_t i = 0; ok && i < max; i++) ok = set_item(c, items->u.array.items[i], recurse, out);
    if (ok && n > max) ok = inspect_remaining(c, out, n - max);
    c->indent -= 2;
    sx_temp_pop(c->vm, 1);
    return ok;
}

/* ---------------------------------------------------------------------------------------------
 * formatRaw
 * ------------------------------------------------------------------------------------------- */

/* What formatRaw decided about an object before formatting its entries. */
typedef struct sx_shape {
    sx_ctor ctor;
    sx_keys keys;
    sx_strbuf base, brace0;
    const char *brace1;
    int extras_type;
    enum { SX_FMT_NONE, SX_FMT_ARRAY, SX_FMT_COLLECTION, SX_FMT_PROMISE, SX_FMT_ITER, SX_FMT_WEAK } formatter;
    double size; /* Map/Set size */
    const char *tag;
} sx_shape;

/* The symbol keys after the string keys (enumerable ones unless showHidden), as node lists them. */
static bool collect_symbols(sx_ictx *c, sx_object *o, sx_keys *keys) {
    for (uint32_t i = 0; i < o->nprops; i++) {
        sx_prop *p = &o->props[i];
        if (p->key == NULL || !p->key->is_symbol || (!c->show_hidden && !(p->flags & SX_PROP_ENUMERABLE))) continue;
        if (!keys_push(c, keys, p->key)) return false;
    }
    return true;
}

/* node's getKeys / getOwnNonIndexProperties: own (enumerable unless showHidden) string keys,
 * rooted on the temporaries stack. Arrays and String wrappers skip their index keys. */
static bool collect_keys(sx_ictx *c, sx_object *o, sx_keys *keys) {
    sx_vm *vm = c->vm;
    if (sx_is_array(sx_from_object(o))) { /* not `arguments`: its indexes are listed as keys */
        if (c->show_hidden && !keys_push(c, keys, vm->atoms.length)) return false;
        for (uint32_t i = 0; i < o->nprops; i++) {
            sx_prop *p = &o->props[i];
            if (p->key == NULL) continue; /* a hole left by delete */
            if ((!c->show_hidden && !(p->flags & SX_PROP_ENUMERABLE)) || p->key->is_index) continue;
            sx_temp_push(vm, sx_from_string(p->key));
            if (!keys_push(c, keys, p->key)) return false;
        }
        return collect_symbols(c, o, keys);
    }
    sx_object *list = sx_own_keys(vm, o, !c->show_hidden);
    if (list == NULL) return false;
    sx_temp_push(vm, sx_from_object(list));
    for (uint32_t i = 0; i < list->u.array.len; i++) {
        sx_value k = list->u.array.items[i];
        if (!sx_is_string(k)) continue;
        sx_string *key = sx_string_intern(vm, sx_as_string(k));
        if (key == NULL) return false;
        if (o->cls == SX_CLASS_STRING && key->is_index && key->index < sx_as_string(o->u.box.value)->len)
            continue; /* boxed strings: the characters are not listed */
        if (!keys_push(c, keys, key)) return false;
    }
    return collect_symbols(c, o, keys);
}

/* Arrays, Maps, Sets (node's "SymbolIterator in value" branch). done: *res is the final text. */
static bool shape_iterable(sx_ictx *c, sx_object *o, sx_shape *s, sx_strbuf *res, bool *done) {
    char size[40];
    if (o->cls == SX_CLASS_ARRAY) {
        snprintf(size, sizeof size, "(%u)", sx_array_length(o));
        if (!ctor_is(&s->ctor, "Array")) inspect_prefix(&s->brace0, &s->ctor, "", "Array", size);
        sx_strbuf_unit(&s->brace0, '[');
        s->brace1 = "]";
        if (sx_array_length(o) == 0 && s->keys.n == 0) {
            sb_cat(res, &s->brace0);
            sx_strbuf_unit(res, ']');
            *done = true;
        }
        s->extras_type = SX_KARRAY_EXTRAS;
        s->formatter = SX_FMT_ARRAY;
        return true;
    }
    /* Map / Set: TODO: read the size from the collection itself once its internals exist. */
    sx_value sz;
    if (!get(c, sx_from_object(o), sx_atom(c->vm, "size"), &sz)) return false;
    s->size = sx_is_number(sz) && sx_to_double(sz) >= 0 ? sx_to_double(sz) : 0;
    char num[32];
    sx_number_format(s->size, num);
    snprintf(size, sizeof size, "(%s)", num);
    inspect_prefix(&s->brace0, &s->ctor, s->tag, o->cls == SX_CLASS_MAP ? "Map" : "Set", size);
    sx_strbuf_unit(&s->brace0, '{');
    if (s->size == 0 && s->keys.n == 0) {
        sb_cat(res, &s->brace0);
        sx_strbuf_unit(res, '}');
        *done = true;
    }
    s->formatter = SX_FMT_COLLECTION;
    return true;
}

/* Everything else (node's `noIterator` branch). done: *res is the final text. */
static bool shape_plain(sx_ictx *c, sx_object *o, int recurse, sx_shape *s, sx_strbuf *res, bool *done) {
    sx_strbuf_unit(&s->brace0, '{');
    if (sx_is_callable(sx_from_object(o))) {
        if (!function_base(c, o, &s->ctor, &s->base)) return false;
        *done = s->keys.n == 0;
    } else if (o->cls == SX_CLASS_ITERATOR && o->u.cursor.kind >= SX_ITER_MAP_KEYS &&
               o->u.cursor.kind <= SX_ITER_SET_ENTRIES) {
        s->brace0.len = 0; /* "[Map Iterator] {", "[Set Entries] {" */
        sx_strbuf_ascii(&s->brace0, "[");
        sx_strbuf_ascii(&s->brace0, s->tag);
        sx_strbuf_ascii(&s->brace0, "] {");
        s->formatter = SX_FMT_ITER;
    } else if (o->cls == SX_CLASS_WEAKMAP || o->cls == SX_CLASS_WEAKSET) {
        s->brace0.len = 0;
        inspect_prefix(&s->brace0, &s->ctor, s->tag, o->cls == SX_CLASS_WEAKMAP ? "WeakMap" : "WeakSet", "");
        sx_strbuf_unit(&s->brace0, '{');
        s->formatter = SX_FMT_WEAK;
    } else if (ctor_is(&s->ctor, "Object")) {
        if (o->oflags & SX_OBJ_ARGUMENTS) { /* node: isArgumentsObject */
            s->brace0.len = 0;
            sx_strbuf_ascii(&s->brace0, "[Arguments] {");
        } else if (s->tag[0] != '\0') {
            s->brace0.len = 0;
            inspect_prefix(&s->brace0, &s->ctor, s->tag, "Object", "");
            sx_strbuf_unit(&s->brace0, '{');
        }
        if (s->keys.n == 0) {
            sb_cat(res, &s->brace0);
            sx_strbuf_unit(res, '}');
            *done = true;
            return true;
        }
    } else if (o->cls == SX_CLASS_REGEXP) {
        if (!ctor_is(&s->ctor, "RegExp") || s->tag[0] != '\0') inspect_prefix(&s->base, &s->ctor, s->tag, "RegExp", "");
        if (!regexp_base(c, o, &s->base)) return false;
        *done = s->keys.n == 0 || recurse > c->depth;
    } else if (o->cls == SX_CLASS_DATE) {
        if (!ctor_is(&s->ctor, "Date") || s->tag[0] != '\0') inspect_prefix(&s->base, &s->ctor, s->tag, "Date", "");
        if (!date_base(c, o, &s->base)) return false;
        *done = s->keys.n == 0;
    } else if (is_error(c, o)) {
        if (!format_error(c, o, &s->ctor, &s->keys, &s->base)) return false;
        *done = s->keys.n == 0;
    } else if (o->cls == SX_CLASS_PROMISE) {
        s->brace0.len = 0;
        inspect_prefix(&s->brace0, &s->ctor, s->tag, "Promise", "");
        sx_strbuf_unit(&s->brace0, '{');
        s->formatter = SX_FMT_PROMISE;
    } else if (o->cls == SX_CLASS_BOOLEAN || o->cls == SX_CLASS_NUMBER || o->cls == SX_CLASS_STRING ||
               o->cls == SX_CLASS_BIGINT) {
        boxed_base(c, o, &s->ctor, &s->base);
        *done = s->keys.n == 0;
    } else {
        s->brace0.len = 0;
        ctx_style(&s->brace0, o, &s->ctor, s->tag);
        sx_strbuf_unit(&s->brace0, '{');
        if (s->keys.n == 0) {
            sb_cat(res, &s->brace0);
            sx_strbuf_unit(res, '}');
            *done = true;
            return true;
        }
    }
    if (*done) sb_cat(res, &s->base);
    return true;
}

/* The entries: formatter output, then the keys. */
static bool inspect_entries(sx_ictx *c, sx_object *o, sx_shape *s, int recurse, sx_slist *output) {
    bool ok = true;
    if (s->formatter == SX_FMT_ARRAY) ok = format_array(c, o, recurse, output);
    else if (s->formatter == SX_FMT_COLLECTION) ok = format_collection(c, o, s->size, recurse, output);
    else if (s->formatter == SX_FMT_PROMISE) ok = format_promise(c, o, recurse, output);
    else if (s->formatter == SX_FMT_ITER) ok = format_iter_preview(c, o, recurse, output);
    else if (s->formatter == SX_FMT_WEAK) ok = slist_push_ascii(c, output, "<items unknown>");
    for (uint32_t i = 0; ok && i < s->keys.n; i++)
        ok = format_property(c, o, s->keys.k[i], recurse, s->extras_type, output);
    return ok;
}

/* "<ref *1> " in front when something inside referred back to this object. */
static void add_reference(sx_ictx *c, sx_object *o, sx_strbuf *base) {
    for (uint32_t i = 0; i < c->ncircular; i++) {
        if (c->circular[i] != o) continue;
        sx_strbuf t;
        sb_init(c, &t);
        char ref[32];
        snprintf(ref, sizeof ref, "<ref *%u>", i + 1);
        sx_strbuf_ascii(&t, ref);
        if (base->len) {
            sx_strbuf_unit(&t, ' ');
            sb_cat(&t, base);
        }
        sx_strbuf_discard(base);
        *base = t;
        return;
    }
}

/* Past the depth limit: "[Object]", "[Array]", "[Foo]", "[Object: null prototype]". */
static void depth_marker(sx_ictx *c, sx_object *o, const sx_shape *s, sx_strbuf *res) {
    sx_strbuf style;
    sb_init(c, &style);
    ctx_style(&style, o, &s->ctor, s->tag);
    if (style.len > 0) style.len--; /* .slice(0, -1): drop the trailing space */
    if (!s->ctor.is_null) sx_strbuf_unit(res, '[');
    sb_cat(res, &style);
    if (!s->ctor.is_null) sx_strbuf_unit(res, ']');
    sx_strbuf_discard(&style);
}

/* The Symbol.toStringTag of built-in objects (shown when the constructor name differs). */
static const char *inspect_tag(const sx_object *o) {
    switch ((sx_class)o->cls) {
    case SX_CLASS_MAP: return "Map";
    case SX_CLASS_SET: return "Set";
    case SX_CLASS_WEAKMAP: return "WeakMap";
    case SX_CLASS_WEAKSET: return "WeakSet";
    case SX_CLASS_PROMISE: return "Promise";
    default: break;
    }
    if (o->cls != SX_CLASS_ITERATOR) return "";
    switch (o->u.cursor.kind) {
    case SX_ITER_ARRAY_VALUES:
    case SX_ITER_ARRAY_KEYS:
    case SX_ITER_ARRAY_ENTRIES: return "Array Iterator";
    case SX_ITER_STRING: return "String Iterator";
    case SX_ITER_MAP_KEYS:
    case SX_ITER_MAP_VALUES: return "Map Iterator";
    case SX_ITER_MAP_ENTRIES: return "Map Entries";
    case SX_ITER_SET_VALUES: return "Set Iterator";
    case SX_ITER_SET_ENTRIES: return "Set Entries";
    case SX_ITER_REGEXP_MATCHES: return "RegExp String Iterator";
    case SX_ITER_GENERATOR: return "Generator";
    case SX_ITER_ASYNC_GENERATOR: return "AsyncGenerator";
    case SX_ITER_HELPER: return "Iterator Helper";
    default: return "";
    }
}

/* inspect_tag, plus the tags of the Math and JSON namespace objects ("Object [Math] {}"). */
static const char *tag_of(sx_ictx *c, const sx_object *o) {
    static const char *const namespaces[] = {"Math", "JSON"};
    for (size_t i = 0; i < 2; i++) {
        sx_string *key = sx_atom(c->vm, namespaces[i]);
        sx_prop *p = key != NULL ? sx_object_find(c->vm, c->vm->realm.global, key) : NULL;
        if (p != NULL && p->value == sx_from_object((sx_object *)o)) return namespaces[i];
    }
    return inspect_tag(o);
}

static bool format_raw_body(sx_ictx *c, sx_object *o, int recurse, sx_shape *s, sx_strbuf *res) {
    bool done = false;
    if (!get_constructor_name(c, o, recurse, &s->ctor) || !collect_keys(c, o, &s->keys)) return false;
    bool iterable = sx_is_array(sx_from_object(o)) || o->cls == SX_CLASS_MAP || o->cls == SX_CLASS_SET;
    bool ok = iterable ? shape_iterable(c, o, s, res, &done) : shape_plain(c, o, recurse, s, res, &done);
    if (!ok || done) return ok;
    if (recurse > c->depth || c->nseen == SX_I_MAX_SEEN) {
        depth_marker(c, o, s, res);
        return true;
    }
    recurse++;
    c->seen[c->nseen++] = o;
    c->current_depth = recurse;
    sx_slist output = {0};
    ok = inspect_entries(c, o, s, recurse, &output);
    if (ok) add_reference(c, o, &s->base);
    c->nseen--;
    if (ok)
        ok = reduce_to_single_string(c, &output, &s->base, &s->brace0, s->brace1, s->extras_type, recurse,
                                     sx_is_array(sx_from_object(o)) ? o : NULL, res);
    slist_free(c, &output);
    if (ok) { /* node's budget: past 2^27 units at one indentation, stop inspecting deeper */
        int lvl = c->indent < SX_I_BUDGET_LEVELS ? c->indent : SX_I_BUDGET_LEVELS - 1;
        c->budget[lvl] += res->len;
        if (c->budget[lvl] > SX_I_BUDGET_MAX) c->depth = -1;
    }
    return ok;
}

/* Drop the temporaries pushed since the stack had `height` entries. */
static void temps_restore(sx_vm *vm, uint32_t height) {
    if (vm->ntemps > height) sx_temp_pop(vm, vm->ntemps - height);
}

/* node's formatRaw: an object (not yet seen) into out. */
static bool format_raw(sx_ictx *c, sx_object *o, int recurse, sx_strbuf *out) {
    sx_vm *vm = c->vm;
    uint32_t temps = vm->ntemps;
    sx_temp_push(vm, sx_from_object(o)); /* keep o alive while guest code runs */
    sx_shape s = {.brace1 = "}", .extras_type = SX_KOBJECT, .formatter = SX_FMT_NONE, .tag = tag_of(c, o)};
    sb_init(c, &s.ctor.name);
    sb_init(c, &s.base);
    sb_init(c, &s.brace0);
    sx_strbuf res;
    sb_init(c, &res);
    bool ok = format_raw_body(c, o, recurse, &s, &res);
    if (ok) sb_cat(out, &res);
    sx_strbuf_discard(&res);
    ctor_free(&s.ctor);
    keys_free(c, &s.keys);
    sx_strbuf_discard(&s.base);
    sx_strbuf_discard(&s.brace0);
    temps_restore(vm, temps);
    return ok;
}

/* node's formatValue. */
static bool format_value(sx_ictx *c, sx_value v, int recurse, sx_strbuf *out) {
    if (!sx_is_object(v)) {
        format_primitive(c, v, out);
        return true;
    }
    sx_object *o = sx_as_object(v);
    for (uint32_t i = 0; i < c->nseen; i++) {
        if (c->seen[i] != o) continue;
        uint32_t index = 0;
        while (index < c->ncircular && c->circular[index] != o) index++;
        if (index == c->ncircular) { /* first reference to it: give it the next number */
            if (c->ncircular == c->capcircular) {
                uint32_t cap = c->capcircular ? c->capcircular * 2 : 4;
                sx_object **p = sx_mem_realloc(c->vm, c->circular, c->capcircular * sizeof *p, cap * sizeof *p);
                if (p == NULL) return false;
                c->circular = p;
                c->capcircular = cap;
            }
            c->circular[c->ncircular++] = o;
        }
        char text[40];
        snprintf(text, sizeof text, "[Circular *%u]", index + 1);
        sx_strbuf_ascii(out, text);
        return true;
    }
    return format_raw(c, o, recurse, out);
}

/* ---------------------------------------------------------------------------------------------
 * Entry points: inspect, formatWithOptions
 * ------------------------------------------------------------------------------------------- */

static void ictx_init(sx_ictx *c, sx_vm *vm, int depth, bool show_hidden) {
    memset(c, 0, sizeof *c);
    c->vm = vm;
    c->depth = depth;
    c->show_hidden = show_hidden;
    c->max_array = SX_I_MAX_ARRAY;
    c->break_length = SX_I_BREAK;
}

static void ictx_free(sx_ictx *c) { sx_mem_free(c->vm, c->circular, c->capcircular * sizeof *c->circular); }

/* A failed buffer means the memory limit was hit: the run is over (uncatchable). So does a
 * failure that threw nothing (a refused allocation of the key lists, the circular table...). */
static bool finish(sx_vm *vm, sx_strbuf *b, bool ok) {
    if ((ok && b->failed) || (!ok && !vm->has_exception)) {
        sx_throw_oom(vm);
        return false;
    }
    return ok;
}

static bool inspect_with(sx_vm *vm, sx_strbuf *b, sx_value v, int depth, bool show_hidden) {
    sx_ictx c;
    ictx_init(&c, vm, depth, show_hidden);
    sx_strbuf t;
    sx_strbuf_init(&t, vm);
    bool ok = format_value(&c, v, 0, &t);
    if (ok) sb_cat(b, &t);
    sx_strbuf_discard(&t);
    ictx_free(&c);
    return finish(vm, b, ok);
}

bool sx_inspect(sx_vm *vm, sx_strbuf *b, sx_value v) { return inspect_with(vm, b, v, 2, false); }

bool sx_inspect_opts(sx_vm *vm, sx_strbuf *b, sx_value v, const sx_inspect_options *o) {
    sx_ictx c;
    ictx_init(&c, vm, o->depth, false);
    c.max_array = o->max_array_length;
    c.break_length = o->break_length;
    sx_strbuf t;
    sx_strbuf_init(&t, vm);
    bool ok = format_value(&c, v, 0, &t);
    if (ok) sb_cat(b, &t);
    sx_strbuf_discard(&t);
    ictx_free(&c);
    return finish(vm, b, ok);
}

uint32_t sx_inspect_width(const sx_strbuf *b) { return sb_width(b); }

/* node's builtInObjects: global names of built-in constructors and namespaces. */
static bool is_builtin_name(sx_value name) {
    static const char *const names[] = {"Object",
                                        "Function",
                                        "Array",
                                        "Number",
                                        "Boolean",
                                        "String",
                                        "Symbol",
                                        "Date",
                                        "Promise",
                                        "RegExp",
                                        "Error",
                                        "AggregateError",
                                        "EvalError",
                                        "RangeError",
                                        "ReferenceError",
                                        "SyntaxError",
                                        "TypeError",
                                        "URIError",
                                        "JSON",
                                        "Math",
                                        "Intl",
                                        "ArrayBuffer",
                                        "Uint8Array",
                                        "Int8Array",
                                        "Uint16Array",
                                        "Int16Array",
                                        "Uint32Array",
                                        "Int32Array",
                                        "Float32Array",
                                        "Float64Array",
                                        "Uint8ClampedArray",
                                        "BigUint64Array",
                                        "BigInt64Array",
                                        "DataView",
                                        "Map",
                                        "BigInt",
                                        "Set",
                                        "WeakMap",
                                        "WeakSet",
                                        "Proxy",
                                        "Reflect",
                                        "FinalizationRegistry",
                                        "WeakRef",
                                        "SharedArrayBuffer",
                                        "Atomics",
                                        "WebAssembly"};
    if (!sx_is_string(name)) return false;
    const sx_string *s = sx_as_string(name);
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        size_t n = strlen(names[i]);
        if (n != s->len) continue;
        size_t j = 0;
        while (j < n && sx_string_at(s, (uint32_t)j) == (uint8_t)names[i][j]) j++;
        if (j == n) return true;
    }
    return false;
}

/* node's hasBuiltInToString (without Symbol.toPrimitive, which the subset does not have). */
static bool has_builtin_tostring(sx_ictx *c, sx_object *o, bool *out) {
    sx_vm *vm = c->vm;
    sx_value fn;
    if (!get(c, sx_from_object(o), sx_atoms(vm)->toString, &fn)) return false;
    *out = true;
    if (!sx_is_callable(fn)) return true;
    if (inspect_own(c, o, sx_atoms(vm)->toString).found) {
        *out = false;
        return true;
    }
    sx_object *p = o->proto;
    for (int steps = 0; p != NULL && steps < SX_I_MAX_PROTO_WALK && !inspect_own(c, p, sx_atoms(vm)->toString).found;
         steps++)
        p = p->proto;
    sx_value ctor = p ? own_function(c, p, vm->atoms.constructor) : 0;
    *out = false;
    if (ctor == 0) return true;
    sx_value name;
    if (!get(c, ctor, vm->atoms.name, &name)) return false;
    *out = is_builtin_name(name);
    return true;
}

/* %s */
static bool percent_s(sx_vm *vm, sx_strbuf *b, sx_value v) {
    if (sx_is_number(v)) {
        format_number(b, sx_to_double(v));
        return true;
    }
    bool builtin = false;
    if (sx_is_object(v) && !sx_is_callable(v)) {
        sx_ictx c;
        ictx_init(&c, vm, 0, false);
        bool ok = has_builtin_tostring(&c, sx_as_object(v), &builtin);
        ictx_free(&c);
        if (!ok) return false;
    }
    if (builtin) return inspect_with(vm, b, v, 0, false);
    sx_string *s = sx_to_string(vm, v);
    if (s == NULL) return false;
    sx_strbuf_string(b, s);
    return true;
}

/* %j: JSON.stringify, "[Circular]" for cycles, "undefined" when there is no JSON text. */
static bool percent_j(sx_vm *vm, sx_strbuf *b, sx_value v) {
    const char *why = NULL;
    size_t cap;
    char *text = sx_value_to_json_vm(vm, v, &why, &cap); /* in the VM's memory: it is counted */
    if (text != NULL) {
        sx_strbuf_utf8(b, text, strlen(text));
        sx_mem_free(vm, text, cap);
        return true;
    }
    if (why != NULL && strcmp(why, "cycle") == 0) sx_strbuf_ascii(b, "[Circular]");
    else if (why != NULL &&
             (strcmp(why, "undefined") == 0 || strcmp(why, "function") == 0 || strcmp(why, "symbol") == 0))
        sx_strbuf_ascii(b, "undefined");
    else if (why != NULL && strcmp(why, "depth") == 0) {
        sx_throw_range(vm, "Maximum call stack size exceeded");
        return false;
    } else if (why != NULL && strcmp(why, "memory") == 0) {
        sx_throw_oom(vm);
        return false;
    } else {
        return false; /* "exception": pending */
    }
    return true;
}

/* Characters String.prototype.trim removes (parseInt/parseFloat skip them at the start). */
static bool is_space(uint16_t ch) {
    return (ch >= 0x09 && ch <= 0x0D) || ch == 0x20 || ch == 0xA0 || ch == 0x1680 || (ch >= 0x2000 && ch <= 0x200A) ||
           ch == 0x2028 || ch == 0x2029 || ch == 0x202F || ch == 0x205F || ch == 0x3000 || ch == 0xFEFF;
}

static uint32_t skip_digits(const sx_string *s, uint32_t p, uint32_t *count) {
    *count = 0;
    while (p < s->len && sx_string_at(s, p) >= '0' && sx_string_at(s, p) <= '9') p++, (*count)++;
    return p;
}

/* End of the longest prefix of s[i..] that is a StrDecimalLiteral (parseFloat), or i if none:
 * [+-] (Infinity | digits [. [digits]] [exponent] | . digits [exponent]). */
static uint32_t float_prefix(const sx_string *s, uint32_t i) {
    static const char inf[] = "Infinity";
    uint32_t p = i, n_int, n_frac = 0, n_exp;
    if (p < s->len && (sx_string_at(s, p) == '+' || sx_string_at(s, p) == '-')) p++;
    uint32_t k = 0;
    while (k < 8 && p + k < s->len && sx_string_at(s, p + k) == (uint8_t)inf[k]) k++;
    if (k == 8) return p + 8;
    p = skip_digits(s, p, &n_int);
    if (p < s->len && sx_string_at(s, p) == '.') {
        uint32_t q = skip_digits(s, p + 1, &n_frac);
        if (n_int > 0 || n_frac > 0) p = q;
    }
    if (n_int + n_frac == 0) return i;
    if (p < s->len && (sx_string_at(s, p) | 0x20) == 'e') {
        uint32_t q = p + 1;
        if (q < s->len && (sx_string_at(s, q) == '+' || sx_string_at(s, q) == '-')) q++;
        q = skip_digits(s, q, &n_exp);
        if (n_exp > 0) p = q;
    }
    return p;
}

/* parseFloat(String(v)) */
static bool parse_float(sx_vm *vm, sx_value v, double *out) {
    sx_string *s = sx_to_string(vm, v);
    if (s == NULL) return false;
    uint32_t i = 0;
    while (i < s->len && is_space(sx_string_at(s, i))) i++;
    uint32_t end = float_prefix(s, i);
    *out = NAN;
    if (end == i) return true;
    sx_string *part = sx_string_substring(vm, s, i, end); /* StringToNumber reads it exactly */
    if (part == NULL) return false;
    *out = sx_string_to_number(part);
    return true;
}

/* parseInt(String(v)) with the default radix (10, or 16 after "0x"). */
static bool parse_int(sx_vm *vm, sx_value v, double *out) {
    sx_string *s = sx_to_string(vm, v);
    if (s == NULL) return false;
    uint32_t i = 0, n = s->len;
    while (i < n && is_space(sx_string_at(s, i))) i++;
    bool negative = false;
    if (i < n && (sx_string_at(s, i) == '+' || sx_string_at(s, i) == '-')) negative = sx_string_at(s, i++) == '-';
    bool hex = i + 1 < n && sx_string_at(s, i) == '0' && (sx_string_at(s, i + 1) | 0x20) == 'x';
    uint32_t digits_start = hex ? i + 2 : i, p = digits_start;
    for (; p < n; p++) {
        uint16_t ch = sx_string_at(s, p), lower = ch | 0x20;
        if (!((ch >= '0' && ch <= '9') || (hex && lower >= 'a' && lower <= 'f'))) break;
    }
    *out = NAN;
    if (p == digits_start) return true;
    sx_string *part = sx_string_substring(vm, s, i, p); /* "123" or "0x1f": StringToNumber is exact */
    if (part == NULL) return false;
    double d = sx_string_to_number(part);
    *out = negative ? -d : d;
    return true;
}

/* One %x directive with its argument. */
static bool inspect_directive(sx_vm *vm, sx_strbuf *b, uint16_t kind, sx_value arg) {
    double d;
    if (sx_is_bigint(arg) && (kind == 's' || kind == 'd' || kind == 'i')) { /* 5n */
        sx_string *s = sx_bigint_to_string(vm, arg, 10);
        if (s == NULL) return false;
        sx_strbuf_string(b, s);
        sx_strbuf_unit(b, 'n');
        return true;
    }
    switch (kind) {
    case 's': return percent_s(vm, b, arg);
    case 'j': return percent_j(vm, b, arg);
    case 'd':
        if (!sx_to_number(vm, arg, &d)) return false;
        format_number(b, d);
        return true;
    case 'i':
        if (!parse_int(vm, arg, &d)) return false;
        format_number(b, d);
        return true;
    case 'f':
        if (!parse_float(vm, arg, &d)) return false;
        format_number(b, d);
        return true;
    case 'O': return inspect_with(vm, b, arg, 2, false);
    case 'o': return inspect_with(vm, b, arg, 4, true);
    default: return true; /* 'c': CSS is ignored */
    }
}

/* node's formatWithOptionsInternal for a first string argument: returns the number of arguments
 * consumed (0 when no directive was found, so the caller prints it like any other argument). */
static bool format_string_directives(sx_vm *vm, sx_strbuf *b, int argc, const sx_value *argv, int *used) {
    const sx_string *f = sx_as_string(argv[0]);
    int a = 0;
    uint32_t last = 0;
    *used = 0;
    for (uint32_t i = 0; f->len > 0 && i < f->len - 1; i++) {
        if (sx_string_at(f, i) != '%') continue;
        uint16_t next = sx_string_at(f, ++i);
        if (a + 1 != argc) {
            if (next == '%') {
                for (uint32_t j = last; j < i; j++) sx_strbuf_unit(b, sx_string_at(f, j));
                last = i + 1;
                continue;
            }
            if (next >= 128 || next == 0 || !strchr("sjdOoifc", (char)next)) continue; /* not a directive */
            for (uint32_t j = last; j + 1 < i; j++) sx_strbuf_unit(b, sx_string_at(f, j));
            sx_value arg = argv[++a];
            if (!inspect_directive(vm, b, next, arg)) return false;
            last = i + 1;
        } else if (next == '%') {
            for (uint32_t j = last; j < i; j++) sx_strbuf_unit(b, sx_string_at(f, j));
            last = i + 1;
        }
    }
    if (last != 0) {
        a++;
        for (uint32_t j = last; j < f->len; j++) sx_strbuf_unit(b, sx_string_at(f, j));
        *used = a;
    }
    return true;
}

static bool console_format_args(sx_vm *vm, sx_strbuf *b, int argc, const sx_value *argv) {
    int a = 0;
    bool join = false;
    if (argc > 0 && sx_is_string(argv[0])) {
        if (argc == 1) {
            sx_strbuf_string(b, sx_as_string(argv[0]));
            return finish(vm, b, true);
        }
        if (!format_string_directives(vm, b, argc, argv, &a)) return false;
        join = a > 0;
    }
    for (; a < argc; a++) {
        if (join) sx_strbuf_unit(b, ' ');
        join = true;
        if (sx_is_string(argv[a])) sx_strbuf_string(b, sx_as_string(argv[a]));
        else if (!inspect_with(vm, b, argv[a], 2, false)) return false;
    }
    return finish(vm, b, true);
}

bool sx_console_format(sx_vm *vm, sx_strbuf *b, int argc, const sx_value *argv) {
    /* A native's argv points into the VM stack, which guest code run meanwhile (getters,
     * toString) may move: work on a copy. The values themselves stay rooted by the frame. */
    if (argc <= 0) return console_format_args(vm, b, 0, argv);
    size_t size = (size_t)argc * sizeof *argv;
    sx_value *args = sx_mem_alloc(vm, size);
    if (args == NULL) {
        sx_throw_oom(vm);
        return false;
    }
    memcpy(args, argv, size);
    bool ok = console_format_args(vm, b, argc, args);
    sx_mem_free(vm, args, size);
    return ok;
}
