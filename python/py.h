/* py.h - the Python layer's internals: its classes, atoms and realm laid over the VM's slots, and its helpers. */
#ifndef SX_PY_H
#define SX_PY_H

#include "python/python.h"
#include "vm/lang.h"
#include "vm/meter.h"

/* Python's object classes, numbered after the VM's. A float is boxed (PY_CLASS_FLOAT, its value in
 * u.wrapper.primitive) so that an int (an integral number value) and a float stay apart. */
enum {
    PY_CLASS_FLOAT = SX_CLASS_LANG,
    PY_CLASS_DICT,  /* u.host.impl: py_dict */
    PY_CLASS_RANGE, /* u.host.impl: py_range */
    PY_CLASS_ITER,  /* u.iter: target, pos, kind (PY_ITER_*), extra */
    PY_CLASS_RE,    /* u.host.impl: py_re, a compiled pattern (lib_re.c) */
};
enum { PY_ITER_SEQ, PY_ITER_STR, PY_ITER_DICT, PY_ITER_RANGE };
#define PY_ASYNCIO_FILE "<secexec asyncio>" /* the file name of asyncio's Python code (modules.c) */
#define PY_LIB_FILE_PREFIX "<secexec "      /* file names of the library's Python code (lib_py.c) */
#define PY_ITER_SETTLED 6 /* a host call's awaitable: done at once; extra: its value (pos 0) or exception (pos 1) */

/* A class (a type) is a native function object with SX_OBJ_LANG_FLAG: calling it makes an
 * instance; its own properties are its attributes and methods; its prototype is its base. An
 * instance is a plain object whose prototype is its class. */
#define PY_IS_CLASS(o) (((o)->oflags & SX_OBJ_LANG_FLAG) != 0)

// clang-format off
#define PY_ATOMS(X)                                                                                   \
    X(init, "__init__") X(args, "args") X(traceback, "__traceback__") X(module, "<module>")            \
    X(repr, "__repr__") X(str, "__str__") X(dname, "__name__") X(params, "__params__")                 \
    X(inputs, "inputs") X(eq, "__eq__") X(lt, "__lt__") X(le, "__le__") X(gt, "__gt__") X(ge, "__ge__") \
    X(add, "__add__") X(sub, "__sub__") X(mul, "__mul__") X(len, "__len__") X(getitem, "__getitem__")  \
    X(setitem, "__setitem__") X(contains, "__contains__") X(iter, "__iter__") X(next, "__next__")       \
    X(uncatchable, "__sandbox_limit__") X(cause, "__cause__") X(hash, "__hash__") X(bool_, "__bool__")  \
    X(call, "__call__") X(new_, "__new__") X(setattr, "__setattr__") X(get, "__get__") X(set, "__set__")
// clang-format on

typedef struct py_atoms {
    sx_vm_atoms vm;
#define PY_X_ATOMFIELD(field, text) sx_string *field;
    PY_ATOMS(PY_X_ATOMFIELD)
#undef PY_X_ATOMFIELD
} py_atoms;
_Static_assert(sizeof(py_atoms) <= sizeof(((sx_vm *)0)->atom_slots), "Python's atoms fit the VM's slots");
static inline py_atoms *py_at(sx_vm *vm) { return (py_atoms *)(void *)vm->atom_slots; }

/* the realm: the VM's roots, then Python's types and exception classes */
// clang-format off
#define PY_TYPES(X)                                                                                \
    X(object) X(type) X(int_) X(float_) X(bool_) X(str) X(list) X(tuple) X(dict) X(set) X(none)     \
    X(range) X(function) X(base_exception) X(exception) X(type_error) X(value_error) X(key_error)    \
    X(index_error) X(name_error) X(zero_division) X(attribute_error) X(recursion_error)              \
    X(runtime_error) X(stop_iteration) X(assertion_error) X(lookup_error) X(arithmetic_error)        \
    X(not_implemented) X(import_error) X(module_not_found) X(unbound_local) X(overflow_error)     \
    X(generator)
