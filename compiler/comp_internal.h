/* comp_internal.h - state shared by the compiler's source files (private to compiler/). */
#ifndef SX_COMP_INTERNAL_H
#define SX_COMP_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "compiler/compiler.h"
#include "frontend/ast.h"
#include "vm/opcodes.h"
#include "vm/vm.h"

/*
 * How the compiler is organised
 * -----------------------------
 * One pass over the AST per function, Lua style. Every function being compiled has an
 * sx_fs ("function state") holding the growing code/constant arrays, the registers in use,
 * the variables in scope and the stack of enclosing loops/switches/labels/try statements.
 * Nested functions are compiled when they are met; a name that is not a variable of the
 * function itself is looked up in the enclosing sx_fs chain and becomes an upvalue.
 *
 * Registers: R[0] = this, R[1..nparams] = parameters, then locals (allocated stack-like as
 * scopes open), then temporaries above `nactive` (also stack-like, `freereg` is the first free
 * one). Between statements freereg == nactive.
 *
 * Jump lists: pending forward jumps are chained through their own sBx fields (each holds the
 * pc of the next pending jump, or SX_NO_JUMP) until they are patched to a target.
 */

#define SX_NO_JUMP (-1)
/* The variable a function that has nested arrows reading new.target keeps it in: a name no
 * identifier can have (its 10 characters are compared, not a terminator). */
#define SX_NEW_TARGET_NAME "new.target"
#define SX_COMP_MAX_DEPTH 1000 /* recursion guard (the front end allows 500 levels) */

/* Kinds of variables. */
typedef enum sx_vkind {
    SX_VK_VAR, /* var: function scoped, no TDZ */
    SX_VK_LET,
    SX_VK_CONST,
    SX_VK_PARAM,
    SX_VK_FUNC,   /* function declaration */
    SX_VK_CATCH,  /* catch (e) */
    SX_VK_THIS,   /* the implicit `this` binding in R[0] of non-arrow functions */
    SX_VK_SELF,   /* the own name of a named function expression (read-only) */
    SX_VK_HIDDEN, /* compiler-internal register (iterators, exceptions): never found by name */
} sx_vkind;

typedef struct sx_var {
    const char *name;
    uint32_t len;
    uint16_t reg;
    uint8_t kind;            /* sx_vkind */
    bool captured;           /* some closure refers to it: close it when its scope ends */
    bool initialized;        /* compile time: its declaration has been compiled (textual order) */
    bool tdz;                /* may be read before initialisation: LOADEMPTY at entry, CHECKINIT */
    bool always_check;       /* switch-case lets: CHECKINIT on every access */
    bool is_enum;            /* an enum's binding: a later `enum` of the same name in its scope merges into it */
    int hidden;              /* > 0 while an inlined `finally` (which cannot see it) is compiled */
    int32_t shadow;          /* index of the variable with the same name it hides, or -1 */
    uint32_t decl_end;       /* let/const: byte offset where its declarator ends (TDZ pre-scan) */
    const char *import_name; /* an import's live binding: the variable holds the module's
                                namespace and reads give its member import_name */
    uint32_t import_len;
} sx_var;

/* Name -> innermost variable index (-1: none), so lookups do not scan every variable. */
typedef struct sx_vslot {
    const char *name;
    uint32_t len;
    int32_t idx;
} sx_vslot;

typedef struct sx_scope {
    uint32_t first_var;  /* index of its first variable in fs->vars */
    uint16_t base;       /* its first register */
    uint32_t close_mark; /* fs->npclose when it opened */
} sx_scope;

/* A NOP emitted where a jump leaves scopes (break/continue); it becomes CLOSE A if one of the
 * scopes it leaves turns out to have captured variables. */
typedef struct sx_pclose {
    uint32_t pc;
    uint32_t outer_depth; /* the outermost scope depth it leaves (scopes[outer_depth-1]) */
} sx_pclose;

typedef struct sx_upval_info {
    const char *name;
    uint32_t len;
    uint8_t in_parent_stack;
    uint16_t index;
    uint8_t kind;            /* sx_vkind of the variable it finally refers to */
    bool check;              /* accesses need CHECKINIT */
    const char *import_name; /* the variable's import_name (sx_var) */
    uint32_t import_len;
} sx_upval_info;

