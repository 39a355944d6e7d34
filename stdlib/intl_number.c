/* intl_number.c - number formatting by locale (Intl.NumberFormat, Number.prototype.toLocaleString) from the CLDR tables. */
#include <ctype.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stdlib/intl_data.h"
#include "stdlib/intl_number.h"
#include "stdlib/stdlib.h"
#include "vm/meter.h"

/*
 * A number is formatted in four steps, as ICU does:
 *  1. its decimal digits (the shortest text JavaScript gives a double, a BigInt's exact digits),
 *     scaled by 100 for percent, by the compact pattern's power of ten for compact notation and
 *     by the exponent for scientific / engineering notation;
 *  2. rounded by the rounding mode (half away from zero by default) to significant digits, to
 *     fraction digits (in steps of roundingIncrement) or to the more / less precise of the two;
 *  3. the integer digits grouped by threes (when there are at least 3 + minimumGroupingDigits),
 *     the locale's decimal separator, the fraction digits, the exponent;
 *  4. wrapped in the locale's pattern (prefix/suffix: "¤", "%", compact words) with the sign.
 * Every piece is recorded as a part ({type, value}) for formatToParts; format joins them.
 */

enum { PART_MAX = 320, TEXT_MAX = 2048 }; /* 1e308 has 103 groups: 206 parts */
enum { NUM_DIGITS = 48 };                 /* a double's shortest digits (17) and room to round */

typedef struct part {
    const char *type;
    size_t start, end;
} part;

/* The parts of a formatted number: text (UTF-8) and its pieces; the arrays are the caller's. */
typedef struct parts {
    char *text;
    size_t len, cap;
    int n, max;
    part *part;
    bool sign_slot;                    /* the pattern has a "-" where the sign goes */
    const char *sign_type, *sign_text; /* the sign to write there (NULL: none) */
} parts;

static void add_part(parts *p, const char *type, const char *utf8, size_t n) {
    if (n == 0 || p->len + n >= p->cap) return;
    if (p->n > 0 && strcmp(p->part[p->n - 1].type, type) == 0 && strcmp(type, "integer") != 0) {
        memcpy(p->text + p->len, utf8, n); /* "literal" + "literal" is one part */
        p->len += n;
        p->part[p->n - 1].end = p->len;
        return;
    }
    if (p->n == p->max) return;
    memcpy(p->text + p->len, utf8, n);
    p->part[p->n].type = type;
    p->part[p->n].start = p->len;
    p->len += n;
    p->part[p->n].end = p->len;
    p->n++;
}

static void add_cpart(parts *p, const char *type, const char *utf8) { add_part(p, type, utf8, strlen(utf8)); }

/* A number to format: NaN, an infinity, or value = 0.D * 10^point (k digits, none when zero). */
typedef struct decimal {
    bool negative, nan, inf;
    const char *digits;
    int k, point;
} decimal;

/* Shortest digits of |x| (x finite, nonzero): value = 0.D * 10^point; returns the count.
 * Reads them back from the JS text of the number ("123.45", "0.001", "1.5e+21", "1e-7"). */
static int shortest_digits(double x, char *digits, int *point) {
    char text[40];
    sx_number_format(fabs(x), text);
    int k = 0, before_point = -1, exp10 = 0;
    const char *p = text;
    for (; *p && *p != 'e'; p++) {
        if (*p == '.') before_point = k;
        else digits[k++] = *p;
    }
    if (*p == 'e') exp10 = atoi(p + 1);
    *point = (before_point < 0 ? k : before_point) + exp10;
    int lead = 0; /* "0.001" -> digits "1", point -2 */
    while (lead < k - 1 && digits[lead] == '0') lead++;
    memmove(digits, digits + lead, (size_t)(k - lead));
    k -= lead;
    *point -= lead;
    while (k > 1 && digits[k - 1] == '0') k--;
    return k;
}

/* x as a decimal, its digits in buf (NUM_DIGITS bytes). */
static decimal decimal_of(double x, char *buf) {
    decimal d = {.negative = signbit(x) && !isnan(x), .nan = isnan(x), .inf = isinf(x), .digits = buf, .point = 1};
    if (isfinite(x) && x != 0) d.k = shortest_digits(x, buf, &d.point);
    return d;
}

/* Whether cutting digits[0..k) to `keep` digits rounds the magnitude up, by the rounding mode. */
static bool round_up(int mode, bool negative, const char *digits, int k, int keep) {
    if (keep >= k) return false;
    int first = keep >= 0 ? digits[keep] - '0' : 0; /* the first digit cut off */
    bool rest = false;
    for (int i = keep + 1 > 0 ? keep + 1 : 0; i < k && !rest; i++) rest = digits[i] != '0';
    if (first == 0 && !rest) return false;                                  /* exact */
    int half = first > 5 || (first == 5 && rest) ? 1 : first == 5 ? 0 : -1; /* vs one half */
    bool odd = keep > 0 && ((digits[keep - 1] - '0') & 1);
    switch (mode) {
    case SX_NF_ROUND_CEIL: return !negative;
    case SX_NF_ROUND_FLOOR: return negative;
    case SX_NF_ROUND_EXPAND: return true;
    case SX_NF_ROUND_TRUNC: return false;
    case SX_NF_ROUND_HALF_CEIL: return half > 0 || (half == 0 && !negative);
    case SX_NF_ROUND_HALF_FLOOR: return half > 0 || (half == 0 && negative);
    case SX_NF_ROUND_HALF_TRUNC: return half > 0;
    case SX_NF_ROUND_HALF_EVEN: return half > 0 || (half == 0 && odd);
    default: return half >= 0; /* halfExpand */
    }
}

/* Drop trailing zeros; all zeros: no digits. */
static int trim_zeros(char *digits, int k) {
    while (k > 0 && digits[k - 1] == '0') k--;
    return k;
}

/* Cut digits[0..k) to `keep` digits, one more in the last kept place when `up`; a carry may
 * make a new leading digit (999 -> 1000), a keep <= 0 rounded up gives "1" in that place. */
static int round_digits(char *digits, int k, int *point, int keep, bool up) {
    if (keep >= k) return k;
    if (keep <= 0) {
        if (!up) return 0;
        digits[0] = '1';
        *point += 1 - keep;
        return 1;
    }
    k = keep;
    while (up && k > 0) {
        if (digits[k - 1] == '9') k--;
        else digits[k - 1]++, up = false;
    }
    if (up) { /* 999 -> 1000 */
        digits[0] = '1';
        k = 1;
        (*point)++;
    }
    return trim_zeros(digits, k);
}

/* Round to a multiple of `inc` units of the place `keep` (roundingIncrement): M, the digits
 * [0, keep) as an integer, becomes M - M % inc, or that plus inc when the rounding mode says up.
 * digits has room for k + 8 digits. Every increment divides 10^4: past 4 zeros, M is a multiple. */
