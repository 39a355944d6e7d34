/* compile.c - Python source to the VM's bytecode: tree-sitter-python parses, this walks the tree, resolves names and emits register code. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tree_sitter/api.h>

#include "python/py.h"
#include "python/syntax.h"

const TSLanguage *tree_sitter_python(void);

#define PY_PARSE_TIMEOUT_US 5000000u
#define MAX_DEPTH 200 /* nesting of expressions and blocks (CPython's parser stops near here too) */

/*
 * Registers: R[0] is `this` (a method's self), parameters follow, then every local the function
 * assigns (found by a scan before the body is compiled: Python decides a name's scope for the
 * whole function), then temporaries, which live like a stack (fs->free). A module is a function
 * too: its names are registers, and functions reach them as upvalues (the module's frame lives
 * for the whole run). Names no scope assigns are the built-ins (GETGLOBAL).
 *
 * Positions: each instruction records the line and, packed into sx_lineinfo.col, the 1-based
 * start and end columns of the expression it belongs to (start | end << 16), which the
 * traceback turns into CPython's caret line (modules.c).
 */

typedef struct var {
    const char *name;
    uint32_t len;
    int reg;      /* register, or -1 */
    uint8_t kind; /* V_LOCAL, V_GLOBAL (declared global), V_NONLOCAL */
    bool param;
} var;
enum { V_LOCAL, V_GLOBAL, V_NONLOCAL };

typedef struct upname {
    const char *name;
    uint32_t len;
} upname;

typedef struct jumplist {
    uint32_t *at;
    uint32_t n, cap;
} jumplist;

typedef struct loop {
    jumplist breaks;
    uint32_t cont; /* the continue target */
    int trydepth;  /* try blocks open when the loop began */
    int nfin;      /* finally blocks open when the loop began */
    struct loop *outer;
} loop;

typedef struct fstate {
    struct fstate *parent;
    sx_instr *code;
    sx_lineinfo *lines;
    uint32_t ncode, capcode;
    sx_value *consts;
    uint32_t nconsts, capconsts;
    sx_proto **protos;
    uint32_t nprotos, capprotos;
    sx_upval_desc *upvals;
    upname *upnames;
    uint32_t nupvals, capupvals;
    var *vars;
    uint32_t nvars, capvars;
    uint32_t scope_mark; /* vars below it belong to the function; above: comprehension targets */
    int free, maxreg;
    bool is_module, is_class;
    bool is_generator; /* the body has a yield: calls return a generator (GENSTART) */
    bool is_async;     /* async def: a generator the asyncio layer drives (docs/python.md) */
    int trydepth;
    TSNode fin[16];    /* the finally blocks around the code being compiled, innermost last */
    int fin_depth[16]; /* trydepth inside each one's TRY */
    int fin_with[16];  /* for a with statement's entry: its manager's register (fin[] is unused), else -1 */
    int nfin;
    loop *loops;
    sx_value class_reg; /* for methods: the register/upvalue path to their class is looked up by name */
    const char *class_name;
    uint32_t class_name_len;
    bool self_param1; /* a decorated method compiled as a plain function: self is R[1], not R[0] */
    /* while a class body is compiled in this function: the class's register and the names the
     * body has bound so far (a name among them reads the class's attribute, as CPython's class
     * namespace does) */
    int cbody_cls, cbody_n;
    const char *cbody_names[64];
    uint32_t cbody_lens[64];
    char qualname[160]; /* a function's __qualname__ (f, C.m, f.<locals>.g) for its error messages */
} fstate;

typedef struct pyc {
    sx_vm *vm;
    const char *src;
    size_t len;
    const char *filename;
    fstate *fs;
    uint32_t line, cols; /* the position instructions get */
    bool failed;         /* an error was reported (message set) or out of memory */
    bool oom;
    bool evaluate;
    char message[256];
    uint32_t err_line, err_col, err_end;
    const char *err_kind; /* "SyntaxError" */
    int depth;
    bool next_classmethod; /* the next function_body is a @classmethod: its prologue makes R[0] the class */
    bool next_self_param1; /* the next function_body is a decorated method compiled as a plain function */
    struct {
        const char *name;
        uint32_t len;
    } classes[64]; /* names class statements bound: `Name.method(obj)` calls go through %bind */
    int nclasses;
    /* attribute names the program assigns (x.name = ...): data, so reading one needs no %bind */
    struct {
        const char *name;
        uint32_t len;
    } dattrs[256];
    int ndattrs;
} pyc;

/* -- errors -- */

static void fail_at(pyc *c, TSNode n, const char *fmt, ...) {
    if (c->failed) return;
    c->failed = true;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->message, sizeof c->message, fmt, ap);
    va_end(ap);
    TSPoint p = ts_node_start_point(n), e = ts_node_end_point(n);
    c->err_line = p.row + 1;
    c->err_col = p.column + 1;
    c->err_end = e.row == p.row ? e.column + 1 : 0;
    c->err_kind = "SyntaxError";
}
static void oom(pyc *c) {
    if (!c->failed) c->failed = c->oom = true;
}

static bool grow(pyc *c, void **p, uint32_t *cap, uint32_t need, size_t elem) {
    if (need <= *cap) return true;
    uint32_t nc = *cap ? *cap * 2 : 16;
    while (nc < need) nc *= 2;
    void *q = sx_mem_realloc(c->vm, *p, (size_t)*cap * elem, (size_t)nc * elem);
    if (q == NULL) return oom(c), false;
    *p = q;
    *cap = nc;
    return true;
}

/* -- text of nodes -- */

static const char *ntext(pyc *c, TSNode n, uint32_t *len) {
    uint32_t a = ts_node_start_byte(n), b = ts_node_end_byte(n);
    *len = b - a;
    return c->src + a;
}
static bool is(TSNode n, const char *type) { return strcmp(ts_node_type(n), type) == 0; }
static TSNode field(TSNode n, const char *name) { return ts_node_child_by_field_name(n, name, (uint32_t)strlen(name)); }

/* -- emitting -- */

static uint32_t emit(pyc *c, sx_instr i) {
    fstate *fs = c->fs;
    if (c->failed) return 0;
    if (fs->ncode == fs->capcode) { /* code and lines grow together (same capacity) */
        uint32_t cap = fs->capcode ? fs->capcode * 2 : 64;
        sx_instr *code = sx_mem_realloc(c->vm, fs->code, fs->capcode * sizeof *code, cap * sizeof *code);
        if (code == NULL) return oom(c), 0;
        fs->code = code;
        sx_lineinfo *l = sx_mem_realloc(c->vm, fs->lines, fs->capcode * sizeof *l, cap * sizeof *l);
        if (l == NULL) return oom(c), 0;
        fs->lines = l;
        fs->capcode = cap;
    }
    fs->code[fs->ncode] = i;
    fs->lines[fs->ncode].line = c->line;
    fs->lines[fs->ncode].col = c->cols;
    return fs->ncode++;
}
#define ABC(op, a, b, cc) emit(c, SX_MAKE_ABC(SX_OP_CODE_##op, (a), (b), (cc)))
#define ABX(op, a, bx) emit(c, SX_MAKE_ABX(SX_OP_CODE_##op, (a), (bx)))

static uint32_t emit_jump(pyc *c, int op, int a) { return emit(c, SX_MAKE_ABX(op, a, 0)); }
static void patch_to(pyc *c, uint32_t at, uint32_t target) {
    if (c->failed) return;
    sx_instr i = c->fs->code[at];
    int32_t off = (int32_t)target - (int32_t)(at + 1);
    c->fs->code[at] = (i & 0xFFFFFF) | ((sx_instr)(uint32_t)off << 24);
}
static void patch_here(pyc *c, uint32_t at) { patch_to(c, at, c->fs->ncode); }
static uint32_t here(pyc *c) { return c->fs->ncode; }
static void jump_back(pyc *c, uint32_t target) {
    uint32_t j = emit_jump(c, SX_OP_CODE_JMP, 0);
    patch_to(c, j, target);
}

static void set_pos(pyc *c, TSNode n) {
    TSPoint p = ts_node_start_point(n), e = ts_node_end_point(n);
    c->line = p.row + 1;
    uint32_t a = p.column + 1, b = e.row == p.row ? e.column + 1 : 0;
    c->cols = a > 0xFFFF || b > 0xFFFF ? 0 : a | (b << 16);
}

/* -- constants -- */

static int add_const(pyc *c, sx_value v) {
    fstate *fs = c->fs;
    for (uint32_t i = 0; i < fs->nconsts; i++)
        if (fs->consts[i] == v) return (int)i;
    if (!grow(c, (void **)&fs->consts, &fs->capconsts, fs->nconsts + 1, sizeof(sx_value))) return 0;
    fs->consts[fs->nconsts] = v;
    return (int)fs->nconsts++;
}
static int str_const(pyc *c, const char *s, uint32_t len) {
    sx_string *a = sx_atom_utf8(c->vm, s, len);
    if (a == NULL) return oom(c), 0;
    return add_const(c, sx_from_string(a));
}
static int cstr_const(pyc *c, const char *s) { return str_const(c, s, (uint32_t)strlen(s)); }

/* -- registers -- */

static int alloc_reg(pyc *c, int n) {
    fstate *fs = c->fs;
    int r = fs->free;
    fs->free += n;
    if (fs->free > fs->maxreg) fs->maxreg = fs->free;
    if (fs->maxreg >= 60000) {
        c->failed = true;
        snprintf(c->message, sizeof c->message, "too many local variables or nested expressions");
        c->err_line = c->line;
        c->err_kind = "SyntaxError";
    }
    return r;
}

/* -- names -- */

static var *find_var(fstate *fs, const char *name, uint32_t len) {
    for (uint32_t i = fs->nvars; i-- > 0;)
        if (fs->vars[i].len == len && memcmp(fs->vars[i].name, name, len) == 0) return &fs->vars[i];
    return NULL;
}

static var *declare(pyc *c, const char *name, uint32_t len, uint8_t kind) {
    fstate *fs = c->fs;
    var *v = find_var(fs, name, len);
    if (v != NULL) {
        if (kind != V_LOCAL) v->kind = kind;
        return v;
    }
    if (!grow(c, (void **)&fs->vars, &fs->capvars, fs->nvars + 1, sizeof(var))) return NULL;
    v = &fs->vars[fs->nvars++];
    v->name = name, v->len = len, v->kind = kind, v->reg = -1, v->param = false;
    return v;
}

/* Find name as an upvalue of fs (adding it): its index, or -1 when no enclosing function has it. */
static int resolve_up(pyc *c, fstate *fs, const char *name, uint32_t len);

static int add_upval(pyc *c, fstate *fs, const char *name, uint32_t len, bool in_stack, int index) {
    for (uint32_t i = 0; i < fs->nupvals; i++)
        if (fs->upnames[i].len == len && memcmp(fs->upnames[i].name, name, len) == 0) return (int)i;
    uint32_t cap = fs->capupvals;
    if (!grow(c, (void **)&fs->upvals, &cap, fs->nupvals + 1, sizeof(sx_upval_desc))) return -1;
    cap = fs->capupvals;
    if (!grow(c, (void **)&fs->upnames, &cap, fs->nupvals + 1, sizeof(upname))) return -1;
    fs->capupvals = cap;
    fs->upvals[fs->nupvals].in_parent_stack = in_stack;
    fs->upvals[fs->nupvals].index = (uint16_t)index;
    fs->upnames[fs->nupvals].name = name;
    fs->upnames[fs->nupvals].len = len;
    return (int)fs->nupvals++;
}

/* the function scope enclosing fs that functions see (class bodies are skipped) */
static fstate *enclosing(fstate *fs) {
    fstate *p = fs->parent;
    while (p != NULL && p->is_class) p = p->parent;
    return p;
}
static fstate *module_of(fstate *fs) {
    while (fs->parent) fs = fs->parent;
    return fs;
}

static int resolve_up(pyc *c, fstate *fs, const char *name, uint32_t len) {
    fstate *p = enclosing(fs);
    if (p == NULL) return -1;
    var *v = find_var(p, name, len);
    if (v != NULL && v->kind == V_LOCAL && v->reg >= 0) return add_upval(c, fs, name, len, true, v->reg);
    if (v != NULL && v->kind == V_GLOBAL) {
        fstate *m = module_of(p);
        var *mv = find_var(m, name, len);
        if (mv == NULL || mv->reg < 0) return -1;
        if (p == m) return add_upval(c, fs, name, len, true, mv->reg);
    }
    /* skip through the class-body chain: a class body's own names are not visible to its methods */
    int up = resolve_up(c, p, name, len);
    if (up < 0) return -1;
    return add_upval(c, fs, name, len, false, up);
}

typedef struct where {
    int kind; /* W_REG, W_UP, W_GLOBAL */
    int index;
    bool checked; /* reads need CHECKINIT (may be unassigned) */
    bool local;   /* a function's own local (UnboundLocalError) */
} where;
enum { W_REG, W_UP, W_GLOBAL };

static where resolve(pyc *c, const char *name, uint32_t len) {
    fstate *fs = c->fs;
    var *v = find_var(fs, name, len);
    if (v != NULL && v->kind == V_LOCAL && v->reg >= 0) return (where){W_REG, v->reg, !v->param, !fs->is_module};
    if (v != NULL && v->kind == V_GLOBAL && !fs->is_module) {
        fstate *m = module_of(fs);
        var *mv = find_var(m, name, len);
        if (mv && mv->reg >= 0) {
            /* the module's register, through upvalues */
            int up;
            fstate *save = c->fs;
            (void)save;
            if (enclosing(fs) == m || fs->parent == m) {
                up = add_upval(c, fs, name, len, true, mv->reg);
                /* a class body directly in the module reaches module registers as upvalues too */
            } else {
                up = resolve_up(c, fs, name, len);
            }
            if (up >= 0) return (where){W_UP, up, true, false};
        }
        return (where){W_GLOBAL, 0, false, false};
    }
    if (fs->is_class && v == NULL) {
        /* a class body reads the enclosing scopes directly */
    }
    int up = resolve_up(c, fs, name, len);
    if (up >= 0) return (where){W_UP, up, true, false};
    return (where){W_GLOBAL, 0, false, false};
}

/* -- the scan: every name a function body binds -- */

static void scan_target(pyc *c, TSNode t);
static void scan_block(pyc *c, TSNode n);
static void scan_node(pyc *c, TSNode n);

static void bind_name(pyc *c, TSNode id) {
    uint32_t len;
    const char *s = ntext(c, id, &len);
    var *v = find_var(c->fs, s, len);
    if (v == NULL) declare(c, s, len, V_LOCAL);
}

static void scan_target(pyc *c, TSNode t) {
    if (ts_node_is_null(t) || c->depth > MAX_DEPTH * 4) return; /* (the compiler reports the depth) */
    if (is(t, "identifier")) {
        bind_name(c, t);
        return;
    }
    if (is(t, "pattern_list") || is(t, "tuple_pattern") || is(t, "list_pattern") || is(t, "tuple") || is(t, "list") ||
        is(t, "expression_list") || is(t, "list_splat_pattern") || is(t, "list_splat") ||
        is(t, "parenthesized_expression")) {
        uint32_t n = ts_node_named_child_count(t);
        c->depth++;
        for (uint32_t i = 0; i < n; i++) scan_target(c, ts_node_named_child(t, i));
        c->depth--;
    }
}

static void bind_name(pyc *c, TSNode id);

/* the := targets inside a comprehension (not inside a lambda): they bind in the enclosing scope */
static void scan_walrus(pyc *c, TSNode n) {
    if (c->failed || c->depth > MAX_DEPTH) return;
    if (is(n, "lambda")) return;
    if (is(n, "named_expression")) bind_name(c, field(n, "name"));
    c->depth++;
    uint32_t k = ts_node_named_child_count(n);
    for (uint32_t i = 0; i < k; i++) scan_walrus(c, ts_node_named_child(n, i));
    c->depth--;
}

/* the names a match statement's patterns capture (x, *rest, **kw, `as` names; not dotted values,
 * class names, keyword names or mapping keys), then its guards and bodies */
static void scan_pattern(pyc *c, TSNode n) {
    if (ts_node_is_null(n) || c->depth > MAX_DEPTH * 4) return;
    c->depth++;
    if (is(n, "dotted_name")) {
        if (ts_node_named_child_count(n) == 1) bind_name(c, ts_node_named_child(n, 0));
    } else if (is(n, "identifier")) {
        bind_name(c, n); /* as NAME, *NAME, **NAME */
    } else {
        uint32_t k = ts_node_named_child_count(n);
        for (uint32_t i = 0; i < k; i++) {
            TSNode ch = ts_node_named_child(n, i);
            if (i == 0 && (is(n, "class_pattern") || is(n, "keyword_pattern"))) continue; /* the class, the keyword */
            if (is(n, "dict_pattern") && !is(ch, "case_pattern") && !is(ch, "splat_pattern")) continue; /* a key */
            scan_pattern(c, ch);
        }
    }
    c->depth--;
}
static void scan_match(pyc *c, TSNode n) {
    uint32_t k = ts_node_named_child_count(n);
    TSNode body = {0};
    for (uint32_t i = 0; i < k; i++) { /* the subjects (a walrus binds), then the block of cases */
        TSNode ch = ts_node_named_child(n, i);
        if (is(ch, "block")) body = ch;
        else scan_node(c, ch);
    }
    if (ts_node_is_null(body)) return;
    uint32_t nc = ts_node_named_child_count(body);
    for (uint32_t i = 0; i < nc; i++) {
        TSNode cl = ts_node_named_child(body, i);
        if (!is(cl, "case_clause")) continue;
        uint32_t m = ts_node_named_child_count(cl);
        for (uint32_t j = 0; j < m; j++) {
            TSNode x = ts_node_named_child(cl, j);
            if (is(x, "case_pattern")) scan_pattern(c, x);
            else scan_node(c, x); /* the guard (a walrus binds), the body */
        }
    }
}

/* scan a statement or block for bindings (not into nested functions, classes, lambdas) */
static void scan_node(pyc *c, TSNode n) {
    if (ts_node_is_null(n) || c->failed) return;
    if (++c->depth > MAX_DEPTH * 4) {
        c->depth--;
        return;
    }
    const char *t = ts_node_type(n);
    if (strcmp(t, "function_definition") == 0 || strcmp(t, "class_definition") == 0) {
        bind_name(c, field(n, "name"));
    } else if (strcmp(t, "decorated_definition") == 0) {
        scan_node(c, field(n, "definition"));
    } else if (strcmp(t, "assignment") == 0) {
        scan_target(c, field(n, "left"));
        TSNode r = field(n, "right");
        if (!ts_node_is_null(r) && (is(r, "assignment") || is(r, "yield"))) scan_node(c, r); /* x = yield v */
        else if (!ts_node_is_null(r)) scan_walrus(c, r);
    } else if (strcmp(t, "augmented_assignment") == 0) {
        scan_target(c, field(n, "left"));
        TSNode r = field(n, "right");
        if (!ts_node_is_null(r) && is(r, "yield")) scan_node(c, r);
        else if (!ts_node_is_null(r)) scan_walrus(c, r);
    } else if (strcmp(t, "for_statement") == 0) {
        scan_target(c, field(n, "left"));
        scan_node(c, field(n, "body"));
        scan_node(c, field(n, "alternative"));
    } else if (strcmp(t, "global_statement") == 0 || strcmp(t, "nonlocal_statement") == 0) {
        uint32_t k = ts_node_named_child_count(n);
        for (uint32_t i = 0; i < k; i++) {
            TSNode id = ts_node_named_child(n, i);
            uint32_t len;
            const char *s = ntext(c, id, &len);
            declare(c, s, len, t[0] == 'g' ? V_GLOBAL : V_NONLOCAL);
            if (t[0] == 'g') { /* the module has the name too */
                fstate *m = module_of(c->fs);
                fstate *save = c->fs;
                c->fs = m;
                if (find_var(m, s, len) == NULL) declare(c, s, len, V_LOCAL);
                c->fs = save;
            }
        }
    } else if (strcmp(t, "import_statement") == 0 || strcmp(t, "import_from_statement") == 0) {
        uint32_t k = ts_node_named_child_count(n);
        for (uint32_t i = 0; i < k; i++) {
            TSNode x = ts_node_named_child(n, i);
            if (strcmp(t, "import_from_statement") == 0 && i == 0) continue; /* the module name */
            if (is(x, "aliased_import")) bind_name(c, field(x, "alias"));
            else if (is(x, "dotted_name")) bind_name(c, ts_node_named_child(x, 0));
        }
    } else if (strcmp(t, "except_clause") == 0) {
        uint32_t k = ts_node_child_count(n);
        for (uint32_t i = 0; i + 1 < k; i++)
            if (is(ts_node_child(n, i), "as")) scan_target(c, ts_node_child(n, i + 1));
        for (uint32_t i = 0; i < k; i++) {
            TSNode ch = ts_node_child(n, i);
            if (!is(ch, "as_pattern")) continue;
            TSNode alias = field(ch, "alias");
            if (!ts_node_is_null(alias))
                scan_target(c, ts_node_named_child_count(alias) > 0 ? ts_node_named_child(alias, 0) : alias);
        }
        for (uint32_t i = 0; i < ts_node_named_child_count(n); i++) {
            TSNode x = ts_node_named_child(n, i);
            if (is(x, "block")) scan_node(c, x);
        }
    } else if (strcmp(t, "with_statement") == 0) { /* `as` targets and the body */
        TSNode cl = {0};
        for (uint32_t i = 0; i < ts_node_named_child_count(n); i++)
            if (is(ts_node_named_child(n, i), "with_clause")) cl = ts_node_named_child(n, i);
        for (uint32_t i = 0; !ts_node_is_null(cl) && i < ts_node_named_child_count(cl); i++) {
            TSNode v = field(ts_node_named_child(cl, i), "value");
            if (!ts_node_is_null(v) && is(v, "as_pattern")) {
                TSNode a = field(v, "alias");
                if (!ts_node_is_null(a))
                    scan_target(c, ts_node_named_child_count(a) > 0 ? ts_node_named_child(a, 0) : a);
            }
        }
        scan_node(c, field(n, "body"));
    } else if (strcmp(t, "delete_statement") == 0) {
        /* del does not bind */
    } else if (strcmp(t, "match_statement") == 0) {
        scan_match(c, n);
    } else if (strcmp(t, "named_expression") == 0) {
        bind_name(c, field(n, "name"));
    } else if (strcmp(t, "yield") == 0) {
        c->fs->is_generator = true;
        uint32_t k = ts_node_named_child_count(n);
        for (uint32_t i = 0; i < k; i++) scan_node(c, ts_node_named_child(n, i));
    } else if (strcmp(t, "list_comprehension") == 0 || strcmp(t, "dictionary_comprehension") == 0 ||
               strcmp(t, "set_comprehension") == 0 || strcmp(t, "generator_expression") == 0) {
        scan_walrus(c, n); /* own scopes, but a := in them binds in this one */
    } else if (strcmp(t, "lambda") == 0) {
        /* own scope */
    } else {
        uint32_t k = ts_node_named_child_count(n);
        for (uint32_t i = 0; i < k; i++) scan_node(c, ts_node_named_child(n, i));
    }
    c->depth--;
}
static void scan_block(pyc *c, TSNode n) { scan_node(c, n); }

/* give every local a register (after the parameters) and start it <empty> */
static void place_locals(pyc *c) {
    fstate *fs = c->fs;
    for (uint32_t i = 0; i < fs->nvars; i++) {
        var *v = &fs->vars[i];
        if (v->kind != V_LOCAL || v->reg >= 0) continue;
        v->reg = alloc_reg(c, 1);
        ABC(LOADEMPTY, v->reg, 0, 0);
    }
}

