/* ck.h - the type checker's internal data: type syntax trees, types, symbols, scopes, the checker context. */
#ifndef SX_CK_H
#define SX_CK_H

#include "checker/checker.h"
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "frontend/ast.h"

/*
 * How the checker is organised (see docs/checker.md):
 *   tparse.c  - reads type syntax (annotations, interfaces, signatures) from source text into sx_tnode trees
 *   types.c   - type constructors (unions, literals, objects), widening and printing like tsc's typeToString
 *   typeref.c - turns sx_tnode trees into types, utility types included
 *   resolve.c - symbols to types: scopes and name lookup, members, substitution, property lookup
 *   relate.c  - assignability with tsc's error elaboration (TS2322 and its chained lines)
 *   expr.c    - types of expressions; call.c - calls, overloads and inference
 *   stmt.c    - statements, scopes (the binder) and control-flow narrowing; narrow.c - narrowing by conditions
 *   prelude.c - the standard library declarations (stdlib/ .d.ts files), parsed once per process
 * Whatever the checker does not model becomes `any`, which never produces a diagnostic.
 */

typedef struct sx_type sx_type;
typedef struct sx_sym sx_sym;
typedef struct sx_tnode sx_tnode;
typedef struct sx_tsig sx_tsig;
typedef struct sx_ck sx_ck;

/* ---------------------------------------------------------------------------------------------
 * Type syntax (parsed from source text by tparse.c)
 * ------------------------------------------------------------------------------------------- */
enum sx_tn_kind {
    TN_UNSUPPORTED, /* a construct we do not model: resolves to any */
    TN_KW,  /* name = any, unknown, never, void, undefined, null, string, number, boolean, bigint, symbol, object */
    TN_REF, /* name (possibly qualified a.b), kids = type arguments */
    TN_STR, /* string literal type: name/len = cooked text */
    TN_NUM, /* number literal type: num */
    TN_TRUE,
    TN_FALSE,
    TN_UNION,
    TN_INTER,    /* kids */
    TN_ARRAY,    /* a[] */
    TN_TUPLE,    /* kids; elem_flags per element */
    TN_OBJ,      /* members */
    TN_FUNC,     /* sig */
    TN_CTOR,     /* new sig */
    TN_TYPEOF,   /* typeof name (qualified) */
    TN_KEYOF,    /* keyof a */
    TN_READONLY, /* readonly a (arrays, tuples) */
    TN_INDEXED,  /* a[b] */
    TN_PRED,     /* name is a / asserts name [is a]; flags TNF_ASSERTS */
    TN_THIS,
    TN_BIGINT, /* bigint literal type: name/len = its source text (`1_000n`) */
};

enum {
    TNF_OPTIONAL = 1,
    TNF_REST = 2,
    TNF_READONLY = 4,
    TNF_ASSERTS = 8,
    TNF_NAMED = 16,
    TNF_NUMNAME = 32,
    TNF_PATTERN = 64 /* a TN_STR that is a template literal type: name/len = its text between the backticks */
};

struct sx_tnode {
    uint8_t kind;
    uint16_t flags;
    uint32_t start, end; /* byte span in its source text */
    const char *name;
    uint32_t len;
    double num;
    sx_tnode **kids;
    uint32_t nkids;
    uint8_t *elem_flags; /* TN_TUPLE: TNF_OPTIONAL / TNF_REST per element */
    struct sx_tmember *members;
    uint32_t nmembers;
    sx_tsig *sig;
    sx_tnode *a, *b;
};

enum sx_tm_kind { TM_PROP, TM_METHOD, TM_CALL, TM_NEW, TM_INDEX, TM_GET, TM_SET };

typedef struct sx_tmember {
    uint8_t kind;
    uint16_t flags; /* TNF_OPTIONAL, TNF_READONLY, TNF_NUMNAME (named by a number: `0: T`) */
    const char *name;
    uint32_t len;
    uint32_t start;
    sx_tnode *type;     /* PROP/GET/SET: its type; INDEX: the value type */
    sx_tnode *key_type; /* INDEX: string or number */
    sx_tsig *sig;       /* METHOD/CALL/NEW */
    const char *key;    /* a computed name's text inside its brackets (name is NULL): `brand` of `[brand]` */
    uint32_t klen;
} sx_tmember;

typedef struct sx_ttparam {
    const char *name;
    uint32_t len;
    sx_tnode *constraint, *def;
    bool is_const; /* `<const T>` */
} sx_ttparam;

typedef struct sx_tparam_syn {
    const char *name;
    uint32_t len;
    sx_tnode *type; /* NULL: no annotation */
    uint16_t flags; /* TNF_OPTIONAL, TNF_REST */
} sx_tparam_syn;

struct sx_tsig {
    sx_ttparam *tps;
    uint32_t ntps;
    sx_tparam_syn *params;
    uint32_t nparams;
    sx_tnode *ret; /* NULL: none written */
    sx_tnode *this_type;
};

/* `interface Name<T> extends A, B { ... }` */
typedef struct sx_tiface {
    const char *name;
    uint32_t len;
    sx_ttparam *tps;
    uint32_t ntps;
    sx_tnode **bases;
    uint32_t nbases;
    sx_tmember *members;
    uint32_t nmembers;
} sx_tiface;

/* A source text the type parser reads (the user's program or a stdlib file). */
typedef struct sx_tsrc {
    const char *text;
    uint32_t len;
    sx_arena *arena;
} sx_tsrc;

sx_tnode *sx_ck_tp_type(const sx_tsrc *s, uint32_t start, uint32_t end);
/* sx_ck_tp_type of the program's text [start, end), parsed once per check and then remembered
 * (typeref.c): the same annotation is asked for again each time its signature is built. */
sx_tnode *sx_ck_annot_tree(sx_ck *ck, uint32_t start, uint32_t end);
bool sx_ck_tp_interface(const sx_tsrc *s, uint32_t start, uint32_t end, sx_tiface *out);
/* Type parameters `<...>` written before `stop` ('(' of a function, '{' or `extends` of a class,
 * '=' of a type alias), skipping the leading keywords and the name. */
bool sx_ck_tp_tparams_in(const sx_tsrc *s, uint32_t start, uint32_t end, sx_ttparam **tps, uint32_t *ntps);
/* `function f<T>(...): R;` or `f(...): R;` overload/ambient signature text. */
sx_tsig *sx_ck_tp_func_sig(const sx_tsrc *s, uint32_t start, uint32_t end, const char **name, uint32_t *nlen);
/* Class header: type arguments of the `extends` clause and the `implements` list. */
bool sx_ck_tp_class_heritage(const sx_tsrc *s, uint32_t start, uint32_t end, sx_tnode **extends_ref, sx_tnode ***impls,
                             uint32_t *nimpls);
