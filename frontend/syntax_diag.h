/* syntax_diag.h - the syntax diagnoser: a scanner and a partial port of tsc's parser that only reports errors. */
#ifndef SX_SYNTAX_DIAG_H
#define SX_SYNTAX_DIAG_H

#include <stdbool.h>
#include <stdint.h>

/*
 * tree-sitter recovers from syntax errors differently from tsc, so its ERROR nodes rarely tell
 * where tsc would complain; and it accepts texts tsc rejects (holes in arguments `f(1, , 3)`, an
 * object literal as an arrow's body `=> { k: v }`, `A ||| B` in a type, a member as a parameter
 * name), which must not run; and tsc's checker reports grammar errors (a `break` outside a loop,
 * a rest parameter that is not last, `const x;`...) that only this diagnoser finds.
 *
 * When it runs (frontend/parse.c, issue #13 "one parse per purpose"): on an untrusted text whose
 * tree-sitter tree has an ERROR or MISSING node (its syntax errors replace tree-sitter's), or
 * whose clean tree the conversion flags (frontend/convert.c, "Shapes tsc rejects": the classes
 * below, checked on the nodes the conversion visits anyway; the subtrees it does not convert, types
 * and signatures, go through frontend/syntax_gate.c's rules, types by a scan of their text), or
 * when the conversion reported a diagnostic. Then its syntax errors replace the conversion's and,
 * when there are none, its grammar notes go to ast->grammar for `check`. Every other clean tree,
 * nearly every program, skips it, in `run` and in `check` alike.
 *
 * The shapes flagged: reserved words as names, holes in lists, legacy octals and names glued to
 * numbers, `-x ** 2`, `||` leading a type, loose operands (assignments, arrows, `yield`) of tighter
 * operators, operators as callees or class parents, sequences outside expression statements,
 * `super` alone, members and `!` in binding patterns, optional chains in `new`, `yield` outside
 * generators, `await` outside async functions (or before `(`, `[`, `{` outside them), `{`,
 * `class` or `function` starting an expression statement, `<T>x`, `f<T>`, regexes starting with
 * `*`, `x! = 1`, parameter-list, accessor, jump, `return`, duplicate `default`, `delete` of a
 * name, duplicate or `=` properties in object literals, `const` without initializer, private
 * names outside classes. The checks are wider than tsc's rules: a false alarm costs this
 * diagnoser's run, a miss would run a text tsc rejects or lose a grammar error in `check`.
 * tests/unit/test_syntax_differential.c keeps both true over the conformance programs, their
 * mutations (a token inserted, bytes cut) and the checker's error snippets, and pins one text per
 * class found; fuzz/fuzz_syntax_gate.c hunts for more. Measured (issue #13, 40 mutations per
 * program over seeds 0-4: 26,493 inputs each): no text tsc rejects is accepted, no grammar note
 * is lost. Cost, by callgrind per check of bench/check/snippet_500.ts: the diagnoser's 2.12 M
 * instructions are gone from clean programs; the conversion grew from 6.80 M to 7.74 M with the
 * checks (a check went from 44.18 M to 43.06 M, bench/results/checker-history.md).
 *
 * The diagnoser scans and parses like tsc's parser (typescript 5.9, src/compiler/parser.ts and
 * scanner.ts) without building a tree, and records the diagnostics tsc's parser would produce:
 * same code, message, position and length, same "one error per position" rule.
 */

