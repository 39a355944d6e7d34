/* array_generic.c - Array.prototype's methods on array-likes, step by step as ECMA-262 writes them. */
#include "stdlib/array_generic.h"

#include <math.h>
#include <stdio.h>

#include "vm/meter.h"

#define MAX_SAFE_LENGTH 9007199254740991.0 /* 2^53 - 1 */

static const char *const iterate_names[] = {"forEach", "map",       "filter",   "some",         "every",
                                            "find",    "findIndex", "findLast", "findLastIndex"};

/* ToObject(this), with V8's message naming the method for null and undefined. */
static sx_value this_object(sx_vm *vm, sx_value t, const char *method) {
    if (sx_is_nullish(t)) return sx_throw_type(vm, "Array.prototype.%s called on null or undefined", method);
    return sx_to_object(vm, t);
}

/* LengthOfArrayLike(o): ToLength(o.length), an integer in [0, 2^53 - 1]. */
static bool length_of(sx_vm *vm, sx_value o, double *out) {
    sx_value lv = sx_get(vm, o, vm->atoms.length);
    double len;
    if (lv == SX_EXCEPTION || !sx_to_number(vm, lv, &len)) return false;
    len = len != len ? 0 : sx_double_to_integer(len);
    *out = len < 0 ? 0 : len > MAX_SAFE_LENGTH ? MAX_SAFE_LENGTH : len;
    return true;
}

/* HasProperty(o, k): 1, 0, or -1 on exception (the key's text needs memory). */
static int has_index(sx_vm *vm, sx_value o, double k) {
    sx_string *key = sx_to_property_key(vm, sx_number(k));
    if (key == NULL) return -1;
    return sx_has_property(vm, sx_as_object(o), key) ? 1 : 0;
}

static sx_value get_index(sx_vm *vm, sx_value o, double k) { return sx_get_index(vm, o, sx_number(k)); }

/* One index visited: charged like an element of a native loop. */
static bool step(sx_vm *vm) { return sx_meter_elements(vm, 1); }

/* Loops that skip holes walk them index by index; after HOLE_RUN holes in a row over a sparse
 * array (the general representation, vm/object.c) whose prototypes have no elements, they jump
 * to the next present element instead, found in one charged pass over its properties: a length
 * of 2^32 - 1 costs the elements, not the length. */
#define HOLE_RUN 32

/* The next index after hole k that o has (before it when backwards): len or -1 when none, k + 1
 * (k - 1) when o is not such an array, -2 when the meter ran out. */
static double next_present(sx_vm *vm, sx_value o, double k, bool backwards, double len) {
    double step_k = backwards ? k - 1 : k + 1;
    sx_object *a = sx_as_object(o);
    if (a->cls != SX_CLASS_ARRAY || !(a->oflags & SX_OBJ_SPARSE)) return step_k;
    for (const sx_object *p = a->proto; p != NULL; p = p->proto)
        if ((p->oflags & SX_OBJ_INDEX_KEYS) || (p->cls == SX_CLASS_ARRAY && sx_array_length(p) > 0)) return step_k;
    if (!sx_meter_elements(vm, a->nprops)) return -2;
    double best = backwards ? -1 : len;
    for (uint32_t i = 0; i < a->nprops; i++) {
        const sx_string *key = a->props[i].key;
        if (key == NULL || !key->is_index) continue;
        double idx = key->index;
        if (backwards ? (idx < k && idx > best) : (idx > k && idx < best)) best = idx;
    }
    return best;
}

/* The callback argument (checked after the length was read, as the steps order it). */
static sx_value callback_of(sx_vm *vm, int argc, const sx_value *argv) {
    sx_value fn = sx_arg(argc, argv, 0);
    if (sx_is_callable(fn)) return fn;
    char what[96];
    sx_value_label(vm, fn, what, sizeof what);
    return sx_throw_type(vm, "%s is not a function", what);
}

