/* secexec.c - the public API: one-shot evaluate/execute in a fresh VM, with limits and results. */
#include <cJSON.h>
#include <float.h>
#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "api/testing.h"
#include "api/eval.h"
#include "api/host.h"
#include "api/observe.h"
#include "api/tape.h"
#include "api/modules.h"
#include "api/timers.h"
#include "api/run.h"
#include "api/snapshot.h"
#include "compiler/compiler.h"
#include "python/python.h"
#include "frontend/ast.h"
#include "runtime/promise.h"
#include "runtime/runtime.h"
#include "secexec.h"
#include "stdlib/stdlib.h"
#include "vm/verify.h"

#define SECEXEC_VERSION "0.1.0"

/* -- small tables -- */

static const char *const error_code_strings[] = {
#define SECEXEC_X_STR(name, str, doc) str,
    SECEXEC_ERROR_CODES(SECEXEC_X_STR)
#undef SECEXEC_X_STR
};

const char *secexec_error_code_string(secexec_error_code c) {
    return (unsigned)c < SECEXEC_ERR__COUNT ? error_code_strings[c] : "internal_error";
}

const char *secexec_outcome_string(secexec_outcome o) {
    static const char *const names[] = {"succeeded", "failed", "cancelled", "timed_out", "suspended"};
    return (unsigned)o < 5 ? names[o] : "failed";
}

const char *secexec_version(void) { return SECEXEC_VERSION; }

/* -- cancel handles -- */

struct secexec_cancel {
    int flag;
};

secexec_cancel *secexec_cancel_new(void) { return calloc(1, sizeof(secexec_cancel)); }
void secexec_cancel_trigger(secexec_cancel *c) {
    if (c) __atomic_store_n(&c->flag, 1, __ATOMIC_RELAXED);
}
void secexec_cancel_free(secexec_cancel *c) { free(c); }

/* -- options -- */

void secexec_options_init(secexec_options *o) {
    memset(o, 0, sizeof *o);
    o->filename = "main.ts";
    o->timeout_ms = 5000;
    o->max_instructions = 100000000;
    o->max_memory_bytes = 64u << 20;
    o->max_stack_depth = 1000;
    o->max_output_bytes = 1u << 20;
    o->capture = SECEXEC_CAPTURE_ALL;
    o->host_call_timeout_ms = 30000;
    o->max_host_calls = 1000;
    o->max_host_payload_bytes = 1u << 20;
}

static sx_limits limits_from(const secexec_options *o, uint64_t *timeout_ms) {
    secexec_options d;
    secexec_options_init(&d);
    sx_limits l;
    l.max_instructions = o->max_instructions ? o->max_instructions : d.max_instructions;
    l.max_memory = o->max_memory_bytes ? o->max_memory_bytes : d.max_memory_bytes;
    l.max_stack_depth = o->max_stack_depth ? o->max_stack_depth : d.max_stack_depth;
    if (l.max_stack_depth > 100000) l.max_stack_depth = 100000;
    l.max_output = o->max_output_bytes ? o->max_output_bytes : d.max_output_bytes;
    *timeout_ms = o->timeout_ms ? o->timeout_ms : d.timeout_ms;
    l.timeout_ns = *timeout_ms * 1000000u;
    return l;
}

/* -- results: one host allocation per string, freed with the result -- */

typedef struct result_impl {
    secexec_result pub;
    char *owned[8];
    int nowned;
} result_impl;

static const char *own(result_impl *r, char *s) {
    if (s == NULL) return "";
    if (r->nowned < 8) r->owned[r->nowned++] = s;
    return s;
}

