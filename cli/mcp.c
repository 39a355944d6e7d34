/* mcp.c - `secexec mcp`: a Model Context Protocol server on stdio with the tools run_code and check_code. */
/*
 * MCP is JSON-RPC 2.0, one message per line on stdin/stdout (docs/mcp.md). The server answers
 * initialize, ping, tools/list and tools/call; notifications need no answer. run_code does what
 * the reference library's run_code handler does: type-check the model's code against the
 * declarations of its inputs and host functions, hand tsc's diagnostics back as feedback, else
 * run it in a fresh VM and return { ok, value } or { ok: false, feedback } with the guest's error
 * and stack. Host functions come from a --host JSON file (the `hostFunctions` shape of
 * docs/protocol.md) where every function names a command: the server runs it with the call's
 * input as JSON on stdin and takes its stdout as the JSON answer. Tool calls are handled one at a
 * time, in the order they arrive.
 */
#define _GNU_SOURCE /* pipe2 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "cli/hostspec.h"
#include "cli/mcp.h"
#include "cli/mcp_proxy.h"

extern char **environ;

enum { RPC_PARSE = -32700, RPC_INVALID = -32600, RPC_METHOD = -32601, RPC_PARAMS = -32602 };
enum { MAX_STDERR_KEPT = 2048 };

typedef struct sx_mcp_server {
    sx_mcp_emit emit; /* every line for the client */
    void *emit_data;
    cJSON *host_json;       /* collections of --host files (functions with a "command") and of tool servers ("tool") */
    sx_mcp_proxy **proxies; /* --tool-server NAME=CMD, one collection each */
    size_t nproxies;
    cli_hostspec hosts;                   /* the same as C API collections */
    char *inputs_default;                 /* --inputs: JSON text used when a call passes no inputs, or NULL */
    secexec_options base;                 /* limits from the command line */
    uint64_t run_deadline;                /* CLOCK_MONOTONIC ms at which the current run's timeoutMs ends */
    bool session_vm;                      /* --session-vm: run_code runs on one machine for the session */
    secexec_machine_options machine_opts; /* its file quotas (--max-fs-bytes, --max-fs-files) */
    secexec_machine *vm;                  /* that machine, made at the first run_code; NULL before */
    size_t max_message;
    cJSON *tools; /* the tools/list result */
} mcp_server;

static uint64_t now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000u + (uint64_t)t.tv_nsec / 1000000u;
}

/* ---------------------------------------------------------------------------------------------
 * Host functions: each one a command (argv array, or a string for /bin/sh -c)
 * ------------------------------------------------------------------------------------------- */

static const cJSON *find_named(const cJSON *array, const char *name) {
    const cJSON *item;
    cJSON_ArrayForEach(item, array) {
        const cJSON *n = cJSON_GetObjectItemCaseSensitive(item, "name");
        if (cJSON_IsString(n) && strcmp(n->valuestring, name) == 0) return item;
    }
    return NULL;
}

/* The command's argv (NULL-terminated, pointing into the JSON), or NULL when it is malformed. */
static char **command_argv(const cJSON *cmd) {
    static char sh[] = "/bin/sh", dash_c[] = "-c";
    size_t n = cJSON_IsString(cmd) ? 3 : cJSON_IsArray(cmd) ? (size_t)cJSON_GetArraySize(cmd) : 0;
    if (n == 0) return NULL;
    char **argv = calloc(n + 1, sizeof *argv);
    if (argv == NULL) return NULL;
    if (cJSON_IsString(cmd)) {
        argv[0] = sh, argv[1] = dash_c, argv[2] = cmd->valuestring;
        return argv;
    }
    size_t i = 0;
    const cJSON *a;
    cJSON_ArrayForEach(a, cmd) {
        if (!cJSON_IsString(a)) return free(argv), NULL;
        argv[i++] = a->valuestring;
    }
    return argv;
}

/* environ plus SECEXEC_COLLECTION and SECEXEC_FUNCTION naming the call. */
static char **command_env(char *coll_var, char *fn_var) {
    size_t n = 0;
    while (environ[n] != NULL) n++;
    char **env = calloc(n + 3, sizeof *env);
    if (env == NULL) return NULL;
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (strncmp(environ[i], "SECEXEC_COLLECTION=", 19) != 0 && strncmp(environ[i], "SECEXEC_FUNCTION=", 17) != 0)
            env[k++] = environ[i];
    env[k++] = coll_var;
    env[k++] = fn_var;
    return env;
}

/* What a command printed and how it ended. */
typedef struct command_run {
    char *out; /* stdout, NUL-terminated */
    size_t out_len;
    char err[MAX_STDERR_KEPT + 1]; /* the last bytes of stderr */
    size_t err_len;
    int status; /* waitpid status */
    bool timed_out, too_large;
} command_run;

/* Append what fd has to r (stdout up to max_out bytes, stderr's tail); false at end of file. */
static bool drain(int fd, bool is_out, command_run *r, size_t max_out) {
    char chunk[4096];
    ssize_t got = read(fd, chunk, sizeof chunk);
    if (got < 0) return errno == EINTR || errno == EAGAIN;
    if (got == 0) return false;
    if (is_out) {
        if (r->out_len + (size_t)got > max_out) {
            r->too_large = true;
            return false;
        }
        memcpy(r->out + r->out_len, chunk, (size_t)got);
        r->out_len += (size_t)got;
        r->out[r->out_len] = '\0';
    } else {
        for (ssize_t i = 0; i < got; i++) {
            if (r->err_len == MAX_STDERR_KEPT) memmove(r->err, r->err + 1, --r->err_len);
            r->err[r->err_len++] = chunk[i];
        }
        r->err[r->err_len] = '\0';
    }
    return true;
}

