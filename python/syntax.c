/* syntax.c - the errors CPython's tokenizer (and its indentation rules) finds before parsing: strings left open, brackets that do not match, bad indentation, invalid characters, with CPython 3.11's words. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unictype.h>

#include "python/syntax.h"

/*
 * One pass over the source, as CPython's tokenizer reads it: physical lines joined into logical
 * lines inside brackets and after a backslash, strings and comments skipped, and at the start of
 * each logical line its indentation checked against a stack of the open blocks' indentations.
 * The first error found (in source order) is reported; tree-sitter's parse handles the rest.
 */

typedef struct scan {
    const char *s;
    size_t len, i;
    uint32_t line;     /* 1-based line of s[i] */
    size_t line_start; /* offset of the current line's first byte */
    char brackets[200];
    uint32_t bline[200], bcol[200];
    int depth;
    int indents[100], altindents[100]; /* tab = 8 columns / tab = 1 column (CPython's TabError test) */
    int nindent;
    py_syntax_err *err;
} scan;

/* the column (1-based, in characters) of byte offset at of the current line */
static uint32_t char_col(const scan *sc, size_t at) {
    uint32_t col = 1;
    for (size_t k = sc->line_start; k < at && k < sc->len; k++)
        if (((unsigned char)sc->s[k] & 0xC0) != 0x80) col++;
    return col;
}

/* record the error (col 0: no caret line, as CPython's "unexpected indent"); true */
static bool report(scan *sc, const char *kind, uint32_t line, uint32_t col, uint32_t end, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
static bool report(scan *sc, const char *kind, uint32_t line, uint32_t col, uint32_t end, const char *fmt, ...) {
    py_syntax_err *e = sc->err;
    e->kind = kind;
    e->line = line, e->col = col, e->end = end;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e->message, sizeof e->message, fmt, ap);
    va_end(ap);
    return true;
}

/* the last line number of the text (where CPython's tokenizer meets the end) */
static uint32_t last_line(const scan *sc) {
    uint32_t l = 1;
    for (size_t k = 0; k + 1 < sc->len; k++)
        if (sc->s[k] == '\n') l++;
    return l;
}

/* one UTF-8 code point at s[i] (its length in *n); invalid bytes are themselves */
static uint32_t utf8_at(const char *s, size_t len, size_t i, int *n) {
    unsigned char c = (unsigned char)s[i];
    int k = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    if (i + (size_t)k > len) k = 1;
    uint32_t cp = k == 1 ? c : c & (0x3F >> (k - 1));
    for (int j = 1; j < k; j++) cp = cp << 6 | ((unsigned char)s[i + j] & 0x3F);
    *n = k;
    return cp;
}

