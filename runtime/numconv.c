/* numconv.c - numbers as text and back, exactly as JavaScript (V8) does it. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime.h"
#include "vm/meter.h"

/*
 * Vocabulary used throughout this file: a positive finite double is described by a digit string
 * D = d1 d2 ... dk (ASCII '0'..'9', d1 != '0') and a "point" n, meaning value = 0.d1d2...dk * 10^n.
 * This is the (s, k, n) triple of the ECMAScript spec (Number::toString, step 5).
 *
 * Two digit sources:
 *   - shortest_digits: the fewest digits that read back as the same double (toString);
 *   - exact_digits: the full exact decimal expansion of the binary value (toFixed & co.),
 *     which we then round ourselves "half up", since JS picks the larger candidate on ties.
 * Both rely on glibc's printf/strtod, which are exact (correctly rounded) for doubles.
 */

#define SX_EXACT_MAX 800   /* a double has at most 767 significant decimal digits */
#define SX_NUMTEXT_MAX 256 /* longest text toFixed/toPrecision/toExponential can produce */

/* Parse printf's "%.*e" output ("d.ddde+XX") into digits and point; returns the digit count. */
static int parse_e_format(const char *text, char *digits, int *point) {
    int k = 0;
    const char *p = text;
    for (; *p && *p != 'e'; p++)
        if (*p >= '0' && *p <= '9') digits[k++] = *p;
    *point = (*p == 'e' ? atoi(p + 1) : 0) + 1;
    while (k > 1 && digits[k - 1] == '0') k--; /* trailing zeros carry no information */
    digits[k] = '\0';
    return k;
}

/* Read digits/point back as a double (correctly rounded by strtod). */
static double digits_value(const char *digits, int k, int point) {
    char text[48];
    snprintf(text, sizeof text, "0.%.*se%d", k, digits, point);
    return strtod(text, NULL);
}

/* Add (+1) or subtract (-1) one unit in the last place of a k-digit string, keeping k digits. */
static void digits_step(char *digits, int k, int *point, int delta) {
    int i = k - 1;
    if (delta > 0) {
        while (i >= 0 && digits[i] == '9') digits[i--] = '0';
        if (i >= 0) {
            digits[i]++;
        } else { /* 99..9 + 1 = 100..0: one more integer digit */
            memmove(digits + 1, digits, (size_t)k - 1);
            digits[0] = '1';
            (*point)++;
        }
    } else {
        while (i >= 0 && digits[i] == '0') digits[i--] = '9';
        if (i >= 0) digits[i]--;
        if (digits[0] == '0') { /* 10..0 - 1 = 09..9: one integer digit fewer */
            memmove(digits, digits + 1, (size_t)k - 1);
            digits[k - 1] = '9';
            (*point)--;
        }
    }
}

/* The p-digit decimal that reads back as v, if there is one (digits: 20 bytes). Returns its
 * digit count, or 0. The correctly rounded p-digit decimal is the closest candidate; when it
 * does not round-trip, its neighbour on the other side of v still might (the rounding interval
 * around a power of two is lopsided), so we try that one too. */
static int try_precision(double v, int p, char *digits, int *point) {
    char text[40];
    snprintf(text, sizeof text, "%.*e", p - 1, v);
    int k = parse_e_format(text, digits, point);
    double back = digits_value(digits, k, *point);
    if (back == v) return k;
    char alt[20];
    memcpy(alt, digits, (size_t)k);
    for (int i = k; i < p; i++) alt[i] = '0'; /* back to p digits */
    int an = *point;
    digits_step(alt, p, &an, back < v ? 1 : -1);
    if (digits_value(alt, p, an) != v) return 0;
    while (p > 1 && alt[p - 1] == '0') p--;
    memcpy(digits, alt, (size_t)p);
    digits[p] = '\0';
    *point = an;
    return p;
}

/* Shortest digits that round-trip to v (v > 0, finite), as V8 prints them. digits needs 20
 * bytes. Returns k. "Some p-digit decimal round-trips" is monotonic in p (a p-digit decimal is
 * also a (p+1)-digit one) and always true for p = 17, so a binary search finds the smallest p. */
