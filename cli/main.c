/* main.c - the `secexec` command-line tool: `secexec eval EXPR` and `secexec run FILE.ts`. */
/*
 * Exit status (also documented in --help):
 *   0  the run succeeded
 *   1  the run failed: uncaught guest exception, memory limit, value not serializable as JSON
 *   2  usage error: bad option or argument, unreadable file, --inputs that is not valid JSON
 *   3  the run timed out (instruction budget or wall-clock timeout)
 *   4  the run was cancelled (SIGINT/SIGTERM; a second signal kills secexec)
 *   5  the source does not parse (syntax_error) or uses an unsupported construct
 *
 * Only the public API (include/secexec.h) is used. No global mutable state: everything lives in
 * main()'s locals and is passed down.
 */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "cli/hostspec.h"
#include "cli/check.h"
#include "cli/inspect.h"
#include "secexec.h"

enum {
    EXIT_OK = 0,
    EXIT_FAILED = 1,
    EXIT_USAGE = 2,
    EXIT_TIMED_OUT = 3,
    EXIT_CANCELLED = 4,
    EXIT_SYNTAX = 5,
    EXIT_TYPE_ERRORS = 6, /* run --check found type errors (printed on stderr like tsc) */
};

typedef enum command { CMD_NONE, CMD_EVAL, CMD_RUN } command;

/* Everything the command line asks for. */
typedef struct cli_args {
    command cmd;
    const char *operand;    /* EXPR for eval, FILE for run ("-": stdin) */
    const char *inputs_arg; /* --inputs as given: JSON text or @file */
    bool json;
    bool check; /* --check: type-check first (cli/check.c) */
    bool help;
    bool version;
    secexec_options opts;
    cli_observe observe; /* --trace, --profile, --record, --audit (cli/observe.c) */
    char error[512];     /* the usage error, when parsing fails */
} cli_args;

/* A malloc'ed byte buffer (NUL-terminated; len excludes the NUL). */
typedef struct buffer {
    char *data;
    size_t len;
} buffer;

