/* symbol.c - Symbol: the constructor, the registry (Symbol.for/keyFor), Symbol.prototype and the well-known symbols. */
#include "runtime/iter.h"
#include "stdlib/stdlib.h"

/*
 * A symbol is an sx_string marked is_symbol whose units are its description; it is never
 * interned, so it equals only itself, and that same string is its key in property tables.
 * Object.keys, for-in and JSON skip such keys (sx_own_keys); sx_own_symbols lists them.
 */

/* A symbol's description as an ordinary string (a copy: the symbol's own units are a key no
 * string equals). */
static sx_string *description_string(sx_vm *vm, const sx_string *s) {
    return s->wide ? sx_string_new_utf16(vm, sx_string_wide(s), s->len)
                   : sx_string_new_latin1(vm, sx_string_narrow(s), s->len);
}

/* thisSymbolValue: a symbol, or the wrapper Object(sym) made. */
static sx_string *this_symbol(sx_vm *vm, sx_value t, const char *method) {
    if (sx_is_symbol(t)) return sx_as_symbol(t);
    if (sx_is_object(t) && sx_as_object(t)->cls == SX_CLASS_SYMBOL) return sx_as_symbol(sx_as_object(t)->u.box.value);
    sx_throw_type(vm, "%s requires that 'this' be a Symbol", method);
    return NULL;
}

static sx_value symbol_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (vm->new_target != NULL) return sx_throw_type(vm, "Symbol is not a constructor");
    sx_value d = sx_arg(argc, argv, 0);
    sx_string *desc = NULL;
    if (d != SX_UNDEFINED && (desc = sx_to_string(vm, d)) == NULL) return SX_EXCEPTION;
    sx_string *s = sx_symbol_new(vm, desc);
    return s ? sx_from_symbol(s) : SX_EXCEPTION;
}

static sx_value symbol_for(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_string *key = sx_to_property_key(vm, sx_is_symbol(sx_arg(argc, argv, 0)) ? SX_UNDEFINED : sx_arg(argc, argv, 0));
    if (sx_is_symbol(sx_arg(argc, argv, 0))) return sx_throw_type(vm, "Cannot convert a Symbol value to a string");
    if (key == NULL) return SX_EXCEPTION;
    if (sx_realm(vm)->symbol_registry == NULL &&
        (sx_realm(vm)->symbol_registry = sx_object_new(vm, SX_CLASS_OBJECT, NULL)) == NULL)
        return SX_EXCEPTION;
    sx_prop *p = sx_object_find(vm, sx_realm(vm)->symbol_registry, key);
    if (p != NULL) return p->value;
    sx_string *s = sx_symbol_new(vm, key);
    if (s == NULL) return SX_EXCEPTION;
    s->sym_registered = 1;
    sx_value v = sx_from_symbol(s);
    return sx_object_define(vm, sx_realm(vm)->symbol_registry, key, v, SX_PROP_DEFAULT) ? v : SX_EXCEPTION;
}

static sx_value symbol_key_for(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value s = sx_arg(argc, argv, 0);
    if (!sx_is_symbol(s)) {
        char what[96];
        sx_value_label(vm, s, what, sizeof what);
        return sx_throw_type(vm, "%s is not a symbol", what);
    }
    if (!sx_as_symbol(s)->sym_registered) return SX_UNDEFINED;
    sx_string *k = description_string(vm, sx_as_symbol(s));
    return k ? sx_from_string(k) : SX_EXCEPTION;
}

static sx_value symbol_to_string(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_string *s = this_symbol(vm, t, "Symbol.prototype.toString");
    sx_string *text = s ? sx_symbol_text(vm, s) : NULL;
    return text ? sx_from_string(text) : SX_EXCEPTION;
}

static sx_value symbol_value_of(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_string *s = this_symbol(vm, t, "Symbol.prototype.valueOf");
    return s ? sx_from_symbol(s) : SX_EXCEPTION;
}

static sx_value symbol_description(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_string *s = this_symbol(vm, t, "Symbol.prototype.description");
    if (s == NULL) return SX_EXCEPTION;
    if (s->sym_no_desc) return SX_UNDEFINED;
    sx_string *d = description_string(vm, s);
    return d ? sx_from_string(d) : SX_EXCEPTION;
}

static const sx_native_def symbol_statics[] = {
    {"for", symbol_for, 1},
    {"keyFor", symbol_key_for, 1},
};
static const sx_native_def symbol_methods[] = {
    {"toString", symbol_to_string, 0},
    {"valueOf", symbol_value_of, 0},
};

static const char *const wk_names[SX_SYM__COUNT] = {
    "iterator", "asyncIterator", "hasInstance", "toPrimitive", "toStringTag", "isConcatSpreadable",
    "match",    "matchAll",      "replace",     "search",      "split",       "species"};

/* A method keyed by a symbol: its name is "[description]" (as for a computed key). */
static bool define_symbol_method(sx_vm *vm, sx_object *o, sx_wk_symbol s, const char *name, sx_native_fn fn, int length,
                                 uint32_t flags) {
    sx_object *f = sx_native_new(vm, name, fn, length);
    return f != NULL && sx_object_define(vm, o, sx_wk_key(vm, s), sx_from_object(f), flags);
}

