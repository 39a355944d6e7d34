/* match.c - the natives a compiled `match` statement calls (%mseq, %mmap, %mcls): Python 3.11's tests for sequence, mapping and class patterns. */
#include <stdio.h>
#include <string.h>

#include "python/py.h"

#define RL py_rl(vm)

/* an attribute of v, or SX_EMPTY when v has none (AttributeError swallowed; other errors: SX_EXCEPTION) */
static sx_value attr_or_none(sx_vm *vm, sx_value v, sx_string *name) {
    sx_value r = vm->lang->get(vm, v, name);
    if (r != SX_EXCEPTION) return r;
    if (vm->abort != SX_ABORT_NONE || !py_isinstance(vm, vm->exception, RL->attribute_error)) return SX_EXCEPTION;
    vm->has_exception = false;
    vm->exception = SX_UNDEFINED;
    return SX_EMPTY;
}

/* the name of a class (for messages) */
static void class_name(sx_vm *vm, sx_object *cls, char *buf, size_t n) {
    sx_value v = sx_object_find_data(vm, cls, py_at(vm)->dname);
    snprintf(buf, n, "?");
    if (sx_is_string(v)) sx_string_to_utf8(sx_as_string(v), buf, n);
}

/*
 * %mseq(subject, n, star, star_wild): a sequence pattern of n sub-patterns, star the index of its
 * *name (-1: none). False when the subject is not a sequence (str, bytes and dict never are: only
 * list, tuple and range and their kinds) or its length does not fit; else an array of the n values
 * the sub-patterns match, the star's a new list (None for *_, which needs none).
 */
static sx_value m_seq(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 4 || !sx_is_number(argv[1]) || !sx_is_number(argv[2]))
        return py_raise(vm, RL->type_error, "internal: %mseq");
    sx_value s = argv[0];
    if (!sx_is_object(s)) return SX_FALSE;
    sx_object *src = sx_as_object(s);
    if (src->cls == PY_CLASS_RANGE) {
        src = py_list_of(vm, s);
        if (src == NULL) return SX_EXCEPTION;
    } else if (src->cls != SX_CLASS_ARRAY) return SX_FALSE;
    uint32_t n = (uint32_t)sx_to_double(argv[1]), len = src->u.array.len;
    int star = (int)sx_to_double(argv[2]);
    if (star < 0 ? len != n : len < n - 1) return SX_FALSE;
    sx_temp_push(vm, sx_from_object(src));
    sx_object *out = sx_meter_elements(vm, n) ? py_tuple_new(vm, n) : NULL;
    if (out == NULL) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(out));
    bool ok = true;
    uint32_t after = star < 0 ? 0 : n - (uint32_t)star - 1;
    for (uint32_t i = 0; ok && i < n; i++) {
        if ((int)i != star) {
            uint32_t at = star >= 0 && (int)i > star ? len - (n - i) : i;
            ok = sx_array_push(vm, out, src->u.array.items[at]);
            continue;
        }
        if (argv[3] == SX_TRUE) { /* *_ */
            ok = sx_array_push(vm, out, SX_NULL);
            continue;
        }
        uint32_t from = i, to = len - after;
        sx_object *mid = sx_meter_elements(vm, to - from) ? py_list_new(vm, to - from) : NULL;
        ok = mid != NULL && sx_array_push(vm, out, sx_from_object(mid));
        for (uint32_t k = from; ok && k < to; k++) ok = sx_array_push(vm, mid, src->u.array.items[k]);
    }
    sx_temp_pop(vm, 2);
    return ok ? sx_from_object(out) : SX_EXCEPTION;
}

/*
 * %mmap(subject, keys, rest): a mapping pattern with the keys (an array of the key patterns'
 * values); rest: whether it has **rest. False when the subject is not a dict (or a dict's kind) or
 * lacks a key; else an array of the keys' values, then (rest) a new dict of the other items.
 */
static sx_value m_map(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 3 || !sx_is_object(argv[1]) || sx_as_object(argv[1])->cls != SX_CLASS_ARRAY)
        return py_raise(vm, RL->type_error, "internal: %mmap");
    sx_value s = argv[0];
    if (!py_is_dict(s) || !py_isinstance(vm, s, RL->dict)) return SX_FALSE;
    sx_object *keys = sx_as_object(argv[1]);
    uint32_t nk = keys->u.array.len;
    if (py_dict_of(s)->live < nk) return SX_FALSE;
    sx_object *out = sx_meter_elements(vm, nk + 1) ? py_tuple_new(vm, nk + 1) : NULL;
    if (out == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(out));
    bool ok = true, found = true;
    for (uint32_t i = 0; ok && found && i < nk; i++) {
        sx_value v;
        int in = py_dict_get(vm, sx_as_object(s), keys->u.array.items[i], &v);
        if (in < 0) ok = false;
        else if (in == 0) found = false;
        else ok = sx_array_push(vm, out, v);
    }
    if (ok && found && argv[2] == SX_TRUE) {
        py_dict *d = py_dict_of(s);
        sx_object *rest = sx_meter_elements(vm, d->live) ? py_dict_new(vm) : NULL;
        ok = rest != NULL && sx_array_push(vm, out, sx_from_object(rest));
        for (uint32_t i = 0; ok && i < d->n; i++)
            if (d->keys[i] != SX_EMPTY) ok = py_dict_set(vm, rest, d->keys[i], d->vals[i]);
        for (uint32_t i = 0; ok && i < nk; i++) {
            sx_value gone;
            ok = py_dict_del(vm, rest, keys->u.array.items[i], &gone) >= 0;
        }
    }
    sx_temp_pop(vm, 1);
    if (!ok) return SX_EXCEPTION;
    return found ? sx_from_object(out) : SX_FALSE;
}

