/* test_numconv.c - runtime/numconv.c against node's own results (numconv_cases.txt). */
#include <criterion/criterion.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime.h"

/* Not in runtime.h: the radix formatter behind sx_number_to_radix, into a plain buffer. */
int sx_number_radix_format(double d, int radix, char *out, size_t size);

/* A heap sx_string built by hand (no VM needed): wide when any unit is >= 256. */
static sx_string *make_string(const uint16_t *units, uint32_t len) {
    bool wide = false;
    for (uint32_t i = 0; i < len; i++)
        if (units[i] >= 256) wide = true;
    sx_string *s = calloc(1, sizeof(sx_string) + (size_t)len * 2 + 2);
    s->len = len;
    s->wide = wide;
    s->chars = s->data.narrow;
    for (uint32_t i = 0; i < len; i++) {
        if (wide) s->data.wide16[i] = units[i];
        else s->data.narrow[i] = (uint8_t)units[i];
    }
    return s;
}

static double s2n_ascii(const char *text) {
    uint16_t units[256];
    uint32_t n = (uint32_t)strlen(text);
    for (uint32_t i = 0; i < n; i++) units[i] = (uint8_t)text[i];
    sx_string *s = make_string(units, n);
    double d = sx_string_to_number(s);
    free(s);
    return d;
}

static double from_hex(const char *h) {
    uint64_t bits = strtoull(h, NULL, 16);
    double d;
    memcpy(&d, &bits, sizeof d);
    return d;
}

static bool same_double(double a, double b) {
    if (isnan(a) || isnan(b)) return isnan(a) && isnan(b);
    return memcmp(&a, &b, sizeof a) == 0;
}

/* The cases file sits next to this source file. */
static FILE *open_cases(void) {
    char path[4096];
    const char *src = __FILE__;
    const char *slash = strrchr(src, '/');
    int dir = slash ? (int)(slash - src + 1) : 0;
    snprintf(path, sizeof path, "%.*snumconv_cases.txt", dir, src);
    return fopen(path, "r");
}

/* Decode "61,20,ff" (hex UTF-16 units) or "-" (empty) into an sx_string. */
static sx_string *decode_units(const char *field) {
    size_t cap = strlen(field) + 1;
    uint16_t *units = malloc(cap * sizeof *units);
    uint32_t n = 0;
    if (strcmp(field, "-") != 0) {
        const char *p = field;
        while (*p) {
            char *end;
            units[n++] = (uint16_t)strtoul(p, &end, 16);
            p = *end == ',' ? end + 1 : end;
        }
    }
    sx_string *s = make_string(units, n);
    free(units);
    return s;
}

/* Run one line; returns true when our result equals node's. */
static bool check_case(char *op, char *in, int param, char *expected, char *got, size_t gotsize) {
    if (strcmp(op, "s2n") == 0) {
        sx_string *s = decode_units(in);
        double d = sx_string_to_number(s);
        free(s);
        uint64_t bits;
        memcpy(&bits, &d, sizeof bits);
        snprintf(got, gotsize, "%016llx", (unsigned long long)bits);
        return same_double(d, from_hex(expected));
    }
    double d = from_hex(in);
    if (strcmp(op, "str") == 0) sx_number_format(d, got);
    else if (strcmp(op, "radix") == 0) sx_number_radix_format(d, param, got, gotsize);
    else if (strcmp(op, "fixed") == 0) sx_number_to_fixed(d, param, got, gotsize);
    else if (strcmp(op, "prec") == 0) sx_number_to_precision(d, param, got, gotsize);
    else if (strcmp(op, "exp") == 0) sx_number_to_exponential(d, param, got, gotsize);
    else if (strcmp(op, "int32") == 0) snprintf(got, gotsize, "%d", (int)sx_double_to_int32(d));
    else if (strcmp(op, "toint") == 0) {
        double t = sx_double_to_integer(d);
        uint64_t bits;
        memcpy(&bits, &t, sizeof bits);
        snprintf(got, gotsize, "%016llx", (unsigned long long)bits);
    } else return false;
    return strcmp(got, expected) == 0;
}

