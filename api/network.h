/* network.h - the network permission of a machine: an allow-list of origins and a host fetch capability. */
#ifndef SECEXEC_API_NETWORK_H
#define SECEXEC_API_NETWORK_H

#include <stdbool.h>
#include <stddef.h>

#include "secexec.h"

typedef struct sx_network sx_network;

/* A copy of the permission: the origins normalised. NULL: out of memory or an origin is invalid. */
sx_network *sx_network_new(const secexec_network_permission *p);
void sx_network_free(sx_network *n);
/* The host collection behind `fetch` (a hidden global of the run, removed by the prelude). */
const secexec_host_collection *sx_network_collection(const sx_network *n);
/* The guest code that defines `fetch` (run before each program of a machine with network);
 * NULL for NULL. */
const char *sx_network_prelude(const sx_network *n);
/* `declare function fetch(...)` for the checker. */
const char *sx_network_declarations(void);

#endif
