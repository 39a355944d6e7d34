/* parse.c - sx_parse: runs tree-sitter on the source, reports syntax errors tsc-style, converts to our AST. */
#include "frontend/frontend_internal.h"
#include "frontend/syntax_diag.h"
#include "frontend/trivia.h"
#include "frontend/ts_heap.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

const TSLanguage *tree_sitter_typescript(void);

/* Bound on the estimated tree-sitter parse stack (see prescan.c; the library breaks near 65536,
 * and its error recovery gets slow long before that). */
#define SX_TS_STACK_LIMIT 4096u
/* Texts shorter than this are parsed before the prescan, which then runs only when the parse
 * reports an error or outlasts first_parse_us (parse_text). tree-sitter 0.20 breaks near 65,400
 * stack entries and its stack holds at most one entry per byte of text, so such a text cannot
 * break it; what the prescan still guards against there is slow error recovery (90-100 s for some
 * deep texts of 4-32 KB). A clean text deeper than our tree allows gets the conversion's SX9002
 * (SX_MAX_NESTING) instead of the prescan's. Valid code skips the prescan: 2% of a 500-line check. */
#define SX_PARSE_FIRST_BELOW (32u * 1024u)
/* Safety net against tree-sitter's slow paths (e.g. quadratic error recovery on thousands of
 * unterminated strings): give up parsing after this long. */
#define SX_PARSE_TIMEOUT_US 5000000u
/* At most this many syntax error diagnostics per parse. */
#define SX_MAX_SYNTAX_DIAGS 100u

/* ---------------------------------------------------------------------------------------------
 * Syntax errors: ERROR and MISSING nodes -> tsc-style diagnostics
 * ------------------------------------------------------------------------------------------- */

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

/* Offset of the next token at or after `off` (skips white space and comments), like tsc does. */
static uint32_t sx_next_token(const sx_cx *cx, uint32_t off) {
    const char *s = cx->src;
    uint32_t n = cx->src_len;
    while (off < n) {
        if (is_space(s[off])) {
            off++;
        } else if (s[off] == '/' && off + 1 < n && (s[off + 1] == '/' || s[off + 1] == '*')) {
            bool closed;
            uint32_t past = sx_skip_comment(s, off, n, &closed, NULL);
            if (!closed) return off;
            off = past;
        } else {
            break;
        }
    }
    return off;
}

/* End of the line containing `off` (offset of its line break, or of the end of the source). */
static uint32_t sx_line_end(const sx_cx *cx, uint32_t off) {
    while (off < cx->src_len && cx->src[off] != '\n' && cx->src[off] != '\r') off++;
    return off;
}

static void report_syntax(sx_cx *cx, int code, uint32_t at, uint32_t len, const char *msg) {
    sx_diags *d = &cx->ast->diags;
    if (d->count >= SX_MAX_SYNTAX_DIAGS) return;
    for (uint32_t i = 0; i < d->count; i++)
        if (d->items[i].start == at) return; /* like tsc: one error per position */
    sx_diag_add(cx->ast, code, false, at, len, "%s", msg);
}

static bool is_error(TSNode n) { return ts_node_symbol(n) == (TSSymbol)-1; }

/* Named node types whose missing instance tsc reports as "Expression expected." */
static bool expression_context(TSNode parent) {
    if (ts_node_is_null(parent)) return false;
    const char *t = ts_node_type(parent);
    size_t len = strlen(t);
    return (len >= 10 && strcmp(t + len - 10, "expression") == 0) || strcmp(t, "arguments") == 0 ||
           strcmp(t, "array") == 0 || strcmp(t, "variable_declarator") == 0 || strcmp(t, "return_statement") == 0 ||
           strcmp(t, "spread_element") == 0 || strcmp(t, "pair") == 0 || strcmp(t, "template_substitution") == 0;
}

static void report_missing(sx_cx *cx, TSNode n, TSNode parent) {
    uint32_t at = ts_node_start_byte(n);
    const char *t = ts_node_type(n);
    if (!ts_node_is_named(n)) {
        if (strcmp(t, "/") == 0 && !ts_node_is_null(parent) && strcmp(ts_node_type(parent), "regex") == 0) {
            report_syntax(cx, 1161, ts_node_start_byte(parent), 1, "Unterminated regular expression literal.");
            return;
        }
        char msg[64];
        snprintf(msg, sizeof msg, "'%s' expected.", t);
        report_syntax(cx, 1005, sx_next_token(cx, at), 1, msg);
    } else if (strcmp(t, "identifier") == 0 && expression_context(parent)) {
        report_syntax(cx, 1109, sx_next_token(cx, at), 1, "Expression expected.");
    } else if (strstr(t, "identifier") != NULL) {
        report_syntax(cx, 1003, sx_next_token(cx, at), 1, "Identifier expected.");
    } else {
        report_syntax(cx, 1109, sx_next_token(cx, at), 1, "Expression expected.");
    }
}

