/* property.c - property get/set/delete with JavaScript semantics: prototype chains, array
 * elements, accessors, frozen objects and node's error messages. */
#include <stdio.h>
#include <stdlib.h>

#include "runtime/iter.h"
#include "runtime/runtime.h"
#include "vm/meter.h"

sx_value sx_array_get(const sx_object *arr, uint32_t i) {
    if (i >= arr->u.array.len) return SX_UNDEFINED;
    sx_value v = arr->u.array.items[i];
    return v == SX_EMPTY ? SX_UNDEFINED : v;
}

sx_object *sx_proto_of_value(sx_vm *vm, sx_value v) {
    if (sx_is_object(v)) return sx_as_object(v)->proto;
    if (sx_is_string(v)) return sx_realm(vm)->string_proto;
    if (sx_is_number(v)) return sx_realm(vm)->number_proto;
    if (sx_is_bool(v)) return sx_realm(vm)->boolean_proto;
    if (sx_is_symbol(v)) return sx_realm(vm)->symbol_proto;
    if (sx_is_bigint(v)) return sx_realm(vm)->bigint_proto;
    return NULL;
}

static void key_text(const sx_string *key, char *buf, size_t size) { sx_string_to_utf8(key, buf, size); }

/* The key as the source names it: "#x" for a private name. */
static void member_text(const sx_string *key, char *buf, size_t size) {
    size_t skip = key->is_private && size > 1 ? 1 : 0;
    if (skip) buf[0] = '#';
    key_text(key, buf + skip, size - skip);
}

/* -- own properties, including the "virtual" ones (array elements and length, string
 *    characters, function name/length/prototype) -- */

typedef enum { OWN_NONE, OWN_DATA, OWN_ACCESSOR } own_kind;

static sx_value string_char(sx_vm *vm, sx_string *s, uint32_t i) {
    uint16_t unit = sx_string_at(s, i);
    sx_string *c =
        unit < 256 ? sx_string_new_latin1(vm, (const uint8_t[]){(uint8_t)unit}, 1) : sx_string_new_utf16(vm, &unit, 1);
    return c ? sx_from_string(c) : SX_EXCEPTION;
}

/* The .prototype a closure gets when it is first read: { constructor: fn } for a constructor; for
 * a function*, the prototype of its generators (inheriting %GeneratorPrototype%, no constructor). */
static sx_value function_prototype(sx_vm *vm, sx_object *fn) {
    bool generator = fn->u.func.proto->flags & SX_PROTO_GENERATOR;
    sx_object *parent = generator ? sx_realm(vm)->generator_proto : vm->realm.object_proto;
    if (generator && (fn->u.func.proto->flags & SX_PROTO_ASYNC) && sx_realm(vm)->async_generator_proto)
        parent = sx_realm(vm)->async_generator_proto; /* (else set right at the first call: GENSTART) */
    sx_object *p = sx_object_new(vm, SX_CLASS_OBJECT, parent);
    if (p == NULL ||
        (!generator && !sx_object_define(vm, p, vm->atoms.constructor, sx_from_object(fn), SX_PROP_HIDDEN)) ||
        !sx_object_define(vm, fn, vm->atoms.prototype, sx_from_object(p), SX_PROP_WRITABLE))
        return SX_EXCEPTION;
    return sx_from_object(p);
}

static own_kind get_own(sx_vm *vm, sx_object *o, sx_string *key, sx_value *out) {
    if (o->cls == SX_CLASS_ARRAY) {
        if (key->is_index && !(o->oflags & SX_OBJ_SPARSE)) { /* (a sparse array's are properties) */
            if (key->index < o->u.array.len && o->u.array.items[key->index] != SX_EMPTY) {
                *out = o->u.array.items[key->index];
                return OWN_DATA;
            }
            return OWN_NONE;
        }
        if (key == vm->atoms.length) {
            *out = sx_number(sx_array_length(o));
            return OWN_DATA;
        }
    } else if (o->cls == SX_CLASS_STRING) {
        sx_string *s = sx_as_string(o->u.box.value);
        if (key->is_index && key->index < s->len) {
            *out = string_char(vm, s, key->index);
            return OWN_DATA;
        }
        if (key == vm->atoms.length) {
            *out = sx_number(s->len);
            return OWN_DATA;
        }
    }
    sx_prop *p = sx_object_find(vm, o, key);
    if (p != NULL && (p->flags & SX_PROP_LAZY_STACK)) {
        if (!sx_error_stack_ready(vm, o, p)) return OWN_NONE;
        p = sx_object_find(vm, o, key);
    }
    if (p != NULL) {
        *out = p->value;
        return (p->flags & SX_PROP_ACCESSOR) ? OWN_ACCESSOR : OWN_DATA;
    }
    if (o->cls == SX_CLASS_FUNCTION) {
        sx_proto *fp = o->u.func.proto;
        if (key == vm->atoms.name) {
            *out = sx_from_string(fp->name ? fp->name : vm->atoms.empty);
            return OWN_DATA;
        }
        if (key == vm->atoms.length) {
            *out = sx_number(fp->length);
            return OWN_DATA;
        }
        if (key == vm->atoms.prototype && ((o->oflags & SX_OBJ_CONSTRUCTOR) || (fp->flags & SX_PROTO_GENERATOR))) {
            *out = function_prototype(vm, o);
            return OWN_DATA;
        }
    }
    return OWN_NONE;
}