// clang-format on
typedef struct py_realm {
    SX_VM_REALM_FIELDS
#define PY_X_TYPEFIELD(name) sx_object *name;
    PY_TYPES(PY_X_TYPEFIELD)
#undef PY_X_TYPEFIELD
} py_realm;
static inline py_realm *py_rl(sx_vm *vm) { return (py_realm *)(void *)vm->root_slots; }

/* A dict: keys and values in insertion order (deleted entries are SX_EMPTY keys), with an
 * open-addressing index of entry numbers + 1. */
typedef struct py_dict {
    sx_value *keys, *vals;
    uint32_t n, cap, live;
    uint32_t *index;
    uint32_t index_cap; /* a power of two, 0 while there is no index */
} py_dict;

typedef struct py_range {
    double start, stop, step;
} py_range;

/* The per-run state api/secexec.c sets in sx_vm.lang_vars for either language (its layout starts
 * as JavaScript's sx_js_vars): the Math.random state seeded from secexec_options.random_seed, and
 * the run's virtual clock (or the host's, when it opted in). Python's random (unseeded) and
 * datetime.now() read them. */
typedef struct py_vars {
    uint64_t random_state[2];
    double clock_ms;
    uint32_t unused; /* JavaScript's jobs_head */
    bool host_clock; /* the host opted in: now() reads the real clock */
} py_vars;
static inline py_vars *py_state(sx_vm *vm) { return (py_vars *)(void *)vm->lang_vars; }

/* values */
static inline bool py_is_int(sx_value v) { return sx_is_number(v); }
static inline bool py_is_float(sx_value v) { return sx_is_object(v) && sx_as_object(v)->cls == PY_CLASS_FLOAT; }
static inline bool py_is_dict(sx_value v) { return sx_is_object(v) && sx_as_object(v)->cls == PY_CLASS_DICT; }
static inline py_dict *py_dict_of(sx_value v) { return (py_dict *)sx_as_object(v)->u.host.impl; }
bool py_self_str(sx_vm *vm, sx_value this_val, const char *method, sx_string **out);
bool py_is_list(sx_vm *vm, sx_value v);
bool py_is_tuple(sx_vm *vm, sx_value v);
sx_value py_float(sx_vm *vm, double d);
double py_float_value(sx_value v);
sx_object *py_list_new(sx_vm *vm, uint32_t cap);
#define PY_ITER_GEN 5 /* a PY_CLASS_ITER's cursor kind for a generator (python/ops.c) */
/* resume generator iterator it with v (or throw v): 1 yielded (*out), 0 finished, -1 raised */
int py_generator_resume(sx_vm *vm, sx_object *it, sx_value v, bool is_throw, sx_value *out);
sx_object *py_tuple_new(sx_vm *vm, uint32_t cap);
sx_object *py_dict_new(sx_vm *vm);
bool py_dict_set(sx_vm *vm, sx_object *d, sx_value key, sx_value v);
/* 1 found (*out), 0 absent, -1 exception (an unhashable key) */
int py_dict_get(sx_vm *vm, sx_object *d, sx_value key, sx_value *out);
sx_object *py_type_of(sx_vm *vm, sx_value v);
const char *py_type_name(sx_vm *vm, sx_value v, char *buf, size_t n);
bool py_truthy(sx_vm *vm, sx_value v, bool *out);
bool py_equal(sx_vm *vm, sx_value a, sx_value b, bool *out);
bool py_isinstance(sx_vm *vm, sx_value v, sx_object *cls);

/* text: repr and str into a builder; false: an exception is pending */
bool py_repr(sx_vm *vm, sx_strbuf *b, sx_value v);
bool py_str(sx_vm *vm, sx_strbuf *b, sx_value v);
sx_string *py_str_of(sx_vm *vm, sx_value v);
void py_format_float(double d, char *buf, size_t n);

/* errors: raise an instance of cls with a formatted message (returns SX_EXCEPTION) */
sx_value py_raise(sx_vm *vm, sx_object *cls, const char *fmt, ...);
bool py_set_traceback(sx_vm *vm, sx_object *exc);

/* builtins and the realm (python/builtins.c) */
bool py_init_realm(sx_vm *vm);
sx_object *py_class_new(sx_vm *vm, const char *name, sx_object *base, sx_native_fn fn, int magic);
bool py_def(sx_vm *vm, sx_object *o, const char *name, sx_native_fn fn, int length);

