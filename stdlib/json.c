/* json.c - JSON.parse and JSON.stringify with node 20's output and error messages. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "stdlib/stdlib.h"
#include "vm/meter.h"

/* Both directions recurse in C once per nesting level; SX_JSON_MAX_DEPTH (runtime.h) bounds
 * that, and deeper input is a RangeError like a stack overflow in node. */
static sx_value too_deep(sx_vm *vm) { return sx_throw_range(vm, "Maximum call stack size exceeded"); }

/* =============================================================================================
 * JSON.parse
 * =============================================================================================
 * A recursive-descent parser over the UTF-16 code units of the source string. Error messages
 * and positions follow V8 11 (node 20) exactly, including its quirks: the colon after the first
 * property name has its own message but later ones do not, and a character that cannot start
 * a value is reported as "Unexpected token 'c', "<context>" is not valid JSON".
 */

typedef struct jparser {
    sx_vm *vm;
    const sx_string *src;
    uint32_t pos;  /* current code unit */
    int depth;     /* objects/arrays open */
    uint16_t *buf; /* scratch for decoding string literals */
    uint32_t buflen, bufcap;
} jparser;

static bool jp_at_end(const jparser *p) { return p->pos >= p->src->len; }
static uint16_t jp_peek(const jparser *p) { return jp_at_end(p) ? 0 : sx_string_at(p->src, p->pos); }

static void jp_skip_space(jparser *p) {
    while (!jp_at_end(p)) {
        uint16_t c = jp_peek(p);
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') break;
        p->pos++;
    }
}

/* -- error messages -- */

/* Throw a SyntaxError whose message is the text built in b. */
static sx_value jp_throw_buf(jparser *p, sx_strbuf *b) {
    sx_string *msg = sx_strbuf_finish(b);
    if (msg == NULL) return SX_EXCEPTION;
    sx_object *err = sx_error_new(p->vm, sx_realm(p->vm)->syntax_error_proto, msg);
    return err ? sx_throw(p->vm, sx_from_object(err)) : SX_EXCEPTION;
}

/* "<what> in JSON at position N" */
static sx_value jp_error_at(jparser *p, const char *what) {
    return sx_throw_syntax(p->vm, "%s in JSON at position %u", what, p->pos);
}

/* The whole source is one of the texts V8 names in full: "undefined" is not valid JSON. */
static bool jp_special_source(const sx_string *s) {
    static const char *const special[] = {"[object Object]", "undefined", "Infinity", "NaN"};
    for (int i = 0; i < 4; i++) {
        uint32_t n = (uint32_t)strlen(special[i]), j = 0;
        if (s->len != n) continue;
        while (j < n && sx_string_at(s, j) == (uint16_t)special[i][j]) j++;
        if (j == n) return true;
    }
    return false;
}

#define JP_CONTEXT 10     /* characters of context on each side of the bad one */
#define JP_CONTEXT_MIN 21 /* shorter sources are quoted whole */

/* Unexpected token 'c', "...context..." is not valid JSON */
static sx_value jp_unexpected_token(jparser *p) {
    sx_strbuf b;
    sx_strbuf_init(&b, p->vm);
    const sx_string *s = p->src;
    if (jp_special_source(s)) {
        sx_strbuf_unit(&b, '"');
        sx_strbuf_string(&b, s);
        sx_strbuf_ascii(&b, "\" is not valid JSON");
        return jp_throw_buf(p, &b);
    }
    uint32_t pos = p->pos, len = s->len, from = 0, to = len;
    bool dots_before = false, dots_after = false;
    if (len >= JP_CONTEXT_MIN) {
        if (pos < JP_CONTEXT) to = pos + JP_CONTEXT, dots_after = true;
        else if (pos < len - JP_CONTEXT)
            from = pos - JP_CONTEXT, to = pos + JP_CONTEXT, dots_before = dots_after = true;
        else from = pos - JP_CONTEXT, dots_before = true;
    }
    sx_strbuf_ascii(&b, "Unexpected token '");
    sx_strbuf_unit(&b, sx_string_at(s, pos));
    sx_strbuf_ascii(&b, dots_before ? "', ...\"" : "', \"");
    for (uint32_t i = from; i < to; i++) sx_strbuf_unit(&b, sx_string_at(s, i));
    sx_strbuf_ascii(&b, dots_after ? "\"... is not valid JSON" : "\" is not valid JSON");
    return jp_throw_buf(p, &b);
}

