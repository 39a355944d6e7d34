/* lib_itertools.c - the `itertools` module: lazy iterators (count cycle repeat islice chain accumulate takewhile dropwhile) and the combinatorics as lists. */
#include <string.h>

#include "python/py.h"
#include "vm/meter.h"

#define RL py_rl(vm)

sx_value py_class_call(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv); /* types.c */

/* A lazy iterator is an instance of the hidden class %itertools whose native __next__ reads its
 * state array (hidden property %st: [kind, ...]); the caller gets it wrapped as a Python
 * iterator (iter_get), so for, list(), sum() and next() all walk it one element at a time. */
enum { K_COUNT, K_CYCLE, K_REPEAT, K_ISLICE, K_CHAIN, K_ACCUMULATE, K_TAKEWHILE, K_DROPWHILE };

static sx_value stop(sx_vm *vm) { return py_raise(vm, RL->stop_iteration, ""); }

/* the state array: the instance's one own property, %st (read without sx_atom, which would
 * allocate a string per step that only the collector frees) */
static sx_object *state_of(sx_vm *vm, sx_value self) {
    (void)vm;
    if (!sx_is_object(self)) return NULL;
    sx_object *o = sx_as_object(self);
    if (o->cls != SX_CLASS_OBJECT || o->nprops < 1 || o->props[0].key == NULL) return NULL;
    sx_string *k = o->props[0].key;
    if (k->len != 3 || sx_string_at(k, 0) != '%' || sx_string_at(k, 1) != 's') return NULL;
    sx_value st = o->props[0].value;
    return sx_is_object(st) && sx_as_object(st)->cls == SX_CLASS_ARRAY ? sx_as_object(st) : NULL;
}

/* the next element of an iterator value: 1 (in *out), 0 at its end, -1 exception */
static int step(sx_vm *vm, sx_value it, sx_value *out) { return vm->lang->iter_next(vm, sx_as_object(it), out); }