static const char USAGE_TEXT[] =
    "NAME\n"
    "    secexec - run untrusted TypeScript-subset code in a sandbox\n"
    "\n"
    "SYNOPSIS\n"
    "    secexec eval [OPTIONS] EXPR\n"
    "    secexec run [OPTIONS] FILE.ts\n"
    "    secexec check [--json] [--inputs JSON|@FILE] FILE...\n"
    "    secexec serve [--workers N] [--max-message-bytes N]\n"
    "    secexec declarations --host FILE.json [--inputs JSON|@FILE]\n"
    "    secexec mcp [--host FILE.json] [--inputs JSON|@FILE] [LIMITS]\n"
    "    secexec disasm [--eval] [--ast] FILE.ts | --opcodes\n"
    "    secexec replay TRACE\n"
    "    secexec report TRACE -o REPORT.html\n"
    "    secexec --help | --version\n"
    "\n"
    "COMMANDS\n"
    "    eval EXPR\n"
    "        Evaluate EXPR (or a program whose last expression statement gives the value)\n"
    "        and print the value as JSON text on stdout; `undefined` prints undefined.\n"
    "        Guest console output is printed before the value. EXPR `-` reads stdin.\n"
    "    run FILE.ts\n"
    "        Execute the program in FILE.ts (`-` reads stdin) and print what it wrote with\n"
    "        console.log/info on stdout and console.error/warn on stderr. An uncaught error\n"
    "        is printed on stderr like node prints it (its stack, which names the file by\n"
    "        its base name: script.ts:3:5).\n"
    "    check FILE...\n"
    "        Type-check the files like `tsc --strict --noEmit --pretty false` and print\n"
    "        tsc's diagnostics; --json prints one JSON object per file. Exit status 0: no\n"
    "        errors, 2: errors found, 1: unreadable file or bad usage (secexec check --help).\n"
    "    serve\n"
    "        A JSON-RPC 2.0 sidecar on stdin/stdout (one message per line): methods\n"
    "        evaluate, execute, cancel, declarations, shutdown, and host.call callbacks\n"
    "        to the client for host functions. See docs/protocol.md.\n"
    "    disasm FILE.ts\n"
    "        Print the bytecode of every function of the program with its constants, the\n"
    "        registers each instruction uses and the source lines (docs/bytecode.md).\n"
    "    replay TRACE\n"
    "        Run a recorded program again from the trace alone (host calls answered from\n"
    "        it) and check that output, value, instruction count and heap are identical.\n"
    "    report TRACE -o REPORT.html\n"
    "        Write one self-contained HTML page reviewing a recorded run.\n"
    "    declarations\n"
    "        Print the TypeScript declarations of the host functions in FILE.json (the\n"
    "        protocol's hostFunctions array) and of the inputs, to show a model.\n"
    "    mcp\n"
    "        A Model Context Protocol server on stdin/stdout with the tools run_code and\n"
    "        check_code; --host FILE.json adds host functions whose \"command\" runs per\n"
    "        call (limits: --timeout-ms, --max-instructions, --max-memory-bytes,\n"
    "        --max-output-bytes, --host-call-timeout-ms). See docs/mcp.md.\n"
    "\n"
    "OPTIONS\n"
    "    --inputs JSON, --inputs @FILE\n"
    "        JSON visible to the program as the deeply frozen global `inputs`;\n"
    "        @FILE reads it from FILE (@- from stdin).\n"
    "    --timeout-ms N\n"
    "        Wall-clock limit in milliseconds (default 5000; 0 means the default).\n"
    "    --max-instructions N\n"
    "        Deterministic budget of VM instructions (default 100000000).\n"
    "    --max-memory SIZE\n"
    "        Heap limit of the VM (default 64M). SIZE is bytes or a number with K, M or G.\n"
    "    --max-stack N\n"
    "        Maximum guest call depth (default 1000).\n"
    "    --max-output SIZE\n"
    "        Captured output per stream (default 1M); beyond it output is dropped.\n"
    "    --capture all|stderr|none\n"
    "        Which guest output is kept (default all).\n"
    "    --seed N\n"
    "        Seed of Math.random (default 0).\n"
    "    --language typescript|python\n"
    "        The language of the program (default typescript; `run FILE.py` is python).\n"
    "        Python is the subset of docs/python.md.\n"
    "    --script\n"
    "        Run the program as a classic strict script instead of a module: top-level\n"
    "        `this` is globalThis and top-level var/function declarations become\n"
    "        properties of the global object (no import/export, no top-level await).\n"
    "    --clock TIME\n"
    "        What Date.now() and new Date() give, fixed for the whole run: milliseconds\n"
    "        since 1970-01-01T00:00:00Z (e.g. 1704067200000) or a date string such as\n"
    "        2024-01-01T00:00:00Z (default 0: 1970-01-01T00:00:00.000Z).\n"
    "    --host-clock\n"
    "        Let Date.now() and new Date() read the host's real clock instead (the output\n"
    "        is then no longer reproducible).\n"
    "    --check\n"
    "        Type-check the program first (like tsc --strict) and refuse to run it when there\n"
    "        are errors: they are printed on stderr like tsc prints them, exit status 6.\n"
    "    --trace, --trace=N\n"
    "        Print the first N executed instructions (default 1000) on stderr: count,\n"
    "        function, line:column, instruction index and the instruction.\n"
    "    --profile FILE.json, --profile FILE.svg\n"
    "        Write where the instruction budget went: counts per function, per source line\n"
    "        and per call stack (JSON), or a flame graph (SVG). Deterministic.\n"
    "    --record FILE\n"
    "        Record the run (source, options, host calls and answers, output, result) as\n"
    "        JSON lines for `secexec replay FILE` (docs/replay.md).\n"
    "    --audit FILE\n"
    "        Write each host call with its guest source position, instruction count and\n"
    "        verdict, as JSON lines.\n"
    "    --json\n"
    "        Print the whole result as one JSON object on one line (keys outcome, value,\n"
    "        error, stdout, stderr, stdoutTruncated, stderrTruncated, instructions,\n"
    "        memoryPeakBytes, durationMs) and nothing else on stdout. The exit status\n"
    "        is the same as without --json.\n"
    "    -h, --help\n"
    "        Show this help and exit.\n"
    "    --version\n"
    "        Print the version and exit.\n"
    "    --\n"
    "        End of options: the next argument is EXPR or FILE even if it starts with '-'.\n"
    "        (Arguments like -1 or -(x) are taken as EXPR anyway; -x needs `--`.)\n"
    "\n"
    "    Options may be written --name VALUE or --name=VALUE, before or after the operand.\n"
    "    SIGINT or SIGTERM cancels a running program; a second one kills secexec.\n"
    "\n"
    "EXIT STATUS\n"
    "    0   the run succeeded\n"
    "    1   the run failed: uncaught exception, memory limit, value not serializable\n"
    "    2   usage error: bad option, unreadable file, --inputs not valid JSON\n"
    "    3   the run timed out (instruction budget or wall clock)\n"
    "    4   the run was cancelled\n"
    "    5   syntax error or unsupported construct in the source\n"
    "    6   run --check found type errors\n"
    "\n"
    "EXAMPLES\n"
    "    secexec eval '1 + 2'\n"
    "        3\n"
    "    secexec eval --inputs '{\"prices\":[5,10,27]}' \\\n"
    "        'inputs.prices.reduce((sum, price) => sum + price, 0)'\n"
    "        42\n"
    "    secexec run script.ts\n"
    "    echo 'console.log(\"hi\")' | secexec run -\n"
    "    secexec run --json --max-instructions 1000000 --inputs @data.json script.ts\n";