/* The error for the character at the current position, by the kind of token it starts. */
static sx_value jp_unexpected(jparser *p) {
    if (jp_at_end(p)) return sx_throw_syntax(p->vm, "Unexpected end of JSON input");
    uint16_t c = jp_peek(p);
    if (c == '-' || (c >= '0' && c <= '9')) return jp_error_at(p, "Unexpected number");
    if (c == '"') return jp_error_at(p, "Unexpected string");
    return jp_unexpected_token(p);
}

/* Skip whitespace and require the character c; report with `message` (or by token when NULL). */
static bool jp_expect(jparser *p, uint16_t c, const char *message) {
    jp_skip_space(p);
    if (!jp_at_end(p) && jp_peek(p) == c) {
        p->pos++;
        return true;
    }
    if (message) jp_error_at(p, message);
    else jp_unexpected(p);
    return false;
}

/* -- literals and numbers -- */

/* true / false / null: V8 checks character by character and reports the first mismatch. */
static sx_value jp_literal(jparser *p, const char *word, sx_value v) {
    p->pos++; /* the first letter was what brought us here */
    for (const char *w = word + 1; *w; w++, p->pos++)
        if (jp_at_end(p) || jp_peek(p) != (uint16_t)*w) return jp_unexpected(p);
    return v;
}

static bool jp_is_digit(uint16_t c) { return c >= '0' && c <= '9'; }

static void jp_skip_digits(jparser *p) {
    while (jp_is_digit(jp_peek(p))) p->pos++;
}

/* A number: validate the grammar with V8's messages, then strtod the slice. */
static sx_value jp_number(jparser *p) {
    uint32_t start = p->pos;
    if (jp_peek(p) == '-') p->pos++;
    if (jp_peek(p) == '0') { /* jp_peek gives 0 (not '0') at the end */
        p->pos++;
        if (jp_is_digit(jp_peek(p))) return jp_error_at(p, "Unexpected number");
    } else {
        if (!jp_is_digit(jp_peek(p))) return jp_error_at(p, "No number after minus sign");
        jp_skip_digits(p);
    }
    if (!jp_at_end(p) && jp_peek(p) == '.') {
        p->pos++;
        if (!jp_is_digit(jp_peek(p))) return jp_error_at(p, "Unterminated fractional number");
        jp_skip_digits(p);
    }
    if (!jp_at_end(p) && (jp_peek(p) | 0x20) == 'e') {
        p->pos++;
        if (!jp_at_end(p) && (jp_peek(p) == '+' || jp_peek(p) == '-')) p->pos++;
        if (!jp_is_digit(jp_peek(p))) return jp_error_at(p, "Exponent part is missing a number");
        jp_skip_digits(p);
    }
    uint32_t n = p->pos - start;
    char small[64];
    char *text = n < sizeof small ? small : sx_mem_alloc(p->vm, (size_t)n + 1);
    if (text == NULL) return sx_throw_oom(p->vm);
    for (uint32_t i = 0; i < n; i++) text[i] = (char)sx_string_at(p->src, start + i);
    text[n] = 0;
    double d = strtod(text, NULL);
    if (text != small) sx_mem_free(p->vm, text, (size_t)n + 1);
    return sx_number(d);
}

/* -- strings -- */

static bool jp_buf_add(jparser *p, uint16_t unit) {
    if (p->buflen == p->bufcap) {
        uint32_t cap = p->bufcap ? p->bufcap * 2 : 64;
        uint16_t *nb = sx_mem_realloc(p->vm, p->buf, (size_t)p->bufcap * 2, (size_t)cap * 2);
        if (nb == NULL) {
            sx_throw_oom(p->vm);
            return false;
        }
        p->buf = nb;
        p->bufcap = cap;
    }
    p->buf[p->buflen++] = unit;
    return true;
}

static int jp_hex(uint16_t c) {
    if (c >= '0' && c <= '9') return c - '0';
    if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f') return (c | 0x20) - 'a' + 10;
    return -1;
}

/* The four hex digits of \uXXXX (p->pos at the 'u'); -1 after reporting a bad escape. */
static int32_t jp_unicode_escape(jparser *p) {
    int32_t v = 0;
    for (int i = 0; i < 4; i++) {
        p->pos++;
        int h = jp_at_end(p) ? -1 : jp_hex(jp_peek(p));
        if (h < 0) {
            jp_error_at(p, "Bad Unicode escape");
            return -1;
        }
        v = v * 16 + h;
    }
    return v;
}

