/* classes.c - Python's object model past one prototype chain: bound methods, functions made methods, @classmethod on instances, property setters, descriptors, __init_subclass__, __new__, multiple inheritance (C3). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "python/py.h"

#define RL py_rl(vm)

/* A method's function: a guest function compiled with self in R[0] (SX_PROTO_METHOD), or an
 * adapter wrapping a plain function stored on a class (it passes the receiver as the first
 * argument, as CPython's functions do when they become methods). */
static sx_value adapter_call(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv);
static sx_value descriptor_get(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv);

bool py_is_adapter(sx_value v) {
    return sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_NATIVE && sx_as_object(v)->u.native.fn == adapter_call;
}
static bool is_method_fn(sx_value v) {
    return sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_FUNCTION &&
           (sx_as_object(v)->u.func.proto->flags & SX_PROTO_METHOD);
}
/* TYPEOF's answer for Python: "method" for what %bind must see, else "" (python/ops.c) */
static bool is_builtin_fn(sx_value v) {
    if (!sx_is_object(v)) return false;
    sx_object *o = sx_as_object(v);
    return o->cls == SX_CLASS_NATIVE && !PY_IS_CLASS(o) && o->u.native.fn != py_instance_call;
}
bool py_needs_bind(sx_value v) { return is_method_fn(v) || py_is_adapter(v) || is_builtin_fn(v); }

static sx_string *atom(sx_vm *vm, const char *s) { return sx_atom(vm, s); }

/* a native function carrying one value (u.native.data) */
static sx_value native_with(sx_vm *vm, const char *name, sx_native_fn fn, sx_value data) {
    sx_temp_push(vm, data);
    sx_object *o = sx_native_new(vm, name, fn, 0);
    sx_temp_pop(vm, 1);
    if (o == NULL) return SX_EXCEPTION;
    o->u.native.data = data;
    return sx_from_object(o);
}
static sx_value callee_data(sx_vm *vm) { return vm->frames[vm->nframes - 1].callee->u.native.data; }

/* a function bound to target with `this` = self and leading arguments (the VM's SX_CLASS_BOUND) */
static sx_value bound_new(sx_vm *vm, sx_value target, sx_value self, int n, const sx_value *args) {
    sx_value *a = NULL;
    if (n > 0) {
        a = sx_mem_realloc(vm, NULL, 0, (size_t)n * sizeof *a);
        if (a == NULL) return sx_throw_oom(vm);
        memcpy(a, args, (size_t)n * sizeof *a);
    }
    /* no prototype: every attribute read reaches python/ops.c, which answers from the function */
    sx_object *b = sx_object_new(vm, SX_CLASS_BOUND, NULL);
    if (b == NULL) {
        if (a) sx_mem_realloc(vm, a, (size_t)n * sizeof *a, 0);
        return SX_EXCEPTION;
    }
    b->u.bound.target = target;
    b->u.bound.this_val = self;
    b->u.bound.args = a;
    b->bound_nargs = (uint32_t)n;
    b->oflags |= SX_OBJ_CALLABLE;
    return sx_from_object(b);
}

/* call fn with self placed before the arguments (keywords, marked last, pass through py_call) */
static sx_value call_with_self(sx_vm *vm, sx_value fn, sx_value self, int argc, const sx_value *argv) {
    size_t size = (size_t)(argc + 1) * sizeof(sx_value);
    sx_value *a = sx_mem_realloc(vm, NULL, 0, size);
    if (a == NULL) return sx_throw_oom(vm);
    a[0] = self;
    memcpy(a + 1, argv, (size_t)argc * sizeof(sx_value));
    sx_value r = py_call(vm, fn, SX_UNDEFINED, argc + 1, a);
    sx_mem_realloc(vm, a, size, 0);
    return r;
}

static sx_value adapter_call(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    return call_with_self(vm, callee_data(vm), this_val, argc, argv);
}

/* a method read from its class (C.m): called as C.m(obj, ...), obj becomes self */
static sx_value unbound_call(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_value fn = callee_data(vm);
    int n = argc;
    py_kwargs(&n, argv);
    if (n < 1) {
        char name[64] = "function";
        sx_object *f = sx_as_object(fn);
        if (f->cls == SX_CLASS_FUNCTION && f->u.func.proto->name)
            sx_string_to_utf8(f->u.func.proto->name, name, sizeof name);
        return py_raise(vm, RL->type_error, "%s() missing 1 required positional argument: 'self'", name);
    }
    return py_call(vm, fn, argv[0], argc - 1, argv + 1);
}

/* %bind(obj, fn): obj.attr as a value when attr is a method's function */
static sx_value h_bind(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 2) return SX_NULL;
    sx_value obj = argv[0], fn = argv[1];
    bool on_class = sx_is_object(obj) && PY_IS_CLASS(sx_as_object(obj));
    if (py_is_adapter(fn)) {
        if (on_class) return sx_as_object(fn)->u.native.data;
        return bound_new(vm, fn, obj, 0, NULL);
    }
    if (is_builtin_fn(fn)) { /* "abc".upper, [].append: bound; a module's function stays as it is */
        if (on_class)        /* str.strip as a value: self comes first */
            return native_with(vm, "method_descriptor", unbound_call, fn);
        if (sx_is_object(obj)) {
            sx_object *o = sx_as_object(obj);
            if (on_class || o->proto == NULL || o->cls == SX_CLASS_FUNCTION) return fn;
            for (uint32_t i = 0; i < o->nprops; i++) /* an instance's own attribute */
                if (o->props[i].value == fn) return fn;
        }
        return bound_new(vm, fn, obj, 0, NULL);
    }
    if (!is_method_fn(fn)) return fn;
    sx_object *f = sx_as_object(fn);
    if (sx_object_find(vm, f, atom(vm, "%classmethod")) != NULL) return bound_new(vm, fn, obj, 0, NULL);
    if (on_class) return native_with(vm, "function", unbound_call, fn);
    return bound_new(vm, fn, obj, 0, NULL);
}

/* %clsof(x): x when it is a class, else its class (a @classmethod's cls) */
static sx_value h_clsof(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 1) return SX_NULL;
    if (sx_is_object(argv[0]) && PY_IS_CLASS(sx_as_object(argv[0]))) return argv[0];
    return sx_from_object(py_type_of(vm, argv[0]));
}

