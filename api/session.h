/* session.h - a machine's recorded or replayed session: every call in order in one trace (docs/replay.md). */
#ifndef SX_API_SESSION_H
#define SX_API_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "api/tape.h"
#include "api/vfs.h"
#include "secexec.h"
#include "vm/vm.h"

/*
 * A machine whose options record (or that a replay drives) has a session: its calls run one at
 * a time (the session's lock), each one's events go into one hash chain in the order they
 * happen, and every operation the machine makes on a mount is a "mount" event holding the
 * answer (the bytes read, the error...), so a replay answers it from the trace without the
 * host's directory. The machine's own files start empty: every change the host makes to them
 * is an event, every change the guest makes is reproduced by replaying its run.
 */
typedef struct sx_session sx_session;

/* NULL: out of memory. rp: replaying (compare with it, answer the mounts from it). */
sx_session *sx_session_new(secexec_sink record, void *record_ud, sx_replay *rp);
/* The "close" event (how many calls), then free. NULL is ignored by all of these. */
void sx_session_free(sx_session *s);
void sx_session_lock(sx_session *s);
void sx_session_unlock(sx_session *s);
/* A call of the session as one event (consumed): counted, chained, recorded or compared. */
void sx_session_emit(sx_session *s, struct cJSON *ev);
/* A run of the session begins in vm (counted: its start event is the tape's) or ends (NULL). */
void sx_session_run(sx_session *s, sx_vm *vm);
uint64_t *sx_session_chain(sx_session *s);
sx_replay *sx_session_replay(sx_session *s);
/* The tap that records (or answers) the machine's mount operations. */
sx_vfs_tap sx_session_tap(sx_session *s);

/* Event helpers: a new event; bytes as "size", "hash" (XXH64 hex) and, with_data, "data" (base64);
 * an error as "error" (its code, e.g. "ENOENT"; nothing for OK). */
struct cJSON *sx_session_event(const char *name);
void sx_session_add_bytes(struct cJSON *ev, const void *data, size_t len, bool with_data);
void sx_session_add_error(struct cJSON *ev, secexec_fs_error e);
/* The bytes of a "data" member (base64), malloc'ed with a NUL after them; NULL: none or invalid. */
char *sx_session_data(const struct cJSON *ev, size_t *len);
/* The error of an "error" member (OK when absent; EINVAL for an unknown code). */
secexec_fs_error sx_session_error(const struct cJSON *ev);

#endif
