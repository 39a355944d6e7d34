/* syntax_gate.c - the subtree walk convert.c runs on the syntax it does not convert (types, signatures). */
#include "frontend/frontend_internal.h"
#include "frontend/trivia.h"

#include <ctype.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/*
 * tree-sitter's grammar accepts some texts tsc's parser rejects (frontend/syntax_diag.h lists the
 * classes measured), and tsc's checker reports grammar errors on some texts that parse. A parse
 * skips tsc's syntax diagnoser (frontend/syntax_diag.c) on a clean tree only when the conversion
 * (frontend/convert.c) found no such shape. The conversion checks the nodes it converts where it
 * converts them; the parts of the tree it does not convert (type annotations, interfaces,
 * signatures, type arguments and parameters, ambient blocks) it hands to this walk, which applies
 * the same rules node by node. The checks are deliberately wider than tsc's rules (a reserved word
 * anywhere as a name, any hole in a list): a false alarm only costs the diagnoser's run.
 * tests/unit/test_syntax_differential.c measures the result: every text the diagnoser rejects must
 * be refused by sx_parse (and fuzz/fuzz_syntax_gate.c hunts for one).
 */

/* What the walk checks of a node, by grammar symbol (bits: a symbol may be several). */
#define G_NAME (UINT64_C(1) << 0)         /* identifier-like: a reserved word here is tsc's error */
#define G_NUMBER (UINT64_C(1) << 1)       /* legacy octals, a name glued to the number */
#define G_COMMA (UINT64_C(1) << 2)        /* a hole: `f(1, , 2)`, `{ , a }` */
#define G_BAR (UINT64_C(1) << 3)          /* `|` or `&` right after another in a type: `||T` */
#define G_STARSTAR (UINT64_C(1) << 4)     /* `-x ** 2` */
#define G_OBJECT (UINT64_C(1) << 5)       /* `=> { k: v }`: an object literal as an arrow's body */
#define G_OPEN (UINT64_C(1) << 6)         /* `(` and `{`: a comma right after one is a hole */
#define G_ARRAY (UINT64_C(1) << 7)        /* array, array_pattern: holes are allowed in them */
#define G_UNARY_LEFT (UINT64_C(1) << 8)   /* unary_expression, await_expression, type_assertion: not left of ** */
#define G_ARROW_TOKEN (UINT64_C(1) << 9)  /* `=>` */
#define G_LOOSE (UINT64_C(1) << 10)       /* assignments, arrows, yield: need parentheses inside a tighter expression */
#define G_TIGHT (UINT64_C(1) << 11)       /* binary, unary, new, await, as...: no loose operand without parentheses */
#define G_TIGHT_FIRST (UINT64_C(1) << 12) /* member, subscript, call: no loose object or callee */
#define G_NOT_LHS (UINT64_C(1) << 13)     /* binary, unary, ternary...: not a class's parent without parentheses */
#define G_HERITAGE (UINT64_C(1) << 14)    /* extends_clause */
#define G_PARAM (UINT64_C(1) << 15)       /* required_parameter, optional_parameter */
#define G_MEMBERISH (UINT64_C(1) << 16)   /* member, subscript, call: not a parameter's name */
#define G_PAREN (UINT64_C(1) << 17)       /* parenthesized_expression */
#define G_TYPE_ANNOT (UINT64_C(1) << 18)  /* type_annotation: not inside parentheses of an expression */
#define G_STATEMENT (UINT64_C(1) << 19)   /* expression_statement: not starting with `class` or `function` */
#define G_YIELD (UINT64_C(1) << 20)       /* yield_expression: only in a generator */
#define G_GENERATOR (UINT64_C(1) << 21)   /* generator functions: yield allowed in their bodies */
#define G_FUNCTION (UINT64_C(1) << 22)    /* other functions and class bodies: yield not allowed */
#define G_METHOD (UINT64_C(1) << 23)      /* method_definition: a generator when `*` precedes its name */
#define G_SEQUENCE                                                                                                     \
    (UINT64_C(1) << 24) /* sequence_expression: only where an Expression (not an AssignmentExpression) goes */
