/* object.c - objects: insertion-ordered own properties, array elements, functions, protos. */
#include <stdio.h>

#include "vm/gc.h"
#include "vm/lang.h"
#include "vm/meter.h"

/*
 * Own properties live in an array in insertion order. Small objects are searched linearly;
 * from SX_INDEX_MIN properties on, an open-addressing hash index (slot = property index + 1)
 * is kept beside it. Interned keys compare by pointer. Hidden classes come later (performance).
 */
#define SX_INDEX_MIN 8

sx_object *sx_object_new(sx_vm *vm, sx_class cls, sx_object *proto) {
    sx_object *o = sx_gc_new(vm, SX_GC_OBJECT, sizeof(sx_object));
    if (o == NULL) return NULL;
    o->cls = (uint8_t)cls;
    o->oflags = SX_OBJ_EXTENSIBLE;
    o->proto = proto;
    return o;
}

/* -- property lookup -- */

static uint32_t key_slot(const sx_string *key, uint32_t cap) { return (key->hash * 2654435761u) & (cap - 1); }

/*
 * Deleting from a large object must not cost O(n) (a loop of `delete o[k]` would be quadratic):
 * an object with an index marks a deleted property as a hole (key NULL, value undefined) that
 * lookups step over and every walk over props skips, and counts its holes in one extra slot at
 * the end of the index. When holes make up half the props, they are squeezed out (keeping the
 * insertion order) and the index is rebuilt: O(1) per delete, amortised. Small objects (no
 * index) just close the gap.
 */
static uint32_t *holes(sx_object *o) { return &o->index[o->index_cap]; }
static size_t index_bytes(uint32_t cap) { return cap == 0 ? 0 : ((size_t)cap + 1) * sizeof(uint32_t); }
size_t sx_object_index_bytes(const sx_object *o) { return index_bytes(o->index_cap); }

static void index_insert(sx_object *o, uint32_t prop_index) {
    uint32_t mask = o->index_cap - 1, i = key_slot(o->props[prop_index].key, o->index_cap);
    while (o->index[i] != 0) i = (i + 1) & mask;
    o->index[i] = prop_index + 1;
}

/* Drop the holes from props, keeping the order of the others. */
static void squeeze_holes(sx_object *o) {
    uint32_t kept = 0;
    for (uint32_t i = 0; i < o->nprops; i++)
        if (o->props[i].key != NULL) o->props[kept++] = o->props[i];
    o->nprops = kept;
}

/* Squeeze the holes out and fill the index (of unchanged size) again. */
static void index_refill(sx_object *o) {
    squeeze_holes(o);
    memset(o->index, 0, index_bytes(o->index_cap));
    for (uint32_t i = 0; i < o->nprops; i++) index_insert(o, i);
}

static bool index_rebuild(sx_vm *vm, sx_object *o, uint32_t cap) {
    uint32_t *idx = sx_mem_alloc(vm, index_bytes(cap));
    if (idx == NULL) return false;
    sx_mem_free(vm, o->index, index_bytes(o->index_cap));
    o->index = idx;
    o->index_cap = cap;
    index_refill(o);
    return true;
}

/* Rebuild o's index with the fewest slots that keep it at most 3/4 full (for the realm image,
 * whose objects rarely get new properties: the next one grows it again). */
bool sx_object_index_tighten(sx_vm *vm, sx_object *o) {
    if (o->index == NULL) return true;
    if (*holes(o) != 0) index_refill(o);
    uint32_t cap = 16;
    while (o->nprops * 4 > cap * 3) cap *= 2;
    return cap >= o->index_cap || index_rebuild(vm, o, cap);
}

sx_prop *sx_object_find_raw(const sx_object *o, const sx_string *key) {
    if (o->index == NULL) {
        for (uint32_t i = 0; i < o->nprops; i++)
            if (o->props[i].key == key) return &o->props[i];
        return NULL;
    }
    uint32_t mask = o->index_cap - 1;
    for (uint32_t i = key_slot(key, o->index_cap); o->index[i] != 0; i = (i + 1) & mask) {
        sx_prop *p = &o->props[o->index[i] - 1];
        if (p->key == key) return p;
    }
    return NULL;
}

/* The value of key found along o's prototype chain when it is a data property; undefined when it
 * is absent or the nearest one is an accessor (no guest code runs). */
