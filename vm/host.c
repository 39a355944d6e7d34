/* host.c - a run's queue of pending host calls, shared by the VM's thread and completing threads. */
#include "vm/host.h"
#include "vm/vm.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* One call the host has not answered yet, or whose answer the VM's thread has not taken yet. */
typedef struct pending_call {
    uint64_t id;
    uint64_t deadline_ns; /* 0: none */
    uint32_t tag;
    uint64_t posted_seq; /* 0: no answer yet; else the order in which answers arrived */
    sx_host_status status;
    char *text;
    size_t len;
} pending_call;

struct sx_host_queue {
    pthread_mutex_t lock;
    pthread_cond_t wake; /* signalled on every post */
    int refs;
    bool closed;
    uint64_t next_id, next_seq;
    pending_call *calls; /* unordered; removal swaps in the last one */
    size_t count, cap;
};

sx_host_queue *sx_host_queue_new(void) {
    sx_host_queue *q = calloc(1, sizeof *q);
    if (q == NULL) return NULL;
    pthread_condattr_t attr;
    pthread_condattr_init(&attr);
    pthread_condattr_setclock(&attr, CLOCK_MONOTONIC); /* deadlines are monotonic */
    pthread_cond_init(&q->wake, &attr);
    pthread_condattr_destroy(&attr);
    pthread_mutex_init(&q->lock, NULL);
    q->refs = 1;
    q->next_id = 1;
    q->next_seq = 1;
    return q;
}

void sx_host_queue_retain(sx_host_queue *q) {
    pthread_mutex_lock(&q->lock);
    q->refs++;
    pthread_mutex_unlock(&q->lock);
}

static void free_calls(sx_host_queue *q) {
    for (size_t i = 0; i < q->count; i++) free(q->calls[i].text);
    free(q->calls);
    q->calls = NULL;
    q->count = q->cap = 0;
}

void sx_host_queue_release(sx_host_queue *q) {
    if (q == NULL) return;
    pthread_mutex_lock(&q->lock);
    bool last = --q->refs == 0;
    pthread_mutex_unlock(&q->lock);
    if (!last) return;
    free_calls(q);
    pthread_mutex_destroy(&q->lock);
    pthread_cond_destroy(&q->wake);
    free(q);
}

void sx_host_queue_close(sx_host_queue *q) {
    pthread_mutex_lock(&q->lock);
    q->closed = true;
    free_calls(q); /* answers still to come find nothing and are dropped */
    pthread_mutex_unlock(&q->lock);
}

uint64_t sx_host_queue_add(sx_host_queue *q, uint64_t deadline_ns, uint32_t tag) {
    pthread_mutex_lock(&q->lock);
    uint64_t id = 0;
    if (q->count == q->cap) {
        size_t cap = q->cap ? q->cap * 2 : 16;
        pending_call *c = realloc(q->calls, cap * sizeof *c);
        if (c != NULL) {
            q->calls = c;
            q->cap = cap;
        }
    }
    if (q->count < q->cap && !q->closed) {
        id = q->next_id++;
        q->calls[q->count++] = (pending_call){.id = id, .deadline_ns = deadline_ns, .tag = tag};
    }
    pthread_mutex_unlock(&q->lock);
    return id;
}

uint64_t sx_host_queue_reserve(sx_host_queue *q) {
    pthread_mutex_lock(&q->lock);
    uint64_t id = q->next_id++;
    pthread_mutex_unlock(&q->lock);
    return id;
}

uint64_t sx_host_queue_next_id(sx_host_queue *q) {
    pthread_mutex_lock(&q->lock);
    uint64_t id = q->next_id;
    pthread_mutex_unlock(&q->lock);
    return id;
}

void sx_host_queue_set_next_id(sx_host_queue *q, uint64_t id) {
    pthread_mutex_lock(&q->lock);
    q->next_id = id;
    pthread_mutex_unlock(&q->lock);
}

