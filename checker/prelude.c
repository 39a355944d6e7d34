/* prelude.c - loads the standard library declarations (stdlib/ .d.ts files) once per process, read-only after. */
#include "checker/checker.h"
#include "checker/ck.h"

#include <pthread.h>
#include <stdlib.h>

/*
 * The .d.ts text is parsed by our own front end (sx_parse); interface bodies and signatures are read
 * by the type parser. Every symbol is resolved eagerly here, inside pthread_once, so checker runs
 * afterwards only read the prelude (their own types go into their own arenas).
 */

static sx_prelude g_prelude;
static pthread_once_t g_once = PTHREAD_ONCE_INIT;

static sx_decl_text *decl_text(sx_ck *ck, sx_node *node, const sx_tsrc *src) {
    sx_decl_text *d = sx_ck_alloc(ck, sizeof *d);
    if (!d) return NULL;
    d->src = src;
    d->start = node->span.start;
    d->end = node->span.end;
    d->node = node;
    return d;
}

static sx_sym *declare(sx_ck *ck, sx_scope *sc, const sx_tsrc *src, const char *name, uint32_t len, uint32_t flags) {
    sx_sym *s = sx_ck_scope_find(sc, name, len);
    if (!s) s = sx_ck_scope_add(ck->arena, sc, name, len);
    if (!s) {
        ck->oom = true;
        return NULL;
    }
    s->flags |= flags | SF_AMBIENT;
    s->src = src;
    return s;
}

static void append(sx_decl_text **list, sx_decl_text *d) {
    while (*list) list = &(*list)->next;
    *list = d;
}

/* Value type of an ambient symbol: `declare var x: T` or the overloads of `declare function f`. */
void sx_ck_ambient_value_type(sx_ck *ck, sx_sym *s) {
    if (s->vtype) return;
    if (s->flags & SF_FUNC) {
        sx_obj *o = sx_ck_obj_new(ck);
        for (sx_decl_text *d = (sx_decl_text *)s->vdecl; d; d = d->next) {
            const char *nm;
            uint32_t nl;
            sx_tsig *ts = sx_ck_tp_func_sig(d->src, d->start, d->end, &nm, &nl);
            sx_sig *sig = ts ? sx_ck_resolve_sig(ck, ts, d->src) : NULL;
            if (sig) {
                if (!sig->ret) sig->ret = T_ANY(ck);
                sx_ck_obj_add_sig(ck, o, sig, false);
            }
        }
        s->vtype = sx_ck_t_obj(ck, o);
    } else if (s->vdecl && s->vdecl->type) {
        sx_tnode *tn = sx_ck_tp_type(s->src, s->vdecl->type->span.start, s->vdecl->type->span.end);
        s->vtype = sx_ck_resolve(ck, tn, s->src);
    } else {
        s->vtype = T_ANY(ck);
    }
}

/* Declare the symbols of an ambient source (a .d.ts) in scope `sc`: interfaces (merged), type
 * aliases, `declare var/const` and `declare function` overloads. Types are resolved lazily. */
void sx_ck_declare_ambient(sx_ck *ck, sx_ast *ast, sx_scope *sc, const sx_tsrc *src) {
    sx_node_list *l = &ast->root->list;
    for (uint32_t i = 0; i < l->count; i++) {
        sx_node *st = l->items[i];
        if (!st) continue;
        if (st->kind == SX_N_DECLARE && st->a) st = st->a;
        if (st->kind == SX_N_INTERFACE && st->str) {
            sx_sym *s = declare(ck, sc, src, st->str, st->len, SF_INTERFACE);
            if (s) append(&s->tdecls, decl_text(ck, st, src));
        } else if (st->kind == SX_N_TYPE_ALIAS && st->str) {
            sx_sym *s = declare(ck, sc, src, st->str, st->len, SF_ALIAS);
            if (s && !s->tdecls) s->tdecls = decl_text(ck, st, src);
        } else if (st->kind == SX_N_VAR_DECL) {
            for (uint32_t k = 0; k < st->list.count; k++) {
                sx_node *d = st->list.items[k];
                if (!d || !d->a || d->a->kind != SX_N_IDENT) continue;
                sx_sym *s = declare(ck, sc, src, d->a->str, d->a->len, st->op == SX_OP_CONST ? SF_CONST : SF_VAR);
                if (s) s->vdecl = d;
            }
        } else if (st->kind == SX_N_FUNC_DECL && st->a && st->a->str) {
            sx_sym *s = declare(ck, sc, src, st->a->str, st->a->len, SF_FUNC);
            if (s) /* overloads: a list of declaration texts in vdecl (cast) */
                append((sx_decl_text **)&s->vdecl, decl_text(ck, l->items[i], src));
        }
    }
}

/* Did the parse give up (a size limit; the trusted parse has no time limit)? Its tree would then
 * be empty or partial. */
static bool parse_limit_hit(const sx_ast *ast) {
    for (uint32_t i = 0; i < ast->diags.count; i++)
        if (ast->diags.items[i].code == SX_OWN_DIAG_PARSE_LIMIT) return true;
    return false;
}