/* the built-in types whose single positional sub-pattern matches the subject itself */
static bool self_matching(sx_vm *vm, sx_object *cls) {
    return cls == RL->bool_ || cls == RL->int_ || cls == RL->float_ || cls == RL->str || cls == RL->list ||
           cls == RL->tuple || cls == RL->dict || cls == RL->set;
}

/* the name __match_args__ gives positional sub-pattern i, or NULL (an exception is pending) */
static sx_string *match_arg(sx_vm *vm, sx_object *cls, sx_value margs, uint32_t npos, uint32_t i) {
    char name[64], got[64];
    class_name(vm, cls, name, sizeof name);
    if (margs == SX_EMPTY && npos > 0) {
        py_raise(vm, RL->type_error, "%s() accepts 0 positional sub-patterns (%u given)", name, npos);
        return NULL;
    }
    if (!py_is_tuple(vm, margs)) {
        py_raise(vm, RL->type_error, "%s.__match_args__ must be a tuple (got %s)", name,
                 py_type_name(vm, margs, got, sizeof got));
        return NULL;
    }
    sx_object *tu = sx_as_object(margs);
    if (npos > tu->u.array.len) {
        uint32_t k = tu->u.array.len;
        py_raise(vm, RL->type_error, "%s() accepts %u positional sub-pattern%s (%u given)", name, k, k == 1 ? "" : "s",
                 npos);
        return NULL;
    }
    sx_value a = tu->u.array.items[i];
    if (!sx_is_string(a)) {
        py_raise(vm, RL->type_error, "__match_args__ elements must be strings (got %s)",
                 py_type_name(vm, a, got, sizeof got));
        return NULL;
    }
    sx_string *k = sx_string_intern(vm, sx_as_string(a));
    if (k == NULL) sx_throw_oom(vm);
    return k;
}

/*
 * %mcls(subject, cls, npos, kwnames): a class pattern cls(p1.., k1=..): false when the subject is
 * not an instance of cls or lacks an attribute; else an array of the values the npos positional
 * sub-patterns (through cls.__match_args__) and then the keyword ones (kwnames, an array of
 * strings) match.
 */
static sx_value m_cls(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 4 || !sx_is_number(argv[2]) || !sx_is_object(argv[3]) || sx_as_object(argv[3])->cls != SX_CLASS_ARRAY)
        return py_raise(vm, RL->type_error, "internal: %mcls");
    sx_value s = argv[0], c = argv[1];
    if (!sx_is_object(c) || !PY_IS_CLASS(sx_as_object(c)))
        return py_raise(vm, RL->type_error, "called match pattern must be a type");
    sx_object *cls = sx_as_object(c), *kw = sx_as_object(argv[3]);
    if (!py_isinstance(vm, s, cls)) return SX_FALSE;
    uint32_t npos = (uint32_t)sx_to_double(argv[2]), nkw = kw->u.array.len;
    sx_object *out = sx_meter_elements(vm, npos + nkw) ? py_tuple_new(vm, npos + nkw) : NULL;
    if (out == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(out));
    bool ok = true, found = true;
    sx_value margs = SX_EMPTY;
    if (npos > 0 && self_matching(vm, cls)) {
        if (npos > 1) {
            char name[64];
            class_name(vm, cls, name, sizeof name);
            sx_temp_pop(vm, 1);
            return py_raise(vm, RL->type_error, "%s() accepts 1 positional sub-pattern (%u given)", name, npos);
        }
        ok = sx_array_push(vm, out, s);
    } else if (npos > 0) {
        sx_string *ma = sx_atom(vm, "__match_args__");
        margs = ma ? attr_or_none(vm, c, ma) : SX_EXCEPTION;
        ok = margs != SX_EXCEPTION;
        if (ok && margs != SX_EMPTY) sx_temp_push(vm, margs);
        for (uint32_t i = 0; ok && found && i < npos; i++) {
            sx_string *name = match_arg(vm, cls, margs, npos, i);
            sx_value v = name ? attr_or_none(vm, s, name) : SX_EXCEPTION;
            if (v == SX_EXCEPTION) ok = false;
            else if (v == SX_EMPTY) found = false;
            else ok = sx_array_push(vm, out, v);
        }
        if (margs != SX_EMPTY && margs != SX_EXCEPTION) sx_temp_pop(vm, 1);
    }
    for (uint32_t i = 0; ok && found && i < nkw; i++) {
        sx_value k = kw->u.array.items[i];
        sx_string *name = sx_is_string(k) ? sx_string_intern(vm, sx_as_string(k)) : NULL;
        sx_value v = name ? attr_or_none(vm, s, name) : sx_throw_oom(vm);
        if (v == SX_EXCEPTION) ok = false;
        else if (v == SX_EMPTY) found = false;
        else ok = sx_array_push(vm, out, v);
    }
    sx_temp_pop(vm, 1);
    if (!ok) return SX_EXCEPTION;
    return found ? sx_from_object(out) : SX_FALSE;
}

bool py_init_match(sx_vm *vm) {
    return py_def(vm, vm->realm.global, "%mseq", m_seq, 4) && py_def(vm, vm->realm.global, "%mmap", m_map, 3) &&
           py_def(vm, vm->realm.global, "%mcls", m_cls, 4);
}