bool sx_host_queue_add_id(sx_host_queue *q, uint64_t id, uint32_t tag) {
    pthread_mutex_lock(&q->lock);
    if (q->count == q->cap) {
        size_t cap = q->cap ? q->cap * 2 : 16;
        pending_call *c = realloc(q->calls, cap * sizeof *c);
        if (c != NULL) {
            q->calls = c;
            q->cap = cap;
        }
    }
    bool ok = q->count < q->cap && !q->closed;
    if (ok) q->calls[q->count++] = (pending_call){.id = id, .tag = tag};
    pthread_mutex_unlock(&q->lock);
    return ok;
}

static pending_call *find_call(sx_host_queue *q, uint64_t id) {
    for (size_t i = 0; i < q->count; i++)
        if (q->calls[i].id == id) return &q->calls[i];
    return NULL;
}

bool sx_host_queue_post(sx_host_queue *q, uint64_t id, sx_host_status status, const char *text, size_t len) {
    char *copy = malloc(len + 1);
    if (copy != NULL) {
        if (text != NULL) memcpy(copy, text, len);
        copy[len] = 0;
    }
    pthread_mutex_lock(&q->lock);
    pending_call *c = q->closed ? NULL : find_call(q, id);
    bool taken = c != NULL && c->posted_seq == 0;
    if (taken) {
        c->posted_seq = q->next_seq++;
        c->status = copy != NULL ? status : SX_HOST_ERROR;
        c->text = copy != NULL ? copy : strdup("host out of memory");
        c->len = copy != NULL ? len : (c->text ? strlen(c->text) : 0);
        copy = NULL;
        pthread_cond_signal(&q->wake);
    }
    pthread_mutex_unlock(&q->lock);
    free(copy);
    return taken;
}

size_t sx_host_queue_pending(sx_host_queue *q) {
    pthread_mutex_lock(&q->lock);
    size_t n = q->count;
    pthread_mutex_unlock(&q->lock);
    return n;
}

/* The index of the call to hand out now (first answered, else first expired), or -1; *wake_at
 * is set to the earliest deadline still ahead. Lock held. */
static long next_ready(sx_host_queue *q, uint64_t now, uint64_t *wake_at) {
    long answered = -1, expired = -1;
    for (size_t i = 0; i < q->count; i++) {
        pending_call *c = &q->calls[i];
        if (c->posted_seq != 0) {
            if (answered < 0 || c->posted_seq < q->calls[answered].posted_seq) answered = (long)i;
        } else if (c->deadline_ns != 0 && c->deadline_ns <= now) {
            if (expired < 0 || c->deadline_ns < q->calls[expired].deadline_ns) expired = (long)i;
        } else if (c->deadline_ns != 0 && c->deadline_ns < *wake_at) {
            *wake_at = c->deadline_ns;
        }
    }
    return answered >= 0 ? answered : expired;
}

static void take_at(sx_host_queue *q, size_t i, sx_host_event *out) {
    pending_call *c = &q->calls[i];
    out->id = c->id;
    out->tag = c->tag;
    out->status = c->posted_seq != 0 ? c->status : SX_HOST_TIMEOUT;
    out->text = c->text;
    out->len = c->len;
    q->calls[i] = q->calls[--q->count];
}

bool sx_host_queue_take(sx_host_queue *q, uint64_t until_ns, sx_host_event *out) {
    pthread_mutex_lock(&q->lock);
    bool got = false;
    for (;;) {
        uint64_t now = sx_clock_ns(), wake_at = until_ns;
        long i = next_ready(q, now, &wake_at);
        if (i >= 0) {
            take_at(q, (size_t)i, out);
            got = true;
            break;
        }
        if (now >= until_ns) break;
        struct timespec ts = {.tv_sec = (time_t)(wake_at / 1000000000u), .tv_nsec = (long)(wake_at % 1000000000u)};
        int rc = pthread_cond_timedwait(&q->wake, &q->lock, &ts);
        if (rc != 0 && rc != ETIMEDOUT && rc != EINTR) break;
    }
    pthread_mutex_unlock(&q->lock);
    return got;
}