/* Explicit type arguments `<A, B>` at `start` (before a call's '('). */
bool sx_ck_tp_type_args(const sx_tsrc *s, uint32_t start, uint32_t end, sx_tnode ***args, uint32_t *n);
/* Leading modifiers of a class member: TMOD_* bits. */
enum {
    TMOD_PRIVATE = 1,
    TMOD_PROTECTED = 2,
    TMOD_READONLY = 4,
    TMOD_ABSTRACT = 8,
    TMOD_STATIC = 16,
    TMOD_DECLARE = 32,
    TMOD_PUBLIC = 64,
    TMOD_OVERRIDE = 128
};
unsigned sx_ck_tp_modifiers(const sx_tsrc *s, uint32_t start, uint32_t end);
/* Members of a gap of class body text (overloads, abstract members, index signatures). */
bool sx_ck_tp_members(const sx_tsrc *s, uint32_t start, uint32_t end, sx_tmember **out, uint32_t *n);

/* ---------------------------------------------------------------------------------------------
 * Types
 * ------------------------------------------------------------------------------------------- */
enum sx_type_kind {
    /* intrinsic types, in tsc's creation order: unions list their members by id like tsc */
    TK_ANY,
    TK_UNKNOWN,
    TK_UNDEFINED,
    TK_NULL,
    TK_STRING,
    TK_NUMBER,
    TK_BIGINT,
    TK_FALSE,
    TK_TRUE,
    TK_SYMBOL,
    TK_VOID,
    TK_NEVER,
    TK_NONPRIM, /* `object` */
    TK_STRLIT,
    TK_NUMLIT,
    TK_ENUMLIT,
    TK_UNION,
    TK_INTER,
    TK_OBJ, /* anonymous object or function type */
    TK_REF, /* instance of a named interface/class, with type arguments (Array<T> prints T[]) */
    TK_TUPLE,
    TK_TPARAM,
    TK_ENUM,   /* an enum type (its members are TK_ENUMLIT) */
    TK_BIGLIT, /* a bigint literal type (`1n`): u.str holds its decimal digits, printed with `n` */
};

enum {
    TF_FRESH = 1,      /* a literal written in an expression (widens), or a fresh object literal */
    TF_READONLY = 2,   /* readonly tuple */
    TF_UNASSIGNED = 4, /* the marker of a not-yet-assigned variable (kind TK_UNDEFINED) */
    TF_OBJLIT = 8,     /* the type of an object literal expression */
    TF_ARRLIT = 16,    /* the type of an array literal expression */
    TF_PARTIAL = 32,   /* an object type we only know partially: unknown members are any */
    TF_CONST_TP = 64,  /* a `const` type parameter (`<const T>`, TS 5.0): its inferred literals do not widen */
    TF_PATTERN = 128,  /* a template literal type (`${string}Success`): kind TK_STRING, u.str its text */
};

enum {
    PF_OPTIONAL = 1,
    PF_READONLY = 2,
    PF_METHOD = 4,
    PF_PRIVATE = 8,
    PF_PROTECTED = 16,
    PF_STATIC = 32,
    PF_GETTER = 64,
    PF_SETTER = 128, /* an object literal's property made by its setter (the getter's type comes first when both) */
    PF_ABSTRACT = 256,
    PF_NUMNAME = 512,      /* named by a number literal (`{ 200: "OK" }`): keyof gives 200, not "200" */
    PF_WIDE_SETTER = 1024, /* an accessor whose setter takes another type than its getter gives (TS 5.1's
                              unrelated types, `set x(v: number | string)`): assignments are not checked */
    PF_SYMBOL = 2048,      /* keyed by a `unique symbol` const (`[brand]: B`): name is `[brand]`, printed as is,
                              not a key of keyof */
};

typedef struct sx_prop {
    const char *name;
    uint32_t len;
    uint16_t flags;
    sx_type *type;
    sx_sym *owner; /* declaring class (visibility checks) */
} sx_prop;

typedef struct sx_param {
    const char *name;
    uint32_t len;
    sx_type *type;
    bool optional, rest;
} sx_param;

#define SX_PRED_THIS (-2)

typedef struct sx_sig {
    sx_type **tps; /* type parameters (TK_TPARAM) */
    uint32_t ntps;
    sx_param *params;
    uint32_t nparams;
    uint32_t min_args;
    bool has_rest;
    sx_type *ret;   /* NULL while being inferred */
    sx_type *pred;  /* type predicate `x is T` target (or asserts) */
    int pred_index; /* which parameter the predicate names; -1: none; SX_PRED_THIS: `this is T` */
    bool asserts;
    bool has_this;       /* declares a `this` parameter */
    sx_type *this_param; /* ... its type (NULL: none, or not read), an inference source: `this: new () => T` */
    uint16_t group;      /* which declaration of a merged interface declared it (tsc tries later ones first) */
    sx_node *fn;         /* FUNCTION node of a user function (inferred return types) */
    struct sx_sym *cls;  /* class methods and getters: their class (`this` while inferring the return type) */
    bool is_static;      /* ... a static member (`this` is the class itself) */
    bool ret_this;       /* the inferred return type is the polymorphic `this` (`return this`) */
    /* the library's Promise.all / allSettled: `Promise<{ -readonly [P in keyof T]: Awaited<T[P]> }>`
     * (1) or `...: PromiseSettledResult<Awaited<T[P]>> }>` (2), a mapped type the checker does not
     * model in general, computed per call from what T is inferred as (call.c); T is tps[ret_map_tp] */
    uint8_t ret_map, ret_map_tp;
    bool iife; /* the contextual signature of an immediately invoked function (call.c's iife_context) */
    /* a substituted copy of a user function's signature made before its return type was inferred
     * (a base class's method seen through `class Sub<U> extends Base<U>`): the return type, once
     * inferred, is the original's with the same substitution (call.c's sx_ck_infer_return) */
    struct sx_sig *subst_of;
    sx_type **subst_from, **subst_to;
    uint32_t subst_n;
} sx_sig;

