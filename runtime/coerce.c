/* coerce.c - JavaScript's type conversions and equality (ECMA-262 section 7). */
#include <math.h>
#include <stdio.h>

#include "runtime/runtime.h"
#include "vm/meter.h"
#include "vm/bigint.h"

/* -- symbols: an sx_string marked is_symbol (never interned) whose units are the description -- */

sx_string *sx_symbol_new(sx_vm *vm, const sx_string *description) {
    sx_string *d = description ? (sx_string *)description : vm->atoms.empty;
    sx_string *s = d->wide ? sx_string_new_utf16(vm, sx_string_wide(d), d->len)
                           : sx_string_new_latin1(vm, sx_string_narrow(d), d->len);
    if (s == NULL) return NULL;
    s->is_symbol = 1;
    s->sym_no_desc = description == NULL;
    return s;
}

sx_string *sx_symbol_text(sx_vm *vm, const sx_string *sym) {
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_ascii(&b, "Symbol(");
    sx_strbuf_string(&b, sym);
    sx_strbuf_ascii(&b, ")");
    return sx_strbuf_finish(&b);
}

bool sx_is_callable(sx_value v) { return sx_is_object(v) && (sx_as_object(v)->oflags & SX_OBJ_CALLABLE); }

bool sx_is_constructor(sx_value v) {
    return sx_is_object(v) && (sx_as_object(v)->oflags & SX_OBJ_CONSTRUCTOR) &&
           (sx_as_object(v)->oflags & SX_OBJ_CALLABLE);
}

/* SpeciesConstructor(o, default) (7.3.22): o.constructor[Symbol.species], else dflt. */
sx_value sx_species_constructor(sx_vm *vm, sx_value o, sx_object *dflt) {
    sx_value c = sx_get(vm, o, vm->atoms.constructor);
    if (c == SX_EXCEPTION || c == SX_UNDEFINED) return c == SX_EXCEPTION ? c : sx_from_object(dflt);
    if (!sx_is_object(c)) return sx_throw_type(vm, "The .constructor property is not an object");
    sx_value s = sx_get(vm, c, sx_wk_key(vm, SX_SYM_SPECIES));
    if (s == SX_EXCEPTION) return s;
    if (s == SX_UNDEFINED || s == SX_NULL) return sx_from_object(dflt);
    if (sx_is_constructor(s)) return s;
    return sx_throw_type(vm, "object.constructor[Symbol.species] is not a constructor");
}

bool sx_is_array(sx_value v) {
    return sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_ARRAY && !(sx_as_object(v)->oflags & SX_OBJ_ARGUMENTS);
}

sx_string *sx_typeof(sx_vm *vm, sx_value v) {
    sx_js_atoms *at = sx_atoms(vm);
    if (sx_is_number(v)) return at->number;
    if (sx_is_string(v)) return at->string;
    if (sx_is_bool(v)) return at->boolean;
    if (sx_is_symbol(v)) return at->symbol;
    if (sx_is_bigint(v)) return at->bigint;
    if (v == SX_NULL) return at->object;
    if (sx_is_object(v)) return sx_is_callable(v) ? at->function : at->object;
    return at->undefined;
}

/* ToPrimitive: hint 0 default, 1 number, 2 string. Calls obj[Symbol.toPrimitive](hint) (a Date's,
 * Date.prototype[Symbol.toPrimitive], makes the default hint string: date + "" is its text), else
 * valueOf/toString (guest code). */
sx_value sx_to_primitive(sx_vm *vm, sx_value v, int hint) {
    if (!sx_is_object(v)) return v;
    sx_value exotic = sx_get(vm, v, sx_wk_key(vm, SX_SYM_TO_PRIMITIVE));
    if (exotic == SX_EXCEPTION) return SX_EXCEPTION;
    if (!sx_is_nullish(exotic)) {
        if (!sx_is_callable(exotic)) return sx_throw_type(vm, "Symbol.toPrimitive is not a function");
        sx_js_atoms *at = sx_atoms(vm);
        sx_value h = sx_from_string(hint == 1 ? at->number : hint == 2 ? at->string : at->default_);
        sx_value r = sx_call(vm, exotic, v, 1, &h);
        if (r == SX_EXCEPTION || !sx_is_object(r)) return r;
        return sx_throw_type(vm, "Cannot convert object to primitive value");
    }
    return sx_ordinary_to_primitive(vm, v, hint);
}

