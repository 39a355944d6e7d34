/* syntax_scan.c - the syntax diagnoser's scanner: tsc's tokens, trivia rules and lexical errors (scanner.ts). */
#include "frontend/syntax_diag.h"
#include "frontend/trivia.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

/* Keywords with their token kinds, in the order of tsc's textToKeywordObj (spelling suggestions
 * pick the first best candidate, so the order matters). */
static const struct {
    const char *text;
    int kind;
} sx_keywords[] = {
    {"abstract", SX_K_ABSTRACT},
    {"accessor", SX_K_ACCESSOR},
    {"any", SX_K_ANY},
    {"as", SX_K_AS},
    {"asserts", SX_K_ASSERTS},
    {"assert", SX_K_ASSERT},
    {"bigint", SX_K_BIGINT},
    {"boolean", SX_K_BOOLEAN},
    {"break", SX_K_BREAK},
    {"case", SX_K_CASE},
    {"catch", SX_K_CATCH},
    {"class", SX_K_CLASS},
    {"continue", SX_K_CONTINUE},
    {"const", SX_K_CONST},
    {"constructor", SX_K_CONSTRUCTOR},
    {"debugger", SX_K_DEBUGGER},
    {"declare", SX_K_DECLARE},
    {"default", SX_K_DEFAULT},
    {"defer", SX_K_DEFER},
    {"delete", SX_K_DELETE},
    {"do", SX_K_DO},
    {"else", SX_K_ELSE},
    {"enum", SX_K_ENUM},
    {"export", SX_K_EXPORT},
    {"extends", SX_K_EXTENDS},
    {"false", SX_K_FALSE},
    {"finally", SX_K_FINALLY},
    {"for", SX_K_FOR},
    {"from", SX_K_FROM},
    {"function", SX_K_FUNCTION},
    {"get", SX_K_GET},
    {"if", SX_K_IF},
    {"implements", SX_K_IMPLEMENTS},
    {"import", SX_K_IMPORT},
    {"in", SX_K_IN},
    {"infer", SX_K_INFER},
    {"instanceof", SX_K_INSTANCEOF},
    {"interface", SX_K_INTERFACE},
    {"intrinsic", SX_K_INTRINSIC},
    {"is", SX_K_IS},
    {"keyof", SX_K_KEYOF},
    {"let", SX_K_LET},
    {"module", SX_K_MODULE},
    {"namespace", SX_K_NAMESPACE},
    {"never", SX_K_NEVER},
    {"new", SX_K_NEW},
    {"null", SX_K_NULL},
    {"number", SX_K_NUMBER},
    {"object", SX_K_OBJECT},
    {"package", SX_K_PACKAGE},
    {"private", SX_K_PRIVATE},
    {"protected", SX_K_PROTECTED},
    {"public", SX_K_PUBLIC},
    {"override", SX_K_OVERRIDE},
    {"out", SX_K_OUT},
    {"readonly", SX_K_READONLY},
    {"require", SX_K_REQUIRE},
    {"global", SX_K_GLOBAL},
    {"return", SX_K_RETURN},
    {"satisfies", SX_K_SATISFIES},
    {"set", SX_K_SET},
    {"static", SX_K_STATIC},
    {"string", SX_K_STRING},
    {"super", SX_K_SUPER},
    {"switch", SX_K_SWITCH},
    {"symbol", SX_K_SYMBOL},
    {"this", SX_K_THIS},
    {"throw", SX_K_THROW},
    {"true", SX_K_TRUE},
    {"try", SX_K_TRY},
    {"type", SX_K_TYPE},
    {"typeof", SX_K_TYPEOF},
    {"undefined", SX_K_UNDEFINED},
    {"unique", SX_K_UNIQUE},
    {"unknown", SX_K_UNKNOWN},
    {"using", SX_K_USING},
    {"var", SX_K_VAR},
    {"void", SX_K_VOID},
    {"while", SX_K_WHILE},
    {"with", SX_K_WITH},
    {"yield", SX_K_YIELD},
    {"async", SX_K_ASYNC},
    {"await", SX_K_AWAIT},
    {"of", SX_K_OF},
};
#define SX_NKEYWORDS (sizeof sx_keywords / sizeof sx_keywords[0])

