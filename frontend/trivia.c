/* trivia.c - comments in source text, as tsc reads them (see trivia.h). */
#include "frontend/trivia.h"

uint32_t sx_line_break_len(const char *text, uint32_t at, uint32_t end) {
    if (at >= end) return 0;
    unsigned char c = (unsigned char)text[at];
    if (c == '\n' || c == '\r') return 1;
    if (c == 0xE2 && at + 2 < end && (unsigned char)text[at + 1] == 0x80 &&
        ((unsigned char)text[at + 2] == 0xA8 || (unsigned char)text[at + 2] == 0xA9))
        return 3; /* U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR */
    return 0;
}

uint32_t sx_skip_comment(const char *text, uint32_t at, uint32_t end, bool *closed, bool *line_break) {
    if (closed) *closed = true;
    if (line_break) *line_break = false;
    if (at + 1 >= end || text[at] != '/') return at;
    if (text[at + 1] == '/') {
        uint32_t i = at + 2;
        while (i < end && sx_line_break_len(text, i, end) == 0) i++;
        return i;
    }
    if (text[at + 1] != '*') return at;
    for (uint32_t i = at + 2; i < end; i++) {
        if (text[i] == '*' && i + 1 < end && text[i + 1] == '/') return i + 2;
        if (line_break && sx_line_break_len(text, i, end)) *line_break = true;
    }
    if (closed) *closed = false;
    return end;
}
