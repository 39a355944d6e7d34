/* json_bridge.c - host JSON text <-> guest values: the `inputs` global in, results out. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime.h"
#include "vm/meter.h"

/* ---------------------------------------------------------------------------------------------
 * JSON text -> guest value: the same parser as the guest's JSON.parse, then (for `inputs`) a
 * deep freeze. Parsing bounds the depth, so the freeze walk is bounded too.
 * ------------------------------------------------------------------------------------------- */

/* Make o immutable: not extensible, every property read-only and non-configurable. */
static void json_freeze(sx_object *o) {
    o->oflags = (uint16_t)((o->oflags | SX_OBJ_FROZEN | SX_OBJ_SEALED) & ~SX_OBJ_EXTENSIBLE);
    for (uint32_t i = 0; i < o->nprops; i++) o->props[i].flags &= ~(uint32_t)(SX_PROP_WRITABLE | SX_PROP_CONFIGURABLE);
}

static void json_deep_freeze(sx_value v) {
    if (!sx_is_object(v)) return;
    sx_object *o = sx_as_object(v);
    json_freeze(o);
    for (uint32_t i = 0; i < o->nprops; i++) json_deep_freeze(o->props[i].value);
    if (o->cls == SX_CLASS_ARRAY)
        for (uint32_t i = 0; i < o->u.array.len; i++) json_deep_freeze(o->u.array.items[i]);
}

sx_value sx_json_text_to_value(sx_vm *vm, const char *text, size_t len, bool deep_freeze) {
    sx_string *s = sx_string_from_utf8(vm, text, len);
    if (s == NULL) return SX_EXCEPTION;
    sx_value v = sx_js(vm)->json_parse_string(vm, s);
    if (v != SX_EXCEPTION && deep_freeze) json_deep_freeze(v);
    return v;
}

/* ---------------------------------------------------------------------------------------------
 * Guest value -> JSON text (JSON.stringify without replacer or indentation)
 * ------------------------------------------------------------------------------------------- */

#define SX_JSON_MAX_OUTPUT ((size_t)64 << 20) /* 64 MiB of text at most */

/* Serializer state: a host buffer, the stack of objects being serialized (cycle check) and
 * the reason for giving up. */
typedef struct sx_jout {
    sx_vm *vm;
    char *data;
    size_t len, cap;
    sx_object *stack[SX_JSON_MAX_DEPTH + 1];
    int depth;
    const char *why; /* set on failure */
} sx_jout;

static bool jout_fail(sx_jout *j, const char *why) {
    if (j->why == NULL) j->why = why;
    return false;
}

static bool jout_bytes(sx_jout *j, const char *s, size_t n) {
    if (j->len + n + 1 > j->cap) {
        if (j->len + n + 1 > SX_JSON_MAX_OUTPUT) return jout_fail(j, "memory");
        size_t cap = j->cap ? j->cap : 256;
        while (cap < j->len + n + 1) cap *= 2;
        if (cap > SX_JSON_MAX_OUTPUT) cap = SX_JSON_MAX_OUTPUT;
        char *p = sx_mem_realloc(j->vm, j->data, j->cap, cap); /* counted: it is the guest's work */
        if (p == NULL) {                                       /* the memory limit: the run ends */
            sx_throw_oom(j->vm);
            return jout_fail(j, "exception");
        }
        j->data = p;
        j->cap = cap;
    }
    memcpy(j->data + j->len, s, n);
    j->len += n;
    j->data[j->len] = '\0';
    return true;
}

static bool jout_str(sx_jout *j, const char *s) { return jout_bytes(j, s, strlen(s)); }

