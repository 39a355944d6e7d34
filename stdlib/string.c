/* string.c - the String constructor, its static functions and String.prototype (node 20). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicase.h>
#include <unictype.h>
#include <uninorm.h>

#include "stdlib/regexp_internal.h"
#include "stdlib/stdlib.h"
#include "vm/meter.h"

/* V8's longest string on 64-bit (vm/string.c enforces the same bound when strings are made). */
#define SX_STR_MAX_LEN ((1u << 29) - 24)

/* ---------------------------------------------------------------------------------------------
 * Helpers shared by the methods.
 *
 * Rooting rule used throughout this file: a string we obtain by converting a value (which may
 * run guest code such as a toString method) is pushed with sx_temp_push, so that a collection
 * triggered by a later conversion cannot free it. The temporaries are released automatically
 * when the native returns (popping the native's frame restores vm->ntemps).
 * ------------------------------------------------------------------------------------------- */

static bool is_regexp(sx_value v) { return sx_is_regexp(v); }

/* RequireObjectCoercible(this) with node's message. */
static bool require_coercible(sx_vm *vm, sx_value this_val, const char *method) {
    if (!sx_is_nullish(this_val)) return true;
    sx_throw_type(vm, "String.prototype.%s called on null or undefined", method);
    return false;
}

/* ToString(v), rooted as a temporary when it is a new string. */
static sx_string *to_str(sx_vm *vm, sx_value v) {
    if (sx_is_string(v)) return sx_as_string(v);
    sx_string *s = sx_to_string(vm, v);
    if (s != NULL) sx_temp_push(vm, sx_from_string(s));
    return s;
}

/* The string a String.prototype method works on: ToString(RequireObjectCoercible(this)). */
static sx_string *this_string(sx_vm *vm, sx_value this_val, const char *method) {
    if (sx_is_string(this_val)) return sx_as_string(this_val);
    if (!require_coercible(vm, this_val, method)) return NULL;
    return to_str(vm, this_val);
}

/* ToIntegerOrInfinity(v): NaN becomes 0, fractions are truncated, infinities stay. */
static bool to_integer(sx_vm *vm, sx_value v, double *out) {
    if (!sx_to_number(vm, v, out)) return false;
    *out = sx_double_to_integer(*out);
    return true;
}

/* Clamp an integer position into [0, len]. */
static uint32_t clamp_pos(double d, uint32_t len) { return d <= 0 ? 0 : d >= len ? len : (uint32_t)d; }

/* A relative position as slice() and at() use it: negative counts from the end. */
static uint32_t relative_pos(double d, uint32_t len) { return d < 0 ? clamp_pos(len + d, len) : clamp_pos(d, len); }

static sx_value str_value(sx_string *s) { return s ? sx_from_string(s) : SX_EXCEPTION; }

/* The one-code-unit string s[i]. */
static sx_value unit_string(sx_vm *vm, const sx_string *s, uint32_t i) {
    uint16_t u = sx_string_at(s, i);
    return str_value(sx_string_new_utf16(vm, &u, 1));
}

/* Does pat occur in s at position at? */
static bool matches_at(const sx_string *s, const sx_string *pat, uint32_t at) {
    if ((uint64_t)at + pat->len > s->len) return false;
    for (uint32_t j = 0; j < pat->len; j++)
        if (sx_string_at(s, at + j) != sx_string_at(pat, j)) return false;
    return true;
}

/* How many units of pat match s at position at (pat fits there). */
static uint32_t common_prefix(const sx_string *s, const sx_string *pat, uint32_t at) {
    uint32_t j = 0;
    while (j < pat->len && sx_string_at(s, at + j) == sx_string_at(pat, j)) j++;
    return j;
}

#define SX_FIND_CHARGE_STEP 65536 /* units compared between charges of a search */

/* First index >= from where pat occurs in s, or -1 (also when the run must end: the meter
 * stops the interpreter at its next instruction). The units scanned and compared are charged. */
static int64_t find_forward(sx_vm *vm, const sx_string *s, const sx_string *pat, uint32_t from) {
    if (pat->len > s->len) return -1;
    uint32_t last = s->len - pat->len;
    if (from > last) return -1;
    if (pat->len == 0) return from;
    uint64_t work = 0;
    int64_t found = -1;
    if (!s->wide && !pat->wide) { /* the usual case: memchr to each candidate, memcmp there */
        const uint8_t *h = sx_string_narrow(s), *p = sx_string_narrow(pat);
        for (uint32_t i = from; i <= last;) {
            const uint8_t *q = memchr(h + i, p[0], last - i + 1);
            uint32_t at = q ? (uint32_t)(q - h) : last + 1;
            work += at - i + pat->len; /* the units skipped, and at most pat->len compared */
            if (q == NULL) break;
            if (memcmp(h + at + 1, p + 1, pat->len - 1) == 0) {
                found = at;
                break;
            }
            i = at + 1;
            if (work >= SX_FIND_CHARGE_STEP) {
                if (!sx_meter_chars(vm, work)) return -1;
                work = 0;
            }
        }
        return sx_meter_chars(vm, work) ? found : -1;
    }
    for (uint32_t i = from; i <= last; i++) {
        uint32_t k = common_prefix(s, pat, i);
        work += k + 1;
        if (k == pat->len) {
            found = i;
            break;
        }
        if (work >= SX_FIND_CHARGE_STEP) {
            if (!sx_meter_chars(vm, work)) return -1;
            work = 0;
        }
    }
    return sx_meter_chars(vm, work) ? found : -1;
}

/* Last index <= from where pat occurs in s, or -1; charged like find_forward. */
static int64_t find_backward(sx_vm *vm, const sx_string *s, const sx_string *pat, uint32_t from) {
    if (pat->len > s->len) return -1;
    uint32_t i = from < s->len - pat->len ? from : s->len - pat->len;
    uint64_t work = 0;
    for (;; i--) {
        uint32_t k = common_prefix(s, pat, i);
        work += k + 1;
        if (k == pat->len) return sx_meter_chars(vm, work) ? (int64_t)i : -1;
        if (i == 0) break;
        if (work >= SX_FIND_CHARGE_STEP) {
            if (!sx_meter_chars(vm, work)) return -1;
            work = 0;
        }
    }
    sx_meter_chars(vm, work);
    return -1;
}

/* Natives may only read argv until they call back into the VM. Functions taking any number
 * of arguments copy them first; the originals stay on the VM stack, so they remain GC roots. */
static sx_value *copy_args(sx_vm *vm, int argc, const sx_value *argv) {
    sx_value *copy = sx_mem_alloc(vm, (size_t)(argc > 0 ? argc : 1) * sizeof *copy);
    if (copy == NULL) {
        sx_throw_oom(vm);
        return NULL;
    }
    for (int i = 0; i < argc; i++) copy[i] = argv[i];
    return copy;
}

static void free_args(sx_vm *vm, sx_value *copy, int argc) {
    sx_mem_free(vm, copy, (size_t)(argc > 0 ? argc : 1) * sizeof *copy);
}

static bool is_lead(uint16_t c) { return c >= 0xD800 && c <= 0xDBFF; }
static bool is_trail(uint16_t c) { return c >= 0xDC00 && c <= 0xDFFF; }

/* Append a code point (as one unit or a surrogate pair). */
static void append_code_point(sx_strbuf *b, uint32_t cp) {
    if (cp < 0x10000) {
        sx_strbuf_unit(b, (uint16_t)cp);
        return;
    }
    cp -= 0x10000;
    sx_strbuf_unit(b, (uint16_t)(0xD800 + (cp >> 10)));
    sx_strbuf_unit(b, (uint16_t)(0xDC00 + (cp & 0x3FF)));
}

static void append_range(sx_strbuf *b, const sx_string *s, uint32_t start, uint32_t end) {
    for (uint32_t i = start; i < end && !b->failed; i++) sx_strbuf_unit(b, sx_string_at(s, i));
}

/* ---------------------------------------------------------------------------------------------
 * The constructor and the static functions
 * ------------------------------------------------------------------------------------------- */

/* String(v) converts; new String(v) makes a wrapper object. */
static sx_value string_ctor(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    bool construct = vm->new_target != NULL;
    if (!construct && argc > 0 && sx_is_symbol(argv[0])) { /* String(sym) is its text; "" + sym throws */
        sx_string *text = sx_symbol_text(vm, sx_as_symbol(argv[0]));
        return text ? sx_from_string(text) : SX_EXCEPTION;
    }
    sx_string *s = argc == 0 ? vm->atoms.empty : to_str(vm, argv[0]);
    if (s == NULL) return SX_EXCEPTION;
    if (!construct) return sx_from_string(s);
    sx_temp_push(vm, sx_from_string(s));
    sx_object *proto = sx_new_target_proto(vm, sx_realm(vm)->string_proto);
    sx_temp_pop(vm, 1);
    sx_object *o = proto ? sx_object_new(vm, SX_CLASS_STRING, proto) : NULL;
    if (o == NULL) return SX_EXCEPTION;
    o->u.box.value = sx_from_string(s);
    return sx_from_object(o);
}