/* Feed `input` to the child's stdin and collect its output until both outputs close or the
 * deadline passes (then the child is killed). */
static void pump(pid_t pid, int in, int out, int err, const char *input, uint64_t deadline, size_t max_out,
                 command_run *r) {
    size_t input_len = strlen(input), written = 0;
    bool out_open = true, err_open = true;
    while (out_open || err_open) {
        struct pollfd p[3] = {{.fd = out_open ? out : -1, .events = POLLIN},
                              {.fd = err_open ? err : -1, .events = POLLIN},
                              {.fd = in, .events = POLLOUT}};
        uint64_t now = now_ms();
        if (now >= deadline) {
            r->timed_out = true;
            break;
        }
        int ready = poll(p, in >= 0 ? 3 : 2, (int)(deadline - now > 1000 ? 1000 : deadline - now));
        if (ready < 0 && errno != EINTR) break;
        if (in >= 0 && (p[2].revents & (POLLOUT | POLLERR | POLLHUP))) {
            ssize_t w = write(in, input + written, input_len - written);
            if (w > 0) written += (size_t)w;
            if (w < 0 && errno != EINTR && errno != EAGAIN) written = input_len; /* it closed stdin: fine */
            if (written == input_len) close(in), in = -1;
        }
        if (p[0].revents & (POLLIN | POLLHUP | POLLERR)) out_open = drain(out, true, r, max_out);
        if (p[1].revents & (POLLIN | POLLHUP | POLLERR)) err_open = drain(err, false, r, 0);
        if (r->too_large) break;
    }
    if (in >= 0) close(in);
    if (r->timed_out || r->too_large) kill(pid, SIGKILL);
    while (waitpid(pid, &r->status, 0) < 0 && errno == EINTR) {}
}

/* Run argv with env, `input` on its stdin; false when it cannot be started. */
static bool run_command(char **argv, char **env, const char *input, uint64_t deadline, size_t max_out, command_run *r) {
    int in[2], out[2], err[2];
    if (pipe2(in, O_CLOEXEC) != 0) return false;
    if (pipe2(out, O_CLOEXEC) != 0) return close(in[0]), close(in[1]), false;
    if (pipe2(err, O_CLOEXEC) != 0) return close(in[0]), close(in[1]), close(out[0]), close(out[1]), false;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, in[0], 0);
    posix_spawn_file_actions_adddup2(&fa, out[1], 1);
    posix_spawn_file_actions_adddup2(&fa, err[1], 2);
    pid_t pid;
    int rc = posix_spawnp(&pid, argv[0], &fa, NULL, argv, env);
    posix_spawn_file_actions_destroy(&fa);
    close(in[0]), close(out[1]), close(err[1]);
    if (rc == 0) pump(pid, in[1], out[0], err[0], input, deadline, max_out, r);
    else close(in[1]);
    close(out[0]), close(err[0]);
    return rc == 0;
}

/* The last non-empty line of text (what a failing command said), trimmed. */
static const char *last_line(char *text) {
    size_t n = strlen(text);
    while (n > 0 && (text[n - 1] == '\n' || text[n - 1] == '\r' || text[n - 1] == ' ')) text[--n] = '\0';
    char *nl = strrchr(text, '\n');
    return nl ? nl + 1 : text;
}

/* Answer the call from what the command did. */
static void answer_call(secexec_host_call *call, const char *coll, const char *fn, command_run *r) {
    char msg[MAX_STDERR_KEPT + 200];
    if (r->timed_out) snprintf(msg, sizeof msg, "%s.%s: host call timed out (its command was killed)", coll, fn);
    else if (r->too_large) snprintf(msg, sizeof msg, "%s.%s: the command's answer is too large", coll, fn);
    else if (!WIFEXITED(r->status) || WEXITSTATUS(r->status) != 0) {
        const char *said = last_line(r->err);
        if (said[0] != '\0') snprintf(msg, sizeof msg, "%s", said);
        else if (WIFEXITED(r->status))
            snprintf(msg, sizeof msg, "%s.%s: its command exited with status %d", coll, fn, WEXITSTATUS(r->status));
        else snprintf(msg, sizeof msg, "%s.%s: its command was killed by signal %d", coll, fn, WTERMSIG(r->status));
    } else {
        cJSON *v = cJSON_ParseWithLength(r->out, r->out_len);
        bool blank = strspn(r->out, " \t\r\n") == r->out_len;
        if (v != NULL || blank) {
            secexec_host_call_resolve(call, blank ? "null" : r->out);
            cJSON_Delete(v);
            return;
        }
        snprintf(msg, sizeof msg, "%s.%s: its command did not print a JSON answer", coll, fn);
    }
    secexec_host_call_reject(call, msg);
}

