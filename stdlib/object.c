/* object.c - the Object constructor, Object.prototype and Function.prototype. */
#include <stdio.h>

#include "runtime/iter.h"
#include "stdlib/stdlib.h"
#include "vm/meter.h"

/* -- helpers -- */

static sx_value require_object_arg(sx_vm *vm, sx_value v) {
    if (sx_is_nullish(v)) return sx_throw_type(vm, "Cannot convert undefined or null to object");
    return sx_to_object(vm, v);
}

static sx_value new_plain(sx_vm *vm, sx_object *proto) {
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, proto);
    return o ? sx_from_object(o) : SX_EXCEPTION;
}

/* keys / values / entries share one walk; mode 0 keys, 1 values, 2 entries. */
static sx_value list_own(sx_vm *vm, sx_value target, int mode) {
    sx_value ov = require_object_arg(vm, target);
    if (ov == SX_EXCEPTION) return SX_EXCEPTION;
    sx_temp_push(vm, ov);
    sx_object *keys = sx_own_keys(vm, sx_as_object(ov), true);
    /* each key listed is charged (vm/meter.h); values and entries also read each property */
    sx_object *out = keys && sx_meter_elements(vm, keys->u.array.len) ? sx_array_new(vm, keys->u.array.len) : NULL;
    sx_value result = out ? sx_from_object(out) : SX_EXCEPTION;
    if (out) {
        sx_temp_push(vm, sx_from_object(keys));
        sx_temp_push(vm, result);
    }
    for (uint32_t i = 0; out && i < keys->u.array.len; i++) {
        sx_value k = keys->u.array.items[i], item = k;
        if (mode != 0) {
            bool found;
            sx_value v = sx_get_own(vm, sx_as_object(ov), sx_as_string(k), &found);
            if (v == SX_EXCEPTION) {
                result = SX_EXCEPTION;
                break;
            }
            if (!found) continue; /* a getter deleted it */
            item = v;
            if (mode == 2) {
                sx_object *pair = sx_array_new(vm, 2);
                if (pair == NULL) {
                    result = SX_EXCEPTION;
                    break;
                }
                pair->u.array.items[0] = k;
                pair->u.array.items[1] = v;
                pair->u.array.len = 2;
                item = sx_from_object(pair);
            }
        }
        if (!sx_array_push(vm, out, item)) {
            result = SX_EXCEPTION;
            break;
        }
    }
    sx_temp_pop(vm, out ? 3 : 1);
    return result;
}

static sx_value object_keys(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return list_own(vm, sx_arg(argc, argv, 0), 0);
}
static sx_value object_values(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return list_own(vm, sx_arg(argc, argv, 0), 1);
}
static sx_value object_entries(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return list_own(vm, sx_arg(argc, argv, 0), 2);
}

static sx_value object_assign(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value target = require_object_arg(vm, sx_arg(argc, argv, 0));
    if (target == SX_EXCEPTION) return SX_EXCEPTION;
    sx_temp_push(vm, target);
    uint32_t base = vm->ntemps;
    for (int i = 1; i < argc; i++) sx_temp_push(vm, argv[i]); /* argv may move: keep the sources rooted */
    sx_value result = target;
    for (int i = 1; i < argc; i++) {
        sx_value src = vm->temps[base + (uint32_t)i - 1];
        if (sx_is_nullish(src)) continue;
        sx_value so = sx_to_object(vm, src);
        sx_object *keys = so == SX_EXCEPTION ? NULL : sx_own_keys(vm, sx_as_object(so), true);
        if (keys != NULL && !sx_own_symbols(vm, sx_as_object(so), keys, true)) keys = NULL;
        if (keys != NULL && !sx_meter_elements(vm, keys->u.array.len)) keys = NULL; /* each copy is charged */
        if (keys == NULL) {
            result = SX_EXCEPTION;
            break;
        }
        sx_temp_push(vm, so);
        sx_temp_push(vm, sx_from_object(keys));
        for (uint32_t k = 0; k < keys->u.array.len && result != SX_EXCEPTION; k++) {
            bool found;
            sx_string *key = sx_as_string(keys->u.array.items[k]);
            sx_value v = sx_get_own(vm, sx_as_object(so), key, &found);
            if (v == SX_EXCEPTION || !sx_set(vm, target, key, v)) result = SX_EXCEPTION;
        }
        sx_temp_pop(vm, 2);
        if (result == SX_EXCEPTION) break;
    }
    sx_temp_pop(vm, (uint32_t)(argc > 1 ? argc - 1 : 0) + 1);
    return result;
}

/* Freeze: no new properties, every own property read-only; arrays' elements too. */
static sx_value object_freeze(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value v = sx_arg(argc, argv, 0);
    if (!sx_is_object(v)) return v;
    if (!sx_meter_elements(vm, sx_as_object(v)->nprops)) return SX_EXCEPTION; /* a pass over the properties */
    if (!sx_object_freeze(vm, sx_as_object(v))) return SX_EXCEPTION;
    return v;
}

static sx_value object_is_frozen(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value v = sx_arg(argc, argv, 0);
    if (!sx_is_object(v)) return SX_TRUE;
    sx_object *o = sx_as_object(v);
    if (o->oflags & SX_OBJ_FROZEN) return SX_TRUE;
    if (o->oflags & SX_OBJ_EXTENSIBLE) return SX_FALSE;
    if (!sx_meter_elements(vm, o->nprops)) return SX_EXCEPTION; /* a pass over the properties */
    for (uint32_t i = 0; i < o->nprops; i++)
        if (o->props[i].flags & (SX_PROP_WRITABLE | SX_PROP_CONFIGURABLE)) return SX_FALSE;
    return sx_bool(o->cls != SX_CLASS_ARRAY || o->u.array.len == 0); /* (V8: an empty array's length too) */
}