static int round_increment(char *digits, int k, int *point, int keep, int inc, int mode, bool negative) {
    if (keep >= k + 4) return k;
    if (keep <= 0) { /* M = 0: the value, below one unit, is under half of any increment > 1 */
        bool up = k > 0 && (mode == SX_NF_ROUND_CEIL    ? !negative
                            : mode == SX_NF_ROUND_FLOOR ? negative
                                                        : mode == SX_NF_ROUND_EXPAND);
        if (!up) return 0;
        int n = snprintf(digits, 8, "%d", inc);
        *point = *point - keep + n;
        return trim_zeros(digits, n);
    }
    for (int i = k; i < keep; i++) digits[i] = '0';
    int r = 0, r2 = 0; /* M % inc, M % (2 inc): the parity of M / inc */
    for (int i = 0; i < keep; i++) r = (r * 10 + digits[i] - '0') % inc, r2 = (r2 * 10 + digits[i] - '0') % (2 * inc);
    int first = keep < k ? digits[keep] - '0' : 0;
    bool rest = false;
    for (int i = keep + 1; i < k && !rest; i++) rest = digits[i] != '0';
    bool tail = first != 0 || rest;
    int half; /* (r + tail) against inc / 2 */
    if (inc % 2 == 0) half = r != inc / 2 ? (r > inc / 2 ? 1 : -1) : (tail ? 1 : 0);
    else half = r != inc / 2 ? (r > inc / 2 ? 1 : -1) : (first > 5 || (first == 5 && rest) ? 1 : first == 5 ? 0 : -1);
    bool up;
    if (r == 0 && !tail) up = false;
    else if (mode == SX_NF_ROUND_CEIL) up = !negative;
    else if (mode == SX_NF_ROUND_FLOOR) up = negative;
    else if (mode == SX_NF_ROUND_EXPAND) up = true;
    else if (mode == SX_NF_ROUND_TRUNC) up = false;
    else if (half != 0) up = half > 0;
    else if (mode == SX_NF_ROUND_HALF_CEIL) up = !negative;
    else if (mode == SX_NF_ROUND_HALF_FLOOR) up = negative;
    else if (mode == SX_NF_ROUND_HALF_TRUNC) up = false;
    else if (mode == SX_NF_ROUND_HALF_EVEN) up = r2 >= inc;
    else up = true;
    int add = (up ? inc : 0) - r, carry = 0; /* M += add, from the last digit */
    for (int i = keep - 1; i >= 0 && (add != 0 || carry != 0); i--) {
        int d = digits[i] - '0' + add % 10 + carry;
        add /= 10;
        carry = d < 0 ? -1 : d / 10;
        digits[i] = (char)('0' + (d + 10) % 10);
    }
    k = keep;
    for (int c = add + carry; c > 0; c /= 10) { /* a carry past the first digit */
        memmove(digits + 1, digits, (size_t)k);
        digits[0] = (char)('0' + c % 10);
        k++, (*point)++;
    }
    int lead = 0;
    while (lead < k && digits[lead] == '0') lead++;
    memmove(digits, digits + lead, (size_t)(k - lead));
    k -= lead, *point -= lead;
    return trim_zeros(digits, k);
}

/* The rounded digits of a number: value = 0.D * 10^point, `frac` fraction digits shown;
 * mag is the rounding magnitude (the place of the last digit kept), digits has d.k + 8 bytes. */
typedef struct rounded {
    char *digits;
    int k, point, frac, mag;
} rounded;

/* Round to fraction digits (significant false) or significant digits. */
static void round_to(const sx_nf *f, bool significant, const decimal *d, int scale, rounded *r) {
    r->k = d->k, r->point = d->k > 0 ? d->point + scale : 1;
    memcpy(r->digits, d->digits, (size_t)d->k);
    int keep = significant ? f->max_sig : r->point + f->max_frac;
    r->mag = significant ? r->point - f->max_sig : -f->max_frac;
    if (!significant && f->increment > 1)
        r->k = round_increment(r->digits, r->k, &r->point, keep, f->increment, f->rounding_mode, d->negative);
    else if (r->k > 0)
        r->k = round_digits(r->digits, r->k, &r->point, keep,
                            round_up(f->rounding_mode, d->negative, r->digits, r->k, keep));
    if (r->k == 0) r->point = 1;
    int frac = r->k - r->point > 0 ? r->k - r->point : 0;
    if (significant) {
        int shown = r->k == 0 ? f->min_sig - 1 : f->min_sig - r->point; /* pad to min_sig digits */
        if (frac < shown) frac = shown;
    } else if (frac < f->min_frac) {
        frac = f->min_frac;
    }
    r->frac = frac;
}

/* Round as f says (ECMA-402 FormatNumericToString); other has room for a second result. */
static void round_number(const sx_nf *f, const decimal *d, int scale, rounded *r, char *other) {
    if (f->rounding == SX_NF_FRACTION || f->rounding == SX_NF_SIGNIFICANT) {
        round_to(f, f->rounding == SX_NF_SIGNIFICANT, d, scale, r);
    } else { /* both, and the one with more (less) precision; the significant one on a tie */
        rounded fixed = {.digits = other};
        round_to(f, true, d, scale, r);
        round_to(f, false, d, scale, &fixed);
        bool take_fixed = f->rounding == SX_NF_MORE_PRECISION ? r->mag > fixed.mag : r->mag <= fixed.mag;
        if (take_fixed) {
            memcpy(r->digits, fixed.digits, (size_t)fixed.k);
            r->k = fixed.k, r->point = fixed.point, r->frac = fixed.frac, r->mag = fixed.mag;
        }
    }
    if (f->strip_if_integer && r->k <= r->point) r->frac = 0; /* trailingZeroDisplay "stripIfInteger" */
}

static char digit_at(const rounded *r, int idx) { return idx >= 0 && idx < r->k ? r->digits[idx] : '0'; }

/* Append integer digits to the part being written, or start a new one (after a group). */
static void integer_run(parts *p, const char *run, size_t n, bool fresh) {
    if (fresh || p->n == 0 || strcmp(p->part[p->n - 1].type, "integer") != 0) {
        add_part(p, "integer", run, n);
        return;
    }
    if (n == 0 || p->len + n >= p->cap) return;
    memcpy(p->text + p->len, run, n);
    p->len += n;
    p->part[p->n - 1].end = p->len;
}