#define G_SEQ_OK (UINT64_C(1) << 25)       /* the parents where a sequence may stand */
#define G_SUPER (UINT64_C(1) << 26)        /* `super`: only called or followed by a member */
#define G_NEW (UINT64_C(1) << 27)          /* new_expression: no optional chain in its constructor */
#define G_OPT_CHAIN (UINT64_C(1) << 28)    /* optional_chain */
#define G_NONNULL (UINT64_C(1) << 29)      /* non_null_expression: not in a binding pattern */
#define G_PATTERN (UINT64_C(1) << 30)      /* object_pattern, array_pattern, pair_pattern, rest_pattern */
#define G_ODD (UINT64_C(1) << 31)          /* rarer shapes, checked by odd_node */
#define G_UNION (UINT64_C(1) << 32)        /* union_type, intersection_type */
#define G_PAIR_PATTERN (UINT64_C(1) << 33) /* pair_pattern */
#define G_DECL (UINT64_C(1) << 34)         /* variable_declarator, catch_clause, parameters: binding names only */

static uint64_t *g_gate;
static uint32_t g_gate_count;
static pthread_once_t g_gate_once = PTHREAD_ONCE_INIT;
const TSLanguage *tree_sitter_typescript(void);

static void build_gate_table(void) {
    static const struct {
        const char *name;
        bool named;
        uint64_t what;
    } kinds[] = {
        {"identifier", true, G_NAME},
        {"shorthand_property_identifier", true, G_NAME},
        {"shorthand_property_identifier_pattern", true, G_NAME},
        {"statement_identifier", true, G_NAME},
        {"type_identifier", true, G_NAME},
        {"number", true, G_NUMBER},
        {",", false, G_COMMA},
        {"|", false, G_BAR},
        {"&", false, G_BAR},
        {"**", false, G_STARSTAR},
        {"object", true, G_OBJECT},
        {"(", false, G_OPEN},
        {"{", false, G_OPEN},
        {"array", true, G_ARRAY},
        {"array_pattern", true, G_ARRAY | G_PATTERN},
        {"unary_expression", true, G_UNARY_LEFT | G_TIGHT | G_NOT_LHS},
        {"await_expression", true, G_UNARY_LEFT | G_TIGHT | G_NOT_LHS | G_ODD},
        {"type_assertion", true, G_UNARY_LEFT | G_TIGHT | G_NOT_LHS | G_ODD},
        {"=>", false, G_ARROW_TOKEN},
        {"assignment_expression", true, G_LOOSE | G_NOT_LHS},
        {"augmented_assignment_expression", true, G_LOOSE | G_NOT_LHS},
        {"arrow_function", true, G_LOOSE | G_NOT_LHS | G_FUNCTION},
        {"yield_expression", true, G_LOOSE | G_NOT_LHS | G_YIELD},
        {"binary_expression", true, G_TIGHT | G_NOT_LHS},
        {"new_expression", true, G_TIGHT | G_NEW},
        {"update_expression", true, G_TIGHT | G_NOT_LHS | G_ODD},
        {"as_expression", true, G_TIGHT | G_NOT_LHS},
        {"satisfies_expression", true, G_TIGHT | G_NOT_LHS},
        {"non_null_expression", true, G_TIGHT | G_MEMBERISH | G_NONNULL},
        {"ternary_expression", true, G_NOT_LHS},
        {"sequence_expression", true, G_NOT_LHS | G_SEQUENCE | G_SEQ_OK},
        {"expression_statement", true, G_STATEMENT | G_SEQ_OK},
        {"parenthesized_expression", true, G_PAREN | G_SEQ_OK},
        {"for_statement", true, G_SEQ_OK},
        {"return_statement", true, G_SEQ_OK},
        {"throw_statement", true, G_SEQ_OK},
        {"template_substitution", true, G_SEQ_OK},
        {"switch_case", true, G_SEQ_OK},
        {"super", true, G_SUPER},
        {"optional_chain", true, G_OPT_CHAIN},
        {"?.", false, G_OPT_CHAIN},
        {"instantiation_expression", true, G_ODD},
        {"literal_type", true, G_ODD},
        {"function_type", true, G_ODD},
        {"constructor_type", true, G_ODD},
        {"union_type", true, G_UNION},
        {"intersection_type", true, G_UNION},
        {"variable_declarator", true, G_DECL},
        {"catch_clause", true, G_DECL},
        {"assignment_pattern", true, G_PATTERN},
        {"object_pattern", true, G_PATTERN},
        {"pair_pattern", true, G_PATTERN | G_PAIR_PATTERN},
        {"rest_pattern", true, G_PATTERN | G_ODD},
        {"existential_type", true, G_ODD},
        {"type_arguments", true, G_ODD},
        {"type_parameters", true, G_ODD},
        {"regex", true, G_ODD},
        {"member_expression", true, G_TIGHT_FIRST | G_MEMBERISH},
        {"subscript_expression", true, G_TIGHT_FIRST | G_MEMBERISH | G_SEQ_OK},
        {"call_expression", true, G_TIGHT_FIRST | G_MEMBERISH},
        {"extends_clause", true, G_HERITAGE},
        {"required_parameter", true, G_PARAM | G_DECL | G_ODD},
        {"optional_parameter", true, G_PARAM | G_DECL | G_ODD},
        {"type_annotation", true, G_TYPE_ANNOT},
        {"generator_function", true, G_GENERATOR},
        {"generator_function_declaration", true, G_GENERATOR},
        {"function_expression", true, G_FUNCTION},
        {"function_declaration", true, G_FUNCTION},
        {"class_body", true, G_FUNCTION | G_ODD},
        {"method_definition", true, G_METHOD},
    };
    const TSLanguage *lang = tree_sitter_typescript();
    uint32_t count = ts_language_symbol_count(lang);
    uint64_t *table = calloc(count ? count : 1, sizeof *table);
    if (table == NULL) return;
    for (uint32_t sym = 0; sym < count; sym++) {
        const char *name = ts_language_symbol_name(lang, (TSSymbol)sym);
        bool named = ts_language_symbol_type(lang, (TSSymbol)sym) == TSSymbolTypeRegular;
        for (size_t i = 0; name && i < sizeof kinds / sizeof *kinds; i++)
            if (kinds[i].named == named && strcmp(kinds[i].name, name) == 0) table[sym] |= kinds[i].what;
    }
    g_gate = table;
    g_gate_count = count;
}