sx_value sx_object_find_data(sx_vm *vm, const sx_object *o, const sx_string *key) {
    for (; o != NULL; o = o->proto) {
        sx_prop *p = sx_object_find(vm, o, key);
        if (p != NULL) return (p->flags & SX_PROP_ACCESSOR) ? SX_UNDEFINED : p->value;
    }
    return SX_UNDEFINED;
}

bool sx_object_own_props(sx_vm *vm, sx_object *o) {
    if ((o->oflags & SX_OBJ_LAZY) && !sx_object_unlazy(vm, o)) return false;
    if (o->props == NULL || !sx_in_shared(vm, o->props)) return true;
    size_t bytes = (size_t)o->nprops * sizeof *o->props;      /* (shared arrays are exactly full) */
    sx_prop *np = sx_mem_realloc(vm, o->props, bytes, bytes); /* image memory: a copy */
    if (np == NULL) {
        sx_throw_oom(vm);
        return false;
    }
    o->props = np;
    o->capprops = o->nprops;
    return true;
}

/* Freeze: no new properties, every own property read-only and fixed; arrays' elements too. */
bool sx_object_freeze(sx_vm *vm, sx_object *o) {
    if (!sx_object_own_props(vm, o)) return false;
    o->oflags = (uint16_t)((o->oflags | SX_OBJ_FROZEN | SX_OBJ_SEALED) & ~SX_OBJ_EXTENSIBLE);
    for (uint32_t i = 0; i < o->nprops; i++) o->props[i].flags &= SX_PROP_ENUMERABLE | SX_PROP_ACCESSOR;
    return true;
}

/* Add or overwrite an own property (no checks of writability: that is the runtime's job). */
bool sx_object_define(sx_vm *vm, sx_object *o, sx_string *key, sx_value v, uint32_t flags) {
    if (key == NULL) return sx_abort_run(vm, SX_ABORT_MEMORY), false; /* a name that could not be made */
    if (!sx_object_own_props(vm, o)) return false;
    sx_prop *p = sx_object_find(vm, o, key);
    if (p != NULL) {
        p->value = v;
        p->flags = flags;
        return true;
    }
    if (o->nprops == o->capprops) {
        uint32_t cap = o->capprops ? o->capprops * 2 : 4;
        sx_prop *np = sx_mem_realloc(vm, o->props, o->capprops * sizeof *np, cap * sizeof *np);
        if (np == NULL) {
            sx_throw_oom(vm);
            return false;
        }
        o->props = np;
        o->capprops = cap;
    }
    o->props[o->nprops++] = (sx_prop){key, v, flags};
    if (key->is_index) o->oflags |= SX_OBJ_INDEX_KEYS;
    if (o->index != NULL || o->nprops >= SX_INDEX_MIN) { /* (an index stays when deletes shrink o) */
        bool ok = (o->nprops * 2 > o->index_cap) ? index_rebuild(vm, o, o->index_cap ? o->index_cap * 2 : 32)
                                                 : (index_insert(o, o->nprops - 1), true);
        if (!ok) {
            o->nprops--;
            sx_throw_oom(vm);
            return false;
        }
    }
    return true;
}

bool sx_object_remove(sx_vm *vm, sx_object *o, const sx_string *key) {
    sx_prop *p = sx_object_find(vm, o, key);
    if (p == NULL) return true;
    if (sx_in_shared(vm, o->props)) {
        if (!sx_object_own_props(vm, o)) return false;
        p = sx_object_find_raw(o, key);
    }
    if (o->index == NULL) { /* small: close the gap */
        uint32_t i = (uint32_t)(p - o->props);
        memmove(&o->props[i], &o->props[i + 1], (o->nprops - i - 1) * sizeof *p);
        o->nprops--;
        return true;
    }
    *p = (sx_prop){NULL, SX_UNDEFINED, 0}; /* a hole: its index slot keeps later keys' probes going */
    if (++*holes(o) * 2 > o->nprops) index_refill(o);
    return true;
}

/* -- arrays -- */

sx_object *sx_array_new(sx_vm *vm, uint32_t capacity) {
    sx_object *a = sx_object_new(vm, SX_CLASS_ARRAY, vm->realm.array_proto);
    if (a == NULL) return NULL;
    if (capacity > 0) {
        if (capacity >= 64 && !sx_meter_elements(vm, capacity)) return NULL; /* filling it: charged */
        a->u.array.items = sx_mem_alloc(vm, (size_t)capacity * sizeof(sx_value));
        if (a->u.array.items == NULL) {
            sx_throw_oom(vm);
            return NULL;
        }
        a->u.array.cap = capacity;
    }
    return a;
}