static char *dup_printf(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *s = malloc((size_t)n + 1);
    if (s == NULL) return NULL;
    va_start(ap, fmt);
    vsnprintf(s, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return s;
}

static void set_error(result_impl *r, secexec_outcome outcome, secexec_error_code code, const char *name, char *message,
                      char *stack) {
    r->pub.outcome = outcome;
    r->pub.has_error = true;
    r->pub.error.code = code;
    r->pub.error.code_str = secexec_error_code_string(code);
    r->pub.error.name = own(r, strdup(name));
    r->pub.error.message = own(r, message);
    r->pub.error.stack = stack ? own(r, stack) : r->pub.error.message;
}

void secexec_result_free(secexec_result *pub) {
    if (pub == NULL) return;
    result_impl *r = (result_impl *)pub;
    for (int i = 0; i < r->nowned; i++) free(r->owned[i]);
    free((char *)pub->value_json);
    free((char *)pub->stdout_text);
    free((char *)pub->stderr_text);
    free((void *)pub->snapshot);
    free((char *)pub->pending_json);
    free(r);
}

/* -- guest values to host text -- */

static char *string_to_host(const sx_string *s) {
    size_t n = sx_string_to_utf8(s, NULL, 0);
    char *buf = malloc(n + 1);
    if (buf) sx_string_to_utf8(s, buf, n + 1);
    return buf;
}

static char *inspect_to_host(sx_vm *vm, sx_value v) {
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    if (!sx_inspect(vm, &b, v)) {
        sx_strbuf_discard(&b);
        return strdup("<uninspectable value>");
    }
    sx_string *s = sx_strbuf_finish(&b);
    return s ? string_to_host(s) : strdup("<value>");
}

/* Describe an uncaught guest exception. */
static void set_uncaught(result_impl *r, sx_vm *vm, sx_value ex) {
    vm->has_exception = false;
    vm->abort = SX_ABORT_NONE;
    if (sx_is_object(ex) && sx_as_object(ex)->cls == SX_CLASS_ERROR) {
        sx_object *o = sx_as_object(ex);
        sx_value name = sx_object_find_data(vm, o, vm->atoms.name),
                 msg = sx_object_find_data(vm, o, sx_atoms(vm)->message);
        char *n = sx_is_string(name) ? string_to_host(sx_as_string(name)) : strdup("Error");
        char *m = sx_is_string(msg) ? string_to_host(sx_as_string(msg)) : strdup("");
        /* the stack as node reports an uncaught error: util.inspect of it (extra properties and
         * the cause included) */
        char *stack = inspect_to_host(vm, ex);
        set_error(r, SECEXEC_FAILED, SECEXEC_ERR_UNCAUGHT_EXCEPTION, n ? n : "Error", m, stack);
        free(n);
        return;
    }
    char *text = inspect_to_host(vm, ex);
    set_error(r, SECEXEC_FAILED, SECEXEC_ERR_UNCAUGHT_EXCEPTION, "Error", text,
              text ? dup_printf("Uncaught %s", text) : NULL);
}

static void set_abort(result_impl *r, sx_vm *vm, uint64_t timeout_ms) {
    switch (vm->abort) {
    case SX_ABORT_INSTRUCTIONS:
        set_error(r, SECEXEC_TIMED_OUT, SECEXEC_ERR_INSTRUCTION_LIMIT, "TimeoutError",
                  dup_printf("Instruction budget of %llu exhausted", (unsigned long long)vm->limits.max_instructions),
                  NULL);
        break;
    case SX_ABORT_TIMEOUT:
        set_error(r, SECEXEC_TIMED_OUT, SECEXEC_ERR_TIMEOUT, "TimeoutError",
                  dup_printf("Execution timed out after %llu ms", (unsigned long long)timeout_ms), NULL);
        break;
    case SX_ABORT_MEMORY:
        set_error(r, SECEXEC_FAILED, SECEXEC_ERR_MEMORY_LIMIT, "MemoryLimitError",
                  dup_printf("Memory limit of %zu bytes exceeded", vm->limits.max_memory), NULL);
        break;
    case SX_ABORT_CANCELLED:
        set_error(r, SECEXEC_CANCELLED, SECEXEC_ERR_CANCELLED, "CancelledError",
                  strdup("Execution was cancelled by the host"), NULL);
        break;
    default:
        set_error(r, SECEXEC_FAILED, SECEXEC_ERR_INTERNAL, "InternalError", strdup("Internal error in secexec"), NULL);
        break;
    }
}

/* Syntax errors and unsupported constructs: tsc-style lines, one per diagnostic. */
static void set_diagnostics(result_impl *r, const sx_ast *ast) {
    size_t cap = 256, len = 0;
    char *text = malloc(cap);
    if (text == NULL) return;
    text[0] = 0;
    for (uint32_t i = 0; i < ast->diags.count; i++) {
        char line[1024];
        int n = sx_diag_format(&ast->diags.items[i], ast->filename, line, sizeof line);
        if (n < 0) continue;
        if (n >= (int)sizeof line) n = (int)sizeof line - 1;
        while (len + (size_t)n + 2 > cap) cap *= 2;
        char *t = realloc(text, cap);
        if (t == NULL) break;
        text = t;
        if (len) text[len++] = '\n';
        memcpy(text + len, line, (size_t)n);
        len += (size_t)n;
        text[len] = 0;
    }
    bool unsupported =
        ast->diags.count > 0 && ast->diags.items[0].own && ast->diags.items[0].code == SX_OWN_DIAG_UNSUPPORTED;
    set_error(r, SECEXEC_FAILED, unsupported ? SECEXEC_ERR_UNSUPPORTED_CONSTRUCT : SECEXEC_ERR_SYNTAX_ERROR,
              "SyntaxError", text, NULL);
}

static void set_not_serializable(result_impl *r, const char *why) {
    set_error(r, SECEXEC_FAILED, SECEXEC_ERR_NOT_SERIALIZABLE, "TypeError",
              dup_printf("The value of the expression cannot be returned as JSON (%s)",
                         strcmp(why, "cycle") == 0    ? "it contains a cycle"
                         : strcmp(why, "depth") == 0  ? "it is nested too deeply"
                         : strcmp(why, "memory") == 0 ? "it is too large"
                         : strcmp(why, "symbol") == 0 ? "it is a symbol"
                                                      : "it is a function"),
              NULL);
}

/* -- one run -- */

static uint64_t splitmix64(uint64_t *x) {
    uint64_t z = (*x += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

static void configure_vm(sx_vm *vm, const secexec_options *o, uint64_t start_ns, uint64_t timeout_ms,
                         bool keep_random) {
    vm->out.capture = o->capture == SECEXEC_CAPTURE_ALL;
    vm->err.capture = o->capture != SECEXEC_CAPTURE_NONE;
    vm->cancel_flag = o->cancel ? &o->cancel->flag : NULL;
    vm->deadline_ns = start_ns + timeout_ms * 1000000u;
    sx_js_state(vm)->clock_ms = (double)o->clock_ms;
    sx_js_state(vm)->host_clock = o->host_clock;
    vm->output_sink = o->output; /* streaming; reset after the run (sx_api_run_in) */
    vm->output_sink_data = o->output_user_data;
    sx_eval_install(vm); /* eval and new Function compile with this layer's compiler */
    if (keep_random) return;
    uint64_t seed = o->random_seed;
    sx_js_state(vm)->random_state[0] = splitmix64(&seed);
    sx_js_state(vm)->random_state[1] = splitmix64(&seed);
}

#define SX_MAX_CLOCK_MS 8640000000000000LL /* the Date range: +-100,000,000 days */

/* Milliseconds ("-86400000") or a date string Date.parse reads ("2024-01-01T00:00:00Z"). */
bool secexec_parse_clock(const char *text, int64_t *clock_ms) {
    if (text == NULL) return false;
    size_t len = strlen(text), sign = text[0] == '-', end = sign;
    while (end < len && text[end] >= '0' && text[end] <= '9') end++;
    bool integer = end == len && len > sign;
    double ms = !integer ? sx_date_parse_latin1(text, len) : len > 20 ? INFINITY : strtod(text, NULL);
    if (!(ms >= -SX_MAX_CLOCK_MS && ms <= SX_MAX_CLOCK_MS)) return false;
    *clock_ms = (int64_t)ms;
    return true;
}

/* The options' clock must lie in the Date range. False: invalid input (result set). */
static bool check_clock(result_impl *r, const secexec_options *o) {
    if (o->clock_ms >= -SX_MAX_CLOCK_MS && o->clock_ms <= SX_MAX_CLOCK_MS) return true;
    set_error(r, SECEXEC_FAILED, SECEXEC_ERR_INVALID_INPUT, "RangeError",
              dup_printf("clock_ms %" PRId64 " is outside the Date range (-8.64e15 to 8.64e15)", o->clock_ms), NULL);
    return false;
}

/* Define the frozen `inputs` global. False: invalid JSON (result set). */
static bool install_inputs(result_impl *r, sx_vm *vm, const char *json) {
    if (json == NULL) return true;
    sx_value v = sx_json_text_to_value(vm, json, strlen(json), true);
    if (v == SX_EXCEPTION) {
        if (vm->abort != SX_ABORT_NONE) return false;
        sx_value ex = vm->exception;
        sx_value msg =
            sx_is_object(ex) ? sx_object_find_data(vm, sx_as_object(ex), sx_atoms(vm)->message) : SX_UNDEFINED;
        char *m = sx_is_string(msg) ? string_to_host(sx_as_string(msg)) : strdup("invalid JSON");
        set_error(r, SECEXEC_FAILED, SECEXEC_ERR_INVALID_INPUT, "SyntaxError",
                  dup_printf("inputs is not valid JSON: %s", m ? m : ""), NULL);
        free(m);
        return false;
    }
    sx_string *key = sx_atom(vm, "inputs");
    return key != NULL && sx_object_define(vm, vm->realm.global, key, v, SX_PROP_ENUMERABLE);
}

/* Define the host collections' globals. False: invalid options or out of memory (result set). */
static bool install_host(result_impl *r, sx_vm *vm, const secexec_options *o, uint64_t timeout_ms) {
    char err[512];
    if (sx_host_install(vm, o, err, sizeof err)) return true;
    if (vm->abort != SX_ABORT_NONE || err[0] == 0) {
        if (vm->abort == SX_ABORT_NONE) sx_throw_oom(vm);
        set_abort(r, vm, timeout_ms);
    } else {
        set_error(r, SECEXEC_FAILED, SECEXEC_ERR_INVALID_INPUT, "TypeError", strdup(err), NULL);
    }
    return false;
}

/* Turn the value of a succeeded evaluate into JSON text. */
static void set_value(result_impl *r, sx_vm *vm, sx_value v) {
    const char *why = NULL;
    sx_temp_push(vm, v);
    char *json = sx_value_to_json_text(vm, v, &why);
    sx_temp_pop(vm, 1);
    if (json != NULL) {
        r->pub.has_value = true;
        r->pub.value_json = json;
        return;
    }
    if (why != NULL && strcmp(why, "undefined") == 0) return;
    if (why != NULL && strcmp(why, "exception") == 0) {
        if (vm->abort != SX_ABORT_NONE) return; /* reported by the caller */
        set_uncaught(r, vm, vm->exception);
        return;
    }
    set_not_serializable(r, why ? why : "function");
}

/* After the top-level code: run the microtasks until none is left, then read the outcome of a
 * returned promise (an async module, or an evaluated promise) and look for unhandled rejections. */
static sx_value settle_program(result_impl *r, sx_vm *vm, sx_value v) {
    sx_temp_push(vm, v);
    bool ok = sx_timers_settle(vm); /* microtasks, host calls, then timers, until none is pending */
    sx_temp_pop(vm, 1);
    if (!ok) return SX_EXCEPTION;
    if (sx_is_promise(v)) {
        sx_object *p = sx_as_object(v);
        if (p->u.future.state == SX_PROMISE_PENDING) {
            set_error(r, SECEXEC_FAILED, SECEXEC_ERR_NEVER_SETTLED, "Error",
                      strdup("The program awaited a promise that can never settle: nothing is left that could "
                             "resolve it (no pending microtask or host call)"),
                      NULL);
            return SX_EXCEPTION;
        }
        p->u.future.handled = 1;
        if (p->u.future.state == SX_PROMISE_REJECTED) return sx_throw(vm, p->u.future.result);
        v = p->u.future.result;
    }
    sx_object *lost = sx_promise_unhandled(vm);
    if (lost != NULL) {
        set_uncaught(r, vm, lost->u.future.result);
        r->pub.error.code = SECEXEC_ERR_UNHANDLED_REJECTION;
        r->pub.error.code_str = secexec_error_code_string(SECEXEC_ERR_UNHANDLED_REJECTION);
        return SX_EXCEPTION;
    }
    return v;
}

/* Does the compiled program (any of its functions) hold one of the names as a constant? Every
 * global it reads by name (`setTimeout`, `%require`), every property name and string it uses is
 * one; a computed name needs the global object as a value, which means naming `globalThis` or
 * `global` (modules are strict: no function's `this` is the global object). */
static bool proto_names(const sx_proto *p, const char *const *names, size_t n, int depth) {
    for (uint32_t i = 0; i < p->nconsts; i++) {
        if (!sx_is_string(p->consts[i])) continue;
        const sx_string *s = sx_as_string(p->consts[i]);
        if (s->wide || s->len < 6 || s->len > 14) continue;
        for (size_t k = 0; k < n; k++)
            if (strlen(names[k]) == s->len && memcmp(sx_string_narrow(s), names[k], s->len) == 0) return true;
    }
    for (uint32_t i = 0; i < p->nprotos && depth < 1000; i++)
        if (proto_names(p->protos[i], names, n, depth + 1)) return true;
    return depth >= 1000; /* deeper than any compiled program: install */
}

/* The VM never trusts bytecode: every compiled program passes the verifier (vm/verify.c) before
 * it runs. A failure is a compiler bug: internal_error naming the function and instruction. */
static bool verify_code(result_impl *r, sx_vm *vm, const sx_proto *proto) {
    char err[256];
    if (sx_verify(vm, proto, err, sizeof err)) return true;
    set_error(r, SECEXEC_FAILED, SECEXEC_ERR_INTERNAL, "InternalError", dup_printf("bytecode verifier: %s", err), NULL);
    return false;
}

/* The functions behind import/export (and node's `global`) and the timers, installed only when
 * the compiled program can reach them: it names one of them or the global object (see
 * proto_names). Exact, not a guess from the text (a unicode-escaped name, a string built at
 * run time both work), and a plain run stays as small as before. Module files are loaded only
 * through an import, which installs everything. */
static bool install_runtime(sx_vm *vm, const sx_proto *program, bool script) {
    static const char *const module_names[] = {"%require",  "%import",    "%defexport",
                                               "%reexport", "globalThis", "global"};
    static const char *const timer_names[] = {"setTimeout",     "setInterval", "clearTimeout", "clearInterval",
                                              "queueMicrotask", "globalThis",  "global"};
    /* a script's top-level `this` is the global object: everything on it must be there */
    bool modules = script || proto_names(program, module_names, sizeof module_names / sizeof module_names[0], 0);
    bool timers = modules || proto_names(program, timer_names, sizeof timer_names / sizeof timer_names[0], 0);
    return sx_modules_install(vm, modules) && (!timers || sx_timers_install(vm));
}

sx_ast *sx_api_parse(sx_vm *vm, const char *src, size_t len, const char *filename) {
    sx_ast *ast = sx_parse_within(src, len, filename, sx_mem_alloc_fn, vm, sx_time_left_us(vm, UINT64_MAX));
    if (ast != NULL && ast->out_of_time) { /* a text tree-sitter's error recovery is slow on */
        sx_ast_free(ast);
        sx_abort_run(vm, SX_ABORT_TIMEOUT);
        return NULL;
    }
    return ast;
}

/* Run secexec's own guest code before the program (api/network.c's fetch), then take away the
 * hidden collection it captured. False: the result is set. */
static bool run_prelude(result_impl *r, sx_vm *vm, const char *src, uint64_t timeout_ms) {
    sx_ast *ast = sx_parse(src, strlen(src), "secexec:prelude.ts", sx_mem_alloc_fn, vm);
    sx_proto *proto =
        ast != NULL && !ast->out_of_memory && ast->diags.count == 0 ? sx_compile(vm, ast, SX_COMPILE_MODULE) : NULL;
    bool parsed = ast != NULL && !ast->out_of_memory;
    sx_ast_free(ast);
    if (proto != NULL && !verify_code(r, vm, proto)) return false; /* the VM never trusts bytecode */
    sx_value v = proto ? sx_run_toplevel(vm, proto) : SX_EXCEPTION;
    sx_string *key = sx_atom(vm, "__secexec_network");
    if (key != NULL) sx_object_remove(vm, vm->realm.global, key);
    if (v != SX_EXCEPTION) return true;
    if (vm->abort != SX_ABORT_NONE || !parsed) {
        if (vm->abort == SX_ABORT_NONE) sx_throw_oom(vm);
        set_abort(r, vm, timeout_ms);
    } else {
        set_error(r, SECEXEC_FAILED, SECEXEC_ERR_INTERNAL, "InternalError",
                  strdup("secexec's network prelude failed to run"), NULL);
    }
    return false;
}

/* A run stopped with SX_ABORT_SUSPEND (a suspending host call, or the budget with
 * suspend_on_budget): its state becomes the result's snapshot. program: the top-level code's value
 * once it returned (undefined before). */
static void suspend_run(result_impl *r, sx_vm *vm, const secexec_options *o, sx_value program, bool evaluate) {
    vm->abort = SX_ABORT_NONE;
    vm->has_exception = false;
    vm->exception = SX_UNDEFINED;
    bool budget = vm->nframes > 0; /* host-call suspensions happen between microtasks, with no frame */
    if (budget) sx_host_freeze(vm);
    cJSON *state = cJSON_CreateObject();
    char *text = NULL, err[512] = "host out of memory";
    if (state != NULL) {
        cJSON_AddNumberToObject(state, "phase", budget ? vm->suspend_at : SX_SUSPEND_AT_NONE);
        cJSON_AddBoolToObject(state, "evaluate", evaluate);
        if (sx_host_save(vm, state)) text = cJSON_PrintUnformatted(state);
        cJSON_Delete(state);
    }
    sx_value roots[2] = {program, budget ? vm->suspend_arg : SX_UNDEFINED};
    uint8_t *bytes = NULL;
    size_t len = 0;
    if (text != NULL && sx_api_snapshot_write(vm, roots, 2, text, o, &bytes, &len, err, sizeof err)) {
        r->pub.outcome = SECEXEC_SUSPENDED;
        r->pub.snapshot = bytes;
        r->pub.snapshot_len = len;
        r->pub.suspend_reason = budget ? "budget" : "host_call";
        r->pub.pending_json = sx_host_pending_json(vm);
        if (r->pub.pending_json == NULL) r->pub.pending_json = strdup("[]");
    } else {
        set_error(r, SECEXEC_FAILED, SECEXEC_ERR_SNAPSHOT_UNSUPPORTED, "SnapshotError",
                  dup_printf("The run could not be suspended: %s", err), NULL);
    }
    free(text);
}

/* After the top-level code (v: its value, or SX_EXCEPTION when it stopped): settle the run, take
 * the value, describe how it ended. */
static void conclude(result_impl *r, sx_vm *vm, const sx_api_call *call, sx_value v, uint64_t timeout_ms) {
    sx_value program = v;
    if (v != SX_EXCEPTION) v = settle_program(r, vm, v);
    if (vm->abort == SX_ABORT_SUSPEND && call->allow_suspend) {
        suspend_run(r, vm, call->opts, program == SX_EXCEPTION ? SX_UNDEFINED : program, call->evaluate);
        return;
    }
    if (vm->abort == SX_ABORT_SUSPEND) { /* a suspending host function in a VM or machine */
        vm->abort = SX_ABORT_NONE;
        vm->has_exception = false;
        set_error(r, SECEXEC_FAILED, SECEXEC_ERR_INVALID_INPUT, "TypeError",
                  strdup("A suspending host call was made, but only one-shot runs (secexec_evaluate, "
                         "secexec_execute, serve's evaluate/execute) can be suspended"),
                  NULL);
        return;
    }
    if (v != SX_EXCEPTION && !r->pub.has_error && call->evaluate) set_value(r, vm, v);
    sx_tape_fix_abort(vm); /* a replay stops where the recorded run's clock stopped it */
    if (vm->abort != SX_ABORT_NONE) set_abort(r, vm, timeout_ms);
    else if (v == SX_EXCEPTION && !r->pub.has_error) set_uncaught(r, vm, vm->exception);
}

/* Is this a Python run (secexec_options.language)? */
static bool is_python(const secexec_options *o) { return o->language != NULL && strcmp(o->language, "python") == 0; }
static bool language_known(const secexec_options *o) {
    return o->language == NULL || strcmp(o->language, "python") == 0 || strcmp(o->language, "typescript") == 0;
}

/* A Python program (python/): inputs, compile (CPython's syntax errors), run, the value as JSON,
 * an uncaught exception as CPython's traceback. Suspension is TypeScript's only for now
 * (docs/python.md). */
static void run_python(result_impl *r, sx_vm *vm, const char *src, size_t len, const sx_api_call *call,
                       uint64_t timeout_ms) {
    const secexec_options *o = call->opts;
    if (call->inputs_json != NULL) {
        char *why = NULL;
        if (!sx_py_set_inputs(vm, call->inputs_json, &why)) {
            if (vm->abort != SX_ABORT_NONE || why == NULL) {
                if (vm->abort == SX_ABORT_NONE) sx_throw_oom(vm);
                set_abort(r, vm, timeout_ms);
            } else {
                set_error(r, SECEXEC_FAILED, SECEXEC_ERR_INVALID_INPUT, "SyntaxError",
                          dup_printf("inputs is not valid JSON: %s", why), NULL);
            }
            free(why);
            return;
        }
    }
    if (call->inputs_installed != NULL) *call->inputs_installed = true;
    if (!install_host(r, vm, o, timeout_ms)) return; /* host functions: api/host.c, synchronous for Python */
    const char *filename = o->filename && strcmp(o->filename, "main.ts") != 0 ? o->filename : "main.py";
    char *syntax = NULL;
    sx_proto *proto = sx_py_compile(vm, src, len, filename, call->evaluate, &syntax);
    if (proto == NULL) {
        if (syntax != NULL) {
            const char *last = strrchr(syntax, '\n');
            last = last ? last + 1 : syntax;
            const char *colon = strstr(last, ": ");
            bool unsupported = strstr(last, "secexec Python subset") != NULL;
            const char *name = "SyntaxError"; /* or IndentationError, TabError (its subclasses) */
            if (strncmp(last, "IndentationError: ", 18) == 0) name = "IndentationError";
            else if (strncmp(last, "TabError: ", 10) == 0) name = "TabError";
            set_error(r, SECEXEC_FAILED, unsupported ? SECEXEC_ERR_UNSUPPORTED_CONSTRUCT : SECEXEC_ERR_SYNTAX_ERROR,
                      name, strdup(colon ? colon + 2 : last), syntax);
        } else {
            if (vm->abort == SX_ABORT_NONE) sx_throw_oom(vm);
            set_abort(r, vm, timeout_ms);
        }
        return;
    }
    if (!verify_code(r, vm, proto)) return;
    vm->instructions = 0;
    vm->budget_end = 0;
    sx_value v = sx_run_toplevel(vm, proto);
    sx_tape_fix_abort(vm);
    if (vm->abort != SX_ABORT_NONE) {
        set_abort(r, vm, timeout_ms);
        return;
    }
    if (v == SX_EXCEPTION) {
        sx_value ex = vm->exception;
        vm->has_exception = false;
        char *name = NULL, *message = NULL, *traceback = NULL;
        sx_temp_push(vm, ex);
        sx_py_describe_exception(vm, ex, src, len, &name, &message, &traceback);
        sx_temp_pop(vm, 1);
        set_error(r, SECEXEC_FAILED, SECEXEC_ERR_UNCAUGHT_EXCEPTION, name ? name : "Exception", message, traceback);
        free(name);
        return;
    }
    if (!call->evaluate) return;
    const char *why = NULL;
    sx_temp_push(vm, v);
    char *json = sx_py_value_to_json(vm, v, &why);
    sx_temp_pop(vm, 1);
    if (json != NULL) {
        r->pub.has_value = true;
        r->pub.value_json = json;
    } else if (why != NULL && strcmp(why, "None") == 0) {
        return;
    } else if (vm->abort != SX_ABORT_NONE) {
        set_abort(r, vm, timeout_ms);
    } else if (why != NULL && strcmp(why, "exception") == 0 && vm->has_exception) {
        sx_value ex = vm->exception;
        vm->has_exception = false;
        char *name = NULL, *message = NULL, *traceback = NULL;
        sx_py_describe_exception(vm, ex, src, len, &name, &message, &traceback);
        set_error(r, SECEXEC_FAILED, SECEXEC_ERR_UNCAUGHT_EXCEPTION, name ? name : "Exception", message, traceback);
        free(name);
    } else {
        set_error(r, SECEXEC_FAILED, SECEXEC_ERR_NOT_SERIALIZABLE, "TypeError",
                  dup_printf("The value of the last expression cannot be returned as JSON (%s)", why ? why : "unknown"),
                  NULL);
    }
}

static void run_program(result_impl *r, sx_vm *vm, const char *src, size_t len, const sx_api_call *call,
                        uint64_t timeout_ms) {
    const secexec_options *o = call->opts;
    if (!language_known(o)) {
        set_error(r, SECEXEC_FAILED, SECEXEC_ERR_INVALID_INPUT, "TypeError",
                  dup_printf("unknown language '%s' (expected \"typescript\" or \"python\")", o->language), NULL);
        return;
    }
    if (is_python(o)) {
        if (vm->lang != &sx_py_lang) {
            set_error(r, SECEXEC_FAILED, SECEXEC_ERR_INVALID_INPUT, "TypeError",
                      strdup("language \"python\" is supported by one-shot runs only (evaluate, execute, run)"), NULL);
            return;
        }
        run_python(r, vm, src, len, call, timeout_ms);
        return;
    }
    bool evaluate = call->evaluate;
    if (!check_clock(r, o)) return;
    if (call->inputs_json != NULL && !install_inputs(r, vm, call->inputs_json)) {
        if (vm->abort != SX_ABORT_NONE) set_abort(r, vm, timeout_ms);
        return;
    }
    if (call->inputs_installed != NULL) *call->inputs_installed = true;
    if (!install_host(r, vm, o, timeout_ms)) return;
    if (call->prelude != NULL && !run_prelude(r, vm, call->prelude, timeout_ms)) return;
    sx_ast *ast = sx_api_parse(vm, src, len, o->filename ? o->filename : "main.ts");
    if (ast == NULL || ast->out_of_memory) {
        sx_ast_free(ast);
        if (vm->abort == SX_ABORT_NONE) sx_throw_oom(vm);
        set_abort(r, vm, timeout_ms);
        return;
    }
    sx_proto *proto = NULL;
    sx_compile_mode mode = evaluate ? SX_COMPILE_EVALUATE : SX_COMPILE_MODULE;
    if (ast->diags.count == 0 && o->script) proto = sx_compile_as(vm, ast, mode, SX_GOAL_SCRIPT);
    else if (ast->diags.count == 0)
        proto = call->persistent ? sx_compile_persistent(vm, ast, mode) : sx_compile(vm, ast, mode);
    if (proto == NULL) {
        if (ast->diags.count > 0) set_diagnostics(r, ast);
        else {
            sx_throw_oom(vm);
            set_abort(r, vm, timeout_ms);
        }
        sx_ast_free(ast);
        return;
    }
    sx_ast_free(ast);
    if (!verify_code(r, vm, proto)) return;
    if (!install_runtime(vm, proto, o->script)) {
        if (vm->abort == SX_ABORT_NONE) sx_throw_oom(vm);
        set_abort(r, vm, timeout_ms);
        return;
    }
    /* the budget counts the program's work: what reading the inputs and compiling charged to the
     * meter (vm/meter.h) only polled the clock */
    vm->instructions = 0;
    vm->budget_end = 0;
    vm->suspend_on_budget = call->allow_suspend && o->suspend_on_budget;
    uint8_t saved = sx_suspend_point(vm, SX_SUSPEND_AT_TOPLEVEL, SX_UNDEFINED);
    sx_value v = sx_run_toplevel(vm, proto);
    sx_suspend_point_end(vm, saved);
    conclude(r, vm, call, v, timeout_ms);
}

static void take_output(result_impl *r, sx_vm *vm) {
    r->pub.stdout_text = vm->out.data ? vm->out.data : strdup("");
    r->pub.stdout_len = vm->out.len;
    r->pub.stdout_truncated = vm->out.truncated;
    r->pub.stderr_text = vm->err.data ? vm->err.data : strdup("");
    r->pub.stderr_len = vm->err.len;
    r->pub.stderr_truncated = vm->err.truncated;
    vm->out.data = vm->err.data = NULL;
}

/* What node prints on stderr when a program fails by itself (an uncaught exception, an unhandled
 * rejection, a syntax error...): the error's stack as util.inspect shows it, "Name: message"
 * without one, "Uncaught VALUE" for a thrown non-error. Failures imposed by the host (limits,
 * cancellation, bad options) are not the guest's output and add nothing. */
static bool is_guest_failure(secexec_error_code code) {
    return code == SECEXEC_ERR_UNCAUGHT_EXCEPTION || code == SECEXEC_ERR_SYNTAX_ERROR ||
           code == SECEXEC_ERR_UNSUPPORTED_CONSTRUCT || code == SECEXEC_ERR_UNHANDLED_REJECTION ||
           code == SECEXEC_ERR_NEVER_SETTLED;
}

static char *guest_error_text(const secexec_error *e) {
    const char *stack = e->stack ? e->stack : "", *name = e->name ? e->name : "", *msg = e->message ? e->message : "";
    if (*stack != '\0') return dup_printf("%s\n", stack);
    if (*name != '\0' && *msg != '\0') return dup_printf("%s: %s\n", name, msg);
    if (*name != '\0') return dup_printf("%s\n", name);
    return dup_printf("Uncaught %s\n", msg);
}

/* Append the report of a guest failure to the captured stderr, after the guest's own output. It
 * is appended whole even past max_output_bytes (error.stack carries the same text anyway). */
static void report_guest_failure(result_impl *r, sx_vm *vm) {
    if (!r->pub.has_error || !is_guest_failure(r->pub.error.code) || !vm->err.capture) return;
    char *text = guest_error_text(&r->pub.error);
    if (text == NULL) return;
    size_t n = strlen(text);
    char *p = realloc(vm->err.data, vm->err.len + n + 1);
    if (p != NULL) {
        memcpy(p + vm->err.len, text, n + 1);
        vm->err.data = p;
        vm->err.len += n;
        vm->err.cap = vm->err.len + 1;
    }
    free(text);
}

static result_impl *result_new(void) {
    result_impl *r = calloc(1, sizeof *r);
    if (r != NULL) r->pub.outcome = SECEXEC_SUCCEEDED;
    return r;
}

static secexec_result *result_finish(result_impl *r, uint64_t start) {
    r->pub.outcome_str = secexec_outcome_string(r->pub.outcome);
    if (!r->pub.has_error) r->pub.error.code_str = "";
    r->pub.duration_ms = (double)(sx_clock_ns() - start) / 1e6;
    return &r->pub;
}

/* The result of a call that could not get a VM whose memory limit fits. */
secexec_result *sx_api_no_vm_result(size_t max_memory, uint64_t start) {
    result_impl *r = result_new();
    if (r == NULL) return NULL;
    set_error(r, SECEXEC_FAILED, SECEXEC_ERR_MEMORY_LIMIT, "MemoryLimitError",
              dup_printf("Memory limit of %zu bytes is too small to create a VM", max_memory), NULL);
    r->pub.stdout_text = strdup("");
    r->pub.stderr_text = strdup("");
    return result_finish(r, start);
}

/* The result of a call that cannot run at all because of a bug in secexec. */
secexec_result *sx_api_internal_result(const char *message, uint64_t start) {
    return sx_api_error_result(SECEXEC_ERR_INTERNAL, "InternalError", message, start);
}

/* The result of a call that failed before it ran (outcome failed). */
secexec_result *sx_api_error_result(secexec_error_code code, const char *name, const char *message, uint64_t start) {
    result_impl *r = result_new();
    if (r == NULL) return NULL;
    set_error(r, SECEXEC_FAILED, code, name, strdup(message), NULL);
    r->pub.stdout_text = strdup("");
    r->pub.stderr_text = strdup("");
    return result_finish(r, start);
}

sx_limits sx_api_limits(const secexec_options *o, uint64_t *timeout_ms) { return limits_from(o, timeout_ms); }

/* One program in vm: run it and describe what happened. The VM is left without host
 * functions, output or pending exception, ready for another call or for disposal. */
secexec_result *sx_api_run_in(sx_vm *vm, const char *src, size_t len, const sx_api_call *call, uint64_t start) {
    result_impl *r = result_new();
    if (r == NULL) return NULL;
    uint64_t timeout_ms;
    vm->limits = limits_from(call->opts, &timeout_ms);
    configure_vm(vm, call->opts, start, timeout_ms, call->keep_random);
    sx_observe_begin(vm, call->opts);
    sx_tape_begin(vm, call, src, len);
    vm->vfs = call->fs;
    run_program(r, vm, src ? src : "", src ? len : 0, call, timeout_ms);
    sx_observe_end(vm);
    vm->output_sink = NULL; /* the embedder's sink lives for this call only */
    vm->output_sink_data = NULL;
    report_guest_failure(r, vm);
    take_output(r, vm);
    r->pub.instructions = vm->instructions;
    r->pub.memory_peak_bytes = vm->mem.peak;
    sx_tape_end(vm, &r->pub);
    sx_host_uninstall(vm); /* answers still to come are dropped */
    return &r->pub;
}

secexec_result *sx_api_finish(secexec_result *pub, uint64_t start) {
    return pub ? result_finish((result_impl *)pub, start) : NULL;
}

static secexec_result *run(const char *src, size_t len, const secexec_options *opts, bool evaluate) {
    uint64_t start = sx_clock_ns();
    secexec_options defaults;
    opts = sx_api_options_or_defaults(opts, &defaults);
    uint64_t timeout_ms;
    sx_limits limits = limits_from(opts, &timeout_ms);
    bool python = is_python(opts);
    sx_vm *vm = python ? sx_py_vm_new(&limits) : sx_vm_new(&limits);
    if (vm == NULL) return sx_api_no_vm_result(limits.max_memory, start);
    sx_api_call call = {.opts = opts, .evaluate = evaluate, .inputs_json = opts->inputs_json, .allow_suspend = !python};
    secexec_result *r = sx_api_run_in(vm, src, len, &call, start);
    sx_vm_free(vm);
    return sx_api_finish(r, start);
}

secexec_result *secexec_evaluate_n(const char *s, size_t n, const secexec_options *o) { return run(s, n, o, true); }
secexec_result *secexec_execute_n(const char *s, size_t n, const secexec_options *o) { return run(s, n, o, false); }
secexec_result *secexec_evaluate(const char *s, const secexec_options *o) { return run(s, s ? strlen(s) : 0, o, true); }
secexec_result *secexec_execute(const char *s, const secexec_options *o) { return run(s, s ? strlen(s) : 0, o, false); }

/* -- resuming a snapshot (api/snapshot.c) -- */

static int by_id(const void *a, const void *b) {
    uint64_t x = (*(const secexec_answer *const *)a)->id, y = (*(const secexec_answer *const *)b)->id;
    return x < y ? -1 : x > y;
}

/* Hand the answers to the restored host binding, in the order the calls were made (the order an
 * uninterrupted run whose host answered at once would have delivered them). */
static bool give_answers(result_impl *r, sx_vm *vm, const secexec_answer *answers, size_t n) {
    if (n == 0) return true;
    const secexec_answer **sorted = malloc(n * sizeof *sorted);
    if (sorted == NULL)
        return set_error(r, SECEXEC_FAILED, SECEXEC_ERR_INTERNAL, "Error", strdup("host out of memory"), NULL), false;
    for (size_t i = 0; i < n; i++) sorted[i] = &answers[i];
    qsort(sorted, n, sizeof *sorted, by_id);
    char err[256];
    bool ok = true;
    for (size_t i = 0; ok && i < n; i++)
        if (!sx_host_answer(vm, sorted[i]->id, sorted[i]->result_json, sorted[i]->error, err, sizeof err)) {
            set_error(r, SECEXEC_FAILED, SECEXEC_ERR_INVALID_INPUT, "TypeError", strdup(err), NULL);
            ok = false;
        }
    free(sorted);
    return ok;
}

/* Continue where the snapshot stopped. phase: SX_SUSPEND_AT_* (NONE: between microtasks). */
static void continue_run(result_impl *r, sx_vm *vm, const sx_api_call *call, int phase, const sx_value roots[2],
                         uint64_t timeout_ms) {
    if (phase == SX_SUSPEND_AT_NONE) return conclude(r, vm, call, roots[0], timeout_ms);
    vm->suspend_at = (uint8_t)phase;
    vm->suspend_arg = roots[1];
    sx_value v = sx_interp_continue(vm);
    if (vm->abort == SX_ABORT_SUSPEND) return suspend_run(r, vm, call->opts, roots[0], call->evaluate);
    vm->suspend_at = SX_SUSPEND_AT_NONE;
    vm->suspend_arg = SX_UNDEFINED;
    vm->stack_top = 0;
    vm->ntemps = 0; /* the C code that held these temps is gone: nothing reads them */
    if (phase == SX_SUSPEND_AT_TOPLEVEL) return conclude(r, vm, call, v, timeout_ms);
    bool ok = phase == SX_SUSPEND_AT_TIMER ? v != SX_EXCEPTION : sx_job_finish(vm, (uint8_t)phase, roots[1], v);
    conclude(r, vm, call, ok ? roots[0] : SX_EXCEPTION, timeout_ms);
}

/* The snapshot's VM, restored host binding and answers; NULL with *res set when it cannot resume. */
static sx_vm *resume_vm(const unsigned char *snap, size_t len, const secexec_options *o, const sx_limits *limits,
                        sx_value roots[2], cJSON **state, result_impl *r, uint64_t start) {
    char err[512];
    const uint8_t *payload, *st;
    size_t plen, stlen;
    uint32_t nroots = 0;
    if (!sx_api_snapshot_open(snap, len, o, &payload, &plen, err, sizeof err)) {
        set_error(r, SECEXEC_FAILED, SECEXEC_ERR_SNAPSHOT_INVALID, "SnapshotError", strdup(err), NULL);
        return NULL;
    }
    sx_vm *vm = sx_api_snapshot_load(payload, plen, limits, roots, 2, &nroots, &st, &stlen, err, sizeof err);
    *state = vm ? cJSON_ParseWithLength((const char *)st, stlen) : NULL;
    const cJSON *phase = cJSON_GetObjectItemCaseSensitive(*state, "phase");
    if (vm != NULL && cJSON_GetObjectItemCaseSensitive(*state, "kind") != NULL)
        snprintf(err, sizeof err, "this snapshot is of a hibernated VM: restore it with secexec_vm_restore");
    else if (vm != NULL &&
             (nroots != 2 || !cJSON_IsNumber(phase) || !(phase->valuedouble >= 0 && phase->valuedouble <= 5) ||
              !cJSON_IsBool(cJSON_GetObjectItemCaseSensitive(*state, "evaluate")) ||
              ((int)phase->valuedouble == SX_SUSPEND_AT_NONE) != (vm->nframes == 0)))
        snprintf(err, sizeof err, "snapshot is corrupt: its run state is malformed");
    else if (vm != NULL) {
        (void)start;
        return vm;
    }
    if (strstr(err, "memory limit") != NULL) /* a sound snapshot whose heap does not fit the new limit */
        set_error(r, SECEXEC_FAILED, SECEXEC_ERR_MEMORY_LIMIT, "MemoryLimitError",
                  dup_printf("Memory limit of %zu bytes exceeded: the snapshot's state does not fit (%s)",
                             limits->max_memory, err),
                  NULL);
    else set_error(r, SECEXEC_FAILED, SECEXEC_ERR_SNAPSHOT_INVALID, "SnapshotError", strdup(err), NULL);
    sx_vm_free(vm);
    cJSON_Delete(*state);
    *state = NULL;
    return NULL;
}

secexec_result *secexec_resume(const unsigned char *snap, size_t len, const secexec_answer *answers, size_t nanswers,
                               const secexec_options *opts) {
    uint64_t start = sx_clock_ns();
    secexec_options defaults;
    opts = sx_api_options_or_defaults(opts, &defaults);
    uint64_t timeout_ms;
    sx_limits limits = limits_from(opts, &timeout_ms);
    result_impl *r = result_new();
    if (r == NULL) return NULL;
    sx_value roots[2] = {SX_UNDEFINED, SX_UNDEFINED};
    cJSON *state = NULL;
    sx_vm *vm = resume_vm(snap, len, opts, &limits, roots, &state, r, start);
    if (vm == NULL) {
        r->pub.stdout_text = strdup("");
        r->pub.stderr_text = strdup("");
        return result_finish(r, start);
    }
    sx_api_call call = {.opts = opts,
                        .evaluate = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(state, "evaluate")),
                        .allow_suspend = true};
    int phase = (int)cJSON_GetObjectItemCaseSensitive(state, "phase")->valuedouble;
    vm->limits = limits;
    vm->out.capture = opts->capture == SECEXEC_CAPTURE_ALL;
    vm->err.capture = opts->capture != SECEXEC_CAPTURE_NONE;
    vm->cancel_flag = opts->cancel ? &opts->cancel->flag : NULL;
    vm->deadline_ns = start + timeout_ms * 1000000u;
    vm->suspend_on_budget = opts->suspend_on_budget;
    vm->output_sink = opts->output; /* streaming, as for a first run */
    vm->output_sink_data = opts->output_user_data;
    sx_eval_install(vm);
    char err[512];
    if (!sx_host_restore(vm, opts, state, err, sizeof err))
        set_error(r, SECEXEC_FAILED,
                  strncmp(err, "snapshot is corrupt", 19) == 0 ? SECEXEC_ERR_SNAPSHOT_INVALID
                                                               : SECEXEC_ERR_INVALID_INPUT,
                  strncmp(err, "snapshot is corrupt", 19) == 0 ? "SnapshotError" : "TypeError", strdup(err), NULL);
    else if (give_answers(r, vm, answers, nanswers)) continue_run(r, vm, &call, phase, roots, timeout_ms);
    cJSON_Delete(state);
    report_guest_failure(r, vm);
    take_output(r, vm);
    r->pub.instructions = vm->instructions;
    r->pub.memory_peak_bytes = vm->mem.peak;
    sx_host_uninstall(vm);
    sx_vm_free(vm);
    return result_finish(r, start);
}

/* -- the result as JSON (camelCase, as the CLI and the serve protocol print it) -- */

/*
 * A result as JSON without building a cJSON tree: the sidecar answers every request with one,
 * and the tree (about 15 items, each allocated, printed and freed) and cJSON's way of printing a
 * double (sprintf, then sscanf to check it reads back) cost as much as a small program's run. The
 * text is byte for byte what cJSON_PrintUnformatted makes of the same fields (the suspended
 * results, rare and holding a parsed list, still go through cJSON; tests/unit/test_api.c compares
 * both).
 */
typedef struct jbuf {
    char *p;
    size_t len, cap;
    bool oom;
} jbuf;

static void jb_put(jbuf *b, const char *s, size_t n) {
    if (b->oom) return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 256;
        while (cap < b->len + n + 1) cap *= 2;
        char *p = realloc(b->p, cap);
        if (p == NULL) {
            b->oom = true;
            return;
        }
        b->p = p;
        b->cap = cap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = '\0';
}

static void jb_str(jbuf *b, const char *s) { jb_put(b, s, strlen(s)); }

/* A JSON string as cJSON prints one: ", \\ and the control characters escaped, other bytes as they are. */
static void jb_quoted(jbuf *b, const char *s) {
    jb_put(b, "\"", 1);
    const char *run = s;
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c >= 32 && c != '"' && c != '\\') continue;
        jb_put(b, run, (size_t)(s - run));
        run = s + 1;
        char esc[8];
        switch (c) {
        case '"': jb_put(b, "\\\"", 2); break;
        case '\\': jb_put(b, "\\\\", 2); break;
        case '\b': jb_put(b, "\\b", 2); break;
        case '\f': jb_put(b, "\\f", 2); break;
        case '\n': jb_put(b, "\\n", 2); break;
        case '\r': jb_put(b, "\\r", 2); break;
        case '\t': jb_put(b, "\\t", 2); break;
        default: snprintf(esc, sizeof esc, "\\u%04x", c), jb_put(b, esc, 6); break;
        }
    }
    jb_put(b, run, (size_t)(s - run));
    jb_put(b, "\"", 1);
}