/* The array map and filter fill: ArraySpeciesCreate for a `this` that is not an array is a new
 * Array (map's of length len). */
static sx_value result_array(sx_vm *vm, double len) {
    if (len > 4294967295.0) return sx_throw_range(vm, "Invalid array length");
    if (len > 1e8) return sx_throw_range(vm, "Array buffer allocation failed");
    sx_object *a = sx_array_new(vm, (uint32_t)len);
    if (a == NULL) return SX_EXCEPTION;
    sx_array_set_length(vm, a, (uint32_t)len);
    return sx_from_object(a);
}

/* What one callback result means for the loop: 1 go on, 0 stop with *result, -1 exception. */
static int iterate_one(sx_vm *vm, sx_array_generic_mode mode, sx_value out, double k, sx_value elem, sx_value r,
                       sx_value *result) {
    bool truthy = sx_to_boolean(r);
    switch (mode) {
    case SX_AG_MAP: return sx_define_index(vm, sx_as_object(out), sx_number(k), r) ? 1 : -1;
    case SX_AG_FILTER: return !truthy || sx_array_push(vm, sx_as_object(out), elem) ? 1 : -1;
    case SX_AG_SOME: *result = truthy ? SX_TRUE : *result; break;
    case SX_AG_EVERY: *result = truthy ? *result : SX_FALSE; return truthy ? 1 : 0;
    case SX_AG_FIND:
    case SX_AG_FINDLAST: *result = truthy ? elem : *result; break;
    case SX_AG_FINDINDEX:
    case SX_AG_FINDLASTINDEX: *result = truthy ? sx_number(k) : *result; break;
    default: return 1;
    }
    return truthy ? 0 : 1;
}

sx_value sx_array_generic_iterate(sx_vm *vm, sx_value t, int argc, const sx_value *argv, sx_array_generic_mode mode) {
    (void)argv; /* read through sx_args_now: a getter may move the stack */
    sx_value o = this_object(vm, t, iterate_names[mode]);
    if (o == SX_EXCEPTION) return o;
    sx_temp_push(vm, o);
    double len;
    sx_value fn = length_of(vm, o, &len) ? callback_of(vm, argc, sx_args_now(vm)) : SX_EXCEPTION;
    sx_value this_arg = sx_arg(argc, sx_args_now(vm), 1), out = SX_UNDEFINED; /* (the stack may have moved) */
    if (fn != SX_EXCEPTION && (mode == SX_AG_MAP || mode == SX_AG_FILTER))
        out = result_array(vm, mode == SX_AG_MAP ? len : 0);
    if (fn == SX_EXCEPTION || out == SX_EXCEPTION) {
        sx_temp_pop(vm, 1);
        return SX_EXCEPTION;
    }
    sx_temp_push(vm, out);
    bool backwards = mode == SX_AG_FINDLAST || mode == SX_AG_FINDLASTINDEX;
    bool skip_holes = mode <= SX_AG_EVERY; /* find* visit every index */
    sx_value result = mode == SX_AG_SOME                                       ? SX_FALSE
                      : mode == SX_AG_EVERY                                    ? SX_TRUE
                      : mode == SX_AG_FINDINDEX || mode == SX_AG_FINDLASTINDEX ? sx_number(-1)
                                                                               : out;
    uint32_t run = 0;
    for (double n = 0; n < len; n++) {
        double k = backwards ? len - 1 - n : n;
        int present = step(vm) ? (skip_holes ? has_index(vm, o, k) : 1) : -1;
        if (present == 0 && ++run >= HOLE_RUN) { /* a long hole: jump over it */
            double next = next_present(vm, o, k, backwards, len);
            present = next == -2 ? -1 : 0;
            n = (backwards ? len - 1 - next : next) - 1;
            run = 0;
        }
        if (present == 0) continue;
        run = 0;
        sx_value elem = present < 0 ? SX_EXCEPTION : get_index(vm, o, k);
        if (elem == SX_EXCEPTION) {
            result = SX_EXCEPTION;
            break;
        }
        sx_temp_push(vm, elem);
        sx_value args[3] = {elem, sx_number(k), o};
        sx_value r = sx_call(vm, fn, this_arg, 3, args);
        int go = r == SX_EXCEPTION ? -1 : iterate_one(vm, mode, out, k, elem, r, &result);
        sx_temp_pop(vm, 1);
        if (go < 0) result = SX_EXCEPTION;
        if (go <= 0) break;
    }
    sx_temp_pop(vm, 2);
    return result;
}