/* One escape sequence; p->pos is at the backslash and ends on its last character. */
static bool jp_escape(jparser *p) {
    p->pos++;
    if (jp_at_end(p) || jp_peek(p) > 0xFF) {
        jp_unexpected(p);
        return false;
    }
    uint16_t c = jp_peek(p), out;
    switch (c) {
    case '"':
    case '\\':
    case '/': out = c; break;
    case 'b': out = '\b'; break;
    case 'f': out = '\f'; break;
    case 'n': out = '\n'; break;
    case 'r': out = '\r'; break;
    case 't': out = '\t'; break;
    case 'u': {
        int32_t v = jp_unicode_escape(p);
        if (v < 0) return false;
        out = (uint16_t)v; /* lone surrogates are kept as they are */
        break;
    }
    default: jp_error_at(p, "Bad escaped character"); return false;
    }
    return jp_buf_add(p, out);
}

/* A string literal (p->pos at the opening quote) decoded into p->buf; false on error. */
static bool jp_scan_string(jparser *p) {
    p->buflen = 0;
    p->pos++;
    for (;;) {
        if (jp_at_end(p)) {
            jp_error_at(p, "Unterminated string");
            return false;
        }
        uint16_t c = jp_peek(p);
        if (c == '"') {
            p->pos++;
            return true;
        }
        if (c == '\\') {
            if (!jp_escape(p)) return false;
        } else if (c < 0x20) {
            jp_error_at(p, "Bad control character in string literal");
            return false;
        } else if (!jp_buf_add(p, c)) {
            return false;
        }
        p->pos++;
    }
}

static sx_string *jp_buf_string(jparser *p) { return sx_string_new_utf16(p->vm, p->buf, p->buflen); }