/* Is there an unescaped `c` after `from` (on the same line when `same_line`)? */
static bool is_closed(const sx_cx *cx, uint32_t from, char c, bool same_line) {
    for (uint32_t i = from; i < cx->src_len; i++) {
        char x = cx->src[i];
        if (x == '\\') i++;
        else if (x == c) return true;
        else if (same_line && (x == '\n' || x == '\r')) return false;
    }
    return false;
}

/* A lexical problem at this leaf: bad character, unterminated string/template/comment. */
static bool report_lexical(sx_cx *cx, TSNode leaf) {
    uint32_t at = ts_node_start_byte(leaf);
    const char *t = ts_node_type(leaf);
    if (is_error(leaf)) {
        if (at < cx->src_len && cx->src[at] == '\\')
            return true; /* a bad escape in a string: the conversion reports it (TS1125) */
        report_syntax(cx, 1127, at, 1, "Invalid character.");
        return true;
    }
    if ((strcmp(t, "\"") == 0 || strcmp(t, "'") == 0) && !is_closed(cx, at + 1, t[0], true)) {
        report_syntax(cx, 1002, sx_line_end(cx, at), 0, "Unterminated string literal.");
        return true;
    }
    if (strcmp(t, "`") == 0 && !is_closed(cx, at + 1, '`', false)) {
        report_syntax(cx, 1160, cx->src_len, 0, "Unterminated template literal.");
        return true;
    }
    if (strcmp(t, "/") == 0 && at + 1 < cx->src_len && cx->src[at + 1] == '*') {
        report_syntax(cx, 1010, cx->src_len, 0, "'*/' expected.");
        return true;
    }
    return false;
}

/* Parent of the cursor's current node (a copy of the cursor moves up). */
static TSNode cursor_parent(const TSTreeCursor *c) {
    TSTreeCursor up = ts_tree_cursor_copy(c);
    TSNode parent = {0};
    if (ts_tree_cursor_goto_parent(&up)) parent = ts_tree_cursor_current_node(&up);
    ts_tree_cursor_delete(&up);
    return parent;
}

/* Look through the leaves of an ERROR region for a lexical problem (iteratively). */
static bool scan_lexical(sx_cx *cx, TSNode err) {
    if (ts_node_child_count(err) == 0) return report_lexical(cx, err);
    TSTreeCursor c = ts_tree_cursor_new(err);
    bool found = false;
    if (ts_tree_cursor_goto_first_child(&c)) {
        for (;;) {
            TSNode n = ts_tree_cursor_current_node(&c);
            TSNode up = cursor_parent(&c);
            bool closing_quote = !ts_node_is_null(up) && strcmp(ts_node_type(up), "string") == 0 &&
                                 ts_node_start_byte(n) != ts_node_start_byte(up);
            if (ts_node_child_count(n) == 0 && !closing_quote && report_lexical(cx, n)) {
                found = true;
                break;
            }
            if (ts_node_child_count(n) > 0 && ts_tree_cursor_goto_first_child(&c)) continue;
            bool more = false;
            while (!(more = ts_tree_cursor_goto_next_sibling(&c)))
                if (!ts_tree_cursor_goto_parent(&c) || ts_node_eq(ts_tree_cursor_current_node(&c), err)) break;
            if (!more) break;
        }
    }
    ts_tree_cursor_delete(&c);
    return found;
}

/* Node types that hold a list of statements or members. */
static bool statement_context(TSNode parent) {
    if (ts_node_is_null(parent)) return true;
    const char *t = ts_node_type(parent);
    return strcmp(t, "program") == 0 || strcmp(t, "statement_block") == 0 || strcmp(t, "class_body") == 0 ||
           strcmp(t, "switch_body") == 0 || strcmp(t, "switch_case") == 0 || strcmp(t, "switch_default") == 0 ||
           is_error(parent);
}

/* Node types whose elements are separated by commas. */
static bool comma_context(TSNode parent) {
    const char *t = ts_node_is_null(parent) ? "" : ts_node_type(parent);
    return strcmp(t, "arguments") == 0 || strcmp(t, "array") == 0 || strcmp(t, "object") == 0 ||
           strcmp(t, "formal_parameters") == 0 || strcmp(t, "variable_declarator") == 0 ||
           strcmp(t, "lexical_declaration") == 0 || strcmp(t, "variable_declaration") == 0 ||
           strcmp(t, "object_pattern") == 0 || strcmp(t, "array_pattern") == 0;
}

/* The innermost bracket opened among the direct children of err and not closed there, or 0. */
static char unclosed_bracket(TSNode err) {
    char stack[64];
    int top = 0;
    for (uint32_t i = 0, n = ts_node_child_count(err); i < n; i++) {
        TSNode ch = ts_node_child(err, i);
        if (ts_node_is_named(ch)) continue;
        const char *t = ts_node_type(ch);
        if ((strcmp(t, "(") == 0 || strcmp(t, "[") == 0 || strcmp(t, "{") == 0) && top < 64)
            stack[top++] = t[0] == '(' ? ')' : t[0] == '[' ? ']' : '}';
        else if ((strcmp(t, ")") == 0 || strcmp(t, "]") == 0 || strcmp(t, "}") == 0) && top > 0) top--;
    }
    return top ? stack[top - 1] : 0;
}

