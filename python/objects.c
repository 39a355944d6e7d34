/* objects.c - Python's values on the VM's heap: floats, lists, tuples, dicts, types, truthiness, equality, hashing. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "python/py.h"
#include "vm/bigint.h"
#include "vm/gc.h"

sx_value py_float(sx_vm *vm, double d) {
    sx_object *o = sx_object_new(vm, PY_CLASS_FLOAT, py_rl(vm)->float_);
    if (o == NULL) return SX_EXCEPTION;
    o->u.box.value = sx_number(d);
    return sx_from_object(o);
}

double py_float_value(sx_value v) {
    if (sx_is_number(v)) return sx_to_double(v);
    if (sx_is_bigint(v)) return sx_bigint_to_double(sx_as_bigint(v));
    if (v == SX_TRUE) return 1;
    if (v == SX_FALSE) return 0;
    return sx_to_double(sx_as_object(v)->u.box.value);
}

bool py_is_list(sx_vm *vm, sx_value v) {
    return sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_ARRAY && sx_as_object(v)->proto == py_rl(vm)->list;
}
bool py_is_tuple(sx_vm *vm, sx_value v) {
    if (!sx_is_object(v) || sx_as_object(v)->cls != SX_CLASS_ARRAY) return false;
    sx_object *p =
        sx_as_object(v)->proto; /* a tuple, or a namedtuple's (lib_collections.c), whose class's base is tuple */
    return p == py_rl(vm)->tuple || (p != NULL && p->proto == py_rl(vm)->tuple);
}

sx_object *py_list_new(sx_vm *vm, uint32_t cap) {
    sx_object *a = sx_array_new(vm, cap);
    if (a != NULL) a->proto = py_rl(vm)->list;
    return a;
}
sx_object *py_tuple_new(sx_vm *vm, uint32_t cap) {
    sx_object *a = sx_array_new(vm, cap);
    if (a == NULL) return NULL;
    a->proto = py_rl(vm)->tuple;
    a->oflags |= SX_OBJ_FROZEN; /* immutable: SETINDEX's fast path leaves it to the language */
    return a;
}

/* -- dicts -- */

sx_object *py_dict_new(sx_vm *vm) {
    sx_object *o = sx_object_new(vm, PY_CLASS_DICT, py_rl(vm)->dict);
    if (o == NULL) return NULL;
    py_dict *d = sx_mem_alloc(vm, sizeof *d);
    if (d == NULL) return NULL;
    memset(d, 0, sizeof *d);
    o->u.host.impl = d;
    return o;
}

void py_dict_mark(sx_vm *vm, sx_object *o) {
    py_dict *d = o->u.host.impl;
    if (d == NULL) return;
    for (uint32_t i = 0; i < d->n; i++) {
        sx_gc_mark_value(vm, d->keys[i]);
        sx_gc_mark_value(vm, d->vals[i]);
    }
}

void py_dict_free(sx_vm *vm, sx_object *o) {
    py_dict *d = o->u.host.impl;
    if (d == NULL) return;
    sx_mem_free(vm, d->keys, d->cap * sizeof(sx_value));
    sx_mem_free(vm, d->vals, d->cap * sizeof(sx_value));
    sx_mem_free(vm, d->index, d->index_cap * sizeof(uint32_t));
    sx_mem_free(vm, d, sizeof *d);
    o->u.host.impl = NULL;
}

static uint32_t mix64(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return (uint32_t)x;
}

