/* es2025.c - built-ins of ES2024-2025 that node 20 lacks: Object.groupBy, Map.groupBy, the Set methods, Promise.try. */
#include "runtime/iter.h"
#include "runtime/promise.h"
#include "stdlib/stdlib.h"
#include "vm/meter.h"

/* obj[name] for a C name (SX_EXCEPTION when even the name cannot be made: out of memory). */
static sx_value get_named(sx_vm *vm, sx_value obj, const char *name) {
    sx_string *key = sx_atom(vm, name);
    return key ? sx_get(vm, obj, key) : SX_EXCEPTION;
}

/* -- Object.groupBy and Map.groupBy (ECMA-262 GroupBy) -- */

/* Add value to the group of key: an array under the property key (Object.groupBy, whose groups
 * object has a null prototype) or under the Map key (Map.groupBy). */
static bool group_add(sx_vm *vm, sx_object *groups, bool to_map, sx_value key, sx_value value) {
    sx_value group = SX_UNDEFINED;
    bool found;
    if (to_map) {
        found = sx_collection_get(vm, groups, key, &group);
    } else {
        sx_prop *p = sx_object_find(vm, groups, sx_as_string(key));
        found = p != NULL;
        if (found) group = p->value;
    }
    if (!found) {
        sx_object *arr = sx_array_new(vm, 1);
        if (arr == NULL) return false;
        group = sx_from_object(arr);
        bool ok = to_map ? sx_collection_set(vm, groups, key, group)
                         : sx_object_define(vm, groups, sx_as_string(key), group, SX_PROP_DEFAULT);
        if (!ok) return false;
    }
    return sx_array_push(vm, sx_as_object(group), value);
}

static sx_value group_by(sx_vm *vm, int argc, const sx_value *argv, bool to_map) {
    sx_value items = sx_arg(argc, argv, 0), fn = sx_arg(argc, argv, 1);
    if (sx_is_nullish(items))
        return sx_throw_type(vm, "%s.groupBy called on null or undefined", to_map ? "Map" : "Object");
    if (!sx_is_callable(fn)) {
        char what[96];
        sx_value_label(vm, fn, what, sizeof what);
        return sx_throw_type(vm, "%s is not a function", what);
    }
    sx_object *groups = to_map ? sx_collection_new(vm, SX_CLASS_MAP) : sx_object_new(vm, SX_CLASS_OBJECT, NULL);
    if (groups == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(groups));
    sx_temp_push(vm, fn);
    sx_value it = sx_iter_get(vm, items);
    if (it == SX_EXCEPTION) return SX_EXCEPTION; /* temps are dropped with the frame */
    sx_temp_push(vm, it);
    sx_value item;
    int r;
    for (double k = 0; (r = sx_iter_next(vm, sx_as_object(it), &item)) > 0; k++) {
        sx_temp_push(vm, item);
        sx_value args[2] = {item, sx_number(k)};
        sx_value key = sx_call(vm, fn, SX_UNDEFINED, 2, args);
        if (key == SX_EXCEPTION) return key;
        if (!to_map) {
            sx_string *s = sx_to_property_key(vm, key);
            if (s == NULL) return SX_EXCEPTION;
            key = sx_from_string(s);
        }
        if (!group_add(vm, groups, to_map, key, item)) return SX_EXCEPTION;
        sx_temp_pop(vm, 1);
    }
    sx_temp_pop(vm, 3);
    return r < 0 ? SX_EXCEPTION : sx_from_object(groups);
}

static sx_value object_group_by(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return group_by(vm, argc, argv, false);
}

static sx_value map_group_by(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return group_by(vm, argc, argv, true);
}

/* -- the Set methods (ECMA-262 24.2.4: union ... isDisjointFrom) -- */

/* GetSetRecord: what a set method needs of its argument, which may be any set-like object. */
typedef struct set_record {
    sx_value obj, has, keys;
    double size;
} set_record;

static sx_object *this_set(sx_vm *vm, sx_value t, const char *method) {
    if (sx_is_object(t) && sx_as_object(t)->cls == SX_CLASS_SET) return sx_as_object(t);
    char what[96];
    sx_value_label(vm, t, what, sizeof what);
    sx_throw_type(vm, "Method Set.prototype.%s called on incompatible receiver %s", method, what);
    return NULL;
}

