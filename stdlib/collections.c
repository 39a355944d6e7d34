/* collections.c - Map, Set, WeakMap and WeakSet: insertion-ordered hash tables with SameValueZero keys. */
#include <stdio.h>

#include "runtime/iter.h"
#include "stdlib/stdlib.h"
#include "vm/gc.h"
#include "vm/meter.h"

/*
 * One table serves all four classes (a Set leaves the values unused):
 *
 *   entries[0..len)  every entry ever added, in insertion order; a deleted entry keeps its place
 *                    with key = SX_EMPTY until the table is compacted.
 *   index[]          open addressing over the entries: 0 = free slot, SX_SLOT_GONE = a deleted
 *                    entry was here (keep probing), otherwise entry number + 1.
 *   seq              every entry gets the next number of a per-table counter when it is added.
 *
 * Iterators (and forEach) remember the sequence number they want next rather than only an
 * array position: compaction moves entries down but keeps them sorted by seq, so an iterator
 * finds its place again with a binary search. That gives JS's rules for free: entries deleted
 * before they are reached are skipped (they are empty or gone), entries added during the loop
 * are visited (they get larger numbers), and clear() lets a live iterator see later additions.
 *
 * Hashing never makes anything observable: iteration order is the entries order. Objects hash
 * by an identity number handed out lazily from a per-VM counter, so even the table layout is
 * the same on every run.
 */

#define SX_SLOT_GONE UINT32_MAX
#define SX_COLL_MIN_CAP 8

typedef struct sx_entry {
    sx_value key, value;
    uint64_t seq;
} sx_entry;

typedef struct sx_coll {
    sx_entry *entries;
    uint32_t len, cap; /* entries used (live + deleted) and allocated */
    uint32_t live;     /* size */
    uint32_t *index;
    uint32_t index_cap; /* a power of two, at least twice cap */
    uint64_t next_seq;
} sx_coll;

/* ---------------------------------------------------------------------------------------------
 * Keys: SameValueZero, hashing
 * ------------------------------------------------------------------------------------------- */

/* -0 becomes +0 (NaN is already canonical in a value), so equal keys have equal bits. */
static sx_value normalize_key(sx_value k) { return (sx_is_number(k) && sx_to_double(k) == 0) ? sx_number(0) : k; }

static bool keys_equal(sx_value a, sx_value b) {
    if (a == b) return true;
    if (sx_is_bigint(a) && sx_is_bigint(b)) return sx_bigint_equal(sx_as_bigint(a), sx_as_bigint(b));
    return sx_is_string(a) && sx_is_string(b) && sx_string_equal(sx_as_string(a), sx_as_string(b));
}

/* A 64-bit mixer (splitmix64's finaliser), folded to 32 bits. */
static uint32_t mix64(uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebull;
    x ^= x >> 31;
    return (uint32_t)x;
}

static uint32_t object_id(sx_vm *vm, sx_object *o) {
    if (o->id == 0) {
        if (++vm->next_object_id == 0) vm->next_object_id = 1; /* wrapping only costs collisions */
        o->id = vm->next_object_id;
    }
    return o->id;
}

static uint32_t key_hash(sx_vm *vm, sx_value k) {
    if (sx_is_string(k)) return sx_string_hash(sx_as_string(k));
    if (sx_is_object(k)) return mix64(object_id(vm, sx_as_object(k)));
    if (sx_is_bigint(k)) return mix64(sx_bigint_hash(sx_as_bigint(k))); /* by value: 1n is 1n */
    return mix64(k);
}

/* ---------------------------------------------------------------------------------------------
 * The table
 * ------------------------------------------------------------------------------------------- */

static sx_coll *coll_of(sx_object *o) { return (sx_coll *)o->u.host.impl; }

/* The entry number holding key, or -1. */
static int64_t coll_find(sx_vm *vm, sx_coll *c, sx_value key) {
    if (c->index == NULL) return -1;
    uint32_t mask = c->index_cap - 1;
    for (uint32_t i = key_hash(vm, key) & mask; c->index[i] != 0; i = (i + 1) & mask) {
        uint32_t slot = c->index[i];
        if (slot != SX_SLOT_GONE && keys_equal(c->entries[slot - 1].key, key)) return slot - 1;
    }
    return -1;
}

static void index_put(sx_vm *vm, sx_coll *c, uint32_t entry) {
    uint32_t mask = c->index_cap - 1, i = key_hash(vm, c->entries[entry].key) & mask;
    while (c->index[i] != 0 && c->index[i] != SX_SLOT_GONE) i = (i + 1) & mask;
    c->index[i] = entry + 1;
}