/* Integer, group, decimal and fraction parts of a rounded number. */
static void number_parts(parts *p, const sx_nf *f, const rounded *r) {
    const sx_intl_locale *l = f->locale;
    int int_len = r->point > 0 ? r->point : 1;
    int min_int = f->min_int > int_len ? f->min_int : int_len;
    int min_group = f->grouping == SX_NF_GROUP_MIN2 ? 2 : f->grouping == SX_NF_GROUP_ALWAYS ? 1 : l->min_grouping;
    int first = l->group_primary, then = l->group_secondary; /* 3 and 3; en-IN: 3 then 2 */
    bool group = f->grouping != SX_NF_GROUP_OFF && min_int >= first + min_group;
    bool money = f->style == SX_NF_CURRENCY; /* de-AT, fr-CH: other separators for amounts */
    char run[256];
    size_t n = 0;
    bool fresh = true;
    for (int i = 0; i < min_int; i++) {
        int idx = r->point - min_int + i; /* leading zeros for minimumIntegerDigits */
        run[n++] = r->point > 0 ? digit_at(r, idx) : '0';
        int left = min_int - 1 - i;
        if (group && left > 0 && (left == first || (left > first && (left - first) % then == 0))) {
            integer_run(p, run, n, fresh);
            add_cpart(p, "group", money ? l->currency_group : l->group);
            n = 0, fresh = true;
        } else if (n == sizeof run) { /* a long ungrouped run (a BigInt's digits) */
            integer_run(p, run, n, fresh);
            n = 0, fresh = false;
        }
    }
    integer_run(p, run, n, fresh);
    if (r->frac > 0) {
        add_cpart(p, "decimal", money ? l->currency_decimal : l->decimal);
        n = 0;
        for (int i = 0; i < r->frac; i++) {
            run[n++] = digit_at(r, r->point + i);
            if (n == sizeof run || i == r->frac - 1) add_part(p, "fraction", run, n), n = 0;
        }
    }
}

/* Is the UTF-8 character at s a letter-like one (not a currency or other symbol, not a space)? */
static bool alpha_char(const char *s, size_t n) {
    if (n == 0) return false;
    unsigned char c = (unsigned char)s[0];
    if (c < 0x80) return isalnum(c);
    unsigned cp = 0;
    if ((c & 0xE0) == 0xC0 && n >= 2) cp = ((c & 0x1Fu) << 6) | (s[1] & 0x3Fu);
    else if ((c & 0xF0) == 0xE0 && n >= 3) cp = ((c & 0x0Fu) << 12) | ((s[1] & 0x3Fu) << 6) | (s[2] & 0x3Fu);
    else return true;
    if (cp >= 0xA2 && cp <= 0xA5) return false;     /* ¢ £ ¤ ¥ */
    if (cp >= 0x20A0 && cp <= 0x20CF) return false; /* the currency symbols block */
    if (cp >= 0xFFE0 && cp <= 0xFFE6) return false; /* fullwidth ￠ ￡ ￥ ￦ */
    if (cp == 0xA0 || cp == 0x202F || cp == 0x2009) return false;
    return true;
}

/* The last (end) or first UTF-8 character of s, as a pointer and length. */
static const char *edge_char(const char *s, bool end, size_t *n) {
    size_t len = strlen(s);
    if (len == 0) return *n = 0, s;
    if (!end) {
        size_t k = 1;
        while (k < len && ((unsigned char)s[k] & 0xC0) == 0x80) k++;
        return *n = k, s;
    }
    size_t k = len - 1;
    while (k > 0 && ((unsigned char)s[k] & 0xC0) == 0x80) k--;
    return *n = len - k, s + k;
}

/* Bytes of the space (" ", U+00A0, U+202F) at s, or 0. */
static size_t space_at(const char *s, size_t n) {
    const unsigned char *u = (const unsigned char *)s;
    if (n >= 1 && u[0] == ' ') return 1;
    if (n >= 2 && u[0] == 0xC2 && u[1] == 0xA0) return 2;
    if (n >= 3 && u[0] == 0xE2 && u[1] == 0x80 && u[2] == 0xAF) return 3;
    return 0;
}

/* Bytes of the space ending at s[end - 1], or 0. */
static size_t space_before(const char *s, size_t end) {
    if (end >= 1 && space_at(s + end - 1, 1)) return 1;
    if (end >= 2 && space_at(s + end - 2, 2) == 2) return 2;
    if (end >= 3 && space_at(s + end - 3, 3) == 3) return 3;
    return 0;
}

/* Affix text of a pattern (before or after the number): "¤" is the currency, "%" the percent
 * sign, spaces are literals, the rest compact words (compact patterns) or literals. */
static void affix_parts(parts *p, const sx_nf *f, const char *a, size_t n, const char *currency, bool compact) {
    size_t i = 0;
    while (i < n) {
        unsigned char c = (unsigned char)a[i];
        if (c == 0xC2 && i + 1 < n && (unsigned char)a[i + 1] == 0xA4) { /* ¤ */
            add_cpart(p, "currency", currency);
            i += 2;
        } else if (c == '%') {
            add_cpart(p, "percentSign", f->locale->percent);
            i++;
        } else if (c == '\'') {
            i++; /* quoting marks of CLDR patterns */
        } else if (c == '-' && p->sign_slot) {
            if (p->sign_text != NULL) add_cpart(p, p->sign_type, p->sign_text);
            i++;
        } else {
            size_t k = 1;
            while (i + k < n && ((unsigned char)a[i + k] & 0xC0) == 0x80) k++;
            bool space = c == ' ' || (c == 0xC2 && (unsigned char)a[i + 1] == 0xA0) ||
                         (c == 0xE2 && k == 3 && (unsigned char)a[i + 1] == 0x80 && (unsigned char)a[i + 2] == 0xAF);
            add_part(p, space || !compact ? "literal" : "compact", a + i, k);
            i += k;
        }
    }
}

/* Append src to dst (size bytes), replacing "{0}" with a and "{1}" with b. */
static void substitute(char *dst, size_t size, const char *src, const char *a, const char *b) {
    size_t n = strlen(dst);
    for (const char *c = src; *c && n + 1 < size; c++) {
        const char *with = c[0] == '{' && c[2] == '}' ? (c[1] == '0' ? a : c[1] == '1' ? b : NULL) : NULL;
        if (with != NULL) {
            size_t k = strlen(with);
            if (n + k >= size) break;
            memcpy(dst + n, with, k);
            n += k;
            c += 2;
        } else {
            dst[n++] = *c;
        }
    }
    dst[n] = 0;
}

/* The pattern of a unit for a plural category ("{0} km/h"); X-per-Y units without a whole form
 * are composed as ICU does: Y's "per" pattern around X's, or the locale's "{0}/{1}" with Y's name. */
