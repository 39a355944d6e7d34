/* secexec.h - the public C API of secexec: run untrusted TypeScript-subset code in a sandbox. */
#ifndef SECEXEC_H
#define SECEXEC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Quick tour
 * ----------
 *   secexec_options opts;
 *   secexec_options_init(&opts);
 *   opts.inputs_json = "{\"prices\":[5,10,27]}";
 *   secexec_result *r = secexec_evaluate("inputs.prices.reduce((s, p) => s + p, 0)", &opts);
 *   if (r->outcome == SECEXEC_SUCCEEDED) printf("%s\n", r->value_json);   // 42
 *   secexec_result_free(r);
 *
 * Every call runs in a fresh VM that is freed before the call returns (secexec_vm_new, below,
 * makes VMs that live across calls). Nothing of the host is reachable from the guest except
 * what the options hand in (inputs, captured output).
 * Guest failures are results, never host crashes: every function here returns a result object
 * (or NULL only when the host itself is out of memory).
 */

/* How a run ended. */
typedef enum secexec_outcome {
    SECEXEC_SUCCEEDED = 0, /* ran to completion */
    SECEXEC_FAILED = 1,    /* guest exception, syntax error, memory limit, unserializable value */
    SECEXEC_CANCELLED = 2, /* the host triggered the cancel handle */
    SECEXEC_TIMED_OUT = 3, /* instruction budget or wall-clock timeout exhausted */
    SECEXEC_SUSPENDED = 4, /* stopped at a suspending host call or at the budget: resume the snapshot */
} secexec_outcome;

/* Which guest output is captured into the result (the rest is discarded). */
typedef enum secexec_capture {
    SECEXEC_CAPTURE_ALL = 0,    /* stdout (console.log/info) and stderr (console.error/warn) */
    SECEXEC_CAPTURE_STDERR = 1, /* only stderr */
    SECEXEC_CAPTURE_NONE = 2,   /* nothing */
} secexec_capture;

/*
 * Stable error codes, one X-macro table: X(enum suffix, "code string", "what it means").
 * The code string is what results, the CLI and the JSON protocol report.
 */
#define SECEXEC_ERROR_CODES(X)                                                                                         \
    X(NONE, "", "no error")                                                                                            \
    X(UNCAUGHT_EXCEPTION, "uncaught_exception", "the guest threw a value that nobody caught")                          \
    X(SYNTAX_ERROR, "syntax_error", "the source does not parse")                                                       \
    X(UNSUPPORTED_CONSTRUCT, "unsupported_construct", "the source uses a construct outside the subset")                \
    X(INSTRUCTION_LIMIT, "instruction_limit", "the instruction budget ran out (timed_out)")                            \
    X(TIMEOUT, "timeout", "the wall-clock timeout passed (timed_out)")                                                 \
    X(MEMORY_LIMIT, "memory_limit", "the guest tried to use more memory than allowed")                                 \
    X(CANCELLED, "cancelled", "the host cancelled the run")                                                            \
    X(NOT_SERIALIZABLE, "not_serializable", "evaluate's value cannot be expressed as JSON")                            \
    X(UNHANDLED_REJECTION, "unhandled_rejection", "a promise was rejected and nothing handled it")                     \
    X(NEVER_SETTLED, "never_settled", "the program awaited a promise that can never settle")                           \
    X(INVALID_INPUT, "invalid_input", "the host passed invalid options (e.g. inputs not JSON)")                        \
    X(SNAPSHOT_INVALID, "snapshot_invalid", "resume got a snapshot that is corrupt, forged or of another build")       \
    X(SNAPSHOT_UNSUPPORTED, "snapshot_unsupported", "the run could not be suspended: it holds state not covered yet")  \
    X(INTERNAL, "internal_error", "a bug in secexec; please report it")

typedef enum secexec_error_code {
#define SECEXEC_X_ENUM(name, str, doc) SECEXEC_ERR_##name,
    SECEXEC_ERROR_CODES(SECEXEC_X_ENUM)
#undef SECEXEC_X_ENUM
        SECEXEC_ERR__COUNT
} secexec_error_code;

/* A cancel handle: create it, pass it in the options, trigger it from any thread. */
typedef struct secexec_cancel secexec_cancel;
secexec_cancel *secexec_cancel_new(void);
void secexec_cancel_trigger(secexec_cancel *c); /* thread-safe, idempotent */
void secexec_cancel_free(secexec_cancel *c);