/* the user class of v that defines name (a guest function or an adapter along the chain), or 0 */
static sx_value class_attr_atom(sx_vm *vm, sx_object *cls, sx_string *k) {
    for (sx_object *p = cls; k && p != NULL; p = p->proto) {
        sx_prop *pr = sx_object_find(vm, p, k);
        if (pr != NULL) return (pr->flags & SX_PROP_ACCESSOR) ? 0 : pr->value;
    }
    return 0;
}
static sx_value class_attr(sx_vm *vm, sx_object *cls, const char *name) {
    return class_attr_atom(vm, cls, atom(vm, name));
}

/* an instance of a program's class that defines __get__: a descriptor */
static bool is_descriptor(sx_vm *vm, sx_value v) {
    if (!sx_is_object(v)) return false;
    sx_object *o = sx_as_object(v);
    if (!py_is_plain_obj(o) || o->proto == NULL || !PY_IS_CLASS(o->proto)) return false;
    sx_value g = class_attr_atom(vm, o->proto, py_at(vm)->get);
    return g != 0 && sx_is_object(g) && sx_as_object(g)->cls == SX_CLASS_FUNCTION;
}

/* the accessor of a descriptor: obj.attr is descriptor.__get__(obj, type(obj)) */
static sx_value descriptor_get(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_value d = callee_data(vm);
    sx_value g = class_attr_atom(vm, sx_as_object(d)->proto, py_at(vm)->get);
    bool on_class = sx_is_object(this_val) && PY_IS_CLASS(sx_as_object(this_val));
    sx_value a[2] = {on_class ? SX_NULL : this_val, on_class ? this_val : sx_from_object(py_type_of(vm, this_val))};
    return py_call(vm, g, d, 2, a);
}
static sx_value descriptor_set(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    sx_value d = callee_data(vm);
    sx_value s = class_attr_atom(vm, sx_as_object(d)->proto, py_at(vm)->set);
    sx_value a[2] = {this_val, argc > 0 ? argv[0] : SX_NULL};
    return py_call(vm, s, d, 2, a);
}

/* %clsattr(cls, name, value): a class attribute; a plain function becomes a method (an adapter),
 * a descriptor (__get__) an accessor, a functools.cached_property... */
static sx_value h_clsattr(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 3 || !sx_is_object(argv[0]) || !sx_is_string(argv[1]))
        return py_raise(vm, RL->type_error, "internal: %%clsattr");
    sx_object *cls = sx_as_object(argv[0]);
    sx_string *k = sx_string_intern(vm, sx_as_string(argv[1]));
    if (k == NULL) return sx_throw_oom(vm);
    sx_value v = argv[2];
    if (sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_FUNCTION && !is_method_fn(v)) {
        v = native_with(vm, "method", adapter_call, v);
        if (v == SX_EXCEPTION) return v;
    } else if (is_descriptor(vm, v)) {
        sx_value setter = class_attr_atom(vm, sx_as_object(v)->proto, py_at(vm)->set);
        sx_value g = native_with(vm, "__get__", descriptor_get, v);
        if (g == SX_EXCEPTION) return g;
        sx_value acc = g;
        if (setter != 0) {
            sx_temp_push(vm, g);
            sx_value s = native_with(vm, "__set__", descriptor_set, v);
            sx_object *pair = s == SX_EXCEPTION ? NULL : sx_array_new(vm, 2);
            sx_temp_pop(vm, 1);
            if (pair == NULL) return SX_EXCEPTION;
            sx_array_push(vm, pair, g);
            sx_array_push(vm, pair, s);
            acc = sx_from_object(pair);
        }
        sx_value sn = class_attr(vm, sx_as_object(v)->proto, "__set_name__");
        if (sn != 0) {
            sx_value a[2] = {argv[0], argv[1]};
            if (py_call(vm, sn, v, 2, a) == SX_EXCEPTION) return SX_EXCEPTION;
        }
        return sx_object_define(vm, cls, k, acc, SX_PROP_ACCESSOR | SX_PROP_CONFIGURABLE) ? SX_NULL : SX_EXCEPTION;
    }
    return sx_object_define(vm, cls, k, v, SX_PROP_DEFAULT) ? SX_NULL : SX_EXCEPTION;
}

/* %setter(cls, name, fn): @name.setter: the property name gets a setter */
static sx_value h_setter(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 3 || !sx_is_object(argv[0]) || !sx_is_string(argv[1]))
        return py_raise(vm, RL->type_error, "internal: %%setter");
    sx_object *cls = sx_as_object(argv[0]);
    sx_string *k = sx_string_intern(vm, sx_as_string(argv[1]));
    if (k == NULL) return sx_throw_oom(vm);
    sx_prop *p = sx_object_find(vm, cls, k);
    if (p == NULL || !(p->flags & SX_PROP_ACCESSOR)) {
        char name[128];
        sx_string_to_utf8(k, name, sizeof name);
        return py_raise(vm, RL->name_error, "name '%s' is not defined", name);
    }
    sx_value getter = p->value;
    if (sx_is_object(getter) && sx_as_object(getter)->cls == SX_CLASS_ARRAY)
        getter = sx_as_object(getter)->u.array.items[0];
    sx_temp_push(vm, getter);
    sx_object *pair = sx_array_new(vm, 2);
    sx_temp_pop(vm, 1);
    if (pair == NULL) return SX_EXCEPTION;
    sx_array_push(vm, pair, getter);
    sx_array_push(vm, pair, argv[2]);
    return sx_object_define(vm, cls, k, sx_from_object(pair), SX_PROP_ACCESSOR | SX_PROP_CONFIGURABLE) ? SX_NULL
                                                                                                       : SX_EXCEPTION;
}

/* the getter and setter of an accessor property's value (a function, or [getter, setter]) */
sx_value py_accessor_part(sx_value v, bool setter) {
    if (sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_ARRAY) {
        sx_object *a = sx_as_object(v);
        return a->u.array.len > (setter ? 1u : 0u) ? a->u.array.items[setter ? 1 : 0] : 0;
    }
    return setter ? 0 : v;
}