static sx_value bad_prototype(sx_vm *vm, sx_value p) {
    char what[96];
    sx_value_label(vm, p, what, sizeof what);
    return sx_throw_type(vm, "Object prototype may only be an Object or null: %s", what);
}

static sx_value object_define_properties(sx_vm *vm, sx_value t, int argc, const sx_value *argv);

/* Object.create(proto, properties?) */
static sx_value object_create(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value p = sx_arg(argc, argv, 0);
    if (p != SX_NULL && !sx_is_object(p)) return bad_prototype(vm, p);
    sx_value o = new_plain(vm, p == SX_NULL ? NULL : sx_as_object(p));
    if (o == SX_EXCEPTION || sx_arg(argc, argv, 1) == SX_UNDEFINED) return o;
    sx_temp_push(vm, o);
    sx_value args[2] = {o, sx_arg(argc, sx_args_now(vm), 1)};
    sx_value r = object_define_properties(vm, t, 2, args);
    sx_temp_pop(vm, 1);
    return r;
}

static sx_value object_get_prototype_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value o = require_object_arg(vm, sx_arg(argc, argv, 0));
    if (o == SX_EXCEPTION) return o;
    sx_object *p = sx_as_object(o)->proto;
    return p ? sx_from_object(p) : SX_NULL;
}

static sx_value has_own(sx_vm *vm, sx_value obj, sx_value key) {
    sx_value o = require_object_arg(vm, obj);
    if (o == SX_EXCEPTION) return o;
    sx_string *k = sx_to_property_key(vm, key);
    if (k == NULL) return SX_EXCEPTION;
    sx_object *ob = sx_as_object(o);
    if (ob->cls == SX_CLASS_ARRAY && k->is_index && !(ob->oflags & SX_OBJ_SPARSE))
        return sx_bool(k->index < ob->u.array.len && ob->u.array.items[k->index] != SX_EMPTY);
    if (ob->cls == SX_CLASS_ARRAY && k == vm->atoms.length) return SX_TRUE;
    if (ob->cls == SX_CLASS_STRING &&
        (k == vm->atoms.length || (k->is_index && k->index < sx_as_string(ob->u.box.value)->len)))
        return SX_TRUE;
    return sx_bool(sx_object_find(vm, ob, k) != NULL);
}

static sx_value object_has_own(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return has_own(vm, sx_arg(argc, argv, 0), sx_arg(argc, argv, 1));
}

static sx_value object_from_entries(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value list = sx_arg(argc, argv, 0);
    sx_class cls = sx_is_object(list) ? (sx_class)sx_as_object(list)->cls : SX_CLASS_OBJECT;
    if (cls == SX_CLASS_MAP || cls == SX_CLASS_SET || cls == SX_CLASS_ITERATOR ||
        (cls == SX_CLASS_ARRAY && (sx_as_object(list)->oflags & SX_OBJ_SPARSE))) { /* other iterables: as an array */
        sx_object *items = sx_array_new(vm, 0);
        if (items == NULL) return SX_EXCEPTION;
        sx_temp_push(vm, sx_from_object(items));
        if (!sx_spread_into_array(vm, items, list)) return SX_EXCEPTION;
        list = sx_from_object(items);
    }
    if (!sx_is_array(list))
        return sx_throw_type(vm, "object is not iterable (cannot read property Symbol(Symbol.iterator))");
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (o == NULL) return SX_EXCEPTION;
    sx_object *arr = sx_as_object(list);
    for (uint32_t i = 0; i < arr->u.array.len; i++) {
        if (!sx_meter_elements(vm, 1)) return SX_EXCEPTION; /* each entry is charged */
        sx_value e = sx_array_get(arr, i);
        if (!sx_is_object(e)) {
            char what[96];
            sx_value_label(vm, e, what, sizeof what);
            return sx_throw_type(vm, "Iterator value %s is not an entry object", what);
        }
        sx_value k = sx_get_index(vm, e, sx_number(0));
        if (k == SX_EXCEPTION) return k;
        sx_value v = sx_get_index(vm, e, sx_number(1));
        if (v == SX_EXCEPTION || !sx_define_index(vm, o, k, v)) return SX_EXCEPTION;
    }
    return sx_from_object(o);
}

static sx_value object_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value v = sx_arg(argc, argv, 0);
    if (vm->new_target != NULL && vm->new_target != vm->frames[vm->nframes - 1].callee) { /* a subclass's super() */
        sx_object *proto = sx_new_target_proto(vm, vm->realm.object_proto);
        return proto ? new_plain(vm, proto) : SX_EXCEPTION;
    }
    if (sx_is_nullish(v)) return new_plain(vm, vm->realm.object_proto);
    return sx_to_object(vm, v);
}

/* -- Object.prototype -- */

static sx_value proto_has_own_property(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    return has_own(vm, t, sx_arg(argc, argv, 0));
}

/* The Symbol.toStringTag text of a built-in iterator, by kind. */
static const char *iterator_tag(const sx_object *it) {
    switch ((sx_iter_kind)it->u.cursor.kind) {
    case SX_ITER_STRING: return "String Iterator";
    case SX_ITER_MAP_KEYS:
    case SX_ITER_MAP_VALUES:
    case SX_ITER_MAP_ENTRIES: return "Map Iterator";
    case SX_ITER_SET_VALUES:
    case SX_ITER_SET_ENTRIES: return "Set Iterator";
    case SX_ITER_REGEXP_MATCHES: return "RegExp String Iterator";
    case SX_ITER_GENERATOR: return "Generator";
    case SX_ITER_ASYNC_GENERATOR: return "AsyncGenerator";
    case SX_ITER_HELPER: return "Iterator Helper";
    default: return "Array Iterator";
    }
}