sx_value sx_array_generic_reduce(sx_vm *vm, sx_value t, int argc, const sx_value *argv, bool right) {
    (void)argv; /* read through sx_args_now: a getter may move the stack */
    sx_value o = this_object(vm, t, right ? "reduceRight" : "reduce");
    if (o == SX_EXCEPTION) return o;
    sx_temp_push(vm, o);
    double len, n = 0;
    sx_value fn = length_of(vm, o, &len) ? callback_of(vm, argc, sx_args_now(vm)) : SX_EXCEPTION;
    sx_value acc = argc >= 2 ? sx_args_now(vm)[1] : SX_EMPTY;
    while (fn != SX_EXCEPTION && acc == SX_EMPTY && n < len) { /* the first present element */
        double k = right ? len - 1 - n++ : n++;
        int present = step(vm) ? has_index(vm, o, k) : -1;
        if (present != 0) acc = present < 0 ? SX_EXCEPTION : get_index(vm, o, k);
        if (acc == SX_EXCEPTION) fn = SX_EXCEPTION;
    }
    if (fn != SX_EXCEPTION && acc == SX_EMPTY) fn = sx_throw_type(vm, "Reduce of empty array with no initial value");
    if (fn == SX_EXCEPTION) {
        sx_temp_pop(vm, 1);
        return SX_EXCEPTION;
    }
    sx_temp_push(vm, acc);
    uint32_t slot = vm->ntemps - 1;
    for (uint32_t run = 0; n < len; n++) {
        double k = right ? len - 1 - n : n;
        int present = step(vm) ? has_index(vm, o, k) : -1;
        if (present == 0 && ++run >= HOLE_RUN) { /* a long hole: jump over it */
            double next = next_present(vm, o, k, right, len);
            present = next == -2 ? -1 : 0;
            n = (right ? len - 1 - next : next) - 1;
            run = 0;
        }
        if (present == 0) continue;
        run = 0;
        sx_value elem = present < 0 ? SX_EXCEPTION : get_index(vm, o, k);
        sx_value args[4] = {vm->temps[slot], elem, sx_number(k), o};
        sx_value r = elem == SX_EXCEPTION ? SX_EXCEPTION : sx_call(vm, fn, SX_UNDEFINED, 4, args);
        if (r == SX_EXCEPTION) {
            sx_temp_pop(vm, 2);
            return r;
        }
        vm->temps[slot] = r;
    }
    acc = vm->temps[slot];
    sx_temp_pop(vm, 2);
    return acc;
}

/* The start index of indexOf/includes (forwards) or lastIndexOf (backwards); false on exception,
 * *none when the search is empty. */
static bool search_start(sx_vm *vm, int argc, const sx_value *argv, double len, bool backwards, double *k, bool *none) {
    double n = backwards ? len - 1 : 0;
    *none = false;
    if (argc > 1) {
        if (!sx_to_number(vm, argv[1], &n)) return false;
        n = n != n ? 0 : sx_double_to_integer(n);
    }
    if (backwards) {
        *k = n >= 0 ? (n < len - 1 ? n : len - 1) : len + n;
        *none = *k < 0;
    } else {
        *k = n >= 0 ? n : (len + n < 0 ? 0 : len + n);
        *none = *k >= len;
    }
    return true;
}

