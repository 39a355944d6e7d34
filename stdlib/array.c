/* array.c - the Array constructor and Array.prototype (ES2023), plus built-in iterator next(). */
#include <math.h>
#include <stdio.h>

#include "runtime/iter.h"
#include "stdlib/array_generic.h"
#include "stdlib/stdlib.h"
#include "vm/meter.h"

/* -- helpers -- */

/* `this` as an array, or a TypeError naming the method. */
static sx_object *this_array(sx_vm *vm, sx_value t, const char *method) {
    if (sx_is_array(t)) return sx_as_object(t);
    sx_throw_type(vm, "Array.prototype.%s called on a non-array value", method);
    return NULL;
}

/* The errors of writes to frozen, sealed and non-extensible arrays, in V8's words. `key` is the
 * first element (or "length") the method would write, add or delete. */
static bool read_only(sx_vm *vm, const char *key) {
    sx_throw_type(vm, "Cannot assign to read only property '%s' of object '[object Array]'", key);
    return false;
}

static bool read_only_at(sx_vm *vm, uint32_t i) {
    char key[16];
    snprintf(key, sizeof key, "%u", i);
    return read_only(vm, key);
}

static bool cannot_add(sx_vm *vm, uint32_t i) {
    sx_throw_type(vm, "Cannot add property %u, object is not extensible", i);
    return false;
}

static bool cannot_delete(sx_vm *vm, uint32_t i) {
    sx_throw_type(vm, "Cannot delete property '%u' of [object Array]", i);
    return false;
}

/* Writing element i (a frozen array refuses). */
static bool check_mutable_at(sx_vm *vm, sx_object *a, uint32_t i) {
    return !(a->oflags & SX_OBJ_FROZEN) || read_only_at(vm, i);
}

/* Adding elements from index i on needs an extensible array (preventExtensions, seal, freeze). */
static bool check_growable_at(sx_vm *vm, sx_object *a, uint32_t i) {
    return (a->oflags & SX_OBJ_EXTENSIBLE) || cannot_add(vm, i);
}

/* Setting the length of a frozen array. */
static bool check_length_writable(sx_vm *vm, sx_object *a) {
    return !(a->oflags & SX_OBJ_FROZEN) || read_only(vm, "length");
}

/* Relative index argument (slice, at, fill ...): clamps to [0, len]. */
static bool relative_index(sx_vm *vm, sx_value v, uint32_t len, uint32_t dflt, uint32_t *out) {
    if (v == SX_UNDEFINED) {
        *out = dflt;
        return true;
    }
    double d;
    if (!sx_to_number(vm, v, &d)) return false;
    d = sx_double_to_integer(d);
    if (d < 0) d = d + len < 0 ? 0 : d + len;
    *out = d > len ? len : (uint32_t)d;
    return true;
}

static sx_value callback_arg(sx_vm *vm, int argc, const sx_value *argv) {
    sx_value fn = sx_arg(argc, argv, 0);
    if (sx_is_callable(fn)) return fn;
    sx_string *s = sx_is_object(fn) ? sx_atom(vm, "#<Object>") : sx_to_string(vm, fn);
    char text[128] = "value";
    if (s) sx_string_to_utf8(s, text, sizeof text);
    return sx_throw_type(vm, "%s is not a function", text);
}

/* The array a callback is given: a itself, or the array-like a method was called on (a generic
 * call works on a copy, array_like_copy). */
static sx_value callback_array(const sx_vm *vm, sx_object *a) {
    return sx_js_state(vm)->generic_copy == a ? sx_js_state(vm)->generic_origin : sx_from_object(a);
}

/* Call fn(element, index, array) with thisArg. */
static sx_value call_element(sx_vm *vm, sx_value fn, sx_value this_arg, sx_object *a, uint32_t i) {
    sx_value args[3] = {sx_array_get(a, i), sx_number(i), callback_array(vm, a)};
    return sx_call(vm, fn, this_arg, 3, args);
}

static sx_value new_array_value(sx_vm *vm, uint32_t cap) {
    sx_object *a = sx_array_new(vm, cap);
    return a ? sx_from_object(a) : SX_EXCEPTION;
}

/* -- iteration methods: forEach map filter some every find* -- */

typedef enum {
    IT_FOREACH,
    IT_MAP,
    IT_FILTER,
    IT_SOME,
    IT_EVERY,
    IT_FIND,
    IT_FINDINDEX,
    IT_FINDLAST,
    IT_FINDLASTINDEX
} iter_mode;

static sx_value iterate(sx_vm *vm, sx_value t, int argc, const sx_value *argv, iter_mode mode, const char *name) {
    sx_object *a = this_array(vm, t, name);
    if (a == NULL) return SX_EXCEPTION;
    sx_value fn = callback_arg(vm, argc, argv);
    if (fn == SX_EXCEPTION) return fn;
    sx_value this_arg = sx_arg(argc, argv, 1);
    sx_value out = SX_UNDEFINED;
    if (mode == IT_MAP || mode == IT_FILTER) {
        out = new_array_value(vm, mode == IT_MAP ? a->u.array.len : 0);
        if (out == SX_EXCEPTION) return out;
        if (mode == IT_MAP) sx_array_set_length(vm, sx_as_object(out), a->u.array.len);
    }
    sx_temp_push(vm, out);
    sx_temp_push(vm, this_arg);
    bool backwards = mode == IT_FINDLAST || mode == IT_FINDLASTINDEX;
    uint32_t len = a->u.array.len;
    sx_value result = mode == IT_SOME                                    ? SX_FALSE
                      : mode == IT_EVERY                                 ? SX_TRUE
                      : mode == IT_FINDINDEX || mode == IT_FINDLASTINDEX ? sx_number(-1)
                                                                         : out;
    for (uint32_t k = 0; k < len; k++) {
        uint32_t i = backwards ? len - 1 - k : k;
        bool hole = i >= a->u.array.len || a->u.array.items[i] == SX_EMPTY;
        if (hole && mode <= IT_EVERY) continue; /* these skip holes; find* visit them */
        sx_value elem = sx_array_get(a, i);
        sx_value r = call_element(vm, fn, this_arg, a, i);
        if (r == SX_EXCEPTION) {
            result = r;
            break;
        }
        bool truthy = sx_to_boolean(r);
        if (mode == IT_MAP) {
            sx_object *o = sx_as_object(out);
            if (i < o->u.array.len) o->u.array.items[i] = r;
        } else if (mode == IT_FILTER && truthy) {
            if (!sx_array_push(vm, sx_as_object(out), elem)) {
                result = SX_EXCEPTION;
                break;
            }
        } else if (mode == IT_SOME && truthy) {
            result = SX_TRUE;
            break;
        } else if (mode == IT_EVERY && !truthy) {
            result = SX_FALSE;
            break;
        } else if ((mode == IT_FIND || mode == IT_FINDLAST) && truthy) {
            result = elem;
            break;
        } else if ((mode == IT_FINDINDEX || mode == IT_FINDLASTINDEX) && truthy) {
            result = sx_number(i);
            break;
        }
    }
    sx_temp_pop(vm, 2);
    return result;
}