/* Python's hash, as far as equal keys must agree (1 == 1.0 == True); -1: unhashable (raised). */
static bool py_hash(sx_vm *vm, sx_value v, uint32_t *out);
static bool py_hash(sx_vm *vm, sx_value v, uint32_t *out) {
    if (sx_is_string(v)) { /* the common keys first */
        *out = sx_string_hash(sx_as_string(v));
        return true;
    }
    if (sx_is_bigint(v)) {
        *out = (uint32_t)sx_bigint_hash(sx_as_bigint(v));
        return true;
    }
    if (sx_is_number(v) || sx_is_bool(v) || py_is_float(v)) {
        double d = py_float_value(v);
        if (d == 0) d = 0; /* -0.0 == 0 */
        uint64_t bits;
        memcpy(&bits, &d, sizeof bits);
        *out = mix64(bits);
        return true;
    }
    if (sx_is_string(v)) {
        *out = sx_string_hash(sx_as_string(v));
        return true;
    }
    if (v == SX_NULL) {
        *out = 0x9e3779b9u;
        return true;
    }
    if (py_is_tuple(vm, v)) {
        sx_object *t = sx_as_object(v);
        uint32_t h = 0x345678u;
        if (vm->native_depth > 200) {
            py_raise(vm, py_rl(vm)->recursion_error, "maximum recursion depth exceeded while hashing");
            return false;
        }
        for (uint32_t i = 0; i < t->u.array.len; i++) {
            uint32_t e;
            vm->native_depth++;
            bool ok = py_hash(vm, t->u.array.items[i], &e);
            vm->native_depth--;
            if (!ok) return false;
            h = (h ^ e) * 1000003u;
        }
        *out = h;
        return true;
    }
    if (sx_is_object(v)) {
        sx_object *o = sx_as_object(v);
        if (o->cls == PY_CLASS_DICT && (o->oflags & SX_OBJ_FROZEN) && py_is_set(vm, v)) {
            /* a frozenset: its elements' hashes combined in an order-free way */
            py_dict *d = o->u.host.impl;
            uint32_t h = 0x1f2e3d4cu;
            for (uint32_t i = 0; i < d->n; i++) {
                if (d->keys[i] == SX_EMPTY) continue;
                uint32_t e;
                if (!py_hash(vm, d->keys[i], &e)) return false;
                h ^= mix64(e * 0x9e3779b97f4a7c15ULL);
            }
            *out = h;
            return true;
        }
        if (py_is_list(vm, v) || o->cls == PY_CLASS_DICT) {
            char name[64];
            py_raise(vm, py_rl(vm)->type_error, "unhashable type: '%s'", py_type_name(vm, v, name, sizeof name));
            return false;
        }
        sx_value uh = py_user_hash(vm, v); /* __hash__ (python/classes.c) */
        if (uh == SX_EXCEPTION) return false;
        if (uh != 0) return py_hash(vm, uh, out);
        if (o->id == 0) o->id = ++vm->next_object_id;
        *out = mix64(o->id);
        return true;
    }
    *out = 7;
    return true;
}

/* the dicts' hash of v (raises TypeError for an unhashable value): hash() checks with it */
bool py_table_hash(sx_vm *vm, sx_value v, uint32_t *out) { return py_hash(vm, v, out); }

/* A stored key k against the key looked up, for the two kinds of key that dominate (str and int)
 * without py_equal's general path: 1 equal, 0 different, -1 ask py_equal. Identity is equality
 * here, as in CPython's dict lookup (a nan key finds itself). */
static int key_equal_fast(sx_vm *vm, sx_value k, sx_value key) {
    if (k == key) return 1;
    if (sx_is_string(k)) {
        if (!sx_is_string(key)) return sx_is_number(key) ? 0 : -1;
        sx_string *a = sx_as_string(k), *b = sx_as_string(key);
        if (a->len != b->len) return 0;
        if (a->hashed && b->hashed && a->hash != b->hash) return 0;
        if (a->interned && b->interned) return 0;
        if (!sx_meter_chars(vm, a->len)) return -1; /* py_equal charges again and fails the same way */
        return sx_string_equal(a, b);
    }
    if (sx_is_number(k)) {
        if (sx_is_number(key)) return sx_to_double(k) == sx_to_double(key);
        if (sx_is_string(key)) return 0;
    }
    return -1;
}

/* The entry of key, or -1 (found: *slot is its index slot when there is an index). */
static int64_t dict_find(sx_vm *vm, py_dict *d, sx_value key, uint32_t h, bool *err) {
    *err = false;
    if (d->index_cap == 0) {
        for (uint32_t i = 0; i < d->n; i++) {
            if (d->keys[i] == SX_EMPTY) continue;
            int fast = key_equal_fast(vm, d->keys[i], key);
            if (fast == 1) return i;
            if (fast == 0) continue;
            bool eq;
            if (!py_equal(vm, d->keys[i], key, &eq)) {
                *err = true;
                return -1;
            }
            if (eq) return i;
        }
        return -1;
    }
    uint32_t mask = d->index_cap - 1;
    for (uint32_t s = h & mask;; s = (s + 1) & mask) {
        uint32_t e = d->index[s];
        if (e == 0) return -1;
        sx_value k = d->keys[e - 1];
        if (k == SX_EMPTY) continue;
        int fast = key_equal_fast(vm, k, key);
        if (fast == 1) return e - 1;
        if (fast == 0) continue;
        bool eq;
        if (!py_equal(vm, k, key, &eq)) {
            *err = true;
            return -1;
        }
        if (eq) return e - 1;
    }
}

