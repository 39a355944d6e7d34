/* hidden.c - the natives compiled Python code calls by hidden global names (%truediv, %raise, %slice...): semantics no opcode has. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "python/py.h"

#define RL py_rl(vm)

sx_value py_contains(sx_vm *vm, sx_value container, sx_value key);
sx_value py_hidden_format(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv);
sx_value py_import(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv);
sx_object *py_set_new(sx_vm *vm);

#define BINOP(fname, op)                                                                                               \
    static sx_value fname(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {                                     \
        (void)t;                                                                                                       \
        if (argc != 2) return py_raise(vm, RL->type_error, "internal: operator arity");                                \
        return py_binary(vm, op, argv[0], argv[1]);                                                                    \
    }
BINOP(h_truediv, PY_OP_TRUEDIV)
BINOP(h_floordiv, PY_OP_FLOORDIV)
BINOP(h_mod, PY_OP_MOD)
BINOP(h_pow, PY_OP_POW)
BINOP(h_band, PY_OP_BAND)
BINOP(h_bor, PY_OP_BOR)
BINOP(h_bxor, PY_OP_BXOR)
BINOP(h_shl, PY_OP_SHL)
BINOP(h_shr, PY_OP_SHR)

static sx_value h_truthy(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    bool b;
    return argc == 1 && py_truthy(vm, argv[0], &b) ? sx_bool(b) : SX_EXCEPTION;
}

static sx_value h_in(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc;
    return py_contains(vm, argv[1], argv[0]);
}

bool py_chain_reraise_tb(sx_vm *vm, sx_object *exc, sx_value old); /* python/chain.c */

/* %raise(exc[, cause]): a class is instantiated; the instance gets its traceback and is thrown */
static sx_value h_raise(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value e = argc > 0 ? argv[0] : SX_NULL;
    if (sx_is_object(e) && PY_IS_CLASS(sx_as_object(e))) {
        e = sx_call(vm, e, SX_UNDEFINED, 0, NULL);
        if (e == SX_EXCEPTION) return e;
    }
    if (!py_isinstance(vm, e, RL->base_exception) || !sx_is_object(e) || PY_IS_CLASS(sx_as_object(e)))
        return py_raise(vm, RL->type_error, "exceptions must derive from BaseException");
    sx_temp_push(vm, e);
    /* asyncio's loop re-raising a task's exception (Future.result) keeps where it was raised */
    const sx_frame *by = vm->nframes >= 2 ? &vm->frames[vm->nframes - 2] : NULL;
    const sx_proto *bp = by && by->callee && by->callee->cls == SX_CLASS_FUNCTION ? by->callee->u.func.proto : NULL;
    char file[32] = "";
    if (bp != NULL && bp->filename != NULL) sx_string_to_utf8(bp->filename, file, sizeof file);
    bool keep = strcmp(file, PY_ASYNCIO_FILE) == 0 &&
                sx_is_object(sx_object_find_data(vm, sx_as_object(e), py_at(vm)->traceback));
    sx_value old = keep ? SX_UNDEFINED : sx_object_find_data(vm, sx_as_object(e), py_at(vm)->traceback);
    sx_temp_push(vm, old);
    bool ok = keep || (py_set_traceback(vm, sx_as_object(e)) && py_chain_reraise_tb(vm, sx_as_object(e), old));
    sx_temp_pop(vm, 1);
    if (ok && argc > 1 && argv[1] != SX_UNDEFINED) { /* raise ... from c (None too): no implicit context shown */
        sx_value c = argv[1];
        if (sx_is_object(c) && PY_IS_CLASS(sx_as_object(c))) c = sx_call(vm, c, SX_UNDEFINED, 0, NULL);
        sx_string *sup = sx_atom(vm, "__suppress_context__");
        ok = c != SX_EXCEPTION && sup != NULL &&
             sx_object_define(vm, sx_as_object(e), py_at(vm)->cause, c, SX_PROP_HIDDEN) &&
             sx_object_define(vm, sx_as_object(e), sup, SX_TRUE, SX_PROP_HIDDEN);
    }
    sx_temp_pop(vm, 1);
    return ok ? sx_throw(vm, e) : SX_EXCEPTION;
}

/* %exc_match(exc, cls or tuple or undefined): may this except clause take exc? The sandbox's own
 * limits (its RecursionError) are never caught. */