static sx_value call_getter(sx_vm *vm, sx_value pair, sx_value receiver) {
    sx_value getter = sx_as_object(pair)->u.array.items[0];
    if (!sx_is_callable(getter)) return SX_UNDEFINED;
    return sx_call(vm, getter, receiver, 0, NULL);
}

/* -- get -- */

static sx_value read_error(sx_vm *vm, sx_value obj, sx_string *key) {
    char k[128];
    member_text(key, k, sizeof k);
    return sx_throw_type(vm, "Cannot read properties of %s (reading '%s')", obj == SX_NULL ? "null" : "undefined", k);
}

static sx_value private_error(sx_vm *vm, sx_string *key, bool write) {
    char k[128];
    key_text(key, k, sizeof k);
    return sx_throw_type(vm,
                         write ? "Cannot write private member #%s to an object whose class did not declare it"
                               : "Cannot read private member #%s from an object whose class did not declare it",
                         k);
}

/* Property key looked up along the chain from o; a getter found there runs on receiver. */
static sx_value get_from(sx_vm *vm, sx_object *o, sx_string *key, sx_value receiver) {
    for (; o != NULL; o = o->proto) {
        sx_value v;
        switch (get_own(vm, o, key, &v)) {
        case OWN_DATA: return v;
        case OWN_ACCESSOR: return call_getter(vm, v, receiver);
        case OWN_NONE: break;
        }
        if (o == vm->realm.object_proto && key == sx_atoms(vm)->__proto__) { /* Object.prototype.__proto__ getter */
            sx_object *p = sx_proto_of_value(vm, receiver);
            return p ? sx_from_object(p) : SX_NULL;
        }
    }
    return SX_UNDEFINED;
}

/* A NULL key is a name the caller could not make (sx_atom at the memory cap or the end of the
 * budget): the run is already ending, so the access just fails. */
sx_value sx_get(sx_vm *vm, sx_value obj, sx_string *key) {
    if (key == NULL) return sx_abort_run(vm, SX_ABORT_MEMORY); /* (keeps the abort already set) */
    if (sx_is_nullish(obj)) return read_error(vm, obj, key);
    if (key->is_private) {
        sx_prop *p = sx_is_object(obj) ? sx_object_find(vm, sx_as_object(obj), key) : NULL;
        if (p == NULL) return private_error(vm, key, false);
        return (p->flags & SX_PROP_ACCESSOR) ? call_getter(vm, p->value, obj) : p->value;
    }
    if (sx_is_string(obj)) {
        sx_string *s = sx_as_string(obj);
        if (key == vm->atoms.length) return sx_number(s->len);
        if (key->is_index) return key->index < s->len ? string_char(vm, s, key->index) : SX_UNDEFINED;
        return get_from(vm, sx_realm(vm)->string_proto, key, obj);
    }
    return get_from(vm, sx_is_object(obj) ? sx_as_object(obj) : sx_proto_of_value(vm, obj), key, obj);
}

sx_value sx_get_super(sx_vm *vm, sx_value base, sx_value key, sx_value receiver) {
    sx_string *k = sx_to_property_key(vm, key);
    if (k == NULL) return SX_EXCEPTION;
    if (!sx_is_object(base)) return read_error(vm, SX_NULL, k);
    return get_from(vm, sx_as_object(base), k, receiver);
}