/* Fill rec from other; the three values are pushed as temporaries (the caller pops 3). */
static bool get_set_record(sx_vm *vm, sx_value other, set_record *rec) {
    if (!sx_is_object(other)) {
        char what[96];
        sx_value_label(vm, other, what, sizeof what);
        sx_throw_type(vm, "The 'other' argument must be an object, got %s", what);
        return false;
    }
    rec->obj = other;
    rec->has = rec->keys = SX_UNDEFINED;
    sx_temp_push(vm, other);
    sx_temp_push(vm, SX_UNDEFINED);
    sx_temp_push(vm, SX_UNDEFINED);
    sx_value size = get_named(vm, other, "size");
    double n;
    if (size == SX_EXCEPTION || !sx_to_number(vm, size, &n)) return false;
    if (n != n) {
        sx_throw_type(vm, "The 'size' property must be a number, got NaN");
        return false;
    }
    n = sx_double_to_integer(n);
    if (n < 0) {
        sx_throw_range(vm, "'%s' is an invalid size", "size");
        return false;
    }
    rec->size = n;
    rec->has = get_named(vm, other, "has");
    if (rec->has == SX_EXCEPTION) return false;
    vm->temps[vm->ntemps - 2] = rec->has;
    if (!sx_is_callable(rec->has)) {
        sx_throw_type(vm, "The 'has' property must be a function");
        return false;
    }
    rec->keys = get_named(vm, other, "keys");
    if (rec->keys == SX_EXCEPTION) return false;
    vm->temps[vm->ntemps - 1] = rec->keys;
    if (!sx_is_callable(rec->keys)) {
        sx_throw_type(vm, "The 'keys' property must be a function");
        return false;
    }
    return true;
}

/* other.has(v) as a boolean; -1 on exception. */
static int record_has(sx_vm *vm, const set_record *rec, sx_value v) {
    if (!sx_meter_elements(vm, 1)) return -1; /* other.has may be a native: each probe pays */
    sx_value r = sx_call(vm, rec->has, rec->obj, 1, &v);
    return r == SX_EXCEPTION ? -1 : sx_to_boolean(r);
}

/* The iterator other.keys() gives and its next method, pushed as 2 temporaries. */
typedef struct keys_iter {
    sx_value iter, next;
} keys_iter;

static bool keys_open(sx_vm *vm, const set_record *rec, keys_iter *k) {
    k->iter = sx_call(vm, rec->keys, rec->obj, 0, NULL);
    if (k->iter == SX_EXCEPTION) return false;
    if (!sx_is_object(k->iter)) {
        char what[96];
        sx_value_label(vm, k->iter, what, sizeof what);
        sx_throw_type(vm, "%s is not an object", what);
        return false;
    }
    sx_temp_push(vm, k->iter);
    k->next = sx_get(vm, k->iter, sx_atoms(vm)->next);
    if (k->next == SX_EXCEPTION) return false;
    sx_temp_push(vm, k->next);
    return true;
}

/* IteratorStepValue: 1 with *out, 0 when done, -1 on exception. -0 becomes +0. */
static int keys_step(sx_vm *vm, keys_iter *k, sx_value *out) {
    sx_value r = sx_call(vm, k->next, k->iter, 0, NULL);
    if (r == SX_EXCEPTION) return -1;
    int step = sx_iter_result(vm, r, out);
    if (step == 1 && sx_is_number(*out) && sx_to_double(*out) == 0) *out = sx_number(0);
    return step;
}

/* IteratorClose after an early exit: call iter.return() if there is one. */
static bool keys_close(sx_vm *vm, keys_iter *k) {
    sx_value ret = get_named(vm, k->iter, "return");
    if (ret == SX_EXCEPTION) return false;
    if (sx_is_nullish(ret)) return true;
    sx_value r = sx_call(vm, ret, k->iter, 0, NULL);
    if (r == SX_EXCEPTION) return false;
    if (!sx_is_object(r)) {
        sx_throw_type(vm, "iterator.return() did not return an object");
        return false;
    }
    return true;
}

static sx_object *set_copy(sx_vm *vm, sx_object *set) {
    sx_object *out = sx_collection_new(vm, SX_CLASS_SET);
    uint32_t pos = 0;
    sx_value k, v;
    while (out != NULL && sx_collection_entry(set, &pos, &k, &v))
        if (!sx_collection_set(vm, out, k, SX_UNDEFINED)) return NULL;
    return out;
}