sx_value sx_array_generic_search(sx_vm *vm, sx_value t, int argc, const sx_value *argv, int mode) {
    static const char *const names[] = {"indexOf", "lastIndexOf", "includes"};
    sx_value o = this_object(vm, t, names[mode]);
    if (o == SX_EXCEPTION) return o;
    sx_temp_push(vm, o);
    sx_value target = sx_arg(argc, argv, 0);
    sx_value result = mode == 2 ? SX_FALSE : sx_number(-1);
    double len, k;
    bool none = true, backwards = mode == 1;
    if (!length_of(vm, o, &len) || (len > 0 && !search_start(vm, argc, sx_args_now(vm), len, backwards, &k, &none)))
        result = SX_EXCEPTION;
    /* includes reads holes as undefined: it skips them only when looking for something else */
    bool skips = mode != 2 || target != SX_UNDEFINED;
    for (uint32_t run = 0; result != SX_EXCEPTION && !none && (backwards ? k >= 0 : k < len); k += backwards ? -1 : 1) {
        int present = step(vm) ? (skips ? has_index(vm, o, k) : 1) : -1;
        if (present == 0 && skips && ++run >= HOLE_RUN) { /* a long hole: jump over it */
            double next = next_present(vm, o, k, backwards, len);
            if (next == -2) present = -1;
            else k = next + (backwards ? 1 : -1);
            run = 0;
        }
        if (present == 0) continue;
        run = 0;
        sx_value elem = present < 0 ? SX_EXCEPTION : get_index(vm, o, k);
        if (elem == SX_EXCEPTION) {
            result = SX_EXCEPTION;
        } else if (mode == 2 ? sx_same_value_zero(elem, target) : sx_strict_equals(elem, target)) {
            result = mode == 2 ? SX_TRUE : sx_number(k);
            break;
        }
    }
    sx_temp_pop(vm, 1);
    return result;
}

/* DeletePropertyOrThrow(o, k), with V8's message when the property cannot be deleted. */
static bool delete_index(sx_vm *vm, sx_value o, double k) {
    sx_value d = sx_delete_index(vm, o, sx_number(k));
    if (d == SX_FALSE) {
        char what[96];
        sx_value_label(vm, o, what, sizeof what);
        d = sx_throw_type(vm, "Cannot delete property '%.0f' of %s", k, what);
    }
    return d != SX_EXCEPTION;
}

/* Set(o, k, v, true), v kept alive while a setter runs. */
static bool set_index(sx_vm *vm, sx_value o, double k, sx_value v) {
    sx_temp_push(vm, v);
    bool ok = sx_set_index(vm, o, sx_number(k), v);
    sx_temp_pop(vm, 1);
    return ok;
}

/* The element move of shift, unshift, splice and copyWithin: o[to] = o[from] when o has from,
 * else delete o[to]. One step of the meter. */
static bool move_index(sx_vm *vm, sx_value o, double from, double to) {
    int present = step(vm) ? has_index(vm, o, from) : -1;
    if (present <= 0) return present == 0 && delete_index(vm, o, to);
    sx_value v = get_index(vm, o, from);
    return v != SX_EXCEPTION && set_index(vm, o, to, v);
}

/* CreateDataPropertyOrThrow(a, n, o[k]) when o has k (the copy of slice and splice). */
static bool copy_index(sx_vm *vm, sx_value o, double k, sx_value a, double n) {
    int present = step(vm) ? has_index(vm, o, k) : -1;
    if (present <= 0) return present == 0;
    sx_value v = get_index(vm, o, k);
    if (v == SX_EXCEPTION) return false;
    sx_temp_push(vm, v);
    bool ok = sx_define_index(vm, sx_as_object(a), sx_number(n), v);
    sx_temp_pop(vm, 1);
    return ok;
}

