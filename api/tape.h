/* tape.h - record, replay and audit of a run: the events of docs/replay.md as chained JSON lines. */
#ifndef SX_API_TAPE_H
#define SX_API_TAPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "api/run.h"
#include "secexec.h"
#include "vm/host.h"
#include "vm/vm.h"

#define SX_TAPE_VERSION 1

/* What a replay expects (api/replay.c builds it from a trace): the recorded event bodies to
 * compare with, the host answers to give, and what the comparison found. */
typedef struct sx_replay {
    char **events; /* recorded lines without their "h" (the bodies the chain hashes) */
    size_t nevents, next;
    struct sx_replay_answer {
        uint64_t call;
        sx_host_status status;
        char *text;
    } * answers;
    size_t nanswers, next_answer;
    char **mounts; /* a machine session's mount events (bodies), in order: the answers to give */
    size_t nmounts, next_mount;
    double *clocks; /* the host clock's readings (host_clock runs), in order */
    size_t nclocks, next_clock;
    secexec_host_call **handles; /* open calls of the replayed run, by call number - 1 */
    size_t nhandles, caphandles;
    /* A run the wall clock or a cancel stopped (not reproducible by itself): the replay stops it
     * at the same instruction with the same reason (docs/replay.md). */
    struct sx_replay_stop {
        size_t start;          /* the index of the run's start event (a session has several runs) */
        sx_abort reason;       /* SX_ABORT_TIMEOUT or SX_ABORT_CANCELLED */
        uint64_t instructions; /* where the recorded run stopped */
    } * stops;
    size_t nstops;
    bool diverged;
    size_t diverged_at;   /* index of the first differing event */
    char *recorded_event; /* copies of the two differing bodies (NULL: the event is missing) */
    char *replayed_event;
} sx_replay;

/* Start observing a run: a tape is made when the options record or audit, or call->replay is
 * set; emits the "start" event (options, inputs, source and its hash). */
void sx_tape_begin(sx_vm *vm, const sx_api_call *call, const char *src, size_t len);
/* Emit the "end" event (result, instructions, heap hash) and free the tape. */
void sx_tape_end(sx_vm *vm, const secexec_result *r);

/* api/host.c: a host call the guest made (verdict "allowed", or "denied: why"); its answer. */
void sx_tape_host_call(sx_vm *vm, uint64_t call, const char *label, const char *input, const char *verdict);
void sx_tape_host_answer(sx_vm *vm, uint64_t call, sx_host_status status, const char *text, size_t len);
/* api/timers.c: a timer fires; the virtual clock has stepped to clock_ms (its due time). */
void sx_tape_timer(sx_vm *vm, double id, double due, double period, double clock_ms);
/* While replaying: the next recorded answer (false: none left). */
bool sx_tape_replaying(const sx_vm *vm);
bool sx_tape_next_answer(sx_vm *vm, uint64_t *call, sx_host_status *status, const char **text);
/* The open handle of call number `call` of the replayed run (NULL: no such call is open). */
secexec_host_call *sx_tape_take_handle(sx_vm *vm, uint64_t call);

/* Replaying a run that the wall clock or a cancel stopped: the reason to stop with when the
 * replay waits for an answer the trace does not have (else SX_ABORT_INTERNAL: it diverged). */
sx_abort sx_tape_stop_reason(const sx_vm *vm);
/* ... and at the recorded instruction count: the replay's budget is that count; an abort for it
 * becomes the recorded reason (api/secexec.c calls this before describing an abort). */
void sx_tape_fix_abort(sx_vm *vm);

/* A persistent VM or context that recorded (or replays) a session is freed: the "close" event
 * (the number of calls), so a session trace cut between two calls is detected. */
void sx_tape_close(secexec_sink record, void *record_ud, sx_replay *replay, uint64_t *chain, uint64_t calls);
/* An event of a machine's session (api/session.c) into the chain: recorded (sink) and/or
 * compared with the replayed trace; ev is consumed. */
struct cJSON;
void sx_tape_emit(secexec_sink record, void *record_ud, sx_replay *replay, uint64_t *chain, struct cJSON *ev);
/* The members "instructions", "function", "line", "column": where the guest of vm is. */
void sx_tape_add_position(struct cJSON *ev, const sx_vm *vm);
/* A text member that may hold NUL bytes (see sx_tape_join). */
void sx_tape_add_text(struct cJSON *ev, const char *key, const char *text, size_t len);
/* The options of a run (filename, limits, capture, seed, clock, inputs, the first ncolls host
 * collections): the members a start event and a machine event share. */
void sx_tape_add_options(struct cJSON *ev, const secexec_options *o, size_t ncolls, const char *inputs_json);

/* A recorded text: a JSON string, or (a text holding NUL bytes) the array of the pieces between
 * them. A malloc'ed copy with its length, NULL if `text` is neither. */
struct cJSON;
char *sx_tape_join(const struct cJSON *text, size_t *len);

/* The chain: the hash of one line's body given the previous line's hash (0 for the first). */
uint64_t sx_tape_chain(const char *body, size_t len, uint64_t prev);

#endif