/* UTF-8 of one code point. */
static bool jout_codepoint(sx_jout *j, uint32_t cp) {
    char b[4];
    size_t n;
    if (cp < 0x80) {
        b[0] = (char)cp;
        n = 1;
    } else if (cp < 0x800) {
        b[0] = (char)(0xC0 | (cp >> 6));
        b[1] = (char)(0x80 | (cp & 0x3F));
        n = 2;
    } else if (cp < 0x10000) {
        b[0] = (char)(0xE0 | (cp >> 12));
        b[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        b[2] = (char)(0x80 | (cp & 0x3F));
        n = 3;
    } else {
        b[0] = (char)(0xF0 | (cp >> 18));
        b[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        b[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        b[3] = (char)(0x80 | (cp & 0x3F));
        n = 4;
    }
    return jout_bytes(j, b, n);
}

/* QuoteJSONString: escapes as JSON.stringify does (lone surrogates as \udxxx; U+2028/2029 raw). */
static bool jout_quote(sx_jout *j, const sx_string *s) {
    if (!sx_meter_chars(j->vm, s->len)) return jout_fail(j, "exception"); /* the run is ending */
    bool ok = jout_str(j, "\"");
    for (uint32_t i = 0; ok && i < s->len; i++) {
        uint16_t c = sx_string_at(s, i);
        char esc[8];
        switch (c) {
        case '\b': ok = jout_str(j, "\\b"); continue;
        case '\t': ok = jout_str(j, "\\t"); continue;
        case '\n': ok = jout_str(j, "\\n"); continue;
        case '\f': ok = jout_str(j, "\\f"); continue;
        case '\r': ok = jout_str(j, "\\r"); continue;
        case '"': ok = jout_str(j, "\\\""); continue;
        case '\\': ok = jout_str(j, "\\\\"); continue;
        default: break;
        }
        if (c < 0x20) {
            snprintf(esc, sizeof esc, "\\u%04x", c);
            ok = jout_str(j, esc);
        } else if (c >= 0xD800 && c <= 0xDBFF && i + 1 < s->len && sx_string_at(s, i + 1) >= 0xDC00 &&
                   sx_string_at(s, i + 1) <= 0xDFFF) {
            uint32_t cp = 0x10000 + (((uint32_t)c - 0xD800) << 10) + (sx_string_at(s, i + 1) - 0xDC00u);
            ok = jout_codepoint(j, cp);
            i++;
        } else if (c >= 0xD800 && c <= 0xDFFF) {
            snprintf(esc, sizeof esc, "\\u%04x", c);
            ok = jout_str(j, esc);
        } else {
            ok = jout_codepoint(j, c);
        }
    }
    return ok && jout_str(j, "\"");
}

/* Result of serializing one value: written, or nothing (undefined/function: skipped). */
typedef enum { SX_J_ERROR, SX_J_WRITTEN, SX_J_SKIPPED } sx_jres;

static sx_jres json_value(sx_jout *j, sx_value holder_key_value, sx_value key);

/* The pending exception of a toJSON/getter becomes why = "exception". */
static sx_jres json_exception(sx_jout *j) {
    jout_fail(j, "exception");
    return SX_J_ERROR;
}

static sx_jres json_write_array(sx_jout *j, sx_object *arr) {
    if (!jout_str(j, "[")) return SX_J_ERROR;
    for (uint32_t i = 0; i < sx_array_length(arr); i++) { /* re-read len: toJSON may change it */
        if (i > 0 && !jout_str(j, ",")) return SX_J_ERROR;
        sx_value v = sx_array_get(arr, i); /* holes read as undefined */
        if (arr->oflags & SX_OBJ_SPARSE) { /* the general representation: Get (charged: the length may be huge) */
            if (!sx_meter_elements(j->vm, 1)) return json_exception(j);
            v = sx_get_index(j->vm, sx_from_object(arr), sx_number(i));
            if (v == SX_EXCEPTION) return json_exception(j);
        }
        sx_jres r = json_value(j, v, sx_number(i));
        if (r == SX_J_ERROR) return r;
        if (r == SX_J_SKIPPED && !jout_str(j, "null")) return SX_J_ERROR;
    }
    return jout_str(j, "]") ? SX_J_WRITTEN : SX_J_ERROR;
}

static sx_jres json_write_object(sx_jout *j, sx_object *o) {
    sx_vm *vm = j->vm;
    sx_object *keys = sx_own_keys(vm, o, true);
    if (keys == NULL) return json_exception(j);
    uint32_t temps = vm->ntemps;
    sx_temp_push(vm, sx_from_object(keys));
    sx_jres res = jout_str(j, "{") ? SX_J_WRITTEN : SX_J_ERROR;
    bool first = true;
    for (uint32_t i = 0; res != SX_J_ERROR && i < keys->u.array.len; i++) {
        sx_string *key = sx_string_intern(vm, sx_as_string(keys->u.array.items[i]));
        if (key == NULL) {
            res = json_exception(j);
            break;
        }
        sx_value v = sx_get(vm, sx_from_object(o), key); /* getters run, as in JSON.stringify */
        if (v == SX_EXCEPTION) {
            res = json_exception(j);
            break;
        }
        size_t mark = j->len; /* undo the key if the value turns out to be skipped */
        if ((!first && !jout_str(j, ",")) || !jout_quote(j, key) || !jout_str(j, ":")) {
            res = SX_J_ERROR;
            break;
        }
        sx_jres r = json_value(j, v, sx_from_string(key));
        if (r == SX_J_ERROR) res = r;
        else if (r == SX_J_SKIPPED) j->len = mark, j->data[j->len] = '\0';
        else first = false;
    }
    if (vm->ntemps > temps) sx_temp_pop(vm, vm->ntemps - temps);
    if (res != SX_J_ERROR && !jout_str(j, "}")) res = SX_J_ERROR;
    return res;
}

/* An object or array: cycle and depth checks around the actual serializer. */
static sx_jres json_container(sx_jout *j, sx_object *o) {
    for (int i = 0; i < j->depth; i++)
        if (j->stack[i] == o) return jout_fail(j, "cycle"), SX_J_ERROR;
    if (j->depth >= SX_JSON_MAX_DEPTH) return jout_fail(j, "depth"), SX_J_ERROR;
    j->stack[j->depth++] = o;
    sx_jres r = o->cls == SX_CLASS_ARRAY ? json_write_array(j, o) : json_write_object(j, o);
    j->depth--;
    return r;
}

/* toJSON(key) when the object has one. */
static bool json_to_json(sx_jout *j, sx_value *v, sx_value key) {
    sx_value fn = sx_get(j->vm, *v, sx_atoms(j->vm)->toJSON);
    if (fn == SX_EXCEPTION) return false;
    if (!sx_is_callable(fn)) return true;
    if (!sx_is_string(key)) { /* array indices are passed as strings */
        sx_string *k = sx_to_string(j->vm, key);
        if (k == NULL) return false;
        key = sx_from_string(k);
    }
    *v = sx_call(j->vm, fn, *v, 1, &key);
    return *v != SX_EXCEPTION;
}

/* SerializeJSONProperty for value v found under key. */
static sx_jres json_value(sx_jout *j, sx_value v, sx_value key) {
    sx_vm *vm = j->vm;
    if (!sx_meter_elements(vm, 1)) return json_exception(j); /* the run is ending (abort pending) */
    if (sx_is_object(v) && !json_to_json(j, &v, key)) return json_exception(j);
    if (sx_is_object(v)) { /* boxed primitives serialize as their primitive */
        sx_object *o = sx_as_object(v);
        double d;
        if (o->cls == SX_CLASS_NUMBER) {
            if (!sx_to_number(vm, v, &d)) return json_exception(j);
            v = sx_number(d);
        } else if (o->cls == SX_CLASS_STRING) {
            sx_string *s = sx_to_string(vm, v);
            if (s == NULL) return json_exception(j);
            v = sx_from_string(s);
        } else if (o->cls == SX_CLASS_BOOLEAN) {
            v = o->u.box.value;
        }
    }
    if (v == SX_NULL) return jout_str(j, "null") ? SX_J_WRITTEN : SX_J_ERROR;
    if (v == SX_TRUE) return jout_str(j, "true") ? SX_J_WRITTEN : SX_J_ERROR;
    if (v == SX_FALSE) return jout_str(j, "false") ? SX_J_WRITTEN : SX_J_ERROR;
    if (sx_is_string(v)) return jout_quote(j, sx_as_string(v)) ? SX_J_WRITTEN : SX_J_ERROR;
    if (sx_is_number(v)) {
        char buf[32];
        double d = sx_to_double(v);
        if (!isfinite(d)) strcpy(buf, "null");
        else sx_number_format(d, buf); /* -0 prints as 0 */
        return jout_str(j, buf) ? SX_J_WRITTEN : SX_J_ERROR;
    }
    if (sx_is_object(v) && !sx_is_callable(v)) {
        uint32_t temps = vm->ntemps;
        sx_temp_push(vm, v); /* toJSON's result may be reachable from nowhere else */
        sx_jres r = json_container(j, sx_as_object(v));
        if (vm->ntemps > temps) sx_temp_pop(vm, vm->ntemps - temps);
        return r;
    }
    return SX_J_SKIPPED; /* undefined and functions */
}

char *sx_value_to_json_vm(sx_vm *vm, sx_value v, const char **why, size_t *len) {
    sx_jout *j = sx_mem_alloc(vm, sizeof *j); /* the cycle stack is too big for the C stack */
    if (j == NULL) {
        sx_throw_oom(vm);
        *why = "exception";
        return NULL;
    }
    /* only the fields: the cycle stack is read below `depth` only (zeroing it costs more than a
     * small evaluate) */
    j->vm = vm;
    j->data = NULL;
    j->len = j->cap = 0;
    j->depth = 0;
    j->why = NULL;
    sx_value empty = sx_from_string(vm->atoms.empty);
    sx_jres r = json_value(j, v, empty);
    char *text = NULL;
    if (r == SX_J_WRITTEN) {
        text = j->data;
        *len = j->len;
        *why = NULL;
    } else {
        if (r == SX_J_SKIPPED) /* a function (even after toJSON) or undefined: no JSON text */
            *why = sx_is_callable(v) ? "function" : "undefined";
        else *why = j->why ? j->why : "exception";
        sx_mem_free(vm, j->data, j->cap);
    }
    *len = r == SX_J_WRITTEN ? j->cap : 0; /* the block's size, for sx_mem_free */
    sx_mem_free(vm, j, sizeof *j);
    return text;
}

char *sx_value_to_json_text(sx_vm *vm, sx_value v, const char **why) {
    size_t cap;
    char *vm_text = sx_value_to_json_vm(vm, v, why, &cap);
    if (vm_text == NULL) return NULL;
    char *text = strdup(vm_text); /* the host's copy: it outlives the VM */
    sx_mem_free(vm, vm_text, cap);
    if (text == NULL) *why = "memory";
    return text;
}