/* -- expressions -- */

static void expr(pyc *c, TSNode n, int dst);
static void stmt(pyc *c, TSNode n);
static void block(pyc *c, TSNode n);
static void assign_to(pyc *c, TSNode target, int src);
static void cond_jump(pyc *c, TSNode n, bool jump_if, jumplist *out);

static void jl_add(pyc *c, jumplist *l, uint32_t at) {
    if (!grow(c, (void **)&l->at, &l->cap, l->n + 1, sizeof(uint32_t))) return;
    l->at[l->n++] = at;
}
static void jl_patch_here(pyc *c, jumplist *l) {
    for (uint32_t i = 0; i < l->n; i++) patch_here(c, l->at[i]);
    sx_mem_free(c->vm, l->at, l->cap * sizeof(uint32_t));
    memset(l, 0, sizeof *l);
}

/* load a hidden or built-in global (a %name) */
static void load_global(pyc *c, const char *name, int dst) { ABX(GETGLOBAL, dst, (uint32_t)cstr_const(c, name)); }

/* dst := %name(args in regs) — argument registers are copied into a fresh call window */
static void call_hidden(pyc *c, const char *name, int dst, const int *args, int nargs) {
    int base = alloc_reg(c, 2 + nargs);
    load_global(c, name, base);
    for (int i = 0; i < nargs; i++)
        if (args[i] != base + 2 + i) ABC(MOVE, base + 2 + i, args[i], 0);
    ABC(CALL, base, nargs, 2);
    if (dst != base) ABC(MOVE, dst, base, 0);
    c->fs->free = base;
}

/* a register holding the value of n: a local's own register when n is one, else a new temp */
static int expr_reg(pyc *c, TSNode n) {
    if (is(n, "identifier")) {
        uint32_t len;
        const char *s = ntext(c, n, &len);
        where w = resolve(c, s, len);
        if (w.kind == W_REG && !w.checked) return w.index;
    }
    int r = alloc_reg(c, 1);
    expr(c, n, r);
    return r;
}

/* decode a string literal's text (escapes unless raw); fstring: {{ and }} are single braces */
static bool decode_string(pyc *c, const char *s, uint32_t n, bool raw, bool fstring, sx_strbuf *b) {
    (void)c;
    for (uint32_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (fstring && (ch == '{' || ch == '}') && i + 1 < n && s[i + 1] == (char)ch) {
            sx_strbuf_unit(b, ch);
            i++;
            continue;
        }
        if (ch != '\\' || raw) {
            /* UTF-8 to units */
            uint32_t cp = ch, extra = 0;
            if (ch >= 0xF0) cp = ch & 7, extra = 3;
            else if (ch >= 0xE0) cp = ch & 15, extra = 2;
            else if (ch >= 0xC0) cp = ch & 31, extra = 1;
            for (uint32_t k = 0; k < extra && i + 1 < n; k++) cp = (cp << 6) | ((unsigned char)s[++i] & 63);
            if (cp >= 0x10000) {
                cp -= 0x10000;
                sx_strbuf_unit(b, (uint16_t)(0xD800 + (cp >> 10)));
                sx_strbuf_unit(b, (uint16_t)(0xDC00 + (cp & 0x3FF)));
            } else sx_strbuf_unit(b, (uint16_t)cp);
            continue;
        }
        if (++i >= n) break;
        char e = s[i];
        uint32_t cp;
        switch (e) {
        case 'n': sx_strbuf_unit(b, '\n'); break;
        case 't': sx_strbuf_unit(b, '\t'); break;
        case 'r': sx_strbuf_unit(b, '\r'); break;
        case '0':
        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
        case '6':
        case '7': {
            cp = 0;
            uint32_t k = 0;
            while (k < 3 && i < n && s[i] >= '0' && s[i] <= '7') cp = cp * 8 + (uint32_t)(s[i++] - '0'), k++;
            i--;
            sx_strbuf_unit(b, (uint16_t)cp);
            break;
        }
        case 'a': sx_strbuf_unit(b, 7); break;
        case 'b': sx_strbuf_unit(b, 8); break;
        case 'f': sx_strbuf_unit(b, 12); break;
        case 'v': sx_strbuf_unit(b, 11); break;
        case '\\': sx_strbuf_unit(b, '\\'); break;
        case '\'': sx_strbuf_unit(b, '\''); break;
        case '"': sx_strbuf_unit(b, '"'); break;
        case '\n': break;
        case 'x':
        case 'u':
        case 'U': {
            uint32_t digits = e == 'x' ? 2 : e == 'u' ? 4 : 8;
            cp = 0;
            for (uint32_t k = 0; k < digits; k++) {
                if (i + 1 >= n) return false;
                char h = s[++i];
                int d = h >= '0' && h <= '9'   ? h - '0'
                        : h >= 'a' && h <= 'f' ? h - 'a' + 10
                        : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                               : -1;
                if (d < 0) return false;
                cp = cp * 16 + (uint32_t)d;
            }
            if (cp > 0x10FFFF) return false;
            if (cp >= 0x10000) {
                cp -= 0x10000;
                sx_strbuf_unit(b, (uint16_t)(0xD800 + (cp >> 10)));
                sx_strbuf_unit(b, (uint16_t)(0xDC00 + (cp & 0x3FF)));
            } else sx_strbuf_unit(b, (uint16_t)cp);
            break;
        }
        default: sx_strbuf_unit(b, '\\'); sx_strbuf_unit(b, (unsigned char)e);
        }
    }
    return !b->failed;
}

/* the prefix letters of a string (r, b, f, u in any case) */
static void string_prefix(pyc *c, TSNode str, bool *raw, bool *fstr, bool *bytes) {
    TSNode start = ts_node_child(str, 0);
    uint32_t len;
    const char *s = ntext(c, start, &len);
    *raw = *fstr = *bytes = false;
    for (uint32_t i = 0; i < len && s[i] != '"' && s[i] != '\''; i++) {
        char ch = (char)(s[i] | 32);
        if (ch == 'r') *raw = true;
        if (ch == 'f') *fstr = true;
        if (ch == 'b') *bytes = true;
    }
}

/* an f-string's format spec into register dst: its text, or with nested fields ({x:>{width}})
 * the pieces joined at run time */
static void fstring_spec(pyc *c, TSNode spec, int dst) {
    uint32_t len;
    const char *s = ntext(c, spec, &len);
    uint32_t start = ts_node_start_byte(spec);
    if (len > 0 && s[0] == ':') s++, len--, start++;
    uint32_t nk = ts_node_named_child_count(spec), nested = 0;
    for (uint32_t i = 0; i < nk; i++)
        if (is(ts_node_named_child(spec, i), "format_expression")) nested++;
    if (nested == 0) {
        ABX(LOADK, dst, (uint32_t)str_const(c, s, len));
        return;
    }
    int mark = c->fs->free, first = mark, count = 0;
    uint32_t at = start, end = ts_node_end_byte(spec);
    for (uint32_t i = 0; i < nk && !c->failed; i++) {
        TSNode f = ts_node_named_child(spec, i);
        if (!is(f, "format_expression")) continue;
        int r = alloc_reg(c, 1);
        ABX(LOADK, r, (uint32_t)str_const(c, c->src + at, ts_node_start_byte(f) - at));
        TSNode e = field(f, "expression");
        if (ts_node_is_null(e)) e = ts_node_named_child(f, 0);
        r = alloc_reg(c, 1);
        expr(c, e, r);
        count += 2;
        at = ts_node_end_byte(f);
    }
    int r = alloc_reg(c, 1);
    ABX(LOADK, r, (uint32_t)str_const(c, c->src + at, end - at));
    count++;
    ABC(CONCAT, dst, first, count);
    c->fs->free = mark;
}

/* a string node's parts: constant text pieces and interpolations, appended as registers to parts */
static void string_parts(pyc *c, TSNode str, int *parts, int *nparts, int max) {
    bool raw, fstr, bytes;
    string_prefix(c, str, &raw, &fstr, &bytes);
    if (bytes) {
        fail_at(c, str, "bytes literals are not supported by the secexec Python subset");
        return;
    }
    uint32_t k = ts_node_child_count(str);
    sx_strbuf b;
    sx_strbuf_init(&b, c->vm);
    bool pending = false;
    for (uint32_t i = 0; i < k && !c->failed; i++) {
        TSNode ch = ts_node_child(str, i);
        if (is(ch, "string_content")) {
            uint32_t len;
            const char *s = ntext(c, ch, &len);
            if (!decode_string(c, s, len, raw, fstr, &b)) {
                fail_at(c, ch, "(unicode error) 'unicodeescape' codec can't decode bytes: truncated escape");
                break;
            }
            pending = true;
        } else if (is(ch, "interpolation")) {
            /* f"{x = }": the text up to and after the '=' is printed, then repr(x) unless a
             * conversion or spec says otherwise */
            bool debug_eq = false;
            for (uint32_t j = 1; j + 1 < ts_node_child_count(ch); j++) {
                TSNode q = ts_node_child(ch, j);
                if (ts_node_is_named(q) || !is(q, "=")) continue;
                TSNode after = ts_node_child(ch, j + 1);
                uint32_t from = ts_node_start_byte(ch) + 1, to = ts_node_start_byte(after);
                sx_strbuf_utf8(&b, c->src + from, to - from);
                pending = debug_eq = true;
                break;
            }
            if (pending || b.len > 0) {
                sx_string *piece = sx_strbuf_finish(&b);
                if (piece == NULL) return oom(c);
                if (*nparts >= max) return fail_at(c, str, "too many parts in an f-string");
                int r = alloc_reg(c, 1);
                ABX(LOADK, r, (uint32_t)add_const(c, sx_from_string(piece)));
                parts[(*nparts)++] = r;
                sx_strbuf_init(&b, c->vm);
                pending = false;
            }
            if (*nparts >= max) return fail_at(c, str, "too many parts in an f-string");
            TSNode e = field(ch, "expression"), spec = field(ch, "format_specifier"),
                   conv = field(ch, "type_conversion");
            int r = alloc_reg(c, 1);
            if (ts_node_is_null(spec) && ts_node_is_null(conv) && !debug_eq) {
                expr(c, e, r); /* CONCAT applies str() */
            } else {
                int base = alloc_reg(c, 5);
                load_global(c, "%format", base);
                expr(c, e, base + 2);
                if (!ts_node_is_null(spec)) fstring_spec(c, spec, base + 3);
                else ABC(LOADUNDEF, base + 3, 0, 0);
                if (!ts_node_is_null(conv)) {
                    uint32_t len;
                    const char *s = ntext(c, conv, &len);
                    ABX(LOADI, base + 4, (uint32_t)(unsigned char)s[len - 1]);
                } else if (debug_eq && ts_node_is_null(spec)) ABX(LOADI, base + 4, (uint32_t)'r');
                else ABC(LOADUNDEF, base + 4, 0, 0);
                ABC(CALL, base, 3, 2);
                ABC(MOVE, r, base, 0);
                c->fs->free = r + 1;
            }
            parts[(*nparts)++] = r;
        }
    }
    if (c->failed) {
        sx_strbuf_discard(&b);
        return;
    }
    if (pending || b.len > 0 || *nparts == 0) {
        sx_string *piece = sx_strbuf_finish(&b);
        if (piece == NULL) return oom(c);
        if (*nparts >= max) return fail_at(c, str, "too many parts in an f-string");
        int r = alloc_reg(c, 1);
        ABX(LOADK, r, (uint32_t)add_const(c, sx_from_string(piece)));
        parts[(*nparts)++] = r;
    } else sx_strbuf_discard(&b);
}

/* A plain string literal's constant, interned when short: dict keys and attribute names written
 * as literals are then one string each, so a dict lookup of "x" matches by pointer (and two
 * different interned strings differ without comparing their characters). */
static int interned_literal(pyc *c, uint32_t k) {
    sx_value v = c->fs->consts[k];
    if (!sx_is_string(v) || sx_as_string(v)->len > 64 || sx_as_string(v)->interned) return (int)k;
    sx_string *a = sx_string_intern(c->vm, sx_as_string(v));
    if (a == NULL) return oom(c), (int)k;
    return add_const(c, sx_from_string(a));
}

#define MAX_PARTS 200
static void string_expr(pyc *c, TSNode n, int dst) {
    int parts[MAX_PARTS], nparts = 0;
    int mark = c->fs->free;
    if (is(n, "concatenated_string")) {
        uint32_t k = ts_node_named_child_count(n);
        for (uint32_t i = 0; i < k; i++) string_parts(c, ts_node_named_child(n, i), parts, &nparts, MAX_PARTS);
    } else string_parts(c, n, parts, &nparts, MAX_PARTS);
    if (c->failed) return;
    /* parts are consecutive registers from mark: one CONCAT (or a plain move) */
    bool consecutive = true;
    for (int i = 0; i < nparts; i++) consecutive &= parts[i] == mark + i;
    if (nparts == 1) {
        sx_instr last = c->fs->code[c->fs->ncode - 1];
        if (SX_I_OP(last) == SX_OP_CODE_LOADK && (int)SX_I_A(last) == parts[0])
            ABX(LOADK, dst, (uint32_t)interned_literal(c, SX_I_BX(last)));
        else ABC(CONCAT, dst, parts[0], 1);
    } else if (consecutive) ABC(CONCAT, dst, mark, nparts);
    else fail_at(c, n, "internal: f-string parts");
    c->fs->free = mark;
}

static void number_expr(pyc *c, TSNode n, int dst, bool is_float) {
    uint32_t len;
    const char *s = ntext(c, n, &len);
    char buf[128];
    uint32_t k = 0;
    for (uint32_t i = 0; i < len && k < sizeof buf - 1; i++)
        if (s[i] != '_') buf[k++] = s[i];
    buf[k] = 0;
    if (k > 0 && (buf[k - 1] == 'j' || buf[k - 1] == 'J'))
        return fail_at(c, n, "complex numbers are not supported by the secexec Python subset");
    double d;
    if (!is_float) {
        int base = 10;
        const char *p = buf;
        if (buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X')) base = 16, p += 2;
        else if (buf[0] == '0' && (buf[1] == 'o' || buf[1] == 'O')) base = 8, p += 2;
        else if (buf[0] == '0' && (buf[1] == 'b' || buf[1] == 'B')) base = 2, p += 2;
        d = 0;
        for (; *p; p++) {
            int v = *p >= '0' && *p <= '9' ? *p - '0' : (*p | 32) - 'a' + 10;
            d = d * base + v;
        }
        if (d >= 9007199254740992.0) { /* an int from 2^53 on: the VM's big integer, from the literal's text */
            char lit[128];
            size_t k2 = 0;
            for (const char *q = buf; *q && k2 < sizeof lit - 1; q++)
                lit[k2++] = (char)(*q | (q > buf && (q[-1] == '0') && q == buf + 1 ? 0x20 : 0));
            lit[k2] = 0;
            if (k2 > 2 && lit[0] == '0') lit[1] = (char)(lit[1] | 0x20);
            ABX(LOADBIGINT, dst, (uint32_t)cstr_const(c, lit));
            return;
        }
        if (d >= -32768 && d <= 32767) {
            emit(c, SX_MAKE_ABX(SX_OP_CODE_LOADI, dst, (uint32_t)(int32_t)d));
            return;
        }
        ABX(LOADK, dst, (uint32_t)add_const(c, sx_number(d)));
        return;
    }
    d = strtod(buf, NULL);
    /* a float constant: a boxed float in the constants (made once, shared: floats are immutable) */
    sx_value f = py_float(c->vm, d);
    if (f == SX_EXCEPTION) return oom(c);
    ABX(LOADK, dst, (uint32_t)add_const(c, f));
}

/* CPython 3.11's suggestion for a misspelt name (Python/suggestions.c): the closest visible
 * name by a Levenshtein distance where a case change costs 1 and other edits 2. */
static size_t edit_distance(const char *a, size_t na, const char *b, size_t nb, size_t max) {
    if (na > 40 || nb > 40) return max + 1;
    size_t row[41];
    for (size_t j = 0; j <= nb; j++) row[j] = j * 2;
    for (size_t i = 1; i <= na; i++) {
        size_t prev = row[0], best = row[0] = i * 2;
        for (size_t j = 1; j <= nb; j++) {
            char x = a[i - 1], y = b[j - 1];
            size_t sub = x == y ? 0 : ((x | 32) == (y | 32) && ((x | 32) >= 'a' && (x | 32) <= 'z')) ? 1 : 2;
            size_t v = prev + sub;
            if (row[j] + 2 < v) v = row[j] + 2;
            if (row[j - 1] + 2 < v) v = row[j - 1] + 2;
            prev = row[j];
            row[j] = v;
            if (v < best) best = v;
        }
        if (best > max) return max + 1;
    }
    return row[nb];
}

typedef struct suggest {
    const char *name;
    size_t len, best;
    const char *found;
    size_t found_len;
} suggest;

static void consider(suggest *sg, const char *cand, size_t n) {
    if (n == sg->len && memcmp(cand, sg->name, n) == 0) return;
    if (n > 0 && cand[0] == '%') return;
    size_t max = (n + sg->len + 3) * 2 / 6;
    if (sg->best > 0 && sg->best - 1 < max) max = sg->best - 1;
    size_t d = edit_distance(sg->name, sg->len, cand, n, max);
    if (d > max) return;
    if (sg->found == NULL || d < sg->best) sg->found = cand, sg->found_len = n, sg->best = d;
}

/* the same pick at run time (AttributeError's suggestion, python/chain.c): *best starts at len */
void py_suggest_consider(const char *name, size_t len, const char *cand, size_t n, const char **found,
                         size_t *found_len, size_t *best) {
    suggest sg = {name, len, *best, *found, *found_len};
    consider(&sg, cand, n);
    *found = sg.found, *found_len = sg.found_len, *best = sg.best;
}

/* a name no scope binds and no built-in has: NameError at run time, with CPython's suggestion */
static bool name_error(pyc *c, const char *s, uint32_t len, int dst) {
    sx_string *a = sx_atom_utf8(c->vm, s, len);
    if (a == NULL) return oom(c), true;
    if (sx_object_find(c->vm, c->vm->realm.global, a) != NULL) return false;
    suggest sg = {s, len, len, NULL, 0};
    for (uint32_t i = 0; i < c->fs->nvars; i++)
        if (c->fs->vars[i].kind == V_LOCAL) consider(&sg, c->fs->vars[i].name, c->fs->vars[i].len);
    fstate *m = module_of(c->fs);
    if (m != c->fs)
        for (uint32_t i = 0; i < m->nvars; i++)
            if (m->vars[i].kind == V_LOCAL) consider(&sg, m->vars[i].name, m->vars[i].len);
    sx_object *g = c->vm->realm.global;
    for (uint32_t i = 0; i < g->nprops; i++) {
        sx_string *k = g->props[i].key;
        if (k == NULL || k->wide) continue;
        consider(&sg, (const char *)sx_string_narrow(k), k->len);
    }
    char msg[256];
    if (sg.found)
        snprintf(msg, sizeof msg, "name '%.*s' is not defined. Did you mean: '%.*s'?", (int)len, s, (int)sg.found_len,
                 sg.found);
    else snprintf(msg, sizeof msg, "name '%.*s' is not defined", (int)len, s);
    int r = alloc_reg(c, 1);
    ABX(LOADK, r, (uint32_t)cstr_const(c, msg));
    call_hidden(c, "%nameerror", dst, &r, 1);
    c->fs->free = r;
    return true;
}

static void name_load(pyc *c, TSNode n, int dst) {
    uint32_t len;
    const char *s = ntext(c, n, &len);
    for (int i = c->fs->cbody_n - 1; i >= 0; i--)
        if (c->fs->cbody_lens[i] == len && memcmp(c->fs->cbody_names[i], s, len) == 0) {
            ABC(GETFIELD, dst, c->fs->cbody_cls, str_const(c, s, len));
            return;
        }
    where w = resolve(c, s, len);
    if (w.kind == W_REG) {
        if (w.index != dst) ABC(MOVE, dst, w.index, 0);
    } else if (w.kind == W_UP) ABC(GETUPVAL, dst, w.index, 0);
    else {
        if (!name_error(c, s, len, dst)) ABX(GETGLOBAL, dst, (uint32_t)str_const(c, s, len));
        return;
    }
    if (w.checked) {
        char name[160];
        snprintf(name, sizeof name, "%s%.*s", w.local ? "\x01" : "", (int)(len < 150 ? len : 150), s);
        ABX(CHECKINIT, dst, (uint32_t)cstr_const(c, name));
    }
}

static int binop_of(const char *op) {
    static const struct {
        const char *s;
        int op;
    } t[] = {{"+", PY_OP_ADD},       {"-", PY_OP_SUB},  {"*", PY_OP_MUL},  {"/", PY_OP_TRUEDIV},
             {"//", PY_OP_FLOORDIV}, {"%", PY_OP_MOD},  {"**", PY_OP_POW}, {"&", PY_OP_BAND},
             {"|", PY_OP_BOR},       {"^", PY_OP_BXOR}, {"<<", PY_OP_SHL}, {">>", PY_OP_SHR}};
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++)
        if (strcmp(op, t[i].s) == 0) return t[i].op;
    return -1;
}

/* dst := a <op> b for registers a, b */
static void binop_regs(pyc *c, int op, int dst, int a, int b) {
    static const char *const hidden[PY_OP__COUNT] = {
        [PY_OP_TRUEDIV] = "%truediv", [PY_OP_FLOORDIV] = "%floordiv", [PY_OP_MOD] = "%mod",
        [PY_OP_POW] = "%pow",         [PY_OP_BAND] = "%band",         [PY_OP_BOR] = "%bor",
        [PY_OP_BXOR] = "%bxor",       [PY_OP_SHL] = "%shl",           [PY_OP_SHR] = "%shr"};
    switch (op) {
    case PY_OP_ADD: ABC(ADDX, dst, a, b); return;
    case PY_OP_SUB: ABC(SUBX, dst, a, b); return;
    case PY_OP_MUL: ABC(MULX, dst, a, b); return;
    case PY_OP_MOD: ABC(MODX, dst, a, b); return;
    case PY_OP_FLOORDIV: ABC(IDIVX, dst, a, b); return;
    case PY_OP_BAND: ABC(BANDX, dst, a, b); return;
    case PY_OP_BOR: ABC(BORX, dst, a, b); return;
    case PY_OP_BXOR: ABC(BXORX, dst, a, b); return;
    case PY_OP_SHL: ABC(SHLX, dst, a, b); return;
    case PY_OP_SHR: ABC(SHRX, dst, a, b); return;
    default: {
        int args[2] = {a, b};
        call_hidden(c, hidden[op], dst, args, 2);
    }
    }
}

static void binary_expr(pyc *c, TSNode n, int dst) {
    TSNode l = field(n, "left"), r = field(n, "right"), o = field(n, "operator");
    int op = binop_of(ts_node_type(o));
    bool matmul = op < 0 && is(o, "@"); /* a @ b: __matmul__ (python/classes.c) */
    if (op < 0 && !matmul)
        return fail_at(c, o, "operator '%s' is not supported by the secexec Python subset", ts_node_type(o));
    int mark = c->fs->free;
    int a = expr_reg(c, l);
    int b = expr_reg(c, r);
    set_pos(c, n);
    if (matmul) {
        int args[2] = {a, b};
        call_hidden(c, "%matmul", dst, args, 2);
    } else binop_regs(c, op, dst, a, b);
    c->fs->free = mark;
}