/* Are all children of err anonymous tokens? Returns the last one's type, else NULL. */
static const char *only_tokens(TSNode err) {
    uint32_t n = ts_node_child_count(err);
    if (n == 0) return NULL;
    for (uint32_t i = 0; i < n; i++)
        if (ts_node_is_named(ts_node_child(err, i))) return NULL;
    return ts_node_type(ts_node_child(err, n - 1));
}

static TSNode first_child(TSNode n) { return ts_node_child_count(n) ? ts_node_child(n, 0) : n; }

/* One diagnostic for an ERROR region, guessing what tsc would say about the common mistakes. */
static void report_error(sx_cx *cx, TSNode err, TSNode parent) {
    if (scan_lexical(cx, err)) return;
    /* an ERROR nested directly inside this one is usually closer to the real problem */
    for (bool again = true; again;) {
        again = false;
        for (uint32_t i = 0, n = ts_node_child_count(err); i < n; i++) {
            TSNode ch = ts_node_child(err, i);
            if (is_error(ch) && ts_node_child_count(ch) > 0) {
                parent = err;
                err = ch;
                again = true;
                break;
            }
        }
    }
    TSNode first = first_child(err), prev = ts_node_prev_sibling(err);
    uint32_t at = ts_node_start_byte(first), len = ts_node_end_byte(first) - at;
    uint32_t after = sx_next_token(cx, ts_node_end_byte(err));
    const char *last_tok = only_tokens(err);
    char closer = unclosed_bracket(err);
    char msg[32];
    if (closer) { /* `f(1` : the bracket never closes */
        snprintf(msg, sizeof msg, "'%c' expected.", closer);
        report_syntax(cx, 1005, after, 0, msg);
    } else if (last_tok && (strcmp(last_tok, ".") == 0 || strcmp(last_tok, "?.") == 0)) {
        report_syntax(cx, 1003, after, 0, "Identifier expected.");
    } else if (last_tok && !isalpha((unsigned char)last_tok[0]) && !strchr(")]};,", last_tok[0])) {
        report_syntax(cx, 1109, after, 0, "Expression expected."); /* `x = ;`, `a +* b` */
    } else if (!ts_node_is_null(prev) && ts_node_is_named(prev) && !is_error(prev) &&
               !statement_context(parent)) { /* `f(a b)`, `{a: 1 b: 2}` */
        report_syntax(cx, 1005, at, len, comma_context(parent) ? "',' expected." : "';' expected.");
    } else if (ts_node_is_named(first) && ts_node_child_count(err) > 1) { /* `1 let` */
        TSNode second = ts_node_child(err, 1);
        uint32_t s = ts_node_start_byte(second);
        report_syntax(cx, 1005, s, ts_node_end_byte(second) - s,
                      comma_context(parent) ? "',' expected." : "';' expected.");
    } else if (statement_context(parent) && strcmp(ts_node_type(first), "identifier") == 0) {
        report_syntax(cx, 1434, at, len, "Unexpected keyword or identifier."); /* `a b` */
    } else if (statement_context(parent)) {
        report_syntax(cx, 1128, at, len, "Declaration or statement expected.");
    } else {
        report_syntax(cx, 1109, at, len, "Expression expected.");
    }
}

/* Walk the parts of the tree that contain errors, without recursion (the tree may be very deep). */
static void syntax_errors(sx_cx *cx, TSNode root) {
    if (!ts_node_has_error(root)) return;
    TSTreeCursor c = ts_tree_cursor_new(root);
    for (;;) {
        TSNode n = ts_tree_cursor_current_node(&c);
        bool descend = false;
        if (ts_node_is_missing(n)) report_missing(cx, n, cursor_parent(&c));
        else if (is_error(n)) report_error(cx, n, cursor_parent(&c));
        else descend = ts_node_has_error(n);
        if (cx->ast->diags.count >= SX_MAX_SYNTAX_DIAGS || cx->ast->out_of_memory) break;
        if (descend && ts_tree_cursor_goto_first_child(&c)) continue;
        bool more = false;
        while (!(more = ts_tree_cursor_goto_next_sibling(&c)))
            if (!ts_tree_cursor_goto_parent(&c)) break;
        if (!more) break;
    }
    ts_tree_cursor_delete(&c);
}

/* ---------------------------------------------------------------------------------------------
 * Diagnostics in source order (stable merge sort)
 * ------------------------------------------------------------------------------------------- */