static sx_value h_exc_match(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value e = argv[0];
    if (sx_is_object(e) && sx_object_find_data(vm, sx_as_object(e), py_at(vm)->uncatchable) == SX_TRUE) return SX_FALSE;
    if (argc < 2 || argv[1] == SX_UNDEFINED) return SX_TRUE;
    sx_value c = argv[1];
    if (py_is_tuple(vm, c)) {
        sx_object *tu = sx_as_object(c);
        for (uint32_t i = 0; i < tu->u.array.len; i++) {
            sx_value ci = tu->u.array.items[i];
            if (sx_is_object(ci) && PY_IS_CLASS(sx_as_object(ci)) && py_isinstance(vm, e, sx_as_object(ci)))
                return SX_TRUE;
        }
        return SX_FALSE;
    }
    if (!sx_is_object(c) || !PY_IS_CLASS(sx_as_object(c)))
        return py_raise(vm, RL->type_error, "catching classes that do not inherit from BaseException is not allowed");
    return sx_bool(py_isinstance(vm, e, sx_as_object(c)));
}

/* %callkw(fn, this, args..., kwargs): a call with keyword arguments */
static sx_value h_callkw(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 2) return py_raise(vm, RL->type_error, "internal: %%callkw arity");
    sx_value fn = argv[0], self = argv[1];
    if (sx_is_object(fn) && PY_IS_CLASS(sx_as_object(fn))) return sx_call(vm, fn, self, argc - 2, argv + 2);
    return py_call(vm, fn, self, argc - 2, argv + 2);
}

/* %callstar(fn, this, args list, kwargs dict or undefined): f(*a, **k) */
static sx_value h_callstar(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 3) return py_raise(vm, RL->type_error, "internal: %%callstar arity");
    sx_object *args = py_list_of(vm, argv[2]);
    if (args == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(args));
    if (argc > 3 && py_is_dict(argv[3])) {
        sx_object *kw = py_dict_new(vm);
        if (kw == NULL) return sx_temp_pop(vm, 1), SX_EXCEPTION;
        kw->spare = 1;
        py_dict *src = py_dict_of(argv[3]);
        for (uint32_t i = 0; i < src->n; i++)
            if (src->keys[i] != SX_EMPTY && !py_dict_set(vm, kw, src->keys[i], src->vals[i]))
                return sx_temp_pop(vm, 1), SX_EXCEPTION;
        if (kw->u.host.impl && ((py_dict *)kw->u.host.impl)->live > 0 && !sx_array_push(vm, args, sx_from_object(kw)))
            return sx_temp_pop(vm, 1), SX_EXCEPTION;
    }
    sx_value fn = argv[0];
    sx_value r = sx_is_object(fn) && PY_IS_CLASS(sx_as_object(fn))
                     ? sx_call(vm, fn, argv[1], (int)args->u.array.len, args->u.array.items)
                     : py_call(vm, fn, argv[1], (int)args->u.array.len, args->u.array.items);
    sx_temp_pop(vm, 1);
    return r;
}

/* %nameerror(message): a name nothing binds (the compiler's suggestion in the message) */
static sx_value h_nameerror(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    char msg[300] = "name is not defined";
    if (argc > 0 && sx_is_string(argv[0])) sx_string_to_utf8(sx_as_string(argv[0]), msg, sizeof msg);
    return py_raise(vm, RL->name_error, "%s", msg);
}

/* %popkw(rest list): a function with *args and **kwargs takes the keywords dict a call appended
 * to its positional arguments (python/types.c py_call) off its *args; a new dict when none */
static sx_value h_popkw(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc == 1 && sx_is_object(argv[0]) && sx_as_object(argv[0])->cls == SX_CLASS_ARRAY) {
        sx_object *a = sx_as_object(argv[0]);
        uint32_t n = a->u.array.len;
        if (n > 0 && py_is_dict(a->u.array.items[n - 1]) && sx_as_object(a->u.array.items[n - 1])->spare == 1) {
            sx_value kw = a->u.array.items[n - 1];
            a->u.array.len--;
            sx_as_object(kw)->spare = 0;
            return kw;
        }
    }
    sx_object *d = py_dict_new(vm);
    return d ? sx_from_object(d) : SX_EXCEPTION;
}