/*
 * Host functions (capabilities)
 * -----------------------------
 * The only way guest code reaches the host. The host hands in collections of functions; each
 * collection appears to the guest as a frozen global object (e.g. `orders`) whose functions take
 * one JSON argument and return a Promise:
 *
 *   const rows = await orders.list({ customer: "acme", limit: 10 });
 *
 * Values cross only as JSON text, copied both ways (never a pointer). Before a handler runs, the
 * argument is validated against the function's input schema (JSON Schema); a violation rejects
 * the guest's promise with a TypeError such as
 *   "orders.list: input.customer: expected string, got number"
 * and the handler is not called.
 *
 * The handler answers with exactly one call of secexec_host_call_resolve() or
 * secexec_host_call_reject() on the handle it was given: at once (inside the handler) or later,
 * from any thread. OWNERSHIP: the handle belongs to the host from the moment the handler is
 * called until that one resolve/reject call, which frees it. Both are thread-safe. If the run has
 * already ended (finished, timed out, cancelled, or this call timed out) the answer is dropped
 * silently, but the call still frees the handle - so every handle must be answered exactly once,
 * even late, or it leaks (a few dozen bytes). Never use a handle after answering it.
 * A handler must not block the run forever: a call with no answer after host_call_timeout_ms
 * rejects the guest promise with Error "orders.list: host call timed out after N ms".
 * A handler's rejection message becomes the message of an Error the guest promise rejects with;
 * it never unwinds the host.
 */
typedef struct secexec_host_call secexec_host_call;

/* A handler: collection and function are the registered names, input_json the validated argument
 * (NUL-terminated, valid only during the handler call - copy it to answer later). Called on the
 * thread running the guest. */
typedef void (*secexec_host_handler)(void *user_data, const char *collection, const char *function,
                                     const char *input_json, secexec_host_call *call);

/* Answer a host call with a JSON value (result_json must be valid JSON text, at most
 * max_host_payload_bytes; else the guest promise rejects with an Error saying so). */
void secexec_host_call_resolve(secexec_host_call *call, const char *result_json);
/* Answer a host call with an error: the guest promise rejects with Error(message). */
void secexec_host_call_reject(secexec_host_call *call, const char *message);
/* Answer "suspend": the call stays pending and the run suspends once nothing else is left to do
 * (see secexec_host_function.suspend). Frees the handle like the other two. */
void secexec_host_call_suspend(secexec_host_call *call);

typedef struct secexec_host_function {
    const char *name;         /* an identifier, e.g. "list" */
    const char *description;  /* one or more sentences; becomes the JSDoc of the declaration; may be NULL */
    const char *input_schema; /* JSON Schema text of the argument; NULL: any JSON value */
    secexec_host_handler handler;
    void *user_data; /* passed back to the handler */
    /* JSON Schema text of the result; NULL: any JSON value (declared Promise<unknown>). With one,
     * the declarations say Promise<T> and an answer that violates it rejects the guest promise
     * with a TypeError "orders.list: the host's answer does not match its outputSchema: result.total:
     * expected number, got string". */
    const char *output_schema;
    /* Suspending: a call of it stops the run (outcome suspended, with a snapshot and the pending
     * calls) once nothing else is left to do; the handler is not called. secexec_resume continues
     * it with the answers. A handler of a function without the flag can do the same for one call
     * with secexec_host_call_suspend. */
    bool suspend;
} secexec_host_function;

typedef struct secexec_host_collection {
    const char *name;        /* an identifier, the guest's global, e.g. "orders"; must not shadow a built-in */
    const char *description; /* may be NULL */
    const secexec_host_function *functions;
    size_t function_count; /* at most SECEXEC_MAX_HOST_FUNCTIONS */
} secexec_host_collection;

#define SECEXEC_MAX_HOST_COLLECTIONS 64 /* per call */
#define SECEXEC_MAX_HOST_FUNCTIONS 256  /* per collection */

/*
 * TypeScript declarations for the model and the checker: one `declare const NAME: { ... };` per
 * collection (descriptions as JSDoc, parameter types from the schemas, results Promise<unknown>)
 * and, when inputs_json is not NULL, `declare const inputs: T;` with T the type tsc infers for
 * that JSON literal (e.g. `{ prices: number[]; name: string; }`). Returns malloc'ed text (free
 * with free()), or NULL when a schema or inputs_json is not valid JSON or a name is invalid.
 */
char *secexec_declarations(const secexec_host_collection *collections, size_t count, const char *inputs_json);

/* Where observers of a run send their text (trace lines, profile, record, audit): called on the
 * thread running the guest, text valid only during the call (not NUL-terminated: use len). */
typedef void (*secexec_sink)(void *user_data, const char *text, size_t len);

/* Guest console output as it is written (console.log/info/debug to stdout, error/warn/trace to
 * stderr): each piece the result will hold, in order, while the run is still going. Only what
 * capture keeps and max_output_bytes leaves (a piece may be cut at the limit); the result's
 * stdout/stderr remain the whole output (an uncaught error's stack, added at the end, is not sent).
 * Called on the thread running the guest; text valid only during the call (not NUL-terminated). */
typedef void (*secexec_output_sink)(void *user_data, bool to_stderr, const char *text, size_t len);