/* The secexec_host_handler of every --host function. */
static void host_command(void *ud, const char *coll, const char *fn, const char *input, secexec_host_call *call) {
    mcp_server *s = ud;
    const cJSON *c = find_named(s->host_json, coll);
    const cJSON *f = c ? find_named(cJSON_GetObjectItemCaseSensitive(c, "functions"), fn) : NULL;
    const cJSON *tool = cJSON_GetObjectItemCaseSensitive(f, "tool");
    if (cJSON_IsString(tool)) { /* a tool of a --tool-server */
        uint64_t timeout = s->base.host_call_timeout_ms ? s->base.host_call_timeout_ms : 30000;
        uint64_t deadline = now_ms() + timeout < s->run_deadline ? now_ms() + timeout : s->run_deadline;
        for (size_t i = 0; i < s->nproxies; i++)
            if (strcmp(sx_mcp_proxy_name(s->proxies[i]), coll) == 0)
                return sx_mcp_proxy_call(s->proxies[i], tool->valuestring, input, deadline, call);
    }
    char **argv = f ? command_argv(cJSON_GetObjectItemCaseSensitive(f, "command")) : NULL;
    char coll_var[160], fn_var[160];
    snprintf(coll_var, sizeof coll_var, "SECEXEC_COLLECTION=%s", coll);
    snprintf(fn_var, sizeof fn_var, "SECEXEC_FUNCTION=%s", fn);
    char **env = argv ? command_env(coll_var, fn_var) : NULL;
    size_t max_out = s->base.max_host_payload_bytes ? s->base.max_host_payload_bytes : 1u << 20;
    uint64_t timeout = s->base.host_call_timeout_ms ? s->base.host_call_timeout_ms : 30000;
    uint64_t deadline = now_ms() + timeout;
    if (deadline > s->run_deadline) deadline = s->run_deadline;
    command_run *r = calloc(1, sizeof *r);
    if (r != NULL) r->out = malloc(max_out + 1);
    if (r != NULL && r->out != NULL) r->out[0] = '\0';
    char msg[300];
    if (argv == NULL || env == NULL || r == NULL || r->out == NULL) {
        snprintf(msg, sizeof msg, "%s.%s: no usable \"command\" for it in the --host file", coll, fn);
        secexec_host_call_reject(call, msg);
    } else if (!run_command(argv, env, input, deadline, max_out, r)) {
        snprintf(msg, sizeof msg, "%s.%s: cannot start its command %s: %s", coll, fn, argv[0], strerror(errno));
        secexec_host_call_reject(call, msg);
    } else {
        answer_call(call, coll, fn, r);
    }
    if (r != NULL) free(r->out);
    free(r);
    free(env);
    free(argv);
}

/* ---------------------------------------------------------------------------------------------
 * The tools
 * ------------------------------------------------------------------------------------------- */

/* tsc's diagnostics as the reference run_code handler words its feedback: "TS2551: ..." lines. */
static char *diagnostics_feedback(const secexec_check_result *c) {
    size_t n = 1;
    for (size_t i = 0; i < c->diagnostic_count; i++) n += strlen(c->diagnostics[i].message) + 24;
    char *text = malloc(n), *p = text;
    if (text == NULL) return NULL;
    *p = '\0';
    for (size_t i = 0; i < c->diagnostic_count; i++)
        p += sprintf(p, "%sTS%d: %s", i ? "\n" : "", c->diagnostics[i].code, c->diagnostics[i].message);
    return text;
}

/* A failed run's feedback: what it wrote on stderr, where an uncaught error's stack already is
 * (node prints it there); else stderr followed by the error ("TimeoutError: Instruction budget of
 * 100000 exhausted"), with its stack when that says more than the message. */
static char *run_feedback(const secexec_result *r) {
    const char *stack = r->error.stack ? r->error.stack : "", *message = r->error.message ? r->error.message : "";
    const char *name = r->error.name && r->error.name[0] ? r->error.name : "Error";
    const char *err = r->stderr_len > 0 ? r->stderr_text : "";
    if (err[0] != '\0' && strstr(err, message) != NULL) return strdup(err);
    bool stack_too = stack[0] != '\0' && strcmp(stack, message) != 0;
    size_t n = strlen(err) + strlen(stack) + strlen(message) + strlen(name) + 8;
    char *text = malloc(n);
    if (text == NULL) return NULL;
    snprintf(text, n, "%s%s%s: %s%s%s", err, err[0] && err[strlen(err) - 1] != '\n' ? "\n" : "", name, message,
             stack_too ? "\n" : "", stack_too ? stack : "");
    return text;
}

/* The options of every run: the command line's limits, the host functions and inputs. */
static secexec_options run_options(const mcp_server *s, const char *inputs, bool execute) {
    secexec_options o = s->base;
    o.inputs_json = inputs;
    o.host_collections = s->hosts.colls;
    o.host_collection_count = s->hosts.ncolls;
    o.capture = execute ? SECEXEC_CAPTURE_ALL : SECEXEC_CAPTURE_STDERR;
    return o;
}

/* --session-vm: the session's machine, made on first use (NULL: out of memory). Its calls capture
 * both streams; run_code reports stdout in execute mode only, as without a machine. */
static secexec_machine *session_machine(mcp_server *s) {
    if (s->vm == NULL) {
        secexec_options o = run_options(s, s->inputs_default, true);
        s->vm = secexec_machine_new(&o, &s->machine_opts);
    }
    return s->vm;
}

