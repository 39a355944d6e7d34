/* mcp_proxy.c - `secexec mcp --tool-server NAME=CMD`: another MCP server's tools as a host-function collection of the guest. */
/*
 * The proxy is an MCP client on the other server's stdio: initialize, notifications/initialized,
 * tools/list (all pages) at start; tools/call for each host call. One request at a time, each
 * with a deadline; requests the other server sends us (ping, roots/list, ...) are answered, its
 * notifications skipped. Its stderr is left on ours (its log).
 */
#define _GNU_SOURCE /* pipe2 */
#include "cli/mcp_proxy.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

enum { MAX_LINE = 16 << 20 };

struct sx_mcp_proxy {
    char name[64]; /* the collection's name */
    pid_t pid;
    int in, out; /* its stdin (we write) and stdout (we read); -1 once closed */
    char *buf;   /* bytes read from its stdout, not yet a whole line */
    size_t len, cap;
    double next_id;
};

static uint64_t now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000u + (uint64_t)t.tv_nsec / 1000000u;
}

static bool write_all(int fd, const char *data, size_t n) {
    while (n > 0) {
        ssize_t w = write(fd, data, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return false;
        data += w, n -= (size_t)w;
    }
    return true;
}

/* Write one message as a line; consumes msg. */
static bool send_msg(sx_mcp_proxy *p, cJSON *msg) {
    char *text = cJSON_PrintUnformatted(msg);
    cJSON_Delete(msg);
    bool ok = text != NULL && p->in >= 0 && write_all(p->in, text, strlen(text)) && write_all(p->in, "\n", 1);
    free(text);
    return ok;
}

static cJSON *message(double id, const char *method) {
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "jsonrpc", "2.0");
    if (id >= 0) cJSON_AddNumberToObject(m, "id", id);
    if (method != NULL) cJSON_AddStringToObject(m, "method", method);
    return m;
}

/* The next whole line of its stdout as JSON (NULL when it is not JSON); *eof at end of input or
 * on the deadline (*timed_out). */
static cJSON *read_message(sx_mcp_proxy *p, uint64_t deadline, bool *eof, bool *timed_out) {
    for (;;) {
        char *nl = p->buf ? memchr(p->buf, '\n', p->len) : NULL;
        if (nl != NULL) {
            cJSON *m = cJSON_ParseWithLength(p->buf, (size_t)(nl - p->buf));
            p->len -= (size_t)(nl + 1 - p->buf);
            memmove(p->buf, nl + 1, p->len);
            return m; /* NULL for a line that is not JSON: the caller reads on */
        }
        uint64_t now = now_ms();
        if (now >= deadline) return *timed_out = true, NULL;
        struct pollfd pf = {.fd = p->out, .events = POLLIN};
        int ready = poll(&pf, 1, (int)(deadline - now > 1000 ? 1000 : deadline - now));
        if (ready < 0 && errno != EINTR) return *eof = true, NULL;
        if (ready <= 0) continue;
        if (p->len + 65536 > p->cap) {
            size_t cap = p->cap ? p->cap * 2 : 65536;
            char *b = cap <= MAX_LINE ? realloc(p->buf, cap) : NULL;
            if (b == NULL) return *eof = true, NULL; /* a line past 16 MiB: give up on the server */
            p->buf = b, p->cap = cap;
        }
        ssize_t got = read(p->out, p->buf + p->len, p->cap - p->len);
        if (got < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (got <= 0) return *eof = true, NULL;
        p->len += (size_t)got;
    }
}

/* A request of the other server to us: ping is answered, everything else refused. */
static void answer_its_request(sx_mcp_proxy *p, const cJSON *m) {
    cJSON *r = message(-1, NULL);
    cJSON_AddItemToObject(r, "id", cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(m, "id"), true));
    const cJSON *method = cJSON_GetObjectItemCaseSensitive(m, "method");
    if (cJSON_IsString(method) && strcmp(method->valuestring, "ping") == 0) {
        cJSON_AddObjectToObject(r, "result");
    } else {
        cJSON *e = cJSON_AddObjectToObject(r, "error");
        cJSON_AddNumberToObject(e, "code", -32601);
        cJSON_AddStringToObject(e, "message", "secexec mcp does not serve this method");
    }
    send_msg(p, r);
}