/* %clsdone(cls): the class body has run: a base's __init_subclass__(cls) */
static sx_value h_clsdone(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 1 || !sx_is_object(argv[0])) return SX_NULL;
    sx_object *cls = sx_as_object(argv[0]);
    if (cls->proto == NULL) return argv[0];
    sx_value b = class_attr(vm, cls->proto, "__sx_build_class__"); /* typing.NamedTuple, TypedDict */
    if (b != 0 && sx_is_object(b) && sx_as_object(b)->cls != SX_CLASS_NATIVE) return py_call(vm, b, argv[0], 0, NULL);
    sx_value f = class_attr(vm, cls->proto, "__init_subclass__");
    if (f == 0 || !sx_is_object(f) || sx_as_object(f)->cls == SX_CLASS_NATIVE) return argv[0];
    sx_value r = py_call(vm, f, argv[0], 0, NULL);
    return r == SX_EXCEPTION ? r : argv[0];
}

/* -- multiple inheritance: the class's MRO (C3) laid out as one prototype chain; a base that is
 * not already next in a chain is copied (a proxy class whose u.native.data is the original) -- */

/* the class a chain entry stands for */
sx_object *py_class_orig(sx_object *p) {
    if (PY_IS_CLASS(p) && sx_is_object(p->u.native.data) && PY_IS_CLASS(sx_as_object(p->u.native.data)))
        return sx_as_object(p->u.native.data);
    return p;
}

#define MRO_MAX 32
typedef struct mro_list {
    sx_object *c[MRO_MAX];
    int n;
} mro_list;

static bool chain_of(sx_object *cls, mro_list *l) {
    l->n = 0;
    sx_object *p = cls;
    for (; p != NULL && l->n < MRO_MAX; p = p->proto) l->c[l->n++] = py_class_orig(p);
    return p == NULL;
}

static bool in_tail(mro_list *ls, int nl, int *heads, sx_object *c) {
    for (int i = 0; i < nl; i++)
        for (int j = heads[i] + 1; j < ls[i].n; j++)
            if (ls[i].c[j] == c) return true;
    return false;
}

/* C3 of the bases' MROs and the bases' list; 0: no consistent order, -1: too deep */
static int c3(sx_object **bases, int nb, mro_list *out) {
    mro_list ls[9];
    int heads[9] = {0};
    int nl = nb + 1;
    for (int i = 0; i < nb; i++)
        if (!chain_of(bases[i], &ls[i])) return -1;
    ls[nb].n = nb;
    for (int i = 0; i < nb; i++) ls[nb].c[i] = bases[i];
    out->n = 0;
    for (;;) {
        bool left = false, found = false;
        for (int i = 0; i < nl && !found; i++) {
            if (heads[i] >= ls[i].n) continue;
            left = true;
            sx_object *cand = ls[i].c[heads[i]];
            if (in_tail(ls, nl, heads, cand)) continue;
            found = true;
            if (out->n >= MRO_MAX) return -1;
            out->c[out->n++] = cand;
            for (int j = 0; j < nl; j++)
                if (heads[j] < ls[j].n && ls[j].c[heads[j]] == cand) heads[j]++;
        }
        if (!left) return 1;
        if (!found) return 0;
    }
}

static sx_object *proxy_of(sx_vm *vm, sx_object *orig, sx_object *next) {
    char name[128] = "C";
    sx_value n = sx_object_find_data(vm, orig, py_at(vm)->dname);
    if (sx_is_string(n)) sx_string_to_utf8(sx_as_string(n), name, sizeof name);
    extern sx_value py_class_call(sx_vm * vm, sx_value this_val, int argc, const sx_value *argv);
    if (!sx_meter_elements(vm, orig->nprops)) return NULL; /* the copy's work */
    sx_object *p = py_class_new(vm, name, next, orig->u.native.fn, orig->u.native.magic);
    if (p == NULL) return NULL;
    p->u.native.data = sx_from_object(orig);
    sx_temp_push(vm, sx_from_object(p));
    bool ok = true;
    for (uint32_t i = 0; ok && i < orig->nprops; i++)
        if (orig->props[i].key != NULL && orig->props[i].key != py_at(vm)->dname)
            ok = sx_object_define(vm, p, orig->props[i].key, orig->props[i].value, orig->props[i].flags);
    sx_temp_pop(vm, 1);
    return ok ? p : NULL;
}

/* the prototype a class with these bases gets (NULL: an exception is pending) */
sx_object *py_class_bases(sx_vm *vm, sx_object **bases, int nb) {
    mro_list m;
    int ok = c3(bases, nb, &m);
    if (ok < 0) {
        py_raise(vm, RL->type_error,
                 "multiple inheritance over more than %d classes is not supported by the secexec Python subset",
                 MRO_MAX);
        return NULL;
    }
    if (ok == 0) {
        char names[600] = "";
        size_t at = 0;
        for (int i = 0; i < nb && at + 70 < sizeof names; i++) {
            char one[64] = "?";
            sx_value n = sx_object_find_data(vm, bases[i], py_at(vm)->dname);
            if (sx_is_string(n)) sx_string_to_utf8(sx_as_string(n), one, sizeof one);
            at += (size_t)snprintf(names + at, sizeof names - at, "%s%s", i ? ", " : "", one);
        }
        py_raise(vm, RL->type_error, "Cannot create a consistent method resolution\norder (MRO) for bases %s", names);
        return NULL;
    }
    /* the longest tail of m that is already a real chain stays shared */
    int keep = m.n - 1;
    while (keep > 0 && m.c[keep - 1]->proto == m.c[keep]) keep--;
    sx_object *next = m.c[keep];
    for (int i = keep - 1; i >= 0; i--) {
        sx_temp_push(vm, sx_from_object(next));
        sx_object *p = proxy_of(vm, m.c[i], next);
        sx_temp_pop(vm, 1);
        if (p == NULL) return NULL;
        next = p;
    }
    return next;
}

/* super() in a method of cls with self: the entry after cls in self's class chain */
sx_object *py_super_of(sx_vm *vm, sx_object *cls, sx_value self) {
    sx_object *t = NULL;
    if (sx_is_object(self) && PY_IS_CLASS(sx_as_object(self))) t = sx_as_object(self);
    else if (self != SX_UNDEFINED) t = py_type_of(vm, self);
    for (sx_object *p = t; p != NULL; p = p->proto)
        if (p == cls || py_class_orig(p) == cls) return p->proto;
    return cls->proto;
}