static sx_value jp_string(jparser *p) {
    if (!jp_scan_string(p)) return SX_EXCEPTION;
    sx_string *s = jp_buf_string(p);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

/* -- objects and arrays -- */

static sx_value jp_value(jparser *p);

/* One "key": value member (p->pos at the key's quote). Duplicate keys: the last one wins, in
 * the first one's place; "__proto__" is an ordinary own property. */
static bool jp_member(jparser *p, sx_object *o, bool first) {
    if (!jp_scan_string(p)) return false;
    sx_string *key = jp_buf_string(p);
    if (key == NULL || (key = sx_string_intern(p->vm, key)) == NULL) return false;
    if (!jp_expect(p, ':', first ? "Expected ':' after property name" : NULL)) return false;
    sx_value v = jp_value(p);
    return v != SX_EXCEPTION && sx_object_define(p->vm, o, key, v, SX_PROP_DEFAULT);
}

static sx_value jp_object(jparser *p) {
    p->pos++;
    sx_object *o = sx_object_new(p->vm, SX_CLASS_OBJECT, p->vm->realm.object_proto);
    if (o == NULL) return SX_EXCEPTION;
    jp_skip_space(p);
    if (!jp_at_end(p) && jp_peek(p) == '}') {
        p->pos++;
        return sx_from_object(o);
    }
    if (jp_peek(p) != '"') return jp_error_at(p, "Expected property name or '}'");
    if (!jp_member(p, o, true)) return SX_EXCEPTION;
    for (;;) {
        jp_skip_space(p);
        if (jp_at_end(p) || jp_peek(p) != ',') break;
        p->pos++;
        jp_skip_space(p);
        if (jp_peek(p) != '"') return jp_error_at(p, "Expected double-quoted property name");
        if (!jp_member(p, o, false)) return SX_EXCEPTION;
    }
    if (!jp_expect(p, '}', "Expected ',' or '}' after property value")) return SX_EXCEPTION;
    return sx_from_object(o);
}

static sx_value jp_array(jparser *p) {
    p->pos++;
    sx_object *a = sx_array_new(p->vm, 0);
    if (a == NULL) return SX_EXCEPTION;
    jp_skip_space(p);
    if (!jp_at_end(p) && jp_peek(p) == ']') {
        p->pos++;
        return sx_from_object(a);
    }
    for (;;) {
        sx_value v = jp_value(p);
        if (v == SX_EXCEPTION || !sx_array_push(p->vm, a, v)) return SX_EXCEPTION;
        jp_skip_space(p);
        if (jp_at_end(p) || jp_peek(p) != ',') break;
        p->pos++;
    }
    if (!jp_expect(p, ']', "Expected ',' or ']' after array element")) return SX_EXCEPTION;
    return sx_from_object(a);
}

/* Any value, after optional whitespace. No guest code runs while parsing, so the collector
 * cannot run either and the half-built values need no rooting. */
static sx_value jp_value(jparser *p) {
    if (!sx_meter_elements(p->vm, 1)) return SX_EXCEPTION; /* each value parsed is charged */
    jp_skip_space(p);
    switch (jp_peek(p)) {
    case '"': return jp_string(p);
    case 't': return jp_literal(p, "true", SX_TRUE);
    case 'f': return jp_literal(p, "false", SX_FALSE);
    case 'n': return jp_literal(p, "null", SX_NULL);
    case '{':
    case '[': {
        if (p->depth >= SX_JSON_MAX_DEPTH) return too_deep(p->vm);
        p->depth++;
        sx_value v = jp_peek(p) == '{' ? jp_object(p) : jp_array(p);
        p->depth--;
        return v;
    }
    default:
        if (jp_peek(p) == '-' || jp_is_digit(jp_peek(p))) return jp_number(p);
        return jp_unexpected(p);
    }
}

/* The whole text: one value and nothing but whitespace after it. */
sx_value sx_json_parse_string(sx_vm *vm, const sx_string *text) {
    jparser p = {.vm = vm, .src = text};
    sx_value v = jp_value(&p);
    if (v != SX_EXCEPTION) {
        jp_skip_space(&p);
        if (!jp_at_end(&p))
            v = sx_throw_syntax(vm, "Unexpected non-whitespace character after JSON at position %u", p.pos);
    }
    sx_mem_free(vm, p.buf, (size_t)p.bufcap * 2);
    return v;
}

/* -- the reviver (InternalizeJSONProperty) -- */

/* Replace holder[key] by what the reviver returns for it (deleting it on undefined). */
static sx_value revive(sx_vm *vm, sx_value reviver, sx_value holder, sx_string *key, int depth);

static bool revive_member(sx_vm *vm, sx_value reviver, sx_value obj, sx_string *key, int depth) {
    sx_value v = revive(vm, reviver, obj, key, depth + 1);
    if (v == SX_EXCEPTION) return false;
    if (v == SX_UNDEFINED) {
        sx_value k = sx_from_string(key);
        return sx_delete_index(vm, obj, k) != SX_EXCEPTION;
    }
    return sx_define_index(vm, sx_as_object(obj), sx_from_string(key), v);
}

static bool revive_children(sx_vm *vm, sx_value reviver, sx_value val, int depth) {
    sx_object *o = sx_as_object(val);
    if (o->cls == SX_CLASS_ARRAY) {
        uint32_t len = sx_array_length(o);
        for (uint32_t i = 0; i < len; i++) {
            sx_string *k = sx_to_property_key(vm, sx_number(i));
            if (k == NULL || !revive_member(vm, reviver, val, k, depth)) return false;
        }
        return true;
    }
    sx_object *keys = sx_own_keys(vm, o, true);
    if (keys == NULL) return false;
    sx_temp_push(vm, sx_from_object(keys));
    for (uint32_t i = 0; i < keys->u.array.len; i++)
        if (!revive_member(vm, reviver, val, sx_as_string(keys->u.array.items[i]), depth)) return false;
    return true;
}

static sx_value revive(sx_vm *vm, sx_value reviver, sx_value holder, sx_string *key, int depth) {
    if (depth > SX_JSON_MAX_DEPTH) return too_deep(vm);
    uint32_t mark = vm->ntemps;
    sx_temp_push(vm, sx_from_string(key)); /* a fresh index key must survive the children's calls */
    sx_value val = sx_get(vm, holder, key);
    if (val == SX_EXCEPTION) return val;
    sx_temp_push(vm, val);
    if (sx_is_object(val) && !sx_is_callable(val) && !revive_children(vm, reviver, val, depth)) return SX_EXCEPTION;
    sx_value args[2] = {sx_from_string(key), val};
    sx_value r = sx_call(vm, reviver, holder, 2, args);
    sx_temp_pop(vm, vm->ntemps - mark);
    return r;
}

static sx_value json_parse(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_value reviver = sx_arg(argc, argv, 1);
    sx_string *text = sx_to_string(vm, sx_arg(argc, argv, 0));
    if (text == NULL) return SX_EXCEPTION;
    sx_value result = sx_json_parse_string(vm, text);
    if (result == SX_EXCEPTION || !sx_is_callable(reviver)) return result;
    sx_object *root = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (root == NULL || !sx_object_define(vm, root, vm->atoms.empty, result, SX_PROP_DEFAULT)) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(root));
    return revive(vm, reviver, sx_from_object(root), vm->atoms.empty, 0);
}

/* =============================================================================================
 * JSON.stringify (ECMA-262 25.5.2) with V8's circular-structure message.
 * ============================================================================================= */

/* One object being serialised: the key it was reached by (a string, or a number for an array
 * index) and the object; the chain of them is what the cycle check and message use. */