/* ----------------------------------------------------------------------------------------- */
/* Small helpers                                                                             */
/* ----------------------------------------------------------------------------------------- */

static bool usage_fail(cli_args *a, const char *fmt, const char *arg) {
    snprintf(a->error, sizeof a->error, fmt, arg);
    return false;
}

static void write_bytes(FILE *f, const char *data, size_t len) {
    if (data != NULL && len > 0) fwrite(data, 1, len, f);
}

/* Read a whole stream into *out. On failure errno says why. */
static bool read_stream(FILE *f, buffer *out) {
    size_t cap = 65536;
    out->len = 0;
    out->data = malloc(cap);
    if (out->data == NULL) return false;
    for (;;) {
        if (cap - out->len < 2) {
            char *bigger = realloc(out->data, cap * 2);
            if (bigger == NULL) goto fail;
            out->data = bigger;
            cap *= 2;
        }
        size_t n = fread(out->data + out->len, 1, cap - out->len - 1, f);
        out->len += n;
        if (n == 0) break;
    }
    if (ferror(f)) {
        if (errno == 0) errno = EIO;
        goto fail;
    }
    out->data[out->len] = '\0';
    return true;
fail:
    free(out->data);
    out->data = NULL;
    return false;
}

/* Read FILE ("-": stdin); on failure print "secexec: cannot read 'FILE': reason". */
static bool read_path(const char *path, buffer *out) {
    if (strcmp(path, "-") == 0) {
        if (read_stream(stdin, out)) return true;
        fprintf(stderr, "secexec: cannot read standard input: %s\n", strerror(errno));
        return false;
    }
    errno = 0;
    FILE *f = fopen(path, "rb");
    bool ok = f != NULL && read_stream(f, out);
    int saved = errno;
    if (f != NULL) fclose(f);
    if (!ok) fprintf(stderr, "secexec: cannot read '%s': %s\n", path, strerror(saved));
    return ok;
}

/* The last path component: stack traces show "script.ts:3:5", never the host directory. */
static const char *base_name(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash != NULL && slash[1] != '\0' ? slash + 1 : path;
}