/*
 * shift() must not move every element (a queue drained with shift would be quadratic): it steps
 * items one value further into its block and counts the skipped values in skip. Growing gets the
 * skipped room back by moving the elements down once there are at least as many skipped values
 * as elements (so each move is paid for by as many shifts); before that the block just grows.
 */
static sx_value *array_block(const sx_object *a) {
    return a->u.array.items ? a->u.array.items - a->u.array.skip : NULL;
}
static size_t array_block_bytes(const sx_object *a) {
    return ((size_t)a->u.array.skip + a->u.array.cap) * sizeof(sx_value);
}

/* Move the elements to the start of the block (skip becomes 0). */
static void array_unskip(sx_object *a) {
    sx_value *block = array_block(a);
    memmove(block, a->u.array.items, (size_t)a->u.array.len * sizeof(sx_value));
    a->u.array.items = block;
    a->u.array.cap += a->u.array.skip;
    a->u.array.skip = 0;
}

static bool array_reserve(sx_vm *vm, sx_object *a, uint64_t need) {
    if (need <= a->u.array.cap) return true;
    if (need > UINT32_MAX - 1 - (uint64_t)a->u.array.skip) {
        sx_raise(vm, SX_FAULT_ARRAY_TOO_LONG, NULL, NULL);
        return false;
    }
    if (a->u.array.skip > 0 && a->u.array.skip >= a->u.array.len) {
        array_unskip(a);
        if (need <= a->u.array.cap) return true;
    }
    uint64_t cap = a->u.array.cap ? (uint64_t)a->u.array.cap * 2 : 4;
    if (cap < need) cap = need;
    if (cap >= 64 && !sx_meter_elements(vm, cap)) return false; /* copying and filling: charged */
    if (cap > UINT32_MAX - 1 - (uint64_t)a->u.array.skip) cap = UINT32_MAX - 1 - (uint64_t)a->u.array.skip;
    sx_value *block =
        sx_mem_realloc(vm, array_block(a), array_block_bytes(a), ((size_t)a->u.array.skip + cap) * sizeof(sx_value));
    if (block == NULL) {
        sx_throw_oom(vm);
        return false;
    }
    a->u.array.items = block + a->u.array.skip;
    a->u.array.cap = (uint32_t)cap;
    return true;
}

/* Remove the first element, O(1): the caller has read it. */
void sx_array_drop_first(sx_object *a) {
    a->u.array.items++;
    a->u.array.skip++;
    a->u.array.cap--;
    a->u.array.len--;
}

bool sx_array_push(sx_vm *vm, sx_object *a, sx_value v) {
    if (a->oflags & SX_OBJ_SPARSE) { /* (a length of 2^32 - 1 cannot grow: the caller checks it) */
        sx_string *k = sx_array_index_key(vm, a->u.array.length);
        if (k == NULL || !sx_object_define(vm, a, k, v, SX_PROP_DEFAULT)) return false;
        a->u.array.length++;
        return true;
    }
    if (!array_reserve(vm, a, (uint64_t)a->u.array.len + 1)) return false;
    a->u.array.items[a->u.array.len++] = v;
    return true;
}

/* The index of key as an element of a sparse array, or UINT32_MAX (not an element). */
static uint32_t element_index(const sx_prop *p) {
    return p->key != NULL && p->key->is_index ? p->key->index : UINT32_MAX;
}

/* A sparse array's length becomes len: the elements from len on are deleted, highest first,
 * up to the first one that is not configurable (the length then stops just above it, and the
 * caller, seeing a different length, throws). One pass over the properties per deletion round
 * (charged), never a loop over the indexes. */
static bool sparse_set_length(sx_vm *vm, sx_object *a, uint32_t len) {
    if (len >= a->u.array.length) {
        a->u.array.length = len;
        return true;
    }
    if (!sx_meter_elements(vm, a->nprops) || !sx_object_own_props(vm, a)) return false;
    uint32_t stop = len; /* the lowest length reachable: above the highest fixed element >= len */
    for (uint32_t i = 0; i < a->nprops; i++) {
        uint32_t idx = element_index(&a->props[i]);
        if (idx != UINT32_MAX && idx >= stop && !(a->props[i].flags & SX_PROP_CONFIGURABLE)) stop = idx + 1;
    }
    for (uint32_t i = 0; i < a->nprops; i++) { /* the doomed become holes, squeezed out at once */
        uint32_t idx = element_index(&a->props[i]);
        if (idx != UINT32_MAX && idx >= stop) a->props[i] = (sx_prop){NULL, SX_UNDEFINED, 0};
    }
    if (a->index != NULL) index_refill(a);
    else squeeze_holes(a);
    a->u.array.length = stop;
    return true;
}

