/* stdlib.h - how the built-in library modules register themselves in a new VM's realm. */
#ifndef SX_STDLIB_H
#define SX_STDLIB_H

#include "runtime/runtime.h"
#include "vm/bigint.h"

/* A table row describing one native method. */
typedef struct sx_native_def {
    const char *name;
    sx_native_fn fn;
    int length; /* the function's .length */
} sx_native_def;

/* Define each native of defs on target as a non-enumerable method. */
bool sx_define_natives(sx_vm *vm, sx_object *target, const sx_native_def *defs, size_t n);
#define SX_DEFINE_NATIVES(vm, target, defs) sx_define_natives((vm), (target), (defs), sizeof(defs) / sizeof((defs)[0]))
/* Define a non-enumerable data property from a C string name. */
bool sx_define_value(sx_vm *vm, sx_object *target, const char *name, sx_value v, uint32_t flags);
/* Create a constructor native `name` with its .prototype = proto (and proto.constructor),
 * and make it a global. */
sx_object *sx_define_class(sx_vm *vm, const char *name, sx_native_fn ctor, int length, sx_object *proto);
/* GetPrototypeFromConstructor for a native constructor: new.target.prototype when new.target is
 * another constructor (a subclass: class X extends Boolean) and that is an object, else dflt.
 * NULL on exception. Read what you need of argv first (a getter may run). */
sx_object *sx_new_target_proto(sx_vm *vm, sx_object *dflt);

/* Argument helpers for natives. */
static inline sx_value sx_arg(int argc, const sx_value *argv, int i) { return i < argc ? argv[i] : SX_UNDEFINED; }

/* The running native's arguments, re-read from the stack: argv passed to a native is stale
 * after anything that may run guest code (the stack can move); use this to read them again. */
static inline const sx_value *sx_args_now(sx_vm *vm) { return vm->stack + vm->frames[vm->nframes - 1].base + 1; }

/* A VM running JavaScript (stdlib/lang.c): sx_vm_create with sx_js_lang, the table of hooks
 * that runtime/ and stdlib/ give the VM (vm/lang.h). */
extern const sx_lang sx_js_lang;
sx_vm *sx_vm_new(const sx_limits *limits);
/* The native functions stdlib/promise.c makes at run time (combinator elements, finally):
 * snapshots may name them (api/snapshot.c). */
const sx_native_fn *sx_js_promise_natives(uint32_t *count);
/* Snapshots (api/snapshot.c): Map/Set/WeakMap/WeakSet and RegExp objects as values and back. */
bool sx_collection_snapshot(sx_object *o, sx_value *out, uint32_t *n);
bool sx_collection_restore(sx_vm *vm, sx_object *o, const sx_value *v, uint32_t n, char *err, size_t errsize);
uint32_t sx_collection_used(sx_object *o);
bool sx_regexp_snapshot(sx_object *o, sx_value *out, uint32_t *n);
bool sx_regexp_restore(sx_vm *vm, sx_object *o, const sx_value *v, uint32_t n, char *err, size_t errsize);
bool sx_stdlib_init(sx_vm *vm); /* stdlib/realm.c: create the realm: prototypes, constructors, globals */

/* Each module adds its globals and prototype methods. The realm's prototypes exist already. */
bool sx_stdlib_init_object(sx_vm *vm); /* stdlib/object.c: Object, Function.prototype */
sx_value sx_object_proto_to_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv); /* "[object X]" */
bool sx_stdlib_init_error(sx_vm *vm);  /* stdlib/error.c: Error and its subclasses */
bool sx_stdlib_init_array(sx_vm *vm);  /* stdlib/array.c: Array, iterators */
bool sx_stdlib_init_string(sx_vm *vm); /* stdlib/string.c: String */
bool sx_stdlib_init_number(
    sx_vm *vm);                      /* stdlib/number.c: Number, Boolean, Math, parseInt, parseFloat, isNaN, isFinite */
bool sx_stdlib_init_json(sx_vm *vm); /* stdlib/json.c: JSON */
bool sx_stdlib_init_console(sx_vm *vm);     /* stdlib/console.c: console */
bool sx_stdlib_init_promise(sx_vm *vm);     /* stdlib/promise.c: Promise, AggregateError */
bool sx_stdlib_init_collections(sx_vm *vm); /* stdlib/collections.c: Map, Set, WeakMap, WeakSet */
bool sx_stdlib_init_regexp(sx_vm *vm);      /* stdlib/regexp.c: RegExp */
bool sx_stdlib_init_date(sx_vm *vm);        /* stdlib/date.c: Date */

/* console.table's text for an object (stdlib/console_table.c); properties: an array or undefined. */
sx_value sx_console_table(sx_vm *vm, sx_value data, sx_value properties);

/* Date.now() (stdlib/date.c): the run's virtual clock, or the host's when it opted in. */
double sx_date_now(sx_vm *vm);

/* Date.parse of ASCII/Latin-1 text (stdlib/date.c): the time value, or NaN. */
double sx_date_parse_latin1(const char *text, size_t len);

bool sx_stdlib_init_global(sx_vm *vm); /* stdlib/global.c: URI functions, structuredClone */