/* Is [t, t+len) one of the words tsc's scanner never takes as a name where tree-sitter may (its
 * reserved words, the strict-mode ones, and `await`)? A name with an escape counts too. */
bool sx_gate_reserved_word(const char *t, uint32_t len) {
#define W(w) (len == sizeof w - 1 && memcmp(t, w, len) == 0)
    if (len < 2 || len > 10) return false;
    if (memchr(t, '\\', len) != NULL) return true;
    switch (t[0]) { /* (a switch on the first letter: this runs on every name of every program) */
    case 'a': return W("await");
    case 'b': return W("break");
    case 'c': return W("case") || W("catch") || W("class") || W("const") || W("continue");
    case 'd': return W("debugger") || W("default") || W("delete") || W("do");
    case 'e': return W("else") || W("enum") || W("export") || W("extends");
    case 'f': return W("false") || W("finally") || W("for") || W("function");
    case 'i': return W("if") || W("import") || W("in") || W("instanceof") || W("implements") || W("interface");
    case 'l': return W("let");
    case 'n': return W("new") || W("null");
    case 'p': return W("package") || W("private") || W("protected") || W("public");
    case 'r': return W("return");
    case 's': return W("super") || W("switch") || W("static");
    case 't': return W("this") || W("throw") || W("true") || W("try") || W("typeof");
    case 'v': return W("var") || W("void");
    case 'w': return W("while") || W("with");
    case 'y': return W("yield");
    default: return false;
    }
#undef W
}

static bool name_char(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
           c == '\\' || c >= 0x80;
}

/* A number's text tsc refuses where tree-sitter does not: a legacy octal or a decimal with a
 * leading zero (`0755`, `08`), or a name or digit glued to its end (`1in`). */
bool sx_gate_odd_number(const char *src, uint32_t len, uint32_t start, uint32_t end) {
    if (end - start >= 2 && src[start] == '0' && src[start + 1] >= '0' && src[start + 1] <= '9') return true;
    return end < len && name_char((unsigned char)src[end]);
}