const char *const sx_sd_keyword_names[] = {
    "abstract",   "accessor",  "any",       "as",       "asserts", "assert",      "bigint",    "boolean",   "break",
    "case",       "catch",     "class",     "continue", "const",   "constructor", "debugger",  "declare",   "default",
    "defer",      "delete",    "do",        "else",     "enum",    "export",      "extends",   "false",     "finally",
    "for",        "from",      "function",  "get",      "if",      "implements",  "import",    "in",        "infer",
    "instanceof", "interface", "intrinsic", "is",       "keyof",   "let",         "module",    "namespace", "never",
    "new",        "null",      "number",    "object",   "package", "private",     "protected", "public",    "override",
    "out",        "readonly",  "require",   "global",   "return",  "satisfies",   "set",       "static",    "string",
    "super",      "switch",    "symbol",    "this",     "throw",   "true",        "try",       "type",      "typeof",
    "undefined",  "unique",    "unknown",   "using",    "var",     "void",        "while",     "with",      "yield",
    "async",      "await",     "of",        NULL,
};

/* Texts of the punctuation tokens 19..79 (tsc's tokenToString). */
static const char *const sx_punct[] = {
    "{",  "}",   "(",   ")",   "[",   "]",   ".",    "...", ";",  ",",   "?.",  "<",    "</", ">",  "<=", ">=",
    "==", "!=",  "===", "!==", "=>",  "+",   "-",    "*",   "**", "/",   "%",   "++",   "--", "<<", ">>", ">>>",
    "&",  "|",   "^",   "!",   "~",   "&&",  "||",   "?",   ":",  "@",   "??",  "`",    "#",  "=",  "+=", "-=",
    "*=", "**=", "/=",  "%=",  "<<=", ">>=", ">>>=", "&=",  "|=", "||=", "&&=", "?\?=", "^=",
};

/* Keyword lookup: an open-addressing hash table over sx_keywords, built once per process (the
 * keywords never change) and only read afterwards. */
#define SX_KW_SLOTS 256u               /* a power of two, three times the number of keywords: short probes */
static uint8_t g_kw_slot[SX_KW_SLOTS]; /* index in sx_keywords + 1; 0: empty */
static uint8_t g_kw_len[SX_NKEYWORDS];
static pthread_once_t g_kw_once = PTHREAD_ONCE_INIT;

static uint32_t sx_kw_hash(const char *p, uint32_t n) { /* n >= 2 */
    return ((unsigned char)p[0] * 31u + (unsigned char)p[1] * 7u + (unsigned char)p[n - 1] + n * 13u) &
           (SX_KW_SLOTS - 1);
}

static void kw_build(void) {
    for (uint32_t i = 0; i < SX_NKEYWORDS; i++) {
        uint32_t n = (uint32_t)strlen(sx_keywords[i].text);
        g_kw_len[i] = (uint8_t)n;
        uint32_t h = sx_kw_hash(sx_keywords[i].text, n);
        while (g_kw_slot[h]) h = (h + 1) & (SX_KW_SLOTS - 1);
        g_kw_slot[h] = (uint8_t)(i + 1);
    }
}

int sx_sd_keyword(const char *p, uint32_t n) {
    if (n < 2 || n > 11 || p[0] < 'a' || p[0] > 'z') return SX_T_IDENT;
    pthread_once(&g_kw_once, kw_build);
    for (uint32_t h = sx_kw_hash(p, n); g_kw_slot[h]; h = (h + 1) & (SX_KW_SLOTS - 1)) {
        uint32_t i = g_kw_slot[h] - 1u;
        if (g_kw_len[i] == n && memcmp(sx_keywords[i].text, p, n) == 0) return sx_keywords[i].kind;
    }
    return SX_T_IDENT;
}

bool sx_sd_is_keyword(int tok) { return tok >= SX_FIRST_KEYWORD && tok <= SX_LAST_KEYWORD; }

const char *sx_sd_token_text(int tok) {
    if (tok >= SX_T_LBRACE && tok <= SX_T_CARET_EQ) return sx_punct[tok - SX_T_LBRACE];
    for (size_t i = 0; i < SX_NKEYWORDS; i++)
        if (sx_keywords[i].kind == tok) return sx_keywords[i].text;
    return NULL;
}

