/* runtime.h - JavaScript semantics on top of the language-neutral VM core: coercions,
 * operators, property access through prototype chains, conversions to and from text/JSON. */
#ifndef SX_RUNTIME_H
#define SX_RUNTIME_H

#include <stdbool.h>
#include <stddef.h>

#include "runtime/realm.h"
#include "vm/lang.h"

/* Functions returning sx_value return SX_EXCEPTION when a guest exception (or an uncatchable
 * abort) is pending; functions returning pointers return NULL then; bool ones return false. */

/* Array.prototype.join marks the arrays it is inside (a nested join of one gives ""). */
#define SX_OBJ_JOINING SX_OBJ_LANG_FLAG

/* -- symbols (stdlib/symbol.c makes them; a symbol's sx_string is its own property key) -- */
/* The well-known symbols, in the order of sx_realm(vm)->symbols. */
typedef enum sx_wk_symbol {
    SX_SYM_ITERATOR,
    SX_SYM_ASYNC_ITERATOR,
    SX_SYM_HAS_INSTANCE,
    SX_SYM_TO_PRIMITIVE,
    SX_SYM_TO_STRING_TAG,
    SX_SYM_IS_CONCAT_SPREADABLE,
    SX_SYM_MATCH, /* String.prototype.match & co. call the argument's [Symbol.match] ... */
    SX_SYM_MATCH_ALL,
    SX_SYM_REPLACE,
    SX_SYM_SEARCH,
    SX_SYM_SPLIT,
    SX_SYM_SPECIES, /* Array/Map/Set/Promise/RegExp[Symbol.species]: the constructor itself */
    SX_SYM__COUNT
} sx_wk_symbol;
static inline sx_string *sx_wk_key(const sx_vm *vm, sx_wk_symbol s) {
    return sx_as_symbol(sx_realm(vm)->symbols->u.array.items[s]);
}
/* A property key as a guest value: a symbol for a symbol key, else the string. */
static inline sx_value sx_key_value(const sx_string *k) { return k->is_symbol ? sx_from_symbol(k) : sx_from_string(k); }
sx_string *sx_symbol_new(sx_vm *vm, const sx_string *description); /* NULL description: Symbol() */
/* "Symbol(description)" (String(sym), sym.toString(), inspect). */
sx_string *sx_symbol_text(sx_vm *vm, const sx_string *sym);
/* Append v's own symbol keys (as symbol values) to keys; enumerable_only as sx_own_keys. */
bool sx_own_symbols(sx_vm *vm, sx_object *o, sx_object *keys, bool enumerable_only);

/* -- type tests and coercions (runtime/coerce.c; truthiness and === are the VM's, vm/value.c) -- */
bool sx_to_number(sx_vm *vm, sx_value v, double *out); /* ToNumber; false on exception */
bool sx_to_int32(sx_vm *vm, sx_value v, int32_t *out);
bool sx_to_uint32(sx_vm *vm, sx_value v, uint32_t *out);
sx_string *sx_to_string(sx_vm *vm, sx_value v);                     /* ToString */
sx_string *sx_to_property_key(sx_vm *vm, sx_value v);               /* ToString, interned */
sx_value sx_to_property_key_value(sx_vm *vm, sx_value v);           /* the same as a string/symbol value */
sx_value sx_to_primitive(sx_vm *vm, sx_value v, int hint);          /* hint: 0 default, 1 number, 2 string */
sx_value sx_ordinary_to_primitive(sx_vm *vm, sx_value v, int hint); /* valueOf/toString (hint 2: toString first) */
sx_value sx_to_object(sx_vm *vm, sx_value v);                       /* TypeError for null/undefined */
sx_string *sx_typeof(sx_vm *vm, sx_value v);                        /* an atom */
/* How V8 names a value in messages: "#<Ctor>" for objects, the text of a primitive. */
void sx_value_label(sx_vm *vm, sx_value v, char *buf, size_t size);
bool sx_is_callable(sx_value v);
bool sx_is_constructor(sx_value v); /* IsConstructor */
/* SpeciesConstructor(o, dflt): o.constructor[Symbol.species] when it is set, else dflt. */
sx_value sx_species_constructor(sx_vm *vm, sx_value o, sx_object *dflt);
bool sx_is_array(sx_value v);
bool sx_same_value_zero(sx_value a, sx_value b);
bool sx_same_value(sx_value a, sx_value b);
bool sx_loose_equals(sx_vm *vm, sx_value a, sx_value b, bool *out); /* false on exception */
double sx_string_to_number(const sx_string *s);                     /* JS StringToNumber (NaN if invalid) */
bool sx_is_js_space(uint16_t c);       /* WhiteSpace or LineTerminator: what trim() removes */
double sx_double_to_integer(double d); /* ToIntegerOrInfinity */