/* ToIntegerOrInfinity(v), NaN as 0. */
static bool to_integer(sx_vm *vm, sx_value v, double *out) {
    double d;
    if (!sx_to_number(vm, v, &d)) return false;
    *out = d != d ? 0 : sx_double_to_integer(d);
    return true;
}

/* A relative index argument (slice, splice, fill, copyWithin ...) clamped to [0, len]; dflt
 * when v is undefined. */
static bool relative_index(sx_vm *vm, sx_value v, double len, double dflt, double *out) {
    double d = dflt;
    if (v != SX_UNDEFINED && !to_integer(vm, v, &d)) return false;
    *out = d < 0 ? (len + d < 0 ? 0 : len + d) : (d > len ? len : d);
    return true;
}

/* The TypeError of a method whose result would pass 2^53 - 1 elements. */
static bool too_long(sx_vm *vm) {
    sx_throw_type(vm, "Invalid array length");
    return false;
}

/* Set(o, "length", len, true). */
static bool set_length(sx_vm *vm, sx_value o, double len) { return sx_set(vm, o, vm->atoms.length, sx_number(len)); }

sx_value sx_array_generic_push(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argv; /* read through sx_args_now: a getter may move the stack */
    sx_value o = this_object(vm, t, "push");
    if (o == SX_EXCEPTION) return o;
    sx_temp_push(vm, o);
    double len;
    bool ok = length_of(vm, o, &len);
    if (ok && len + argc > MAX_SAFE_LENGTH) {
        sx_throw_type(vm,
                      "Pushing %d elements on an array-like of length %.0f is disallowed, as the total surpasses "
                      "2**53-1",
                      argc, len);
        ok = false;
    }
    for (int i = 0; ok && i < argc; i++, len++) ok = sx_set_index(vm, o, sx_number(len), sx_args_now(vm)[i]);
    ok = ok && set_length(vm, o, len);
    sx_temp_pop(vm, 1);
    return ok ? sx_number(len) : SX_EXCEPTION;
}

sx_value sx_array_generic_pop(sx_vm *vm, sx_value t) {
    sx_value o = this_object(vm, t, "pop");
    if (o == SX_EXCEPTION) return o;
    sx_temp_push(vm, o);
    double len;
    sx_value elem = length_of(vm, o, &len) ? SX_UNDEFINED : SX_EXCEPTION;
    if (elem != SX_EXCEPTION && len > 0) {
        elem = get_index(vm, o, len - 1);
        if (elem != SX_EXCEPTION) {
            sx_temp_push(vm, elem);
            if (!delete_index(vm, o, len - 1)) elem = SX_EXCEPTION;
            sx_temp_pop(vm, 1);
        }
        len--;
    }
    if (elem != SX_EXCEPTION && !set_length(vm, o, len)) elem = SX_EXCEPTION;
    sx_temp_pop(vm, 1);
    return elem;
}

/* The steps shared by the methods below: o = ToObject(this) pushed as a temp, len read. */
static sx_value begin(sx_vm *vm, sx_value t, const char *method, double *len) {
    sx_value o = this_object(vm, t, method);
    if (o == SX_EXCEPTION) return o;
    sx_temp_push(vm, o);
    if (length_of(vm, o, len)) return o;
    sx_temp_pop(vm, 1);
    return SX_EXCEPTION;
}

sx_value sx_array_generic_slice(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argv; /* read through sx_args_now: a getter may move the stack */
    double len, k, final;
    sx_value o = begin(vm, t, "slice", &len);
    if (o == SX_EXCEPTION) return o;
    sx_value a = relative_index(vm, sx_arg(argc, sx_args_now(vm), 0), len, 0, &k) &&
                         relative_index(vm, sx_arg(argc, sx_args_now(vm), 1), len, len, &final)
                     ? result_array(vm, final > k ? final - k : 0)
                     : SX_EXCEPTION;
    sx_temp_push(vm, a == SX_EXCEPTION ? SX_UNDEFINED : a);
    double n = 0;
    for (; a != SX_EXCEPTION && k < final; k++, n++)
        if (!copy_index(vm, o, k, a, n)) a = SX_EXCEPTION;
    if (a != SX_EXCEPTION && !set_length(vm, a, n)) a = SX_EXCEPTION;
    sx_temp_pop(vm, 2);
    return a;
}