/* Options of one call. Start from secexec_options_init(): every limit has a safe default. */
typedef struct secexec_options {
    const char *inputs_json; /* JSON text visible to the guest as the deeply frozen global `inputs`; NULL: undefined */
    const char *filename;    /* name used in stack traces and diagnostics; default "main.ts" */
    uint64_t timeout_ms;     /* wall clock; default 5000; 0 means the default */
    uint64_t max_instructions; /* deterministic budget; default 100,000,000 */
    size_t max_memory_bytes;   /* heap cap of the VM; default 64 MiB */
    uint32_t max_stack_depth;  /* guest call depth; default 1000 */
    size_t max_output_bytes;   /* per stream; default 1 MiB; beyond it output is dropped and flagged */
    secexec_capture capture;   /* default SECEXEC_CAPTURE_ALL */
    secexec_cancel *cancel;    /* optional */
    uint64_t random_seed;      /* seed of Math.random (deterministic); default 0 */
    const secexec_host_collection *host_collections; /* host functions (see above); may be NULL */
    size_t host_collection_count;
    uint64_t host_call_timeout_ms; /* per host call; default 30000; the run's timeout_ms still applies */
    uint32_t max_host_calls;       /* per run; default 1000; beyond it calls reject */
    size_t max_host_payload_bytes; /* JSON size of each argument and each answer; default 1 MiB */
    /* The guest's clock: Date.now() and new Date() give clock_ms (milliseconds since
     * 1970-01-01T00:00:00Z, within +-8.64e15) for the whole run - it does not advance, so the
     * same options give the same output. Default 0 (1970-01-01T00:00:00.000Z). */
    int64_t clock_ms;
    bool host_clock; /* opt in: Date.now() reads the host's real clock instead */
    /* Observers (docs/replay.md). All NULL by default: a run nobody observes pays nothing. */
    secexec_sink trace; /* each executed instruction as one line of text, up to trace_limit */
    void *trace_user_data;
    uint64_t trace_limit; /* instructions traced; 0: 1000 */
    secexec_sink profile; /* at the end of the run: one JSON text, instruction counts per function,
                             line and call stack (deterministic); secexec_profile_svg draws it */
    void *profile_user_data;
    secexec_sink record; /* record the run for secexec_replay: one JSON line per call (a trace) */
    void *record_user_data;
    secexec_sink audit; /* each host call (and its verdict) as one JSON line, as it happens */
    void *audit_user_data;
    secexec_output_sink output; /* console output as it is written (streaming); NULL: none */
    void *output_user_data;
    /* Snapshots (docs/api.md "Suspend and resume"). With suspend_on_budget, reaching
     * max_instructions suspends the run (outcome suspended, reason "budget") instead of ending it
     * timed_out, when it can: at an instruction of the program or of a microtask, not inside a
     * built-in's callback (it then runs on to the next such point, at most half a budget more).
     * With a key, snapshots carry an HMAC-SHA256 over their bytes and resume refuses one without
     * a valid HMAC under the same key. */
    bool suspend_on_budget;
    const unsigned char *snapshot_key;
    size_t snapshot_key_len;
    /* The language of the source: NULL or "typescript" (the default), or "python" (the Python
     * subset of docs/python.md; one-shot secexec_evaluate/secexec_execute only). Anything else
     * fails with invalid_input. */
    const char *language;
    /* Run the TypeScript source as a classic strict SCRIPT instead of a module (docs/language.md
     * "Programs are modules"): top-level `this` is globalThis, top-level var and function
     * declarations become properties of the global object, top-level await is a SyntaxError and
     * import/export are refused. Default false (a module). */
    bool script;
} secexec_options;

void secexec_options_init(secexec_options *opts);

/* A clock_ms from text: digits (with an optional '-') are milliseconds since the epoch; anything
 * else is a date as Date.parse reads it, e.g. "2024-01-01T00:00:00Z" or "2024-01-01". False when
 * the text is neither or lies outside the Date range. */
bool secexec_parse_clock(const char *text, int64_t *clock_ms);

/* The error part of a result (all strings NUL-terminated, owned by the result). */
typedef struct secexec_error {
    secexec_error_code code;
    const char *code_str; /* e.g. "uncaught_exception" */
    const char *name;     /* e.g. "TypeError", "SyntaxError", "RangeError", "MemoryLimitError" */
    const char *message;  /* e.g. "Cannot read properties of undefined (reading 'x')" */
    const char *stack;    /* "TypeError: ...\n    at f (main.ts:3:7)" - guest locations only; an
                           * uncaught error is shown as node reports it (util.inspect: its own
                           * extra properties and [cause] follow the frames) */
} secexec_error;

typedef struct secexec_result {
    secexec_outcome outcome;
    const char *outcome_str; /* "succeeded" | "failed" | "cancelled" | "timed_out" */
    bool has_value;          /* evaluate only; false for undefined */
    const char *value_json;  /* the value as JSON text when has_value */
    bool has_error;          /* true on every outcome but succeeded */
    secexec_error error;
    const char *stdout_text; /* captured output (NUL-terminated; may contain NUL bytes: use the lengths) */
    size_t stdout_len;
    const char *stderr_text;
    size_t stderr_len;
    bool stdout_truncated;
    bool stderr_truncated;
    uint64_t instructions;    /* VM instructions executed (deterministic) */
    size_t memory_peak_bytes; /* peak of the VM's accounted memory */
    double duration_ms;       /* wall clock of the whole call */
    /* outcome suspended: the snapshot (bytes), why ("host_call" | "budget") and the calls waiting
     * for an answer as a JSON array [{"id", "collection", "function", "input"}] (empty for a
     * budget suspension without pending calls). Owned by the result. */
    const unsigned char *snapshot;
    size_t snapshot_len;
    const char *suspend_reason;
    const char *pending_json;
} secexec_result;