static secexec_check_result *check_source(mcp_server *s, const char *code, const char *inputs) {
    char *decls = secexec_declarations(s->hosts.colls, s->hosts.ncolls, inputs);
    secexec_check_result *c;
    if (s->session_vm && session_machine(s) != NULL) { /* imports of the session's files are checked too */
        c = secexec_machine_check_with(s->vm, code, strlen(code), decls);
    } else {
        secexec_check_options co;
        secexec_check_options_init(&co);
        co.declarations = decls; /* NULL (inputs not JSON) leaves `inputs` undeclared */
        c = secexec_check(code, &co);
    }
    free(decls);
    return c;
}

/* Run the code: in a fresh VM, or with --session-vm on the session's machine (fresh JavaScript
 * memory that sees the files earlier calls wrote). */
static secexec_result *run_source(mcp_server *s, const char *code, const char *inputs, bool execute) {
    secexec_options o = run_options(s, inputs, execute);
    if (!s->session_vm) return execute ? secexec_execute(code, &o) : secexec_evaluate(code, &o);
    if (session_machine(s) == NULL) return NULL;
    secexec_call_options co = {.inputs_json = inputs};
    return secexec_machine_run_with(s->vm, code, strlen(code), !execute, &co);
}

/* run_code: check, then evaluate/execute; the structured { ok, value } / { ok: false, feedback }. */
static cJSON *run_code(mcp_server *s, const char *code, const char *inputs, bool execute) {
    cJSON *out = cJSON_CreateObject();
    secexec_check_result *c = check_source(s, code, inputs);
    if (c != NULL && c->has_errors) {
        char *fb = diagnostics_feedback(c);
        cJSON_AddFalseToObject(out, "ok");
        cJSON_AddStringToObject(out, "feedback", fb ? fb : "type errors");
        free(fb);
        secexec_check_result_free(c);
        return out;
    }
    secexec_check_result_free(c); /* none, or the checker could not run: the run decides */
    s->run_deadline = now_ms() + (s->base.timeout_ms ? s->base.timeout_ms : 5000);
    secexec_result *r = run_source(s, code, inputs, execute);
    if (r == NULL) {
        cJSON_AddFalseToObject(out, "ok");
        cJSON_AddStringToObject(out, "feedback", "internal_error: the host ran out of memory");
    } else if (r->outcome == SECEXEC_SUCCEEDED) {
        cJSON_AddTrueToObject(out, "ok");
        cJSON *v = r->has_value ? cJSON_Parse(r->value_json) : NULL;
        cJSON_AddItemToObject(out, "value", v ? v : cJSON_CreateNull());
        if (execute && r->stdout_len > 0) cJSON_AddStringToObject(out, "stdout", r->stdout_text);
    } else {
        char *fb = run_feedback(r);
        cJSON_AddFalseToObject(out, "ok");
        cJSON_AddStringToObject(out, "feedback", fb ? fb : r->error.message);
        free(fb);
    }
    secexec_result_free(r);
    return out;
}

/* check_code: { ok, diagnostics: [{code, message, line, column, ...}], feedback? }. */
static cJSON *check_code(mcp_server *s, const char *code, const char *inputs) {
    secexec_check_result *c = check_source(s, code, inputs);
    char *json = c ? secexec_check_result_to_json(c) : NULL;
    cJSON *parsed = json ? cJSON_Parse(json) : NULL, *out = cJSON_CreateObject();
    cJSON_AddBoolToObject(out, "ok", c != NULL && !c->has_errors && c->outcome == SECEXEC_SUCCEEDED);
    cJSON *diags = parsed ? cJSON_DetachItemFromObjectCaseSensitive(parsed, "diagnostics") : NULL;
    cJSON_AddItemToObject(out, "diagnostics", diags ? diags : cJSON_CreateArray());
    char *fb = c && c->has_errors ? diagnostics_feedback(c) : NULL;
    if (fb) cJSON_AddStringToObject(out, "feedback", fb);
    if (c == NULL) cJSON_AddStringToObject(out, "feedback", "the checker could not run (out of memory)");
    free(fb);
    cJSON_Delete(parsed);
    free(json);
    secexec_check_result_free(c);
    return out;
}

/* ---------------------------------------------------------------------------------------------
 * MCP messages
 * ------------------------------------------------------------------------------------------- */

static void send_json(mcp_server *s, cJSON *msg) {
    char *text = cJSON_PrintUnformatted(msg);
    if (text != NULL) s->emit(s->emit_data, text);
    free(text);
    cJSON_Delete(msg);
}

static cJSON *envelope(const cJSON *id) {
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "jsonrpc", "2.0");
    cJSON_AddItemToObject(m, "id", id ? cJSON_Duplicate(id, true) : cJSON_CreateNull());
    return m;
}

static void send_result(mcp_server *s, const cJSON *id, cJSON *result) {
    cJSON *m = envelope(id);
    cJSON_AddItemToObject(m, "result", result);
    send_json(s, m);
}

static void send_error(mcp_server *s, const cJSON *id, int code, const char *message) {
    cJSON *m = envelope(id), *e = cJSON_AddObjectToObject(m, "error");
    cJSON_AddNumberToObject(e, "code", code);
    cJSON_AddStringToObject(e, "message", message);
    send_json(s, m);
}