/* Does src[at..) start with the word w (not followed by a name character)? */
static bool starts_with_word(const char *src, uint32_t len, uint32_t at, const char *w) {
    size_t n = strlen(w);
    return at + n <= len && memcmp(src + at, w, n) == 0 && (at + n == len || !name_char((unsigned char)src[at + n]));
}

/* An expression statement that starts with `class` or `function` (tsc reads a declaration there,
 * so `class A {} | x` is its error), `async function`, or `{` (a block to tsc, an object to
 * tree-sitter: `{ value: v, done: d };`). */
bool sx_gate_starts_declaration(const char *src, uint32_t len, uint32_t at) {
    if (at < len && src[at] == '{') return true;
    if (starts_with_word(src, len, at, "class") || starts_with_word(src, len, at, "function")) return true;
    if (!starts_with_word(src, len, at, "async")) return false;
    at += 5;
    while (at < len && (src[at] == ' ' || src[at] == '\t' || src[at] == '\n' || src[at] == '\r')) at++;
    return starts_with_word(src, len, at, "function");
}

/* Is method_definition n a generator (`*` before its name, as in `*g() {}` or `async *g() {}`)? */
static bool generator_method(const char *src, TSNode n) {
    uint32_t from = ts_node_start_byte(n), to = ts_node_end_byte(n);
    for (uint32_t i = from; i < to; i++) {
        if (src[i] == '*') return true;
        if (src[i] == '(' || src[i] == '[' || src[i] == '{' || src[i] == '"' || src[i] == '\'' || src[i] == '/')
            return false;
    }
    return false;
}

/* The G_ODD checks (rare node types, or cheap to test): see the enum. */
static bool odd_node(const char *src, TSNode n, const char *type, uint64_t parent) {
    uint32_t start = ts_node_start_byte(n), end = ts_node_end_byte(n);
    if (strcmp(type, "existential_type") == 0 || strcmp(type, "type_assertion") == 0 ||
        strcmp(type, "instantiation_expression") == 0)
        return true; /* `*` as a type, `<T>x` (tree-sitter takes `<A, B>x` too), `f<T>` (and `f<T>>(x)`) */
    if (strcmp(type, "regex") == 0) /* starting with a star: a comment to tsc */
        return end - start >= 2 && (src[start + 1] == '*' || src[start + 1] == '/');
    if (strcmp(type, "literal_type") == 0) return src[start] == '+'; /* `x as +1` */
    if (strcmp(type, "type_arguments") == 0 || strcmp(type, "type_parameters") == 0)
        return ts_node_named_child_count(n) == 0; /* `f<>()`: tsc's TS1099 / TS1098 */
    if (strcmp(type, "function_type") == 0 || strcmp(type, "constructor_type") == 0)
        return (parent & G_UNION) != 0;                                           /* `A | () => B` needs parentheses */
    if (strcmp(type, "rest_pattern") == 0) return (parent & G_PAIR_PATTERN) != 0; /* `{ k: ...r }` */
    if (strcmp(type, "await_expression") ==
        0) { /* tsc takes `await` as a name before `{ ( [ - ...` outside async code */
        uint32_t at = start + 5;
        while (at < end && (src[at] == ' ' || src[at] == '\t' || src[at] == '\n' || src[at] == '\r')) at++;
        return at >= end || !(name_char((unsigned char)src[at]) || src[at] == '"' || src[at] == '\'');
    }
    if (strcmp(type, "update_expression") == 0) { /* its operand must be a reference */
        TSNode arg = ts_node_named_child(n, 0);
        if (ts_node_is_null(arg)) return true;
        const char *t = ts_node_type(arg);
        return strcmp(t, "identifier") != 0 && strcmp(t, "member_expression") != 0 &&
               strcmp(t, "subscript_expression") != 0 && strcmp(t, "parenthesized_expression") != 0 &&
               strcmp(t, "non_null_expression") != 0;
    }
    if (strcmp(type, "required_parameter") == 0 || strcmp(type, "optional_parameter") == 0) { /* `this = x` */
        TSNode first = ts_node_named_child(n, 0);
        return !ts_node_is_null(first) && strcmp(ts_node_type(first), "this") == 0 &&
               !ts_node_is_null(ts_node_child_by_field_name(n, "value", 5));
    }
    if (strcmp(type, "class_body") == 0) { /* no comma between members (`a = 0, b = 1`) */
        uint32_t count = ts_node_child_count(n);
        for (uint32_t i = 0; i < count; i++) {
            TSNode ch = ts_node_child(n, i);
            if (!ts_node_is_named(ch) && strcmp(ts_node_type(ch), ",") == 0) return true;
        }
    }
    return false;
}