/* Evaluate one expression (or a program whose last expression statement gives the value). */
secexec_result *secexec_evaluate(const char *source, const secexec_options *opts);
/* Execute a module for its side effects (output); no value. */
secexec_result *secexec_execute(const char *source, const secexec_options *opts);
/* Same with an explicit length (the source may contain NUL bytes). */
secexec_result *secexec_evaluate_n(const char *source, size_t len, const secexec_options *opts);
secexec_result *secexec_execute_n(const char *source, size_t len, const secexec_options *opts);

/*
 * Suspend and resume (docs/api.md). A suspended result's snapshot holds the whole state of the
 * run; secexec_resume continues it in a new VM (this process or another of the same build) with
 * the answers to some or all of its pending calls, and returns an ordinary result (which may be
 * suspended again; it has only the output made after the resume). opts gives the limits (the
 * budgets count the whole run: instructions and memory used before the suspension count), the
 * same host collections (checked by name), capture, cancel and the snapshot key; its inputs,
 * random_seed and clock_ms are ignored (they are in the snapshot). A snapshot can be resumed any
 * number of times: each resume is independent.
 */
typedef struct secexec_answer {
    uint64_t id;             /* a pending call's id */
    const char *result_json; /* its result as JSON text, or NULL when it failed: */
    const char *error;       /* the error message the guest's promise rejects with */
} secexec_answer;
secexec_result *secexec_resume(const unsigned char *snapshot, size_t snapshot_len, const secexec_answer *answers,
                               size_t answer_count, const secexec_options *opts);

/* Base64 (RFC 4648, with padding; no whitespace accepted), as the JSON forms carry snapshots.
 * malloc'ed; decode returns NULL when the text is not base64. */
char *secexec_base64_encode(const unsigned char *data, size_t len);
unsigned char *secexec_base64_decode(const char *text, size_t len, size_t *out_len);

/* The whole result as one JSON object with camelCase keys (malloc'ed; free with free()). */
char *secexec_result_to_json(const secexec_result *r);
void secexec_result_free(secexec_result *r);

/*
 * Type checking (like `tsc --strict --noEmit --pretty false`)
 * ----------------------------------------------------------
 *   secexec_check_options co;
 *   secexec_check_options_init(&co);
 *   co.declarations = decls;                 // e.g. from secexec_declarations(): types `inputs`
 *   secexec_check_result *c = secexec_check("const n: number = 'a';", &co);
 *   if (c->has_errors) fputs(secexec_check_result_format(c), stderr);
 *   // main.ts(1,7): error TS2322: Type 'string' is not assignable to type 'number'.
 *   secexec_check_result_free(c);
 *
 * Diagnostics use tsc's codes, message texts (chained lines indented by two spaces per level, as
 * tsc prints them) and 1-based line/column (columns in UTF-16 units). The checker never rejects
 * valid code: what it does not model is silently `any`. Syntax errors are reported alone, as tsc
 * does; secexec's own notes about constructs outside the subset (SX9001) come with the type
 * errors, the same lines the run would refuse with (a clean check is a program run accepts).
 * Every program is a module (top-level await is valid).
 * `// @ts-ignore` and `// @ts-expect-error` work as in tsc. Type errors are outcome
 * SECEXEC_SUCCEEDED with has_errors; SECEXEC_FAILED only means the checker itself could not run.
 */
typedef struct secexec_check_options {
    const char *filename;     /* name printed in diagnostics; default "main.ts" */
    const char *declarations; /* extra ambient declarations (.d.ts text), e.g. secexec_declarations();
                                 without one, the global `inputs` is `any` */
    size_t max_memory_bytes;  /* memory of one check (syntax tree and types); 0: 512 MiB. Past it the
                                 check reports error SX9005 instead of its diagnostics */
    bool script;              /* check the source as a script, not a module (tsc's --moduleDetection legacy
                                 for a file without import/export): top-level await is error TS1375 */
} secexec_check_options;

void secexec_check_options_init(secexec_check_options *opts);

typedef struct secexec_diagnostic {
    int code;             /* tsc's code (2322 ...) */
    bool own;             /* true for secexec's own codes (printed "SX"; not produced by the checker today) */
    const char *category; /* "error" */
    const char *message;  /* may contain "\n  " continuation lines */
    const char *file;
    uint32_t line, column;  /* 1-based; column in UTF-16 code units */
    uint32_t start, length; /* byte offset and byte length in the source */
} secexec_diagnostic;

/* Effects: a place where the program can reach a host function declared in opts.declarations
 * (a call or any other use of orders.list; a use of the whole collection lists each of its
 * functions), so that a host can ask for approval before running code that may call
 * payments.refund. Sorted by position; each (function, position) once; at most 4096. */
typedef struct secexec_effect {
    const char *collection; /* "payments" */
    const char *function;   /* "refund" */
    uint32_t line, column;  /* 1-based (columns in UTF-16 units), like diagnostics */
} secexec_effect;

