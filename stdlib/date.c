/* date.c - Date: time values, V8's date-string parser, node's formats, and the run's clock. */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "stdlib/date_internal.h"
#include "vm/meter.h"

/*
 * A Date object (class SX_CLASS_DATE) keeps its time value - milliseconds since
 * 1970-01-01T00:00:00Z, an integer within +-8.64e15, or NaN for an invalid date - as a number
 * in u.box.value. secexec's local time zone is always UTC, so "local" and "UTC" getters
 * and setters agree and getTimezoneOffset() is 0: the output matches node run with TZ=UTC.
 *
 * The clock: Date.now() and new Date() read sx_js_state(vm)->clock_ms, a fixed instant chosen by the host
 * (secexec_options.clock_ms, default 0 = 1970-01-01T00:00:00.000Z). It does not advance during
 * a run, so a program sees the same "now" every time it asks and every run is reproducible.
 * Only when the host opts in (secexec_options.host_clock) do they read the real clock.
 */

#define MS_PER_DAY 86400000.0
#define MAX_TIME 8.64e15 /* the largest |time value| (100,000,000 days) */

/* ---------------------------------------------------------------------------------------------
 * Time arithmetic (ECMA-262 21.4.1)
 * ------------------------------------------------------------------------------------------- */

/* Days from 1970-01-01 to year-month-day (month 1..12) in the proleptic Gregorian calendar
 * (Howard Hinnant's days_from_civil). */
