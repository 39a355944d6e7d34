/* check.c - `secexec check FILE...`: type-check like `tsc --strict --noEmit --pretty false`. */
#include "cli/check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/hostspec.h"
#include "secexec.h"

static const char CHECK_USAGE[] =
    "usage: secexec check [--json] [--effects] [--script] [--host FILE.json] [--inputs JSON|@FILE] FILE...\n"
    "    Type-check each FILE (- reads stdin) and print tsc's diagnostics, one per line:\n"
    "      FILE(LINE,COL): error TSCODE: MESSAGE\n"
    "    --json    one JSON object per file: {outcome, hasErrors, diagnostics:[...]}\n"
    "    --inputs  JSON whose type becomes the type of the global `inputs` (default: any)\n"
    "    --host    host functions (the protocol's hostFunctions array) declared as `secexec declarations` does\n"
    "    --script  check each FILE as a script, as `run --script` runs it (top-level await: TS1375)\n"
    "    --effects also print each place the program can reach a host function:\n"
    "      FILE(LINE,COL): effect COLLECTION.FUNCTION\n"
    "    Exit status: 0 no errors, 2 errors found, 1 a file could not be read or bad usage.\n";

static char *declarations_for(const char *inputs_json) {
    if (!inputs_json) return NULL;
    return secexec_declarations(NULL, 0, inputs_json);
}

bool cli_check_before_run(const char *source, size_t len, const char *filename, const char *inputs_json, bool script) {
    secexec_check_options co;
    secexec_check_options_init(&co);
    co.script = script;
    co.filename = filename ? filename : "main.ts";
    char *decls = declarations_for(inputs_json);
    co.declarations = decls;
    secexec_check_result *r = secexec_check_n(source, len, &co);
    free(decls);
    bool errors = !r || r->has_errors;
    if (r && r->has_errors) fputs(secexec_check_result_format(r), stderr);
    secexec_check_result_free(r);
    return errors;
}

int cli_check_main(int argc, char **argv) {
    bool json = false, effects = false, script = false;
    const char *inputs = NULL, *host = NULL;
    char *inputs_owned = NULL;
    int first = argc, status = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--json") == 0) {
            json = true;
        } else if (strcmp(argv[i], "--script") == 0) {
            script = true;
        } else if (strcmp(argv[i], "--effects") == 0) {
            effects = true;
        } else if (strcmp(argv[i], "--host") == 0 && i + 1 < argc) {
            host = argv[++i];
        } else if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            fputs(CHECK_USAGE, stdout);
            return 0;
        } else if (strcmp(argv[i], "--inputs") == 0 && i + 1 < argc) {
            inputs = argv[++i];
        } else if (strncmp(argv[i], "--inputs=", 9) == 0) {
            inputs = argv[i] + 9;
        } else if (strcmp(argv[i], "--") == 0) {
            first = i + 1;
            break;
        } else if (argv[i][0] == '-' && argv[i][1]) {
            fprintf(stderr, "secexec check: unknown option '%s'\n%s", argv[i], CHECK_USAGE);
            return 1;
        } else {
            first = i;
            break;
        }
    }
    if (first >= argc) {
        fputs(CHECK_USAGE, stderr);
        return 1;
    }
    if (inputs && inputs[0] == '@') {
        size_t n;
        inputs_owned = cli_read_file(inputs + 1, &n);
        if (!inputs_owned) {
            fprintf(stderr, "secexec check: cannot read %s\n", inputs + 1);
            return 1;
        }
        inputs = inputs_owned;
    }
    char err[256] = "--inputs is not valid JSON";
    char *decls = host ? cli_host_declarations(host, inputs, err, sizeof err) : declarations_for(inputs);
    if ((inputs || host) && !decls) {
        fprintf(stderr, "secexec check: %s\n", err);
        free(inputs_owned);
        return 1;
    }
    for (int i = first; i < argc; i++) {
        size_t len = 0;
        char *src = cli_read_file(argv[i], &len);
        if (!src) {
            fprintf(stderr, "secexec check: cannot read %s\n", argv[i]);
            status = 1;
            continue;
        }
        secexec_check_options co;
        secexec_check_options_init(&co);
        co.filename = strcmp(argv[i], "-") == 0 ? "stdin.ts" : argv[i];
        co.declarations = decls;
        co.script = script;
        secexec_check_result *r = secexec_check_n(src, len, &co);
        free(src);
        if (!r || r->outcome != SECEXEC_SUCCEEDED) {
            fprintf(stderr, "secexec check: %s: the checker could not run\n", argv[i]);
            secexec_check_result_free(r);
            status = 1;
            continue;
        }
        if (json) {
            char *j = secexec_check_result_to_json(r);
            if (j) puts(j);
            free(j);
        } else {
            fputs(secexec_check_result_format(r), stdout);
            for (size_t k = 0; effects && k < r->effect_count; k++)
                printf("%s(%u,%u): effect %s.%s\n", co.filename, (unsigned)r->effects[k].line,
                       (unsigned)r->effects[k].column, r->effects[k].collection, r->effects[k].function);
        }
        if (r->has_errors && status == 0) status = 2;
        secexec_check_result_free(r);
    }
    free(decls);
    free(inputs_owned);
    return status;
}