/* %kwargs(k1, v1, k2, v2...): the marked dict a call passes keywords in */
static sx_value h_kwargs(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *d = py_dict_new(vm);
    if (d == NULL) return SX_EXCEPTION;
    d->spare = 1;
    sx_temp_push(vm, sx_from_object(d));
    for (int i = 0; i + 1 < argc; i += 2)
        if (!py_dict_set(vm, d, argv[i], argv[i + 1])) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    sx_temp_pop(vm, 1);
    return sx_from_object(d);
}

/* %dict(k1, v1, ...): a dict display; a key SX_EMPTY merges the next value (**other) */
static sx_value h_dict(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *d = py_dict_new(vm);
    if (d == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(d));
    for (int i = 0; i + 1 < argc; i += 2) {
        if (argv[i] == SX_EMPTY) {
            if (!py_is_dict(argv[i + 1])) {
                char name[64];
                sx_temp_pop(vm, 1);
                return py_raise(vm, RL->type_error, "'%s' object is not a mapping",
                                py_type_name(vm, argv[i + 1], name, sizeof name));
            }
            py_dict *src = py_dict_of(argv[i + 1]);
            for (uint32_t k = 0; k < src->n; k++)
                if (src->keys[k] != SX_EMPTY && !py_dict_set(vm, d, src->keys[k], src->vals[k]))
                    return sx_temp_pop(vm, 1), SX_EXCEPTION;
            continue;
        }
        if (!py_dict_set(vm, d, argv[i], argv[i + 1])) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    }
    sx_temp_pop(vm, 1);
    return sx_from_object(d);
}

static sx_value h_set(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *d = py_set_new(vm);
    if (d == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(d));
    for (int i = 0; i < argc; i++)
        if (!py_dict_set(vm, d, argv[i], SX_TRUE)) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    sx_temp_pop(vm, 1);
    return sx_from_object(d);
}

/* %tuple(list): the same elements as a tuple (a display, *args) */
static sx_value h_tuple(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc == 1 && sx_is_object(argv[0]) && sx_as_object(argv[0])->cls == SX_CLASS_ARRAY) {
        sx_object *a = sx_as_object(argv[0]);
        a->proto = RL->tuple;
        a->oflags |= SX_OBJ_FROZEN;
        return argv[0];
    }
    return py_raise(vm, RL->type_error, "internal: %%tuple");
}

/* %unpack(iterable, n, star): a list of exactly n values (star >= 0: the index of a *rest target
 * that takes the surplus as a list) */
static sx_value h_unpack(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    double n = argc > 1 ? sx_to_double(argv[1]) : 0, star = argc > 2 ? sx_to_double(argv[2]) : -1;
    if (star < 0 && sx_is_object(argv[0]) && sx_as_object(argv[0])->cls == SX_CLASS_ARRAY &&
        (sx_as_object(argv[0])->oflags & SX_OBJ_FROZEN) && sx_as_object(argv[0])->u.array.len == n)
        return argv[0]; /* a tuple (or a read-only list) of the right length: nothing can change it, no copy */
    sx_object *l = py_list_of(vm, argv[0]);
    if (l == NULL) {
        if (vm->abort == SX_ABORT_NONE && py_isinstance(vm, vm->exception, RL->type_error)) {
            vm->has_exception = false;
            char name[64];
            return py_raise(vm, RL->type_error, "cannot unpack non-iterable %s object",
                            py_type_name(vm, argv[0], name, sizeof name));
        }
        return SX_EXCEPTION;
    }
    uint32_t len = l->u.array.len;
    if (star < 0) {
        if (len < n)
            return py_raise(vm, RL->value_error, "not enough values to unpack (expected %d, got %u)", (int)n, len);
        if (len > n) return py_raise(vm, RL->value_error, "too many values to unpack (expected %d)", (int)n);
        return sx_from_object(l);
    }
    if (len < n - 1)
        return py_raise(vm, RL->value_error, "not enough values to unpack (expected at least %d, got %u)", (int)n - 1,
                        len);
    sx_temp_push(vm, sx_from_object(l));
    sx_object *out = py_list_new(vm, (uint32_t)n);
    sx_object *mid = out ? py_list_new(vm, 0) : NULL;
    if (mid == NULL) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    uint32_t s = (uint32_t)star, after = (uint32_t)n - s - 1;
    for (uint32_t i = 0; i < s; i++) sx_array_push(vm, out, l->u.array.items[i]);
    for (uint32_t i = s; i < len - after; i++) sx_array_push(vm, mid, l->u.array.items[i]);
    sx_array_push(vm, out, sx_from_object(mid));
    for (uint32_t i = len - after; i < len; i++) sx_array_push(vm, out, l->u.array.items[i]);
    sx_temp_pop(vm, 1);
    return sx_from_object(out);
}