static void load(void) {
    sx_prelude *p = &g_prelude;
    p->arena = sx_arena_new(NULL, NULL);
    if (!p->arena) return;
    p->src.text = sx_stdlib_dts;
    p->src.len = sx_stdlib_dts_len;
    p->src.arena = p->arena;
    p->globals = sx_arena_alloc(p->arena, sizeof *p->globals);
    p->intern = sx_ck_intern_new(p->arena);
    if (!p->globals || !p->intern) return;
    p->globals->kind = SC_LIB;

    /* a checker context that builds into the prelude's arena */
    sx_ck ck = {0};
    ck.arena = p->arena;
    ck.pre = p;
    ck.intern = p->intern;
    ck.scope = p->globals;
    ck.src = p->src;
    ck.silent = 1;
    sx_prelude tmp_pre = {0}; /* intern lookups in "the prelude" during the build: none */
    (void)tmp_pre;
    for (int k = 0; k <= TK_NONPRIM; k++) p->intrinsics[k] = sx_ck_t_new(&ck, k);
    p->unassigned = sx_ck_t_new(&ck, TK_UNDEFINED);
    p->unassigned->flags |= TF_UNASSIGNED;
    p->error_any = sx_ck_t_new(&ck, TK_ANY);
    p->written_any = sx_ck_t_new(&ck, TK_ANY);
    {
        sx_type *v[2] = {p->intrinsics[TK_FALSE], p->intrinsics[TK_TRUE]};
        p->boolean = NULL;
        p->boolean = sx_ck_t_union(&ck, v, 2);
    }
    /* the literal types tsc has made by the time it checks a program (while checking the library),
     * in its order: unions print their members by id (`"map" | "filter" | "fetch"`) */
    static const struct {
        bool num, fresh;
        const char *text;
    } lib_literals[] = {
#define LIT(kind, text) {LIT_##kind, text},
#define LIT_STR false, false
#define LIT_NUM true, false
#define LIT_FRESH_STR false, true
#define LIT_FRESH_NUM true, true
#include "checker/lib_literals.inc"
#undef LIT
#undef LIT_STR
#undef LIT_NUM
#undef LIT_FRESH_STR
#undef LIT_FRESH_NUM
    };
    for (size_t i = 0; i < sizeof lib_literals / sizeof lib_literals[0]; i++) {
        sx_ck_t_lib_literal(&ck, lib_literals[i].text, lib_literals[i].num, lib_literals[i].fresh);
    }

    /* the declarations' outline (a token scan) is all the checker reads of this tree; a full parse
     * only if the text ever holds something the outline does not know */
    sx_ast *ast = sx_parse_declarations_outline(sx_stdlib_dts, sx_stdlib_dts_len, "lib.d.ts");
    if (!ast) ast = sx_parse_trusted(sx_stdlib_dts, sx_stdlib_dts_len, "lib.d.ts");
    if (!ast || !ast->root) {
        sx_ast_free(ast);
        return;
    }
    if (parse_limit_hit(ast)) {
        sx_ast_free(ast); /* a cut-short library would silently change every diagnostic: no checker */
        return;
    }
    sx_ck_declare_ambient(&ck, ast, p->globals, &p->src);
    /* well-known symbols */
    struct {
        sx_sym **slot;
        const char *name;
    } known[] = {{&p->array, "Array"},
                 {&p->ro_array, "ReadonlyArray"},
                 {&p->promise, "Promise"},
                 {&p->string_i, "String"},
                 {&p->number_i, "Number"},
                 {&p->boolean_i, "Boolean"},
                 {&p->object_i, "Object"},
                 {&p->function_i, "Function"},
                 {&p->regexp, "RegExp"},
                 {&p->error, "Error"},
                 {&p->symbol_i, "Symbol"},
                 {&p->bigint_i, "BigInt"},
                 {&p->map, "Map"},
                 {&p->set, "Set"},
                 {&p->iterable, "Iterable"},
                 {&p->template_arr, "TemplateStringsArray"},
                 {&p->generator, "Generator"},
                 {&p->async_generator, "AsyncGenerator"}};
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        sx_sym *s = sx_ck_scope_find(p->globals, known[i].name, (uint32_t)strlen(known[i].name));
        *known[i].slot = s && (s->flags & SF_INTERFACE) ? s : NULL;
    }
    /* pass 2: resolve everything eagerly (the prelude is read-only afterwards) */
    for (uint32_t i = 0; i < p->globals->n; i++) {
        sx_sym *s = p->globals->syms[i];
        if (s->flags & (SF_INTERFACE | SF_ALIAS)) sx_ck_sym_dtype(&ck, s);
    }
    for (uint32_t i = 0; i < p->globals->n; i++) {
        sx_sym *s = p->globals->syms[i];
        if (s->flags & SF_INTERFACE) sx_ck_sym_members(&ck, s);
    }
    for (uint32_t i = 0; i < p->globals->n; i++) {
        sx_sym *s = p->globals->syms[i];
        if (s->flags & (SF_VAR | SF_CONST | SF_FUNC)) {
            sx_ck_ambient_value_type(&ck, s);
            s->state |= SS_RESOLVED;
        }
    }
    /* the global value `undefined` (tsc declares it internally) */
    sx_sym *u = sx_ck_scope_add(p->arena, p->globals, "undefined", 9);
    if (u) {
        u->flags = SF_VAR | SF_AMBIENT;
        u->vtype = p->intrinsics[TK_UNDEFINED];
        u->state |= SS_RESOLVED;
    }
    /* `globalThis` (tsc declares it internally as `typeof globalThis`; here any: never a false error) */
    sx_sym *g = sx_ck_scope_add(p->arena, p->globals, "globalThis", 10);
    if (g) {
        g->flags = SF_VAR | SF_AMBIENT;
        g->vtype = p->intrinsics[TK_ANY];
        g->state |= SS_RESOLVED;
    }
    /* keep the parse alive: declaration texts point into the embedded string, nodes into its arena */
    p->next_id = ck.next_id + 16;
    p->ok = !ck.oom;
}

const sx_prelude *sx_prelude_get(void) {
    pthread_once(&g_once, load);
    return g_prelude.ok ? &g_prelude : NULL;
}