/* C.__mro__ */
sx_value py_class_mro(sx_vm *vm, sx_object *cls) {
    sx_object *t = py_tuple_new(vm, 4);
    if (t == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(t));
    for (sx_object *p = cls; p != NULL; p = p->proto)
        if (!sx_meter_elements(vm, 1) || !sx_array_push(vm, t, sx_from_object(py_class_orig(p))))
            return sx_temp_pop(vm, 1), SX_EXCEPTION;
    sx_temp_pop(vm, 1);
    return sx_from_object(t);
}

/* object.__new__(cls): a bare instance */
static sx_value object_new(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    py_kwargs(&argc, argv);
    sx_value c = argc > 0 ? argv[0] : this_val;
    if (!sx_is_object(c) || !PY_IS_CLASS(sx_as_object(c)))
        return py_raise(vm, RL->type_error, "object.__new__(X): X is not a type object");
    sx_object *o = py_instance_new(vm, sx_as_object(c));
    return o ? sx_from_object(o) : SX_EXCEPTION;
}

/* a guest __new__ along cls's chain (object's native one does not count), or 0 */
sx_value py_user_new(sx_vm *vm, sx_object *cls) {
    sx_value f = class_attr_atom(vm, cls, py_at(vm)->new_);
    if (f == 0 || !sx_is_object(f) || sx_as_object(f)->cls == SX_CLASS_NATIVE) return 0;
    return f;
}

static const struct {
    const char *name;
    sx_native_fn fn;
} class_natives[] = {
    {"%bind", h_bind}, {"%clsof", h_clsof}, {"%clsattr", h_clsattr}, {"%setter", h_setter}, {"%clsdone", h_clsdone},
};

bool py_init_classes(sx_vm *vm) {
    for (size_t i = 0; i < sizeof class_natives / sizeof class_natives[0]; i++)
        if (!py_def(vm, vm->realm.global, class_natives[i].name, class_natives[i].fn, 0)) return false;
    bool py_init_class_builtins(sx_vm * vm), py_init_class_builtins2(sx_vm * vm), py_init_class_builtins3(sx_vm * vm),
        py_init_class_builtins4(sx_vm * vm), py_init_class_builtins5(sx_vm * vm), py_init_class_builtins6(sx_vm * vm),
        py_init_class_builtins7(sx_vm * vm);
    return py_def(vm, RL->object, "__new__", object_new, 1) && py_init_class_builtins(vm) &&
           py_init_class_builtins2(vm) && py_init_class_builtins3(vm) && py_init_class_builtins4(vm) &&
           py_init_class_builtins5(vm) && py_init_class_builtins6(vm) && py_init_class_builtins7(vm);
}

/* -- operators on instances of the program's classes: a.__op__(b), then b.__rop__(a); a method
 * answering NotImplemented passes the turn, as in CPython -- */

static const char *const op_names[PY_OP__COUNT][2] = {
    [PY_OP_ADD] = {"__add__", "__radd__"},
    [PY_OP_SUB] = {"__sub__", "__rsub__"},
    [PY_OP_MUL] = {"__mul__", "__rmul__"},
    [PY_OP_TRUEDIV] = {"__truediv__", "__rtruediv__"},
    [PY_OP_FLOORDIV] = {"__floordiv__", "__rfloordiv__"},
    [PY_OP_MOD] = {"__mod__", "__rmod__"},
    [PY_OP_POW] = {"__pow__", "__rpow__"},
    [PY_OP_LT] = {"__lt__", "__gt__"},
    [PY_OP_LE] = {"__le__", "__ge__"},
    [PY_OP_GT] = {"__gt__", "__lt__"},
    [PY_OP_GE] = {"__ge__", "__le__"},
    [PY_OP_BAND] = {"__and__", "__rand__"},
    [PY_OP_BOR] = {"__or__", "__ror__"},
    [PY_OP_BXOR] = {"__xor__", "__rxor__"},
    [PY_OP_SHL] = {"__lshift__", "__rlshift__"},
    [PY_OP_SHR] = {"__rshift__", "__rrshift__"},
};

static bool is_user_instance(sx_value v) {
    if (!sx_is_object(v)) return false;
    sx_object *o = sx_as_object(v);
    return py_is_plain_obj(o) && o->proto != NULL && PY_IS_CLASS(o->proto);
}

/* an instance of a class of the program or of a library (Counter is a dict whose class is Counter) */
static bool has_lib_class(sx_vm *vm, sx_value v) {
    if (!sx_is_object(v)) return false;
    sx_object *o = sx_as_object(v);
    if (o->proto == NULL || !PY_IS_CLASS(o->proto) || PY_IS_CLASS(o)) return false;
    sx_object *c = o->proto;
    py_realm *r = RL;
    return c != r->object && c != r->int_ && c != r->float_ && c != r->bool_ && c != r->str && c != r->list &&
           c != r->tuple && c != r->dict && c != r->set && c != r->none && c != r->range && c != r->function &&
           c != r->type && c != r->generator;
}
static sx_value lib_method(sx_vm *vm, sx_value v, sx_string *name) {
    if (name == NULL) return 0;
    sx_value m = py_user_method(vm, v, name);
    if (m != 0 || !has_lib_class(vm, v)) return m;
    m = sx_object_find_data(vm, sx_as_object(v)->proto, name);
    return sx_is_object(m) && (sx_as_object(m)->oflags & SX_OBJ_CALLABLE) && !PY_IS_CLASS(sx_as_object(m)) ? m : 0;
}

sx_value py_not_implemented(sx_vm *vm) {
    sx_string *k = atom(vm, "NotImplemented");
    return k ? sx_object_find_data(vm, vm->realm.global, k) : SX_UNDEFINED;
}

/* the result of a user operator method, or 0 when no method took it (the built-in rules follow) */
sx_value py_user_binary(sx_vm *vm, int op, sx_value a, sx_value b) {
    if (op < 0 || op >= PY_OP__COUNT || op_names[op][0] == NULL) return 0;
    bool ua = has_lib_class(vm, a), ub = has_lib_class(vm, b);
    if (!ua && !ub) return 0;
    sx_value ni = py_not_implemented(vm);
    for (int side = 0; side < 2; side++) {
        sx_value self = side == 0 ? a : b, other = side == 0 ? b : a;
        if (!(side == 0 ? ua : ub)) continue;
        sx_value m = lib_method(vm, self, atom(vm, op_names[op][side]));
        if (m == 0) continue;
        sx_value r = sx_call(vm, m, self, 1, &other);
        if (r != ni) return r;
    }
    return 0;
}