typedef struct jlevel {
    sx_value key;
    sx_object *obj;
} jlevel;

typedef struct jwriter {
    sx_vm *vm;
    sx_strbuf out;
    sx_value replacer; /* a function, or SX_UNDEFINED */
    sx_object *keys;   /* the replacer array as a list of interned keys, or NULL */
    bool pretty;       /* newlines and ": " (V8 turns this on even for a gap of 0.5) */
    uint16_t gap[10];  /* the indent unit */
    uint32_t gap_len;
    jlevel stack[SX_JSON_MAX_DEPTH + 1];
    uint32_t depth;
} jwriter;

/* -- strings -- */

static void jw_hex4(sx_strbuf *b, uint16_t c) {
    char text[8];
    snprintf(text, sizeof text, "\\u%04x", c);
    sx_strbuf_ascii(b, text);
}

/* QuoteJSONString: the escapes JSON.stringify uses, lone surrogates as \udXXX. */
static void jw_quote(sx_strbuf *b, const sx_string *s) {
    sx_strbuf_unit(b, '"');
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = sx_string_at(s, i);
        switch (c) {
        case '"': sx_strbuf_ascii(b, "\\\""); continue;
        case '\\': sx_strbuf_ascii(b, "\\\\"); continue;
        case '\b': sx_strbuf_ascii(b, "\\b"); continue;
        case '\f': sx_strbuf_ascii(b, "\\f"); continue;
        case '\n': sx_strbuf_ascii(b, "\\n"); continue;
        case '\r': sx_strbuf_ascii(b, "\\r"); continue;
        case '\t': sx_strbuf_ascii(b, "\\t"); continue;
        default: break;
        }
        if (c < 0x20) {
            jw_hex4(b, c);
        } else if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s->len && sx_string_at(s, i + 1) >= 0xDC00 &&
                   sx_string_at(s, i + 1) <= 0xDFFF) {
            sx_strbuf_unit(b, c); /* a proper pair stays as it is */
            sx_strbuf_unit(b, sx_string_at(s, ++i));
        } else if (c >= 0xD800 && c <= 0xDFFF) {
            jw_hex4(b, c);
        } else {
            sx_strbuf_unit(b, c);
        }
    }
    sx_strbuf_unit(b, '"');
}

/* A newline and the indent of the current depth (pretty-printing only). */
static void jw_newline(jwriter *w, uint32_t depth) {
    if (!w->pretty) return;
    sx_strbuf_unit(&w->out, '\n');
    for (uint32_t d = 0; d < depth; d++)
        for (uint32_t i = 0; i < w->gap_len; i++) sx_strbuf_unit(&w->out, w->gap[i]);
}

/* -- the circular structure message -- */

/* The constructor name V8 prints: the "name" of a data property "constructor" found on the
 * object or its prototypes (no guest code runs), else "Object". */
static void jw_constructor_name(sx_vm *vm, sx_strbuf *b, const sx_object *o) {
    for (const sx_object *p = o; p != NULL; p = p->proto) {
        sx_prop *c = sx_object_find(vm, p, vm->atoms.constructor);
        if (c == NULL) continue;
        if ((c->flags & SX_PROP_ACCESSOR) || !sx_is_callable(c->value)) break;
        sx_object *fn = sx_as_object(c->value);
        sx_string *name = NULL;
        if (fn->cls == SX_CLASS_FUNCTION) name = fn->u.func.proto->name;
        sx_prop *n = sx_object_find(vm, fn, vm->atoms.name);
        if (n != NULL && !(n->flags & SX_PROP_ACCESSOR) && sx_is_string(n->value)) name = sx_as_string(n->value);
        if (name == NULL || name->len == 0) break;
        sx_strbuf_string(b, name);
        return;
    }
    sx_strbuf_ascii(b, "Object");
}

static void jw_key_text(sx_strbuf *b, sx_value key) {
    if (sx_is_number(key)) {
        char text[32];
        snprintf(text, sizeof text, "index %.0f", sx_to_double(key));
        sx_strbuf_ascii(b, text);
    } else if (sx_as_string(key)->len == 0) {
        sx_strbuf_ascii(b, "<anonymous>");
    } else {
        sx_strbuf_ascii(b, "property '");
        sx_strbuf_string(b, sx_as_string(key));
        sx_strbuf_unit(b, '\'');
    }
}