/* Drop deleted entries (keeping the order) and rebuild the index with index_cap slots. */
static bool coll_rebuild(sx_vm *vm, sx_coll *c, uint32_t index_cap) {
    uint32_t *idx = sx_mem_alloc(vm, (size_t)index_cap * sizeof *idx);
    if (idx == NULL) return false;
    memset(idx, 0, (size_t)index_cap * sizeof *idx);
    sx_mem_free(vm, c->index, (size_t)c->index_cap * sizeof *c->index);
    c->index = idx;
    c->index_cap = index_cap;
    uint32_t n = 0;
    for (uint32_t i = 0; i < c->len; i++)
        if (c->entries[i].key != SX_EMPTY) c->entries[n++] = c->entries[i];
    c->len = n;
    for (uint32_t i = 0; i < n; i++) index_put(vm, c, i);
    return true;
}

/* Room for one more entry: compact when many entries are deleted, else double. */
static bool coll_reserve(sx_vm *vm, sx_coll *c) {
    if (c->len < c->cap) return true;
    if (c->len - c->live >= c->len / 4 && c->len > 0) return coll_rebuild(vm, c, c->index_cap);
    uint32_t cap = c->cap ? c->cap * 2 : SX_COLL_MIN_CAP;
    if (cap > (1u << 27)) return false; /* node: RangeError; our memory limit comes first */
    sx_entry *e = sx_mem_realloc(vm, c->entries, (size_t)c->cap * sizeof *e, (size_t)cap * sizeof *e);
    if (e == NULL) return false;
    c->entries = e;
    c->cap = cap;
    return coll_rebuild(vm, c, cap * 2);
}

/* Map.prototype.set / Set.prototype.add. False: out of memory (exception set). */
static bool coll_set(sx_vm *vm, sx_coll *c, sx_value key, sx_value value) {
    key = normalize_key(key);
    int64_t at = coll_find(vm, c, key);
    if (at >= 0) {
        c->entries[at].value = value;
        return true;
    }
    if (!coll_reserve(vm, c)) {
        sx_throw_oom(vm);
        return false;
    }
    c->entries[c->len] = (sx_entry){key, value, c->next_seq++};
    index_put(vm, c, c->len++);
    c->live++;
    return true;
}

static bool coll_delete(sx_vm *vm, sx_coll *c, sx_value key) {
    key = normalize_key(key);
    if (c->index == NULL) return false;
    uint32_t mask = c->index_cap - 1;
    for (uint32_t i = key_hash(vm, key) & mask; c->index[i] != 0; i = (i + 1) & mask) {
        uint32_t slot = c->index[i];
        if (slot == SX_SLOT_GONE || !keys_equal(c->entries[slot - 1].key, key)) continue;
        c->index[i] = SX_SLOT_GONE;
        c->entries[slot - 1].key = SX_EMPTY;
        c->entries[slot - 1].value = SX_UNDEFINED;
        c->live--;
        return true;
    }
    return false;
}

static void coll_clear(sx_vm *vm, sx_coll *c) {
    sx_mem_free(vm, c->entries, (size_t)c->cap * sizeof *c->entries);
    sx_mem_free(vm, c->index, (size_t)c->index_cap * sizeof *c->index);
    c->entries = NULL;
    c->index = NULL;
    c->len = c->cap = c->live = c->index_cap = 0; /* next_seq goes on: live iterators see new entries */
}

/* The position of the first entry whose seq is at least `want`; `guess` is usually it. */
static uint32_t coll_seek(const sx_coll *c, uint32_t guess, uint64_t want) {
    bool after_prev = guess == 0 || (guess <= c->len && c->entries[guess - 1].seq < want);
    bool at_or_before = guess >= c->len || c->entries[guess].seq >= want;
    if (guess <= c->len && after_prev && at_or_before) return guess;
    uint32_t lo = 0, hi = c->len; /* binary search: entries are sorted by seq */
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (c->entries[mid].seq < want) lo = mid + 1;
        else hi = mid;
    }
    return lo;
}

/* A cursor over the live entries that survives changes to the table. */
typedef struct coll_cursor {
    uint32_t pos;
    uint64_t want;
} coll_cursor;

/* The next live entry (copied into *out), or false at the end. */
static bool cursor_next(const sx_coll *c, coll_cursor *cur, sx_entry *out) {
    uint32_t pos = coll_seek(c, cur->pos, cur->want);
    while (pos < c->len && c->entries[pos].key == SX_EMPTY) pos++;
    if (pos >= c->len) {
        cur->pos = pos;
        return false;
    }
    *out = c->entries[pos];
    cur->pos = pos + 1;
    cur->want = out->seq + 1;
    return true;
}

/* ---------------------------------------------------------------------------------------------
 * Collector hooks (called from vm/object.c)
 * ------------------------------------------------------------------------------------------- */

void sx_collection_mark(sx_vm *vm, sx_object *o) {
    sx_coll *c = coll_of(o);
    if (c == NULL) return;
    for (uint32_t i = 0; i < c->len; i++) {
        sx_gc_mark_value(vm, c->entries[i].key);
        sx_gc_mark_value(vm, c->entries[i].value);
    }
}

void sx_collection_free(sx_vm *vm, sx_object *o) {
    sx_coll *c = coll_of(o);
    if (c == NULL) return;
    coll_clear(vm, c);
    sx_mem_free(vm, c, sizeof *c);
    o->u.host.impl = NULL;
}