/* Loops, switches, labelled statements and try statements enclosing the code being compiled. */
typedef enum sx_ctlkind { SX_CTL_LOOP, SX_CTL_SWITCH, SX_CTL_LABEL, SX_CTL_TRY } sx_ctlkind;

typedef struct sx_ctl {
    uint8_t kind;          /* sx_ctlkind */
    const sx_node *labels; /* LOOP/LABEL: outermost LABELED node naming it (or NULL) */
    int break_list;        /* pending jumps to the end */
    int cont_list;         /* LOOP: pending jumps to the continue point */
    uint32_t depth;        /* scope depth at the break target */
    uint32_t cont_depth;   /* LOOP: scope depth at the continue target */
    uint32_t iter_plus1;   /* for-of: its iterator's register + 1, closed (ITERCLOSE) when a jump leaves it */
    /* TRY */
    const sx_node *finally_block; /* NULL when there is no finally */
    uint8_t handlers;             /* handlers of this try currently pushed (popped with ENDTRY) */
    uint32_t var_mark;            /* variables from here on are invisible to the finally block */
} sx_ctl;

/* Whole-compilation state. */
/* A class whose body is being compiled; `outer` is the class around it (private names). */
typedef struct sx_class_scope {
    const sx_node *node;
    const struct sx_class_scope *outer;
} sx_class_scope;

typedef struct sx_comp {
    sx_vm *vm;
    sx_ast *ast;
    sx_compile_mode mode;
    bool persistent;    /* top-level declarations become script slots of the VM (sx_compile_persistent) */
    uint8_t goal;       /* sx_compile_goal: SCRIPT/EVAL make top-level var/function global properties */
    uint8_t decl_phase; /* sx_comp_global_instantiation: the DECLGLOBAL bits hoisted vars emit now */
    bool error;         /* a diagnostic was reported */
    bool fatal;         /* out of memory or a limit: stop emitting */
    uint32_t depth;
    const sx_class_scope *classes; /* the innermost class being compiled, or NULL */
} sx_comp;

typedef struct sx_name_slot {
    const char *str;
    uint32_t len;
} sx_name_slot;

typedef struct sx_kslot {
    sx_value v;
    uint16_t reg;
} sx_kslot;

/* A class being compiled (class.c), as its constructor sees it. */
typedef struct sx_classinfo {
    const sx_node *node; /* the CLASS node */
    const sx_node *ctor; /* its constructor FUNCTION, or NULL (one is synthesized) */
    bool derived;        /* `extends`: `this` comes from super() */
    bool has_init;       /* instance fields/private methods: the constructor calls %init */
} sx_classinfo;

/* Where `super.x` looks in a method: the home object's prototype. */
typedef enum sx_home {
    SX_HOME_NONE,   /* not a method: `super.x` is not allowed */
    SX_HOME_PROTO,  /* instance members: home = the class prototype */
    SX_HOME_CTOR,   /* static members: home = the class constructor */
    SX_HOME_OBJECT, /* methods and accessors of an object literal: home = the object */
} sx_home;