static void jw_circle_line(jwriter *w, sx_strbuf *b, uint32_t level) {
    sx_strbuf_ascii(b, "\n    |     ");
    jw_key_text(b, w->stack[level].key);
    sx_strbuf_ascii(b, " -> object with constructor '");
    jw_constructor_name(w->vm, b, w->stack[level].obj);
    sx_strbuf_unit(b, '\'');
}

/* TypeError for `key` leading back to stack[start]: the start line, at most two lines after
 * it, "..." for the middle, the last line, and the key that closes the circle. */
static void jw_circular(jwriter *w, uint32_t start, sx_value key) {
    sx_vm *vm = w->vm;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_ascii(&b, "Converting circular structure to JSON\n    --> starting at object with constructor '");
    jw_constructor_name(vm, &b, w->stack[start].obj);
    sx_strbuf_unit(&b, '\'');
    uint32_t i = start + 1, prefix_end = i + 2 < w->depth ? i + 2 : w->depth;
    for (; i < prefix_end; i++) jw_circle_line(w, &b, i);
    if (w->depth > i + 1) sx_strbuf_ascii(&b, "\n    |     ...");
    if (i < w->depth - 1) i = w->depth - 1;
    for (; i < w->depth; i++) jw_circle_line(w, &b, i);
    sx_strbuf_ascii(&b, "\n    --- ");
    jw_key_text(&b, key);
    sx_strbuf_ascii(&b, " closes the circle");
    sx_string *msg = sx_strbuf_finish(&b);
    sx_object *err = msg ? sx_error_new(vm, sx_realm(vm)->type_error_proto, msg) : NULL;
    if (err != NULL) sx_throw(vm, sx_from_object(err));
}

/* Enter object o (reached by key): false after throwing for a cycle or too much depth. */
static bool jw_enter(jwriter *w, sx_object *o, sx_value key) {
    for (uint32_t i = 0; i < w->depth; i++) {
        if (w->stack[i].obj == o) {
            jw_circular(w, i, key);
            return false;
        }
    }
    if (w->depth >= SX_JSON_MAX_DEPTH) {
        too_deep(w->vm);
        return false;
    }
    w->stack[w->depth++] = (jlevel){key, o};
    return true;
}

/* -- values -- */

typedef enum { JW_ERROR = -1, JW_NOTHING = 0, JW_WROTE = 1 } jw_result;

static jw_result jw_property(jwriter *w, sx_value holder, sx_value key, sx_value value);