/* Object.prototype.__proto__ setter: o's prototype := v (objects and null; no cycles). */
static bool set_proto_of(sx_vm *vm, sx_object *o, sx_value v) {
    if (!sx_is_object(v) && v != SX_NULL) return true; /* ignored, as in JS */
    sx_object *p = v == SX_NULL ? NULL : sx_as_object(v);
    if (p == o->proto) return true;
    if (!(o->oflags & SX_OBJ_EXTENSIBLE)) {
        sx_throw_type(vm, "#<Object> is not extensible");
        return false;
    }
    for (sx_object *q = p; q != NULL; q = q->proto)
        if (q == o) {
            sx_throw_type(vm, "Cyclic __proto__ value");
            return false;
        }
    o->proto = p;
    return true;
}

sx_value sx_get_index(sx_vm *vm, sx_value obj, sx_value key) {
    if (sx_is_number(key) && sx_is_string(obj)) {
        double d = sx_to_double(key);
        sx_string *s = sx_as_string(obj);
        if (d >= 0 && d < s->len && d == (uint32_t)d) return string_char(vm, s, (uint32_t)d);
    }
    if (sx_is_nullish(obj) && sx_is_object(key)) /* the base fails before the key is converted */
        return sx_throw_type(vm, "Cannot read properties of %s", obj == SX_NULL ? "null" : "undefined");
    sx_string *k = sx_to_property_key(vm, key);
    if (k == NULL) return SX_EXCEPTION;
    return sx_get(vm, obj, k);
}

sx_value sx_get_own(sx_vm *vm, sx_object *o, sx_string *key, bool *found) {
    *found = false;
    if (key == NULL) return sx_abort_run(vm, SX_ABORT_MEMORY); /* as in sx_get */
    sx_value v;
    own_kind kind = get_own(vm, o, key, &v);
    *found = kind != OWN_NONE;
    if (kind == OWN_ACCESSOR) return call_getter(vm, v, sx_from_object(o));
    return kind == OWN_DATA ? v : SX_UNDEFINED;
}

bool sx_has_property(sx_vm *vm, sx_object *o, sx_string *key) {
    if (key == NULL) return sx_abort_run(vm, SX_ABORT_MEMORY), false; /* as in sx_get */
    for (; o != NULL; o = o->proto) {
        sx_value v;
        if (get_own(vm, o, key, &v) != OWN_NONE) return true;
    }
    return false;
}

/* -- set -- */

/* How V8 names an object in these messages: "[object Array]", "#<Point>", "#<Object>". */
typedef struct {
    char text[112];
} object_tag_buf;
static const char *object_tag(sx_vm *vm, sx_object *o, object_tag_buf *buf) {
    if (o->cls == SX_CLASS_ARRAY) return "[object Array]";
    sx_value_label(vm, sx_from_object(o), buf->text, sizeof buf->text);
    return buf->text;
}

static bool read_only_error(sx_vm *vm, sx_object *o, sx_string *key) {
    char k[128];
    object_tag_buf tag;
    key_text(key, k, sizeof k);
    sx_throw_type(vm, "Cannot assign to read only property '%s' of object '%s'", k, object_tag(vm, o, &tag));
    return false;
}

/* ArraySetLength's check: ToUint32(v) must equal ToNumber(v); *out is the length. */
bool sx_array_length_value(sx_vm *vm, sx_value v, uint32_t *out) {
    double d;
    if (!sx_to_number(vm, v, &d)) return false;
    if (d < 0 || d != (double)(uint32_t)d) {
        sx_throw_range(vm, "Invalid array length");
        return false;
    }
    *out = (uint32_t)d;
    return true;
}

/* The length of arr := len, as a program's write: an element that cannot be deleted stops the
 * truncation with node's TypeError. */
bool sx_array_write_length(sx_vm *vm, sx_object *arr, uint32_t len) {
    if (!(arr->oflags & SX_OBJ_SPARSE) && (arr->oflags & SX_OBJ_SEALED) && len < arr->u.array.len) {
        sx_throw_type(vm, "Cannot delete property '%u' of [object Array]", arr->u.array.len - 1);
        return false; /* its last element cannot go */
    }
    if (!(arr->oflags & SX_OBJ_SPARSE) && sx_array_far(arr, len) && !sx_array_make_sparse(vm, arr)) return false;
    if (!sx_array_resize(vm, arr, len)) return false;
    if (sx_array_length(arr) != len) {
        sx_throw_type(vm, "Cannot delete property '%u' of [object Array]", sx_array_length(arr) - 1);
        return false;
    }
    return true;
}