typedef struct sx_fs sx_fs;
struct sx_fs {
    sx_comp *c;
    sx_fs *parent;
    bool is_arrow;
    bool is_toplevel;
    bool is_async;     /* async function: AWAIT allowed */
    bool is_generator; /* function*: YIELD allowed */
    bool uses_await;   /* the top level awaited (it becomes async) */
    /* output being built */
    sx_instr *code;
    sx_lineinfo *lines;
    uint32_t ncode, capcode, caplines;
    sx_value *consts;
    uint32_t nconsts, capconsts;
    uint32_t *khash; /* constant dedup: open addressing, slot = index + 1 */
    uint32_t khcap;
    sx_proto **protos;
    uint32_t nprotos, capprotos;
    sx_upval_info *upvals;
    uint32_t nupvals, capupvals;
    sx_callsite_name *calls;
    uint32_t ncalls, capcalls;
    /* names and registers */
    sx_var *vars;
    uint32_t nvars, capvars;
    sx_vslot *vhash;
    uint32_t vhcap, vhcount;
    sx_scope *scopes;
    uint32_t nscopes, capscopes;
    sx_pclose *pclose;
    uint32_t npclose, cappclose;
    sx_ctl *ctls;
    uint32_t nctls, capctls;
    uint32_t nactive;     /* registers held by variables */
    uint32_t freereg;     /* first free register */
    uint32_t maxreg;      /* registers needed so far */
    uint32_t last_target; /* pc of the latest jump target (peephole guard) */
    sx_lineinfo pos;      /* position given to emitted instructions */
    sx_lineinfo latent;   /* a statement's position, taken by its first instruction if that is a
                         * global load (as node reports `return nope + 1` at `return`) */
    bool has_latent;
    const sx_node *bind_src; /* source of the value being destructured (names it in errors) */
    int fresh_reg;           /* a let/const being initialised that nothing can observe yet: values may
                       * be built in its register directly (-1: none) */
    int completion_reg;      /* evaluate: while the program's last statement is a compound one (try, if,
                       * a loop, a block...), every expression statement in it leaves its value
                       * here, its completion value (-1: none; finally blocks never do) */
    int chain_exit;          /* jump list of the innermost optional chain, to its `undefined` exit */
    bool in_chain;
    /* names mentioned inside nested functions (analyze.c) */
    sx_name_slot *names;
    uint32_t nnames, capnames;
    bool names_all; /* analysis gave up: assume every name may be captured */
    /* literals held in registers while a loop is compiled (analyze.c) */
    sx_kslot *kcache;
    uint32_t nkcache, capkcache;
    /* classes (class.c) */
    const sx_classinfo *cls;      /* set in the constructor of cls */
    uint8_t home;                 /* sx_home of this function (arrows: SX_HOME_NONE, they look outwards) */
    bool this_bound;              /* derived constructor: super() has certainly returned at this point */
    const sx_classinfo *next_cls; /* handed to the next nested function compiled (class members) */
    uint8_t next_home;
};

/* A resolved name. */
typedef enum sx_refwhere { SX_REF_LOCAL, SX_REF_UPVAL, SX_REF_SCRIPT, SX_REF_GLOBAL } sx_refwhere;
typedef struct sx_ref {
    uint8_t where;  /* sx_refwhere */
    uint8_t kind;   /* sx_vkind (locals and upvalues) */
    uint32_t index; /* register, upvalue or script slot index */
    bool check;     /* emit CHECKINIT */
    const char *name;
    uint32_t len;
    const char *import_name; /* a live import binding (LOCAL or UPVAL): read this member of it */
    uint32_t import_len;
} sx_ref;

/* ---- emit.c: buffers, instructions, constants, registers, jumps, positions ---- */
bool sx_comp_grow(sx_comp *c, void **buf, uint32_t *cap, uint32_t need, size_t elem);
void sx_comp_diag(sx_comp *c, int code, bool own, const sx_node *at, const char *fmt, ...);
void sx_comp_unsupported(sx_comp *c, const sx_node *at, const char *what);
/* The await of an async function (AWAIT), or of an async function* (a YIELD marked C=1 that its
 * driver, stdlib/async_generator.c, settles before resuming it). */
#define SX_COMP_AWAIT(fs, dst, src)                                                                                    \
    ((fs)->is_generator ? sx_comp_abc((fs), SX_OP_CODE_YIELD, (dst), (src), 1)                                         \
                        : sx_comp_abc((fs), SX_OP_CODE_AWAIT, (dst), (src), 0))
