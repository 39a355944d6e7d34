/* iter.c - iterators over the built-in iterables (for-of, spread) and for-in key lists. */
#include <string.h>

#include "runtime/iter.h"
#include "runtime/runtime.h"
#include "vm/meter.h"

sx_object *sx_iter_new(sx_vm *vm, sx_value target, sx_iter_kind kind) {
    sx_object *it = sx_object_new(vm, SX_CLASS_ITERATOR, sx_realm(vm)->iterator_proto);
    if (it == NULL) return NULL;
    it->u.cursor.target = target;
    it->u.cursor.extra = SX_UNDEFINED;
    it->u.cursor.kind = (uint8_t)kind;
    return it;
}

static bool builtin_iterable(sx_value v) {
    sx_class cls = (sx_class)sx_as_object(v)->cls; /* ARRAY: arrays and `arguments` */
    if (cls == SX_CLASS_ITERATOR && sx_as_object(v)->u.cursor.kind == SX_ITER_ASYNC_GENERATOR) return false;
    return cls == SX_CLASS_ARRAY || cls == SX_CLASS_ITERATOR || cls == SX_CLASS_MAP || cls == SX_CLASS_SET;
}

bool sx_is_iterable(sx_vm *vm, sx_value v) {
    if (sx_is_string(v)) return true;
    if (!sx_is_object(v)) return false;
    if (builtin_iterable(v)) return true;
    for (sx_object *o = sx_as_object(v); o != NULL; o = o->proto) {
        sx_prop *p = sx_object_find(vm, o, sx_wk_key(vm, SX_SYM_ITERATOR));
        if (p != NULL) return (p->flags & SX_PROP_ACCESSOR) || !sx_is_nullish(p->value);
    }
    return false;
}

/* GetIterator of a guest iterable: obj[Symbol.iterator](), and its next method. A built-in
 * iterator it returns (a generator, an array's values()) is used directly. */
static sx_value protocol_iter_get(sx_vm *vm, sx_value v) {
    sx_value m = sx_get(vm, v, sx_wk_key(vm, SX_SYM_ITERATOR));
    if (m == SX_EXCEPTION) return SX_EXCEPTION;
    if (!sx_is_callable(m)) return sx_throw_not_iterable(vm, v, NULL, false);
    sx_value it = sx_call(vm, m, v, 0, NULL);
    if (it == SX_EXCEPTION) return SX_EXCEPTION;
    if (!sx_is_object(it)) return sx_throw_type(vm, "Result of the Symbol.iterator method is not an object");
    if (sx_as_object(it)->cls == SX_CLASS_ITERATOR && sx_object_find(vm, sx_as_object(it), sx_atoms(vm)->next) == NULL)
        return it;
    sx_temp_push(vm, it);
    sx_value next = sx_get(vm, it, sx_atoms(vm)->next);
    sx_object *w = next == SX_EXCEPTION ? NULL : sx_iter_new(vm, it, SX_ITER_PROTOCOL);
    sx_temp_pop(vm, 1);
    if (w == NULL) return SX_EXCEPTION;
    w->u.cursor.extra = next;
    return sx_from_object(w);
}

sx_value sx_iter_get_async(sx_vm *vm, sx_value v) {
    if (!sx_is_object(v)) return sx_iter_get(vm, v);
    sx_value m = sx_get(vm, v, sx_wk_key(vm, SX_SYM_ASYNC_ITERATOR));
    if (m == SX_EXCEPTION) return SX_EXCEPTION;
    if (sx_is_nullish(m)) return sx_iter_get(vm, v); /* a sync iterable: each value is awaited */
    if (!sx_is_callable(m)) return sx_throw_type(vm, "Symbol.asyncIterator is not a function");
    sx_value it = sx_call(vm, m, v, 0, NULL);
    if (it == SX_EXCEPTION) return SX_EXCEPTION;
    if (!sx_is_object(it)) return sx_throw_type(vm, "Result of the Symbol.asyncIterator method is not an object");
    sx_temp_push(vm, it);
    sx_value next = sx_get(vm, it, sx_atoms(vm)->next);
    sx_object *w = next == SX_EXCEPTION ? NULL : sx_iter_new(vm, it, SX_ITER_ASYNC_PROTOCOL);
    sx_temp_pop(vm, 1);
    if (w == NULL) return SX_EXCEPTION;
    w->u.cursor.extra = next;
    return sx_from_object(w);
}

