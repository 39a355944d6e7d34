/* run.h - one program in a given VM: shared by the one-shot calls (api/secexec.c) and persistent VMs (api/vm.c). */
#ifndef SECEXEC_API_RUN_H
#define SECEXEC_API_RUN_H

#include <stdbool.h>
#include <stdint.h>

#include "frontend/ast.h"
#include "secexec.h"
#include "stdlib/stdlib.h"
#include "vm/vm.h"

typedef struct sx_api_call {
    const secexec_options *opts; /* limits, capture, cancel handle, host functions of this call */
    bool evaluate;               /* evaluate (a value) or execute */
    bool persistent;             /* keep top-level declarations in the VM (sx_compile_persistent) */
    const char *inputs_json;     /* define the global `inputs` first (NULL: leave it as it is) */
    bool *inputs_installed;      /* set to true once `inputs` is defined (may be NULL) */
    bool keep_random;            /* Math.random continues the VM's sequence (not seeded again) */
    struct sx_replay *replay;    /* replaying a trace (api/replay.c): compare events, answer from it */
    uint64_t *chain;             /* a persistent VM's trace chain, continued across its calls (NULL: own) */
    struct sx_vfs *fs;           /* the machine's filesystem (node:fs, modules), NULL: none */
    const char *prelude;         /* guest code run first (the network permission's fetch), NULL: none */
    const char *session_call;    /* a call of a recorded machine session: "machine.evaluate", "context.execute",
                                    "process", ... (the start event's "call"), else NULL */
    uint64_t session_id;         /* its context id or pid (0: none) */
    bool allow_suspend;          /* a one-shot run: it may end suspended with a snapshot (api/snapshot.h) */
} sx_api_call;

/* Replay into a persistent VM (api/replay.c): its later calls compare with and answer from rp. */
struct secexec_vm;
void sx_api_vm_replay(struct secexec_vm *v, struct sx_replay *rp);

/* The VM limits of the options (defaults for zeros) and the effective timeout. */
sx_limits sx_api_limits(const secexec_options *o, uint64_t *timeout_ms);
/* Run one program in vm. start: sx_clock_ns() when the call began (the wall-clock deadline counts
 * from it). Returns NULL only when the host is out of memory. Complete it with sx_api_finish. */
secexec_result *sx_api_run_in(sx_vm *vm, const char *src, size_t len, const sx_api_call *call, uint64_t start);
/* Parse a TypeScript text of the run in vm (its memory charged to vm) within the run's time left:
 * NULL when out of memory (nothing set) or out of time (the run is aborted: vm->abort). */
sx_ast *sx_api_parse(sx_vm *vm, const char *src, size_t len, const char *filename);
/* Fill in the outcome string and the duration (pub may be NULL). */
secexec_result *sx_api_finish(secexec_result *pub, uint64_t start);
/* The caller's options, or the defaults (secexec_options_init) written into *defaults when opts is NULL. */
static inline const secexec_options *sx_api_options_or_defaults(const secexec_options *opts,
                                                                secexec_options *defaults) {
    if (opts != NULL) return opts;
    secexec_options_init(defaults);
    return defaults;
}
/* The result of a call for which no VM fits the memory limit. */
secexec_result *sx_api_no_vm_result(size_t max_memory, uint64_t start);
/* The result of a call that cannot run because of a bug in secexec (internal_error). */
secexec_result *sx_api_internal_result(const char *message, uint64_t start);
/* The result of a call that failed before it ran, with the given error. */
secexec_result *sx_api_error_result(secexec_error_code code, const char *name, const char *message, uint64_t start);

#endif