static bool set_has(sx_vm *vm, sx_object *set, sx_value v) {
    sx_value ignored;
    return sx_collection_get(vm, set, v, &ignored);
}

typedef enum { SET_UNION, SET_INTERSECTION, SET_DIFFERENCE, SET_SYMMETRIC } set_op;

/* The live values of set, one at a time, while guest code (other.has) may change it: through a
 * Set iterator, which sees additions and skips deletions as the specification's index does. */
static sx_object *values_iter(sx_vm *vm, sx_object *set) {
    sx_object *it = sx_iter_new(vm, sx_from_object(set), SX_ITER_SET_VALUES);
    if (it != NULL) sx_temp_push(vm, sx_from_object(it));
    return it;
}

/* Walk this set asking other.has: intersection keeps, difference drops what other has. */
static bool walk_this(sx_vm *vm, sx_object *set, const set_record *rec, sx_object *out, set_op op) {
    sx_object *it = values_iter(vm, set);
    if (it == NULL) return false;
    sx_value e;
    int r;
    while ((r = sx_iter_next(vm, it, &e)) > 0) {
        sx_temp_push(vm, e);
        int in = record_has(vm, rec, e);
        if (in < 0) return false;
        if (op == SET_INTERSECTION && in && !sx_collection_set(vm, out, e, SX_UNDEFINED)) return false;
        if (op == SET_DIFFERENCE && in) sx_collection_delete(vm, out, e);
        sx_temp_pop(vm, 1);
    }
    sx_temp_pop(vm, 1);
    return r == 0;
}

/* Walk other.keys(): union adds, intersection keeps what this has, difference drops,
 * symmetricDifference drops what this had and adds the rest. */
static bool walk_other(sx_vm *vm, sx_object *set, const set_record *rec, sx_object *out, set_op op) {
    keys_iter k;
    if (!keys_open(vm, rec, &k)) return false;
    sx_value v;
    int r;
    while ((r = keys_step(vm, &k, &v)) > 0) {
        bool ok = true;
        switch (op) {
        case SET_UNION: ok = sx_collection_set(vm, out, v, SX_UNDEFINED); break;
        case SET_INTERSECTION:
            if (set_has(vm, set, v)) ok = sx_collection_set(vm, out, v, SX_UNDEFINED);
            break;
        case SET_DIFFERENCE: sx_collection_delete(vm, out, v); break;
        case SET_SYMMETRIC:
            if (set_has(vm, set, v)) sx_collection_delete(vm, out, v);
            else ok = sx_collection_set(vm, out, v, SX_UNDEFINED);
            break;
        }
        if (!ok) return false;
    }
    sx_temp_pop(vm, 2);
    return r == 0;
}

static sx_value set_combine(sx_vm *vm, sx_value t, int argc, const sx_value *argv, set_op op, const char *name) {
    sx_object *set = this_set(vm, t, name);
    set_record rec;
    if (set == NULL || !get_set_record(vm, sx_arg(argc, argv, 0), &rec)) return SX_EXCEPTION;
    /* intersection starts empty; the others start from a copy of this set */
    sx_object *out = op == SET_INTERSECTION ? sx_collection_new(vm, SX_CLASS_SET) : set_copy(vm, set);
    if (out == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(out));
    bool small = (double)sx_collection_size(set) <= rec.size;
    bool ok = (op == SET_INTERSECTION || op == SET_DIFFERENCE) && small ? walk_this(vm, set, &rec, out, op)
                                                                        : walk_other(vm, set, &rec, out, op);
    if (!ok) return SX_EXCEPTION;
    sx_temp_pop(vm, 4);
    return sx_from_object(out);
}

static sx_value set_union(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return set_combine(vm, t, argc, argv, SET_UNION, "union");
}
static sx_value set_intersection(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return set_combine(vm, t, argc, argv, SET_INTERSECTION, "intersection");
}
static sx_value set_difference(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return set_combine(vm, t, argc, argv, SET_DIFFERENCE, "difference");
}
static sx_value set_symmetric_difference(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return set_combine(vm, t, argc, argv, SET_SYMMETRIC, "symmetricDifference");
}