#define SX_ITER_METHOD(cname, mode, jsname)                                                                            \
    static sx_value cname(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {                                     \
        return iterate(vm, t, argc, argv, mode, jsname);                                                               \
    }
SX_ITER_METHOD(array_for_each, IT_FOREACH, "forEach")
SX_ITER_METHOD(array_map, IT_MAP, "map")
SX_ITER_METHOD(array_filter, IT_FILTER, "filter")
SX_ITER_METHOD(array_some, IT_SOME, "some")
SX_ITER_METHOD(array_every, IT_EVERY, "every")
SX_ITER_METHOD(array_find, IT_FIND, "find")
SX_ITER_METHOD(array_find_index, IT_FINDINDEX, "findIndex")
SX_ITER_METHOD(array_find_last, IT_FINDLAST, "findLast")
SX_ITER_METHOD(array_find_last_index, IT_FINDLASTINDEX, "findLastIndex")

static sx_value reduce(sx_vm *vm, sx_value t, int argc, const sx_value *argv, bool right) {
    sx_object *a = this_array(vm, t, right ? "reduceRight" : "reduce");
    if (a == NULL) return SX_EXCEPTION;
    sx_value fn = callback_arg(vm, argc, argv);
    if (fn == SX_EXCEPTION) return fn;
    uint32_t len = a->u.array.len, k = 0;
    sx_value acc = SX_EMPTY;
    if (argc >= 2) acc = argv[1];
    for (; acc == SX_EMPTY && k < len; k++) {
        uint32_t i = right ? len - 1 - k : k;
        if (a->u.array.items[i] != SX_EMPTY) acc = a->u.array.items[i];
    }
    if (acc == SX_EMPTY) return sx_throw_type(vm, "Reduce of empty array with no initial value");
    sx_temp_push(vm, acc);
    uint32_t slot = vm->ntemps - 1;
    for (; k < len; k++) {
        uint32_t i = right ? len - 1 - k : k;
        if (i >= a->u.array.len || a->u.array.items[i] == SX_EMPTY) continue;
        sx_value args[4] = {vm->temps[slot], a->u.array.items[i], sx_number(i), callback_array(vm, a)};
        sx_value r = sx_call(vm, fn, SX_UNDEFINED, 4, args);
        if (r == SX_EXCEPTION) {
            sx_temp_pop(vm, 1);
            return r;
        }
        vm->temps[slot] = r;
    }
    acc = vm->temps[slot];
    sx_temp_pop(vm, 1);
    return acc;
}

static sx_value array_reduce(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return reduce(vm, t, argc, argv, false);
}
static sx_value array_reduce_right(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return reduce(vm, t, argc, argv, true);
}

/* -- mutators -- */

static sx_value array_push(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *a = this_array(vm, t, "push");
    if (a == NULL || (argc == 0 && !check_length_writable(vm, a)) ||
        (argc > 0 && !check_growable_at(vm, a, a->u.array.len)))
        return SX_EXCEPTION;
    for (int i = 0; i < argc; i++)
        if (!sx_array_push(vm, a, argv[i])) return SX_EXCEPTION;
    return sx_number(a->u.array.len);
}

static sx_value array_pop(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_object *a = this_array(vm, t, "pop");
    if (a == NULL) return SX_EXCEPTION;
    if (a->u.array.len == 0) return check_length_writable(vm, a) ? SX_UNDEFINED : SX_EXCEPTION;
    if ((a->oflags & SX_OBJ_SEALED) && !cannot_delete(vm, a->u.array.len - 1)) return SX_EXCEPTION;
    sx_value v = sx_array_get(a, a->u.array.len - 1);
    a->u.array.len--;
    return v;
}

static sx_value array_shift(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_object *a = this_array(vm, t, "shift");
    if (a == NULL) return SX_EXCEPTION;
    uint32_t len = a->u.array.len;
    if (len == 0) return check_length_writable(vm, a) ? SX_UNDEFINED : SX_EXCEPTION;
    if (len > 1 && !check_mutable_at(vm, a, 0)) return SX_EXCEPTION;
    sx_value v = sx_array_get(a, 0);
    if (!(a->oflags & SX_OBJ_SEALED)) {
        sx_array_drop_first(a); /* O(1): a queue drained with shift stays linear */
        return v;
    }
    /* sealed: the elements move down, but the last one cannot be deleted */
    memmove(a->u.array.items, a->u.array.items + 1, (len - 1) * sizeof(sx_value));
    if (!cannot_delete(vm, len - 1)) return SX_EXCEPTION;
    a->u.array.len--;
    return v;
}

/* Replace deleteCount elements at start by the n values in `items` (they must not move). */
static bool splice_in(sx_vm *vm, sx_object *a, uint32_t start, uint32_t del, const sx_value *items, uint32_t n) {
    uint32_t len = a->u.array.len, tail = len - start - del;
    if (!sx_meter_elements(vm, (uint64_t)tail + n)) return false; /* the moves are charged */
    if (n > del) {
        if (!sx_array_set_length(vm, a, len + (n - del))) return false;
    }
    memmove(a->u.array.items + start + n, a->u.array.items + start + del, tail * sizeof(sx_value));
    memcpy(a->u.array.items + start, items, n * sizeof(sx_value));
    a->u.array.len = start + n + tail;
    return true;
}

static sx_value array_unshift(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *a = this_array(vm, t, "unshift");
    uint32_t len = a ? a->u.array.len : 0;
    if (a == NULL || (argc == 0 && !check_length_writable(vm, a)) ||
        (argc > 0 && !check_growable_at(vm, a, len > 0 ? len + (uint32_t)argc - 1 : 0)))
        return SX_EXCEPTION;
    if (!splice_in(vm, a, 0, 0, argv, (uint32_t)argc)) return SX_EXCEPTION;
    return sx_number(a->u.array.len);
}

/* Why splice(start, del, ...n items) cannot change a frozen array: the first write the
 * specification's steps make (moving the tail, writing the items, or setting the length). */
static bool frozen_splice_error(sx_vm *vm, uint32_t len, uint32_t start, uint32_t del, uint32_t n) {
    uint32_t tail = len - start - del;
    if (n < del) return tail > 0 ? read_only_at(vm, start + n) : cannot_delete(vm, len - 1);
    if (n == del) return n > 0 ? read_only_at(vm, start) : read_only(vm, "length");
    if (tail > 0) return cannot_add(vm, len + n - del - 1);
    return del > 0 ? read_only_at(vm, start) : cannot_add(vm, len);
}

/* May splice replace del elements at start by the n items? Sealed arrays move their tail down and
 * then fail to delete their last element; non-extensible ones cannot grow (without a tail to
 * move, the items that fit are written first). */
static bool check_splice(sx_vm *vm, sx_object *a, uint32_t start, uint32_t del, const sx_value *items, uint32_t n) {
    uint32_t len = a->u.array.len, tail = len - start - del;
    if (a->oflags & SX_OBJ_FROZEN) return frozen_splice_error(vm, len, start, del, n);
    if (n < del && (a->oflags & SX_OBJ_SEALED)) {
        memmove(a->u.array.items + start + n, a->u.array.items + start + del, tail * sizeof(sx_value));
        return cannot_delete(vm, len - 1);
    }
    if (n <= del || (a->oflags & SX_OBJ_EXTENSIBLE)) return true;
    if (tail == 0) memcpy(a->u.array.items + start, items, del * sizeof(sx_value));
    return cannot_add(vm, tail > 0 ? len + n - del - 1 : len);
}

static sx_value array_splice(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *a = this_array(vm, t, "splice");
    if (a == NULL) return SX_EXCEPTION;
    uint32_t len = a->u.array.len, start, del;
    if (!relative_index(vm, sx_arg(argc, argv, 0), len, 0, &start)) return SX_EXCEPTION;
    if (argc == 0) del = 0;
    else if (argc == 1) del = len - start;
    else {
        double d;
        if (!sx_to_number(vm, argv[1], &d)) return SX_EXCEPTION;
        d = sx_double_to_integer(d);
        del = d < 0 ? 0 : d > len - start ? len - start : (uint32_t)d;
    }
    /* valueOf may have resized the array: work on the length read first (missing ones are holes) */
    if (a->u.array.len != len && !sx_array_set_length(vm, a, len)) return SX_EXCEPTION;
    sx_object *removed = sx_array_new(vm, del);
    if (removed == NULL) return SX_EXCEPTION;
    memcpy(removed->u.array.items, a->u.array.items + start, del * sizeof(sx_value));
    removed->u.array.len = del;
    uint32_t n = argc > 2 ? (uint32_t)argc - 2 : 0;
    argv = sx_args_now(vm); /* the conversions above may have run guest code */
    if (!check_splice(vm, a, start, del, argv + 2, n)) return SX_EXCEPTION;
    if (!splice_in(vm, a, start, del, argv + 2, n)) return SX_EXCEPTION;
    return sx_from_object(removed);
}

static sx_value array_reverse(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_object *a = this_array(vm, t, "reverse");
    if (a == NULL || (a->u.array.len > 1 && !check_mutable_at(vm, a, 0))) return SX_EXCEPTION;
    if (!sx_meter_elements(vm, a->u.array.len)) return SX_EXCEPTION;
    for (uint32_t i = 0, n = a->u.array.len; i < n / 2; i++) {
        sx_value tmp = a->u.array.items[i];
        a->u.array.items[i] = a->u.array.items[n - 1 - i];
        a->u.array.items[n - 1 - i] = tmp;
    }
    return t;
}

static sx_value array_fill(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *a = this_array(vm, t, "fill");
    if (a == NULL) return SX_EXCEPTION;
    uint32_t len = a->u.array.len, start, end;
    if (!relative_index(vm, sx_arg(argc, argv, 1), len, 0, &start)) return SX_EXCEPTION;
    argv = sx_args_now(vm);
    if (!relative_index(vm, sx_arg(argc, argv, 2), len, len, &end)) return SX_EXCEPTION;
    argv = sx_args_now(vm);
    sx_value v = sx_arg(argc, argv, 0);
    if (start < end && !check_mutable_at(vm, a, start)) return SX_EXCEPTION;
    if (start < end && !sx_meter_elements(vm, end - start)) return SX_EXCEPTION;
    for (uint32_t i = start; i < end && i < a->u.array.len; i++) a->u.array.items[i] = v;
    return t;
}

/* copyWithin(target, start, end): copies elements inside the array (holes included). */
static sx_value array_copy_within(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *a = this_array(vm, t, "copyWithin");
    if (a == NULL) return SX_EXCEPTION;
    uint32_t len = a->u.array.len, to, from, end;
    if (!relative_index(vm, sx_arg(argc, argv, 0), len, 0, &to)) return SX_EXCEPTION;
    if (!relative_index(vm, sx_arg(argc, sx_args_now(vm), 1), len, 0, &from)) return SX_EXCEPTION;
    if (!relative_index(vm, sx_arg(argc, sx_args_now(vm), 2), len, len, &end)) return SX_EXCEPTION;
    len = a->u.array.len; /* the conversions may have run guest code */
    if (to > len) to = len;
    if (end > len) end = len;
    if (from < end) {
        uint32_t count = end - from < len - to ? end - from : len - to;
        bool backwards = from < to && to < from + count; /* overlapping: copied from the end */
        if (count > 0 && !check_mutable_at(vm, a, backwards ? to + count - 1 : to)) return SX_EXCEPTION;
        if (!sx_meter_elements(vm, count)) return SX_EXCEPTION;
        memmove(a->u.array.items + to, a->u.array.items + from, count * sizeof(sx_value));
    }
    return t;
}

/* -- copies -- */

static sx_value array_slice(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *a = this_array(vm, t, "slice");
    if (a == NULL) return SX_EXCEPTION;
    uint32_t len = a->u.array.len, start, end;
    if (!relative_index(vm, sx_arg(argc, argv, 0), len, 0, &start)) return SX_EXCEPTION;
    argv = sx_args_now(vm);
    if (!relative_index(vm, sx_arg(argc, argv, 1), len, len, &end)) return SX_EXCEPTION;
    if (end > a->u.array.len) end = a->u.array.len;
    if (start > end) start = end;
    uint32_t n = end > start ? end - start : 0;
    sx_object *r = sx_array_new(vm, n);
    if (r == NULL) return SX_EXCEPTION;
    memcpy(r->u.array.items, a->u.array.items + start, n * sizeof(sx_value));
    r->u.array.len = n;
    return sx_from_object(r);
}

/* IsConcatSpreadable: v[Symbol.isConcatSpreadable] (a data property: no getter runs) when set,
 * else whether v is an array. 1 yes, 0 no. */
static int concat_spreadable(sx_vm *vm, sx_value v) {
    if (!sx_is_object(v)) return 0;
    sx_value s = sx_object_find_data(vm, sx_as_object(v), sx_wk_key(vm, SX_SYM_IS_CONCAT_SPREADABLE));
    return s != SX_UNDEFINED ? sx_to_boolean(s) : sx_is_array(v);
}

/* Append the elements 0..length-1 of an array-like (missing ones stay holes). */
static bool concat_array_like(sx_vm *vm, sx_object *r, sx_value o) {
    sx_value lv = sx_get(vm, o, vm->atoms.length);
    double len = 0;
    if (lv == SX_EXCEPTION || !sx_to_number(vm, lv, &len)) return false;
    len = len != len || len < 0 ? 0 : sx_double_to_integer(len);
    if ((double)r->u.array.len + len > 4294967295.0) return sx_throw_range(vm, "Invalid array length"), false;
    for (uint32_t k = 0; k < (uint32_t)len; k++) {
        sx_string *key = sx_to_property_key(vm, sx_number(k));
        if (key == NULL || !sx_meter_elements(vm, 1)) return false; /* each index visited is charged */
        bool has = sx_has_property(vm, sx_as_object(o), key);
        if (vm->has_exception) return false;
        sx_value v = has ? sx_get(vm, o, key) : SX_EMPTY;
        if (v == SX_EXCEPTION || !sx_array_push(vm, r, v)) return false;
    }
    return true;
}

static sx_value array_concat(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    if (!sx_is_array(t)) { /* generic: an array-like `this` is the first element, not spread */
        if (sx_is_nullish(t)) return sx_throw_type(vm, "Array.prototype.concat called on null or undefined");
        sx_value o = sx_to_object(vm, t);
        sx_object *r = o == SX_EXCEPTION ? NULL : sx_array_new(vm, 1);
        if (r == NULL || !sx_array_push(vm, r, o)) return SX_EXCEPTION;
        sx_temp_push(vm, sx_from_object(r));
        sx_value out = array_concat(vm, sx_from_object(r), argc, sx_args_now(vm));
        sx_temp_pop(vm, 1);
        return out;
    }
    sx_object *a = sx_as_object(t);
    sx_object *r = sx_array_new(vm, a->u.array.len);
    if (r == NULL) return SX_EXCEPTION;
    memcpy(r->u.array.items, a->u.array.items, a->u.array.len * sizeof(sx_value));
    r->u.array.len = a->u.array.len;
    if (a->oflags & SX_OBJ_SPARSE) { /* a sparse array's elements through Get */
        sx_temp_push(vm, sx_from_object(r));
        bool ok = concat_array_like(vm, r, t);
        sx_temp_pop(vm, 1);
        if (!ok) return SX_EXCEPTION;
        argv = sx_args_now(vm);
    }
    for (int i = 0; i < argc; i++) {
        int spread = concat_spreadable(vm, argv[i]);
        if (spread < 0) return SX_EXCEPTION;
        if (spread && (!sx_is_array(argv[i]) || (sx_as_object(argv[i])->oflags & SX_OBJ_SPARSE))) {
            /* an array-like marked [Symbol.isConcatSpreadable], a sparse array */
            sx_temp_push(vm, sx_from_object(r));
            bool ok = concat_array_like(vm, r, sx_args_now(vm)[i]);
            sx_temp_pop(vm, 1);
            if (!ok) return SX_EXCEPTION;
            argv = sx_args_now(vm);
            continue;
        }
        if (!spread) {
            if (!sx_array_push(vm, r, argv[i])) return SX_EXCEPTION;
            continue;
        }
        sx_object *b = sx_as_object(argv[i]);
        for (uint32_t k = 0; k < b->u.array.len; k++)
            if (!sx_array_push(vm, r, b->u.array.items[k])) return SX_EXCEPTION;
    }
    return sx_from_object(r);
}

static sx_value array_to_reversed(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *a = this_array(vm, t, "toReversed");
    if (a == NULL) return SX_EXCEPTION;
    uint32_t n = a->u.array.len;
    sx_object *r = sx_array_new(vm, n);
    if (r == NULL) return SX_EXCEPTION;
    for (uint32_t i = 0; i < n; i++) r->u.array.items[i] = sx_array_get(a, n - 1 - i);
    r->u.array.len = n;
    (void)argc, (void)argv;
    return sx_from_object(r);
}

static sx_value array_with(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *a = this_array(vm, t, "with");
    if (a == NULL) return SX_EXCEPTION;
    double d;
    if (!sx_to_number(vm, sx_arg(argc, argv, 0), &d)) return SX_EXCEPTION;
    d = sx_double_to_integer(d);
    uint32_t n = a->u.array.len;
    double given = d;
    if (d < 0) d += n;
    if (d < 0 || d >= n) return sx_throw_range(vm, "Invalid index : %g", given);
    sx_object *r = sx_array_new(vm, n);
    if (r == NULL) return SX_EXCEPTION;
    for (uint32_t i = 0; i < n; i++) r->u.array.items[i] = sx_array_get(a, i);
    r->u.array.len = n;
    argv = sx_args_now(vm); /* ToNumber above may have run guest code */
    r->u.array.items[(uint32_t)d] = sx_arg(argc, argv, 1);
    return sx_from_object(r);
}

/* toSpliced(start, deleteCount, ...items): splice on a copy (holes read as undefined). */
static sx_value array_to_spliced(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *a = this_array(vm, t, "toSpliced");
    if (a == NULL) return SX_EXCEPTION;
    uint32_t len = a->u.array.len, start, del;
    if (!relative_index(vm, sx_arg(argc, argv, 0), len, 0, &start)) return SX_EXCEPTION;
    if (argc == 0) del = 0;
    else if (argc == 1) del = len - start;
    else {
        double d;
        if (!sx_to_number(vm, sx_args_now(vm)[1], &d)) return SX_EXCEPTION;
        d = sx_double_to_integer(d);
        del = d < 0 ? 0 : d > len - start ? len - start : (uint32_t)d;
    }
    uint32_t n = argc > 2 ? (uint32_t)argc - 2 : 0;
    len = a->u.array.len;
    if (start > len) start = len;
    if (del > len - start) del = len - start;
    sx_object *r = sx_array_new(vm, len - del + n);
    if (r == NULL) return SX_EXCEPTION;
    argv = sx_args_now(vm);
    uint32_t k = 0;
    for (uint32_t i = 0; i < start; i++) r->u.array.items[k++] = sx_array_get(a, i);
    for (uint32_t i = 0; i < n; i++) r->u.array.items[k++] = argv[2 + i];
    for (uint32_t i = start + del; i < len; i++) r->u.array.items[k++] = sx_array_get(a, i);
    r->u.array.len = k;
    return sx_from_object(r);
}

static sx_object *array_like_copy(sx_vm *vm, sx_value t, const char *method);

/* flat(depth) with an explicit work list, so deep nesting cannot overflow the C stack. */
static bool flatten_into(sx_vm *vm, sx_object *out, sx_object *src, double depth) {
    if (!sx_meter_elements(vm, src->u.array.len)) return false; /* each element visited is charged */
    for (uint32_t i = 0; i < src->u.array.len; i++) {
        sx_value v = src->u.array.items[i];
        if (v == SX_EMPTY) continue;
        if (depth >= 1 && sx_is_array(v)) {
            if (vm->native_depth + (uint32_t)vm->ntemps > 100000) {
                sx_throw_range(vm, "Maximum call stack size exceeded");
                return false;
            }
            sx_temp_push(vm, v); /* depth guard: temps grow with the nesting */
            sx_object *inner = sx_as_object(v);
            if (inner->oflags & SX_OBJ_SPARSE) { /* its elements through Get, as a dense copy */
                inner = array_like_copy(vm, v, "flat");
                if (inner == NULL) return false;
                sx_temp_push(vm, sx_from_object(inner));
            }
            bool ok = flatten_into(vm, out, inner, depth - 1);
            if (inner != sx_as_object(v)) sx_temp_pop(vm, 1);
            sx_temp_pop(vm, 1);
            if (!ok) return false;
        } else if (!sx_array_push(vm, out, v)) {
            return false;
        }
    }
    return true;
}

static sx_value array_flat(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *a = this_array(vm, t, "flat");
    if (a == NULL) return SX_EXCEPTION;
    double depth = 1;
    if (sx_arg(argc, argv, 0) != SX_UNDEFINED && !sx_to_number(vm, argv[0], &depth)) return SX_EXCEPTION;
    if (depth != depth) depth = 0;
    if (depth > 1000) depth = 1000; /* C recursion bound; deeper flattening is not meaningful */
    sx_object *r = sx_array_new(vm, 0);
    if (r == NULL || !flatten_into(vm, r, a, depth)) return SX_EXCEPTION;
    return sx_from_object(r);
}

static sx_value array_flat_map(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value mapped = iterate(vm, t, argc, argv, IT_MAP, "flatMap");
    if (mapped == SX_EXCEPTION) return mapped;
    sx_object *r = sx_array_new(vm, 0);
    if (r == NULL || !flatten_into(vm, r, sx_as_object(mapped), 1)) return SX_EXCEPTION;
    return sx_from_object(r);
}

/* -- search -- */

static sx_value index_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv, int mode) {
    static const char *names[] = {"indexOf", "lastIndexOf", "includes"};
    sx_object *a = this_array(vm, t, names[mode]);
    if (a == NULL) return SX_EXCEPTION;
    sx_value target = sx_arg(argc, argv, 0);
    uint32_t len = a->u.array.len, from;
    if (len == 0) return mode == 2 ? SX_FALSE : sx_number(-1); /* fromIndex is not read */
    if (mode == 1) {
        double d = len - 1.0;
        if (argc > 1 && !sx_to_number(vm, argv[1], &d)) return SX_EXCEPTION;
        d = sx_double_to_integer(d);
        if (d < 0) d += len;
        if (!sx_meter_elements(vm, len)) return SX_EXCEPTION; /* at most len compared */
        for (double i = d >= len ? len - 1.0 : d; i >= 0; i--)
            if (sx_strict_equals(sx_array_get(a, (uint32_t)i), target) && a->u.array.items[(uint32_t)i] != SX_EMPTY)
                return sx_number(i);
        return sx_number(-1);
    }
    if (!relative_index(vm, sx_arg(argc, argv, 1), len, 0, &from)) return SX_EXCEPTION;
    if (from < a->u.array.len && !sx_meter_elements(vm, a->u.array.len - from)) return SX_EXCEPTION;
    for (uint32_t i = from; i < a->u.array.len; i++) {
        sx_value v = a->u.array.items[i];
        if (mode == 2 ? sx_same_value_zero(v == SX_EMPTY ? SX_UNDEFINED : v, target)
                      : (v != SX_EMPTY && sx_strict_equals(v, target)))
            return mode == 2 ? SX_TRUE : sx_number(i);
    }
    return mode == 2 ? SX_FALSE : sx_number(-1);
}