static void unit_pattern(const sx_nf *f, int count, char *out, size_t size) {
    const sx_intl_locale *l = f->locale;
    out[0] = 0;
    const sx_intl_unit *u = sx_intl_unit_find(l, f->unit, f->unit_display);
    if (u != NULL) {
        substitute(out, size, u->pattern[count] ? u->pattern[count] : u->pattern[SX_PLURAL_OTHER], "{0}", "");
        return;
    }
    const char *per = strstr(f->unit, "-per-");
    char x[48];
    memcpy(x, f->unit, (size_t)(per - f->unit));
    x[per - f->unit] = 0;
    const sx_intl_unit *ux = sx_intl_unit_find(l, x, f->unit_display);
    const sx_intl_unit *uy = sx_intl_unit_find(l, per + 5, f->unit_display);
    if (ux == NULL || uy == NULL) return;
    const char *xp = ux->pattern[count] ? ux->pattern[count] : ux->pattern[SX_PLURAL_OTHER];
    if (uy->per_pattern != NULL) {
        substitute(out, size, uy->per_pattern, xp, "");
        return;
    }
    char name[96] = ""; /* Y's singular name: its pattern without "{0}" and the spaces around it */
    substitute(name, sizeof name,
               uy->pattern[SX_PLURAL_ONE] ? uy->pattern[SX_PLURAL_ONE] : uy->pattern[SX_PLURAL_OTHER], "", "");
    char *start = name;
    while (space_at(start, strlen(start))) start += space_at(start, strlen(start));
    size_t n = strlen(start);
    while (n > 0 && space_before(start, n)) n -= space_before(start, n);
    start[n] = 0;
    substitute(out, size, l->per_pattern[f->unit_display], xp, start);
}

/* A unit affix: spaces at its ends are literals, the text between them the unit (or the
 * currency's name). */
static void unit_affix(parts *p, const char *a, size_t n, const char *type) {
    size_t lead = 0, trail = n;
    while (lead < n && space_at(a + lead, n - lead)) lead += space_at(a + lead, n - lead);
    while (trail > lead && space_before(a, trail)) trail -= space_before(a, trail);
    add_part(p, "literal", a, lead);
    add_part(p, type, a + lead, trail - lead);
    add_part(p, "literal", a + trail, n - trail);
}

/* Split a pattern ("¤#,##0.00", "#,##0 %", "00 Tausend") into prefix and suffix around the number. */
static void split_pattern(const char *pat, size_t *pre_len, const char **suf) {
    const char *first = pat + strcspn(pat, "#0,.");
    const char *last = first;
    while (*last && strchr("#0,.", *last)) last++;
    *pre_len = (size_t)(first - pat);
    *suf = last;
}

/* The sign part for the number (negative: a rounded value may be zero, "-0"). */
static void sign_part(parts *p, const sx_nf *f, bool negative, bool zero, bool nan) {
    const sx_intl_locale *l = f->locale;
    bool shown = f->sign == SX_NF_SIGN_AUTO          ? negative
                 : f->sign == SX_NF_SIGN_ALWAYS      ? true
                 : f->sign == SX_NF_SIGN_EXCEPT_ZERO ? !zero && !nan
                 : f->sign == SX_NF_SIGN_NEGATIVE    ? negative && !zero
                                                     : false;
    if (!shown) return;
    if (p->sign_slot) { /* the pattern places the sign ("¤-#,##0.00"): it is written there */
        p->sign_type = negative ? "minusSign" : "plusSign", p->sign_text = negative ? l->minus : l->plus;
        return;
    }
    add_cpart(p, negative ? "minusSign" : "plusSign", negative ? l->minus : l->plus);
}

/* The compact pattern for a number of magnitude `mag` (10^mag <= |x| < 10^(mag+1)) and plural
 * category; NULL below the table (no abbreviation). */
static const char *compact_pattern(const sx_nf *f, int mag, int count) {
    const sx_intl_locale *l = f->locale;
    const sx_intl_compact *t = f->compact_long ? l->compact_long : l->compact_short;
    int n = f->compact_long ? l->n_compact_long : l->n_compact_short;
    int best = -1;
    for (int i = 0; i < n; i++)
        if (t[i].exp <= mag && (best < 0 || t[i].exp > t[best].exp)) best = i;
    if (best < 0) return NULL;
    int exp = t[best].exp;
    const char *other = NULL;
    for (int i = 0; i < n; i++) {
        if (t[i].exp != exp) continue;
        if (t[i].count == count) return t[i].pattern;
        if (count == SX_PLURAL_EXACT_ONE) continue;
        if (t[i].count == SX_PLURAL_OTHER) other = t[i].pattern;
    }
    return other;
}

/* The power of ten a compact pattern divides by: 10^exp shown with as many digits as its zeros. */
static int compact_scale(const char *pattern, int exp) {
    int zeros = 0;
    for (const char *c = pattern; *c; c++) zeros += *c == '0';
    if (zeros <= 1 && strspn(pattern, "0") == strlen(pattern)) return 0; /* "0": no abbreviation */
    return exp - (zeros - 1);
}

static int compact_exp_of(const sx_nf *f, int mag) {
    const sx_intl_locale *l = f->locale;
    const sx_intl_compact *t = f->compact_long ? l->compact_long : l->compact_short;
    int n = f->compact_long ? l->n_compact_long : l->n_compact_short, best = -1;
    for (int i = 0; i < n; i++)
        if (t[i].exp <= mag && t[i].exp > best) best = t[i].exp;
    return best;
}

/* Digits text of a rounded number ("1.20") for the plural rules. */
static void plain_text(const rounded *r, char *out, size_t size) {
    size_t n = 0;
    int int_len = r->point > 0 ? r->point : 1;
    for (int i = 0; i < int_len && n + 2 < size; i++) out[n++] = r->point > 0 ? digit_at(r, i) : '0';
    if (r->frac > 0 && n + 2 < size) out[n++] = '.';
    for (int i = 0; i < r->frac && n + 1 < size; i++) out[n++] = digit_at(r, r->point + i);
    out[n] = 0;
}

/* Round for scientific (engineering) notation: the mantissa in [1, 10) ([1, 1000)) as the digit
 * options round it, its exponent in *exp (again after a carry: 9.9996 -> 1E1). */
static void round_scientific(const sx_nf *f, const decimal *d, int scale, rounded *r, char *other, int *exp) {
    *exp = 0;
    if (d->k == 0) return round_number(f, d, scale, r, other);
    int mag = d->point - 1 + scale;
    for (int pass = 0; pass < 2; pass++) {
        *exp = f->notation == SX_NF_NOTATION_ENGINEERING ? (mag >= 0 ? mag / 3 : -((2 - mag) / 3)) * 3 : mag;
        round_number(f, d, scale - *exp, r, other);
        if (r->k == 0 || r->point - 1 + *exp == mag) break;
        mag = r->point - 1 + *exp;
    }
}