/* String.fromCharCode(...units): each argument ToUint16. */
static sx_value string_from_char_code(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_value *args = copy_args(vm, argc, argv);
    if (args == NULL) return SX_EXCEPTION;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    bool ok = true;
    for (int i = 0; i < argc && ok; i++) {
        uint32_t u;
        ok = sx_to_uint32(vm, args[i], &u);
        if (ok) sx_strbuf_unit(&b, (uint16_t)u);
    }
    free_args(vm, args, argc);
    if (!ok) {
        sx_strbuf_discard(&b);
        return SX_EXCEPTION;
    }
    return str_value(sx_strbuf_finish(&b));
}

/* String.fromCodePoint(...points): RangeError "Invalid code point X" for non-integers. */
static sx_value string_from_code_point(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_value *args = copy_args(vm, argc, argv);
    if (args == NULL) return SX_EXCEPTION;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    bool ok = true;
    for (int i = 0; i < argc && ok; i++) {
        double d;
        ok = sx_to_number(vm, args[i], &d);
        if (ok && (d != sx_double_to_integer(d) || d < 0 || d > 0x10FFFF)) {
            char text[40];
            sx_number_format(d, text);
            sx_throw_range(vm, "Invalid code point %s", text);
            ok = false;
        }
        if (ok) append_code_point(&b, (uint32_t)d);
    }
    free_args(vm, args, argc);
    if (!ok) {
        sx_strbuf_discard(&b);
        return SX_EXCEPTION;
    }
    return str_value(sx_strbuf_finish(&b));
}

/* String.raw(template, ...substitutions): the template's raw strings with the substitutions
 * interleaved. */
static sx_value string_raw(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_value *args = copy_args(vm, argc, argv);
    if (args == NULL) return SX_EXCEPTION;
    sx_value result = SX_EXCEPTION;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_value cooked = sx_to_object(vm, argc > 0 ? args[0] : SX_UNDEFINED);
    sx_value raw = cooked == SX_EXCEPTION ? SX_EXCEPTION : sx_get(vm, cooked, sx_atom(vm, "raw"));
    sx_value rawobj = raw == SX_EXCEPTION ? SX_EXCEPTION : sx_to_object(vm, raw);
    double len = 0;
    if (rawobj != SX_EXCEPTION) {
        sx_temp_push(vm, rawobj);
        sx_value lv = sx_get(vm, rawobj, vm->atoms.length);
        if (lv != SX_EXCEPTION && to_integer(vm, lv, &len)) {
            bool ok = true;
            for (double i = 0; ok && i < len; i++) {
                sx_value seg = sx_get_index(vm, rawobj, sx_number(i));
                sx_string *s = seg == SX_EXCEPTION ? NULL : to_str(vm, seg);
                ok = s != NULL;
                if (ok) sx_strbuf_string(&b, s);
                if (ok && i + 1 < len && i + 1 < argc) {
                    sx_string *sub = to_str(vm, args[(int)i + 1]);
                    ok = sub != NULL;
                    if (ok) sx_strbuf_string(&b, sub);
                }
            }
            if (ok) result = str_value(sx_strbuf_finish(&b));
        }
    }
    if (result == SX_EXCEPTION) sx_strbuf_discard(&b);
    free_args(vm, args, argc);
    return result;
}

/* ---------------------------------------------------------------------------------------------
 * Characters and code points
 * ------------------------------------------------------------------------------------------- */

static sx_value str_at(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0);
    sx_string *s = this_string(vm, this_val, "at");
    double d;
    if (s == NULL || !to_integer(vm, a0, &d)) return SX_EXCEPTION;
    if (d < 0) d += s->len;
    if (d < 0 || d >= s->len) return SX_UNDEFINED;
    return unit_string(vm, s, (uint32_t)d);
}

static sx_value str_char_at(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0);
    sx_string *s = this_string(vm, this_val, "charAt");
    double d;
    if (s == NULL || !to_integer(vm, a0, &d)) return SX_EXCEPTION;
    if (d < 0 || d >= s->len) return sx_from_string(vm->atoms.empty);
    return unit_string(vm, s, (uint32_t)d);
}

static sx_value str_char_code_at(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0);
    sx_string *s = this_string(vm, this_val, "charCodeAt");
    double d;
    if (s == NULL || !to_integer(vm, a0, &d)) return SX_EXCEPTION;
    if (d < 0 || d >= s->len) return sx_number(NAN);
    return sx_number(sx_string_at(s, (uint32_t)d));
}

static sx_value str_code_point_at(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0);
    sx_string *s = this_string(vm, this_val, "codePointAt");
    double d;
    if (s == NULL || !to_integer(vm, a0, &d)) return SX_EXCEPTION;
    if (d < 0 || d >= s->len) return SX_UNDEFINED;
    uint32_t i = (uint32_t)d;
    uint16_t c = sx_string_at(s, i);
    if (is_lead(c) && i + 1 < s->len && is_trail(sx_string_at(s, i + 1)))
        return sx_number(0x10000 + ((c - 0xD800) << 10) + (sx_string_at(s, i + 1) - 0xDC00));
    return sx_number(c);
}

/* isWellFormed / toWellFormed: lone surrogates, and U+FFFD in their place. */
static bool lone_surrogate_at(const sx_string *s, uint32_t i) {
    uint16_t c = sx_string_at(s, i);
    if (is_lead(c)) return !(i + 1 < s->len && is_trail(sx_string_at(s, i + 1)));
    if (is_trail(c)) return !(i > 0 && is_lead(sx_string_at(s, i - 1)));
    return false;
}

static sx_value str_is_well_formed(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_string *s = this_string(vm, this_val, "isWellFormed");
    if (s == NULL || (s->wide && !sx_meter_chars(vm, s->len))) return SX_EXCEPTION; /* the scan is charged */
    for (uint32_t i = 0; s->wide && i < s->len; i++)
        if (lone_surrogate_at(s, i)) return SX_FALSE;
    return SX_TRUE;
}

static sx_value str_to_well_formed(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_string *s = this_string(vm, this_val, "toWellFormed");
    if (s == NULL) return SX_EXCEPTION;
    if (!s->wide) return sx_from_string(s);
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    for (uint32_t i = 0; i < s->len; i++) sx_strbuf_unit(&b, lone_surrogate_at(s, i) ? 0xFFFD : sx_string_at(s, i));
    return str_value(sx_strbuf_finish(&b));
}

/* ---------------------------------------------------------------------------------------------
 * Searching
 * ------------------------------------------------------------------------------------------- */

/* The search string of startsWith/endsWith/includes: TypeError for a regular expression. */
static sx_string *search_arg(sx_vm *vm, sx_value v, const char *method) {
    if (is_regexp(v)) {
        sx_throw_type(vm, "First argument to String.prototype.%s must not be a regular expression", method);
        return NULL;
    }
    return to_str(vm, v);
}

static sx_value str_includes(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0), a1 = sx_arg(argc, argv, 1);
    sx_string *s = this_string(vm, this_val, "includes");
    sx_string *pat = s ? search_arg(vm, a0, "includes") : NULL;
    double pos;
    if (pat == NULL || !to_integer(vm, a1, &pos)) return SX_EXCEPTION;
    return sx_bool(find_forward(vm, s, pat, clamp_pos(pos, s->len)) >= 0);
}

static sx_value str_starts_with(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0), a1 = sx_arg(argc, argv, 1);
    sx_string *s = this_string(vm, this_val, "startsWith");
    sx_string *pat = s ? search_arg(vm, a0, "startsWith") : NULL;
    double pos;
    if (pat == NULL || !to_integer(vm, a1, &pos)) return SX_EXCEPTION;
    return sx_bool(matches_at(s, pat, clamp_pos(pos, s->len)));
}

static sx_value str_ends_with(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0), a1 = sx_arg(argc, argv, 1);
    sx_string *s = this_string(vm, this_val, "endsWith");
    sx_string *pat = s ? search_arg(vm, a0, "endsWith") : NULL;
    if (pat == NULL) return SX_EXCEPTION;
    double end = s->len;
    if (a1 != SX_UNDEFINED && !to_integer(vm, a1, &end)) return SX_EXCEPTION;
    uint32_t e = clamp_pos(end, s->len);
    return sx_bool(pat->len <= e && matches_at(s, pat, e - pat->len));
}

static sx_value str_index_of(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0), a1 = sx_arg(argc, argv, 1);
    sx_string *s = this_string(vm, this_val, "indexOf");
    sx_string *pat = s ? to_str(vm, a0) : NULL;
    double pos;
    if (pat == NULL || !to_integer(vm, a1, &pos)) return SX_EXCEPTION;
    return sx_number((double)find_forward(vm, s, pat, clamp_pos(pos, s->len)));
}

static sx_value str_last_index_of(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0), a1 = sx_arg(argc, argv, 1);
    sx_string *s = this_string(vm, this_val, "lastIndexOf");
    sx_string *pat = s ? to_str(vm, a0) : NULL;
    double pos;
    if (pat == NULL || !sx_to_number(vm, a1, &pos)) return SX_EXCEPTION;
    pos = pos != pos ? INFINITY : sx_double_to_integer(pos); /* NaN searches from the end */
    return sx_number((double)find_backward(vm, s, pat, clamp_pos(pos, s->len)));
}

/* match, matchAll and search always involve a regular expression (a non-regexp argument is
 * turned into one); the work is in regexp_string.c. */
/* An object argument's own [Symbol.match] (& co.) method decides, called with the unconverted
 * this: 1 *out set, 0 none, -1 exception. */