static int shortest_digits(double v, char *digits, int *point) {
    if (v < 9007199254740992.0 && v == floor(v)) { /* integers below 2^53: exact digits */
        int k = snprintf(digits, 20, "%.0f", v);
        *point = k;
        while (k > 1 && digits[k - 1] == '0') k--;
        digits[k] = '\0';
        return k;
    }
    int lo = 1, hi = 17;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        int n;
        if (try_precision(v, mid, digits, &n)) hi = mid;
        else lo = mid + 1;
    }
    return try_precision(v, lo, digits, point);
}

/* The exact decimal expansion of v (v > 0, finite). digits needs SX_EXACT_MAX bytes. */
static int exact_digits(double v, char *digits, int *point) {
    char text[SX_EXACT_MAX + 16];
    snprintf(text, sizeof text, "%.*e", SX_EXACT_MAX - 20, v);
    return parse_e_format(text, digits, point);
}

/* Round an exact digit string to `keep` digits (keep >= 0), ties away from zero. digits must have
 * room for max(keep, 1) + 1 bytes. Afterwards the string has exactly max(keep, 1) digits
 * (zero-padded) unless keep == 0 and the value rounded to zero, in which case it returns 0. */
static int round_digits(char *digits, int k, int *point, int keep) {
    bool up = keep < k && digits[keep] >= '5';
    if (keep == 0) {
        if (!up) return 0;
        digits[0] = '1';
        digits[1] = '\0';
        (*point)++;
        return 1;
    }
    for (int i = k; i < keep; i++) digits[i] = '0';
    digits[keep] = '\0';
    if (up) digits_step(digits, keep, point, 1);
    return keep;
}

/* ---------------------------------------------------------------------------------------------
 * Small text builder over a fixed caller buffer (always NUL-terminated, never overflows).
 * ------------------------------------------------------------------------------------------- */
typedef struct sx_numtext {
    char *buf;
    size_t size, len;
} sx_numtext;

static void nt_char(sx_numtext *t, char c) {
    if (t->len + 1 < t->size) t->buf[t->len] = c;
    t->len++;
}
static void nt_str(sx_numtext *t, const char *s, size_t n) {
    for (size_t i = 0; i < n; i++) nt_char(t, s[i]);
}
static void nt_zeros(sx_numtext *t, int n) {
    for (int i = 0; i < n; i++) nt_char(t, '0');
}
static void nt_exponent(sx_numtext *t, int e) {
    char tmp[16];
    int n = snprintf(tmp, sizeof tmp, "e%c%d", e < 0 ? '-' : '+', e < 0 ? -e : e);
    nt_str(t, tmp, (size_t)n);
}
static int nt_finish(sx_numtext *t) {
    if (t->size > 0) t->buf[t->len < t->size ? t->len : t->size - 1] = '\0';
    return (int)t->len;
}

/* d1[.d2...dk]e±(point-1): the exponential layout shared by toString, toPrecision, toExponential. */
static void nt_exponential(sx_numtext *t, const char *digits, int k, int point) {
    nt_char(t, digits[0]);
    if (k > 1) {
        nt_char(t, '.');
        nt_str(t, digits + 1, (size_t)k - 1);
    }
    nt_exponent(t, point - 1);
}

/* NaN, Infinity, -Infinity: returns true when d was one of them. */
static bool nt_special(sx_numtext *t, double d) {
    if (isnan(d)) nt_str(t, "NaN", 3);
    else if (isinf(d) && d > 0) nt_str(t, "Infinity", 8);
    else if (isinf(d)) nt_str(t, "-Infinity", 9);
    else return false;
    return true;
}

/* ---------------------------------------------------------------------------------------------
 * Number::toString(10)
 * ------------------------------------------------------------------------------------------- */