void sx_comp_too_large(sx_comp *c, const sx_node *at);
void sx_comp_oom(sx_comp *c);
int sx_comp_emit(sx_fs *fs, sx_instr i);
int sx_comp_abc(sx_fs *fs, sx_opcode op, uint32_t a, uint32_t b, uint32_t c);
int sx_comp_abx(sx_fs *fs, sx_opcode op, uint32_t a, uint32_t bx);
int sx_comp_asbx(sx_fs *fs, sx_opcode op, uint32_t a, int32_t sbx);
uint32_t sx_comp_label(sx_fs *fs);                        /* current pc, marked as a jump target */
int sx_comp_jump(sx_fs *fs);                              /* pending JMP */
int sx_comp_jump_if(sx_fs *fs, sx_opcode op, uint32_t a); /* pending conditional jump */
void sx_comp_jump_back(sx_fs *fs, uint32_t target);       /* JMP to an earlier pc */
void sx_comp_concat(sx_fs *fs, int *list, int other);
void sx_comp_patch(sx_fs *fs, int list, uint32_t target);
void sx_comp_patch_here(sx_fs *fs, int list);
uint32_t sx_comp_const(sx_fs *fs, sx_value v);
uint32_t sx_comp_const_str(sx_fs *fs, const char *s, uint32_t len);
uint32_t sx_comp_const_num(sx_fs *fs, double d);
void sx_comp_loadk_num(sx_fs *fs, uint32_t dst, double d);
void sx_comp_loadk_str(sx_fs *fs, uint32_t dst, const char *s, uint32_t len);
uint32_t sx_comp_reg_alloc(sx_fs *fs, uint32_t n);
void sx_comp_reg_free_to(sx_fs *fs, uint32_t mark);
void sx_comp_move(sx_fs *fs, uint32_t dst, uint32_t src);
void sx_comp_setpos(sx_fs *fs, const sx_node *n);
void sx_comp_setpos_line(sx_fs *fs, sx_lineinfo pos);
void sx_comp_set_latent(sx_fs *fs, sx_lineinfo pos);
void sx_comp_field_op(sx_fs *fs, sx_opcode op, uint32_t a, uint32_t obj, const char *key, uint32_t len);
int sx_comp_format_number(double d, char *buf, size_t size);
void sx_comp_callsite_record(sx_fs *fs, uint32_t pc, uint32_t kidx);
void sx_comp_callsite_node(sx_fs *fs, int pc, const sx_node *expr);
bool sx_comp_fs_init(sx_fs *fs, sx_comp *c, sx_fs *parent);
void sx_comp_fs_free(sx_fs *fs);
sx_proto *sx_comp_finish(sx_fs *fs, const char *name, uint32_t name_len, uint16_t nparams, uint16_t length,
                         uint16_t flags);

/* ---- analyze.c: pre-passes ---- */
void sx_comp_analyze(sx_fs *fs, const sx_node_list *params, const sx_node *body);
bool sx_comp_may_capture(sx_fs *fs, const char *name, uint32_t len);
bool sx_comp_stable_during(sx_fs *fs, const sx_node *operand, const sx_node *later);
bool sx_comp_mentions_super(const sx_node *n);
bool sx_comp_is_local(sx_fs *fs, const sx_node *n);
int sx_comp_cached_const(sx_fs *fs, const sx_node *n);
uint32_t sx_comp_loop_constants(sx_fs *fs, const sx_node *p1, const sx_node *p2, const sx_node *p3);
void sx_comp_loop_constants_end(sx_fs *fs, uint32_t mark);

/* ---- scope.c: variables, scopes, name resolution, hoisting ---- */
sx_var *sx_comp_declare(sx_fs *fs, const sx_node *at, const char *name, uint32_t len, sx_vkind kind);
sx_var *sx_comp_declare_at(sx_fs *fs, const char *name, uint32_t len, sx_vkind kind, uint32_t reg);
uint32_t sx_comp_hidden_local(sx_fs *fs);
sx_var *sx_comp_find_local(sx_fs *fs, const char *name, uint32_t len);
void sx_comp_vars_pop(sx_fs *fs, uint32_t n);
void sx_comp_scope_begin(sx_fs *fs);
void sx_comp_scope_end(sx_fs *fs);
void sx_comp_scope_drop(sx_fs *fs);
void sx_comp_resolve(sx_fs *fs, const char *name, uint32_t len, sx_ref *out);
void sx_comp_hoist_vars(sx_fs *fs, const sx_node_list *body);
void sx_comp_hoist_block(sx_fs *fs, const sx_node_list *body, bool switch_scope);
void sx_comp_pending_close(sx_fs *fs, uint32_t outer_depth);
bool sx_comp_names_equal(const char *a, uint32_t alen, const char *b, uint32_t blen);
bool sx_comp_in_script_scope(const sx_fs *fs); /* declarations here become script slots */
bool sx_comp_in_global_scope(const sx_fs *fs); /* function declarations here become global properties */
void sx_comp_global_instantiation(sx_fs *fs, const sx_node_list *body); /* scripts: DECLGLOBAL... */