static int64_t days_from_civil(int64_t y, int m, int d) {
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static int64_t floor_div(int64_t a, int64_t b) { return a / b - (a % b != 0 && (a < 0) != (b < 0)); }

sx_date_parts sx_date_split(double t) {
    int64_t ms = (int64_t)t, days = floor_div(ms, 86400000), in_day = ms - days * 86400000;
    sx_date_parts p;
    p.weekday = (int)((days % 7 + 11) % 7); /* 1970-01-01 was a Thursday (4) */
    int64_t z = days + 719468, era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    p.day = (int)(doy - (153 * mp + 2) / 5 + 1);
    p.month = (int)(mp < 10 ? mp + 2 : mp - 10);
    p.year = yoe + era * 400 + (p.month <= 1);
    p.hour = (int)(in_day / 3600000);
    p.minute = (int)(in_day / 60000 % 60);
    p.second = (int)(in_day / 1000 % 60);
    p.ms = (int)(in_day % 1000);
    return p;
}

/* MakeDay(year, month, date): NaN unless finite; like V8, years beyond +-1e6 and months beyond
 * +-1e7 give NaN at once (they lie far outside the representable range anyway). */
static double make_day(double year, double month, double date) {
    if (!(year >= -1e6 && year <= 1e6 && month >= -1e7 && month <= 1e7 && isfinite(date))) return NAN;
    int64_t y = (int64_t)year, m = (int64_t)month;
    y += floor_div(m, 12);
    m -= floor_div(m, 12) * 12;
    return (double)(days_from_civil(y, (int)m + 1, 1) - 1) + trunc(date);
}

static double make_time(double h, double m, double s, double ms) {
    if (!isfinite(h) || !isfinite(m) || !isfinite(s) || !isfinite(ms)) return NAN;
    return trunc(h) * 3600000.0 + trunc(m) * 60000.0 + trunc(s) * 1000.0 + trunc(ms);
}

static double make_date(double day, double time) {
    if (!isfinite(day) || !isfinite(time)) return NAN;
    return day * MS_PER_DAY + time;
}

/* TimeClip: NaN outside +-8.64e15, else the integer part (never -0). */
static double time_clip(double t) {
    if (!isfinite(t) || fabs(t) > MAX_TIME) return NAN;
    return trunc(t) + 0.0;
}

/* The full year of the constructor and Date.UTC: 0..99 mean 1900..1999. */
static double two_digit_year(double y) {
    if (isnan(y)) return y;
    double i = sx_double_to_integer(y);
    return i >= 0 && i <= 99 ? 1900 + i : y;
}

/* The time value of the seven fields year..ms (missing ones already defaulted). */
static double time_from_fields(const double f[7]) {
    return time_clip(make_date(make_day(f[0], f[1], f[2]), make_time(f[3], f[4], f[5], f[6])));
}

/* ---------------------------------------------------------------------------------------------
 * Parsing date strings: V8's DateParser (src/date/dateparser*), step by step, so that
 * Date.parse gives node's answer for ISO strings and for the legacy forms alike.
 * ------------------------------------------------------------------------------------------- */

#define K_NONE INT_MAX

/* The characters: read one at a time; 0 at the end (V8 also stops at an embedded NUL). */
typedef struct date_input {
    const uint8_t *narrow;
    const uint16_t *wide;
    uint32_t len, index;
    uint32_t ch;
} date_input;

static void in_next(date_input *in) {
    in->ch = in->index < in->len ? (in->wide ? in->wide[in->index] : in->narrow[in->index]) : 0;
    in->index++;
}

static bool in_digit(const date_input *in) { return in->ch >= '0' && in->ch <= '9'; }
static bool in_space(const date_input *in) { return in->ch != 0 && sx_is_js_space((uint16_t)in->ch); }

static bool in_skip(date_input *in, uint32_t c) {
    if (in->ch != c) return false;
    in_next(in);
    return true;
}

/* Digits as a number: leading zeros skipped, at most 9 significant digits kept. */
static int in_numeral(date_input *in) {
    int n = 0;
    uint32_t i = 0;
    while (in->ch == '0') in_next(in);
    for (; in_digit(in); i++, in_next(in))
        if (i < 9) n = n * 10 + (int)(in->ch - '0');
    return n;
}

/* A word (characters >= 'A' up to a space): its first three characters, lower-cased; returns
 * its length (4 for any longer word: only "longer than 3" matters). */
static int in_word(date_input *in, uint32_t prefix[3]) {
    int len = 0;
    for (; in->ch >= 'A' && !in_space(in); in_next(in)) {
        if (len < 3) prefix[len] = in->ch | 0x20;
        if (len < 4) len++;
    }
    for (int i = len; i < 3; i++) prefix[i] = 0;
    return len;
}

static void in_skip_parentheses(date_input *in) {
    int balance = 0;
    do {
        if (in->ch == ')') balance--;
        else if (in->ch == '(') balance++;
        in_next(in);
    } while (balance > 0 && in->ch != 0);
}

typedef enum tok_tag { TOK_INVALID, TOK_UNKNOWN, TOK_SPACE, TOK_NUMBER, TOK_SYMBOL, TOK_END, TOK_WORD } tok_tag;
typedef enum word_kind { W_OTHER, W_MONTH, W_ZONE, W_T, W_AMPM } word_kind;

typedef struct date_token {
    tok_tag tag;
    word_kind kind; /* TOK_WORD */
    int length;     /* characters (numbers: with leading zeros) */
    int value;      /* number, symbol character, month 1..12, zone hours, AM/PM hour offset */
} date_token;

/* V8's keyword table: months match on their first three letters (any longer word), the rest
 * only as whole words. */
static const struct {
    char prefix[4];
    word_kind kind;
    int value;
} date_words[] = {
    {"jan", W_MONTH, 1},  {"feb", W_MONTH, 2},  {"mar", W_MONTH, 3}, {"apr", W_MONTH, 4}, {"may", W_MONTH, 5},
    {"jun", W_MONTH, 6},  {"jul", W_MONTH, 7},  {"aug", W_MONTH, 8}, {"sep", W_MONTH, 9}, {"oct", W_MONTH, 10},
    {"nov", W_MONTH, 11}, {"dec", W_MONTH, 12}, {"am", W_AMPM, 0},   {"pm", W_AMPM, 12},  {"ut", W_ZONE, 0},
    {"utc", W_ZONE, 0},   {"z", W_ZONE, 0},     {"gmt", W_ZONE, 0},  {"cdt", W_ZONE, -5}, {"cst", W_ZONE, -6},
    {"edt", W_ZONE, -4},  {"est", W_ZONE, -5},  {"mdt", W_ZONE, -6}, {"mst", W_ZONE, -7}, {"pdt", W_ZONE, -7},
    {"pst", W_ZONE, -8},  {"t", W_T, 0},
};

static date_token word_token(const uint32_t prefix[3], int len) {
    for (size_t i = 0; i < sizeof date_words / sizeof date_words[0]; i++) {
        int j = 0;
        while (j < 3 && prefix[j] == (uint32_t)(unsigned char)date_words[i].prefix[j]) j++;
        if (j == 3 && (len <= 3 || date_words[i].kind == W_MONTH))
            return (date_token){TOK_WORD, date_words[i].kind, len, date_words[i].value};
    }
    return (date_token){TOK_WORD, W_OTHER, len, 0};
}

static date_token scan(date_input *in) {
    uint32_t start = in->index;
    if (in->ch == 0) return (date_token){.tag = TOK_END};
    if (in_digit(in)) {
        int n = in_numeral(in);
        uint32_t digits = in->index - start; /* only lengths up to 9 matter */
        return (date_token){TOK_NUMBER, W_OTHER, digits > 99 ? 99 : (int)digits, n};
    }
    static const char symbols[] = ":-+.)";
    for (const char *s = symbols; *s; s++)
        if (in_skip(in, (uint32_t)*s)) return (date_token){TOK_SYMBOL, W_OTHER, 1, *s};
    if (in->ch >= 'A' && !in_space(in)) {
        uint32_t prefix[3];
        int len = in_word(in, prefix);
        return word_token(prefix, len);
    }
    if (in_space(in)) {
        in_next(in);
        return (date_token){.tag = TOK_SPACE, .length = 1};
    }
    if (in->ch == '(') in_skip_parentheses(in);
    else in_next(in);
    return (date_token){.tag = TOK_UNKNOWN};
}

/* The tokens with one token of look-ahead. */
typedef struct date_scanner {
    date_input in;
    date_token next;
} date_scanner;

static date_token sc_next(date_scanner *s) {
    date_token t = s->next;
    s->next = scan(&s->in);
    return t;
}
static date_token sc_peek(const date_scanner *s) { return s->next; }
static bool tok_symbol(date_token t, int c) { return t.tag == TOK_SYMBOL && t.value == c; }
static bool tok_sign(date_token t) { return tok_symbol(t, '+') || tok_symbol(t, '-'); }
static bool tok_fixed(date_token t, int length) { return t.tag == TOK_NUMBER && t.length == length; }
static bool tok_z(date_token t) { return t.tag == TOK_WORD && t.kind == W_ZONE && t.length == 1 && t.value == 0; }

static bool sc_skip(date_scanner *s, int c) {
    if (!tok_symbol(s->next, c)) return false;
    sc_next(s);
    return true;
}

static bool between(int x, int lo, int hi) { return x >= lo && x <= hi; }
static bool is_month(int x) { return between(x, 1, 12); }
static bool is_day(int x) { return between(x, 1, 31); }
static bool is_hour(int x) { return between(x, 0, 23); }
static bool is_minute(int x) { return between(x, 0, 59); }

/* Up to three numbers of the date, and a month given by name. */
typedef struct day_composer {
    int comp[3], n, named_month;
    bool iso;
} day_composer;

static bool day_add(day_composer *d, int v) { return d->n < 3 ? (d->comp[d->n++] = v, true) : false; }

/* Which number is the year, month and day (V8's rules, Safari-compatible). */
static bool day_write(day_composer *d, double out[3]) {
    if (d->n < 1) return false;
    while (d->n < 3) d->comp[d->n++] = 1; /* day and month default to 1 */
    int year, month, day;
    if (d->named_month == K_NONE) {
        if (d->iso || !is_day(d->comp[0])) year = d->comp[0], month = d->comp[1], day = d->comp[2];
        else month = d->comp[0], day = d->comp[1], year = d->comp[2];
    } else {
        month = d->named_month;
        if (!is_day(d->comp[0])) year = d->comp[0], day = d->comp[1];
        else day = d->comp[0], year = d->comp[1];
    }
    if (!d->iso) {
        if (between(year, 0, 49)) year += 2000;
        else if (between(year, 50, 99)) year += 1900;
    }
    if (!is_month(month) || !is_day(day)) return false;
    out[0] = year, out[1] = month - 1, out[2] = day;
    return true;
}

/* hour, minute, second, millisecond, and the AM/PM offset. */
typedef struct time_composer {
    int comp[4], n, hour_offset;
} time_composer;

static bool time_add(time_composer *t, int v) { return t->n < 4 ? (t->comp[t->n++] = v, true) : false; }
static bool time_add_final(time_composer *t, int v) {
    if (!time_add(t, v)) return false;
    while (t->n < 4) t->comp[t->n++] = 0;
    return true;
}
static bool time_expecting(const time_composer *t, int v) {
    return (t->n == 1 && is_minute(v)) || (t->n == 2 && is_minute(v)) || (t->n == 3 && between(v, 0, 999));
}

static bool time_write(time_composer *t, double out[4]) {
    while (t->n < 4) t->comp[t->n++] = 0;
    int *c = t->comp;
    if (t->hour_offset != K_NONE) {
        if (!between(c[0], 0, 12)) return false;
        c[0] = c[0] % 12 + t->hour_offset;
    }
    bool ok = is_hour(c[0]) && is_minute(c[1]) && is_minute(c[2]) && between(c[3], 0, 999);
    if (!ok && (c[0] != 24 || c[1] != 0 || c[2] != 0 || c[3] != 0)) return false; /* 24:00 is allowed */
    for (int i = 0; i < 4; i++) out[i] = c[i];
    return true;
}

typedef struct zone_composer {
    int sign, hour, minute;
} zone_composer;

static void zone_set(zone_composer *z, int hours) {
    z->sign = hours < 0 ? -1 : 1;
    z->hour = hours * z->sign;
    z->minute = 0;
}
static bool zone_expecting(const zone_composer *z, int v) {
    return z->hour != K_NONE && z->minute == K_NONE && is_minute(v);
}
static bool zone_is_utc(const zone_composer *z) { return z->hour == 0 && z->minute == 0; }

/* The offset in seconds, or NaN when no zone was given (local time, which is UTC here). */
static bool zone_write(zone_composer *z, double *out) {
    if (z->sign == K_NONE) {
        *out = NAN;
        return true;
    }
    if (z->hour == K_NONE) z->hour = 0;
    if (z->minute == K_NONE) z->minute = 0;
    uint32_t total = (uint32_t)z->hour * 3600u + (uint32_t)z->minute * 60u; /* wraps like V8's */
    if (total > INT32_MAX) return false;
    *out = z->sign < 0 ? -(double)total : (double)total;
    return true;
}

typedef struct date_parser {
    date_scanner sc;
    day_composer day;
    time_composer time;
    zone_composer zone;
} date_parser;

/* Milliseconds from a fraction's digits: the first three significant places. */
static int fraction_ms(date_token t) {
    int n = t.value, len = t.length;
    if (len == 1) return n * 100;
    if (len == 2) return n * 10;
    if (len > 9) len = 9;
    for (; len > 3; len--) n /= 10;
    return n;
}

static date_token tok_invalid(void) { return (date_token){.tag = TOK_INVALID}; }

/* One two-digit ISO field at most max (an hour of 24 allows only zeros after it). */
static bool iso_field(date_parser *p, int max, bool hour24) {
    date_token t = sc_peek(&p->sc);
    if (!tok_fixed(t, 2) || t.value > max || (hour24 && t.value > 0)) return false;
    time_add(&p->time, sc_next(&p->sc).value);
    return true;
}

/* The zone of an ISO time: Z, +hh:mm or +hhmm (none: local time). */
static bool iso_zone(date_parser *p) {
    date_scanner *sc = &p->sc;
    if (tok_z(sc_peek(sc))) {
        sc_next(sc);
        zone_set(&p->zone, 0);
    } else if (tok_sign(sc_peek(sc))) {
        p->zone.sign = sc_next(sc).value == '+' ? 1 : -1;
        if (tok_fixed(sc_peek(sc), 4)) {
            int hm = sc_next(sc).value;
            if (!is_hour(hm / 100) || !is_minute(hm % 100)) return false;
            p->zone.hour = hm / 100, p->zone.minute = hm % 100;
        } else {
            if (!tok_fixed(sc_peek(sc), 2) || !is_hour(sc_peek(sc).value)) return false;
            p->zone.hour = sc_next(sc).value;
            if (!sc_skip(sc, ':') || !tok_fixed(sc_peek(sc), 2) || !is_minute(sc_peek(sc).value)) return false;
            p->zone.minute = sc_next(sc).value;
        }
    }
    return true;
}

/* The time part of an ISO string after 'T': HH:mm[:ss[.sss]] and a zone, then the end. */
static bool parse_iso_time(date_parser *p) {
    date_scanner *sc = &p->sc;
    bool hour24 = tok_fixed(sc_peek(sc), 2) && sc_peek(sc).value == 24;
    if (!iso_field(p, 24, false) || !sc_skip(sc, ':') || !iso_field(p, 59, hour24)) return false;
    if (sc_skip(sc, ':')) {
        if (!iso_field(p, 59, hour24)) return false;
        if (sc_skip(sc, '.')) {
            if (sc_peek(sc).tag != TOK_NUMBER || (hour24 && sc_peek(sc).value > 0)) return false;
            time_add(&p->time, fraction_ms(sc_next(sc)));
        }
    }
    return iso_zone(p) && sc_peek(sc).tag == TOK_END;
}

/* As much of the ISO format ([+-]yyyyyy|yyyy)[-MM[-DD]][THH:mm...] as the text follows. Returns
 * the first token it did not use (TOK_END when the whole text was ISO, TOK_INVALID when the
 * text cannot be a date at all). */
static date_token parse_iso(date_parser *p) {
    date_scanner *sc = &p->sc;
    if (tok_sign(sc_peek(sc))) {
        date_token sign = sc_next(sc);
        if (!tok_fixed(sc_peek(sc), 6)) return sign;
        int year = sc_next(sc).value;
        if (sign.value == '-' && year == 0) return sign;
        day_add(&p->day, sign.value == '-' ? -year : year);
    } else if (tok_fixed(sc_peek(sc), 4)) {
        day_add(&p->day, sc_next(sc).value);
    } else {
        return sc_next(sc);
    }
    if (sc_skip(sc, '-')) {
        if (!tok_fixed(sc_peek(sc), 2) || !is_month(sc_peek(sc).value)) return sc_next(sc);
        day_add(&p->day, sc_next(sc).value);
        if (sc_skip(sc, '-')) {
            if (!tok_fixed(sc_peek(sc), 2) || !is_day(sc_peek(sc).value)) return sc_next(sc);
            day_add(&p->day, sc_next(sc).value);
        }
    }
    date_token t = sc_peek(sc);
    if (t.tag == TOK_WORD && t.kind == W_T) {
        sc_next(sc);
        if (!parse_iso_time(p)) return tok_invalid();
    } else if (t.tag != TOK_END) {
        return sc_next(sc);
    }
    if (p->zone.hour == K_NONE && p->time.n == 0) zone_set(&p->zone, 0); /* date-only forms are UTC */
    p->day.iso = true;
    return (date_token){.tag = TOK_END};
}

/* A number in the legacy grammar: part of the time, the zone's minutes, or of the date. */
static bool legacy_number(date_parser *p, int n) {
    date_scanner *sc = &p->sc;
    if (sc_skip(sc, ':')) {
        if (sc_skip(sc, ':')) { /* n:: */
            if (p->time.n != 0) return false;
            time_add(&p->time, n);
            time_add(&p->time, 0);
        } else {
            if (!time_add(&p->time, n)) return false;
            if (tok_symbol(sc_peek(sc), '.')) sc_next(sc);
        }
    } else if (sc_skip(sc, '.') && time_expecting(&p->time, n)) {
        time_add(&p->time, n);
        if (sc_peek(sc).tag != TOK_NUMBER) return false;
        time_add_final(&p->time, fraction_ms(sc_next(sc)));
    } else if (zone_expecting(&p->zone, n)) {
        p->zone.minute = n;
    } else if (time_expecting(&p->time, n)) {
        time_add_final(&p->time, n);
        date_token peek = sc_peek(sc); /* the time must end here */
        if (peek.tag != TOK_END && peek.tag != TOK_SPACE && !tok_z(peek) && !tok_sign(peek)) return false;
    } else {
        if (!day_add(&p->day, n)) return false;
        sc_skip(sc, '-');
    }
    return true;
}

/* A sign after "UTC"/"GMT" or a time: the zone offset, +h, +hh, +hhmm or +hh:mm. */
static bool legacy_offset(date_parser *p, date_token sign) {
    date_scanner *sc = &p->sc;
    p->zone.sign = sign.value == '-' ? -1 : 1;
    int n = 0, length = 0;
    if (sc_peek(sc).tag == TOK_NUMBER) {
        date_token t = sc_next(sc);
        n = t.value, length = t.length;
    }
    if (tok_symbol(sc_peek(sc), ':')) p->zone.hour = n, p->zone.minute = K_NONE;
    else if (length == 1 || length == 2) p->zone.hour = n, p->zone.minute = 0;
    else if (length == 3 || length == 4) p->zone.hour = n / 100, p->zone.minute = n % 100;
    else return false;
    return true;
}

/* The rest of the text after the ISO attempt, in the legacy (Safari-compatible) grammar. */
static bool parse_legacy(date_parser *p, date_token token) {
    date_scanner *sc = &p->sc;
    bool has_number = p->day.n > 0;
    for (; token.tag != TOK_END; token = sc_next(sc)) {
        if (token.tag == TOK_NUMBER) {
            has_number = true;
            if (!legacy_number(p, token.value)) return false;
        } else if (token.tag == TOK_WORD) {
            if (token.kind == W_AMPM && p->time.n != 0) p->time.hour_offset = token.value;
            else if (token.kind == W_MONTH) {
                p->day.named_month = token.value;
                sc_skip(sc, '-');
            } else if (token.kind == W_ZONE && has_number) zone_set(&p->zone, token.value);
            else if (has_number || sc_peek(sc).tag == TOK_NUMBER) return false; /* stray words */
        } else if (tok_sign(token) && (zone_is_utc(&p->zone) || p->time.n != 0)) {
            has_number = true;
            if (!legacy_offset(p, token)) return false;
        } else if ((tok_sign(token) || tok_symbol(token, ')')) && has_number) {
            return false;
        }
    }
    return true;
}

/* The time value of a date string, or NaN (Date.parse). */
static double parse_date(date_input in) {
    date_parser p = {.day = {.named_month = K_NONE}, .time = {.hour_offset = K_NONE}, .zone = {K_NONE, K_NONE, K_NONE}};
    p.sc.in = in;
    in_next(&p.sc.in);
    p.sc.next = scan(&p.sc.in);
    date_token rest = parse_iso(&p);
    double day[3], time[4], offset;
    if (rest.tag == TOK_INVALID || !parse_legacy(&p, rest)) return NAN;
    if (!day_write(&p.day, day) || !time_write(&p.time, time) || !zone_write(&p.zone, &offset)) return NAN;
    double t = make_date(make_day(day[0], day[1], day[2]), make_time(time[0], time[1], time[2], time[3]));
    if (!isnan(offset)) t -= offset * 1000;
    return time_clip(t);
}

static double parse_string(const sx_string *s) {
    date_input in = {.len = s->len};
    if (s->wide) in.wide = sx_string_wide(s);
    else in.narrow = sx_string_narrow(s);
    return parse_date(in);
}

double sx_date_parse_latin1(const char *text, size_t len) {
    if (len > UINT32_MAX) return NAN;
    return parse_date((date_input){.narrow = (const uint8_t *)text, .len = (uint32_t)len});
}

/* ---------------------------------------------------------------------------------------------
 * Formatting (V8's ToDateString; the toLocale... formats are in stdlib/date_locale.c)
 * ------------------------------------------------------------------------------------------- */

typedef enum date_format { FMT_STRING, FMT_DATE, FMT_TIME, FMT_UTC, FMT_ISO } date_format;

const char *const sx_week_days[7] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
const char *const sx_month_names[12] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                        "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
#define ZONE_TEXT "GMT+0000 (Coordinated Universal Time)"

static int format_iso(const sx_date_parts *p, char *buf, size_t size) {
    const char *fmt = p->year < 0 ? "-%06lld" : p->year > 9999 ? "+%06lld" : "%04lld";
    int n = snprintf(buf, size, fmt, (long long)llabs(p->year));
    return n + snprintf(buf + n, size - (size_t)n, "-%02d-%02dT%02d:%02d:%02d.%03dZ", p->month + 1, p->day, p->hour,
                        p->minute, p->second, p->ms);
}

/* The text of time value t (valid) in format f. */
static int format_time(double t, date_format f, char *buf, size_t size) {
    sx_date_parts p = sx_date_split(t);
    const char *year_fmt = p.year < 0 ? "%05lld" : "%04lld";
    char year[24];
    snprintf(year, sizeof year, year_fmt, (long long)p.year);
    switch (f) {
    case FMT_STRING:
        return snprintf(buf, size, "%s %s %02d %s %02d:%02d:%02d " ZONE_TEXT, sx_week_days[p.weekday],
                        sx_month_names[p.month], p.day, year, p.hour, p.minute, p.second);
    case FMT_DATE:
        return snprintf(buf, size, "%s %s %02d %s", sx_week_days[p.weekday], sx_month_names[p.month], p.day, year);
    case FMT_TIME: return snprintf(buf, size, "%02d:%02d:%02d " ZONE_TEXT, p.hour, p.minute, p.second);
    case FMT_UTC:
        return snprintf(buf, size, "%s, %02d %s %s %02d:%02d:%02d GMT", sx_week_days[p.weekday], p.day,
                        sx_month_names[p.month], year, p.hour, p.minute, p.second);
    default: return format_iso(&p, buf, size);
    }
}

static sx_value date_text(sx_vm *vm, double t, date_format f) {
    if (!sx_meter_charge(vm, SX_METER_FORMAT_UNITS)) return SX_EXCEPTION; /* the formatting is charged */
    char buf[96];
    int n = isnan(t) ? snprintf(buf, sizeof buf, "Invalid Date") : format_time(t, f, buf, sizeof buf);
    sx_string *s = sx_string_new_latin1(vm, (const uint8_t *)buf, (uint32_t)n);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

/* ---------------------------------------------------------------------------------------------
 * The clock
 * ------------------------------------------------------------------------------------------- */

/* "Now": the run's fixed virtual instant, or the host's real clock when the host opted in. */
static double date_now(sx_vm *vm) {
    if (!sx_js_state(vm)->host_clock) return sx_js_state(vm)->clock_ms;
    struct timespec ts;
    double now = clock_gettime(CLOCK_REALTIME, &ts) != 0
                     ? sx_js_state(vm)->clock_ms
                     : time_clip((double)ts.tv_sec * 1000.0 + (double)(ts.tv_nsec / 1000000));
    return vm->on_clock != NULL ? vm->on_clock(vm, now) : now; /* recorded or replayed (api/tape.c) */
}

double sx_date_now(sx_vm *vm) { return date_now(vm); }

/* ---------------------------------------------------------------------------------------------
 * The constructor and its functions
 * ------------------------------------------------------------------------------------------- */

static bool is_date(sx_value v) { return sx_is_object(v) && sx_as_object(v)->cls == SX_CLASS_DATE; }
static double date_value(sx_value v) { return sx_to_double(sx_as_object(v)->u.box.value); }
static void set_date_value(sx_value v, double t) { sx_as_object(v)->u.box.value = sx_number(t); }

/* Read the fields year, month, day, hours, minutes, seconds, ms from the arguments (ToNumber
 * each, in order: valueOf may run guest code, so each is re-read from the stack). */
static bool fields_from_args(sx_vm *vm, int argc, double f[7]) {
    static const double defaults[7] = {NAN, 0, 1, 0, 0, 0, 0};
    for (int i = 0; i < 7; i++) {
        f[i] = defaults[i];
        if (i < argc && !sx_to_number(vm, sx_args_now(vm)[i], &f[i])) return false;
    }
    f[0] = two_digit_year(f[0]);
    return true;
}

/* The time value of new Date(value): another date's, a parsed string's, or a number's. */
static bool time_from_value(sx_vm *vm, sx_value v, double *t) {
    if (is_date(v)) {
        *t = date_value(v);
        return true;
    }
    v = sx_to_primitive(vm, v, 0);
    if (v == SX_EXCEPTION) return false;
    if (sx_is_string(v)) { /* the text scanned is charged (vm/meter.h) */
        if (!sx_meter_chars(vm, sx_as_string(v)->len)) return false;
        *t = parse_string(sx_as_string(v));
    } else if (!sx_to_number(vm, v, t)) return false;
    *t = time_clip(*t);
    return true;
}

static sx_value date_ctor(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    if (vm->new_target == NULL) return date_text(vm, date_now(vm), FMT_STRING); /* Date() */
    double t = date_now(vm), f[7];
    if (argc == 1 && !time_from_value(vm, argv[0], &t)) return SX_EXCEPTION;
    if (argc >= 2) {
        if (!fields_from_args(vm, argc, f)) return SX_EXCEPTION;
        t = time_from_fields(f);
    }
    sx_value proto = sx_get(vm, sx_from_object(vm->new_target), vm->atoms.prototype);
    if (proto == SX_EXCEPTION) return SX_EXCEPTION;
    sx_object *o =
        sx_object_new(vm, SX_CLASS_DATE, sx_is_object(proto) ? sx_as_object(proto) : sx_realm(vm)->date_proto);
    if (o == NULL) return SX_EXCEPTION;
    o->u.box.value = sx_number(t);
    return sx_from_object(o);
}

static sx_value date_now_fn(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    return sx_number(date_now(vm));
}

static sx_value date_parse_fn(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_string *s = sx_to_string(vm, sx_arg(argc, argv, 0));
    return s && sx_meter_chars(vm, s->len) ? sx_number(parse_string(s)) : SX_EXCEPTION; /* the scan is charged */
}

static sx_value date_utc_fn(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argv;
    double f[7];
    return fields_from_args(vm, argc, f) ? sx_number(time_from_fields(f)) : SX_EXCEPTION;
}

/* ---------------------------------------------------------------------------------------------
 * Date.prototype: one table; each row's index is its native's magic
 * ------------------------------------------------------------------------------------------- */

typedef enum date_field {
    F_YEAR,
    F_MONTH,
    F_DATE,
    F_HOURS,
    F_MINUTES,
    F_SECONDS,
    F_MS,
    F_DAY,
    F_OFFSET,
    F_TIME,
    F_YEAR1900
} date_field;

typedef struct date_method {
    const char *name;
    sx_native_fn fn;
    int length;
    int arg;          /* a date_field (getters, setters) or a date_format */
    bool plain_error; /* a non-date `this` gives V8's "this is not a Date object." */
} date_method;

/* Each method's native keeps its row's arg, and plain_error as bit 8, in its magic. */
#define PLAIN_ERROR 0x100

static sx_object *current_callee(sx_vm *vm) { return vm->frames[vm->nframes - 1].callee; }
static int method_arg(sx_vm *vm) { return current_callee(vm)->u.native.magic & 0xff; }

/* How V8 names a receiver in "incompatible receiver" messages, without running guest code: a
 * primitive's text, "#<Foo>" for an object whose toString is Object.prototype.toString (Foo:
 * its constructor's name), else "[object Array]", "[object Object]" ... */
static void describe_receiver(sx_vm *vm, sx_value t, char *buf, size_t size) {
    snprintf(buf, size, "[object %s]", sx_is_array(t) ? "Array" : sx_is_callable(t) ? "Function" : "Object");
    if (!sx_is_object(t)) {
        sx_string *s = sx_to_string(vm, t); /* a primitive: runs no guest code */
        if (s != NULL) sx_string_to_utf8(s, buf, size);
        return;
    }
    sx_object *o = sx_as_object(t);
    sx_prop *object_to_string = sx_object_find(vm, vm->realm.object_proto, sx_atoms(vm)->toString);
    if (object_to_string == NULL || sx_object_find_data(vm, o, sx_atoms(vm)->toString) != object_to_string->value)
        return;
    sx_value ctor = sx_object_find_data(vm, o, vm->atoms.constructor);
    sx_value name = sx_is_object(ctor) ? sx_object_find_data(vm, sx_as_object(ctor), vm->atoms.name) : SX_UNDEFINED;
    if (!sx_is_string(name) || sx_as_string(name)->len == 0) return;
    char text[80];
    sx_string_to_utf8(sx_as_string(name), text, sizeof text);
    snprintf(buf, size, "#<%s>", text);
}

/* `this` must be a Date: else V8's TypeError for the method. */
static bool check_date(sx_vm *vm, sx_value t) {
    if (is_date(t)) return true;
    sx_object *callee = current_callee(vm);
    if (callee->u.native.magic & PLAIN_ERROR) {
        sx_throw_type(vm, "this is not a Date object.");
        return false;
    }
    char name[64] = "", what[96];
    sx_prop *n = sx_object_find(vm, callee, vm->atoms.name);
    if (n != NULL && sx_is_string(n->value)) sx_string_to_utf8(sx_as_string(n->value), name, sizeof name);
    describe_receiver(vm, t, what, sizeof what);
    sx_throw_type(vm, "Method Date.prototype.%s called on incompatible receiver %s", name, what);
    return false;
}

static double field_of(double t, date_field f) {
    sx_date_parts p = sx_date_split(t);
    switch (f) {
    case F_YEAR: return (double)p.year;
    case F_MONTH: return p.month;
    case F_DATE: return p.day;
    case F_HOURS: return p.hour;
    case F_MINUTES: return p.minute;
    case F_SECONDS: return p.second;
    case F_MS: return p.ms;
    case F_DAY: return p.weekday;
    case F_OFFSET: return 0;
    case F_YEAR1900: return (double)p.year - 1900;
    default: return t;
    }
}

/* getFullYear, getUTCHours, valueOf, getTime, getTimezoneOffset, getYear ... */
static sx_value date_get(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    if (!check_date(vm, t)) return SX_EXCEPTION;
    double v = date_value(t);
    return sx_number(isnan(v) ? v : field_of(v, (date_field)method_arg(vm)));
}

/* setMilliseconds .. setFullYear and their UTC twins. The row's field is the first one the
 * method sets; the optional arguments set the following ones (setHours(h, m, s, ms),
 * setFullYear(y, month, day)). In V8's order: the first argument is converted, then the date
 * read; an invalid date gives NaN before the other arguments are converted, except for
 * setFullYear, which starts from +0 instead. */
static sx_value date_set(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argv;
    if (!check_date(vm, t)) return SX_EXCEPTION;
    int first = method_arg(vm);
    int count = first <= F_DATE ? 3 - first : 7 - first, given = argc < count ? argc : count;
    double v[4];
    if (!sx_to_number(vm, argc > 0 ? sx_args_now(vm)[0] : SX_UNDEFINED, &v[0])) return SX_EXCEPTION;
    double tv = date_value(t);
    if (isnan(tv) && first != F_YEAR) return sx_number(NAN);
    sx_date_parts p = sx_date_split(isnan(tv) ? 0 : tv);
    double f[7] = {(double)p.year, p.month, p.day, p.hour, p.minute, p.second, p.ms};
    for (int i = 1; i < given; i++)
        if (!sx_to_number(vm, sx_args_now(vm)[i], &v[i])) return SX_EXCEPTION;
    for (int i = 0; i < (given > 1 ? given : 1); i++) f[first + i] = v[i];
    tv = time_from_fields(f);
    set_date_value(t, tv);
    return sx_number(tv);
}

static sx_value date_set_time(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    double tv;
    if (!check_date(vm, t) || !sx_to_number(vm, sx_arg(argc, argv, 0), &tv)) return SX_EXCEPTION;
    set_date_value(t, tv = time_clip(tv));
    return sx_number(tv);
}

/* Annex B setYear(y): two-digit years mean 19xx; NaN makes the date invalid. */
static sx_value date_set_year(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    double y;
    if (!check_date(vm, t) || !sx_to_number(vm, sx_arg(argc, argv, 0), &y)) return SX_EXCEPTION;
    double tv = date_value(t);
    if (isnan(y)) {
        set_date_value(t, NAN);
        return sx_number(NAN);
    }
    sx_date_parts p = sx_date_split(isnan(tv) ? 0 : tv);
    double f[7] = {two_digit_year(y), p.month, p.day, p.hour, p.minute, p.second, p.ms};
    set_date_value(t, tv = time_from_fields(f));
    return sx_number(tv);
}

/* toString, toUTCString ...: the row's arg is the format. */
static sx_value date_to_text(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    if (!check_date(vm, t)) return SX_EXCEPTION;
    return date_text(vm, date_value(t), (date_format)method_arg(vm));
}

static sx_value date_to_iso(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    if (!check_date(vm, t)) return SX_EXCEPTION;
    if (isnan(date_value(t))) return sx_throw_range(vm, "Invalid time value");
    return date_text(vm, date_value(t), FMT_ISO);
}

/* toLocaleString, toLocaleDateString, toLocaleTimeString (locales, options): the row's arg is
 * which fields they show by default (stdlib/date_locale.c). */
static sx_value date_to_locale(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    if (!check_date(vm, t)) return SX_EXCEPTION;
    if (isnan(date_value(t))) return date_text(vm, NAN, FMT_STRING);
    sx_locale_need need = (sx_locale_need)method_arg(vm);
    static const char *const names[] = {"toLocaleString", "toLocaleDateString", "toLocaleTimeString"};
    return sx_date_to_locale(vm, date_value(t), need, names[need], sx_arg(argc, argv, 0), sx_arg(argc, argv, 1));
}

/* toJSON: generic - null for a non-finite number, else this.toISOString(). */
static sx_value date_to_json(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argc, (void)argv;
    sx_value o = sx_to_object(vm, t);
    if (o == SX_EXCEPTION) return o;
    sx_temp_push(vm, o);
    sx_value result = sx_to_primitive(vm, o, 1);
    if (result != SX_EXCEPTION && !(sx_is_number(result) && !isfinite(sx_to_double(result)))) {
        sx_string *key = sx_atom(vm, "toISOString");
        sx_value fn = key ? sx_get(vm, o, key) : SX_EXCEPTION;
        if (fn == SX_EXCEPTION) result = key ? fn : sx_throw_oom(vm);
        else if (!sx_is_callable(fn)) result = sx_throw_type(vm, "toISOString is not a function");
        else result = sx_call(vm, fn, o, 0, NULL);
    } else if (result != SX_EXCEPTION) {
        result = SX_NULL;
    }
    sx_temp_pop(vm, 1);
    return result;
}

static const date_method date_methods[] = {
    {"toString", date_to_text, 0, FMT_STRING, false},
    {"toDateString", date_to_text, 0, FMT_DATE, false},
    {"toTimeString", date_to_text, 0, FMT_TIME, false},
    {"toISOString", date_to_iso, 0, FMT_ISO, false},
    {"toUTCString", date_to_text, 0, FMT_UTC, false},
    {"getDate", date_get, 0, F_DATE, true},
    {"setDate", date_set, 1, F_DATE, false},
    {"getDay", date_get, 0, F_DAY, true},
    {"getFullYear", date_get, 0, F_YEAR, true},
    {"setFullYear", date_set, 3, F_YEAR, false},
    {"getHours", date_get, 0, F_HOURS, true},
    {"setHours", date_set, 4, F_HOURS, false},
    {"getMilliseconds", date_get, 0, F_MS, true},
    {"setMilliseconds", date_set, 1, F_MS, false},
    {"getMinutes", date_get, 0, F_MINUTES, true},
    {"setMinutes", date_set, 3, F_MINUTES, false},
    {"getMonth", date_get, 0, F_MONTH, true},
    {"setMonth", date_set, 2, F_MONTH, false},
    {"getSeconds", date_get, 0, F_SECONDS, true},
    {"setSeconds", date_set, 2, F_SECONDS, false},
    {"getTime", date_get, 0, F_TIME, true},
    {"setTime", date_set_time, 1, 0, false},
    {"getTimezoneOffset", date_get, 0, F_OFFSET, true},
    {"getUTCDate", date_get, 0, F_DATE, true},
    {"setUTCDate", date_set, 1, F_DATE, false},
    {"getUTCDay", date_get, 0, F_DAY, true},
    {"getUTCFullYear", date_get, 0, F_YEAR, true},
    {"setUTCFullYear", date_set, 3, F_YEAR, false},
    {"getUTCHours", date_get, 0, F_HOURS, true},
    {"setUTCHours", date_set, 4, F_HOURS, false},
    {"getUTCMilliseconds", date_get, 0, F_MS, true},
    {"setUTCMilliseconds", date_set, 1, F_MS, false},
    {"getUTCMinutes", date_get, 0, F_MINUTES, true},
    {"setUTCMinutes", date_set, 3, F_MINUTES, false},
    {"getUTCMonth", date_get, 0, F_MONTH, true},
    {"setUTCMonth", date_set, 2, F_MONTH, false},
    {"getUTCSeconds", date_get, 0, F_SECONDS, true},
    {"setUTCSeconds", date_set, 2, F_SECONDS, false},
    {"valueOf", date_get, 0, F_TIME, true},
    {"getYear", date_get, 0, F_YEAR1900, false},
    {"setYear", date_set_year, 1, 0, false},
    {"toJSON", date_to_json, 1, 0, false},
    {"toLocaleString", date_to_locale, 0, SX_NEED_ANY, false},
    {"toLocaleDateString", date_to_locale, 0, SX_NEED_DATE, false},
    {"toLocaleTimeString", date_to_locale, 0, SX_NEED_TIME, false},
};

static bool define_methods(sx_vm *vm, sx_object *proto) {
    for (size_t i = 0; i < sizeof date_methods / sizeof date_methods[0]; i++) {
        const date_method *m = &date_methods[i];
        sx_object *f = sx_native_new(vm, m->name, m->fn, m->length);
        if (f == NULL) return false;
        f->u.native.magic = (int16_t)(m->arg | (m->plain_error ? PLAIN_ERROR : 0));
        if (!sx_define_value(vm, proto, m->name, sx_from_object(f), SX_PROP_HIDDEN)) return false;
        /* toGMTString is the same function object as toUTCString (Annex B), listed after it */
        if (m->fn == date_to_text && m->arg == FMT_UTC &&
            !sx_define_value(vm, proto, "toGMTString", sx_from_object(f), SX_PROP_HIDDEN))
            return false;
    }
    return true;
}

/* Date.prototype[Symbol.toPrimitive](hint): "string" and "default" read toString first. */
static sx_value date_to_primitive(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    if (!sx_is_object(t)) {
        char what[96];
        sx_value_label(vm, t, what, sizeof what);
        return sx_throw_type(vm, "Method Date.prototype [ @@toPrimitive ] called on incompatible receiver %s", what);
    }
    sx_value h = sx_arg(argc, argv, 0);
    sx_js_atoms *at = sx_atoms(vm);
    int hint = -1;
    if (sx_is_string(h) && sx_string_equal(sx_as_string(h), at->number)) hint = 1;
    else if (sx_is_string(h) &&
             (sx_string_equal(sx_as_string(h), at->string) || sx_string_equal(sx_as_string(h), at->default_)))
        hint = 2;
    if (hint < 0) {
        char what[96];
        sx_value_label(vm, h, what, sizeof what);
        return sx_throw_type(vm, "Invalid hint: %s", what);
    }
    return sx_ordinary_to_primitive(vm, t, hint);
}

static const sx_native_def date_statics[] = {
    {"now", date_now_fn, 0},
    {"parse", date_parse_fn, 1},
    {"UTC", date_utc_fn, 7},
};

bool sx_stdlib_init_date(sx_vm *vm) {
    sx_object *proto = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (proto == NULL) return false;
    sx_realm(vm)->date_proto = proto;
    sx_object *ctor = sx_define_class(vm, "Date", date_ctor, 7, proto);
    sx_object *to_prim = sx_native_new(vm, "[Symbol.toPrimitive]", date_to_primitive, 1);
    return ctor != NULL && to_prim != NULL && define_methods(vm, proto) && SX_DEFINE_NATIVES(vm, ctor, date_statics) &&
           sx_object_define(vm, proto, sx_wk_key(vm, SX_SYM_TO_PRIMITIVE), sx_from_object(to_prim),
                            SX_PROP_CONFIGURABLE);
}