static sx_value array_index_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return index_of(vm, t, argc, argv, 0);
}
static sx_value array_last_index_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return index_of(vm, t, argc, argv, 1);
}
static sx_value array_includes(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return index_of(vm, t, argc, argv, 2);
}

static sx_value array_at(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *a = this_array(vm, t, "at");
    if (a == NULL) return SX_EXCEPTION;
    double d;
    if (!sx_to_number(vm, sx_arg(argc, argv, 0), &d)) return SX_EXCEPTION;
    d = sx_double_to_integer(d);
    if (d < 0) d += a->u.array.len;
    if (d < 0 || d >= a->u.array.len) return SX_UNDEFINED;
    return sx_array_get(a, (uint32_t)d);
}

/* -- join / toString -- */

static sx_value join_elements(sx_vm *vm, sx_object *a, int argc, const sx_value *argv);

static sx_value array_join(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *a = this_array(vm, t, "join");
    if (a == NULL) return SX_EXCEPTION;
    if (a->oflags & SX_OBJ_JOINING) return sx_from_string(vm->atoms.empty); /* a cycle: [a].join() inside a */
    a->oflags |= SX_OBJ_JOINING;
    sx_value r = join_elements(vm, a, argc, argv);
    a->oflags &= (uint16_t)~SX_OBJ_JOINING;
    return r;
}