static void truthy(pyc *c, int dst, int src) {
    int args[1] = {src};
    call_hidden(c, "%truthy", dst, args, 1);
}

/* does evaluating n certainly give a bool (a comparison, not, ...)? */
static bool gives_bool(TSNode n) {
    return is(n, "comparison_operator") || is(n, "not_operator") || is(n, "true") || is(n, "false");
}

static int cmp_op(pyc *c, TSNode opn) {
    uint32_t len;
    const char *s = ntext(c, opn, &len);
    (void)len;
    const char *t = ts_node_type(opn);
    (void)s;
    if (strcmp(t, "<") == 0) return 1;
    if (strcmp(t, "<=") == 0) return 2;
    if (strcmp(t, ">") == 0) return 3;
    if (strcmp(t, ">=") == 0) return 4;
    if (strcmp(t, "==") == 0) return 5;
    if (strcmp(t, "!=") == 0) return 6;
    if (strcmp(t, "in") == 0) return 7;
    if (strcmp(t, "not in") == 0) return 8;
    if (strcmp(t, "is") == 0) return 9;
    if (strcmp(t, "is not") == 0) return 10;
    return 0;
}

/* dst := a <cmp> b */
static void compare_regs(pyc *c, int op, int dst, int a, int b) {
    switch (op) {
    case 1: ABC(LT, dst, a, b); break;
    case 2: ABC(LE, dst, a, b); break;
    case 3: ABC(GT, dst, a, b); break;
    case 4: ABC(GE, dst, a, b); break;
    case 5: ABC(EQ, dst, a, b); break;
    case 6: ABC(NE, dst, a, b); break;
    case 7: ABC(IN, dst, a, b); break;
    case 8:
        ABC(IN, dst, a, b);
        ABC(NOT, dst, dst, 0);
        break;
    case 9: ABC(SEQ, dst, a, b); break;
    case 10: ABC(SNE, dst, a, b); break;
    }
}

/* comparison chain a < b < c: each pair, stopping at the first false */
static void compare_expr(pyc *c, TSNode n, int dst) {
    uint32_t k = ts_node_child_count(n);
    TSNode operands[64], ops[64];
    uint32_t no = 0, nops = 0;
    int opcodes[64];
    for (uint32_t i = 0; i < k; i++) {
        TSNode ch = ts_node_child(n, i);
        if (ts_node_is_named(ch)) {
            if (no < 64) operands[no++] = ch;
        } else if (nops < 64) {
            /* "not in" and "is not" may come as two tokens */
            int op = cmp_op(c, ch);
            if ((op == 8 || op == 10) && i + 1 < k && !ts_node_is_named(ts_node_child(n, i + 1)) &&
                strcmp(ts_node_type(ts_node_child(n, i + 1)), ts_node_type(ch)) == 0)
                i++; /* tree-sitter gives both words of "not in" / "is not" that type */
            opcodes[nops] = op;
            ops[nops++] = ch;
        }
    }
    if (no < 2 || nops != no - 1) return fail_at(c, n, "invalid syntax");
    int mark = c->fs->free;
    jumplist done = {0};
    int a = expr_reg(c, operands[0]);
    for (uint32_t i = 0; i < nops; i++) {
        int op = opcodes[i];
        if (op == 0) return fail_at(c, ops[i], "comparison '%s' is not supported", ts_node_type(ops[i]));
        int b = expr_reg(c, operands[i + 1]);
        set_pos(c, n);
        compare_regs(c, op, dst, a, b);
        if (i + 1 < nops) {
            jl_add(c, &done, emit(c, SX_MAKE_ABX(SX_OP_CODE_JMPIFFALSE, dst, 0)));
            a = b;
        }
    }
    jl_patch_here(c, &done);
    c->fs->free = mark;
}

static void bool_expr(pyc *c, TSNode n, int dst) {
    TSNode l = field(n, "left"), r = field(n, "right"), o = field(n, "operator");
    bool is_and = is(o, "and");
    int mark = c->fs->free;
    expr(c, l, dst);
    uint32_t j;
    if (gives_bool(l)) j = emit(c, SX_MAKE_ABX(is_and ? SX_OP_CODE_JMPIFFALSE : SX_OP_CODE_JMPIFTRUE, dst, 0));
    else {
        int t = alloc_reg(c, 1);
        truthy(c, t, dst);
        j = emit(c, SX_MAKE_ABX(is_and ? SX_OP_CODE_JMPIFFALSE : SX_OP_CODE_JMPIFTRUE, t, 0));
    }
    c->fs->free = mark;
    expr(c, r, dst);
    patch_here(c, j);
}

/* calls: f(a, b, k=v, *xs, **kw) */
/* n is the name of a class a class statement of the program bound */
static bool names_class(pyc *c, TSNode n) {
    if (!is(n, "identifier")) return false;
    uint32_t len;
    const char *s = ntext(c, n, &len);
    for (int i = 0; i < c->nclasses; i++)
        if (c->classes[i].len == len && memcmp(c->classes[i].name, s, len) == 0) return true;
    return false;
}

static void call_expr(pyc *c, TSNode n, int dst) {
    TSNode fn = field(n, "function"), args = field(n, "arguments");
    int mark = c->fs->free;
    uint32_t k = is(args, "argument_list") ? ts_node_named_child_count(args) : 1;
    bool has_kw = false, has_star = false;
    for (uint32_t i = 0; i < k && is(args, "argument_list"); i++) {
        TSNode a = ts_node_named_child(args, i);
        if (is(a, "keyword_argument")) has_kw = true;
        if (is(a, "list_splat") || is(a, "dictionary_splat")) has_star = true;
        if (is(a, "comment")) continue;
    }
    /* super().m(...) */
    bool is_super_method = false;
    if (is(fn, "attribute")) {
        TSNode obj = field(fn, "object");
        if (is(obj, "call") && is(field(obj, "function"), "identifier")) {
            uint32_t len;
            const char *s = ntext(c, field(obj, "function"), &len);
            TSNode sargs = field(obj, "arguments");
            if (len == 5 && memcmp(s, "super", 5) == 0 && ts_node_named_child_count(sargs) == 0) is_super_method = true;
        }
    }
    int base = alloc_reg(c, 2);
    int fnreg = base, thisreg = base + 1;
    bool method = false;
    if (has_kw || has_star) {
        load_global(c, has_star ? "%callstar" : "%callkw", base);
        fnreg = alloc_reg(c, 1);
        thisreg = alloc_reg(c, 1);
    }
    if (is_super_method) {
        if (c->fs->class_name == NULL || c->fs->parent == NULL)
            return fail_at(c, fn, "super() is only supported inside a method of a class");
        TSNode attr = field(fn, "attribute");
        uint32_t len;
        const char *an = ntext(c, attr, &len);
        /* the class by its name, then its base, then the method there; self is R[0] */
        where w = resolve(c, c->fs->class_name, c->fs->class_name_len);
        int cr = alloc_reg(c, 1);
        if (w.kind == W_REG) ABC(MOVE, cr, w.index, 0);
        else if (w.kind == W_UP) ABC(GETUPVAL, cr, w.index, 0);
        else ABX(GETGLOBAL, cr, (uint32_t)str_const(c, c->fs->class_name, c->fs->class_name_len));
        int sargs[2] = {cr, c->fs->self_param1 ? 1 : 0}; /* the class and self: self's MRO decides */
        call_hidden(c, "%super", cr, sargs, 2);
        set_pos(c, fn);
        ABC(GETFIELD, fnreg, cr, str_const(c, an, len));
        ABC(MOVE, thisreg, c->fs->self_param1 ? 1 : 0, 0);
        method = true;
        c->fs->free = thisreg + 1;
    } else if (is(fn, "attribute") && names_class(c, field(fn, "object"))) {
        /* Class.method(obj, ...): the function as a value (%bind makes self the first argument) */
        expr(c, fn, fnreg);
        ABC(LOADUNDEF, thisreg, 0, 0);
    } else if (is(fn, "attribute")) {
        TSNode obj = field(fn, "object"), attr = field(fn, "attribute");
        expr(c, obj, thisreg);
        uint32_t len;
        const char *an = ntext(c, attr, &len);
        set_pos(c, fn);
        ABC(GETFIELD, fnreg, thisreg, str_const(c, an, len));
        method = true;
    } else {
        expr(c, fn, fnreg);
        ABC(LOADUNDEF, thisreg, 0, 0);
    }
    int argc = 0;
    if (has_star) {
        /* %callstar(fn, this, list of positional args, dict of keywords) */
        int lst = alloc_reg(c, 1), kw = alloc_reg(c, 1);
        ABC(NEWARRAY, lst, 0, 0);
        {
            int w = alloc_reg(c, 2);
            load_global(c, "%dict", w);
            ABC(CALL, w, 0, 2);
            ABC(MOVE, kw, w, 0);
            c->fs->free = w;
        }
        for (uint32_t i = 0; i < k; i++) {
            TSNode a = ts_node_named_child(args, i);
            if (is(a, "comment")) continue;
            int t = alloc_reg(c, 1);
            if (is(a, "list_splat")) {
                expr(c, ts_node_named_child(a, 0), t);
                ABC(SPREADARRAY, lst, t, 0);
            } else if (is(a, "dictionary_splat") || is(a, "keyword_argument")) {
                /* kw := %dict(**kw, **x) or %dict(**kw, name=value) */
                int w = alloc_reg(c, 6);
                load_global(c, "%dict", w);
                ABC(LOADEMPTY, w + 2, 0, 0);
                ABC(MOVE, w + 3, kw, 0);
                if (is(a, "dictionary_splat")) {
                    ABC(LOADEMPTY, w + 4, 0, 0);
                    expr(c, ts_node_named_child(a, 0), w + 5);
                } else {
                    uint32_t len;
                    const char *kn = ntext(c, field(a, "name"), &len);
                    ABX(LOADK, w + 4, (uint32_t)str_const(c, kn, len));
                    expr(c, field(a, "value"), w + 5);
                }
                ABC(CALL, w, 4, 2);
                ABC(MOVE, kw, w, 0);
            } else {
                expr(c, a, t);
                ABC(APPEND, lst, t, 0);
            }
            c->fs->free = t;
        }
        argc = 2;
    } else {
        for (uint32_t i = 0; i < k; i++) {
            TSNode a = is(args, "argument_list") ? ts_node_named_child(args, i) : args;
            if (is(a, "keyword_argument") || is(a, "comment")) continue;
            int t = alloc_reg(c, 1);
            expr(c, a, t);
            argc++;
        }
        if (has_kw) {
            int kwb = alloc_reg(c, 2);
            load_global(c, "%kwargs", kwb);
            int nkw = 0;
            for (uint32_t i = 0; i < k; i++) {
                TSNode a = ts_node_named_child(args, i);
                if (!is(a, "keyword_argument")) continue;
                int kr = alloc_reg(c, 2);
                uint32_t len;
                const char *kn = ntext(c, field(a, "name"), &len);
                ABX(LOADK, kr, (uint32_t)str_const(c, kn, len));
                expr(c, field(a, "value"), kr + 1);
                nkw++;
            }
            ABC(CALL, kwb, nkw * 2, 2);
            c->fs->free = kwb + 1;
            argc++;
        }
    }
    set_pos(c, n);
    if (has_kw || has_star) ABC(CALL, base, argc + 2, 2);
    else ABC(CALL, base, argc, method ? 0 : 0);
    if (dst != base) ABC(MOVE, dst, base, 0);
    c->fs->free = mark;
}

static bool is_data_attr(pyc *c, const char *s, uint32_t len) {
    for (int i = 0; i < c->ndattrs; i++)
        if (c->dattrs[i].len == len && memcmp(c->dattrs[i].name, s, len) == 0) return true;
    return false;
}

/* the attribute names assignment targets anywhere in the program name (self.x = ..., a.b += ...) */
static void scan_target_attrs(pyc *c, TSNode t, int depth) {
    if (ts_node_is_null(t) || depth > 50) return;
    if (is(t, "attribute")) {
        uint32_t len;
        const char *s = ntext(c, field(t, "attribute"), &len);
        if (!is_data_attr(c, s, len) && c->ndattrs < 256)
            c->dattrs[c->ndattrs].name = s, c->dattrs[c->ndattrs++].len = len;
        return;
    }
    if (is(t, "pattern_list") || is(t, "tuple_pattern") || is(t, "list_pattern") || is(t, "tuple") || is(t, "list") ||
        is(t, "expression_list") || is(t, "parenthesized_expression"))
        for (uint32_t i = 0; i < ts_node_named_child_count(t); i++)
            scan_target_attrs(c, ts_node_named_child(t, i), depth + 1);
}
static void scan_data_attrs(pyc *c, TSNode n, int depth) {
    if (ts_node_is_null(n) || depth > MAX_DEPTH * 4) return;
    if (is(n, "assignment") || is(n, "augmented_assignment") || is(n, "for_statement"))
        scan_target_attrs(c, field(n, "left"), 0);
    uint32_t k = ts_node_named_child_count(n);
    for (uint32_t i = 0; i < k; i++) scan_data_attrs(c, ts_node_named_child(n, i), depth + 1);
}

/* obj.attr as a value: a method read from a class becomes a bound method (or, read from the
 * class itself, a function taking self first). TYPEOF is "method" only for such functions
 * (python/classes.c), so a plain attribute costs two instructions more and no call; a name the
 * program assigns as an attribute somewhere (data, by every likelihood) costs nothing more. */
static void attribute_expr(pyc *c, TSNode n, int dst) {
    int mark = c->fs->free;
    int o = expr_reg(c, field(n, "object"));
    uint32_t len;
    const char *an = ntext(c, field(n, "attribute"), &len);
    set_pos(c, n);
    if (is_data_attr(c, an, len)) {
        ABC(GETFIELD, dst, o, str_const(c, an, len));
        c->fs->free = mark;
        return;
    }
    int v = alloc_reg(c, 1);
    ABC(GETFIELD, v, o, str_const(c, an, len));
    int t = alloc_reg(c, 1);
    ABC(TYPEOF, t, v, 0);
    uint32_t j = emit(c, SX_MAKE_ABX(SX_OP_CODE_JMPIFFALSE, t, 0));
    int args[2] = {o, v};
    call_hidden(c, "%bind", v, args, 2);
    patch_here(c, j);
    ABC(MOVE, dst, v, 0);
    c->fs->free = mark;
}

/* the parts of a slice a:b:c (absent parts: None) into three consecutive registers */
static void slice_parts(pyc *c, TSNode s, int r) {
    TSNode parts[3];
    bool have[3] = {false, false, false};
    int idx = 0;
    uint32_t k = ts_node_child_count(s);
    for (uint32_t i = 0; i < k; i++) {
        TSNode ch = ts_node_child(s, i);
        if (!ts_node_is_named(ch)) {
            if (is(ch, ":")) idx++;
            continue;
        }
        if (idx < 3) parts[idx] = ch, have[idx] = true;
    }
    for (int i = 0; i < 3; i++) {
        if (have[i]) expr(c, parts[i], r + i);
        else ABC(LOADNULL, r + i, 0, 0);
    }
}

/* child i of a subscript node is one of its subscripts (the named children after the value:
 * tree-sitter's field names do not mark each of a[x, y]'s) */
static bool is_subscript_child(TSNode n, TSNode value, uint32_t i) {
    TSNode ch = ts_node_child(n, i);
    if (!ts_node_is_named(ch) || is(ch, "comment") || ts_node_eq(ch, value)) return false;
    return ts_node_start_byte(ch) > ts_node_start_byte(value);
}

static void subscript_expr(pyc *c, TSNode n, int dst) {
    int mark = c->fs->free;
    TSNode v = field(n, "value");
    uint32_t nsub = 0;
    TSNode sub = {0};
    for (uint32_t i = 0; i < ts_node_child_count(n); i++) {
        if (is_subscript_child(n, v, i)) {
            if (nsub == 0) sub = ts_node_child(n, i);
            nsub++;
        }
    }
    if (nsub != 1) {
        /* a[1, 2]: a tuple key */
        int o = expr_reg(c, v);
        int t = alloc_reg(c, 1);
        ABC(NEWARRAY, t, nsub, 0);
        for (uint32_t i = 0; i < ts_node_child_count(n); i++) {
            if (!is_subscript_child(n, v, i)) continue;
            int e = alloc_reg(c, 1);
            expr(c, ts_node_child(n, i), e);
            ABC(APPEND, t, e, 0);
            c->fs->free = e;
        }
        call_hidden(c, "%tuple", t, &t, 1);
        set_pos(c, n);
        ABC(GETINDEX, dst, o, t);
        c->fs->free = mark;
        return;
    }
    if (is(sub, "slice")) {
        int base = alloc_reg(c, 6);
        load_global(c, "%slice", base);
        expr(c, v, base + 2);
        slice_parts(c, sub, base + 3);
        set_pos(c, n);
        ABC(CALL, base, 4, 2);
        if (dst != base) ABC(MOVE, dst, base, 0);
        c->fs->free = mark;
        return;
    }
    int o = expr_reg(c, v);
    int k = expr_reg(c, sub);
    set_pos(c, n);
    ABC(GETINDEX, dst, o, k);
    c->fs->free = mark;
}

static void sequence_expr(pyc *c, TSNode n, int dst, bool tuple) {
    uint32_t k = ts_node_named_child_count(n);
    int mark = c->fs->free;
    int t = alloc_reg(c, 1);
    ABC(NEWARRAY, t, k, 0);
    for (uint32_t i = 0; i < k; i++) {
        TSNode e = ts_node_named_child(n, i);
        if (is(e, "comment")) continue;
        int r = alloc_reg(c, 1);
        if (is(e, "list_splat")) {
            expr(c, ts_node_named_child(e, 0), r);
            ABC(SPREADARRAY, t, r, 0);
        } else {
            expr(c, e, r);
            ABC(APPEND, t, r, 0);
        }
        c->fs->free = r;
    }
    if (tuple) call_hidden(c, "%tuple", t, &t, 1);
    if (dst != t) ABC(MOVE, dst, t, 0);
    c->fs->free = mark;
}

static void dict_expr(pyc *c, TSNode n, int dst) {
    uint32_t k = ts_node_named_child_count(n);
    int mark = c->fs->free;
    int base = alloc_reg(c, 2);
    load_global(c, "%dict", base);
    int argc = 0;
    for (uint32_t i = 0; i < k; i++) {
        TSNode p = ts_node_named_child(n, i);
        if (is(p, "comment")) continue;
        int r = alloc_reg(c, 2);
        if (is(p, "dictionary_splat")) {
            ABC(LOADEMPTY, r, 0, 0);
            expr(c, ts_node_named_child(p, 0), r + 1);
        } else {
            expr(c, field(p, "key"), r);
            expr(c, field(p, "value"), r + 1);
        }
        argc += 2;
    }
    set_pos(c, n);
    ABC(CALL, base, argc, 2);
    if (dst != base) ABC(MOVE, dst, base, 0);
    c->fs->free = mark;
}

static void set_expr(pyc *c, TSNode n, int dst) {
    uint32_t k = ts_node_named_child_count(n);
    int mark = c->fs->free;
    int base = alloc_reg(c, 2);
    load_global(c, "%set", base);
    int argc = 0;
    for (uint32_t i = 0; i < k; i++)
        if (is(ts_node_named_child(n, i), "list_splat")) { /* {*a, *b}: the elements as a list, spread */
            int l = alloc_reg(c, 1);
            sequence_expr(c, n, l, false);
            ABC(CALL, base, 1, 3);
            if (dst != base) ABC(MOVE, dst, base, 0);
            c->fs->free = mark;
            return;
        }
    for (uint32_t i = 0; i < k; i++) {
        TSNode e = ts_node_named_child(n, i);
        if (is(e, "comment")) continue;
        int r = alloc_reg(c, 1);
        expr(c, e, r);
        argc++;
    }
    ABC(CALL, base, argc, 2);
    if (dst != base) ABC(MOVE, dst, base, 0);
    c->fs->free = mark;
}

static void conditional_expr(pyc *c, TSNode n, int dst) {
    TSNode a = ts_node_named_child(n, 0), cond = ts_node_named_child(n, 1), b = ts_node_named_child(n, 2);
    jumplist f = {0};
    cond_jump(c, cond, false, &f);
    expr(c, a, dst);
    uint32_t j = emit_jump(c, SX_OP_CODE_JMP, 0);
    jl_patch_here(c, &f);
    expr(c, b, dst);
    patch_here(c, j);
}

/* jump (into out) when the truth of n equals jump_if */
static void cond_jump_in(pyc *c, TSNode n, bool jump_if, jumplist *out);

static void cond_jump(pyc *c, TSNode n, bool jump_if, jumplist *out) {
    if (c->failed) return;
    if (++c->depth > MAX_DEPTH) {
        fail_at(c, n, "too many nested parentheses");
        c->depth--;
        return;
    }
    cond_jump_in(c, n, jump_if, out);
    c->depth--;
}

static void cond_jump_in(pyc *c, TSNode n, bool jump_if, jumplist *out) {
    int mark = c->fs->free;
    if (is(n, "parenthesized_expression") && ts_node_named_child_count(n) == 1) {
        cond_jump(c, ts_node_named_child(n, 0), jump_if, out);
        return;
    }
    if (is(n, "not_operator")) {
        cond_jump(c, field(n, "argument"), !jump_if, out);
        return;
    }
    if (is(n, "boolean_operator")) {
        bool is_and = is(field(n, "operator"), "and");
        if (is_and != jump_if) { /* and, jump if false: either false jumps */
            cond_jump(c, field(n, "left"), jump_if, out);
            cond_jump(c, field(n, "right"), jump_if, out);
        } else {
            jumplist skip = {0};
            cond_jump(c, field(n, "left"), !jump_if, &skip);
            cond_jump(c, field(n, "right"), jump_if, out);
            jl_patch_here(c, &skip);
        }
        return;
    }
    int r = alloc_reg(c, 1);
    if (is(n, "comparison_operator")) {
        /* a simple a < b between numbers: one compare-and-jump */
        uint32_t k = ts_node_child_count(n);
        if (k == 3) {
            int op = cmp_op(c, ts_node_child(n, 1));
            if (op >= 1 && op <= 4) {
                int a = expr_reg(c, ts_node_child(n, 0));
                int b = expr_reg(c, ts_node_child(n, 2));
                set_pos(c, n);
                static const int ops[] = {0, SX_OP_CODE_JLT, SX_OP_CODE_JLE, SX_OP_CODE_JGT, SX_OP_CODE_JGE};
                emit(c, SX_MAKE_ABC(ops[op], a, b, jump_if ? 1 : 0));
                jl_add(c, out, emit_jump(c, SX_OP_CODE_JMP, 0));
                c->fs->free = mark;
                return;
            }
        }
        expr(c, n, r);
    } else {
        expr(c, n, r);
        if (!gives_bool(n) && !is(n, "comparison_operator")) truthy(c, r, r);
    }
    jl_add(c, out, emit(c, SX_MAKE_ABX(jump_if ? SX_OP_CODE_JMPIFTRUE : SX_OP_CODE_JMPIFFALSE, r, 0)));
    c->fs->free = mark;
}

static void function_body(pyc *c, TSNode n, TSNode params, TSNode body, const char *name, uint32_t name_len,
                          bool method, bool lambda, int dst);

void py_comprehension(pyc *c, TSNode n, int dst, int kind);
void py_genexp(pyc *c, TSNode n, int dst);
static sx_proto *finish_proto(pyc *c, fstate *fs, const char *name, uint32_t name_len, uint16_t nparams,
                              uint16_t flags);
static void free_fs(pyc *c, fstate *fs);