/* Send a request and wait for its response (the whole message, or NULL with err). */
static cJSON *request(sx_mcp_proxy *p, const char *method, cJSON *params, uint64_t deadline, char *err, size_t n) {
    double id = p->next_id++;
    cJSON *m = message(id, method);
    cJSON_AddItemToObject(m, "params", params);
    if (!send_msg(p, m)) return snprintf(err, n, "tool server %s exited (its stdin is closed)", p->name), NULL;
    for (;;) {
        bool eof = false, timed_out = false;
        cJSON *r = read_message(p, deadline, &eof, &timed_out);
        if (timed_out) {
            cJSON *c = message(-1, "notifications/cancelled"), *cp = cJSON_AddObjectToObject(c, "params");
            cJSON_AddNumberToObject(cp, "requestId", id);
            cJSON_AddStringToObject(cp, "reason", "timed out");
            send_msg(p, c);
            return snprintf(err, n, "tool server %s: %s timed out", p->name, method), NULL;
        }
        if (eof) return snprintf(err, n, "tool server %s exited (or closed its output)", p->name), NULL;
        const cJSON *rid = cJSON_GetObjectItemCaseSensitive(r, "id");
        if (cJSON_HasObjectItem(r, "method") && rid != NULL && !cJSON_IsNull(rid)) answer_its_request(p, r);
        else if (cJSON_IsNumber(rid) && rid->valuedouble == id) return r;
        cJSON_Delete(r); /* a notification, a late answer, or not JSON */
    }
}

/* The error message of a JSON-RPC error response, or NULL when it is a result. */
static const char *error_of(const cJSON *r) {
    const cJSON *e = cJSON_GetObjectItemCaseSensitive(r, "error");
    if (e == NULL) return NULL;
    const cJSON *m = cJSON_GetObjectItemCaseSensitive(e, "message");
    return cJSON_IsString(m) ? m->valuestring : "error without a message";
}

static bool spawn_server(sx_mcp_proxy *p, const char *cmd) {
    int in[2], out[2];
    if (pipe2(in, O_CLOEXEC) != 0) return false;
    if (pipe2(out, O_CLOEXEC) != 0) return close(in[0]), close(in[1]), false;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, in[0], 0);
    posix_spawn_file_actions_adddup2(&fa, out[1], 1);
    char sh[] = "/bin/sh", dash_c[] = "-c";
    char *argv[] = {sh, dash_c, (char *)cmd, NULL};
    int rc = posix_spawn(&p->pid, sh, &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    close(in[0]), close(out[1]);
    p->in = in[1], p->out = out[0];
    if (rc != 0) p->pid = 0;
    return rc == 0;
}

