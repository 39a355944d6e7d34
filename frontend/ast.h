/* ast.h - secexec's own compact syntax tree: node kinds, operators, spans, diagnostics, arena. */
#ifndef SX_AST_H
#define SX_AST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/*
 * The front end (frontend/parse.c) turns tree-sitter's concrete tree into this tree; the checker
 * and the compiler read only this tree. Every node is allocated in one arena and carries its
 * source span. Parentheses are dropped. Strings are WTF-8 (UTF-8 that may also encode lone
 * surrogates from escapes such as "\uD800"), with escapes already resolved, and carry a length
 * (they may contain NUL).
 *
 * Field use per kind is documented in the table: a, b, c, d are child nodes, `list` is a node
 * list, `str`/`len` a name or text, `num` a number, `op` an sx_op, `flags` SX_NF_* bits,
 * `type` an optional type annotation (kind TYPE, checker only).
 */
// clang-format off
#define SX_AST_KINDS(X)                                                                          \
    /* -- expressions -- */                                                                      \
    X(NUMBER, "number literal: num")                                                            \
    X(STRING, "string literal: str/len (cooked); flags PRIVATE for the #x of `#x in o` (str = \"x\")") \
    X(TEMPLATE, "template literal: list alternates STRING quasi, expr, STRING, ... (starts and ends with a quasi)") \
    X(REGEX, "regex literal: str = pattern, b = STRING node with the flags (may be NULL)")       \
    X(IDENT, "identifier reference: str/len")                                                   \
    X(TRUE, "true")                                                                             \
    X(FALSE, "false")                                                                           \
    X(NULL, "null")                                                                             \
    X(THIS, "this")                                                                             \
    X(NEW_TARGET, "new.target")                                                                 \
    X(SUPER, "super: the callee of super(...) or the object of super.x / super[k]")             \
    X(ARRAY, "array literal: list of expressions, SPREAD or HOLE")                              \
    X(HOLE, "elision in an array literal or array pattern")                                    \
    X(OBJECT, "object literal: list of PROPERTY or SPREAD")                                    \
    X(PROPERTY, "a = key (STRING for names and string keys, NUMBER, or COMPUTED), b = value; flags SHORTHAND, METHOD, GETTER, SETTER") \
    X(COMPUTED, "computed key [a]")                                                            \
    X(SPREAD, "...a (in arrays, calls, objects)")                                              \
    X(FUNCTION, "function/arrow/method: str = name or NULL, list = PARAM, b = body (BLOCK, or an expression when EXPR_BODY); flags ARROW, ASYNC, GENERATOR, DECL, EXPR_BODY, METHOD; type = return type") \
    X(PARAM, "parameter: a = target (IDENT or pattern), b = default or NULL, c = IDENT naming the property of a TS parameter property (`constructor(private x)`) or NULL; flags REST, OPTIONAL; type = annotation") \
    X(UNARY, "op a, op one of NEG PLUS NOT BNOT TYPEOF VOID DELETE")                           \
    X(UPDATE, "++/-- : op INC or DEC, a = target; flags PREFIX")                               \
    X(BINARY, "a op b for arithmetic, comparison, bitwise, IN, INSTANCEOF")                    \
    X(LOGICAL, "a op b for AND, OR, NULLISH (short-circuit)")                                  \
    X(ASSIGN, "a op= b: op ASSIGN for plain =, else the binary/logical op of the compound")    \
    X(CONDITIONAL, "a ? b : c")                                                                 \
    X(CALL, "a(list): a callee, list arguments (expressions or SPREAD); flags OPTIONAL for a?.()") \
    X(TAGGED_TEMPLATE, "tag`...`: a = tag, b = TEMPLATE whose quasis hold their raw text in a (a STRING) and have str NULL when an escape is invalid (cooked value undefined)") \
    X(NEW, "new a(list)")                                                                       \
    X(MEMBER, "a.str: flags OPTIONAL for a?.str, PRIVATE for a.#str")                          \
    X(INDEX, "a[b]: flags OPTIONAL for a?.[b]")                                                \
    X(CHAIN, "optional chain root: a is the chain; any OPTIONAL link whose object is nullish makes the whole CHAIN undefined") \
    X(SEQUENCE, "a, b, ... : list")                                                             \
    X(TYPE_ASSERT, "a as T, <T>a, a satisfies T: a = expression, type = T; flags SATISFIES")   \
    X(NON_NULL, "a! : a = expression")                                                          \
    X(CLASS, "class: str = name or NULL, b = superclass or NULL, list = members: PROPERTY (methods flagged METHOD/GETTER/SETTER, fields with the initializer in b, flags STATIC, PRIVATE, DECLARE) or BLOCK flagged STATIC (static blocks)") \
    X(AWAIT, "await a")                                                                         \
    X(YIELD, "yield a (a may be NULL); flags GENERATOR for yield* a")                                                                         \
    /* -- patterns (targets of declarations, parameters and assignments) -- */                \
    X(ARRAY_PATTERN, "[a, , ...r]: list of targets, HOLE, DEFAULT, REST")                       \
    X(OBJECT_PATTERN, "{k: t, s, ...r}: list of PROPERTY (b = target) or REST")                 \
    X(DEFAULT, "target = default: a = target, b = default value")                              \
    X(REST, "...a in a pattern")                                                                \
    /* -- statements -- */                                                                     \
    X(PROGRAM, "list = statements")                                                             \
    X(VAR_DECL, "op VAR, LET or CONST; list = DECLARATOR; flags DECLARE for `declare`")        \
    X(DECLARATOR, "a = target (IDENT or pattern), b = initializer or NULL; type = annotation") \
    X(EXPR_STMT, "a;")                                                                          \
    X(BLOCK, "{ list }")                                                                        \
    X(EMPTY, ";")                                                                               \
    X(IF, "if (a) b else c (c may be NULL)")                                                    \
    X(WHILE, "while (a) b")                                                                     \
    X(DO_WHILE, "do b while (a)")                                                               \
    X(FOR, "for (a; b; c) d: a = VAR_DECL, expression or NULL; b, c may be NULL")              \
    X(FOR_OF, "for (a of b) d: a = VAR_DECL with one DECLARATOR without initializer, or an assignment target; flags ASYNC for `for await`") \
    X(FOR_IN, "for (a in b) d: as FOR_OF")                                                     \
    X(BREAK, "break str; (str NULL without label)")                                            \
    X(CONTINUE, "continue str;")                                                                \
    X(RETURN, "return a; (a may be NULL)")                                                      \
    X(THROW, "throw a;")                                                                        \
    X(TRY, "try a catch b finally c: a BLOCK, b CATCH or NULL, c BLOCK or NULL")               \
    X(CATCH, "catch (a) b: a = parameter target or NULL, b = BLOCK; type = annotation")         \
    X(SWITCH, "switch (a) { list of CASE }")                                                    \
    X(CASE, "case a: list (a NULL for default)")                                               \
    X(LABELED, "str: a")                                                                        \
    X(FUNC_DECL, "function declaration statement: a = FUNCTION node (flags DECL)")            \
    X(CLASS_DECL, "class declaration statement: a = CLASS node")                              \
    /* -- type-level declarations (kept for the checker; the compiler skips them) -- */        \
    X(TYPE, "an opaque type expression: span only; the checker reads it from the source")      \
    X(TYPE_ALIAS, "type str = type")                                                           \
    X(INTERFACE, "interface str { ... }: span only for now")                                   \
    X(ENUM, "enum str { list of PROPERTY (a = STRING name, b = initializer or NULL) }; flags CONST") \
    X(DECLARE, "declare ... (ambient declaration): a = the declared statement; list = the declarations of `declare global { }`") \
    X(EXPORT, "export a: a = the exported declaration (modules: later)")                       \
    X(IMPORT, "import ...: span only (modules: later)")                                         \
    X(BIGINT, "bigint literal: str/len = its digits with the 0x/0o/0b prefix (no separators, no n)")