/* An async iterator's step: next() gives what is awaited (its result object), read here. */
static int async_protocol_next(sx_vm *vm, sx_object *w, sx_value *out) {
    if (w->u.cursor.target == SX_UNDEFINED) return 0;
    if (!sx_is_callable(w->u.cursor.extra)) {
        char what[96];
        sx_value_label(vm, w->u.cursor.extra, what, sizeof what);
        sx_throw_type(vm, "%s is not a function", what);
        return -1;
    }
    sx_value r = sx_call(vm, w->u.cursor.extra, w->u.cursor.target, 0, NULL);
    if (r == SX_EXCEPTION) return -1;
    *out = r;
    return 1;
}

/* IteratorComplete and IteratorValue of one step's result r: 1 with its value in *out, 0 when it
 * says done, -1 on an exception (a result that is not an object throws node's TypeError). */
int sx_iter_result(sx_vm *vm, sx_value r, sx_value *out) {
    if (!sx_is_object(r)) {
        char what[96];
        sx_value_label(vm, r, what, sizeof what);
        sx_throw_type(vm, "Iterator result %s is not an object", what);
        return -1;
    }
    sx_temp_push(vm, r);
    sx_value done = sx_get(vm, r, sx_atoms(vm)->done);
    int step = done == SX_EXCEPTION ? -1 : sx_to_boolean(done) ? 0 : 1;
    if (step == 1 && (*out = sx_get(vm, r, sx_atoms(vm)->value)) == SX_EXCEPTION) step = -1;
    sx_temp_pop(vm, 1);
    return step;
}

int sx_iter_unwrap(sx_vm *vm, sx_object *w, sx_value r, sx_value *out) {
    if (w->cls != SX_CLASS_ITERATOR || w->u.cursor.kind != SX_ITER_ASYNC_PROTOCOL) {
        *out = r;
        return 1;
    }
    int step = sx_iter_result(vm, r, out);
    if (step == 0) w->u.cursor.target = SX_UNDEFINED;
    return step;
}

/* IteratorStep of a guest iterator: next(), then the result's done and value. */
static int protocol_next(sx_vm *vm, sx_object *w, sx_value *out) {
    if (w->u.cursor.target == SX_UNDEFINED) return 0;
    if (!sx_is_callable(w->u.cursor.extra)) {
        char what[96];
        sx_value_label(vm, w->u.cursor.extra, what, sizeof what);
        sx_throw_type(vm, "%s is not a function", what);
        return -1;
    }
    sx_value r = sx_call(vm, w->u.cursor.extra, w->u.cursor.target, 0, NULL);
    if (r == SX_EXCEPTION) return -1;
    int step = sx_iter_result(vm, r, out);
    if (step == 0) w->u.cursor.target = SX_UNDEFINED;
    return step;
}

/* IteratorClose of a guest iterator: its return(), whose result must be an object. */
static bool protocol_close(sx_vm *vm, sx_object *w) {
    sx_value it = w->u.cursor.target;
    if (it == SX_UNDEFINED) return true;
    w->u.cursor.target = SX_UNDEFINED;
    sx_value m = sx_get(vm, it, sx_atoms(vm)->return_);
    if (m == SX_EXCEPTION) return false;
    if (sx_is_nullish(m)) return true;
    if (!sx_is_callable(m)) return sx_throw_type(vm, "%s is not a function", "iterator.return"), false;
    sx_value r = sx_call(vm, m, it, 0, NULL);
    if (r == SX_EXCEPTION) return false;
    if (!sx_is_object(r)) {
        char what[96];
        sx_value_label(vm, r, what, sizeof what);
        sx_throw_type(vm, "Iterator result %s is not an object", what);
        return false;
    }
    return true;
}

/* V8's messages. With the source text of the iterable (for-of, destructuring, spread):
 * "o.items is not iterable"; a spread argument of a call says "Spread syntax requires ..."
 * unless it is null or undefined. Without a text: "number 5 is not iterable (cannot read
 * property Symbol(Symbol.iterator))", "object is not iterable (...)". */