/* ,"key": then a string field; cJSON leaves out a field whose string is NULL. */
static void jb_field_str(jbuf *b, const char *key, const char *v) {
    if (v == NULL) return;
    jb_put(b, ",\"", 2);
    jb_str(b, key);
    jb_put(b, "\":", 2);
    jb_quoted(b, v);
}

/* A number as cJSON prints one: %1.15g if it reads back (within cJSON's tolerance), else %1.17g;
 * an integer below 10^15 (not -0) is its digits either way, written here without sprintf. */
static void jb_number(jbuf *b, double d) {
    char text[32];
    if (isnan(d) || isinf(d)) {
        jb_str(b, "null");
        return;
    }
    if (fabs(d) < 1e15 && d == (double)(long long)d && !(d == 0 && signbit(d))) {
        char digits[24];
        int n = 0;
        unsigned long long u = (unsigned long long)(d < 0 ? -d : d);
        do digits[n++] = (char)('0' + u % 10);
        while ((u /= 10) != 0);
        if (d < 0) jb_put(b, "-", 1);
        while (n > 0) jb_put(b, &digits[--n], 1);
        return;
    }
    snprintf(text, sizeof text, "%1.15g", d);
    double test = strtod(text, NULL), max = fabs(test) > fabs(d) ? fabs(test) : fabs(d);
    if (!(fabs(test - d) <= max * DBL_EPSILON)) snprintf(text, sizeof text, "%1.17g", d);
    jb_str(b, text);
}