/* ----------------------------------------------------------------------------------------- */
/* Parsing option values                                                                     */
/* ----------------------------------------------------------------------------------------- */

/* Decimal digits only; false on anything else or overflow. */
static bool parse_u64(const char *s, uint64_t *out) {
    uint64_t v = 0;
    if (*s == '\0') return false;
    for (; *s != '\0'; s++) {
        if (!isdigit((unsigned char)*s)) return false;
        unsigned digit = (unsigned)(*s - '0');
        if (v > (UINT64_MAX - digit) / 10) return false;
        v = v * 10 + digit;
    }
    *out = v;
    return true;
}

/* "64M", "512K", "1G", "1048576", also "64MB", "64MiB" (binary multiples, any case). */
static bool parse_size(const char *s, size_t *out) {
    size_t digits = strspn(s, "0123456789");
    if (digits == 0 || digits > 20) return false;
    char number[24];
    memcpy(number, s, digits);
    number[digits] = '\0';
    uint64_t v;
    if (!parse_u64(number, &v)) return false;

    const char *unit = s + digits;
    unsigned shift = 0;
    switch (toupper((unsigned char)*unit)) {
    case '\0': break;
    case 'K': shift = 10; break;
    case 'M': shift = 20; break;
    case 'G': shift = 30; break;
    case 'T': shift = 40; break;
    default: return false;
    }
    if (shift != 0) {
        const char *rest = unit + 1;
        if (*rest != '\0' && strcasecmp(rest, "B") != 0 && strcasecmp(rest, "iB") != 0) return false;
    }
    if (v > (UINT64_MAX >> shift) || (v << shift) > SIZE_MAX) return false;
    *out = (size_t)(v << shift);
    return true;
}

static bool set_u64(cli_args *a, const char *name, const char *value, uint64_t *dst, bool allow_zero) {
    uint64_t v;
    if (!parse_u64(value, &v)) return usage_fail(a, "option '%s' needs a whole number", name);
    if (v == 0 && !allow_zero) return usage_fail(a, "option '%s' must be greater than 0", name);
    *dst = v;
    return true;
}

static bool set_size(cli_args *a, const char *name, const char *value, size_t *dst, bool allow_zero) {
    size_t v;
    if (!parse_size(value, &v)) return usage_fail(a, "option '%s' needs a size such as 65536, 512K, 64M or 1G", name);
    if (v == 0 && !allow_zero) return usage_fail(a, "option '%s' must be greater than 0", name);
    *dst = v;
    return true;
}

static bool set_stack(cli_args *a, const char *value) {
    uint64_t v;
    if (!set_u64(a, "--max-stack", value, &v, false)) return false;
    if (v > UINT32_MAX) return usage_fail(a, "option '%s' is too large", "--max-stack");
    a->opts.max_stack_depth = (uint32_t)v;
    return true;
}

static bool set_capture(cli_args *a, const char *value) {
    if (strcmp(value, "all") == 0) a->opts.capture = SECEXEC_CAPTURE_ALL;
    else if (strcmp(value, "stderr") == 0) a->opts.capture = SECEXEC_CAPTURE_STDERR;
    else if (strcmp(value, "none") == 0) a->opts.capture = SECEXEC_CAPTURE_NONE;
    else return usage_fail(a, "option '--capture' must be all, stderr or none (got '%s')", value);
    return true;
}

