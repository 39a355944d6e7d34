/* realm.h - JavaScript's object classes, and its part of a VM's realm and atoms (laid over vm/'s slots). */
#ifndef SX_REALM_H
#define SX_REALM_H

#include <stddef.h>

#include "vm/lang.h"

/*
 * vm/ knows the classes its opcodes make (object, array, function, native, bound function,
 * coroutine: vm/vm.h) and keeps room for the rest: class ids from SX_CLASS_LANG up, whose data
 * the collector reaches through the language's hooks (sx_lang.classes, filled in stdlib/lang.c).
 * These are JavaScript's.
 */
enum {
    SX_CLASS_ERROR = SX_CLASS_LANG,
    SX_CLASS_BOOLEAN, /* wrapper objects: u.box.value */
    SX_CLASS_NUMBER,
    SX_CLASS_STRING,
    SX_CLASS_ITERATOR, /* built-in iterators (arrays, strings, keys): u.cursor */
    SX_CLASS_MAP,
    SX_CLASS_SET,
    SX_CLASS_REGEXP,
    SX_CLASS_DATE,
    SX_CLASS_PROMISE, /* u.future */
    SX_CLASS_HOST,    /* internal: a host-function binding (api/host.c) */
    SX_CLASS_WEAKMAP, /* WeakMap/WeakSet: strong maps restricted to object keys (stdlib/collections.c) */
    SX_CLASS_WEAKSET,
    SX_CLASS_SYMBOL, /* Object(symbol): a wrapper like BOOLEAN/NUMBER/STRING */
    SX_CLASS_BIGINT, /* Object(bigint): a wrapper like BOOLEAN/NUMBER/STRING */
    SX_CLASS_JS_END,
};
_Static_assert(SX_CLASS_JS_END <= SX_CLASS__COUNT, "JavaScript's classes fit sx_lang.classes");

/* An error's "stack" holding only its frames: the "Name: message" header is added when it is first
 * read (sx_error_stack_ready), as V8 formats stacks lazily, so `this.name = ...` in a constructor
 * shows. */
#define SX_PROP_LAZY_STACK SX_PROP_LANG_SLOW

/* JavaScript's interned property names, after the VM's own (SX_VM_ATOMS: empty, length,
 * prototype, constructor, name, __proto__, value): X(field name, text). stdlib/lang.c hands the texts to the VM
 * (sx_lang.atoms); code reads them as sx_atoms(vm)->message (the VM's also as vm->atoms.length). */
// clang-format off
#define SX_JS_ATOMS(X)                                                                           \
    X(message, "message") X(stack, "stack") X(cause, "cause")                                    \
    X(toString, "toString") X(valueOf, "valueOf") X(toJSON, "toJSON")          \
    X(done, "done") X(next, "next") X(undefined, "undefined") X(null, "null") X(true_, "true")   \
    X(false_, "false") X(number, "number") X(string, "string") X(boolean, "boolean")             \
    X(object, "object") X(function, "function") X(symbol, "symbol") X(bigint, "bigint")          \
    X(NaN, "NaN") X(Infinity, "Infinity") X(neg_Infinity, "-Infinity") X(zero, "0")              \
    X(get, "get") X(set, "set") X(errors, "errors") X(anonymous, "anonymous") X(index, "index")  \
    X(input, "input") X(groups, "groups") X(lastIndex, "lastIndex") X(source, "source")         \
    X(flags, "flags") X(default_, "default") X(then, "then")  \
    X(raw, "raw") X(return_, "return")
// clang-format on

typedef struct sx_js_atoms {
#define SX_X_ATOMFIELD(field, text) sx_string *field;
    SX_VM_ATOMS(SX_X_ATOMFIELD) /* the VM's, in its order: the struct lies over vm->atom_slots */
    SX_JS_ATOMS(SX_X_ATOMFIELD)
#undef SX_X_ATOMFIELD
} sx_js_atoms;
_Static_assert(offsetof(sx_js_atoms, message) == sizeof(sx_vm_atoms), "JavaScript's atoms follow the VM's");
_Static_assert(sizeof(sx_js_atoms) <= sizeof(((sx_vm *)0)->atom_slots), "JavaScript's atoms fit the VM's slots");