/* slice bounds as CPython computes them */
static bool slice_bounds(sx_vm *vm, uint32_t len, const sx_value *a, double *start, double *stop, double *step) {
    *step = 1;
    if (a[2] != SX_UNDEFINED && a[2] != SX_NULL && !py_arg_int(vm, a[2], step)) return false;
    if (*step == 0) return py_raise(vm, RL->value_error, "slice step cannot be zero"), false;
    double n = len;
    bool neg = *step < 0;
    if (a[0] == SX_UNDEFINED || a[0] == SX_NULL) *start = neg ? n - 1 : 0;
    else {
        if (!py_arg_int(vm, a[0], start)) return false;
        if (*start < 0) *start += n;
        if (*start < 0) *start = neg ? -1 : 0;
        if (*start >= n) *start = neg ? n - 1 : n;
    }
    if (a[1] == SX_UNDEFINED || a[1] == SX_NULL) *stop = neg ? -1 : n;
    else {
        if (!py_arg_int(vm, a[1], stop)) return false;
        if (*stop < 0) *stop += n;
        if (*stop < 0) *stop = neg ? -1 : 0;
        if (*stop >= n) *stop = neg ? n - 1 : n;
    }
    return true;
}

/* %slice(obj, start, stop, step) */
static sx_value h_slice(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 4) return py_raise(vm, RL->type_error, "internal: %%slice arity");
    sx_value obj = argv[0];
    double start, stop, step;
    if (sx_is_string(obj)) {
        sx_string *s = sx_as_string(obj);
        if (!slice_bounds(vm, s->len, argv + 1, &start, &stop, &step)) return SX_EXCEPTION;
        if (step == 1) {
            sx_string *r = sx_string_substring(vm, s, (uint32_t)start, stop > start ? (uint32_t)stop : (uint32_t)start);
            return r ? sx_from_string(r) : SX_EXCEPTION;
        }
        sx_strbuf b;
        sx_strbuf_init(&b, vm);
        for (double i = start; step > 0 ? i < stop : i > stop; i += step)
            sx_strbuf_unit(&b, sx_string_at(s, (uint32_t)i));
        sx_string *r = sx_strbuf_finish(&b);
        return r ? sx_from_string(r) : (vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm));
    }
    if (sx_is_object(obj) && sx_as_object(obj)->cls == SX_CLASS_ARRAY) {
        sx_object *a = sx_as_object(obj);
        if (!slice_bounds(vm, a->u.array.len, argv + 1, &start, &stop, &step)) return SX_EXCEPTION;
        double cnt = step > 0 ? (stop > start ? ceil((stop - start) / step) : 0)
                              : (start > stop ? ceil((start - stop) / -step) : 0);
        if (!sx_meter_elements(vm, (uint64_t)cnt)) return SX_EXCEPTION;
        sx_object *r = py_list_new(vm, (uint32_t)cnt);
        if (r == NULL) return SX_EXCEPTION;
        for (double i = start; step > 0 ? i < stop : i > stop; i += step)
            if ((uint32_t)i < a->u.array.len) sx_array_push(vm, r, a->u.array.items[(uint32_t)i]);
        if (a->proto == RL->tuple) r->proto = RL->tuple, r->oflags |= SX_OBJ_FROZEN;
        return sx_from_object(r);
    }
    if (sx_is_object(obj) && sx_as_object(obj)->cls == PY_CLASS_RANGE) { /* a range of the indices' values */
        py_range *g = sx_as_object(obj)->u.host.impl;
        double n = g->step > 0 ? ceil((g->stop - g->start) / g->step) : ceil((g->start - g->stop) / -g->step);
        if (n < 0) n = 0;
        if (!slice_bounds(vm, (uint32_t)n, argv + 1, &start, &stop, &step)) return SX_EXCEPTION;
        sx_object *r = py_range_new(vm, g->start + start * g->step, g->start + stop * g->step, g->step * step);
        return r ? sx_from_object(r) : SX_EXCEPTION;
    }
    sx_value gi = py_user_method(vm, obj, py_at(vm)->getitem); /* obj.__getitem__(slice(...)) */
    if (gi != 0) {
        sx_value s = py_slice_new(vm, argv + 1);
        return s == SX_EXCEPTION ? s : sx_call(vm, gi, obj, 1, &s);
    }
    char name[64];
    return py_raise(vm, RL->type_error, "'%s' object is not subscriptable", py_type_name(vm, obj, name, sizeof name));
}