/* unary operators: -x +x ~x abs(x) on instances; 0 when the class has no such method */
sx_value py_user_unary(sx_vm *vm, const char *name, sx_value v) {
    if (!has_lib_class(vm, v)) return 0;
    sx_value m = lib_method(vm, v, atom(vm, name));
    return m == 0 ? 0 : sx_call(vm, m, v, 0, NULL);
}

/* hash(v) for an instance of the program's classes: the first class along the chain that
 * defines __hash__ or __eq__ decides: __hash__() (None: unhashable), or, with only __eq__,
 * unhashable (CPython sets __hash__ to None then). 0: the identity hash. */
sx_value py_user_hash(sx_vm *vm, sx_value v) {
    if (!is_user_instance(v)) return 0;
    sx_string *hk = atom(vm, "__hash__");
    for (sx_object *p = sx_as_object(v)->proto; hk && p != NULL && p != RL->object; p = p->proto) {
        sx_prop *h = sx_object_find(vm, p, hk);
        if (h == NULL && sx_object_find(vm, p, py_at(vm)->eq) == NULL) continue;
        if (h == NULL || h->value == SX_NULL || (h->flags & SX_PROP_ACCESSOR)) {
            char name[64];
            return py_raise(vm, RL->type_error, "unhashable type: '%s'", py_type_name(vm, v, name, sizeof name));
        }
        sx_value r = sx_call(vm, h->value, v, 0, NULL);
        if (r == SX_EXCEPTION) return r;
        if (!sx_is_number(r) && !sx_is_bigint(r) && !sx_is_bool(r))
            return py_raise(vm, RL->type_error, "__hash__ method should return an integer");
        return r;
    }
    return 0;
}

/* __eq__ of a, then b's: the answer, or 0 when neither class has one that took it */
sx_value py_user_eq(sx_vm *vm, sx_value a, sx_value b) {
    sx_value ni = py_not_implemented(vm);
    for (int side = 0; side < 2; side++) {
        sx_value self = side == 0 ? a : b, other = side == 0 ? b : a;
        sx_value m = py_user_method(vm, self, py_at(vm)->eq);
        if (m == 0) continue;
        sx_value r = sx_call(vm, m, self, 1, &other);
        if (r != ni) return r;
    }
    return 0;
}

/* __sx_freeze__(obj): no attribute of obj can be set from now on (a frozen dataclass after its
 * __init__); assignments reach the class's __setattr__ (python/ops.c) */
static sx_value bi_freeze(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 1 || !is_user_instance(argv[0])) return SX_NULL;
    return sx_object_freeze(vm, sx_as_object(argv[0])) ? SX_NULL : SX_EXCEPTION;
}

/* delattr(obj, name) */
static sx_value bi_delattr(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    py_kwargs(&argc, argv);
    if (argc != 2 || !sx_is_string(argv[1]))
        return py_raise(vm, RL->type_error, "delattr expected 2 arguments, got %d", argc);
    if (sx_is_object(argv[0]) && (PY_IS_CLASS(sx_as_object(argv[0])) || is_user_instance(argv[0]))) {
        sx_object *o = sx_as_object(argv[0]);
        sx_string *k = sx_string_intern(vm, sx_as_string(argv[1]));
        if (k == NULL) return sx_throw_oom(vm);
        if (sx_object_find(vm, o, k) == NULL) {
            char name[64], kt[128];
            sx_string_to_utf8(k, kt, sizeof kt);
            return py_raise(vm, RL->attribute_error, "'%s' object has no attribute '%s'",
                            py_type_name(vm, argv[0], name, sizeof name), kt);
        }
        return sx_object_remove(vm, o, k) ? SX_NULL : SX_EXCEPTION;
    }
    sx_value r = vm->lang->delete_index(vm, argv[0], argv[1]);
    return r == SX_EXCEPTION ? r : SX_NULL;
}

/* the class NotImplemented belongs to, and the value */
static sx_value ni_repr(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    sx_string *s = atom(vm, "NotImplemented");
    return s ? sx_from_string(s) : sx_throw_oom(vm);
}

bool py_init_class_builtins(sx_vm *vm) {
    extern sx_value py_class_call(sx_vm * vm, sx_value this_val, int argc, const sx_value *argv);
    sx_object *nic = py_class_new(vm, "NotImplementedType", RL->object, py_class_call, 0);
    if (nic == NULL) return false;
    sx_temp_push(vm, sx_from_object(nic));
    sx_object *ni = py_def(vm, nic, "__repr__", ni_repr, 0) ? sx_object_new(vm, SX_CLASS_OBJECT, nic) : NULL;
    sx_string *k = atom(vm, "NotImplemented");
    bool ok = ni != NULL && k != NULL && sx_object_define(vm, vm->realm.global, k, sx_from_object(ni), SX_PROP_HIDDEN);
    sx_temp_pop(vm, 1);
    return ok && py_def(vm, vm->realm.global, "__sx_freeze__", bi_freeze, 1) &&
           py_def(vm, vm->realm.global, "delattr", bi_delattr, 2);
}

/* a value stored on a class by `C.name = v` or setattr: a plain function becomes a method */
sx_value py_class_value(sx_vm *vm, sx_value v) {
    if (sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_FUNCTION && !is_method_fn(v) &&
        sx_object_find(vm, sx_as_object(v), atom(vm, "%staticmethod")) == NULL)
        return native_with(vm, "method", adapter_call, v);
    return v;
}

/* __sx_own__(obj, name): obj has name as its own attribute (the library's `name in cls.__dict__`) */
static sx_value bi_own(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 2 || !sx_is_object(argv[0]) || !sx_is_string(argv[1])) return SX_FALSE;
    sx_string *k = sx_string_intern(vm, sx_as_string(argv[1]));
    if (k == NULL) return sx_throw_oom(vm);
    return sx_bool(sx_object_find(vm, sx_as_object(argv[0]), k) != NULL);
}
bool py_init_class_builtins2(sx_vm *vm) { return py_def(vm, vm->realm.global, "__sx_own__", bi_own, 2); }

/* What a metaclass would do for a class value: iter(C), len(C), x in C (the library's Enum
 * defines them as __sx_class_iter__/__sx_class_len__/__sx_class_contains__), C[k]
 * (__class_getitem__). 0: the class has no such method. */