sx_value sx_throw_not_iterable(sx_vm *vm, sx_value v, const char *source, bool call_spread) {
    if (source != NULL && strcmp(source, "(intermediate value)") == 0) source = NULL; /* V8 cannot print it either */
    if (source != NULL && call_spread && !sx_is_nullish(v))
        return sx_throw_type(vm, "Spread syntax requires ...iterable[Symbol.iterator] to be a function");
    if (source != NULL && call_spread)
        return sx_throw_type(vm, "%s is not iterable (cannot read property %s)", source,
                             v == SX_NULL ? "null" : "undefined");
    if (source != NULL) return sx_throw_type(vm, "%s is not iterable", source);
    static const char suffix[] = "is not iterable (cannot read property Symbol(Symbol.iterator))";
    if (v == SX_UNDEFINED) return sx_throw_type(vm, "undefined %s", suffix);
    if (v == SX_NULL) return sx_throw_type(vm, "object null %s", suffix);
    char type[16], text[128] = "";
    sx_string_to_utf8(sx_typeof(vm, v), type, sizeof type);
    if (sx_is_object(v)) return sx_throw_type(vm, "%s %s", type, suffix);
    sx_string *s = sx_to_string(vm, v); /* a primitive: no guest code runs */
    if (s != NULL) sx_string_to_utf8(s, text, sizeof text);
    return sx_throw_type(vm, "%s %s %s", type, text, suffix);
}

static sx_value not_iterable(sx_vm *vm, sx_value v) { return sx_throw_not_iterable(vm, v, NULL, false); }

bool sx_iter_array_default(sx_vm *vm, const sx_object *a) {
    if (a->oflags & SX_OBJ_SPARSE) return false; /* (its elements may be getters: values() reads them) */
    if (a->oflags & SX_OBJ_ARGUMENTS) return true;
    const sx_object *ap = vm->realm.array_proto;
    if (a->nprops != 0 || a->proto != ap) return false;
    const sx_prop *it = sx_object_find(vm, ap, sx_wk_key(vm, SX_SYM_ITERATOR));
    const sx_string *vkey = sx_atom(vm, "values");
    const sx_prop *values = vkey ? sx_object_find(vm, ap, vkey) : NULL;
    return it != NULL && values != NULL && !(it->flags & SX_PROP_ACCESSOR) && it->value == values->value;
}

sx_value sx_iter_get(sx_vm *vm, sx_value v) {
    sx_object *it = NULL;
    if (sx_is_string(v)) it = sx_iter_new(vm, v, SX_ITER_STRING);
    else if (sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_ARRAY && sx_iter_array_default(vm, sx_as_object(v)))
        it = sx_iter_new(vm, v, SX_ITER_ARRAY_VALUES); /* arrays and `arguments` */
    else if (sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_ITERATOR &&
             sx_as_object(v)->u.cursor.kind != SX_ITER_ASYNC_GENERATOR)
        return v;
    else if (sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_MAP) it = sx_iter_new(vm, v, SX_ITER_MAP_ENTRIES);
    else if (sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_SET) it = sx_iter_new(vm, v, SX_ITER_SET_VALUES);
    else if (sx_is_object(v)) return protocol_iter_get(vm, v);
    else return not_iterable(vm, v);
    return it ? sx_from_object(it) : SX_EXCEPTION;
}

static bool already_listed(const sx_object *keys, const sx_string *k) {
    for (uint32_t i = 0; i < keys->u.array.len; i++)
        if (sx_as_string(keys->u.array.items[i]) == k) return true;
    return false;
}

/* Adds p's own non-enumerable string keys (those not in `shown`) to `hidden` (made on the
 * first one); returns it, NULL while there are none, or `shown` itself when memory runs out. */