#define GATE_MAX_DEPTH 64 /* deeper subtrees get the diagnoser (types nest shallowly) */

/* The walk's state: the kinds of the ancestors of the current node, and whether each is inside a
 * generator's body (where `yield` is an expression). */
typedef struct gate {
    const char *src;
    uint32_t len;
    uint32_t depth;
    uint64_t prev_sib, prev_leaf; /* gate kinds of the current node's previous sibling and of the last leaf */
    bool first;                   /* the current node is its parent's first child (comments aside) */
    uint64_t kind[GATE_MAX_DEPTH];
    bool gen[GATE_MAX_DEPTH];
} gate;

/* Is the text before `at` (blanks aside) an `=`? */
static bool after_equals(const char *src, uint32_t at) {
    while (at > 0 && (src[at - 1] == ' ' || src[at - 1] == '\t' || src[at - 1] == '\n' || src[at - 1] == '\r')) at--;
    return at > 0 && src[at - 1] == '=';
}

/* Is n, of gate kind `what`, a shape tsc may reject? */
static bool node_suspect(const gate *g, TSNode n, uint64_t what) {
    uint64_t parent = g->depth > 0 ? g->kind[g->depth - 1] : 0;
    uint32_t start = ts_node_start_byte(n);
    if ((what & G_NAME) && sx_gate_reserved_word(g->src + start, ts_node_end_byte(n) - start)) return true;
    if ((what & G_NUMBER) && sx_gate_odd_number(g->src, g->len, start, ts_node_end_byte(n))) return true;
    if ((what & G_COMMA) && ((g->prev_leaf & G_OPEN) || ((g->prev_leaf & G_COMMA) && !(parent & G_ARRAY)))) return true;
    if ((what & G_BAR) && (g->prev_leaf & G_BAR)) return true;
    if ((what & G_STARSTAR) && (g->prev_sib & G_UNARY_LEFT)) return true;
    if ((what & G_OBJECT) && (g->prev_sib & G_ARROW_TOKEN)) return true;
    if ((what & G_LOOSE) && ((parent & G_TIGHT) || ((parent & G_TIGHT_FIRST) && g->first))) return true;
    if ((what & G_NOT_LHS) && (parent & G_HERITAGE)) return true;
    if ((what & G_MEMBERISH) && (parent & G_PARAM) && !after_equals(g->src, start)) return true; /* not a default */
    if ((what & G_TYPE_ANNOT) && (parent & G_PAREN)) return true;
    if ((what & G_STATEMENT) && sx_gate_starts_declaration(g->src, g->len, start)) return true;
    if ((what & G_YIELD) && !(g->depth > 0 && g->gen[g->depth - 1])) return true;
    if ((what & G_NOT_LHS) && (parent & G_TIGHT_FIRST) && g->first) return true; /* `x++(y)`, `a as T.m()` */
    if ((what & G_SEQUENCE) && !(parent & G_SEQ_OK)) return true;                /* `class { a = 0, b = 1 }` */
    if ((what & G_SUPER) && !((parent & G_TIGHT_FIRST) && g->first)) return true;
    if ((what & G_NONNULL) && (parent & G_PATTERN)) return true;
    if ((what & G_MEMBERISH) && (parent & G_PATTERN) && !after_equals(g->src, start)) { /* `const [a[0]] = x` */
        uint32_t d = g->depth;
        while (d > 0 && (g->kind[d - 1] & G_PATTERN)) d--;
        if (d > 0 && (g->kind[d - 1] & G_DECL)) return true;
    }
    if (what & G_OPT_CHAIN) { /* `new a?.b()`: climb the member/call chain to what holds it */
        uint32_t d = g->depth;
        while (d > 0 && (g->kind[d - 1] & G_TIGHT_FIRST)) d--;
        if (d > 0 && (g->kind[d - 1] & G_NEW)) return true;
    }
    if ((what & G_ODD) && odd_node(g->src, n, ts_node_type(n), parent)) return true;
    return false;
}