static bool ident_start(unsigned char c) { return c == '_' || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z'); }
static bool ident_char(unsigned char c) { return ident_start(c) || (c >= '0' && c <= '9'); }

/* a string literal from s[i] (its quote; the prefix starts at from): past its end, or an error */
static bool skip_string(scan *sc, size_t from, bool fstring) {
    const char *s = sc->s;
    char q = s[sc->i];
    bool triple = sc->i + 2 < sc->len && s[sc->i + 1] == q && s[sc->i + 2] == q;
    uint32_t line = sc->line, col = char_col(sc, from);
    size_t body = sc->i + (triple ? 3 : 1);
    size_t k = body;
    for (;;) {
        if (k >= sc->len) {
            if (triple)
                return report(sc, "SyntaxError", line, col, col + 1,
                              "unterminated triple-quoted string literal (detected at line %u)", last_line(sc));
            return report(sc, "SyntaxError", line, col, col + 1, "unterminated string literal (detected at line %u)",
                          sc->line);
        }
        char ch = s[k];
        if (ch == '\\' && k + 1 < sc->len) {
            if (s[k + 1] == '\n') sc->line++, sc->line_start = k + 2;
            k += 2;
            continue;
        }
        if (ch == '\n') {
            if (!triple)
                return report(sc, "SyntaxError", line, col, col + 1,
                              "unterminated string literal (detected at line %u)", sc->line);
            sc->line++, sc->line_start = k + 1;
        }
        if (ch == q && (!triple || (k + 2 < sc->len && s[k + 1] == q && s[k + 2] == q))) break;
        k++;
    }
    size_t end = k + (triple ? 3 : 1);
    if (fstring) { /* {} with nothing inside: CPython's f-string parser */
        for (size_t j = body; j < k; j++) {
            if (s[j] == '{' && j + 1 < k && s[j + 1] == '{') {
                j++;
                continue;
            }
            if (s[j] != '{') continue;
            size_t t = j + 1;
            while (t < k && (s[t] == ' ' || s[t] == '\t')) t++;
            if (t < k && (s[t] == '}' || s[t] == '!' || s[t] == ':')) {
                uint32_t at = char_col(sc, end);
                return report(sc, "SyntaxError", sc->line, at, at + 1, "f-string: empty expression not allowed");
            }
        }
    }
    sc->i = end;
    return false;
}

static const char *header_kind(const char *w, size_t n) {
    static const struct {
        const char *word, *kind;
    } heads[] = {{"if", "'if' statement"},         {"elif", "'elif' statement"},       {"else", "'else' statement"},
                 {"for", "'for' statement"},       {"while", "'while' statement"},     {"try", "'try' statement"},
                 {"except", "'except' statement"}, {"finally", "'finally' statement"}, {"with", "'with' statement"},
                 {"def", "function definition"},   {"class", "class definition"},      {"match", "'match' statement"},
                 {"case", "'case' statement"}};
    for (size_t i = 0; i < sizeof heads / sizeof heads[0]; i++)
        if (strlen(heads[i].word) == n && memcmp(heads[i].word, w, n) == 0) return heads[i].kind;
    return NULL;
}

/* the indentation of the line starting at s[i]: columns with tabs to 8 and to 1 */
static size_t measure_indent(const scan *sc, size_t i, int *col, int *alt) {
    *col = *alt = 0;
    for (; i < sc->len; i++) {
        char ch = sc->s[i];
        if (ch == ' ') (*col)++, (*alt)++;
        else if (ch == '\t') *col = (*col / 8 + 1) * 8, (*alt)++;
        else if (ch == '\f') *col = *alt = 0;
        else break;
    }
    return i;
}

/* the start of a logical line at s[i] (brackets closed, no backslash): check its indentation.
 * header: the previous logical line opened a block (ended with ':'), of kind hkind on hline. */
static bool check_indent(scan *sc, const char *hkind, uint32_t hline, bool *blank) {
    int col, alt;
    size_t at = measure_indent(sc, sc->i, &col, &alt);
    *blank = at >= sc->len || sc->s[at] == '\n' || sc->s[at] == '#' || sc->s[at] == '\r';
    if (*blank) return false;
    size_t eol = at;
    while (eol < sc->len && sc->s[eol] != '\n') eol++;
    while (eol > at && (sc->s[eol - 1] == ' ' || sc->s[eol - 1] == '\r' || sc->s[eol - 1] == '\t')) eol--;
    int top = sc->indents[sc->nindent - 1], alttop = sc->altindents[sc->nindent - 1];
    uint32_t c0 = char_col(sc, at);
    if (col == top) {
        if (alt != alttop) goto tab_error;
        if (hkind != NULL)
            return report(sc, "IndentationError", sc->line, c0, c0 + 1,
                          "expected an indented block after %s on line %u", hkind, hline);
        return false;
    }
    if (col > top) {
        if (alt <= alttop) goto tab_error;
        if (hkind == NULL) return report(sc, "IndentationError", sc->line, 0, 0, "unexpected indent");
        if (sc->nindent == 100)
            return report(sc, "IndentationError", sc->line, c0, c0 + 1, "too many levels of indentation");
        sc->indents[sc->nindent] = col, sc->altindents[sc->nindent++] = alt;
        return false;
    }
    int before = sc->nindent;
    while (sc->nindent > 1 && col < sc->indents[sc->nindent - 1]) sc->nindent--;
    if (col != sc->indents[sc->nindent - 1]) {
        uint32_t e = char_col(sc, eol) + 1;
        return report(sc, "IndentationError", sc->line, e, e + 1,
                      "unindent does not match any outer indentation level");
    }
    if (alt != sc->altindents[sc->nindent - 1]) goto tab_error;
    if (hkind != NULL) /* a dedent: CPython has no column for it (no caret) */
        return report(sc, "IndentationError", sc->line, before > sc->nindent ? 0 : c0, c0 + 1,
                      "expected an indented block after %s on line %u", hkind, hline);
    return false;
tab_error:
    return report(sc, "TabError", sc->line, 0, 0, "inconsistent use of tabs and spaces in indentation");
}

bool py_syntax_scan(const char *src, size_t len, py_syntax_err *err) {
    scan sc = {.s = src, .len = len, .line = 1, .err = err};
    sc.indents[0] = sc.altindents[0] = 0;
    sc.nindent = 1;
    bool line_start = true, continued = false;
    const char *hkind = NULL, *pending = NULL; /* the block header just ended / the logical line's header kind */
    uint32_t hline = 0, pline = 0;
    char last = 0; /* the last significant character of the logical line */
    while (sc.i < len) {
        if (line_start && sc.depth == 0 && !continued) {
            bool blank;
            if (check_indent(&sc, hkind, hline, &blank)) return true;
            if (!blank) hkind = NULL;
            line_start = false;
            if (!blank) { /* the first word: is this logical line a block header? */
                int col, alt;
                size_t w = measure_indent(&sc, sc.i, &col, &alt), e = w;
                while (e < len && ident_char((unsigned char)src[e])) e++;
                pending = header_kind(src + w, e - w);
                if (pending && e - w == 5 && memcmp(src + w, "async", 5) == 0) pending = NULL;
                if (e - w == 5 && memcmp(src + w, "async", 5) == 0) { /* async def / for / with */
                    size_t w2 = e;
                    while (w2 < len && src[w2] == ' ') w2++;
                    size_t e2 = w2;
                    while (e2 < len && ident_char((unsigned char)src[e2])) e2++;
                    pending = header_kind(src + w2, e2 - w2);
                }
                pline = sc.line;
                last = 0;
            }
        }
        line_start = false;
        continued = false;
        unsigned char ch = (unsigned char)src[sc.i];
        if (ch == '\n') {
            if (sc.depth == 0) {
                if (last == ':' && pending != NULL) hkind = pending, hline = pline;
                if (last != 0) pending = NULL, last = 0;
            }
            sc.i++;
            sc.line++;
            sc.line_start = sc.i;
            line_start = true;
            continue;
        }
        if (ch == ' ' || ch == '\t' || ch == '\r' || ch == '\f') {
            sc.i++;
            continue;
        }
        if (ch == '#') {
            while (sc.i < len && src[sc.i] != '\n') sc.i++;
            continue;
        }
        if (ch == '\\' && sc.i + 1 < len && (src[sc.i + 1] == '\n' || src[sc.i + 1] == '\r')) {
            sc.i += src[sc.i + 1] == '\r' && sc.i + 2 < len && src[sc.i + 2] == '\n' ? 3 : 2;
            sc.line++;
            sc.line_start = sc.i;
            continued = true;
            line_start = true;
            continue;
        }
        last = (char)ch;
        if (ch == '"' || ch == '\'') {
            if (skip_string(&sc, sc.i, false)) return true;
            continue;
        }
        if (ident_start(ch)) {
            size_t from = sc.i;
            while (sc.i < len && ident_char((unsigned char)src[sc.i])) sc.i++;
            size_t n = sc.i - from;
            if (sc.i < len && (src[sc.i] == '"' || src[sc.i] == '\'') && n <= 2) {
                bool prefix = true, f = false;
                for (size_t k = from; k < sc.i; k++) {
                    char p = (char)(src[k] | 0x20);
                    if (p == 'f') f = true;
                    else if (p != 'r' && p != 'b' && p != 'u') prefix = false;
                }
                if (prefix) {
                    if (skip_string(&sc, from, f)) return true;
                    continue;
                }
            }
            continue;
        }
        if (ch == '(' || ch == '[' || ch == '{') {
            if (sc.depth == 200)
                return report(&sc, "SyntaxError", sc.line, char_col(&sc, sc.i), char_col(&sc, sc.i) + 1,
                              "too many nested parentheses");
            sc.brackets[sc.depth] = (char)ch, sc.bline[sc.depth] = sc.line, sc.bcol[sc.depth++] = char_col(&sc, sc.i);
            sc.i++;
            continue;
        }
        if (ch == ')' || ch == ']' || ch == '}') {
            uint32_t c = char_col(&sc, sc.i);
            char close[2] = {(char)ch, 0};
            if (sc.depth == 0) return report(&sc, "SyntaxError", sc.line, c, c + 1, "unmatched '%s'", close);
            char open = sc.brackets[sc.depth - 1];
            if ((open == '(' && ch != ')') || (open == '[' && ch != ']') || (open == '{' && ch != '}')) {
                char msg[96];
                if (sc.bline[sc.depth - 1] != sc.line)
                    snprintf(msg, sizeof msg,
                             "closing parenthesis '%c' does not match opening parenthesis '%c' on line %u", ch, open,
                             sc.bline[sc.depth - 1]);
                else
                    snprintf(msg, sizeof msg, "closing parenthesis '%c' does not match opening parenthesis '%c'", ch,
                             open);
                return report(&sc, "SyntaxError", sc.line, c, c + 1, "%s", msg);
            }
            sc.depth--;
            sc.i++;
            continue;
        }
        if (ch >= 0x80) {
            int n;
            uint32_t cp = utf8_at(src, len, sc.i, &n);
            if (!uc_is_property_xid_continue(cp)) {
                char msg[64];
                int k = snprintf(msg, sizeof msg, "invalid character '");
                memcpy(msg + k, src + sc.i, (size_t)n);
                snprintf(msg + k + n, sizeof msg - (size_t)k - (size_t)n, "' (U+%04X)", cp);
                uint32_t c = char_col(&sc, sc.i);
                return report(&sc, "SyntaxError", sc.line, c, c + 1, "%s", msg);
            }
            /* an identifier with non-ASCII letters: it may still be a string prefix? no: go on */
            sc.i += (size_t)n;
            while (sc.i < len && (ident_char((unsigned char)src[sc.i]) || (unsigned char)src[sc.i] >= 0x80)) {
                if ((unsigned char)src[sc.i] < 0x80) {
                    sc.i++;
                    continue;
                }
                uint32_t cp2 = utf8_at(src, len, sc.i, &n);
                if (!uc_is_property_xid_continue(cp2)) break;
                sc.i += (size_t)n;
            }
            continue;
        }
        sc.i++;
    }
    return false;
}