/* ---------------------------------------------------------------------------------------------
 * Receivers and arguments
 * ------------------------------------------------------------------------------------------- */

static const char *class_label(sx_class cls) {
    switch (cls) {
    case SX_CLASS_MAP: return "Map";
    case SX_CLASS_SET: return "Set";
    case SX_CLASS_WEAKMAP: return "WeakMap";
    case SX_CLASS_WEAKSET: return "WeakSet";
    case SX_CLASS_ARRAY: return "Array";
    default: return "Object";
    }
}

/* How V8 names a value in "incompatible receiver" messages: #<Map> for objects, else its text. */
static void describe_receiver(sx_vm *vm, sx_value v, char *buf, size_t size) {
    if (sx_is_object(v)) {
        snprintf(buf, size, "#<%s>", class_label((sx_class)sx_as_object(v)->cls));
        return;
    }
    sx_string *s = sx_to_string(vm, v); /* a primitive: cannot run guest code */
    if (s != NULL) sx_string_to_utf8(s, buf, size);
    else snprintf(buf, size, "value");
}

/* `this` as a collection of class cls, or a TypeError naming the method ("Map.prototype.get"). */
static sx_coll *this_coll(sx_vm *vm, sx_value t, sx_class cls, const char *method) {
    if (sx_is_object(t) && sx_as_object(t)->cls == cls && coll_of(sx_as_object(t)) != NULL)
        return coll_of(sx_as_object(t));
    char what[96];
    describe_receiver(vm, t, what, sizeof what);
    sx_throw_type(vm, "Method %s.prototype.%s called on incompatible receiver %s", class_label(cls), method, what);
    return NULL;
}

/* V8's text for a non-callable callback: "undefined", "number 3", "#<Object>". */
static sx_value not_a_function(sx_vm *vm, sx_value v) {
    char text[96];
    if (sx_is_object(v) || sx_is_nullish(v)) {
        describe_receiver(vm, v, text, sizeof text);
        return sx_throw_type(vm, "%s is not a function", text);
    }
    sx_string *type = sx_typeof(vm, v), *s = sx_to_string(vm, v);
    if (s == NULL) return SX_EXCEPTION;
    char tname[16], vtext[80];
    sx_string_to_utf8(type, tname, sizeof tname);
    sx_string_to_utf8(s, vtext, sizeof vtext);
    return sx_throw_type(vm, sx_is_string(v) ? "%s \"%s\" is not a function" : "%s %s is not a function", tname, vtext);
}

static bool is_weak(sx_class cls) { return cls == SX_CLASS_WEAKMAP || cls == SX_CLASS_WEAKSET; }

/* Weak collections hold objects only (no symbols in this subset). */
static bool check_weak_key(sx_vm *vm, sx_class cls, sx_value key) {
    if (!is_weak(cls) || sx_is_object(key)) return true;
    sx_throw_type(vm,
                  cls == SX_CLASS_WEAKMAP ? "Invalid value used as weak map key" : "Invalid value used in weak set");
    return false;
}

/* ---------------------------------------------------------------------------------------------
 * Constructors: new Map(iterable), new Set(iterable), new WeakMap(...), new WeakSet(...)
 * ------------------------------------------------------------------------------------------- */

static sx_object *current_callee(sx_vm *vm) { return vm->frames[vm->nframes - 1].callee; }

/* A new empty collection whose prototype is new.target.prototype (so subclasses work). */
static sx_object *coll_new(sx_vm *vm, sx_class cls) {
    sx_value proto = sx_get(vm, sx_from_object(vm->new_target), vm->atoms.prototype);
    if (proto == SX_EXCEPTION) return NULL;
    sx_object *o = sx_object_new(vm, cls, sx_is_object(proto) ? sx_as_object(proto) : vm->realm.object_proto);
    if (o == NULL) return NULL;
    sx_coll *c = sx_mem_alloc(vm, sizeof *c);
    if (c == NULL) {
        sx_throw_oom(vm);
        return NULL;
    }
    memset(c, 0, sizeof *c);
    o->u.host.impl = c;
    return o;
}

/* -- the C interface other built-ins use (structuredClone) -- */

sx_object *sx_collection_new(sx_vm *vm, sx_class cls) {
    sx_object *o = sx_object_new(vm, cls, cls == SX_CLASS_SET ? sx_realm(vm)->set_proto : sx_realm(vm)->map_proto);
    if (o == NULL) return NULL;
    sx_coll *c = sx_mem_alloc(vm, sizeof *c);
    if (c == NULL) {
        sx_throw_oom(vm);
        return NULL;
    }
    memset(c, 0, sizeof *c);
    o->u.host.impl = c;
    return o;
}

/* The entry operations other built-ins use (the Set methods, groupBy, structuredClone, ...) pay
 * one element each (vm/meter.h): a native loop over a large collection is charged and stopped
 * like any other work. The guest's own map.set/get/has pay their instructions instead. A stopped
 * meter makes set and delete fail and get find nothing; the run then ends at once. */