/* The parts of d formatted by f; scratch holds 2 (d->k + 8) bytes for the rounding. */
static void format_parts(parts *p, const sx_nf *f, const decimal *d, char *scratch) {
    const sx_intl_locale *l = f->locale;
    p->len = 0, p->n = 0, p->sign_slot = false, p->sign_type = p->sign_text = NULL;
    const char *currency = "";
    if (f->style == SX_NF_CURRENCY)
        currency = f->currency_display == SX_NF_CODE
                       ? f->currency
                       : sx_intl_currency_symbol(l, f->currency, f->currency_display == SX_NF_NARROW);
    bool by_name = f->style == SX_NF_CURRENCY && f->currency_display == SX_NF_NAME;
    const char *pattern = f->style == SX_NF_PERCENT                ? l->percent_pattern
                          : f->style == SX_NF_CURRENCY && !by_name ? l->currency_pattern
                                                                   : l->decimal_pattern;
    rounded r = {.digits = scratch};
    char *other = scratch + d->k + 8;
    const char *compact = NULL;
    int compact_shift = 0, sci_exp = 0;
    bool finite = !d->nan && !d->inf;
    bool sci = f->notation == SX_NF_NOTATION_SCIENTIFIC || f->notation == SX_NF_NOTATION_ENGINEERING;
    if (finite && sci) {
        round_scientific(f, d, f->style == SX_NF_PERCENT ? 2 : 0, &r, other, &sci_exp);
    } else if (finite) {
        int scale = f->style == SX_NF_PERCENT ? 2 : 0, cexp = -1, mag = 0, shift = 0;
        compact_shift = 0;
        round_number(f, d, scale, &r, other);
        mag = r.point - 1;
        for (int pass = 0; pass < 2 && f->notation == SX_NF_NOTATION_COMPACT && r.k > 0; pass++) {
            cexp = compact_exp_of(f, mag); /* again when rounding carries: 999999 -> 1M */
            const char *pat = cexp >= 0 ? compact_pattern(f, cexp, SX_PLURAL_OTHER) : NULL;
            shift = pat ? compact_scale(pat, cexp) : 0;
            round_number(f, d, scale - shift, &r, other);
            compact = shift != 0 ? pat : NULL;
            compact_shift = shift;
            if (r.k == 0 || r.point - 1 + shift == mag) break;
            mag = r.point - 1 + shift;
        }
        if (compact != NULL) { /* the pattern for the shown number's plural category */
            char text[400];
            plain_text(&r, text, sizeof text);
            const char *exact = strcmp(text, "1") == 0 ? compact_pattern(f, cexp, SX_PLURAL_EXACT_ONE) : NULL;
            compact = exact && exact != compact_pattern(f, cexp, SX_PLURAL_OTHER)
                          ? exact
                          : compact_pattern(f, cexp, sx_intl_plural(l, false, text, 0));
        }
    }
    bool zero = finite && r.k == 0;
    bool negative = d->negative;
    if (f->style == SX_NF_CURRENCY && finite &&
        !by_name) { /* "CHF 5.00": the alpha pattern when a letter meets the number */
        size_t pre, cn;
        const char *suf;
        split_pattern(pattern, &pre, &suf);
        bool before = strstr(pattern, "\xC2\xA4") == pattern;
        const char *c = edge_char(currency, before, &cn);
        if (alpha_char(c, cn)) pattern = l->currency_alpha_pattern;
        bool sign_shown = f->sign == SX_NF_SIGN_ALWAYS || (f->sign == SX_NF_SIGN_EXCEPT_ZERO && !zero) ||
                          (negative && f->sign != SX_NF_SIGN_NEVER && !(f->sign == SX_NF_SIGN_NEGATIVE && zero));
        if (l->currency_negative_pattern != NULL && sign_shown && f->notation != SX_NF_NOTATION_COMPACT) {
            pattern = l->currency_negative_pattern; /* "CHF-5.00", "CHF+5.00" */
            p->sign_slot = true;
        }
        if (f->currency_sign == 1) { /* accounting: "($5.00)" where the locale has it */
            int alpha = alpha_char(c, cn) ? 2 : 0;
            pattern = l->accounting[alpha];
            const char *neg = l->accounting[alpha + 1]; /* a "+" takes the place of its "-" */
            p->sign_slot = sign_shown && neg != NULL && (negative || strchr(neg, '-') != NULL);
            if (p->sign_slot) pattern = l->accounting[alpha + 1];
        }
    }
    size_t pre_len;
    const char *suf;
    split_pattern(pattern, &pre_len, &suf);
    char upat[256] = "";
    const char *usuf = "";
    size_t upre = 0;
    bool percent_unit = f->style == SX_NF_UNIT && f->unit_display != 0 && strcmp(f->unit, "percent") == 0;
    if (percent_unit) split_pattern(l->percent_pattern, &pre_len, &suf), pattern = l->percent_pattern;
    if ((f->style == SX_NF_UNIT && !percent_unit) || by_name) { /* "{0} km/h", "{0} {1}" by plural category */
        char text[400];
        plain_text(&r, text, sizeof text);
        int count = finite ? sx_intl_plural(l, false, text, compact ? compact_shift : sci_exp) : SX_PLURAL_OTHER;
        if (by_name) {
            const char *cu = l->currency_units[count] ? l->currency_units[count] : l->currency_units[SX_PLURAL_OTHER];
            substitute(upat, sizeof upat, cu, "{0}", sx_intl_currency_name(l, f->currency, count));
        } else {
            unit_pattern(f, count, upat, sizeof upat);
        }
        const char *at = strstr(upat, "{0}");
        upre = at ? (size_t)(at - upat) : 0;
        usuf = at ? at + 3 : "";
    }
    unit_affix(p, upat, upre, by_name ? "currency" : "unit");
    sign_part(p, f, negative, zero, d->nan);
    affix_parts(p, f, pattern, pre_len, currency, false);
    size_t cpre = 0;
    const char *csuf = "";
    if (compact != NULL) {
        split_pattern(compact, &cpre, &csuf);
        affix_parts(p, f, compact, cpre, currency, true);
    }
    if (compact != NULL && strchr(compact, '0') == NULL) {
        /* "mille": the word alone */
    } else if (d->nan) {
        add_cpart(p, "nan", l->nan);
    } else if (d->inf) {
        add_cpart(p, "infinity", l->infinity);
    } else {
        number_parts(p, f, &r);
        if (sci) { /* "1.235E5", "123,456E-6" */
            char e[16];
            add_cpart(p, "exponentSeparator", l->exponential);
            if (sci_exp < 0) add_cpart(p, "exponentMinusSign", l->minus);
            snprintf(e, sizeof e, "%d", abs(sci_exp));
            add_cpart(p, "exponentInteger", e);
        }
    }
    if (compact != NULL) affix_parts(p, f, csuf, strlen(csuf), currency, true);
    affix_parts(p, f, suf, strlen(suf), currency, false);
    unit_affix(p, usuf, strlen(usuf), by_name ? "currency" : "unit");
}