static int by_symbol(sx_vm *vm, sx_value this_val, const char *method, sx_value arg, int sym, int nextra,
                     const sx_value *extra, sx_value *out) {
    if (!require_coercible(vm, this_val, method)) return -1;
    return sx_regexp_symbol_dispatch(vm, arg, sym, this_val, nextra, extra, out);
}

static sx_value str_match(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0), r;
    int k = by_symbol(vm, this_val, "match", a0, SX_SYM_MATCH, 0, NULL, &r);
    if (k != 0) return k > 0 ? r : SX_EXCEPTION;
    sx_string *s = this_string(vm, this_val, "match");
    return s ? sx_regexp_str_match(vm, s, a0) : SX_EXCEPTION;
}

static sx_value str_match_all(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0), r;
    int k = by_symbol(vm, this_val, "matchAll", a0, SX_SYM_MATCH_ALL, 0, NULL, &r);
    if (k != 0) return k > 0 ? r : SX_EXCEPTION;
    sx_string *s = this_string(vm, this_val, "matchAll");
    return s ? sx_regexp_str_match_all(vm, s, a0) : SX_EXCEPTION;
}

static sx_value str_search(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0), r;
    int k = by_symbol(vm, this_val, "search", a0, SX_SYM_SEARCH, 0, NULL, &r);
    if (k != 0) return k > 0 ? r : SX_EXCEPTION;
    sx_string *s = this_string(vm, this_val, "search");
    return s ? sx_regexp_str_search(vm, s, a0) : SX_EXCEPTION;
}

/* ---------------------------------------------------------------------------------------------
 * Pieces: slice, substring, substr, concat, repeat, pad, trim
 * ------------------------------------------------------------------------------------------- */

static sx_value str_slice(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0), a1 = sx_arg(argc, argv, 1);
    sx_string *s = this_string(vm, this_val, "slice");
    double start, end = s ? s->len : 0;
    if (s == NULL || !to_integer(vm, a0, &start)) return SX_EXCEPTION;
    if (a1 != SX_UNDEFINED && !to_integer(vm, a1, &end)) return SX_EXCEPTION;
    return str_value(sx_string_substring(vm, s, relative_pos(start, s->len), relative_pos(end, s->len)));
}

static sx_value str_substring(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0), a1 = sx_arg(argc, argv, 1);
    sx_string *s = this_string(vm, this_val, "substring");
    double start, end = s ? s->len : 0;
    if (s == NULL || !to_integer(vm, a0, &start)) return SX_EXCEPTION;
    if (a1 != SX_UNDEFINED && !to_integer(vm, a1, &end)) return SX_EXCEPTION;
    uint32_t a = clamp_pos(start, s->len), b = clamp_pos(end, s->len);
    return str_value(sx_string_substring(vm, s, a < b ? a : b, a < b ? b : a));
}

static sx_value str_substr(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0), a1 = sx_arg(argc, argv, 1);
    sx_string *s = this_string(vm, this_val, "substr");
    double start, length = s ? s->len : 0;
    if (s == NULL || !to_integer(vm, a0, &start)) return SX_EXCEPTION;
    if (a1 != SX_UNDEFINED && !to_integer(vm, a1, &length)) return SX_EXCEPTION;
    uint32_t from = relative_pos(start, s->len);
    double end = from + (length < 0 ? 0 : length);
    return str_value(sx_string_substring(vm, s, from, clamp_pos(end, s->len)));
}

static sx_value str_concat(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value *args = copy_args(vm, argc, argv);
    if (args == NULL) return SX_EXCEPTION;
    sx_string *s = this_string(vm, this_val, "concat");
    for (int i = 0; s != NULL && i < argc; i++) {
        sx_string *next = to_str(vm, args[i]);
        s = next ? sx_string_concat(vm, s, next) : NULL;
        if (s != NULL) sx_temp_push(vm, sx_from_string(s));
    }
    free_args(vm, args, argc);
    return str_value(s);
}

static sx_value str_repeat(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0);
    sx_string *s = this_string(vm, this_val, "repeat");
    double n;
    if (s == NULL || !sx_to_number(vm, a0, &n)) return SX_EXCEPTION;
    double count = sx_double_to_integer(n);
    if (count < 0 || isinf(count)) {
        char text[40];
        sx_number_format(n, text);
        return sx_throw_range(vm, "Invalid count value: %s", text);
    }
    if (s->len == 0 || count == 0) return sx_from_string(vm->atoms.empty);
    if ((double)s->len * count > SX_STR_MAX_LEN) return sx_throw_range(vm, "Invalid string length");
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    for (double i = 0; i < count && !b.failed; i++) sx_strbuf_string(&b, s);
    return str_value(sx_strbuf_finish(&b));
}

/* padStart / padEnd: fill up to maxLength with repetitions of the filler (default " "). */
static sx_value pad(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv, bool at_start) {
    const char *method = at_start ? "padStart" : "padEnd";
    sx_value a0 = sx_arg(argc, argv, 0), a1 = sx_arg(argc, argv, 1);
    sx_string *s = this_string(vm, this_val, method);
    double max;
    if (s == NULL || !to_integer(vm, a0, &max)) return SX_EXCEPTION;
    sx_string *fill = NULL;
    if (a1 != SX_UNDEFINED && (fill = to_str(vm, a1)) == NULL) return SX_EXCEPTION;
    if (max <= s->len || (fill != NULL && fill->len == 0)) return sx_from_string(s);
    if (max > SX_STR_MAX_LEN) return sx_throw_range(vm, "Invalid string length");
    uint32_t need = (uint32_t)max - s->len;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    if (!at_start) sx_strbuf_string(&b, s);
    for (uint32_t i = 0; i < need && !b.failed; i++) sx_strbuf_unit(&b, fill ? sx_string_at(fill, i % fill->len) : ' ');
    if (at_start) sx_strbuf_string(&b, s);
    return str_value(sx_strbuf_finish(&b));
}

static sx_value str_pad_start(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return pad(vm, t, argc, argv, true);
}
static sx_value str_pad_end(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return pad(vm, t, argc, argv, false);
}

/* trim, trimStart, trimEnd: which ends to strip is a bit set (1 = start, 2 = end). */
static sx_value trim(sx_vm *vm, sx_value this_val, int ends, const char *method) {
    sx_string *s = this_string(vm, this_val, method);
    if (s == NULL) return SX_EXCEPTION;
    uint32_t start = 0, end = s->len;
    if (ends & 1)
        while (start < end && sx_is_js_space(sx_string_at(s, start))) start++;
    if (ends & 2)
        while (end > start && sx_is_js_space(sx_string_at(s, end - 1))) end--;
    if (!sx_meter_chars(vm, start + (s->len - end))) return SX_EXCEPTION; /* the spaces scanned are charged */
    return str_value(sx_string_substring(vm, s, start, end));
}

static sx_value str_trim(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    return trim(vm, t, 3, "trim");
}
static sx_value str_trim_start(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    return trim(vm, t, 1, "trimStart");
}
static sx_value str_trim_end(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    return trim(vm, t, 2, "trimEnd");
}

/* ---------------------------------------------------------------------------------------------
 * split, replace, replaceAll
 * ------------------------------------------------------------------------------------------- */

static sx_value str_split(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value sep = sx_arg(argc, argv, 0), limit = sx_arg(argc, argv, 1), res;
    int k = by_symbol(vm, this_val, "split", sep, SX_SYM_SPLIT, 1, &limit, &res);
    if (k != 0) return k > 0 ? res : SX_EXCEPTION;
    sx_string *s = to_str(vm, this_val);
    if (s == NULL) return SX_EXCEPTION;
    uint32_t lim = 0xFFFFFFFFu;
    if (limit != SX_UNDEFINED && !sx_to_uint32(vm, limit, &lim)) return SX_EXCEPTION;
    if (is_regexp(sep)) return sx_regexp_str_split(vm, s, sx_as_object(sep), lim);
    sx_string *r = to_str(vm, sep);
    if (r == NULL) return SX_EXCEPTION;
    sx_object *out = sx_array_new(vm, 0);
    if (out == NULL) return SX_EXCEPTION;
    if (lim == 0) return sx_from_object(out);
    if (sep == SX_UNDEFINED) return sx_array_push(vm, out, sx_from_string(s)) ? sx_from_object(out) : SX_EXCEPTION;
    if (r->len == 0) { /* into code units */
        for (uint32_t i = 0; i < s->len && i < lim; i++) {
            sx_value u = sx_meter_elements(vm, 1) ? unit_string(vm, s, i) : SX_EXCEPTION; /* each piece charged */
            if (u == SX_EXCEPTION || !sx_array_push(vm, out, u)) return SX_EXCEPTION;
        }
        return sx_from_object(out);
    }
    uint32_t from = 0;
    int64_t at;
    while (out->u.array.len < lim && (at = find_forward(vm, s, r, from)) >= 0) {
        sx_string *piece = sx_meter_elements(vm, 1) ? sx_string_substring(vm, s, from, (uint32_t)at) : NULL;
        if (piece == NULL || !sx_array_push(vm, out, sx_from_string(piece))) return SX_EXCEPTION;
        from = (uint32_t)at + r->len;
    }
    if (out->u.array.len < lim) {
        sx_string *tail = sx_string_substring(vm, s, from, s->len);
        if (tail == NULL || !sx_array_push(vm, out, sx_from_string(tail))) return SX_EXCEPTION;
    }
    return sx_from_object(out);
}