/* Apply an option that takes a value. */
static bool apply_valued(cli_args *a, const char *name, const char *value) {
    secexec_options *o = &a->opts;
    if (strcmp(name, "--inputs") == 0) {
        a->inputs_arg = value;
        return true;
    }
    if (strcmp(name, "--timeout-ms") == 0) return set_u64(a, name, value, &o->timeout_ms, true);
    if (strcmp(name, "--max-instructions") == 0) return set_u64(a, name, value, &o->max_instructions, false);
    if (strcmp(name, "--max-memory") == 0) return set_size(a, name, value, &o->max_memory_bytes, false);
    if (strcmp(name, "--max-output") == 0) return set_size(a, name, value, &o->max_output_bytes, true);
    if (strcmp(name, "--max-stack") == 0) return set_stack(a, value);
    if (strcmp(name, "--capture") == 0) return set_capture(a, value);
    if (strcmp(name, "--seed") == 0) return set_u64(a, name, value, &o->random_seed, true);
    if (strcmp(name, "--language") == 0) {
        if (strcmp(value, "python") != 0 && strcmp(value, "typescript") != 0)
            return usage_fail(a, "option '--language' must be typescript or python (got '%s')", value);
        o->language = value;
        return true;
    }
    if (strcmp(name, "--clock") == 0)
        return secexec_parse_clock(value, &o->clock_ms) ||
               usage_fail(a, "option '--clock' needs milliseconds or a date such as 2024-01-01T00:00:00Z (got '%s')",
                          value);
    return usage_fail(a, "unknown option '%s'", name);
}

static bool takes_value(const char *name) {
    static const char *const valued[] = {
        "--inputs", "--timeout-ms", "--max-instructions", "--max-memory", "--max-stack", "--max-output", "--capture",
        "--seed",   "--clock",      "--language",
    };
    for (size_t i = 0; i < sizeof valued / sizeof valued[0]; i++)
        if (strcmp(name, valued[i]) == 0) return true;
    return false;
}

/* ----------------------------------------------------------------------------------------- */
/* Parsing the command line                                                                  */
/* ----------------------------------------------------------------------------------------- */

/* "--x", "-h": an option. "-", "-1", "-(a)": an operand (negative numbers are expressions). */
static bool looks_like_option(const char *arg) {
    return arg[0] == '-' && (arg[1] == '-' || isalpha((unsigned char)arg[1]));
}

static bool take_positional(cli_args *a, const char *arg) {
    if (a->cmd == CMD_NONE) {
        if (strcmp(arg, "eval") == 0) a->cmd = CMD_EVAL;
        else if (strcmp(arg, "run") == 0) a->cmd = CMD_RUN;
        else return usage_fail(a, "unknown command '%s' (expected eval or run)", arg);
        return true;
    }
    if (a->operand != NULL) return usage_fail(a, "unexpected argument '%s'", arg);
    a->operand = arg;
    return true;
}

/* Handle the option at argv[*i] (advancing *i past a separate value). */
static bool take_option(cli_args *a, int argc, char **argv, int *i) {
    const char *arg = argv[*i];
    if (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0) {
        a->help = true;
        return true;
    }
    if (strcmp(arg, "--version") == 0) {
        a->version = true;
        return true;
    }
    if (strcmp(arg, "--json") == 0) {
        a->json = true;
        return true;
    }
    if (strcmp(arg, "--script") == 0) { /* a classic strict script, not a module */
        a->opts.script = true;
        return true;
    }
    if (strcmp(arg, "--host-clock") == 0) { /* Date.now() reads the real clock */
        a->opts.host_clock = true;
        return true;
    }
    if (strcmp(arg, "--check") == 0) { /* type-check first; refuse to run code with errors */
        a->check = true;
        return true;
    }

    int used = cli_observe_option(&a->observe, arg, *i + 1 < argc ? argv[*i + 1] : NULL, a->error, sizeof a->error);
    if (used >= 0) return used > 0 ? (*i += used - 1, true) : false;

    char name[64];
    const char *eq = strchr(arg, '=');
    size_t name_len = eq != NULL ? (size_t)(eq - arg) : strlen(arg);
    if (name_len >= sizeof name) return usage_fail(a, "unknown option '%s'", arg);
    memcpy(name, arg, name_len);
    name[name_len] = '\0';
    if (!takes_value(name)) return usage_fail(a, "unknown option '%s'", name);
    if (eq != NULL) return apply_valued(a, name, eq + 1);
    if (*i + 1 >= argc) return usage_fail(a, "option '%s' needs a value", name);
    *i += 1;
    return apply_valued(a, name, argv[*i]);
}