static sx_object *hidden_keys(sx_vm *vm, sx_object *p, sx_object *shown, sx_object *hidden) {
    sx_object *every = sx_own_keys(vm, p, false);
    if (every == NULL) return shown;
    if (every->u.array.len == shown->u.array.len) return hidden; /* all of them enumerable */
    for (uint32_t i = 0; i < every->u.array.len; i++) {
        sx_string *k = sx_as_string(every->u.array.items[i]);
        if (already_listed(shown, k)) continue;
        if (hidden == NULL && (hidden = sx_array_new(vm, 0)) == NULL) return shown;
        if (!sx_array_push(vm, hidden, sx_from_string(k))) return shown;
    }
    return hidden;
}

sx_value sx_iter_forin(sx_vm *vm, sx_value v) {
    sx_object *all = sx_array_new(vm, 0);
    sx_value o = SX_UNDEFINED;
    if (all == NULL) return SX_EXCEPTION;
    if (!sx_is_nullish(v)) {
        o = sx_to_object(vm, v);
        if (o == SX_EXCEPTION) return SX_EXCEPTION;
        /* `hidden`: the non-enumerable keys met so far, which shadow the same keys further up */
        sx_object *hidden = NULL;
        for (sx_object *p = sx_as_object(o); p != NULL; p = p->proto) {
            sx_object *keys = sx_own_keys(vm, p, true);
            if (keys == NULL) return SX_EXCEPTION;
            for (uint32_t i = 0; i < keys->u.array.len; i++) {
                sx_string *k = sx_as_string(keys->u.array.items[i]);
                if (p != sx_as_object(o) && (already_listed(all, k) || (hidden && already_listed(hidden, k)))) continue;
                if (!sx_array_push(vm, all, sx_from_string(k))) return SX_EXCEPTION;
            }
            if (p->proto == NULL) continue;
            sx_object *h = hidden_keys(vm, p, keys, hidden);
            if (h == keys) return SX_EXCEPTION; /* out of memory */
            hidden = h;
        }
    }
    sx_object *it = sx_iter_new(vm, sx_from_object(all), SX_ITER_KEYS);
    if (it == NULL) return SX_EXCEPTION;
    if (all->u.array.len > 0 && sx_is_object(o)) it->u.cursor.extra = o; /* keys deleted meanwhile are skipped */
    return sx_from_object(it);
}

static int next_code_point(sx_vm *vm, sx_object *it, sx_value *out) {
    sx_string *s = sx_as_string(it->u.cursor.target);
    uint32_t pos = it->u.cursor.pos;
    if (pos >= s->len) return 0;
    uint32_t n = 1;
    uint16_t hi = sx_string_at(s, pos);
    if (hi >= 0xD800 && hi <= 0xDBFF && pos + 1 < s->len) {
        uint16_t lo = sx_string_at(s, pos + 1);
        if (lo >= 0xDC00 && lo <= 0xDFFF) n = 2;
    }
    sx_string *c = sx_string_substring(vm, s, pos, pos + n);
    if (c == NULL) return -1;
    it->u.cursor.pos = pos + n;
    *out = sx_from_string(c);
    return 1;
}

/* Element i of an array iterator's array: a sparse array's through Get (getters run). */
static bool element_at(sx_vm *vm, sx_object *arr, uint32_t i, sx_value *out) {
    *out = (arr->oflags & SX_OBJ_SPARSE) ? sx_get_index(vm, sx_from_object(arr), sx_number(i)) : sx_array_get(arr, i);
    return *out != SX_EXCEPTION;
}

static int next_entry(sx_vm *vm, sx_object *arr, uint32_t i, sx_value *out) {
    sx_value v;
    if (!element_at(vm, arr, i, &v)) return -1;
    sx_temp_push(vm, v);
    sx_object *pair = sx_array_new(vm, 2);
    sx_temp_pop(vm, 1);
    if (pair == NULL) return -1;
    pair->u.array.items[0] = sx_number(i);
    pair->u.array.items[1] = v;
    pair->u.array.len = 2;
    *out = sx_from_object(pair);
    return 1;
}

/* for-in's next key from item i on: a key deleted from the object (and its prototypes) since
 * the loop began is skipped, as the specification says. */