/* GetSubstitution for a string pattern: $$, $&, $` and $' are expanded; with no capture groups,
 * "$1" and "$<" stay as they are. */
static void substitute(sx_strbuf *b, const sx_string *s, const sx_string *matched, uint32_t pos, const sx_string *rep) {
    for (uint32_t i = 0; i < rep->len && !b->failed; i++) { /* a failed builder: stop at once */
        uint16_t c = sx_string_at(rep, i);
        uint16_t n = i + 1 < rep->len ? sx_string_at(rep, i + 1) : 0;
        if (c != '$' || (n != '$' && n != '&' && n != '`' && n != '\'')) {
            sx_strbuf_unit(b, c);
            continue;
        }
        i++;
        if (n == '$') sx_strbuf_unit(b, '$');
        else if (n == '&') sx_strbuf_string(b, matched);
        else if (n == '`') append_range(b, s, 0, pos);
        else append_range(b, s, pos + matched->len < s->len ? pos + matched->len : s->len, s->len);
    }
}

/* The replacement for one match at pos: fn(matched, pos, s) converted to a string, or the
 * substitution template. Appends it to b; false on exception. */
static bool replacement(sx_vm *vm, sx_strbuf *b, sx_string *s, sx_string *pat, uint32_t pos, sx_value fn,
                        sx_string *rep) {
    if (rep != NULL) {
        substitute(b, s, pat, pos, rep);
        return true;
    }
    sx_value args[3] = {sx_from_string(pat), sx_number(pos), sx_from_string(s)};
    sx_value r = sx_call(vm, fn, SX_UNDEFINED, 3, args);
    sx_string *text = r == SX_EXCEPTION ? NULL : to_str(vm, r);
    if (text == NULL) return false;
    sx_strbuf_string(b, text);
    return true;
}

/* Positions of the matches of pat in s: the first only, or all of them (an empty pattern
 * matches before every code unit and at the end). */
typedef struct match_list {
    uint32_t *pos;
    uint32_t n, cap;
} match_list;

static bool match_add(sx_vm *vm, match_list *m, uint32_t at) {
    if (!sx_meter_elements(vm, 1)) return false; /* each match is charged (the run must end otherwise) */
    if (m->n == m->cap) {
        uint32_t cap = m->cap ? m->cap * 2 : 8;
        uint32_t *p = sx_mem_realloc(vm, m->pos, m->cap * sizeof *p, cap * sizeof *p);
        if (p == NULL) {
            sx_throw_oom(vm);
            return false;
        }
        m->pos = p;
        m->cap = cap;
    }
    m->pos[m->n++] = at;
    return true;
}

static bool find_matches(sx_vm *vm, const sx_string *s, const sx_string *pat, bool all, match_list *m) {
    int64_t at = find_forward(vm, s, pat, 0);
    while (at >= 0) {
        if (!match_add(vm, m, (uint32_t)at)) return false;
        if (!all) break;
        uint64_t next = (uint64_t)at + (pat->len ? pat->len : 1);
        at = next > s->len ? -1 : find_forward(vm, s, pat, (uint32_t)next);
    }
    return true;
}

static void match_free(sx_vm *vm, match_list *m) { sx_mem_free(vm, m->pos, m->cap * sizeof *m->pos); }

static sx_value replace_common(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv, bool all) {
    const char *method = all ? "replaceAll" : "replace";
    sx_value search = sx_arg(argc, argv, 0), rv = sx_arg(argc, argv, 1), res;
    int k = by_symbol(vm, this_val, method, search, SX_SYM_REPLACE, 1, &rv, &res);
    if (k != 0) return k > 0 ? res : SX_EXCEPTION;
    if (is_regexp(search)) {
        sx_string *s = to_str(vm, this_val), *rep = NULL;
        if (s == NULL || (!sx_is_callable(rv) && (rep = to_str(vm, rv)) == NULL)) return SX_EXCEPTION;
        return sx_regexp_str_replace(vm, s, sx_as_object(search), rv, rep, all);
    }
    sx_string *s = to_str(vm, this_val);
    sx_string *pat = s ? to_str(vm, search) : NULL;
    if (pat == NULL) return SX_EXCEPTION;
    sx_string *rep = NULL;
    if (!sx_is_callable(rv) && (rep = to_str(vm, rv)) == NULL) return SX_EXCEPTION;
    match_list m = {NULL, 0, 0};
    if (!find_matches(vm, s, pat, all, &m)) {
        match_free(vm, &m);
        return SX_EXCEPTION;
    }
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    uint32_t done = 0; /* end of the previous match */
    bool ok = true;
    for (uint32_t i = 0; i < m.n && ok && !b.failed; i++) {
        append_range(&b, s, done, m.pos[i]);
        ok = replacement(vm, &b, s, pat, m.pos[i], rv, rep);
        done = m.pos[i] + pat->len;
    }
    uint32_t n = m.n;
    match_free(vm, &m);
    if (!ok) {
        sx_strbuf_discard(&b);
        return SX_EXCEPTION;
    }
    if (n == 0) {
        sx_strbuf_discard(&b);
        return sx_from_string(s);
    }
    append_range(&b, s, done, s->len);
    return str_value(sx_strbuf_finish(&b));
}

static sx_value str_replace(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return replace_common(vm, t, argc, argv, false);
}
static sx_value str_replace_all(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return replace_common(vm, t, argc, argv, true);
}

/* ---------------------------------------------------------------------------------------------
 * Simple case pairs of the alphabets localeCompare orders (ASCII, Latin, Greek, Cyrillic,
 * Armenian, fullwidth Latin): its case level and the letters it treats as cased. The case
 * conversions themselves (toUpperCase ...) use Unicode's full mappings, further down.
 * ------------------------------------------------------------------------------------------- */

/* A block of case pairs. step 1: upper[lo..hi] <-> lower[lower_lo + (c - lo)];
 * step 2: alternating pairs, upper at lo, lo+2, ..., hi with its lower case right after it. */
typedef struct case_block {
    uint16_t lo, hi, lower_lo;
    uint8_t step;
} case_block;

static const case_block case_blocks[] = {
    {0x0041, 0x005A, 0x0061, 1}, {0x00C0, 0x00D6, 0x00E0, 1}, {0x00D8, 0x00DE, 0x00F8, 1}, {0x0100, 0x012E, 0x0101, 2},
    {0x0132, 0x0136, 0x0133, 2}, {0x0139, 0x0147, 0x013A, 2}, {0x014A, 0x0176, 0x014B, 2}, {0x0178, 0x0178, 0x00FF, 1},
    {0x0179, 0x017D, 0x017A, 2}, {0x0386, 0x0386, 0x03AC, 1}, {0x0388, 0x038A, 0x03AD, 1}, {0x038C, 0x038C, 0x03CC, 1},
    {0x038E, 0x038F, 0x03CD, 1}, {0x0391, 0x03A1, 0x03B1, 1}, {0x03A3, 0x03AB, 0x03C3, 1}, {0x0400, 0x040F, 0x0450, 1},
    {0x0410, 0x042F, 0x0430, 1}, {0x0460, 0x0480, 0x0461, 2}, {0x048A, 0x04BE, 0x048B, 2}, {0x04C0, 0x04C0, 0x04CF, 1},
    {0x04C1, 0x04CD, 0x04C2, 2}, {0x04D0, 0x052E, 0x04D1, 2}, {0x0531, 0x0556, 0x0561, 1}, {0x1E00, 0x1E94, 0x1E01, 2},
    {0x1EA0, 0x1EFE, 0x1EA1, 2}, {0xFF21, 0xFF3A, 0xFF41, 1},
};

#define N_CASE_BLOCKS (sizeof case_blocks / sizeof case_blocks[0])

/* Latin Extended-B (U+0180..U+024F), which follows no pattern: {upper, lower} pairs taken from
 * node's toLowerCase/toUpperCase. Lower-casing uses the first pair whose upper is c; upper-casing
 * the first pair whose lower is c (the title-case letters such as U+01C5 come last, so that
 * U+01C4 lower-cases to U+01C6 and U+01C5 upper-cases to U+01C4). */