static bool set_array_length(sx_vm *vm, sx_object *arr, sx_value v) {
    uint32_t len;
    if (!sx_array_length_value(vm, v, &len)) return false;
    if (arr->oflags & SX_OBJ_LENGTH_FIXED) return read_only_error(vm, arr, vm->atoms.length);
    return sx_array_write_length(vm, arr, len);
}

static bool set_sparse_element(sx_vm *vm, sx_object *arr, sx_string *key, sx_value v);

static bool set_array_element(sx_vm *vm, sx_object *arr, uint32_t idx, sx_value v) {
    if ((arr->oflags & SX_OBJ_SPARSE) ||
        (sx_array_far(arr, idx + 1) && (arr->oflags & SX_OBJ_EXTENSIBLE))) { /* far past the end: sparse */
        sx_string *key = sx_array_index_key(vm, idx);
        return key != NULL && sx_array_make_sparse(vm, arr) && set_sparse_element(vm, arr, key, v);
    }
    if (idx >= arr->u.array.len) {
        if (!(arr->oflags & SX_OBJ_EXTENSIBLE)) {
            char k[16];
            snprintf(k, sizeof k, "%u", idx);
            sx_throw_type(vm, "Cannot add property %s, object is not extensible", k);
            return false;
        }
        if (!sx_array_set_length(vm, arr, idx + 1)) return false;
    }
    arr->u.array.items[idx] = v;
    return true;
}

/* A write of key met the accessor pair of a property: call its setter on receiver (node names
 * `tag`, where the lookup started, when there is only a getter). */
static bool call_setter(sx_vm *vm, sx_value pair, sx_object *tag, sx_string *key, sx_value receiver, sx_value v) {
    sx_value setter = sx_as_object(pair)->u.array.items[1];
    if (!sx_is_callable(setter)) {
        char k[128];
        object_tag_buf t;
        key_text(key, k, sizeof k);
        sx_throw_type(vm, "Cannot set property %s of %s which has only a getter", k, object_tag(vm, tag, &t));
        return false;
    }
    return sx_call(vm, setter, receiver, 1, &v) != SX_EXCEPTION;
}

/* Find where a write of key lands on the chain from `first`: a setter, a read-only property,
 * or nothing (*handled = false: the receiver gets its own data property). */
static bool set_on_chain(sx_vm *vm, sx_object *first, sx_object *tag, sx_value receiver, sx_string *key, sx_value v,
                         bool *handled) {
    *handled = true;
    for (sx_object *p = first; p != NULL; p = p->proto) {
        sx_prop *prop = sx_object_find(vm, p, key);
        if (prop == NULL) continue;
        if (prop->flags & SX_PROP_ACCESSOR) return call_setter(vm, prop->value, tag, key, receiver, v);
        if (!(prop->flags & SX_PROP_WRITABLE)) return read_only_error(vm, tag, key);
        break;
    }
    *handled = false;
    return true;
}

/* A new own data property key := v on o, unless o is not extensible (or, for an element of a
 * sparse array past its end, unless the length is fixed); the element lengthens the array. */
static bool add_property(sx_vm *vm, sx_object *o, sx_string *key, sx_value v) {
    bool grows = (o->oflags & SX_OBJ_SPARSE) && key->is_index && key->index >= o->u.array.length;
    if (!(o->oflags & SX_OBJ_EXTENSIBLE) || (grows && (o->oflags & SX_OBJ_LENGTH_FIXED))) {
        char k[128];
        key_text(key, k, sizeof k);
        sx_throw_type(vm, "Cannot add property %s, object is not extensible", k);
        return false;
    }
    if (!sx_object_define(vm, o, key, v, SX_PROP_DEFAULT)) return false;
    if (grows) o->u.array.length = key->index + 1;
    return true;
}

/* A write of element key of a sparse array: like any object's property (its own setter or
 * read-only attribute, else a new element), except that the prototypes' are not consulted, as
 * for dense arrays. */
static bool set_sparse_element(sx_vm *vm, sx_object *arr, sx_string *key, sx_value v) {
    sx_prop *p = sx_object_find(vm, arr, key);
    if (p != NULL) {
        if (p->flags & SX_PROP_ACCESSOR) return call_setter(vm, p->value, arr, key, sx_from_object(arr), v);
        if (!(p->flags & SX_PROP_WRITABLE)) return read_only_error(vm, arr, key);
        p->value = v;
        return true;
    }
    return add_property(vm, arr, key, v);
}