/* Whether t is the value of the global `name` (Math and JSON carry a toStringTag in JS). */
static bool is_global_named(sx_vm *vm, sx_value t, const char *name) {
    sx_string *key = sx_atom(vm, name);
    sx_prop *p = key != NULL ? sx_object_find(vm, vm->realm.global, key) : NULL;
    return p != NULL && p->value == t;
}

/* "[object Object]", "[object Array]", ... (also Array.prototype.toString's fallback) */
sx_value sx_object_proto_to_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    const char *tag = "Object";
    if (t == SX_UNDEFINED) tag = "Undefined";
    else if (t == SX_NULL) tag = "Null";
    else if (sx_is_array(t)) tag = "Array";
    else if (sx_is_object(t) && (sx_as_object(t)->oflags & SX_OBJ_ARGUMENTS)) tag = "Arguments";
    else if (sx_is_callable(t)) tag = "Function";
    else if (sx_is_string(t)) tag = "String";
    else if (sx_is_number(t)) tag = "Number";
    else if (sx_is_bool(t)) tag = "Boolean";
    else if (sx_as_object(t)->cls == SX_CLASS_ERROR) tag = "Error";
    else if (sx_as_object(t)->cls == SX_CLASS_BOOLEAN) tag = "Boolean";
    else if (sx_as_object(t)->cls == SX_CLASS_NUMBER) tag = "Number";
    else if (sx_as_object(t)->cls == SX_CLASS_STRING) tag = "String";
    else if (sx_as_object(t)->cls == SX_CLASS_REGEXP) tag = "RegExp";
    else if (sx_as_object(t)->cls == SX_CLASS_DATE) tag = "Date";
    else if (sx_as_object(t)->cls == SX_CLASS_MAP) tag = "Map"; /* Symbol.toStringTag in JS */
    else if (sx_as_object(t)->cls == SX_CLASS_SET) tag = "Set";
    else if (sx_as_object(t)->cls == SX_CLASS_WEAKMAP) tag = "WeakMap";
    else if (sx_as_object(t)->cls == SX_CLASS_WEAKSET) tag = "WeakSet";
    else if (sx_as_object(t)->cls == SX_CLASS_PROMISE) tag = "Promise";
    else if (sx_as_object(t)->cls == SX_CLASS_DATE) tag = "Date";
    else if (sx_as_object(t)->cls == SX_CLASS_ITERATOR) tag = iterator_tag(sx_as_object(t));
    else if (is_global_named(vm, t, "Math")) tag = "Math";
    else if (is_global_named(vm, t, "JSON")) tag = "JSON";
    if (sx_is_object(t) || sx_is_symbol(t) || sx_is_bigint(t)) { /* a [Symbol.toStringTag] string wins */
        sx_value own = sx_get(vm, t, sx_wk_key(vm, SX_SYM_TO_STRING_TAG));
        if (own == SX_EXCEPTION) return own;
        if (sx_is_string(own)) {
            sx_strbuf b;
            sx_strbuf_init(&b, vm);
            sx_strbuf_ascii(&b, "[object ");
            sx_strbuf_string(&b, sx_as_string(own));
            sx_strbuf_unit(&b, ']');
            sx_string *s = sx_strbuf_finish(&b);
            return s ? sx_from_string(s) : SX_EXCEPTION;
        }
    }
    char buf[48];
    snprintf(buf, sizeof buf, "[object %s]", tag);
    sx_string *s = sx_string_from_cstr(vm, buf);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

static sx_value proto_value_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    return sx_to_object(vm, t);
}

static sx_value proto_is_prototype_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value v = sx_arg(argc, argv, 0);
    if (!sx_is_object(v)) return SX_FALSE;
    if (sx_is_nullish(t)) return sx_throw_type(vm, "Cannot convert undefined or null to object"); /* ToObject(this) */
    if (!sx_is_object(t)) return SX_FALSE;
    for (sx_object *p = sx_as_object(v)->proto; p != NULL; p = p->proto)
        if (p == sx_as_object(t)) return SX_TRUE;
    return SX_FALSE;
}

/* -- Function.prototype -- */

static sx_value function_call(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    if (!sx_is_callable(t)) return sx_throw_type(vm, "Function.prototype.call called on a non-function");
    return sx_call(vm, t, sx_arg(argc, argv, 0), argc > 1 ? argc - 1 : 0, argv + 1);
}

/* The elements of an array-like object as a new array (NULL: an exception is pending). */
static sx_object *array_like_copy(sx_vm *vm, sx_value v) {
    sx_temp_push(vm, v);
    sx_value lv = sx_get(vm, v, vm->atoms.length);
    double len = 0;
    sx_object *copy = NULL;
    if (lv != SX_EXCEPTION && sx_to_number(vm, lv, &len)) {
        len = len != len || len < 0 ? 0 : sx_double_to_integer(len);
        if (len > 65535) sx_throw_range(vm, "Maximum call stack size exceeded");
        else copy = sx_array_new(vm, (uint32_t)len);
    }
    if (copy != NULL) {
        sx_temp_push(vm, sx_from_object(copy));
        for (uint32_t i = 0; copy != NULL && i < (uint32_t)len; i++) {
            sx_value e = sx_get_index(vm, v, sx_number(i));
            if (e == SX_EXCEPTION || !sx_array_push(vm, copy, e)) copy = NULL;
        }
        sx_temp_pop(vm, 1);
    }
    sx_temp_pop(vm, 1);
    return copy;
}