static const char INSTRUCTIONS[] =
    "Write TypeScript and run it with run_code: it is type-checked like tsc --strict first (fix the TS errors it "
    "returns and call again), then runs in a fresh sandbox without network or filesystem. Pass data as `inputs`, "
    "never inside the code.";
static const char INSTRUCTIONS_SESSION[] =
    "Write TypeScript and run it with run_code: it is type-checked like tsc --strict first (fix the TS errors it "
    "returns and call again), then runs in a sandbox without network. Every call starts with fresh variables, but "
    "files written with node:fs under /workspace (the working directory) stay for the next calls of this "
    "session: keep intermediate results there. Pass data as `inputs`, never inside the code.";

static const char *const PROTOCOL_VERSIONS[] = {"2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"};

/* initialize: the client's protocol version when we speak it, else our newest. */
static cJSON *initialize_result(const mcp_server *s, const cJSON *params) {
    const cJSON *asked = cJSON_GetObjectItemCaseSensitive(params, "protocolVersion");
    const char *version = PROTOCOL_VERSIONS[1];
    for (size_t i = 0; i < sizeof PROTOCOL_VERSIONS / sizeof *PROTOCOL_VERSIONS; i++)
        if (cJSON_IsString(asked) && strcmp(asked->valuestring, PROTOCOL_VERSIONS[i]) == 0)
            version = asked->valuestring;
    cJSON *r = cJSON_CreateObject();
    cJSON_AddStringToObject(r, "protocolVersion", version);
    cJSON_AddObjectToObject(cJSON_AddObjectToObject(r, "capabilities"), "tools");
    cJSON *info = cJSON_AddObjectToObject(r, "serverInfo");
    cJSON_AddStringToObject(info, "name", "secexec");
    cJSON_AddStringToObject(info, "version", secexec_version());
    cJSON_AddStringToObject(r, "instructions", s->session_vm ? INSTRUCTIONS_SESSION : INSTRUCTIONS);
    return r;
}

/* tools/call: run_code or check_code. */
static void call_tool(mcp_server *s, const cJSON *id, const cJSON *params) {
    const cJSON *name = cJSON_GetObjectItemCaseSensitive(params, "name");
    const cJSON *args = cJSON_GetObjectItemCaseSensitive(params, "arguments");
    const cJSON *code = cJSON_GetObjectItemCaseSensitive(args, "code");
    const cJSON *inputs = cJSON_GetObjectItemCaseSensitive(args, "inputs");
    const cJSON *mode = cJSON_GetObjectItemCaseSensitive(args, "mode");
    bool run = cJSON_IsString(name) && strcmp(name->valuestring, "run_code") == 0;
    if (!cJSON_IsString(name) || (!run && strcmp(name->valuestring, "check_code") != 0))
        return send_error(s, id, RPC_PARAMS, "Unknown tool: expected run_code or check_code");
    if (!cJSON_IsString(code)) return send_error(s, id, RPC_PARAMS, "arguments.code must be a string");
    bool execute = cJSON_IsString(mode) && strcmp(mode->valuestring, "execute") == 0;
    if (mode != NULL && !cJSON_IsNull(mode) && !execute &&
        !(cJSON_IsString(mode) && strcmp(mode->valuestring, "evaluate") == 0))
        return send_error(s, id, RPC_PARAMS, "arguments.mode must be \"evaluate\" or \"execute\"");
    char *inputs_text = inputs && !cJSON_IsNull(inputs) ? cJSON_PrintUnformatted(inputs) : NULL;
    const char *in = inputs_text ? inputs_text : s->inputs_default;
    cJSON *structured = run ? run_code(s, code->valuestring, in, execute) : check_code(s, code->valuestring, in);
    free(inputs_text);
    cJSON *r = cJSON_CreateObject(), *content = cJSON_AddArrayToObject(r, "content"), *text = cJSON_CreateObject();
    char *printed = cJSON_PrintUnformatted(structured);
    cJSON_AddStringToObject(text, "type", "text");
    cJSON_AddStringToObject(text, "text", printed ? printed : "{}");
    free(printed);
    cJSON_AddItemToArray(content, text);
    cJSON_AddBoolToObject(r, "isError", !cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(structured, "ok")));
    cJSON_AddItemToObject(r, "structuredContent", structured);
    send_result(s, id, r);
}

