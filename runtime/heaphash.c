/* heaphash.c - an address-free hash of the live heap (record/replay and the determinism sweep). */
#include <xxhash.h>

#include "vm/gc.h"
#include "runtime/heaphash.h"
#include "runtime/realm.h"
#include "vm/bigint.h"

static void add(XXH64_state_t *st, const void *p, size_t n) { XXH64_update(st, p, n); }

static void add_u64(XXH64_state_t *st, uint64_t v) { add(st, &v, sizeof v); }

static uint64_t string_hash(const sx_string *s) {
    return XXH3_64bits(sx_string_units(s), (size_t)s->len * (s->wide ? 2 : 1)) ^ s->wide;
}

/* A value without addresses: numbers and constants as their bits, pointers as what they point at. */
static void add_value(XXH64_state_t *st, sx_value v) {
    if (sx_is_string(v)) {
        add_u64(st, 0x5354u);
        add_u64(st, string_hash(sx_as_string(v)));
    } else if (sx_is_symbol(v)) { /* its description (symbols are unique, their address is not shown) */
        add_u64(st, 0x5359u);
        add_u64(st, string_hash(sx_as_symbol(v)));
    } else if (sx_is_bigint(v)) {
        add_u64(st, 0x4249u);
        add_u64(st, sx_bigint_hash(sx_as_bigint(v)));
    } else if (sx_is_object(v)) {
        const sx_object *o = sx_as_object(v);
        add_u64(st, 0x4F42u);
        add_u64(st, ((uint64_t)o->cls << 16) | o->oflags);
    } else {
        add_u64(st, v);
    }
}

static void add_object(XXH64_state_t *st, const sx_object *o) {
    add_u64(st, ((uint64_t)o->cls << 32) | ((uint64_t)o->oflags << 8) | (o->proto != NULL));
    for (uint32_t i = 0; i < o->nprops; i++) {
        const sx_prop *p = &o->props[i];
        if (p->key == NULL) continue;
        add_u64(st, string_hash(p->key) ^ ((uint64_t)p->flags << 56));
        add_value(st, p->value);
    }
    switch ((sx_class)o->cls) {
    case SX_CLASS_ARRAY:
        add_u64(st, o->u.array.len);
        for (uint32_t i = 0; i < o->u.array.len; i++) add_value(st, o->u.array.items[i]);
        break;
    case SX_CLASS_BOOLEAN:
    case SX_CLASS_NUMBER:
    case SX_CLASS_STRING:
    case SX_CLASS_SYMBOL:
    case SX_CLASS_BIGINT:
    case SX_CLASS_DATE: add_value(st, o->u.box.value); break;
    case SX_CLASS_PROMISE:
        add_u64(st, o->u.future.state);
        add_value(st, o->u.future.result);
        break;
    case SX_CLASS_FUNCTION: add_u64(st, o->u.func.nupvals); break;
    default: break;
    }
}

static void add_proto(XXH64_state_t *st, const sx_proto *p) {
    add_u64(st, ((uint64_t)p->ncode << 32) | p->nregs);
    for (uint32_t i = 0; i < p->ncode; i++) add_u64(st, p->code[i] & ~((sx_instr)0xFF << 56)); /* D: a cache */
    for (uint32_t i = 0; i < p->nconsts; i++) add_value(st, p->consts[i]);
}

uint64_t sx_heap_hash(sx_vm *vm) {
    sx_gc_collect_whole(vm);
    XXH64_state_t *st = XXH64_createState();
    if (st == NULL) return 0;
    XXH64_reset(st, 0);
    uint64_t count = 0;
    for (const sx_gcheader *h = vm->gc.all; h != NULL; h = h->next, count++) {
        add_u64(st, h->type);
        switch ((sx_gctype)h->type) {
        case SX_GC_STRING: add_u64(st, string_hash((const sx_string *)h)); break;
        case SX_GC_OBJECT: add_object(st, (const sx_object *)h); break;
        case SX_GC_PROTO: add_proto(st, (const sx_proto *)h); break;
        case SX_GC_UPVAL: add_value(st, *((const sx_upval *)h)->v); break;
        case SX_GC_BIGINT: add_u64(st, sx_bigint_hash((const sx_bigint *)h)); break;
        }
    }
    add_u64(st, count);
    uint64_t r = XXH64_digest(st);
    XXH64_freeState(st);
    return r;
}