/* Once per array: its elements move from the dense store to ordinary own properties (with the
 * attributes Object.seal/freeze gave them), so any element may have any attributes or be an
 * accessor, and a huge length or index costs nothing. The length moves to u.array.length. */
bool sx_array_make_sparse(sx_vm *vm, sx_object *a) {
    if (a->oflags & SX_OBJ_SPARSE) return true;
    if (!sx_meter_elements(vm, a->u.array.len)) return false; /* one pass over the elements */
    uint32_t flags = SX_PROP_DEFAULT;
    if (a->oflags & SX_OBJ_SEALED) flags &= ~(uint32_t)SX_PROP_CONFIGURABLE;
    if (a->oflags & SX_OBJ_FROZEN) flags &= ~(uint32_t)SX_PROP_WRITABLE;
    for (uint32_t i = 0; i < a->u.array.len; i++) {
        sx_value v = a->u.array.items[i];
        if (v == SX_EMPTY) continue;
        sx_string *k = sx_array_index_key(vm, i);
        if (k == NULL || !sx_object_define(vm, a, k, v, flags)) return false;
    }
    uint32_t len = a->u.array.len;
    sx_mem_free(vm, array_block(a), array_block_bytes(a));
    a->u.array.items = NULL;
    a->u.array.len = a->u.array.cap = a->u.array.skip = 0;
    a->u.array.length = len;
    a->oflags |= SX_OBJ_SPARSE | SX_OBJ_INDEX_KEYS;
    return true;
}

sx_string *sx_array_index_key(sx_vm *vm, uint32_t i) {
    char buf[16];
    snprintf(buf, sizeof buf, "%u", i);
    return sx_atom(vm, buf);
}

/* A program's length write: a dense array asked to grow by SX_ARRAY_SPARSE_GAP holes or more
 * goes sparse instead (a.length = 4294967295 costs nothing), then the length is set. */
bool sx_array_resize(sx_vm *vm, sx_object *a, uint32_t len) {
    if (!(a->oflags & SX_OBJ_SPARSE) && len > a->u.array.len && len - a->u.array.len >= SX_ARRAY_SPARSE_GAP &&
        !sx_array_make_sparse(vm, a))
        return false;
    return sx_array_set_length(vm, a, len);
}

/* Grow with holes or shrink; shrinking keeps the capacity. */
bool sx_array_set_length(sx_vm *vm, sx_object *a, uint32_t len) {
    if (a->oflags & SX_OBJ_SPARSE) return sparse_set_length(vm, a, len);
    if (len > a->u.array.len) { /* the holes written are charged (the capacity may be there already) */
        if (!array_reserve(vm, a, len) || !sx_meter_elements(vm, len - a->u.array.len)) return false;
        for (uint32_t i = a->u.array.len; i < len; i++) a->u.array.items[i] = SX_EMPTY;
    }
    a->u.array.len = len;
    return true;
}

/* -- functions -- */

sx_object *sx_native_new(sx_vm *vm, const char *name, sx_native_fn fn, int length) {
    sx_object *f = sx_object_new(vm, SX_CLASS_NATIVE, vm->realm.function_proto);
    if (f == NULL) return NULL;
    f->oflags |= SX_OBJ_CALLABLE;
    f->u.native.fn = fn;
    f->u.native.length = (int16_t)length;
    f->u.native.data = SX_UNDEFINED;
    sx_string *n = sx_atom(vm, name);
    if (n == NULL) return NULL;
    if (!sx_object_define(vm, f, vm->atoms.length, sx_number(length), SX_PROP_CONFIGURABLE)) return NULL;
    if (!sx_object_define(vm, f, vm->atoms.name, sx_from_string(n), SX_PROP_CONFIGURABLE)) return NULL;
    return f;
}

sx_object *sx_closure_new(sx_vm *vm, sx_proto *proto) {
    sx_object *f = sx_object_new(vm, SX_CLASS_FUNCTION, vm->realm.function_proto);
    if (f == NULL) return NULL;
    f->oflags |= SX_OBJ_CALLABLE;
    if (!(proto->flags & (SX_PROTO_ARROW | SX_PROTO_METHOD | SX_PROTO_TOPLEVEL | SX_PROTO_ASYNC | SX_PROTO_GENERATOR)))
        f->oflags |= SX_OBJ_CONSTRUCTOR;
    f->u.func.proto = proto;
    if (proto->nupvals > 0) {
        f->u.func.upvals = sx_mem_alloc(vm, proto->nupvals * sizeof(sx_upval *));
        if (f->u.func.upvals == NULL) {
            sx_throw_oom(vm);
            return NULL;
        }
        memset(f->u.func.upvals, 0, proto->nupvals * sizeof(sx_upval *));
        f->u.func.nupvals = proto->nupvals;
    }
    return f;
}