static sx_value function_apply(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    if (!sx_is_callable(t)) return sx_throw_type(vm, "Function.prototype.apply was called on a non-function");
    sx_value this_arg = sx_arg(argc, argv, 0), list = sx_arg(argc, argv, 1);
    if (sx_is_nullish(list)) return sx_call(vm, t, this_arg, 0, NULL);
    if (!sx_is_object(list)) return sx_throw_type(vm, "CreateListFromArrayLike called on non-object");
    if (!sx_is_array(list) || (sx_as_object(list)->oflags & SX_OBJ_SPARSE)) { /* an array-like: elements first */
        sx_object *copy = array_like_copy(vm, list);
        if (copy == NULL) return SX_EXCEPTION;
        list = sx_from_object(copy);
    }
    sx_object *arr = sx_as_object(list);
    sx_temp_push(vm, list);
    uint32_t n = arr->u.array.len;
    if (!sx_meter_elements(vm, n)) { /* the arguments copied are charged */
        sx_temp_pop(vm, 1);
        return SX_EXCEPTION;
    }
    sx_value *args = sx_mem_alloc(vm, (size_t)n * sizeof *args + 1);
    if (args == NULL) {
        sx_temp_pop(vm, 1);
        return sx_throw_oom(vm);
    }
    for (uint32_t i = 0; i < n; i++) args[i] = sx_array_get(arr, i);
    sx_value r = sx_call(vm, t, this_arg, (int)n, args); /* copied to the stack before any call */
    sx_mem_free(vm, args, (size_t)n * sizeof *args + 1);
    sx_temp_pop(vm, 1);
    return r;
}

/* A bound function's own name ("bound f") and length (the target's, less the bound arguments). */
static bool bound_name_and_length(sx_vm *vm, sx_object *b, uint32_t nbound) {
    sx_value fn = sx_from_object(b);
    sx_temp_push(vm, fn);
    sx_value name = sx_get(vm, b->u.bound.target, vm->atoms.name);
    sx_value len = name == SX_EXCEPTION ? name : sx_get(vm, b->u.bound.target, vm->atoms.length);
    bool ok = len != SX_EXCEPTION;
    if (ok) {
        sx_temp_push(vm, name);
        sx_string *prefix = sx_atom(vm, "bound ");
        sx_string *n =
            prefix ? sx_string_concat(vm, prefix, sx_is_string(name) ? sx_as_string(name) : vm->atoms.empty) : NULL;
        double l = sx_is_number(len) ? sx_double_to_integer(sx_to_double(len)) - nbound : 0;
        ok = n != NULL && sx_object_define(vm, b, vm->atoms.length, sx_number(l > 0 ? l : 0), SX_PROP_CONFIGURABLE) &&
             sx_object_define(vm, b, vm->atoms.name, sx_from_string(n), SX_PROP_CONFIGURABLE);
        sx_temp_pop(vm, 1);
    }
    sx_temp_pop(vm, 1);
    return ok;
}

static sx_value function_bind(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    if (!sx_is_callable(t)) return sx_throw_type(vm, "Bind must be called on a function");
    sx_object *b = sx_object_new(vm, SX_CLASS_BOUND, vm->realm.function_proto);
    if (b == NULL) return SX_EXCEPTION;
    uint32_t n = argc > 1 ? (uint32_t)argc - 1 : 0;
    b->oflags |= SX_OBJ_CALLABLE | (sx_as_object(t)->oflags & SX_OBJ_CONSTRUCTOR);
    b->u.bound.target = t;
    b->u.bound.this_val = sx_arg(argc, argv, 0);
    if (n > 0) {
        b->u.bound.args = sx_mem_alloc(vm, n * sizeof(sx_value));
        if (b->u.bound.args == NULL) return sx_throw_oom(vm);
        memcpy(b->u.bound.args, argv + 1, n * sizeof(sx_value));
        b->bound_nargs = n;
    }
    return bound_name_and_length(vm, b, n) ? sx_from_object(b) : SX_EXCEPTION;
}

static sx_value function_to_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    if (!sx_is_callable(t)) return sx_throw_type(vm, "Function.prototype.toString requires that 'this' be a Function");
    sx_object *sources = sx_realm(vm)->function_sources; /* made by the Function constructor */
    sx_value text;
    if (sources != NULL && sx_collection_get(vm, sources, t, &text)) return text;
    sx_value name = sx_get(vm, t, vm->atoms.name);
    if (name == SX_EXCEPTION) return name;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_ascii(&b, "function ");
    if (sx_is_string(name)) sx_strbuf_string(&b, sx_as_string(name));
    sx_strbuf_ascii(&b, "() { [native code] }");
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

/* -- property descriptors: defineProperty, getOwnPropertyDescriptor and friends -- */

/* One field of a descriptor object: *present tells whether it was there at all. */
static bool desc_field(sx_vm *vm, sx_value desc, const char *name, sx_value *out, bool *present) {
    sx_string *key = sx_atom(vm, name);
    if (key == NULL) return false;
    *present = sx_has_property(vm, sx_as_object(desc), key);
    *out = *present ? sx_get(vm, desc, key) : SX_UNDEFINED;
    return *out != SX_EXCEPTION;
}

/* The fields of a property descriptor, and which of them were present. */
typedef struct {
    sx_value value, writable, enumerable, configurable, get, set;
    bool has_value, has_writable, has_enum, has_conf, has_get, has_set;
} field_set;

static bool cannot_redefine(sx_vm *vm, const char *k) {
    sx_throw_type(vm, "Cannot redefine property: %s", k);
    return false;
}

/* ValidateAndApplyPropertyDescriptor for a property that is not configurable: only what the
 * specification allows (the same attributes and values, or a writable value written or made
 * read-only); anything else is node's "Cannot redefine property". */