/* The elements after the deleted ones move to their new place (splice's steps 15-16). */
static bool splice_move(sx_vm *vm, sx_value o, double len, double start, double del, double items) {
    if (items < del) {
        for (double k = start; k < len - del; k++)
            if (!move_index(vm, o, k + del, k + items)) return false;
        for (double k = len; k > len - del + items; k--)
            if (!step(vm) || !delete_index(vm, o, k - 1)) return false;
    } else if (items > del) {
        for (double k = len - del; k > start; k--)
            if (!move_index(vm, o, k + del - 1, k + items - 1)) return false;
    }
    return true;
}

/* splice's start and delete count (steps 3-11); false on exception. */
static bool splice_range(sx_vm *vm, int argc, double len, double *start, double *del) {
    if (!relative_index(vm, sx_arg(argc, sx_args_now(vm), 0), len, 0, start)) return false;
    *del = argc == 0 ? 0 : len - *start;
    if (argc >= 2) {
        double d;
        if (!to_integer(vm, sx_args_now(vm)[1], &d)) return false;
        *del = d < 0 ? 0 : (d > len - *start ? len - *start : d);
    }
    return true;
}

sx_value sx_array_generic_splice(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argv;
    double len, start, del;
    sx_value o = begin(vm, t, "splice", &len);
    if (o == SX_EXCEPTION) return o;
    double items = argc > 2 ? argc - 2 : 0;
    sx_value a = SX_EXCEPTION;
    if (splice_range(vm, argc, len, &start, &del) && (len + items - del <= MAX_SAFE_LENGTH || too_long(vm)))
        a = result_array(vm, del);
    sx_temp_push(vm, a == SX_EXCEPTION ? SX_UNDEFINED : a);
    for (double k = 0; a != SX_EXCEPTION && k < del; k++)
        if (!copy_index(vm, o, start + k, a, k)) a = SX_EXCEPTION;
    bool ok = a != SX_EXCEPTION && set_length(vm, a, del) && splice_move(vm, o, len, start, del, items);
    for (int i = 0; ok && i < (int)items; i++) ok = set_index(vm, o, start + i, sx_args_now(vm)[i + 2]);
    ok = ok && set_length(vm, o, len - del + items);
    sx_temp_pop(vm, 2);
    return ok ? a : SX_EXCEPTION;
}

sx_value sx_array_generic_to_spliced(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argv;
    double len, start, skip;
    sx_value o = begin(vm, t, "toSpliced", &len);
    if (o == SX_EXCEPTION) return o;
    double items = argc > 2 ? argc - 2 : 0, new_len = 0;
    sx_value a = SX_EXCEPTION;
    if (splice_range(vm, argc, len, &start, &skip)) {
        new_len = len + items - skip;
        if (new_len <= MAX_SAFE_LENGTH || too_long(vm)) a = result_array(vm, new_len);
    }
    sx_temp_push(vm, a == SX_EXCEPTION ? SX_UNDEFINED : a);
    double i = 0, r = start + skip;
    for (; a != SX_EXCEPTION && i < start; i++) {
        sx_value v = step(vm) ? get_index(vm, o, i) : SX_EXCEPTION;
        if (v == SX_EXCEPTION || !set_index(vm, a, i, v)) a = SX_EXCEPTION;
    }
    for (int j = 0; a != SX_EXCEPTION && j < (int)items; j++, i++)
        if (!set_index(vm, a, i, sx_args_now(vm)[j + 2])) a = SX_EXCEPTION;
    for (; a != SX_EXCEPTION && i < new_len; i++, r++) {
        sx_value v = step(vm) ? get_index(vm, o, r) : SX_EXCEPTION;
        if (v == SX_EXCEPTION || !set_index(vm, a, i, v)) a = SX_EXCEPTION;
    }
    sx_temp_pop(vm, 2);
    return a;
}