typedef struct secexec_check_result {
    secexec_outcome outcome; /* SECEXEC_SUCCEEDED, or SECEXEC_FAILED if the checker could not run */
    const char *outcome_str;
    bool has_errors;
    const secexec_diagnostic *diagnostics; /* sorted like tsc's (position, then code) */
    size_t diagnostic_count;
    double duration_ms;
    const secexec_effect *effects; /* host-function uses (see secexec_effect); none without declarations */
    size_t effect_count;
} secexec_check_result;

secexec_check_result *secexec_check(const char *source, const secexec_check_options *opts);
secexec_check_result *secexec_check_n(const char *source, size_t len, const secexec_check_options *opts);
/* All diagnostics as tsc --pretty false prints them, one per line (owned by the result). */
const char *secexec_check_result_format(const secexec_check_result *r);
/* {"outcome":..,"hasErrors":..,"diagnostics":[{"code","category","message","file","line","column","length"}],
 *  "effects":[{"collection","function","line","column"}]} (malloc'ed; free with free()). */
char *secexec_check_result_to_json(const secexec_check_result *r);
void secexec_check_result_free(secexec_check_result *r);

/*
 * Persistent VMs (REPL contexts)
 * ------------------------------
 *   secexec_vm *vm = secexec_vm_new(&opts);
 *   secexec_result *a = secexec_vm_execute(vm, "let total = 0; function add(n: number) { total += n; }");
 *   secexec_result *b = secexec_vm_evaluate(vm, "add(40); add(2); total");   // 42
 *   ...
 *   secexec_vm_free(vm);
 *
 * A VM that stays alive between calls, like a context of node's REPL: the top-level declarations
 * (var, let, const, function, class, enum) and the globals of one call are visible to the later
 * calls on the same VM. A let/const/class/enum name cannot be declared a second time (as in
 * node's REPL: the later call fails with syntax_error, TS2451, and changes nothing); var and
 * function declarations may be repeated. Nothing is shared between two VMs.
 *
 * The options are copied when the VM is created (the host collections, their handlers and the
 * cancel handle must stay valid for the VM's life) and apply to every call: each call gets its own
 * instruction budget, timeout, host-call allowance and captured output; `inputs` is defined by the
 * first call, and Math.random continues one sequence (seeded by random_seed) across the calls.
 * The memory cap applies to the VM over its whole life: what the guest keeps stays counted.
 * secexec_vm_memory() tells how much that is. A call that fails (exception, syntax error,
 * instruction budget, timeout, cancellation, memory limit) leaves the VM usable; what the failed
 * call did before it stopped is kept. A triggered cancel handle cancels every later call too.
 * Microtasks and host calls are settled before each call returns.
 *
 * Threads: a VM must be used by one thread at a time (calls on one VM must not overlap); different
 * VMs may be used from different threads at once.
 */
typedef struct secexec_vm secexec_vm;

/* A new VM; NULL when the host is out of memory or max_memory_bytes is too small for a VM. */
secexec_vm *secexec_vm_new(const secexec_options *opts);
secexec_result *secexec_vm_evaluate(secexec_vm *vm, const char *source);
secexec_result *secexec_vm_execute(secexec_vm *vm, const char *source);
secexec_result *secexec_vm_evaluate_n(secexec_vm *vm, const char *source, size_t len);
secexec_result *secexec_vm_execute_n(secexec_vm *vm, const char *source, size_t len);
/* The VM's accounted memory now (what max_memory_bytes is compared with), in bytes. */
size_t secexec_vm_memory(const secexec_vm *vm);
void secexec_vm_free(secexec_vm *vm);
/* Hibernate an idle VM (docs/api.md "Suspend and resume"): its whole state (bindings, heap,
 * random state) as snapshot bytes (*out malloc'ed; opts gives the key, may be NULL), and a VM
 * again from them (opts: its limits and key). A machine's context cannot be saved yet. False /
 * NULL: err says why. */
bool secexec_vm_save(secexec_vm *vm, const secexec_options *opts, unsigned char **out, size_t *len, char *err,
                     size_t errsize);
secexec_vm *secexec_vm_restore(const unsigned char *snapshot, size_t len, const secexec_options *opts, char *err,
                               size_t errsize);

/*
 * Record and replay (docs/replay.md)
 * ----------------------------------
 * A run with options.record set writes a trace: JSON lines (options, source, inputs, every host
 * call and its answer, every output, the result, instruction count and a hash of the final heap),
 * chained by xxHash so a truncated or edited trace is detected. secexec_replay runs the program
 * again from the trace alone, answering host calls from it, and compares every event. It returns
 * 0 when the replay is bit-identical, 1 when it diverged, 2 when the trace is unusable (damaged,
 * truncated, not a trace); `report` receives human-readable lines saying what differed (the
 * first differing event, its instruction count and the guest source position).
 * A persistent VM whose options record writes its whole session; so does a machine
 * (secexec_machine_new with options.record): every call in order, its contexts and processes,
 * every operation on a mount with the host's answer (the bytes read), complete once
 * secexec_machine_free has run. Its calls then run one at a time. Replaying it needs no host,
 * no mounted directory and no network.
 * observe (may be NULL) sets observers (trace, profile, audit) for the replayed run.
 */