void sx_sd_scan_init(sx_sd *s, const char *text, uint32_t len) {
    s->text = text;
    s->end = len;
    s->pos = s->full_start = s->tok_start = 0;
    s->tok = SX_T_UNKNOWN;
    s->tok_flags = 0;
}

/* -- characters ---------------------------------------------------------------------------- */

static int ch(const sx_sd *s, uint32_t at) { return at < s->end ? (unsigned char)s->text[at] : -1; }

static bool is_digit(int c) { return c >= '0' && c <= '9'; }

/* Identifier characters; every non-ASCII byte counts as one (a simplification of Unicode ID_Start). */
static bool is_id_start(int c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || c >= 0x80;
}
static bool is_id_part(int c) { return is_id_start(c) || is_digit(c); }

/* Length of a non-ASCII white space or line break sequence at `at` (0 if none); *line_break set. */
static uint32_t sx_unicode_space(const sx_sd *s, uint32_t at, bool *line_break) {
    int c0 = ch(s, at), c1 = ch(s, at + 1), c2 = ch(s, at + 2);
    *line_break = false;
    if (c0 == 0xC2 && c1 == 0xA0) return 2;               /* U+00A0 */
    if (c0 == 0xEF && c1 == 0xBB && c2 == 0xBF) return 3; /* U+FEFF */
    if (c0 == 0xE2 && c1 == 0x80 && (c2 == 0xA8 || c2 == 0xA9)) {
        *line_break = true; /* U+2028, U+2029 */
        return 3;
    }
    if (c0 == 0xE2 && c1 == 0x80 && c2 >= 0x80 && c2 <= 0x8B) return 3; /* U+2000..U+200B */
    if (c0 == 0xE3 && c1 == 0x80 && c2 == 0x80) return 3;               /* U+3000 */
    return 0;
}

static bool is_line_break_at(const sx_sd *s, uint32_t at) {
    int c = ch(s, at);
    bool lb = false;
    if (c == '\n' || c == '\r') return true;
    return c >= 0x80 && sx_unicode_space(s, at, &lb) && lb;
}

static void scan_error(sx_sd *s, uint32_t at, uint32_t len, int code, const char *msg) {
    sx_sd_error(s, at, len, code, msg, NULL);
}

/* -- literals ------------------------------------------------------------------------------ */

static bool is_hex(int c) { return is_digit(c) || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f'); }

/* Length of a unicode escape `\uXXXX` or `\u{X...}` at `at` (identifiers may hold them), 0 if none. */
static uint32_t id_escape_len(const sx_sd *s, uint32_t at) {
    if (ch(s, at) != '\\' || ch(s, at + 1) != 'u') return 0;
    if (ch(s, at + 2) == '{') {
        uint32_t k = at + 3;
        while (is_hex(ch(s, k))) k++;
        return k > at + 3 && ch(s, k) == '}' ? k + 1 - at : 0;
    }
    for (uint32_t k = 2; k < 6; k++)
        if (!is_hex(ch(s, at + k))) return 0;
    return 6;
}

static void scan_identifier_rest(sx_sd *s) {
    while (s->pos < s->end) {
        bool lb = false;
        int c = ch(s, s->pos);
        uint32_t esc = c == '\\' ? id_escape_len(s, s->pos) : 0;
        if (esc) {
            s->pos += esc;
            continue;
        }
        if (c >= 0x80 && sx_unicode_space(s, s->pos, &lb)) break;
        if (!is_id_part(c)) break;
        s->pos++;
    }
}

/* After a number: an identifier right behind it is an error (TS1351), except the bigint `n`. */
static int check_after_number(sx_sd *s, int kind, bool may_be_bigint) {
    int c = ch(s, s->pos);
    bool lb = false;
    if (c < 0 || !is_id_start(c) || (c >= 0x80 && sx_unicode_space(s, s->pos, &lb))) return kind;
    uint32_t id_start = s->pos;
    scan_identifier_rest(s);
    if (s->pos - id_start == 1 && s->text[id_start] == 'n') {
        if (may_be_bigint) return SX_T_BIGINT;
        return kind; /* tsc: "A bigint literal must be an integer." (rare) */
    }
    scan_error(s, id_start, s->pos - id_start, 1351,
               "An identifier or keyword cannot immediately follow a numeric literal.");
    s->pos = id_start;
    return kind;
}

static bool scan_digits(sx_sd *s, int base) {
    bool any = false;
    for (;;) {
        int c = ch(s, s->pos);
        bool ok = base == 16  ? (is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))
                  : base == 8 ? (c >= '0' && c <= '7')
                  : base == 2 ? (c == '0' || c == '1')
                              : is_digit(c);
        if (ok) {
            any = true;
            s->pos++;
        } else if (c == '_' && any) {
            s->pos++;
        } else {
            return any;
        }
    }
}