static void nt_number(sx_numtext *t, double d) {
    if (nt_special(t, d)) return;
    if (d == 0) { /* +0 and -0 */
        nt_char(t, '0');
        return;
    }
    if (d < 0) {
        nt_char(t, '-');
        d = -d;
    }
    char digits[20];
    int n;
    int k = shortest_digits(d, digits, &n);
    if (k <= n && n <= 21) { /* integer: digits then zeros */
        nt_str(t, digits, (size_t)k);
        nt_zeros(t, n - k);
    } else if (0 < n && n <= 21) { /* point inside the digits */
        nt_str(t, digits, (size_t)n);
        nt_char(t, '.');
        nt_str(t, digits + n, (size_t)(k - n));
    } else if (-6 < n && n <= 0) { /* 0.000ddd */
        nt_str(t, "0.", 2);
        nt_zeros(t, -n);
        nt_str(t, digits, (size_t)k);
    } else {
        nt_exponential(t, digits, k, n);
    }
}

/* Integers below 2^53 print as plain digits: a fast path around the shortest-digits search. */
static int format_small_integer(double d, char *buf) {
    int64_t v = (int64_t)d;
    uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    char tmp[24];
    int n = 0, len = 0;
    do {
        tmp[n++] = (char)('0' + u % 10);
        u /= 10;
    } while (u != 0);
    if (v < 0) buf[len++] = '-';
    while (n > 0) buf[len++] = tmp[--n];
    buf[len] = 0;
    return len;
}

int sx_number_format(double d, char *buf) {
    if (d > -9007199254740992.0 && d < 9007199254740992.0 && d == (double)(int64_t)d)
        return format_small_integer(d, buf); /* -0 prints "0" here too */
    sx_numtext t = {buf, 32, 0};
    nt_number(&t, d);
    return nt_finish(&t);
}

sx_string *sx_number_to_string(sx_vm *vm, double d) {
    if (!sx_meter_charge(vm, SX_METER_NUMBER_UNITS)) return NULL; /* the conversion is charged */
    char buf[32];
    int len = sx_number_format(d, buf);
    return sx_string_new_latin1(vm, (const uint8_t *)buf, (uint32_t)len);
}

/* ---------------------------------------------------------------------------------------------
 * Number.prototype.toString(radix): a port of V8's DoubleToRadixCString (src/numbers/conversions.cc)
 * ------------------------------------------------------------------------------------------- */
#define SX_RADIX_BUF 2200

/* Binary exponent of the lowest significand bit of d, as V8's Double::Exponent(). */
static int double_exponent(double d) {
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    int biased = (int)((bits >> 52) & 0x7FF);
    return biased == 0 ? -1074 : biased - 0x3FF - 52;
}

static char radix_char(int digit) { return "0123456789abcdefghijklmnopqrstuvwxyz"[digit]; }

static int radix_digit_value(char c) { return c > '9' ? c - 'a' + 10 : c - '0'; }

/* Fraction digits: written after the '.' at buf[*cursor]; may carry into *integer. */
static void radix_fraction(char *buf, int *cursor, double fraction, double delta, int radix, double *integer) {
    const int dot = SX_RADIX_BUF / 2;
    buf[(*cursor)++] = '.';
    do {
        fraction *= radix; /* shift up by one digit */
        delta *= radix;
        int digit = (int)fraction;
        buf[(*cursor)++] = radix_char(digit);
        fraction -= digit;
        /* round to even when the rest would no longer be representable */
        if ((fraction > 0.5 || (fraction == 0.5 && (digit & 1))) && fraction + delta > 1) {
            for (;;) { /* propagate the carry backwards */
                (*cursor)--;
                if (*cursor == dot) {
                    *integer += 1;
                    break;
                }
                int d = radix_digit_value(buf[*cursor]);
                if (d + 1 < radix) {
                    buf[(*cursor)++] = radix_char(d + 1);
                    break;
                }
            }
            break;
        }
    } while (fraction >= delta);
}