/* Hand every value of the iterator in register it (a second register after it is scratch) to
 * this generator's caller, then put the iterator's return value (a generator's) into dst. */
static void delegate(pyc *c, TSNode n, int it, int dst) {
    int x = alloc_reg(c, 1);
    uint32_t top = here(c);
    uint32_t next = emit(c, SX_MAKE_ABC(SX_OP_CODE_ITERNEXT, x, it, 0));
    set_pos(c, n);
    ABC(YIELD, x, x, 0);
    jump_back(c, top);
    if (!c->failed) {
        int32_t off = (int32_t)here(c) - (int32_t)(next + 1);
        c->fs->code[next] = SX_MAKE_ABC(SX_OP_CODE_ITERNEXT, x, it, (uint16_t)(int16_t)off);
    }
    call_hidden(c, "%genvalue", dst, &it, 1);
}

/* yield v / yield / yield from it (a loop yielding each value) */
static void yield_expr(pyc *c, TSNode n, int dst) {
    if (c->fs->is_module || !c->fs->is_generator) return fail_at(c, n, "'yield' outside function");
    if (c->fs->is_async)
        return fail_at(c, n, "asynchronous generators are not supported by the secexec Python subset yet");
    int mark = c->fs->free;
    bool from = false;
    for (uint32_t i = 0; i < ts_node_child_count(n); i++)
        if (is(ts_node_child(n, i), "from")) from = true;
    TSNode v = ts_node_named_child_count(n) > 0 ? ts_node_named_child(n, 0) : (TSNode){0};
    if (from) {
        int it = alloc_reg(c, 2);
        expr(c, v, it + 1);
        ABC(GETITER, it, it + 1, 0);
        delegate(c, n, it, dst);
    } else {
        int r = alloc_reg(c, 1);
        if (ts_node_is_null(v)) ABC(LOADNULL, r, 0, 0);
        else expr(c, v, r);
        set_pos(c, n);
        ABC(YIELD, dst, r, 0);
    }
    c->fs->free = mark;
}

/* await x: the awaitable's iterator (%await: a coroutine itself, or x.__await__()) delegated to,
 * as `yield from` does; asyncio's loop (python/aio.c) receives what it yields */
static void await_expr(pyc *c, TSNode n, int dst) {
    if (c->fs->is_module || !c->fs->is_async)
        return fail_at(
            c, n, c->fs->is_module || c->fs->is_class ? "'await' outside function" : "'await' outside async function");
    int mark = c->fs->free;
    int it = alloc_reg(c, 2);
    expr(c, ts_node_named_child(n, 0), it + 1);
    set_pos(c, n);
    call_hidden(c, "%await", it, (int[]){it + 1}, 1);
    delegate(c, n, it, dst);
    c->fs->free = mark;
}

static void expr(pyc *c, TSNode n, int dst) {
    if (c->failed) return;
    if (++c->depth > MAX_DEPTH) {
        fail_at(c, n, "too many nested parentheses");
        c->depth--;
        return;
    }
    uint32_t save_line = c->line, save_cols = c->cols;
    set_pos(c, n);
    const char *t = ts_node_type(n);
    if (strcmp(t, "identifier") == 0) name_load(c, n, dst);
    else if (strcmp(t, "integer") == 0) number_expr(c, n, dst, false);
    else if (strcmp(t, "float") == 0) number_expr(c, n, dst, true);
    else if (strcmp(t, "string") == 0 || strcmp(t, "concatenated_string") == 0) string_expr(c, n, dst);
    else if (strcmp(t, "true") == 0) ABC(LOADTRUE, dst, 0, 0);
    else if (strcmp(t, "false") == 0) ABC(LOADFALSE, dst, 0, 0);
    else if (strcmp(t, "none") == 0) ABC(LOADNULL, dst, 0, 0);
    else if (strcmp(t, "binary_operator") == 0) binary_expr(c, n, dst);
    else if (strcmp(t, "comparison_operator") == 0) compare_expr(c, n, dst);
    else if (strcmp(t, "boolean_operator") == 0) bool_expr(c, n, dst);
    else if (strcmp(t, "not_operator") == 0) {
        TSNode a = field(n, "argument");
        expr(c, a, dst);
        if (!gives_bool(a)) truthy(c, dst, dst);
        set_pos(c, n);
        ABC(NOT, dst, dst, 0);
    } else if (strcmp(t, "unary_operator") == 0) {
        TSNode a = field(n, "argument"), o = field(n, "operator");
        int mark = c->fs->free;
        int r = expr_reg(c, a);
        set_pos(c, n);
        if (is(o, "-")) ABC(NEG, dst, r, 0);
        else if (is(o, "~")) ABC(BNOT, dst, r, 0);
        else ABC(TONUMBER, dst, r, 0);
        c->fs->free = mark;
    } else if (strcmp(t, "parenthesized_expression") == 0) {
        TSNode inner = ts_node_named_child(n, 0);
        uint32_t k = ts_node_named_child_count(n);
        for (uint32_t i = 0; i < k; i++)
            if (!is(ts_node_named_child(n, i), "comment")) {
                inner = ts_node_named_child(n, i);
                break;
            }
        expr(c, inner, dst);
    } else if (strcmp(t, "call") == 0) call_expr(c, n, dst);
    else if (strcmp(t, "attribute") == 0) attribute_expr(c, n, dst);
    else if (strcmp(t, "subscript") == 0) subscript_expr(c, n, dst);
    else if (strcmp(t, "list") == 0) sequence_expr(c, n, dst, false);
    else if (strcmp(t, "tuple") == 0 || strcmp(t, "expression_list") == 0 || strcmp(t, "pattern_list") == 0)
        sequence_expr(c, n, dst, true);
    else if (strcmp(t, "dictionary") == 0) dict_expr(c, n, dst);
    else if (strcmp(t, "set") == 0) set_expr(c, n, dst);
    else if (strcmp(t, "conditional_expression") == 0) conditional_expr(c, n, dst);
    else if (strcmp(t, "lambda") == 0)
        function_body(c, n, field(n, "parameters"), field(n, "body"), "<lambda>", 8, false, true, dst);
    else if (strcmp(t, "list_comprehension") == 0) py_comprehension(c, n, dst, 0);
    else if (strcmp(t, "set_comprehension") == 0) py_comprehension(c, n, dst, 1);
    else if (strcmp(t, "dictionary_comprehension") == 0) py_comprehension(c, n, dst, 2);
    else if (strcmp(t, "generator_expression") == 0) py_genexp(c, n, dst);
    else if (strcmp(t, "named_expression") == 0) {
        expr(c, field(n, "value"), dst);
        assign_to(c, field(n, "name"), dst);
    } else if (strcmp(t, "keyword_argument") == 0) fail_at(c, n, "invalid syntax");
    else if (strcmp(t, "yield") == 0) yield_expr(c, n, dst);
    else if (strcmp(t, "await") == 0) await_expr(c, n, dst);
    else if (strcmp(t, "ellipsis") == 0) ABC(LOADNULL, dst, 0, 0);
    else fail_at(c, n, "'%s' is not supported by the secexec Python subset", t);
    c->line = save_line, c->cols = save_cols;
    c->depth--;
}

/* -- comprehensions: [e for x in xs if c], compiled inline with their targets in fresh registers -- */

static void comp_loops(pyc *c, TSNode n, uint32_t clause, int acc, int kind);

/* The finished child function p becomes a constant of the current function and a CLOSURE of it
 * into register dst (at n's position). False when p is NULL or out of memory. */
static bool emit_closure(pyc *c, sx_proto *p, TSNode n, int dst) {
    fstate *parent = c->fs;
    if (p == NULL) return false;
    if (!grow(c, (void **)&parent->protos, &parent->capprotos, parent->nprotos + 1, sizeof(sx_proto *))) return false;
    parent->protos[parent->nprotos] = p;
    set_pos(c, n);
    ABX(CLOSURE, dst, parent->nprotos);
    parent->nprotos++;
    return true;
}

static void bind_comp_targets(pyc *c, TSNode t) {
    if (c->failed || c->depth > MAX_DEPTH) return fail_at(c, t, "too many nested parentheses");
    if (is(t, "identifier")) {
        uint32_t len;
        const char *s = ntext(c, t, &len);
        fstate *fs = c->fs;
        if (!grow(c, (void **)&fs->vars, &fs->capvars, fs->nvars + 1, sizeof(var))) return;
        var *v = &fs->vars[fs->nvars++];
        v->name = s, v->len = len, v->kind = V_LOCAL, v->param = true, v->reg = alloc_reg(c, 1);
        return;
    }
    uint32_t k = ts_node_named_child_count(t);
    c->depth++;
    for (uint32_t i = 0; i < k; i++) bind_comp_targets(c, ts_node_named_child(t, i));
    c->depth--;
}

void py_comprehension(pyc *c, TSNode n, int dst, int kind) {
    int mark = c->fs->free;
    uint32_t vmark = c->fs->nvars;
    int acc = alloc_reg(c, 1);
    if (kind == 0) ABC(NEWARRAY, acc, 0, 0);
    else {
        int base = alloc_reg(c, 2);
        load_global(c, kind == 1 ? "%set" : "%dict", base);
        ABC(CALL, base, 0, 2);
        ABC(MOVE, acc, base, 0);
        c->fs->free = acc + 1;
    }
    /* the first for_in_clause */
    uint32_t k = ts_node_named_child_count(n);
    uint32_t first = 1;
    while (first < k && !is(ts_node_named_child(n, first), "for_in_clause")) first++;
    comp_loops(c, n, first, acc, kind);
    c->fs->nvars = vmark;
    if (dst != acc) ABC(MOVE, dst, acc, 0);
    c->fs->free = mark;
}

/* (e for x in xs if c): as CPython, a generator function of one parameter (the first iterable's
 * iterator, taken at once in the enclosing scope) called right away; the rest runs lazily. */
void py_genexp(pyc *c, TSNode n, int dst) {
    uint32_t k = ts_node_named_child_count(n);
    uint32_t first = 1;
    while (first < k && !is(ts_node_named_child(n, first), "for_in_clause")) first++;
    if (first >= k) return fail_at(c, n, "invalid syntax");
    fstate *parent = c->fs;
    int base = alloc_reg(c, 3);
    expr(c, field(ts_node_named_child(n, first), "right"), base + 2);
    ABC(GETITER, base + 2, base + 2, 0);
    fstate fs;
    memset(&fs, 0, sizeof fs);
    fs.parent = parent;
    fs.free = 2; /* R[0] this, R[1] the iterator */
    fs.maxreg = 2;
    fs.class_name = parent->is_class ? NULL : parent->class_name;
    fs.class_name_len = parent->class_name_len;
    fs.is_generator = true;
    c->fs = &fs;
    uint32_t save_line = c->line, save_cols = c->cols;
    place_locals(c);
    int g = alloc_reg(c, 1);
    ABC(GENSTART, g, 0, 0);
    c->fs->free = g;
    comp_loops(c, n, first, 1, 3);
    int r = alloc_reg(c, 1);
    ABC(LOADNULL, r, 0, 0);
    ABC(RETURN, r, 0, 0);
    sx_proto *p = finish_proto(c, &fs, "<genexpr>", 9, 1, SX_PROTO_GENERATOR);
    c->fs = parent;
    free_fs(c, &fs);
    c->line = save_line, c->cols = save_cols;
    if (!emit_closure(c, p, n, base)) return;
    ABC(CALL, base, 1, 2);
    if (dst != base) ABC(MOVE, dst, base, 0);
    parent->free = base;
}

static void comp_loops(pyc *c, TSNode n, uint32_t clause, int acc, int kind) {
    uint32_t k = ts_node_named_child_count(n);
    if (c->failed) return;
    if (clause >= k) {
        TSNode body = field(n, "body");
        int mark = c->fs->free;
        if (kind == 2) {
            int r = alloc_reg(c, 2);
            expr(c, field(body, "key"), r);
            expr(c, field(body, "value"), r + 1);
            ABC(SETINDEX, acc, r, r + 1);
        } else if (kind == 3) { /* a generator expression's body: yield it */
            int r = alloc_reg(c, 2);
            expr(c, body, r);
            set_pos(c, body);
            ABC(YIELD, r + 1, r, 0);
        } else if (kind == 1) {
            int base = alloc_reg(c, 3);
            ABC(GETFIELD, base, acc, cstr_const(c, "add"));
            ABC(MOVE, base + 1, acc, 0);
            expr(c, body, base + 2);
            ABC(CALL, base, 1, 0);
        } else {
            int r = alloc_reg(c, 1);
            expr(c, body, r);
            ABC(APPEND, acc, r, 0);
        }
        c->fs->free = mark;
        return;
    }
    TSNode cl = ts_node_named_child(n, clause);
    if (is(cl, "if_clause")) {
        jumplist skip = {0};
        cond_jump(c, ts_node_named_child(cl, 0), false, &skip);
        comp_loops(c, n, clause + 1, acc, kind);
        jl_patch_here(c, &skip);
        return;
    }
    if (!is(cl, "for_in_clause")) {
        comp_loops(c, n, clause + 1, acc, kind);
        return;
    }
    int mark = c->fs->free;
    int it = alloc_reg(c, 2);
    if (kind == 3 && acc > 0) { /* a generator expression's first iterator: its parameter */
        ABC(MOVE, it, acc, 0);
        acc = -1;
    } else {
        expr(c, field(cl, "right"), it + 1); /* the iterable is read in the enclosing scope's names */
        ABC(GETITER, it, it + 1, 0);
    }
    bind_comp_targets(c, field(cl, "left"));
    int v = alloc_reg(c, 1);
    uint32_t top = here(c);
    uint32_t next = emit(c, SX_MAKE_ABC(SX_OP_CODE_ITERNEXT, v, it, 0));
    assign_to(c, field(cl, "left"), v);
    comp_loops(c, n, clause + 1, acc, kind);
    jump_back(c, top);
    /* ITERNEXT's sC jumps to the loop's end */
    if (!c->failed) {
        int32_t off = (int32_t)here(c) - (int32_t)(next + 1);
        c->fs->code[next] = SX_MAKE_ABC(SX_OP_CODE_ITERNEXT, v, it, (uint16_t)(int16_t)off);
    }
    c->fs->free = mark;
}

/* -- assignment -- */

static void assign_to_in(pyc *c, TSNode t, int src);

/* targets nest ((a, (b, c)) = ...): bounded like expressions */
static void assign_to(pyc *c, TSNode t, int src) {
    if (c->failed) return;
    if (++c->depth > MAX_DEPTH) {
        fail_at(c, t, "too many nested parentheses");
        c->depth--;
        return;
    }
    assign_to_in(c, t, src);
    c->depth--;
}

static void assign_to_in(pyc *c, TSNode t, int src) {
    if (c->failed) return;
    const char *ty = ts_node_type(t);
    if (strcmp(ty, "identifier") == 0) {
        uint32_t len;
        const char *s = ntext(c, t, &len);
        where w = resolve(c, s, len);
        if (w.kind == W_REG) {
            if (w.index != src) ABC(MOVE, w.index, src, 0);
        } else if (w.kind == W_UP) ABC(SETUPVAL, src, w.index, 0);
        else fail_at(c, t, "cannot assign to '%.*s' here", (int)len, s);
        return;
    }
    if (strcmp(ty, "attribute") == 0) {
        int mark = c->fs->free;
        int o = expr_reg(c, field(t, "object"));
        uint32_t len;
        const char *an = ntext(c, field(t, "attribute"), &len);
        set_pos(c, t);
        ABC(SETFIELD, o, str_const(c, an, len), src);
        c->fs->free = mark;
        return;
    }
    if (strcmp(ty, "subscript") == 0) {
        int mark = c->fs->free;
        TSNode sub = field(t, "subscript");
        if (is(sub, "slice")) {
            int base = alloc_reg(c, 7);
            load_global(c, "%setslice", base);
            expr(c, field(t, "value"), base + 2);
            slice_parts(c, sub, base + 3);
            ABC(MOVE, base + 6, src, 0);
            set_pos(c, t);
            ABC(CALL, base, 5, 2);
            c->fs->free = mark;
            return;
        }
        int o = expr_reg(c, field(t, "value"));
        int k = expr_reg(c, sub);
        set_pos(c, t);
        ABC(SETINDEX, o, k, src);
        c->fs->free = mark;
        return;
    }
    if (strcmp(ty, "pattern_list") == 0 || strcmp(ty, "tuple_pattern") == 0 || strcmp(ty, "list_pattern") == 0 ||
        strcmp(ty, "tuple") == 0 || strcmp(ty, "list") == 0 || strcmp(ty, "expression_list") == 0 ||
        strcmp(ty, "parenthesized_expression") == 0) {
        uint32_t k = ts_node_named_child_count(t);
        if (strcmp(ty, "parenthesized_expression") == 0 && k == 1) {
            assign_to(c, ts_node_named_child(t, 0), src);
            return;
        }
        int mark = c->fs->free;
        int star = -1;
        for (uint32_t i = 0; i < k; i++) {
            TSNode e = ts_node_named_child(t, i);
            if ((is(e, "list_splat_pattern") || is(e, "list_splat")) && star >= 0)
                return fail_at(c, t, "multiple starred expressions in assignment");
            if (is(e, "list_splat_pattern") || is(e, "list_splat")) star = (int)i;
        }
        int base = alloc_reg(c, 5);
        load_global(c, "%unpack", base);
        ABC(MOVE, base + 2, src, 0);
        emit(c, SX_MAKE_ABX(SX_OP_CODE_LOADI, base + 3, (uint32_t)k));
        emit(c, SX_MAKE_ABX(SX_OP_CODE_LOADI, base + 4, (uint32_t)(int32_t)star));
        set_pos(c, t);
        ABC(CALL, base, 3, 2);
        int e = alloc_reg(c, 2);
        for (uint32_t i = 0; i < k; i++) {
            emit(c, SX_MAKE_ABX(SX_OP_CODE_LOADI, e + 1, i));
            ABC(GETINDEX, e, base, e + 1);
            TSNode target = ts_node_named_child(t, i);
            if (is(target, "list_splat_pattern") || is(target, "list_splat")) target = ts_node_named_child(target, 0);
            assign_to(c, target, e);
        }
        c->fs->free = mark;
        return;
    }
    fail_at(c, t, "cannot assign to %s", ty);
}

/* -- statements -- */

static void assignment_stmt(pyc *c, TSNode n) {
    TSNode left = field(n, "left"), right = field(n, "right");
    if (ts_node_is_null(right)) return; /* x: int (an annotation alone) */
    int mark = c->fs->free;
    /* a = b = v: the value once, then every target left to right */
    TSNode targets[32];
    int nt = 0;
    targets[nt++] = left;
    while (is(right, "assignment") && nt < 32) {
        targets[nt++] = field(right, "left");
        right = field(right, "right");
    }
    /* x = v for a local x: straight into its register */
    if (nt == 1 && is(left, "identifier")) {
        uint32_t len;
        const char *s = ntext(c, left, &len);
        where w = resolve(c, s, len);
        if (w.kind == W_REG) {
            expr(c, right, w.index);
            return;
        }
    }
    int r = alloc_reg(c, 1);
    expr(c, right, r);
    for (int i = 0; i < nt; i++) assign_to(c, targets[i], r);
    c->fs->free = mark;
}

static void augmented_stmt(pyc *c, TSNode n) {
    TSNode left = field(n, "left"), right = field(n, "right"), o = field(n, "operator");
    char op[4] = {0};
    uint32_t len;
    const char *os = ntext(c, o, &len);
    if (len < 2 || len > 3) return fail_at(c, o, "invalid syntax");
    memcpy(op, os, len - 1);
    int bop = binop_of(op);
    if (bop < 0) return fail_at(c, o, "operator '%s' is not supported", os);
    int mark = c->fs->free;
    if (is(left, "identifier")) {
        int cur = alloc_reg(c, 1);
        expr(c, left, cur);
        int rv = expr_reg(c, right);
        set_pos(c, n);
        binop_regs(c, bop, cur, cur, rv);
        assign_to(c, left, cur);
    } else if (is(left, "attribute")) {
        int o2 = expr_reg(c, field(left, "object"));
        uint32_t al;
        const char *an = ntext(c, field(left, "attribute"), &al);
        int k = str_const(c, an, al);
        int cur = alloc_reg(c, 1);
        set_pos(c, left);
        ABC(GETFIELD, cur, o2, k);
        int rv = expr_reg(c, right);
        set_pos(c, n);
        binop_regs(c, bop, cur, cur, rv);
        ABC(SETFIELD, o2, k, cur);
    } else if (is(left, "subscript")) {
        int o2 = expr_reg(c, field(left, "value"));
        int k = expr_reg(c, field(left, "subscript"));
        int cur = alloc_reg(c, 1);
        set_pos(c, left);
        ABC(GETINDEX, cur, o2, k);
        int rv = expr_reg(c, right);
        set_pos(c, n);
        binop_regs(c, bop, cur, cur, rv);
        ABC(SETINDEX, o2, k, cur);
    } else fail_at(c, left, "'%s' is an illegal expression for augmented assignment", ts_node_type(left));
    c->fs->free = mark;
}

static void if_stmt(pyc *c, TSNode n) {
    jumplist f = {0}, end = {0};
    cond_jump(c, field(n, "condition"), false, &f);
    block(c, field(n, "consequence"));
    uint32_t k = ts_node_named_child_count(n);
    for (uint32_t i = 0; i < k; i++) {
        TSNode a = ts_node_named_child(n, i);
        if (is(a, "elif_clause")) {
            jl_add(c, &end, emit_jump(c, SX_OP_CODE_JMP, 0));
            jl_patch_here(c, &f);
            cond_jump(c, field(a, "condition"), false, &f);
            block(c, field(a, "consequence"));
        } else if (is(a, "else_clause")) {
            jl_add(c, &end, emit_jump(c, SX_OP_CODE_JMP, 0));
            jl_patch_here(c, &f);
            block(c, field(a, "body"));
        }
    }
    jl_patch_here(c, &f);
    jl_patch_here(c, &end);
}

static void loop_begin(pyc *c, loop *l, uint32_t cont) {
    memset(l, 0, sizeof *l);
    l->cont = cont;
    l->trydepth = c->fs->trydepth;
    l->nfin = c->fs->nfin;
    l->outer = c->fs->loops;
    c->fs->loops = l;
}

static void while_stmt(pyc *c, TSNode n) {
    uint32_t top = here(c);
    jumplist f = {0};
    cond_jump(c, field(n, "condition"), false, &f);
    loop l;
    loop_begin(c, &l, top);
    block(c, field(n, "body"));
    jump_back(c, top);
    c->fs->loops = l.outer;
    jl_patch_here(c, &f);
    TSNode alt = field(n, "alternative");
    if (!ts_node_is_null(alt)) block(c, field(alt, "body"));
    jl_patch_here(c, &l.breaks);
}

/* is `name` the built-in (no scope of the program binds it)? */
static bool is_builtin_name(pyc *c, const char *name) {
    uint32_t len = (uint32_t)strlen(name);
    for (fstate *fs = c->fs; fs; fs = fs->parent)
        if (find_var(fs, name, len) != NULL) return false;
    return true;
}

