/* hostspec.h - the protocol's `hostFunctions` JSON as C API collections; the serve and declarations subcommands. */
#ifndef SX_CLI_HOSTSPEC_H
#define SX_CLI_HOSTSPEC_H

#include <cJSON.h>
#include <stdbool.h>
#include <stddef.h>

#include "secexec.h"

/* Collections built from a JSON array [{name, description, functions: [{name, description,
 * inputSchema}]}]. Names and descriptions point into that JSON tree: keep it alive. */
typedef struct cli_hostspec {
    secexec_host_collection *colls;
    size_t ncolls;
    secexec_host_function *fns;
    size_t nfns;
    char **schemas;     /* printed inputSchema texts, one per function (NULL when absent) */
    char **out_schemas; /* printed outputSchema texts, likewise */
} cli_hostspec;

/* Parse; every function gets handler/user_data. False: a message for the client in err. */
bool cli_hostspec_parse(cli_hostspec *s, const cJSON *array, secexec_host_handler handler, void *user_data, char *err,
                        size_t errsize);
void cli_hostspec_free(cli_hostspec *s);

/* The whole file ("-": stdin) as a NUL-terminated malloc'd string (its length in *len, which may
 * be NULL); NULL when unreadable. cli_read_text is the same without the length. */
char *cli_read_file(const char *path, size_t *len);
char *cli_read_text(const char *path);

int cli_serve_main(int argc, char **argv);        /* secexec serve [--workers N] [--max-message-bytes N] */
int cli_declarations_main(int argc, char **argv); /* secexec declarations --host FILE [--inputs JSON|@FILE] */
/* The declarations of a --host FILE.json (may be NULL) and --inputs JSON|@FILE (may be NULL), as
 * `secexec declarations` prints them (malloc'ed); NULL with the reason in err. */
char *cli_host_declarations(const char *host_path, const char *inputs, char *err, size_t n);
int cli_mcp_main(int argc, char **argv); /* secexec mcp [--host FILE] [limits]: cli/mcp.c */

#endif