static bool set_object(sx_vm *vm, sx_object *o, sx_string *key, sx_value v) {
    if (key->is_private && sx_object_find(vm, o, key) == NULL) {
        private_error(vm, key, true);
        return false;
    }
    if (o->cls == SX_CLASS_ARRAY) {
        if (key->is_index) {
            if (o->oflags & SX_OBJ_FROZEN) return read_only_error(vm, o, key);
            if (o->oflags & SX_OBJ_SPARSE) return set_sparse_element(vm, o, key, v);
            return set_array_element(vm, o, key->index, v);
        }
        if (key == vm->atoms.length) {
            if (o->oflags & SX_OBJ_FROZEN) return read_only_error(vm, o, key);
            return set_array_length(vm, o, v);
        }
    } else if (o->cls == SX_CLASS_STRING) { /* a String object's length and characters are read-only */
        const sx_string *s = sx_as_string(o->u.box.value);
        if (key == vm->atoms.length || (key->is_index && key->index < s->len)) return read_only_error(vm, o, key);
    }
    sx_prop *p = sx_object_find(vm, o, key);
    if (p != NULL) {
        if (p->flags & SX_PROP_ACCESSOR) return call_setter(vm, p->value, o, key, sx_from_object(o), v);
        if (!(p->flags & SX_PROP_WRITABLE)) return read_only_error(vm, o, key);
        p->value = v;
        p->flags &= ~(uint32_t)SX_PROP_LAZY_STACK;
        return true;
    }
    if (o->cls == SX_CLASS_FUNCTION && (key == vm->atoms.name || key == vm->atoms.length))
        return read_only_error(vm, o, key);
    if (key == sx_atoms(vm)->__proto__) /* the inherited Object.prototype.__proto__ setter */
        for (sx_object *q = o; q != NULL; q = q->proto)
            if (q == vm->realm.object_proto) return set_proto_of(vm, o, v);
    bool handled;
    if (!set_on_chain(vm, o->proto, o, sx_from_object(o), key, v, &handled)) return false;
    if (handled) return true;
    return add_property(vm, o, key, v);
}

/* super.x = v found no setter above the home object: like OrdinarySet, the value updates or
 * becomes the receiver's own data property (its own setters and prototypes are not consulted). */
static bool set_on_receiver(sx_vm *vm, sx_object *r, sx_string *key, sx_value v) {
    if (r->cls == SX_CLASS_ARRAY && (key->is_index || key == vm->atoms.length)) return set_object(vm, r, key, v);
    sx_prop *p = sx_object_find(vm, r, key);
    if (p != NULL) {
        if ((p->flags & SX_PROP_ACCESSOR) || !(p->flags & SX_PROP_WRITABLE)) return read_only_error(vm, r, key);
        p->value = v;
        return true;
    }
    if (r->cls == SX_CLASS_FUNCTION && (key == vm->atoms.name || key == vm->atoms.length))
        return read_only_error(vm, r, key);
    return add_property(vm, r, key, v);
}

bool sx_set_super(sx_vm *vm, sx_value base, sx_value key, sx_value v, sx_value receiver) {
    sx_string *k = sx_to_property_key(vm, key);
    if (k == NULL) return false;
    if (!sx_is_object(base)) return sx_set(vm, SX_NULL, k, v); /* node's "Cannot set properties of null" */
    bool handled;
    if (!set_on_chain(vm, sx_as_object(base), sx_as_object(base), receiver, k, v, &handled)) return false;
    if (handled) return true;
    if (!sx_is_object(receiver)) return sx_set(vm, receiver, k, v); /* a primitive `this`: TypeError */
    return set_on_receiver(vm, sx_as_object(receiver), k, v);
}