static bool redefine_fixed(sx_vm *vm, sx_object *o, sx_string *key, sx_prop *old, const field_set *f, const char *k) {
    (void)o, (void)key;
    if (f->has_conf && sx_to_boolean(f->configurable)) return cannot_redefine(vm, k);
    if (f->has_enum && sx_to_boolean(f->enumerable) != ((old->flags & SX_PROP_ENUMERABLE) != 0))
        return cannot_redefine(vm, k);
    bool accessor = (old->flags & SX_PROP_ACCESSOR) != 0;
    if (f->has_get || f->has_set) {
        if (!accessor) return cannot_redefine(vm, k);
        sx_object *pair = sx_as_object(old->value);
        if ((f->has_get && !sx_same_value(f->get, pair->u.array.items[0])) ||
            (f->has_set && !sx_same_value(f->set, pair->u.array.items[1])))
            return cannot_redefine(vm, k);
        return true;
    }
    if (accessor) return f->has_value || f->has_writable ? cannot_redefine(vm, k) : true;
    if (!(old->flags & SX_PROP_WRITABLE)) {
        if ((f->has_writable && sx_to_boolean(f->writable)) || (f->has_value && !sx_same_value(f->value, old->value)))
            return cannot_redefine(vm, k);
        return true;
    }
    if (f->has_value) old->value = f->value;
    if (f->has_writable && !sx_to_boolean(f->writable)) old->flags &= ~(uint32_t)SX_PROP_WRITABLE;
    return true;
}

/* defineProperty(array, "length", d): ArraySetLength. The length is writable, not enumerable
 * and never configurable; making it read-only keeps it in the general representation. */
static bool define_array_length(sx_vm *vm, sx_object *o, const field_set *f) {
    bool fixed = (o->oflags & (SX_OBJ_LENGTH_FIXED | SX_OBJ_FROZEN)) != 0;
    uint32_t len = sx_array_length(o);
    if (f->has_value && !sx_array_length_value(vm, f->value, &len)) return false;
    if ((f->has_conf && sx_to_boolean(f->configurable)) || (f->has_enum && sx_to_boolean(f->enumerable)) ||
        f->has_get || f->has_set || (fixed && f->has_writable && sx_to_boolean(f->writable)) ||
        (fixed && len != sx_array_length(o)))
        return cannot_redefine(vm, "length");
    bool make_fixed = !fixed && f->has_writable && !sx_to_boolean(f->writable);
    if (make_fixed && !sx_array_make_sparse(vm, o)) return false;
    bool ok = len == sx_array_length(o) || sx_array_write_length(vm, o, len);
    if (make_fixed) o->oflags |= SX_OBJ_LENGTH_FIXED; /* (even when an element stopped the truncation) */
    return ok;
}

/* defineProperty of an element of a dense array: 1 or 0 when the dense store can take it (a
 * value with the default attributes: the array's elements have them), -1 when the array must
 * go to its general representation first. */
static int define_dense_element(sx_vm *vm, sx_object *o, sx_string *key, const field_set *f) {
    uint32_t i = key->index;
    bool exists = i < o->u.array.len && o->u.array.items[i] != SX_EMPTY;
    if (f->has_get || f->has_set || (o->oflags & SX_OBJ_SEALED) || !(o->oflags & SX_OBJ_EXTENSIBLE)) return -1;
    if (!exists && (i > o->u.array.len + 1024u || i >= UINT32_MAX - 1)) return -1;
    bool w = f->has_writable ? sx_to_boolean(f->writable) : exists;
    bool e = f->has_enum ? sx_to_boolean(f->enumerable) : exists;
    bool c = f->has_conf ? sx_to_boolean(f->configurable) : exists;
    if (!w || !e || !c) return -1;
    if (!f->has_value && exists) return 1;
    return sx_set(vm, sx_from_object(o), key, f->has_value ? f->value : SX_UNDEFINED) ? 1 : 0;
}