/* Writes the radix text of a finite d into buf (SX_RADIX_BUF bytes); returns its start. */
static const char *radix_format(double d, int radix, char *buf, int *len) {
    int int_cursor = SX_RADIX_BUF / 2, frac_cursor = int_cursor;
    bool negative = d < 0;
    if (negative) d = -d;
    double integer = floor(d);
    double fraction = d - integer;
    /* only produce fraction digits up to the precision of the input */
    double delta = 0.5 * (nextafter(d, INFINITY) - d);
    if (delta < 4.9406564584124654e-324) delta = 4.9406564584124654e-324; /* smallest denormal */
    if (fraction >= delta) radix_fraction(buf, &frac_cursor, fraction, delta, radix, &integer);
    /* integer digits; the digits below the double's precision are zeros */
    while (double_exponent(integer / radix) > 0) {
        integer /= radix;
        buf[--int_cursor] = '0';
    }
    do {
        double rem = fmod(integer, radix);
        buf[--int_cursor] = radix_char((int)rem);
        integer = (integer - rem) / radix;
    } while (integer > 0);
    if (negative) buf[--int_cursor] = '-';
    *len = frac_cursor - int_cursor;
    return buf + int_cursor;
}

/* Radix text into a caller buffer (snprintf-like). Used by sx_number_to_radix and the tests. */
int sx_number_radix_format(double d, int radix, char *out, size_t size) {
    sx_numtext t = {out, size, 0};
    if (radix == 10) {
        nt_number(&t, d);
        return nt_finish(&t);
    }
    if (nt_special(&t, d)) return nt_finish(&t);
    char buf[SX_RADIX_BUF];
    int len;
    const char *s = radix_format(d, radix, buf, &len);
    nt_str(&t, s, (size_t)len);
    return nt_finish(&t);
}

sx_string *sx_number_to_radix(sx_vm *vm, double d, int radix) {
    if (radix < 2 || radix > 36) radix = 10; /* callers check; stay safe anyway */
    char buf[SX_RADIX_BUF];
    int len = sx_number_radix_format(d, radix, buf, sizeof buf);
    if (!sx_meter_charge(vm, SX_METER_NUMBER_UNITS + (uint64_t)len)) return NULL; /* a digit per step */
    return sx_string_new_latin1(vm, (const uint8_t *)buf, (uint32_t)len);
}

/* ---------------------------------------------------------------------------------------------
 * toFixed, toExponential, toPrecision (ECMA-262 21.1.3.3/2/5)
 * ------------------------------------------------------------------------------------------- */
static int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }

int sx_number_to_fixed(double d, int digits, char *buf, size_t size) {
    sx_numtext t = {buf, size, 0};
    digits = clamp(digits, 0, 100);
    if (isnan(d) || fabs(d) >= 1e21) { /* also covers the infinities */
        nt_number(&t, d);
        return nt_finish(&t);
    }
    if (d < 0) {
        nt_char(&t, '-');
        d = -d;
    }
    char ds[SX_EXACT_MAX + 128];
    int n = 1, k = 0;
    if (d != 0) {
        k = exact_digits(d, ds, &n);
        /* keep the digits before the point plus `digits` after it; below 10^-(digits+1) the
         * value is less than half a unit and rounds to zero */
        k = n + digits < 0 ? 0 : round_digits(ds, k, &n, n + digits);
    }
    if (k == 0) n = 1; /* the value is (or rounded to) zero: one integer digit "0" */
    /* integer part */
    if (n <= 0) nt_char(&t, '0');
    for (int i = 0; i < n; i++) nt_char(&t, i < k ? ds[i] : '0');
    /* fraction part: positions n .. n+digits-1 of the digit string (negative = leading zeros) */
    if (digits > 0) nt_char(&t, '.');
    for (int i = n; i < n + digits; i++) nt_char(&t, i >= 0 && i < k ? ds[i] : '0');
    return nt_finish(&t);
}

int sx_number_to_exponential(double d, int digits, char *buf, size_t size) {
    sx_numtext t = {buf, size, 0};
    if (nt_special(&t, d)) return nt_finish(&t);
    if (d < 0) {
        nt_char(&t, '-');
        d = -d;
    }
    char ds[SX_EXACT_MAX + 128];
    int n = 1, k;
    if (d == 0) {
        k = digits < 0 ? 1 : clamp(digits, 0, 100) + 1;
        memset(ds, '0', (size_t)k);
    } else if (digits < 0) {
        k = shortest_digits(d, ds, &n);
    } else {
        k = exact_digits(d, ds, &n);
        k = round_digits(ds, k, &n, clamp(digits, 0, 100) + 1);
    }
    nt_exponential(&t, ds, k, n);
    return nt_finish(&t);
}