sx_value py_class_hook(sx_vm *vm, sx_value cls, const char *name, int argc, const sx_value *argv) {
    if (!sx_is_object(cls) || !PY_IS_CLASS(sx_as_object(cls))) return 0;
    sx_value f = class_attr(vm, sx_as_object(cls), name);
    if (f == 0 || !sx_is_object(f) || !(sx_as_object(f)->oflags & SX_OBJ_CALLABLE) || PY_IS_CLASS(sx_as_object(f)))
        return 0;
    return py_call(vm, f, cls, argc, argv);
}

/* __sx_attrs__(obj): the names of obj's own attributes in the order they were made */
static sx_value bi_attrs(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *l = py_list_new(vm, 0);
    if (l == NULL) return SX_EXCEPTION;
    if (argc < 1 || !sx_is_object(argv[0])) return sx_from_object(l);
    sx_object *o = sx_as_object(argv[0]);
    if (!sx_meter_elements(vm, o->nprops)) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(l));
    for (uint32_t i = 0; i < o->nprops; i++) {
        sx_prop *p = &o->props[i];
        if (p->key == NULL || (p->flags & SX_PROP_ACCESSOR) || p->key == py_at(vm)->dname) continue;
        if (p->key->len > 0 && sx_string_at(p->key, 0) == '%') continue;
        if (!sx_array_push(vm, l, sx_from_string(p->key))) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    }
    sx_temp_pop(vm, 1);
    return sx_from_object(l);
}
bool py_init_class_builtins3(sx_vm *vm) { return py_def(vm, vm->realm.global, "__sx_attrs__", bi_attrs, 1); }

/* obj.attr's value for getattr(): a method becomes bound as attribute_expr's %bind does */
sx_value py_bind(sx_vm *vm, sx_value obj, sx_value v) {
    if (!py_needs_bind(v)) return v;
    sx_value a[2] = {obj, v};
    return h_bind(vm, SX_UNDEFINED, 2, a);
}

/* -- instances of a class with __call__: native objects whose function calls it -- */
sx_value py_instance_call(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_object *self = vm->frames[vm->nframes - 1].callee;
    sx_string *k = py_at(vm)->call;
    sx_value m = k ? py_user_method(vm, sx_from_object(self), k) : 0;
    if (m == 0) return py_raise(vm, RL->type_error, "object is not callable");
    return py_call(vm, m, sx_from_object(self), argc, argv);
}

/* a new bare instance of cls (callable when its class has __call__) */
sx_object *py_instance_new(sx_vm *vm, sx_object *cls) {
    bool py_instance_guard(sx_vm * vm, sx_object * inst);
    if (class_attr_atom(vm, cls, py_at(vm)->call) == 0) {
        sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, cls);
        return o && py_instance_guard(vm, o) ? o : NULL;
    }
    sx_object *o = sx_object_new(vm, SX_CLASS_NATIVE, cls);
    if (o == NULL) return NULL;
    o->oflags |= SX_OBJ_CALLABLE;
    o->u.native.fn = py_instance_call;
    o->u.native.length = 0;
    o->u.native.magic = 0;
    o->u.native.data = SX_UNDEFINED;
    return o;
}

/* vars(obj) and obj.__dict__: a dict of obj's own attributes (a copy: writes to it do not reach obj) */
sx_value py_vars_of(sx_vm *vm, sx_value v) {
    if (!sx_is_object(v) || !(py_is_plain_obj(sx_as_object(v)) || PY_IS_CLASS(sx_as_object(v)))) {
        return py_raise(vm, RL->type_error, "vars() argument must have __dict__ attribute");
    }
    sx_object *o = sx_as_object(v);
    if (!sx_meter_elements(vm, o->nprops)) return SX_EXCEPTION;
    sx_object *d = py_dict_new(vm);
    if (d == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(d));
    for (uint32_t i = 0; i < o->nprops; i++) {
        sx_prop *p = &o->props[i];
        if (p->key == NULL || (p->flags & SX_PROP_ACCESSOR) || p->key == py_at(vm)->dname) continue;
        if (p->key->len > 0 && sx_string_at(p->key, 0) == '%') continue;
        if (!py_dict_set(vm, d, sx_from_string(p->key), p->value)) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    }
    sx_temp_pop(vm, 1);
    return sx_from_object(d);
}
static sx_value bi_vars(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    py_kwargs(&argc, argv);
    if (argc != 1) return py_raise(vm, RL->type_error, "vars() takes exactly one argument (%d given)", argc);
    return py_vars_of(vm, argv[0]);
}

/* C.__bases__, C.__base__ */
sx_value py_class_bases_of(sx_vm *vm, sx_object *cls, bool tuple) {
    sx_object *b = cls->proto;
    if (!tuple) return b ? sx_from_object(py_class_orig(b)) : SX_NULL;
    sx_object *t = py_tuple_new(vm, 1);
    if (t == NULL) return SX_EXCEPTION;
    if (b != NULL) sx_array_push(vm, t, sx_from_object(py_class_orig(b)));
    return sx_from_object(t);
}

static sx_value object_init_subclass(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)vm, (void)t, (void)argc, (void)argv;
    return SX_NULL;
}

/* -- slice objects: a[i:j:k] on an instance calls __getitem__(slice(i, j, k)) -- */
static sx_value slice_ctor(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    py_kwargs(&argc, argv);
    if (argc < 1 || argc > 3) return py_raise(vm, RL->type_error, "slice expected at least 1 argument, got %d", argc);
    sx_value parts[3] = {SX_NULL, SX_NULL, SX_NULL};
    if (argc == 1) parts[1] = argv[0];
    else
        for (int i = 0; i < argc; i++) parts[i] = argv[i];
    return py_slice_new(vm, parts);
}
static const char *const slice_names[3] = {"start", "stop", "step"};
sx_value py_slice_new(sx_vm *vm, const sx_value parts[3]) {
    sx_string *k = atom(vm, "slice");
    sx_value cls = k ? sx_object_find_data(vm, vm->realm.global, k) : SX_UNDEFINED;
    if (!sx_is_object(cls)) return py_raise(vm, RL->type_error, "internal: slice");
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, sx_as_object(cls));
    if (o == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(o));
    bool ok = true;
    for (int i = 0; ok && i < 3; i++) {
        sx_string *n = atom(vm, slice_names[i]);
        ok = n != NULL && sx_object_define(vm, o, n, parts[i] == SX_UNDEFINED ? SX_NULL : parts[i], SX_PROP_DEFAULT);
    }
    sx_temp_pop(vm, 1);
    if (ok) o->oflags |= 0;
    return ok ? sx_from_object(o) : SX_EXCEPTION;
}
static sx_value slice_part(sx_vm *vm, sx_value s, int i) {
    sx_string *n = atom(vm, slice_names[i]);
    return n && sx_is_object(s) ? sx_object_find_data(vm, sx_as_object(s), n) : SX_NULL;
}
static sx_value slice_repr(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_ascii(&b, "slice(");
    for (int i = 0; i < 3; i++) {
        if (i) sx_strbuf_ascii(&b, ", ");
        if (!py_repr(vm, &b, slice_part(vm, t, i))) return SX_EXCEPTION;
    }
    sx_strbuf_ascii(&b, ")");
    sx_string *s = sx_strbuf_finish(&b);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}