static bool parse_args(cli_args *a, int argc, char **argv) {
    bool options_done = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        bool ok;
        if (!options_done && strcmp(arg, "--") == 0) {
            options_done = true;
            continue;
        }
        if (!options_done && looks_like_option(arg)) ok = take_option(a, argc, argv, &i);
        else ok = take_positional(a, arg);
        if (!ok) return false;
    }
    if (a->help || a->version) return true;
    if (a->cmd == CMD_NONE) return usage_fail(a, "%s", "missing command (eval or run)");
    if (a->operand == NULL)
        return usage_fail(a, "%s",
                          a->cmd == CMD_EVAL ? "eval needs an expression" : "run needs a file (or - for stdin)");
    return true;
}

/* ----------------------------------------------------------------------------------------- */
/* Ctrl-C: a watcher thread turns SIGINT/SIGTERM into a cancel of the run                    */
/* ----------------------------------------------------------------------------------------- */

#define STOP_SIGNAL SIGUSR1

typedef struct signal_watch {
    pthread_t thread;
    sigset_t set; /* SIGINT, SIGTERM and STOP_SIGNAL, blocked in every thread */
    sigset_t old_mask;
    secexec_cancel *cancel;
    bool started;
} signal_watch;

static void *watch_signals(void *arg) {
    signal_watch *w = arg;
    bool cancelled = false;
    for (;;) {
        int sig;
        if (sigwait(&w->set, &sig) != 0 || sig == STOP_SIGNAL) return NULL;
        if (!cancelled) {
            cancelled = true;
            secexec_cancel_trigger(w->cancel);
            continue;
        }
        /* Second signal: die of it the usual way. */
        signal(sig, SIG_DFL);
        sigset_t one;
        sigemptyset(&one);
        sigaddset(&one, sig);
        pthread_sigmask(SIG_UNBLOCK, &one, NULL);
        raise(sig);
    }
}

static void watch_start(signal_watch *w, secexec_cancel *cancel) {
    w->cancel = cancel;
    w->started = false;
    if (cancel == NULL) return;
    sigemptyset(&w->set);
    sigaddset(&w->set, SIGINT);
    sigaddset(&w->set, SIGTERM);
    sigaddset(&w->set, STOP_SIGNAL);
    if (pthread_sigmask(SIG_BLOCK, &w->set, &w->old_mask) != 0) return;
    w->started = pthread_create(&w->thread, NULL, watch_signals, w) == 0;
    if (!w->started) pthread_sigmask(SIG_SETMASK, &w->old_mask, NULL);
}

static void watch_stop(signal_watch *w) {
    if (!w->started) return;
    pthread_kill(w->thread, STOP_SIGNAL);
    pthread_join(w->thread, NULL);
    pthread_sigmask(SIG_SETMASK, &w->old_mask, NULL);
}

/* ----------------------------------------------------------------------------------------- */
/* Reporting a result                                                                        */
/* ----------------------------------------------------------------------------------------- */

static int exit_status_of(const secexec_result *r) { return secexec_result_exit_status(r); }

static const char *or_empty(const char *s) { return s != NULL ? s : ""; }

/* Print text and a newline unless it already ends with one. */
static void print_line(FILE *f, const char *text) {
    size_t n = strlen(text);
    fputs(text, f);
    if (n == 0 || text[n - 1] != '\n') fputc('\n', f);
}

/* An uncaught guest error, the way node prints it: the stack, else "Name: message". */
static void print_guest_error(const secexec_error *e) {
    const char *stack = or_empty(e->stack), *name = or_empty(e->name), *msg = or_empty(e->message);
    if (*stack != '\0') print_line(stderr, stack);
    else if (*name != '\0' && *msg != '\0') fprintf(stderr, "%s: %s\n", name, msg);
    else if (*name != '\0') print_line(stderr, name);
    else fprintf(stderr, "Uncaught %s\n", msg);
}

