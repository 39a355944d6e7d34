/* inspect.h - teaching and auditing subcommands: disasm, replay, report (cli/inspect.c, cli/replay.c). */
#ifndef SX_CLI_INSPECT_H
#define SX_CLI_INSPECT_H

/* secexec disasm [--eval] [--ast] FILE: the bytecode listing of a program (exit 0; 5 syntax error). */
int cli_disasm_main(int argc, char **argv);
/* secexec replay [--trace[=N]] [--profile FILE] TRACE: 0 identical, 1 diverged, 2 unusable trace or usage. */
int cli_replay_main(int argc, char **argv);
/* secexec report TRACE -o REPORT.html: 0 written (the replay was identical), 1 diverged, 2 trouble. */
int cli_report_main(int argc, char **argv);

#endif

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "secexec.h"

/* The observing options of `secexec run` and `eval`: --trace[=N], --profile FILE.json|FILE.svg,
 * --record FILE, --audit FILE (cli/observe.c). */
typedef struct cli_observe {
    uint64_t trace; /* instructions to print on stderr; 0: no trace */
    const char *profile_path, *record_path, *audit_path;
    FILE *record, *audit;
    char *profile; /* the profile JSON the run produced */
    size_t profile_len;
    bool write_failed;
} cli_observe;

/* If arg is one of the observing options, take it (and next when it is its value): returns how
 * many arguments were used (1 or 2), 0 on a usage error (message in err), -1 when arg is not one. */
int cli_observe_option(cli_observe *o, const char *arg, const char *next, char *err, size_t errsize);
/* Open the files and set the options' sinks. False: a file cannot be written (message printed). */
bool cli_observe_begin(cli_observe *o, secexec_options *opts);
/* Write the profile (JSON or SVG by the file's extension) and close the files. False on a write error. */
bool cli_observe_end(cli_observe *o);