static void jb_field_number(jbuf *b, const char *key, double d) {
    jb_put(b, ",\"", 2);
    jb_str(b, key);
    jb_put(b, "\":", 2);
    jb_number(b, d);
}

static char *result_json_fast(const secexec_result *r) {
    jbuf b = {0};
    jb_str(&b, "{\"outcome\":");
    jb_quoted(&b, r->outcome_str);
    jb_str(&b, ",\"value\":");
    jb_str(&b, r->has_value && r->value_json ? r->value_json : "null");
    if (r->has_error) {
        jb_str(&b, ",\"error\":{");
        size_t at = b.len;
        jb_field_str(&b, "code", r->error.code_str);
        jb_field_str(&b, "name", r->error.name);
        jb_field_str(&b, "message", r->error.message);
        jb_field_str(&b, "stack", r->error.stack);
        if (!b.oom && b.len > at) memmove(b.p + at, b.p + at + 1, b.len-- - at); /* the first field's comma */
        jb_put(&b, "}", 1);
    } else {
        jb_str(&b, ",\"error\":null");
    }
    jb_field_str(&b, "stdout", r->stdout_text ? r->stdout_text : "");
    jb_field_str(&b, "stderr", r->stderr_text ? r->stderr_text : "");
    jb_str(&b, r->stdout_truncated ? ",\"stdoutTruncated\":true" : ",\"stdoutTruncated\":false");
    jb_str(&b, r->stderr_truncated ? ",\"stderrTruncated\":true" : ",\"stderrTruncated\":false");
    jb_field_number(&b, "instructions", (double)r->instructions);
    jb_field_number(&b, "memoryPeakBytes", (double)r->memory_peak_bytes);
    jb_field_number(&b, "durationMs", r->duration_ms);
    jb_put(&b, "}", 1);
    if (b.oom) free(b.p);
    return b.oom ? NULL : b.p;
}