/* Token kinds: tsc's SyntaxKind numbers, so that range tests (keywords, reserved words) match. */
enum {
    SX_T_UNKNOWN = 0,
    SX_T_EOF = 1,
    SX_T_NUMBER = 9,
    SX_T_BIGINT = 10,
    SX_T_STRING = 11,
    SX_T_REGEX = 14,
    SX_T_TEMPLATE_FULL = 15,
    SX_T_TEMPLATE_HEAD = 16,
    SX_T_TEMPLATE_MIDDLE = 17,
    SX_T_TEMPLATE_TAIL = 18,
    SX_T_LBRACE = 19,
    SX_T_RBRACE,
    SX_T_LPAREN,
    SX_T_RPAREN,
    SX_T_LBRACKET,
    SX_T_RBRACKET,
    SX_T_DOT,
    SX_T_DOTDOTDOT,
    SX_T_SEMI,
    SX_T_COMMA,
    SX_T_QDOT,
    SX_T_LT,
    SX_T_LT_SLASH,
    SX_T_GT,
    SX_T_LE,
    SX_T_GE,
    SX_T_EQEQ,
    SX_T_NE,
    SX_T_EQEQEQ,
    SX_T_NEE,
    SX_T_ARROW,
    SX_T_PLUS,
    SX_T_MINUS,
    SX_T_STAR,
    SX_T_STARSTAR,
    SX_T_SLASH,
    SX_T_PERCENT,
    SX_T_PLUSPLUS,
    SX_T_MINUSMINUS,
    SX_T_SHL,
    SX_T_SAR,
    SX_T_SHR,
    SX_T_AMP,
    SX_T_BAR,
    SX_T_CARET,
    SX_T_BANG,
    SX_T_TILDE,
    SX_T_AMPAMP,
    SX_T_BARBAR,
    SX_T_QUESTION,
    SX_T_COLON,
    SX_T_AT,
    SX_T_QQ,
    SX_T_BACKTICK,
    SX_T_HASH,
    SX_T_EQ = 64,
    SX_T_PLUS_EQ,
    SX_T_MINUS_EQ,
    SX_T_STAR_EQ,
    SX_T_STARSTAR_EQ,
    SX_T_SLASH_EQ,
    SX_T_PERCENT_EQ,
    SX_T_SHL_EQ,
    SX_T_SAR_EQ,
    SX_T_SHR_EQ,
    SX_T_AMP_EQ,
    SX_T_BAR_EQ,
    SX_T_BARBAR_EQ,
    SX_T_AMPAMP_EQ,
    SX_T_QQ_EQ,
    SX_T_CARET_EQ = 79,
    SX_T_IDENT = 80,
    SX_T_PRIVATE_NAME = 81,
    /* keywords: reserved words 83..118, then strict-mode and contextual ones */
    SX_K_BREAK = 83,
    SX_K_CASE,
    SX_K_CATCH,
    SX_K_CLASS,
    SX_K_CONST,
    SX_K_CONTINUE,
    SX_K_DEBUGGER,
    SX_K_DEFAULT,
    SX_K_DELETE,
    SX_K_DO,
    SX_K_ELSE,
    SX_K_ENUM,
    SX_K_EXPORT,
    SX_K_EXTENDS,
    SX_K_FALSE,
    SX_K_FINALLY,
    SX_K_FOR,
    SX_K_FUNCTION,
    SX_K_IF,
    SX_K_IMPORT,
    SX_K_IN,
    SX_K_INSTANCEOF,
    SX_K_NEW,
    SX_K_NULL,
    SX_K_RETURN,
    SX_K_SUPER,
    SX_K_SWITCH,
    SX_K_THIS,
    SX_K_THROW,
    SX_K_TRUE,
    SX_K_TRY,
    SX_K_TYPEOF,
    SX_K_VAR,
    SX_K_VOID,
    SX_K_WHILE,
    SX_K_WITH = 118,
    SX_K_IMPLEMENTS,
    SX_K_INTERFACE,
    SX_K_LET,
    SX_K_PACKAGE,
    SX_K_PRIVATE,
    SX_K_PROTECTED,
    SX_K_PUBLIC,
    SX_K_STATIC,
    SX_K_YIELD = 127,
    SX_K_ABSTRACT = 128,
    SX_K_ACCESSOR,
    SX_K_AS,
    SX_K_ASSERTS,
    SX_K_ASSERT,
    SX_K_ANY,
    SX_K_ASYNC,
    SX_K_AWAIT,
    SX_K_BOOLEAN,
    SX_K_CONSTRUCTOR,
    SX_K_DECLARE,
    SX_K_GET,
    SX_K_INFER,
    SX_K_INTRINSIC,
    SX_K_IS,
    SX_K_KEYOF,
    SX_K_MODULE,
    SX_K_NAMESPACE,
    SX_K_NEVER,
    SX_K_OUT,
    SX_K_READONLY,
    SX_K_REQUIRE,
    SX_K_NUMBER,
    SX_K_OBJECT,
    SX_K_SATISFIES,
    SX_K_SET,
    SX_K_STRING,
    SX_K_SYMBOL,
    SX_K_TYPE,
    SX_K_UNDEFINED,
    SX_K_UNIQUE,
    SX_K_UNKNOWN,
    SX_K_USING,
    SX_K_FROM,
    SX_K_GLOBAL,
    SX_K_BIGINT,
    SX_K_OVERRIDE,
    SX_K_OF,
    SX_K_DEFER = 166,
};

#define SX_FIRST_KEYWORD SX_K_BREAK
#define SX_LAST_RESERVED SX_K_WITH
#define SX_LAST_KEYWORD SX_K_DEFER

/* Token flags */
#define SX_TF_LINE_BREAK 1u /* a line break precedes the token */
#define SX_TF_UNTERMINATED 4u

/* One diagnostic as tsc's parser records it (byte offsets). */
typedef struct sx_sd_diag {
    int code;
    uint32_t start, length;
    char message[240];
} sx_sd_diag;

#define SX_SD_MAX_DIAGS 64
#define SX_SD_MAX_NOTES 64

/* What the grammar checks of a parameter list need (tsc's checkGrammarParameterList). */
#define SX_SD_PARAMS_MAX 32
typedef struct sx_sd_param {
    bool rest, question, init, is_this;
    uint32_t dots, name_start, name_end, question_at;
} sx_sd_param;