/* Object.defineProperty(o, key, descriptor): data and accessor descriptors. */
static bool define_from_descriptor(sx_vm *vm, sx_object *o, sx_string *key, sx_value desc) {
    char k[128];
    sx_string_to_utf8(key, k, sizeof k);
    if (!sx_is_object(desc)) {
        char what[96];
        sx_value_label(vm, desc, what, sizeof what);
        sx_throw_type(vm, "Property description must be an object: %s", what);
        return false;
    }
    sx_value value, writable, enumerable, configurable, get, set;
    bool has_value, has_writable, has_enum, has_conf, has_get, has_set;
    if (!desc_field(vm, desc, "value", &value, &has_value) ||
        !desc_field(vm, desc, "writable", &writable, &has_writable) ||
        !desc_field(vm, desc, "enumerable", &enumerable, &has_enum) ||
        !desc_field(vm, desc, "configurable", &configurable, &has_conf) ||
        !desc_field(vm, desc, "get", &get, &has_get) || !desc_field(vm, desc, "set", &set, &has_set))
        return false;
    if ((has_get || has_set) && (has_value || has_writable)) {
        sx_throw_type(
            vm,
            "Invalid property descriptor. Cannot both specify accessors and a value or writable attribute, #<Object>");
        return false;
    }
    bool bad_get = has_get && get != SX_UNDEFINED && !sx_is_callable(get);
    if (bad_get || (has_set && set != SX_UNDEFINED && !sx_is_callable(set))) {
        char what[96];
        sx_value_label(vm, bad_get ? get : set, what, sizeof what);
        sx_throw_type(vm, "%s must be a function: %s", bad_get ? "Getter" : "Setter", what);
        return false;
    }
    field_set f = {value,     writable,     enumerable, configurable, get,     set,
                   has_value, has_writable, has_enum,   has_conf,     has_get, has_set};
    if (o->cls == SX_CLASS_ARRAY && key == vm->atoms.length) return define_array_length(vm, o, &f);
    if (o->cls == SX_CLASS_ARRAY && key->is_index && !(o->oflags & SX_OBJ_SPARSE)) {
        int r = define_dense_element(vm, o, key, &f);
        if (r >= 0) return r;
        if (!sx_array_make_sparse(vm, o)) return false; /* other attributes, an accessor: the general form */
    }
    sx_prop *old = sx_object_find(vm, o, key);
    if (old != NULL && !(old->flags & SX_PROP_CONFIGURABLE)) return redefine_fixed(vm, o, key, old, &f, k);
    if (old == NULL && !(o->oflags & SX_OBJ_EXTENSIBLE)) {
        sx_throw_type(vm, "Cannot define property %s, object is not extensible", k);
        return false;
    }
    uint32_t base = old ? old->flags : 0;
    uint32_t flags = 0;
    if (has_enum ? sx_to_boolean(enumerable) : (base & SX_PROP_ENUMERABLE)) flags |= SX_PROP_ENUMERABLE;
    if (has_conf ? sx_to_boolean(configurable) : (base & SX_PROP_CONFIGURABLE)) flags |= SX_PROP_CONFIGURABLE;
    if (old != NULL && (old->flags & SX_PROP_ACCESSOR) && !has_value && !has_writable && !has_get && !has_set) {
        old->flags = flags | SX_PROP_ACCESSOR; /* a generic descriptor: the accessor stays */
        return true;
    }
    if (has_get || has_set) {
        if (o->cls == SX_CLASS_ARRAY && old == NULL && key->is_index && key->index >= o->u.array.length &&
            (o->oflags & SX_OBJ_LENGTH_FIXED)) {
            sx_throw_type(vm, "Cannot define property %s, object is not extensible", k);
            return false;
        }
        if (old != NULL && !(old->flags & SX_PROP_ACCESSOR)) sx_object_remove(vm, o, key);
        if (has_get && !sx_define_accessor(vm, o, sx_from_string(key), get, false, flags & SX_PROP_ENUMERABLE))
            return false;
        if (has_set && !sx_define_accessor(vm, o, sx_from_string(key), set, true, flags & SX_PROP_ENUMERABLE))
            return false;
        sx_prop *p = sx_object_find(vm, o, key);
        if (p) p->flags = flags | SX_PROP_ACCESSOR;
        return true;
    }
    if (has_writable ? sx_to_boolean(writable) : (base & SX_PROP_WRITABLE) && !(base & SX_PROP_ACCESSOR))
        flags |= SX_PROP_WRITABLE;
    sx_value v = has_value ? value : (old && !(old->flags & SX_PROP_ACCESSOR) ? old->value : SX_UNDEFINED);
    return sx_array_define_element(vm, o, key, v, flags);
}

static sx_value object_define_property(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value o = sx_arg(argc, argv, 0), key = sx_arg(argc, argv, 1), desc = sx_arg(argc, argv, 2);
    if (!sx_is_object(o)) return sx_throw_type(vm, "Object.defineProperty called on non-object");
    sx_string *k = sx_to_property_key(vm, key);
    if (k == NULL) return SX_EXCEPTION;
    return define_from_descriptor(vm, sx_as_object(o), k, desc) ? o : SX_EXCEPTION;
}

static sx_value object_define_properties(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value o = sx_arg(argc, argv, 0), props = sx_arg(argc, argv, 1);
    if (!sx_is_object(o)) return sx_throw_type(vm, "Object.defineProperties called on non-object");
    if (sx_is_nullish(props)) return sx_throw_type(vm, "Cannot convert undefined or null to object");
    if (!sx_is_object(props) && (props = sx_to_object(vm, props)) == SX_EXCEPTION) return props;
    sx_object *keys = sx_own_keys(vm, sx_as_object(props), true);
    if (keys == NULL || !sx_meter_elements(vm, keys->u.array.len)) return SX_EXCEPTION; /* each one charged */
    sx_temp_push(vm, sx_from_object(keys));
    bool ok = true;
    for (uint32_t i = 0; ok && i < keys->u.array.len; i++) {
        sx_string *k = sx_as_string(keys->u.array.items[i]);
        sx_value desc = sx_get(vm, props, k);
        ok = desc != SX_EXCEPTION && define_from_descriptor(vm, sx_as_object(o), k, desc);
    }
    sx_temp_pop(vm, 1);
    return ok ? o : SX_EXCEPTION;
}

static bool put(sx_vm *vm, sx_object *d, const char *name, sx_value v) {
    return sx_define_value(vm, d, name, v, SX_PROP_DEFAULT);
}

static sx_value descriptor_of(sx_vm *vm, sx_object *o, sx_string *k);

static sx_value object_get_own_property_descriptor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value ov = require_object_arg(vm, sx_arg(argc, argv, 0));
    if (ov == SX_EXCEPTION) return ov;
    sx_string *k = sx_to_property_key(vm, sx_arg(argc, sx_args_now(vm), 1));
    if (k == NULL) return SX_EXCEPTION;
    return descriptor_of(vm, sx_as_object(ov), k);
}