int secexec_replay(const char *trace, size_t len, const secexec_options *observe, secexec_sink report,
                   void *report_user_data);
/* The flame graph (SVG text, malloc'ed) of a profile JSON text; NULL if it is not one. */
char *secexec_profile_svg(const char *profile_json, size_t len);

/*
 * VMs that outlast a call (machines) and their contexts
 * -----------------------------------------------------
 *   secexec_machine *m = secexec_machine_new(&opts, NULL);        // NULL: default quotas
 *   secexec_machine_write_file(m, "/workspace/data.json", "{\"n\":40}", 8);
 *   secexec_result *r = secexec_machine_evaluate(m,
 *       "import('node:fs').then((fs) => JSON.parse(fs.readFileSync('/workspace/data.json', 'utf8')).n + 2)");
 *   // value_json "42"
 *   secexec_context *c = secexec_context_new(m);
 *   secexec_context_execute(c, "globalThis.total = 40");
 *   secexec_context_evaluate(c, "total + 2");                     // 42
 *   secexec_context_free(c);
 *   secexec_machine_free(m);
 *
 * A machine (the protocol's "VM") owns an in-memory filesystem (/workspace is the working
 * directory; quotas on bytes and on the number of files and directories), the options (limits,
 * host functions, seed, clock) and its contexts. secexec_machine_evaluate/execute run code in
 * fresh JavaScript memory each call; the code sees the machine's files through `node:fs`. A
 * context (secexec_context, the same object as secexec_vm above, whose semantics it keeps) keeps
 * its JavaScript memory across calls like a REPL and sees the machine's files too.
 *
 * Threads: every function here is thread-safe for different contexts of one machine (they may
 * run at once: the filesystem has a lock); one context must not be used by two threads at once.
 * secexec_machine_free frees the machine's contexts that are still open; it must not overlap a
 * call on the machine or one of its contexts.
 */
typedef struct secexec_machine secexec_machine;
typedef struct secexec_vm secexec_context;

/* Filesystem errors, with node's codes and messages: X(enum suffix, code, message). */
#define SECEXEC_FS_ERRORS(X)                                                                                           \
    X(OK, "", "ok")                                                                                                    \
    X(ENOENT, "ENOENT", "no such file or directory")                                                                   \
    X(EEXIST, "EEXIST", "file already exists")                                                                         \
    X(ENOTDIR, "ENOTDIR", "not a directory")                                                                           \
    X(EISDIR, "EISDIR", "illegal operation on a directory")                                                            \
    X(ENOTEMPTY, "ENOTEMPTY", "directory not empty")                                                                   \
    X(EACCES, "EACCES", "permission denied")                                                                           \
    X(ENOSPC, "ENOSPC", "no space left on device")                                                                     \
    X(EINVAL, "EINVAL", "invalid argument")                                                                            \
    X(EBUSY, "EBUSY", "resource busy or locked")                                                                       \
    X(ENAMETOOLONG, "ENAMETOOLONG", "name too long")                                                                   \
    X(ENOMEM, "ENOMEM", "not enough memory")                                                                           \
    X(EXDEV, "EXDEV", "cross-device link not permitted")                                                               \
    X(EFBIG, "EFBIG", "file too large")

typedef enum secexec_fs_error {
#define SECEXEC_X_FS(name, code, msg) SECEXEC_FS_##name,
    SECEXEC_FS_ERRORS(SECEXEC_X_FS)
#undef SECEXEC_X_FS
} secexec_fs_error;

const char *secexec_fs_error_code(secexec_fs_error e);    /* "ENOENT" ("" for OK) */
const char *secexec_fs_error_message(secexec_fs_error e); /* "no such file or directory" */

typedef struct secexec_fs_stat {
    bool is_directory;
    uint64_t size;    /* bytes of a file; 4096 for a directory */
    int64_t mtime_ms; /* the machine's virtual clock (clock_ms) when it last changed */
} secexec_fs_stat;

typedef struct secexec_fs_dirent {
    const char *name;
    bool is_directory;
} secexec_fs_dirent;
void secexec_fs_dirents_free(secexec_fs_dirent *entries, size_t count);

/* A host directory shown inside the machine at guest_path. The guest can never leave it: paths
 * are resolved lexically first, then component by component from the directory's descriptor
 * with O_NOFOLLOW (a symbolic link anywhere is refused with EACCES), and only regular files and
 * directories are opened. read_only: every change fails with EACCES. */
typedef struct secexec_mount {
    const char *host_path;  /* an existing directory of the host */
    const char *guest_path; /* absolute, e.g. "/workspace/repo" or "/data" */
    bool read_only;
} secexec_mount;

/* The network permission: denied unless given. When given, the guest gets a global `fetch`
 * whose every request goes to the host's `fetch` capability (never a socket of secexec's), and
 * only to the origins of `allow` ("https://api.example.com": scheme, host and port other than
 * the default; a request elsewhere rejects with a TypeError naming the policy). The capability is
 * called like a host function (on the running thread; answer with secexec_host_call_resolve or
 * _reject) with input_json {"url", "method", "headers": {name: value}, "body": string|null}, and
 * answers {"status": 200, "statusText": "OK", "headers": {name: value}, "body": "text"}. */