typedef struct sx_obj {
    sx_prop *props;
    uint32_t nprops;
    uint32_t *pindex; /* NULL, or picap slots: property number + 1 by name hash (16 properties and more) */
    uint32_t picap;
    sx_sig **calls;
    uint32_t ncalls;
    sx_sig **ctors;
    uint32_t nctors;
    sx_type *str_index, *num_index;
    bool str_index_ro, num_index_ro;
    const char *str_index_name, *num_index_name; /* parameter name printed in `[k: string]: T` */
} sx_obj;

struct sx_type {
    uint8_t kind;
    uint8_t flags;
    uint32_t id;
    sx_sym *alias; /* printed by name (type alias) */
    sx_type **alias_args;
    uint32_t nalias_args;
    sx_type *regular; /* literal types: the non-fresh twin (a regular literal points at itself) */
    sx_type *fresh;   /* literal types: the fresh twin */
    sx_sym *sym;      /* TK_OBJ of a class constructor / function / enum object: printed `typeof X` */
    union {
        struct {
            const char *s;
            uint32_t len;
        } str;      /* TK_STRLIT, TK_BIGLIT */
        double num; /* TK_NUMLIT, TK_ENUMLIT value */
        struct {
            sx_type **t;
            uint32_t n;
            uint8_t *ef;
        } set; /* UNION, INTER, TUPLE (ef: TNF_OPTIONAL/REST) */
        struct {
            sx_sym *decl;
            sx_type **args;
            uint32_t n;
        } ref;       /* TK_REF */
        sx_obj *obj; /* TK_OBJ */
        struct {
            sx_sym *sym;
            sx_type *constraint;
        } tp; /* TK_TPARAM */
        struct {
            sx_sym *sym;
            sx_sym *member;
        } en; /* TK_ENUM / TK_ENUMLIT */
    } u;
};

/* ---------------------------------------------------------------------------------------------
 * Symbols and scopes
 * ------------------------------------------------------------------------------------------- */
enum {
    SF_VAR = 1,
    SF_LET = 2,
    SF_CONST = 4,
    SF_FUNC = 8,
    SF_PARAM = 16,
    SF_CLASS = 32,
    SF_INTERFACE = 64,
    SF_ALIAS = 128,
    SF_ENUM = 256,
    SF_TPARAM = 512,
    SF_CATCH = 1024,
    SF_AMBIENT = 2048,
    SF_IMPORT = 4096,
    SF_ENUM_MEMBER = 8192,
    SF_ASSIGNED = 16384,   /* assigned somewhere after its declaration */
    SF_AUTO = 32768,       /* `let x;` / `let x = null;`: tsc's evolving any (TS7034/TS7005 where it stays unknown) */
    SF_AUTO_ARRAY = 65536, /* `const a = [];`: tsc's evolving array */
    SF_VALUE = SF_VAR | SF_LET | SF_CONST | SF_FUNC | SF_PARAM | SF_CLASS | SF_ENUM | SF_CATCH | SF_IMPORT,
    SF_TYPE = SF_CLASS | SF_INTERFACE | SF_ALIAS | SF_ENUM | SF_TPARAM | SF_IMPORT,
    SF_BLOCK_SCOPED = SF_LET | SF_CONST | SF_CLASS | SF_ENUM,
};

enum {
    SS_RESOLVING = 1,
    SS_RESOLVED = 2,
    SS_MEMBERS_RESOLVING = 4,
    SS_MEMBERS = 8,
    SS_BODY_CHECKED = 16,
    SS_ASSIGN_SCANNED = 32,     /* a `let`'s assignments were looked for (never_initialized) */
    SS_ASSIGNED = 64,           /* ... and one was found */
    SS_LAST_ASSIGN = 0x2000,    /* last_assign below is computed */
    SS_FOR_IN_NUMERIC = 0x400,  /* the variable of a for-in over an array or tuple: it indexes like a number */
    SS_MEMBER_GAPS = 0x200,     /* a class with members we cannot read (computed names, overloads ...):
                               the others are known, any other name is any */
    SS_CTOR_PRIVATE = 0x800,    /* a class whose constructor is `private` ... */
    SS_CTOR_PROTECTED = 0x1000, /* ... or `protected` (TS2673, TS2674, TS2675) */
    SS_LOOP_HEAD = 0x4000,      /* declared by a for-of / for-in head: each iteration assigns it */
};

typedef struct sx_decl_text {
    const sx_tsrc *src;
    uint32_t start, end;
    sx_node *node; /* the AST node (user code) */
    struct sx_decl_text *next;
    sx_tiface *iface; /* interfaces: the parsed text, kept by the run that owns the text's arena */
    bool iface_ok;    /* ... and whether it parsed */
} sx_decl_text;

struct sx_sym {
    const char *name;
    uint32_t len;
    uint32_t flags;
    uint32_t state;
    uint32_t pos;         /* where the value declaration starts (used-before-declaration checks) */
    uint32_t decl_end;    /* end of the declaration that makes it usable (let/const: its declarator) */
    sx_node *vdecl;       /* DECLARATOR, FUNCTION, PARAM, CLASS, ENUM ... */
    sx_node *vnode;       /* the identifier/pattern node naming it */
    sx_type *vtype;       /* the value type (lazily computed) */
    sx_type *dtype;       /* the type meaning: interface/class instance, alias target, enum */
    sx_decl_text *tdecls; /* interface declarations (merged) / alias text */
    sx_type **tps;        /* type parameters of an interface/class/alias */
    uint32_t ntps;
    sx_type **bases; /* interface/class base types */
    uint32_t nbases;
    sx_obj *members;      /* interface/class instance members (own ones, bases separately) */
    const char **symkeys; /* interfaces: texts of their required well-known-symbol members ([Symbol.iterator] ...), */
    uint32_t *symlens;    /* which the checker does not model but tsc counts in "and N more" (TS2740) */
    uint32_t nsymkeys;
    sx_type *annot; /* declared type from an annotation (narrowing starts from it) */
    struct sx_scope *scope;
    const sx_tsrc *src;
    int order;         /* insertion order in its scope */
    sx_node *fnode;    /* the function whose body declares it (NULL: top level) */
    sx_type *this_tp;  /* interfaces: the `this` type of their members (a type parameter) */
    sx_node *dsrc;     /* destructured const: the object it came from (`const { kind } = msg`) */
    const char *dprop; /* ... and the property it names */
    uint32_t dplen;
    uint32_t last_assign; /* tsc's lastAssignmentPos (SS_LAST_ASSIGN): 0 none, UINT32_MAX in a nested function */
    /* a function declaration or a const initialized with a function: the statement list declaring
     * it, where `f.prop = value` adds properties to it (tsc's expando assignments) */
    sx_node_list *expando_in;
};