/* The descriptor object of o's own property k, or undefined. */
static sx_value descriptor_of(sx_vm *vm, sx_object *o, sx_string *k) {
    sx_prop *p = sx_object_find(vm, o, k);
    if (p != NULL && !sx_error_stack_ready(vm, o, p)) return SX_EXCEPTION;
    p = sx_object_find(vm, o, k);
    bool found = p != NULL;
    sx_value v = SX_UNDEFINED;
    uint32_t flags = p ? p->flags : SX_PROP_DEFAULT;
    if (!found) {
        v = sx_get_own(vm, o, k, &found); /* array elements, length, string indices, function name/length */
        if (v == SX_EXCEPTION) return v;
        if (!found) return SX_UNDEFINED;
        if (k == vm->atoms.length)
            flags = o->cls == SX_CLASS_ARRAY
                        ? ((o->oflags & (SX_OBJ_FROZEN | SX_OBJ_LENGTH_FIXED)) ? 0 : SX_PROP_WRITABLE)
                        : (o->cls == SX_CLASS_STRING ? 0 : SX_PROP_CONFIGURABLE);
        else if (o->cls == SX_CLASS_STRING) flags = SX_PROP_ENUMERABLE;
        else if (o->cls != SX_CLASS_ARRAY) flags = SX_PROP_CONFIGURABLE;
        else if (o->oflags & SX_OBJ_SEALED) /* an element of a sealed or frozen array */
            flags &= (o->oflags & SX_OBJ_FROZEN) ? SX_PROP_ENUMERABLE : (uint32_t)~SX_PROP_CONFIGURABLE;
    }
    sx_object *d = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (d == NULL) return SX_EXCEPTION;
    bool ok;
    if (p != NULL && (p->flags & SX_PROP_ACCESSOR)) {
        sx_object *pair = sx_as_object(p->value);
        ok = put(vm, d, "get", pair->u.array.items[0]) && put(vm, d, "set", pair->u.array.items[1]);
    } else {
        ok = put(vm, d, "value", p ? p->value : v) && put(vm, d, "writable", sx_bool(flags & SX_PROP_WRITABLE));
    }
    ok = ok && put(vm, d, "enumerable", sx_bool(flags & SX_PROP_ENUMERABLE)) &&
         put(vm, d, "configurable", sx_bool(flags & SX_PROP_CONFIGURABLE));
    return ok ? sx_from_object(d) : SX_EXCEPTION;
}

/* Object.getOwnPropertyDescriptors(o): every own key (enumerable or not) to its descriptor. */
static sx_value object_get_own_property_descriptors(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value ov = require_object_arg(vm, sx_arg(argc, argv, 0));
    if (ov == SX_EXCEPTION) return ov;
    sx_temp_push(vm, ov);
    sx_object *keys = sx_own_keys(vm, sx_as_object(ov), false);
    sx_value out = keys && sx_own_symbols(vm, sx_as_object(ov), keys, false) ? new_plain(vm, vm->realm.object_proto)
                                                                             : SX_EXCEPTION;
    if (out != SX_EXCEPTION) {
        sx_temp_push(vm, sx_from_object(keys));
        sx_temp_push(vm, out);
        if (sx_is_array(ov) && !sx_array_push(vm, keys, sx_from_string(vm->atoms.length))) out = SX_EXCEPTION;
        if (out != SX_EXCEPTION && !sx_meter_elements(vm, keys->u.array.len)) out = SX_EXCEPTION; /* charged */
        for (uint32_t i = 0; out != SX_EXCEPTION && i < keys->u.array.len; i++) {
            sx_value d = descriptor_of(vm, sx_as_object(ov), sx_as_string(keys->u.array.items[i]));
            if (d == SX_EXCEPTION || !sx_define_index(vm, sx_as_object(out), keys->u.array.items[i], d))
                out = SX_EXCEPTION;
        }
        sx_temp_pop(vm, 2);
    }
    sx_temp_pop(vm, 1);
    return out;
}

/* Object.prototype.toLocaleString: this.toString(). */
static sx_value proto_to_locale_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_value f = sx_get(vm, t, sx_atoms(vm)->toString);
    if (f == SX_EXCEPTION) return f;
    if (!sx_is_callable(f)) return sx_throw_type(vm, "toString is not a function");
    return sx_call(vm, f, t, 0, NULL);
}

/* Object.getOwnPropertySymbols(o) and Reflect.ownKeys(o) (names, then symbols). */
static sx_value own_symbols(sx_vm *vm, sx_value ov, sx_object *keys) {
    if (keys == NULL) keys = sx_array_new(vm, 0);
    return keys != NULL && sx_own_symbols(vm, sx_as_object(ov), keys, false) ? sx_from_object(keys) : SX_EXCEPTION;
}

static sx_value object_get_own_property_symbols(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value ov = require_object_arg(vm, sx_arg(argc, argv, 0));
    return ov == SX_EXCEPTION ? ov : own_symbols(vm, ov, NULL);
}

static sx_value object_get_own_property_names(sx_vm *vm, sx_value t, int argc, const sx_value *argv);

sx_value sx_object_own_keys(sx_vm *vm, sx_value o) {
    sx_value names = object_get_own_property_names(vm, SX_UNDEFINED, 1, &o);
    return names == SX_EXCEPTION ? names : own_symbols(vm, o, sx_as_object(names));
}

static sx_value object_get_own_property_names(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value ov = require_object_arg(vm, sx_arg(argc, argv, 0));
    if (ov == SX_EXCEPTION) return ov;
    sx_object *o = sx_as_object(ov);
    sx_object *keys = sx_own_keys(vm, o, false);
    if (keys == NULL) return SX_EXCEPTION;
    if ((o->cls == SX_CLASS_ARRAY || o->cls == SX_CLASS_STRING) &&
        !sx_array_push(vm, keys, sx_from_string(vm->atoms.length)))
        return SX_EXCEPTION;
    return sx_from_object(keys);
}

static sx_value object_set_prototype_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value o = sx_arg(argc, argv, 0), p = sx_arg(argc, argv, 1);
    if (sx_is_nullish(o)) return sx_throw_type(vm, "Object.setPrototypeOf called on null or undefined");
    if (p != SX_NULL && !sx_is_object(p)) return bad_prototype(vm, p);
    if (!sx_is_object(o)) return o;
    return sx_set(vm, o, sx_atoms(vm)->__proto__, p) ? o : SX_EXCEPTION;
}

