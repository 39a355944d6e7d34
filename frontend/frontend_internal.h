/* frontend_internal.h - helpers shared by the front end's own files (not part of the public API). */
#ifndef SX_FRONTEND_INTERNAL_H
#define SX_FRONTEND_INTERNAL_H

#include "frontend/ast.h"

/* Source positions: a table of line starts (tsc's line breaks: \n, \r\n, \r, U+2028, U+2029). */
typedef struct sx_lines {
    const uint32_t *starts; /* starts[i] = byte offset of line i (0-based) */
    uint32_t count;
    bool ascii;   /* the text is all ASCII: a column is the byte distance from the line start */
    bool lf_only; /* lines end at '\n' only (no CR, no U+2028/9), as tree-sitter's rows do */
} sx_lines;

/* Build the line table of `src` in the arena (false when out of memory). */
bool sx_lines_build(sx_arena *arena, const char *src, size_t len, sx_lines *out);
/* 0-based line index containing byte offset `off`. */
uint32_t sx_lines_find(const sx_lines *lines, uint32_t off);
/* Number of UTF-16 code units encoded by the UTF-8 bytes [from, to). */
uint32_t sx_utf16_units(const char *src, uint32_t from, uint32_t to);
/* An ast of `source` with an empty PROGRAM root (C heap), for front ends that build the nodes
 * themselves (frontend/dts_outline.c). */
sx_ast *sx_parse_empty(const char *source, size_t len, const char *filename);
/* Add a grammar error to ast->grammar (see sx_ast). */
void sx_grammar_add(sx_ast *ast, int code, uint32_t start, uint32_t length, const char *fmt, ...);
/* The arena remembers the line table of its source so sx_diag_add can use it. */
void sx_arena_set_lines(sx_arena *a, const sx_lines *lines);
const sx_lines *sx_arena_lines(sx_arena *a);

/* Cooking literals (frontend/cook.c). Results live in the arena. */
typedef struct sx_cook_error {
    int code;        /* tsc code of the first problem, 0 if none */
    const char *msg; /* its message (static text) */
    uint32_t offset; /* byte offset of the problem inside the raw text */
} sx_cook_error;

/* Resolve the escapes of a string literal body or template quasi (raw, without quotes) into
 * WTF-8; `is_template` also normalises CR and CRLF to LF. Returns NULL when out of memory. */
char *sx_cook_string(sx_arena *arena, const char *raw, size_t len, bool is_template, uint32_t *out_len,
                     sx_cook_error *err);

/* Tagged templates: may the raw text be cooked (no invalid escape)? Its raw value (CR LF and CR as LF). */
bool sx_cook_template_ok(const char *raw, size_t len);
char *sx_cook_template_raw(sx_arena *arena, const char *raw, size_t len, uint32_t *out_len);

/* Parse a numeric literal's text. *is_bigint is set for `123n`; err as above (legacy octal...). */
double sx_cook_number(const char *text, size_t len, bool *is_bigint, sx_cook_error *err);

/* Returned by sx_prescan_depth when the arena is out of memory. */
#define SX_PRESCAN_OOM (UINT32_MAX - 1)

/* Estimate how deep tree-sitter's parse stack could grow on `src` (frontend/prescan.c); returns the
 * byte offset where the estimate first exceeds `limit`, or UINT32_MAX when it never does.
 * src[len] must be '\0' (the arena's copy of the text is): the scan of a name stops on it. */
uint32_t sx_prescan_depth(sx_arena *arena, const char *src, size_t len, uint32_t limit);

/* -- tree conversion (frontend/convert.c), driven by frontend/parse.c -- */
#include <tree_sitter/api.h>

/* One level of convert.c's child walks: a node whose children are being walked (the visible node
 * asked about, or a hidden node among its children whose own children count as its). */