typedef struct sx_scope {
    struct sx_scope *parent;
    sx_sym **syms;
    uint32_t n, cap;
    uint32_t *hash; /* open addressing of sym indexes + 1 (large scopes only) */
    uint32_t hcap;
    uint8_t kind; /* SC_BLOCK, SC_FUNC, SC_GLOBAL, SC_LIB */
} sx_scope;

enum { SC_BLOCK, SC_FUNC, SC_GLOBAL, SC_LIB };

sx_sym *sx_ck_scope_find(const sx_scope *sc, const char *name, uint32_t len);
sx_sym *sx_ck_scope_add(sx_arena *a, sx_scope *sc, const char *name, uint32_t len);

/* ---------------------------------------------------------------------------------------------
 * The prelude: standard library declarations shared read-only between threads
 * ------------------------------------------------------------------------------------------- */
typedef struct sx_prelude {
    sx_arena *arena;
    sx_scope *globals;
    sx_tsrc src;
    uint32_t next_id;         /* first type id free for a checker run */
    struct sx_intern *intern; /* read-only intern table of the prelude's types */
    sx_type *intrinsics[TK_NONPRIM + 1];
    sx_type *boolean;     /* false | true */
    sx_type *unassigned;  /* TK_UNDEFINED with TF_UNASSIGNED */
    sx_type *error_any;   /* an `any` standing for an error already reported (tsc's errorType) */
    sx_type *written_any; /* the `any` of a type written `any` (not one the checker could not model) */
    sx_sym *array, *ro_array, *promise, *string_i, *number_i, *boolean_i, *object_i, *function_i, *regexp, *error,
        *symbol_i, *bigint_i, *map, *set, *iterable, *template_arr, *generator, *async_generator;
    bool ok;
} sx_prelude;

const sx_prelude *sx_prelude_get(void);
void sx_ck_declare_ambient(sx_ck *ck, sx_ast *ast, sx_scope *sc, const sx_tsrc *src);
void sx_ck_ambient_value_type(sx_ck *ck, sx_sym *s);

/* ---------------------------------------------------------------------------------------------
 * The checker context
 * ------------------------------------------------------------------------------------------- */

/* One narrowing fact: reference (symbol + property path) has type `type` here. */
typedef struct sx_fact {
    sx_sym *sym;
    const char *path; /* NULL for the variable itself, else ".a.b" */
    uint32_t plen;
    sx_type *type;
} sx_fact;

/* The facts known at one point of the flow (checker/env.c): a snapshot shared with the
 * environments it was copied from, and this one's changes over it. */
typedef struct sx_facts sx_facts;
typedef struct sx_env {
    const sx_facts *base; /* NULL: none */
    sx_fact *d;           /* nd changes (type NULL: the reference is forgotten), room for capd */
    uint32_t nd, capd;
    uint32_t *dslot; /* NULL, or dscap slots: change number + 1 by reference hash (many changes) */
    uint32_t dscap;
    bool dead; /* unreachable (after return/throw/break) */
} sx_env;

typedef struct sx_fnctx {
    struct sx_fnctx *parent;
    sx_node *fn;
    sx_type *ret;     /* declared return type, or NULL */
    sx_type *ctx_ret; /* contextual return type (unannotated function expressions) */
    sx_type **rets;   /* collected return expression types (inference) */
    uint32_t nrets, caprets;
    bool is_async, collecting, has_return_value, has_empty_return;
    bool
        unsure_switch; /* a switch without default over a type the checker does not model (any): it may be exhaustive */
    bool this_implicit; /* `this` here is tsc's implicit any (TS2683): a plain function without a this type */
    uint8_t field_init; /* a field's initializer, a flow container of its own: 1 static, 2 instance (which runs
                           later, as a function body does: no TS2448) */
    bool bool_regular;  /* a collected return of type true/false came from an expression that is no literal */
    bool self_return;   /* a `return f(...)` calling the function itself was left out of the collected returns */
    bool obj_method;    /* an object literal's method (tsc infers never for one that cannot return) */
    sx_type *this_type;
    sx_sym *this_sym; /* `this` as a narrowable reference (this.x, this.a.b), made on first use */
    sx_sym *cls;      /* class whose body we are in */
    /* generators: the declared yield and next types (NULL: not declared, `any`), and the yielded
     * types collected for an unannotated generator's inferred Generator<Y, R, unknown> */
    bool is_gen;
    sx_type *yield_t, *next_t;
    sx_type **yields;
    uint32_t nyields, capyields;
} sx_fnctx;

typedef struct sx_tpenv {
    struct sx_tpenv *parent;
    sx_type **tps;
    uint32_t n;
} sx_tpenv;

/* Environments waiting to be joined (checker/env.c). */
typedef struct sx_envs {
    sx_env *v;
    uint32_t n, cap;
} sx_envs;

typedef struct sx_jump { /* break/continue targets collect the environments that jump there */
    struct sx_jump *parent;
    sx_env brk, cont; /* read them through sx_ck_jump_env: the jumps wait in the lists below */
    const char *label;
    uint32_t llen;
    bool is_loop, is_switch;
    sx_envs brk_from, cont_from; /* the environments of the breaks/continues, joined all at once */
} sx_jump;

/* Record a jump's environment; the joined environment of all of them (folded into *env). */
void sx_ck_envs_push(sx_ck *ck, sx_envs *list, const sx_env *e);
sx_env *sx_ck_jump_env(sx_ck *ck, sx_env *env, sx_envs *from);

/* tsc prints types in messages truncated: past about 160 characters of what it has written so far
 * (its node builder's approximateLength), object members become `... N more ...`, unions
 * `A | ... N more ... | Z` and further object types `{ ...; }`. */
typedef struct sx_trunc {
    int32_t len; /* tsc's approximate length of what was printed so far */
    bool on;     /* counting (a message's type or signature is being printed) */
    bool hit;    /* the limit was passed: truncating from now on */
} sx_trunc;
sx_trunc sx_ck_trunc_begin(sx_ck *ck); /* start counting; returns the state to give back to _end */
void sx_ck_trunc_end(sx_ck *ck, sx_trunc saved);

