/* intl_data.c - Intl's locale tables (generated from CLDR by scripts/gen-intl-tables), locale resolution and plural operands. */
#include "stdlib/intl_data.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "intl_tables.h"
#include "stdlib/stdlib.h"

enum { LOCALE_EN_US, LOCALE_EN_GB, LOCALE_DE, LOCALE_FR, LOCALE_JA, LOCALE_COUNT };

const sx_intl_locale *sx_intl_default(void) { return &intl_locales[LOCALE_EN_US]; }

/* A well-formed BCP 47 tag as ICU accepts it: a language of 2-3 or 5-8 letters, then subtags of
 * 1-8 letters or digits, separated by '-'. */
static bool tag_well_formed(const char *tag) {
    size_t n = 0;
    while (isalpha((unsigned char)tag[n])) n++;
    if (!(n == 2 || n == 3 || (n >= 5 && n <= 8)) || (tag[n] != 0 && tag[n] != '-')) return false;
    const char *p = tag + n;
    while (*p == '-') {
        p++;
        size_t k = 0;
        while (isalnum((unsigned char)p[k])) k++;
        if (k < 1 || k > 8 || (p[k] != 0 && p[k] != '-')) return false;
        p += k;
    }
    return *p == 0;
}

/* The data of the tag's language and region when the table has that variant ("de-CH"). */
static const sx_intl_locale *regional_variant(const char *tag, const char *lang, size_t n) {
    for (const char *p = tag + n; *p == '-';) {
        p++;
        size_t k = 0;
        while (isalnum((unsigned char)p[k])) k++;
        if (k == 2 && isalpha((unsigned char)p[0]) && isalpha((unsigned char)p[1])) {
            for (size_t i = 0; i < sizeof intl_locales / sizeof intl_locales[0]; i++) {
                const char *t = intl_locales[i].tag;
                if (strcmp(intl_locales[i].lang, lang) == 0 && strncasecmp(t + strlen(lang) + 1, p, 2) == 0)
                    return &intl_locales[i];
            }
            return NULL;
        }
        if (k == 1) return NULL; /* an extension: no region */
        p += k;
    }
    return NULL;
}

/* Pick the data for a well-formed tag by its language and region (en-GB, de-CH...), else by its
 * language alone. */
static const sx_intl_locale *locale_of_tag(const char *tag) {
    char lang[9] = "";
    size_t n = 0;
    while (isalpha((unsigned char)tag[n]) && n < 8) lang[n] = (char)tolower((unsigned char)tag[n]), n++;
    lang[n] = 0;
    const sx_intl_locale *regional = regional_variant(tag, lang, n);
    if (regional != NULL) return regional;
    if (strcmp(lang, "de") == 0) return &intl_locales[LOCALE_DE];
    if (strcmp(lang, "fr") == 0) return &intl_locales[LOCALE_FR];
    if (strcmp(lang, "ja") == 0) return &intl_locales[LOCALE_JA];
    if (strcmp(lang, "en") == 0) {
        const char *p = tag + n;
        while (*p == '-') { /* the region subtag: 2 letters after the language (or script) */
            p++;
            size_t k = 0;
            while (isalnum((unsigned char)p[k])) k++;
            if (k == 2 && tolower((unsigned char)p[0]) == 'g' && tolower((unsigned char)p[1]) == 'b')
                return &intl_locales[LOCALE_EN_GB];
            p += k;
        }
    }
    return &intl_locales[LOCALE_EN_US];
}

static const sx_intl_locale *resolve_one(sx_vm *vm, sx_value v) {
    if (!sx_is_string(v) && !sx_is_object(v)) {
        sx_throw_type(vm, "Language ID should be string or object.");
        return NULL;
    }
    sx_string *s = sx_to_string(vm, v);
    if (s == NULL) return NULL;
    char tag[64];
    if (s->len >= sizeof tag) {
        sx_throw_range(vm, "Incorrect locale information provided");
        return NULL;
    }
    sx_string_to_utf8(s, tag, sizeof tag);
    if (!tag_well_formed(tag)) {
        sx_throw_range(vm, "Incorrect locale information provided");
        return NULL;
    }
    return locale_of_tag(tag);
}

/* The tag resolvedOptions() reports for the first of `locales` (checked as sx_intl_resolve does):
 * a language with data keeps its region ("de-AT", "en-IN": formatted with de-DE's and en-US's
 * data), script, variants and extensions dropped; any other language is the default, en-US. */
bool sx_intl_resolved_tag(sx_vm *vm, sx_value locales, char *out, size_t size) {
    const sx_intl_locale *l = sx_intl_resolve(vm, locales);
    if (l == NULL) return false;
    snprintf(out, size, "%s", sx_intl_default()->tag);
    sx_value first = locales;
    if (sx_is_object(locales) && sx_as_object(locales)->cls == SX_CLASS_ARRAY)
        first = sx_as_object(locales)->u.array.len > 0 ? sx_as_object(locales)->u.array.items[0] : SX_UNDEFINED;
    if (first == SX_UNDEFINED || l == sx_intl_default()) {
        if (first == SX_UNDEFINED || !sx_is_string(first)) return true;
    }
    sx_string *s = sx_to_string(vm, first);
    if (s == NULL) return false;
    char tag[64] = "";
    if (s->len < sizeof tag) sx_string_to_utf8(s, tag, sizeof tag);
    size_t n = 0;
    while (isalpha((unsigned char)tag[n])) n++;
    if (n != strlen(l->lang) || strncasecmp(tag, l->lang, n) != 0) return true; /* no data: en-US */
    char region[4] = "";
    for (const char *p = tag + n; *p == '-';) {
        p++;
        size_t k = strcspn(p, "-");
        if (k == 1) break; /* an extension or private use: the rest is dropped */
        bool alpha2 = k == 2 && isalpha((unsigned char)p[0]) && isalpha((unsigned char)p[1]);
        bool digit3 =
            k == 3 && isdigit((unsigned char)p[0]) && isdigit((unsigned char)p[1]) && isdigit((unsigned char)p[2]);
        if (alpha2 || digit3) {
            for (size_t i = 0; i < k; i++) region[i] = (char)toupper((unsigned char)p[i]);
            region[k] = 0;
            break;
        }
        p += k;
    }
    snprintf(out, size, "%s%s%s", l->lang, region[0] ? "-" : "", region);
    return true;
}