Test(numconv, matches_node_cases) {
    FILE *f = open_cases();
    cr_assert_not_null(f, "cannot open numconv_cases.txt next to %s", __FILE__);
    size_t cap = 1 << 16;
    char *line = malloc(cap), *got = malloc(cap);
    int total = 0, failures = 0;
    while (fgets(line, (int)cap, f)) {
        line[strcspn(line, "\n")] = '\0';
        char *op = strtok(line, " "), *in = strtok(NULL, " "), *param = strtok(NULL, " ");
        char *expected = strtok(NULL, " ");
        if (!op || !in || !param || !expected) continue;
        total++;
        if (!check_case(op, in, atoi(param), expected, got, cap)) {
            if (++failures <= 20) cr_log_error("%s %s %s: node %s, ours %s", op, in, param, expected, got);
        }
    }
    fclose(f);
    free(line);
    free(got);
    cr_assert_gt(total, 1000, "only %d cases read", total);
    cr_assert_eq(failures, 0, "%d of %d cases differ from node", failures, total);
}

static void expect_format(double d, const char *want) {
    char buf[32];
    int n = sx_number_format(d, buf);
    cr_expect_str_eq(buf, want);
    cr_expect_eq(n, (int)strlen(want));
}

Test(numconv, to_string_layout) {
    expect_format(1e21, "1e+21");
    expect_format(1.5e-7, "1.5e-7");
    expect_format(-1e-7, "-1e-7");
    expect_format(100, "100");
    expect_format(0.000001, "0.000001");
    expect_format(123.456, "123.456");
    expect_format(NAN, "NaN");
    expect_format(INFINITY, "Infinity");
    expect_format(-INFINITY, "-Infinity");
    expect_format(-0.0, "0");
    expect_format(0.1 + 0.2, "0.30000000000000004");
    expect_format(5e-324, "5e-324");
    expect_format(1.7976931348623157e308, "1.7976931348623157e+308");
    expect_format(9007199254740993.0, "9007199254740992");
    expect_format(123456789012345680000.0, "123456789012345680000");
}

Test(numconv, radix) {
    char buf[2200];
    sx_number_radix_format(0.5, 2, buf, sizeof buf);
    cr_expect_str_eq(buf, "0.1");
    sx_number_radix_format(255, 16, buf, sizeof buf);
    cr_expect_str_eq(buf, "ff");
    sx_number_radix_format(-255, 36, buf, sizeof buf);
    cr_expect_str_eq(buf, "-73");
    sx_number_radix_format(-0.0, 2, buf, sizeof buf);
    cr_expect_str_eq(buf, "0");
    sx_number_radix_format(NAN, 16, buf, sizeof buf);
    cr_expect_str_eq(buf, "NaN");
    sx_number_radix_format(-INFINITY, 16, buf, sizeof buf);
    cr_expect_str_eq(buf, "-Infinity");
    sx_number_radix_format(1e21, 16, buf, sizeof buf);
    cr_expect_str_eq(buf, "3635c9adc5dea00000");
    sx_number_radix_format(0.1, 3, buf, sizeof buf);
    cr_expect_str_eq(buf, "0.0022002200220022002200220022002201");
}