struct sx_ck {
    sx_arena *arena;
    sx_ast *ast;
    sx_tsrc src; /* the program text */
    const sx_prelude *pre;
    struct sx_intern *intern;
    uint32_t next_id;
    int silent;               /* > 0: diagnostics are dropped (speculative checks) */
    int depth;                /* recursion guard */
    sx_type *rel_stk[2 * 64]; /* (source, target) pairs being related: a pair met again holds (tsc's "maybe") */
    int nrel_stk;
    const sx_node *class_expr;  /* the class expression being checked (its methods are closures) */
    sx_trunc trunc;             /* the type printer's truncation state (tsc's approximateLength) */
    int inter_target;           /* relating to the members of an intersection target: no weak-type check of its own
                         (tsc's IntersectionState.Target; the intersection as a whole is checked) */
    uint32_t members_resolving; /* member sets being resolved right now (answers about types are provisional) */
    sx_scope *scope;            /* current value/type scope */
    sx_scope *user_globals;
    sx_env env; /* current narrowing facts */
    sx_fnctx *fn;
    sx_tpenv *tpenv;
    sx_jump *jumps;
    sx_type *inputs_type;
    sx_type *this_tp;     /* while resolving an interface's members: its `this` type */
    int const_ctx;        /* > 0 inside `... as const`: literals stay literal, arrays become tuples */
    sx_node *this_ctx_fn; /* the function expression being typed as an object literal property or `o.m = ...` value */
    sx_node *evolve_ok;   /* the identifier of `a.push(..)`, `a.length`, `a[i] = v` being typed (no TS7005) */
    bool global_aug;      /* the program has a `declare global { }` block: the library's interfaces may have members
                        we do not see (a missing member of a library type is any, not TS2339) */
    int declared_refs;    /* > 0: element accesses give their declared type, not the flow's (assignment targets) */
    int assume_init;      /* > 0: reading the variable of `x!` (tsc assumes it initialized: no TS2454) */
    sx_type *last_recv;   /* the object type of the member access evaluated last (a.b: a's type) */
    sx_type *call_this;   /* the receiver of the call being resolved (a in a.m()), read once */
    struct sx_scope *host_scope;   /* the host's declarations (collections of host functions, `inputs`) */
    sx_node *host_member;          /* a.b being evaluated whose a may be a collection: its node */
    sx_effects *effects;           /* where host-function uses go (NULL: not wanted) */
    sx_node *ret_this_call;        /* the call whose chosen signature returns the polymorphic `this` */
    bool subtype_pass;             /* choosing among overloads, first pass: `any` fits only any/unknown */
    sx_node *guard_call;           /* the last call resolved to a type guard `x is P` (generic: instantiated) */
    sx_type *guard_pred;           /* its P, with the call's inferred type arguments */
    sx_node *unused_expr;          /* an expression whose value nothing reads (statement, void, comma left) */
    sx_node *stmt_expr;            /* the expression of the expression statement being checked */
    sx_node *nullish_lhs;          /* the left operand of the `??` being checked (TS2870 needs the parent) */
    uint32_t nullish_parent_start; /* ... and where that `??` starts (a parenthesized left starts later) */
    sx_node *resolvers[8];         /* first parameters of `new Promise((resolve) => ...)` executors (TS2794) */
    uint32_t nresolvers;
    int in_typeof; /* > 0 while typing the operand of `typeof`: no TS2454 */
    bool oom;
    uint32_t ndiags;
    struct sx_props_memo *props_memo;     /* sx_ck_all_props of library interface instances (resolve.c) */
    struct sx_tn_memo *tn_memo;           /* the program's annotations, parsed once each (typeref.c) */
    struct sx_expando_memo *expando_memo; /* the names statement lists assign properties to (stmt.c) */
};