static bool dict_reindex(sx_vm *vm, py_dict *d) {
    uint32_t cap = 16;
    while (cap < d->cap * 2) cap *= 2;
    uint32_t *index = sx_mem_alloc(vm, cap * sizeof *index);
    if (index == NULL) return false;
    memset(index, 0, cap * sizeof *index);
    for (uint32_t i = 0; i < d->n; i++) {
        if (d->keys[i] == SX_EMPTY) continue;
        uint32_t h;
        if (!py_hash(vm, d->keys[i], &h)) h = 0;
        for (uint32_t s = h & (cap - 1);; s = (s + 1) & (cap - 1))
            if (index[s] == 0) {
                index[s] = i + 1;
                break;
            }
    }
    sx_mem_free(vm, d->index, d->index_cap * sizeof(uint32_t));
    d->index = index;
    d->index_cap = cap;
    return true;
}

int py_dict_get(sx_vm *vm, sx_object *o, sx_value key, sx_value *out) {
    py_dict *d = o->u.host.impl;
    uint32_t h;
    if (!py_hash(vm, key, &h)) return -1;
    bool err;
    int64_t i = dict_find(vm, d, key, h, &err);
    if (err) return -1;
    if (i < 0) return 0;
    *out = d->vals[i];
    return 1;
}

bool py_dict_set(sx_vm *vm, sx_object *o, sx_value key, sx_value v) {
    py_dict *d = o->u.host.impl;
    uint32_t h;
    if (!py_hash(vm, key, &h)) return false;
    bool err;
    int64_t i = dict_find(vm, d, key, h, &err);
    if (err) return false;
    if (i >= 0) {
        d->vals[i] = v;
        return true;
    }
    if (d->n == d->cap && d->live <= d->n / 2 && d->n >= 8) {
        /* at least half the entries are deleted ones: close the gaps instead of growing (a dict
         * that keeps deleting and adding keys stays the size of what it holds) */
        uint32_t k = 0;
        for (uint32_t j = 0; j < d->n; j++)
            if (d->keys[j] != SX_EMPTY) d->keys[k] = d->keys[j], d->vals[k] = d->vals[j], k++;
        for (uint32_t j = k; j < d->n; j++) d->keys[j] = SX_EMPTY, d->vals[j] = SX_UNDEFINED;
        d->n = k;
        if (!sx_meter_elements(vm, d->cap)) return false;
        if (d->index_cap != 0 && !dict_reindex(vm, d)) return sx_throw_oom(vm), false;
    }
    if (d->n == d->cap) {
        uint32_t cap = d->cap ? d->cap * 2 : 8;
        sx_value *k = sx_mem_realloc(vm, d->keys, d->cap * sizeof *k, cap * sizeof *k);
        if (k == NULL) return sx_throw_oom(vm), false;
        d->keys = k;
        sx_value *vs = sx_mem_realloc(vm, d->vals, d->cap * sizeof *vs, cap * sizeof *vs);
        if (vs == NULL) return sx_throw_oom(vm), false;
        d->vals = vs;
        d->cap = cap;
        if (d->cap > 8 && !dict_reindex(vm, d)) return sx_throw_oom(vm), false;
    }
    d->keys[d->n] = key;
    d->vals[d->n] = v;
    d->n++;
    d->live++;
    if (d->index_cap != 0) {
        uint32_t mask = d->index_cap - 1;
        for (uint32_t s = h & mask;; s = (s + 1) & mask)
            if (d->index[s] == 0) {
                d->index[s] = d->n;
                break;
            }
    }
    return true;
}

/* Remove key: 1 removed (*out its value), 0 absent, -1 exception. */
int py_dict_del(sx_vm *vm, sx_object *o, sx_value key, sx_value *out) {
    py_dict *d = o->u.host.impl;
    uint32_t h;
    if (!py_hash(vm, key, &h)) return -1;
    bool err;
    int64_t i = dict_find(vm, d, key, h, &err);
    if (err) return -1;
    if (i < 0) return 0;
    *out = d->vals[i];
    d->keys[i] = SX_EMPTY;
    d->vals[i] = SX_UNDEFINED;
    d->live--;
    return 1;
}

/* -- types -- */