void sx_mcp_handle(mcp_server *s, const char *line, size_t n) {
    cJSON *msg = cJSON_ParseWithLength(line, n);
    if (msg == NULL) return send_error(s, NULL, RPC_PARSE, "Parse error: the line is not valid JSON");
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(msg, "id");
    const cJSON *method = cJSON_GetObjectItemCaseSensitive(msg, "method");
    const cJSON *params = cJSON_GetObjectItemCaseSensitive(msg, "params");
    bool has_id = cJSON_IsString(id) || cJSON_IsNumber(id);
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(msg, "jsonrpc");
    if (!cJSON_IsObject(msg) || !cJSON_IsString(v) || strcmp(v->valuestring, "2.0") != 0) {
        send_error(s, has_id ? id : NULL, RPC_INVALID, "Invalid Request: expected a JSON-RPC 2.0 object");
    } else if (!cJSON_IsString(method)) { /* a response: we send no requests, nothing to match */
    } else if (!has_id) {                 /* notifications/initialized, notifications/cancelled, ... */
    } else if (strcmp(method->valuestring, "initialize") == 0) {
        secexec_machine_free(s->vm); /* a new session: --session-vm's files start empty */
        s->vm = NULL;
        send_result(s, id, initialize_result(s, params));
    } else if (strcmp(method->valuestring, "ping") == 0) {
        send_result(s, id, cJSON_CreateObject());
    } else if (strcmp(method->valuestring, "tools/list") == 0) {
        cJSON *r = cJSON_CreateObject();
        cJSON_AddItemToObject(r, "tools", cJSON_Duplicate(s->tools, true));
        send_result(s, id, r);
    } else if (strcmp(method->valuestring, "tools/call") == 0) {
        call_tool(s, id, params);
    } else {
        char err[160];
        snprintf(err, sizeof err, "Method not found: %.100s", method->valuestring);
        send_error(s, id, RPC_METHOD, err);
    }
    cJSON_Delete(msg);
}

/* ---------------------------------------------------------------------------------------------
 * Tool definitions
 * ------------------------------------------------------------------------------------------- */

static const char RUN_SCHEMA[] =
    "{\"type\":\"object\",\"properties\":{"
    "\"code\":{\"type\":\"string\",\"description\":\"TypeScript. In evaluate mode the value of the last "
    "expression is returned (a promise is awaited): wrap several statements in an async arrow function and "
    "call it.\"},"
    "\"inputs\":{\"description\":\"Any JSON: the code reads it as the frozen global `inputs`, typed from this "
    "value. Pass data here, never inside the code.\"},"
    "\"mode\":{\"type\":\"string\",\"enum\":[\"evaluate\",\"execute\"],\"description\":\"evaluate (default) "
    "returns a value; execute runs a module and returns its console output.\"}},"
    "\"required\":[\"code\"],\"additionalProperties\":false}";
static const char RUN_OUTPUT[] = "{\"type\":\"object\",\"properties\":{\"ok\":{\"type\":\"boolean\"},\"value\":{},"
                                 "\"stdout\":{\"type\":\"string\"},\"feedback\":{\"type\":\"string\"}},"
                                 "\"required\":[\"ok\"]}";
static const char CHECK_SCHEMA[] =
    "{\"type\":\"object\",\"properties\":{\"code\":{\"type\":\"string\",\"description\":\"TypeScript to "
    "type-check\"},\"inputs\":{\"description\":\"The JSON the code will get as `inputs`\"}},"
    "\"required\":[\"code\"],\"additionalProperties\":false}";
static const char CHECK_OUTPUT[] = "{\"type\":\"object\",\"properties\":{\"ok\":{\"type\":\"boolean\"},"
                                   "\"diagnostics\":{\"type\":\"array\"},\"feedback\":{\"type\":\"string\"}},"
                                   "\"required\":[\"ok\",\"diagnostics\"]}";

static cJSON *tool(const char *name, const char *title, const char *about, const char *decls, const char *in,
                   const char *out) {
    cJSON *t = cJSON_CreateObject();
    cJSON_AddStringToObject(t, "name", name);
    cJSON_AddStringToObject(t, "title", title);
    size_t n = strlen(about) + strlen(decls) + 128;
    char *d = malloc(n);
    if (d != NULL) {
        snprintf(d, n, "%s%s%s%s", about, decls[0] ? "\n\nThe code sees these declarations:\n```ts\n" : "", decls,
                 decls[0] ? "```" : "");
        cJSON_AddStringToObject(t, "description", d);
    }
    free(d);
    cJSON_AddItemToObject(t, "inputSchema", cJSON_Parse(in));
    cJSON_AddItemToObject(t, "outputSchema", cJSON_Parse(out));
    return t;
}

static cJSON *tool_list(const mcp_server *s) {
    char *decls = secexec_declarations(s->hosts.colls, s->hosts.ncolls, s->inputs_default);
    const char *d = decls ? decls : "";
    cJSON *tools = cJSON_CreateArray();
    cJSON_AddItemToArray(
        tools,
        tool("run_code", "Run TypeScript in a sandbox",
             s->session_vm ? "Type-check TypeScript like tsc --strict, then run it in this session's sandbox (no "
                             "network, bounded time and memory; fresh variables each call, but files written with "
                             "node:fs under /workspace persist between calls). Returns {ok: true, value} or {ok: "
                             "false, feedback} with tsc's errors or the runtime error and stack: fix the code and call "
                             "again. Host functions declared below are async: await them."
                           : "Type-check TypeScript like tsc --strict, then run it in a fresh sandbox (no network, no "
                             "filesystem, bounded time and memory). Returns {ok: true, value} or {ok: false, feedback} "
                             "with tsc's errors or the runtime error and stack: fix the code and call again. Host "
                             "functions declared below are async: await them.",
             d, RUN_SCHEMA, RUN_OUTPUT));
    cJSON_AddItemToArray(tools,
                         tool("check_code", "Type-check TypeScript",
                              "Type-check TypeScript like tsc --strict --noEmit without running it; returns tsc's "
                              "diagnostics (code, message, line, column).",
                              d, CHECK_SCHEMA, CHECK_OUTPUT));
    free(decls);
    return tools;
}