bool sx_set(sx_vm *vm, sx_value obj, sx_string *key, sx_value v) {
    if (key == NULL) return sx_abort_run(vm, SX_ABORT_MEMORY), false; /* as in sx_get */
    if (sx_is_object(obj)) return set_object(vm, sx_as_object(obj), key, v);
    char k[128];
    member_text(key, k, sizeof k);
    if (sx_is_nullish(obj)) {
        sx_throw_type(vm, "Cannot set properties of %s (setting '%s')", obj == SX_NULL ? "null" : "undefined", k);
        return false;
    }
    if (key->is_private) { /* a primitive has no private members */
        private_error(vm, key, true);
        return false;
    }
    sx_string *s = sx_to_string(vm, obj);
    if (s == NULL) return false;
    char text[128];
    sx_string_to_utf8(s, text, sizeof text);
    sx_string *t = sx_typeof(vm, obj);
    char tn[16];
    sx_string_to_utf8(t, tn, sizeof tn);
    bool own = sx_is_string(obj) && (key == vm->atoms.length || (key->is_index && key->index < s->len));
    if (own) sx_throw_type(vm, "Cannot assign to read only property '%s' of string '%s'", k, text); /* own, read-only */
    else sx_throw_type(vm, "Cannot create property '%s' on %s '%s'", k, tn, text);
    return false;
}

bool sx_set_index(sx_vm *vm, sx_value obj, sx_value key, sx_value v) {
    if (sx_is_object(obj) && sx_is_number(key) && sx_as_object(obj)->cls == SX_CLASS_ARRAY) {
        double d = sx_to_double(key);
        sx_object *arr = sx_as_object(obj);
        /* (past the end of a non-extensible array: "Cannot add property") */
        if (d >= 0 && d < 4294967295.0 && d == (uint32_t)d && !(arr->oflags & SX_OBJ_SPARSE) &&
            (d >= arr->u.array.len || !(arr->oflags & SX_OBJ_FROZEN)))
            return set_array_element(vm, arr, (uint32_t)d, v);
    }
    if (sx_is_nullish(obj) && sx_is_object(key)) { /* the base fails before the key is converted */
        sx_throw_type(vm, "Cannot set properties of %s", obj == SX_NULL ? "null" : "undefined");
        return false;
    }
    sx_string *k = sx_to_property_key(vm, key);
    if (k == NULL) return false;
    return sx_set(vm, obj, k, v);
}

bool sx_define_key(sx_vm *vm, sx_object *o, sx_value key, sx_value v, uint32_t flags) {
    sx_string *k = sx_to_property_key(vm, key);
    if (k == NULL) return false;
    if (o->cls == SX_CLASS_ARRAY && k->is_index && !(o->oflags & SX_OBJ_SPARSE) &&
        (k->index < o->u.array.len || (o->oflags & SX_OBJ_EXTENSIBLE)))
        return set_array_element(vm, o, k->index, v);
    /* CreateDataPropertyOrThrow: a fixed property (a class's prototype) or a non-extensible object refuses */
    const sx_prop *p = sx_object_find(vm, o, k);
    if (p != NULL ? !(p->flags & SX_PROP_CONFIGURABLE) : !(o->oflags & SX_OBJ_EXTENSIBLE)) {
        char text[128];
        member_text(k, text, sizeof text);
        if (k == vm->atoms.prototype && (o->oflags & SX_OBJ_CLASS_CTOR))
            sx_throw_type(vm, "Classes may not have a static property named 'prototype'");
        else if (p != NULL) sx_throw_type(vm, "Cannot redefine property: %s", text);
        else sx_throw_type(vm, "Cannot define property %s, object is not extensible", text);
        return false;
    }
    return sx_array_define_element(vm, o, k, v, flags);
}

/* sx_object_define, and an element of a sparse array past its end lengthens it (TypeError when
 * its length is fixed). */
bool sx_array_define_element(sx_vm *vm, sx_object *o, sx_string *k, sx_value v, uint32_t flags) {
    bool grows = (o->oflags & SX_OBJ_SPARSE) && k->is_index && k->index >= o->u.array.length;
    if (grows && (o->oflags & SX_OBJ_LENGTH_FIXED)) {
        sx_throw_type(vm, "Cannot define property %u, object is not extensible", k->index);
        return false;
    }
    if (!sx_object_define(vm, o, k, v, flags)) return false;
    if (grows) o->u.array.length = k->index + 1;
    return true;
}

bool sx_define_index(sx_vm *vm, sx_object *o, sx_value key, sx_value v) {
    return sx_define_key(vm, o, key, v, SX_PROP_DEFAULT);
}

