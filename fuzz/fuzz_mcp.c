/* fuzz_mcp.c - libFuzzer target: the bytes as lines a client writes to `secexec mcp` (initialize,
 * tools/call with any code and inputs, garbage), each handled by an MCP server with tiny budgets.
 * Every line the server writes must be one JSON-RPC 2.0 response with an id and exactly one of
 * result / error; a tools/call result must carry structuredContent with a boolean ok. Inputs of
 * odd length run with --session-vm (one machine whose files the calls share). */
#include "cli/mcp.h"
#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_line(void *data, const char *line) {
    (void)data;
    FUZZ_CHECK(strchr(line, '\n') == NULL);
    cJSON *m = json_parse_lenient(line);
    FUZZ_CHECK(cJSON_IsObject(m));
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(m, "jsonrpc");
    FUZZ_CHECK(cJSON_IsString(v) && strcmp(v->valuestring, "2.0") == 0);
    FUZZ_CHECK(cJSON_HasObjectItem(m, "id"));
    const cJSON *result = cJSON_GetObjectItemCaseSensitive(m, "result");
    const cJSON *err = cJSON_GetObjectItemCaseSensitive(m, "error");
    FUZZ_CHECK((result != NULL) != (err != NULL));
    if (err != NULL) {
        FUZZ_CHECK(cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(err, "code")));
        FUZZ_CHECK(cJSON_IsString(cJSON_GetObjectItemCaseSensitive(err, "message")));
    }
    const cJSON *sc = cJSON_GetObjectItemCaseSensitive(result, "structuredContent");
    if (sc != NULL) FUZZ_CHECK(cJSON_IsBool(cJSON_GetObjectItemCaseSensitive(sc, "ok")));
    cJSON_Delete(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    secexec_options limits;
    fuzz_options(&limits);
    limits.max_stack_depth = 200;
    sx_mcp_server *s = sx_mcp_new(&limits, check_line, NULL);
    FUZZ_CHECK(s != NULL);
    sx_mcp_session_vm(s, size % 2 == 1);
    sx_mcp_ready(s);
    const char *p = (const char *)data, *end = p + size;
    while (p < end) { /* one message per line, as the server's stdin reader hands them over */
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        if (n > 0) sx_mcp_handle(s, p, n);
        p += n + 1;
    }
    sx_mcp_free(s);
    return 0;
}
