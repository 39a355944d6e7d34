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
    SX_CLASS_BOOLEAN, /* wrapper objects: u.wrapper.primitive */
    SX_CLASS_NUMBER,
    SX_CLASS_STRING,
    SX_CLASS_ITERATOR, /* built-in iterators (arrays, strings, keys): u.iter */
    SX_CLASS_MAP,
    SX_CLASS_SET,
    SX_CLASS_REGEXP,
    SX_CLASS_DATE,
    SX_CLASS_PROMISE,  /* u.promise */
    SX_CLASS_HOST,     /* internal: a host-function binding (api/host.c) */
    SX_CLASS_WEAKMAP,  /* WeakMap/WeakSet: strong maps restricted to object keys (stdlib/collections.c) */
    SX_CLASS_WEAKSET,
    SX_CLASS_SYMBOL,   /* Object(symbol): a wrapper like BOOLEAN/NUMBER/STRING */
    SX_CLASS_JS_END,
};
_Static_assert(SX_CLASS_JS_END <= SX_CLASS__COUNT, "JavaScript's classes fit sx_lang.classes");

#endif
