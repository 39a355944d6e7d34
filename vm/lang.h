/* lang.h - what the VM needs from a language: the hook table a language layer fills and registers. */
#ifndef SX_LANG_H
#define SX_LANG_H

#include "vm/vm.h"

/*
 * vm/ knows values, objects, frames, the collector and the dispatch loop; what an operation means
 * for anything but its fast case belongs to a language. The interpreter does the fast case itself
 * (numbers for arithmetic, an own data property for GETFIELD, a dense array element for GETINDEX)
 * and reaches the language only on the slow path, through this table, much as Lua's core reaches
 * metamethods through ltm.c. JavaScript fills it in stdlib/lang.c (sx_js_lang) from runtime/ and
 * stdlib/; a VM made with no language (sx_vm_create(limits, NULL)) gets sx_lang_none, whose hooks
 * throw "<operation> needs a language layer", so bytecode that needs no language runs and the
 * rest ends with a clean exception.
 *
 * Contract of every hook, as for the functions of runtime/runtime.h: sx_value results are
 * SX_EXCEPTION, pointers NULL, bools false when an exception (or an abort) is pending. Hooks may
 * run guest code, collect and move the stack.
 */

/* The error kinds the VM itself throws (stack overflow, a constant assigned, a name not defined). */
typedef enum sx_error_kind { SX_ERR_TYPE, SX_ERR_RANGE, SX_ERR_REFERENCE, SX_ERR_SYNTAX } sx_error_kind;

/* Per-class hooks for the classes a language adds (Map, RegExp, ...): what the collector must
 * mark of their private data, and how to free it. NULL: nothing beyond the common object parts.
 * A class whose private data is only sx_values in the object itself (a box's value, a cursor's
 * target) lists their byte offsets in sx_object.u instead: the collector marks them,
 * and the image copier (vm/image.c) copies and relocates them. image: objects of the class may be
 * part of the prebuilt realm image (their data is values[] only: no mark/free hooks). */
typedef struct sx_class_hooks {
    void (*mark)(sx_vm *vm, sx_object *o);
    void (*free)(sx_vm *vm, sx_object *o);
    uint8_t nvalues;   /* how many of values[] are used */
    uint8_t values[2]; /* offsetof(sx_object, u.<shape>.<field>) - offsetof(sx_object, u) */
    bool image;
} sx_class_hooks;

/* The value at byte offset `at` of o->u (sx_class_hooks.values). */
static inline sx_value *sx_class_value(sx_object *o, uint8_t at) { return (sx_value *)((char *)&o->u + at); }

#define SX_CLASS__COUNT 32 /* room in sx_lang.classes: class ids (sx_class) are below it */