static inline sx_js_atoms *sx_atoms(const sx_vm *vm) { return (sx_js_atoms *)vm->atom_slots; }

/* Built-in prototypes and constructors JavaScript's code reaches quickly, and its per-run queues,
 * after the VM's own roots (SX_VM_REALM_FIELDS): read as sx_realm(vm)->error_proto (the VM's
 * also as vm->realm.global). The collector marks them and the image relocates them as roots. */
typedef struct sx_js_realm {
    SX_VM_REALM_FIELDS /* the VM's, in its order: the struct lies over vm->root_slots */
        sx_object *string_proto,
        *number_proto, *boolean_proto, *error_proto, *iterator_proto, *map_proto, *set_proto, *regexp_proto,
        *promise_proto, *date_proto;
    sx_object *generator_proto;       /* %GeneratorPrototype% (stdlib/generator.c) */
    sx_object *iterator_helper_proto; /* %IteratorHelperPrototype% (stdlib/iterator_helpers.c) */
    sx_object *symbol_proto;          /* Symbol.prototype (stdlib/symbol.c) */
    sx_object *bigint_proto;          /* BigInt.prototype (stdlib/bigint.c) */
    sx_object *symbols;               /* the well-known symbols (an array, SX_SYM_* order) */
    sx_object *symbol_registry;       /* Symbol.for: description -> symbol, NULL until first used */
    sx_object *async_generator_proto; /* %AsyncGeneratorPrototype% (stdlib/async_generator.c), NULL until used */
    sx_object *error_ctor, *type_error_ctor, *range_error_ctor, *reference_error_ctor, *syntax_error_ctor,
        *eval_error_ctor, *uri_error_ctor;
    sx_object *type_error_proto, *range_error_proto, *reference_error_proto, *syntax_error_proto, *eval_error_proto,
        *uri_error_proto;
    sx_object *aggregate_error_proto;
    sx_object *promise_ctor;
    /* per-run queues (arrays), kept here so the collector sees them as roots */
    sx_object *jobs;       /* microtasks: 4 values each (kind, a, b, c), consumed from sx_js_state(vm)->jobs_head */
    sx_object *unhandled;  /* rejected promises that had no handler when they were rejected */
    sx_object *host_calls; /* api/host.c: [promise, function index] per host call, NULL without host functions */
    /* api/eval.c: each function made by the Function constructor -> its source text, which
     * Function.prototype.toString gives (a WeakMap; NULL until the first one) */
    sx_object *function_sources;
} sx_js_realm;
_Static_assert(offsetof(sx_js_realm, string_proto) == sizeof(sx_vm_realm), "JavaScript's roots follow the VM's");
_Static_assert(sizeof(sx_js_realm) <= sizeof(((sx_vm *)0)->root_slots), "JavaScript's roots fit the VM's slots");

static inline sx_js_realm *sx_realm(const sx_vm *vm) { return (sx_js_realm *)vm->root_slots; }

/* JavaScript's per-VM state that is not a heap object, in the bytes vm/ leaves for it
 * (sx_vm.lang_vars): read as sx_js_state(vm)->clock_ms. */
typedef struct sx_js_vars {
    uint64_t random_state[2]; /* Math.random, seeded from the options */
    double clock_ms;          /* Date.now(): the run's fixed virtual instant (stdlib/date.c) */
    uint32_t jobs_head;       /* next microtask in sx_js_realm.jobs */
    bool host_clock;          /* the host opted in: Date.now() reads the real clock instead */
    /* Array.prototype.map.call(arrayLike, f) works on a copy (stdlib/array.c): the copy, and the
     * array-like its callbacks get as their array argument (both rooted by the call) */
    sx_object *generic_copy;
    sx_value generic_origin;
} sx_js_vars;
_Static_assert(sizeof(sx_js_vars) <= SX_LANG_VARS, "JavaScript's state fits sx_vm.lang_vars");

static inline sx_js_vars *sx_js_state(const sx_vm *vm) { return (sx_js_vars *)vm->lang_vars; }

/* The texts of SX_JS_ATOMS, for sx_lang.atoms (stdlib/lang.c). */
#define SX_JS_NATOMS (sizeof(sx_js_atoms) / sizeof(sx_string *) - sizeof(sx_vm_atoms) / sizeof(sx_string *))

#endif