/* preventExtensions / seal (mode 0, 1) and isExtensible / isSealed. */
static sx_value restrict_object(sx_vm *vm, sx_value v, bool seal) {
    if (!sx_is_object(v)) return v;
    sx_object *o = sx_as_object(v);
    if (seal && !sx_meter_elements(vm, o->nprops)) return SX_EXCEPTION; /* a pass over the properties */
    if (seal && !sx_object_own_props(vm, o)) return SX_EXCEPTION;
    if (o->cls == SX_CLASS_ARRAY && !(o->oflags & SX_OBJ_SPARSE) && (o->oflags & SX_OBJ_EXTENSIBLE)) {
        /* a hole of a non-extensible array can never be filled: the dense store would let it be */
        if (!sx_meter_elements(vm, o->u.array.len)) return SX_EXCEPTION;
        bool holes = false;
        for (uint32_t i = 0; i < o->u.array.len && !holes; i++) holes = o->u.array.items[i] == SX_EMPTY;
        if (holes && !sx_array_make_sparse(vm, o)) return SX_EXCEPTION;
    }
    o->oflags &= (uint16_t)~SX_OBJ_EXTENSIBLE;
    if (seal) o->oflags |= SX_OBJ_SEALED;
    if (seal)
        for (uint32_t i = 0; i < o->nprops; i++) o->props[i].flags &= ~(uint32_t)SX_PROP_CONFIGURABLE;
    return v;
}

static sx_value object_prevent_extensions(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return restrict_object(vm, sx_arg(argc, argv, 0), false);
}
static sx_value object_seal(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return restrict_object(vm, sx_arg(argc, argv, 0), true);
}

static sx_value object_is_extensible(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)vm, (void)t;
    sx_value v = sx_arg(argc, argv, 0);
    return sx_bool(sx_is_object(v) && (sx_as_object(v)->oflags & SX_OBJ_EXTENSIBLE));
}

static sx_value object_is_sealed(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value v = sx_arg(argc, argv, 0);
    if (!sx_is_object(v)) return SX_TRUE;
    sx_object *o = sx_as_object(v);
    if (o->oflags & SX_OBJ_EXTENSIBLE) return SX_FALSE;
    if (!sx_meter_elements(vm, o->nprops)) return SX_EXCEPTION; /* a pass over the properties */
    for (uint32_t i = 0; i < o->nprops; i++)
        if (o->props[i].flags & SX_PROP_CONFIGURABLE) return SX_FALSE;
    return sx_bool(o->cls != SX_CLASS_ARRAY || o->u.array.len == 0 || (o->oflags & SX_OBJ_SEALED));
}

static sx_value object_is(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)vm, (void)t;
    return sx_bool(sx_same_value(sx_arg(argc, argv, 0), sx_arg(argc, argv, 1)));
}

static sx_value proto_property_is_enumerable(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_value ov = require_object_arg(vm, t);
    if (ov == SX_EXCEPTION) return ov;
    sx_string *k = sx_to_property_key(vm, sx_arg(argc, argv, 0));
    if (k == NULL) return SX_EXCEPTION;
    sx_object *o = sx_as_object(ov);
    if (o->cls == SX_CLASS_ARRAY && k->is_index && !(o->oflags & SX_OBJ_SPARSE))
        return sx_bool(k->index < o->u.array.len && o->u.array.items[k->index] != SX_EMPTY);
    sx_prop *p = sx_object_find(vm, o, k);
    return sx_bool(p != NULL && (p->flags & SX_PROP_ENUMERABLE) && !k->is_private);
}

static const sx_native_def object_statics[] = {
    {"getOwnPropertySymbols", object_get_own_property_symbols, 1},
    {"keys", object_keys, 1},
    {"values", object_values, 1},
    {"entries", object_entries, 1},
    {"assign", object_assign, 2},
    {"freeze", object_freeze, 1},
    {"isFrozen", object_is_frozen, 1},
    {"create", object_create, 2},
    {"getPrototypeOf", object_get_prototype_of, 1},
    {"hasOwn", object_has_own, 2},
    {"fromEntries", object_from_entries, 1},
    {"defineProperty", object_define_property, 3},
    {"defineProperties", object_define_properties, 2},
    {"getOwnPropertyDescriptor", object_get_own_property_descriptor, 2},
    {"getOwnPropertyNames", object_get_own_property_names, 1},
    {"getOwnPropertyDescriptors", object_get_own_property_descriptors, 1},
    {"setPrototypeOf", object_set_prototype_of, 2},
    {"preventExtensions", object_prevent_extensions, 1},
    {"seal", object_seal, 1},
    {"isExtensible", object_is_extensible, 1},
    {"isSealed", object_is_sealed, 1},
    {"is", object_is, 2},
};

static const sx_native_def object_methods[] = {
    {"hasOwnProperty", proto_has_own_property, 1}, {"toString", sx_object_proto_to_string, 0},
    {"toLocaleString", proto_to_locale_string, 0}, {"valueOf", proto_value_of, 0},
    {"isPrototypeOf", proto_is_prototype_of, 1},   {"propertyIsEnumerable", proto_property_is_enumerable, 1},
};

static const sx_native_def function_methods[] = {
    {"call", function_call, 1},
    {"apply", function_apply, 2},
    {"bind", function_bind, 1},
    {"toString", function_to_string, 0},
};

bool sx_stdlib_init_object(sx_vm *vm) {
    sx_object *ctor = sx_define_class(vm, "Object", object_ctor, 1, vm->realm.object_proto);
    if (ctor == NULL || !SX_DEFINE_NATIVES(vm, ctor, object_statics)) return false;
    if (!SX_DEFINE_NATIVES(vm, vm->realm.object_proto, object_methods)) return false;
    return SX_DEFINE_NATIVES(vm, vm->realm.function_proto, function_methods);
}