static const uint16_t latin_ext_b_pairs[][2] = {
    {0x0181, 0x0253}, {0x0182, 0x0183}, {0x0184, 0x0185}, {0x0186, 0x0254}, {0x0187, 0x0188}, {0x0189, 0x0256},
    {0x018A, 0x0257}, {0x018B, 0x018C}, {0x018E, 0x01DD}, {0x018F, 0x0259}, {0x0190, 0x025B}, {0x0191, 0x0192},
    {0x0193, 0x0260}, {0x0194, 0x0263}, {0x0196, 0x0269}, {0x0197, 0x0268}, {0x0198, 0x0199}, {0x019C, 0x026F},
    {0x019D, 0x0272}, {0x019F, 0x0275}, {0x01A0, 0x01A1}, {0x01A2, 0x01A3}, {0x01A4, 0x01A5}, {0x01A6, 0x0280},
    {0x01A7, 0x01A8}, {0x01A9, 0x0283}, {0x01AC, 0x01AD}, {0x01AE, 0x0288}, {0x01AF, 0x01B0}, {0x01B1, 0x028A},
    {0x01B2, 0x028B}, {0x01B3, 0x01B4}, {0x01B5, 0x01B6}, {0x01B7, 0x0292}, {0x01B8, 0x01B9}, {0x01BC, 0x01BD},
    {0x01C4, 0x01C6}, {0x01C5, 0x01C6}, {0x01C7, 0x01C9}, {0x01C8, 0x01C9}, {0x01CA, 0x01CC}, {0x01CB, 0x01CC},
    {0x01CD, 0x01CE}, {0x01CF, 0x01D0}, {0x01D1, 0x01D2}, {0x01D3, 0x01D4}, {0x01D5, 0x01D6}, {0x01D7, 0x01D8},
    {0x01D9, 0x01DA}, {0x01DB, 0x01DC}, {0x01DE, 0x01DF}, {0x01E0, 0x01E1}, {0x01E2, 0x01E3}, {0x01E4, 0x01E5},
    {0x01E6, 0x01E7}, {0x01E8, 0x01E9}, {0x01EA, 0x01EB}, {0x01EC, 0x01ED}, {0x01EE, 0x01EF}, {0x01F1, 0x01F3},
    {0x01F2, 0x01F3}, {0x01F4, 0x01F5}, {0x01F6, 0x0195}, {0x01F7, 0x01BF}, {0x01F8, 0x01F9}, {0x01FA, 0x01FB},
    {0x01FC, 0x01FD}, {0x01FE, 0x01FF}, {0x0200, 0x0201}, {0x0202, 0x0203}, {0x0204, 0x0205}, {0x0206, 0x0207},
    {0x0208, 0x0209}, {0x020A, 0x020B}, {0x020C, 0x020D}, {0x020E, 0x020F}, {0x0210, 0x0211}, {0x0212, 0x0213},
    {0x0214, 0x0215}, {0x0216, 0x0217}, {0x0218, 0x0219}, {0x021A, 0x021B}, {0x021C, 0x021D}, {0x021E, 0x021F},
    {0x0220, 0x019E}, {0x0222, 0x0223}, {0x0224, 0x0225}, {0x0226, 0x0227}, {0x0228, 0x0229}, {0x022A, 0x022B},
    {0x022C, 0x022D}, {0x022E, 0x022F}, {0x0230, 0x0231}, {0x0232, 0x0233}, {0x023A, 0x2C65}, {0x023B, 0x023C},
    {0x023D, 0x019A}, {0x023E, 0x2C66}, {0x0241, 0x0242}, {0x0243, 0x0180}, {0x0244, 0x0289}, {0x0245, 0x028C},
    {0x0246, 0x0247}, {0x0248, 0x0249}, {0x024A, 0x024B}, {0x024C, 0x024D}, {0x024E, 0x024F}, {0xA7DC, 0x019B},
    {0x01C4, 0x01C5}, {0x01C7, 0x01C8}, {0x01CA, 0x01CB}, {0x01F1, 0x01F2}, {0x2C7E, 0x023F}, {0x2C7F, 0x0240},
};

#define N_LATIN_EXT_B (sizeof latin_ext_b_pairs / sizeof latin_ext_b_pairs[0])

/* The lower case of an upper-case unit c, or c itself. */
static uint16_t simple_lower(uint16_t c) {
    for (size_t i = 0; i < N_CASE_BLOCKS; i++) {
        const case_block *b = &case_blocks[i];
        if (c < b->lo || c > b->hi) continue;
        if (b->step == 1) return (uint16_t)(b->lower_lo + (c - b->lo));
        if ((c - b->lo) % 2 == 0) return (uint16_t)(c + 1);
    }
    for (size_t i = 0; i < N_LATIN_EXT_B; i++)
        if (latin_ext_b_pairs[i][0] == c) return latin_ext_b_pairs[i][1];
    return c;
}

/* The upper case of a lower-case unit c, or c itself. */
static uint16_t simple_upper(uint16_t c) {
    for (size_t i = 0; i < N_CASE_BLOCKS; i++) {
        const case_block *b = &case_blocks[i];
        if (b->step == 1) {
            if (c >= b->lower_lo && c <= b->lower_lo + (b->hi - b->lo)) return (uint16_t)(b->lo + (c - b->lower_lo));
        } else if (c > b->lo && c <= b->hi + 1 && (c - b->lo) % 2 == 1) {
            return (uint16_t)(c - 1);
        }
    }
    for (size_t i = 0; i < N_LATIN_EXT_B; i++)
        if (latin_ext_b_pairs[i][1] == c) return latin_ext_b_pairs[i][0];
    return c;
}

/* A letter with case (used by the final-sigma rule). */
static bool is_cased(uint16_t c) { return simple_lower(c) != c || simple_upper(c) != c || c == 0xDF; }

/* ---------------------------------------------------------------------------------------------
 * localeCompare: a deterministic approximation of ICU's root collation (what node uses for
 * the default locale). Plain code-unit order is not what node does ('a'.localeCompare('B') is
 * -1 there), so each code unit becomes a collation element with three levels:
 *   primary   - the base character: whitespace and punctuation (in ICU's order for Latin-1)
 *               < digits < letters (a..z with accents folded, then Greek, Cyrillic) < the rest;
 *   secondary - the accent (none < acute < grave < circumflex < ring < diaeresis < tilde ...);
 *   tertiary  - lower case before upper case.
 * Strings are compared on all primaries first, then secondaries, then tertiaries, like ICU at
 * its default strength; equal on all three levels gives 0 (e.g. "e\u0301" and "é"). Control
 * characters are ignored, combining accents (U+0300..U+036F) modify the preceding character,
 * and æ / ß expand to "ae" / "ss". Known differences from ICU: scripts other than Latin,
 * Greek and Cyrillic sort by code unit after them, and the order of symbols above U+00FF
 * follows code units.
 * ------------------------------------------------------------------------------------------- */

typedef struct coll_elem {
    uint32_t primary;
    uint8_t secondary, tertiary;
} coll_elem;

/* Whitespace, punctuation and symbols of Latin-1 in ICU's root order. */
static const uint8_t coll_symbols[] = {
    0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x20, 0x5F, 0x2D, 0x2C, 0x3B, 0x3A, 0x21, 0xA1, 0x3F, 0xBF,
    0x2E, 0xB7, 0x27, 0x22, 0xAB, 0xBB, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0xA7, 0xB6, 0x40, 0x2A,
    0x2F, 0x5C, 0x26, 0x23, 0x25, 0x60, 0xB4, 0x5E, 0xAF, 0xA8, 0xB8, 0xB0, 0xA9, 0xAE, 0x2B, 0xB1,
    0xF7, 0xD7, 0x3C, 0x3D, 0x3E, 0xAC, 0x7C, 0xA6, 0x7E, 0xA4, 0xA2, 0x24, 0xA3, 0xA5,
};

/* Latin-1 letters U+00C0..U+00FF: base letter and accent code (see accent_rank); '*' marks the
 * non-letters × and ÷ (found in coll_symbols first), '2' the expansions æ -> ae and ß -> ss,
 * 'p' the letter þ. */
static const char latin1_base[] = "aaaaaa2ceeeeiiiidnooooo*ouuuuyp2aaaaaa2ceeeeiiiidnooooo*ouuuuypy";
static const char latin1_accent[] = "gactdr-egacdgacdstgactd-sgacda--gactdr-egacdgacdstgactd-sgacda-d";

/* Latin Extended-A U+0100..U+017F, coded the same way; the accents add m (macron), b (breve),
 * o (ogonek), h (dot above), v (caron), q (double acute). İ and ı ('?') are handled apart. */
static const char latin_ext_base[] = "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiii??22jjkkklllllll"
                                     "lllnnnnnn?nnoooooo22rrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs";
static const char latin_ext_accent[] = "mmbbooaacchhvvvvssmmbbhhoovvccbbhheeccssttmmbboo----ccee-aaeevvh"
                                       "hssaaeevv-ssmmbbqq--aaeevvaacceevveevvssttmmbbrrqqooccccdaahhvv-";

/* Secondary weight of an accent code, in the order ICU ranks the accents. */
static uint8_t accent_rank(char a) {
    static const char order[] = "-agbcvrdqthseom";
    for (uint8_t i = 0; order[i]; i++)
        if (order[i] == a) return i;
    return 0;
}

/* Combining diacritical marks become a secondary weight on the previous element. */
static uint8_t combining_rank(uint16_t c) {
    switch (c) {
    case 0x301: return accent_rank('a');
    case 0x300: return accent_rank('g');
    case 0x306: return accent_rank('b');
    case 0x302: return accent_rank('c');
    case 0x30C: return accent_rank('v');
    case 0x30A: return accent_rank('r');
    case 0x308: return accent_rank('d');
    case 0x30B: return accent_rank('q');
    case 0x303: return accent_rank('t');
    case 0x307: return accent_rank('h');
    case 0x327: return accent_rank('e');
    case 0x328: return accent_rank('o');
    case 0x304: return accent_rank('m');
    default: return (uint8_t)(20 + (c - 0x300));
    }
}

#define COLL_DIGITS 0x1000u
#define COLL_LETTERS 0x2000u
#define COLL_OTHER 0x10000u

static bool coll_ignorable(uint16_t c) {
    return c < 0x09 || (c > 0x0D && c < 0x20) || (c >= 0x7F && c <= 0x9F && c != 0x85) || c == 0xAD;
}