/* Accessor pairs are stored as a hidden two-element array [getter, setter]. */
bool sx_define_accessor(sx_vm *vm, sx_object *o, sx_value key, sx_value fn, bool setter, bool enumerable) {
    sx_string *k = sx_to_property_key(vm, key);
    if (k == NULL) return false;
    if (o->cls == SX_CLASS_ARRAY && k->is_index && !sx_array_make_sparse(vm, o)) return false;
    sx_prop *p = sx_object_find(vm, o, k);
    sx_object *pair;
    if (p != NULL && (p->flags & SX_PROP_ACCESSOR)) {
        pair = sx_as_object(p->value);
    } else {
        pair = sx_object_new(vm, SX_CLASS_ARRAY, NULL);
        if (pair == NULL || !sx_array_push(vm, pair, SX_UNDEFINED) || !sx_array_push(vm, pair, SX_UNDEFINED))
            return false;
        uint32_t flags = SX_PROP_ACCESSOR | SX_PROP_CONFIGURABLE | (enumerable ? SX_PROP_ENUMERABLE : 0);
        if (!sx_array_define_element(vm, o, k, sx_from_object(pair), flags)) return false;
    }
    pair->u.array.items[setter ? 1 : 0] = fn;
    return true;
}

bool sx_name_anonymous_function(sx_vm *vm, sx_value fn, sx_value key) {
    if (!sx_is_object(fn) || (!sx_is_string(key) && !sx_is_number(key))) return true;
    sx_object *f = sx_as_object(fn);
    if (f->cls != SX_CLASS_FUNCTION || (f->u.func.proto->name != NULL && f->u.func.proto->name->len > 0) ||
        sx_object_find(vm, f, vm->atoms.name) != NULL)
        return true;
    sx_string *name = sx_to_property_key(vm, key); /* a primitive: no guest code runs */
    return name != NULL && sx_object_define(vm, f, vm->atoms.name, sx_from_string(name), SX_PROP_CONFIGURABLE);
}

/* -- delete -- */

sx_value sx_delete_index(sx_vm *vm, sx_value obj, sx_value key) {
    if (sx_is_nullish(obj)) return sx_throw_type(vm, "Cannot convert undefined or null to object");
    sx_string *k = sx_to_property_key(vm, key);
    if (k == NULL) return SX_EXCEPTION;
    if (!sx_is_object(obj)) return SX_TRUE;
    sx_object *o = sx_as_object(obj);
    char kt[128];
    object_tag_buf tag;
    key_text(k, kt, sizeof kt);
    if (o->cls == SX_CLASS_ARRAY && k->is_index && !(o->oflags & SX_OBJ_SPARSE)) {
        if (k->index >= o->u.array.len) return SX_TRUE;
        if (o->oflags & SX_OBJ_SEALED)
            return sx_throw_type(vm, "Cannot delete property '%s' of %s", kt, object_tag(vm, o, &tag));
        o->u.array.items[k->index] = SX_EMPTY;
        return SX_TRUE;
    }
    if ((o->cls == SX_CLASS_ARRAY || o->cls == SX_CLASS_STRING) && k == vm->atoms.length) /* never configurable */
        return sx_throw_type(vm, "Cannot delete property '%s' of %s", kt, object_tag(vm, o, &tag));
    sx_prop *p = sx_object_find(vm, o, k);
    if (p == NULL) return SX_TRUE;
    if (!(p->flags & SX_PROP_CONFIGURABLE))
        return sx_throw_type(vm, "Cannot delete property '%s' of %s", kt, object_tag(vm, o, &tag));
    sx_object_remove(vm, o, k);
    return SX_TRUE;
}

/* -- key lists -- */

static int compare_index_keys(const void *a, const void *b) {
    const sx_string *x = sx_as_string(*(const sx_value *)a), *y = sx_as_string(*(const sx_value *)b);
    return x->index < y->index ? -1 : x->index > y->index;
}