/* The elements of a joined by the separator argument (nullish ones as ""). */
static sx_value join_elements(sx_vm *vm, sx_object *a, int argc, const sx_value *argv) {
    sx_string *sep = sx_arg(argc, argv, 0) == SX_UNDEFINED ? sx_atom(vm, ",") : sx_to_string(vm, argv[0]);
    if (sep == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_string(sep));
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    for (uint32_t i = 0; i < a->u.array.len && !b.failed; i++) { /* a failed builder stops the join */
        if (i > 0) sx_strbuf_string(&b, sep);
        if (!sx_meter_elements(vm, 1)) {
            b.failed = true;
            break;
        }
        sx_value v = sx_array_get(a, i);
        if (sx_is_nullish(v)) continue;
        sx_string *s = sx_to_string(vm, v);
        if (s == NULL) {
            sx_strbuf_discard(&b);
            sx_temp_pop(vm, 1);
            return SX_EXCEPTION;
        }
        sx_strbuf_string(&b, s);
    }
    sx_temp_pop(vm, 1);
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

static sx_value array_join_generic(sx_vm *vm, sx_value t, int argc, const sx_value *argv);

static sx_value array_to_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    if (sx_is_array(t)) return array_join_generic(vm, t, 0, NULL);
    sx_value o = sx_to_object(vm, t); /* generic: this.join() when there is one */
    if (o == SX_EXCEPTION) return o;
    sx_temp_push(vm, o);
    sx_string *key = sx_atom(vm, "join");
    sx_value join = key ? sx_get(vm, o, key) : SX_EXCEPTION;
    if (join == SX_EXCEPTION) return join;
    sx_value r = sx_is_callable(join) ? sx_call(vm, join, o, 0, NULL) : sx_object_proto_to_string(vm, o, 0, NULL);
    sx_temp_pop(vm, 1);
    return r;
}