/* Primary weight of a letter given as its lower-case form. */
static uint32_t letter_primary(uint16_t lower) {
    if (lower >= 'a' && lower <= 'z') return COLL_LETTERS + (uint32_t)(lower - 'a') * 2;
    if (lower == 0xFE) return COLL_LETTERS + 26 * 2; /* þ after z */
    return COLL_LETTERS + 0x100 + lower;             /* Greek, Cyrillic, ... by code point */
}

/* The primary weight of a Latin-1 symbol (its rank in coll_symbols), or 0. */
static uint32_t symbol_primary(uint16_t c) {
    for (size_t i = 0; i < sizeof coll_symbols; i++)
        if (coll_symbols[i] == c) return 1 + (uint32_t)i;
    return 0;
}

/* A kana (U+3041..U+3096, U+30A1..U+30FA) as ICU's root collation weighs it: the primary is
 * its plain hiragana (small and voiced forms folded: ぁ and が weigh as あ and か, katakana as
 * hiragana), the secondary its voicing (゛ 1, ゜ 2), the tertiary small before plain (the case
 * level's lower and upper case) and, except in ja where they tie, hiragana before katakana.
 * 0: not kana. */
static int kana_element(uint16_t c, bool ja, coll_elem *out) {
    bool kata = c >= 0x30A1 && c <= 0x30FA;
    uint16_t h = kata ? (uint16_t)(c - 0x60) : c, base = h;
    uint8_t voice = 0;
    bool small = false;
    if (!(h >= 0x3041 && h <= 0x309A)) return 0;
    if (h >= 0x3097) { /* ヷ ヸ ヹ ヺ: voiced わ ゐ ゑ を */
        if (!kata || h > 0x309A) return 0;
        base = (uint16_t)(0x308F + (h - 0x3097)), voice = 1;
    } else if (h <= 0x304A) {
        small = (h - 0x3041) % 2 == 0, base = small ? (uint16_t)(h + 1) : h;
    } else if (h <= 0x3062) {
        voice = (uint8_t)((h - 0x304B) % 2), base = (uint16_t)(h - voice);
    } else if (h == 0x3063) {
        small = true, base = 0x3064;
    } else if (h == 0x3065) {
        voice = 1, base = 0x3064;
    } else if (h >= 0x3066 && h <= 0x3069) {
        voice = (uint8_t)((h - 0x3066) % 2), base = (uint16_t)(h - voice);
    } else if (h >= 0x306F && h <= 0x307D) {
        voice = (uint8_t)((h - 0x306F) % 3), base = (uint16_t)(h - voice);
    } else if (h >= 0x3083 && h <= 0x3088) {
        small = (h - 0x3083) % 2 == 0, base = small ? (uint16_t)(h + 1) : h;
    } else if (h == 0x308E) {
        small = true, base = 0x308F;
    } else if (h == 0x3094) {
        voice = 1, base = 0x3046;
    } else if (h == 0x3095 || h == 0x3096) {
        small = true, base = h == 0x3095 ? 0x304B : 0x3051;
    }
    int rank = (small ? 0 : 1) + (kata && !ja ? 2 : 0); /* bit 0, the case level's: small kana as lower case */
    out[0] = (coll_elem){COLL_OTHER + base, voice, (uint8_t)rank};
    return 1;
}

/* Append the collation elements of unit c to out (at most 3); returns how many. */
static int coll_elements(uint16_t c, bool ja, coll_elem *out) {
    if (kana_element(c, ja, out)) return 1;
    uint32_t sym = symbol_primary(c);
    if (sym) return out[0] = (coll_elem){sym, 0, 0}, 1;
    if (c >= '0' && c <= '9') return out[0] = (coll_elem){COLL_DIGITS + (uint32_t)(c - '0'), 0, 0}, 1;
    if (sx_is_js_space(c)) return out[0] = (coll_elem){symbol_primary(' '), 0, 1}, 1; /* no-break and wide spaces */
    if (c == 0xB9 || c == 0xB2 || c == 0xB3)                                          /* superscript digits */
        return out[0] = (coll_elem){COLL_DIGITS + (c == 0xB9 ? 1u : c - 0xB0u), 0, 1}, 1;
    if (c >= 0xBC && c <= 0xBE) { /* ¼ ½ ¾ are 1/4 1/2 3/4 */
        out[0] = (coll_elem){COLL_DIGITS + (c == 0xBE ? 3u : 1u), 0, 1};
        out[1] = (coll_elem){symbol_primary('/'), 0, 1};
        out[2] = (coll_elem){COLL_DIGITS + (c == 0xBC ? 4u : 2u), 0, 1};
        return 3;
    }
    if (c == 0xB5) return out[0] = (coll_elem){letter_primary(0x3BC), 0, 1}, 1; /* micro sign: μ */
    uint8_t upper = simple_lower(c) != c;
    const char *base_tab = c >= 0xC0 && c <= 0xFF ? latin1_base : c >= 0x100 && c <= 0x17F ? latin_ext_base : NULL;
    const char *accent_tab = c <= 0xFF ? latin1_accent : latin_ext_accent;
    uint16_t first = c <= 0xFF ? 0xC0 : 0x100;
    char base = base_tab ? base_tab[c - first] : '?';
    if (c == 0xDF) upper = 0;
    if (base == '2') { /* æ ß ĳ œ expand to two letters */
        uint16_t x = c == 0xDF ? 's' : c == 0x132 || c == 0x133 ? 'i' : c == 0x152 || c == 0x153 ? 'o' : 'a';
        uint16_t y = c == 0xDF ? 's' : c == 0x132 || c == 0x133 ? 'j' : 'e';
        uint8_t sharp_s = c == 0xDF ? 30 : 0; /* ß differs from "ss" at the accent level in ICU */
        out[0] = (coll_elem){letter_primary(x), sharp_s, (uint8_t)(2 + upper)};
        out[1] = (coll_elem){letter_primary(y), sharp_s, (uint8_t)(2 + upper)};
        return 2;
    }
    if (base != '?' && base != '*') {
        uint16_t letter = base == 'p' ? 0xFE : (uint16_t)base;
        return out[0] = (coll_elem){letter_primary(letter), accent_rank(accent_tab[c - first]), upper}, 1;
    }
    if (c == 0x130) return out[0] = (coll_elem){letter_primary('i'), accent_rank('h'), 1}, 1; /* İ: i with a dot */
    if (c == 0x131) return out[0] = (coll_elem){letter_primary('i') + 1, 0, 0}, 1;            /* ı: after i */
    if (c == 0xAA || c == 0xBA) return out[0] = (coll_elem){letter_primary(c == 0xAA ? 'a' : 'o'), 0, 4}, 1;
    uint16_t lower = simple_lower(c);
    if ((lower >= 'a' && lower <= 'z') || is_cased(lower))
        return out[0] = (coll_elem){letter_primary(lower), 0, upper}, 1;
    return out[0] = (coll_elem){COLL_OTHER + c, 0, 0}, 1;
}

/* All elements of s, in a VM-allocated array (*n of them); NULL when out of memory. numeric
 * (Intl's numeric collation): a run of digits is one number, ordered by value: an element for
 * its length (without leading zeros), then one per digit. */
static coll_elem *coll_key(sx_vm *vm, const sx_string *s, bool numeric, bool ja, uint32_t *n) {
    coll_elem *e = sx_mem_alloc(vm, ((size_t)s->len * 3 + 1) * sizeof *e);
    if (e == NULL) return NULL;
    uint32_t k = 0;
    for (uint32_t i = 0; i < s->len; i++) {
        if ((i & 4095) == 0 && !sx_meter_elements(vm, s->len - i < 4096 ? s->len - i : 4096)) { /* charged */
            sx_mem_free(vm, e, ((size_t)s->len * 3 + 1) * sizeof *e); /* as it goes: the clock is polled */
            return NULL;
        }
        uint16_t c = sx_string_at(s, i);
        if (coll_ignorable(c)) continue;
        if (c >= 0x300 && c <= 0x36F) {
            if (k > 0 && e[k - 1].secondary == 0) e[k - 1].secondary = combining_rank(c);
            else e[k++] = (coll_elem){0, combining_rank(c), 0};
            continue;
        }
        if (numeric && c >= '0' && c <= '9') {
            uint32_t end = i, first = i;
            while (end < s->len && sx_string_at(s, end) >= '0' && sx_string_at(s, end) <= '9') end++;
            while (first + 1 < end && sx_string_at(s, first) == '0') first++; /* "007" is 7 */
            e[k++] = (coll_elem){COLL_DIGITS + 0x10 + (end - first < 0xFE0 ? end - first : 0xFE0), 0, 0};
            for (uint32_t j = first; j < end; j++) e[k++] = (coll_elem){COLL_DIGITS + (sx_string_at(s, j) - '0'), 0, 0};
            i = end - 1;
            continue;
        }
        uint32_t first = k;
        k += (uint32_t)coll_elements(c, ja, e + k);
        for (uint32_t j = first; ja && j < k; j++) /* ja's script order: Latin, kana, Han, then Greek, Cyrillic... */
            if (e[j].primary >= COLL_LETTERS + 0x100 && e[j].primary < COLL_OTHER) e[j].primary += 0x20000;
    }
    *n = k;
    return e;
}

/* Compare one level over both element lists (primary: 0, secondary: 1, tertiary: 2). Elements
 * whose primary is 0 (lone combining marks) only count at the secondary level. */