// clang-format on

typedef enum sx_node_kind {
#define SX_X_KIND(name, doc) SX_N_##name,
    SX_AST_KINDS(SX_X_KIND)
#undef SX_X_KIND
        SX_N__COUNT
} sx_node_kind;

/* Operators: X(enum suffix, source token). */
// clang-format off
#define SX_OPERATORS(X)                                                                          \
    X(NONE, "")                                                                                 \
    X(ADD, "+") X(SUB, "-") X(MUL, "*") X(DIV, "/") X(MOD, "%") X(POW, "**")                    \
    X(BAND, "&") X(BOR, "|") X(BXOR, "^") X(SHL, "<<") X(SHR, ">>") X(USHR, ">>>")             \
    X(EQ, "==") X(NE, "!=") X(SEQ, "===") X(SNE, "!==")                                         \
    X(LT, "<") X(LE, "<=") X(GT, ">") X(GE, ">=") X(IN, "in") X(INSTANCEOF, "instanceof")      \
    X(AND, "&&") X(OR, "||") X(NULLISH, "??")                                                    \
    X(NEG, "-") X(PLUS, "+") X(NOT, "!") X(BNOT, "~") X(TYPEOF, "typeof") X(VOID, "void")       \
    X(DELETE, "delete") X(INC, "++") X(DEC, "--")                                               \
    X(ASSIGN, "=")                                                                              \
    X(VAR, "var") X(LET, "let") X(CONST, "const")
