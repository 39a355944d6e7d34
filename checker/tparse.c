/* tparse.c - reads TypeScript type syntax (annotations, interfaces, signatures) from source text. */
#include "checker/ck.h"

#include <stdlib.h>

/*
 * The front end keeps type annotations as opaque spans, so the checker reads them itself with this
 * small recursive-descent parser. It only ever sees text that tree-sitter already accepted, so it
 * does not report errors: anything it does not understand becomes TN_UNSUPPORTED (= any).
 *
 * Why a second parse of type text instead of tree-sitter's own type nodes: (1) `run` ignores
 * types, so converting every type node into the AST would cost every run for nothing; (2) the
 * standard library's declarations (stdlib/lib.es2023.d.ts) are read by a token scanner that keeps
 * bodies as text (frontend/dts_outline.c, sx_parse_declarations_outline), so the checker parses
 * only the interfaces and signatures a program reaches, when it reaches them, instead of every
 * declaration on every check. Only annotation spans are read here; the code around them was
 * parsed once, by tree-sitter.
 *
 * What the second parse costs, measured with callgrind on `secexec check bench/check/snippet_N.ts`
 * (issue #13): the entries that read a program's annotations (sx_ck_tp_type, _tparams_in,
 * _type_args, _func_sig; they also serve the library's signatures, so these are upper bounds)
 * take 0.32 M of 24.6 M instructions for 50 lines (1.3%) and 0.62 M of 65.5 M for 500 lines
 * (0.9%), against 2.9 M and 29.4 M in tree-sitter's parse. Most of this file's time, 7.5 M in both,
 * is sx_ck_tp_interface reading the standard library's interfaces a program reaches, text that
 * tree-sitter never parses at all.
 */

enum { K_EOF, K_ID, K_NUM, K_STR, K_PUNCT, K_TEMPLATE };

typedef struct tp {
    const sx_tsrc *s;
    uint32_t pos, end;
    /* current token */
    int k;
    uint32_t ts, te; /* token text [ts, te) */
    int depth;
    bool fail;
} tp;