bool sx_collection_set(sx_vm *vm, sx_object *o, sx_value key, sx_value value) {
    return sx_meter_elements(vm, 1) && coll_set(vm, coll_of(o), key, value);
}

bool sx_collection_get(sx_vm *vm, sx_object *o, sx_value key, sx_value *out) {
    if (!sx_meter_elements(vm, 1)) return false;
    int64_t at = coll_find(vm, coll_of(o), normalize_key(key));
    if (at < 0) return false;
    *out = coll_of(o)->entries[at].value;
    return true;
}

bool sx_collection_delete(sx_vm *vm, sx_object *o, sx_value key) {
    return sx_meter_elements(vm, 1) && coll_delete(vm, coll_of(o), key);
}

uint32_t sx_collection_size(const sx_object *o) { return coll_of((sx_object *)o)->live; }

bool sx_collection_entry(const sx_object *o, uint32_t *pos, sx_value *key, sx_value *value) {
    const sx_coll *c = coll_of((sx_object *)o);
    while (*pos < c->len && c->entries[*pos].key == SX_EMPTY) (*pos)++;
    if (*pos >= c->len) return false;
    *key = c->entries[*pos].key;
    *value = c->entries[*pos].value;
    (*pos)++;
    return true;
}

/* Add one item of the constructor's iterable: [key, value] for maps, the value for sets. */
static bool add_item(sx_vm *vm, sx_object *o, sx_value item) {
    sx_class cls = (sx_class)o->cls;
    if (cls == SX_CLASS_SET || cls == SX_CLASS_WEAKSET)
        return check_weak_key(vm, cls, item) && coll_set(vm, coll_of(o), item, SX_UNDEFINED);
    if (!sx_is_object(item)) {
        sx_string *s = sx_to_string(vm, item);
        char text[96] = "value";
        if (s) sx_string_to_utf8(s, text, sizeof text);
        sx_throw_type(vm, "Iterator value %s is not an entry object", text);
        return false;
    }
    sx_temp_push(vm, item);
    sx_value key = sx_get_index(vm, item, sx_number(0));
    if (key == SX_EXCEPTION) return false;
    sx_temp_push(vm, key);
    sx_value value = sx_get_index(vm, item, sx_number(1));
    bool ok = value != SX_EXCEPTION && check_weak_key(vm, cls, key) && coll_set(vm, coll_of(o), key, value);
    sx_temp_pop(vm, 2);
    return ok;
}

static sx_value coll_put(sx_vm *vm, sx_value t, int argc, const sx_value *argv);

/* One item through a program's own set/add: adder.call(o, key, value) or adder.call(o, value). */
static bool call_adder(sx_vm *vm, sx_object *o, sx_value adder, sx_value item) {
    if (o->cls == SX_CLASS_SET || o->cls == SX_CLASS_WEAKSET)
        return sx_call(vm, adder, sx_from_object(o), 1, &item) != SX_EXCEPTION;
    if (!sx_is_object(item)) {
        char what[96];
        sx_value_label(vm, item, what, sizeof what);
        sx_throw_type(vm, "Iterator value %s is not an entry object", what);
        return false;
    }
    sx_temp_push(vm, item);
    sx_value kv[2] = {sx_get_index(vm, item, sx_number(0)), SX_UNDEFINED};
    if (kv[0] != SX_EXCEPTION) {
        sx_temp_push(vm, kv[0]);
        kv[1] = sx_get_index(vm, item, sx_number(1));
        sx_temp_pop(vm, 1);
    }
    bool ok =
        kv[0] != SX_EXCEPTION && kv[1] != SX_EXCEPTION && sx_call(vm, adder, sx_from_object(o), 2, kv) != SX_EXCEPTION;
    sx_temp_pop(vm, 1);
    return ok;
}