sx_value sx_regexp_create(sx_vm *vm, sx_value pattern, sx_value flags); /* stdlib/regexp.c: /re/ */
void sx_regexp_mark(sx_vm *vm, sx_object *o);                           /* stdlib/regexp.c */
void sx_regexp_free(sx_vm *vm, sx_object *o);
int sx_regexp_iter_next(sx_vm *vm, sx_object *iter, sx_value *out); /* String.prototype.matchAll */
/* JSON.parse's parser (stdlib/json.c): exact node messages; SX_EXCEPTION on bad text. */
sx_value sx_json_parse_string(sx_vm *vm, const sx_string *text);
/* Map, Set, WeakMap, WeakSet (stdlib/collections.c): collector hooks and their iterators. */
void sx_collection_mark(sx_vm *vm, sx_object *o);
void sx_collection_free(sx_vm *vm, sx_object *o);
int sx_collection_iter_next(sx_vm *vm, sx_object *iter, sx_value *out);
/* What a Map/Set iterator has left, as a new array (pairs for entries), without consuming it. */
sx_object *sx_collection_iter_preview(sx_vm *vm, sx_object *iter);

/* Map and Set from C (stdlib/collections.c): a new empty one, set, get (false: absent), and the
 * live entries in order (pos starts at 0; no guest code may run between the calls). */
sx_object *sx_collection_new(sx_vm *vm, sx_class cls);
bool sx_collection_set(sx_vm *vm, sx_object *o, sx_value key, sx_value value);
bool sx_collection_get(sx_vm *vm, sx_object *o, sx_value key, sx_value *out);
bool sx_collection_entry(const sx_object *o, uint32_t *pos, sx_value *key, sx_value *value);
bool sx_collection_delete(sx_vm *vm, sx_object *o, sx_value key); /* false: it was absent */
uint32_t sx_collection_size(const sx_object *o);

/* stdlib/es2025.c: Object.groupBy, Map.groupBy, the Set methods of ES2025, Promise.try */
bool sx_stdlib_init_es2025(sx_vm *vm);
/* stdlib/generator.c: %GeneratorPrototype% (realm.generator_proto); the generator object GENSTART
 * gives (sx_lang.generator_start); resuming one (SX_GEN_* of runtime/iter.h) */
bool sx_stdlib_init_generator(sx_vm *vm);
sx_object *sx_generator_start(sx_vm *vm, sx_object *co, sx_object *callee);
int sx_generator_resume(sx_vm *vm, sx_object *gen, sx_value v, int mode, sx_value *out);
/* stdlib/iterator_helpers.c: the helper iterators' next and close */
int sx_iterator_helper_next(sx_vm *vm, sx_object *helper, sx_value *out);
bool sx_iterator_helper_close(sx_vm *vm, sx_object *helper);
/* stdlib/iterator_helpers.c: the Iterator global, Iterator.from and the helpers of %IteratorPrototype% */
bool sx_stdlib_init_iterator_helpers(sx_vm *vm);
/* stdlib/intl.c: Intl (NumberFormat) */
bool sx_stdlib_init_intl(sx_vm *vm);
/* x.toLocaleString(locale, opts) as Number.prototype's gives it (stdlib/number.c) */
sx_value sx_number_format_locale(sx_vm *vm, double x, sx_value opts);

/* Collation strengths (Intl.Collator's sensitivity): base, accent, case, variant. */
enum { SX_COLLATE_BASE, SX_COLLATE_ACCENT, SX_COLLATE_CASE, SX_COLLATE_VARIANT };
/* or'ed into a strength: ja's tailoring (hiragana and katakana tie at the tertiary level) */
enum { SX_COLLATE_JA = 0x100 };
/* Compare two strings with the collation of stdlib/string.c at a strength; false on exception. */
bool sx_string_collate(sx_vm *vm, const sx_string *a, const sx_string *b, int strength, bool numeric, int *out);
/* Read Intl.Collator's locales and options (sensitivity, numeric; usage "search" is accepted);
 * false with V8's exception for a bad one. */
bool sx_collator_options(sx_vm *vm, sx_value locales, sx_value options, int *strength, bool *numeric);
struct sx_nf;
/* A BigInt formatted by a number format (stdlib/bigint.c): a string, or formatToParts' array. */
sx_value sx_bigint_format_nf(sx_vm *vm, sx_value big, const struct sx_nf *f, bool to_parts);
/* stdlib/reflect.c: Reflect */
bool sx_stdlib_init_reflect(sx_vm *vm);
/* stdlib/symbol.c: Symbol and the well-known symbols (first), and [Symbol.iterator] of the built-ins (last) */
bool sx_stdlib_init_symbol(sx_vm *vm);
bool sx_stdlib_init_bigint(sx_vm *vm);
/* stdlib/async_generator.c: %AsyncGeneratorPrototype% (made when first needed) and GENSTART's
 * conversion of an async function*'s generator object */
sx_object *sx_async_generator_proto(sx_vm *vm);
/* For snapshots (stdlib/es2025.c): Array.fromAsync's await reaction, and whether a state array
 * it is given can be right (once the whole heap is loaded). */
sx_native_fn sx_from_async_reaction_native(void);
bool sx_from_async_state_ok(sx_value data);
/* For snapshots: next, return, throw, [Symbol.asyncIterator] and the await reaction, in that order. */
const sx_native_fn *sx_async_generator_natives(uint32_t *count);
bool sx_async_generator_init(sx_vm *vm, sx_object *gen);
sx_value sx_object_own_keys(sx_vm *vm, sx_value o); /* stdlib/object.c: Reflect.ownKeys of an object */
bool sx_stdlib_init_symbol_iterators(sx_vm *vm);

/* Whether ctor[Symbol.species] is still the built-in getter that returns ctor (stdlib/symbol.c). */
bool sx_species_is_default(sx_vm *vm, sx_object *ctor);

#endif