/* -- diagnostics -- */
void sx_ck_error(sx_ck *ck, uint32_t start, uint32_t length, int code, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void sx_ck_unsupported(sx_ck *ck, const sx_node *n, const char *fmt, ...);
void sx_ck_host_use(sx_ck *ck, sx_sym *s, sx_node *id);
void sx_ck_assign_pattern(sx_ck *ck, sx_node *p, int depth);
void sx_ck_assign_target_typed(sx_ck *ck, sx_node *p, sx_type *t);
bool sx_ck_missing_at_run_time(const char *name, uint32_t len);
bool sx_ck_intl_missing_at_run_time(const char *name, uint32_t len);
bool sx_ck_setter_type_differs(sx_ck *ck, sx_node *fn, sx_type *get_t);
sx_type *sx_ck_setter_write_type(sx_ck *ck, sx_type *obj, sx_sym *owner, const char *name, uint32_t len); /* class.c */
void sx_ck_error_at(sx_ck *ck, const sx_node *n, int code, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
void sx_ck_always_true_condition(sx_ck *ck, sx_node *cond, sx_type *t, sx_node *body); /* stmt.c */
bool sx_ck_inside_class(sx_ck *ck, const sx_sym *cls, bool or_derived);                /* class.c */
bool sx_ck_ctor_accessible(sx_ck *ck, sx_node *at, sx_type *ctor_type);                /* class.c */
/* Zeroed checker memory from the check's arena (inline: see sx_arena_alloc); out of memory sets ck->oom. */
static inline void *sx_ck_alloc(sx_ck *ck, size_t size) {
    void *p = sx_arena_alloc(ck->arena, size ? size : 1);
    if (!p) ck->oom = true;
    return p;
}

/* -- a growable string buffer (arena-free, malloc'd) -- */
typedef struct sx_buf {
    char *s;
    size_t n, cap;
} sx_buf;
void sx_ck_buf_put(sx_buf *b, const char *s, size_t n);
void sx_ck_buf_puts(sx_buf *b, const char *s);
void sx_ck_buf_printf(sx_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sx_ck_buf_free(sx_buf *b);

/* -- types.c -- */
typedef struct sx_intern sx_intern;
sx_intern *sx_ck_intern_new(sx_arena *a);
sx_type *sx_ck_t_intrinsic(sx_ck *ck, int kind);
#define T_ANY(ck) ((ck)->pre->intrinsics[TK_ANY])
#define T_UNKNOWN(ck) ((ck)->pre->intrinsics[TK_UNKNOWN])
#define T_UNDEF(ck) ((ck)->pre->intrinsics[TK_UNDEFINED])
#define T_NULL(ck) ((ck)->pre->intrinsics[TK_NULL])
#define T_STRING(ck) ((ck)->pre->intrinsics[TK_STRING])
#define T_NUMBER(ck) ((ck)->pre->intrinsics[TK_NUMBER])
#define T_BIGINT(ck) ((ck)->pre->intrinsics[TK_BIGINT])
#define T_FALSE(ck) ((ck)->pre->intrinsics[TK_FALSE])
#define T_TRUE(ck) ((ck)->pre->intrinsics[TK_TRUE])
#define T_SYMBOL(ck) ((ck)->pre->intrinsics[TK_SYMBOL])
#define T_VOID(ck) ((ck)->pre->intrinsics[TK_VOID])
#define T_NEVER(ck) ((ck)->pre->intrinsics[TK_NEVER])
#define T_NONPRIM(ck) ((ck)->pre->intrinsics[TK_NONPRIM])
#define T_BOOLEAN(ck) ((ck)->pre->boolean)
sx_type *sx_ck_t_new(sx_ck *ck, int kind);
sx_type *sx_ck_t_strlit(sx_ck *ck, const char *s, uint32_t len, bool fresh);
sx_type *sx_ck_t_numlit(sx_ck *ck, double v, bool fresh);
sx_type *sx_ck_t_normalize_objlits(sx_ck *ck, sx_type *t); /* tsc's `b?: undefined` in unions of object literals */
sx_type *sx_ck_t_lib_literal(sx_ck *ck, const char *text, bool num, bool fresh); /* prelude: tsc's library literals */
/* The literal type of bigint literal text (digits without `n` or `_`; 0x/0o/0b up to 64 bits), or
 * `bigint` when the value cannot be normalized. */
sx_type *sx_ck_t_biglit(sx_ck *ck, const char *digits, uint32_t len, bool fresh);
bool sx_ck_t_has_bigint(const sx_type *t); /* bigint or a bigint literal (or a union member) */
sx_type *sx_ck_t_boollit(sx_ck *ck, bool v, bool fresh);
sx_type *sx_ck_t_union(sx_ck *ck, sx_type **types, uint32_t n);
sx_type *sx_ck_t_union2(sx_ck *ck, sx_type *a, sx_type *b);
sx_type *sx_ck_t_inter(sx_ck *ck, sx_type **types, uint32_t n);
sx_type *sx_ck_t_array(sx_ck *ck, sx_type *elem, bool readonly);
sx_type *sx_ck_t_ref(sx_ck *ck, sx_sym *decl, sx_type **args, uint32_t n);
sx_type *sx_ck_t_tuple(sx_ck *ck, sx_type **elems, uint8_t *ef, uint32_t n, bool readonly);
sx_type *sx_ck_t_obj(sx_ck *ck, sx_obj *o);
sx_type *sx_ck_t_func(sx_ck *ck, sx_sig *sig);
uint32_t sx_ck_sig_min_args(const sx_sig *s); /* trailing void-accepting parameters may be left out */
sx_type *sx_ck_t_promise(sx_ck *ck, sx_type *t);
sx_obj *sx_ck_obj_new(sx_ck *ck);
/* The property `name` of o (NULL if none): by its name index once o has 16 properties. */
sx_prop *sx_ck_obj_find(const sx_obj *o, const char *name, uint32_t len);
bool sx_ck_obj_is_empty(const sx_obj *o);
bool sx_ck_t_spells_unknown(const sx_type *t);
uint32_t sx_ck_tuple_first_rest(const sx_type *t);
void sx_ck_add_tmember(sx_ck *ck, sx_obj *o, const sx_tmember *m, const sx_tsrc *src, uint16_t group);
bool sx_ck_symbol_key(sx_ck *ck, const sx_tmember *m, const char **name, uint32_t *len);
bool sx_ck_add_symbol_member(sx_ck *ck, sx_obj *o, const sx_tmember *m, const sx_tsrc *src);
uint16_t sx_ck_tmember_pflags(const sx_tmember *m); /* PF_OPTIONAL, PF_READONLY, PF_NUMNAME as written */
/* Give o (whose props were filled directly, e.g. as a copy) the name index it needs. */
void sx_ck_obj_reindex(sx_ck *ck, sx_obj *o);
sx_prop *sx_ck_obj_add_prop(sx_ck *ck, sx_obj *o, const char *name, uint32_t len, sx_type *t, uint16_t flags);
void sx_ck_obj_add_sig(sx_ck *ck, sx_obj *o, sx_sig *s, bool ctor);
sx_sig *sx_ck_sig_new(sx_ck *ck, uint32_t nparams);
void sx_ck_accessor_pair(sx_prop *pair, sx_type *t, bool is_getter);

bool sx_ck_t_is_array(sx_ck *ck, const sx_type *t);        /* Array<T> or ReadonlyArray<T> reference */
sx_type *sx_ck_t_elem(sx_ck *ck, sx_type *t);              /* element type of an array/tuple (NULL: none) */
sx_type *sx_ck_t_regular(sx_type *t);                      /* the non-fresh twin of a literal */
sx_type *sx_ck_t_widen_literal(sx_ck *ck, sx_type *t);     /* "a" -> string ... (fresh literals only) */
sx_type *sx_ck_t_widen_all_literal(sx_ck *ck, sx_type *t); /* any literal -> its primitive */
sx_type *sx_ck_t_widen(sx_ck *ck, sx_type *t);          /* declarations: literal widening + regular object literals */
sx_type *sx_ck_t_base_primitive(sx_ck *ck, sx_type *t); /* literal -> its primitive (any literal) */
sx_type *sx_ck_t_remove(sx_ck *ck, sx_type *t, bool (*drop)(sx_ck *, sx_type *, void *), void *arg);
bool sx_ck_ctx_wants_literal(sx_ck *ck, sx_type *t, sx_type *ctx);
bool sx_ck_is_lib_awaited(const sx_ck *ck, const sx_sym *decl);
sx_type *sx_ck_t_without_undefined(sx_ck *ck, sx_type *t);
sx_type *sx_ck_t_non_nullable(sx_ck *ck, sx_type *t);
sx_type *sx_ck_t_chain_object(sx_ck *ck, sx_type *t);
bool sx_ck_t_has_kind(const sx_type *t, int kind); /* t or a union member of that kind */
bool sx_ck_t_is_nullish(const sx_type *t);         /* null, undefined or void */
bool sx_ck_t_maybe_nullish(const sx_type *t);
bool sx_ck_t_is_literal(const sx_type *t);
bool sx_ck_t_is_unit(const sx_type *t);
bool sx_ck_t_is_primitive_value(const sx_type *t); /* string, number, bigint, boolean, symbol or a literal of one */
bool sx_ck_t_same_literal(const sx_type *a, const sx_type *b);
/* The property name a string or number literal key names (`1` names "1"); NULL for other types. */
const char *sx_ck_t_key_name(sx_ck *ck, sx_type *k, uint32_t *len);
bool sx_ck_t_contains_tparam(const sx_type *t);
bool sx_ck_t_contains_tparam_of(const sx_type *t, sx_type *const *tps, uint32_t n);
char *sx_ck_t_str(sx_ck *ck, sx_type *t); /* typeToString (arena string) */
void sx_ck_t_print(sx_ck *ck, sx_buf *b, sx_type *t, int flags);
void sx_ck_sig_print(sx_ck *ck, sx_buf *b, const sx_sig *s, bool arrow);
char *sx_ck_strf(sx_ck *ck, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* -- properties, signatures and substitution (types.c / resolve.c) -- */
typedef struct sx_propres {
    sx_type *type;
    uint16_t flags;
    sx_sym *owner;
    bool found;
    bool partial; /* the type is not fully known: silently any */
} sx_propres;
sx_propres sx_ck_get_prop(sx_ck *ck, sx_type *t, const char *name, uint32_t len);
/* The apparent object type for property access (string -> String, number[] -> Array<number>). */
sx_type *sx_ck_apparent(sx_ck *ck, sx_type *t);
uint32_t sx_ck_missing_symkeys(sx_ck *ck, sx_type *src, sx_type *dst); /* dst's [Symbol.x] members src lacks */
/* Call or construct signatures of a type (substituted). n = 0: not callable. */
sx_sig **sx_ck_get_sigs(sx_ck *ck, sx_type *t, bool ctor, uint32_t *n);
/* Choosing an overload: does a function argument `fn` declare a parameter that its contextual
 * function type `ctx` cannot pass (an unconstrained `T` or `T | U[]` where it takes `T[]`, a
 * primitive or a tuple; tsc compares the parameters contravariantly)? Other generic cases, and
 * the called signature's own type parameters (`own`, still being inferred): false. */
bool sx_ck_callback_params_misfit(sx_ck *ck, sx_type *fn, sx_type *ctx, sx_type *const *own, uint32_t nown);
sx_type *sx_ck_get_index(sx_ck *ck, sx_type *t, bool numeric);
void sx_ck_loop_ident_target(sx_ck *ck, sx_node *t, sx_type *el);
/* All properties of an object-like type (resolved, substituted, own + inherited) into a fresh array. */
sx_prop *sx_ck_all_props(sx_ck *ck, sx_type *t, uint32_t *n, bool *partial);
sx_type *sx_ck_subst(sx_ck *ck, sx_type *t, sx_type **from, sx_type **to, uint32_t n);
sx_sig *sx_ck_subst_sig(sx_ck *ck, sx_sig *s, sx_type **from, sx_type **to, uint32_t n, bool keep_tps);
sx_type *sx_ck_resolve(sx_ck *ck, sx_tnode *tn, const sx_tsrc *src);
sx_type *sx_ck_resolve_annot(sx_ck *ck, sx_node *type_node); /* a TYPE node of the program */
sx_sig *sx_ck_resolve_sig(sx_ck *ck, sx_tsig *ts, const sx_tsrc *src);
/* A generic interface or type alias of the library instantiated with n type arguments (any when
 * the count differs). */
sx_type *sx_ck_named_inst(sx_ck *ck, sx_sym *s, sx_type **args, uint32_t n);
sx_type *sx_ck_sym_dtype(sx_ck *ck, sx_sym *s); /* the type meaning of a symbol */
void sx_ck_sym_members(sx_ck *ck, sx_sym *s);   /* resolve interface/class members */
sx_sym *sx_ck_lookup(sx_ck *ck, const char *name, uint32_t len, uint32_t meaning);
sx_type *sx_ck_tparam_new(sx_ck *ck, const char *name, uint32_t len);
void sx_ck_resolve_tparams(sx_ck *ck, sx_ttparam *tps, uint32_t n, const sx_tsrc *src, sx_type ***out);

/* -- relate.c -- */
bool sx_ck_assignable(sx_ck *ck, sx_type *src, sx_type *dst);
bool sx_ck_comparable(sx_ck *ck, sx_type *a, sx_type *b);
bool sx_ck_identical(sx_ck *ck, sx_type *a, sx_type *b);
/* Check src -> dst; on failure report `code` (2322/2345) at [start, len) with tsc's elaboration.
 * `head` overrides the first line (2345's "Argument of type ..."). Returns true when assignable. */
bool sx_ck_check_assign(sx_ck *ck, sx_type *src, sx_type *dst, uint32_t start, uint32_t len, int code, sx_node *expr);
bool sx_ck_check_satisfies(sx_ck *ck, sx_type *src, sx_type *dst, uint32_t start, uint32_t len, sx_node *expr);
void sx_check_excess(sx_ck *ck, sx_node *objlit, sx_type *src, sx_type *dst, bool *reported);
sx_buf sx_ck_arg_message(sx_ck *ck, sx_type *src, sx_type *dst, int *code); /* TS2345's text (or TS2559's) */
bool sx_ck_would_elaborate(sx_ck *ck, sx_node *expr, sx_type *src, sx_type *dst);
sx_buf sx_ck_explain(sx_ck *ck, const char *head, sx_type *src, sx_type *dst);      /* head + tsc's chain below it */
sx_buf sx_ck_explain_head(sx_ck *ck, const char *head, sx_type *src, sx_type *dst); /* head in place of the top line */

/* -- expr.c / call.c -- */
sx_type *sx_ck_expr(sx_ck *ck, sx_node *n, sx_type *ctx);         /* ctx: contextual type or NULL */
sx_type *sx_ck_expr_mutable(sx_ck *ck, sx_node *n, sx_type *ctx); /* widened for mutable locations */
sx_type *sx_ck_widen_enum_member(sx_ck *ck, const sx_node *e, sx_type *t);
sx_type *sx_ck_call(sx_ck *ck, sx_node *n, sx_type *ctx);
sx_type *sx_ck_new(sx_ck *ck, sx_node *n, sx_type *ctx);
sx_type *sx_ck_function(sx_ck *ck, sx_node *fn, sx_type *ctx);
sx_type *sx_ck_class(sx_ck *ck, sx_node *cls, sx_sym *sym);
bool sx_ck_class_is_abstract(sx_ck *ck, const sx_node *cls);
sx_sig *sx_ck_fn_sig(sx_ck *ck, sx_node *fn, sx_type *ctx, bool check_body);
bool sx_ck_fn_has_this_param(sx_ck *ck, const sx_node *fn);
sx_type *sx_ck_ident_type(sx_ck *ck, sx_node *id, bool for_write);
sx_type *sx_ck_infer_return(sx_ck *ck, sx_node *fn, sx_sig *sig);
void sx_ck_spelling(const char *name, uint32_t len, const char **cands, const uint32_t *clens, uint32_t n, int *best);
sx_type *sx_ck_member_access(sx_ck *ck, sx_node *n, sx_type *obj, bool optional_chain);
bool sx_ck_is_const_context(sx_node *n);
void sx_ck_report_unknown(sx_ck *ck, sx_node *e);            /* TS18046 / TS2571 */
bool sx_ck_eq_no_overlap(sx_ck *ck, sx_type *a, sx_type *b); /* `a === b` can never hold (TS2367/TS2678) */

/* -- stmt.c / narrow.c -- */
void sx_ck_check_program(sx_ck *ck, sx_node *prog);
void sx_ck_grammar(sx_ck *ck, sx_node *prog); /* grammar.c: tsc's grammar errors (TS1308, TS1108, TS1014 ...) */
void sx_ck_block(sx_ck *ck, sx_node_list *stmts, sx_scope *sc, uint32_t list_start);
void sx_ck_stmt(sx_ck *ck, sx_node *s);
void sx_ck_fn_body(sx_ck *ck, sx_node *fn, sx_sig *sig, sx_type *this_type);
void sx_ck_bind_pattern(sx_ck *ck, sx_node *pat, uint32_t flags, sx_node *decl, sx_type *t);
void sx_ck_hoist(sx_ck *ck, sx_node_list *stmts, sx_scope *sc, uint32_t list_start);
sx_type *sx_ck_sym_type(sx_ck *ck, sx_sym *s);
void sx_ck_merge_iface_into_class(sx_ck *ck, sx_sym *s);                       /* resolve.c */
sx_type *sx_ck_tuple_target_at(sx_ck *ck, sx_type *t, uint32_t i, uint32_t n); /* relate.c */
sx_type *sx_ck_iterated(sx_ck *ck, sx_type *t); /* element type of for-of / spread, NULL when unknown */
/* element type of `for await` / `yield*` in an async generator (awaited), NULL when unknown */
sx_type *sx_ck_async_iterated(sx_ck *ck, sx_type *t);
/* The yield, return and next types of a generator's declared return type; false if it says none. */
bool sx_ck_gen_parts(sx_ck *ck, sx_type *t, sx_type **y, sx_type **r, sx_type **nx);
sx_type *sx_ck_yield(sx_ck *ck, sx_node *n, sx_type *ctx); /* a `yield` / `yield*` expression */
/* The return type (and a generator's yield/next types) a function body is checked against. */
void sx_ck_fnctx_set_ret(sx_ck *ck, sx_fnctx *f, sx_node *fn, sx_sig *sig);
sx_type *sx_ck_awaited(sx_ck *ck, sx_type *t); /* the type `await` gives */
sx_type *sx_ck_var_decl_type(sx_ck *ck, sx_sym *s);

void sx_ck_env_copy(sx_ck *ck, sx_env *dst, const sx_env *src);
void sx_ck_env_join(sx_ck *ck, sx_env *into, const sx_env *other);
const sx_fact *sx_ck_env_find(const sx_env *e, const sx_sym *sym, const char *path, uint32_t plen);
void sx_ck_env_set(sx_ck *ck, sx_env *e, sx_sym *sym, const char *path, uint32_t plen, sx_type *t);
void sx_ck_env_kill(sx_ck *ck, sx_env *e, sx_sym *sym, const char *path, uint32_t plen);
bool sx_ck_env_knows(const sx_env *e, const sx_sym *sym); /* any fact about sym or a path below it? */
void sx_ck_env_clear(sx_env *e);                          /* no facts (the declared types hold) */
void sx_ck_env_strip_unassigned(sx_ck *ck, sx_env *e);
/* Forget every reference whose symbol `forget` says yes to (paths below it too). */
void sx_ck_env_forget(sx_ck *ck, sx_env *e, bool (*forget)(sx_ck *ck, sx_sym *s, uint32_t pos), uint32_t pos);
/* into := into joined with each of envs[0..n) in turn, each union made once (checker/env.c). */
void sx_ck_env_join_all(sx_ck *ck, sx_env *into, const sx_env *envs, uint32_t n);

/* A union built member by member and made once (checker/types.c). */
typedef struct sx_ubuild sx_ubuild;
sx_ubuild *sx_ck_ub_new(void);
void sx_ck_ub_clear(sx_ubuild *b);
void sx_ck_ub_add(sx_ck *ck, sx_ubuild *b, sx_type *t);
bool sx_ck_ub_has_undefined(const sx_ubuild *b);
sx_type *sx_ck_ub_finish(sx_ck *ck, sx_ubuild *b);
void sx_ck_ub_free(sx_ubuild *b);
/* The final mix of the checker's hashes (checker/types.c): every bit reaches the low ones. */
uint64_t sx_ck_mix64(uint64_t h);
void sx_ck_narrow(sx_ck *ck, sx_node *cond, bool truthy);
sx_type *sx_ck_narrow_guard(sx_ck *ck, sx_type *t, sx_type *p, bool truthy);
/* Reference key of an expression (identifier or property chain): false when it has none. */
/* A `const`, or a `let` or parameter that nothing assigns: tsc's constant reference (TS 5.5 narrows
 * `obj[key]` when key is one). */
bool sx_ck_never_reassigned(sx_ck *ck, sx_sym *s);
bool sx_ck_outer_flow_lost(sx_ck *ck, sx_sym *s, uint32_t pos);
bool sx_ck_ref_key(sx_ck *ck, sx_node *n, sx_sym **sym, const char **path, uint32_t *plen);
sx_type *sx_ck_narrow_typeof(sx_ck *ck, sx_type *t, const char *tag, uint32_t len, bool eq);
sx_type *sx_ck_narrow_truthy(sx_ck *ck, sx_type *t, bool truthy);
sx_type *sx_ck_narrow_to(sx_ck *ck, sx_type *t, sx_type *cand, bool eq);

#endif