/* slice.indices(n): (start, stop, step) clipped to a sequence of length n, as CPython computes */
static sx_value slice_indices(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    double n;
    if (argc < 1 || !py_arg_int(vm, argv[0], &n))
        return argc < 1 ? py_raise(vm, RL->type_error, "indices() takes exactly one argument (0 given)") : SX_EXCEPTION;
    if (n < 0) return py_raise(vm, RL->value_error, "length should not be negative");
    double v[3];
    for (int i = 0; i < 3; i++) {
        sx_value p = slice_part(vm, t, i);
        if (p == SX_NULL || p == SX_UNDEFINED) v[i] = NAN;
        else if (!py_arg_int(vm, p, &v[i])) return SX_EXCEPTION;
    }
    double step = isnan(v[2]) ? 1 : v[2];
    if (step == 0) return py_raise(vm, RL->value_error, "slice step cannot be zero");
    double lo = step < 0 ? -1 : 0, hi = step < 0 ? n - 1 : n;
    double start, stop;
    if (isnan(v[0])) start = step < 0 ? hi : lo;
    else {
        start = v[0] < 0 ? v[0] + n : v[0];
        if (start < lo) start = lo;
        if (start > hi) start = hi;
    }
    if (isnan(v[1])) stop = step < 0 ? lo : hi;
    else {
        stop = v[1] < 0 ? v[1] + n : v[1];
        if (stop < lo) stop = lo;
        if (stop > hi) stop = hi;
    }
    sx_object *r = py_tuple_new(vm, 3);
    if (r == NULL) return SX_EXCEPTION;
    sx_array_push(vm, r, sx_number(start));
    sx_array_push(vm, r, sx_number(stop));
    sx_array_push(vm, r, sx_number(step));
    return sx_from_object(r);
}

bool py_init_class_builtins4(sx_vm *vm) {
    sx_object *sl = py_class_new(vm, "slice", RL->object, slice_ctor, 0);
    if (sl == NULL) return false;
    sx_temp_push(vm, sx_from_object(sl));
    sx_string *k = atom(vm, "slice");
    bool ok = k && py_def(vm, sl, "__repr__", slice_repr, 0) && py_def(vm, sl, "indices", slice_indices, 1) &&
              sx_object_define(vm, vm->realm.global, k, sx_from_object(sl), SX_PROP_HIDDEN);
    sx_temp_pop(vm, 1);
    return ok && py_def(vm, vm->realm.global, "vars", bi_vars, 1) &&
           py_def(vm, RL->object, "__init_subclass__", object_init_subclass, 0);
}

/* object.__setattr__(self, name, value) (also super().__setattr__(name, value)): sets the
 * attribute past the class's own __setattr__; on an instance whose class has one the attribute
 * stays read-only to the fast path, so each assignment comes back to __setattr__ */
static sx_value object_setattr(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    py_kwargs(&argc, argv);
    sx_value self = this_val;
    if (argc == 3) self = argv[0], argv++, argc--;
    if (argc != 2 || !sx_is_string(argv[0]) || !is_user_instance(self))
        return py_raise(vm, RL->type_error, "expected 2 arguments, got %d", argc);
    sx_string *k = sx_string_intern(vm, sx_as_string(argv[0]));
    if (k == NULL) return sx_throw_oom(vm);
    sx_object *o = sx_as_object(self);
    uint32_t flags = (o->oflags & SX_OBJ_FROZEN) ? SX_PROP_ENUMERABLE | SX_PROP_CONFIGURABLE : SX_PROP_DEFAULT;
    return sx_object_define(vm, o, k, argv[1], flags) ? SX_NULL : SX_EXCEPTION;
}

/* a new instance's class defines __setattr__: every assignment must reach it */
bool py_instance_guard(sx_vm *vm, sx_object *inst) {
    sx_value sa = class_attr_atom(vm, inst->proto, py_at(vm)->setattr);
    if (sa == 0 || !sx_is_object(sa) || (sx_as_object(sa)->cls == SX_CLASS_NATIVE && !py_is_adapter(sa))) return true;
    return sx_object_freeze(vm, inst);
}

/* obj.name missing on an instance: its class's __getattr__(name), or 0 */
sx_value py_user_getattr(sx_vm *vm, sx_value obj, sx_string *key) {
    if (!is_user_instance(obj)) return 0;
    sx_string *k = atom(vm, "__getattr__");
    sx_value m = k ? py_user_method(vm, obj, k) : 0;
    if (m == 0) return 0;
    sx_value a = sx_from_string(key);
    return sx_call(vm, m, obj, 1, &a);
}

/* x @ y */
static sx_value h_matmul(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 2) return SX_NULL;
    static const char *const names[2] = {"__matmul__", "__rmatmul__"};
    sx_value ni = py_not_implemented(vm);
    for (int side = 0; side < 2; side++) {
        sx_value self = argv[side], other = argv[1 - side];
        sx_string *k = atom(vm, names[side]);
        sx_value m = k && is_user_instance(self) ? py_user_method(vm, self, k) : 0;
        if (m == 0) continue;
        sx_value r = sx_call(vm, m, self, 1, &other);
        if (r != ni) return r;
    }
    char an[64], bn[64];
    return py_raise(vm, RL->type_error, "unsupported operand type(s) for @: '%s' and '%s'",
                    py_type_name(vm, argv[0], an, sizeof an), py_type_name(vm, argv[1], bn, sizeof bn));
}