const sx_intl_locale *sx_intl_resolve(sx_vm *vm, sx_value locales) {
    if (locales == SX_UNDEFINED) return sx_intl_default();
    if (sx_is_string(locales)) return resolve_one(vm, locales);
    if (sx_is_object(locales) && sx_as_object(locales)->cls == SX_CLASS_ARRAY) {
        sx_object *a = sx_as_object(locales);
        const sx_intl_locale *first = NULL;
        for (uint32_t i = 0; i < a->u.array.len; i++) { /* every tag is checked; the first wins */
            const sx_intl_locale *l = resolve_one(vm, a->u.array.items[i]);
            if (l == NULL) return NULL;
            if (first == NULL) first = l;
        }
        return first ? first : sx_intl_default();
    }
    if (locales == SX_NULL) {
        sx_throw_type(vm, "Cannot convert undefined or null to object");
        return NULL;
    }
    return sx_intl_default();
}

const char *sx_intl_currency_symbol(const sx_intl_locale *l, const char *code, bool narrow) {
    for (int i = 0; i < l->n_currencies; i++)
        if (strcmp(l->currencies[i].code, code) == 0) return narrow ? l->currencies[i].narrow : l->currencies[i].symbol;
    return code;
}

const char *sx_intl_currency_name(const sx_intl_locale *l, const char *code, int count) {
    for (int i = 0; i < l->n_currencies; i++) {
        const sx_intl_currency *c = &l->currencies[i];
        if (strcmp(c->code, code) != 0) continue;
        if (c->names[count] != NULL) return c->names[count];
        if (c->names[SX_PLURAL_OTHER] != NULL) return c->names[SX_PLURAL_OTHER];
        return c->name ? c->name : code;
    }
    return code;
}

int sx_intl_currency_digits(const char *code) {
    for (size_t i = 0; i < sizeof intl_currency_digits / sizeof intl_currency_digits[0]; i++)
        if (strcmp(intl_currency_digits[i].code, code) == 0) return intl_currency_digits[i].digits;
    return 2;
}

int sx_intl_plural(const sx_intl_locale *l, bool ordinal, const char *digits, int exponent) {
    sx_intl_operands o = {0};
    const char *p = digits;
    if (*p == '-') p++;
    const char *dot = strchr(p, '.');
    o.n = fabs(strtod(p, NULL));
    o.i = floor(o.n);
    if (dot != NULL) {
        size_t v = strlen(dot + 1), w = v;
        while (w > 0 && dot[w] == '0') w--;
        o.v = (double)v, o.w = (double)w;
        o.f = strtod(dot + 1, NULL);
        char t[64] = "";
        if (w < sizeof t) memcpy(t, dot + 1, w), t[w] = 0;
        o.t = strtod(t, NULL);
    }
    o.c = o.e = exponent;
    if (exponent != 0) o.n *= pow(10, exponent), o.i = floor(o.n);
    size_t int_len = dot ? (size_t)(dot - p) : strlen(p);
    if (int_len > 18) o.i = strtod(p + int_len - 18, NULL); /* ICU keeps the low 18 integer digits (1e21: i = 0) */
    return ordinal ? l->plural_ordinal(&o) : l->plural_cardinal(&o);
}

const char *sx_intl_plural_name(int category) {
    static const char *const names[] = {"zero", "one", "two", "few", "many", "other"};
    return category >= 0 && category <= SX_PLURAL_OTHER ? names[category] : "other";
}

const sx_intl_unit *sx_intl_unit_find(const sx_intl_locale *l, const char *name, int display) {
    for (int i = 0; i < l->n_units; i++)
        if (l->units[i].display == display && strcmp(l->units[i].name, name) == 0) return &l->units[i];
    return NULL;
}

const sx_intl_zone *sx_intl_zone_find(const char *name, int *index) {
    for (size_t i = 0; i < sizeof intl_zones / sizeof intl_zones[0]; i++) {
        const sx_intl_zone *z = &intl_zones[i];
        bool match = strcasecmp(z->name, name) == 0;
        for (int a = 0; a < 2 && !match && z->aliases[a]; a++) match = strcasecmp(z->aliases[a], name) == 0;
        if (match) return *index = (int)i, z;
    }
    return NULL;
}

int sx_intl_zone_offset(const sx_intl_zone *z, double t, bool *dst) {
    const double cycle = 10227.0 * 86400; /* 28 years of 365.25 days: the weekdays and leap years repeat */
    double s = floor(t / 1000);
    if (s >= 2145916800.0) s -= ceil((s - 2145916800.0 + 1) / cycle) * cycle; /* 2038-01-01 */
    int lo = 0, hi = z->n_changes - 1;                                        /* the last change at or before s */
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if ((double)z->changes[mid].t <= s) lo = mid;
        else hi = mid - 1;
    }
    *dst = z->changes[lo].dst != 0;
    return z->changes[lo].offset;
}