/* A tool name as an identifier the guest can call: other characters become '_'. */
static void identifier(const char *name, char *out, size_t n) {
    size_t k = 0;
    if (name[0] >= '0' && name[0] <= '9' && k + 1 < n) out[k++] = '_';
    for (const char *c = name; *c != '\0' && k + 1 < n; c++) {
        bool ok =
            (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') || *c == '_' || *c == '$';
        out[k++] = ok ? *c : '_';
    }
    out[k] = '\0';
}

/* Append one function {name, description, inputSchema, tool} per tool of a tools/list page. */
static void add_tools(cJSON *functions, const cJSON *tools) {
    const cJSON *t;
    cJSON_ArrayForEach(t, tools) {
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(t, "name");
        if (!cJSON_IsString(name)) continue;
        char id[128];
        identifier(name->valuestring, id, sizeof id);
        cJSON *f = cJSON_CreateObject();
        cJSON_AddStringToObject(f, "name", id);
        const cJSON *d = cJSON_GetObjectItemCaseSensitive(t, "description");
        if (cJSON_IsString(d)) cJSON_AddStringToObject(f, "description", d->valuestring);
        const cJSON *schema = cJSON_GetObjectItemCaseSensitive(t, "inputSchema");
        if (cJSON_IsObject(schema)) cJSON_AddItemToObject(f, "inputSchema", cJSON_Duplicate(schema, true));
        cJSON_AddStringToObject(f, "tool", name->valuestring);
        cJSON_AddItemToArray(functions, f);
    }
}

/* initialize + initialized + every page of tools/list; the collection or NULL with err. */
static cJSON *handshake(sx_mcp_proxy *p, uint64_t deadline, char *err, size_t n) {
    cJSON *params = cJSON_CreateObject(), *info;
    cJSON_AddStringToObject(params, "protocolVersion", "2025-06-18");
    cJSON_AddObjectToObject(params, "capabilities");
    info = cJSON_AddObjectToObject(params, "clientInfo");
    cJSON_AddStringToObject(info, "name", "secexec");
    cJSON_AddStringToObject(info, "version", secexec_version());
    cJSON *r = request(p, "initialize", params, deadline, err, n);
    if (r == NULL) return NULL;
    const char *e = error_of(r);
    if (e != NULL) return snprintf(err, n, "tool server %s: initialize: %s", p->name, e), cJSON_Delete(r), NULL;
    cJSON_Delete(r);
    send_msg(p, message(-1, "notifications/initialized"));
    cJSON *coll = cJSON_CreateObject();
    cJSON_AddStringToObject(coll, "name", p->name);
    char about[128];
    snprintf(about, sizeof about, "The tools of the MCP server %s.", p->name);
    cJSON_AddStringToObject(coll, "description", about);
    cJSON *functions = cJSON_AddArrayToObject(coll, "functions");
    char *cursor = NULL;
    do {
        cJSON *lp = cJSON_CreateObject();
        if (cursor != NULL) cJSON_AddStringToObject(lp, "cursor", cursor);
        free(cursor);
        cursor = NULL;
        r = request(p, "tools/list", lp, deadline, err, n);
        if (r == NULL || (e = error_of(r)) != NULL) {
            if (r != NULL) snprintf(err, n, "tool server %s: tools/list: %s", p->name, e);
            cJSON_Delete(r);
            cJSON_Delete(coll);
            return NULL;
        }
        const cJSON *result = cJSON_GetObjectItemCaseSensitive(r, "result");
        add_tools(functions, cJSON_GetObjectItemCaseSensitive(result, "tools"));
        const cJSON *next = cJSON_GetObjectItemCaseSensitive(result, "nextCursor");
        if (cJSON_IsString(next) && next->valuestring[0] != '\0') cursor = strdup(next->valuestring);
        cJSON_Delete(r);
    } while (cursor != NULL);
    return coll;
}

sx_mcp_proxy *sx_mcp_proxy_start(const char *name, const char *cmd, uint64_t timeout_ms, cJSON *collections, char *err,
                                 size_t n) {
    sx_mcp_proxy *p = calloc(1, sizeof *p);
    if (p == NULL) return snprintf(err, n, "out of memory"), NULL;
    snprintf(p->name, sizeof p->name, "%s", name);
    p->in = p->out = -1;
    p->next_id = 1;
    if (!spawn_server(p, cmd)) {
        snprintf(err, n, "cannot start tool server %s: %s", name, strerror(errno));
        sx_mcp_proxy_free(p);
        return NULL;
    }
    cJSON *coll = handshake(p, now_ms() + timeout_ms, err, n);
    if (coll == NULL) {
        sx_mcp_proxy_free(p);
        return NULL;
    }
    cJSON_AddItemToArray(collections, coll);
    return p;
}

/* The texts of a tool result's content, joined by newlines (NULL when an item is not text). */
static char *content_text(const cJSON *content) {
    size_t n = 1;
    const cJSON *c;
    cJSON_ArrayForEach(c, content) {
        const cJSON *t = cJSON_GetObjectItemCaseSensitive(c, "text");
        if (!cJSON_IsString(t)) return NULL;
        n += strlen(t->valuestring) + 1;
    }
    char *text = calloc(1, n);
    cJSON_ArrayForEach(c, content) {
        if (text == NULL) break;
        if (text[0] != '\0') strcat(text, "\n");
        strcat(text, cJSON_GetObjectItemCaseSensitive(c, "text")->valuestring);
    }
    return text;
}

/* Answer the guest from a tools/call result: structuredContent, else the text, else the content
 * array; isError rejects with the text. */
static void answer(secexec_host_call *call, const cJSON *result) {
    const cJSON *content = cJSON_GetObjectItemCaseSensitive(result, "content");
    const cJSON *structured = cJSON_GetObjectItemCaseSensitive(result, "structuredContent");
    char *text = content_text(content);
    cJSON *value = NULL;
    if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(result, "isError"))) {
        secexec_host_call_reject(call, text && text[0] ? text : "the tool failed");
    } else {
        value = structured ? cJSON_Duplicate(structured, true)
                : text     ? cJSON_CreateString(text)
                           : cJSON_Duplicate(content ? content : result, true);
        char *json = cJSON_PrintUnformatted(value);
        if (json) secexec_host_call_resolve(call, json);
        else secexec_host_call_reject(call, "out of memory");
        free(json);
    }
    cJSON_Delete(value);
    free(text);
}

void sx_mcp_proxy_call(sx_mcp_proxy *p, const char *tool, const char *input_json, uint64_t deadline_ms,
                       secexec_host_call *call) {
    char err[300];
    cJSON *params = cJSON_CreateObject(), *args = cJSON_Parse(input_json);
    cJSON_AddStringToObject(params, "name", tool);
    cJSON_AddItemToObject(params, "arguments",
                          cJSON_IsObject(args) ? args : (cJSON_Delete(args), cJSON_CreateObject()));
    cJSON *r = request(p, "tools/call", params, deadline_ms, err, sizeof err);
    const char *e = r ? error_of(r) : NULL;
    if (r == NULL) secexec_host_call_reject(call, err);
    else if (e != NULL) secexec_host_call_reject(call, e);
    else answer(call, cJSON_GetObjectItemCaseSensitive(r, "result"));
    cJSON_Delete(r);
}

const char *sx_mcp_proxy_name(const sx_mcp_proxy *p) { return p->name; }

/* Close its stdin (MCP's way to end a stdio server), give it a second, then kill it. */
void sx_mcp_proxy_free(sx_mcp_proxy *p) {
    if (p == NULL) return;
    if (p->in >= 0) close(p->in);
    if (p->out >= 0) close(p->out);
    if (p->pid > 0) {
        int status;
        uint64_t until = now_ms() + 1000;
        while (waitpid(p->pid, &status, WNOHANG) == 0) {
            if (now_ms() >= until) {
                kill(p->pid, SIGKILL);
                waitpid(p->pid, &status, 0);
                break;
            }
            usleep(10000);
        }
    }
    free(p->buf);
    free(p);
}