static sx_value it_next(sx_vm *vm, sx_value self, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_object *st = state_of(vm, self);
    if (st == NULL) return py_raise(vm, RL->type_error, "internal: itertools state");
    if (!sx_meter_elements(vm, 1)) return SX_EXCEPTION;
    sx_value *s = st->u.array.items, v;
    switch ((int)sx_to_double(s[0])) {
    case K_COUNT: {
        sx_value cur = s[1];
        sx_value nx = py_binary(vm, PY_OP_ADD, cur, s[2]);
        if (nx == SX_EXCEPTION) return nx;
        st->u.array.items[1] = nx;
        return cur;
    }
    case K_CYCLE: { /* [kind, source iterator or None, saved list, pos] */
        if (s[1] != SX_NULL) {
            int r = step(vm, s[1], &v);
            if (r < 0) return SX_EXCEPTION;
            if (r == 1) {
                sx_temp_push(vm, v); /* rooted while the saved list grows */
                bool ok = sx_array_push(vm, sx_as_object(st->u.array.items[2]), v);
                sx_temp_pop(vm, 1);
                return ok ? v : SX_EXCEPTION;
            }
            st->u.array.items[1] = SX_NULL;
        }
        sx_object *saved = sx_as_object(st->u.array.items[2]);
        if (saved->u.array.len == 0) return stop(vm);
        double pos = sx_to_double(st->u.array.items[3]);
        if (pos >= saved->u.array.len) pos = 0;
        st->u.array.items[3] = sx_number(pos + 1);
        return saved->u.array.items[(uint32_t)pos];
    }
    case K_REPEAT: { /* [kind, object, times left or None] */
        if (s[2] != SX_NULL) {
            double left = sx_to_double(s[2]);
            if (left <= 0) return stop(vm);
            st->u.array.items[2] = sx_number(left - 1);
        }
        return s[1];
    }
    case K_ISLICE: { /* [kind, iterator, next index to give, stop or None, step, index of the next element read] */
        double want = sx_to_double(s[2]), at = sx_to_double(s[5]);
        if (s[3] != SX_NULL && want >= sx_to_double(s[3])) {
            /* CPython reads up to stop before it ends */
            while (at < sx_to_double(st->u.array.items[3])) {
                int r = step(vm, st->u.array.items[1], &v);
                if (r < 0) return SX_EXCEPTION;
                if (r == 0) break;
                st->u.array.items[5] = sx_number(++at);
            }
            return stop(vm);
        }
        for (;;) {
            int r = step(vm, st->u.array.items[1], &v);
            if (r < 0) return SX_EXCEPTION;
            if (r == 0) {
                st->u.array.items[3] = sx_number(-1); /* exhausted: stays ended */
                st->u.array.items[2] = sx_number(0);
                return stop(vm);
            }
            st->u.array.items[5] = sx_number(++at);
            if (at - 1 == want) break;
            if (!sx_meter_elements(vm, 1)) return SX_EXCEPTION;
        }
        st->u.array.items[2] = sx_number(want + sx_to_double(st->u.array.items[4]));
        return v;
    }
    case K_CHAIN: { /* [kind, list of iterables, index of the current one, its iterator or None] */
        for (;;) {
            if (st->u.array.items[3] != SX_NULL) {
                int r = step(vm, st->u.array.items[3], &v);
                if (r < 0) return SX_EXCEPTION;
                if (r == 1) return v;
                st->u.array.items[3] = SX_NULL;
            }
            sx_object *list = sx_as_object(st->u.array.items[1]);
            double i = sx_to_double(st->u.array.items[2]);
            if (i >= list->u.array.len) return stop(vm);
            st->u.array.items[2] = sx_number(i + 1);
            sx_value it = vm->lang->iter_get(vm, list->u.array.items[(uint32_t)i]);
            if (it == SX_EXCEPTION) return it;
            st->u.array.items[3] = it;
        }
    }
    case K_ACCUMULATE: { /* [kind, iterator, func or None, total or <empty>, initial or <empty>] */
        if (s[4] != SX_EMPTY) {
            st->u.array.items[3] = s[4];
            st->u.array.items[4] = SX_EMPTY;
            return st->u.array.items[3];
        }
        int r = step(vm, s[1], &v);
        if (r < 0) return SX_EXCEPTION;
        if (r == 0) return stop(vm);
        sx_value total = st->u.array.items[3];
        if (total != SX_EMPTY) {
            sx_temp_push(vm, v);
            sx_value fn = st->u.array.items[2];
            sx_value args[2] = {total, v};
            total = fn == SX_NULL ? py_binary(vm, PY_OP_ADD, total, v) : py_call(vm, fn, SX_UNDEFINED, 2, args);
            sx_temp_pop(vm, 1);
            if (total == SX_EXCEPTION) return total;
        } else total = v;
        st->u.array.items[3] = total;
        return total;
    }
    case K_TAKEWHILE:
    case K_DROPWHILE: { /* [kind, predicate, iterator, done (takewhile) / dropping over (dropwhile)] */
        bool take = (int)sx_to_double(s[0]) == K_TAKEWHILE;
        if (take && s[3] == SX_TRUE) return stop(vm);
        for (;;) {
            int r = step(vm, st->u.array.items[2], &v);
            if (r < 0) return SX_EXCEPTION;
            if (r == 0) return stop(vm);
            if (!take && st->u.array.items[3] == SX_TRUE) return v;
            sx_temp_push(vm, v);
            sx_value p = py_call(vm, st->u.array.items[1], SX_UNDEFINED, 1, &v);
            bool t;
            bool ok = p != SX_EXCEPTION && py_truthy(vm, p, &t);
            sx_temp_pop(vm, 1);
            if (!ok) return SX_EXCEPTION;
            if (take) {
                if (t) return v;
                st->u.array.items[3] = SX_TRUE;
                return stop(vm);
            }
            if (!t) {
                st->u.array.items[3] = SX_TRUE;
                return v;
            }
            if (!sx_meter_elements(vm, 1)) return SX_EXCEPTION;
        }
    }
    }
    return stop(vm);
}