/* -- operators (runtime/ops.c): the slow paths of the interpreter -- */
sx_value sx_op_add(sx_vm *vm, sx_value a, sx_value b);
sx_value sx_op_arith(sx_vm *vm, int opcode, sx_value a, sx_value b);   /* SUB..USHR (sx_opcode) */
sx_value sx_op_compare(sx_vm *vm, int opcode, sx_value a, sx_value b); /* LT, LE, GT, GE */
sx_value sx_op_in(sx_vm *vm, sx_value key, sx_value obj);
sx_value sx_op_unary(sx_vm *vm, int opcode, sx_value v, bool numeric); /* NEG, BNOT, INC, DEC, TONUMBER */

/* -- BigInt (runtime/bigint_js.c; the arithmetic is vm/bigint.h's) -- */
typedef enum sx_bigint_status sx_bigint_status;
sx_value sx_bigint_throw(sx_vm *vm, sx_bigint_status status); /* node's RangeError for a failed operation */
sx_value sx_bigint_of_int64(sx_vm *vm, int64_t n);
sx_value sx_string_to_bigint(sx_vm *vm, const sx_string *s);             /* SX_UNDEFINED: not a BigInt's text */
sx_value sx_to_bigint(sx_vm *vm, sx_value v);                            /* ToBigInt */
sx_value sx_number_to_bigint(sx_vm *vm, double d);                       /* RangeError unless integral */
bool sx_to_numeric(sx_vm *vm, sx_value v, sx_value *out);                /* ToNumeric: a number or a BigInt */
sx_value sx_bigint_mix_error(sx_vm *vm);                                 /* "Cannot mix BigInt and other types, ..." */
sx_value sx_bigint_arith(sx_vm *vm, int opcode, sx_value a, sx_value b); /* both BigInts: ADD, SUB..USHR */
int sx_bigint_compare_numeric(sx_value a, sx_value b); /* a BigInt with a number/BigInt: -1/0/1, 2 for NaN */
bool sx_bigint_loose_equals(sx_vm *vm, sx_value big, sx_value other, bool *out); /* other: string or number */
sx_value sx_op_instanceof(sx_vm *vm, sx_value v, sx_value ctor);

/* -- properties (runtime/property.c) -- */
sx_value sx_get(sx_vm *vm, sx_value obj, sx_string *key);         /* key interned; obj any value */
sx_value sx_get_index(sx_vm *vm, sx_value obj, sx_value key);     /* obj[key] for any key value */
bool sx_set(sx_vm *vm, sx_value obj, sx_string *key, sx_value v); /* strict: TypeError on failure */
bool sx_set_index(sx_vm *vm, sx_value obj, sx_value key, sx_value v);
/* super[key] and super[key] = v: base is the home object's prototype (or null), receiver `this`. */
sx_value sx_get_super(sx_vm *vm, sx_value base, sx_value key, sx_value receiver);
bool sx_set_super(sx_vm *vm, sx_value base, sx_value key, sx_value v, sx_value receiver);
bool sx_define_index(sx_vm *vm, sx_object *o, sx_value key, sx_value v); /* own enumerable data property */
bool sx_define_key(sx_vm *vm, sx_object *o, sx_value key, sx_value v, uint32_t flags); /* with SX_PROP_* flags */
/* Give an anonymous closure defined under a computed key (a string or number) that key as its
 * name, as SetFunctionName does; other values are left alone. False: out of memory. */