/* ---------------------------------------------------------------------------------------------
 * Command line and main loop
 * ------------------------------------------------------------------------------------------- */

static int mcp_usage(const char *msg) {
    fprintf(stderr,
            "secexec mcp: %s\nUsage: secexec mcp [--host FILE.json] [--tool-server NAME=CMD] [--inputs JSON|@FILE]\n"
            "           [--timeout-ms N] [--max-instructions N] [--max-memory-bytes N]\n"
            "           [--max-output-bytes N] [--host-call-timeout-ms N]\n"
            "           [--session-vm [--max-fs-bytes N] [--max-fs-files N]]\n"
            "  --session-vm  one VM for the MCP session: files run_code writes persist between its calls\n"
            "                (each call still starts with fresh variables); quotas default to 64 MiB, 100000 files\n",
            msg);
    return 2;
}

static bool parse_u64(const char *text, uint64_t *out) {
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || text[0] == '-') return false;
    *out = v;
    return true;
}

/* A limit option: true when argv[*i] is one (consumes its value), *bad when the value is invalid. */
static bool limit_option(mcp_server *s, int argc, char **argv, int *i, bool *bad) {
    static const char *const names[] = {"--timeout-ms",       "--max-instructions",     "--max-memory-bytes",
                                        "--max-output-bytes", "--host-call-timeout-ms", "--max-fs-bytes",
                                        "--max-fs-files"};
    for (size_t k = 0; k < sizeof names / sizeof *names; k++) {
        if (strcmp(argv[*i], names[k]) != 0) continue;
        uint64_t v;
        if (*i + 1 >= argc || !parse_u64(argv[++*i], &v)) return *bad = true;
        if (k == 0) s->base.timeout_ms = v;
        else if (k == 1) s->base.max_instructions = v;
        else if (k == 2) s->base.max_memory_bytes = (size_t)v;
        else if (k == 3) s->base.max_output_bytes = (size_t)v;
        else if (k == 4) s->base.host_call_timeout_ms = v;
        else if (k == 5) s->machine_opts.max_fs_bytes = (size_t)v;
        else s->machine_opts.max_fs_files = (size_t)v;
        return true;
    }
    return false;
}

/* --host FILE: its collections join s->host_json. */
static int add_host_file(mcp_server *s, const char *path) {
    char *text = cli_read_text(path);
    if (text == NULL) return fprintf(stderr, "secexec mcp: cannot read %s\n", path), 2;
    cJSON *colls = cJSON_Parse(text);
    free(text);
    if (!cJSON_IsArray(colls))
        return cJSON_Delete(colls), fprintf(stderr, "secexec mcp: %s is not a JSON array of collections\n", path), 2;
    while (colls->child != NULL) cJSON_AddItemToArray(s->host_json, cJSON_DetachItemViaPointer(colls, colls->child));
    cJSON_Delete(colls);
    return 0;
}

/* --tool-server NAME=CMD: start it and add its tools as collection NAME. */
static int add_tool_server(mcp_server *s, const char *arg) {
    const char *eq = strchr(arg, '=');
    char name[64], err[400];
    if (eq == NULL || eq == arg || (size_t)(eq - arg) >= sizeof name)
        return mcp_usage("--tool-server needs NAME=COMMAND, e.g. --tool-server files='npx some-mcp-server'");
    snprintf(name, sizeof name, "%.*s", (int)(eq - arg), arg);
    sx_mcp_proxy **more = realloc(s->proxies, (s->nproxies + 1) * sizeof *more);
    if (more == NULL) return fputs("secexec mcp: out of memory\n", stderr), 1;
    s->proxies = more;
    sx_mcp_proxy *p = sx_mcp_proxy_start(name, eq + 1, 30000, s->host_json, err, sizeof err);
    if (p == NULL) return fprintf(stderr, "secexec mcp: %s\n", err), 2;
    s->proxies[s->nproxies++] = p;
    return 0;
}

/* All collections read: as C API collections, each function answered by a command or a tool. */
static int finish_hosts(mcp_server *s) {
    char err[300];
    if (!cli_hostspec_parse(&s->hosts, s->host_json, host_command, s, err, sizeof err))
        return fprintf(stderr, "secexec mcp: host functions: %s\n", err), 2;
    for (size_t i = 0; i < s->hosts.ncolls; i++)
        for (size_t j = 0; j < s->hosts.colls[i].function_count; j++) {
            const secexec_host_collection *c = &s->hosts.colls[i];
            const cJSON *f = find_named(
                cJSON_GetObjectItemCaseSensitive(find_named(s->host_json, c->name), "functions"), c->functions[j].name);
            if (cJSON_IsString(cJSON_GetObjectItemCaseSensitive(f, "tool"))) continue;
            char **argv = command_argv(cJSON_GetObjectItemCaseSensitive(f, "command"));
            if (argv == NULL)
                return fprintf(stderr,
                               "secexec mcp: %s.%s needs \"command\": an argv array of strings or a shell "
                               "command string\n",
                               c->name, c->functions[j].name),
                       2;
            free(argv);
        }
    /* Names and schemas are checked by a run that uses them (invalid_input names the problem). */
    secexec_options o;
    secexec_options_init(&o);
    o.host_collections = s->hosts.colls;
    o.host_collection_count = s->hosts.ncolls;
    secexec_result *r = secexec_evaluate("0", &o);
    int rc = 0;
    if (r != NULL && r->outcome != SECEXEC_SUCCEEDED)
        rc = 2, fprintf(stderr, "secexec mcp: host functions: %s\n", r->error.message);
    secexec_result_free(r);
    return rc;
}