static void sort_diags(sx_ast *ast) {
    uint32_t n = ast->diags.count;
    if (n < 2) return;
    sx_diag *a = ast->diags.items, *tmp = sx_arena_alloc(ast->arena, (size_t)n * sizeof *tmp);
    if (!tmp) {
        ast->out_of_memory = true;
        return;
    }
    for (uint32_t width = 1; width < n; width *= 2) {
        for (uint32_t lo = 0; lo < n; lo += 2 * width) {
            uint32_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
            uint32_t i = lo, j = mid, k = lo;
            while (i < mid && j < hi) tmp[k++] = a[j].start < a[i].start ? a[j++] : a[i++];
            while (i < mid) tmp[k++] = a[i++];
            while (j < hi) tmp[k++] = a[j++];
        }
        memcpy(a, tmp, (size_t)n * sizeof *a);
    }
}

/* ---------------------------------------------------------------------------------------------
 * sx_parse / sx_ast_free
 * ------------------------------------------------------------------------------------------- */

/* When even the sx_ast cannot be allocated through the allocator: a bare one from malloc. */
static sx_ast *oom_ast(const char *filename) {
    sx_ast *ast = calloc(1, sizeof *ast);
    if (ast) {
        ast->filename = filename ? filename : "main.ts";
        ast->out_of_memory = true;
    }
    return ast;
}

static sx_node *empty_program(sx_ast *ast) {
    sx_node *p = sx_arena_alloc(ast->arena, sizeof *p);
    if (p) {
        p->kind = SX_N_PROGRAM;
        p->span.line = p->span.col = 1;
        p->span.end = (uint32_t)ast->source_len;
    }
    return p;
}

/* Set up the ast: arena, copies of the source and filename, line table. */
static sx_ast *ast_new(const char *source, size_t len, const char *filename, sx_alloc_fn alloc, void *ctx) {
    sx_arena *arena = sx_arena_new(alloc, ctx);
    sx_ast *ast = arena ? sx_arena_alloc(arena, sizeof *ast) : NULL;
    if (!ast) {
        sx_arena_free(arena);
        return oom_ast(filename);
    }
    ast->arena = arena;
    if (!filename) filename = "main.ts";
    ast->filename = sx_arena_strdup(arena, filename, strlen(filename));
    ast->source = sx_arena_strdup(arena, source ? source : "", source ? len : 0);
    ast->source_len = source ? len : 0;
    sx_lines *lines = sx_arena_alloc(arena, sizeof *lines);
    if (!ast->filename || !ast->source || !lines || !sx_lines_build(arena, ast->source, ast->source_len, lines)) {
        ast->out_of_memory = true;
        return ast;
    }
    sx_arena_set_lines(arena, lines);
    return ast;
}

/*
 * Where tree-sitter-typescript 0.23 reads a valid program differently from tsc and the
 * language, we parse once more a copy rewritten to the same length (so every offset stays
 * true) and keep that tree only if it has no error at all:
 *   - U+2028 / U+2029 are line terminators, which tree-sitter takes for blanks (so no ASI in
 *     `break<LS>label`): each one outside the string literals of the first tree becomes a line
 *     break and two blanks. Done whenever they occur.
 * When the first parse failed, also:
 *   - `f(a < -1, b < c)`, taken for type arguments with a negative literal type: every `< -N`
 *     becomes `<+-N` (the blank before the minus becomes a unary plus: same value);
 *   - `a < (-2) ** 31`, likewise with a parenthesized one: the minus is parsed as `~`;
 *   - `i < unique.length`, `0 < keyof.n`, taken for type arguments (`unique symbol`, `keyof T`):
 *     the word's first letter becomes `_` in the parsed copy (the conversion reads the
 *     original name; see type_word_after_less);
 *   - a NUL byte (in a string or template: tree-sitter stops at it) becomes 0x01;
 *   - `a ?.5 : 1`, taken for optional chaining (tsc: `?.` before a digit is `?` then a number):
 *     ` ?.5` becomes `? .5` (the blank before it is needed);
 *   - a class field named `get` or `set` ended by a line break before a generator method
 *     (`set<LF>*g() {}`: ASI, an accessor cannot be a generator): the line break becomes `;`.
 * The conversion reads the text of the tree's tokens from *conv_src: the original source, or
 * the copy with only the `<+-N` rewrite (its tree has a unary plus there). Returns true when
 * *tree was replaced.
 */
static bool is_ident_byte(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '$' ||
           (unsigned char)c >= 0x80;
}

/* Does a class member start at i: after a line break, `{`, `;`, `}` or `static ` (blanks between)? */
static bool member_start(const char *src, size_t i) {
    size_t j = i;
    while (j > 0 && (src[j - 1] == ' ' || src[j - 1] == '\t')) j--;
    if (j == 0 || strchr("\n\r{;}", src[j - 1]) != NULL) return true;
    return j >= 6 && memcmp(src + j - 6, "static", 6) == 0 && j < i && (j == 6 || !is_ident_byte(src[j - 7]));
}

/* A class field named `get` or `set` at i, alone on its line, then a line break and `*` (a
 * generator method): the offset of that line break, or 0. */