typedef struct sx_lang {
    const char *name;
    /* The texts of the language's own atoms (interned property names), interned when a VM is made
     * into vm->atom_slots after the VM's (SX_VM_ATOMS); the language reads them through its own
     * struct laid over atom_slots. Its realm's objects go in vm->root_slots after the VM's. */
    const char *const *atoms;
    uint32_t natoms;
    /* Fill a new VM's realm (vm->realm, root_slots, globals, prototypes) after the atoms exist. */
    bool (*init_realm)(sx_vm *vm);
    /* Make the value thrown for an error the VM raises itself (message already formatted). */
    sx_value (*throw_error)(sx_vm *vm, sx_error_kind kind, const char *message);
    /* Word and throw an error the VM raises by what went wrong (sx_fault, vm/vm.h; a and b never NULL). */
    sx_value (*fault)(sx_vm *vm, sx_fault what, const char *a, const char *b);

    /* -- operators: the slow paths (the operands are not both numbers) -- */
    sx_value (*op_add)(sx_vm *vm, sx_value a, sx_value b);
    sx_value (*op_arith)(sx_vm *vm, int opcode, sx_value a, sx_value b); /* SUB..USHR, LT..GE */
    /* NEG, BNOT, INC, DEC, TONUMBER of a non-number (TONUMBER with `numeric`: ToNumeric, the old
     * value of x++, which keeps a BigInt) */
    sx_value (*op_unary)(sx_vm *vm, int opcode, sx_value v, bool numeric);
#define SX_ITER_SEND_RAW 4 /* iter_send's mode bit: an async iterator's result object, unread (ITERSEND D=1) */
    sx_value (*op_in)(sx_vm *vm, sx_value key, sx_value obj);
    sx_value (*op_instanceof)(sx_vm *vm, sx_value v, sx_value ctor);
    bool (*loose_equals)(sx_vm *vm, sx_value a, sx_value b, bool *out);
    sx_string *(*type_of)(sx_vm *vm, sx_value v); /* an atom */
    bool (*to_number)(sx_vm *vm, sx_value v, double *out);
    sx_string *(*to_string)(sx_vm *vm, sx_value v);
    sx_value (*to_property_key)(sx_vm *vm, sx_value v); /* a string or symbol value (GETINDEXK) */

    /* -- properties: what GETFIELD/SETFIELD/GETINDEX/SETINDEX do past an own data property -- */
    sx_value (*get)(sx_vm *vm, sx_value obj, sx_string *key);
    sx_value (*get_index)(sx_vm *vm, sx_value obj, sx_value key);
    bool (*set)(sx_vm *vm, sx_value obj, sx_string *key, sx_value v);
    bool (*set_index)(sx_vm *vm, sx_value obj, sx_value key, sx_value v);
    sx_value (*get_super)(sx_vm *vm, sx_value base, sx_value key, sx_value receiver);
    bool (*set_super)(sx_vm *vm, sx_value base, sx_value key, sx_value v, sx_value receiver);
    bool (*define_key)(sx_vm *vm, sx_object *o, sx_value key, sx_value v, uint32_t flags);
    bool (*define_accessor)(sx_vm *vm, sx_object *o, sx_value key, sx_value fn, bool setter, bool enumerable);
    bool (*name_function)(sx_vm *vm, sx_value fn, sx_value key); /* DEFINDEX of an anonymous closure */
    sx_value (*delete_index)(sx_vm *vm, sx_value obj, sx_value key);
    bool (*has_property)(sx_vm *vm, sx_object *o, sx_string *key);
    sx_object *(*proto_of_value)(sx_vm *vm, sx_value v);
    bool (*spread_into_array)(sx_vm *vm, sx_object *arr, sx_value iterable);
    bool (*spread_into_object)(sx_vm *vm, sx_object *o, sx_value src);

    /* -- iteration (GETITER, FORINKEYS, ITERNEXT) -- */
    bool (*is_iterable)(sx_vm *vm, sx_value v);
    sx_value (*throw_not_iterable)(sx_vm *vm, sx_value v, const char *source, bool call_spread);
    sx_value (*iter_get)(sx_vm *vm, sx_value iterable);
    sx_value (*iter_forin)(sx_vm *vm, sx_value v);
    int (*iter_next)(sx_vm *vm, sx_object *iter, sx_value *out); /* 1 value, 0 done, -1 exception */
    /* for await: an iterator over an async iterable (else as iter_get), and the value of the
     * awaited result of its next() (iter_next's contract; other iterators' values pass as is) */
    sx_value (*iter_get_async)(sx_vm *vm, sx_value iterable);
    int (*iter_unwrap)(sx_vm *vm, sx_object *iter, sx_value result, sx_value *out);

    /* -- literals -- */
    sx_value (*regexp_create)(sx_vm *vm, sx_value pattern, sx_value flags); /* REGEXP */

    /* -- async calls: the VM suspends and resumes them (sx_coroutine); the language says what
     * the caller gets (JavaScript: a promise) and how an awaited value resumes the call -- */
    sx_object *(*async_start)(sx_vm *vm);                                      /* the call's outcome object */
    bool (*async_settle)(sx_vm *vm, sx_object *co, sx_value v, bool is_throw); /* return / throw */
    bool (*async_await)(sx_vm *vm, sx_object *co, sx_value v);                 /* arrange for v to resume co */
    /* generators: GENSTART suspends the call in co; the caller gets the object this returns */
    sx_object *(*generator_start)(sx_vm *vm, sx_object *co, sx_object *callee);
    bool (*iter_close)(sx_vm *vm, sx_value iter); /* ITERCLOSE: a for-of left early */
    /* ITERSEND (yield*): resume iter with v; mode 0 next, 1 throw, 2 return. 1: it yielded *out,
     * 0: it finished with *out, -1: exception */
    int (*iter_send)(sx_vm *vm, sx_value iter, sx_value v, int mode, sx_value *out);

    /* -- per-class collector hooks, indexed by sx_class -- */
    sx_class_hooks classes[SX_CLASS__COUNT];
    /* bit c set: objects of class c have properties the language computes (JavaScript: a String
     * wrapper's indices and length), so GETFIELD's fast paths leave them and what inherits from
     * them to get() */
    uint32_t virtual_classes;

    /* the language's own table for its parts to reach each other (JavaScript: sx_js_ext,
     * runtime/runtime.h); vm/ never reads it */
    const void *ext;
} sx_lang;

/* The table of a VM made without a language (vm/lang.c). */
extern const sx_lang sx_lang_none;

#endif