/* a new lazy iterator of this kind whose state holds the n values given */
static sx_value lazy(sx_vm *vm, int kind, int n, const sx_value *vals) {
    sx_string *ck = sx_atom(vm, "%itertools"), *sk = sx_atom(vm, "%st");
    if (ck == NULL || sk == NULL) return sx_throw_oom(vm);
    sx_value cls = sx_object_find_data(vm, vm->realm.global, ck);
    if (!sx_is_object(cls)) {
        sx_object *c = py_class_new(vm, "itertools", RL->object, py_class_call, 0);
        if (c == NULL) return SX_EXCEPTION;
        sx_temp_push(vm, sx_from_object(c));
        bool ok = py_def(vm, c, "__next__", it_next, 0) &&
                  sx_object_define(vm, vm->realm.global, ck, sx_from_object(c), SX_PROP_HIDDEN);
        sx_temp_pop(vm, 1);
        if (!ok) return SX_EXCEPTION;
        cls = sx_from_object(c);
    }
    sx_object *st = sx_array_new(vm, (uint32_t)n + 1);
    if (st == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(st));
    sx_array_push(vm, st, sx_number(kind));
    for (int i = 0; i < n; i++) sx_array_push(vm, st, vals[i]);
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, sx_as_object(cls));
    sx_value r = SX_EXCEPTION;
    if (o != NULL) {
        sx_temp_push(vm, sx_from_object(o));
        if (sx_object_define(vm, o, sk, sx_from_object(st), SX_PROP_HIDDEN))
            r = vm->lang->iter_get(vm, sx_from_object(o));
        sx_temp_pop(vm, 1);
    }
    sx_temp_pop(vm, 1);
    return r;
}

static bool is_num(sx_vm *vm, sx_value v) {
    return sx_is_number(v) || sx_is_bigint(v) || py_is_float(v) || (sx_is_bool(v) && vm);
}

static sx_value f_count(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    sx_value start = argc > 0 ? argv[0] : sx_number(0), stp = argc > 1 ? argv[1] : sx_number(1);
    sx_value k = py_kwarg(vm, kw, "start");
    if (k != SX_UNDEFINED) start = k;
    if ((k = py_kwarg(vm, kw, "step")) != SX_UNDEFINED) stp = k;
    if (argc > 2) return py_raise(vm, RL->type_error, "count expected at most 2 arguments, got %d", argc);
    if (!is_num(vm, start) || !is_num(vm, stp)) return py_raise(vm, RL->type_error, "a number is required");
    sx_value s[2] = {start, stp};
    return lazy(vm, K_COUNT, 2, s);
}

static sx_value f_cycle(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 1) return py_raise(vm, RL->type_error, "cycle expected 1 argument, got %d", argc);
    sx_value it = vm->lang->iter_get(vm, argv[0]);
    if (it == SX_EXCEPTION) return it;
    sx_temp_push(vm, it);
    sx_object *saved = py_list_new(vm, 0);
    sx_value r = SX_EXCEPTION;
    if (saved) {
        sx_value s[3] = {it, sx_from_object(saved), sx_number(0)};
        sx_temp_push(vm, sx_from_object(saved));
        r = lazy(vm, K_CYCLE, 3, s);
        sx_temp_pop(vm, 1);
    }
    sx_temp_pop(vm, 1);
    return r;
}

static sx_value f_repeat(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    if (argc < 1) return py_raise(vm, RL->type_error, "repeat() missing required argument 'object' (pos 1)");
    sx_value times = argc > 1 ? argv[1] : py_kwarg(vm, kw, "times");
    double n = -1;
    if (times != SX_UNDEFINED && !py_arg_int(vm, times, &n)) return SX_EXCEPTION;
    sx_value s[2] = {argv[0], times == SX_UNDEFINED ? SX_NULL : sx_number(n < 0 ? 0 : n)};
    return lazy(vm, K_REPEAT, 2, s);
}

