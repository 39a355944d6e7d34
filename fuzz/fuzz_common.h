/* fuzz_common.h - shared by the libFuzzer targets: tiny budgets and result checks. */
#ifndef SECEXEC_FUZZ_COMMON_H
#define SECEXEC_FUZZ_COMMON_H

#include <cJSON.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "secexec.h"

/* cJSON rejects escaped lone surrogates ("\ud800"), which are valid JSON (and what the engine
 * writes for a lone surrogate): parse a copy with them replaced. NULL: not JSON. */
static inline cJSON *json_parse_lenient(const char *text) {
    size_t n = strlen(text);
    char *copy = malloc(n + 1);
    if (copy == NULL) return NULL;
    memcpy(copy, text, n + 1);
    for (size_t i = 0; i + 1 < n; i++) {
        if (copy[i] != '\\') continue;
        if (copy[i + 1] == 'u' && i + 5 < n && (copy[i + 2] == 'd' || copy[i + 2] == 'D') &&
            strchr("89abcdefABCDEF", copy[i + 3]) != NULL && copy[i + 3] != 0)
            memcpy(copy + i + 2, "0041", 4);
        i++; /* skip the escaped character */
    }
    cJSON *j = cJSON_Parse(copy);
    free(copy);
    return j;
}

static inline bool json_parses(const char *text) {
    cJSON *j = json_parse_lenient(text);
    cJSON_Delete(j);
    return j != NULL;
}

/* Budgets small enough for thousands of executions per second. */
static inline void fuzz_options(secexec_options *o) {
    secexec_options_init(o);
    o->max_instructions = 20000;
    o->max_memory_bytes = 8u << 20;
    o->timeout_ms = 1000;
    o->max_output_bytes = 4096;
}

/* A failed invariant is a bug: make libFuzzer keep the input. */
#define FUZZ_CHECK(cond)                                                                                               \
    do {                                                                                                               \
        if (!(cond)) {                                                                                                 \
            fprintf(stderr, "fuzz invariant failed: %s (%s:%d)\n", #cond, __FILE__, __LINE__);                         \
            abort();                                                                                                   \
        }                                                                                                              \
    } while (0)

/* Every result is well formed: a known outcome, error strings set on failure, a value that is
 * valid JSON, output within its limit, and a result JSON that parses. Frees the result. */
static inline void fuzz_check_result(secexec_result *r, const secexec_options *o) {
    FUZZ_CHECK(r != NULL);
    FUZZ_CHECK((unsigned)r->outcome <= SECEXEC_TIMED_OUT);
    FUZZ_CHECK(r->has_error == (r->outcome != SECEXEC_SUCCEEDED));
    if (r->has_error) {
        FUZZ_CHECK(r->error.code != SECEXEC_ERR_NONE && r->error.code < SECEXEC_ERR__COUNT);
        FUZZ_CHECK(r->error.code != SECEXEC_ERR_INTERNAL);
        FUZZ_CHECK(r->error.name && r->error.message && r->error.stack);
    }
    FUZZ_CHECK(r->instructions <= o->max_instructions);
    FUZZ_CHECK(r->memory_peak_bytes <= o->max_memory_bytes);
    FUZZ_CHECK(r->stdout_len <= o->max_output_bytes && r->stderr_len <= o->max_output_bytes);
    if (r->has_value) FUZZ_CHECK(json_parses(r->value_json));
    char *json = secexec_result_to_json(r);
    FUZZ_CHECK(json != NULL);
    FUZZ_CHECK(json_parses(json));
    free(json);
    secexec_result_free(r);
}

/* Append bytes as a JSON string (each byte a Latin-1 character, escaped when needed); the room
 * needed is at most 6 bytes per input byte plus 2. */
static inline char *fuzz_put_json_string(char *p, const uint8_t *d, size_t n) {
    *p++ = '"';
    for (size_t i = 0; i < n; i++) {
        if (d[i] >= 0x20 && d[i] < 0x7f && d[i] != '"' && d[i] != '\\') *p++ = (char)d[i];
        else p += sprintf(p, "\\u%04x", d[i]);
    }
    *p++ = '"';
    return p;
}

/* Split the input at its first two NUL bytes into three parts (missing ones are empty). */
static inline void fuzz_split3(const uint8_t *data, size_t size, const uint8_t *parts[3], size_t lens[3]) {
    parts[0] = parts[1] = parts[2] = data;
    lens[0] = size, lens[1] = lens[2] = 0;
    int k = 0;
    for (size_t i = 0; i < size && k < 2; i++) {
        if (data[i] == 0) {
            lens[k] = (size_t)(data + i - parts[k]);
            parts[++k] = data + i + 1;
            lens[k] = size - i - 1;
        }
    }
}

#endif