char *secexec_result_to_json(const secexec_result *r) {
    if (r->outcome != SECEXEC_SUSPENDED) return result_json_fast(r);
    return secexec__test_result_to_json_cjson(r);
}

char *secexec__test_result_to_json_cjson(const secexec_result *r) {
    cJSON *j = cJSON_CreateObject();
    if (j == NULL) return NULL;
    cJSON_AddStringToObject(j, "outcome", r->outcome_str);
    /* value_json is the engine's JSON text: embed it as is (cJSON_Parse would refuse the escaped
     * lone surrogates JSON.stringify writes, e.g. "\ud800", and the value would be lost). */
    cJSON *value = r->has_value && r->value_json ? cJSON_CreateRaw(r->value_json) : NULL;
    if (value != NULL) cJSON_AddItemToObject(j, "value", value);
    else cJSON_AddNullToObject(j, "value"); /* no value: undefined, or not an evaluate */
    if (r->has_error) {
        cJSON *e = cJSON_AddObjectToObject(j, "error");
        cJSON_AddStringToObject(e, "code", r->error.code_str);
        cJSON_AddStringToObject(e, "name", r->error.name);
        cJSON_AddStringToObject(e, "message", r->error.message);
        cJSON_AddStringToObject(e, "stack", r->error.stack);
    } else {
        cJSON_AddNullToObject(j, "error");
    }
    cJSON_AddStringToObject(j, "stdout", r->stdout_text ? r->stdout_text : "");
    cJSON_AddStringToObject(j, "stderr", r->stderr_text ? r->stderr_text : "");
    cJSON_AddBoolToObject(j, "stdoutTruncated", r->stdout_truncated);
    cJSON_AddBoolToObject(j, "stderrTruncated", r->stderr_truncated);
    cJSON_AddNumberToObject(j, "instructions", (double)r->instructions);
    cJSON_AddNumberToObject(j, "memoryPeakBytes", (double)r->memory_peak_bytes);
    cJSON_AddNumberToObject(j, "durationMs", r->duration_ms);
    if (r->outcome == SECEXEC_SUSPENDED) {
        char *b64 = secexec_base64_encode(r->snapshot, r->snapshot_len);
        cJSON *pending = cJSON_Parse(r->pending_json ? r->pending_json : "[]");
        cJSON_AddStringToObject(j, "reason", r->suspend_reason ? r->suspend_reason : "");
        cJSON_AddStringToObject(j, "snapshot", b64 ? b64 : "");
        cJSON_AddItemToObject(j, "pending", pending ? pending : cJSON_CreateArray());
        free(b64);
    }
    char *text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    return text;
}

/* -- test hooks (api/testing.h) -- */

void secexec__test_fail_after(uint64_t n) { sx_test_fail_after = n; }

void secexec__test_last_mem(secexec__test_mem *out) {
    out->allocations = sx_test_last_mem.count;
    out->leaked_bytes = sx_test_last_mem.used;
    out->peak = sx_test_last_mem.peak;
    out->failed = sx_test_last_mem.failed;
}
