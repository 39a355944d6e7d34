/* process.c - processes of a machine: modules run in the background on threads, with wait, kill and list. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "api/machine.h"
#include "api/process.h"

typedef struct sx_process {
    uint64_t pid;
    secexec_machine *m;
    char *path, *source; /* one of them */
    secexec_cancel *cancel;
    pthread_t thread;
    bool done;
    secexec_result *result;
    struct sx_process *next;
} sx_process;

struct sx_procs {
    pthread_mutex_t lock;
    pthread_cond_t ended;
    sx_process *list; /* newest first */
    uint64_t next_pid;
    size_t running;
};

int secexec_result_exit_status(const secexec_result *r) {
    if (r == NULL) return 1;
    switch (r->outcome) {
    case SECEXEC_SUCCEEDED: return 0;
    case SECEXEC_TIMED_OUT: return 3;
    case SECEXEC_CANCELLED: return 4;
    case SECEXEC_SUSPENDED: return 6;
    case SECEXEC_FAILED: break;
    }
    switch (r->error.code) {
    case SECEXEC_ERR_SYNTAX_ERROR:
    case SECEXEC_ERR_UNSUPPORTED_CONSTRUCT: return 5;
    case SECEXEC_ERR_INVALID_INPUT: return 2;
    default: return 1;
    }
}

sx_procs *sx_procs_new(void) {
    sx_procs *ps = calloc(1, sizeof *ps);
    if (ps == NULL) return NULL;
    pthread_mutex_init(&ps->lock, NULL);
    pthread_cond_init(&ps->ended, NULL);
    return ps;
}

static void process_free(sx_process *p) {
    secexec_result_free(p->result);
    secexec_cancel_free(p->cancel);
    free(p->path);
    free(p->source);
    free(p);
}

static void *process_main(void *arg) {
    sx_process *p = arg;
    /* its own VM and budget: the machine's process limits (secexec_machine_options.process_*) */
    secexec_result *r = p->path ? sx_machine_run_file(p->m, p->path, p->cancel, true)
                                : sx_machine_run_process(p->m, p->source, strlen(p->source), NULL, p->cancel);
    sx_procs *ps = sx_machine_procs(p->m);
    pthread_mutex_lock(&ps->lock);
    p->result = r;
    p->done = true;
    ps->running--;
    pthread_cond_broadcast(&ps->ended);
    pthread_mutex_unlock(&ps->lock);
    return NULL;
}

uint64_t secexec_process_spawn(secexec_machine *m, const char *path, const char *source) {
    if (m == NULL || (path == NULL) == (source == NULL)) return 0;
    sx_procs *ps = sx_machine_procs(m);
    sx_process *p = calloc(1, sizeof *p);
    if (p == NULL) return 0;
    p->m = m;
    p->path = path ? strdup(path) : NULL;
    p->source = source ? strdup(source) : NULL;
    p->cancel = secexec_cancel_new();
    if ((p->path == NULL && p->source == NULL) || p->cancel == NULL) return process_free(p), 0;
    pthread_mutex_lock(&ps->lock);
    bool room = ps->running < SECEXEC_MAX_PROCESSES;
    if (room) {
        p->pid = ++ps->next_pid;
        ps->running++;
        if (pthread_create(&p->thread, NULL, process_main, p) != 0) {
            ps->running--;
            room = false;
        } else {
            p->next = ps->list;
            ps->list = p;
        }
    }
    pthread_mutex_unlock(&ps->lock);
    if (!room) return process_free(p), 0;
    return p->pid;
}

/* Lock held. */
static sx_process *find(sx_procs *ps, uint64_t pid, sx_process ***link) {
    for (sx_process **pp = &ps->list; *pp != NULL; pp = &(*pp)->next)
        if ((*pp)->pid == pid) {
            if (link) *link = pp;
            return *pp;
        }
    return NULL;
}

secexec_result *secexec_process_wait(secexec_machine *m, uint64_t pid) {
    if (m == NULL) return NULL;
    sx_procs *ps = sx_machine_procs(m);
    sx_process **link, *p;
    pthread_mutex_lock(&ps->lock);
    p = find(ps, pid, &link);
    while (p != NULL && !p->done) {
        pthread_cond_wait(&ps->ended, &ps->lock);
        p = find(ps, pid, &link); /* another waiter may have taken it */
    }
    if (p != NULL) *link = p->next;
    pthread_mutex_unlock(&ps->lock);
    if (p == NULL) return NULL;
    pthread_join(p->thread, NULL);
    secexec_result *r = p->result;
    p->result = NULL;
    process_free(p);
    return r;
}

bool secexec_process_kill(secexec_machine *m, uint64_t pid) {
    if (m == NULL) return false;
    sx_procs *ps = sx_machine_procs(m);
    pthread_mutex_lock(&ps->lock);
    sx_process *p = find(ps, pid, NULL);
    bool running = p != NULL && !p->done;
    if (running) secexec_cancel_trigger(p->cancel);
    pthread_mutex_unlock(&ps->lock);
    return running;
}

size_t secexec_process_list(secexec_machine *m, secexec_process_info *out, size_t max) {
    if (m == NULL) return 0;
    sx_procs *ps = sx_machine_procs(m);
    pthread_mutex_lock(&ps->lock);
    size_t n = 0;
    for (sx_process *p = ps->list; p != NULL; p = p->next) n++;
    size_t i = n; /* the list is newest first: fill from the end */
    for (sx_process *p = ps->list; p != NULL; p = p->next) {
        i--;
        if (out != NULL && i < max) out[i] = (secexec_process_info){p->pid, !p->done};
    }
    pthread_mutex_unlock(&ps->lock);
    return n;
}

void sx_procs_kill_all(sx_procs *ps) {
    if (ps == NULL) return;
    pthread_mutex_lock(&ps->lock);
    for (sx_process *p = ps->list; p != NULL; p = p->next)
        if (!p->done) secexec_cancel_trigger(p->cancel);
    sx_process *all = ps->list;
    ps->list = NULL;
    pthread_mutex_unlock(&ps->lock);
    while (all != NULL) {
        sx_process *next = all->next;
        pthread_join(all->thread, NULL);
        process_free(all);
        all = next;
    }
}

void sx_procs_free(sx_procs *ps) {
    if (ps == NULL) return;
    sx_procs_kill_all(ps);
    pthread_cond_destroy(&ps->ended);
    pthread_mutex_destroy(&ps->lock);
    free(ps);
}