sx_value sx_array_generic_fill(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argv;
    double len, k, final;
    sx_value o = begin(vm, t, "fill", &len);
    if (o == SX_EXCEPTION) return o;
    bool ok = relative_index(vm, sx_arg(argc, sx_args_now(vm), 1), len, 0, &k) &&
              relative_index(vm, sx_arg(argc, sx_args_now(vm), 2), len, len, &final);
    for (; ok && k < final; k++) ok = step(vm) && set_index(vm, o, k, sx_arg(argc, sx_args_now(vm), 0));
    sx_temp_pop(vm, 1);
    return ok ? o : SX_EXCEPTION;
}

sx_value sx_array_generic_copy_within(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argv;
    double len, to = 0, from = 0, final = 0; /* (read below even when an argument's conversion threw) */
    sx_value o = begin(vm, t, "copyWithin", &len);
    if (o == SX_EXCEPTION) return o;
    bool ok = relative_index(vm, sx_arg(argc, sx_args_now(vm), 0), len, 0, &to) &&
              relative_index(vm, sx_arg(argc, sx_args_now(vm), 1), len, 0, &from) &&
              relative_index(vm, sx_arg(argc, sx_args_now(vm), 2), len, len, &final);
    double count = ok ? fmin(final - from, len - to) : 0, dir = 1;
    if (from < to && to < from + count) { /* overlapping, target after source: copy backwards */
        dir = -1;
        from += count - 1;
        to += count - 1;
    }
    for (; ok && count > 0; count--, from += dir, to += dir) ok = move_index(vm, o, from, to);
    sx_temp_pop(vm, 1);
    return ok ? o : SX_EXCEPTION;
}

sx_value sx_array_generic_unshift(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argv;
    double len;
    sx_value o = begin(vm, t, "unshift", &len);
    if (o == SX_EXCEPTION) return o;
    bool ok = argc == 0 || len + argc <= MAX_SAFE_LENGTH || too_long(vm);
    for (double k = len; ok && argc > 0 && k > 0; k--) ok = move_index(vm, o, k - 1, k + argc - 1);
    for (int j = 0; ok && j < argc; j++) ok = set_index(vm, o, j, sx_args_now(vm)[j]);
    ok = ok && set_length(vm, o, len + argc);
    sx_temp_pop(vm, 1);
    return ok ? sx_number(len + argc) : SX_EXCEPTION;
}

sx_value sx_array_generic_shift(sx_vm *vm, sx_value t) {
    double len;
    sx_value o = begin(vm, t, "shift", &len);
    if (o == SX_EXCEPTION) return o;
    sx_value first = len == 0 ? SX_UNDEFINED : get_index(vm, o, 0);
    sx_temp_push(vm, first);
    bool ok = first != SX_EXCEPTION;
    for (double k = 1; ok && k < len; k++) ok = move_index(vm, o, k, k - 1);
    ok = ok && (len == 0 || delete_index(vm, o, len - 1)) && set_length(vm, o, len == 0 ? 0 : len - 1);
    sx_temp_pop(vm, 2);
    return ok ? first : SX_EXCEPTION;
}