/* %setslice(list, start, stop, step, values): a[i:j] = values (step 1 only) */
/* a[i:j:k] = values (as many as the slice has) or, with SX_EMPTY (del a[i:j:k]), removal */
static sx_value setslice_stepped(sx_vm *vm, sx_object *a, double start, double stop, double step, sx_value v) {
    uint32_t n = 0;
    for (double i = start; step > 0 ? i < stop : i > stop; i += step) n++;
    if (!sx_meter_elements(vm, a->u.array.len + (uint64_t)n)) return SX_EXCEPTION;
    if (v == SX_EMPTY) { /* keep what the slice does not name */
        uint32_t w = 0, len = a->u.array.len;
        for (uint32_t i = 0; i < len; i++) {
            double d = (double)i;
            bool hit = step > 0 ? (d >= start && d < stop && fmod(d - start, step) == 0)
                                : (d <= start && d > stop && fmod(start - d, -step) == 0);
            if (!hit) a->u.array.items[w++] = a->u.array.items[i];
        }
        sx_array_set_length(vm, a, w);
        return SX_NULL;
    }
    sx_object *vals = py_list_of(vm, v);
    if (vals == NULL) return SX_EXCEPTION;
    if (vals->u.array.len != n)
        return py_raise(vm, RL->value_error, "attempt to assign sequence of size %u to extended slice of size %u",
                        vals->u.array.len, n);
    uint32_t k = 0;
    for (double i = start; step > 0 ? i < stop : i > stop; i += step)
        a->u.array.items[(uint32_t)i] = vals->u.array.items[k++];
    return SX_NULL;
}

static sx_value h_setslice(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 5 || !py_is_list(vm, argv[0]) || (sx_as_object(argv[0])->oflags & SX_OBJ_FROZEN))
        return py_raise(vm, RL->type_error, "slice assignment needs a list");
    sx_object *a = sx_as_object(argv[0]);
    double start, stop, step;
    if (!slice_bounds(vm, a->u.array.len, argv + 1, &start, &stop, &step)) return SX_EXCEPTION;
    if (step != 1 || argv[4] == SX_EMPTY) return setslice_stepped(vm, a, start, stop, step, argv[4]);
    sx_object *vals = py_list_of(vm, argv[4]);
    if (vals == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(vals));
    sx_object *out = py_list_new(vm, a->u.array.len + vals->u.array.len);
    if (out == NULL) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    if (stop < start) stop = start;
    for (uint32_t i = 0; i < (uint32_t)start; i++) sx_array_push(vm, out, a->u.array.items[i]);
    for (uint32_t i = 0; i < vals->u.array.len; i++) sx_array_push(vm, out, vals->u.array.items[i]);
    for (uint32_t i = (uint32_t)stop; i < a->u.array.len; i++) sx_array_push(vm, out, a->u.array.items[i]);
    sx_array_set_length(vm, a, 0);
    for (uint32_t i = 0; i < out->u.array.len; i++) sx_array_push(vm, a, out->u.array.items[i]);
    sx_temp_pop(vm, 1);
    return SX_NULL;
}