static size_t field_before_generator(const char *src, size_t n, size_t i) {
    if (i + 3 >= n || (memcmp(src + i, "get", 3) != 0 && memcmp(src + i, "set", 3) != 0)) return 0;
    if ((i > 0 && is_ident_byte(src[i - 1])) || !member_start(src, i)) return 0;
    size_t j = i + 3, brk = 0;
    while (j < n && is_space(src[j])) {
        if (!brk && (src[j] == '\n' || src[j] == '\r')) brk = j;
        j++;
    }
    return brk && j < n && src[j] == '*' ? brk : 0;
}

/* Is offset i inside a string literal of the first tree (where U+2028 is just a character)? */
static bool in_string_literal(TSNode root, size_t i) {
    TSNode n = ts_node_descendant_for_byte_range(root, (uint32_t)i, (uint32_t)i + 3);
    for (int up = 0; up < 2 && !ts_node_is_null(n); up++, n = ts_node_parent(n)) {
        const char *type = ts_node_type(n);
        if (strcmp(type, "string") == 0 || strcmp(type, "string_fragment") == 0) return true;
    }
    return false;
}

/* After a `<` at i - 1 (blanks skipped): an identifier spelled like a type keyword that tree-sitter
 * takes for the start of type arguments (`i < unique.length`, `0 < keyof.n`) although the text
 * after it cannot continue a type: a type operator (`unique`, `keyof`, `infer`, `abstract`) not
 * followed by its operand, or `never` / `unknown` followed by `.`. */
static bool type_word_after_less(const char *src, size_t n, size_t i) {
    static const char *const ops[] = {"unique", "keyof", "infer", "abstract", "never", "unknown"};
    while (i < n && (src[i] == ' ' || src[i] == '\t')) i++;
    for (size_t k = 0; k < sizeof ops / sizeof ops[0]; k++) {
        size_t len = strlen(ops[k]);
        if (i + len >= n || memcmp(src + i, ops[k], len) != 0 || is_ident_byte(src[i + len])) continue;
        size_t j = i + len;
        while (j < n && (src[j] == ' ' || src[j] == '\t')) j++;
        if (j >= n) return false;
        char f = src[j];
        if (k >= 4) return f == '.';
        return !is_ident_byte(f) && strchr("([{'\"`-", f) == NULL;
    }
    return false;
}

/* After a `<` at i - 1: `(`s then a negative number, `a < (-2) * k`, which tree-sitter takes for
 * type arguments with a parenthesized literal type: parsed with `~` for the minus (the conversion
 * reads the minus from the text; see cv_unary). */
static bool paren_negative_after_less(const char *src, size_t n, size_t i) {
    bool paren = false;
    while (i < n && (src[i] == ' ' || src[i] == '\t' || src[i] == '(')) paren |= src[i++] == '(';
    if (!paren || i + 1 >= n || src[i] != '-') return false;
    i++;
    while (i < n && (src[i] == ' ' || src[i] == '\t')) i++;
    return i < n && ((src[i] >= '0' && src[i] <= '9') || src[i] == '.');
}

static bool reparse_rewritten(sx_ast *ast, TSParser *parser, TSTree **tree, bool failed, const char **conv_src) {
    TSNode root = ts_tree_root_node(*tree);
    const char *src = ast->source;
    size_t n = ast->source_len;
    char *parse = NULL, *conv = NULL;
#define SX_COPY(p) ((p) != NULL || ((p) = sx_arena_strdup(ast->arena, src, n)) != NULL)
    if (!failed && memchr(src, 0xE2, n) == NULL) return false; /* the common case: nothing to rewrite */
    for (size_t i = 0; i < n; i++) {
        char c = src[i];
        if ((unsigned char)c == 0xE2 && i + 2 < n && (unsigned char)src[i + 1] == 0x80 &&
            ((unsigned char)src[i + 2] == 0xA8 || (unsigned char)src[i + 2] == 0xA9) && !in_string_literal(root, i)) {
            if (!SX_COPY(parse)) return false;
            parse[i] = '\n', parse[i + 1] = parse[i + 2] = ' ';
        }
        if (!failed) continue;
        if (c == '\0') {
            if (!SX_COPY(parse)) return false;
            parse[i] = 1;
        } else if (c == '<' && type_word_after_less(src, n, i + 1)) {
            size_t j = i + 1;
            while (src[j] == ' ' || src[j] == '\t') j++;
            if (!SX_COPY(parse)) return false;
            parse[j] = '_';
        } else if (c == '<' && paren_negative_after_less(src, n, i + 1)) {
            size_t j = i + 1;
            while (src[j] != '-') j++;
            if (!SX_COPY(parse)) return false;
            parse[j] = '~';
        } else if (c == '<' && i + 3 < n && (src[i + 1] == ' ' || src[i + 1] == '\t')) {
            size_t j = i + 1;
            while (j < n && (src[j] == ' ' || src[j] == '\t')) j++;
            if (j + 1 >= n || src[j] != '-' || !((src[j + 1] >= '0' && src[j + 1] <= '9') || src[j + 1] == '.'))
                continue;
            if (!SX_COPY(parse) || !SX_COPY(conv)) return false;
            parse[j - 1] = conv[j - 1] = '+';
        } else if (c == '?' && i > 0 && i + 2 < n && src[i + 1] == '.' && src[i + 2] >= '0' && src[i + 2] <= '9' &&
                   (src[i - 1] == ' ' || src[i - 1] == '\t')) {
            if (!SX_COPY(parse)) return false;
            parse[i - 1] = '?', parse[i] = ' ';
        } else if (c == 'g' || c == 's') {
            size_t brk = field_before_generator(src, n, i);
            if (brk && !SX_COPY(parse)) return false;
            if (brk) parse[brk] = ';';
        }
    }
#undef SX_COPY
    if (!parse) return false;
    TSTree *second = ts_parser_parse_string(parser, NULL, parse, (uint32_t)n);
    if (!second || ts_node_has_error(ts_tree_root_node(second))) {
        if (second) ts_tree_delete(second);
        return false;
    }
    ts_tree_delete(*tree);
    *tree = second;
    *conv_src = conv ? conv : src;
    return true;
}