/* Own string keys in JS order: integer keys ascending, then the rest in insertion order. */
sx_object *sx_own_keys(sx_vm *vm, sx_object *o, bool enumerable_only) {
    if (!sx_meter_elements(vm, 2 * (uint64_t)o->nprops)) return NULL; /* two passes over the properties */
    sx_object *keys = sx_array_new(vm, 0);
    if (keys == NULL) return NULL;
    if (o->cls == SX_CLASS_ARRAY || o->cls == SX_CLASS_STRING) {
        uint32_t n = o->cls == SX_CLASS_ARRAY ? o->u.array.len : sx_as_string(o->u.box.value)->len;
        for (uint32_t i = 0; i < n; i++) {
            if (o->cls == SX_CLASS_ARRAY && o->u.array.items[i] == SX_EMPTY) continue;
            sx_string *k = sx_string_intern(vm, sx_number_to_string(vm, i));
            if (k == NULL || !sx_array_push(vm, keys, sx_from_string(k))) return NULL;
        }
    }
    /* a closure's length, name and (constructors) prototype are virtual until changed: they
     * come first, as in V8 */
    sx_string *virtual_keys[3] = {vm->atoms.length, vm->atoms.name, vm->atoms.prototype};
    uint32_t nvirtual = o->cls != SX_CLASS_FUNCTION || enumerable_only                                      ? 0
                        : (o->oflags & SX_OBJ_CONSTRUCTOR) || (o->u.func.proto->flags & SX_PROTO_GENERATOR) ? 3
                                                                                                            : 2;
    for (uint32_t i = 0; i < nvirtual; i++)
        if (!sx_array_push(vm, keys, sx_from_string(virtual_keys[i]))) return NULL;
    uint32_t first_index = keys->u.array.len, nindex = 0;
    for (int pass = 0; pass < 2; pass++) {
        for (uint32_t i = 0; i < o->nprops; i++) {
            sx_prop *p = &o->props[i];
            if (p->key == NULL) continue; /* a hole left by delete */
            if ((enumerable_only && !(p->flags & SX_PROP_ENUMERABLE)) || p->key->is_private || p->key->is_symbol)
                continue;
            bool listed = false;
            for (uint32_t v = 0; v < nvirtual; v++) listed = listed || p->key == virtual_keys[v];
            if (listed) continue;
            if ((pass == 0) != (p->key->is_index != 0)) continue;
            if (!sx_array_push(vm, keys, sx_from_string(p->key))) return NULL;
            if (pass == 0) nindex++;
        }
        if (pass == 0 && nindex > 1)
            qsort(keys->u.array.items + first_index, nindex, sizeof(sx_value), compare_index_keys);
    }
    return keys;
}

bool sx_own_symbols(sx_vm *vm, sx_object *o, sx_object *keys, bool enumerable_only) {
    if (!sx_meter_elements(vm, o->nprops)) return false; /* a pass over the properties */
    for (uint32_t i = 0; i < o->nprops; i++) {
        sx_prop *p = &o->props[i];
        if (p->key == NULL || !p->key->is_symbol || (enumerable_only && !(p->flags & SX_PROP_ENUMERABLE))) continue;
        if (!sx_array_push(vm, keys, sx_from_symbol(p->key))) return false;
    }
    return true;
}

/* -- spreading -- */

bool sx_spread_into_array(sx_vm *vm, sx_object *arr, sx_value iterable) {
    if (sx_is_array(iterable) && !(sx_as_object(iterable)->oflags & SX_OBJ_SPARSE) &&
        sx_iter_array_default(vm, sx_as_object(iterable))) { /* same result as iterating */
        sx_object *src = sx_as_object(iterable);
        for (uint32_t i = 0; i < src->u.array.len; i++)
            if (!sx_array_push(vm, arr, sx_array_get(src, i))) return false;
        return true;
    }
    sx_value it = sx_iter_get(vm, iterable);
    if (it == SX_EXCEPTION) return false;
    sx_temp_push(vm, it);
    sx_value v;
    int r;
    while ((r = sx_iter_next(vm, sx_as_object(it), &v)) > 0)
        if (!sx_array_push(vm, arr, v)) {
            r = -1;
            break;
        }
    sx_temp_pop(vm, 1);
    return r == 0;
}

bool sx_spread_into_object(sx_vm *vm, sx_object *o, sx_value src) {
    if (sx_is_nullish(src) || sx_is_number(src) || sx_is_bool(src)) return true;
    sx_value so = sx_to_object(vm, src);
    if (so == SX_EXCEPTION) return false;
    sx_temp_push(vm, so);
    sx_object *keys = sx_own_keys(vm, sx_as_object(so), true);
    bool ok = keys != NULL && sx_own_symbols(vm, sx_as_object(so), keys, true);
    if (ok) sx_temp_push(vm, sx_from_object(keys));
    for (uint32_t i = 0; ok && i < keys->u.array.len; i++) {
        sx_string *k = sx_as_string(keys->u.array.items[i]);
        bool found;
        sx_value v = sx_get_own(vm, sx_as_object(so), k, &found);
        ok = found && v != SX_EXCEPTION && sx_define_index(vm, o, sx_key_value(k), v);
    }
    sx_temp_pop(vm, keys ? 2 : 1);
    return ok;
}