static void for_stmt(pyc *c, TSNode n) {
    TSNode left = field(n, "left"), right = field(n, "right"), body = field(n, "body");
    int mark = c->fs->free;
    /* for i in range(a, b[, step]) with a constant step: a counting loop, no range object */
    if (is(right, "call") && is(field(right, "function"), "identifier") && is_builtin_name(c, "range")) {
        uint32_t len;
        const char *fname = ntext(c, field(right, "function"), &len);
        TSNode args = field(right, "arguments");
        uint32_t na = is(args, "argument_list") ? ts_node_named_child_count(args) : 0;
        bool plain = na >= 1 && na <= 3;
        for (uint32_t i = 0; i < na && plain; i++) {
            TSNode a = ts_node_named_child(args, i);
            plain =
                !is(a, "keyword_argument") && !is(a, "list_splat") && !is(a, "dictionary_splat") && !is(a, "comment");
        }
        int step = 1;
        if (plain && na == 3) {
            TSNode s = ts_node_named_child(args, 2);
            uint32_t sl;
            const char *st = ntext(c, s, &sl);
            bool neg = false;
            if (is(s, "unary_operator") && is(field(s, "operator"), "-"))
                neg = true, s = field(s, "argument"), st = ntext(c, s, &sl);
            if (is(s, "integer") && sl < 5) step = atoi(st) * (neg ? -1 : 1);
            else plain = false;
            if (step == 0) plain = false;
        }
        if (len == 5 && memcmp(fname, "range", 5) == 0 && plain) {
            int cur = alloc_reg(c, 1), stop = alloc_reg(c, 1);
            set_pos(c, right);
            if (na == 1) {
                emit(c, SX_MAKE_ABX(SX_OP_CODE_LOADI, cur, 0));
                expr(c, ts_node_named_child(args, 0), stop);
            } else {
                expr(c, ts_node_named_child(args, 0), cur);
                expr(c, ts_node_named_child(args, 1), stop);
            }
            /* range() checks its arguments are ints: the same check, once */
            {
                int base = alloc_reg(c, 5);
                load_global(c, "range", base);
                ABC(MOVE, base + 2, cur, 0);
                ABC(MOVE, base + 3, stop, 0);
                set_pos(c, right);
                ABC(CALL, base, 2, 2);
                c->fs->free = base;
            }
            uint32_t top = here(c);
            emit(c, SX_MAKE_ABC(step > 0 ? SX_OP_CODE_JGE : SX_OP_CODE_JLE, cur, stop, 1));
            uint32_t exit = emit_jump(c, SX_OP_CODE_JMP, 0);
            int v = alloc_reg(c, 1);
            ABC(MOVE, v, cur, 0);
            emit(c, SX_MAKE_ABC(SX_OP_CODE_ADDI, cur, cur, (uint16_t)(int16_t)step));
            assign_to(c, left, v);
            loop l;
            loop_begin(c, &l, top);
            block(c, body);
            jump_back(c, top);
            c->fs->loops = l.outer;
            patch_here(c, exit);
            TSNode alt = field(n, "alternative");
            if (!ts_node_is_null(alt)) block(c, field(alt, "body"));
            jl_patch_here(c, &l.breaks);
            c->fs->free = mark;
            return;
        }
    }
    int it = alloc_reg(c, 2);
    expr(c, right, it + 1);
    set_pos(c, right);
    ABC(GETITER, it, it + 1, 0);
    int v = alloc_reg(c, 1);
    uint32_t top = here(c);
    set_pos(c, n); /* an error in the iterator's next step: the whole `for` line, no caret (CPython) */
    uint32_t next = emit(c, SX_MAKE_ABC(SX_OP_CODE_ITERNEXT, v, it, 0));
    assign_to(c, left, v);
    loop l;
    loop_begin(c, &l, top);
    block(c, body);
    jump_back(c, top);
    c->fs->loops = l.outer;
    if (!c->failed) {
        int32_t off = (int32_t)here(c) - (int32_t)(next + 1);
        if (off > 32767) fail_at(c, n, "loop body too long");
        else c->fs->code[next] = SX_MAKE_ABC(SX_OP_CODE_ITERNEXT, v, it, (uint16_t)(int16_t)off);
    }
    TSNode alt = field(n, "alternative");
    if (!ts_node_is_null(alt)) block(c, field(alt, "body"));
    jl_patch_here(c, &l.breaks);
    c->fs->free = mark;
}

/* mgr.__exit__(None, None, None): a with block left normally (or by return/break/continue) */
static void with_exit_none(pyc *c, int mgr) {
    int mark = c->fs->free;
    int b = alloc_reg(c, 5);
    ABC(GETFIELD, b, mgr, cstr_const(c, "__exit__"));
    ABC(MOVE, b + 1, mgr, 0);
    ABC(LOADNULL, b + 2, 0, 0);
    ABC(LOADNULL, b + 3, 0, 0);
    ABC(LOADNULL, b + 4, 0, 0);
    ABC(CALL, b, 3, 0); /* C = 0: R[b+1] is `this` */
    c->fs->free = mark;
}

static void leave_trys(pyc *c, int to_depth) {
    for (int d = c->fs->trydepth; d > to_depth; d--) ABC(ENDTRY, 0, 0, 0);
}

/* leaving try blocks by return/break/continue: run the finally blocks down to `to_nfin`,
 * innermost first, each after popping the handlers above and including its own */
static void run_finallys(pyc *c, int to_nfin) {
    fstate *fs = c->fs;
    int save_depth = fs->trydepth, save_nfin = fs->nfin;
    for (int i = fs->nfin - 1; i >= to_nfin && !c->failed; i--) {
        leave_trys(c, fs->fin_depth[i] - 1);
        fs->trydepth = fs->fin_depth[i] - 1;
        fs->nfin = i;
        if (fs->fin_with[i] >= 0) with_exit_none(c, fs->fin_with[i]);
        else block(c, fs->fin[i]);
    }
    fs->trydepth = save_depth, fs->nfin = save_nfin;
}

static void break_stmt(pyc *c, TSNode n) {
    loop *l = c->fs->loops;
    if (l == NULL) return fail_at(c, n, "'break' outside loop");
    run_finallys(c, l->nfin);
    int save = c->fs->trydepth;
    if (l->nfin < c->fs->nfin) c->fs->trydepth = c->fs->fin_depth[l->nfin] - 1;
    leave_trys(c, l->trydepth);
    c->fs->trydepth = save;
    jl_add(c, &l->breaks, emit_jump(c, SX_OP_CODE_JMP, 0));
}
static void continue_stmt(pyc *c, TSNode n) {
    loop *l = c->fs->loops;
    if (l == NULL) return fail_at(c, n, "'continue' not properly in loop");
    run_finallys(c, l->nfin);
    int save = c->fs->trydepth;
    if (l->nfin < c->fs->nfin) c->fs->trydepth = c->fs->fin_depth[l->nfin] - 1;
    leave_trys(c, l->trydepth);
    c->fs->trydepth = save;
    jump_back(c, l->cont);
}

static void return_stmt(pyc *c, TSNode n) {
    if (c->fs->is_module || c->fs->is_class) return fail_at(c, n, "'return' outside function");
    if (ts_node_named_child_count(n) == 0) {
        int r = alloc_reg(c, 1);
        run_finallys(c, 0);
        ABC(LOADNULL, r, 0, 0);
        ABC(RETURN, r, 0, 0);
        c->fs->free = r;
        return;
    }
    TSNode e = ts_node_named_child(n, 0);
    int mark = c->fs->free;
    int r = alloc_reg(c, 1);
    expr(c, e, r);
    run_finallys(c, 0);
    ABC(RETURN, r, 0, 0);
    c->fs->free = mark;
}

static void raise_stmt(pyc *c, TSNode n) {
    uint32_t k = ts_node_named_child_count(n);
    int mark = c->fs->free;
    if (k == 0) {
        /* bare raise: the exception being handled (the innermost except's register) */
        var *v = find_var(c->fs, "%exc", 4);
        if (v == NULL)
            return fail_at(
                c, n, "RuntimeError: No active exception to reraise (a bare raise outside except is not supported)");
        set_pos(c, n);
        call_hidden(c, "%reraise", v->reg, &v->reg, 1);
        return;
    }
    int base = alloc_reg(c, 4);
    load_global(c, "%raise", base);
    expr(c, ts_node_named_child(n, 0), base + 2);
    TSNode cause = field(n, "cause");
    int argc = 1;
    if (!ts_node_is_null(cause)) {
        expr(c, cause, base + 3);
        argc = 2;
    }
    set_pos(c, n);
    ABC(CALL, base, argc, 2);
    c->fs->free = mark;
}

/* an except clause's body, which has taken the exception in exc: its traceback starts in this
 * frame (%caught); `as name` binds it for the body and is unbound after (CPython deletes it); an
 * exception raised in the body gets exc as its __context__ (%context re-throws it) */
static void handler_body(pyc *c, int exc, TSNode name, TSNode blk) {
    call_hidden(c, "%caught", alloc_reg(c, 1), &exc, 1);
    c->fs->free--;
    if (!ts_node_is_null(name)) assign_to(c, name, exc);
    int inner = alloc_reg(c, 1);
    uint32_t t = emit(c, SX_MAKE_ABX(SX_OP_CODE_TRY, inner, 0));
    c->fs->trydepth++;
    block(c, blk);
    ABC(ENDTRY, 0, 0, 0);
    c->fs->trydepth--;
    uint32_t over = emit_jump(c, SX_OP_CODE_JMP, 0);
    patch_here(c, t);
    int args[2] = {inner, exc};
    call_hidden(c, "%context", inner, args, 2);
    patch_here(c, over);
    if (!ts_node_is_null(name) && is(name, "identifier")) {
        uint32_t len;
        const char *s = ntext(c, name, &len);
        where w = resolve(c, s, len);
        if (w.kind == W_REG) ABC(LOADEMPTY, w.index, 0, 0);
        else if (w.kind == W_UP) {
            ABC(LOADEMPTY, inner, 0, 0);
            ABC(SETUPVAL, inner, w.index, 0);
        }
    }
    c->fs->free = inner;
}

/* try: except T as e: ... else: ... finally: ...
 * The handler register gets the exception; each clause tests it with %exc_match; none matching
 * re-throws. finally runs on the normal path and, on the exceptional path, before re-throwing.
 * (break/continue/return inside a try with finally do not run the finally block: docs/python.md) */
static void try_stmt(pyc *c, TSNode n) {
    TSNode body = field(n, "body");
    uint32_t k = ts_node_named_child_count(n);
    TSNode fin = {0}, els = {0};
    bool has_fin = false, has_else = false, has_except = false;
    for (uint32_t i = 0; i < k; i++) {
        TSNode ch = ts_node_named_child(n, i);
        if (is(ch, "finally_clause")) fin = ch, has_fin = true;
        if (is(ch, "else_clause")) els = ch, has_else = true;
        if (is(ch, "except_clause")) has_except = true;
        if (is(ch, "except_group_clause"))
            return fail_at(c, ch, "except* is not supported by the secexec Python subset");
    }
    int mark = c->fs->free;
    int exc = alloc_reg(c, 1);
    uint32_t fin_try = 0;
    TSNode fb = {0};
    if (has_fin) {
        fb = ts_node_named_child(fin, 0);
        for (uint32_t i = 0; i < ts_node_named_child_count(fin); i++)
            if (is(ts_node_named_child(fin, i), "block")) fb = ts_node_named_child(fin, i);
        if (c->fs->nfin >= 16) return fail_at(c, n, "too many nested try/finally blocks");
        fin_try = emit(c, SX_MAKE_ABX(SX_OP_CODE_TRY, exc, 0));
        c->fs->trydepth++;
        c->fs->fin[c->fs->nfin] = fb;
        c->fs->fin_depth[c->fs->nfin] = c->fs->trydepth;
        c->fs->fin_with[c->fs->nfin] = -1;
        c->fs->nfin++;
    }
    jumplist to_end = {0};
    if (has_except) {
        int exc2 = alloc_reg(c, 1);
        uint32_t t = emit(c, SX_MAKE_ABX(SX_OP_CODE_TRY, exc2, 0));
        c->fs->trydepth++;
        block(c, body);
        ABC(ENDTRY, 0, 0, 0);
        c->fs->trydepth--;
        uint32_t skip = emit_jump(c, SX_OP_CODE_JMP, 0);
        patch_here(c, t);
        /* the handlers: %exc names the exception being handled (bare raise) */
        fstate *fs = c->fs;
        var *outer = find_var(fs, "%exc", 4); /* this try is inside an except clause of this function */
        if (outer != NULL) {
            int args[2] = {exc2, outer->reg};
            call_hidden(c, "%setcontext", alloc_reg(c, 1), args, 2);
            c->fs->free--;
        }
        uint32_t vmark = fs->nvars;
        if (grow(c, (void **)&fs->vars, &fs->capvars, fs->nvars + 1, sizeof(var))) {
            var *v = &fs->vars[fs->nvars++];
            v->name = "%exc", v->len = 4, v->kind = V_LOCAL, v->param = true, v->reg = exc2;
        }
        jumplist next = {0};
        for (uint32_t i = 0; i < k && !c->failed; i++) {
            TSNode cl = ts_node_named_child(n, i);
            if (!is(cl, "except_clause")) continue;
            jl_patch_here(c, &next);
            TSNode type = {0}, name = {0}, blk = {0};
            bool has_type = false, has_name = false;
            uint32_t kc = ts_node_child_count(cl);
            for (uint32_t j = 0; j < kc; j++) {
                TSNode ch = ts_node_child(cl, j);
                if (is(ch, "as") && j + 1 < kc) name = ts_node_child(cl, j + 1), has_name = true, j++;
                else if (is(ch, "as_pattern")) { /* except T as name */
                    type = ts_node_named_child(ch, 0), has_type = true;
                    TSNode alias = field(ch, "alias");
                    if (!ts_node_is_null(alias)) {
                        name = ts_node_named_child_count(alias) > 0 ? ts_node_named_child(alias, 0) : alias;
                        has_name = true;
                    }
                } else if (is(ch, "block")) blk = ch;
                else if (ts_node_is_named(ch) && !is(ch, "comment") && !has_type) type = ch, has_type = true;
            }
            int base = alloc_reg(c, 4);
            load_global(c, "%exc_match", base);
            ABC(MOVE, base + 2, exc2, 0);
            if (has_type) expr(c, type, base + 3);
            else ABC(LOADUNDEF, base + 3, 0, 0);
            set_pos(c, cl);
            ABC(CALL, base, 2, 2);
            jl_add(c, &next, emit(c, SX_MAKE_ABX(SX_OP_CODE_JMPIFFALSE, base, 0)));
            c->fs->free = base;
            handler_body(c, exc2, has_name ? name : (TSNode){0}, blk);
            jl_add(c, &to_end, emit_jump(c, SX_OP_CODE_JMP, 0));
        }
        jl_patch_here(c, &next);
        ABC(THROW, exc2, 0, 0); /* no clause matched */
        fs->nvars = vmark;
        patch_here(c, skip);
        if (has_else) block(c, field(els, "body"));
    } else {
        block(c, body);
        if (has_else) block(c, field(els, "body"));
    }
    jl_patch_here(c, &to_end);
    if (has_fin) {
        ABC(ENDTRY, 0, 0, 0);
        c->fs->trydepth--;
        c->fs->nfin--;
        block(c, fb);
        uint32_t over = emit_jump(c, SX_OP_CODE_JMP, 0);
        patch_here(c, fin_try);
        block(c, fb);
        ABC(THROW, exc, 0, 0);
        patch_here(c, over);
    }
    c->fs->free = mark;
}

static void import_stmt(pyc *c, TSNode n) {
    int mark = c->fs->free;
    bool from = is(n, "import_from_statement");
    uint32_t k = ts_node_named_child_count(n);
    if (from) {
        TSNode mod = field(n, "module_name");
        uint32_t len;
        const char *mn = ntext(c, mod, &len);
        int m = alloc_reg(c, 1);
        int base = alloc_reg(c, 3);
        load_global(c, "%import", base);
        ABX(LOADK, base + 2, (uint32_t)str_const(c, mn, len));
        set_pos(c, n);
        ABC(CALL, base, 1, 2);
        ABC(MOVE, m, base, 0);
        c->fs->free = m + 1;
        for (uint32_t i = 0; i < k; i++) {
            TSNode x = ts_node_named_child(n, i);
            if (ts_node_eq(x, mod)) continue;
            if (is(x, "wildcard_import"))
                return fail_at(c, x, "'from ... import *' is not supported by the secexec Python subset");
            TSNode nm = is(x, "aliased_import") ? field(x, "name") : x,
                   as = is(x, "aliased_import") ? field(x, "alias") : x;
            uint32_t nl;
            const char *ns = ntext(c, nm, &nl);
            int r = alloc_reg(c, 1);
            ABC(GETFIELD, r, m, str_const(c, ns, nl));
            assign_to(c, is(as, "dotted_name") ? ts_node_named_child(as, 0) : as, r);
            c->fs->free = r;
        }
    } else {
        for (uint32_t i = 0; i < k; i++) {
            TSNode x = ts_node_named_child(n, i);
            TSNode nm = is(x, "aliased_import") ? field(x, "name") : x;
            uint32_t len;
            const char *mn = ntext(c, nm, &len);
            int base = alloc_reg(c, 3);
            load_global(c, "%import", base);
            ABX(LOADK, base + 2, (uint32_t)str_const(c, mn, len));
            set_pos(c, n);
            ABC(CALL, base, 1, 2);
            assign_to(c, is(x, "aliased_import") ? field(x, "alias") : ts_node_named_child(nm, 0), base);
            c->fs->free = base;
        }
    }
    c->fs->free = mark;
}

static void class_stmt(pyc *c, TSNode n, TSNode decorated);

/* with A as a, B: body: A's __enter__, the body in a handler that gives the exception to
 * __exit__(type, exc, tb) (a true answer suppresses it), __exit__(None, None, None) on the way out
 * otherwise (return/break/continue included: run_finallys) */
static void with_items(pyc *c, TSNode *items, int nitems, TSNode body, TSNode n) {
    if (nitems == 0) return block(c, body);
    int mark = c->fs->free;
    TSNode v = field(items[0], "value"), target = {0};
    bool has_target = false;
    if (is(v, "as_pattern")) {
        TSNode a = field(v, "alias");
        if (!ts_node_is_null(a))
            target = ts_node_named_child_count(a) > 0 ? ts_node_named_child(a, 0) : a, has_target = true;
        v = ts_node_named_child(v, 0);
    }
    int mgr = alloc_reg(c, 1);
    expr(c, v, mgr);
    int b = alloc_reg(c, 2);
    set_pos(c, items[0]);
    ABC(GETFIELD, b, mgr, cstr_const(c, "__enter__"));
    ABC(MOVE, b + 1, mgr, 0);
    ABC(CALL, b, 0, 0);
    if (has_target) assign_to(c, target, b);
    c->fs->free = mgr + 1;
    if (c->fs->nfin >= 16) return fail_at(c, n, "too many nested try/finally blocks");
    int exc = alloc_reg(c, 1);
    uint32_t t = emit(c, SX_MAKE_ABX(SX_OP_CODE_TRY, exc, 0));
    c->fs->trydepth++;
    c->fs->fin[c->fs->nfin] = n;
    c->fs->fin_depth[c->fs->nfin] = c->fs->trydepth;
    c->fs->fin_with[c->fs->nfin] = mgr;
    c->fs->nfin++;
    with_items(c, items + 1, nitems - 1, body, n);
    ABC(ENDTRY, 0, 0, 0);
    c->fs->trydepth--;
    c->fs->nfin--;
    with_exit_none(c, mgr);
    uint32_t over = emit_jump(c, SX_OP_CODE_JMP, 0);
    patch_here(c, t);
    int args[2] = {mgr, exc};
    int r = alloc_reg(c, 1);
    call_hidden(c, "%with_exit", r, args, 2);
    uint32_t sup = emit(c, SX_MAKE_ABX(SX_OP_CODE_JMPIFTRUE, r, 0));
    ABC(THROW, exc, 0, 0);
    patch_here(c, sup);
    patch_here(c, over);
    c->fs->free = mark;
}

static void with_stmt(pyc *c, TSNode n) {
    if (ts_node_child_count(n) > 0 && is(ts_node_child(n, 0), "async"))
        return fail_at(c, n, "async with is not supported by the secexec Python subset");
    TSNode cl = {0};
    for (uint32_t i = 0; i < ts_node_named_child_count(n); i++)
        if (is(ts_node_named_child(n, i), "with_clause")) cl = ts_node_named_child(n, i);
    TSNode items[16];
    int ni = 0;
    for (uint32_t i = 0; !ts_node_is_null(cl) && i < ts_node_named_child_count(cl); i++) {
        TSNode x = ts_node_named_child(cl, i);
        if (!is(x, "with_item")) continue;
        if (ni >= 16) return fail_at(c, x, "too many context managers in one with statement");
        items[ni++] = x;
    }
    with_items(c, items, ni, field(n, "body"), n);
}

/* The decorators of a decorated_definition, evaluated top to bottom (as CPython does, before the
 * definition) into consecutive registers; returns the first, *count their number. */
static int eval_decorators(pyc *c, TSNode d, int *count) {
    uint32_t k = ts_node_named_child_count(d);
    int nd = 0;
    for (uint32_t i = 0; i < k; i++)
        if (is(ts_node_named_child(d, i), "decorator")) nd++;
    int base = alloc_reg(c, nd > 0 ? nd : 1);
    int j = 0;
    for (uint32_t i = 0; i < k && !c->failed; i++) {
        TSNode x = ts_node_named_child(d, i);
        if (!is(x, "decorator")) continue;
        TSNode e = ts_node_named_child(x, 0);
        for (uint32_t m = 0; m < ts_node_named_child_count(x); m++)
            if (!is(ts_node_named_child(x, m), "comment")) {
                e = ts_node_named_child(x, m);
                break;
            }
        expr(c, e, base + j++);
    }
    *count = nd;
    return base;
}

/* R[r] := the decorators from base applied to it, the innermost (last written) first */
static void apply_decorators(pyc *c, TSNode d, int base, int nd, int r) {
    uint32_t k = ts_node_named_child_count(d);
    int j = nd;
    for (uint32_t i = k; i-- > 0 && !c->failed;) {
        TSNode x = ts_node_named_child(d, i);
        if (!is(x, "decorator")) continue;
        j--;
        int cb = alloc_reg(c, 3);
        ABC(MOVE, cb, base + j, 0);
        ABC(LOADUNDEF, cb + 1, 0, 0);
        ABC(MOVE, cb + 2, r, 0);
        set_pos(c, x);
        ABC(CALL, cb, 1, 2);
        ABC(MOVE, r, cb, 0);
        c->fs->free = cb;
    }
}

/* a decorator that reads the function's annotations (singledispatch's @f.register) */
static bool wants_annotations(pyc *c, TSNode d) {
    for (uint32_t i = 0; i < ts_node_named_child_count(d); i++) {
        TSNode x = ts_node_named_child(d, i);
        if (!is(x, "decorator")) continue;
        TSNode e = ts_node_named_child(x, 0);
        if (!is(e, "attribute")) continue;
        uint32_t l;
        const char *a = ntext(c, field(e, "attribute"), &l);
        if (l == 8 && memcmp(a, "register", 8) == 0) return true;
    }
    return false;
}