sx_proto *sx_proto_new(sx_vm *vm) { return sx_gc_new(vm, SX_GC_PROTO, sizeof(sx_proto)); }

/* -- collector hooks -- */

static void mark_coroutine(sx_vm *vm, sx_coroutine *c) {
    if (c == NULL) return;
    sx_gc_mark_header(vm, &c->closure->gc);
    sx_gc_mark_header(vm, &c->outcome->gc);
    sx_gc_mark_value(vm, c->returning);
    if (c->regs)
        for (uint32_t i = 0; i < c->nregs; i++) sx_gc_mark_value(vm, c->regs[i]);
    for (sx_upval *u = c->upvals; u != NULL; u = u->next_open) sx_gc_mark_header(vm, &u->gc);
}

static void free_coroutine(sx_vm *vm, sx_coroutine *c) {
    if (c == NULL) return;
    if (c->regs) sx_mem_free(vm, c->regs, (size_t)c->nregs * sizeof(sx_value));
    sx_mem_free(vm, c->handlers, c->nhandlers * sizeof(sx_handler));
    sx_mem_free(vm, c, sizeof *c);
}

void sx_object_mark_children(sx_vm *vm, sx_object *o) {
    if (o->proto) sx_gc_mark_header(vm, &o->proto->gc);
    for (uint32_t i = 0; i < o->nprops; i++) {
        if (o->props[i].key == NULL) continue; /* a hole left by delete */
        sx_gc_mark_header(vm, &o->props[i].key->gc);
        sx_gc_mark_value(vm, o->props[i].value);
    }
    switch ((sx_class)o->cls) {
    case SX_CLASS_ARRAY:
        for (uint32_t i = 0; i < o->u.array.len; i++) sx_gc_mark_value(vm, o->u.array.items[i]);
        break;
    case SX_CLASS_FUNCTION:
        sx_gc_mark_header(vm, &o->u.func.proto->gc);
        for (uint32_t i = 0; i < o->u.func.nupvals; i++)
            if (o->u.func.upvals[i]) sx_gc_mark_header(vm, &o->u.func.upvals[i]->gc);
        break;
    case SX_CLASS_NATIVE: sx_gc_mark_value(vm, o->u.native.data); break;
    case SX_CLASS_BOUND:
        sx_gc_mark_value(vm, o->u.bound.target);
        sx_gc_mark_value(vm, o->u.bound.this_val);
        for (uint32_t i = 0; i < o->bound_nargs; i++) sx_gc_mark_value(vm, o->u.bound.args[i]);
        break;
    case SX_CLASS_COROUTINE: mark_coroutine(vm, o->u.coro); break;
    case SX_CLASS_OBJECT: break;
    default: { /* a class of the language's (a wrapper, Map, RegExp, ...) */
        const sx_class_hooks *h = &vm->lang->classes[o->cls];
        for (uint32_t i = 0; i < h->nvalues; i++) sx_gc_mark_value(vm, *sx_class_value(o, h->values[i]));
        if (h->mark != NULL) h->mark(vm, o);
        break;
    }
    }
}

void sx_object_free_parts(sx_vm *vm, sx_object *o) {
    sx_mem_free(vm, o->props, o->capprops * sizeof *o->props);
    sx_mem_free(vm, o->index, index_bytes(o->index_cap));
    switch ((sx_class)o->cls) {
    case SX_CLASS_ARRAY: sx_mem_free(vm, array_block(o), array_block_bytes(o)); break;
    case SX_CLASS_FUNCTION: sx_mem_free(vm, o->u.func.upvals, o->u.func.nupvals * sizeof(sx_upval *)); break;
    case SX_CLASS_BOUND: sx_mem_free(vm, o->u.bound.args, o->bound_nargs * sizeof(sx_value)); break;
    case SX_CLASS_COROUTINE: free_coroutine(vm, o->u.coro); break;
    default:
        if (vm->lang->classes[o->cls].free != NULL) vm->lang->classes[o->cls].free(vm, o);
        break;
    }
}