/* OrdinaryToPrimitive: valueOf then toString (hint 2: toString first). */
sx_value sx_ordinary_to_primitive(sx_vm *vm, sx_value v, int hint) {
    sx_string *order[2] = {sx_atoms(vm)->valueOf, sx_atoms(vm)->toString};
    if (hint == 2) {
        order[0] = sx_atoms(vm)->toString;
        order[1] = sx_atoms(vm)->valueOf;
    }
    for (int k = 0; k < 2; k++) {
        sx_value fn = sx_get(vm, v, order[k]);
        if (fn == SX_EXCEPTION) return SX_EXCEPTION;
        if (!sx_is_callable(fn)) continue;
        sx_value r = sx_call(vm, fn, v, 0, NULL);
        if (r == SX_EXCEPTION || !sx_is_object(r)) return r;
    }
    return sx_throw_type(vm, "Cannot convert object to primitive value");
}

/* A string read as a number: its text is scanned, so it is charged (vm/meter.h). False: the run
 * must end. */
static bool string_to_number(sx_vm *vm, sx_value s, double *out) {
    if (!sx_meter_chars(vm, sx_as_string(s)->len)) return false;
    *out = sx_string_to_number(sx_as_string(s));
    return true;
}

bool sx_to_number(sx_vm *vm, sx_value v, double *out) {
    if (sx_is_number(v)) {
        *out = sx_to_double(v);
        return true;
    }
    if (sx_is_object(v)) {
        v = sx_to_primitive(vm, v, 1);
        if (v == SX_EXCEPTION) return false;
    }
    if (sx_is_symbol(v) || sx_is_bigint(v)) {
        sx_throw_type(vm, sx_is_symbol(v) ? "Cannot convert a Symbol value to a number"
                                          : "Cannot convert a BigInt value to a number");
        return false;
    }
    if (sx_is_number(v)) *out = sx_to_double(v);
    else if (sx_is_string(v)) return string_to_number(vm, v, out);
    else if (v == SX_TRUE) *out = 1;
    else if (v == SX_FALSE || v == SX_NULL) *out = 0;
    else *out = NAN;
    return true;
}

bool sx_to_int32(sx_vm *vm, sx_value v, int32_t *out) {
    double d;
    if (!sx_to_number(vm, v, &d)) return false;
    *out = sx_double_to_int32(d);
    return true;
}

bool sx_to_uint32(sx_vm *vm, sx_value v, uint32_t *out) {
    double d;
    if (!sx_to_number(vm, v, &d)) return false;
    *out = (uint32_t)sx_double_to_int32(d);
    return true;
}

sx_string *sx_to_string(sx_vm *vm, sx_value v) {
    if (sx_is_string(v)) return sx_as_string(v);
    if (sx_is_number(v)) return sx_number_to_string(vm, sx_to_double(v));
    if (v == SX_TRUE) return sx_atoms(vm)->true_;
    if (v == SX_FALSE) return sx_atoms(vm)->false_;
    if (v == SX_NULL) return sx_atoms(vm)->null;
    if (v == SX_UNDEFINED) return sx_atoms(vm)->undefined;
    if (sx_is_bigint(v)) return sx_bigint_to_string(vm, v, 10);
    if (sx_is_object(v)) {
        sx_value p = sx_to_primitive(vm, v, 2);
        if (p == SX_EXCEPTION) return NULL;
        return sx_to_string(vm, p);
    }
    sx_throw_type(vm, sx_is_symbol(v) ? "Cannot convert a Symbol value to a string" : "Cannot convert value to string");
    return NULL;
}

sx_string *sx_to_property_key(sx_vm *vm, sx_value v) {
    if (sx_is_string(v)) return sx_string_intern(vm, sx_as_string(v));
    if (sx_is_symbol(v)) return sx_as_symbol(v);
    if (sx_is_object(v)) {
        v = sx_to_primitive(vm, v, 2);
        if (v == SX_EXCEPTION) return NULL;
        if (sx_is_symbol(v)) return sx_as_symbol(v);
    }
    sx_string *s = sx_to_string(vm, v);
    return s ? sx_string_intern(vm, s) : NULL;
}

/* ToPropertyKey as a value: the interned string, or the symbol itself (GETINDEXK). */
sx_value sx_to_property_key_value(sx_vm *vm, sx_value v) {
    if (sx_is_symbol(v)) return v;
    sx_string *k = sx_to_property_key(vm, v);
    if (k == NULL) return SX_EXCEPTION;
    return k->is_symbol ? sx_from_symbol(k) : sx_from_string(k);
}

sx_value sx_to_object(sx_vm *vm, sx_value v) {
    if (sx_is_object(v)) return v;
    if (sx_is_nullish(v)) return sx_throw_type(vm, "Cannot convert undefined or null to object");
    if (sx_is_symbol(v) || sx_is_bigint(v)) { /* Object(sym): a plain wrapper inheriting Symbol.prototype */
        bool sym = sx_is_symbol(v);
        sx_object *w = sx_object_new(vm, sym ? SX_CLASS_SYMBOL : SX_CLASS_BIGINT,
                                     sym ? sx_realm(vm)->symbol_proto : sx_realm(vm)->bigint_proto);
        if (w == NULL) return SX_EXCEPTION;
        w->u.box.value = v;
        return sx_from_object(w);
    }
    sx_class cls = sx_is_number(v) ? SX_CLASS_NUMBER : sx_is_string(v) ? SX_CLASS_STRING : SX_CLASS_BOOLEAN;
    sx_object *o = sx_object_new(vm, cls, sx_proto_of_value(vm, v));
    if (o == NULL) return SX_EXCEPTION;
    o->u.box.value = v;
    return sx_from_object(o);
}