static bool record_tsc_diags(sx_ast *ast, const sx_sd *sd, bool ts_failed);

/* Run the tsc-like syntax diagnoser (frontend/syntax_diag.c) and record its diagnostics: tsc's
 * syntax errors, or, when there are none, the grammar errors it noted. Returns true when these
 * replace tree-sitter's errors; false when there is no syntax error (or it gave up), and then, if
 * tree-sitter failed, the caller falls back to translating tree-sitter's ERROR and MISSING nodes. */
static bool tsc_syntax_errors(sx_ast *ast, const char *src, bool ts_failed) {
    uint8_t *not_arrow = sx_arena_alloc(ast->arena, ast->source_len / 8 + 1);
    if (!not_arrow) {
        ast->out_of_memory = true;
        return false;
    }
    memset(not_arrow, 0, ast->source_len / 8 + 1);
    /* The diagnoser's state is a fixed ~37 KB of scratch (mostly message buffers), the same for
     * any input: like tree-sitter's own working memory it comes from the C heap for the duration
     * of this call, so a one-shot VM's accounted peak does not carry it. */
    sx_sd *sd = malloc(sizeof *sd);
    if (!sd) {
        ast->out_of_memory = true;
        return false;
    }
    bool replaced =
        sx_syntax_diagnose(sd, src, (uint32_t)ast->source_len, not_arrow) && record_tsc_diags(ast, sd, ts_failed);
    free(sd);
    return replaced;
}

/* Copy the diagnoser's findings into the AST (see tsc_syntax_errors). */
static bool record_tsc_diags(sx_ast *ast, const sx_sd *sd, bool ts_failed) {
    /* no syntax error for tsc: the grammar errors noted. When tree-sitter failed they stand in for
     * its guesses (and stop the checker, whose tree would be broken); otherwise they come with the
     * type errors. */
    bool grammar_only = sd->ndiags == 0;
    const sx_sd_diag *list = grammar_only ? sd->notes : sd->diags;
    uint32_t n = grammar_only ? sd->nnotes : sd->ndiags;
    for (uint32_t i = 0; i < n; i++) {
        if (grammar_only && !ts_failed)
            sx_grammar_add(ast, list[i].code, list[i].start, list[i].length, "%s", list[i].message);
        else sx_diag_add(ast, list[i].code, false, list[i].start, list[i].length, "%s", list[i].message);
    }
    return n > 0 && (!grammar_only || ts_failed);
}

/* Drop the tsc-coded diagnostics from index `from` on (the conversion's guesses on a broken tree),
 * keeping secexec's own. */
static void drop_tsc_diags(sx_ast *ast, uint32_t from) {
    uint32_t kept = from;
    for (uint32_t i = from; i < ast->diags.count; i++)
        if (ast->diags.items[i].own) ast->diags.items[kept++] = ast->diags.items[i];
    ast->diags.count = kept;
}

/* Reverse the diagnostics [from, to). */
static void reverse_diags(sx_ast *ast, uint32_t from, uint32_t to) {
    for (sx_diag *a = ast->diags.items + from, *b = ast->diags.items + to; a < b--; a++) {
        sx_diag t = *a;
        *a = *b;
        *b = t;
    }
}

/* The diagnoser ran after the conversion (a clean tree with a suspect shape) and found syntax
 * errors: they come first, as when it runs before the conversion, and replace the conversion's
 * tsc-coded guesses (diagnostics [from, mid)), keeping secexec's own. */
static void diagnoser_first(sx_ast *ast, uint32_t from, uint32_t mid) {
    uint32_t to = ast->diags.count;
    reverse_diags(ast, from, mid);
    reverse_diags(ast, mid, to);
    reverse_diags(ast, from, to);
    drop_tsc_diags(ast, from + (to - mid));
}

/* The monotonic clock in microseconds (a time limit's; never seen by the guest). */
static uint64_t monotonic_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

/* The first parse's time limit when the prescan waits (SX_PARSE_FIRST_BELOW): 2 ms and a
 * microsecond a byte, ten times what a clean parse takes here (about 0.11 us a byte). */