typedef struct secexec_network_permission {
    const char *const *allow; /* origins */
    size_t allow_count;
    secexec_host_handler fetch; /* the capability (collection "fetch", function "fetch") */
    void *user_data;
} secexec_network_permission;

typedef struct secexec_machine_options {
    size_t max_fs_bytes;                       /* bytes of all files together; default 64 MiB. Also bounds the bytes
                            written into read-write mounts over the machine's life, and the size
                            of one file read from a mount (EFBIG beyond) */
    size_t max_fs_files;                       /* files and directories together; default 100,000 */
    const secexec_mount *mounts;               /* copied by secexec_machine_new */
    size_t mount_count;                        /* at most SECEXEC_MAX_MOUNTS */
    const secexec_network_permission *network; /* NULL: no network (the default); copied */
    /* Each process (secexec_process_spawn) runs in a VM of its own with its own budget: these
     * limits (0: the machine's per-call limits, secexec_options timeout_ms, max_instructions,
     * max_memory_bytes). At most SECEXEC_MAX_PROCESSES run at once, so the processes of a machine
     * together hold at most that many times process_max_memory_bytes. */
    uint64_t process_timeout_ms;
    uint64_t process_max_instructions;
    size_t process_max_memory_bytes;
    size_t max_code_bytes; /* host memory of the compiled modules the machine keeps for all its calls
                              (each distinct module source compiled once); default 16 MiB, the
                              oldest dropped past it; counted by secexec_machine_memory */
} secexec_machine_options;
#define SECEXEC_MAX_MOUNTS 16
void secexec_machine_options_init(secexec_machine_options *mo);

/* A new machine; NULL when the host is out of memory, a mount's host directory cannot be opened
 * or its guest path is not absolute (or is "/"). opts/mopts are copied (NULL: defaults);
 * the host collections, their handlers and the cancel handle must outlive the machine. */
secexec_machine *secexec_machine_new(const secexec_options *opts, const secexec_machine_options *mopts);
/* One call in fresh JavaScript memory, seeing the machine's files. */
secexec_result *secexec_machine_evaluate(secexec_machine *m, const char *source, size_t len);
secexec_result *secexec_machine_execute(secexec_machine *m, const char *source, size_t len);
/* Run the module file at path (read from the machine's filesystem) as execute does. */
secexec_result *secexec_machine_execute_file(secexec_machine *m, const char *path);
/* The same calls with a cancel handle of their own (e.g. one per request): it replaces the
 * machine's handle for this call (NULL: the machine's). */
secexec_result *secexec_machine_run_cancellable(secexec_machine *m, const char *source, size_t len, bool evaluate,
                                                secexec_cancel *cancel);
secexec_result *secexec_machine_execute_file_cancellable(secexec_machine *m, const char *path, secexec_cancel *cancel);
/* What one call on a machine or a context changes for itself (zero-initialise; NULL fields keep
 * the machine's own). */
typedef struct secexec_call_options {
    secexec_cancel *cancel;     /* replaces the machine's handle for this call */
    const char *inputs_json;    /* machine calls: this call's `inputs` (a context keeps its first) */
    secexec_output_sink output; /* this call's output as it is written (see secexec_options.output) */
    void *output_user_data;
} secexec_call_options;
/* A call in fresh JavaScript memory seeing the machine's files, with call options (NULL: none). */
secexec_result *secexec_machine_run_with(secexec_machine *m, const char *source, size_t len, bool evaluate,
                                         const secexec_call_options *co);
/* Type-check source against the declarations of the machine's host functions and inputs. */
secexec_check_result *secexec_machine_check(secexec_machine *m, const char *source, size_t len);
/* The same against other declarations (e.g. of one call's inputs, from secexec_declarations);
 * imports are resolved from the machine's files and checked too. */
secexec_check_result *secexec_machine_check_with(secexec_machine *m, const char *source, size_t len,
                                                 const char *declarations);
/* Files (paths relative to /workspace or absolute; ".." never leaves the tree). */
secexec_fs_error secexec_machine_write_file(secexec_machine *m, const char *path, const void *data, size_t len);
/* *data: malloc'ed (NUL-terminated), free() it. */
secexec_fs_error secexec_machine_read_file(secexec_machine *m, const char *path, char **data, size_t *len);
secexec_fs_error secexec_machine_readdir(secexec_machine *m, const char *path, secexec_fs_dirent **entries,
                                         size_t *count);
secexec_fs_error secexec_machine_stat(secexec_machine *m, const char *path, secexec_fs_stat *st);
secexec_fs_error secexec_machine_mkdir(secexec_machine *m, const char *path, bool recursive);
secexec_fs_error secexec_machine_remove(secexec_machine *m, const char *path, bool recursive);
/* Install an npm package tarball (.tgz, as `npm pack` makes them): unpacked into
 * /workspace/node_modules/<name from its package.json>, replacing an earlier version. Bare
 * specifiers (`import x from "lodash-es"`) then resolve there like node (package.json "exports",
 * then "module", "main", index.js). On success *name and *version are malloc'ed (free them);
 * on failure *error is (a message such as "gzip: the data is not a complete gzip stream"). */