/* ASCII character classes (what <ctype.h> answers in the C locale, without its per-call lookup). */
static inline bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static inline bool is_alpha(unsigned char c) { return (unsigned char)((c | 0x20) - 'a') < 26; }
static inline bool is_alnum(unsigned char c) { return is_alpha(c) || is_digit(c); }
static inline bool is_space(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static inline bool is_id_start(unsigned char c) { return is_alpha(c) || c == '_' || c == '$' || c >= 0x80; }

/* Bytes of a name after its first: one lookup a byte in the loop that reads names (immutable). */
static const bool g_id_char[256] = {['a' ... 'z'] = true, ['A' ... 'Z'] = true, ['0' ... '9'] = true,
                                    ['_'] = true,         ['$'] = true,         [0x80 ... 0xFF] = true};
static inline bool is_id_char(unsigned char c) { return g_id_char[c]; }

/* Skip whitespace and comments. (Not frontend/trivia.h's sx_skip_comment: through it this loop,
 * which the library's JSDoc comments make hot, cost 0.2-0.4M more instructions per check.) */
static void skip_ws(tp *p) {
    const char *t = p->s->text;
    while (p->pos < p->end) {
        unsigned char c = (unsigned char)t[p->pos];
        if (is_space(c)) {
            p->pos++;
        } else if (c == '/' && p->pos + 1 < p->end && t[p->pos + 1] == '/') {
            while (p->pos < p->end && t[p->pos] != '\n') p->pos++;
        } else if (c == '/' && p->pos + 1 < p->end && t[p->pos + 1] == '*') {
            p->pos += 2;
            while (p->pos + 1 < p->end && !(t[p->pos] == '*' && t[p->pos + 1] == '/')) p->pos++;
            p->pos += 2;
        } else if (c == 0xC2 && p->pos + 1 < p->end && (unsigned char)t[p->pos + 1] == 0xA0) {
            p->pos += 2; /* no-break space */
        } else {
            break;
        }
    }
}

static void next(tp *p) {
    skip_ws(p);
    const char *t = p->s->text;
    p->ts = p->pos;
    if (p->pos >= p->end) {
        p->k = K_EOF;
        p->te = p->pos;
        return;
    }
    unsigned char c = (unsigned char)t[p->pos];
    if (is_id_start(c) || c == '#') {
        p->pos++;
        while (p->pos < p->end && is_id_char((unsigned char)t[p->pos])) p->pos++;
        p->k = K_ID;
    } else if (is_digit(c) || (c == '.' && p->pos + 1 < p->end && is_digit((unsigned char)t[p->pos + 1]))) {
        while (p->pos < p->end && (is_alnum((unsigned char)t[p->pos]) || t[p->pos] == '.' || t[p->pos] == '_'))
            p->pos++;
        p->k = K_NUM;
    } else if (c == '"' || c == '\'') {
        p->pos++;
        while (p->pos < p->end && t[p->pos] != (char)c) {
            if (t[p->pos] == '\\') p->pos++;
            p->pos++;
        }
        p->pos++;
        p->k = K_STR;
    } else if (c == '`') {
        p->pos++;
        while (p->pos < p->end && t[p->pos] != '`') {
            if (t[p->pos] == '\\') p->pos++;
            p->pos++;
        }
        p->pos++;
        p->k = K_TEMPLATE;
    } else {
        /* the multi-character punctuators the type parser needs: "...", "=>", "?." */
        p->k = K_PUNCT;
        uint32_t left = p->end - p->pos;
        char c1 = left >= 2 ? t[p->pos + 1] : 0;
        if (c == '.' && left >= 3 && c1 == '.' && t[p->pos + 2] == '.') p->pos += 3;
        else if ((c == '=' && c1 == '>') || (c == '?' && c1 == '.')) p->pos += 2;
        else p->pos++;
        p->te = p->pos;
        return;
    }
    if (p->pos > p->end) p->pos = p->end;
    p->te = p->pos;
}

/* Is the current token `tok`? Inlined so that the length and comparison of a literal `tok` fold
 * into a few instructions; the first character rules out almost every mismatch. */
static inline __attribute__((always_inline)) bool is(const tp *p, const char *tok) {
    if (p->k == K_EOF || p->k == K_STR || p->s->text[p->ts] != tok[0]) return false;
    size_t l = strlen(tok);
    return p->te - p->ts == l && memcmp(p->s->text + p->ts, tok, l) == 0;
}

static inline bool eat(tp *p, const char *tok) {
    if (!is(p, tok)) return false;
    next(p);
    return true;
}

static void expect(tp *p, const char *tok) {
    if (!eat(p, tok)) p->fail = true;
}

/* Peek: is the token after the current one `tok`? */
static bool peek_is(tp *p, const char *tok) {
    tp q = *p;
    next(&q);
    return is(&q, tok);
}

static void *al(tp *p, size_t n) {
    void *m = sx_arena_alloc(p->s->arena, n);
    if (!m) p->fail = true;
    return m;
}

static sx_tnode *mk(tp *p, int kind, uint32_t start) {
    sx_tnode *n = al(p, sizeof *n);
    if (!n) {
        static sx_tnode dummy; /* never written: only returned on OOM with p->fail set */
        return &dummy;
    }
    n->kind = (uint8_t)kind;
    n->start = start;
    n->end = p->ts;
    return n;
}

/* A small growable array of pointers in the arena. */
typedef struct vec {
    void **v;
    uint32_t n, cap;
} vec;

static void vpush(tp *p, vec *v, void *x) {
    if (v->n == v->cap) {
        uint32_t cap = v->cap ? v->cap * 2 : 4;
        void **nv = al(p, cap * sizeof *nv);
        if (!nv) return;
        if (v->n) memcpy(nv, v->v, v->n * sizeof *nv);
        v->v = nv;
        v->cap = cap;
    }
    v->v[v->n++] = x;
}

static sx_tnode *type(tp *p);
static sx_tsig *sig_rest(tp *p);
static void members(tp *p, sx_tmember **out, uint32_t *n, const char *close);

/* Cooked text of a string token (simple escapes only). */
static void str_text(tp *p, const char **out, uint32_t *olen) {
    const char *t = p->s->text;
    uint32_t a = p->ts + 1, b = p->te > p->ts + 1 ? p->te - 1 : p->ts + 1;
    char *buf = al(p, b - a + 1);
    uint32_t n = 0;
    if (!buf) {
        *out = "";
        *olen = 0;
        return;
    }
    for (uint32_t i = a; i < b; i++) {
        char c = t[i];
        if (c == '\\' && i + 1 < b) {
            c = t[++i];
            c = c == 'n' ? '\n' : c == 't' ? '\t' : c == 'r' ? '\r' : c == '0' ? '\0' : c;
        }
        buf[n++] = c;
    }
    *out = buf;
    *olen = n;
}

static sx_ttparam *tparams(tp *p, uint32_t *n) {
    vec v = {0};
    if (!eat(p, "<")) {
        *n = 0;
        return NULL;
    }
    while (!p->fail && p->k == K_ID) {
        bool is_const = eat(p, "const");
        eat(p, "in");
        eat(p, "out");
        sx_ttparam *t = al(p, sizeof *t);
        if (!t) break;
        t->is_const = is_const;
        t->name = p->s->text + p->ts;
        t->len = p->te - p->ts;
        next(p);
        if (eat(p, "extends")) t->constraint = type(p);
        if (eat(p, "=")) t->def = type(p);
        vpush(p, &v, t);
        if (!eat(p, ",")) break;
    }
    expect(p, ">");
    sx_ttparam *arr = v.n ? al(p, v.n * sizeof *arr) : NULL;
    for (uint32_t i = 0; arr && i < v.n; i++) arr[i] = *(sx_ttparam *)v.v[i];
    *n = v.n;
    return arr;
}

static sx_tnode **type_args(tp *p, uint32_t *n) {
    vec v = {0};
    next(p); /* '<' */
    while (!p->fail && !is(p, ">") && p->k != K_EOF) {
        vpush(p, &v, type(p));
        if (!eat(p, ",")) break;
    }
    expect(p, ">");
    *n = v.n;
    return (sx_tnode **)v.v;
}

/* Parameter list after '(' up to ')'. */
static void params(tp *p, sx_tsig *sig) {
    vec v = {0};
    while (!p->fail && !is(p, ")") && p->k != K_EOF) {
        sx_tparam_syn *pr = al(p, sizeof *pr);
        if (!pr) break;
        while (p->k == K_ID && (is(p, "public") || is(p, "private") || is(p, "protected") || is(p, "readonly")) &&
               !peek_is(p, ":") && !peek_is(p, ",") && !peek_is(p, ")") && !peek_is(p, "?"))
            next(p);
        if (eat(p, "...")) pr->flags |= TNF_REST;
        if (p->k == K_ID) {
            pr->name = p->s->text + p->ts;
            pr->len = p->te - p->ts;
            next(p);
        } else if (is(p, "{") || is(p, "[")) { /* destructuring pattern: skip it */
            const char *open = is(p, "{") ? "{" : "[", *close = is(p, "{") ? "}" : "]";
            int d = 0;
            pr->name = "__0";
            pr->len = 3;
            do {
                if (is(p, open)) d++;
                else if (is(p, close)) d--;
                next(p);
            } while (d > 0 && p->k != K_EOF);
        } else {
            p->fail = true;
            break;
        }
        if (eat(p, "?")) pr->flags |= TNF_OPTIONAL;
        if (eat(p, ":")) pr->type = type(p);
        if (eat(p, "=")) { /* default value: skip the expression */
            pr->flags |= TNF_OPTIONAL;
            int d = 0;
            while (p->k != K_EOF && !(d == 0 && (is(p, ",") || is(p, ")")))) {
                if (is(p, "(") || is(p, "[") || is(p, "{")) d++;
                else if (is(p, ")") || is(p, "]") || is(p, "}")) d--;
                next(p);
            }
        }
        if (pr->len == 4 && memcmp(pr->name, "this", 4) == 0) {
            sig->this_type = pr->type;
        } else {
            vpush(p, &v, pr);
        }
        if (!eat(p, ",")) break;
    }
    expect(p, ")");
    sig->nparams = v.n;
    sig->params = v.n ? al(p, v.n * sizeof *sig->params) : NULL;
    for (uint32_t i = 0; sig->params && i < v.n; i++) sig->params[i] = *(sx_tparam_syn *)v.v[i];
}

/* A template literal type token: `abc` is the string literal type "abc"; holes `${string}` and
 * `${number}` make a pattern (TN_STR with TNF_PATTERN, its raw text); anything else (escapes,
 * other holes) is not modelled. */
static sx_tnode *template_type(tp *p, uint32_t st) {
    const char *t = p->s->text + p->ts + 1;
    uint32_t len = p->te - p->ts >= 2 ? p->te - p->ts - 2 : 0;
    bool holes = false;
    for (uint32_t i = 0; i < len; i++) {
        if (t[i] == '\\' || t[i] == '`') return mk(p, TN_UNSUPPORTED, st);
        if (t[i] != '$' || i + 1 >= len || t[i + 1] != '{') continue;
        if (len - i >= 9 && memcmp(t + i, "${string}", 9) == 0) i += 8;
        else if (len - i >= 9 && memcmp(t + i, "${number}", 9) == 0) i += 8;
        else return mk(p, TN_UNSUPPORTED, st);
        holes = true;
    }
    sx_tnode *n = mk(p, TN_STR, st);
    n->name = t;
    n->len = len;
    if (holes) n->flags |= TNF_PATTERN;
    return n;
}

/* A return type that may be a type predicate `x is T`, `asserts x is T`, `asserts x`. */
static sx_tnode *return_type(tp *p) {
    uint32_t st = p->ts;
    if (is(p, "asserts") && !peek_is(p, "|") && !peek_is(p, "[") && !peek_is(p, ";")) {
        tp q = *p;
        next(&q);
        if (q.k == K_ID) {
            next(p);
            sx_tnode *n = mk(p, TN_PRED, st);
            n->flags |= TNF_ASSERTS;
            n->name = p->s->text + p->ts;
            n->len = p->te - p->ts;
            next(p);
            if (eat(p, "is")) n->a = type(p);
            n->end = p->ts;
            return n;
        }
    }
    if (p->k == K_ID && peek_is(p, "is")) {
        sx_tnode *n = mk(p, TN_PRED, st);
        n->name = p->s->text + p->ts;
        n->len = p->te - p->ts;
        next(p);
        next(p);
        n->a = type(p);
        n->end = p->ts;
        return n;
    }
    return type(p);
}

/* `<T>(params): R` (for methods/call signatures) with the ':' form; arrow types use "=>". */
static sx_tsig *sig_rest(tp *p) {
    sx_tsig *sig = al(p, sizeof *sig);
    if (!sig) return NULL;
    sig->tps = tparams(p, &sig->ntps);
    expect(p, "(");
    params(p, sig);
    if (eat(p, ":")) sig->ret = return_type(p);
    return sig;
}

/* Is the '(' at the current position the start of a function type `(a: T) => R`? */
static bool looks_like_fn(tp *p) {
    tp q = *p;
    int d = 0;
    do {
        if (is(&q, "(") || is(&q, "[") || is(&q, "{")) d++;
        else if (is(&q, ")") || is(&q, "]") || is(&q, "}")) d--;
        next(&q);
    } while (d > 0 && q.k != K_EOF);
    return is(&q, "=>");
}

static sx_tnode *fn_type(tp *p, int kind, uint32_t st) {
    sx_tnode *n = mk(p, kind, st);
    sx_tsig *sig = al(p, sizeof *sig);
    if (!sig) return n;
    sig->tps = tparams(p, &sig->ntps);
    expect(p, "(");
    params(p, sig);
    expect(p, "=>");
    sig->ret = return_type(p);
    n->sig = sig;
    n->end = p->ts;
    return n;
}

#define KW(s)                                                                                                          \
    { s, sizeof s - 1 }
static const struct {
    const char *text;
    uint32_t len;
} keywords[] = {KW("any"),    KW("unknown"), KW("never"),  KW("void"),   KW("undefined"), KW("null"), KW("string"),
                KW("number"), KW("boolean"), KW("bigint"), KW("symbol"), KW("object"),    {NULL, 0}};
#undef KW

static sx_tnode *primary(tp *p) {
    uint32_t st = p->ts;
    if (++p->depth > 200) {
        p->fail = true;
        return mk(p, TN_UNSUPPORTED, st);
    }
    sx_tnode *n = NULL;
    if (p->k == K_STR) {
        n = mk(p, TN_STR, st);
        str_text(p, &n->name, &n->len);
        next(p);
    } else if (p->k == K_NUM || (is(p, "-") && peek_is(p, "") == false)) {
        bool neg = false;
        if (is(p, "-")) {
            neg = true;
            next(p);
        }
        if (p->k != K_NUM) {
            p->fail = true;
            return mk(p, TN_UNSUPPORTED, st);
        }
        n = mk(p, TN_NUM, st);
        char buf[64];
        uint32_t l = p->te - p->ts < 63 ? p->te - p->ts : 63, j = 0;
        for (uint32_t i = 0; i < l; i++)
            if (p->s->text[p->ts + i] != '_') buf[j++] = p->s->text[p->ts + i];
        buf[j] = 0;
        n->num = (buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X'))   ? (double)strtoull(buf + 2, NULL, 16)
                 : (buf[0] == '0' && (buf[1] == 'b' || buf[1] == 'B')) ? (double)strtoull(buf + 2, NULL, 2)
                 : (buf[0] == '0' && (buf[1] == 'o' || buf[1] == 'O')) ? (double)strtoull(buf + 2, NULL, 8)
                                                                       : strtod(buf, NULL);
        if (buf[j - 1] == 'n') { /* bigint literal types (`-1n`: not modelled) */
            n->kind = neg ? TN_UNSUPPORTED : TN_BIGINT;
            n->name = p->s->text + p->ts;
            n->len = p->te - p->ts;
        }
        if (neg) n->num = -n->num;
        next(p);
    } else if (p->k == K_TEMPLATE) {
        n = template_type(p, st);
        next(p);
    } else if (is(p, "(")) {
        if (looks_like_fn(p)) return fn_type(p, TN_FUNC, st);
        next(p);
        n = type(p);
        expect(p, ")");
    } else if (is(p, "<")) {
        return fn_type(p, TN_FUNC, st);
    } else if (is(p, "[")) {
        n = mk(p, TN_TUPLE, st);
        vec v = {0};
        uint8_t fl[256];
        next(p);
        while (!p->fail && !is(p, "]") && p->k != K_EOF && v.n < 256) {
            uint8_t f = 0;
            if (eat(p, "...")) f |= TNF_REST;
            if (p->k == K_ID && (peek_is(p, ":") || (peek_is(p, "?") && !p->fail))) {
                tp q = *p;
                next(&q);
                if (is(&q, ":") || (is(&q, "?") && (next(&q), is(&q, ":")))) {
                    next(p);
                    if (eat(p, "?")) f |= TNF_OPTIONAL;
                    expect(p, ":");
                }
            }
            sx_tnode *e = type(p);
            if (eat(p, "?")) f |= TNF_OPTIONAL;
            fl[v.n] = f;
            vpush(p, &v, e);
            if (!eat(p, ",")) break;
        }
        expect(p, "]");
        n->kids = (sx_tnode **)v.v;
        n->nkids = v.n;
        n->elem_flags = v.n ? al(p, v.n) : NULL;
        if (n->elem_flags) memcpy(n->elem_flags, fl, v.n);
    } else if (is(p, "{")) {
        next(p);
        /* mapped type `{ [K in T]: U }` */
        if (is(p, "[") || is(p, "readonly") || is(p, "+") || is(p, "-")) {
            tp q = *p;
            while (is(&q, "readonly") || is(&q, "+") || is(&q, "-")) next(&q);
            if (eat(&q, "[") && q.k == K_ID && (next(&q), is(&q, "in"))) {
                int d = 1;
                while (d > 0 && p->k != K_EOF) {
                    if (is(p, "{")) d++;
                    else if (is(p, "}")) d--;
                    next(p);
                }
                n = mk(p, TN_UNSUPPORTED, st);
                n->end = p->ts;
                p->depth--;
                return n;
            }
        }
        n = mk(p, TN_OBJ, st);
        members(p, &n->members, &n->nmembers, "}");
        expect(p, "}");
    } else if (is(p, "new") || (is(p, "abstract") && peek_is(p, "new"))) {
        eat(p, "abstract");
        next(p);
        return fn_type(p, TN_CTOR, st);
    } else if (is(p, "typeof")) {
        next(p);
        n = mk(p, TN_TYPEOF, st);
        n->name = p->s->text + p->ts;
        while (p->k == K_ID || is(p, ".")) {
            n->len = p->te - (uint32_t)(n->name - p->s->text);
            next(p);
        }
        if (is(p, "<")) n->kind = TN_UNSUPPORTED, n->kids = type_args(p, &n->nkids);
    } else if (is(p, "keyof") || is(p, "readonly") || is(p, "unique")) {
        bool ro = is(p, "readonly"), un = is(p, "unique");
        next(p);
        n = mk(p, ro ? TN_READONLY : un ? TN_UNSUPPORTED : TN_KEYOF, st);
        n->a = primary(p);
        while (is(p, "[") && !p->fail) { /* keyof T[] binds T[] */
            if (peek_is(p, "]")) {
                next(p), next(p);
                sx_tnode *arr = mk(p, TN_ARRAY, n->a->start);
                arr->a = n->a;
                n->a = arr;
            } else {
                break;
            }
        }
    } else if (is(p, "infer")) {
        next(p);
        next(p);
        n = mk(p, TN_UNSUPPORTED, st);
    } else if (is(p, "this")) {
        n = mk(p, TN_THIS, st);
        next(p);
    } else if (is(p, "true") || is(p, "false")) {
        n = mk(p, is(p, "true") ? TN_TRUE : TN_FALSE, st);
        next(p);
    } else if (p->k == K_ID) {
        for (int i = 0; keywords[i].text; i++)
            if (p->te - p->ts == keywords[i].len && is(p, keywords[i].text) && !peek_is(p, ".")) {
                n = mk(p, TN_KW, st);
                n->name = keywords[i].text;
                n->len = keywords[i].len;
                next(p);
                break;
            }
        if (!n) {
            n = mk(p, TN_REF, st);
            n->name = p->s->text + p->ts;
            n->len = p->te - p->ts;
            next(p);
            while (is(p, ".") && !p->fail) {
                next(p);
                n->len = p->te - (uint32_t)(n->name - p->s->text);
                next(p);
            }
            if (is(p, "<")) n->kids = type_args(p, &n->nkids);
        }
    } else {
        p->fail = true;
        n = mk(p, TN_UNSUPPORTED, st);
        next(p);
    }
    /* postfix: T[] and T[K] */
    while (!p->fail && is(p, "[")) {
        /* a '[' on a new line starts something else in a member list; types never span that way */
        next(p);
        if (eat(p, "]")) {
            sx_tnode *a = mk(p, TN_ARRAY, st);
            a->a = n;
            n = a;
        } else {
            sx_tnode *ix = mk(p, TN_INDEXED, st);
            ix->a = n;
            ix->b = type(p);
            expect(p, "]");
            ix->end = p->ts;
            n = ix;
        }
    }
    n->end = p->ts;
    p->depth--;
    return n;
}

static sx_tnode *operand(tp *p) { return primary(p); }

static sx_tnode *intersection(tp *p) {
    uint32_t st = p->ts;
    eat(p, "&");
    sx_tnode *first = operand(p);
    if (!is(p, "&")) return first;
    vec v = {0};
    vpush(p, &v, first);
    while (eat(p, "&")) vpush(p, &v, operand(p));
    sx_tnode *n = mk(p, TN_INTER, st);
    n->kids = (sx_tnode **)v.v;
    n->nkids = v.n;
    return n;
}

static sx_tnode *union_type(tp *p) {
    uint32_t st = p->ts;
    eat(p, "|");
    sx_tnode *first = intersection(p);
    if (!is(p, "|")) return first;
    vec v = {0};
    vpush(p, &v, first);
    while (eat(p, "|")) vpush(p, &v, intersection(p));
    sx_tnode *n = mk(p, TN_UNION, st);
    n->kids = (sx_tnode **)v.v;
    n->nkids = v.n;
    return n;
}

/* A full type, including function types and conditional types (unsupported: any). */
static sx_tnode *type(tp *p) {
    uint32_t st = p->ts;
    if (is(p, "(") && looks_like_fn(p)) return fn_type(p, TN_FUNC, st);
    if (is(p, "<")) return fn_type(p, TN_FUNC, st);
    if (is(p, "new") || (is(p, "abstract") && peek_is(p, "new"))) {
        eat(p, "abstract");
        next(p);
        return fn_type(p, TN_CTOR, st);
    }
    sx_tnode *t = union_type(p);
    if (is(p, "extends") && !p->fail) { /* conditional type: T extends U ? X : Y */
        next(p);
        type(p);
        expect(p, "?");
        type(p);
        expect(p, ":");
        type(p);
        sx_tnode *n = mk(p, TN_UNSUPPORTED, st);
        return n;
    }
    return t;
}

/* Members of an object type / interface body, up to `close`. */
static void members(tp *p, sx_tmember **out, uint32_t *n, const char *close) {
    vec v = {0};
    while (!p->fail && p->k != K_EOF && !is(p, close)) {
        if (eat(p, ";") || eat(p, ",")) continue;
        sx_tmember *m = al(p, sizeof *m);
        if (!m) break;
        m->start = p->ts;
        /* modifiers */
        for (;;) {
            if (p->k == K_ID &&
                (is(p, "readonly") || is(p, "public") || is(p, "private") || is(p, "protected") || is(p, "static") ||
                 is(p, "abstract") || is(p, "declare") || is(p, "override")) &&
                !peek_is(p, "(") && !peek_is(p, ":") && !peek_is(p, "?") && !peek_is(p, ";") && !peek_is(p, "<") &&
                !peek_is(p, ",") && !peek_is(p, "}")) {
                if (is(p, "readonly")) m->flags |= TNF_READONLY;
                next(p);
            } else {
                break;
            }
        }
        if (is(p, "(") || is(p, "<")) {
            m->kind = TM_CALL;
            m->sig = sig_rest(p);
        } else if (is(p, "new") && (peek_is(p, "(") || peek_is(p, "<"))) {
            next(p);
            m->kind = TM_NEW;
            m->sig = sig_rest(p);
        } else if (is(p, "[")) {
            /* index signature [k: string]: T, or computed name [Symbol.iterator]() */
            tp q = *p;
            next(&q);
            next(&q);
            if (is(&q, ":")) {
                next(p);
                m->kind = TM_INDEX;
                m->name = p->s->text + p->ts;
                m->len = p->te - p->ts;
                next(p);
                next(p);
                m->key_type = type(p);
                expect(p, "]");
                expect(p, ":");
                m->type = type(p);
            } else {
                int d = 0;
                {
                    tp k = *p;
                    next(&k);
                    if (k.k == K_ID) m->key = p->s->text + k.ts, m->klen = k.te - k.ts;
                    next(&k);
                    if (!is(&k, "]")) m->key = NULL; /* only a plain name: `[brand]` */
                }
                do {
                    if (is(p, "[")) d++;
                    else if (is(p, "]")) d--;
                    next(p);
                } while (d > 0 && p->k != K_EOF);
                m->kind = TM_PROP;
                m->name = NULL; /* computed: ignored, unless key names a unique symbol (sx_ck_symbol_key) */
                if (eat(p, "?")) m->flags |= TNF_OPTIONAL;
                if (is(p, "(") || is(p, "<")) sig_rest(p);
                else if (eat(p, ":")) m->type = type(p);
            }
        } else if (p->k == K_ID || p->k == K_STR || p->k == K_NUM) {
            bool acc = (is(p, "get") || is(p, "set")) && !peek_is(p, "(") && !peek_is(p, ":") && !peek_is(p, "?") &&
                       !peek_is(p, ";") && !peek_is(p, "<");
            int acc_kind = acc ? (is(p, "get") ? TM_GET : TM_SET) : 0;
            if (acc) next(p);
            if (p->k == K_STR) {
                str_text(p, &m->name, &m->len);
            } else {
                if (p->k == K_NUM) m->flags |= TNF_NUMNAME;
                m->name = p->s->text + p->ts;
                m->len = p->te - p->ts;
            }
            next(p);
            if (eat(p, "?")) m->flags |= TNF_OPTIONAL;
            eat(p, "!");
            if (is(p, "(") || is(p, "<")) {
                m->kind = acc ? acc_kind : TM_METHOD;
                m->sig = sig_rest(p);
                if (acc_kind == TM_GET) m->type = m->sig ? m->sig->ret : NULL;
                else if (acc_kind == TM_SET && m->sig && m->sig->nparams) m->type = m->sig->params[0].type;
            } else {
                m->kind = TM_PROP;
                if (eat(p, ":")) m->type = type(p);
                if (eat(p, "=")) { /* class field initializer in gap text: skip */
                    int d = 0;
                    while (p->k != K_EOF && !(d == 0 && (is(p, ";") || is(p, close)))) {
                        if (is(p, "(") || is(p, "[") || is(p, "{")) d++;
                        else if (is(p, ")") || is(p, "]") || is(p, "}")) d--;
                        next(p);
                    }
                }
            }
            /* a method body in gap text (should not happen) */
            if (is(p, "{")) {
                p->fail = true;
                break;
            }
        } else {
            p->fail = true;
            break;
        }
        vpush(p, &v, m);
    }
    *n = v.n;
    *out = v.n ? al(p, v.n * sizeof **out) : NULL;
    for (uint32_t i = 0; *out && i < v.n; i++) (*out)[i] = *(sx_tmember *)v.v[i];
}

static void init(tp *p, const sx_tsrc *s, uint32_t start, uint32_t end) {
    memset(p, 0, sizeof *p);
    p->s = s;
    p->pos = start;
    p->end = end > s->len ? s->len : end;
    next(p);
}

sx_tnode *sx_ck_tp_type(const sx_tsrc *s, uint32_t start, uint32_t end) {
    tp p;
    init(&p, s, start, end);
    sx_tnode *t = type(&p);
    if (p.fail || p.k != K_EOF) {
        sx_tnode *u = sx_arena_alloc(s->arena, sizeof *u);
        if (u) {
            u->kind = TN_UNSUPPORTED;
            u->start = start;
            u->end = end;
        }
        return u;
    }
    return t;
}

bool sx_ck_tp_interface(const sx_tsrc *s, uint32_t start, uint32_t end, sx_tiface *out) {
    tp p;
    init(&p, s, start, end);
    memset(out, 0, sizeof *out);
    eat(&p, "export");
    eat(&p, "declare");
    if (!eat(&p, "interface") || p.k != K_ID) return false;
    out->name = s->text + p.ts;
    out->len = p.te - p.ts;
    next(&p);
    out->tps = tparams(&p, &out->ntps);
    if (eat(&p, "extends")) {
        vec v = {0};
        do {
            vpush(&p, &v, primary(&p));
        } while (eat(&p, ","));
        out->bases = (sx_tnode **)v.v;
        out->nbases = v.n;
    }
    expect(&p, "{");
    members(&p, &out->members, &out->nmembers, "}");
    return !p.fail;
}

bool sx_ck_tp_tparams_in(const sx_tsrc *s, uint32_t start, uint32_t end, sx_ttparam **tps, uint32_t *ntps) {
    tp p;
    init(&p, s, start, end);
    *tps = NULL;
    *ntps = 0;
    /* skip keywords, names and computed keys until '<', '(' , '=' or '{' */
    for (int guard = 0; guard < 64 && p.k != K_EOF; guard++) {
        if (is(&p, "<")) {
            *tps = tparams(&p, ntps);
            return !p.fail;
        }
        if (is(&p, "(") || is(&p, "=") || is(&p, "{") || is(&p, "extends") || is(&p, "implements")) return true;
        if (is(&p, "[")) {
            int d = 0;
            do {
                if (is(&p, "[")) d++;
                else if (is(&p, "]")) d--;
                next(&p);
            } while (d > 0 && p.k != K_EOF);
            continue;
        }
        if (p.k == K_ID && !is(&p, "async") && !is(&p, "function") && !is(&p, "get") && !is(&p, "set") &&
            !is(&p, "static") && !is(&p, "type") && !is(&p, "class") && !is(&p, "declare") && !is(&p, "export") &&
            !is(&p, "abstract") && !is(&p, "public") && !is(&p, "private") && !is(&p, "protected") &&
            !is(&p, "readonly") && !is(&p, "override")) {
            /* the name: the next token decides */
            next(&p);
            continue;
        }
        next(&p);
    }
    return true;
}

sx_tsig *sx_ck_tp_func_sig(const sx_tsrc *s, uint32_t start, uint32_t end, const char **name, uint32_t *nlen) {
    tp p;
    init(&p, s, start, end);
    while (is(&p, "export") || is(&p, "declare") || is(&p, "async") || is(&p, "function") || is(&p, "*")) next(&p);
    *name = NULL;
    *nlen = 0;
    if (p.k == K_ID) {
        *name = s->text + p.ts;
        *nlen = p.te - p.ts;
        next(&p);
    }
    sx_tsig *sig = sig_rest(&p);
    return p.fail ? NULL : sig;
}

bool sx_ck_tp_class_heritage(const sx_tsrc *s, uint32_t start, uint32_t end, sx_tnode **extends_ref, sx_tnode ***impls,
                             uint32_t *nimpls) {
    tp p;
    init(&p, s, start, end);
    *extends_ref = NULL;
    *impls = NULL;
    *nimpls = 0;
    for (int guard = 0; guard < 64 && p.k != K_EOF && !is(&p, "{"); guard++) {
        if (is(&p, "<")) { /* class type parameters */
            uint32_t n;
            tparams(&p, &n);
            continue;
        }
        if (eat(&p, "extends")) {
            *extends_ref = primary(&p);
            continue;
        }
        if (eat(&p, "implements")) {
            vec v = {0};
            do {
                vpush(&p, &v, primary(&p));
            } while (eat(&p, ","));
            *impls = (sx_tnode **)v.v;
            *nimpls = v.n;
            continue;
        }
        next(&p);
    }
    return !p.fail;
}

unsigned sx_ck_tp_modifiers(const sx_tsrc *s, uint32_t start, uint32_t end) {
    tp p;
    init(&p, s, start, end);
    unsigned m = 0;
    for (;;) {
        unsigned bit = is(&p, "private")     ? TMOD_PRIVATE
                       : is(&p, "protected") ? TMOD_PROTECTED
                       : is(&p, "readonly")  ? TMOD_READONLY
                       : is(&p, "abstract")  ? TMOD_ABSTRACT
                       : is(&p, "static")    ? TMOD_STATIC
                       : is(&p, "declare")   ? TMOD_DECLARE
                       : is(&p, "public")    ? TMOD_PUBLIC
                       : is(&p, "override")  ? TMOD_OVERRIDE
                                             : 0;
        if (!bit || p.k != K_ID) break;
        tp q = p;
        next(&q);
        if (is(&q, "(") || is(&q, ":") || is(&q, "=") || is(&q, ";") || is(&q, "?") || is(&q, "<") || q.k == K_EOF)
            break; /* it is the member's name */
        m |= bit;
        next(&p);
    }
    return m;
}

bool sx_ck_tp_members(const sx_tsrc *s, uint32_t start, uint32_t end, sx_tmember **out, uint32_t *n) {
    tp p;
    init(&p, s, start, end);
    members(&p, out, n, "}");
    return !p.fail && (p.k == K_EOF || is(&p, "}"));
}

bool sx_ck_tp_type_args(const sx_tsrc *s, uint32_t start, uint32_t end, sx_tnode ***args, uint32_t *n) {
    tp p;
    init(&p, s, start, end);
    *args = NULL;
    *n = 0;
    if (!is(&p, "<")) return false;
    *args = type_args(&p, n);
    return !p.fail && is(&p, "(");
}