static uint64_t first_parse_us(size_t len) { return 2000u + len; }

/* The prescan's answer `deep` (prescan.c): true when it refuses the text, as too deep (SX9002)
 * or for want of memory. */
static bool refuse_if_deep(sx_ast *ast, uint32_t deep) {
    if (deep == UINT32_MAX) return false;
    if (deep == SX_PRESCAN_OOM) {
        ast->out_of_memory = true;
        return true;
    }
    sx_diag_add(ast, SX_OWN_DIAG_TOO_DEEP, true, deep, 1, "Expression nested too deeply (limit %d levels).",
                SX_MAX_NESTING);
    ast->root = empty_program(ast);
    return true;
}

/* tree-sitter's parse of the source within limit_us (0: none). With `scan_later`
 * (SX_PARSE_FIRST_BELOW) the prescan runs after the parse, when the tree has an error or the
 * parse outlasted first_parse_us; a text it finds too deep is refused (*refused); otherwise an
 * unfinished parse resumes where it stopped, within what is left of limit_us. */
static TSTree *parse_text(sx_ast *ast, TSParser *parser, uint64_t limit_us, bool scan_later, bool *refused) {
    uint64_t first_us = scan_later ? first_parse_us(ast->source_len) : limit_us;
    bool cut_short = scan_later && first_us < limit_us;
    uint64_t started_us = cut_short ? monotonic_us() : 0;
    ts_parser_set_timeout_micros(parser, cut_short ? first_us : limit_us);
    TSTree *tree = ts_parser_parse_string(parser, NULL, ast->source, (uint32_t)ast->source_len);
    if (cut_short) ts_parser_set_timeout_micros(parser, limit_us);
    if (!scan_later || (tree ? !ts_node_has_error(ts_tree_root_node(tree)) : !cut_short)) return tree;
    *refused = refuse_if_deep(ast, sx_prescan_depth(ast->arena, ast->source, ast->source_len, SX_TS_STACK_LIMIT));
    if (*refused || tree) return tree;
    uint64_t spent = monotonic_us() - started_us;
    ts_parser_set_timeout_micros(parser, spent < limit_us ? limit_us - spent : 1);
    tree = ts_parser_parse_string(parser, NULL, ast->source, (uint32_t)ast->source_len); /* resumes */
    ts_parser_set_timeout_micros(parser, limit_us);
    return tree;
}

/* Run tree-sitter, then the error walk and the conversion; `trusted`: see sx_parse_trusted.
 * tree-sitter allocates from `heap` (frontend/ts_heap.c): when the heap served everything, the
 * tree and parser are not deleted one node at a time but dropped with the heap by our caller.
 *
 * One parse per purpose (issue #13): tsc's syntax diagnoser (frontend/syntax_diag.c), a second
 * parse, runs only when tree-sitter reports an error (to say it in tsc's words), or when the
 * conversion reports a diagnostic or finds a shape tree-sitter accepts and tsc may reject or
 * report a grammar error on (cx.suspect: convert.c, "Shapes tsc rejects"); then its syntax errors
 * replace the conversion's and its grammar notes go to ast->grammar for `check`. The clean trees
 * of nearly every program skip it, for `run` and for `check` alike. */