static int scan_number(sx_sd *s) {
    uint32_t start = s->pos;
    int c1 = ch(s, start + 1);
    if (ch(s, start) == '0' && (c1 == 'x' || c1 == 'X' || c1 == 'b' || c1 == 'B' || c1 == 'o' || c1 == 'O')) {
        int base = (c1 == 'x' || c1 == 'X') ? 16 : (c1 == 'b' || c1 == 'B') ? 2 : 8;
        s->pos += 2;
        if (!scan_digits(s, base))
            scan_error(s, s->pos, 0,
                       base == 16  ? 1125
                       : base == 2 ? 1177
                                   : 1178,
                       base == 16  ? "Hexadecimal digit expected."
                       : base == 2 ? "Binary digit expected."
                                   : "Octal digit expected.");
        if (ch(s, s->pos) == 'n') {
            s->pos++;
            return check_after_number(s, SX_T_BIGINT, false);
        }
        return check_after_number(s, SX_T_NUMBER, false);
    }
    if (ch(s, start) == '0' && is_digit(c1)) { /* legacy octal or a decimal with a leading zero */
        s->pos++;
        bool octal = true;
        while (is_digit(ch(s, s->pos))) {
            if (ch(s, s->pos) > '7') octal = false;
            s->pos++;
        }
        if (octal) {
            char lit[48];
            unsigned long long v = 0;
            for (uint32_t i = start + 1; i < s->pos && i < start + 20; i++) v = v * 8 + (unsigned)(s->text[i] - '0');
            snprintf(lit, sizeof lit, "0o%llo", v);
            sx_sd_error(s, start, s->pos - start, 1121, "Octal literals are not allowed. Use the syntax '%s'.", lit);
            return SX_T_NUMBER;
        }
        /* fall through to the fraction/exponent part like tsc's scanNumber */
        bool frac = false, sci = false;
        if (ch(s, s->pos) == '.') {
            s->pos++;
            scan_digits(s, 10);
            frac = true;
        }
        uint32_t end2 = s->pos;
        if (ch(s, s->pos) == 'e' || ch(s, s->pos) == 'E') {
            s->pos++;
            sci = true;
            if (ch(s, s->pos) == '+' || ch(s, s->pos) == '-') s->pos++;
            if (scan_digits(s, 10)) end2 = s->pos;
        }
        (void)frac;
        (void)sci;
        scan_error(s, start, end2 - start, 1489, "Decimals with leading zeros are not allowed.");
        return SX_T_NUMBER;
    }
    bool frac = false, sci = false;
    scan_digits(s, 10);
    if (ch(s, s->pos) == '.') {
        s->pos++;
        scan_digits(s, 10);
        frac = true;
    }
    if (ch(s, s->pos) == 'e' || ch(s, s->pos) == 'E') {
        s->pos++;
        sci = true;
        if (ch(s, s->pos) == '+' || ch(s, s->pos) == '-') s->pos++;
        if (!scan_digits(s, 10)) scan_error(s, s->pos, 0, 1124, "Digit expected.");
    }
    if (frac || sci) return check_after_number(s, SX_T_NUMBER, false);
    if (ch(s, s->pos) == 'n') {
        s->pos++;
        return check_after_number(s, SX_T_BIGINT, false);
    }
    return check_after_number(s, SX_T_NUMBER, true);
}

static void scan_string(sx_sd *s) {
    int quote = ch(s, s->pos++);
    for (;;) {
        int c = ch(s, s->pos);
        if (c < 0 || c == '\n' || c == '\r') {
            s->tok_flags |= SX_TF_UNTERMINATED;
            scan_error(s, s->pos, 0, 1002, "Unterminated string literal.");
            return;
        }
        if (c == quote) {
            s->pos++;
            return;
        }
        if (c == '\\') {
            s->pos++;
            if (ch(s, s->pos) == '\r' && ch(s, s->pos + 1) == '\n') s->pos++;
            if (s->pos < s->end) s->pos++;
            continue;
        }
        s->pos++;
    }
}