static int next_key(sx_vm *vm, sx_object *it, uint32_t i, sx_value *out) {
    sx_object *keys = sx_as_object(it->u.cursor.target), *obj = sx_as_object(it->u.cursor.extra);
    for (; i < keys->u.array.len; i++) {
        sx_value k = keys->u.array.items[i];
        if (sx_is_string(k) && !sx_has_property(vm, obj, sx_as_string(k))) continue;
        it->u.cursor.pos = i + 1;
        *out = k;
        return 1;
    }
    it->u.cursor.target = SX_UNDEFINED;
    return 0;
}

bool sx_iter_close(sx_vm *vm, sx_value iter) {
    if (!sx_is_object(iter) || sx_as_object(iter)->cls != SX_CLASS_ITERATOR) return true;
    sx_object *it = sx_as_object(iter);
    sx_value ignored;
    if (it->u.cursor.kind == SX_ITER_GENERATOR)
        return sx_js(vm)->generator_resume(vm, it, SX_UNDEFINED, SX_GEN_RETURN, &ignored) >= 0;
    if (it->u.cursor.kind == SX_ITER_HELPER) return sx_js(vm)->iterator_helper_close(vm, it);
    if (it->u.cursor.kind == SX_ITER_PROTOCOL || it->u.cursor.kind == SX_ITER_ASYNC_PROTOCOL)
        return protocol_close(vm, it); /* (an async iterator's return() is not awaited) */
    return true;
}

/* One call of a guest iterator's next/throw/return with v: 1 not done (*out the value), 0 done. */
static int protocol_call(sx_vm *vm, sx_value it, sx_value fn, sx_value v, sx_value *out) {
    sx_value r = sx_call(vm, fn, it, 1, &v);
    if (r == SX_EXCEPTION) return -1;
    if (!sx_is_object(r)) {
        char what[96];
        sx_value_label(vm, r, what, sizeof what);
        sx_throw_type(vm, "Iterator result %s is not an object", what);
        return -1;
    }
    sx_temp_push(vm, r);
    sx_value done = sx_get(vm, r, sx_atoms(vm)->done);
    sx_value value = done == SX_EXCEPTION ? SX_EXCEPTION : sx_get(vm, r, sx_atoms(vm)->value);
    sx_temp_pop(vm, 1);
    if (value == SX_EXCEPTION) return -1;
    *out = value;
    return sx_to_boolean(done) ? 0 : 1;
}

/* yield* in an async generator: the async iterator's next/throw/return(v), its result (a promise,
 * usually) as it is in *out (1); 0: return() with no method to call (done with v). */
static int async_send_raw(sx_vm *vm, sx_object *w, sx_value v, int mode, sx_value *out) {
    sx_value target = w->u.cursor.target, fn = w->u.cursor.extra;
    if (mode != SX_GEN_NEXT) {
        sx_temp_push(vm, v);
        fn = sx_get(vm, target, mode == SX_GEN_THROW ? sx_atom(vm, "throw") : sx_atoms(vm)->return_);
        sx_temp_pop(vm, 1);
        if (fn == SX_EXCEPTION) return -1;
        if (sx_is_nullish(fn) && mode == SX_GEN_RETURN) {
            *out = v;
            return 0;
        }
        if (sx_is_nullish(fn)) {
            if (!sx_iter_close(vm, sx_from_object(w))) return -1;
            sx_throw_type(vm, "The iterator does not provide a 'throw' method.");
            return -1;
        }
    }
    if (!sx_is_callable(fn)) {
        char what[96];
        sx_value_label(vm, fn, what, sizeof what);
        sx_throw_type(vm, "%s is not a function", what);
        return -1;
    }
    sx_value r = sx_call(vm, fn, target, 1, &v);
    if (r == SX_EXCEPTION) return -1;
    *out = r;
    return 1;
}