/* The report of a guest failure is already at the end of the captured stderr (printed before
 * this); it is printed here only when stderr was not captured (--capture none). */
static void print_failure(const secexec_result *r, bool stderr_captured) {
    const secexec_error *e = &r->error;
    const char *msg = or_empty(e->message);
    if (r->outcome == SECEXEC_TIMED_OUT) {
        fprintf(stderr, "secexec: run timed out: %s\n", msg);
        return;
    }
    if (r->outcome == SECEXEC_CANCELLED) {
        fprintf(stderr, "secexec: run cancelled: %s\n", msg);
        return;
    }
    switch (e->code) {
    case SECEXEC_ERR_MEMORY_LIMIT: fprintf(stderr, "secexec: memory limit exceeded: %s\n", msg); break;
    case SECEXEC_ERR_NOT_SERIALIZABLE: fprintf(stderr, "secexec: value is not serializable: %s\n", msg); break;
    case SECEXEC_ERR_INVALID_INPUT: fprintf(stderr, "secexec: invalid --inputs: %s\n", msg); break;
    case SECEXEC_ERR_INTERNAL: fprintf(stderr, "secexec: internal error (please report it): %s\n", msg); break;
    default:
        if (!stderr_captured) print_guest_error(e);
        break;
    }
}

/* Human output: guest stdout, the value (eval), guest stderr, then the error if any. */
static void print_plain(const secexec_result *r, command cmd, bool stderr_captured) {
    write_bytes(stdout, r->stdout_text, r->stdout_len);
    if (cmd == CMD_EVAL && r->outcome == SECEXEC_SUCCEEDED) puts(r->has_value ? or_empty(r->value_json) : "undefined");
    fflush(stdout);
    write_bytes(stderr, r->stderr_text, r->stderr_len);
    if (r->outcome != SECEXEC_SUCCEEDED) print_failure(r, stderr_captured);
}

static bool print_json(const secexec_result *r) {
    char *json = secexec_result_to_json(r);
    if (json == NULL) {
        fputs("secexec: out of memory\n", stderr);
        return false;
    }
    puts(json);
    free(json);
    return true;
}

/* ----------------------------------------------------------------------------------------- */
/* Running                                                                                   */
/* ----------------------------------------------------------------------------------------- */

/* Resolve --inputs: JSON text as is, or @FILE read into *storage. */
static bool load_inputs(cli_args *a, buffer *storage) {
    if (a->inputs_arg == NULL) return true;
    if (a->inputs_arg[0] != '@') {
        a->opts.inputs_json = a->inputs_arg;
        return true;
    }
    const char *path = a->inputs_arg + 1;
    if (*path == '\0') {
        fputs("secexec: option '--inputs @FILE' needs a file name\n", stderr);
        return false;
    }
    if (!read_path(path, storage)) return false;
    a->opts.inputs_json = storage->data;
    return true;
}

/* The source: EXPR itself for eval (or stdin for "-"), the file's text for run. */
static bool load_source(cli_args *a, buffer *storage) {
    if (a->cmd == CMD_EVAL && strcmp(a->operand, "-") != 0) {
        storage->len = strlen(a->operand);
        storage->data = malloc(storage->len + 1);
        if (storage->data == NULL) {
            fputs("secexec: out of memory\n", stderr);
            return false;
        }
        memcpy(storage->data, a->operand, storage->len + 1);
        return true;
    }
    if (!read_path(a->operand, storage)) return false;
    if (a->cmd == CMD_RUN && strcmp(a->operand, "-") != 0) {
        a->opts.filename = base_name(a->operand);
        /* script.py: Python, unless --language says otherwise */
        size_t n = strlen(a->operand);
        if (a->opts.language == NULL && n > 3 && strcmp(a->operand + n - 3, ".py") == 0) a->opts.language = "python";
    }
    return true;
}