/* ---- expr.c / expr_ops.c / expr_call.c: expressions ---- */
void sx_comp_expr(sx_fs *fs, const sx_node *n, int dst); /* dst < 0: value not needed */
void sx_comp_expr_named(sx_fs *fs, const sx_node *n, int dst, const char *name, uint32_t len);
uint32_t sx_comp_expr_any(sx_fs *fs, const sx_node *n);
uint32_t sx_comp_expr_temp(sx_fs *fs, const sx_node *n);
bool sx_comp_is_simple(const sx_node *n);
const sx_node *sx_comp_unwrap(const sx_node *n);
int sx_comp_cond(sx_fs *fs, const sx_node *n, bool when);
void sx_comp_read_ref(sx_fs *fs, const sx_ref *r, uint32_t dst);
void sx_comp_write_ref(sx_fs *fs, const sx_ref *r, uint32_t src, const sx_node *at);
void sx_comp_init_ref(sx_fs *fs, const sx_ref *r, uint32_t src, const sx_node *at);
void sx_comp_init_name(sx_fs *fs, const char *name, uint32_t len, uint32_t src, const sx_node *at);
void sx_comp_check_ref(sx_fs *fs, const sx_ref *r);
void sx_comp_assign(sx_fs *fs, const sx_node *n, int dst);
void sx_comp_update(sx_fs *fs, const sx_node *n, int dst);
void sx_comp_binary_op(sx_fs *fs, sx_op op, uint32_t dst, uint32_t l, uint32_t r);
void sx_comp_member(sx_fs *fs, const sx_node *n, uint32_t dst);
void sx_comp_index(sx_fs *fs, const sx_node *n, uint32_t dst);
void sx_comp_call(sx_fs *fs, const sx_node *n, int dst);
void sx_comp_tagged(sx_fs *fs, const sx_node *n, int dst);
void sx_comp_new(sx_fs *fs, const sx_node *n, int dst);
/* An optional chain's state saved while a nested chain compiles (sx_comp_chain_begin/end). */
typedef struct sx_chain_state {
    int exit;
    bool in;
} sx_chain_state;
/* Start a chain: its optional links jump to one exit, which sx_comp_chain_end places. */
sx_chain_state sx_comp_chain_begin(sx_fs *fs);
/* End the chain started with saved: a short-circuited chain lands on `op r` (LOADUNDEF, LOADTRUE). */
void sx_comp_chain_end(sx_fs *fs, sx_chain_state saved, int op, uint32_t r);
void sx_comp_chain(sx_fs *fs, const sx_node *n, int dst);
void sx_comp_object(sx_fs *fs, const sx_node *n, uint32_t dst);
void sx_comp_array(sx_fs *fs, const sx_node *n, uint32_t dst);
void sx_comp_template(sx_fs *fs, const sx_node *n, uint32_t dst);
void sx_comp_delete(sx_fs *fs, const sx_node *n, int dst);
void sx_comp_pos_property(sx_fs *fs, const sx_node *member);
uint32_t sx_comp_source_text(const sx_node *n, char *buf, uint32_t size);
sx_lineinfo sx_comp_expr_pos(const sx_node *n);
void sx_comp_optional_link(sx_fs *fs, const sx_node *link, uint32_t reg);

