/* lib_collections.c - the `collections` module: Counter, defaultdict and OrderedDict as dicts whose prototype is their class, with __missing__ and their reprs. */
#include <stdio.h>
#include <string.h>

#include "python/py.h"
#include "vm/meter.h"

#define RL py_rl(vm)

enum { C_COUNTER = 200, C_DEFAULTDICT, C_ORDEREDDICT, C_DEQUE, C_NAMEDTUPLE };

static sx_value new_counter(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
static sx_value new_defaultdict(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
static sx_value new_ordereddict(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
static sx_value new_deque(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
static sx_value new_namedtuple(sx_vm *vm, sx_value t, int argc, const sx_value *argv);

/* which of these classes a dict is an instance of (its prototype), or 0 */
static int kind_of(sx_object *d) {
    sx_object *c = d->proto;
    if (c == NULL || c->cls != SX_CLASS_NATIVE || !PY_IS_CLASS(c)) return 0;
    if (c->u.native.fn == new_counter) return C_COUNTER;
    if (c->u.native.fn == new_defaultdict) return C_DEFAULTDICT;
    if (c->u.native.fn == new_ordereddict) return C_ORDEREDDICT;
    if (c->u.native.fn == new_deque) return C_DEQUE;
    if (c->u.native.fn == new_namedtuple) return C_NAMEDTUPLE;
    return 0;
}

static sx_object *class_named(sx_vm *vm, const char *global) {
    sx_string *k = sx_atom(vm, global);
    sx_value c = k ? sx_object_find_data(vm, vm->realm.global, k) : SX_UNDEFINED;
    return sx_is_object(c) ? sx_as_object(c) : NULL;
}

static sx_object *new_dict_of(sx_vm *vm, const char *global) {
    sx_object *cls = class_named(vm, global);
    if (cls == NULL) return py_raise(vm, RL->type_error, "internal: collections"), NULL;
    sx_object *d = py_dict_new(vm);
    if (d != NULL) d->proto = cls;
    return d;
}

/* -- Counter -- */

static bool count_one(sx_vm *vm, sx_object *d, sx_value k, sx_value by) {
    sx_value v;
    int r = py_dict_get(vm, d, k, &v);
    if (r < 0) return false;
    sx_value n = r ? py_binary(vm, PY_OP_ADD, v, by) : by;
    return n != SX_EXCEPTION && py_dict_set(vm, d, k, n);
}
static bool count_each(sx_vm *vm, sx_value v, void *data) { return count_one(vm, data, v, sx_number(1)); }

/* Counter.update / subtract's work: a mapping's counts or an iterable's elements, then keywords */
static bool counter_add(sx_vm *vm, sx_object *d, int argc, const sx_value *argv, int sign) {
    sx_object *kw = py_kwargs(&argc, argv);
    if (argc > 1) return py_raise(vm, RL->type_error, "expected at most 1 argument, got %d", argc), false;
    sx_object *src = argc == 1 && py_is_dict(argv[0]) && !py_is_set(vm, argv[0]) ? sx_as_object(argv[0]) : NULL;
    for (int pass = 0; pass < 2; pass++) {
        sx_object *m = pass == 0 ? src : kw;
        if (m == NULL) continue;
        py_dict *s = m->u.host.impl;
        for (uint32_t i = 0; i < s->n; i++) {
            if (s->keys[i] == SX_EMPTY) continue;
            sx_value by = s->vals[i];
            if (sign < 0 && (by = py_binary(vm, PY_OP_SUB, sx_number(0), by)) == SX_EXCEPTION) return false;
            if (!count_one(vm, d, s->keys[i], by)) return false;
        }
    }
    if (argc == 1 && src == NULL) {
        if (sign > 0) return py_iterate(vm, argv[0], count_each, d);
        sx_object *l = py_list_of(vm, argv[0]);
        if (l == NULL) return false;
        sx_temp_push(vm, sx_from_object(l));
        for (uint32_t i = 0; i < l->u.array.len; i++)
            if (!count_one(vm, d, l->u.array.items[i], sx_number(-1))) return sx_temp_pop(vm, 1), false;
        sx_temp_pop(vm, 1);
    }
    return true;
}

static sx_value new_counter(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *d = new_dict_of(vm, "%Counter");
    if (d == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(d));
    bool ok = counter_add(vm, d, argc, argv, 1);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(d) : SX_EXCEPTION;
}

static bool self_kind(sx_vm *vm, sx_value t, int kind, const char *what, sx_object **out) {
    if (py_is_dict(t) && kind_of(sx_as_object(t)) == kind) return *out = sx_as_object(t), true;
    py_raise(vm, RL->type_error, "descriptor requires a '%s' object", what);
    return false;
}

static sx_value counter_update(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *d;
    if (!self_kind(vm, t, C_COUNTER, "Counter", &d)) return SX_EXCEPTION;
    return counter_add(vm, d, argc, argv, 1) ? SX_NULL : SX_EXCEPTION;
}
static sx_value counter_subtract(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *d;
    if (!self_kind(vm, t, C_COUNTER, "Counter", &d)) return SX_EXCEPTION;
    return counter_add(vm, d, argc, argv, -1) ? SX_NULL : SX_EXCEPTION;
}

/* the (key, count) pairs, most common first (a stable sort: ties keep insertion order) */
static sx_object *counter_pairs(sx_vm *vm, sx_object *d) {
    py_dict *s = d->u.host.impl;
    if (!sx_meter_elements(vm, s->n)) return NULL;
    sx_object *l = py_list_new(vm, s->live);
    if (l == NULL) return NULL;
    sx_temp_push(vm, sx_from_object(l));
    for (uint32_t i = 0; i < s->n; i++) {
        if (s->keys[i] == SX_EMPTY) continue;
        sx_object *p = py_tuple_new(vm, 2);
        if (p == NULL || !sx_array_push(vm, p, s->keys[i]) || !sx_array_push(vm, p, s->vals[i]) ||
            !sx_array_push(vm, l, sx_from_object(p)))
            return sx_temp_pop(vm, 1), NULL;
    }
    /* insertion sort by count, descending: stable, and metered per comparison */
    for (uint32_t i = 1; i < l->u.array.len; i++) {
        sx_value cur = l->u.array.items[i];
        uint32_t j = i;
        while (j > 0) {
            if (!sx_meter_elements(vm, 1)) return sx_temp_pop(vm, 1), NULL;
            sx_value a = sx_as_object(l->u.array.items[j - 1])->u.array.items[1];
            sx_value lt = py_binary(vm, PY_OP_LT, a, sx_as_object(cur)->u.array.items[1]);
            if (lt == SX_EXCEPTION) return sx_temp_pop(vm, 1), NULL;
            if (lt != SX_TRUE) break;
            l->u.array.items[j] = l->u.array.items[j - 1];
            j--;
        }
        l->u.array.items[j] = cur;
    }
    sx_temp_pop(vm, 1);
    return l;
}

static sx_value counter_most_common(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *d;
    if (!self_kind(vm, t, C_COUNTER, "Counter", &d)) return SX_EXCEPTION;
    py_kwargs(&argc, argv);
    double n = -1;
    if (argc > 0 && argv[0] != SX_NULL && !py_arg_int(vm, argv[0], &n)) return SX_EXCEPTION;
    sx_object *l = counter_pairs(vm, d);
    if (l == NULL) return SX_EXCEPTION;
    if (n >= 0 && n < l->u.array.len) l->u.array.len = (uint32_t)n;
    return sx_from_object(l);
}

static sx_value counter_total(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_object *d;
    if (!self_kind(vm, t, C_COUNTER, "Counter", &d)) return SX_EXCEPTION;
    py_dict *s = d->u.host.impl;
    sx_value acc = sx_number(0);
    for (uint32_t i = 0; i < s->n; i++)
        if (s->keys[i] != SX_EMPTY && (acc = py_binary(vm, PY_OP_ADD, acc, s->vals[i])) == SX_EXCEPTION) return acc;
    return acc;
}

static sx_value counter_elements(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_object *d;
    if (!self_kind(vm, t, C_COUNTER, "Counter", &d)) return SX_EXCEPTION;
    sx_object *l = py_list_new(vm, 0);
    if (l == NULL) return SX_EXCEPTION;
    py_dict *s = d->u.host.impl;
    for (uint32_t i = 0; i < s->n; i++) {
        if (s->keys[i] == SX_EMPTY || !sx_is_number(s->vals[i])) continue;
        for (double k = 0; k < sx_to_double(s->vals[i]); k++)
            if (!sx_meter_elements(vm, 1) || !sx_array_push(vm, l, s->keys[i])) return SX_EXCEPTION;
    }
    return sx_from_object(l);
}

/* -- defaultdict and OrderedDict -- */

static sx_string *factory_key(sx_vm *vm) { return sx_atom(vm, "%default_factory"); }

static sx_value new_defaultdict(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    sx_value f = argc > 0 ? argv[0] : SX_NULL;
    if (f != SX_NULL && !(sx_is_object(f) && (sx_as_object(f)->oflags & SX_OBJ_CALLABLE)))
        return py_raise(vm, RL->type_error, "first argument must be callable or None");
    sx_object *d = new_dict_of(vm, "%defaultdict");
    sx_string *k = d ? factory_key(vm) : NULL;
    if (k == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(d));
    bool ok = sx_object_define(vm, d, k, f, SX_PROP_HIDDEN);
    int rest = argc > 0 ? argc - 1 : 0;
    sx_value extra[2];
    int n = 0;
    if (rest > 0) extra[n++] = argv[1];
    if (kw) extra[n++] = sx_from_object(kw);
    if (ok && n > 0) {
        sx_string *uk = sx_atom(vm, "update");
        sx_value up = uk ? sx_object_find_data(vm, RL->dict, uk) : SX_UNDEFINED;
        ok = sx_is_object(up) && py_call(vm, up, sx_from_object(d), n, extra) != SX_EXCEPTION;
    }
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(d) : SX_EXCEPTION;
}

static sx_value new_ordereddict(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *d = new_dict_of(vm, "%OrderedDict");
    if (d == NULL) return SX_EXCEPTION;
    if (argc == 0) return sx_from_object(d);
    sx_temp_push(vm, sx_from_object(d));
    sx_string *uk = sx_atom(vm, "update");
    sx_value up = uk ? sx_object_find_data(vm, RL->dict, uk) : SX_UNDEFINED;
    bool ok = sx_is_object(up) && py_call(vm, up, sx_from_object(d), argc, argv) != SX_EXCEPTION;
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(d) : SX_EXCEPTION;
}

/* OrderedDict.move_to_end(key, last=True) and popitem(last=True) */
static sx_value od_move_to_end(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *d;
    if (!self_kind(vm, t, C_ORDEREDDICT, "OrderedDict", &d)) return SX_EXCEPTION;
    sx_object *kw = py_kwargs(&argc, argv);
    if (argc < 1) return py_raise(vm, RL->type_error, "move_to_end() missing required argument 'key' (pos 1)");
    sx_value lastv = argc > 1 ? argv[1] : py_kwarg(vm, kw, "last");
    bool last = true;
    if (lastv != SX_UNDEFINED && !py_truthy(vm, lastv, &last)) return SX_EXCEPTION;
    sx_value v;
    int r = py_dict_del(vm, d, argv[0], &v);
    if (r < 0) return SX_EXCEPTION;
    if (r == 0) {
        sx_object *e = py_exception_new(vm, RL->key_error, argv[0]);
        return e ? sx_throw(vm, sx_from_object(e)) : SX_EXCEPTION;
    }
    sx_temp_push(vm, v);
    bool ok = true;
    if (last) ok = py_dict_set(vm, d, argv[0], v);
    else { /* rebuild: the key first, then the others in order */ sx_object *copy = py_dict_new(vm);
        ok = copy != NULL;
        if (ok) {
            sx_temp_push(vm, sx_from_object(copy));
            py_dict *s = d->u.host.impl;
            for (uint32_t i = 0; ok && i < s->n; i++)
                if (s->keys[i] != SX_EMPTY) ok = py_dict_set(vm, copy, s->keys[i], s->vals[i]);
            py_dict *c = copy->u.host.impl;
            for (uint32_t i = 0; ok && i < c->n; i++) {
                sx_value x;
                if (c->keys[i] != SX_EMPTY) ok = py_dict_del(vm, d, c->keys[i], &x) >= 0;
            }
            ok = ok && py_dict_set(vm, d, argv[0], v);
            for (uint32_t i = 0; ok && i < c->n; i++)
                if (c->keys[i] != SX_EMPTY) ok = py_dict_set(vm, d, c->keys[i], c->vals[i]);
            sx_temp_pop(vm, 1);
        }
    }
    sx_temp_pop(vm, 1);
    return ok ? SX_NULL : SX_EXCEPTION;
}

static sx_value od_popitem(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *d;
    if (!self_kind(vm, t, C_ORDEREDDICT, "OrderedDict", &d)) return SX_EXCEPTION;
    sx_object *kw = py_kwargs(&argc, argv);
    sx_value lastv = argc > 0 ? argv[0] : py_kwarg(vm, kw, "last");
    bool last = true;
    if (lastv != SX_UNDEFINED && !py_truthy(vm, lastv, &last)) return SX_EXCEPTION;
    py_dict *s = d->u.host.impl;
    if (s->live == 0) {
        sx_object *e = py_exception_new(vm, RL->key_error, sx_from_string(sx_atom(vm, "dictionary is empty")));
        return e ? sx_throw(vm, sx_from_object(e)) : SX_EXCEPTION;
    }
    uint32_t i = last ? s->n : 0;
    if (last)
        while (i > 0 && s->keys[i - 1] == SX_EMPTY) i--;
    else
        while (s->keys[i] == SX_EMPTY) i++;
    sx_value k = s->keys[last ? i - 1 : i], v;
    sx_object *p = py_tuple_new(vm, 2);
    if (p == NULL) return SX_EXCEPTION;
    sx_array_push(vm, p, k);
    sx_temp_push(vm, sx_from_object(p));
    bool ok = py_dict_del(vm, d, k, &v) > 0 && sx_array_push(vm, p, v);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(p) : SX_EXCEPTION;
}

/* -- deque: a list whose prototype is the deque class; its maxlen (or None) is its one own
 * property, read as props[0] so appends allocate nothing -- */

static bool self_deque(sx_vm *vm, sx_value t, sx_object **out) {
    if (sx_is_object(t) && sx_as_object(t)->cls == SX_CLASS_ARRAY && kind_of(sx_as_object(t)) == C_DEQUE)
        return *out = sx_as_object(t), true;
    py_raise(vm, RL->type_error, "descriptor requires a 'collections.deque' object");
    return false;
}
static double maxlen_of(sx_object *q) {
    return q->nprops > 0 && sx_is_number(q->props[0].value) ? sx_to_double(q->props[0].value) : -1;
}

static bool deque_push(sx_vm *vm, sx_object *q, sx_value v, bool left) {
    double max = maxlen_of(q);
    if (max == 0) return true;
    if (!sx_meter_elements(vm, left ? q->u.array.len + 1 : 1)) return false;
    if (max > 0 && q->u.array.len >= max) {
        if (left) q->u.array.len--;
        else sx_array_drop_first(q);
    }
    if (!sx_array_push(vm, q, v)) return false;
    if (left) {
        memmove(q->u.array.items + 1, q->u.array.items, (q->u.array.len - 1) * sizeof(sx_value));
        q->u.array.items[0] = v;
    }
    return true;
}

typedef struct push_ctx {
    sx_object *q;
    bool left;
} push_ctx;
static bool push_each(sx_vm *vm, sx_value v, void *data) {
    push_ctx *c = data;
    return deque_push(vm, c->q, v, c->left);
}

static sx_value new_deque(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    sx_value maxv = argc > 1 ? argv[1] : py_kwarg(vm, kw, "maxlen");
    double max = -1;
    if (maxv != SX_UNDEFINED && maxv != SX_NULL) {
        if (!py_arg_int(vm, maxv, &max)) return SX_EXCEPTION;
        if (max < 0) return py_raise(vm, RL->value_error, "maxlen must be non-negative");
    }
    sx_object *cls = class_named(vm, "%deque");
    sx_object *q = cls ? sx_array_new(vm, 0) : NULL;
    sx_string *mk = q ? sx_atom(vm, "%maxlen") : NULL;
    if (mk == NULL) return SX_EXCEPTION;
    q->proto = cls;
    sx_temp_push(vm, sx_from_object(q));
    bool ok = sx_object_define(vm, q, mk, max < 0 ? SX_NULL : sx_number(max), SX_PROP_HIDDEN);
    push_ctx c = {q, false};
    if (ok && argc > 0) ok = py_iterate(vm, argv[0], push_each, &c);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(q) : SX_EXCEPTION;
}

static sx_value dq_add(sx_vm *vm, sx_value t, int argc, const sx_value *argv, bool left, bool many) {
    sx_object *q;
    if (!self_deque(vm, t, &q)) return SX_EXCEPTION;
    if (argc != 1) return py_raise(vm, RL->type_error, "takes exactly one argument (%d given)", argc);
    if (!many) return deque_push(vm, q, argv[0], left) ? SX_NULL : SX_EXCEPTION;
    sx_object *l = py_list_of(vm, argv[0]); /* first: d.extend(d) reads a snapshot */
    if (l == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(l));
    bool ok = true;
    for (uint32_t i = 0; ok && i < l->u.array.len; i++) ok = deque_push(vm, q, l->u.array.items[i], left);
    sx_temp_pop(vm, 1);
    return ok ? SX_NULL : SX_EXCEPTION;
}
static sx_value dq_append(sx_vm *vm, sx_value t, int c, const sx_value *a) { return dq_add(vm, t, c, a, false, false); }
static sx_value dq_appendleft(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    return dq_add(vm, t, c, a, true, false);
}
static sx_value dq_extend(sx_vm *vm, sx_value t, int c, const sx_value *a) { return dq_add(vm, t, c, a, false, true); }
static sx_value dq_extendleft(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    return dq_add(vm, t, c, a, true, true);
}

static sx_value dq_take(sx_vm *vm, sx_value t, bool left) {
    sx_object *q;
    if (!self_deque(vm, t, &q)) return SX_EXCEPTION;
    if (q->u.array.len == 0) return py_raise(vm, RL->index_error, "pop from an empty deque");
    if (!left) return q->u.array.items[--q->u.array.len];
    sx_value v = q->u.array.items[0];
    sx_array_drop_first(q);
    return v;
}
static sx_value dq_pop(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    (void)c, (void)a;
    return dq_take(vm, t, false);
}
static sx_value dq_popleft(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    (void)c, (void)a;
    return dq_take(vm, t, true);
}
static sx_value dq_clear(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    (void)c, (void)a;
    sx_object *q;
    if (!self_deque(vm, t, &q)) return SX_EXCEPTION;
    q->u.array.len = 0;
    return SX_NULL;
}
static sx_value dq_rotate(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *q;
    if (!self_deque(vm, t, &q)) return SX_EXCEPTION;
    double n = 1;
    if (argc > 0 && !py_arg_int(vm, argv[0], &n)) return SX_EXCEPTION;
    uint32_t len = q->u.array.len;
    if (len < 2) return SX_NULL;
    if (!sx_meter_elements(vm, len)) return SX_EXCEPTION;
    int64_t k = (int64_t)n % (int64_t)len;
    if (k < 0) k += len;
    if (k == 0) return SX_NULL;
    sx_value *tmp = sx_mem_realloc(vm, NULL, 0, len * sizeof *tmp);
    if (tmp == NULL) return sx_throw_oom(vm);
    for (uint32_t i = 0; i < len; i++) tmp[(i + (uint64_t)k) % len] = q->u.array.items[i];
    memcpy(q->u.array.items, tmp, len * sizeof *tmp);
    sx_mem_realloc(vm, tmp, len * sizeof *tmp, 0);
    return SX_NULL;
}

/* -- namedtuple: a class whose instances are tuples with it as prototype; each field is a
 * property whose getter is one of NT_MAX natives reading its index -- */

#define NT_MAX 16
#define NT_GET(i)                                                                                                      \
    static sx_value nt_get##i(sx_vm *vm, sx_value t, int c, const sx_value *a) {                                       \
        (void)vm, (void)c, (void)a;                                                                                    \
        sx_object *o = sx_as_object(t);                                                                                \
        return sx_is_object(t) && o->cls == SX_CLASS_ARRAY && o->u.array.len > i ? o->u.array.items[i] : SX_NULL;      \
    }
// clang-format off
NT_GET(0)
NT_GET(1)
NT_GET(2)
NT_GET(3)
NT_GET(4)
NT_GET(5)
NT_GET(6)
NT_GET(7)
NT_GET(8)
NT_GET(9)
NT_GET(10)
NT_GET(11)
NT_GET(12)
NT_GET(13)
NT_GET(14)
NT_GET(15)
// clang-format on
static const sx_native_fn nt_getters[NT_MAX] = {nt_get0,  nt_get1,  nt_get2,  nt_get3, nt_get4,  nt_get5,
                                                nt_get6,  nt_get7,  nt_get8,  nt_get9, nt_get10, nt_get11,
                                                nt_get12, nt_get13, nt_get14, nt_get15};

static sx_object *nt_fields(sx_vm *vm, sx_object *cls) {
    sx_string *k = sx_atom(vm, "_fields");
    sx_value f = k ? sx_object_find_data(vm, cls, k) : SX_UNDEFINED;
    return sx_is_object(f) ? sx_as_object(f) : NULL;
}

/* Point(1, y=2): the tuple, fields from positions, then keywords, then the defaults */
static sx_value new_namedtuple(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *cls = vm->frames[vm->nframes - 1].callee;
    sx_object *kw = py_kwargs(&argc, argv);
    sx_object *fields = nt_fields(vm, cls);
    if (fields == NULL) return py_raise(vm, RL->type_error, "internal: namedtuple");
    char name[64];
    sx_value nv = sx_object_find_data(vm, cls, py_at(vm)->dname);
    if (sx_is_string(nv)) sx_string_to_utf8(sx_as_string(nv), name, sizeof name);
    else snprintf(name, sizeof name, "namedtuple");
    uint32_t n = fields->u.array.len;
    if ((uint32_t)argc > n)
        return py_raise(vm, RL->type_error, "%s.__new__() takes %u positional arguments but %d were given", name, n + 1,
                        argc + 1);
    sx_string *dk = sx_atom(vm, "_field_defaults");
    sx_value defs = dk ? sx_object_find_data(vm, cls, dk) : SX_UNDEFINED;
    sx_object *tup = py_tuple_new(vm, n);
    if (tup == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(tup));
    for (uint32_t i = 0; i < n; i++) {
        sx_value f = fields->u.array.items[i], v = i < (uint32_t)argc ? argv[i] : SX_EMPTY, x;
        if (kw && py_dict_get(vm, kw, f, &x) == 1) {
            if (v != SX_EMPTY) {
                char fn[64];
                sx_string_to_utf8(sx_as_string(f), fn, sizeof fn);
                sx_temp_pop(vm, 1);
                return py_raise(vm, RL->type_error, "%s.__new__() got multiple values for argument '%s'", name, fn);
            }
            v = x;
        }
        if (v == SX_EMPTY && py_is_dict(defs) && py_dict_get(vm, sx_as_object(defs), f, &x) == 1) v = x;
        if (v == SX_EMPTY) {
            char fn[64];
            sx_string_to_utf8(sx_as_string(f), fn, sizeof fn);
            sx_temp_pop(vm, 1);
            return py_raise(vm, RL->type_error, "%s.__new__() missing 1 required positional argument: '%s'", name, fn);
        }
        sx_array_push(vm, tup, v);
    }
    sx_temp_pop(vm, 1);
    if (kw && py_dict_of(sx_from_object(kw))->live > (uint32_t)(n - (uint32_t)argc)) {
        py_dict *kd = kw->u.host.impl;
        for (uint32_t i = 0; i < kd->n; i++) {
            if (kd->keys[i] == SX_EMPTY) continue;
            bool known = false;
            for (uint32_t j = 0; j < n && !known; j++) py_equal(vm, kd->keys[i], fields->u.array.items[j], &known);
            if (!known) {
                char fn[64];
                sx_string_to_utf8(sx_as_string(kd->keys[i]), fn, sizeof fn);
                return py_raise(vm, RL->type_error, "%s.__new__() got an unexpected keyword argument '%s'", name, fn);
            }
        }
    }
    tup->proto = cls;
    return sx_from_object(tup);
}

static sx_value nt_asdict(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    if (!sx_is_object(t) || kind_of(sx_as_object(t)) != C_NAMEDTUPLE)
        return py_raise(vm, RL->type_error, "_asdict() needs a namedtuple");
    sx_object *o = sx_as_object(t), *fields = nt_fields(vm, o->proto);
    sx_object *d = fields ? py_dict_new(vm) : NULL;
    if (d == NULL) return SX_EXCEPTION;
    for (uint32_t i = 0; i < fields->u.array.len && i < o->u.array.len; i++)
        if (!py_dict_set(vm, d, fields->u.array.items[i], o->u.array.items[i])) return SX_EXCEPTION;
    return sx_from_object(d);
}

static sx_value nt_replace(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *kw = py_kwargs(&argc, argv);
    if (!sx_is_object(t) || kind_of(sx_as_object(t)) != C_NAMEDTUPLE)
        return py_raise(vm, RL->type_error, "_replace() needs a namedtuple");
    sx_object *o = sx_as_object(t), *fields = nt_fields(vm, o->proto);
    sx_object *r = fields ? py_tuple_new(vm, o->u.array.len) : NULL;
    if (r == NULL) return SX_EXCEPTION;
    for (uint32_t i = 0; i < o->u.array.len; i++) {
        sx_value v = o->u.array.items[i], x;
        if (kw && i < fields->u.array.len && py_dict_get(vm, kw, fields->u.array.items[i], &x) == 1) v = x;
        sx_array_push(vm, r, v);
    }
    r->proto = o->proto;
    return sx_from_object(r);
}

/* namedtuple(typename, field_names, *, defaults=None) */
static sx_value f_namedtuple(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    if (argc != 2 || !sx_is_string(argv[0]))
        return py_raise(vm, RL->type_error, "namedtuple() takes a type name and field names");
    sx_object *fields = py_tuple_new(vm, 0);
    if (fields == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(fields));
    bool ok = true;
    if (sx_is_string(argv[1])) { /* "x y" or "x, y" */
        sx_string *s = sx_as_string(argv[1]);
        uint32_t i = 0;
        while (ok && i < s->len) {
            while (i < s->len && (sx_string_at(s, i) == ' ' || sx_string_at(s, i) == ',')) i++;
            uint32_t a = i;
            while (i < s->len && sx_string_at(s, i) != ' ' && sx_string_at(s, i) != ',') i++;
            if (i > a) {
                sx_string *f = sx_string_substring(vm, s, a, i);
                f = f ? sx_string_intern(vm, f) : NULL;
                ok = f && sx_array_push(vm, fields, sx_from_string(f));
            }
        }
    } else {
        sx_object *l = py_list_of(vm, argv[1]);
        ok = l != NULL;
        for (uint32_t i = 0; ok && i < l->u.array.len; i++) {
            if (!sx_is_string(l->u.array.items[i])) {
                sx_temp_pop(vm, 1);
                return py_raise(vm, RL->type_error, "Type names and field names must be strings");
            }
            sx_string *f = sx_string_intern(vm, sx_as_string(l->u.array.items[i]));
            ok = f && sx_array_push(vm, fields, sx_from_string(f));
        }
    }
    if (ok && fields->u.array.len > NT_MAX) {
        sx_temp_pop(vm, 1);
        return py_raise(vm, RL->value_error, "namedtuple() supports at most %d fields in the secexec sandbox", NT_MAX);
    }
    char tn[128];
    sx_string_to_utf8(sx_as_string(argv[0]), tn, sizeof tn);
    sx_object *cls = ok ? py_class_new(vm, tn, RL->tuple, new_namedtuple, C_NAMEDTUPLE) : NULL;
    ok = cls != NULL;
    if (ok) sx_temp_push(vm, sx_from_object(cls));
    sx_string *fk = ok ? sx_atom(vm, "_fields") : NULL;
    ok = fk && sx_object_define(vm, cls, fk, sx_from_object(fields), SX_PROP_HIDDEN);
    for (uint32_t i = 0; ok && i < fields->u.array.len; i++) {
        sx_object *g = sx_native_new(vm, "getter", nt_getters[i], 0);
        ok = g && sx_object_define(vm, cls, sx_as_string(fields->u.array.items[i]), sx_from_object(g),
                                   SX_PROP_ACCESSOR | SX_PROP_CONFIGURABLE);
    }
    ok = ok && py_def(vm, cls, "_asdict", nt_asdict, 0) && py_def(vm, cls, "_replace", nt_replace, 0);
    sx_value dv = py_kwarg(vm, kw, "defaults");
    if (ok && dv != SX_UNDEFINED && dv != SX_NULL) {
        sx_object *dl = py_list_of(vm, dv);
        sx_object *dd = dl ? py_dict_new(vm) : NULL;
        ok = dd != NULL;
        if (ok) {
            sx_temp_push(vm, sx_from_object(dd));
            uint32_t nd = dl->u.array.len, nf = fields->u.array.len;
            for (uint32_t i = 0; ok && i < nd && i < nf; i++)
                ok = py_dict_set(vm, dd, fields->u.array.items[nf - nd + i], dl->u.array.items[i]);
            sx_string *dk = sx_atom(vm, "_field_defaults");
            ok = ok && dk && sx_object_define(vm, cls, dk, sx_from_object(dd), SX_PROP_HIDDEN);
            sx_temp_pop(vm, 1);
        }
    }
    if (cls) sx_temp_pop(vm, 1);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(cls) : SX_EXCEPTION;
}

/* d[key] for a key d lacks: Counter gives 0, defaultdict stores and gives factory(); others
 * (and a defaultdict without a factory) KeyError. Returns SX_EMPTY when d is none of these. */
sx_value py_dict_missing(sx_vm *vm, sx_object *d, sx_value key) {
    int kind = kind_of(d);
    if (kind == C_COUNTER) return sx_number(0);
    if (kind != C_DEFAULTDICT) return SX_EMPTY;
    sx_string *k = factory_key(vm);
    sx_value f = k ? sx_object_find_data(vm, d, k) : SX_NULL;
    if (!sx_is_object(f)) return SX_EMPTY;
    sx_temp_push(vm, key);
    sx_value v = py_call(vm, f, SX_UNDEFINED, 0, NULL);
    bool ok = v != SX_EXCEPTION && (sx_temp_push(vm, v), py_dict_set(vm, d, key, v));
    if (v != SX_EXCEPTION) sx_temp_pop(vm, 1);
    sx_temp_pop(vm, 1);
    return ok ? v : SX_EXCEPTION;
}

static bool repr_items(sx_vm *vm, sx_strbuf *b, sx_object *d, bool pairs) {
    py_dict *s = d->u.host.impl;
    bool first = true;
    if (!sx_meter_elements(vm, s->n)) return false;
    for (uint32_t i = 0; i < s->n; i++) {
        if (s->keys[i] == SX_EMPTY) continue;
        sx_strbuf_ascii(b, first ? "" : ", ");
        first = false;
        if (pairs) sx_strbuf_unit(b, '(');
        if (!py_repr(vm, b, s->keys[i])) return false;
        sx_strbuf_ascii(b, pairs ? ", " : ": ");
        if (!py_repr(vm, b, s->vals[i])) return false;
        if (pairs) sx_strbuf_unit(b, ')');
    }
    return true;
}

/* repr of these dicts as CPython writes them into b (*ok: no exception); false for any other dict */
static bool repr_kind(sx_vm *vm, sx_strbuf *b, sx_object *d, int kind);
bool py_dict_repr(sx_vm *vm, sx_strbuf *b, sx_object *d, bool *ok) {
    int kind = kind_of(d);
    if (kind == C_NAMEDTUPLE) { /* Point(x=1, y=2) */
        sx_object *fields = nt_fields(vm, d->proto);
        sx_value nv = sx_object_find_data(vm, d->proto, py_at(vm)->dname);
        if (sx_is_string(nv)) sx_strbuf_string(b, sx_as_string(nv));
        sx_strbuf_unit(b, '(');
        bool good = fields != NULL && sx_meter_elements(vm, d->u.array.len);
        for (uint32_t i = 0; good && i < d->u.array.len && i < fields->u.array.len; i++) {
            if (i) sx_strbuf_ascii(b, ", ");
            sx_strbuf_string(b, sx_as_string(fields->u.array.items[i]));
            sx_strbuf_unit(b, '=');
            good = py_repr(vm, b, d->u.array.items[i]);
        }
        sx_strbuf_unit(b, ')');
        *ok = good;
        return true;
    }
    if (kind == C_DEQUE) {
        sx_strbuf_ascii(b, "deque([");
        bool good = sx_meter_elements(vm, d->u.array.len);
        for (uint32_t i = 0; good && i < d->u.array.len; i++) {
            if (i) sx_strbuf_ascii(b, ", ");
            good = py_repr(vm, b, d->u.array.items[i]);
        }
        sx_strbuf_ascii(b, "]");
        if (maxlen_of(d) >= 0) {
            char buf[48];
            snprintf(buf, sizeof buf, ", maxlen=%.0f", maxlen_of(d));
            sx_strbuf_ascii(b, buf);
        }
        sx_strbuf_ascii(b, ")");
        *ok = good;
        return true;
    }
    if (kind == 0) return false;
    *ok = repr_kind(vm, b, d, kind);
    return true;
}
static bool repr_kind(sx_vm *vm, sx_strbuf *b, sx_object *d, int kind) {
    py_dict *s = d->u.host.impl;
    if (kind == C_COUNTER) {
        if (s->live == 0) return sx_strbuf_ascii(b, "Counter()"), true;
        sx_object *l = counter_pairs(vm, d);
        if (l == NULL) return false;
        sx_temp_push(vm, sx_from_object(l));
        sx_strbuf_ascii(b, "Counter({");
        bool ok = true;
        for (uint32_t i = 0; ok && i < l->u.array.len; i++) {
            sx_object *p = sx_as_object(l->u.array.items[i]);
            if (i) sx_strbuf_ascii(b, ", ");
            ok = py_repr(vm, b, p->u.array.items[0]);
            sx_strbuf_ascii(b, ": ");
            ok = ok && py_repr(vm, b, p->u.array.items[1]);
        }
        sx_strbuf_ascii(b, "})");
        sx_temp_pop(vm, 1);
        return ok;
    }
    if (kind == C_ORDEREDDICT) {
        if (s->live == 0) return sx_strbuf_ascii(b, "OrderedDict()"), true;
        sx_strbuf_ascii(b, "OrderedDict([");
        bool ok = repr_items(vm, b, d, true);
        sx_strbuf_ascii(b, "])");
        return ok;
    }
    sx_string *k = factory_key(vm);
    sx_value f = k ? sx_object_find_data(vm, d, k) : SX_NULL;
    sx_strbuf_ascii(b, "defaultdict(");
    if (!py_repr(vm, b, sx_is_object(f) ? f : SX_NULL)) return false;
    sx_strbuf_ascii(b, ", {");
    bool ok = repr_items(vm, b, d, false);
    sx_strbuf_ascii(b, "})");
    return ok;
}

/* Fills the module object m (made by modules.c) with collections' members. */
bool py_lib_collections_fill(sx_vm *vm, sx_object *m) {
    static const struct {
        const char *name, *global;
        sx_native_fn make;
        int kind;
    } classes[] = {{"Counter", "%Counter", new_counter, C_COUNTER},
                   {"defaultdict", "%defaultdict", new_defaultdict, C_DEFAULTDICT},
                   {"OrderedDict", "%OrderedDict", new_ordereddict, C_ORDEREDDICT},
                   {"deque", "%deque", new_deque, C_DEQUE}};
    for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++) {
        sx_object *c = class_named(vm, classes[i].global);
        if (c == NULL) {
            c = py_class_new(vm, classes[i].name, classes[i].kind == C_DEQUE ? RL->object : RL->dict, classes[i].make,
                             classes[i].kind);
            sx_string *g = c ? sx_atom(vm, classes[i].global) : NULL;
            if (g == NULL || !sx_object_define(vm, vm->realm.global, g, sx_from_object(c), SX_PROP_HIDDEN))
                return false;
            if (classes[i].kind == C_COUNTER &&
                !(py_def(vm, c, "most_common", counter_most_common, 0) && py_def(vm, c, "update", counter_update, 0) &&
                  py_def(vm, c, "subtract", counter_subtract, 0) && py_def(vm, c, "total", counter_total, 0) &&
                  py_def(vm, c, "elements", counter_elements, 0)))
                return false;
            if (classes[i].kind == C_ORDEREDDICT &&
                !(py_def(vm, c, "move_to_end", od_move_to_end, 1) && py_def(vm, c, "popitem", od_popitem, 0)))
                return false;
            if (classes[i].kind == C_DEQUE &&
                !(py_def(vm, c, "append", dq_append, 1) && py_def(vm, c, "appendleft", dq_appendleft, 1) &&
                  py_def(vm, c, "pop", dq_pop, 0) && py_def(vm, c, "popleft", dq_popleft, 0) &&
                  py_def(vm, c, "extend", dq_extend, 1) && py_def(vm, c, "extendleft", dq_extendleft, 1) &&
                  py_def(vm, c, "rotate", dq_rotate, 0) && py_def(vm, c, "clear", dq_clear, 0)))
                return false;
        }
        sx_string *k = sx_atom(vm, classes[i].name);
        if (k == NULL || !sx_object_define(vm, m, k, sx_from_object(c), SX_PROP_DEFAULT)) return false;
    }
    return py_def(vm, m, "namedtuple", f_namedtuple, 2);
}