int sx_iter_send(sx_vm *vm, sx_value iter, sx_value v, int mode, sx_value *out) {
    if (!sx_is_object(iter) || sx_as_object(iter)->cls != SX_CLASS_ITERATOR) {
        sx_throw_type(vm, "iterator is not an object");
        return -1;
    }
    sx_object *it = sx_as_object(iter);
    bool raw = mode & SX_ITER_SEND_RAW;
    mode &= ~SX_ITER_SEND_RAW;
    if (raw && it->u.cursor.kind == SX_ITER_ASYNC_PROTOCOL) return async_send_raw(vm, it, v, mode, out);
    if (it->u.cursor.kind == SX_ITER_GENERATOR) return sx_js(vm)->generator_resume(vm, it, v, mode, out);
    if (it->u.cursor.kind == SX_ITER_ASYNC_GENERATOR) return sx_iter_advance(vm, it, out); /* its TypeError */
    if (mode == SX_GEN_NEXT && it->u.cursor.kind != SX_ITER_PROTOCOL) {
        int r = sx_iter_advance(vm, it, out);
        if (r == 0) *out = SX_UNDEFINED; /* a built-in iterator is done with value undefined (yield* [1]) */
        return r;
    }
    if (it->u.cursor.kind == SX_ITER_PROTOCOL && it->u.cursor.target != SX_UNDEFINED) {
        sx_value target = it->u.cursor.target;
        if (mode == SX_GEN_NEXT) return protocol_call(vm, target, it->u.cursor.extra, v, out);
        sx_temp_push(vm, v);
        sx_value fn = sx_get(vm, target, mode == SX_GEN_THROW ? sx_atom(vm, "throw") : sx_atoms(vm)->return_);
        sx_temp_pop(vm, 1);
        if (fn == SX_EXCEPTION) return -1;
        if (sx_is_callable(fn)) return protocol_call(vm, target, fn, v, out);
    }
    if (mode == SX_GEN_RETURN) { /* nothing to call: finished with v */
        *out = v;
        return 0;
    }
    if (!sx_iter_close(vm, iter)) return -1;
    sx_throw_type(vm, "The iterator does not provide a 'throw' method.");
    return -1;
}

int sx_iter_advance(sx_vm *vm, sx_object *it, sx_value *out) {
    if (it->cls != SX_CLASS_ITERATOR) {
        sx_throw_type(vm, "iterator is not an object");
        return -1;
    }
    if (it->u.cursor.kind == SX_ITER_STRING) return next_code_point(vm, it, out);
    if (it->u.cursor.kind == SX_ITER_REGEXP_MATCHES) return sx_js(vm)->regexp_iter_next(vm, it, out);
    if (it->u.cursor.kind == SX_ITER_GENERATOR)
        return sx_js(vm)->generator_resume(vm, it, SX_UNDEFINED, SX_GEN_NEXT, out);
    if (it->u.cursor.kind == SX_ITER_HELPER) return sx_js(vm)->iterator_helper_next(vm, it, out);
    if (it->u.cursor.kind == SX_ITER_PROTOCOL) return protocol_next(vm, it, out);
    if (it->u.cursor.kind == SX_ITER_ASYNC_PROTOCOL) return async_protocol_next(vm, it, out);
    if (it->u.cursor.kind == SX_ITER_ASYNC_GENERATOR) {
        sx_throw_type(vm, "object is not iterable (cannot read property Symbol(Symbol.iterator))");
        return -1;
    }
    if (it->u.cursor.kind >= SX_ITER_MAP_KEYS) return sx_js(vm)->collection_iter_next(vm, it, out);
    if (it->u.cursor.target == SX_UNDEFINED) return 0; /* finished */
    sx_object *arr = sx_as_object(it->u.cursor.target);
    uint32_t i = it->u.cursor.pos;
    if (i >= sx_array_length(arr)) {
        it->u.cursor.target = SX_UNDEFINED;
        return 0;
    }
    it->u.cursor.pos = i + 1;
    if (it->u.cursor.kind == SX_ITER_KEYS && sx_is_object(it->u.cursor.extra)) return next_key(vm, it, i, out);
    switch ((sx_iter_kind)it->u.cursor.kind) {
    case SX_ITER_ARRAY_KEYS: *out = sx_number(i); return 1;
    case SX_ITER_ARRAY_ENTRIES: return next_entry(vm, arr, i, out);
    default: return element_at(vm, arr, i, out) ? 1 : -1;
    }
}

int sx_iter_next(sx_vm *vm, sx_object *it, sx_value *out) {
    if (!sx_meter_elements(vm, 1)) return -1; /* a native loop over an iterator pays for each step */
    return sx_iter_advance(vm, it, out);
}