static sx_value fill_from(sx_vm *vm, sx_object *o, sx_value iterable) {
    if (sx_is_nullish(iterable)) return sx_from_object(o);
    if (!sx_is_object(iterable) && !sx_is_string(iterable)) {
        sx_string *type = sx_typeof(vm, iterable), *s = sx_to_string(vm, iterable);
        char tname[16], text[80];
        if (s == NULL) return SX_EXCEPTION;
        sx_string_to_utf8(type, tname, sizeof tname);
        sx_string_to_utf8(s, text, sizeof text);
        return sx_throw_type(vm, "%s %s is not iterable (cannot read property Symbol(Symbol.iterator))", tname, text);
    }
    sx_temp_push(vm, sx_from_object(o));
    /* the adder: this.set (maps) or this.add (sets), looked up once; the built-in one is run directly */
    bool is_map = o->cls == SX_CLASS_MAP || o->cls == SX_CLASS_WEAKMAP;
    sx_value adder = sx_get(vm, sx_from_object(o), sx_atom(vm, is_map ? "set" : "add"));
    if (adder == SX_EXCEPTION) return adder;
    if (!sx_is_callable(adder)) {
        char what[96];
        sx_value_label(vm, adder, what, sizeof what);
        return sx_throw_type(vm, "'%s' returned for property '%s' of object '#<%s>' is not a function", what,
                             is_map ? "set" : "add", class_label((sx_class)o->cls));
    }
    bool builtin = sx_as_object(adder)->cls == SX_CLASS_NATIVE && sx_as_object(adder)->u.native.fn == coll_put;
    sx_temp_push(vm, adder);
    sx_value it = sx_iter_get(vm, iterable);
    if (it == SX_EXCEPTION) {
        if (sx_is_object(iterable) && !vm->abort) { /* node's wording for a non-iterable object */
            vm->has_exception = false;
            return sx_throw_type(vm, "object is not iterable (cannot read property Symbol(Symbol.iterator))");
        }
        return it;
    }
    sx_temp_push(vm, it);
    sx_value item;
    int r;
    while ((r = sx_iter_next(vm, sx_as_object(it), &item)) > 0)
        if (builtin ? !add_item(vm, o, item) : !call_adder(vm, o, adder, item)) {
            sx_value e;
            if (!sx_take_exception(vm, &e)) return SX_EXCEPTION; /* IteratorClose, then rethrow */
            sx_temp_push(vm, e);
            sx_value ignored;
            bool closed = sx_iter_close(vm, it) || sx_take_exception(vm, &ignored);
            sx_temp_pop(vm, 1);
            return closed ? sx_throw(vm, e) : SX_EXCEPTION;
        }
    return r < 0 ? SX_EXCEPTION : sx_from_object(o);
}

static sx_value construct(sx_vm *vm, int argc, const sx_value *argv, sx_class cls) {
    if (vm->new_target == NULL) return sx_throw_type(vm, "Constructor %s requires 'new'", class_label(cls));
    sx_value iterable = sx_arg(argc, argv, 0);
    sx_object *o = coll_new(vm, cls);
    return o ? fill_from(vm, o, iterable) : SX_EXCEPTION;
}

static sx_value map_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return construct(vm, argc, argv, SX_CLASS_MAP);
}
static sx_value set_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return construct(vm, argc, argv, SX_CLASS_SET);
}
static sx_value weakmap_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return construct(vm, argc, argv, SX_CLASS_WEAKMAP);
}
static sx_value weakset_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return construct(vm, argc, argv, SX_CLASS_WEAKSET);
}

/* ---------------------------------------------------------------------------------------------
 * Methods shared by the four classes. The class comes from the native's `magic` so one C
 * function serves Map.prototype.has, Set.prototype.has, WeakMap.prototype.has ...
 * ------------------------------------------------------------------------------------------- */

static sx_class callee_class(sx_vm *vm) { return (sx_class)current_callee(vm)->u.native.magic; }

static sx_value coll_get(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_class cls = callee_class(vm);
    sx_coll *c = this_coll(vm, t, cls, "get");
    if (c == NULL) return SX_EXCEPTION;
    int64_t at = coll_find(vm, c, normalize_key(sx_arg(argc, argv, 0)));
    return at >= 0 ? c->entries[at].value : SX_UNDEFINED;
}

static sx_value coll_has(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_coll *c = this_coll(vm, t, callee_class(vm), "has");
    if (c == NULL) return SX_EXCEPTION;
    return sx_bool(coll_find(vm, c, normalize_key(sx_arg(argc, argv, 0))) >= 0);
}

/* Map/WeakMap set(key, value) and Set/WeakSet add(value): return the collection. */
static sx_value coll_put(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_class cls = callee_class(vm);
    bool is_map = cls == SX_CLASS_MAP || cls == SX_CLASS_WEAKMAP;
    sx_coll *c = this_coll(vm, t, cls, is_map ? "set" : "add");
    if (c == NULL) return SX_EXCEPTION;
    sx_value key = sx_arg(argc, argv, 0), value = is_map ? sx_arg(argc, argv, 1) : SX_UNDEFINED;
    if (!check_weak_key(vm, cls, key) || !coll_set(vm, c, key, value)) return SX_EXCEPTION;
    return t;
}

/* Map/WeakMap getOrInsert(key, value) and getOrInsertComputed(key, callback) (magic of the
 * callee is the class; computed: the callback's result, set even if the callback added the key). */