/* %class(name, base...): a new class */
static sx_value h_class(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    char name[128] = "C";
    if (argc > 0 && sx_is_string(argv[0])) sx_string_to_utf8(sx_as_string(argv[0]), name, sizeof name);
    sx_value bv[9];
    if (argc > 9) argc = 9;
    for (int i = 0; i < argc; i++) { /* Generic[T] as a base: Generic */
        sx_object *o = i > 0 && !(sx_is_object(argv[i]) && PY_IS_CLASS(sx_as_object(argv[i])))
                           ? py_base_origin(vm, argv[i])
                           : NULL;
        bv[i] = o ? sx_from_object(o) : argv[i];
    }
    argv = bv;
    sx_object *base = RL->object;
    if (argc > 2) { /* several bases: their C3 order as one chain (python/classes.c) */
        sx_object *bases[8];
        int nb = 0;
        for (int i = 1; i < argc && nb < 8; i++) {
            if (!sx_is_object(argv[i]) || !PY_IS_CLASS(sx_as_object(argv[i])))
                return py_raise(vm, RL->type_error, "a class's base must be a class in the secexec sandbox");
            bases[nb++] = sx_as_object(argv[i]);
        }
        base = py_class_bases(vm, bases, nb);
        if (base == NULL) return SX_EXCEPTION;
        extern sx_value py_class_call(sx_vm * vm, sx_value this_val, int argc, const sx_value *argv);
        sx_temp_push(vm, sx_from_object(base));
        sx_object *c = py_class_new(vm, name, base, py_class_call, 0);
        sx_temp_pop(vm, 1);
        return c ? sx_from_object(c) : SX_EXCEPTION;
    }
    if (argc > 1) {
        if (!sx_is_object(argv[1]) || !PY_IS_CLASS(sx_as_object(argv[1])))
            return py_raise(vm, RL->type_error, "a class's base must be a class in the secexec sandbox");
        base = sx_as_object(argv[1]);
        int m = base->u.native.magic;
        if (m != 0 && m != 1 && m != 14) /* T_USER, T_OBJECT, T_EXCEPTION */
            return py_raise(vm, RL->type_error,
                            "subclassing built-in types other than object and exceptions is not supported by the "
                            "secexec Python subset");
    }
    extern sx_value py_class_call(sx_vm * vm, sx_value this_val, int argc, const sx_value *argv);
    int magic = py_isinstance(vm, sx_from_object(base), RL->base_exception) || base == RL->base_exception ? 0 : 0;
    sx_object *c = py_class_new(vm, name, base, py_class_call, magic);
    return c ? sx_from_object(c) : SX_EXCEPTION;
}

/* %super(cls): the base class super() looks methods up in */
static sx_value h_super(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 1 || !sx_is_object(argv[0]) || !PY_IS_CLASS(sx_as_object(argv[0])))
        return py_raise(vm, RL->runtime_error, "super(): no arguments");
    sx_object *b = argc > 1 ? py_super_of(vm, sx_as_object(argv[0]), argv[1]) : sx_as_object(argv[0])->proto;
    return b ? sx_from_object(b) : py_raise(vm, RL->runtime_error, "super(): no base class");
}

/* %property(cls, name, getter) */
static sx_value h_property(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 3 || !sx_is_object(argv[0]) || !sx_is_string(argv[1]))
        return py_raise(vm, RL->type_error, "internal: %%property");
    sx_string *k = sx_string_intern(vm, sx_as_string(argv[1]));
    return k && sx_object_define(vm, sx_as_object(argv[0]), k, argv[2], SX_PROP_ACCESSOR | SX_PROP_CONFIGURABLE)
               ? SX_NULL
               : SX_EXCEPTION;
}

static sx_value h_format(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return py_hidden_format(vm, t, argc, argv);
}

static sx_value bi_format(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    if (argc < 1 || argc > 2) return py_raise(vm, RL->type_error, "format expected at most 2 arguments, got %d", argc);
    return py_hidden_format(vm, t, argc, argv);
}

/* %genvalue(it): what a finished generator returned (None for other iterators): the value of
 * `yield from` and `await` */
static sx_value h_genvalue(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)vm, (void)t;
    if (argc < 1 || !sx_is_object(argv[0])) return SX_NULL;
    sx_object *it = sx_as_object(argv[0]);
    if (it->cls != PY_CLASS_ITER || it->u.cursor.extra == SX_UNDEFINED) return SX_NULL;
    if (it->u.cursor.kind != 5 && !(it->u.cursor.kind == PY_ITER_SETTLED && it->u.cursor.pos == 0)) return SX_NULL;
    return it->u.cursor.extra;
}

/* %await(x): the iterator `await x` delegates to: a coroutine (a generator) itself, else the
 * iterator of x.__await__() */