/* -- sort: stable merge sort; the comparator is guest code -- */

typedef struct sort_ctx {
    sx_vm *vm;
    sx_value cmp; /* callable or undefined */
    bool failed;
} sort_ctx;

/* <0, 0, >0 like the comparator; undefined sorts last. */
static int sort_compare(sort_ctx *c, sx_value x, sx_value y) {
    if (c->failed) return 0;
    if (!sx_meter_elements(c->vm, 1)) { /* each comparison is charged */
        c->failed = true;
        return 0;
    }
    if (x == SX_UNDEFINED || y == SX_UNDEFINED) return (x == SX_UNDEFINED) - (y == SX_UNDEFINED);
    if (c->cmp != SX_UNDEFINED) {
        sx_value args[2] = {x, y};
        sx_value r = sx_call(c->vm, c->cmp, SX_UNDEFINED, 2, args);
        double d;
        if (r == SX_EXCEPTION || !sx_to_number(c->vm, r, &d)) {
            c->failed = true;
            return 0;
        }
        return d < 0 ? -1 : d > 0 ? 1 : 0;
    }
    sx_string *sx = sx_to_string(c->vm, x), *sy = sx ? sx_to_string(c->vm, y) : NULL;
    if (sy == NULL) {
        c->failed = true;
        return 0;
    }
    uint32_t shorter = sx->len < sy->len ? sx->len : sy->len;
    if (!sx_meter_chars(c->vm, shorter)) c->failed = true;
    return sx_string_compare(sx, sy);
}

/* Sorts items[0..n) using tmp[0..n); both live in rooted arrays. */
static void merge_sort(sort_ctx *c, sx_value *items, sx_value *tmp, uint32_t n) {
    for (uint32_t width = 1; width < n && !c->failed; width *= 2) {
        for (uint32_t lo = 0; lo < n; lo += 2 * width) {
            uint32_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
            uint32_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi) tmp[k++] = sort_compare(c, items[j], items[i]) < 0 ? items[j++] : items[i++];
            while (i < mid) tmp[k++] = items[i++];
            while (j < hi) tmp[k++] = items[j++];
        }
        memcpy(items, tmp, n * sizeof *items);
    }
}

/* Short arrays are sorted as V8's TimSort does below its minimum run length (64): the leading
 * run (reversed when strictly descending), then binary insertion. With a consistent comparator
 * any stable sort gives the same result; this also matches V8 for inconsistent ones, such as
 * `(a, b) => a > b` or a comparator returning NaN, and calls the comparator in the same order. */
#define SX_SHORT_SORT 64

static uint32_t make_first_run(sort_ctx *c, sx_value *items, uint32_t n) {
    if (n < 2) return n;
    bool descending = sort_compare(c, items[1], items[0]) < 0;
    uint32_t run = 2;
    for (; run < n && !c->failed; run++) {
        int order = sort_compare(c, items[run], items[run - 1]);
        if (descending ? order >= 0 : order < 0) break;
    }
    if (descending)
        for (uint32_t i = 0, j = run - 1; i < j; i++, j--) {
            sx_value t = items[i];
            items[i] = items[j];
            items[j] = t;
        }
    return run;
}

static void binary_insertion_sort(sort_ctx *c, sx_value *items, uint32_t n) {
    uint32_t start = make_first_run(c, items, n);
    for (; start < n && !c->failed; start++) {
        sx_value pivot = items[start];
        uint32_t left = 0, right = start;
        while (left < right && !c->failed) {
            uint32_t mid = left + ((right - left) >> 1);
            if (sort_compare(c, pivot, items[mid]) < 0) right = mid;
            else left = mid + 1;
        }
        memmove(items + left + 1, items + left, (start - left) * sizeof *items);
        items[left] = pivot;
    }
}

/* Sort the elements of src into a new array (holes dropped; the caller re-pads). */
static sx_object *sorted_copy(sx_vm *vm, sx_object *src, sx_value cmp, uint32_t *holes) {
    sx_object *work = sx_array_new(vm, src->u.array.len), *tmp = work ? sx_array_new(vm, src->u.array.len) : NULL;
    if (tmp == NULL) return NULL;
    for (uint32_t i = 0; i < src->u.array.len; i++)
        if (src->u.array.items[i] != SX_EMPTY) work->u.array.items[work->u.array.len++] = src->u.array.items[i];
    *holes = src->u.array.len - work->u.array.len;
    tmp->u.array.len = work->u.array.len;
    memcpy(tmp->u.array.items, work->u.array.items, work->u.array.len * sizeof(sx_value));
    sx_temp_push(vm, sx_from_object(work));
    sx_temp_push(vm, sx_from_object(tmp));
    sort_ctx c = {vm, cmp, false};
    if (work->u.array.len < SX_SHORT_SORT) binary_insertion_sort(&c, work->u.array.items, work->u.array.len);
    else merge_sort(&c, work->u.array.items, tmp->u.array.items, work->u.array.len);
    sx_temp_pop(vm, 2);
    return c.failed ? NULL : work;
}

static sx_value sort_common(sx_vm *vm, sx_value t, int argc, const sx_value *argv, bool in_place) {
    sx_object *a = this_array(vm, t, in_place ? "sort" : "toSorted");
    if (a == NULL) return SX_EXCEPTION;
    sx_value cmp = sx_arg(argc, argv, 0);
    if (cmp != SX_UNDEFINED && !sx_is_callable(cmp))
        return sx_throw_type(vm, "The comparison function must be either a function or undefined");
    if (in_place && a->u.array.len > 0 && !check_mutable_at(vm, a, 0)) return SX_EXCEPTION;
    uint32_t holes;
    sx_object *sorted = sorted_copy(vm, a, cmp, &holes);
    if (sorted == NULL) return SX_EXCEPTION;
    uint32_t n = sorted->u.array.len;
    if (!in_place) {
        if (!sx_array_set_length(vm, sorted, n + holes)) return SX_EXCEPTION;
        for (uint32_t i = n; i < n + holes; i++) sorted->u.array.items[i] = SX_UNDEFINED;
        return sx_from_object(sorted);
    }
    uint32_t len = a->u.array.len < n + holes ? a->u.array.len : n + holes;
    for (uint32_t i = 0; i < len; i++) a->u.array.items[i] = i < n ? sorted->u.array.items[i] : SX_EMPTY;
    return t;
}

static sx_value array_sort(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return sort_common(vm, t, argc, argv, true);
}
static sx_value array_to_sorted(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return sort_common(vm, t, argc, argv, false);
}

