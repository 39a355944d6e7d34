/* mcp.h - the `secexec mcp` server (cli/mcp.c) as an object: MCP lines in, lines out through a callback. */
#ifndef SX_CLI_MCP_H
#define SX_CLI_MCP_H

#include <stdbool.h>
#include <stddef.h>

#include "secexec.h"

typedef struct sx_mcp_server sx_mcp_server;
typedef void (*sx_mcp_emit)(void *data, const char *line);

/* A server without host functions whose runs use `limits` (NULL: the defaults); every message for
 * the client goes to emit, one line without its '\n' per call. NULL when out of memory. */
sx_mcp_server *sx_mcp_new(const secexec_options *limits, sx_mcp_emit emit, void *emit_data);

/* --session-vm: run_code calls share one machine per session (call before sx_mcp_ready). */
void sx_mcp_session_vm(sx_mcp_server *s, bool on);

/* Build the tool list (call once before the first message). */
void sx_mcp_ready(sx_mcp_server *s);

/* One message of the client (a line without its '\n'); answered before this returns. */
void sx_mcp_handle(sx_mcp_server *s, const char *line, size_t n);

void sx_mcp_free(sx_mcp_server *s);

#endif
