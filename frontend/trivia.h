/* trivia.h - comments in source text, as tsc reads them: the one helper every scanner uses. */
#ifndef SX_TRIVIA_H
#define SX_TRIVIA_H

#include <stdbool.h>
#include <stdint.h>

/* Inline: scanners call these in their innermost loops. */

/* The length of the line terminator (\n, \r, U+2028, U+2029) at text[at], 0 if none. */
static inline uint32_t sx_line_break_len(const char *text, uint32_t at, uint32_t end) {
    if (at >= end) return 0;
    unsigned char c = (unsigned char)text[at];
    if (c == '\n' || c == '\r') return 1;
    if (c == 0xE2 && at + 2 < end && (unsigned char)text[at + 1] == 0x80 &&
        ((unsigned char)text[at + 2] == 0xA8 || (unsigned char)text[at + 2] == 0xA9))
        return 3; /* U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR */
    return 0;
}

/* Whether the byte at i (< end) is a line terminator's first byte: \n, \r, or U+2028/U+2029. */
static inline bool sx_at_line_break(const char *text, uint32_t i, uint32_t end) {
    unsigned char c = (unsigned char)text[i];
    if (c == '\n' || c == '\r') return true;
    return c == 0xE2 && sx_line_break_len(text, i, end) != 0;
}

/*
 * If text[at..end) starts a comment, the offset just past it, else `at`. A line comment (`//`)
 * stops before its line terminator; a block comment ends after its `*` `/`, or at `end` when it
 * is unterminated (then *closed is false). *line_break (may be NULL) tells whether a block
 * comment held a line terminator (tsc's "preceded by a line break" of the next token).
 */
static inline uint32_t sx_skip_comment(const char *text, uint32_t at, uint32_t end, bool *closed, bool *line_break) {
    if (closed) *closed = true;
    if (line_break) *line_break = false;
    if (at + 1 >= end || text[at] != '/') return at;
    if (text[at + 1] == '/') {
        uint32_t i = at + 2;
        while (i < end && !sx_at_line_break(text, i, end)) i++;
        return i;
    }
    if (text[at + 1] != '*') return at;
    for (uint32_t i = at + 2; i < end; i++) {
        if (text[i] == '*' && i + 1 < end && text[i + 1] == '/') return i + 2;
        if (line_break && sx_at_line_break(text, i, end)) *line_break = true;
    }
    if (closed) *closed = false;
    return end;
}

#endif