Test(numconv, fixed_precision_exponential) {
    char buf[256];
    sx_number_to_fixed(1.005, 2, buf, sizeof buf);
    cr_expect_str_eq(buf, "1.00");
    sx_number_to_fixed(1.45, 1, buf, sizeof buf);
    cr_expect_str_eq(buf, "1.4");
    sx_number_to_fixed(2.5, 0, buf, sizeof buf);
    cr_expect_str_eq(buf, "3");
    sx_number_to_fixed(-2.5, 0, buf, sizeof buf);
    cr_expect_str_eq(buf, "-3");
    sx_number_to_fixed(-0.0000001, 2, buf, sizeof buf);
    cr_expect_str_eq(buf, "-0.00");
    sx_number_to_fixed(0.0006, 2, buf, sizeof buf);
    cr_expect_str_eq(buf, "0.00");
    sx_number_to_fixed(1e21, 2, buf, sizeof buf);
    cr_expect_str_eq(buf, "1e+21");
    sx_number_to_precision(1.25, 2, buf, sizeof buf);
    cr_expect_str_eq(buf, "1.3");
    sx_number_to_precision(123456, 2, buf, sizeof buf);
    cr_expect_str_eq(buf, "1.2e+5");
    sx_number_to_precision(0.0000001234, 2, buf, sizeof buf);
    cr_expect_str_eq(buf, "1.2e-7");
    sx_number_to_precision(0.000001234, 2, buf, sizeof buf);
    cr_expect_str_eq(buf, "0.0000012");
    sx_number_to_precision(0, 3, buf, sizeof buf);
    cr_expect_str_eq(buf, "0.00");
    sx_number_to_exponential(123456, -1, buf, sizeof buf);
    cr_expect_str_eq(buf, "1.23456e+5");
    sx_number_to_exponential(0, 2, buf, sizeof buf);
    cr_expect_str_eq(buf, "0.00e+0");
    sx_number_to_exponential(2.5, 0, buf, sizeof buf);
    cr_expect_str_eq(buf, "3e+0");
    /* snprintf-like truncation: returns the full length, writes what fits */
    char small[4];
    int n = sx_number_to_fixed(123.456, 3, small, sizeof small);
    cr_expect_eq(n, 7);
    cr_expect_str_eq(small, "123");
}

Test(numconv, string_to_number) {
    cr_expect(same_double(s2n_ascii(""), 0));
    cr_expect(same_double(s2n_ascii("  \t\n"), 0));
    cr_expect(same_double(s2n_ascii("0x1F"), 31));
    cr_expect(same_double(s2n_ascii("0b101"), 5));
    cr_expect(same_double(s2n_ascii("0o17"), 15));
    cr_expect(same_double(s2n_ascii("-Infinity"), -INFINITY));
    cr_expect(same_double(s2n_ascii("+Infinity"), INFINITY));
    cr_expect(same_double(s2n_ascii(".5"), 0.5));
    cr_expect(same_double(s2n_ascii("5."), 5));
    cr_expect(same_double(s2n_ascii("-0"), -0.0));
    cr_expect(same_double(s2n_ascii("1e3"), 1000));
    cr_expect(isnan(s2n_ascii("1_000")));
    cr_expect(isnan(s2n_ascii("0x")));
    cr_expect(isnan(s2n_ascii("-0x1F")));
    cr_expect(isnan(s2n_ascii("abc")));
    cr_expect(isnan(s2n_ascii("inf")));
    cr_expect(isnan(s2n_ascii("0x1p3"))); /* C hex floats are not JS */
    const uint16_t ws[] = {0xFEFF, 0xA0, '4', '2', 0x2028, 0x3000};
    sx_string *s = make_string(ws, 6);
    cr_expect(same_double(sx_string_to_number(s), 42));
    free(s);
}

Test(numconv, integers) {
    cr_expect_eq(sx_double_to_int32(4294967295.0), -1);
    cr_expect_eq(sx_double_to_int32(2147483648.0), -2147483647 - 1);
    cr_expect_eq(sx_double_to_int32(-2147483649.0), 2147483647);
    cr_expect_eq(sx_double_to_int32(NAN), 0);
    cr_expect_eq(sx_double_to_int32(INFINITY), 0);
    cr_expect_eq(sx_double_to_int32(-1.9), -1);
    cr_expect_eq(sx_double_to_int32(1e300), 0);
    cr_expect(same_double(sx_double_to_integer(-0.5), 0));
    cr_expect(same_double(sx_double_to_integer(NAN), 0));
    cr_expect(same_double(sx_double_to_integer(-INFINITY), -INFINITY));
    cr_expect(same_double(sx_double_to_integer(-3.7), -3));
}