/* isSubsetOf: every value of this is in other. isDisjointFrom (small this): none is. */
static sx_value every_of_this(sx_vm *vm, sx_object *set, const set_record *rec, bool want_in) {
    sx_object *it = values_iter(vm, set);
    if (it == NULL) return SX_EXCEPTION;
    sx_value e;
    int r;
    while ((r = sx_iter_next(vm, it, &e)) > 0) {
        int in = record_has(vm, rec, e);
        if (in < 0) return SX_EXCEPTION;
        if ((bool)in != want_in) return SX_FALSE;
    }
    return r < 0 ? SX_EXCEPTION : SX_TRUE;
}

/* isSupersetOf: every key of other is in this. isDisjointFrom (large this): none is. The
 * iterator is closed on an early answer. */
static sx_value every_of_other(sx_vm *vm, sx_object *set, const set_record *rec, bool want_in) {
    keys_iter k;
    if (!keys_open(vm, rec, &k)) return SX_EXCEPTION;
    sx_value v;
    int r;
    while ((r = keys_step(vm, &k, &v)) > 0)
        if (set_has(vm, set, v) != want_in) return keys_close(vm, &k) ? SX_FALSE : SX_EXCEPTION;
    return r < 0 ? SX_EXCEPTION : SX_TRUE;
}

typedef enum { SET_SUBSET, SET_SUPERSET, SET_DISJOINT } set_test;

static sx_value set_compare(sx_vm *vm, sx_value t, int argc, const sx_value *argv, set_test test, const char *name) {
    sx_object *set = this_set(vm, t, name);
    set_record rec;
    if (set == NULL || !get_set_record(vm, sx_arg(argc, argv, 0), &rec)) return SX_EXCEPTION;
    double size = sx_collection_size(set);
    sx_value r;
    switch (test) {
    case SET_SUBSET: r = size > rec.size ? SX_FALSE : every_of_this(vm, set, &rec, true); break;
    case SET_SUPERSET: r = size < rec.size ? SX_FALSE : every_of_other(vm, set, &rec, true); break;
    default: r = size <= rec.size ? every_of_this(vm, set, &rec, false) : every_of_other(vm, set, &rec, false); break;
    }
    return r;
}

static sx_value set_is_subset_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return set_compare(vm, t, argc, argv, SET_SUBSET, "isSubsetOf");
}
static sx_value set_is_superset_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return set_compare(vm, t, argc, argv, SET_SUPERSET, "isSupersetOf");
}
static sx_value set_is_disjoint_from(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return set_compare(vm, t, argc, argv, SET_DISJOINT, "isDisjointFrom");
}

/* -- Promise.try(fn, ...args): fn's result or exception as a promise -- */

static sx_value promise_try(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    if (!sx_is_object(t)) return sx_throw_type(vm, "Promise.try called on non-object");
    sx_value fn = sx_arg(argc, argv, 0);
    sx_object *cap = sx_promise_capability(vm, t);
    if (cap == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(cap));
    sx_value r = sx_call(vm, fn, SX_UNDEFINED, argc > 1 ? argc - 1 : 0, argc > 1 ? sx_args_now(vm) + 1 : NULL);
    sx_value e = r;
    bool rejected = r == SX_EXCEPTION;
    if (rejected && !sx_take_exception(vm, &e)) r = SX_EXCEPTION; /* an abort */
    else r = sx_call(vm, cap->u.array.items[rejected ? 2 : 1], SX_UNDEFINED, 1, &e);
    sx_temp_pop(vm, 1);
    return r == SX_EXCEPTION ? r : cap->u.array.items[0];
}

/* -- Array.fromAsync(items, mapfn, thisArg): a promise of the array of the awaited values -- */

/*
 * A loop of promise reactions: each value of the source (an iterator over items, or over a
 * snapshot of an array-like) is awaited, then mapfn's result is awaited, then it is appended.
 * The state array every reaction shares: */
enum { FA_RESULT, FA_ITER, FA_MAPFN, FA_THIS, FA_PROMISE, FA_K, FA__COUNT };

static sx_value from_async_step(sx_vm *vm, sx_object *state);

/* A reaction function bound to the state; magic says which: 0 a value arrived, 1 a mapped value
 * arrived, 2 a rejection. */
static sx_value from_async_reaction(sx_vm *vm, sx_value t, int argc, const sx_value *argv);

