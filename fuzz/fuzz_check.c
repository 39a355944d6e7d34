/* fuzz_check.c - libFuzzer target: arbitrary bytes through the type checker (secexec_check_n),
 * first alone, then with the bytes' second half as ambient declarations. Whatever the input, the
 * checker must finish with well-formed diagnostics: no crash, no hang, no native stack overflow. */
#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_one(const char *src, size_t len, const char *decls) {
    secexec_check_options co;
    secexec_check_options_init(&co);
    co.declarations = decls;
    secexec_check_result *c = secexec_check_n(src, len, &co);
    FUZZ_CHECK(c != NULL);
    FUZZ_CHECK(c->outcome == SECEXEC_SUCCEEDED || c->outcome == SECEXEC_FAILED);
    FUZZ_CHECK(c->has_errors == (c->diagnostic_count > 0) || c->outcome == SECEXEC_FAILED);
    for (size_t i = 0; i < c->diagnostic_count; i++) {
        const secexec_diagnostic *d = &c->diagnostics[i];
        FUZZ_CHECK(d->message != NULL && d->line >= 1 && d->column >= 1);
        if (decls == NULL) FUZZ_CHECK(d->start <= len); /* a diagnostic at the end may have length 1 */
    }
    FUZZ_CHECK(secexec_check_result_format(c) != NULL);
    char *json = secexec_check_result_to_json(c);
    FUZZ_CHECK(json != NULL && json_parses(json));
    free(json);
    secexec_check_result_free(c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    check_one((const char *)data, size, NULL);
    /* split at the first NUL: source, then declarations */
    const uint8_t *nul = memchr(data, 0, size);
    if (nul != NULL) {
        size_t n = (size_t)(nul - data);
        char *decls = malloc(size - n);
        if (decls == NULL) return 0;
        memcpy(decls, nul + 1, size - n - 1);
        decls[size - n - 1] = 0;
        check_one((const char *)data, n, decls);
        free(decls);
    }
    return 0;
}