static bool islice_arg(sx_vm *vm, sx_value v, bool none_ok, double *out) {
    if (v == SX_NULL && none_ok) return *out = -1, true;
    if (!sx_is_number(v) || sx_to_double(v) < 0) {
        py_raise(vm, RL->value_error, "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
        return false;
    }
    *out = sx_to_double(v);
    return true;
}

static sx_value f_islice(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 2 || argc > 4) return py_raise(vm, RL->type_error, "islice expected at most 4 arguments, got %d", argc);
    double start = 0, stp = -1, by = 1;
    if (argc == 2) {
        if (!islice_arg(vm, argv[1], true, &stp)) return SX_EXCEPTION;
    } else {
        if (argv[1] != SX_NULL && !islice_arg(vm, argv[1], false, &start)) return SX_EXCEPTION;
        if (!islice_arg(vm, argv[2], true, &stp)) return SX_EXCEPTION;
        if (argc == 4 && argv[3] != SX_NULL) {
            if (!sx_is_number(argv[3]) || sx_to_double(argv[3]) < 1)
                return py_raise(vm, RL->value_error, "Step for islice() must be a positive integer or None.");
            by = sx_to_double(argv[3]);
        }
    }
    sx_value it = vm->lang->iter_get(vm, argv[0]);
    if (it == SX_EXCEPTION) return it;
    sx_temp_push(vm, it);
    sx_value s[5] = {it, sx_number(start), stp < 0 ? SX_NULL : sx_number(stp), sx_number(by), sx_number(0)};
    sx_value r = lazy(vm, K_ISLICE, 5, s);
    sx_temp_pop(vm, 1);
    return r;
}

static sx_value f_chain(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *l = py_list_new(vm, (uint32_t)argc);
    if (l == NULL) return SX_EXCEPTION;
    for (int i = 0; i < argc; i++) sx_array_push(vm, l, argv[i]);
    sx_temp_push(vm, sx_from_object(l));
    sx_value s[3] = {sx_from_object(l), sx_number(0), SX_NULL};
    sx_value r = lazy(vm, K_CHAIN, 3, s);
    sx_temp_pop(vm, 1);
    return r;
}
static sx_value f_from_iterable(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 1)
        return py_raise(vm, RL->type_error, "chain.from_iterable() takes exactly one argument (%d given)", argc);
    sx_object *l = py_list_of(vm, argv[0]);
    if (l == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(l));
    sx_value s[3] = {sx_from_object(l), sx_number(0), SX_NULL};
    sx_value r = lazy(vm, K_CHAIN, 3, s);
    sx_temp_pop(vm, 1);
    return r;
}

static sx_value f_accumulate(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    if (argc < 1) return py_raise(vm, RL->type_error, "accumulate() missing required argument 'iterable' (pos 1)");
    sx_value fn = argc > 1 ? argv[1] : py_kwarg(vm, kw, "func");
    sx_value init = py_kwarg(vm, kw, "initial");
    sx_value it = vm->lang->iter_get(vm, argv[0]);
    if (it == SX_EXCEPTION) return it;
    sx_temp_push(vm, it);
    sx_value s[4] = {it, fn == SX_UNDEFINED ? SX_NULL : fn, SX_EMPTY,
                     init == SX_UNDEFINED || init == SX_NULL ? SX_EMPTY : init};
    sx_value r = lazy(vm, K_ACCUMULATE, 4, s);
    sx_temp_pop(vm, 1);
    return r;
}

static sx_value f_while(sx_vm *vm, int argc, const sx_value *argv, int kind) {
    if (argc != 2)
        return py_raise(vm, RL->type_error, "%s expected 2 arguments, got %d",
                        kind == K_TAKEWHILE ? "takewhile" : "dropwhile", argc);
    sx_value it = vm->lang->iter_get(vm, argv[1]);
    if (it == SX_EXCEPTION) return it;
    sx_temp_push(vm, it);
    sx_value s[3] = {argv[0], it, SX_FALSE};
    sx_value r = lazy(vm, kind, 3, s);
    sx_temp_pop(vm, 1);
    return r;
}
static sx_value f_takewhile(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return f_while(vm, argc, argv, K_TAKEWHILE);
}
static sx_value f_dropwhile(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return f_while(vm, argc, argv, K_DROPWHILE);
}