static int coll_level(const coll_elem *a, uint32_t na, const coll_elem *b, uint32_t nb, int level) {
    if (level == 3) { /* the case level: upper or lower case alone (sensitivity "case") */
        uint32_t i = 0, j = 0;
        for (;; i++, j++) {
            while (i < na && a[i].primary == 0) i++;
            while (j < nb && b[j].primary == 0) j++;
            if (i == na || j == nb) return (i == na) == (j == nb) ? 0 : i == na ? -1 : 1;
            int x = a[i].tertiary & 1, y = b[j].tertiary & 1;
            if (x != y) return x < y ? -1 : 1;
        }
    }
    uint32_t i = 0, j = 0;
    for (;;) {
        while (level == 0 && i < na && a[i].primary == 0) i++;
        while (level == 0 && j < nb && b[j].primary == 0) j++;
        if (i == na || j == nb) return (i == na) == (j == nb) ? 0 : i == na ? -1 : 1;
        uint32_t x = level == 0 ? a[i].primary : level == 1 ? a[i].secondary : a[i].tertiary;
        uint32_t y = level == 0 ? b[j].primary : level == 1 ? b[j].secondary : b[j].tertiary;
        if (x != y) return x < y ? -1 : 1;
        i++, j++;
    }
}

/* Compare a and b at the levels of the strength (SX_COLLATE_...); numeric: digit runs by value.
 * False when out of memory or the run must end (the meter: the work grows with the lengths). */
bool sx_string_collate(sx_vm *vm, const sx_string *s, const sx_string *that, int strength, bool numeric, int *out) {
    if (!sx_meter_chars(vm, (uint64_t)s->len + that->len)) return false;
    uint32_t na = 0, nb = 0;
    bool ja = (strength & SX_COLLATE_JA) != 0;
    strength &= ~SX_COLLATE_JA;
    coll_elem *a = coll_key(vm, s, numeric, ja, &na), *b = a ? coll_key(vm, that, numeric, ja, &nb) : NULL;
    int r = 0;
    static const int levels[][3] = {{0, -1, -1}, {0, 1, -1}, {0, 3, -1}, {0, 1, 2}}; /* base, accent, case, variant */
    for (int i = 0; b != NULL && i < 3 && levels[strength][i] >= 0 && r == 0; i++)
        r = coll_level(a, na, b, nb, levels[strength][i]);
    if (a) sx_mem_free(vm, a, ((size_t)s->len * 3 + 1) * sizeof *a);
    if (b) sx_mem_free(vm, b, ((size_t)that->len * 3 + 1) * sizeof *b);
    if (b == NULL) return sx_throw_oom(vm), false;
    *out = r;
    return true;
}

/* localeCompare(that, locales, options): Intl.Collator's compare (stdlib/intl.c). */
static sx_value str_locale_compare(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0);
    sx_string *s = this_string(vm, this_val, "localeCompare");
    sx_string *that = s ? to_str(vm, a0) : NULL;
    if (that == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(that));
    int strength, r;
    bool numeric;
    bool ok = sx_collator_options(vm, sx_arg(argc, argv, 1), sx_arg(argc, argv, 2), &strength, &numeric) &&
              sx_string_collate(vm, s, that, strength, numeric, &r);
    sx_temp_pop(vm, 1);
    return ok ? sx_number(r) : SX_EXCEPTION;
}

/* normalize(form) with libunistring's u16_normalize. Its memory is kept in the VM's account:
 * the string is normalized in chunks, each into a result buffer we allocate through the VM,
 * large enough for the longest expansion; the library's own heap use is then only a sort
 * buffer for a run of combining marks, smaller than what was charged. Lone surrogates are
 * copied through unchanged, as in node (the library would turn them into U+FFFD). */

#define NORM_MAX_GROWTH 18 /* units out per unit in: U+FDFA becomes 18 characters under NFKD */
#define NORM_CHUNK 1024    /* units per chunk, before its end is moved to a safe boundary */

static bool is_high_surrogate(uint16_t u) { return u >= 0xD800 && u <= 0xDBFF; }
static bool is_low_surrogate(uint16_t u) { return u >= 0xDC00 && u <= 0xDFFF; }

/* A character that no normalization form reorders or composes with what precedes it, and whose
 * decomposition starts with such a character: below U+0300, CJK ideographs, Hangul syllables. */
static bool norm_safe_start(uint16_t u) {
    return u < 0x300 || (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0xAC00 && u <= 0xD7A3);
}

/* The end of the well-formed chunk starting at i: before a lone surrogate, the end of s, or,
 * once NORM_CHUNK units are taken, before a safe start (so chunks normalize independently). */
static uint32_t norm_chunk_end(const sx_string *s, uint32_t i) {
    uint32_t j = i;
    while (j < s->len) {
        uint16_t u = sx_string_at(s, j);
        if (j - i >= NORM_CHUNK && norm_safe_start(u)) break;
        if (is_high_surrogate(u) && j + 1 < s->len && is_low_surrogate(sx_string_at(s, j + 1))) j += 2;
        else if (is_high_surrogate(u) || is_low_surrogate(u)) break;
        else j++;
    }
    return j;
}

/* Append the normalization of s[i..j) (well-formed) to out. */
static bool norm_chunk(sx_vm *vm, uninorm_t nf, const sx_string *s, uint32_t i, uint32_t j, sx_strbuf *out) {
    size_t n = j - i, cap = n * NORM_MAX_GROWTH;
    if (!sx_meter_elements(vm, n)) return false; /* each unit normalized is charged (vm/meter.h) */
    uint16_t *in = sx_mem_alloc(vm, n * 2), *res = in ? sx_mem_alloc(vm, cap * 2) : NULL;
    bool ok = res != NULL;
    if (ok) {
        for (size_t k = 0; k < n; k++) in[k] = sx_string_at(s, i + (uint32_t)k);
        size_t len = cap;
        uint16_t *r = u16_normalize(nf, in, n, res, &len);
        ok = r != NULL;
        for (size_t k = 0; ok && k < len; k++) sx_strbuf_unit(out, r[k]);
        if (r != res) free(r); /* the library made its own result: only if ours was too small */
    }
    sx_mem_free(vm, res, cap * 2);
    sx_mem_free(vm, in, n * 2);
    return ok;
}

static sx_string *normalize_string(sx_vm *vm, const sx_string *s, uninorm_t nf) {
    sx_strbuf out;
    sx_strbuf_init(&out, vm);
    for (uint32_t i = 0; i < s->len && !out.failed;) {
        uint32_t j = norm_chunk_end(s, i);
        if (j == i) { /* a lone surrogate */
            sx_strbuf_unit(&out, sx_string_at(s, i++));
            continue;
        }
        if (!norm_chunk(vm, nf, s, i, j, &out)) {
            sx_strbuf_discard(&out);
            if (vm->abort == SX_ABORT_NONE) sx_throw_oom(vm); /* else the meter stopped it: the run ends */
            return NULL;
        }
        i = j;
    }
    return sx_strbuf_finish(&out);
}

/* toUpperCase/toLowerCase with Unicode's full mappings (UnicodeData and SpecialCasing: ß -> SS,
 * İ -> i̇, ﬃ -> FFI, the final sigma rule ...) from libunistring's u16_toupper/u16_tolower, the
 * way node's ICU maps them without a locale. As in normalize, the string is mapped in chunks of
 * well-formed text into buffers the VM accounts for, a lone surrogate copied through unchanged.
 * Lower-casing maps each Σ itself (final_sigma), so a chunk holds no context-dependent
 * mapping; it ends at a Σ or, once long, before an ASCII character that is neither cased nor
 * case-ignorable (a space, a digit ...). */

#define CASE_MAX_GROWTH 3 /* units out per unit in: U+0390 upper-cases to three characters */

/* Where a chunk may end: before an ASCII character that is not a letter or one of the
 * case-ignorable ' . : ^ ` */
static bool case_chunk_break(uint16_t u) {
    return u < 0x80 && !((u | 0x20) >= 'a' && (u | 0x20) <= 'z') && u != '\'' && u != '.' && u != ':' && u != '^' &&
           u != '`';
}

/* The code point at s[i] (a pair read whole) and, in *units, how many units it takes. */
static uint32_t code_point_at(const sx_string *s, uint32_t i, uint32_t *units) {
    uint16_t u = sx_string_at(s, i);
    *units = 1;
    if (is_high_surrogate(u) && i + 1 < s->len && is_low_surrogate(sx_string_at(s, i + 1))) {
        *units = 2;
        return 0x10000 + ((uint32_t)(u - 0xD800) << 10) + (sx_string_at(s, i + 1) - 0xDC00);
    }
    return u;
}

/* The code point that ends before s[i] (a pair read whole), its first unit in *start. */
static uint32_t code_point_before(const sx_string *s, uint32_t i, uint32_t *start) {
    uint16_t u = sx_string_at(s, i - 1);
    *start = i - 1;
    if (is_low_surrogate(u) && i >= 2 && is_high_surrogate(sx_string_at(s, i - 2))) {
        *start = i - 2;
        return 0x10000 + ((uint32_t)(sx_string_at(s, i - 2) - 0xD800) << 10) + (u - 0xDC00);
    }
    return u;
}

/* Unicode's Final_Sigma condition for the Σ at s[i]: a cased letter before it and none after
 * it, case-ignorable characters skipped on both sides (as ICU tests it: ignorable first).
 * libunistring's own test disagrees with ICU for U+0027, so the Σ is mapped here. */