/* -- iterators -- */

static sx_value make_iter(sx_vm *vm, sx_value t, sx_iter_kind kind, const char *name) {
    sx_object *a = this_array(vm, t, name);
    if (a == NULL) return SX_EXCEPTION;
    sx_object *it = sx_iter_new(vm, t, kind);
    return it ? sx_from_object(it) : SX_EXCEPTION;
}

static sx_value array_keys(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    return make_iter(vm, t, SX_ITER_ARRAY_KEYS, "keys");
}
static sx_value array_values(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    return make_iter(vm, t, SX_ITER_ARRAY_VALUES, "values");
}
static sx_value array_entries(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    return make_iter(vm, t, SX_ITER_ARRAY_ENTRIES, "entries");
}
#define array_keys_copy array_keys /* (the names SX_GENERIC gives the copying forms) */
#define array_values_copy array_values
#define array_entries_copy array_entries

/* %IteratorPrototype%.next(): { value, done } */
static sx_value iterator_next(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    if (!sx_is_object(t) || sx_as_object(t)->cls != SX_CLASS_ITERATOR)
        return sx_throw_type(vm, "next method called on incompatible receiver");
    sx_value v = SX_UNDEFINED;
    int r = sx_iter_advance(vm, sx_as_object(t), &v);
    if (r < 0) return SX_EXCEPTION;
    sx_object *res = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (res == NULL || !sx_object_define(vm, res, sx_atoms(vm)->value, r ? v : SX_UNDEFINED, SX_PROP_DEFAULT) ||
        !sx_object_define(vm, res, sx_atoms(vm)->done, sx_bool(r == 0), SX_PROP_DEFAULT))
        return SX_EXCEPTION;
    return sx_from_object(res);
}

/* -- constructor and statics -- */

/* new Array(n), Array(a, b, ...); a subclass (`class List extends Array`) gets its prototype
 * from new.target. */
static sx_value array_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *a;
    if (argc == 1 && sx_is_number(argv[0])) {
        double d = sx_to_double(argv[0]);
        if (d < 0 || d != (double)(uint32_t)d) return sx_throw_range(vm, "Invalid array length");
        a = sx_array_new(vm, 0);
        if (a == NULL || !sx_array_resize(vm, a, (uint32_t)d)) return SX_EXCEPTION;
    } else {
        a = sx_array_new(vm, (uint32_t)argc);
        if (a == NULL) return SX_EXCEPTION;
        if (argc > 0) memcpy(a->u.array.items, argv, (size_t)argc * sizeof(sx_value));
        a->u.array.len = (uint32_t)argc;
    }
    sx_object *target = vm->new_target;
    if (target != NULL && target != vm->frames[vm->nframes - 1].callee) {
        sx_temp_push(vm, sx_from_object(a));
        sx_value proto = sx_get(vm, sx_from_object(target), vm->atoms.prototype);
        sx_temp_pop(vm, 1);
        if (proto == SX_EXCEPTION) return proto;
        if (sx_is_object(proto)) a->proto = sx_as_object(proto);
    }
    return sx_from_object(a);
}

static sx_value array_is_array(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)vm, (void)t;
    return sx_bool(sx_is_array(sx_arg(argc, argv, 0)));
}

static sx_value array_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *a = sx_array_new(vm, (uint32_t)argc);
    if (a == NULL) return SX_EXCEPTION;
    memcpy(a->u.array.items, argv, (size_t)argc * sizeof(sx_value));
    a->u.array.len = (uint32_t)argc;
    return sx_from_object(a);
}

/* Array.from(iterable or array-like, mapFn?, thisArg?) */
static sx_value array_from(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value src = sx_arg(argc, argv, 0), fn = sx_arg(argc, argv, 1), this_arg = sx_arg(argc, argv, 2);
    if (sx_is_nullish(src))
        return sx_throw_type(vm, "%s is not iterable (cannot read property Symbol(Symbol.iterator))",
                             src == SX_NULL ? "object null" : "undefined");
    if (fn != SX_UNDEFINED && !sx_is_callable(fn))
        return sx_throw_type(vm, "Array.from: when provided, the second argument must be a function");
    sx_object *r = sx_array_new(vm, 0);
    if (r == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(r));
    bool ok;
    sx_class cls = sx_is_object(src) ? (sx_class)sx_as_object(src)->cls : SX_CLASS_OBJECT;
    if (sx_is_string(src) || sx_is_array(src) || cls == SX_CLASS_ITERATOR || cls == SX_CLASS_MAP ||
        cls == SX_CLASS_SET || sx_is_iterable(vm, src)) {
        ok = sx_spread_into_array(vm, r, src);
    } else if (sx_is_object(src)) { /* array-like: { length: n } */
        sx_value lv = sx_get(vm, src, vm->atoms.length);
        double len = 0;
        ok = lv != SX_EXCEPTION && sx_to_number(vm, lv, &len);
        len = len != len || len < 0 ? 0 : sx_double_to_integer(len);
        if (ok && len > 1e8) {
            sx_throw_range(vm, "Invalid array length");
            ok = false;
        }
        for (uint32_t i = 0; ok && i < (uint32_t)len; i++) {
            sx_value v = sx_get_index(vm, src, sx_number(i));
            ok = v != SX_EXCEPTION && sx_array_push(vm, r, v);
        }
    } else {
        ok = true;
    }
    for (uint32_t i = 0; ok && fn != SX_UNDEFINED && i < r->u.array.len; i++) {
        sx_value args[2] = {r->u.array.items[i], sx_number(i)};
        sx_value v = sx_call(vm, fn, this_arg, 2, args);
        ok = v != SX_EXCEPTION;
        if (ok) r->u.array.items[i] = v;
    }
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(r) : SX_EXCEPTION;
}

/* -- array-likes: Array.prototype.map.call("abc", f), join.call({ length: 2, 0: "a" }) -- */

/* A plain array with the elements of the array-like (or string) t, or NULL with an exception.
 * An index the array-like does not have (HasProperty) is a hole in the copy, so the methods
 * that skip holes skip it as the specification's generic algorithms do. */
static sx_object *array_like_copy(sx_vm *vm, sx_value t, const char *method) {
    if (sx_is_nullish(t)) {
        sx_throw_type(vm, "Array.prototype.%s called on null or undefined", method);
        return NULL;
    }
    sx_value lv = sx_get(vm, t, vm->atoms.length);
    double len = 0;
    if (lv == SX_EXCEPTION || !sx_to_number(vm, lv, &len)) return NULL;
    len = len != len || len < 0 ? 0 : sx_double_to_integer(len);
    if (len > 1e8) {
        sx_throw_range(vm, "Invalid array length");
        return NULL;
    }
    sx_object *copy = sx_array_new(vm, (uint32_t)len);
    if (copy == NULL) return NULL;
    sx_temp_push(vm, sx_from_object(copy));
    bool ok = true;
    for (uint32_t i = 0; ok && i < (uint32_t)len; i++) {
        sx_value v = SX_EMPTY;
        if (sx_is_object(t)) {
            sx_string *k = sx_to_property_key(vm, sx_number(i));
            ok = k != NULL;
            if (ok && sx_has_property(vm, sx_as_object(t), k)) v = sx_get(vm, t, k);
        } else {
            v = sx_get_index(vm, t, sx_number(i));
        }
        ok = ok && v != SX_EXCEPTION && sx_array_push(vm, copy, v);
    }
    sx_temp_pop(vm, 1);
    return ok ? copy : NULL;
}

/* After a mutating method ran on the copy of an array-like: write the elements that changed
 * back into t (a hole deletes), delete the indexes past the new length and, for the methods
 * that set it (set_length), store the new length. */