/* -- the combinatorics: lists of tuples, each tuple metered -- */

static sx_object *tuple_of(sx_vm *vm, sx_object *pool, const uint32_t *idx, uint32_t r) {
    if (!sx_meter_elements(vm, r + 1)) return NULL;
    sx_object *tup = py_tuple_new(vm, r);
    if (tup == NULL) return NULL;
    for (uint32_t i = 0; i < r; i++) sx_array_push(vm, tup, pool->u.array.items[idx[i]]);
    return tup;
}

/* mode 0 permutations, 1 combinations, 2 combinations_with_replacement: every index tuple in
 * lexicographic order, filtered by the mode's rule (CPython's order) */
static sx_value combi(sx_vm *vm, int argc, const sx_value *argv, int mode) {
    static const char *names[] = {"permutations", "combinations", "combinations_with_replacement"};
    sx_object *kw = py_kwargs(&argc, argv);
    if (argc < 1) return py_raise(vm, RL->type_error, "%s() missing required argument 'iterable' (pos 1)", names[mode]);
    sx_value rv = argc > 1 ? argv[1] : py_kwarg(vm, kw, "r");
    if (mode != 0 && rv == SX_UNDEFINED)
        return py_raise(vm, RL->type_error, "%s() missing required argument 'r' (pos 2)", names[mode]);
    sx_object *pool = py_list_of(vm, argv[0]);
    if (pool == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(pool));
    uint32_t n = pool->u.array.len;
    double rd = n;
    if (rv != SX_UNDEFINED && rv != SX_NULL && !py_arg_int(vm, rv, &rd)) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    if (rd < 0) return sx_temp_pop(vm, 1), py_raise(vm, RL->value_error, "r must be non-negative");
    sx_object *out = py_list_new(vm, 0);
    if (out == NULL) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(out));
    sx_value result = sx_from_object(out);
    if (rd > n && mode != 2) goto done;
    if (n == 0 && rd > 0) goto done;
    uint32_t r = (uint32_t)rd;
    uint32_t *idx = sx_mem_realloc(vm, NULL, 0, (r + 1) * sizeof *idx);
    if (idx == NULL) {
        result = sx_throw_oom(vm);
        goto done;
    }
    memset(idx, 0, (r + 1) * sizeof *idx);
    /* odometer over n^r index tuples, skipping those the mode rules out: at the first position
     * that breaks the rule, the later positions jump to n-1 so the next step moves that position
     * on (every tuple with that prefix is ruled out too) */
    for (;;) {
        bool keep = true;
        uint32_t bad = r;
        for (uint32_t i = 1; i < r && keep; i++) {
            if (mode == 1) keep = idx[i] > idx[i - 1];
            else if (mode == 2) keep = idx[i] >= idx[i - 1];
            if (!keep) bad = i;
        }
        if (mode == 0)
            for (uint32_t i = 0; i < r && keep; i++)
                for (uint32_t j = 0; j < i && keep; j++)
                    if (idx[i] == idx[j]) keep = false, bad = i;
        for (uint32_t k = bad + 1; k < r; k++) idx[k] = n - 1;
        if (!sx_meter_elements(vm, 1)) {
            result = SX_EXCEPTION;
            break;
        }
        if (keep) {
            sx_object *tup = tuple_of(vm, pool, idx, r);
            if (tup == NULL || !sx_array_push(vm, out, sx_from_object(tup))) {
                result = SX_EXCEPTION;
                break;
            }
        }
        uint32_t k = r;
        while (k > 0 && ++idx[k - 1] == n) idx[--k] = 0;
        if (k == 0) break;
    }
    sx_mem_realloc(vm, idx, (r + 1) * sizeof *idx, 0);
done:
    sx_temp_pop(vm, 2);
    return result;
}
static sx_value f_permutations(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    (void)t;
    return combi(vm, c, a, 0);
}
static sx_value f_combinations(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    (void)t;
    return combi(vm, c, a, 1);
}
static sx_value f_combinations_wr(sx_vm *vm, sx_value t, int c, const sx_value *a) {
    (void)t;
    return combi(vm, c, a, 2);
}