typedef struct sx_sd_params {
    sx_sd_param items[SX_SD_PARAMS_MAX];
    uint32_t count;
    bool trailing_comma;
    uint32_t comma_at;
} sx_sd_params;

/* Scanner + parser state. Nothing here is shared between parses. */
typedef struct sx_sd {
    const char *text;
    uint32_t end;
    /* scanner */
    uint32_t pos, full_start, tok_start;
    int tok;
    uint32_t tok_flags;
    uint32_t value_start, value_end; /* text of the last token that has a value (tsc's tokenValue) */
    /* parser */
    uint32_t ctx;         /* SX_CTX_* */
    uint32_t lists;       /* bit k: inside a list of parsing context k */
    uint32_t depth;       /* recursion depth of the parse functions */
    bool gave_up;         /* too deep or too much work: the result is not trustworthy */
    uint64_t budget;      /* tokens the parser may still scan (speculation rescans; this bounds it) */
    uint8_t *not_arrow;   /* bit per offset: `(` where an arrow function was ruled out (tsc's cache) */
    bool in_interface;    /* the type members being parsed are an interface's */
    uint32_t class_depth; /* number of class bodies around the current token */
    bool in_block;        /* statements of a block (not of the file or a namespace) */
    /* jump and function context for the grammar notes on break/continue/return/await */
    uint32_t fn_depth, loop_depth, switch_depth;
    bool default_seen;                  /* the switch being parsed has a default clause */
    bool ambient;                       /* inside `declare ...` */
    struct sx_sd_obj_names *obj_names;  /* property names of the object literal being parsed */
    bool decl_const, decl_checked;      /* the variable declarations being parsed: const? need initializers? */
    uint32_t last_params_count;         /* parameters (without `this`) of the last parameter list */
    bool module_syntax;                 /* an import or export was seen: the file is a module */
    uint32_t top_await[32], ntop_await; /* `await` at the top level (reported once the file is known) */
    sx_sd_params *params;               /* the parameter list being parsed (NULL: not checked) */
    uint32_t params_pool_used;          /* entries of params_pool in use */
    uint32_t last_comma_end;            /* end of the last comma consumed by a delimited list */
    int odd_modifier_kind;              /* first public/private/protected/static/readonly of the last modifiers */
    uint32_t odd_modifier_start, odd_modifier_end;
    uint32_t targs_end;      /* end of the `>` of the last type arguments parsed in an expression */
    uint32_t ndiags, nnotes; /* entries of diags and notes in use */
    /* The buffers last: sx_syntax_diagnose clears everything before them (the counts above say
     * how much of them is in use), not their ~37 KB. */
    sx_sd_params params_pool[8]; /* for nested parameter lists (each cleared when taken) */
    sx_sd_diag diags[SX_SD_MAX_DIAGS];
    /* Grammar errors that tsc's checker (not its parser) reports: `{ a = 1 }` outside a
     * destructuring, misplaced parameters, `break` outside loops... Used only when there is no
     * syntax error; they then come with the type errors. */
    sx_sd_diag notes[SX_SD_MAX_NOTES];
} sx_sd;

/* Record a grammar note (see sx_sd.notes). */
void sx_sd_note(sx_sd *s, uint32_t start, uint32_t length, int code, const char *message);
/* Record a diagnostic unless the previous one starts at the same offset (tsc's rule). */
void sx_sd_error(sx_sd *s, uint32_t start, uint32_t length, int code, const char *fmt, const char *arg);

/* -- scanner (frontend/syntax_scan.c) -- */
void sx_sd_scan_init(sx_sd *s, const char *text, uint32_t len);
int sx_sd_scan(sx_sd *s);            /* next token (skips trivia) */
int sx_sd_rescan_greater(sx_sd *s);  /* `>` may be `>=`, `>>`, `>>=`, `>>>`, `>>>=` */
int sx_sd_rescan_slash(sx_sd *s);    /* `/` or `/=` starts a regular expression */
int sx_sd_rescan_template(sx_sd *s); /* `}` continues a template: middle or tail */
int sx_sd_rescan_less(sx_sd *s);     /* `<<` split back into `<` */
bool sx_sd_is_keyword(int tok);
const char *sx_sd_token_text(int tok); /* fixed text of a punctuation or keyword token, else NULL */
/* Keyword kind of the identifier text [p, p+n), or SX_T_IDENT. */
int sx_sd_keyword(const char *p, uint32_t n);
/* The keyword table in tsc's order (for spelling suggestions); NULL-terminated. */
extern const char *const sx_sd_keyword_names[];

/* -- entry point (frontend/syntax_diag.c) -- */
/* Parse `text` like tsc and fill s->diags (sorted like tsc: by start, length, code). `not_arrow`
 * is zeroed scratch memory of (len / 8 + 1) bytes. Returns false when the diagnoser gave up
 * (nesting too deep, too much work), in which case s->diags must not be used. */
bool sx_syntax_diagnose(sx_sd *s, const char *text, uint32_t len, uint8_t *not_arrow);

#endif