/* fn.__annotations__ := {param: annotation, ..., "return": annotation} */
static void fn_annotations(pyc *c, TSNode def, int fn) {
    int mark = c->fs->free;
    int d = alloc_reg(c, 2);
    load_global(c, "%dict", d);
    ABC(CALL, d, 0, 2);
    TSNode params = field(def, "parameters");
    uint32_t k = ts_node_is_null(params) ? 0 : ts_node_named_child_count(params);
    for (uint32_t i = 0; i < k; i++) {
        TSNode p = ts_node_named_child(params, i);
        TSNode type = field(p, "type");
        if (ts_node_is_null(type)) continue;
        TSNode id = is(p, "typed_parameter") ? ts_node_named_child(p, 0) : field(p, "name");
        if (!is(id, "identifier")) continue;
        uint32_t l;
        const char *s = ntext(c, id, &l);
        int kr = alloc_reg(c, 2);
        ABX(LOADK, kr, (uint32_t)str_const(c, s, l));
        expr(c, is(type, "type") ? ts_node_named_child(type, 0) : type, kr + 1);
        ABC(SETINDEX, d, kr, kr + 1);
        c->fs->free = kr;
    }
    TSNode rt = field(def, "return_type");
    if (!ts_node_is_null(rt)) {
        int kr = alloc_reg(c, 2);
        ABX(LOADK, kr, (uint32_t)cstr_const(c, "return"));
        expr(c, is(rt, "type") ? ts_node_named_child(rt, 0) : rt, kr + 1);
        ABC(SETINDEX, d, kr, kr + 1);
    }
    ABC(SETFIELD, fn, cstr_const(c, "__annotations__"), d);
    c->fs->free = mark;
}

/* a decorated def (outside a class body): name := decorators(function) */
static void decorated_stmt(pyc *c, TSNode n) {
    TSNode def = field(n, "definition");
    if (is(def, "class_definition")) return class_stmt(c, def, n);
    int mark = c->fs->free;
    int nd;
    int base = eval_decorators(c, n, &nd);
    uint32_t len;
    const char *name = ntext(c, field(def, "name"), &len);
    int r = alloc_reg(c, 1);
    function_body(c, def, field(def, "parameters"), field(def, "body"), name, len, false, false, r);
    if (wants_annotations(c, n)) fn_annotations(c, def, r);
    apply_decorators(c, n, base, nd, r);
    set_pos(c, def);
    assign_to(c, field(def, "name"), r);
    c->fs->free = mark;
}

/* the only decorator of a decorated definition when it is a plain name or `name.attr` */
static bool sole_decorator(pyc *c, TSNode s, const char **text, uint32_t *len, const char **attr, uint32_t *alen) {
    int nd = 0;
    TSNode e = {0};
    for (uint32_t i = 0; i < ts_node_named_child_count(s); i++) {
        TSNode x = ts_node_named_child(s, i);
        if (!is(x, "decorator")) continue;
        nd++;
        e = ts_node_named_child(x, 0);
    }
    *attr = NULL, *alen = 0;
    if (nd != 1) return false;
    if (is(e, "identifier")) return *text = ntext(c, e, len), true;
    if (is(e, "attribute") && is(field(e, "object"), "identifier")) {
        *text = ntext(c, field(e, "object"), len);
        *attr = ntext(c, field(e, "attribute"), alen);
        return true;
    }
    return false;
}

static bool text_is(const char *s, uint32_t len, const char *w) { return strlen(w) == len && memcmp(s, w, len) == 0; }

/* one `def` of a class body (decorated or not): the function onto the class */
static void class_method(pyc *c, TSNode s, TSNode def, int cls, const char *cn, uint32_t len) {
    const char *deco = NULL;
    const char *dn = NULL, *da = NULL;
    uint32_t dl = 0, dal = 0;
    bool general = false;
    if (!ts_node_eq(s, def)) {
        if (sole_decorator(c, s, &dn, &dl, &da, &dal) && da == NULL && text_is(dn, dl, "staticmethod"))
            deco = "staticmethod";
        else if (dn && da == NULL && text_is(dn, dl, "classmethod")) deco = "classmethod";
        else if (dn && da == NULL && text_is(dn, dl, "property")) deco = "property";
        else if (dn && da != NULL && text_is(da, dal, "setter")) deco = "setter";
        else general = true;
    }
    int mark = c->fs->free;
    int dbase = 0, nd = 0;
    if (general) dbase = eval_decorators(c, s, &nd);
    uint32_t fl;
    const char *fname = ntext(c, field(def, "name"), &fl);
    int f = alloc_reg(c, 1);
    const char *save_cn = c->fs->class_name;
    uint32_t save_cl = c->fs->class_name_len;
    c->fs->class_name = cn, c->fs->class_name_len = len;
    c->next_classmethod = deco != NULL && strcmp(deco, "classmethod") == 0;
    c->next_self_param1 = general;
    bool method = !general && (deco == NULL || strcmp(deco, "staticmethod") != 0);
    function_body(c, def, field(def, "parameters"), field(def, "body"), fname, fl, method, false, f);
    c->fs->class_name = save_cn, c->fs->class_name_len = save_cl;
    int kr = alloc_reg(c, 1);
    if (deco && (strcmp(deco, "property") == 0 || strcmp(deco, "setter") == 0)) {
        int args[3] = {cls, kr, f};
        if (strcmp(deco, "setter") == 0) ABX(LOADK, kr, (uint32_t)str_const(c, dn, dl));
        else ABX(LOADK, kr, (uint32_t)str_const(c, fname, fl));
        call_hidden(c, strcmp(deco, "setter") == 0 ? "%setter" : "%property", kr, args, 3);
    } else if (general) {
        apply_decorators(c, s, dbase, nd, f);
        ABX(LOADK, kr, (uint32_t)str_const(c, fname, fl));
        int args[3] = {cls, kr, f};
        call_hidden(c, "%clsattr", kr, args, 3);
    } else {
        if (deco && strcmp(deco, "classmethod") == 0) {
            ABC(LOADTRUE, kr, 0, 0); /* %bind binds it to the class, not as C.m(obj) */
            ABC(SETFIELD, f, cstr_const(c, "%classmethod"), kr);
        } else if (deco && strcmp(deco, "staticmethod") == 0) {
            ABC(LOADTRUE, kr, 0, 0); /* stays a plain function on the class (python/classes.c) */
            ABC(SETFIELD, f, cstr_const(c, "%staticmethod"), kr);
        }
        ABC(SETFIELD, cls, str_const(c, fname, fl), f);
    }
    c->fs->free = mark;
}

static void class_stmt(pyc *c, TSNode n, TSNode decorated) {
    TSNode name = field(n, "name"), supers = field(n, "superclasses"), body = field(n, "body");
    uint32_t len;
    const char *cn = ntext(c, name, &len);
    int mark = c->fs->free;
    int dbase = 0, nd = 0;
    if (!ts_node_eq(n, decorated)) dbase = eval_decorators(c, decorated, &nd);
    if (c->nclasses < 64) c->classes[c->nclasses].name = cn, c->classes[c->nclasses++].len = len;
    int nb = 0;
    uint32_t ns = ts_node_is_null(supers) ? 0 : ts_node_named_child_count(supers);
    for (uint32_t i = 0; i < ns; i++) {
        TSNode s = ts_node_named_child(supers, i);
        if (!is(s, "comment") && !is(s, "keyword_argument")) nb++;
    }
    if (nb > 8) return fail_at(c, supers, "more than 8 base classes are not supported by the secexec Python subset");
    int base = alloc_reg(c, 4 + nb);
    load_global(c, "%class", base);
    ABX(LOADK, base + 2, (uint32_t)str_const(c, cn, len));
    int argc = 1;
    for (uint32_t i = 0; i < ns; i++) {
        TSNode s = ts_node_named_child(supers, i);
        if (is(s, "comment") || is(s, "keyword_argument")) continue;
        expr(c, s, base + 2 + argc);
        argc++;
    }
    set_pos(c, n);
    ABC(CALL, base, argc, 2);
    int cls = base;
    int ann = cls + 1; /* the class's __annotations__ once an annotated name is met */
    bool has_ann = false;
    c->fs->free = cls + 2;
    /* the class is bound to its name before the body runs its defs (methods find it by name for super()) */
    assign_to(c, name, cls);
    int save_cbody_cls = c->fs->cbody_cls, save_cbody_n = c->fs->cbody_n;
    c->fs->cbody_cls = cls, c->fs->cbody_n = 0;
    uint32_t k = ts_node_named_child_count(body);
    for (uint32_t i = 0; i < k && !c->failed; i++) {
        TSNode s = ts_node_named_child(body, i);
        TSNode def = s;
        if (is(s, "decorated_definition")) def = field(s, "definition");
        TSNode bound = {0};
        if (is(def, "function_definition")) bound = field(def, "name");
        else if (is(s, "expression_statement") && is(ts_node_named_child(s, 0), "assignment") &&
                 is(field(ts_node_named_child(s, 0), "left"), "identifier") &&
                 !ts_node_is_null(field(ts_node_named_child(s, 0), "right")))
            bound = field(ts_node_named_child(s, 0), "left");
        if (is(def, "function_definition")) {
            class_method(c, s, def, cls, cn, len);
            c->fs->free = cls + 2;
        } else if (is(s, "expression_statement")) {
            TSNode a = ts_node_named_child(s, 0);
            if (is(a, "assignment") && is(field(a, "left"), "identifier")) {
                TSNode right = field(a, "right"), type = field(a, "type");
                uint32_t al;
                const char *an = ntext(c, field(a, "left"), &al);
                if (!ts_node_is_null(type)) { /* name: T [= v]: T goes into __annotations__ */
                    if (!has_ann) {
                        int w = alloc_reg(c, 2);
                        load_global(c, "%dict", w);
                        ABC(CALL, w, 0, 2);
                        ABC(MOVE, ann, w, 0);
                        ABC(SETFIELD, cls, cstr_const(c, "__annotations__"), ann);
                        c->fs->free = cls + 2;
                        has_ann = true;
                    }
                    int kr = alloc_reg(c, 2);
                    ABX(LOADK, kr, (uint32_t)str_const(c, an, al));
                    expr(c, is(type, "type") ? ts_node_named_child(type, 0) : type, kr + 1);
                    ABC(SETINDEX, ann, kr, kr + 1);
                    c->fs->free = cls + 2;
                }
                if (ts_node_is_null(right)) continue;
                int r = alloc_reg(c, 1);
                expr(c, right, r);
                int kr = alloc_reg(c, 1);
                ABX(LOADK, kr, (uint32_t)str_const(c, an, al));
                int args[3] = {cls, kr, r};
                call_hidden(c, "%clsattr", kr, args, 3);
                c->fs->free = cls + 2;
            } else if (is(a, "string")) {
                /* a docstring */
            } else if (!is(a, "assignment")) {
                stmt(c, s);
            } else fail_at(c, s, "this statement in a class body is not supported by the secexec Python subset");
        } else if (is(s, "pass_statement") || is(s, "comment")) {
        } else fail_at(c, s, "'%s' in a class body is not supported by the secexec Python subset", ts_node_type(s));
        if (!ts_node_is_null(bound) && c->fs->cbody_n < 64) {
            uint32_t bl;
            const char *bn = ntext(c, bound, &bl);
            c->fs->cbody_names[c->fs->cbody_n] = bn, c->fs->cbody_lens[c->fs->cbody_n++] = bl;
        }
    }
    c->fs->cbody_cls = save_cbody_cls, c->fs->cbody_n = save_cbody_n;
    /* __init_subclass__ of a base (or what typing.NamedTuple builds instead), then the decorators */
    call_hidden(c, "%clsdone", cls, &cls, 1);
    if (nd > 0) apply_decorators(c, decorated, dbase, nd, cls);
    set_pos(c, n);
    assign_to(c, name, cls);
    c->fs->free = mark;
}

static void assert_stmt(pyc *c, TSNode n) {
    jumplist ok = {0};
    cond_jump(c, ts_node_named_child(n, 0), true, &ok);
    int mark = c->fs->free;
    int base = alloc_reg(c, 3);
    load_global(c, "%raise", base);
    int cb = alloc_reg(c, 3);
    load_global(c, "AssertionError", cb);
    int argc = 0;
    if (ts_node_named_child_count(n) > 1) {
        expr(c, ts_node_named_child(n, 1), cb + 2);
        argc = 1;
    }
    set_pos(c, ts_node_named_child(n, 0)); /* CPython's caret: under the test */
    ABC(CALL, cb, argc, 2);
    ABC(MOVE, base + 2, cb, 0);
    ABC(CALL, base, 1, 2);
    c->fs->free = mark;
    jl_patch_here(c, &ok);
}

static void delete_stmt(pyc *c, TSNode n) {
    uint32_t k = ts_node_named_child_count(n);
    for (uint32_t i = 0; i < k; i++) {
        TSNode t = ts_node_named_child(n, i);
        if (is(t, "expression_list") || is(t, "tuple") || is(t, "list")) { /* del a, b[0] */
            if (c->depth > MAX_DEPTH) return fail_at(c, t, "too many nested parentheses");
            c->depth++;
            delete_stmt(c, t);
            c->depth--;
            continue;
        }
        if (is(t, "parenthesized_expression")) t = ts_node_named_child(t, 0);
        int mark = c->fs->free;
        if (is(t, "subscript") && is(field(t, "subscript"), "slice")) { /* del a[i:j:k] */
            int base = alloc_reg(c, 7);
            load_global(c, "%setslice", base);
            expr(c, field(t, "value"), base + 2);
            slice_parts(c, field(t, "subscript"), base + 3);
            ABC(LOADEMPTY, base + 6, 0, 0);
            set_pos(c, t);
            ABC(CALL, base, 5, 2);
        } else if (is(t, "subscript")) {
            int o = expr_reg(c, field(t, "value"));
            int kk = expr_reg(c, field(t, "subscript"));
            int r = alloc_reg(c, 1);
            set_pos(c, t);
            ABC(DELINDEX, r, o, kk);
        } else if (is(t, "attribute")) {
            int o = expr_reg(c, field(t, "object"));
            uint32_t al;
            const char *an = ntext(c, field(t, "attribute"), &al);
            int kr = alloc_reg(c, 1);
            ABX(LOADK, kr, (uint32_t)str_const(c, an, al));
            int r = alloc_reg(c, 1);
            ABC(DELINDEX, r, o, kr);
        } else if (is(t, "identifier")) {
            uint32_t len;
            const char *s = ntext(c, t, &len);
            where w = resolve(c, s, len);
            int r = alloc_reg(c, 1);
            ABC(LOADEMPTY, r, 0, 0);
            if (w.kind == W_REG) ABC(MOVE, w.index, r, 0);
            else if (w.kind == W_UP) ABC(SETUPVAL, r, w.index, 0);
        } else fail_at(c, t, "cannot delete %s", ts_node_type(t));
        c->fs->free = mark;
    }
}

/* -- match statements: each case's pattern is a chain of tests that jump to the next case on a
 * mismatch; %mseq/%mmap/%mcls (python/match.c) test sequences, mappings and class instances and
 * return the values the sub-patterns then match (or False) -- */

static void pattern(pyc *c, TSNode n, int subj, jumplist *fail);

/* the children of parent in [from, to) that make a pattern (comments left out) */
typedef struct prun {
    TSNode n[8];
    uint32_t k;
} prun;
static prun run_of(TSNode parent, uint32_t from, uint32_t to) {
    prun r = {.k = 0};
    for (uint32_t i = from; i < to; i++) {
        TSNode ch = ts_node_child(parent, i);
        if (is(ch, "comment")) continue;
        if (r.k < 8) r.n[r.k] = ch;
        r.k++;
    }
    return r;
}

/* jump to fail unless subj == the value in r (`is` for None, True, False) */
static void pat_compare(pyc *c, int subj, int r, bool identity, jumplist *fail) {
    int t = alloc_reg(c, 1);
    if (identity) ABC(SEQ, t, subj, r);
    else ABC(EQ, t, subj, r);
    jl_add(c, fail, emit(c, SX_MAKE_ABX(SX_OP_CODE_JMPIFFALSE, t, 0)));
}

/* the value of a literal or dotted-name pattern (a mapping key too) into dst */
static void pattern_value(pyc *c, prun r, int dst) {
    if (r.k == 2 && is(r.n[0], "-") && (is(r.n[1], "integer") || is(r.n[1], "float"))) {
        expr(c, r.n[1], dst);
        ABC(NEG, dst, dst, 0);
    } else if (r.k == 1 && is(r.n[0], "dotted_name")) {
        uint32_t k = ts_node_named_child_count(r.n[0]);
        name_load(c, ts_node_named_child(r.n[0], 0), dst);
        for (uint32_t i = 1; i < k; i++) {
            uint32_t len;
            const char *s = ntext(c, ts_node_named_child(r.n[0], i), &len);
            ABC(GETFIELD, dst, dst, str_const(c, s, len));
        }
    } else if (r.k == 1 &&
               (is(r.n[0], "integer") || is(r.n[0], "float") || is(r.n[0], "string") ||
                is(r.n[0], "concatenated_string") || is(r.n[0], "true") || is(r.n[0], "false") || is(r.n[0], "none")))
        expr(c, r.n[0], dst);
    else if (r.k >= 1) fail_at(c, r.n[0], "this pattern is not supported by the secexec Python subset");
}

/* a | b | c: each alternative in turn, the first that matches wins */
static void pat_union(pyc *c, TSNode n, int subj, jumplist *fail) {
    uint32_t k = ts_node_child_count(n), from = 0;
    jumplist ok = {0};
    for (uint32_t i = 0; i <= k && !c->failed; i++) {
        if (i < k && !is(ts_node_child(n, i), "|")) continue;
        prun r = run_of(n, from, i);
        from = i + 1;
        if (i == k) { /* the last alternative fails the whole pattern */
            if (r.k == 1) pattern(c, r.n[0], subj, fail);
            else {
                int v = alloc_reg(c, 1);
                pattern_value(c, r, v);
                pat_compare(c, subj, v, false, fail);
            }
            break;
        }
        jumplist next = {0};
        if (r.k == 1) pattern(c, r.n[0], subj, &next);
        else {
            int v = alloc_reg(c, 1);
            pattern_value(c, r, v);
            pat_compare(c, subj, v, false, &next);
        }
        jl_add(c, &ok, emit_jump(c, SX_OP_CODE_JMP, 0));
        jl_patch_here(c, &next);
    }
    jl_patch_here(c, &ok);
}

/* [a, *rest, b] / (a, b) / a, b: the sub-patterns are the elements of list */
static void pat_sequence(pyc *c, TSNode *elems, uint32_t n, int subj, jumplist *fail) {
    int star = -1;
    bool star_wild = true;
    for (uint32_t i = 0; i < n; i++) {
        TSNode e = elems[i];
        if (is(e, "case_pattern") && ts_node_named_child_count(e) == 1) e = ts_node_named_child(e, 0);
        if (!is(e, "splat_pattern")) continue;
        if (star >= 0) return fail_at(c, e, "multiple starred names in sequence pattern");
        star = (int)i;
        star_wild = ts_node_named_child_count(e) == 0;
    }
    int base = alloc_reg(c, 6);
    load_global(c, "%mseq", base);
    ABC(MOVE, base + 2, subj, 0);
    emit(c, SX_MAKE_ABX(SX_OP_CODE_LOADI, base + 3, (uint32_t)(int32_t)n));
    emit(c, SX_MAKE_ABX(SX_OP_CODE_LOADI, base + 4, (uint32_t)(int32_t)star));
    if (star_wild) ABC(LOADTRUE, base + 5, 0, 0);
    else ABC(LOADFALSE, base + 5, 0, 0);
    ABC(CALL, base, 4, 2);
    int vals = base;
    c->fs->free = base + 1;
    jl_add(c, fail, emit(c, SX_MAKE_ABX(SX_OP_CODE_JMPIFFALSE, vals, 0)));
    for (uint32_t i = 0; i < n && !c->failed; i++) {
        TSNode e = elems[i];
        if ((int)i == star) {
            if (star_wild) continue;
            if (is(e, "case_pattern")) e = ts_node_named_child(e, 0);
            int v = alloc_reg(c, 2);
            emit(c, SX_MAKE_ABX(SX_OP_CODE_LOADI, v + 1, i));
            ABC(GETINDEX, v, vals, v + 1);
            assign_to(c, ts_node_named_child(e, 0), v);
            c->fs->free = v;
            continue;
        }
        if (is(e, "case_pattern") && ts_node_child_count(e) == 1 && is(ts_node_child(e, 0), "_")) continue;
        int v = alloc_reg(c, 2);
        emit(c, SX_MAKE_ABX(SX_OP_CODE_LOADI, v + 1, i));
        ABC(GETINDEX, v, vals, v + 1);
        pattern(c, e, v, fail);
        c->fs->free = v;
    }
}

/* the sub-patterns of a [..] or (..) pattern (its named children) */
static void pat_brackets(pyc *c, TSNode n, int subj, jumplist *fail) {
    TSNode elems[256];
    uint32_t k = 0, nc = ts_node_named_child_count(n);
    bool comma = false;
    for (uint32_t i = 0; i < ts_node_child_count(n); i++)
        if (is(ts_node_child(n, i), ",")) comma = true;
    for (uint32_t i = 0; i < nc; i++) {
        TSNode e = ts_node_named_child(n, i);
        if (is(e, "comment")) continue;
        if (k == 256) return fail_at(c, n, "too many sub-patterns");
        elems[k++] = e;
    }
    if (is(n, "tuple_pattern") && k == 1 && !comma) return pattern(c, elems[0], subj, fail); /* (p): a group */
    pat_sequence(c, elems, k, subj, fail);
}

/* {k: p, ..., **rest}: a key is the nodes between '{' or ',' and ':' (- 1 is two) */
static void pat_mapping(pyc *c, TSNode n, int subj, jumplist *fail) {
    TSNode vals[128], rest = {0};
    uint32_t nv = 0, k = ts_node_child_count(n), start = 1;
    bool has_rest = false;
    int base = alloc_reg(c, 5);
    load_global(c, "%mmap", base);
    ABC(MOVE, base + 2, subj, 0);
    ABC(NEWARRAY, base + 3, 0, 0);
    for (uint32_t i = 0; i < k && !c->failed; i++) {
        TSNode ch = ts_node_child(n, i);
        if (is(ch, ",")) start = i + 1;
        else if (is(ch, ":")) {
            int v = alloc_reg(c, 1);
            pattern_value(c, run_of(n, start, i), v);
            ABC(APPEND, base + 3, v, 0);
            c->fs->free = v;
            while (i + 1 < k && !is(ts_node_child(n, i + 1), "case_pattern")) i++;
            if (i + 1 >= k) return fail_at(c, n, "invalid syntax");
            if (nv == 128) return fail_at(c, n, "too many sub-patterns");
            vals[nv++] = ts_node_child(n, ++i);
        } else if (is(ch, "splat_pattern")) {
            has_rest = ts_node_named_child_count(ch) > 0;
            if (has_rest) rest = ts_node_named_child(ch, 0);
        }
    }
    if (has_rest) ABC(LOADTRUE, base + 4, 0, 0);
    else ABC(LOADFALSE, base + 4, 0, 0);
    set_pos(c, n);
    ABC(CALL, base, 3, 2);
    int got = base;
    c->fs->free = base + 1;
    jl_add(c, fail, emit(c, SX_MAKE_ABX(SX_OP_CODE_JMPIFFALSE, got, 0)));
    for (uint32_t i = 0; i <= nv && !c->failed; i++) {
        if (i == nv && !has_rest) break;
        int v = alloc_reg(c, 2);
        emit(c, SX_MAKE_ABX(SX_OP_CODE_LOADI, v + 1, i));
        ABC(GETINDEX, v, got, v + 1);
        if (i < nv) pattern(c, vals[i], v, fail);
        else assign_to(c, rest, v);
        c->fs->free = v;
    }
}