static sx_value f_product(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    double rep = 1;
    sx_value rv = py_kwarg(vm, kw, "repeat");
    if (rv != SX_UNDEFINED && !py_arg_int(vm, rv, &rep)) return SX_EXCEPTION;
    if (rep < 0) return py_raise(vm, RL->value_error, "repeat argument cannot be negative");
    sx_object *pools = py_list_new(vm, 0);
    if (pools == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(pools));
    for (int i = 0; i < argc; i++) {
        sx_object *p = py_list_of(vm, argv[i]);
        if (p == NULL || !sx_array_push(vm, pools, sx_from_object(p))) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    }
    uint32_t np = (uint32_t)argc, r = (uint32_t)(np * rep);
    if (rep > 0 && r / rep != np) return sx_temp_pop(vm, 1), sx_throw_oom(vm);
    sx_object *out = py_list_new(vm, 0);
    if (out == NULL) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(out));
    sx_value result = sx_from_object(out);
    for (uint32_t i = 0; i < np; i++)
        if (sx_as_object(pools->u.array.items[i])->u.array.len == 0) goto done;
    uint32_t *idx = sx_mem_realloc(vm, NULL, 0, (r + 1) * sizeof *idx);
    if (idx == NULL) {
        result = sx_throw_oom(vm);
        goto done;
    }
    memset(idx, 0, (r + 1) * sizeof *idx);
    for (;;) {
        if (!sx_meter_elements(vm, r + 1)) {
            result = SX_EXCEPTION;
            break;
        }
        sx_object *tup = py_tuple_new(vm, r);
        if (tup == NULL) {
            result = SX_EXCEPTION;
            break;
        }
        for (uint32_t i = 0; i < r; i++)
            sx_array_push(vm, tup, sx_as_object(pools->u.array.items[i % np])->u.array.items[idx[i]]);
        if (!sx_array_push(vm, out, sx_from_object(tup))) {
            result = SX_EXCEPTION;
            break;
        }
        uint32_t k = r;
        while (k > 0 && ++idx[k - 1] == sx_as_object(pools->u.array.items[(k - 1) % np])->u.array.len) idx[--k] = 0;
        if (k == 0) break;
    }
    sx_mem_realloc(vm, idx, (r + 1) * sizeof *idx, 0);
done:
    sx_temp_pop(vm, 2);
    return result;
}

static sx_value f_pairwise(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 1) return py_raise(vm, RL->type_error, "pairwise expected 1 argument, got %d", argc);
    sx_object *pool = py_list_of(vm, argv[0]);
    if (pool == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(pool));
    sx_object *out = py_list_new(vm, 0);
    sx_value result = out ? sx_from_object(out) : SX_EXCEPTION;
    if (out) sx_temp_push(vm, result);
    for (uint32_t i = 0; out && i + 1 < pool->u.array.len; i++) {
        uint32_t idx[2] = {i, i + 1};
        sx_object *tup = tuple_of(vm, pool, idx, 2);
        if (tup == NULL || !sx_array_push(vm, out, sx_from_object(tup))) {
            result = SX_EXCEPTION;
            break;
        }
    }
    sx_temp_pop(vm, out ? 2 : 1);
    return result;
}

static sx_value f_zip_longest(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    sx_value fill = py_kwarg(vm, kw, "fillvalue");
    if (fill == SX_UNDEFINED) fill = SX_NULL;
    sx_object *pools = py_list_new(vm, 0);
    if (pools == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(pools));
    uint32_t longest = 0;
    for (int i = 0; i < argc; i++) {
        sx_object *p = py_list_of(vm, argv[i]);
        if (p == NULL || !sx_array_push(vm, pools, sx_from_object(p))) return sx_temp_pop(vm, 1), SX_EXCEPTION;
        if (p->u.array.len > longest) longest = p->u.array.len;
    }
    sx_object *out = py_list_new(vm, 0);
    sx_value result = out ? sx_from_object(out) : SX_EXCEPTION;
    if (out) sx_temp_push(vm, result);
    for (uint32_t k = 0; out && k < longest; k++) {
        sx_object *tup = sx_meter_elements(vm, (uint64_t)argc + 1) ? py_tuple_new(vm, (uint32_t)argc) : NULL;
        if (tup == NULL) {
            result = SX_EXCEPTION;
            break;
        }
        for (int i = 0; i < argc; i++) {
            sx_object *p = sx_as_object(pools->u.array.items[i]);
            sx_array_push(vm, tup, k < p->u.array.len ? p->u.array.items[k] : fill);
        }
        if (!sx_array_push(vm, out, sx_from_object(tup))) {
            result = SX_EXCEPTION;
            break;
        }
    }
    sx_temp_pop(vm, out ? 2 : 1);
    return result;
}