typedef struct sx_walk_level {
    const void *parent;       /* the node (a tree-sitter Subtree) */
    const uint16_t *aliases;  /* its production's alias per structural child (NULL: none) */
    uint32_t bytes, row, col; /* where its next child starts */
    uint32_t child;           /* the next child's index among all its children... */
    uint32_t structural;      /* ...and among those that are not extras (comments) */
    uint32_t own_structural;  /* the node's own index among its parent's structural children */
} sx_walk_level;

typedef struct sx_cx {
    sx_ast *ast;
    sx_arena *arena;
    const char *src;
    uint32_t src_len;
    sx_lines lines;
    uint32_t col_line, col_off, col_val; /* column cache: offset col_off on line col_line has col_val */
    bool ts_rows; /* tree-sitter's row and byte column of a node are its line and column (ASCII, LF only, as parsed) */
    const void *ty_of; /* convert.c's ty(): the node (its id: one per place in the tree) asked last... */
    int ty_was;        /* ...and its type code */
    const TSLanguage *lang;
    const uint16_t *sym_types; /* per grammar symbol: our node-type code + 1 (shared, read-only) */
    uint32_t sym_count;
    const TSFieldId *field_ids;  /* per F_ field code of convert.c: the grammar's field id (shared, read-only) */
    int depth;                   /* current nesting of cv() calls */
    bool too_deep;               /* SX9002 already reported */
    bool oom;                    /* an allocation failed */
    bool spine;                  /* the node being converted is the object/callee of a member/index/call */
    sx_walk_level *walk;         /* the levels of the child walks in progress, innermost last */
    uint32_t walk_top, walk_cap; /* levels in use; room */
    sx_node **exports;           /* the module's %defexport statements (convert.c: cv_export) */
    uint32_t nexports, capexports;
    /* The shape checks (convert.c, "Shapes tsc rejects"): `suspect` is set on a shape tree-sitter
     * accepts and tsc may reject, or that tsc's checker reports as a grammar error; frontend/parse.c
     * then runs tsc's syntax diagnoser. The rest is the context the checks need. */
    bool suspect;
    const void *seq_ok;                /* the node where a sequence expression may stand (its id) */
    bool pattern, binding;             /* the node's parent is a pattern / a declaration's pattern */
    bool in_generator, in_async;       /* the innermost function is a generator / async */
    bool can_return;                   /* inside a function body (not a class body, not the top level) */
    uint32_t fn_depth, class_depth;    /* functions (and class bodies) / class bodies around the node */
    uint32_t loop_depth, switch_depth; /* loops / switches around the node in the innermost function */
} sx_cx;

/* The gate's rules (frontend/syntax_gate.c): shapes tree-sitter accepts and tsc may reject. */
/* A word tsc never takes as a name where tree-sitter may (reserved, strict-mode reserved, await; any escape). */
bool sx_gate_reserved_word(const char *t, uint32_t len);
/* A number's text [start, end) tsc refuses: a leading zero (`0755`, `08`) or a name glued to its end. */
bool sx_gate_odd_number(const char *src, uint32_t len, uint32_t start, uint32_t end);
/* Does the text at `at` start with `{`, `class`, `function` or `async function` (a declaration to tsc)? */
bool sx_gate_starts_declaration(const char *src, uint32_t len, uint32_t at);
/* Scan the text [start, end) of a type (annotation, arguments, parameters, interface body) by its
 * bytes with the same rules (wider); true when it holds a shape tsc may reject. */
bool sx_gate_type_text(const char *src, uint32_t start, uint32_t end);
/* Walk the subtree under cursor c with the gate's rules; false when it holds a shape tsc may reject. */
bool sx_syntax_gate_walk(const char *src, uint32_t len, TSTreeCursor *c);

/* Span of the bytes [start, end) with 1-based line and UTF-16 column. */
sx_span sx_cx_span(sx_cx *cx, uint32_t start, uint32_t end);
/* Convert the tree-sitter root node to our PROGRAM node (NULL when out of memory). */
sx_node *sx_convert_program(sx_cx *cx, TSNode root);

#endif