/* Run the loaded source with a cancel handle wired to SIGINT/SIGTERM; print; exit status. */
static int run_source(cli_args *a, const buffer *source) {
    if (a->check && a->opts.language != NULL && strcmp(a->opts.language, "python") == 0) {
        fputs("secexec: --check type-checks TypeScript only (there is no checker for Python)\n", stderr);
        return EXIT_USAGE;
    }
    if (a->check &&
        cli_check_before_run(source->data, source->len, a->opts.filename, a->opts.inputs_json, a->opts.script))
        return EXIT_TYPE_ERRORS;
    if (!cli_observe_begin(&a->observe, &a->opts)) return EXIT_USAGE;
    secexec_cancel *cancel = secexec_cancel_new();
    a->opts.cancel = cancel;
    signal_watch watch;
    watch_start(&watch, cancel);
    secexec_result *r = a->cmd == CMD_EVAL ? secexec_evaluate_n(source->data, source->len, &a->opts)
                                           : secexec_execute_n(source->data, source->len, &a->opts);
    watch_stop(&watch);
    if (cancel != NULL) secexec_cancel_free(cancel);
    a->opts.cancel = NULL;

    bool observed = cli_observe_end(&a->observe);
    if (r == NULL) {
        fputs("secexec: out of memory\n", stderr);
        return EXIT_FAILED;
    }
    int status = observed ? exit_status_of(r) : EXIT_FAILED;
    if (a->json) {
        if (!print_json(r)) status = EXIT_FAILED;
    } else {
        print_plain(r, a->cmd, a->opts.capture != SECEXEC_CAPTURE_NONE);
    }
    secexec_result_free(r);
    return status;
}

static int run(cli_args *a) {
    if (a->inputs_arg != NULL && strcmp(a->inputs_arg, "@-") == 0 && strcmp(a->operand, "-") == 0) {
        fputs("secexec: --inputs @- and the program cannot both come from stdin\n", stderr);
        return EXIT_USAGE;
    }
    buffer inputs = {0}, source = {0};
    int status = EXIT_USAGE;
    if (load_inputs(a, &inputs) && load_source(a, &source)) status = run_source(a, &source);
    free(inputs.data);
    free(source.data);
    return status;
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "serve") == 0) /* JSON-RPC sidecar: cli/serve.c */
        return cli_serve_main(argc - 1, argv + 1);
    if (argc > 1 && strcmp(argv[1], "mcp") == 0) /* Model Context Protocol server: cli/mcp.c */
        return cli_mcp_main(argc - 1, argv + 1);
    if (argc > 1 && strcmp(argv[1], "declarations") == 0) /* cli/hostspec.c */
        return cli_declarations_main(argc - 1, argv + 1);
    if (argc > 1 && strcmp(argv[1], "check") == 0) /* type check: cli/check.c */
        return cli_check_main(argc - 1, argv + 1);
    if (argc > 1 && strcmp(argv[1], "disasm") == 0) /* bytecode listing: cli/inspect.c */
        return cli_disasm_main(argc - 1, argv + 1);
    if (argc > 1 && strcmp(argv[1], "replay") == 0) /* record/replay: cli/replay.c */
        return cli_replay_main(argc - 1, argv + 1);
    if (argc > 1 && strcmp(argv[1], "report") == 0) /* HTML review of a trace: cli/report.c */
        return cli_report_main(argc - 1, argv + 1);
    cli_args args;
    memset(&args, 0, sizeof args);
    secexec_options_init(&args.opts);

    if (!parse_args(&args, argc, argv)) {
        fprintf(stderr, "secexec: %s\nTry 'secexec --help' for more information.\n", args.error);
        return EXIT_USAGE;
    }
    if (args.help) {
        fputs(USAGE_TEXT, stdout);
        return EXIT_OK;
    }
    if (args.version) {
        printf("secexec %s\n", secexec_version());
        return EXIT_OK;
    }
    int status = run(&args);
    if (fflush(stdout) != 0 && status == EXIT_OK) status = EXIT_FAILED;
    return status;
}