/* reverse: swap o[lower] and o[upper] (either may be missing: then the other is deleted). */
static bool swap_ends(sx_vm *vm, sx_value o, double lower, double upper) {
    int has_lo = step(vm) ? has_index(vm, o, lower) : -1;
    sx_value lo = has_lo > 0 ? get_index(vm, o, lower) : SX_UNDEFINED;
    if (has_lo < 0 || lo == SX_EXCEPTION) return false;
    sx_temp_push(vm, lo);
    int has_up = has_index(vm, o, upper);
    sx_value up = has_up > 0 ? get_index(vm, o, upper) : SX_UNDEFINED;
    bool ok = has_up >= 0 && up != SX_EXCEPTION;
    if (ok && has_up > 0) ok = set_index(vm, o, lower, up);
    else if (ok && has_lo > 0) ok = delete_index(vm, o, lower);
    if (ok && has_lo > 0) ok = set_index(vm, o, upper, vm->temps[vm->ntemps - 1]);
    else if (ok && has_up > 0) ok = delete_index(vm, o, upper);
    sx_temp_pop(vm, 1);
    return ok;
}

sx_value sx_array_generic_reverse(sx_vm *vm, sx_value t) {
    double len;
    sx_value o = begin(vm, t, "reverse", &len);
    if (o == SX_EXCEPTION) return o;
    bool ok = true;
    for (double lower = 0, middle = floor(len / 2); ok && lower != middle; lower++)
        ok = swap_ends(vm, o, lower, len - lower - 1);
    sx_temp_pop(vm, 1);
    return ok ? o : SX_EXCEPTION;
}

/* One element's text: ToString(Invoke(v, "toLocaleString", locales, options)); false on exception. */
static bool locale_text(sx_vm *vm, sx_value v, int argc, sx_strbuf *b) {
    sx_string *name = sx_atom(vm, "toLocaleString");
    sx_value fn = name ? sx_get(vm, v, name) : SX_EXCEPTION;
    if (fn == SX_EXCEPTION) return false;
    if (!sx_is_callable(fn)) {
        char what[96];
        sx_value_label(vm, fn, what, sizeof what);
        sx_throw_type(vm, "%s is not a function", what);
        return false;
    }
    sx_value args[2] = {sx_arg(argc, sx_args_now(vm), 0), sx_arg(argc, sx_args_now(vm), 1)};
    sx_value r = sx_call(vm, fn, v, argc < 2 ? argc : 2, args);
    sx_string *s = r == SX_EXCEPTION ? NULL : sx_to_string(vm, r);
    if (s != NULL) sx_strbuf_string(b, s);
    return s != NULL;
}

sx_value sx_array_generic_to_locale_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argv;
    double len;
    sx_value o = begin(vm, t, "toLocaleString", &len);
    if (o == SX_EXCEPTION) return o;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    bool ok = true;
    for (double k = 0; ok && k < len && !b.failed; k++) {
        if (k > 0) sx_strbuf_unit(&b, ',');
        sx_value v = step(vm) ? get_index(vm, o, k) : SX_EXCEPTION;
        ok = v != SX_EXCEPTION;
        if (ok && !sx_is_nullish(v)) {
            sx_temp_push(vm, v);
            ok = locale_text(vm, v, argc, &b);
            sx_temp_pop(vm, 1);
        }
    }
    sx_temp_pop(vm, 1);
    if (!ok) {
        sx_strbuf_discard(&b);
        return SX_EXCEPTION;
    }
    sx_string *r = sx_strbuf_finish(&b);
    return r ? sx_from_string(r) : SX_EXCEPTION;
}

sx_value sx_array_generic_at(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argv; /* read through sx_args_now: length's getter may move the stack */
    sx_value o = this_object(vm, t, "at");
    if (o == SX_EXCEPTION) return o;
    sx_temp_push(vm, o);
    double len, k = 0;
    bool ok = length_of(vm, o, &len) && (argc < 1 || sx_to_number(vm, sx_args_now(vm)[0], &k));
    sx_value r = SX_UNDEFINED;
    if (!ok) r = SX_EXCEPTION;
    else {
        k = k != k ? 0 : sx_double_to_integer(k);
        if (k < 0) k += len;
        if (k >= 0 && k < len) r = get_index(vm, o, k);
    }
    sx_temp_pop(vm, 1);
    return r;
}