/* Is the subtree under cursor c (a clean tree: no ERROR or MISSING node) in the part of the
 * language where tree-sitter and tsc agree, as far as these checks tell? False: run the
 * diagnoser. Walks every node of the subtree once; the cursor's root is the subtree's root, so the
 * walk cannot leave it. */
bool sx_syntax_gate_walk(const char *src, uint32_t len, TSTreeCursor *c) {
    pthread_once(&g_gate_once, build_gate_table);
    if (g_gate == NULL) return false;
    gate g;
    g.src = src;
    g.len = len;
    g.depth = 0;
    g.prev_sib = g.prev_leaf = 0;
    g.first = true;
    for (;;) {
        TSNode n = ts_tree_cursor_current_node(c);
        TSSymbol sym = ts_node_symbol(n);
        uint64_t what = sym < g_gate_count ? g_gate[sym] : 0;
        if (what != 0 && node_suspect(&g, n, what)) return false;
        if (ts_tree_cursor_goto_first_child(c)) {
            if (g.depth >= GATE_MAX_DEPTH) return false; /* too deep to follow: let the diagnoser judge */
            bool inherited = g.depth > 0 && g.gen[g.depth - 1];
            g.kind[g.depth] = what;
            g.gen[g.depth] = (what & G_GENERATOR)  ? true
                             : (what & G_METHOD)   ? generator_method(src, n)
                             : (what & G_FUNCTION) ? false
                                                   : inherited;
            g.depth++;
            g.prev_sib = 0;
            g.first = true;
            continue;
        }
        bool extra = ts_node_is_extra(n); /* a comment between two commas still leaves a hole */
        if (!extra) g.prev_leaf = what;
        bool more = false;
        for (;;) {
            if (!extra) g.prev_sib = what, g.first = false;
            extra = false;
            if (g.depth == 0) break; /* back at the subtree's root */
            if ((more = ts_tree_cursor_goto_next_sibling(c))) break;
            if (!ts_tree_cursor_goto_parent(c)) break;
            g.depth--;
            what = g.kind[g.depth];
        }
        if (!more) break;
    }
    return true;
}

/* Reserved words that are part of type syntax (`typeof x`, `T extends U`, `[K in keyof T]`,
 * `new () => T`, `this`, `void`, `null`, literal types, `import("m")`, `<const T>`). */
static bool type_keyword(const char *t, uint32_t len) {
    static const char *const words[] = {"typeof", "extends", "in",    "new",    "this", "void",
                                        "null",   "true",    "false", "import", "const"};
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (strlen(words[i]) == len && memcmp(words[i], t, len) == 0) return true;
    return false;
}

/* Does what follows a type keyword (the first token at `next`) fit where it stands in a type? A
 * keyword that a name's punctuation follows (`:`, `?`, `)`, `,`...) stands as a parameter or
 * property name, which tsc refuses (or, for a property, allows: a false alarm, which is rare). */
static bool type_keyword_fits(const char *t, uint32_t len, const char *src, uint32_t next, uint32_t end) {
    char c = next < end ? src[next] : 0;
    if (len == 4 && memcmp(t, "this", 4) == 0) return true;                /* `this: T`, `this is T`, the type `this` */
    if (len == 3 && memcmp(t, "new", 3) == 0) return c == '(' || c == '<'; /* `new () => T` */
    if (len == 6 && memcmp(t, "import", 6) == 0) return c == '(';          /* `import("m")` */
    if ((len == 6 && memcmp(t, "typeof", 6) == 0) || (len == 7 && memcmp(t, "extends", 7) == 0) ||
        (len == 2 && memcmp(t, "in", 2) == 0)) /* a type or name follows */
        return c != 0 && (name_char((unsigned char)c) || strchr("([{<'\"`-", c) != NULL);
    return c != ':' && c != '?' && c != '('; /* void, null, true, false, const */
}