static bool write_back(sx_vm *vm, sx_value t, const sx_object *before, const sx_object *after, bool set_length) {
    uint32_t old_len = before->u.array.len, new_len = after->u.array.len;
    for (uint32_t i = 0; i < new_len || i < old_len; i++) {
        sx_value was = i < old_len ? before->u.array.items[i] : SX_EMPTY;
        sx_value now = i < new_len ? after->u.array.items[i] : SX_EMPTY;
        if (was == now) continue;
        if (now == SX_EMPTY) {
            if (sx_delete_index(vm, t, sx_number(i)) == SX_EXCEPTION) return false;
        } else if (!sx_set_index(vm, t, sx_number(i), now)) {
            return false;
        }
    }
    return !set_length || sx_set(vm, t, vm->atoms.length, sx_number(new_len));
}

/* Whether t is an array the fast paths may run on: one whose holes cannot be filled by an
 * element of a prototype (Array.prototype[1] = x, Array.prototype being an array; then the generic paths ask HasProperty and Get
 * for each index, as the specification does). */
static bool fast_array(sx_value t) {
    if (!sx_is_array(t) || (sx_as_object(t)->oflags & SX_OBJ_SPARSE)) return false; /* (sparse: the generic steps) */
    for (const sx_object *p = sx_as_object(t)->proto; p != NULL; p = p->proto)
        if ((p->oflags & SX_OBJ_INDEX_KEYS) || (p->cls == SX_CLASS_ARRAY && p->u.array.len > 0)) return false;
    return true;
}

/* A method that changes its array works on an array-like through a copy written back. */
#define SX_GENERIC_MUT(name, fn, set_length)                                                                           \
    static sx_value fn##_generic(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {                              \
        if (fast_array(t)) return fn(vm, t, argc, argv);                                                               \
        sx_object *before = array_like_copy(vm, t, name), *after;                                                      \
        if (before == NULL) return SX_EXCEPTION;                                                                       \
        sx_temp_push(vm, sx_from_object(before));                                                                      \
        after = sx_array_new(vm, before->u.array.len);                                                                 \
        if (after == NULL) return SX_EXCEPTION;                                                                        \
        memcpy(after->u.array.items, before->u.array.items, before->u.array.len * sizeof(sx_value));                   \
        after->u.array.len = before->u.array.len;                                                                      \
        sx_temp_push(vm, sx_from_object(after));                                                                       \
        sx_value r = fn(vm, sx_from_object(after), argc, sx_args_now(vm));                                             \
        if (r == SX_EXCEPTION) return r;                                                                               \
        if (r == sx_from_object(after)) r = t; /* reverse, fill, sort, copyWithin return their array */                \
        sx_temp_push(vm, r);                                                                                           \
        if (!write_back(vm, t, before, after, set_length)) return SX_EXCEPTION;                                        \
        sx_temp_pop(vm, 3);                                                                                            \
        return r;                                                                                                      \
    }
/* push and pop on an array-like: the specification's steps (stdlib/array_generic.c) */
static sx_value array_push_generic(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return fast_array(t) ? array_push(vm, t, argc, argv) : sx_array_generic_push(vm, t, argc, argv);
}
static sx_value array_pop_generic(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return fast_array(t) ? array_pop(vm, t, argc, argv) : sx_array_generic_pop(vm, t);
}
SX_GENERIC_MUT("sort", array_sort, false)

/* A method that only reads its array also works on array-likes, through a copy. */
#define SX_GENERIC(name, fn)                                                                                           \
    static sx_value fn##_generic(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {                              \
        if (fast_array(t)) return fn(vm, t, argc, argv);                                                               \
        sx_object *copy = array_like_copy(vm, t, name);                                                                \
        if (copy == NULL) return SX_EXCEPTION;                                                                         \
        sx_temp_push(vm, sx_from_object(copy));                                                                        \
        sx_value o = sx_to_object(vm, t); /* callbacks see ToObject(t) as their array */                               \
        if (o == SX_EXCEPTION) return o;                                                                               \
        sx_temp_push(vm, o);                                                                                           \
        sx_object *saved_copy = sx_js_state(vm)->generic_copy;                                                         \
        sx_value saved_origin = sx_js_state(vm)->generic_origin;                                                       \
        sx_js_state(vm)->generic_copy = copy, sx_js_state(vm)->generic_origin = o;                                     \
        sx_value r = fn(vm, sx_from_object(copy), argc, sx_args_now(vm));                                              \
        sx_js_state(vm)->generic_copy = saved_copy, sx_js_state(vm)->generic_origin = saved_origin;                    \
        sx_temp_pop(vm, 2);                                                                                            \
        return r;                                                                                                      \
    }
SX_GENERIC("join", array_join)

/* Methods whose array-like form runs the specification's steps (stdlib/array_generic.c). */
#define SX_SPEC_GENERIC(fn, call)                                                                                      \
    static sx_value fn##_generic(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {                              \
        return fast_array(t) ? fn(vm, t, argc, argv) : call;                                                           \
    }
static sx_value array_to_locale_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return sx_array_generic_to_locale_string(vm, t, argc, argv);
}
SX_SPEC_GENERIC(array_at, sx_array_generic_at(vm, t, argc, argv))
SX_SPEC_GENERIC(array_shift, sx_array_generic_shift(vm, t))
SX_SPEC_GENERIC(array_unshift, sx_array_generic_unshift(vm, t, argc, argv))
SX_SPEC_GENERIC(array_splice, sx_array_generic_splice(vm, t, argc, argv))
SX_SPEC_GENERIC(array_reverse, sx_array_generic_reverse(vm, t))
SX_SPEC_GENERIC(array_fill, sx_array_generic_fill(vm, t, argc, argv))
SX_SPEC_GENERIC(array_copy_within, sx_array_generic_copy_within(vm, t, argc, argv))
SX_SPEC_GENERIC(array_slice, sx_array_generic_slice(vm, t, argc, argv))
SX_SPEC_GENERIC(array_to_spliced, sx_array_generic_to_spliced(vm, t, argc, argv))
SX_SPEC_GENERIC(array_index_of, sx_array_generic_search(vm, t, argc, argv, 0))
SX_SPEC_GENERIC(array_last_index_of, sx_array_generic_search(vm, t, argc, argv, 1))
SX_SPEC_GENERIC(array_includes, sx_array_generic_search(vm, t, argc, argv, 2))
SX_SPEC_GENERIC(array_for_each, sx_array_generic_iterate(vm, t, argc, argv, SX_AG_FOREACH))
SX_SPEC_GENERIC(array_map, sx_array_generic_iterate(vm, t, argc, argv, SX_AG_MAP))
SX_SPEC_GENERIC(array_filter, sx_array_generic_iterate(vm, t, argc, argv, SX_AG_FILTER))
SX_SPEC_GENERIC(array_some, sx_array_generic_iterate(vm, t, argc, argv, SX_AG_SOME))
SX_SPEC_GENERIC(array_every, sx_array_generic_iterate(vm, t, argc, argv, SX_AG_EVERY))
SX_SPEC_GENERIC(array_find, sx_array_generic_iterate(vm, t, argc, argv, SX_AG_FIND))
SX_SPEC_GENERIC(array_find_index, sx_array_generic_iterate(vm, t, argc, argv, SX_AG_FINDINDEX))
SX_SPEC_GENERIC(array_find_last, sx_array_generic_iterate(vm, t, argc, argv, SX_AG_FINDLAST))
SX_SPEC_GENERIC(array_find_last_index, sx_array_generic_iterate(vm, t, argc, argv, SX_AG_FINDLASTINDEX))
SX_SPEC_GENERIC(array_reduce, sx_array_generic_reduce(vm, t, argc, argv, false))
SX_SPEC_GENERIC(array_reduce_right, sx_array_generic_reduce(vm, t, argc, argv, true))
SX_GENERIC("toSorted", array_to_sorted)
SX_GENERIC("toReversed", array_to_reversed)
SX_GENERIC("with", array_with)
SX_GENERIC("flat", array_flat)
SX_GENERIC("flatMap", array_flat_map)
SX_GENERIC("keys", array_keys_copy)
SX_GENERIC("values", array_values_copy)
SX_GENERIC("entries", array_entries_copy)
/* keys/values/entries of a sparse array: its iterator reads it through Get (runtime/iter.c) */
static bool sparse_array(sx_value t) { return sx_is_array(t) && (sx_as_object(t)->oflags & SX_OBJ_SPARSE); }
static sx_value array_keys_generic(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return sparse_array(t) ? array_keys(vm, t, argc, argv) : array_keys_copy_generic(vm, t, argc, argv);
}
static sx_value array_values_generic(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return sparse_array(t) ? array_values(vm, t, argc, argv) : array_values_copy_generic(vm, t, argc, argv);
}
static sx_value array_entries_generic(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return sparse_array(t) ? array_entries(vm, t, argc, argv) : array_entries_copy_generic(vm, t, argc, argv);
}