static sx_value h_await(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value x = argc > 0 ? argv[0] : SX_NULL;
    if (sx_is_object(x) && sx_as_object(x)->cls == PY_CLASS_ITER &&
        (sx_as_object(x)->u.cursor.kind == 5 || sx_as_object(x)->u.cursor.kind == PY_ITER_SETTLED))
        return x;
    sx_string *name = sx_atom(vm, "__await__");
    sx_value m = name ? py_user_method(vm, x, name) : 0;
    if (m == 0) {
        sx_object *type = py_type_of(vm, x);
        sx_value n = type ? sx_object_find_data(vm, type, py_at(vm)->dname) : SX_UNDEFINED;
        char buf[128] = "object";
        if (sx_is_string(n)) sx_string_to_utf8(sx_as_string(n), buf, sizeof buf);
        return py_raise(vm, RL->type_error, "object %s can't be used in 'await' expression", buf);
    }
    sx_value r = sx_call(vm, m, x, 0, NULL);
    return r == SX_EXCEPTION ? r : vm->lang->iter_get(vm, r);
}

static const struct {
    const char *name;
    sx_native_fn fn;
} hidden[] = {
    {"%truediv", h_truediv},
    {"%floordiv", h_floordiv},
    {"%mod", h_mod},
    {"%pow", h_pow},
    {"%band", h_band},
    {"%bor", h_bor},
    {"%bxor", h_bxor},
    {"%shl", h_shl},
    {"%shr", h_shr},
    {"%truthy", h_truthy},
    {"%in", h_in},
    {"%raise", h_raise},
    {"%exc_match", h_exc_match},
    {"%callkw", h_callkw},
    {"%callstar", h_callstar},
    {"%kwargs", h_kwargs},
    {"%popkw", h_popkw},
    {"%nameerror", h_nameerror},
    {"%dict", h_dict},
    {"%set", h_set},
    {"%tuple", h_tuple},
    {"%unpack", h_unpack},
    {"%slice", h_slice},
    {"%setslice", h_setslice},
    {"%class", h_class},
    {"%super", h_super},
    {"%property", h_property},
    {"%format", h_format},
    {"%import", py_import},
    {"%genvalue", h_genvalue},
    {"%await", h_await},
    {"format", bi_format},
};

bool py_init_match(sx_vm *vm);       /* python/match.c */
bool py_init_chain(sx_vm *vm);       /* python/chain.c */
bool py_init_exc_classes(sx_vm *vm); /* python/exc_classes.c */

bool py_init_hidden(sx_vm *vm) {
    for (size_t i = 0; i < sizeof hidden / sizeof hidden[0]; i++)
        if (!py_def(vm, vm->realm.global, hidden[i].name, hidden[i].fn, 0)) return false;
    return py_init_classes(vm) && py_init_match(vm) && py_init_chain(vm) && py_init_exc_classes(vm);
}

/* set algebra: | & - ^ */
sx_value py_set_op(sx_vm *vm, int op, sx_value a, sx_value b) {
    /* CPython walks the operands in their table order, and & walks the smaller one */
    if (!py_set_cpython_order(vm, sx_as_object(a)) || !py_set_cpython_order(vm, sx_as_object(b))) return SX_EXCEPTION;
    if (op == PY_OP_BAND && py_dict_of(b)->live < py_dict_of(a)->live) {
        sx_value swap = a;
        a = b, b = swap;
    }
    sx_object *r = py_set_new(vm);
    if (r == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(r));
    py_dict *x = py_dict_of(a), *y = py_dict_of(b);
    bool ok = true;
    for (uint32_t i = 0; ok && i < x->n; i++) {
        if (x->keys[i] == SX_EMPTY) continue;
        sx_value v;
        int in = py_dict_get(vm, sx_as_object(b), x->keys[i], &v);
        if (in < 0) ok = false;
        else if ((op == PY_OP_BOR) || (op == PY_OP_BAND && in) || ((op == PY_OP_SUB || op == PY_OP_BXOR) && !in))
            ok = py_dict_set(vm, r, x->keys[i], SX_TRUE);
    }
    for (uint32_t i = 0; ok && i < y->n && (op == PY_OP_BOR || op == PY_OP_BXOR); i++) {
        if (y->keys[i] == SX_EMPTY) continue;
        sx_value v;
        int in = py_dict_get(vm, sx_as_object(a), y->keys[i], &v);
        if (in < 0) ok = false;
        else if (!in) ok = py_dict_set(vm, r, y->keys[i], SX_TRUE);
    }
    sx_temp_pop(vm, 1);
    if (ok && (sx_as_object(a)->oflags & SX_OBJ_FROZEN) && sx_as_object(a)->proto != RL->set) /* frozenset op x */
        r->proto = sx_as_object(a)->proto, r->oflags |= SX_OBJ_FROZEN;
    return ok ? sx_from_object(r) : SX_EXCEPTION;
}
