/* fuzz_host.c - libFuzzer target: the answers of host functions. The bytes are split at NUL into
 * a JSON Schema for the function's input and a result the host resolves with (or, when the first
 * byte is odd, the message it rejects with); the guest calls the function with odd arguments and
 * uses the answer. Invalid schemas are refused (invalid_input), invalid answers reject the guest's
 * promise, oversized or deep ones stay within the limits - never a crash or a leak. */
#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct answer {
    const char *text;
    bool reject;
} answer;

static void handler(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    (void)coll, (void)fn, (void)input;
    const answer *a = ud;
    if (a->reject) secexec_host_call_reject(call, a->text);
    else secexec_host_call_resolve(call, a->text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *copy = malloc(size + 1);
    if (copy == NULL) return 0;
    memcpy(copy, data, size);
    copy[size] = 0;
    char *schema = NULL, *result = copy; /* "schema\0result" or just "result" */
    size_t n = strlen(copy);
    if (n < size) {
        schema = copy;
        result = copy + n + 1;
    }
    answer a = {result, size > 0 && (data[0] & 1)};
    secexec_host_function fns[] = {{"get", "Fuzzed.", schema, handler, &a, NULL}};
    secexec_host_collection coll = {"svc", NULL, fns, 1};
    secexec_options o;
    fuzz_options(&o);
    o.host_collections = &coll;
    o.host_collection_count = 1;
    fuzz_check_result(secexec_evaluate("(async () => { const out: any[] = []; "
                                       "for (const arg of [1, 'x', null, { a: [1, { b: 'c' }] }, [1, 2], -0, 1e308]) { "
                                       "  try { out.push(await (svc as any).get(arg)); } catch (e: any) { "
                                       "out.push(e.name + ': ' + e.message); } } "
                                       "return out; })()",
                                       &o),
                      &o);
    char *decls = secexec_declarations(&coll, 1, schema);
    free(decls);
    free(copy);
    return 0;
}