/* Cls(p1, p2, k=p3) */
static void pat_class(pyc *c, TSNode n, int subj, jumplist *fail) {
    TSNode subs[128];
    uint32_t ns = 0, npos = 0, k = ts_node_named_child_count(n);
    int base = alloc_reg(c, 6);
    load_global(c, "%mcls", base);
    ABC(MOVE, base + 2, subj, 0);
    prun cls = {.k = 1};
    cls.n[0] = ts_node_named_child(n, 0);
    pattern_value(c, cls, base + 3);
    ABC(NEWARRAY, base + 5, 0, 0);
    for (uint32_t i = 1; i < k && !c->failed; i++) {
        TSNode p = ts_node_named_child(n, i);
        if (is(p, "comment")) continue;
        if (ns == 128) return fail_at(c, n, "too many sub-patterns");
        TSNode inner = is(p, "case_pattern") && ts_node_named_child_count(p) == 1 ? ts_node_named_child(p, 0) : p;
        if (is(inner, "keyword_pattern")) {
            uint32_t len;
            const char *s = ntext(c, ts_node_named_child(inner, 0), &len);
            int r = alloc_reg(c, 1);
            ABX(LOADK, r, (uint32_t)str_const(c, s, len));
            ABC(APPEND, base + 5, r, 0);
            c->fs->free = r;
            subs[ns++] = inner;
        } else {
            if (ns > npos) return fail_at(c, p, "positional patterns follow keyword patterns");
            subs[ns++] = p;
            npos++;
        }
    }
    emit(c, SX_MAKE_ABX(SX_OP_CODE_LOADI, base + 4, npos));
    set_pos(c, n);
    ABC(CALL, base, 4, 2);
    int got = base;
    c->fs->free = base + 1;
    jl_add(c, fail, emit(c, SX_MAKE_ABX(SX_OP_CODE_JMPIFFALSE, got, 0)));
    for (uint32_t i = 0; i < ns && !c->failed; i++) {
        int v = alloc_reg(c, 2);
        emit(c, SX_MAKE_ABX(SX_OP_CODE_LOADI, v + 1, i));
        ABC(GETINDEX, v, got, v + 1);
        if (is(subs[i], "keyword_pattern")) { /* name = pattern: the nodes after '=' */
            uint32_t kc = ts_node_child_count(subs[i]), eq = 0;
            while (eq < kc && !is(ts_node_child(subs[i], eq), "=")) eq++;
            prun r = run_of(subs[i], eq + 1, kc);
            if (r.k == 1) pattern(c, r.n[0], v, fail);
            else {
                int w = alloc_reg(c, 1);
                pattern_value(c, r, w);
                pat_compare(c, v, w, false, fail);
            }
        } else pattern(c, subs[i], v, fail);
        c->fs->free = v;
    }
}

static void pattern_in(pyc *c, TSNode n, int subj, jumplist *fail) {
    const char *t = ts_node_type(n);
    if (strcmp(t, "case_pattern") == 0) {
        prun r = run_of(n, 0, ts_node_child_count(n));
        if (r.k == 1 && is(r.n[0], "_")) return; /* the wildcard */
        if (r.k == 1) return pattern(c, r.n[0], subj, fail);
        int v = alloc_reg(c, 1);
        pattern_value(c, r, v);
        pat_compare(c, subj, v, false, fail);
    } else if (strcmp(t, "_") == 0) {
    } else if (strcmp(t, "dotted_name") == 0 && ts_node_named_child_count(n) == 1) {
        assign_to(c, ts_node_named_child(n, 0), subj); /* a capture */
    } else if (strcmp(t, "as_pattern") == 0) {
        pattern(c, ts_node_named_child(n, 0), subj, fail);
        assign_to(c, ts_node_named_child(n, ts_node_named_child_count(n) - 1), subj);
    } else if (strcmp(t, "union_pattern") == 0) pat_union(c, n, subj, fail);
    else if (strcmp(t, "list_pattern") == 0 || strcmp(t, "tuple_pattern") == 0) pat_brackets(c, n, subj, fail);
    else if (strcmp(t, "dict_pattern") == 0) pat_mapping(c, n, subj, fail);
    else if (strcmp(t, "class_pattern") == 0) pat_class(c, n, subj, fail);
    else if (strcmp(t, "true") == 0 || strcmp(t, "false") == 0 || strcmp(t, "none") == 0) {
        int v = alloc_reg(c, 1);
        expr(c, n, v);
        pat_compare(c, subj, v, true, fail);
    } else if (strcmp(t, "splat_pattern") == 0) fail_at(c, n, "can't use starred name here");
    else {
        prun r = {.k = 1};
        r.n[0] = n;
        int v = alloc_reg(c, 1);
        pattern_value(c, r, v);
        pat_compare(c, subj, v, false, fail);
    }
}

/* emit the test of pattern n against the value in subj: a mismatch jumps to fail; captures bind */
static void pattern(pyc *c, TSNode n, int subj, jumplist *fail) {
    if (c->failed) return;
    if (++c->depth > MAX_DEPTH) {
        fail_at(c, n, "too many nested parentheses");
        c->depth--;
        return;
    }
    int mark = c->fs->free;
    uint32_t save_line = c->line, save_cols = c->cols;
    set_pos(c, n);
    pattern_in(c, n, subj, fail);
    c->line = save_line, c->cols = save_cols;
    c->fs->free = mark;
    c->depth--;
}

static void match_stmt(pyc *c, TSNode n) {
    /* (tree-sitter's field names are unreliable on these nodes: the children are read in order) */
    int subj = alloc_reg(c, 1);
    uint32_t k = ts_node_child_count(n), nsubj = 0;
    TSNode subjects[64], body = {0};
    bool comma = false; /* match x,: a tuple of one */
    for (uint32_t i = 1; i < k; i++) {
        TSNode ch = ts_node_child(n, i);
        if (is(ch, ",")) comma = true;
        else if (is(ch, "block")) body = ch;
        else if (ts_node_is_named(ch) && !is(ch, "comment")) {
            if (nsubj == 64) return fail_at(c, ch, "too many match subjects");
            subjects[nsubj++] = ch;
        }
    }
    if (nsubj == 1 && !comma) expr(c, subjects[0], subj);
    else { /* match a, b: a tuple */ ABC(NEWARRAY, subj, nsubj, 0);
        for (uint32_t i = 0; i < nsubj && !c->failed; i++) {
            int e = alloc_reg(c, 1);
            expr(c, subjects[i], e);
            ABC(APPEND, subj, e, 0);
            c->fs->free = e;
        }
        call_hidden(c, "%tuple", subj, &subj, 1);
    }
    if (ts_node_is_null(body)) return;
    uint32_t nc = ts_node_named_child_count(body);
    jumplist done = {0};
    for (uint32_t i = 0; i < nc && !c->failed; i++) {
        TSNode cl = ts_node_named_child(body, i);
        if (!is(cl, "case_clause")) continue;
        TSNode pats[256], guard = {0}, cons = {0};
        uint32_t np = 0, m = ts_node_child_count(cl);
        bool comma = false;
        for (uint32_t j = 0; j < m; j++) {
            TSNode x = ts_node_child(cl, j);
            if (is(x, "case_pattern") && np == 256) {
                fail_at(c, x, "too many sub-patterns");
                break;
            }
            if (is(x, "case_pattern")) pats[np++] = x;
            else if (is(x, ",")) comma = true;
            else if (is(x, "if_clause")) guard = ts_node_named_child(x, 0);
            else if (is(x, "block")) cons = x;
        }
        jumplist fail = {0};
        set_pos(c, cl);
        if (np == 1 && !comma) pattern(c, pats[0], subj, &fail);
        else pat_sequence(c, pats, np, subj, &fail); /* case a, *b: an open sequence */
        if (!ts_node_is_null(guard)) cond_jump(c, guard, false, &fail);
        block(c, cons);
        jl_add(c, &done, emit_jump(c, SX_OP_CODE_JMP, 0));
        jl_patch_here(c, &fail);
    }
    jl_patch_here(c, &done);
}

/* every name of a nonlocal statement is a local of an enclosing function (not the module's):
 * else CPython's "no binding for nonlocal 'x' found" */
static bool nonlocal_bound(pyc *c, TSNode n) {
    uint32_t k = ts_node_named_child_count(n);
    for (uint32_t i = 0; i < k; i++) {
        TSNode id = ts_node_named_child(n, i);
        if (!is(id, "identifier")) continue;
        uint32_t len;
        const char *s = ntext(c, id, &len);
        bool found = false;
        for (fstate *p = enclosing(c->fs); p != NULL && !p->is_module && !found; p = enclosing(p)) {
            var *v = find_var(p, s, len);
            found = v != NULL && v->kind != V_GLOBAL;
        }
        if (!found) {
            fail_at(c, n, "no binding for nonlocal '%.*s' found", (int)len, s);
            return false;
        }
    }
    return true;
}

static void stmt(pyc *c, TSNode n) {
    if (c->failed) return;
    if (++c->depth > MAX_DEPTH) {
        fail_at(c, n, "too many statically nested blocks");
        return;
    }
    set_pos(c, n);
    const char *t = ts_node_type(n);
    int mark = c->fs->free;
    if (strcmp(t, "expression_statement") == 0) {
        uint32_t k = ts_node_named_child_count(n);
        TSNode e = ts_node_named_child(n, 0);
        if (k > 1) { /* a, b  (a tuple expression) */
            int r = alloc_reg(c, 1);
            sequence_expr(c, n, r, true);
        } else if (is(e, "assignment")) assignment_stmt(c, e);
        else if (is(e, "augmented_assignment")) augmented_stmt(c, e);
        else if (is(e, "yield")) {
            int r = alloc_reg(c, 1);
            expr(c, e, r);
        } else {
            int r = alloc_reg(c, 1);
            expr(c, e, r);
        }
    } else if (strcmp(t, "if_statement") == 0) if_stmt(c, n);
    else if (strcmp(t, "while_statement") == 0) while_stmt(c, n);
    else if (strcmp(t, "for_statement") == 0) {
        if (ts_node_child_count(n) > 0 && is(ts_node_child(n, 0), "async")) fail_at(c, n, "async for is not supported");
        else for_stmt(c, n);
    } else if (strcmp(t, "pass_statement") == 0 || strcmp(t, "comment") == 0) {
    } else if (strcmp(t, "break_statement") == 0) break_stmt(c, n);
    else if (strcmp(t, "continue_statement") == 0) continue_stmt(c, n);
    else if (strcmp(t, "return_statement") == 0) return_stmt(c, n);
    else if (strcmp(t, "function_definition") == 0) {
        {
            uint32_t len;
            const char *name = ntext(c, field(n, "name"), &len);
            int r = alloc_reg(c, 1);
            function_body(c, n, field(n, "parameters"), field(n, "body"), name, len, false, false, r);
            set_pos(c, n);
            assign_to(c, field(n, "name"), r);
        }
    } else if (strcmp(t, "decorated_definition") == 0) decorated_stmt(c, n);
    else if (strcmp(t, "class_definition") == 0) class_stmt(c, n, n);
    else if (strcmp(t, "try_statement") == 0) try_stmt(c, n);
    else if (strcmp(t, "with_statement") == 0) with_stmt(c, n);
    else if (strcmp(t, "raise_statement") == 0) raise_stmt(c, n);
    else if (strcmp(t, "nonlocal_statement") == 0 && c->fs->is_module)
        fail_at(c, n, "nonlocal declaration not allowed at module level");
    else if (strcmp(t, "nonlocal_statement") == 0 && !nonlocal_bound(c, n)) {
    } else if (strcmp(t, "global_statement") == 0 || strcmp(t, "nonlocal_statement") == 0) {
    } else if (strcmp(t, "print_statement") == 0 || strcmp(t, "exec_statement") == 0)
        fail_at(c, n, "Missing parentheses in call to '%s'. Did you mean %s(...)?", t[0] == 'p' ? "print" : "exec",
                t[0] == 'p' ? "print" : "exec");
    else if (strcmp(t, "import_statement") == 0 || strcmp(t, "import_from_statement") == 0) import_stmt(c, n);
    else if (strcmp(t, "future_import_statement") == 0) {
    } else if (strcmp(t, "assert_statement") == 0) assert_stmt(c, n);
    else if (strcmp(t, "delete_statement") == 0) delete_stmt(c, n);
    else if (strcmp(t, "block") == 0) block(c, n);
    else if (strcmp(t, "match_statement") == 0) match_stmt(c, n);
    else fail_at(c, n, "'%s' is not supported by the secexec Python subset yet", t);
    c->fs->free = mark;
    c->depth--;
}

static void block(pyc *c, TSNode n) {
    if (ts_node_is_null(n)) return;
    uint32_t k = ts_node_named_child_count(n);
    for (uint32_t i = 0; i < k && !c->failed; i++) stmt(c, ts_node_named_child(n, i));
}

/* -- functions -- */

static sx_proto *finish_proto(pyc *c, fstate *fs, const char *name, uint32_t name_len, uint16_t nparams,
                              uint16_t flags) {
    if (c->failed) return NULL;
    sx_vm *vm = c->vm;
    sx_proto *p = sx_proto_new(vm);
    if (p == NULL) return oom(c), NULL;
    p->nparams = nparams;
    p->nregs = (uint16_t)(fs->maxreg + 1);
    p->length = nparams;
    p->flags = flags;
    p->name = name ? sx_atom_utf8(vm, name, name_len) : NULL;
    p->filename = sx_atom(vm, c->filename);
    uint32_t n = fs->ncode;
    p->code = sx_mem_realloc(vm, NULL, 0, n * sizeof(sx_instr));
    p->lines = sx_mem_realloc(vm, NULL, 0, n * sizeof(sx_lineinfo));
    if (p->code == NULL || p->lines == NULL) {
        if (p->code) sx_mem_free(vm, p->code, n * sizeof(sx_instr));
        if (p->lines) sx_mem_free(vm, p->lines, n * sizeof(sx_lineinfo));
        p->code = NULL, p->lines = NULL;
        return oom(c), NULL;
    }
    memcpy(p->code, fs->code, n * sizeof(sx_instr));
    memcpy(p->lines, fs->lines, n * sizeof(sx_lineinfo));
    p->ncode = n;
    if (fs->nconsts) {
        p->consts = sx_mem_realloc(vm, NULL, 0, fs->nconsts * sizeof(sx_value));
        if (p->consts == NULL) return oom(c), NULL;
        memcpy(p->consts, fs->consts, fs->nconsts * sizeof(sx_value));
        p->nconsts = fs->nconsts;
    }
    if (fs->nprotos) {
        p->protos = sx_mem_realloc(vm, NULL, 0, fs->nprotos * sizeof(sx_proto *));
        if (p->protos == NULL) return oom(c), NULL;
        memcpy(p->protos, fs->protos, fs->nprotos * sizeof(sx_proto *));
        p->nprotos = fs->nprotos;
    }
    if (fs->nupvals) {
        p->upvals = sx_mem_realloc(vm, NULL, 0, fs->nupvals * sizeof(sx_upval_desc));
        if (p->upvals == NULL) return oom(c), NULL;
        memcpy(p->upvals, fs->upvals, fs->nupvals * sizeof(sx_upval_desc));
        p->nupvals = fs->nupvals;
    }
    if (!p->filename || (name && !p->name)) return oom(c), NULL;
    return p;
}

static void free_fs(pyc *c, fstate *fs) {
    sx_vm *vm = c->vm;
    sx_mem_free(vm, fs->code, fs->capcode * sizeof(sx_instr));
    sx_mem_free(vm, fs->lines, fs->capcode * sizeof(sx_lineinfo));
    sx_mem_free(vm, fs->consts, fs->capconsts * sizeof(sx_value));
    sx_mem_free(vm, fs->protos, fs->capprotos * sizeof(sx_proto *));
    sx_mem_free(vm, fs->upvals, fs->capupvals * sizeof(sx_upval_desc));
    sx_mem_free(vm, fs->upnames, fs->capupvals * sizeof(upname));
    sx_mem_free(vm, fs->vars, fs->capvars * sizeof(var));
}

/* the parameters of a def or lambda: declare them in order (R[1].., or R[0] for a method's self) */
typedef struct param_info {
    int count;  /* registers R[1..count] */
    int rest;   /* index (1-based register) of *args, or -1 */
    int kwrest; /* of **kwargs, or -1 */
    TSNode defaults[64];
    int default_reg[64];
    int ndefaults;
    char names[512]; /* "a,b,*c,**d" for keyword calls */
    uint32_t names_len;
    /* for the arity checks (%arity): positional parameters R[1..npos], the first nreq required */
    int npos, nreq;
    bool kwonly_zone;   /* past a bare * or *args: keyword-only */
    int kwonly_reg[16]; /* keyword-only parameters after *args: filled from the keywords (%kwtake) */
    const char *kwonly_name[16];
    uint32_t kwonly_len[16];
    bool kwonly_req[16];
    int nkwonly;
    char pos_names[256]; /* "a,b" of R[1..npos], for the messages */
    uint32_t pos_names_len;
} param_info;

static void add_param_name(param_info *pi, const char *prefix, const char *s, uint32_t len) {
    uint32_t need = (uint32_t)strlen(prefix) + len + 1;
    if (pi->names_len + need >= sizeof pi->names) return;
    if (pi->names_len > 0) pi->names[pi->names_len++] = ',';
    memcpy(pi->names + pi->names_len, prefix, strlen(prefix));
    pi->names_len += (uint32_t)strlen(prefix);
    memcpy(pi->names + pi->names_len, s, len);
    pi->names_len += len;
    pi->names[pi->names_len] = 0;
}

/* CPython's errors in a parameter list: a parameter without a default after one with a default
 * (before any `*`), a name given twice */
static bool param_error(pyc *c, TSNode p, bool *seen_default, bool kwonly) {
    bool dflt = is(p, "default_parameter") || is(p, "typed_default_parameter");
    TSNode id = dflt ? field(p, "name") : is(p, "typed_parameter") ? ts_node_named_child(p, 0) : p;
    if (is(id, "list_splat_pattern") || is(id, "dictionary_splat_pattern")) id = ts_node_named_child(id, 0);
    if (dflt) *seen_default = true;
    else if (*seen_default && !kwonly && is(id, "identifier") && (is(p, "identifier") || is(p, "typed_parameter"))) {
        fail_at(c, p, "non-default argument follows default argument");
        return true;
    }
    if (!is(id, "identifier")) return false;
    uint32_t len;
    const char *s = ntext(c, id, &len);
    var *v = find_var(c->fs, s, len);
    if (v != NULL && v->param) {
        fail_at(c, id, "duplicate argument '%.*s' in function definition", (int)len, s);
        return true;
    }
    return false;
}

static void declare_params(pyc *c, TSNode params, bool method, param_info *pi) {
    memset(pi, 0, sizeof *pi);
    pi->rest = pi->kwrest = -1;
    if (ts_node_is_null(params)) return;
    uint32_t k = ts_node_named_child_count(params);
    bool self_taken = !method, seen_default = false, kwonly = false;
    for (uint32_t i = 0; i < k && !c->failed; i++) {
        TSNode p = ts_node_named_child(params, i);
        TSNode id = p, dflt = {0};
        bool has_default = false;
        const char *prefix = "";
        if (is(p, "keyword_separator")) pi->kwonly_zone = true;
        if (is(p, "keyword_separator") || is(p, "list_splat_pattern")) kwonly = true;
        if (is(p, "comment") || is(p, "positional_separator") || is(p, "keyword_separator")) continue;
        if (param_error(c, p, &seen_default, kwonly)) return;
        if (is(p, "default_parameter") || is(p, "typed_default_parameter")) {
            id = field(p, "name");
            dflt = field(p, "value");
            has_default = true;
        } else if (is(p, "typed_parameter")) id = ts_node_named_child(p, 0);
        if (is(id, "list_splat_pattern")) id = ts_node_named_child(id, 0), prefix = "*";
        else if (is(id, "dictionary_splat_pattern")) id = ts_node_named_child(id, 0), prefix = "**";
        if (!is(id, "identifier"))
            return fail_at(c, p, "this parameter form is not supported by the secexec Python subset");
        uint32_t len;
        const char *s = ntext(c, id, &len);
        var *v = declare(c, s, len, V_LOCAL);
        if (v == NULL) return;
        v->param = true;
        if (!self_taken) {
            v->reg = 0;
            self_taken = true;
            continue;
        }
        v->reg = ++pi->count;
        if (pi->count >= c->fs->free) c->fs->free = pi->count + 1;
        if (c->fs->free > c->fs->maxreg) c->fs->maxreg = c->fs->free;
        add_param_name(pi, prefix, s, len);
        if (prefix[0] == 0 && pi->rest >= 0) { /* keyword-only after *args */
            if (pi->nkwonly >= 16)
                return fail_at(c, p,
                               "more than 16 keyword-only parameters are not supported by the secexec Python subset");
            pi->kwonly_reg[pi->nkwonly] = v->reg, pi->kwonly_name[pi->nkwonly] = s, pi->kwonly_len[pi->nkwonly] = len;
            pi->kwonly_req[pi->nkwonly++] = !has_default;
        } else if (prefix[0] == 0 && !pi->kwonly_zone && pi->npos == pi->count - 1) {
            pi->npos++;
            if (!has_default && pi->nreq == pi->npos - 1) pi->nreq++;
            uint32_t need = len + 2;
            if (pi->pos_names_len + need < sizeof pi->pos_names) {
                if (pi->pos_names_len > 0) pi->pos_names[pi->pos_names_len++] = ',';
                memcpy(pi->pos_names + pi->pos_names_len, s, len);
                pi->pos_names_len += len;
                pi->pos_names[pi->pos_names_len] = 0;
            }
        }
        if (prefix[0] == '*' && prefix[1] == 0) pi->kwonly_zone = true;
        if (prefix[0] == '*' && prefix[1] == 0) pi->rest = v->reg;
        if (prefix[0] == '*' && prefix[1] == '*') pi->kwrest = v->reg;
        if (has_default && pi->ndefaults < 64) {
            pi->defaults[pi->ndefaults] = dflt;
            pi->default_reg[pi->ndefaults++] = v->reg;
        }
    }
}