/* a slice object's parts (NULL: not a slice) */
bool py_slice_parts(sx_vm *vm, sx_value v, sx_value out[3]) {
    sx_string *k = atom(vm, "slice");
    sx_value cls = k ? sx_object_find_data(vm, vm->realm.global, k) : SX_UNDEFINED;
    if (!sx_is_object(v) || !sx_is_object(cls) || sx_as_object(v)->proto != sx_as_object(cls)) return false;
    for (int i = 0; i < 3; i++) out[i] = slice_part(vm, v, i);
    return true;
}

bool py_init_class_builtins5(sx_vm *vm) {
    return py_def(vm, RL->object, "__setattr__", object_setattr, 2) &&
           py_def(vm, vm->realm.global, "%matmul", h_matmul, 2);
}

/* iter(obj) for a class with only __getitem__: obj[0], obj[1]... until IndexError, as a list */
sx_value py_getitem_list(sx_vm *vm, sx_value obj, sx_value getitem) {
    sx_object *l = py_list_new(vm, 0);
    if (l == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(l));
    for (double i = 0;; i++) {
        sx_value k = sx_number(i);
        sx_value r = sx_call(vm, getitem, obj, 1, &k);
        if (r == SX_EXCEPTION) {
            if (vm->abort != SX_ABORT_NONE || !(py_isinstance(vm, vm->exception, RL->index_error) ||
                                                py_isinstance(vm, vm->exception, RL->stop_iteration)))
                return sx_temp_pop(vm, 1), SX_EXCEPTION;
            vm->has_exception = false;
            vm->exception = SX_UNDEFINED;
            break;
        }
        if (!sx_array_push(vm, l, r)) return sx_temp_pop(vm, 1), SX_EXCEPTION;
    }
    sx_temp_pop(vm, 1);
    return sx_from_object(l);
}

/* pow(base, exp[, mod]) when the built-ins have none: ** (and % for the three-argument form) */
static sx_value bi_pow(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    py_kwargs(&argc, argv);
    if (argc < 2 || argc > 3) return py_raise(vm, RL->type_error, "pow expected 2 or 3 arguments, got %d", argc);
    sx_value r = py_binary(vm, PY_OP_POW, argv[0], argv[1]);
    if (r == SX_EXCEPTION || argc == 2 || argv[2] == SX_NULL) return r;
    return py_binary(vm, PY_OP_MOD, r, argv[2]);
}
bool py_init_class_builtins6(sx_vm *vm) {
    sx_string *k = atom(vm, "pow"), *bk = atom(vm, "__sx_base__"); /* python/lib_py.c */
    if (k == NULL || bk == NULL || !sx_object_define(vm, vm->realm.global, bk, SX_NULL, SX_PROP_HIDDEN)) return false;
    if (sx_object_find(vm, vm->realm.global, k) != NULL) return true;
    return py_def(vm, vm->realm.global, "pow", bi_pow, 2);
}

/* typing's helpers for what the syntax does without an import: list[int] (__sx_generic__) and
 * int | None (__sx_union__), in python/lib/typing.py */
sx_value py_typing_call(sx_vm *vm, const char *name, int argc, const sx_value *argv) {
    extern sx_value py_import(sx_vm * vm, sx_value this_val, int argc, const sx_value *argv);
    sx_string *mn = atom(vm, "typing"), *fk = atom(vm, name);
    if (mn == NULL || fk == NULL) return sx_throw_oom(vm);
    sx_value m = sx_from_string(mn);
    m = py_import(vm, SX_UNDEFINED, 1, &m);
    if (m == SX_EXCEPTION) return m;
    sx_value f = sx_object_find_data(vm, sx_as_object(m), fk);
    return sx_is_object(f) ? py_call(vm, f, SX_UNDEFINED, argc, argv)
                           : py_raise(vm, RL->type_error, "internal: typing");
}

static bool typeish(sx_value v) { return v == SX_NULL || (sx_is_object(v) && PY_IS_CLASS(sx_as_object(v))); }
/* a | b on classes (and None): a types.UnionType; 0 when neither is a class */
sx_value py_class_union(sx_vm *vm, sx_value a, sx_value b) {
    if (!(typeish(a) && typeish(b)) || (a == SX_NULL && b == SX_NULL)) return 0;
    sx_value args[2] = {a, b};
    return py_typing_call(vm, "__sx_union__", 2, args);
}

/* a base written Generic[T] (an alias): the class it stands for (its __sx_origin__), or NULL */
sx_object *py_base_origin(sx_vm *vm, sx_value v) {
    sx_string *k = atom(vm, "__sx_origin__");
    if (k == NULL || !sx_is_object(v)) return NULL;
    sx_value o = sx_object_find_data(vm, sx_as_object(v), k);
    return sx_is_object(o) && PY_IS_CLASS(sx_as_object(o)) ? sx_as_object(o) : NULL;
}

/* %with_exit(mgr, exc): mgr.__exit__(type(exc), exc, None) for an exception leaving a with
 * block; true: suppress it. The sandbox's own limits are never offered (they are not exceptions
 * the program may handle). */
static sx_value h_with_exit(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 2) return SX_FALSE;
    sx_value mgr = argv[0], exc = argv[1];
    if (sx_is_object(exc) && sx_object_find_data(vm, sx_as_object(exc), py_at(vm)->uncatchable) == SX_TRUE)
        return SX_FALSE;
    sx_string *k = atom(vm, "__exit__");
    if (k == NULL) return sx_throw_oom(vm);
    sx_value m = vm->lang->get(vm, mgr, k);
    if (m == SX_EXCEPTION) return m;
    sx_value tb = sx_is_object(exc) ? sx_object_find_data(vm, sx_as_object(exc), py_at(vm)->traceback) : SX_NULL;
    (void)tb;
    sx_value a[3] = {sx_from_object(py_type_of(vm, exc)), exc, SX_NULL};
    sx_value r = sx_call(vm, m, mgr, 3, a);
    if (r == SX_EXCEPTION) return r;
    bool yes;
    if (!py_truthy(vm, r, &yes)) return SX_EXCEPTION;
    return sx_bool(yes);
}
bool py_init_class_builtins7(sx_vm *vm) { return py_def(vm, vm->realm.global, "%with_exit", h_with_exit, 2); }