/* ---- stmt.c / loops.c / control.c: statements ---- */
void sx_comp_stmt(sx_fs *fs, const sx_node *n);
void sx_comp_stmts(sx_fs *fs, const sx_node_list *list);
void sx_comp_block_body(sx_fs *fs, const sx_node_list *list);
void sx_comp_var_decl(sx_fs *fs, const sx_node *n);
void sx_comp_for(sx_fs *fs, const sx_node *n, const sx_node *labels);
void sx_comp_for_each(sx_fs *fs, const sx_node *n, const sx_node *labels);
void sx_comp_while(sx_fs *fs, const sx_node *n, const sx_node *labels);
void sx_comp_do_while(sx_fs *fs, const sx_node *n, const sx_node *labels);
void sx_comp_switch(sx_fs *fs, const sx_node *n, const sx_node *labels);
void sx_comp_labeled(sx_fs *fs, const sx_node *n);
void sx_comp_break(sx_fs *fs, const sx_node *n, bool is_continue);
void sx_comp_return(sx_fs *fs, const sx_node *n);
void sx_comp_try(sx_fs *fs, const sx_node *n);
sx_ctl *sx_comp_ctl_push(sx_fs *fs, sx_ctlkind kind, const sx_node *labels);
void sx_comp_ctl_pop(sx_fs *fs);

/* ---- func.c: functions ---- */
/* R[dst] := a closure of fn named `name` (NULL: fn's own name or anonymous); extra_flags adds
 * SX_PROTO_* bits (SX_PROTO_METHOD for object literal methods and accessors). */
void sx_comp_function(sx_fs *fs, const sx_node *fn, uint32_t dst, const char *name, uint32_t len, uint16_t extra_flags);
void sx_comp_closure(sx_fs *fs, const sx_node *fn, uint32_t dst, const char *name, uint32_t len, uint16_t extra_flags);
sx_proto *sx_comp_toplevel(sx_comp *c, const sx_node *program);

/* ---- class.c: classes, super, private names, `this` in derived constructors ---- */
void sx_comp_class(sx_fs *fs, const sx_node *cls, uint32_t dst, const char *name, uint32_t len);
void sx_comp_class_decl(sx_fs *fs, const sx_node *n);
void sx_comp_this(sx_fs *fs, uint32_t dst);
void sx_comp_ctor_prologue(sx_fs *fs);
void sx_comp_ctor_params_done(sx_fs *fs);
void sx_comp_ctor_body(sx_fs *fs, const sx_node_list *body);
void sx_comp_super_call(sx_fs *fs, const sx_node *n, int dst);
void sx_comp_super_base(sx_fs *fs, const sx_node *at, uint32_t dst);
uint32_t sx_comp_super_ref(sx_fs *fs, const sx_node *t, uint32_t base, const sx_node *later);
uint32_t sx_comp_home_object_var(sx_fs *fs, const sx_node *at);
uint32_t sx_comp_private_key(sx_fs *fs, const sx_node *n);
void sx_comp_private_check(sx_fs *fs, const sx_node *n, uint32_t obj, uint32_t key, bool write);
uint32_t sx_comp_args(sx_fs *fs, const sx_node_list *args, bool *spread);
void sx_comp_closure_proto(sx_fs *fs, sx_proto *p, uint32_t dst);

/* ---- pattern.c: destructuring ---- */
typedef enum sx_bindmode {
    SX_BIND_ASSIGN, /* assignment targets (any expression target) */
    SX_BIND_VAR,    /* initialise declared variables (var/let/const/params/catch) */
} sx_bindmode;
void sx_comp_bind(sx_fs *fs, const sx_node *target, uint32_t value, sx_bindmode mode);
void sx_comp_bind_init(sx_fs *fs, const sx_node *ident, uint32_t value);
/* Where a destructured value comes from (it shapes node's "Cannot destructure ..." message). */
typedef enum sx_bindfrom {
    SX_FROM_EXPR,          /* a declaration's initialiser or an assignment's right side (src) */
    SX_FROM_PARAM,         /* a parameter */
    SX_FROM_PARAM_DEFAULT, /* a parameter with a default value */
    SX_FROM_FOR,           /* a for-of/for-in head */
    SX_FROM_CATCH,         /* a catch parameter */
} sx_bindfrom;
void sx_comp_check_destructure(sx_fs *fs, const sx_node *target, uint32_t value, sx_bindfrom from, const sx_node *src);
typedef void (*sx_name_fn)(void *ctx, const sx_node *ident);
void sx_comp_pattern_names(const sx_node *target, sx_name_fn fn, void *ctx);

#endif