static sx_value get_or_insert(sx_vm *vm, sx_value t, int argc, const sx_value *argv, bool computed) {
    sx_class cls = callee_class(vm);
    sx_coll *c = this_coll(vm, t, cls, computed ? "getOrInsertComputed" : "getOrInsert");
    if (c == NULL) return SX_EXCEPTION;
    sx_value key = normalize_key(sx_arg(argc, argv, 0)), v = sx_arg(argc, argv, 1);
    if (computed && !sx_is_callable(v)) {
        char what[96];
        sx_value_label(vm, v, what, sizeof what);
        return sx_throw_type(vm, "%s is not a function", what);
    }
    if (!check_weak_key(vm, cls, key)) return SX_EXCEPTION;
    int64_t at = coll_find(vm, c, key);
    if (at >= 0) return c->entries[at].value;
    if (computed) {
        v = sx_call(vm, v, SX_UNDEFINED, 1, &key);
        if (v == SX_EXCEPTION) return v;
        c = coll_of(sx_as_object(t)); /* (the callback may have grown the table) */
    }
    sx_temp_push(vm, v);
    bool ok = coll_set(vm, c, key, v);
    sx_temp_pop(vm, 1);
    return ok ? v : SX_EXCEPTION;
}
static sx_value coll_get_or_insert(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return get_or_insert(vm, t, argc, argv, false);
}
static sx_value coll_get_or_insert_computed(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return get_or_insert(vm, t, argc, argv, true);
}

static sx_value coll_delete_m(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_coll *c = this_coll(vm, t, callee_class(vm), "delete");
    if (c == NULL) return SX_EXCEPTION;
    bool found = coll_delete(vm, c, sx_arg(argc, argv, 0));
    /* Compact when most entries are deleted, so a table used as a queue stays small. */
    if (found && c->len >= 64 && c->live < c->len / 4 && !coll_rebuild(vm, c, c->index_cap)) return sx_throw_oom(vm);
    return sx_bool(found);
}

static sx_value coll_clear_m(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_coll *c = this_coll(vm, t, callee_class(vm), "clear");
    if (c == NULL) return SX_EXCEPTION;
    coll_clear(vm, c);
    return SX_UNDEFINED;
}

static sx_value coll_size(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_class cls = callee_class(vm);
    if (sx_is_object(t) && sx_as_object(t)->cls == cls && coll_of(sx_as_object(t)) != NULL)
        return sx_number(coll_of(sx_as_object(t))->live);
    char what[96];
    describe_receiver(vm, t, what, sizeof what);
    return sx_throw_type(vm, "Method get %s.prototype.size called on incompatible receiver %s", class_label(cls), what);
}

/* forEach(callback, thisArg): callback(value, key, collection) for every entry, including the
 * ones added during the loop. */
static sx_value coll_for_each(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_class cls = callee_class(vm);
    sx_coll *c = this_coll(vm, t, cls, "forEach");
    if (c == NULL) return SX_EXCEPTION;
    sx_value fn = sx_arg(argc, argv, 0), this_arg = sx_arg(argc, argv, 1);
    if (!sx_is_callable(fn)) return not_a_function(vm, fn);
    /* fn, this_arg and t stay rooted in the native's argument slots on the VM stack. */
    coll_cursor cur = {0, 0};
    sx_entry e;
    while (cursor_next(c, &cur, &e)) {
        sx_value args[3] = {cls == SX_CLASS_MAP ? e.value : e.key, e.key, t};
        if (sx_call(vm, fn, this_arg, 3, args) == SX_EXCEPTION) return SX_EXCEPTION;
        c = coll_of(sx_as_object(t)); /* same table; re-read for clarity after guest code */
    }
    return SX_UNDEFINED;
}

/* keys(), values(), entries() and [Symbol.iterator] (for-of goes through runtime/iter.c). */
static sx_value make_iterator(sx_vm *vm, sx_value t, const char *method, sx_iter_kind kind) {
    sx_class cls = callee_class(vm);
    if (this_coll(vm, t, cls, method) == NULL) return SX_EXCEPTION;
    sx_object *it = sx_iter_new(vm, t, kind);
    if (it == NULL) return SX_EXCEPTION;
    it->u.cursor.extra = sx_number(0); /* the seq wanted next */
    return sx_from_object(it);
}

static sx_value coll_keys(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    bool map = callee_class(vm) == SX_CLASS_MAP;
    return make_iterator(vm, t, map ? "keys" : "values", map ? SX_ITER_MAP_KEYS : SX_ITER_SET_VALUES);
}
static sx_value coll_values(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    bool map = callee_class(vm) == SX_CLASS_MAP;
    return make_iterator(vm, t, "values", map ? SX_ITER_MAP_VALUES : SX_ITER_SET_VALUES);
}
static sx_value coll_entries(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    bool map = callee_class(vm) == SX_CLASS_MAP;
    return make_iterator(vm, t, "entries", map ? SX_ITER_MAP_ENTRIES : SX_ITER_SET_ENTRIES);
}

