/* replay.c - `secexec replay TRACE`: run a recorded program again from its trace and say whether it is identical. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/hostspec.h"
#include "cli/inspect.h"

static const char REPLAY_USAGE[] =
    "usage: secexec replay [--trace[=N]] [--profile FILE.json|FILE.svg] [--audit FILE] TRACE\n"
    "    Run the program recorded in TRACE (secexec run --record TRACE ...) again from the trace alone,\n"
    "    answering its host calls from it, and compare every event: output, host calls, value,\n"
    "    instruction count and heap hash. Exit 0 when identical, 1 when the replay diverged (the\n"
    "    first differing event is named with its instruction count and source position), 2 when\n"
    "    the trace is damaged, truncated or not a trace.\n";

static void to_stderr(void *ud, const char *text, size_t len) {
    (void)ud;
    fwrite(text, 1, len, stderr);
}

int cli_replay_main(int argc, char **argv) {
    cli_observe obs;
    memset(&obs, 0, sizeof obs);
    const char *path = NULL;
    char err[512];
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) return fputs(REPLAY_USAGE, stdout), 0;
        int used = cli_observe_option(&obs, argv[i], i + 1 < argc ? argv[i + 1] : NULL, err, sizeof err);
        if (used == 0) return fprintf(stderr, "secexec: %s\n%s", err, REPLAY_USAGE), 2;
        if (used > 0) {
            i += used - 1;
            continue;
        }
        if (argv[i][0] == '-' && argv[i][1] != 0)
            return fprintf(stderr, "secexec: unknown option '%s'\n%s", argv[i], REPLAY_USAGE), 2;
        if (path != NULL) return fprintf(stderr, "secexec: unexpected argument '%s'\n%s", argv[i], REPLAY_USAGE), 2;
        path = argv[i];
    }
    if (path == NULL) return fprintf(stderr, "secexec: replay needs a trace file\n%s", REPLAY_USAGE), 2;
    if (obs.record_path != NULL) return fprintf(stderr, "secexec: replay does not record (--record)\n"), 2;
    size_t len;
    char *text = cli_read_file(path, &len);
    if (text == NULL) return fprintf(stderr, "secexec: cannot read '%s'\n", path), 2;
    secexec_options observe;
    secexec_options_init(&observe);
    int status = 2;
    if (cli_observe_begin(&obs, &observe)) {
        status = secexec_replay(text, len, &observe, to_stderr, NULL);
        if (!cli_observe_end(&obs) && status == 0) status = 1;
    }
    free(text);
    return status;
}