/* -- equality -- */

bool sx_same_value_zero(sx_value a, sx_value b) {
    if (sx_is_number(a) && sx_is_number(b)) {
        double x = sx_to_double(a), y = sx_to_double(b);
        return x == y || (x != x && y != y);
    }
    return sx_strict_equals(a, b);
}

bool sx_same_value(sx_value a, sx_value b) {
    if (sx_is_number(a) && sx_is_number(b)) {
        double x = sx_to_double(a), y = sx_to_double(b);
        if (x != x && y != y) return true;
        return x == y && signbit(x) == signbit(y);
    }
    return sx_strict_equals(a, b);
}

/* Abstract equality (==), ECMA-262 7.2.14. */
bool sx_loose_equals(sx_vm *vm, sx_value a, sx_value b, bool *out) {
    for (;;) {
        bool same_kind = (sx_is_number(a) && sx_is_number(b)) || (sx_is_string(a) && sx_is_string(b)) ||
                         (sx_is_object(a) && sx_is_object(b)) || (sx_is_bool(a) && sx_is_bool(b)) ||
                         (sx_is_bigint(a) && sx_is_bigint(b));
        if (same_kind || a == b) {
            if (sx_is_string(a) && a != b && !sx_meter_chars(vm, sx_as_string(a)->len)) return false; /* charged */
            *out = sx_strict_equals(a, b);
            return true;
        }
        if (sx_is_nullish(a) || sx_is_nullish(b)) {
            *out = sx_is_nullish(a) && sx_is_nullish(b);
            return true;
        }
        if (sx_is_bool(a)) a = sx_number(a == SX_TRUE ? 1 : 0);
        else if (sx_is_bool(b)) b = sx_number(b == SX_TRUE ? 1 : 0);
        else if ((sx_is_number(a) && sx_is_string(b)) || (sx_is_string(a) && sx_is_number(b))) {
            double d;
            if (!string_to_number(vm, sx_is_string(a) ? a : b, &d)) return false;
            *(sx_is_string(a) ? &a : &b) = sx_number(d);
        } else if (sx_is_bigint(a) && (sx_is_string(b) || sx_is_number(b)))
            return sx_bigint_loose_equals(vm, a, b, out);
        else if (sx_is_bigint(b) && (sx_is_string(a) || sx_is_number(a))) return sx_bigint_loose_equals(vm, b, a, out);
        else if (sx_is_object(a)) {
            a = sx_to_primitive(vm, a, 0);
            if (a == SX_EXCEPTION) return false;
        } else if (sx_is_object(b)) {
            b = sx_to_primitive(vm, b, 0);
            if (b == SX_EXCEPTION) return false;
        } else {
            *out = false;
            return true;
        }
    }
}

/* The name of o's constructor, found through data properties only (no guest code runs). */
static bool constructor_name(sx_vm *vm, const sx_object *o, char *buf, size_t size) {
    for (const sx_object *p = o; p != NULL; p = p->proto) {
        sx_prop *c = sx_object_find(vm, p, vm->atoms.constructor);
        if (c == NULL) continue;
        if ((c->flags & SX_PROP_ACCESSOR) || !sx_is_object(c->value)) return false;
        sx_object *ctor = sx_as_object(c->value);
        sx_prop *n = sx_object_find(vm, ctor, vm->atoms.name);
        const sx_string *name =
            n != NULL && !(n->flags & SX_PROP_ACCESSOR) && sx_is_string(n->value) ? sx_as_string(n->value) : NULL;
        if (name == NULL && n == NULL && ctor->cls == SX_CLASS_FUNCTION) name = ctor->u.func.proto->name;
        if (name == NULL || name->len == 0) return false;
        sx_string_to_utf8(name, buf, size);
        return true;
    }
    return false;
}

void sx_value_label(sx_vm *vm, sx_value v, char *buf, size_t size) {
    if (sx_is_object(v)) {
        char name[96];
        if (!constructor_name(vm, sx_as_object(v), name, sizeof name)) snprintf(name, sizeof name, "Object");
        snprintf(buf, size, "#<%s>", name);
        return;
    }
    sx_string *s = sx_is_symbol(v) ? sx_symbol_text(vm, sx_as_symbol(v)) : sx_to_string(vm, v); /* no guest code */
    if (s != NULL) sx_string_to_utf8(s, buf, size);
    else snprintf(buf, size, "value");
}
