/* iter.h - built-in iteration (for-of, spread, for-in) shared by the interpreter and the stdlib. */
#ifndef SX_ITER_H
#define SX_ITER_H

#include "vm/vm.h"

/* Iterator kinds (sx_object.u.cursor.kind of SX_CLASS_ITERATOR objects). */
typedef enum sx_iter_kind {
    SX_ITER_ARRAY_VALUES,
    SX_ITER_ARRAY_KEYS,
    SX_ITER_ARRAY_ENTRIES,
    SX_ITER_STRING,   /* by code point */
    SX_ITER_KEYS,     /* for-in: target is an array of key strings */
    SX_ITER_MAP_KEYS, /* Map/Set iterators: target is the collection (stdlib/collections.c) */
    SX_ITER_MAP_VALUES,
    SX_ITER_MAP_ENTRIES,
    SX_ITER_SET_VALUES,
    SX_ITER_SET_ENTRIES,
    SX_ITER_REGEXP_MATCHES,  /* String.prototype.matchAll: target is the regexp, extra the string */
    SX_ITER_GENERATOR,       /* a generator object: target is its coroutine (stdlib/generator.c) */
    SX_ITER_HELPER,          /* Iterator.prototype.map & co: target is the source (stdlib/iterator_helpers.c) */
    SX_ITER_PROTOCOL,        /* a guest iterator (from obj[Symbol.iterator]()): target is it, extra its next */
    SX_ITER_ASYNC_PROTOCOL,  /* for await over obj[Symbol.asyncIterator](): the same, next() gives promises */
    SX_ITER_ASYNC_GENERATOR, /* an async generator object: target its coroutine (stdlib/async_generator.c) */
} sx_iter_kind;

sx_object *sx_iter_new(sx_vm *vm, sx_value target, sx_iter_kind kind);
/* Whether sx_iter_get accepts v (strings, arrays, Map, Set, built-in iterators, objects with a
 * [Symbol.iterator]: found without running guest code; a getter counts as one). */
bool sx_is_iterable(sx_vm *vm, sx_value v);
/* Throw V8's TypeError for a value that is not iterable; source: the text of the iterable
 * expression (NULL when unknown); call_spread: it was spread into a call's arguments. */
sx_value sx_throw_not_iterable(sx_vm *vm, sx_value v, const char *source, bool call_spread);
/* R := iterator for `iterable` (GETITER). SX_EXCEPTION when not iterable. */
sx_value sx_iter_get(sx_vm *vm, sx_value iterable);
/* FORINKEYS: enumerable string keys of v and its prototypes (none for null/undefined). */
sx_value sx_iter_forin(sx_vm *vm, sx_value v);
/* Advance: 1 and *out set, 0 when done, -1 on exception. A native loop's step: one element is
 * charged to the meter (vm/meter.h). */
int sx_iter_next(sx_vm *vm, sx_object *iter, sx_value *out);
/* The same, uncharged: the interpreter's for-of and a guest's own next() call pay instructions. */
int sx_iter_advance(sx_vm *vm, sx_object *iter, sx_value *out);
/* Generators (stdlib/generator.c, through sx_js_ext.generator_resume): mode SX_GEN_NEXT resumes
 * with v as the value of the paused yield, SX_GEN_THROW throws v there, SX_GEN_RETURN finishes it
 * with v (its finally blocks run). 1: it yielded *out; 0: it finished with *out; -1: exception. */
enum { SX_GEN_NEXT, SX_GEN_THROW, SX_GEN_RETURN };
/* IteratorClose of a for-of left early (ITERCLOSE): generators run their finally blocks, helpers
 * close their source; other built-in iterators have nothing to close. False on exception. */
bool sx_iter_close(sx_vm *vm, sx_value iter);
/* yield*'s step (ITERSEND): next(v), throw(v) or return(v) (SX_GEN_*) of any iterator: a
 * generator is resumed, a guest iterator's method is called (one without throw() is closed and
 * TypeError thrown; one without return() finishes with v), a built-in one steps or finishes.
 * sx_generator_resume's contract. */
/* for await: GETITER C=1 (an async iterable's iterator, else sx_iter_get) and ITERUNWRAP. */
sx_value sx_iter_get_async(sx_vm *vm, sx_value iterable);
/* IteratorComplete/IteratorValue of a step result: 1 with *out, 0 when done, -1 on an exception. */
int sx_iter_result(sx_vm *vm, sx_value r, sx_value *out);
int sx_iter_unwrap(sx_vm *vm, sx_object *iter, sx_value result, sx_value *out);
int sx_iter_send(sx_vm *vm, sx_value iter, sx_value v, int mode, sx_value *out);

#endif
