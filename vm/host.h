/* host.h - a run's queue of pending host calls: ids, deadlines and completions posted from any thread. */
#ifndef SX_HOST_H
#define SX_HOST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * Language-neutral bookkeeping of asynchronous host calls (the JavaScript binding is api/host.c).
 * The VM's thread adds a pending call (an id, a deadline and a caller's tag) and later takes
 * events: a completion posted by any thread, or the expiry of a call's deadline. The queue is
 * reference counted because completion handles may outlive the run: the run holds one reference,
 * each unanswered handle another; after sx_host_queue_close() posts are dropped.
 * A mutex guards everything; a condition variable wakes the VM's thread.
 */
typedef struct sx_host_queue sx_host_queue;

typedef enum sx_host_status {
    SX_HOST_OK,      /* text is the result's JSON */
    SX_HOST_ERROR,   /* text is the handler's error message */
    SX_HOST_TIMEOUT, /* the call's deadline passed; text is NULL */
    SX_HOST_SUSPEND, /* the handler answered "suspend" (snapshots); text is the call's input */
} sx_host_status;

typedef struct sx_host_event {
    uint64_t id;
    uint32_t tag; /* what the caller gave sx_host_queue_add */
    sx_host_status status;
    char *text; /* malloc'ed, owned by whoever took the event; may be NULL */
    size_t len;
} sx_host_event;

sx_host_queue *sx_host_queue_new(void); /* one reference; NULL when out of memory */
void sx_host_queue_retain(sx_host_queue *q);
void sx_host_queue_release(sx_host_queue *q); /* frees the queue with the last reference */
void sx_host_queue_close(sx_host_queue *q);   /* the run ended: drop later posts */

/* Register a pending call expiring at deadline_ns (monotonic clock; 0: never). Returns its id
 * (never 0), or 0 when out of memory. VM thread only. */
uint64_t sx_host_queue_add(sx_host_queue *q, uint64_t deadline_ns, uint32_t tag);
/* Post the completion of call id (any thread); text is copied. False when dropped: the queue is
 * closed, or the call is unknown or already completed/timed out. */
bool sx_host_queue_post(sx_host_queue *q, uint64_t id, sx_host_status status, const char *text, size_t len);
size_t sx_host_queue_pending(sx_host_queue *q); /* calls added and not yet taken */
/* Snapshots: an id for a call that is not waited for here (a suspending one), the next id to hand
 * out (a resumed run continues the numbering), and adding a call under a known id (its answer
 * came with a resume). VM thread only. */
uint64_t sx_host_queue_reserve(sx_host_queue *q);
uint64_t sx_host_queue_next_id(sx_host_queue *q);
void sx_host_queue_set_next_id(sx_host_queue *q, uint64_t id);
bool sx_host_queue_add_id(sx_host_queue *q, uint64_t id, uint32_t tag);
/* Take the next event: a posted completion first, else an expired call. Waits until one is
 * ready or the monotonic clock reaches until_ns. False: nothing ready by then. VM thread only. */
bool sx_host_queue_take(sx_host_queue *q, uint64_t until_ns, sx_host_event *out);

#endif