/* operators (python/ops.c): what the bytecode's fast paths leave to Python */
enum {
    PY_OP_ADD,
    PY_OP_SUB,
    PY_OP_MUL,
    PY_OP_TRUEDIV,
    PY_OP_FLOORDIV,
    PY_OP_MOD,
    PY_OP_POW,
    PY_OP_LT,
    PY_OP_LE,
    PY_OP_GT,
    PY_OP_GE,
    PY_OP_BAND,
    PY_OP_BOR,
    PY_OP_BXOR,
    PY_OP_SHL,
    PY_OP_SHR,
    PY_OP__COUNT
};
sx_value py_binary(sx_vm *vm, int op, sx_value a, sx_value b);
sx_value py_int_normal(sx_vm *vm, sx_value v); /* a bigint within +-2^53 as a number */
sx_value py_user_method(sx_vm *vm, sx_value v, sx_string *name);
sx_object *py_exception_new(sx_vm *vm, sx_object *cls, sx_value msg);
int py_dict_del(sx_vm *vm, sx_object *d, sx_value key, sx_value *out);
void py_dict_mark(sx_vm *vm, sx_object *o);
void py_dict_free(sx_vm *vm, sx_object *o);
void py_range_free(sx_vm *vm, sx_object *o);
sx_object *py_range_new(sx_vm *vm, double start, double stop, double step);
sx_value py_bi_range(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv);
sx_object *py_kwargs(int *argc, const sx_value *argv);
sx_value py_kwarg(sx_vm *vm, sx_object *kw, const char *name);
bool py_arg_int(sx_vm *vm, sx_value v, double *out);
typedef bool (*py_each_fn)(sx_vm *vm, sx_value v, void *data);
bool py_iterate(sx_vm *vm, sx_value iterable, py_each_fn each, void *data);
sx_object *py_list_of(sx_vm *vm, sx_value iterable);
bool py_sort_list(sx_vm *vm, sx_object *l, sx_value key_fn, bool reverse);
bool py_is_set(sx_vm *vm, sx_value v);
bool py_init_str_methods(sx_vm *vm, sx_object *str_cls); /* lib_str.c */
bool py_lib_string_fill(sx_vm *vm, sx_object *m);        /* lib_string.c */
bool py_lib_itertools_fill(sx_vm *vm, sx_object *m);     /* lib_itertools.c */
bool py_lib_functools_fill(sx_vm *vm, sx_object *m);     /* lib_functools.c */
bool py_lib_collections_fill(sx_vm *vm, sx_object *m);   /* lib_collections.c */
sx_object *py_lib_module(sx_vm *vm, const char *name);   /* lib_py.c: python/lib/NAME.py, _sx_* (NULL: none) */
bool py_lib_sx_re_fill(sx_vm *vm, sx_object *m);         /* lib_re.c */
bool py_lib_math_fill(sx_vm *vm, sx_object *m);
bool py_json_fill(sx_vm *vm, sx_object *m);                         /* modules.c: json.dumps/loads's C fast paths */
bool py_lib_sx_json_fill(sx_vm *vm, sx_object *m); /* lib_json.c */ /* lib_math.c: what modules.c's math table lacks */
bool py_lib_sx_random_fill(sx_vm *vm, sx_object *m);                /* lib_random.c */
void py_re_mark(sx_vm *vm, sx_object *o);
void py_re_free(sx_vm *vm, sx_object *o);
/* the lazy built-ins (lib_itertools.c) */
sx_value py_bi_map(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
sx_value py_bi_filter(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
sx_value py_bi_zip(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
sx_value py_bi_enumerate(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
sx_value py_bi_iter_sentinel(sx_vm *vm, sx_value fn, sx_value sentinel);
bool py_lib_functools_fill(sx_vm *vm, sx_object *m);   /* lib_functools.c */
bool py_lib_collections_fill(sx_vm *vm, sx_object *m); /* lib_collections.c */
sx_string *py_ascii_escape(sx_vm *vm, sx_string *s);   /* format.c: ascii()'s escapes of a repr */
bool py_init_core_methods(sx_vm *vm);
bool py_set_cpython_order(sx_vm *vm, sx_object *set); /* lib_core.c: a set of ints in CPython's table order */
sx_value py_core_binary(sx_vm *vm, int op, sx_value a, sx_value b);
/* lib_core.c; SX_EMPTY: not handled */ /* lib_core.c: int/float/set/dict methods, hash() */
bool py_source_fill(sx_vm *vm, const char *name, sx_object *m);
void py_int_text(double d, char *buf, size_t n);          /* an int below 2^53 as decimal text (python/text.c) */
bool py_table_hash(sx_vm *vm, sx_value v, uint32_t *out); /* objects.c: the dicts' hash (TypeError: unhashable) */
sx_value py_dict_missing(sx_vm *vm, sx_object *d, sx_value key);
bool py_dict_repr(sx_vm *vm, sx_strbuf *b, sx_object *d, bool *ok); /* false: a plain dict */
/* call fn with keyword arguments mapped onto a guest function's parameters (python/types.c) */
sx_value py_call(sx_vm *vm, sx_value fn, sx_value this_val, int argc, const sx_value *argv);

/* the object model past one chain (python/classes.c) */
sx_value py_instance_call(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv);
/* an instance of a class: a plain object, or a native one when its class has __call__ */
static inline bool py_is_plain_obj(const sx_object *o) {
    return o->cls == SX_CLASS_OBJECT || (o->cls == SX_CLASS_NATIVE && o->u.native.fn == py_instance_call);
}
sx_object *py_instance_new(sx_vm *vm, sx_object *cls);
sx_value py_bind(sx_vm *vm, sx_value obj, sx_value v);
sx_value py_vars_of(sx_vm *vm, sx_value v);
sx_value py_class_bases_of(sx_vm *vm, sx_object *cls, bool tuple);
sx_value py_slice_new(sx_vm *vm, const sx_value parts[3]);
sx_value py_getitem_list(sx_vm *vm, sx_value obj, sx_value getitem);
bool py_slice_parts(sx_vm *vm, sx_value v, sx_value out[3]);       /* false: v is not a slice */
sx_value py_user_getattr(sx_vm *vm, sx_value obj, sx_string *key); /* __getattr__'s answer, 0: none */
bool py_init_classes(sx_vm *vm);
bool py_needs_bind(sx_value v);                                  /* TYPEOF "method": %bind decides obj.attr */
bool py_is_adapter(sx_value v);                                  /* a plain function made a method */
sx_value py_accessor_part(sx_value v, bool setter);              /* a property's getter or setter (0: none) */
sx_object *py_class_orig(sx_object *p);                          /* the class a chain entry stands for */
sx_object *py_class_bases(sx_vm *vm, sx_object **bases, int nb); /* the prototype for these bases */
sx_object *py_super_of(sx_vm *vm, sx_object *cls, sx_value self);
sx_value py_class_mro(sx_vm *vm, sx_object *cls);
sx_value py_user_new(sx_vm *vm, sx_object *cls);
sx_value py_user_binary(sx_vm *vm, int op, sx_value a, sx_value b); /* 0: no method took it */
sx_value py_user_unary(sx_vm *vm, const char *name, sx_value v);    /* 0: no such method */
sx_value py_not_implemented(sx_vm *vm);
sx_value py_class_hook(sx_vm *vm, sx_value cls, const char *name, int argc, const sx_value *argv); /* 0: none */
sx_value py_class_value(sx_vm *vm, sx_value v); /* a function stored on a class: a method */
sx_value py_typing_call(sx_vm *vm, const char *name, int argc, const sx_value *argv);
sx_value py_class_union(sx_vm *vm, sx_value a, sx_value b); /* 0: not classes */
sx_object *py_base_origin(sx_vm *vm, sx_value v);
sx_value py_user_hash(sx_vm *vm, sx_value v);           /* __hash__'s value, 0: identity */
sx_value py_user_eq(sx_vm *vm, sx_value a, sx_value b); /* __eq__'s answer, 0: none took it */

/* the language hooks (python/ops.c) */
extern const sx_lang sx_py_lang;

#endif