// clang-format on

typedef enum sx_op {
#define SX_X_OP(name, tok) SX_OP_##name,
    SX_OPERATORS(SX_X_OP)
#undef SX_X_OP
        SX_OP__COUNT
} sx_op;

/* Node flags. */
enum {
    SX_NF_SHORTHAND = 1 << 0,
    SX_NF_METHOD = 1 << 1,
    SX_NF_GETTER = 1 << 2,
    SX_NF_SETTER = 1 << 3,
    SX_NF_ARROW = 1 << 4,
    SX_NF_ASYNC = 1 << 5,
    SX_NF_GENERATOR = 1 << 6,
    SX_NF_DECL = 1 << 7,
    SX_NF_EXPR_BODY = 1 << 8,
    SX_NF_REST = 1 << 9,
    SX_NF_OPTIONAL = 1 << 10,
    SX_NF_PREFIX = 1 << 11,
    SX_NF_PRIVATE = 1 << 12,
    SX_NF_SATISFIES = 1 << 13,
    SX_NF_DECLARE = 1 << 14,
    SX_NF_CONST = 1 << 15,
};
/* On class members (PROPERTY; BLOCK for `static {}` blocks): `static`. All 16 bits are taken, so it
 * shares its bit with PREFIX, which only UPDATE nodes use. */
#define SX_NF_STATIC SX_NF_PREFIX
/* On a DECLARATOR made from `import { x }` / `import x` (b = namespace.member): the binding is
 * live (compiler/scope.c). Shares its bit with CONST, which only ENUM nodes use. */
#define SX_NF_IMPORT SX_NF_CONST

/* A source span: byte offsets [start, end) plus the 1-based line and column of start.
 * Columns count UTF-16 code units, as tsc's do. */
typedef struct sx_span {
    uint32_t start, end;
    uint32_t line, col;
} sx_span;

typedef struct sx_node sx_node;
typedef struct sx_node_list {
    sx_node **items;
    uint32_t count;
} sx_node_list;