/* -- ArraySpeciesCreate: map filter slice splice concat flat flatMap make their result with
 * this.constructor[Symbol.species] when a program changed it (a subclass, a custom species) -- */

static bool is_array_ctor(sx_value v) {
    return sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_NATIVE && sx_as_object(v)->u.native.fn == array_ctor;
}

/* The constructor for array t's result: SX_UNDEFINED for a plain Array (found without running guest
 * code when t is an ordinary array and Array is unchanged), else C; TypeError when it is no
 * constructor. */
static sx_value array_species(sx_vm *vm, sx_value t) {
    sx_object *a = sx_as_object(t), *ap = vm->realm.array_proto;
    if (a->proto == ap && sx_object_find(vm, a, vm->atoms.constructor) == NULL) {
        sx_prop *p = sx_object_find(vm, ap, vm->atoms.constructor);
        if (p != NULL && !(p->flags & SX_PROP_ACCESSOR) && is_array_ctor(p->value) &&
            sx_species_is_default(vm, sx_as_object(p->value)))
            return SX_UNDEFINED;
    }
    sx_value c = sx_get(vm, t, vm->atoms.constructor);
    if (c == SX_EXCEPTION) return c;
    if (sx_is_object(c)) {
        c = sx_get(vm, c, sx_wk_key(vm, SX_SYM_SPECIES));
        if (c == SX_EXCEPTION) return c;
        if (c == SX_NULL) c = SX_UNDEFINED;
    }
    if (c == SX_UNDEFINED || is_array_ctor(c)) return SX_UNDEFINED;
    if (!sx_is_constructor(c)) return sx_throw_type(vm, "object.constructor[Symbol.species] is not a constructor");
    return c;
}

/* The plain array a method made, moved into new C(length) (new C() when !pass_length): its
 * elements defined one by one, and (set_length) its length set as slice, splice, concat, Array.from
 * and Array.of do. */
static sx_value construct_copy(sx_vm *vm, sx_value c, sx_value plain, bool set_length, bool pass_length) {
    uint32_t n = sx_as_object(plain)->u.array.len;
    sx_temp_push(vm, plain);
    sx_value len = sx_number(n);
    sx_value out = sx_construct(vm, c, pass_length ? 1 : 0, &len);
    sx_temp_push(vm, out);
    for (uint32_t i = 0; out != SX_EXCEPTION && i < n; i++) {
        sx_object *src = sx_as_object(plain);
        sx_value v = i < src->u.array.len ? src->u.array.items[i] : SX_EMPTY;
        if (v != SX_EMPTY && (!sx_meter_elements(vm, 1) || !sx_define_index(vm, sx_as_object(out), sx_number(i), v)))
            out = SX_EXCEPTION;
    }
    if (out != SX_EXCEPTION && set_length && !sx_set(vm, out, vm->atoms.length, len)) out = SX_EXCEPTION;
    sx_temp_pop(vm, 2);
    return out;
}

#define SX_SPECIES(fn, inner, set_length)                                                                              \
    static sx_value fn##_species(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {                              \
        if (!sx_is_array(t)) return inner(vm, t, argc, argv); /* an array-like's result is an Array */                 \
        sx_value c = array_species(vm, t);                                                                             \
        if (c == SX_EXCEPTION || c == SX_UNDEFINED)                                                                    \
            return c == SX_UNDEFINED ? inner(vm, t, argc, sx_args_now(vm)) : c;                                        \
        sx_temp_push(vm, c);                                                                                           \
        sx_value r = inner(vm, t, argc, sx_args_now(vm));                                                              \
        if (r != SX_EXCEPTION) r = construct_copy(vm, c, r, set_length, true);                                         \
        sx_temp_pop(vm, 1);                                                                                            \
        return r;                                                                                                      \
    }
SX_SPECIES(array_map, array_map_generic, false)
SX_SPECIES(array_filter, array_filter_generic, false)
SX_SPECIES(array_slice, array_slice_generic, true)
SX_SPECIES(array_splice, array_splice_generic, true)
SX_SPECIES(array_concat, array_concat, true)
SX_SPECIES(array_flat, array_flat_generic, false)
SX_SPECIES(array_flat_map, array_flat_map_generic, false)

/* Array.from and Array.of called on another constructor (a subclass): the result is new this(),
 * or new this(length) for an array-like source and for of. */
static sx_value array_from_this(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    if (!sx_is_constructor(t) || is_array_ctor(t)) return array_from(vm, t, argc, argv);
    sx_value src = sx_arg(argc, argv, 0);
    bool iterable = sx_is_string(src) || (sx_is_object(src) && sx_is_iterable(vm, src));
    sx_value r = array_from(vm, t, argc, argv);
    return r == SX_EXCEPTION ? r : construct_copy(vm, t, r, true, !iterable);
}

static sx_value array_of_this(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value r = array_of(vm, t, argc, argv);
    if (r == SX_EXCEPTION || !sx_is_constructor(t) || is_array_ctor(t)) return r;
    return construct_copy(vm, t, r, true, true);
}

static const sx_native_def array_statics[] = {
    {"isArray", array_is_array, 1},
    {"of", array_of_this, 0},
    {"from", array_from_this, 1},
};

static const sx_native_def array_methods[] = {
    {"push", array_push_generic, 1},
    {"pop", array_pop_generic, 0},
    {"shift", array_shift_generic, 0},
    {"unshift", array_unshift_generic, 1},
    {"slice", array_slice_species, 2},
    {"splice", array_splice_species, 2},
    {"concat", array_concat_species, 1},
    {"join", array_join_generic, 1},
    {"reverse", array_reverse_generic, 0},
    {"indexOf", array_index_of_generic, 1},
    {"lastIndexOf", array_last_index_of_generic, 1},
    {"includes", array_includes_generic, 1},
    {"find", array_find_generic, 1},
    {"findIndex", array_find_index_generic, 1},
    {"findLast", array_find_last_generic, 1},
    {"findLastIndex", array_find_last_index_generic, 1},
    {"filter", array_filter_species, 1},
    {"map", array_map_species, 1},
    {"forEach", array_for_each_generic, 1},
    {"reduce", array_reduce_generic, 1},
    {"reduceRight", array_reduce_right_generic, 1},
    {"some", array_some_generic, 1},
    {"every", array_every_generic, 1},
    {"sort", array_sort_generic, 1},
    {"toSorted", array_to_sorted_generic, 1},
    {"toReversed", array_to_reversed_generic, 0},
    {"with", array_with_generic, 2},
    {"flat", array_flat_species, 0},
    {"toSpliced", array_to_spliced_generic, 2},
    {"copyWithin", array_copy_within_generic, 2},
    {"flatMap", array_flat_map_species, 1},
    {"fill", array_fill_generic, 1},
    {"at", array_at_generic, 1},
    {"keys", array_keys_generic, 0},
    {"values", array_values_generic, 0},
    {"entries", array_entries_generic, 0},
    {"toString", array_to_string, 0},
    {"toLocaleString", array_to_locale_string, 0},
};

bool sx_stdlib_init_array(sx_vm *vm) {
    sx_object *ctor = sx_define_class(vm, "Array", array_ctor, 1, vm->realm.array_proto);
    static const sx_native_def iter_methods[] = {{"next", iterator_next, 0}};
    return ctor != NULL && SX_DEFINE_NATIVES(vm, ctor, array_statics) &&
           SX_DEFINE_NATIVES(vm, vm->realm.array_proto, array_methods) &&
           SX_DEFINE_NATIVES(vm, sx_realm(vm)->iterator_proto, iter_methods);
}