/* The parts as a string, or as formatToParts' array of {type, value}. */
static sx_value parts_result(sx_vm *vm, const parts *p, bool to_parts) {
    if (!to_parts) {
        sx_strbuf b;
        sx_strbuf_init(&b, vm);
        sx_strbuf_utf8(&b, p->text, p->len);
        sx_string *s = sx_strbuf_finish(&b);
        return s ? sx_from_string(s) : SX_EXCEPTION;
    }
    sx_object *arr = sx_array_new(vm, (uint32_t)p->n);
    if (arr == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(arr));
    for (int i = 0; i < p->n; i++) {
        sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
        if (o == NULL || !sx_array_push(vm, arr, sx_from_object(o))) return SX_EXCEPTION;
        sx_string *type = sx_string_from_cstr(vm, p->part[i].type);
        if (type == NULL || !sx_define_value(vm, o, "type", sx_from_string(type), SX_PROP_DEFAULT)) return SX_EXCEPTION;
        sx_strbuf b;
        sx_strbuf_init(&b, vm);
        sx_strbuf_utf8(&b, p->text + p->part[i].start, p->part[i].end - p->part[i].start);
        sx_string *v = sx_strbuf_finish(&b);
        if (v == NULL || !sx_define_value(vm, o, "value", sx_from_string(v), SX_PROP_DEFAULT)) return SX_EXCEPTION;
    }
    sx_temp_pop(vm, 1);
    return sx_from_object(arr);
}

static sx_value format_double(sx_vm *vm, const sx_nf *f, double x, bool to_parts) {
    if (!sx_meter_charge(vm, SX_METER_FORMAT_UNITS)) return SX_EXCEPTION;
    char buf[NUM_DIGITS], scratch[2 * (NUM_DIGITS + 8)], text[TEXT_MAX];
    part part[PART_MAX];
    parts p = {.text = text, .cap = sizeof text, .max = PART_MAX, .part = part};
    decimal d = decimal_of(x, buf);
    format_parts(&p, f, &d, scratch);
    return parts_result(vm, &p, to_parts);
}

sx_value sx_nf_format(sx_vm *vm, const sx_nf *f, double x) { return format_double(vm, f, x, false); }

sx_value sx_nf_format_to_parts(sx_vm *vm, const sx_nf *f, double x) { return format_double(vm, f, x, true); }

sx_value sx_nf_format_decimal(sx_vm *vm, const sx_nf *f, const char *text, size_t len, bool to_parts) {
    decimal d = {.negative = len > 0 && text[0] == '-'};
    size_t at = d.negative;
    while (at < len && text[at] == '0') at++; /* leading zeros */
    size_t k = len - at;
    if (k > (size_t)INT_MAX / 8) return sx_throw_range(vm, "Invalid string length");
    if (!sx_meter_charge(vm, SX_METER_FORMAT_UNITS) || !sx_meter_chars(vm, k)) return SX_EXCEPTION;
    /* scratch for the rounding, the digits, then the text: the digits, a group separator (at most
     * 3 bytes) every 2 or 3 digits, the affixes; 2 parts per group (aligned after the text) */
    size_t cap = (2 * (k + 8) + (k + 1) + 3 * k + 1024 + 15) / 16 * 16, max = k + PART_MAX;
    size_t bytes = cap + max * sizeof(part);
    char *mem = sx_mem_alloc(vm, bytes);
    if (mem == NULL) return sx_throw_oom(vm), SX_EXCEPTION;
    char *scratch = mem, *digits = mem + 2 * (k + 8), *out = digits + k + 1;
    memcpy(digits, text + at, k);
    d.digits = digits;
    d.point = (int)k;
    d.k = trim_zeros(digits, (int)k);
    if (d.k == 0) d.point = 1;
    parts p = {.text = out, .cap = cap - (size_t)(out - mem), .max = (int)max, .part = (part *)(void *)(mem + cap)};
    format_parts(&p, f, &d, scratch);
    sx_value v = parts_result(vm, &p, to_parts);
    sx_mem_free(vm, mem, bytes);
    return v;
}

/* -- reading the options (ECMA-402 InitializeNumberFormat and SetNumberFormatDigitOptions) -- */

/* A string option as UTF-8 text ("" when undefined, "?" when too long); false on exception. */
static bool string_option(sx_vm *vm, sx_value opts, const char *name, char *out, size_t size) {
    sx_string *key = sx_atom(vm, name);
    sx_value v = key ? sx_get(vm, opts, key) : SX_EXCEPTION;
    if (v == SX_EXCEPTION) return false;
    out[0] = 0;
    if (v == SX_UNDEFINED) return true;
    sx_string *s = sx_to_string(vm, v);
    if (s == NULL) return false;
    if (s->len >= size) {
        snprintf(out, size, "?");
        return true;
    }
    sx_string_to_utf8(s, out, size);
    return true;
}

/* out = index of the option's value in `values` (NULL-terminated), or `dflt` when undefined. */
static bool enum_option(sx_vm *vm, const sx_nf *f, sx_value opts, const char *name, const char *const *values, int dflt,
                        int *out) {
    char text[32];
    if (!string_option(vm, opts, name, text, sizeof text)) return false;
    *out = dflt;
    if (text[0] == 0 && sx_get(vm, opts, sx_atom(vm, name)) == SX_UNDEFINED) return true;
    for (int i = 0; values[i]; i++)
        if (strcmp(text, values[i]) == 0) return *out = i, true;
    sx_throw_range(vm, "Value %s out of range for %s options property %s", text, f->caller, name);
    return false;
}

/* An integer option in [lo, hi] (-1 when undefined). */
static bool digits_option(sx_vm *vm, sx_value opts, const char *name, int lo, int hi, int *out) {
    sx_value v = sx_get(vm, opts, sx_atom(vm, name));
    double d;
    *out = -1;
    if (v == SX_EXCEPTION || (v != SX_UNDEFINED && !sx_to_number(vm, v, &d))) return false;
    if (v == SX_UNDEFINED) return true;
    if (!(d >= lo && d <= hi)) {
        sx_throw_range(vm, "%s value is out of range.", name);
        return false;
    }
    *out = (int)floor(d);
    return true;
}

static bool read_style(sx_vm *vm, sx_value opts, sx_nf *f) {
    static const char *const styles[] = {"decimal", "percent", "currency", "unit", NULL};
    static const char *const displays[] = {"symbol", "narrowSymbol", "code", "name", NULL};
    static const char *const signs[] = {"standard", "accounting", NULL};
    char currency[8];
    int display;
    if (!enum_option(vm, f, opts, "style", styles, SX_NF_DECIMAL, &f->style) ||
        !string_option(vm, opts, "currency", currency, sizeof currency) ||
        !enum_option(vm, f, opts, "currencyDisplay", displays, SX_NF_SYMBOL, &display) ||
        !enum_option(vm, f, opts, "currencySign", signs, 0, &f->currency_sign))
        return false;
    if (currency[0] != 0) {
        bool ok = strlen(currency) == 3;
        for (int i = 0; ok && i < 3; i++) ok = isalpha((unsigned char)currency[i]);
        if (!ok) return sx_throw_range(vm, "Invalid currency code : %s", currency), false;
        for (int i = 0; i < 3; i++) f->currency[i] = (char)toupper((unsigned char)currency[i]);
        f->currency[3] = 0;
    }
    if (f->style == SX_NF_CURRENCY && currency[0] == 0)
        return sx_throw_type(vm, "Currency code is required with currency style."), false;
    f->currency_display = display;
    return true;
}