/* groupby(iterable, key=None): a list of (key, list of the run's elements) */
static sx_value f_groupby(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *kw = py_kwargs(&argc, argv);
    if (argc < 1) return py_raise(vm, RL->type_error, "groupby() missing required argument 'iterable' (pos 1)");
    sx_value key = argc > 1 ? argv[1] : py_kwarg(vm, kw, "key");
    if (key == SX_UNDEFINED) key = SX_NULL;
    sx_object *pool = py_list_of(vm, argv[0]);
    if (pool == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(pool));
    sx_object *out = py_list_new(vm, 0);
    if (out == NULL) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(out));
    sx_value result = sx_from_object(out);
    sx_object *group = NULL;
    sx_value last = SX_EMPTY;
    for (uint32_t i = 0; i < pool->u.array.len; i++) {
        sx_value v = pool->u.array.items[i];
        sx_value k = key == SX_NULL ? v : py_call(vm, key, SX_UNDEFINED, 1, &v);
        bool same = false;
        if (k == SX_EXCEPTION) {
            result = SX_EXCEPTION;
            break;
        }
        sx_temp_push(vm, k); /* rooted while __eq__ may run guest code */
        bool ok = sx_meter_elements(vm, 1) && (last == SX_EMPTY || py_equal(vm, last, k, &same));
        sx_temp_pop(vm, 1);
        if (!ok) {
            result = SX_EXCEPTION;
            break;
        }
        if (last == SX_EMPTY || !same) {
            sx_temp_push(vm, k);
            sx_object *tup = py_tuple_new(vm, 2);
            group = tup ? py_list_new(vm, 0) : NULL;
            bool ok = group && sx_array_push(vm, tup, k) && sx_array_push(vm, tup, sx_from_object(group)) &&
                      sx_array_push(vm, out, sx_from_object(tup));
            sx_temp_pop(vm, 1);
            if (!ok) {
                result = SX_EXCEPTION;
                break;
            }
            last = k;
        }
        if (!sx_array_push(vm, group, v)) {
            result = SX_EXCEPTION;
            break;
        }
    }
    sx_temp_pop(vm, 2);
    return result;
}

/* Fills the module object m (made by modules.c) with itertools' members. */
bool py_lib_itertools_fill(sx_vm *vm, sx_object *m) {
    static const struct {
        const char *name;
        sx_native_fn fn;
    } fns[] = {{"count", f_count},
               {"cycle", f_cycle},
               {"repeat", f_repeat},
               {"islice", f_islice},
               {"chain", f_chain},
               {"accumulate", f_accumulate},
               {"takewhile", f_takewhile},
               {"dropwhile", f_dropwhile},
               {"permutations", f_permutations},
               {"combinations", f_combinations},
               {"combinations_with_replacement", f_combinations_wr},
               {"product", f_product},
               {"pairwise", f_pairwise},
               {"zip_longest", f_zip_longest},
               {"groupby", f_groupby}};
    for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++)
        if (!py_def(vm, m, fns[i].name, fns[i].fn, 1)) return false;
    sx_string *ck = sx_atom(vm, "chain");
    sx_value chain = ck ? sx_object_find_data(vm, m, ck) : SX_UNDEFINED;
    return sx_is_object(chain) && py_def(vm, sx_as_object(chain), "from_iterable", f_from_iterable, 1);
}