sx_object *py_type_of(sx_vm *vm, sx_value v) {
    py_realm *r = py_rl(vm);
    if (sx_is_number(v) || sx_is_bigint(v)) return r->int_;
    if (sx_is_string(v)) return r->str;
    if (sx_is_bool(v)) return r->bool_;
    if (v == SX_NULL || v == SX_UNDEFINED) return r->none;
    if (sx_is_object(v)) {
        sx_object *o = sx_as_object(v);
        if (PY_IS_CLASS(o)) return r->type;
        if (o->cls == SX_CLASS_NATIVE && o->u.native.fn == py_instance_call) return o->proto;
        if (o->cls == SX_CLASS_FUNCTION || o->cls == SX_CLASS_NATIVE || o->cls == SX_CLASS_BOUND) return r->function;
        if (o->proto != NULL) return o->proto;
    }
    return r->object;
}

const char *py_type_name(sx_vm *vm, sx_value v, char *buf, size_t n) {
    sx_object *t = py_type_of(vm, v);
    sx_value name = sx_object_find_data(vm, t, py_at(vm)->dname);
    if (sx_is_string(name)) sx_string_to_utf8(sx_as_string(name), buf, n);
    else snprintf(buf, n, "object");
    return buf;
}

bool py_isinstance(sx_vm *vm, sx_value v, sx_object *cls) {
    py_realm *r = py_rl(vm);
    if (cls == r->object) return true;
    if (cls == r->int_ && sx_is_bool(v)) return true;
    for (sx_object *t = py_type_of(vm, v); t != NULL; t = t->proto)
        if (t == cls || py_class_orig(t) == cls) return true;
    return false;
}

/* A user method found on v's class (an instance of a class defined by the program), or 0. */
static sx_value user_method(sx_vm *vm, sx_value v, sx_string *name) {
    (void)vm;
    if (!sx_is_object(v)) return 0;
    sx_object *o = sx_as_object(v);
    if (!py_is_plain_obj(o) || o->proto == NULL || !PY_IS_CLASS(o->proto)) return 0;
    sx_value m = sx_object_find_data(vm, o->proto, name);
    if (!sx_is_object(m)) return 0;
    sx_object *f = sx_as_object(m);
    /* a guest method, or a library class's native one (lib_itertools.c) */
    return f->cls == SX_CLASS_FUNCTION || (f->cls == SX_CLASS_NATIVE && !PY_IS_CLASS(f)) ? m : 0;
}
sx_value py_user_method(sx_vm *vm, sx_value v, sx_string *name) { return user_method(vm, v, name); }

bool py_truthy(sx_vm *vm, sx_value v, bool *out) {
    if (sx_is_number(v)) return *out = sx_to_double(v) != 0, true;
    if (sx_is_bigint(v)) return *out = sx_bigint_sign(sx_as_bigint(v)) != 0, true;
    if (sx_is_bool(v)) return *out = v == SX_TRUE, true;
    if (sx_is_string(v)) return *out = sx_as_string(v)->len != 0, true;
    if (!sx_is_object(v)) return *out = false, true;
    sx_object *o = sx_as_object(v);
    if (o->cls == PY_CLASS_FLOAT) return *out = py_float_value(v) != 0, true;
    if (o->cls == SX_CLASS_ARRAY) return *out = o->u.array.len != 0, true;
    if (o->cls == PY_CLASS_DICT) return *out = ((py_dict *)o->u.host.impl)->live != 0, true;
    if (o->cls == PY_CLASS_RANGE) {
        py_range *rg = o->u.host.impl;
        return *out = rg->step > 0 ? rg->start < rg->stop : rg->start > rg->stop, true;
    }
    sx_value m = user_method(vm, v, py_at(vm)->bool_);
    if (m == 0) m = user_method(vm, v, py_at(vm)->len);
    if (m != 0) {
        sx_value r = sx_call(vm, m, v, 0, NULL);
        if (r == SX_EXCEPTION) return false;
        return py_truthy(vm, r, out);
    }
    return *out = true, true;
}

static bool py_equal_in(sx_vm *vm, sx_value a, sx_value b, bool *out);

/* == of nested containers recurses in C: bounded like CPython's recursion limit */
bool py_equal(sx_vm *vm, sx_value a, sx_value b, bool *out) {
    if (sx_is_object(a) && sx_is_object(b)) {
        if (vm->native_depth > 200) {
            py_raise(vm, py_rl(vm)->recursion_error, "maximum recursion depth exceeded in comparison");
            return false;
        }
        vm->native_depth++;
        bool ok = py_equal_in(vm, a, b, out);
        vm->native_depth--;
        return ok;
    }
    return py_equal_in(vm, a, b, out);
}