static void parse_tree_in(sx_ast *ast, bool trusted, const sx_ts_heap *heap, uint64_t max_us, bool scan_later) {
    TSParser *parser = ts_parser_new();
    if (!parser || !ts_parser_set_language(parser, tree_sitter_typescript())) {
        sx_diag_add(ast, SX_OWN_DIAG_PARSE_LIMIT, true, 0, 0,
                    "Internal error: the TypeScript grammar could not be loaded.");
        ast->root = empty_program(ast);
        if (parser) ts_parser_delete(parser);
        return;
    }
    bool callers_limit = !trusted && max_us < SX_PARSE_TIMEOUT_US; /* (the run's time left is shorter) */
    uint64_t started_us = callers_limit ? monotonic_us() : 0;
    /* hostile input gets a time limit; our own declarations must parse whole */
    uint64_t limit_us = trusted ? 0 : callers_limit ? (max_us ? max_us : 1) : SX_PARSE_TIMEOUT_US;
    bool refused = false;
    uint32_t diags_at_start = ast->diags.count, grammar_at_start = ast->grammar.count;
    TSTree *tree = parse_text(ast, parser, limit_us, scan_later, &refused);
    if (refused) {
        if (tree && !sx_ts_heap_owns_all(heap)) ts_tree_delete(tree);
        ts_parser_delete(parser);
        return;
    }
    if (tree && callers_limit) { /* a second parse of a rewritten text (below) gets what is left */
        uint64_t spent = monotonic_us() - started_us;
        ts_parser_set_timeout_micros(parser, spent < max_us ? max_us - spent : 1);
    }
    if (!tree) {
        ast->out_of_time = callers_limit;
        sx_diag_add(ast, SX_OWN_DIAG_PARSE_LIMIT, true, 0, 0,
                    "Source text too complex to parse (parser time limit exceeded).");
        ast->root = empty_program(ast);
        ts_parser_delete(parser);
        return;
    }
    sx_cx cx = {.ast = ast,
                .arena = ast->arena,
                .src = ast->source,
                .src_len = (uint32_t)ast->source_len,
                .lines = *sx_arena_lines(ast->arena),
                .col_line = UINT32_MAX,
                .lang = ts_tree_language(tree)};
    TSNode root = ts_tree_root_node(tree);
    if (reparse_rewritten(ast, parser, &tree, ts_node_has_error(root), &cx.src)) root = ts_tree_root_node(tree);
    else cx.ts_rows = cx.lines.ascii && cx.lines.lf_only; /* parsed as written: its rows are our lines */
    bool ts_failed = ts_node_has_error(root);
    bool tsc_like = !trusted && ts_failed && tsc_syntax_errors(ast, ast->source, true);
    if (!tsc_like) syntax_errors(&cx, root);
    uint32_t before_conversion = ast->diags.count;
    ast->root = sx_convert_program(&cx, root);
    if (scan_later && cx.too_deep && !ts_failed && !cx.oom) {
        /* A clean tree nested past our limit: the prescan decides, as when it runs first or after
         * a slow parse (parse_text), so that the answer does not depend on the parse's speed. */
        uint32_t deep = sx_prescan_depth(ast->arena, ast->source, ast->source_len, SX_TS_STACK_LIMIT);
        if (deep != UINT32_MAX) {
            ast->diags.count = diags_at_start;
            ast->grammar.count = grammar_at_start;
            refuse_if_deep(ast, deep);
            tsc_like = false, ts_failed = true; /* (nothing more to say about the text) */
        }
    }
    uint32_t after_conversion = ast->diags.count;
    if (tsc_like) drop_tsc_diags(ast, before_conversion);
    else if (!trusted && !ts_failed && !cx.oom && (cx.suspect || after_conversion > before_conversion) &&
             tsc_syntax_errors(ast, ast->source, false))
        diagnoser_first(ast, before_conversion, after_conversion);
    if (cx.oom) ast->out_of_memory = true;
    if (!sx_ts_heap_owns_all(heap)) {
        ts_tree_delete(tree);
        ts_parser_delete(parser);
    }
}

static void parse_tree(sx_ast *ast, bool trusted, uint64_t max_us, bool scan_later) {
    sx_ts_heap heap;
    sx_ts_heap_begin(&heap, SX_TS_HEAP_CAP);
    parse_tree_in(ast, trusted, &heap, max_us, scan_later);
    sx_ts_heap_end(&heap);
}

static sx_ast *parse_source(const char *source, size_t len, const char *filename, sx_alloc_fn alloc, void *alloc_ctx,
                            bool trusted, uint64_t max_us) {
    sx_ast *ast = ast_new(source, len, filename, alloc, alloc_ctx);
    if (!ast || ast->out_of_memory) {
        if (ast) ast->root = NULL;
        return ast;
    }
    if (len >= UINT32_MAX / 2) {
        sx_diag_add(ast, SX_OWN_DIAG_PARSE_LIMIT, true, 0, 0, "Source text too large to parse.");
        ast->root = empty_program(ast);
    } else {
        /* (a trusted source is not hostile: it cannot be nested deep enough to break tree-sitter) */
        bool scan_first = !trusted && len >= SX_PARSE_FIRST_BELOW; /* (else see parse_text) */
        uint32_t deep =
            scan_first ? sx_prescan_depth(ast->arena, ast->source, ast->source_len, SX_TS_STACK_LIMIT) : UINT32_MAX;
        if (!refuse_if_deep(ast, deep)) /* (too deep would break tree-sitter: refused before parsing) */
            parse_tree(ast, trusted, max_us, !trusted && !scan_first);
    }
    sort_diags(ast);
    if (ast->out_of_memory) ast->root = NULL;
    return ast;
}

sx_ast *sx_parse(const char *source, size_t len, const char *filename, sx_alloc_fn alloc, void *alloc_ctx) {
    return parse_source(source, len, filename, alloc, alloc_ctx, false, UINT64_MAX);
}

sx_ast *sx_parse_within(const char *source, size_t len, const char *filename, sx_alloc_fn alloc, void *alloc_ctx,
                        uint64_t max_us) {
    return parse_source(source, len, filename, alloc, alloc_ctx, false, max_us);
}

sx_ast *sx_parse_empty(const char *source, size_t len, const char *filename) {
    sx_ast *ast = ast_new(source, len, filename, NULL, NULL);
    if (ast && !ast->out_of_memory) ast->root = empty_program(ast);
    return ast;
}

sx_ast *sx_parse_trusted(const char *source, size_t len, const char *filename) {
    return parse_source(source, len, filename, NULL, NULL, true, UINT64_MAX);
}

void sx_ast_free(sx_ast *ast) {
    if (!ast) return;
    if (ast->arena) sx_arena_free(ast->arena); /* the ast itself lives in its arena */
    else free(ast);
}