static void function_body(pyc *c, TSNode n, TSNode params, TSNode body, const char *name, uint32_t name_len,
                          bool method, bool lambda, int dst) {
    fstate *parent = c->fs;
    bool classmethod = c->next_classmethod, self_param1 = c->next_self_param1;
    c->next_classmethod = c->next_self_param1 = false;
    /* default values are evaluated now, in the enclosing scope, into the parent's top registers;
     * the function captures them as upvalues, closed right after the closure is made */
    int dflt_base = parent->free, ndflt = 0;
    if (!ts_node_is_null(params)) {
        uint32_t pk = ts_node_named_child_count(params);
        for (uint32_t i = 0; i < pk && !c->failed; i++) {
            TSNode p = ts_node_named_child(params, i);
            if (!is(p, "default_parameter") && !is(p, "typed_default_parameter")) continue;
            int r = alloc_reg(c, 1);
            expr(c, field(p, "value"), r);
            ndflt++;
        }
    }
    fstate fs;
    memset(&fs, 0, sizeof fs);
    fs.parent = parent;
    fs.free = 1; /* R[0] is this */
    fs.maxreg = 1;
    fs.class_name = parent->class_name;
    fs.class_name_len = parent->class_name_len;
    if (!method) fs.class_name = parent->is_class ? NULL : parent->class_name;
    fs.self_param1 = self_param1;
    if (self_param1) fs.class_name = parent->class_name;
    if (method && fs.class_name != NULL)
        snprintf(fs.qualname, sizeof fs.qualname, "%.*s.%.*s", (int)(fs.class_name_len < 70 ? fs.class_name_len : 70),
                 fs.class_name, (int)(name_len < 70 ? name_len : 70), name);
    else if (!parent->is_module && !parent->is_class && parent->qualname[0])
        snprintf(fs.qualname, sizeof fs.qualname, "%.70s.<locals>.%.*s", parent->qualname,
                 (int)(name_len < 70 ? name_len : 70), name);
    else snprintf(fs.qualname, sizeof fs.qualname, "%.*s", (int)(name_len < 150 ? name_len : 150), name);
    c->fs = &fs;
    uint32_t save_line = c->line, save_cols = c->cols;
    param_info pi;
    declare_params(c, params, method, &pi);
    /* a hidden parameter after the others catches surplus positional arguments (%arity) */
    int hidden = -1;
    if (pi.rest < 0 && pi.kwrest < 0 && pi.npos == pi.count && pi.npos <= 60 && !c->failed) {
        hidden = pi.count + 1;
        if (fs.free <= hidden) fs.free = hidden + 1;
        if (fs.free > fs.maxreg) fs.maxreg = fs.free;
    }
    /* *args is a tuple */
    if (lambda) {
        /* no statements: no scan */
    } else scan_block(c, body);
    if (!lambda && ts_node_child_count(n) > 0 && is(ts_node_child(n, 0), "async")) /* async def */
        fs.is_async = fs.is_generator = true;
    /* a parameter that the body also assigns is still the parameter */
    place_locals(c);
    if (classmethod) { /* called on an instance: cls is its class */
        int zero = 0;
        call_hidden(c, "%clsof", 0, &zero, 1);
    }
    /* arity: a missing required argument leaves its register undefined (or it is None: %arity
     * then finds nothing wrong and comes back), a surplus one fills the hidden parameter */
    uint32_t arity_jumps[2];
    int narity = 0;
    if (pi.npos <= 60 && !c->failed) {
        if (pi.nreq > 0) arity_jumps[narity++] = emit_jump(c, SX_OP_CODE_JMPIFNULLISH, pi.nreq);
        if (hidden >= 0) arity_jumps[narity++] = emit_jump(c, SX_OP_CODE_JMPIFNOTUNDEF, hidden);
    }
    uint32_t arity_back = here(c);
    /* keyword-only parameters after *args: taken out of the keywords a call passed */
    int kwd = -1;
    if (pi.nkwonly > 0) {
        kwd = pi.kwrest >= 0 ? pi.kwrest : alloc_reg(c, 1);
        call_hidden(c, "%popkw", kwd, &pi.rest, 1);
        for (int i = 0; i < pi.nkwonly; i++) {
            int base = alloc_reg(c, 3);
            ABC(MOVE, base, kwd, 0);
            ABX(LOADK, base + 1, (uint32_t)str_const(c, pi.kwonly_name[i], pi.kwonly_len[i]));
            ABC(LOADUNDEF, base + 2, 0, 0);
            int a3[3] = {base, base + 1, base + 2};
            call_hidden(c, "%kwtake", pi.kwonly_reg[i], a3, 3);
            c->fs->free = base;
        }
    }
    /* defaults: evaluated when the call leaves the parameter out (docs/python.md: not at def time) */
    for (int i = 0; i < pi.ndefaults && i < ndflt; i++) {
        /* the name only has to be unique among this function's upvalues: a constant text */
        static const char *const names[] = {"%d0", "%d1", "%d2",  "%d3",  "%d4",  "%d5",  "%d6",  "%d7",
                                            "%d8", "%d9", "%d10", "%d11", "%d12", "%d13", "%d14", "%d15"};
        if (i >= 16) {
            fail_at(c, params, "more than 16 default values are not supported by the secexec Python subset");
            break;
        }
        int up = add_upval(c, &fs, names[i], (uint32_t)strlen(names[i]), true, dflt_base + i);
        uint32_t j = emit(c, SX_MAKE_ABX(SX_OP_CODE_JMPIFNOTUNDEF, pi.default_reg[i], 0));
        ABC(GETUPVAL, pi.default_reg[i], up, 0);
        patch_here(c, j);
    }
    if (pi.nkwonly > 0) { /* required ones still missing; surplus keywords without **kwargs */
        char info[300];
        for (int i = 0; i < pi.nkwonly; i++) {
            if (!pi.kwonly_req[i]) continue;
            int base = alloc_reg(c, 3);
            ABC(MOVE, base, pi.kwonly_reg[i], 0);
            snprintf(info, sizeof info, "%.*s|%.*s", (int)name_len, name, (int)pi.kwonly_len[i], pi.kwonly_name[i]);
            ABX(LOADK, base + 1, (uint32_t)str_const(c, info, (uint32_t)strlen(info)));
            int a2[2] = {base, base + 1};
            call_hidden(c, "%kwneed", base, a2, 2);
            c->fs->free = base;
        }
        if (pi.kwrest < 0) {
            int base = alloc_reg(c, 2);
            ABC(MOVE, base, kwd, 0);
            ABX(LOADK, base + 1, (uint32_t)str_const(c, name, name_len));
            int a2[2] = {base, base + 1};
            call_hidden(c, "%kwnone", base, a2, 2);
            c->fs->free = base;
        }
    } else if (pi.rest >= 0 && pi.kwrest >= 0) call_hidden(c, "%popkw", pi.kwrest, &pi.rest, 1);
    if (pi.rest >= 0) call_hidden(c, "%tuple", pi.rest, &pi.rest, 1);
    if (pi.kwrest >= 0) {
        uint32_t j = emit(c, SX_MAKE_ABX(SX_OP_CODE_JMPIFNOTUNDEF, pi.kwrest, 0));
        int base = alloc_reg(c, 2);
        load_global(c, "%dict", base);
        ABC(CALL, base, 0, 2);
        ABC(MOVE, pi.kwrest, base, 0);
        c->fs->free = base;
        patch_here(c, j);
    }
    if (fs.is_generator) { /* a call stops here and gives the generator; next() continues */
        int g = alloc_reg(c, 1);
        ABC(GENSTART, g, 0, 0);
        c->fs->free = g;
    }
    if (lambda) {
        int r = alloc_reg(c, 1);
        expr(c, body, r);
        ABC(RETURN, r, 0, 0);
    } else {
        block(c, body);
        int r = alloc_reg(c, 1);
        ABC(LOADNULL, r, 0, 0);
        ABC(RETURN, r, 0, 0);
    }
    if (narity > 0) { /* the arity check's slow path, out of line: raises, or finds nothing and goes back */
        for (int i = 0; i < narity; i++) patch_here(c, arity_jumps[i]);
        const char *cn = method ? parent->class_name : NULL;
        /* the qualified name first: Class.method or the function's name */
        char qual[400];
        snprintf(qual, sizeof qual, "%.*s%s%.*s|%d|%d|%d|%s", cn ? (int)parent->class_name_len : 0, cn ? cn : "",
                 cn ? "." : "", (int)name_len, name, pi.npos, pi.nreq, method ? 1 : 0, pi.pos_names);
        int n = pi.npos + 2;
        int base = alloc_reg(c, n);
        ABX(LOADK, base, (uint32_t)str_const(c, qual, (uint32_t)strlen(qual)));
        for (int i = 0; i < pi.npos; i++) ABC(MOVE, base + 1 + i, 1 + i, 0);
        if (hidden >= 0) ABC(MOVE, base + 1 + pi.npos, hidden, 0);
        else ABC(LOADUNDEF, base + 1 + pi.npos, 0, 0);
        int args[64];
        for (int i = 0; i < n; i++) args[i] = base + i;
        call_hidden(c, "%arity", base, args, n);
        jump_back(c, arity_back);
    }
    /* SX_PROTO_METHOD: self is R[0] (the call's receiver); %bind makes bound methods of these */
    uint16_t flags = (uint16_t)((pi.rest >= 0 ? SX_PROTO_HAS_REST : 0) | (fs.is_generator ? SX_PROTO_GENERATOR : 0) |
                                (method && !lambda ? SX_PROTO_METHOD : 0));
    bool both = pi.rest >= 0 && pi.kwrest >= 0;
    /* with *args, it is the VM's rest parameter (the last); **kwargs and keyword-only parameters
     * after *args are locals the prologue fills from the keywords dict a call appends
     * (python/types.c py_call) */
    sx_proto *p = finish_proto(c, &fs, name, name_len,
                               (uint16_t)(pi.rest >= 0  ? pi.rest
                                          : hidden >= 0 ? hidden
                                                        : pi.count),
                               flags);
    (void)both;
    c->fs = parent;
    free_fs(c, &fs);
    c->line = save_line, c->cols = save_cols;
    if (!emit_closure(c, p, n, dst)) return;
    if (ndflt > 0) {
        ABC(CLOSE, dflt_base, 0, 0); /* each closure keeps its own default values */
        if (dst >= dflt_base) fail_at(c, n, "internal: default registers");
        parent->free = dflt_base;
    }
    if (pi.names_len > 0) {
        int k = alloc_reg(c, 1);
        ABX(LOADK, k, (uint32_t)str_const(c, pi.names, pi.names_len));
        ABC(SETFIELD, dst, cstr_const(c, "__params__"), k);
        c->fs->free = k;
    }
    if (!lambda && !ts_node_is_null(body) && ts_node_named_child_count(body) > 0) { /* a docstring: __doc__ */
        TSNode first = ts_node_named_child(body, 0);
        if (is(first, "expression_statement") && ts_node_named_child_count(first) == 1 &&
            is(ts_node_named_child(first, 0), "string")) {
            bool raw, fstr, bytes;
            string_prefix(c, ts_node_named_child(first, 0), &raw, &fstr, &bytes);
            if (!fstr && !bytes) {
                int k = alloc_reg(c, 1);
                expr(c, ts_node_named_child(first, 0), k);
                ABC(SETFIELD, dst, cstr_const(c, "__doc__"), k);
                c->fs->free = k;
            }
        }
    }
}

/* -- syntax errors -- */

static bool find_error(TSNode n, TSNode *out, int depth) {
    if (depth > 400) return false;
    if (ts_node_is_missing(n) || is(n, "ERROR")) {
        *out = n;
        return true;
    }
    if (!ts_node_has_error(n)) return false;
    uint32_t k = ts_node_child_count(n);
    for (uint32_t i = 0; i < k; i++)
        if (find_error(ts_node_child(n, i), out, depth + 1)) return true;
    return false;
}

/* an unclosed bracket before the error: CPython's "'(' was never closed" */
static bool unclosed_bracket(const char *src, size_t len, uint32_t *line, uint32_t *col, char *which) {
    char stack[256];
    uint32_t lines[256], cols[256];
    int sp = 0;
    uint32_t l = 1, cl = 1;
    char quote = 0;
    for (size_t i = 0; i < len; i++) {
        char ch = src[i];
        if (quote) {
            if (ch == '\\') i++, cl++;
            else if (ch == quote) quote = 0;
            else if (ch == '\n') l++, cl = 0;
        } else if (ch == '#') {
            while (i + 1 < len && src[i + 1] != '\n') i++;
        } else if (ch == '"' || ch == '\'') quote = ch;
        else if (ch == '(' || ch == '[' || ch == '{') {
            if (sp < 256) stack[sp] = ch, lines[sp] = l, cols[sp] = cl;
            sp++;
        } else if (ch == ')' || ch == ']' || ch == '}') {
            if (sp > 0) sp--;
        } else if (ch == '\n') l++, cl = 0;
        cl++;
    }
    if (sp <= 0 || sp > 256) return false;
    *line = lines[0], *col = cols[0], *which = stack[0];
    return true;
}

/* what CPython calls an expression it cannot assign to ("cannot assign to function call") */
static const char *expr_kind(TSNode n) {
    static const struct {
        const char *type, *kind;
    } kinds[] = {{"call", "function call"},
                 {"integer", "literal"},
                 {"float", "literal"},
                 {"string", "literal"},
                 {"concatenated_string", "literal"},
                 {"binary_operator", "expression"},
                 {"unary_operator", "expression"},
                 {"boolean_operator", "expression"},
                 {"not_operator", "expression"},
                 {"comparison_operator", "comparison"},
                 {"lambda", "lambda"},
                 {"conditional_expression", "conditional expression"},
                 {"await", "await expression"},
                 {"list_comprehension", "list comprehension"},
                 {"set_comprehension", "set comprehension"},
                 {"dictionary_comprehension", "dict comprehension"},
                 {"generator_expression", "generator expression"},
                 {"dictionary", "dict literal"},
                 {"set", "set display"},
                 {"named_expression", "named expression"},
                 {"ellipsis", "ellipsis"},
                 {"true", "True"},
                 {"false", "False"},
                 {"none", "None"}};
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (is(n, kinds[i].type)) return kinds[i].kind;
    return NULL;
}

static void error_span(pyc *c, TSNode from, TSNode to) {
    TSPoint p = ts_node_start_point(from), q = ts_node_end_point(to);
    c->err_line = p.row + 1;
    c->err_col = p.column + 1;
    c->err_end = q.row == p.row ? q.column + 1 : c->err_col + 1;
}

/* the parse errors CPython words specially, recognised from tree-sitter's ERROR node e: `f() = 1`,
 * `if x = 1:`, `[1, 2 3]`, `class = 1` */
static bool specific_parse_error(pyc *c, TSNode e) {
    if (!is(e, "ERROR") || ts_node_child_count(e) == 0) return false;
    TSNode first = ts_node_child(e, 0), parent = ts_node_parent(e), prev = ts_node_prev_sibling(e);
    uint32_t k = ts_node_child_count(e);
    const char *kind = expr_kind(first);
    if (k == 2 && kind != NULL && is(ts_node_child(e, 1), "=") && (is(parent, "module") || is(parent, "block"))) {
        if (kind[0] >= 'A' && kind[0] <= 'Z') snprintf(c->message, sizeof c->message, "cannot assign to %s", kind);
        else
            snprintf(c->message, sizeof c->message, "cannot assign to %s here. Maybe you meant '==' instead of '='?",
                     kind);
        error_span(c, first, first);
        return true;
    }
    if (is(first, "=") && !ts_node_is_null(prev) && ts_node_is_named(prev) &&
        (is(parent, "if_statement") || is(parent, "elif_clause") || is(parent, "while_statement"))) {
        snprintf(c->message, sizeof c->message, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
        error_span(c, prev, e);
        return true;
    }
    if (ts_node_named_child_count(e) == 1 && k == 1 && ts_node_is_named(first) && !ts_node_is_null(prev) &&
        ts_node_is_named(prev) && !is(prev, "comment") &&
        (is(parent, "list") || is(parent, "tuple") || is(parent, "set") || is(parent, "argument_list") ||
         is(parent, "parenthesized_expression"))) {
        snprintf(c->message, sizeof c->message, "invalid syntax. Perhaps you forgot a comma?");
        error_span(c, prev, e);
        return true;
    }
    if (k >= 2 && (is(first, "class") || is(first, "def")) && !is(ts_node_child(e, 1), "identifier")) {
        snprintf(c->message, sizeof c->message, "invalid syntax");
        error_span(c, ts_node_child(e, 1), ts_node_child(e, 1));
        c->err_end = c->err_col + 1;
        return true;
    }
    return false;
}

static void syntax_error(pyc *c, TSNode root) {
    TSNode e = root;
    find_error(root, &e, 0);
    uint32_t line, col;
    char which;
    c->failed = true;
    c->err_kind = "SyntaxError";
    /* the error runs to the end of the text with a bracket still open: CPython's tokenizer
     * reports the bracket ("'(' was never closed") */
    size_t end = c->len;
    while (end > 0 &&
           (c->src[end - 1] == '\n' || c->src[end - 1] == ' ' || c->src[end - 1] == '\r' || c->src[end - 1] == '\t'))
        end--;
    (void)end;
    if (!ts_node_is_missing(e) && unclosed_bracket(c->src, c->len, &line, &col, &which)) {
        snprintf(c->message, sizeof c->message, "'%c' was never closed", which);
        c->err_line = line, c->err_col = col, c->err_end = col + 1;
        return;
    }
    if (specific_parse_error(c, e)) return;
    TSPoint p = ts_node_start_point(e), q = ts_node_end_point(e);
    snprintf(c->message, sizeof c->message, "invalid syntax");
    /* a compound statement's header without its colon: "expected ':'" after the header */
    {
        const char *ls = c->src + ts_node_start_byte(e) - p.column, *le = ls;
        while (le < c->src + c->len && *le != '\n') le++;
        const char *hs = ls;
        while (hs < le && (*hs == ' ' || *hs == '\t')) hs++;
        const char *he = le;
        while (he > hs && (he[-1] == ' ' || he[-1] == '\r' || he[-1] == '\t')) he--;
        static const char *const heads[] = {"if ",    "elif ", "else",   "for ",    "while ", "def ",
                                            "class ", "try",   "except", "finally", "with "};
        for (size_t i = 0; he > hs && he[-1] != ':' && i < sizeof heads / sizeof heads[0]; i++) {
            size_t hl = strlen(heads[i]);
            if ((size_t)(he - hs) >= hl && memcmp(hs, heads[i], hl) == 0) {
                snprintf(c->message, sizeof c->message, "expected ':'");
                c->err_line = p.row + 1;
                c->err_col = (uint32_t)(he - ls) + 1;
                c->err_end = c->err_col + 1;
                return;
            }
        }
    }
    if (!ts_node_is_missing(e) && p.row == q.row) p = q; /* CPython points at the token after the last good one */
    c->err_line = p.row + 1;
    c->err_col = p.column + 1;
    c->err_end = c->err_col + 1;
    if (ts_node_is_missing(e) && strcmp(ts_node_type(e), ":") == 0)
        snprintf(c->message, sizeof c->message, "expected ':'");
}

/* The parser found an error on a line before the tokenizer's: CPython reports the parser's unless
 * it is the plain "invalid syntax" (it then reads the rest of the source for a tokenizer error) and
 * the tokenizer's is one (its indentation checks "unexpected indent" and "expected an indented
 * block" are the parser's own). */
static bool prefer_parse_error(pyc *c, const py_syntax_err *se) {
    if (strcmp(c->message, "invalid syntax") != 0) return true;
    return strcmp(se->kind, "IndentationError") == 0 && strncmp(se->message, "unindent", 8) != 0;
}

/* CPython's report of a syntax error: the file line, the source line, the caret, the message */
static char *syntax_report(pyc *c) {
    const char *p = c->src, *end = c->src + c->len;
    for (uint32_t l = 1; l < c->err_line && p < end; p++)
        if (*p == '\n') l++;
    const char *e = p;
    while (e < end && *e != '\n') e++;
    while (e > p && (e[-1] == '\r' || e[-1] == ' ')) e--;
    uint32_t indent = 0;
    while (p < e && (*p == ' ' || *p == '\t')) p++, indent++;
    size_t n = (size_t)(e - p) + 512;
    char *out = malloc(n + c->err_col + 64);
    if (out == NULL) return NULL;
    int w = sprintf(out, "  File \"%s\", line %u\n", c->filename, c->err_line);
    if (e > p) {
        w += sprintf(out + w, "    %.*s\n", (int)(e - p), p);
    }
    if (e > p && c->err_col > 0) { /* (no caret: "unexpected indent") */
        uint32_t at = c->err_col > indent ? c->err_col - 1 - indent : 0;
        uint32_t len = c->err_end > c->err_col ? c->err_end - c->err_col : 1;
        if (at > (uint32_t)(e - p)) at = (uint32_t)(e - p);
        w += sprintf(out + w, "    ");
        for (uint32_t i = 0; i < at; i++) out[w++] = ' ';
        for (uint32_t i = 0; i < len && i < 400; i++) out[w++] = '^';
        out[w++] = '\n';
    }
    sprintf(out + w, "%s: %s", c->err_kind ? c->err_kind : "SyntaxError", c->message);
    return out;
}

/* the last top-level statement is an expression: evaluate returns it */
sx_proto *sx_py_compile(sx_vm *vm, const char *src, size_t len, const char *filename, bool evaluate,
                        char **syntax_error_out) {
    *syntax_error_out = NULL;
    pyc cc, *c = &cc;
    memset(c, 0, sizeof cc);
    c->vm = vm, c->src = src, c->len = len, c->filename = filename ? filename : "main.py", c->evaluate = evaluate;
    if (len > UINT32_MAX / 2) {
        *syntax_error_out = strdup("SyntaxError: source too large");
        return NULL;
    }
    TSParser *parser = ts_parser_new();
    if (parser == NULL || !ts_parser_set_language(parser, tree_sitter_python())) {
        if (parser) ts_parser_delete(parser);
        *syntax_error_out = strdup("SyntaxError: internal error: the Python grammar could not be loaded");
        return NULL;
    }
    /* (within the run's time left: a text tree-sitter's error recovery is slow on cannot outrun it) */
    uint64_t limit_us = sx_time_left_us(vm, PY_PARSE_TIMEOUT_US);
    ts_parser_set_timeout_micros(parser, limit_us ? limit_us : 1);
    TSTree *tree = ts_parser_parse_string(parser, NULL, src, (uint32_t)len);
    if (tree == NULL && limit_us < PY_PARSE_TIMEOUT_US) { /* the run's deadline came first */
        ts_parser_delete(parser);
        sx_abort_run(vm, SX_ABORT_TIMEOUT);
        return NULL;
    }
    if (tree == NULL) {
        ts_parser_delete(parser);
        *syntax_error_out = strdup("SyntaxError: source text too complex to parse (parser time limit exceeded)");
        return NULL;
    }
    TSNode root = ts_tree_root_node(tree);
    fstate fs;
    memset(&fs, 0, sizeof fs);
    fs.is_module = true;
    fs.free = 1;
    fs.maxreg = 1;
    c->fs = &fs;
    sx_proto *p = NULL;
    py_syntax_err se;
    bool scanned = py_syntax_scan(src, len, &se);
    if (ts_node_has_error(root)) syntax_error(c, root);
    if (scanned && !(c->failed && c->err_line < se.line && prefer_parse_error(c, &se))) {
        c->failed = true;
        c->err_kind = se.kind;
        c->err_line = se.line, c->err_col = se.col, c->err_end = se.end;
        snprintf(c->message, sizeof c->message, "%s", se.message);
    }
    if (!c->failed) {
        scan_data_attrs(c, root, 0);
        scan_block(c, root);
        place_locals(c);
        uint32_t k = ts_node_named_child_count(root);
        int last = -1;
        for (uint32_t i = 0; i < k; i++)
            if (!is(ts_node_named_child(root, i), "comment")) last = (int)i;
        int result = alloc_reg(c, 1);
        ABC(LOADNULL, result, 0, 0);
        for (uint32_t i = 0; i < k && !c->failed; i++) {
            TSNode s = ts_node_named_child(root, i);
            bool value = evaluate && (int)i == last && is(s, "expression_statement") &&
                         !is(ts_node_named_child(s, 0), "assignment") &&
                         !is(ts_node_named_child(s, 0), "augmented_assignment") &&
                         !is(ts_node_named_child(s, 0), "yield");
            if (value && ts_node_named_child_count(s) > 1) { /* a, b: a tuple */
                set_pos(c, s);
                sequence_expr(c, s, result, true);
            } else if (value) {
                set_pos(c, s);
                expr(c, ts_node_named_child(s, 0), result);
            } else stmt(c, s);
        }
        ABC(RETURN, result, 0, 0);
        p = finish_proto(c, &fs, NULL, 0, 0, SX_PROTO_TOPLEVEL);
    }
    free_fs(c, &fs);
    ts_tree_delete(tree);
    ts_parser_delete(parser);
    if (p != NULL) return p;
    if (c->oom) return NULL;
    *syntax_error_out = syntax_report(c);
    if (*syntax_error_out == NULL) *syntax_error_out = strdup("SyntaxError: invalid syntax");
    return NULL;
}