/* A sanctioned simple unit (every one has a long form in the tables). */
static bool simple_unit(const sx_nf *f, const char *name) { return sx_intl_unit_find(f->locale, name, 0) != NULL; }

static bool read_unit(sx_vm *vm, const char *caller, sx_value opts, sx_nf *f) {
    static const char *const displays[] = {"long", "short", "narrow", NULL};
    char unit[64];
    if (!string_option(vm, opts, "unit", unit, sizeof unit) ||
        !enum_option(vm, f, opts, "unitDisplay", displays, 1, &f->unit_display))
        return false;
    if (f->style != SX_NF_UNIT) return true;
    if (unit[0] == 0) return sx_throw_type(vm, "Invalid unit argument for %s() ''", caller), false;
    bool ok = strlen(unit) < sizeof f->unit && simple_unit(f, unit);
    const char *per = strstr(unit, "-per-");
    if (!ok && per != NULL && strlen(unit) < sizeof f->unit) {
        char x[64];
        memcpy(x, unit, (size_t)(per - unit));
        x[per - unit] = 0;
        ok = simple_unit(f, x) && simple_unit(f, per + 5);
    }
    if (!ok) return sx_throw_range(vm, "Invalid unit argument for %s() '%s'", caller, unit), false;
    strcpy(f->unit, unit);
    return true;
}

static bool read_notation(sx_vm *vm, sx_value opts, sx_nf *f) {
    static const char *const notations[] = {"standard", "scientific", "engineering", "compact", NULL};
    return enum_option(vm, f, opts, "notation", notations, SX_NF_NOTATION_STANDARD, &f->notation);
}

/* roundingIncrement: one of the sanctioned steps (1 when undefined). */
static bool read_increment(sx_vm *vm, sx_value opts, sx_nf *f) {
    static const int steps[] = {1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000};
    int inc;
    if (!digits_option(vm, opts, "roundingIncrement", 1, 5000, &inc)) return false;
    f->increment = inc < 0 ? 1 : inc;
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++)
        if (steps[i] == f->increment) return true;
    return sx_throw_range(vm, "roundingIncrement value is out of range."), false;
}

/* ECMA-402 SetNumberFormatDigitOptions: the digit options, the rounding increment, mode and
 * priority, trailingZeroDisplay; which of fraction / significant digits round. */
static bool read_digits(sx_vm *vm, sx_value opts, sx_nf *f) {
    static const char *const modes[] = {"ceil",      "floor",      "expand",    "trunc",    "halfCeil",
                                        "halfFloor", "halfExpand", "halfTrunc", "halfEven", NULL};
    static const char *const priorities[] = {"auto", "morePrecision", "lessPrecision", NULL};
    static const char *const zeros[] = {"auto", "stripIfInteger", NULL};
    int min_int, mnfd, mxfd, mnsd, mxsd, priority, strip;
    if (!digits_option(vm, opts, "minimumIntegerDigits", 1, 21, &min_int) ||
        !digits_option(vm, opts, "minimumFractionDigits", 0, 20, &mnfd) ||
        !digits_option(vm, opts, "maximumFractionDigits", 0, 20, &mxfd) ||
        !digits_option(vm, opts, "minimumSignificantDigits", 1, 21, &mnsd) ||
        !digits_option(vm, opts, "maximumSignificantDigits", 1, 21, &mxsd) || !read_increment(vm, opts, f) ||
        !enum_option(vm, f, opts, "roundingMode", modes, SX_NF_ROUND_HALF_EXPAND, &f->rounding_mode) ||
        !enum_option(vm, &(sx_nf){.caller = "SetNumberFormatDigitOptions"}, opts, "roundingPriority", priorities, 0,
                     &priority) ||
        !enum_option(vm, f, opts, "trailingZeroDisplay", zeros, 0, &strip))
        return false;
    f->strip_if_integer = strip == 1;
    f->priority_explicit = priority != 0;
    f->min_int = min_int < 0 ? 1 : min_int;
    int dmin = 0, dmax = f->style == SX_NF_PERCENT ? 0 : 3;
    if (f->style == SX_NF_CURRENCY) dmin = dmax = sx_intl_currency_digits(f->currency);
    if (f->increment != 1) dmax = dmin;
    bool has_sd = mnsd >= 0 || mxsd >= 0, has_fd = mnfd >= 0 || mxfd >= 0;
    bool need_sd = true, need_fd = true;
    if (priority == 0) {
        need_sd = has_sd;
        if (need_sd || (!has_fd && f->notation == SX_NF_NOTATION_COMPACT)) need_fd = false;
    }
    if (need_sd) {
        f->min_sig = mnsd < 0 ? 1 : mnsd;
        f->max_sig = mxsd < 0 ? 21 : mxsd;
        if (f->max_sig < f->min_sig)
            return sx_throw_range(vm, "maximumSignificantDigits value is out of range."), false;
    }
    if (need_fd) {
        f->min_frac = dmin, f->max_frac = dmax;
        if (mnfd >= 0 && mxfd >= 0 && mnfd > mxfd)
            return sx_throw_range(vm, "maximumFractionDigits value is out of range."), false;
        if (mnfd >= 0) f->min_frac = mnfd, f->max_frac = mxfd >= 0 ? mxfd : (mnfd > dmax ? mnfd : dmax);
        else if (mxfd >= 0) f->max_frac = mxfd, f->min_frac = dmin < mxfd ? dmin : mxfd;
    }
    if (!need_sd && !need_fd) { /* compact notation's default */
        f->min_frac = f->max_frac = 0, f->min_sig = 1, f->max_sig = 2;
        f->rounding = SX_NF_MORE_PRECISION;
    } else if (priority == 0) {
        f->rounding = has_sd ? SX_NF_SIGNIFICANT : SX_NF_FRACTION;
    } else {
        f->rounding = priority == 1 ? SX_NF_MORE_PRECISION : SX_NF_LESS_PRECISION;
    }
    if (f->increment != 1) {
        if (f->rounding != SX_NF_FRACTION) return sx_throw_type(vm, "RoundingType is not fractionDigits"), false;
        if (f->max_frac != f->min_frac)
            return sx_throw_range(vm, "maximumFractionDigits not equal to minimumFractionDigits"), false;
    }
    return true;
}

