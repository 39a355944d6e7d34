/* serve.c - `secexec serve`: a serve session (cli/serve_session.c) on stdin/stdout with a worker pool. */
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/hostspec.h"
#include "cli/serve_session.h"

static void write_stdout(void *data, const char *line) {
    (void)data;
    fputs(line, stdout);
    fputc('\n', stdout);
    fflush(stdout);
}

static void write_stderr(void *data, const char *message) {
    (void)data;
    fprintf(stderr, "secexec serve: %s\n", message);
}

/* Read stdin until shutdown or end of input, and until the runs in flight are done. */
static void serve_loop(sx_serve_session *s) {
    char chunk[65536];
    bool eof = false;
    while (!sx_serve_finished(s)) {
        if (eof) {
            usleep(2000);
            continue;
        }
        struct pollfd p = {.fd = 0, .events = POLLIN};
        if (poll(&p, 1, 20) <= 0) continue;
        ssize_t got = read(0, chunk, sizeof chunk);
        if (got < 0 && (errno == EINTR || errno == EAGAIN)) continue;
        if (got <= 0) {
            eof = true;
            sx_serve_close_input(s);
            continue;
        }
        sx_serve_feed(s, chunk, (size_t)got);
    }
}

static int serve_usage(const char *msg) {
    fprintf(stderr, "secexec serve: %s\nUsage: secexec serve [--workers N] [--max-message-bytes N]\n", msg);
    return 2;
}

int cli_serve_main(int argc, char **argv) {
    sx_serve_config cfg = {.workers = 4, .max_message = 16u << 20, .emit = write_stdout, .log = write_stderr};
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--workers") == 0 && i + 1 < argc) cfg.workers = atoi(argv[++i]);
        else if (strcmp(argv[i], "--max-message-bytes") == 0 && i + 1 < argc)
            cfg.max_message = (size_t)strtoull(argv[++i], NULL, 10);
        else return serve_usage("unknown or incomplete option");
    }
    if (cfg.workers < 1 || cfg.workers > 256 || cfg.max_message < 64)
        return serve_usage("invalid --workers or --max-message-bytes");
    signal(SIGPIPE, SIG_IGN);
    sx_serve_session *s = sx_serve_session_new(&cfg);
    if (s == NULL) return fputs("secexec serve: cannot start worker threads\n", stderr), 1;
    fprintf(stderr, "secexec serve: ready, %d workers, JSON-RPC 2.0 on stdin/stdout (secexec %s)\n", cfg.workers,
            secexec_version());
    serve_loop(s);
    sx_serve_session_end(s);
    return 0;
}