/* The key as a string value (array indices are kept as numbers until a callback needs them). */
static sx_value jw_key_string(sx_vm *vm, sx_value key) {
    if (!sx_is_number(key)) return key;
    sx_string *s = sx_number_to_string(vm, sx_to_double(key));
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

static jw_result jw_array(jwriter *w, sx_object *a, sx_value key) {
    if (!jw_enter(w, a, key)) return JW_ERROR;
    uint32_t len = sx_array_length(a);
    bool sparse = (a->oflags & SX_OBJ_SPARSE) != 0;
    sx_strbuf_unit(&w->out, '[');
    for (uint32_t i = 0; i < len; i++) {
        if (i > 0) sx_strbuf_unit(&w->out, ',');
        jw_newline(w, w->depth);
        sx_value v = sparse ? sx_get_index(w->vm, sx_from_object(a), sx_number(i)) : sx_array_get(a, i);
        if (v == SX_EXCEPTION || (sparse && !sx_meter_elements(w->vm, 1))) return JW_ERROR; /* (getters run) */
        jw_result r = jw_property(w, sx_from_object(a), sx_number(i), v);
        if (r == JW_ERROR) return JW_ERROR;
        if (r == JW_NOTHING) sx_strbuf_ascii(&w->out, "null");
    }
    w->depth--;
    if (len > 0) jw_newline(w, w->depth);
    sx_strbuf_unit(&w->out, ']');
    return JW_WROTE;
}

static jw_result jw_object(jwriter *w, sx_object *o, sx_value key) {
    sx_vm *vm = w->vm;
    if (!jw_enter(w, o, key)) return JW_ERROR;
    sx_object *keys = w->keys ? w->keys : sx_own_keys(vm, o, true);
    if (keys == NULL) return JW_ERROR;
    sx_temp_push(vm, sx_from_object(keys));
    bool any = false;
    sx_strbuf_unit(&w->out, '{');
    for (uint32_t i = 0; i < keys->u.array.len; i++) {
        sx_string *k = sx_as_string(keys->u.array.items[i]);
        sx_value v = sx_get(vm, sx_from_object(o), k);
        if (v == SX_EXCEPTION) return JW_ERROR;
        uint32_t mark = w->out.len; /* taken back when the value turns out to be undefined */
        if (any) sx_strbuf_unit(&w->out, ',');
        jw_newline(w, w->depth);
        jw_quote(&w->out, k);
        sx_strbuf_unit(&w->out, ':');
        if (w->pretty) sx_strbuf_unit(&w->out, ' ');
        jw_result r = jw_property(w, sx_from_object(o), sx_from_string(k), v);
        if (r == JW_ERROR) return JW_ERROR;
        if (r == JW_NOTHING) w->out.len = mark;
        else any = true;
    }
    w->depth--;
    if (any) jw_newline(w, w->depth);
    sx_strbuf_unit(&w->out, '}');
    return JW_WROTE;
}

/* Steps 2-4 of SerializeJSONProperty: toJSON, the replacer function, unwrapping boxed
 * primitives. Returns the value to write, or SX_EXCEPTION. */
static sx_value jw_prepare(jwriter *w, sx_value holder, sx_value key, sx_value value) {
    sx_vm *vm = w->vm;
    if (sx_is_object(value) || sx_is_bigint(value)) { /* (BigInt.prototype.toJSON is the usual fix) */
        sx_value to_json = sx_get(vm, value, sx_atoms(vm)->toJSON);
        if (to_json == SX_EXCEPTION) return to_json;
        if (sx_is_callable(to_json)) {
            sx_value k = jw_key_string(vm, key);
            if (k == SX_EXCEPTION || (value = sx_call(vm, to_json, value, 1, &k)) == SX_EXCEPTION) return SX_EXCEPTION;
            sx_temp_push(vm, value);
        }
    }
    if (w->replacer != SX_UNDEFINED) {
        sx_value args[2] = {jw_key_string(vm, key), value};
        if (args[0] == SX_EXCEPTION || (value = sx_call(vm, w->replacer, holder, 2, args)) == SX_EXCEPTION)
            return SX_EXCEPTION;
        sx_temp_push(vm, value);
    }
    if (!sx_is_object(value)) return value;
    sx_object *o = sx_as_object(value);
    if (o->cls == SX_CLASS_NUMBER) {
        double d;
        return sx_to_number(vm, value, &d) ? sx_number(d) : SX_EXCEPTION;
    }
    if (o->cls == SX_CLASS_STRING) {
        sx_string *s = sx_to_string(vm, value);
        return s ? sx_from_string(s) : SX_EXCEPTION;
    }
    if (o->cls == SX_CLASS_BOOLEAN || o->cls == SX_CLASS_BIGINT) return o->u.box.value;
    return value;
}

/* SerializeJSONProperty: write holder[key] (already read into value), or nothing for
 * undefined, functions and symbols. */
static jw_result jw_property(jwriter *w, sx_value holder, sx_value key, sx_value value) {
    /* a failed builder (memory, budget, clock) stops the walk at once; each value is charged */
    if (w->out.failed || !sx_meter_elements(w->vm, 1)) {
        w->out.failed = true;
        return JW_ERROR;
    }
    uint32_t mark = w->vm->ntemps;
    sx_temp_push(w->vm, value); /* it may come from a getter: keep it while toJSON & co. run */
    value = jw_prepare(w, holder, key, value);
    jw_result r = JW_WROTE;
    if (value == SX_EXCEPTION) r = JW_ERROR;
    else if (value == SX_NULL) sx_strbuf_ascii(&w->out, "null");
    else if (value == SX_TRUE) sx_strbuf_ascii(&w->out, "true");
    else if (value == SX_FALSE) sx_strbuf_ascii(&w->out, "false");
    else if (sx_is_string(value)) jw_quote(&w->out, sx_as_string(value));
    else if (sx_is_number(value)) {
        char text[40];
        double d = sx_to_double(value);
        if (isfinite(d)) sx_number_format(d, text);
        sx_strbuf_ascii(&w->out, isfinite(d) ? text : "null");
    } else if (sx_is_bigint(value)) {
        sx_throw_type(w->vm, "Do not know how to serialize a BigInt");
        r = JW_ERROR;
    } else if (sx_is_object(value) && !sx_is_callable(value)) {
        sx_object *o = sx_as_object(value);
        r = sx_is_array(sx_from_object(o)) ? jw_array(w, o, key) : jw_object(w, o, key);
    } else {
        r = JW_NOTHING;
    }
    sx_temp_pop(w->vm, w->vm->ntemps - mark);
    return r;
}

/* -- the arguments -- */

/* A replacer array becomes the list of keys to write: strings, numbers and their wrappers,
 * each once, in order. */
static bool jw_property_list(jwriter *w, sx_object *arr) {
    sx_vm *vm = w->vm;
    sx_object *keys = sx_array_new(vm, 0);
    if (keys == NULL) return false;
    sx_temp_push(vm, sx_from_object(keys));
    for (uint32_t i = 0; i < arr->u.array.len; i++) {
        sx_value v = sx_array_get(arr, i);
        bool usable =
            sx_is_string(v) || sx_is_number(v) ||
            (sx_is_object(v) && (sx_as_object(v)->cls == SX_CLASS_STRING || sx_as_object(v)->cls == SX_CLASS_NUMBER));
        if (!usable) continue;
        sx_string *k = sx_to_property_key(vm, v);
        if (k == NULL) return false;
        bool seen = false;
        for (uint32_t j = 0; j < keys->u.array.len && !seen; j++) seen = sx_as_string(keys->u.array.items[j]) == k;
        if (!seen && !sx_array_push(vm, keys, sx_from_string(k))) return false;
    }
    w->keys = keys;
    return true;
}

/* The space argument: a number of spaces (at most 10) or the first 10 units of a string.
 * Like V8, any number above 0 turns pretty-printing on, even one that rounds to no space. */
static bool jw_gap(jwriter *w, sx_value space) {
    if (sx_is_object(space)) {
        sx_class cls = sx_as_object(space)->cls;
        if (cls == SX_CLASS_NUMBER) {
            double d;
            if (!sx_to_number(w->vm, space, &d)) return false;
            space = sx_number(d);
        } else if (cls == SX_CLASS_STRING) {
            sx_string *s = sx_to_string(w->vm, space);
            if (s == NULL) return false;
            space = sx_from_string(s);
        }
    }
    if (sx_is_number(space)) {
        double d = sx_to_double(space);
        w->pretty = d > 0;
        w->gap_len = d < 1 ? 0 : d > 10 ? 10 : (uint32_t)d;
        for (uint32_t i = 0; i < w->gap_len; i++) w->gap[i] = ' ';
    } else if (sx_is_string(space)) {
        sx_string *s = sx_as_string(space);
        w->gap_len = s->len < 10 ? s->len : 10;
        w->pretty = s->len > 0;
        for (uint32_t i = 0; i < w->gap_len; i++) w->gap[i] = sx_string_at(s, i);
    }
    return true;
}

static sx_value json_stringify(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_value value = sx_arg(argc, argv, 0), replacer = sx_arg(argc, argv, 1), space = sx_arg(argc, argv, 2);
    jwriter *w = sx_mem_alloc(vm, sizeof *w); /* the level stack is too big for the C stack */
    if (w == NULL) return sx_throw_oom(vm);
    memset(w, 0, sizeof *w);
    w->vm = vm;
    w->replacer = sx_is_callable(replacer) ? replacer : SX_UNDEFINED;
    sx_strbuf_init(&w->out, vm);
    sx_value result = SX_EXCEPTION;
    bool ok = (!sx_is_array(replacer) || jw_property_list(w, sx_as_object(replacer))) && jw_gap(w, space);
    sx_value holder = SX_UNDEFINED;
    if (ok && w->replacer != SX_UNDEFINED) { /* the replacer is called with this = {"": value} */
        sx_object *h = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
        ok = h != NULL && sx_object_define(vm, h, vm->atoms.empty, value, SX_PROP_DEFAULT);
        if (ok) holder = sx_from_object(h), sx_temp_push(vm, holder);
    }
    jw_result r = ok ? jw_property(w, holder, sx_from_string(vm->atoms.empty), value) : JW_ERROR;
    if (r == JW_WROTE || w->out.failed) { /* a failed builder throws its error here */
        sx_string *s = sx_strbuf_finish(&w->out);
        result = s && r == JW_WROTE ? sx_from_string(s) : SX_EXCEPTION;
    } else {
        sx_strbuf_discard(&w->out);
        result = r == JW_NOTHING ? SX_UNDEFINED : SX_EXCEPTION;
    }
    sx_mem_free(vm, w, sizeof *w);
    return result;
}

/* ---------------------------------------------------------------------------------------------
 * Registration
 * ------------------------------------------------------------------------------------------- */

static const sx_native_def json_functions[] = {
    {"parse", json_parse, 2},
    {"stringify", json_stringify, 3},
};

bool sx_stdlib_init_json(sx_vm *vm) {
    sx_object *json = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    return json != NULL && SX_DEFINE_NATIVES(vm, json, json_functions) &&
           sx_define_value(vm, vm->realm.global, "JSON", sx_from_object(json), SX_PROP_HIDDEN);
}