struct sx_node {
    uint8_t kind;   /* sx_node_kind */
    uint8_t op;     /* sx_op */
    uint16_t flags; /* SX_NF_* */
    sx_span span;
    /* Where a run-time error about the node points, when not at its start (line 0: at the start):
     * a member's property name, an index's `[`, a call's `(`, a binary or assignment operator.
     * (at_line and at_col sit in what would be padding: the node keeps its size.) */
    uint32_t at_line;
    sx_node *a, *b, *c, *d;
    sx_node *type; /* type annotation (TYPE node) or NULL */
    sx_node_list list;
    const char *str; /* names and cooked string text (WTF-8, NUL-terminated too) */
    uint32_t len;
    uint32_t at_col; /* see at_line */
    double num;
};
_Static_assert(sizeof(void *) != 8 || sizeof(sx_node) == 104, "sx_node grew: at_line/at_col no longer fill padding");

/* -- diagnostics (shared by front end and checker) -- */
typedef enum sx_diag_category { SX_DIAG_ERROR = 1, SX_DIAG_WARNING = 0 } sx_diag_category;

/* secexec's own diagnostic codes (printed with prefix "SX"; tsc's are printed with "TS"). */
#define SX_OWN_DIAG_UNSUPPORTED 9001 /* "'with' statements are not supported by secexec." */
/* SX9001 for a direct call eval(code) of the global eval (compiler/expr_call.c; checker/call.c says the same) */
#define SX_DIRECT_EVAL_MESSAGE                                                                                         \
    "Direct eval (a call 'eval(code)', which would see the caller's local scope) is not supported by secexec; call "   \
    "it indirectly, as '(0, eval)(code)' or 'globalThis.eval(code)': the code then runs in the global scope."
#define SX_OWN_DIAG_TOO_DEEP 9002    /* "Expression nested too deeply (limit 500 levels)." */
#define SX_OWN_DIAG_TOO_LARGE 9003   /* "Function too large to compile." */
#define SX_OWN_DIAG_PARSE_LIMIT 9004 /* "Source text too complex to parse (parser time limit exceeded)." */
#define SX_OWN_DIAG_CHECK_MEMORY                                                                                       \
    9005 /* "Program too complex to type-check: the checker's memory limit ..." (api/check.c) */

typedef struct sx_diag {
    int code; /* tsc's code (1005 ...) or one of SX_OWN_DIAG_* */
    bool own; /* true for secexec's own codes (prefix SX) */
    sx_diag_category category;
    const char *message;
    uint32_t line, col;     /* 1-based; col in UTF-16 code units */
    uint32_t start, length; /* byte offset and byte length in the source */
} sx_diag;

typedef struct sx_diags {
    sx_diag *items;
    uint32_t count, cap;
} sx_diags;

/* -- arena: all nodes, lists, strings and diagnostic texts of one parse -- */
typedef void *(*sx_alloc_fn)(void *ctx, void *ptr, size_t old_size, size_t new_size);

typedef struct sx_arena sx_arena;
sx_arena *sx_arena_new(sx_alloc_fn alloc, void *alloc_ctx); /* NULL alloc: malloc */
void *sx_arena_alloc_slow(sx_arena *a, size_t size);        /* sx_arena_alloc past the fast path */

/* The free room of an arena's current block: the first member of every sx_arena (frontend/ast.c),
 * read by the inline fast path below. */
typedef struct sx_arena_room {
    char *cur, *end;
} sx_arena_room;

#define SX_ARENA_ALIGN 16u

/* size bytes, zeroed and 16-byte aligned; NULL when the allocator fails. Inline: a check makes
 * about fourteen thousand of these for 500 lines, most of a size known here, so that the zeroing
 * becomes a few stores. */
static inline void *sx_arena_alloc(sx_arena *a, size_t size) {
    sx_arena_room *room = (sx_arena_room *)a;
    size_t need = (size + SX_ARENA_ALIGN - 1) & ~(size_t)(SX_ARENA_ALIGN - 1);
    if (room && size - 1 < 4096 && need <= (size_t)(room->end - room->cur)) { /* 1 <= size <= 4096 */
        void *p = room->cur;
        room->cur += need;
        memset(p, 0, need);
        return p;
    }
    return sx_arena_alloc_slow(a, size);
}
char *sx_arena_strdup(sx_arena *a, const char *s, size_t len);
void sx_arena_free(sx_arena *a);