int sx_number_to_precision(double d, int precision, char *buf, size_t size) {
    sx_numtext t = {buf, size, 0};
    if (nt_special(&t, d)) return nt_finish(&t);
    int p = clamp(precision, 1, 100);
    if (d < 0) {
        nt_char(&t, '-');
        d = -d;
    }
    char ds[SX_EXACT_MAX + 128];
    int n = 1, k = p;
    if (d == 0) {
        memset(ds, '0', (size_t)p);
    } else {
        k = exact_digits(d, ds, &n);
        k = round_digits(ds, k, &n, p);
    }
    int e = n - 1;
    if (e < -6 || e >= p) {
        nt_exponential(&t, ds, k, n);
    } else if (e >= 0) { /* point after digit e+1 (or no point when all digits are integral) */
        nt_str(&t, ds, (size_t)e + 1);
        if (e + 1 < p) {
            nt_char(&t, '.');
            nt_str(&t, ds + e + 1, (size_t)(p - e - 1));
        }
    } else { /* 0.000ddd */
        nt_str(&t, "0.", 2);
        nt_zeros(&t, -(e + 1));
        nt_str(&t, ds, (size_t)p);
    }
    return nt_finish(&t);
}

/* ---------------------------------------------------------------------------------------------
 * StringToNumber (ECMA-262 7.1.4.1.1)
 * ------------------------------------------------------------------------------------------- */

/* WhiteSpace and LineTerminator code units (what String.prototype.trim removes). */
bool sx_is_js_space(uint16_t c) {
    switch (c) {
    case 0x09:
    case 0x0A:
    case 0x0B:
    case 0x0C:
    case 0x0D:
    case 0x20:
    case 0xA0:
    case 0x1680:
    case 0x2028:
    case 0x2029:
    case 0x202F:
    case 0x205F:
    case 0x3000:
    case 0xFEFF: return true;
    default: return c >= 0x2000 && c <= 0x200A;
    }
}