/* Template text from the ` or } at s->pos; returns the token kind. */
static int scan_template(sx_sd *s) {
    bool from_backtick = ch(s, s->pos) == '`';
    s->pos++;
    for (;;) {
        int c = ch(s, s->pos);
        if (c < 0) {
            s->tok_flags |= SX_TF_UNTERMINATED;
            scan_error(s, s->pos, 0, 1160, "Unterminated template literal.");
            return from_backtick ? SX_T_TEMPLATE_FULL : SX_T_TEMPLATE_TAIL;
        }
        if (c == '`') {
            s->pos++;
            return from_backtick ? SX_T_TEMPLATE_FULL : SX_T_TEMPLATE_TAIL;
        }
        if (c == '$' && ch(s, s->pos + 1) == '{') {
            s->pos += 2;
            return from_backtick ? SX_T_TEMPLATE_HEAD : SX_T_TEMPLATE_MIDDLE;
        }
        s->pos += (c == '\\' && s->pos + 1 < s->end) ? 2 : 1;
    }
}

/* -- operators ----------------------------------------------------------------------------- */

/* The operator `kind`, `len` bytes long, at s->pos. */
static int take_operator(sx_sd *s, uint32_t len, int kind) {
    s->pos += len;
    return kind;
}

/* The operators spelt `c`, `c=` and, when `twice` / `twice_eq` are kinds (not -1), `cc` / `cc=`:
 * `&`, `&=`, `&&`, `&&=`. */
static int op_family(sx_sd *s, int c, int alone, int with_eq, int twice, int twice_eq) {
    int c1 = ch(s, s->pos + 1);
    if (twice >= 0 && c1 == c)
        return twice_eq >= 0 && ch(s, s->pos + 2) == '=' ? take_operator(s, 3, twice_eq) : take_operator(s, 2, twice);
    return c1 == '=' ? take_operator(s, 2, with_eq) : take_operator(s, 1, alone);
}

/* The longest operator spelling starting at s->pos, like tsc's scanner (`>` is always alone: the
 * parser rescans it). Returns the token kind or -1. */
static int scan_operator(sx_sd *s) {
    int c = ch(s, s->pos), c1 = ch(s, s->pos + 1), c2 = ch(s, s->pos + 2);
    switch (c) {
    case '{': return take_operator(s, 1, SX_T_LBRACE);
    case '}': return take_operator(s, 1, SX_T_RBRACE);
    case '(': return take_operator(s, 1, SX_T_LPAREN);
    case ')': return take_operator(s, 1, SX_T_RPAREN);
    case '[': return take_operator(s, 1, SX_T_LBRACKET);
    case ']': return take_operator(s, 1, SX_T_RBRACKET);
    case ';': return take_operator(s, 1, SX_T_SEMI);
    case ',': return take_operator(s, 1, SX_T_COMMA);
    case '~': return take_operator(s, 1, SX_T_TILDE);
    case ':': return take_operator(s, 1, SX_T_COLON);
    case '@': return take_operator(s, 1, SX_T_AT);
    case '>': return take_operator(s, 1, SX_T_GT);
    case '.': return c1 == '.' && c2 == '.' ? take_operator(s, 3, SX_T_DOTDOTDOT) : take_operator(s, 1, SX_T_DOT);
    case '=':
        if (c1 == '>') return take_operator(s, 2, SX_T_ARROW);
        if (c1 == '=') return c2 == '=' ? take_operator(s, 3, SX_T_EQEQEQ) : take_operator(s, 2, SX_T_EQEQ);
        return take_operator(s, 1, SX_T_EQ);
    case '!':
        if (c1 == '=') return c2 == '=' ? take_operator(s, 3, SX_T_NEE) : take_operator(s, 2, SX_T_NE);
        return take_operator(s, 1, SX_T_BANG);
    case '?':
        if (c1 == '.' && !is_digit(c2)) return take_operator(s, 2, SX_T_QDOT); /* `a?.5:b` is a conditional */
        if (c1 == '?') return c2 == '=' ? take_operator(s, 3, SX_T_QQ_EQ) : take_operator(s, 2, SX_T_QQ);
        return take_operator(s, 1, SX_T_QUESTION);
    case '<': return op_family(s, '<', SX_T_LT, SX_T_LE, SX_T_SHL, SX_T_SHL_EQ);
    case '*': return op_family(s, '*', SX_T_STAR, SX_T_STAR_EQ, SX_T_STARSTAR, SX_T_STARSTAR_EQ);
    case '+': return op_family(s, '+', SX_T_PLUS, SX_T_PLUS_EQ, SX_T_PLUSPLUS, -1);
    case '-': return op_family(s, '-', SX_T_MINUS, SX_T_MINUS_EQ, SX_T_MINUSMINUS, -1);
    case '&': return op_family(s, '&', SX_T_AMP, SX_T_AMP_EQ, SX_T_AMPAMP, SX_T_AMPAMP_EQ);
    case '|': return op_family(s, '|', SX_T_BAR, SX_T_BAR_EQ, SX_T_BARBAR, SX_T_BARBAR_EQ);
    case '/': return op_family(s, '/', SX_T_SLASH, SX_T_SLASH_EQ, -1, -1);
    case '%': return op_family(s, '%', SX_T_PERCENT, SX_T_PERCENT_EQ, -1, -1);
    case '^': return op_family(s, '^', SX_T_CARET, SX_T_CARET_EQ, -1, -1);
    default: return -1;
    }
}