static bool final_sigma(const sx_string *s, uint32_t i) {
    uint32_t b = i, a = i + 1, c = 0, n;
    bool before = false, after = false;
    while (b > 0) {
        c = code_point_before(s, b, &b);
        if (!uc_is_property_case_ignorable(c)) {
            before = uc_is_property_cased(c);
            break;
        }
    }
    for (; before && a < s->len; a += n) {
        c = code_point_at(s, a, &n);
        if (!uc_is_property_case_ignorable(c)) {
            after = uc_is_property_cased(c);
            break;
        }
    }
    return before && !after;
}

static uint32_t case_chunk_end(const sx_string *s, uint32_t i, bool upper) {
    uint32_t j = i;
    while (j < s->len) {
        uint16_t u = sx_string_at(s, j);
        if (!upper && u == 0x3A3) break; /* Σ: final_sigma */
        if (j - i >= NORM_CHUNK && case_chunk_break(u)) break;
        if (is_high_surrogate(u) && j + 1 < s->len && is_low_surrogate(sx_string_at(s, j + 1))) j += 2;
        else if (is_high_surrogate(u) || is_low_surrogate(u)) break;
        else j++;
    }
    return j;
}

/* Append the upper or lower case of s[i..j) (well-formed) to out. */
static bool case_chunk(sx_vm *vm, bool upper, const sx_string *s, uint32_t i, uint32_t j, sx_strbuf *out) {
    size_t n = j - i, cap = n * CASE_MAX_GROWTH;
    /* (the builder charges each unit written: about one per unit read) */
    uint16_t *in = sx_mem_alloc(vm, n * 2), *res = in ? sx_mem_alloc(vm, cap * 2) : NULL;
    bool ok = res != NULL;
    if (ok) {
        for (size_t k = 0; k < n; k++) in[k] = sx_string_at(s, i + (uint32_t)k);
        size_t len = cap;
        uint16_t *r = upper ? u16_toupper(in, n, NULL, NULL, res, &len) : u16_tolower(in, n, NULL, NULL, res, &len);
        ok = r != NULL;
        for (size_t k = 0; ok && k < len; k++) sx_strbuf_unit(out, r[k]);
        if (r != res) free(r); /* the library made its own result: only if ours was too small */
    }
    sx_mem_free(vm, res, cap * 2);
    sx_mem_free(vm, in, n * 2);
    return ok;
}

static sx_value change_case(sx_vm *vm, sx_value this_val, bool upper, const char *method) {
    sx_string *s = this_string(vm, this_val, method);
    if (s == NULL) return SX_EXCEPTION;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    for (uint32_t i = 0; i < s->len && !b.failed;) { /* the builder charges; a failure stops */
        uint32_t j = case_chunk_end(s, i, upper);
        if (j == i) { /* a lone surrogate, or Σ to lower-case */
            uint16_t u = sx_string_at(s, i);
            sx_strbuf_unit(&b, u != 0x3A3 || upper ? u : final_sigma(s, i) ? 0x3C2 : 0x3C3);
            i++;
            continue;
        }
        if (!case_chunk(vm, upper, s, i, j, &b)) {
            sx_strbuf_discard(&b);
            if (vm->abort == SX_ABORT_NONE) sx_throw_oom(vm); /* else the meter stopped it: the run ends */
            return SX_EXCEPTION;
        }
        i = j;
    }
    sx_string *r = sx_strbuf_finish(&b);
    if (r != NULL && !sx_meter_chars(vm, r->len)) return SX_EXCEPTION; /* the comparison below */
    if (r != NULL && sx_string_equal(r, s)) return sx_from_string(s);  /* unchanged: keep the original */
    return str_value(r);
}

static sx_value str_to_lower(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    return change_case(vm, t, false, "toLowerCase");
}
static sx_value str_to_upper(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    return change_case(vm, t, true, "toUpperCase");
}
static sx_value str_to_locale_lower(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    return change_case(vm, t, false, "toLocaleLowerCase");
}
static sx_value str_to_locale_upper(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    return change_case(vm, t, true, "toLocaleUpperCase");
}

/* ASCII is unchanged by every form, and Latin-1 by NFC. */
static bool normalize_is_identity(const sx_string *s, bool nfc) {
    if (s->wide) return false;
    const uint8_t *p = sx_string_narrow(s);
    for (uint32_t i = 0; i < s->len; i++)
        if (p[i] >= 0x80 && !nfc) return false;
    return true;
}

static sx_value str_normalize(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value a0 = sx_arg(argc, argv, 0);
    sx_string *s = this_string(vm, this_val, "normalize");
    if (s == NULL) return SX_EXCEPTION;
    int form = 0;
    if (a0 != SX_UNDEFINED) {
        sx_string *name = to_str(vm, a0);
        if (name == NULL) return SX_EXCEPTION;
        static const char *forms[] = {"NFC", "NFD", "NFKC", "NFKD"};
        for (form = 0; form < 4; form++) {
            sx_string *f = sx_atom(vm, forms[form]);
            if (f == NULL) return SX_EXCEPTION; /* out of memory: the run is ending */
            if (sx_string_equal(name, f)) break;
        }
        if (form == 4) return sx_throw_range(vm, "The normalization form should be one of NFC, NFD, NFKC, NFKD.");
    }
    if (!sx_meter_chars(vm, s->len)) return SX_EXCEPTION; /* the scan below is charged */
    if (normalize_is_identity(s, form == 0)) return sx_from_string(s);
    const uninorm_t nfs[] = {UNINORM_NFC, UNINORM_NFD, UNINORM_NFKC, UNINORM_NFKD};
    sx_string *r = normalize_string(vm, s, nfs[form]);
    return r ? sx_from_string(r) : SX_EXCEPTION;
}

/* ---------------------------------------------------------------------------------------------
 * toString / valueOf: `this` must be a string or a String wrapper.
 * ------------------------------------------------------------------------------------------- */

static sx_value this_string_value(sx_vm *vm, sx_value this_val, const char *method) {
    if (sx_is_string(this_val)) return this_val;
    if (sx_is_object(this_val) && sx_as_object(this_val)->cls == SX_CLASS_STRING)
        return sx_as_object(this_val)->u.box.value;
    return sx_throw_type(vm, "String.prototype.%s requires that 'this' be a String", method);
}

static sx_value str_to_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    return this_string_value(vm, t, "toString");
}
static sx_value str_value_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    return this_string_value(vm, t, "valueOf");
}

/* ---------------------------------------------------------------------------------------------
 * Registration
 * ------------------------------------------------------------------------------------------- */

static const sx_native_def string_statics[] = {
    {"fromCharCode", string_from_char_code, 1},
    {"fromCodePoint", string_from_code_point, 1},
    {"raw", string_raw, 1},
};

static const sx_native_def string_methods[] = {
    {"at", str_at, 1},
    {"charAt", str_char_at, 1},
    {"charCodeAt", str_char_code_at, 1},
    {"codePointAt", str_code_point_at, 1},
    {"concat", str_concat, 1},
    {"endsWith", str_ends_with, 1},
    {"includes", str_includes, 1},
    {"indexOf", str_index_of, 1},
    {"isWellFormed", str_is_well_formed, 0},
    {"lastIndexOf", str_last_index_of, 1},
    {"localeCompare", str_locale_compare, 1},
    {"match", str_match, 1},
    {"matchAll", str_match_all, 1},
    {"normalize", str_normalize, 0},
    {"padEnd", str_pad_end, 1},
    {"padStart", str_pad_start, 1},
    {"repeat", str_repeat, 1},
    {"replace", str_replace, 2},
    {"replaceAll", str_replace_all, 2},
    {"search", str_search, 1},
    {"slice", str_slice, 2},
    {"split", str_split, 2},
    {"startsWith", str_starts_with, 1},
    {"substr", str_substr, 2},
    {"substring", str_substring, 2},
    {"toLocaleLowerCase", str_to_locale_lower, 0},
    {"toLocaleUpperCase", str_to_locale_upper, 0},
    {"toLowerCase", str_to_lower, 0},
    {"toString", str_to_string, 0},
    {"toUpperCase", str_to_upper, 0},
    {"toWellFormed", str_to_well_formed, 0},
    {"trim", str_trim, 0},
    {"trimEnd", str_trim_end, 0},
    {"trimStart", str_trim_start, 0},
    {"valueOf", str_value_of, 0},
};

/* trimLeft / trimRight are the very same function objects as trimStart / trimEnd. */
static bool define_alias(sx_vm *vm, sx_object *o, const char *alias, const char *name) {
    sx_string *key = sx_atom(vm, name);
    sx_prop *p = key != NULL ? sx_object_find(vm, o, key) : NULL;
    return p != NULL && sx_define_value(vm, o, alias, p->value, SX_PROP_HIDDEN);
}

bool sx_stdlib_init_string(sx_vm *vm) {
    sx_object *proto = sx_realm(vm)->string_proto;
    sx_object *ctor = sx_define_class(vm, "String", string_ctor, 1, proto);
    return ctor != NULL && SX_DEFINE_NATIVES(vm, ctor, string_statics) &&
           SX_DEFINE_NATIVES(vm, proto, string_methods) && define_alias(vm, proto, "trimLeft", "trimStart") &&
           define_alias(vm, proto, "trimRight", "trimEnd");
}
