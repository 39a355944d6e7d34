/* process.h - the processes of a machine (api/process.c). */
#ifndef SECEXEC_API_PROCESS_H
#define SECEXEC_API_PROCESS_H

#include "secexec.h"

typedef struct sx_procs sx_procs;

sx_procs *sx_procs_new(void);
/* Kill every running process, wait for all, forget them. */
void sx_procs_kill_all(sx_procs *ps);
void sx_procs_free(sx_procs *ps); /* kills and waits first */
/* The replay of a recorded session (api/replay.c): run process pid now, on this thread, where
 * the trace says it ran (a replayed machine starts no thread). False: no such process waits. */
bool sx_process_replay_run(secexec_machine *m, uint64_t pid);

#endif