/* compactDisplay, useGrouping (true: "always", "true"/"false": the default, falsy: off), signDisplay. */
static bool read_display(sx_vm *vm, sx_value opts, sx_nf *f) {
    static const char *const compact[] = {"short", "long", NULL};
    static const char *const signs[] = {"auto", "never", "always", "exceptZero", "negative", NULL};
    int display;
    if (!enum_option(vm, f, opts, "compactDisplay", compact, 0, &display)) return false;
    f->compact_long = display == 1;
    f->grouping = f->notation == SX_NF_NOTATION_COMPACT ? SX_NF_GROUP_MIN2 : SX_NF_GROUP_AUTO;
    sx_value g = sx_get(vm, opts, sx_atom(vm, "useGrouping"));
    if (g == SX_EXCEPTION) return false;
    if (g == SX_TRUE) {
        f->grouping = SX_NF_GROUP_ALWAYS;
    } else if (g != SX_UNDEFINED && !sx_to_boolean(g)) {
        f->grouping = SX_NF_GROUP_OFF;
    } else if (g != SX_UNDEFINED) {
        sx_string *gs = sx_to_string(vm, g);
        char text[16] = "?";
        if (gs == NULL) return false;
        if (gs->len < sizeof text) sx_string_to_utf8(gs, text, sizeof text);
        if (strcmp(text, "min2") == 0) f->grouping = SX_NF_GROUP_MIN2;
        else if (strcmp(text, "always") == 0) f->grouping = SX_NF_GROUP_ALWAYS;
        else if (strcmp(text, "auto") == 0) f->grouping = SX_NF_GROUP_AUTO;
        else if (strcmp(text, "true") != 0 && strcmp(text, "false") != 0)
            return sx_throw_range(vm, "Value %s out of range for %s options property useGrouping", text, f->caller),
                   false;
    }
    return enum_option(vm, f, opts, "signDisplay", signs, SX_NF_SIGN_AUTO, &f->sign);
}

bool sx_nf_init(sx_vm *vm, const char *caller, sx_value locales, sx_value opts, sx_nf *f) {
    memset(f, 0, sizeof *f);
    f->caller = caller;
    f->locale = sx_intl_resolve(vm, locales);
    if (f->locale == NULL) return false;
    f->min_int = 1, f->max_frac = 3, f->min_sig = 1, f->max_sig = 21;
    f->rounding_mode = SX_NF_ROUND_HALF_EXPAND, f->increment = 1;
    if (opts == SX_UNDEFINED) return true;
    if (!sx_is_object(opts)) {
        if (opts == SX_NULL) return sx_throw_type(vm, "Cannot convert undefined or null to object"), false;
        return true; /* a primitive: ToObject gives no options */
    }
    return read_style(vm, opts, f) && read_unit(vm, caller, opts, f) && read_notation(vm, opts, f) &&
           read_digits(vm, opts, f) && read_display(vm, opts, f);
}

sx_value sx_number_format_locale(sx_vm *vm, double x, sx_value opts) {
    sx_nf f;
    if (!sx_nf_init(vm, "Number.prototype.toLocaleString", SX_UNDEFINED, opts, &f)) return SX_EXCEPTION;
    return sx_nf_format(vm, &f, x);
}

int sx_nf_plural(const sx_nf *f, double x, bool ordinal) {
    if (!isfinite(x)) return SX_PLURAL_OTHER;
    char buf[NUM_DIGITS], scratch[2 * (NUM_DIGITS + 8)];
    decimal d = decimal_of(x, buf);
    rounded r = {.digits = scratch};
    round_number(f, &d, 0, &r, scratch + NUM_DIGITS + 8);
    char text[400];
    plain_text(&r, text, sizeof text);
    return sx_intl_plural(f->locale, ordinal, text, 0);
}

/* -- resolvedOptions() -- */

static bool put_string(sx_vm *vm, sx_object *o, const char *key, const char *value) {
    sx_string *v = sx_string_from_cstr(vm, value);
    return v != NULL && sx_define_value(vm, o, key, sx_from_string(v), SX_PROP_DEFAULT);
}

static bool put_number(sx_vm *vm, sx_object *o, const char *key, int value) {
    return sx_define_value(vm, o, key, sx_number(value), SX_PROP_DEFAULT);
}

sx_value sx_nf_resolved_options(sx_vm *vm, const sx_nf *f, const char *tag) {
    static const char *const styles[] = {"decimal", "percent", "currency", "unit"};
    static const char *const currency_displays[] = {"symbol", "narrowSymbol", "code", "name"};
    static const char *const unit_displays[] = {"long", "short", "narrow"};
    static const char *const notations[] = {"standard", "scientific", "engineering", "compact"};
    static const char *const signs[] = {"auto", "never", "always", "exceptZero", "negative"};
    static const char *const groupings[] = {"auto", "min2", NULL, "always"};
    static const char *const modes[] = {"ceil",      "floor",      "expand",    "trunc",   "halfCeil",
                                        "halfFloor", "halfExpand", "halfTrunc", "halfEven"};
    static const char *const priorities[] = {"auto", "auto", "morePrecision", "lessPrecision"};
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (o == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(o));
    bool ok = put_string(vm, o, "locale", tag) && put_string(vm, o, "numberingSystem", "latn") &&
              put_string(vm, o, "style", styles[f->style]);
    if (ok && f->style == SX_NF_CURRENCY)
        ok = put_string(vm, o, "currency", f->currency) &&
             put_string(vm, o, "currencyDisplay", currency_displays[f->currency_display]) &&
             put_string(vm, o, "currencySign", f->currency_sign ? "accounting" : "standard");
    if (ok && f->style == SX_NF_UNIT)
        ok = put_string(vm, o, "unit", f->unit) && put_string(vm, o, "unitDisplay", unit_displays[f->unit_display]);
    ok = ok && put_number(vm, o, "minimumIntegerDigits", f->min_int);
    if (ok && f->rounding != SX_NF_FRACTION)
        ok = put_number(vm, o, "minimumSignificantDigits", f->min_sig) &&
             put_number(vm, o, "maximumSignificantDigits", f->max_sig);
    if (ok && f->rounding != SX_NF_SIGNIFICANT)
        ok = put_number(vm, o, "minimumFractionDigits", f->min_frac) &&
             put_number(vm, o, "maximumFractionDigits", f->max_frac);
    if (ok && f->grouping == SX_NF_GROUP_OFF) ok = sx_define_value(vm, o, "useGrouping", SX_FALSE, SX_PROP_DEFAULT);
    else if (ok) ok = put_string(vm, o, "useGrouping", groupings[f->grouping]);
    ok = ok && put_string(vm, o, "notation", notations[f->notation]);
    if (ok && f->notation == SX_NF_NOTATION_COMPACT)
        ok = put_string(vm, o, "compactDisplay", f->compact_long ? "long" : "short");
    ok = ok && put_string(vm, o, "signDisplay", signs[f->sign]) &&
         put_string(vm, o, "roundingMode", modes[f->rounding_mode]) &&
         put_number(vm, o, "roundingIncrement", f->increment) &&
         put_string(vm, o, "trailingZeroDisplay", f->strip_if_integer ? "stripIfInteger" : "auto") &&
         put_string(vm, o, "roundingPriority", priorities[f->rounding]);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(o) : SX_EXCEPTION;
}