/* The result of parsing one source text. */
typedef struct sx_ast {
    sx_arena *arena;
    sx_node *root; /* PROGRAM; NULL only when out of memory */
    const char *source;
    size_t source_len;
    const char *filename;
    sx_diags diags; /* syntax errors and unsupported constructs, in source order */
    /* Grammar errors tsc's checker reports on code that parses (a rest parameter that is not
     * last, `break` outside a loop...). Kept apart: `secexec check` adds them to the type errors
     * (sx_ast_take_grammar); running ignores them, as transpiling TypeScript does. */
    sx_diags grammar;
    bool out_of_memory;
    bool out_of_time; /* the caller's time limit (sx_parse_within) ended tree-sitter's parse (SX9004) */
} sx_ast;

/* Maximum nesting depth of expressions/statements the front end accepts (beyond: SX9002). */
#define SX_MAX_NESTING 500

/* Parse `source` (UTF-8): tree-sitter, the conversion, and tsc's syntax diagnoser only when
 * tree-sitter reports an error or the conversion finds a shape tsc may reject (frontend/parse.c).
 * Never fails except for out-of-memory; errors go into ast->diags.
 * `alloc` (may be NULL) charges the arena's memory to a VM's accounting allocator. */
sx_ast *sx_parse(const char *source, size_t len, const char *filename, sx_alloc_fn alloc, void *alloc_ctx);
/* sx_parse within max_us microseconds of tree-sitter's parse when that is less than the front
 * end's own limit (5 s): a run passes what is left of its wall-clock time, so that a text built to
 * make tree-sitter's error recovery slow cannot outrun the run's timeout. When that limit ends the
 * parse, ast->out_of_time is set (besides the SX9004 diagnostic). */
sx_ast *sx_parse_within(const char *source, size_t len, const char *filename, sx_alloc_fn alloc, void *alloc_ctx,
                        uint64_t max_us);
/* Parse a source known to be correct (the checker's own stdlib declarations), with the C heap: the
 * same AST, without tsc's syntax diagnoser (frontend/syntax_diag.c), so ast->grammar stays empty
 * and a syntax error would only get tree-sitter's approximate diagnostic, without the guard
 * against hostile nesting (frontend/prescan.c), and without the parse time limit (a starved or
 * instrumented process, e.g. under valgrind, must still get the whole declarations). */
sx_ast *sx_parse_trusted(const char *source, size_t len, const char *filename);
/* The top-level declarations of a trusted .d.ts (interface, type, var/let/const, function, each
 * maybe `declare`d) as the nodes sx_parse_trusted would give them (kinds, names, spans; bodies
 * stay text), found by scanning tokens (frontend/dts_outline.c); NULL when the text has anything
 * else, so the caller parses it in full. C heap. */
sx_ast *sx_parse_declarations_outline(const char *source, size_t len, const char *filename);
void sx_ast_free(sx_ast *ast);

/* Add a diagnostic (message copied into the arena); line/col computed from `start`. */
void sx_diag_add(sx_ast *ast, int code, bool own, uint32_t start, uint32_t length, const char *fmt, ...);

/* Move the grammar errors into ast->diags (for `secexec check`, when there is no syntax error). */
void sx_ast_take_grammar(sx_ast *ast);

/* Format one diagnostic exactly like `tsc --pretty false`:
 * "main.ts(3,7): error TS2304: Cannot find name 'x'." into buf (returns length, snprintf-style). */
int sx_diag_format(const sx_diag *d, const char *filename, char *buf, size_t size);

const char *sx_node_kind_name(sx_node_kind k);
const char *sx_op_token(sx_op op);

#endif
