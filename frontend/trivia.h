/* trivia.h - comments in source text, as tsc reads them: the one helper every scanner uses. */
#ifndef SX_TRIVIA_H
#define SX_TRIVIA_H

#include <stdbool.h>
#include <stdint.h>

/* Whether text[at..end) starts with a line terminator (\n, \r, U+2028, U+2029) and its length. */
uint32_t sx_line_break_len(const char *text, uint32_t at, uint32_t end);

/*
 * If text[at..end) starts a comment, the offset just past it, else `at`. A line comment (`//`)
 * stops before its line terminator; a block comment ends after its `*` `/`, or at `end` when it
 * is unterminated (then *closed is false). *line_break (may be NULL) tells whether a block
 * comment held a line terminator (tsc's "preceded by a line break" of the next token).
 */
uint32_t sx_skip_comment(const char *text, uint32_t at, uint32_t end, bool *closed, bool *line_break);

#endif