static bool from_async_await(sx_vm *vm, sx_object *state, sx_value v, int magic) {
    sx_value p = sx_promise_from(vm, v);
    if (p == SX_EXCEPTION) return false;
    sx_temp_push(vm, p);
    sx_object *ok = sx_native_new(vm, "", from_async_reaction, 1);
    sx_object *err = ok ? sx_native_new(vm, "", from_async_reaction, 1) : NULL;
    if (err == NULL) return false;
    ok->u.native.data = err->u.native.data = sx_from_object(state);
    ok->u.native.magic = (int16_t)magic;
    err->u.native.magic = 2;
    return sx_promise_then(vm, sx_as_object(p), sx_from_object(ok), sx_from_object(err), NULL);
}

/* Settle the result promise with the pending exception; false only on an abort. */
static bool from_async_fail(sx_vm *vm, sx_object *state) {
    sx_value e;
    if (!sx_take_exception(vm, &e)) return false;
    return sx_promise_reject(vm, sx_as_object(state->u.array.items[FA_PROMISE]), e);
}

static sx_value from_async_step(sx_vm *vm, sx_object *state) {
    sx_value v;
    int r = sx_iter_next(vm, sx_as_object(state->u.array.items[FA_ITER]), &v);
    if (r < 0) return from_async_fail(vm, state) ? SX_UNDEFINED : SX_EXCEPTION;
    if (r == 0) {
        sx_object *p = sx_as_object(state->u.array.items[FA_PROMISE]);
        return sx_promise_resolve(vm, p, state->u.array.items[FA_RESULT]) ? SX_UNDEFINED : SX_EXCEPTION;
    }
    if (!from_async_await(vm, state, v, 0)) return from_async_fail(vm, state) ? SX_UNDEFINED : SX_EXCEPTION;
    return SX_UNDEFINED;
}

static sx_value from_async_reaction(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *self = vm->frames[vm->nframes - 1].callee, *state = sx_as_object(self->u.native.data);
    sx_value v = sx_arg(argc, argv, 0);
    if (self->u.native.magic == 2) { /* a value or a mapped value was rejected */
        sx_object *p = sx_as_object(state->u.array.items[FA_PROMISE]);
        return sx_promise_reject(vm, p, v) ? SX_UNDEFINED : SX_EXCEPTION;
    }
    sx_value *st = state->u.array.items;
    if (self->u.native.magic == 0 && st[FA_MAPFN] != SX_UNDEFINED) {
        sx_value args[2] = {v, st[FA_K]};
        sx_value mapped = sx_call(vm, st[FA_MAPFN], st[FA_THIS], 2, args);
        bool ok = mapped != SX_EXCEPTION && from_async_await(vm, state, mapped, 1);
        if (!ok) return from_async_fail(vm, state) ? SX_UNDEFINED : SX_EXCEPTION;
        return SX_UNDEFINED;
    }
    if (!sx_array_push(vm, sx_as_object(st[FA_RESULT]), v)) return SX_EXCEPTION;
    state->u.array.items[FA_K] = sx_number(sx_to_double(state->u.array.items[FA_K]) + 1);
    return from_async_step(vm, state);
}

/* The elements 0 .. length-1 of an array-like, as a new array. */
static sx_value array_like_snapshot(sx_vm *vm, sx_value items) {
    sx_value lv = sx_get(vm, items, vm->atoms.length);
    double len;
    if (lv == SX_EXCEPTION || !sx_to_number(vm, lv, &len)) return SX_EXCEPTION;
    len = len != len || len < 0 ? 0 : sx_double_to_integer(len);
    if (len > 1e8) return sx_throw_range(vm, "Invalid array length");
    sx_object *copy = sx_array_new(vm, (uint32_t)len);
    if (copy == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(copy));
    for (uint32_t i = 0; i < (uint32_t)len; i++) {
        sx_value v = sx_get_index(vm, items, sx_number(i));
        if (v == SX_EXCEPTION || !sx_array_push(vm, copy, v)) return SX_EXCEPTION;
    }
    sx_temp_pop(vm, 1);
    return sx_from_object(copy);
}