bool sx_name_anonymous_function(sx_vm *vm, sx_value fn, sx_value key);
sx_value sx_delete_index(sx_vm *vm, sx_value obj, sx_value key);           /* SX_TRUE / SX_FALSE */
bool sx_has_property(sx_vm *vm, sx_object *o, sx_string *key);             /* own or inherited */
sx_value sx_get_own(sx_vm *vm, sx_object *o, sx_string *key, bool *found); /* own; getters run */
/* Own enumerable string keys in JS order (integer keys ascending first, then insertion order),
 * as a new array of strings. */
sx_object *sx_own_keys(sx_vm *vm, sx_object *o, bool enumerable_only);
sx_object *sx_proto_of_value(sx_vm *vm, sx_value v);     /* the prototype used for property lookup */
sx_value sx_array_get(const sx_object *arr, uint32_t i); /* undefined for holes and out of range */
/* Getters/setters of object literals (enumerable) and classes (not): install fn as the getter
 * (or setter) of key on o. */
bool sx_define_accessor(sx_vm *vm, sx_object *o, sx_value key, sx_value fn, bool setter, bool enumerable);
/* Arrays' general representation (SX_OBJ_SPARSE, vm/object.c): defining an element past a sparse
 * array's end lengthens it; a program's length write, with ArraySetLength's checks. */
bool sx_array_define_element(sx_vm *vm, sx_object *o, sx_string *k, sx_value v, uint32_t flags);
bool sx_array_length_value(sx_vm *vm, sx_value v, uint32_t *out); /* RangeError unless a valid length */
bool sx_array_write_length(sx_vm *vm, sx_object *arr, uint32_t len);
bool sx_spread_into_array(sx_vm *vm, sx_object *arr, sx_value iterable); /* [...x] */
bool sx_spread_into_object(sx_vm *vm, sx_object *o, sx_value src);       /* {...x} */

/* -- numbers as text (runtime/numconv.c) -- */
/* Shortest round-trip JS formatting of a number (Number::toString(10)): writes into buf
 * (at least 32 bytes) and returns the length. "NaN", "Infinity", "-Infinity", "0" for -0. */
int sx_number_format(double d, char *buf);
sx_string *sx_number_to_string(sx_vm *vm, double d);
/* Number.prototype.toString(radix), toFixed, toPrecision, toExponential (RangeError checks done by callers). */
sx_string *sx_number_to_radix(sx_vm *vm, double d, int radix);
int sx_number_to_fixed(double d, int digits, char *buf, size_t size);
int sx_number_to_precision(double d, int precision, char *buf, size_t size);
int sx_number_to_exponential(double d, int digits, char *buf, size_t size); /* digits -1: as many as needed */

/* -- console formatting like node's util.inspect (runtime/inspect.c) -- */
/* Append the text console.log prints for its arguments (format specifiers %s %d %i %f %j %o %O %c %%
 * in a first string argument, the rest separated by spaces) to b. False on exception. */
bool sx_console_format(sx_vm *vm, sx_strbuf *b, int argc, const sx_value *argv);
/* util.inspect(v) with node's defaults (depth 2, breakLength 80, colors off). */
bool sx_inspect(sx_vm *vm, sx_strbuf *b, sx_value v);
/* util.inspect(v, { depth, maxArrayLength, breakLength }) (breakLength may be INFINITY). */
typedef struct sx_inspect_options {
    int depth;
    uint32_t max_array_length;
    double break_length;
} sx_inspect_options;
bool sx_inspect_opts(sx_vm *vm, sx_strbuf *b, sx_value v, const sx_inspect_options *o);
/* node's getStringWidth of the text in b (wide characters count 2, combining marks 0). */
uint32_t sx_inspect_width(const sx_strbuf *b);

/* -- JSON bridges (runtime/json_bridge.c): host JSON text <-> guest values -- */
/* Parse host JSON text into a guest value; deep_freeze freezes every object and array
 * (the `inputs` global). Depth bounded by SX_JSON_MAX_DEPTH. On invalid JSON returns
 * SX_EXCEPTION with a SyntaxError pending. */