/* Skip white space and comments; returns false at the end of the text. */
static bool skip_trivia(sx_sd *s) {
    while (s->pos < s->end) {
        int c = ch(s, s->pos);
        bool lb = false;
        uint32_t n;
        if (c == '\n' || c == '\r') {
            s->tok_flags |= SX_TF_LINE_BREAK;
            s->pos++;
        } else if (c == ' ' || c == '\t' || c == '\v' || c == '\f') {
            s->pos++;
        } else if (c >= 0x80 && (n = sx_unicode_space(s, s->pos, &lb)) != 0) {
            if (lb) s->tok_flags |= SX_TF_LINE_BREAK;
            s->pos += n;
        } else if (c == '/' && (ch(s, s->pos + 1) == '/' || ch(s, s->pos + 1) == '*')) {
            bool closed, line_break;
            s->pos = sx_skip_comment(s->text, s->pos, s->end, &closed, &line_break);
            if (line_break) s->tok_flags |= SX_TF_LINE_BREAK;
            if (!closed) scan_error(s, s->pos, 0, 1010, "'*/' expected.");
        } else if (c == '#' && s->pos == 0 && ch(s, 1) == '!') {
            while (s->pos < s->end && !is_line_break_at(s, s->pos)) s->pos++;
        } else {
            return true;
        }
    }
    return false;
}

/* The token value (tsc's getTokenValue) is kept until a token with a value replaces it. */
static int with_value(sx_sd *s, int kind, uint32_t from, uint32_t to) {
    s->value_start = from;
    s->value_end = to > from ? to : from;
    return s->tok = kind;
}

int sx_sd_scan(sx_sd *s) {
    s->full_start = s->pos;
    s->tok_flags = 0;
    if (!skip_trivia(s)) {
        s->tok_start = s->pos;
        return s->tok = SX_T_EOF;
    }
    s->tok_start = s->pos;
    int c = ch(s, s->pos);
    if (c == '"' || c == '\'') {
        scan_string(s);
        bool closed = !(s->tok_flags & SX_TF_UNTERMINATED);
        return with_value(s, SX_T_STRING, s->tok_start + 1, closed ? s->pos - 1 : s->pos);
    }
    if (c == '`') return with_value(s, scan_template(s), s->tok_start + 1, s->pos);
    if (is_digit(c) || (c == '.' && is_digit(ch(s, s->pos + 1)))) {
        int kind = scan_number(s);
        return with_value(s, kind, s->tok_start, s->pos);
    }
    if (is_id_start(c) || (c == '\\' && id_escape_len(s, s->pos))) { /* (bre\u0061k: a name) */
        s->pos += c == '\\' ? id_escape_len(s, s->pos) : 1;
        scan_identifier_rest(s);
        return with_value(s, sx_sd_keyword(s->text + s->tok_start, s->pos - s->tok_start), s->tok_start, s->pos);
    }
    if (c == '#') {
        if (is_id_start(ch(s, s->pos + 1))) {
            s->pos++;
            scan_identifier_rest(s);
        } else {
            scan_error(s, s->pos, 1, 1127, "Invalid character.");
            s->pos++;
        }
        return with_value(s, SX_T_PRIVATE_NAME, s->tok_start, s->pos);
    }
    int op = scan_operator(s);
    if (op >= 0) return s->tok = op;
    /* an invalid character (a lone backslash, control characters...) */
    scan_error(s, s->pos, 1, 1127, "Invalid character.");
    s->pos++;
    return s->tok = SX_T_UNKNOWN;
}