bool secexec_machine_install_package(secexec_machine *m, const void *tgz, size_t len, char **name, char **version,
                                     char **error);
/* Host memory of the machine (structures, filesystem) plus the accounted memory of its contexts. */
size_t secexec_machine_memory(const secexec_machine *m);
void secexec_machine_free(secexec_machine *m);

/*
 * Processes: a module run in the background inside a machine, on a thread of its own, with its
 * own budget (the machine's per-call limits: instructions, memory, timeout) and captured output.
 * secexec_machine_free kills the ones still running and waits for them: nothing outlives it.
 */
#define SECEXEC_MAX_PROCESSES 16 /* running at once per machine */

typedef struct secexec_process_info {
    uint64_t pid;
    bool running;
} secexec_process_info;

/* Start the module at path (source NULL) or the source text (path NULL) in the background.
 * Returns its pid (1, 2, ...), or 0 when SECEXEC_MAX_PROCESSES are running, the arguments are
 * invalid or the host is out of memory. */
uint64_t secexec_process_spawn(secexec_machine *m, const char *path, const char *source);
/* Wait for the process to end and take its result (an execute's; secexec_result_exit_status
 * gives its exit code); the process is then forgotten. NULL: no such pid (never spawned, or
 * already waited for). */
secexec_result *secexec_process_wait(secexec_machine *m, uint64_t pid);
/* Kill a running process (its result's outcome becomes cancelled). False: no such pid or it has
 * ended already. */
bool secexec_process_kill(secexec_machine *m, uint64_t pid);
/* The processes not yet waited for, in pid order: up to max into out; returns how many exist. */
size_t secexec_process_list(secexec_machine *m, secexec_process_info *out, size_t max);

/* The exit status a result maps to, as `secexec run` exits: 0 succeeded, 1 failed, 2 invalid
 * input, 3 timed out, 4 cancelled, 5 syntax error or unsupported construct. */
int secexec_result_exit_status(const secexec_result *r);

/* A context of m (NULL: out of memory). Same calls and semantics as secexec_vm_*. */
secexec_context *secexec_context_new(secexec_machine *m);
secexec_result *secexec_context_evaluate(secexec_context *c, const char *source, size_t len);
secexec_result *secexec_context_execute(secexec_context *c, const char *source, size_t len);
/* A context call with a cancel handle of its own (replaces the machine's for this call; NULL: it). */
secexec_result *secexec_context_run_cancellable(secexec_context *c, const char *source, size_t len, bool evaluate,
                                                secexec_cancel *cancel);
/* A context call with call options (cancel and output; NULL: none). */
secexec_result *secexec_context_run_with(secexec_context *c, const char *source, size_t len, bool evaluate,
                                         const secexec_call_options *co);
/* Forget the context's JavaScript memory (a fresh REPL). False: out of memory (the context then
 * answers every call with internal_error until a reset succeeds). */
bool secexec_context_reset(secexec_context *c);
void secexec_context_free(secexec_context *c);
/* The machine's contexts in the order they were created: up to max into out; returns how many
 * there are (after secexec_machine_restore: the restored ones, in their old order). */
size_t secexec_machine_contexts(secexec_machine *m, secexec_context **out, size_t max);

/*
 * Hibernating a machine (docs/api.md, "Suspend and resume"): an idle machine's files (installed
 * packages included; not its mounts, which are host directories: only their mount points), every
 * context's whole state (bindings, heap, random state) and the machine's clock and seed, as bytes
 * ("SECEXMCH" envelope: format version, build hash, XXH3-64, HMAC-SHA256 with opts' snapshot key;
 * opts may be NULL). The machine is not changed: free it or go on using it; the caller keeps it
 * idle meanwhile (no call on it or its contexts). False: err says why (processes not yet waited
 * for, the machine records or replays a session, a context holds state snapshots do not cover).
 * secexec_machine_restore makes a machine from such bytes in this or another process of the same
 * build: opts and mopts as for secexec_machine_new (limits, host functions, quotas; mounts and the
 * network are attached from mopts, never from the bytes) except the clock and seed, which are the
 * snapshot's; opts' key checks the HMAC. The files must fit mopts' quotas and each context's heap
 * opts' memory limit. Its compiled-code cache starts empty and fills as modules are imported.
 * NULL: err says why (corrupt, truncated, forged, another build, over quota).
 */
bool secexec_machine_hibernate(secexec_machine *m, const secexec_options *opts, unsigned char **out, size_t *len,
                               char *err, size_t errsize);
secexec_machine *secexec_machine_restore(const unsigned char *bytes, size_t len, const secexec_options *opts,
                                         const secexec_machine_options *mopts, char *err, size_t errsize);

const char *secexec_outcome_string(secexec_outcome o);
const char *secexec_error_code_string(secexec_error_code c);
const char *secexec_version(void);

#ifdef __cplusplus
}
#endif
#endif