static int digit_value(uint16_t c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

/* 0x / 0o / 0b literals: collect the bits, then round once to 53 bits (ties to even). */
static double parse_pow2_digits(const sx_string *s, uint32_t i, uint32_t end, int radix) {
    int bits = radix == 16 ? 4 : radix == 8 ? 3 : 1;
    uint64_t m = 0;
    int mbits = 0;
    int64_t dropped = 0; /* bits that did not fit in m */
    bool sticky = false; /* one of the dropped bits was 1 */
    if (i >= end) return NAN;
    for (; i < end; i++) {
        int d = digit_value(sx_string_at(s, i));
        if (d >= radix) return NAN;
        for (int b = bits - 1; b >= 0; b--) {
            int bit = (d >> b) & 1;
            if (mbits == 0 && bit == 0) continue; /* leading zeros */
            if (mbits < 64) {
                m = (m << 1) | (uint64_t)bit;
                mbits++;
            } else {
                dropped++;
                sticky |= bit;
            }
        }
    }
    if (mbits > 53) {
        int shift = mbits - 53;
        uint64_t rest = m & (((uint64_t)1 << shift) - 1), half = (uint64_t)1 << (shift - 1);
        m >>= shift;
        dropped += shift;
        if (rest > half || (rest == half && (sticky || (m & 1)))) m++; /* 2^53 is still exact */
    }
    if (dropped > 4096) dropped = 4096; /* far beyond the double range: Infinity */
    return ldexp((double)m, (int)dropped);
}

static bool is_digit(uint16_t c) { return c >= '0' && c <= '9'; }

/* Does s[i..end) spell exactly "Infinity"? */
static bool is_infinity_word(const sx_string *s, uint32_t i, uint32_t end) {
    static const char word[] = "Infinity";
    if (end - i != 8) return false;
    for (uint32_t j = 0; j < 8; j++)
        if (sx_string_at(s, i + j) != (uint16_t)word[j]) return false;
    return true;
}

#define SX_DEC_KEEP 780 /* significant digits kept; the rest only matter as a "sticky" nonzero */

/* Decimal digits collected for strtod: value = digits * 10^exp10, with a sticky extra digit. */
typedef struct sx_decimal {
    char digits[SX_DEC_KEEP + 2];
    int ndigits;
    int64_t exp10;
    bool sticky;
} sx_decimal;

static void decimal_digit(sx_decimal *dec, int d, bool fraction) {
    if (dec->ndigits == 0 && d == 0) { /* leading zero: only shifts fraction digits */
        if (fraction) dec->exp10--;
        return;
    }
    if (dec->ndigits < SX_DEC_KEEP) {
        dec->digits[dec->ndigits++] = (char)('0' + d);
        if (fraction) dec->exp10--;
    } else {
        if (!fraction) dec->exp10++;
        if (d) dec->sticky = true;
    }
}

/* StrUnsignedDecimalLiteral in s[i..end); NaN when it does not match the grammar exactly. */
static double parse_decimal(const sx_string *s, uint32_t i, uint32_t end, bool negative) {
    sx_decimal dec = {.ndigits = 0, .exp10 = 0, .sticky = false};
    uint32_t ndig = 0;
    for (; i < end && is_digit(sx_string_at(s, i)); i++, ndig++) decimal_digit(&dec, sx_string_at(s, i) - '0', false);
    if (i < end && sx_string_at(s, i) == '.') {
        for (i++; i < end && is_digit(sx_string_at(s, i)); i++, ndig++)
            decimal_digit(&dec, sx_string_at(s, i) - '0', true);
    }
    if (ndig == 0) return NAN;
    if (i < end && (sx_string_at(s, i) == 'e' || sx_string_at(s, i) == 'E')) {
        i++;
        bool eneg = false;
        if (i < end && (sx_string_at(s, i) == '+' || sx_string_at(s, i) == '-')) eneg = sx_string_at(s, i++) == '-';
        if (i >= end || !is_digit(sx_string_at(s, i))) return NAN;
        int64_t e = 0;
        for (; i < end && is_digit(sx_string_at(s, i)); i++)
            if (e < 1000000000) e = e * 10 + (sx_string_at(s, i) - '0');
        dec.exp10 += eneg ? -e : e;
    }
    if (i != end) return NAN;
    if (dec.ndigits == 0) return negative ? -0.0 : 0.0;
    if (dec.sticky) { /* a trailing 1 stands for "a little more than the kept digits" */
        dec.digits[dec.ndigits++] = '1';
        dec.exp10--;
    }
    if (dec.exp10 > 100000) dec.exp10 = 100000; /* still Infinity / 0 after clamping */
    if (dec.exp10 < -100000) dec.exp10 = -100000;
    char text[SX_DEC_KEEP + 40];
    snprintf(text, sizeof text, "%s%.*se%d", negative ? "-" : "", dec.ndigits, dec.digits, (int)dec.exp10);
    return strtod(text, NULL);
}

double sx_string_to_number(const sx_string *s) {
    uint32_t i = 0, end = s->len;
    while (i < end && sx_is_js_space(sx_string_at(s, i))) i++;
    while (end > i && sx_is_js_space(sx_string_at(s, end - 1))) end--;
    if (i == end) return 0;
    /* 0x.. 0o.. 0b.. (no sign allowed) */
    if (end - i > 1 && sx_string_at(s, i) == '0') {
        uint16_t p = sx_string_at(s, i + 1) | 0x20; /* lower case */
        int radix = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
        if (radix) return parse_pow2_digits(s, i + 2, end, radix);
    }
    bool negative = false;
    uint16_t c = sx_string_at(s, i);
    if (c == '+' || c == '-') {
        negative = c == '-';
        i++;
    }
    if (is_infinity_word(s, i, end)) return negative ? -INFINITY : INFINITY;
    return parse_decimal(s, i, end, negative);
}

/* ---------------------------------------------------------------------------------------------
 * Integer conversions
 * ------------------------------------------------------------------------------------------- */
double sx_double_to_integer(double d) {
    if (isnan(d)) return 0;
    if (isinf(d)) return d;
    return trunc(d) + 0.0; /* + 0.0 turns -0 into +0 */
}
