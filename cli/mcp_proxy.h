/* mcp_proxy.h - another MCP server's tools as host functions of `secexec mcp` (cli/mcp_proxy.c). */
#ifndef SX_CLI_MCP_PROXY_H
#define SX_CLI_MCP_PROXY_H

#include <cJSON.h>
#include <stdint.h>

#include "secexec.h"

typedef struct sx_mcp_proxy sx_mcp_proxy;

/* Start `cmd` (/bin/sh -c) as an MCP server on stdio, initialize it and list its tools within
 * timeout_ms; append to `collections` the collection {name, description, functions: [{name,
 * description, inputSchema, tool}]} (name: the tool's name as an identifier, tool: as the server
 * spells it). NULL with a message in err when it cannot be started or does not answer. */
sx_mcp_proxy *sx_mcp_proxy_start(const char *name, const char *cmd, uint64_t timeout_ms, cJSON *collections, char *err,
                                 size_t n);

/* tools/call `tool` with the guest's argument; answers `call` (its structuredContent, else its
 * text, else its content; isError or a JSON-RPC error rejects) by deadline_ms (CLOCK_MONOTONIC). */
void sx_mcp_proxy_call(sx_mcp_proxy *p, const char *tool, const char *input_json, uint64_t deadline_ms,
                       secexec_host_call *call);

const char *sx_mcp_proxy_name(const sx_mcp_proxy *p);

/* Close its stdin, reap it (killed after a second). */
void sx_mcp_proxy_free(sx_mcp_proxy *p);

#endif