bool sx_stdlib_init_symbol(sx_vm *vm) {
    sx_object *wk = sx_array_new(vm, SX_SYM__COUNT);
    if (wk == NULL) return false;
    sx_realm(vm)->symbols = wk;
    sx_strbuf b;
    for (int i = 0; i < SX_SYM__COUNT; i++) {
        sx_strbuf_init(&b, vm);
        sx_strbuf_ascii(&b, "Symbol.");
        sx_strbuf_ascii(&b, wk_names[i]);
        sx_string *d = sx_strbuf_finish(&b);
        sx_string *s = d ? sx_symbol_new(vm, d) : NULL;
        if (s == NULL || !sx_array_push(vm, wk, sx_from_symbol(s))) return false;
    }
    sx_object *proto = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (proto == NULL) return false;
    sx_realm(vm)->symbol_proto = proto;
    sx_object *ctor = sx_define_class(vm, "Symbol", symbol_ctor, 0, proto);
    if (ctor == NULL || !SX_DEFINE_NATIVES(vm, ctor, symbol_statics) || !SX_DEFINE_NATIVES(vm, proto, symbol_methods))
        return false;
    ctor->oflags &= (uint16_t)~SX_OBJ_CONSTRUCTOR; /* new Symbol() is a TypeError */
    for (int i = 0; i < SX_SYM__COUNT; i++)
        if (!sx_define_value(vm, ctor, wk_names[i], wk->u.array.items[i], 0)) return false;
    sx_object *getter = sx_native_new(vm, "get description", symbol_description, 0);
    sx_string *tag = sx_atom(vm, "Symbol"), *description = sx_atom(vm, "description");
    return getter != NULL && tag != NULL && description != NULL &&
           sx_define_accessor(vm, proto, sx_from_string(description), sx_from_object(getter), false, false) &&
           /* Symbol.prototype[Symbol.toPrimitive] shares valueOf's function object (one native less
            * in every VM; only its name, "valueOf", tells them apart) */
           sx_object_define(vm, proto, sx_wk_key(vm, SX_SYM_TO_PRIMITIVE),
                            sx_object_find_data(vm, proto, sx_atoms(vm)->valueOf), SX_PROP_CONFIGURABLE) &&
           sx_object_define(vm, proto, sx_wk_key(vm, SX_SYM_TO_STRING_TAG), sx_from_string(tag), SX_PROP_CONFIGURABLE);
}

/* -- [Symbol.iterator] of the built-in iterables, added once their methods exist -- */

static sx_value iterator_self(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)vm, (void)argc, (void)argv;
    return t;
}

static sx_value string_iterator(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    if (sx_is_nullish(t)) return sx_throw_type(vm, "String.prototype[Symbol.iterator] called on null or undefined");
    sx_string *s = sx_to_string(vm, t);
    if (s == NULL) return SX_EXCEPTION;
    sx_object *it = sx_iter_new(vm, sx_from_string(s), SX_ITER_STRING);
    return it ? sx_from_object(it) : SX_EXCEPTION;
}

/* o[Symbol.iterator] = o[name] (the same function object, as the spec has it). */
static bool alias_iterator(sx_vm *vm, sx_object *o, const char *name) {
    sx_string *key = sx_atom(vm, name);
    sx_prop *p = key != NULL ? sx_object_find(vm, o, key) : NULL;
    return p != NULL && sx_object_define(vm, o, sx_wk_key(vm, SX_SYM_ITERATOR), p->value, SX_PROP_HIDDEN);
}

/* Array, Map, Set, Promise and RegExp[Symbol.species]: get [Symbol.species]() { return this; }
 * (iterator_self's body). Built-ins make plain arrays, maps, ... whatever it returns. */
static bool define_species(sx_vm *vm) {
    static const char *const ctors[] = {"Array", "Map", "Set", "Promise", "RegExp"};
    for (size_t i = 0; i < sizeof ctors / sizeof ctors[0]; i++) {
        sx_string *name = sx_atom(vm, ctors[i]);
        sx_prop *p = name ? sx_object_find(vm, vm->realm.global, name) : NULL;
        sx_object *g = sx_native_new(vm, "get [Symbol.species]", iterator_self, 0);
        if (p == NULL || !sx_is_object(p->value) || g == NULL ||
            !sx_define_accessor(vm, sx_as_object(p->value), sx_from_symbol(sx_wk_key(vm, SX_SYM_SPECIES)),
                                sx_from_object(g), false, false))
            return false;
    }
    return true;
}

bool sx_species_is_default(sx_vm *vm, sx_object *ctor) {
    sx_prop *p = sx_object_find(vm, ctor, sx_wk_key(vm, SX_SYM_SPECIES));
    if (p == NULL || !(p->flags & SX_PROP_ACCESSOR)) return false;
    sx_value g = sx_as_object(p->value)->u.array.items[0];
    return sx_is_object(g) && sx_as_object(g)->cls == SX_CLASS_NATIVE && sx_as_object(g)->u.native.fn == iterator_self;
}

bool sx_stdlib_init_symbol_iterators(sx_vm *vm) {
    sx_js_realm *r = sx_realm(vm);
    return define_species(vm) && alias_iterator(vm, r->array_proto, "values") &&
           alias_iterator(vm, r->map_proto, "entries") && alias_iterator(vm, r->set_proto, "values") &&
           define_symbol_method(vm, r->iterator_proto, SX_SYM_ITERATOR, "[Symbol.iterator]", iterator_self, 0,
                                SX_PROP_HIDDEN) &&
           define_symbol_method(vm, r->string_proto, SX_SYM_ITERATOR, "[Symbol.iterator]", string_iterator, 0,
                                SX_PROP_HIDDEN);
}
