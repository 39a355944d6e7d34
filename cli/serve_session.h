/* serve_session.h - the `secexec serve` protocol without I/O: lines in, lines out through a callback. */
#ifndef SX_CLI_SERVE_SESSION_H
#define SX_CLI_SERVE_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "secexec.h"

/*
 * A session is one client connection of docs/protocol.md. The owner feeds it the bytes the client
 * wrote (sx_serve_feed, any chunking) and gets every message for the client through `emit`, one
 * whole line (without its '\n') per call; emit calls never overlap, but with workers they come
 * from the worker threads too.
 *
 * workers > 0: evaluate/execute run on that many threads (the CLI); a host call waits for an
 * answer fed later. workers == 0: synchronous (tests, the fuzzer): a run executes inside the
 * sx_serve_feed call that completed its line, one run at a time, no thread is started; a host call
 * is answered from the lines already fed after it, and rejected at once when none answers it.
 */

typedef void (*sx_serve_emit)(void *data, const char *line);
typedef void (*sx_serve_log)(void *data, const char *message);

typedef struct sx_serve_config {
    int workers;        /* 0 = synchronous (see above) */
    size_t max_message; /* longest accepted line, in bytes */
    sx_serve_emit emit; /* required */
    void *emit_data;
    sx_serve_log log; /* human-readable notes (ignored answers...); NULL: dropped */
    void *log_data;
    /* Optional upper bounds of every run's budgets (timeoutMs, maxInstructions, ... of the
     * request are lowered to them; a 0 field is no bound). NULL: the request decides alone. */
    const secexec_options *caps;
    /* Tests only: a run whose source starts with the marker comment "stall" (slash, star, stall,
     * star, slash) sleeps this many ms first, ignoring its timeout and any cancel, to exercise the
     * watchdog (cli/serve_session.c). 0 in the CLI. */
    uint64_t test_stall_ms;
} sx_serve_config;

typedef struct sx_serve_session sx_serve_session;

/* NULL when out of memory or a worker thread cannot be started. */
sx_serve_session *sx_serve_session_new(const sx_serve_config *config);

/* Bytes from the client; every complete line is handled before this returns. */
void sx_serve_feed(sx_serve_session *s, const char *data, size_t n);

/* The client closed its side: a last unterminated line is handled, host calls pending or made
 * later reject with "the client closed the connection". */
void sx_serve_close_input(sx_serve_session *s);

/* True once the session should end: `shutdown` was received or the input closed, and every
 * accepted run has written its response. */
bool sx_serve_finished(sx_serve_session *s);

/* Wait for the runs in flight, answer `shutdown` if it was asked, stop the workers, free. */
void sx_serve_session_end(sx_serve_session *s);

#endif