static bool py_equal_in(sx_vm *vm, sx_value a, sx_value b, bool *out) {
    if (a == b && !py_is_float(a)) return *out = true, true;
    if (sx_is_bigint(a) || sx_is_bigint(b)) {
        bool an = sx_is_number(a) || sx_is_bool(a) || py_is_float(a) || sx_is_bigint(a);
        bool bn = sx_is_number(b) || sx_is_bool(b) || py_is_float(b) || sx_is_bigint(b);
        if (!an || !bn) return *out = false, true;
        if (sx_is_bigint(a) && sx_is_bigint(b)) return *out = sx_bigint_equal(sx_as_bigint(a), sx_as_bigint(b)), true;
        sx_bigint *x = sx_as_bigint(sx_is_bigint(a) ? a : b);
        double d = py_float_value(sx_is_bigint(a) ? b : a);
        return *out = d == d && sx_bigint_compare_double(x, d) == 0, true;
    }
    bool an = sx_is_number(a) || sx_is_bool(a) || py_is_float(a),
         bn = sx_is_number(b) || sx_is_bool(b) || py_is_float(b);
    if (an && bn) return *out = py_float_value(a) == py_float_value(b), true;
    if (sx_is_string(a) && sx_is_string(b)) {
        if (!sx_meter_chars(vm, sx_as_string(a)->len)) return false;
        return *out = sx_string_equal(sx_as_string(a), sx_as_string(b)), true;
    }
    if (sx_is_object(a) || sx_is_object(b)) { /* a.__eq__(b), then b.__eq__(a) (python/classes.c) */
        sx_value r = py_user_eq(vm, a, b);
        if (r == SX_EXCEPTION) return false;
        if (r != 0) return py_truthy(vm, r, out);
    }
    if (!sx_is_object(a) || !sx_is_object(b)) return *out = false, true;
    sx_object *x = sx_as_object(a), *y = sx_as_object(b);
    if (x->cls == SX_CLASS_ARRAY && y->cls == SX_CLASS_ARRAY &&
        (x->proto == y->proto || (py_is_tuple(vm, a) && py_is_tuple(vm, b)))) { /* namedtuple == tuple */
        if (x->u.array.len != y->u.array.len) return *out = false, true;
        if (!sx_meter_elements(vm, x->u.array.len)) return false;
        for (uint32_t i = 0; i < x->u.array.len && i < y->u.array.len; i++) {
            if (sx_is_object(x->u.array.items[i]) && x->u.array.items[i] == y->u.array.items[i])
                continue; /* identity first, as CPython ([nan] == [nan]) */
            if (!py_equal(vm, x->u.array.items[i], y->u.array.items[i], out)) return false;
            if (!*out) return true;
        }
        return *out = x->u.array.len == y->u.array.len, true;
    }
    if (x->cls == PY_CLASS_RANGE && y->cls == PY_CLASS_RANGE) { /* the same sequence of ints */
        const py_range *p = x->u.host.impl, *q = y->u.host.impl;
        double n = p->step > 0 ? ceil((p->stop - p->start) / p->step) : ceil((p->start - p->stop) / -p->step);
        double m = q->step > 0 ? ceil((q->stop - q->start) / q->step) : ceil((q->start - q->stop) / -q->step);
        n = n < 0 ? 0 : n, m = m < 0 ? 0 : m;
        return *out = n == m && (n == 0 || (p->start == q->start && (n == 1 || p->step == q->step))), true;
    }
    if (x->cls == PY_CLASS_DICT && y->cls == PY_CLASS_DICT) {
        py_dict *d = x->u.host.impl, *e = y->u.host.impl;
        if (d->live != e->live) return *out = false, true;
        if (!sx_meter_elements(vm, d->n)) return false;
        for (uint32_t i = 0; i < d->n; i++) {
            if (d->keys[i] == SX_EMPTY) continue;
            sx_value other;
            int r = py_dict_get(vm, y, d->keys[i], &other);
            if (r < 0) return false;
            if (r == 0) return *out = false, true;
            if (sx_is_object(other) && other == d->vals[i]) continue;
            if (!py_equal(vm, d->vals[i], other, out)) return false;
            if (!*out) return true;
        }
        return *out = true, true;
    }
    return *out = false, true;
}