static sx_value array_from_async(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *promise = sx_promise_new(vm);
    if (promise == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(promise));
    sx_value items = sx_arg(argc, argv, 0), mapfn = sx_arg(argc, argv, 1);
    sx_object *state = sx_array_new(vm, FA__COUNT), *result = state ? sx_array_new(vm, 4) : NULL;
    if (result == NULL) return SX_EXCEPTION;
    for (int i = 0; i < FA__COUNT; i++) state->u.array.items[i] = SX_UNDEFINED;
    state->u.array.len = FA__COUNT;
    state->u.array.items[FA_RESULT] = sx_from_object(result);
    state->u.array.items[FA_PROMISE] = sx_from_object(promise);
    state->u.array.items[FA_MAPFN] = mapfn;
    state->u.array.items[FA_THIS] = sx_arg(argc, argv, 2);
    state->u.array.items[FA_K] = sx_number(0);
    sx_temp_push(vm, sx_from_object(state));
    sx_value it = SX_EXCEPTION;
    if (mapfn != SX_UNDEFINED && !sx_is_callable(mapfn)) {
        char what[96];
        sx_value_label(vm, mapfn, what, sizeof what);
        sx_throw_type(vm, "%s is not a function", what);
    } else if (sx_is_nullish(items)) {
        sx_throw_type(vm, "%s is not iterable", items == SX_NULL ? "null" : "undefined");
    } else if (sx_is_string(items) || sx_is_iterable(vm, items)) {
        it = sx_iter_get(vm, items);
    } else { /* an array-like: its elements, read now */
        sx_value copy = array_like_snapshot(vm, items);
        if (copy != SX_EXCEPTION) it = sx_iter_get(vm, copy);
    }
    if (it == SX_EXCEPTION) return from_async_fail(vm, state) ? sx_from_object(promise) : SX_EXCEPTION;
    state->u.array.items[FA_ITER] = it;
    if (from_async_step(vm, state) == SX_EXCEPTION) return SX_EXCEPTION;
    return sx_from_object(promise);
}

/* Array.fromAsync's await reaction, for snapshots (api/snapshot.c): data is its state array
 * [result array, iterator, map function, this, promise, k], magic 0 a value arrived, 1 a mapped
 * value arrived, 2 a rejection. */
sx_native_fn sx_from_async_reaction_native(void) { return from_async_reaction; }

bool sx_from_async_state_ok(sx_value data) {
    if (!sx_is_object(data) || sx_as_object(data)->cls != SX_CLASS_ARRAY) return false;
    const sx_object *st = sx_as_object(data);
    if (st->u.array.len < FA__COUNT) return false;
    const sx_value *v = st->u.array.items;
    return sx_is_object(v[FA_RESULT]) && sx_as_object(v[FA_RESULT])->cls == SX_CLASS_ARRAY &&
           sx_is_object(v[FA_ITER]) && sx_is_object(v[FA_PROMISE]) &&
           sx_as_object(v[FA_PROMISE])->cls == SX_CLASS_PROMISE && sx_is_number(v[FA_K]);
}

static const sx_native_def object_statics[] = {{"groupBy", object_group_by, 2}};
static const sx_native_def array_statics[] = {{"fromAsync", array_from_async, 1}};
static const sx_native_def map_statics[] = {{"groupBy", map_group_by, 2}};
static const sx_native_def promise_statics[] = {{"try", promise_try, 1}};
static const sx_native_def set_methods[] = {
    {"union", set_union, 1},
    {"intersection", set_intersection, 1},
    {"difference", set_difference, 1},
    {"symmetricDifference", set_symmetric_difference, 1},
    {"isSubsetOf", set_is_subset_of, 1},
    {"isSupersetOf", set_is_superset_of, 1},
    {"isDisjointFrom", set_is_disjoint_from, 1},
};

bool sx_stdlib_init_es2025(sx_vm *vm) {
    sx_js_realm *r = sx_realm(vm);
    sx_value object_ctor = sx_object_find_data(vm, r->object_proto, vm->atoms.constructor);
    sx_value map_ctor = sx_object_find_data(vm, r->map_proto, vm->atoms.constructor);
    sx_value array_ctor = sx_object_find_data(vm, r->array_proto, vm->atoms.constructor);
    if (!sx_is_object(object_ctor) || !sx_is_object(map_ctor) || !sx_is_object(array_ctor)) return false;
    return SX_DEFINE_NATIVES(vm, sx_as_object(object_ctor), object_statics) &&
           SX_DEFINE_NATIVES(vm, sx_as_object(array_ctor), array_statics) &&
           SX_DEFINE_NATIVES(vm, sx_as_object(map_ctor), map_statics) &&
           SX_DEFINE_NATIVES(vm, r->promise_ctor, promise_statics) && SX_DEFINE_NATIVES(vm, r->set_proto, set_methods);
}