/* The iterator step for the Map/Set kinds (runtime/iter.c dispatches here). */
int sx_collection_iter_next(sx_vm *vm, sx_object *it, sx_value *out) {
    if (it->u.cursor.target == SX_UNDEFINED) return 0; /* finished: stays finished */
    sx_coll *c = coll_of(sx_as_object(it->u.cursor.target));
    sx_value want = it->u.cursor.extra; /* undefined for iterators made by runtime/iter.c: 0 */
    coll_cursor cur = {it->u.cursor.pos, sx_is_number(want) ? (uint64_t)sx_to_double(want) : 0};
    sx_entry e;
    if (c == NULL || !cursor_next(c, &cur, &e)) {
        it->u.cursor.target = SX_UNDEFINED;
        return 0;
    }
    it->u.cursor.pos = cur.pos;
    it->u.cursor.extra = sx_number((double)cur.want);
    switch ((sx_iter_kind)it->u.cursor.kind) {
    case SX_ITER_MAP_KEYS:
    case SX_ITER_SET_VALUES: *out = e.key; return 1;
    case SX_ITER_MAP_VALUES: *out = e.value; return 1;
    default: break;
    }
    sx_object *pair = sx_array_new(vm, 2);
    if (pair == NULL) return -1;
    pair->u.array.items[0] = e.key;
    pair->u.array.items[1] = it->u.cursor.kind == SX_ITER_SET_ENTRIES ? e.key : e.value;
    pair->u.array.len = 2;
    *out = sx_from_object(pair);
    return 1;
}

sx_object *sx_collection_iter_preview(sx_vm *vm, sx_object *it) {
    sx_object *out = sx_array_new(vm, 0);
    if (out == NULL) return NULL;
    sx_temp_push(vm, sx_from_object(out));
    sx_object copy = *it; /* step a copy: the real iterator stays where it is */
    sx_value v;
    int r;
    while ((r = sx_collection_iter_next(vm, &copy, &v)) > 0)
        if (!sx_array_push(vm, out, v)) break;
    sx_temp_pop(vm, 1);
    return r == 0 ? out : NULL;
}

/* ---------------------------------------------------------------------------------------------
 * Registration
 * ------------------------------------------------------------------------------------------- */

typedef struct coll_method {
    const char *name;
    sx_native_fn fn;
    int length;
} coll_method;

static const coll_method map_methods[] = {
    {"get", coll_get, 1},
    {"set", coll_put, 2},
    {"has", coll_has, 1},
    {"delete", coll_delete_m, 1},
    {"clear", coll_clear_m, 0},
    {"forEach", coll_for_each, 1},
    {"keys", coll_keys, 0},
    {"values", coll_values, 0},
    {"entries", coll_entries, 0},
    {"getOrInsert", coll_get_or_insert, 2},
    {"getOrInsertComputed", coll_get_or_insert_computed, 2},
};
static const coll_method set_methods[] = {
    {"add", coll_put, 1},          {"has", coll_has, 1},       {"delete", coll_delete_m, 1}, {"clear", coll_clear_m, 0},
    {"forEach", coll_for_each, 1}, {"values", coll_values, 0}, {"entries", coll_entries, 0},
};
static const coll_method weakmap_methods[] = {
    {"get", coll_get, 1},
    {"set", coll_put, 2},
    {"has", coll_has, 1},
    {"delete", coll_delete_m, 1},
    {"getOrInsert", coll_get_or_insert, 2},
    {"getOrInsertComputed", coll_get_or_insert_computed, 2},
};
static const coll_method weakset_methods[] = {
    {"add", coll_put, 1},
    {"has", coll_has, 1},
    {"delete", coll_delete_m, 1},
};

static sx_object *native(sx_vm *vm, const char *name, sx_native_fn fn, int length, sx_class cls) {
    sx_object *f = sx_native_new(vm, name, fn, length);
    if (f != NULL) f->u.native.magic = (int16_t)cls;
    return f;
}

static bool define_methods(sx_vm *vm, sx_object *proto, const coll_method *m, size_t n, sx_class cls) {
    for (size_t i = 0; i < n; i++) {
        sx_object *f = native(vm, m[i].name, m[i].fn, m[i].length, cls);
        if (f == NULL || !sx_define_value(vm, proto, m[i].name, sx_from_object(f), SX_PROP_HIDDEN)) return false;
    }
    return true;
}

/* `get size()` on the prototype: an accessor, not enumerable. */
static bool define_size(sx_vm *vm, sx_object *proto, sx_class cls) {
    sx_object *f = native(vm, "get size", coll_size, 0, cls);
    sx_string *key = sx_atom(vm, "size");
    return f != NULL && key != NULL &&
           sx_define_accessor(vm, proto, sx_from_string(key), sx_from_object(f), false, false);
}

/* Set.prototype.keys is the same function object as Set.prototype.values (as in JS). */
static bool alias(sx_vm *vm, sx_object *proto, const char *alias_name, const char *name) {
    sx_string *key = sx_atom(vm, name);
    sx_prop *p = key != NULL ? sx_object_find(vm, proto, key) : NULL; /* NULL: out of memory */
    return p != NULL && sx_define_value(vm, proto, alias_name, p->value, SX_PROP_HIDDEN);
}

static sx_object *define_class(sx_vm *vm, const char *name, sx_native_fn ctor, sx_object **proto_slot, sx_class cls,
                               const coll_method *m, size_t n) {
    sx_object *proto = *proto_slot ? *proto_slot : sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (proto == NULL) return NULL;
    *proto_slot = proto;
    if (!sx_define_class(vm, name, ctor, 0, proto) || !define_methods(vm, proto, m, n, cls)) return NULL;
    return proto;
}

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