#define SX_JSON_MAX_DEPTH 512
sx_value sx_json_text_to_value(sx_vm *vm, const char *text, size_t len, bool deep_freeze);
/* Serialise a guest value for the host as JSON.stringify would (toJSON, undefined in objects
 * dropped, in arrays null, NaN/Infinity -> null). Returns a malloc'ed NUL-terminated string (host
 * memory: the result outlives the VM), or NULL with *why set: "function", "symbol", "cycle",
 * "depth", "exception" (a toJSON or getter threw: vm exception pending), "memory". A top-level
 * undefined gives NULL with *why = "undefined". */
char *sx_value_to_json_text(sx_vm *vm, sx_value v, const char **why);
/* The same text in the VM's memory (counted; free it with sx_mem_free(vm, text, *cap)). */
char *sx_value_to_json_vm(sx_vm *vm, sx_value v, const char **why, size_t *cap);

/* -- errors (runtime/error.c): error objects with guest-only stack traces -- */
sx_value sx_throw_error(sx_vm *vm, sx_object *error_proto, const char *fmt, ...);
sx_object *sx_error_new(sx_vm *vm, sx_object *proto, sx_string *message); /* with .stack */
void sx_append_stack_frames(sx_vm *vm, sx_strbuf *b); /* "\n    at ..." of the guest's frames (console.trace) */
/* Give a lazy "stack" property p of err its header now (no-op for other properties).
 * False only when out of memory. */
bool sx_error_stack_ready(sx_vm *vm, sx_object *err, sx_prop *p);
/* sx_lang.throw_error: the VM's own TypeError, RangeError, ... as JavaScript error objects. */
sx_value sx_js_throw_error(sx_vm *vm, sx_error_kind kind, const char *message);
sx_value sx_js_fault(sx_vm *vm, sx_fault what, const char *a, const char *b); /* sx_lang.fault (runtime/error.c) */
/* node's ERR_INVALID_ARG_TYPE: 'The "NAME" argument must be EXPECTED. Received ...', the value
 * described as node's determineSpecificType does ("type number (5)", "an instance of Array",
 * "function f", "null"), with `code` set. */
sx_value sx_throw_invalid_arg_type(sx_vm *vm, const char *name, const char *expected, sx_value v);

/* -- what runtime/ needs from stdlib/ (stdlib/lang.c fills it; vm->lang->ext points at it):
 * the built-ins' own parts that the shared code reaches, turned around like vm/lang.h -- */
typedef struct sx_js_ext {
    /* next value of a Map/Set iterator (SX_ITER_MAP_* / SX_ITER_SET_*); sx_iter_next's contract */
    int (*collection_iter_next)(sx_vm *vm, sx_object *iter, sx_value *out);
    /* what a Map/Set iterator has left, as a new array, without consuming it (inspect) */
    sx_object *(*collection_iter_preview)(sx_vm *vm, sx_object *iter);
    int (*regexp_iter_next)(sx_vm *vm, sx_object *iter, sx_value *out); /* SX_ITER_REGEXP_MATCHES */
    /* JSON.parse's parser: exact node messages; SX_EXCEPTION on bad text */
    sx_value (*json_parse_string)(sx_vm *vm, const sx_string *text);
    /* generators and Iterator helpers (stdlib/generator.c, stdlib/iterator_helpers.c): see
     * SX_GEN_* in runtime/iter.h; helpers follow sx_iter_next's contract */
    int (*generator_resume)(sx_vm *vm, sx_object *gen, sx_value v, int mode, sx_value *out);
    int (*iterator_helper_next)(sx_vm *vm, sx_object *helper, sx_value *out);
    bool (*iterator_helper_close)(sx_vm *vm, sx_object *helper);
} sx_js_ext;
static inline const sx_js_ext *sx_js(const sx_vm *vm) { return (const sx_js_ext *)vm->lang->ext; }

#endif
