/* global.c - global functions of no class: encodeURI(Component), decodeURI(Component) and
 * structuredClone. (There is deliberately no Function constructor: no code from strings.) */
#include <stdio.h>
#include <string.h>

#include "stdlib/stdlib.h"
#include "vm/meter.h"

/* ---------------------------------------------------------------------------------------------
 * URI encoding: UTF-8 bytes as %XX, except the characters each function leaves alone
 * ------------------------------------------------------------------------------------------- */

static const char uri_unreserved[] = "-_.!~*'()";
static const char uri_reserved[] = ";/?:@&=+$,#";

static bool is_alnum_ascii(uint16_t c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

static bool in_set(uint16_t c, const char *set) { return c != 0 && c < 128 && strchr(set, (char)c) != NULL; }

static sx_value uri_error(sx_vm *vm) { return sx_throw_error(vm, sx_realm(vm)->uri_error_proto, "URI malformed"); }

static void append_byte_escape(sx_strbuf *b, unsigned byte) {
    static const char hex[] = "0123456789ABCDEF";
    sx_strbuf_unit(b, '%');
    sx_strbuf_unit(b, (uint16_t)hex[byte >> 4]);
    sx_strbuf_unit(b, (uint16_t)hex[byte & 15]);
}

/* Append code point cp as escaped UTF-8. */
static void append_utf8_escapes(sx_strbuf *b, uint32_t cp) {
    if (cp < 0x80) {
        append_byte_escape(b, cp);
    } else if (cp < 0x800) {
        append_byte_escape(b, 0xC0 | (cp >> 6));
        append_byte_escape(b, 0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        append_byte_escape(b, 0xE0 | (cp >> 12));
        append_byte_escape(b, 0x80 | ((cp >> 6) & 0x3F));
        append_byte_escape(b, 0x80 | (cp & 0x3F));
    } else {
        append_byte_escape(b, 0xF0 | (cp >> 18));
        append_byte_escape(b, 0x80 | ((cp >> 12) & 0x3F));
        append_byte_escape(b, 0x80 | ((cp >> 6) & 0x3F));
        append_byte_escape(b, 0x80 | (cp & 0x3F));
    }
}

static sx_value uri_encode(sx_vm *vm, int argc, const sx_value *argv, bool component) {
    sx_string *s = sx_to_string(vm, sx_arg(argc, argv, 0));
    if (s == NULL) return SX_EXCEPTION;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = sx_string_at(s, i);
        if (is_alnum_ascii(c) || in_set(c, uri_unreserved) || (!component && in_set(c, uri_reserved))) {
            sx_strbuf_unit(&b, c);
            continue;
        }
        uint32_t cp = c;
        if (c >= 0xDC00 && c <= 0xDFFF) goto malformed;
        if (c >= 0xD800 && c <= 0xDBFF) {
            uint16_t lo = i + 1 < s->len ? sx_string_at(s, i + 1) : 0;
            if (lo < 0xDC00 || lo > 0xDFFF) goto malformed;
            cp = 0x10000 + (((uint32_t)c - 0xD800) << 10) + (lo - 0xDC00);
            i++;
        }
        append_utf8_escapes(&b, cp);
    }
    sx_string *r = sx_strbuf_finish(&b);
    return r ? sx_from_string(r) : SX_EXCEPTION;
malformed:
    sx_strbuf_discard(&b);
    return uri_error(vm);
}

static int hex_value(uint16_t c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* The byte of the escape "%XX" at s[i], or -1. */
static int escaped_byte(const sx_string *s, uint32_t i) {
    if (i + 2 >= s->len) return -1;
    if (sx_string_at(s, i) != '%') return -1;
    int hi = hex_value(sx_string_at(s, i + 1)), lo = hex_value(sx_string_at(s, i + 2));
    return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
}

/* Decode the UTF-8 sequence of escapes starting at s[*i] (a '%'); advances *i past it. */
static bool decode_escapes(const sx_string *s, uint32_t *i, uint32_t *cp) {
    int first = escaped_byte(s, *i);
    if (first < 0) return false;
    *i += 3;
    if (first < 0x80) {
        *cp = (uint32_t)first;
        return true;
    }
    int extra = (first & 0xE0) == 0xC0 ? 1 : (first & 0xF0) == 0xE0 ? 2 : (first & 0xF8) == 0xF0 ? 3 : -1;
    if (extra < 0) return false;
    uint32_t v = (uint32_t)first & (0x3F >> extra);
    for (int k = 0; k < extra; k++) {
        int byte = escaped_byte(s, *i);
        if (byte < 0 || (byte & 0xC0) != 0x80) return false;
        v = (v << 6) | ((uint32_t)byte & 0x3F);
        *i += 3;
    }
    static const uint32_t min_of[] = {0, 0x80, 0x800, 0x10000};
    if (v < min_of[extra] || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) return false;
    *cp = v;
    return true;
}

static void append_code_point(sx_strbuf *b, uint32_t cp) {
    if (cp < 0x10000) {
        sx_strbuf_unit(b, (uint16_t)cp);
        return;
    }
    cp -= 0x10000;
    sx_strbuf_unit(b, (uint16_t)(0xD800 + (cp >> 10)));
    sx_strbuf_unit(b, (uint16_t)(0xDC00 + (cp & 0x3FF)));
}

static sx_value uri_decode(sx_vm *vm, int argc, const sx_value *argv, bool component) {
    sx_string *s = sx_to_string(vm, sx_arg(argc, argv, 0));
    if (s == NULL) return SX_EXCEPTION;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    for (uint32_t i = 0; i < s->len;) {
        uint16_t c = sx_string_at(s, i);
        if (c != '%') {
            sx_strbuf_unit(&b, c);
            i++;
            continue;
        }
        uint32_t start = i, cp;
        if (!decode_escapes(s, &i, &cp)) {
            sx_strbuf_discard(&b);
            return uri_error(vm);
        }
        if (!component && cp < 0x80 && in_set((uint16_t)cp, uri_reserved)) {
            for (uint32_t k = start; k < i; k++) sx_strbuf_unit(&b, sx_string_at(s, k)); /* keep "%2F" */
        } else {
            append_code_point(&b, cp);
        }
    }
    sx_string *r = sx_strbuf_finish(&b);
    return r ? sx_from_string(r) : SX_EXCEPTION;
}

static sx_value global_encode_uri_component(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return uri_encode(vm, argc, argv, true);
}
static sx_value global_encode_uri(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return uri_encode(vm, argc, argv, false);
}
static sx_value global_decode_uri_component(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return uri_decode(vm, argc, argv, true);
}
static sx_value global_decode_uri(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return uri_decode(vm, argc, argv, false);
}

/* ---------------------------------------------------------------------------------------------
 * structuredClone: a deep copy of data (objects, arrays, Map, Set, errors, regexes), keeping
 * shared references and cycles; functions, promises and weak collections cannot be cloned.
 * ------------------------------------------------------------------------------------------- */

#define SX_CLONE_MAX_DEPTH 512 /* like JSON nesting: bounds the C recursion */

static sx_value clone_value(sx_vm *vm, sx_value v, sx_object *memo, int depth);

static sx_value data_clone_error(sx_vm *vm, sx_value v) {
    char text[96] = "value";
    sx_string *s = sx_is_callable(v) ? sx_to_string(vm, v) : NULL;
    if (s != NULL) sx_string_to_utf8(s, text, sizeof text);
    else if (sx_is_object(v)) sx_value_label(vm, v, text, sizeof text); /* #<Promise>, #<WeakMap> */
    sx_throw_error(vm, sx_realm(vm)->error_proto, "%s could not be cloned.", text);
    sx_value err = vm->exception;
    sx_string *name = sx_is_object(err) ? sx_atom(vm, "DataCloneError") : NULL;
    if (name != NULL) sx_define_value(vm, sx_as_object(err), "name", sx_from_string(name), SX_PROP_HIDDEN);
    return SX_EXCEPTION;
}

/* Copy the own enumerable properties of src into dst, cloning each value. */
static bool clone_properties(sx_vm *vm, sx_value src, sx_object *dst, sx_object *memo, int depth) {
    sx_object *keys = sx_own_keys(vm, sx_as_object(src), true);
    if (keys == NULL) return false;
    sx_temp_push(vm, sx_from_object(keys));
    bool ok = true;
    for (uint32_t i = 0; ok && i < keys->u.array.len; i++) {
        sx_value key = keys->u.array.items[i];
        bool found = false; /* a getter may have deleted a later key: it is skipped */
        sx_value v = sx_get_own(vm, sx_as_object(src), sx_as_string(key), &found);
        if (v == SX_EXCEPTION) ok = false;
        else if (found && (v = clone_value(vm, v, memo, depth + 1)) == SX_EXCEPTION) ok = false;
        else if (found) ok = sx_define_index(vm, dst, key, v);
    }
    sx_temp_pop(vm, 1);
    return ok;
}

/* The copy of src's elements (holes stay holes). */
static bool clone_elements(sx_vm *vm, sx_object *src, sx_object *dst, sx_object *memo, int depth) {
    if (src->oflags & SX_OBJ_SPARSE) { /* the present elements, read with Get */
        sx_object *keys = sx_own_keys(vm, src, true);
        if (keys == NULL) return false;
        sx_temp_push(vm, sx_from_object(keys));
        bool ok = true;
        for (uint32_t i = 0; ok && i < keys->u.array.len; i++) {
            sx_string *k = sx_as_string(keys->u.array.items[i]);
            if (!k->is_index) continue;
            sx_value v = sx_get(vm, sx_from_object(src), k);
            v = v == SX_EXCEPTION ? v : clone_value(vm, v, memo, depth + 1);
            ok = v != SX_EXCEPTION && sx_define_index(vm, dst, sx_from_string(k), v);
        }
        sx_temp_pop(vm, 1);
        return ok;
    }
    for (uint32_t i = 0; i < src->u.array.len && i < dst->u.array.len; i++) {
        sx_value v = src->u.array.items[i];
        if (v == SX_EMPTY) continue;
        v = clone_value(vm, v, memo, depth + 1);
        if (v == SX_EXCEPTION) return false;
        if (i < dst->u.array.len) dst->u.array.items[i] = v;
    }
    return true;
}

static bool clone_entries(sx_vm *vm, sx_object *src, sx_object *dst, sx_object *memo, int depth) {
    sx_value key, value;
    for (uint32_t pos = 0; sx_collection_entry(src, &pos, &key, &value);) {
        sx_value k = clone_value(vm, key, memo, depth + 1);
        if (k == SX_EXCEPTION) return false;
        sx_temp_push(vm, k);
        sx_value v = src->cls == SX_CLASS_MAP ? clone_value(vm, value, memo, depth + 1) : SX_UNDEFINED;
        bool ok = v != SX_EXCEPTION && sx_collection_set(vm, dst, k, v);
        sx_temp_pop(vm, 1);
        if (!ok) return false;
    }
    return true;
}

/* An error of the standard kind its name says (as V8 serializes errors: a subclass or another
 * name gives a plain Error), with message, cause and stack copied. */
static sx_object *clone_error_shell(sx_vm *vm, sx_object *src) {
    sx_js_realm *r = sx_realm(vm);
    static const char *const names[] = {"TypeError",   "RangeError", "ReferenceError",
                                        "SyntaxError", "EvalError",  "URIError"};
    sx_object *kinds[] = {r->type_error_proto,   r->range_error_proto, r->reference_error_proto,
                          r->syntax_error_proto, r->eval_error_proto,  r->uri_error_proto};
    sx_object *proto = r->error_proto;
    sx_value name = sx_object_find_data(vm, src, vm->atoms.name);
    char text[32] = "";
    if (sx_is_string(name) && sx_as_string(name)->len < sizeof text)
        sx_string_to_utf8(sx_as_string(name), text, sizeof text);
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (strcmp(text, names[i]) == 0) proto = kinds[i];
    return sx_object_new(vm, SX_CLASS_ERROR, proto);
}

static bool copy_error_fields(sx_vm *vm, sx_object *src, sx_object *dst, sx_object *memo, int depth) {
    sx_string *fields[] = {sx_atoms(vm)->stack, sx_atoms(vm)->message, sx_atoms(vm)->cause};
    for (size_t i = 0; i < 3; i++) {
        sx_prop *p = sx_object_find(vm, src, fields[i]);
        if (p != NULL && !sx_error_stack_ready(vm, src, p)) return false;
        p = sx_object_find(vm, src, fields[i]);
        if (p == NULL || (p->flags & SX_PROP_ACCESSOR)) continue;
        sx_value v = clone_value(vm, p->value, memo, depth + 1);
        if (v == SX_EXCEPTION || !sx_object_define(vm, dst, fields[i], v, SX_PROP_HIDDEN)) return false;
    }
    return true;
}

/* An empty object of the right kind for src, or NULL with an exception set. */
static sx_object *clone_shell(sx_vm *vm, sx_object *src) {
    switch ((sx_class)src->cls) {
    case SX_CLASS_ARRAY: {
        sx_object *a = sx_array_new(vm, src->u.array.len);
        if (a != NULL) {
            for (uint32_t i = 0; i < src->u.array.len; i++) a->u.array.items[i] = SX_EMPTY;
            a->u.array.len = src->u.array.len;
        }
        if (a != NULL && (src->oflags & SX_OBJ_SPARSE)) { /* sparse stays sparse: its length, no holes stored */
            if (!sx_array_make_sparse(vm, a)) return NULL;
            a->u.array.length = src->u.array.length;
        }
        return a;
    }
    case SX_CLASS_MAP:
    case SX_CLASS_SET: return sx_collection_new(vm, (sx_class)src->cls);
    case SX_CLASS_ERROR: return clone_error_shell(vm, src);
    case SX_CLASS_OBJECT: return sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    case SX_CLASS_DATE: /* the time value only, as for the primitive wrappers below */
    case SX_CLASS_BOOLEAN:
    case SX_CLASS_NUMBER:
    case SX_CLASS_STRING: {
        sx_js_realm *r = sx_realm(vm);
        sx_object *proto = src->cls == SX_CLASS_DATE      ? r->date_proto
                           : src->cls == SX_CLASS_BOOLEAN ? r->boolean_proto
                           : src->cls == SX_CLASS_NUMBER  ? r->number_proto
                                                          : r->string_proto;
        sx_object *o = sx_object_new(vm, (sx_class)src->cls, proto);
        if (o != NULL) o->u.box.value = src->u.box.value;
        return o;
    }
    default: data_clone_error(vm, sx_from_object(src)); return NULL;
    }
}

static sx_value clone_object(sx_vm *vm, sx_value v, sx_object *memo, int depth) {
    sx_object *src = sx_as_object(v);
    if (src->cls == SX_CLASS_REGEXP) {
        sx_string *source_key = sx_atom(vm, "source"), *flags_key = sx_atom(vm, "flags");
        if (source_key == NULL || flags_key == NULL) return SX_EXCEPTION;
        sx_value source = sx_get(vm, v, source_key);
        if (source == SX_EXCEPTION) return source;
        sx_temp_push(vm, source);
        sx_value flags = sx_get(vm, v, flags_key);
        sx_value r = flags == SX_EXCEPTION ? flags : sx_regexp_create(vm, source, flags);
        sx_temp_pop(vm, 1);
        return r;
    }
    sx_object *dst = clone_shell(vm, src);
    if (dst == NULL) return SX_EXCEPTION;
    sx_value out = sx_from_object(dst);
    sx_temp_push(vm, out);
    bool ok = sx_collection_set(vm, memo, v, out);
    if (ok && src->cls == SX_CLASS_ARRAY) ok = clone_elements(vm, src, dst, memo, depth);
    else if (ok && (src->cls == SX_CLASS_MAP || src->cls == SX_CLASS_SET))
        ok = clone_entries(vm, src, dst, memo, depth);
    else if (ok && src->cls == SX_CLASS_ERROR) ok = copy_error_fields(vm, src, dst, memo, depth);
    else if (ok && src->cls == SX_CLASS_OBJECT) ok = clone_properties(vm, v, dst, memo, depth);
    sx_temp_pop(vm, 1);
    return ok ? out : SX_EXCEPTION;
}

static sx_value clone_value(sx_vm *vm, sx_value v, sx_object *memo, int depth) {
    if (!sx_meter_elements(vm, 1)) return SX_EXCEPTION; /* each value visited is charged */
    if (!sx_is_object(v)) return v;
    if (depth > SX_CLONE_MAX_DEPTH) return sx_throw_range(vm, "Maximum call stack size exceeded");
    if (sx_is_callable(v)) return data_clone_error(vm, v);
    sx_value seen;
    if (sx_collection_get(vm, memo, v, &seen)) return seen;
    return clone_object(vm, v, memo, depth);
}

static sx_value global_structured_clone(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc == 0) return sx_throw_type(vm, "The \"value\" argument must be specified");
    sx_value v = argv[0];
    sx_object *memo = sx_collection_new(vm, SX_CLASS_MAP); /* source object -> its copy */
    if (memo == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(memo));
    sx_value r = clone_value(vm, v, memo, 0);
    sx_temp_pop(vm, 1);
    return r;
}

bool sx_stdlib_init_global(sx_vm *vm) {
    static const sx_native_def globals[] = {
        {"encodeURIComponent", global_encode_uri_component, 1}, {"encodeURI", global_encode_uri, 1},
        {"decodeURIComponent", global_decode_uri_component, 1}, {"decodeURI", global_decode_uri, 1},
        {"structuredClone", global_structured_clone, 2},
    };
    return SX_DEFINE_NATIVES(vm, vm->realm.global, globals);
}