static int parse_args(mcp_server *s, int argc, char **argv) {
    int rc = 0;
    for (int i = 1; i < argc && rc == 0; i++) {
        bool bad = false;
        if (limit_option(s, argc, argv, &i, &bad)) {
            if (bad) return mcp_usage("a limit needs a non-negative integer");
        } else if (strcmp(argv[i], "--session-vm") == 0) {
            sx_mcp_session_vm(s, true);
        } else if (strcmp(argv[i], "--host") == 0 && i + 1 < argc) {
            rc = add_host_file(s, argv[++i]);
        } else if (strcmp(argv[i], "--tool-server") == 0 && i + 1 < argc) {
            rc = add_tool_server(s, argv[++i]);
        } else if (strcmp(argv[i], "--inputs") == 0 && i + 1 < argc) {
            const char *a = argv[++i];
            free(s->inputs_default);
            s->inputs_default = a[0] == '@' ? cli_read_text(a + 1) : strdup(a);
            cJSON *check = s->inputs_default ? cJSON_Parse(s->inputs_default) : NULL;
            if (check == NULL) return mcp_usage("--inputs must be JSON text or @FILE with JSON");
            cJSON_Delete(check);
        } else {
            return mcp_usage(strcmp(argv[i], "--help") == 0 ? "a Model Context Protocol server on stdio"
                                                            : "unknown or incomplete option");
        }
    }
    return rc != 0 ? rc : finish_hosts(s);
}

/* Read stdin line by line (each at most s->max_message bytes) and answer each message. */
static void serve_stdin(mcp_server *s) {
    size_t cap = 65536, len = 0;
    char *buf = malloc(cap);
    bool skipping = false; /* inside an oversized line */
    while (buf != NULL) {
        if (len == cap && cap <= s->max_message) {
            char *b = realloc(buf, cap * 2);
            if (b == NULL) break;
            buf = b, cap *= 2;
        }
        if (len == cap) { /* longer than max_message: drop it */
            send_error(s, NULL, RPC_INVALID, "Invalid Request: message too large");
            len = 0, skipping = true;
        }
        ssize_t got = read(0, buf + len, cap - len);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        len += (size_t)got;
        char *start = buf, *nl;
        while ((nl = memchr(start, '\n', len - (size_t)(start - buf))) != NULL) {
            size_t n = (size_t)(nl - start);
            if (!skipping && strspn(start, " \t\r") < n) sx_mcp_handle(s, start, n);
            skipping = false;
            start = nl + 1;
        }
        len -= (size_t)(start - buf);
        memmove(buf, start, len);
        if (skipping) len = 0;
    }
    if (buf != NULL && len > 0 && !skipping) sx_mcp_handle(s, buf, len);
    free(buf);
}

static void write_stdout(void *data, const char *line) {
    (void)data;
    fputs(line, stdout);
    fputc('\n', stdout);
    fflush(stdout);
}

sx_mcp_server *sx_mcp_new(const secexec_options *limits, sx_mcp_emit emit, void *emit_data) {
    mcp_server *s = calloc(1, sizeof *s);
    if (s == NULL) return NULL;
    s->emit = emit;
    s->emit_data = emit_data;
    s->max_message = 16u << 20;
    s->host_json = cJSON_CreateArray();
    secexec_machine_options_init(&s->machine_opts);
    if (limits != NULL) s->base = *limits;
    else secexec_options_init(&s->base);
    return s;
}

void sx_mcp_free(sx_mcp_server *s) {
    if (s == NULL) return;
    secexec_machine_free(s->vm);
    cJSON_Delete(s->tools);
    for (size_t i = 0; i < s->nproxies; i++) sx_mcp_proxy_free(s->proxies[i]);
    free(s->proxies);
    cli_hostspec_free(&s->hosts);
    cJSON_Delete(s->host_json);
    free(s->inputs_default);
    free(s);
}

void sx_mcp_session_vm(sx_mcp_server *s, bool on) { s->session_vm = on; }

/* The tools/list answer, once the host functions and default inputs are known. */
void sx_mcp_ready(sx_mcp_server *s) {
    cJSON_Delete(s->tools);
    s->tools = tool_list(s);
}

int cli_mcp_main(int argc, char **argv) {
    signal(SIGPIPE, SIG_IGN); /* a host command or tool server that exits early is an error, not our end */
    mcp_server *s = sx_mcp_new(NULL, write_stdout, NULL);
    if (s == NULL) return fputs("secexec mcp: out of memory\n", stderr), 1;
    int rc = parse_args(s, argc, argv);
    if (rc == 0) {
        sx_mcp_ready(s);
        fprintf(stderr, "secexec mcp: ready, tools run_code and check_code, %zu host functions (secexec %s)\n",
                s->hosts.nfns, secexec_version());
        serve_stdin(s);
    }
    sx_mcp_free(s);
    return rc;
}