bool sx_stdlib_init_collections(sx_vm *vm) {
    sx_object *weakmap_proto = NULL, *weakset_proto = NULL;
    sx_object *map =
        define_class(vm, "Map", map_ctor, &sx_realm(vm)->map_proto, SX_CLASS_MAP, map_methods, COUNT(map_methods));
    sx_object *set =
        map ? define_class(vm, "Set", set_ctor, &sx_realm(vm)->set_proto, SX_CLASS_SET, set_methods, COUNT(set_methods))
            : NULL;
    return set != NULL && define_size(vm, map, SX_CLASS_MAP) && define_size(vm, set, SX_CLASS_SET) &&
           alias(vm, set, "keys", "values") &&
           define_class(vm, "WeakMap", weakmap_ctor, &weakmap_proto, SX_CLASS_WEAKMAP, weakmap_methods,
                        COUNT(weakmap_methods)) &&
           define_class(vm, "WeakSet", weakset_ctor, &weakset_proto, SX_CLASS_WEAKSET, weakset_methods,
                        COUNT(weakset_methods));
}

/* ---------------------------------------------------------------------------------------------
 * Snapshots (api/snapshot.c, runtime/snapshot.c): a collection as values, and back
 * ------------------------------------------------------------------------------------------- */

/* [next seq, then key, value, seq of each live entry]; out NULL: only the count in *n. */
bool sx_collection_snapshot(sx_object *o, sx_value *out, uint32_t *n) {
    sx_coll *c = coll_of(o);
    if (c == NULL) return false;
    uint32_t k = 1;
    if (out != NULL) out[0] = sx_number((double)c->next_seq);
    for (uint32_t i = 0; i < c->len; i++) {
        if (c->entries[i].key == SX_EMPTY) continue;
        if (out != NULL) {
            out[k] = c->entries[i].key;
            out[k + 1] = c->entries[i].value;
            out[k + 2] = sx_number((double)c->entries[i].seq);
        }
        k += 3;
    }
    *n = k;
    return true;
}

static bool seq_of(sx_value v, uint64_t *out) {
    if (!sx_is_number(v)) return false;
    double d = sx_to_double(v);
    if (!(d >= 0 && d <= 9007199254740992.0) || d != (double)(uint64_t)d) return false;
    *out = (uint64_t)d;
    return true;
}

/* Rebuild o's table from sx_collection_snapshot's values (never trusted: seqs must increase and
 * stay below the next one, weak collections hold only objects). False: err says why. */
bool sx_collection_restore(sx_vm *vm, sx_object *o, const sx_value *v, uint32_t n, char *err, size_t errsize) {
    uint64_t next_seq, prev = 0;
    uint32_t len = n > 0 ? (n - 1) / 3 : 0;
    if (n == 0 || (n - 1) % 3 != 0 || !seq_of(v[0], &next_seq) || coll_of(o) != NULL)
        return snprintf(err, errsize, "a %s's entries are malformed", class_label((sx_class)o->cls)), false;
    sx_coll *c = sx_mem_alloc(vm, sizeof *c);
    uint32_t cap = len < SX_COLL_MIN_CAP ? SX_COLL_MIN_CAP : len;
    sx_entry *e = c ? sx_mem_alloc(vm, (size_t)cap * sizeof *e) : NULL;
    if (e == NULL) {
        sx_mem_free(vm, c, sizeof *c);
        return snprintf(err, errsize, "it does not fit the memory limit"), false;
    }
    memset(c, 0, sizeof *c);
    c->entries = e;
    c->cap = cap;
    o->u.host.impl = c; /* from here the collector frees it with the object */
    for (uint32_t i = 0; i < len; i++) {
        sx_value key = normalize_key(v[1 + 3 * i]);
        uint64_t seq;
        if (key == SX_EMPTY || key == SX_EXCEPTION || (is_weak((sx_class)o->cls) && !sx_is_object(key)) ||
            !seq_of(v[3 + 3 * i], &seq) || (i > 0 && seq <= prev) || seq >= next_seq)
            return snprintf(err, errsize, "a %s's entries are malformed", class_label((sx_class)o->cls)), false;
        e[i] = (sx_entry){key, v[2 + 3 * i], seq};
        prev = seq;
        c->len = c->live = i + 1;
    }
    c->next_seq = next_seq;
    uint32_t index_cap = 16;
    while (index_cap < cap * 2) index_cap *= 2;
    if (!coll_rebuild(vm, c, index_cap)) return snprintf(err, errsize, "it does not fit the memory limit"), false;
    return true;
}

/* Entries used (live and deleted) of a collection, for checking an iterator's position. */
uint32_t sx_collection_used(sx_object *o) {
    sx_coll *c = coll_of(o);
    return c ? c->len : 0;
}