/* The next offset in [at, end) that is not blank or a comment. */
static uint32_t skip_blanks(const char *src, uint32_t at, uint32_t end) {
    while (at < end) {
        char c = src[at];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            at++;
        } else if (c == '/' && at + 1 < end && (src[at + 1] == '/' || src[at + 1] == '*')) {
            at = sx_skip_comment(src, at, end, NULL, NULL);
        } else {
            break;
        }
    }
    return at;
}

/* The type text [start, end) by its bytes, the way tsc's scanner would meet it: true when it
 * holds a shape tsc may reject where tree-sitter does not (a reserved word as a name, `||T`,
 * `A | () => B`, a hole `<A, , B>`, `<>`, `+1`, `*`, a legacy octal, `x = 1` in a type literal...).
 * Wider than the rules (a reserved word as a property name, `A | (B)` and `<T = U>` count too):
 * cheaper than walking the type's nodes, which a type annotation has many of. */
bool sx_gate_type_text(const char *src, uint32_t start, uint32_t end) {
    char prev = '<'; /* the last punctuation seen (a name or literal: 'a'); a type starts like a list */
    for (uint32_t i = skip_blanks(src, start, end); i < end; i = skip_blanks(src, i, end)) {
        unsigned char c = (unsigned char)src[i];
        if (name_char(c) && !(c >= '0' && c <= '9')) { /* a name or keyword */
            uint32_t j = i;
            while (j < end && name_char((unsigned char)src[j])) j++;
            if (src[i] == '\\') return true;
            if (sx_gate_reserved_word(src + i, j - i) && /* (rare: the keyword tests only then) */
                (!type_keyword(src + i, j - i) ||
                 !type_keyword_fits(src + i, j - i, src, skip_blanks(src, j, end), end)))
                return true; /* `(extends)`, `{ void: T }`: a type keyword as a name; `class` in a type */
            i = j;
            prev = 'a';
        } else if (c >= '0' && c <= '9') { /* a numeric literal type */
            uint32_t j = i + 1;
            bool radix = c == '0' && j < end && strchr("xXbBoO", src[j]) != NULL;
            if (c == '0' && j < end && src[j] >= '0' && src[j] <= '9') return true; /* `0755`, `08` */
            if (radix) j++;
            while (j < end && ((src[j] >= '0' && src[j] <= '9') || src[j] == '_' || src[j] == '.' ||
                               (radix && isxdigit((unsigned char)src[j]))))
                j++;
            if (j < end && src[j] == 'n') j++;                            /* a bigint literal */
            if (j < end && name_char((unsigned char)src[j])) return true; /* `1in`, `1e5` (wide) */
            i = j;
            prev = 'a';
        } else if (c == '"' || c == '\'') { /* a string literal type: skip its text */
            uint32_t j = i + 1;
            while (j < end && src[j] != (char)c && src[j] != '\n') j += src[j] == '\\' ? 2 : 1;
            if (j >= end || src[j] != (char)c) return true;
            i = j + 1;
            prev = 'a';
        } else if (c == ',') {
            if (prev == ',' || prev == '<' || prev == '(' || prev == '{' || prev == '[') return true; /* a hole */
            prev = ',';
            i++;
        } else if (c == '|' || c == '&') {
            if (prev == '|' || prev == '&') return true; /* `||T`, `A | & B` */
            uint32_t j = skip_blanks(src, i + 1, end);
            if (j < end && (src[j] == '(' || (j + 3 <= end && memcmp(src + j, "new", 3) == 0)))
                return true; /* `A | () => B` needs parentheses (wide: `A | (B)` too) */
            prev = (char)c;
            i++;
        } else if (c == '=') {
            if (i + 1 >= end || src[i + 1] != '>') return true; /* an initializer in a type literal (or a default) */
            prev = '>';
            i += 2;
        } else if (c == '<') {
            if (skip_blanks(src, i + 1, end) < end && src[skip_blanks(src, i + 1, end)] == '>') return true; /* `<>` */
            prev = '<';
            i++;
        } else if (strchr("(){}[]>:;?.-", (int)c) != NULL && c != 0) {
            prev = (char)c;
            i++;
        } else { /* `*`, `+`, `!`, `#`, `@`, a backtick, `%`...: let tsc judge */
            return true;
        }
    }
    return false;
}
