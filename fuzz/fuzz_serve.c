/* fuzz_serve.c - libFuzzer target: the bytes as everything a client writes to `secexec serve`
 * (requests, host.call answers, cancels, garbage), fed to a synchronous serve session with tiny
 * budgets, then end of input. Every line the server writes must be one well-formed JSON-RPC
 * message; no crash, hang, leak or thread may remain. */
#include "cli/serve_session.h"
#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool is_string(const cJSON *o, const char *key) {
    return cJSON_IsString(cJSON_GetObjectItemCaseSensitive(o, key));
}

/* A host.call request of the server: string id, params naming the run and the function. */
static void check_host_call(const cJSON *m) {
    const cJSON *p = cJSON_GetObjectItemCaseSensitive(m, "params");
    FUZZ_CHECK(is_string(m, "id"));
    FUZZ_CHECK(is_string(p, "collection") && is_string(p, "function"));
    FUZZ_CHECK(cJSON_HasObjectItem(p, "requestId") && cJSON_HasObjectItem(p, "input"));
}

/* An audit notification (params.audit): no id, the run's id and one event of docs/replay.md. */
static void check_audit(const cJSON *m) {
    const cJSON *p = cJSON_GetObjectItemCaseSensitive(m, "params");
    FUZZ_CHECK(!cJSON_HasObjectItem(m, "id") && cJSON_HasObjectItem(p, "requestId"));
    FUZZ_CHECK(is_string(cJSON_GetObjectItemCaseSensitive(p, "event"), "event"));
}

/* A response: an id and exactly one of result / error {code, message}; only errors have a null
 * id (requests with a null id are notifications). */
static void check_response(const cJSON *m) {
    const cJSON *err = cJSON_GetObjectItemCaseSensitive(m, "error");
    FUZZ_CHECK(cJSON_HasObjectItem(m, "id"));
    FUZZ_CHECK(err != NULL || !cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(m, "id")));
    FUZZ_CHECK(cJSON_HasObjectItem(m, "result") != (err != NULL));
    if (err != NULL) {
        FUZZ_CHECK(cJSON_IsNumber(cJSON_GetObjectItemCaseSensitive(err, "code")));
        FUZZ_CHECK(is_string(err, "message"));
    }
}

static void check_line(void *data, const char *line) {
    size_t *count = data;
    ++*count;
    FUZZ_CHECK(strchr(line, '\n') == NULL);
    cJSON *m = json_parse_lenient(line);
    FUZZ_CHECK(cJSON_IsObject(m));
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(m, "jsonrpc");
    FUZZ_CHECK(cJSON_IsString(v) && strcmp(v->valuestring, "2.0") == 0);
    const cJSON *method = cJSON_GetObjectItemCaseSensitive(m, "method");
    if (method != NULL && cJSON_IsString(method) && strcmp(method->valuestring, "audit") == 0) {
        check_audit(m);
    } else if (method != NULL) {
        FUZZ_CHECK(cJSON_IsString(method) && strcmp(method->valuestring, "host.call") == 0);
        check_host_call(m);
    } else {
        check_response(m);
    }
    cJSON_Delete(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    secexec_options caps;
    fuzz_options(&caps);
    caps.max_stack_depth = 200;
    caps.host_call_timeout_ms = 1000;
    caps.max_host_calls = 8;
    caps.max_host_payload_bytes = 4096;
    size_t lines = 0;
    sx_serve_config cfg = {.workers = 0, .max_message = 4096, .emit = check_line, .emit_data = &lines, .caps = &caps};
    sx_serve_session *s = sx_serve_session_new(&cfg);
    FUZZ_CHECK(s != NULL);
    /* Two chunks (the first byte picks where), so lines also arrive in pieces. */
    size_t cut = size > 0 ? size * data[0] / 256 : 0;
    sx_serve_feed(s, (const char *)data, cut);
    sx_serve_feed(s, (const char *)data + cut, size - cut);
    sx_serve_close_input(s);
    FUZZ_CHECK(sx_serve_finished(s));
    sx_serve_session_end(s);
    return 0;
}