int sx_sd_rescan_greater(sx_sd *s) {
    if (s->tok != SX_T_GT) return s->tok;
    int c = ch(s, s->pos);
    if (c == '>') {
        if (ch(s, s->pos + 1) == '>') {
            if (ch(s, s->pos + 2) == '=') {
                s->pos += 3;
                return s->tok = SX_T_SHR_EQ;
            }
            s->pos += 2;
            return s->tok = SX_T_SHR;
        }
        if (ch(s, s->pos + 1) == '=') {
            s->pos += 2;
            return s->tok = SX_T_SAR_EQ;
        }
        s->pos++;
        return s->tok = SX_T_SAR;
    }
    if (c == '=') {
        s->pos++;
        return s->tok = SX_T_GE;
    }
    return s->tok;
}

int sx_sd_rescan_less(sx_sd *s) {
    if (s->tok == SX_T_SHL || s->tok == SX_T_LE || s->tok == SX_T_SHL_EQ) {
        s->pos = s->tok_start + 1;
        return s->tok = SX_T_LT;
    }
    return s->tok;
}

int sx_sd_rescan_template(sx_sd *s) {
    s->pos = s->tok_start;
    return s->tok = scan_template(s);
}

/* The body of a regular expression: tsc's reScanSlashToken, including where it reports an
 * unterminated one (before trailing blanks and semicolons, or at a stray closing bracket). */
int sx_sd_rescan_slash(sx_sd *s) {
    if (s->tok != SX_T_SLASH && s->tok != SX_T_SLASH_EQ) return s->tok;
    uint32_t body = s->tok_start + 1;
    s->pos = body;
    bool esc = false, in_class = false, unterminated = false;
    for (;;) {
        int c = ch(s, s->pos);
        if (c < 0 || is_line_break_at(s, s->pos)) {
            unterminated = true;
            break;
        }
        if (esc) esc = false;
        else if (c == '/' && !in_class) break;
        else if (c == '[') in_class = true;
        else if (c == '\\') esc = true;
        else if (c == ']') in_class = false;
        s->pos++;
    }
    uint32_t body_end = s->pos;
    if (unterminated) {
        s->tok_flags |= SX_TF_UNTERMINATED;
        s->pos = body;
        esc = false;
        int class_depth = 0, group_depth = 0;
        bool in_quant = false;
        while (s->pos < body_end) {
            int c = ch(s, s->pos);
            if (esc) {
                esc = false;
            } else if (c == '\\') {
                esc = true;
            } else if (c == '[') {
                class_depth++;
            } else if (c == ']' && class_depth) {
                class_depth--;
            } else if (!class_depth) {
                if (c == '{') {
                    in_quant = true;
                } else if (c == '}' && in_quant) {
                    in_quant = false;
                } else if (!in_quant) {
                    if (c == '(') group_depth++;
                    else if (c == ')' && group_depth) group_depth--;
                    else if (c == ')' || c == ']' || c == '}') break;
                }
            }
            s->pos++;
        }
        while (s->pos > s->tok_start) {
            int p = ch(s, s->pos - 1);
            if (p == ' ' || p == '\t' || p == '\v' || p == '\f' || p == '\n' || p == '\r' || p == ';') s->pos--;
            else break;
        }
        scan_error(s, s->tok_start, s->pos - s->tok_start, 1161, "Unterminated regular expression literal.");
    } else {
        s->pos++;
        while (s->pos < s->end && is_id_part(ch(s, s->pos))) s->pos++;
    }
    return s->tok = SX_T_REGEX;
}
