/* session.c - a machine's recorded or replayed session: every call in order in one trace, mounts answered from it. */
#include "api/session.h"

#include <cJSON.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

struct sx_session {
    pthread_mutex_t lock; /* one call at a time: the order of the events is the order of the calls */
    secexec_sink record;
    void *record_ud;
    sx_replay *replay;
    uint64_t chain, calls;
    sx_vm *vm; /* the running call's VM (where a mount event happened), NULL between runs */
};

sx_session *sx_session_new(secexec_sink record, void *record_ud, sx_replay *rp) {
    sx_session *s = calloc(1, sizeof *s);
    if (s == NULL) return NULL;
    /* recursive: a host function may use the machine from inside a run (its events then fall
     * inside the run's, which a replay cannot repeat: docs/replay.md) */
    pthread_mutexattr_t attr;
    pthread_mutexattr_init(&attr);
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&s->lock, &attr);
    pthread_mutexattr_destroy(&attr);
    s->record = record;
    s->record_ud = record_ud;
    s->replay = rp;
    return s;
}

void sx_session_free(sx_session *s) {
    if (s == NULL) return;
    sx_tape_close(s->record, s->record_ud, s->replay, &s->chain, s->calls);
    pthread_mutex_destroy(&s->lock);
    free(s);
}

void sx_session_lock(sx_session *s) {
    if (s) pthread_mutex_lock(&s->lock);
}
void sx_session_unlock(sx_session *s) {
    if (s) pthread_mutex_unlock(&s->lock);
}

void sx_session_emit(sx_session *s, cJSON *ev) {
    if (s == NULL) return cJSON_Delete(ev);
    s->calls++;
    sx_tape_emit(s->record, s->record_ud, s->replay, &s->chain, ev);
}

void sx_session_run(sx_session *s, sx_vm *vm) {
    if (s == NULL) return;
    if (vm != NULL) s->calls++;
    s->vm = vm;
}

uint64_t *sx_session_chain(sx_session *s) { return s ? &s->chain : NULL; }
sx_replay *sx_session_replay(sx_session *s) { return s ? s->replay : NULL; }

cJSON *sx_session_event(const char *name) {
    cJSON *ev = cJSON_CreateObject();
    if (ev != NULL) cJSON_AddStringToObject(ev, "event", name);
    return ev;
}

void sx_session_add_bytes(cJSON *ev, const void *data, size_t len, bool with_data) {
    char hex[17];
    snprintf(hex, sizeof hex, "%016" PRIx64, XXH64(data, len, 0));
    cJSON_AddNumberToObject(ev, "size", (double)len);
    cJSON_AddStringToObject(ev, "hash", hex);
    char *b = with_data ? secexec_base64_encode(data, len) : NULL;
    if (b != NULL) cJSON_AddStringToObject(ev, "data", b);
    free(b);
}

void sx_session_add_error(cJSON *ev, secexec_fs_error e) {
    if (e != SECEXEC_FS_OK) cJSON_AddStringToObject(ev, "error", secexec_fs_error_code(e));
}

char *sx_session_data(const cJSON *ev, size_t *len) {
    const char *b = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(ev, "data"));
    unsigned char *d = b ? secexec_base64_decode(b, strlen(b), len) : NULL;
    char *out = d ? realloc(d, *len + 1) : NULL;
    if (out == NULL) return free(d), NULL;
    out[*len] = 0;
    return out;
}

secexec_fs_error sx_session_error(const cJSON *ev) {
    const char *code = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(ev, "error"));
    if (code == NULL) return SECEXEC_FS_OK;
    for (int e = SECEXEC_FS_OK + 1; e <= SECEXEC_FS_EFBIG; e++)
        if (strcmp(code, secexec_fs_error_code((secexec_fs_error)e)) == 0) return (secexec_fs_error)e;
    return SECEXEC_FS_EINVAL;
}

/* ---- mounts ---- */

/* Recording (and replaying, to compare): the operation and its answer, where the guest was. */
static void mount_done(void *ud, const sx_vfs_op *op, secexec_fs_error e) {
    sx_session *s = ud;
    cJSON *ev = sx_session_event("mount");
    cJSON_AddStringToObject(ev, "op", op->op);
    cJSON_AddStringToObject(ev, "path", op->path);
    if (op->to) cJSON_AddStringToObject(ev, "to", op->to);
    if (op->flag) cJSON_AddBoolToObject(ev, strcmp(op->op, "write") == 0 ? "append" : "recursive", true);
    if (op->in) sx_session_add_bytes(ev, op->in, op->in_len, false); /* what the guest wrote: its hash */
    sx_session_add_error(ev, e);
    if (e == SECEXEC_FS_OK && op->data) sx_session_add_bytes(ev, *op->data, *op->len, true);
    if (e == SECEXEC_FS_OK && op->st) {
        cJSON *st = cJSON_AddObjectToObject(ev, "stat");
        cJSON_AddBoolToObject(st, "dir", op->st->is_directory);
        cJSON_AddNumberToObject(st, "size", (double)op->st->size);
        cJSON_AddNumberToObject(st, "mtimeMs", (double)op->st->mtime_ms);
    }
    if (e == SECEXEC_FS_OK && op->entries) {
        cJSON *arr = cJSON_AddArrayToObject(ev, "entries");
        for (size_t i = 0; i < *op->count; i++) {
            cJSON *d = cJSON_CreateObject();
            cJSON_AddStringToObject(d, "name", (*op->entries)[i].name ? (*op->entries)[i].name : "");
            cJSON_AddBoolToObject(d, "dir", (*op->entries)[i].is_directory);
            cJSON_AddItemToArray(arr, d);
        }
    }
    if (s->vm != NULL) sx_tape_add_position(ev, s->vm);
    sx_tape_emit(s->record, s->record_ud, s->replay, &s->chain, ev);
}

static secexec_fs_error answer_entries(const cJSON *ev, sx_vfs_op *op) {
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(ev, "entries"), *d;
    size_t n = (size_t)cJSON_GetArraySize(arr), i = 0;
    secexec_fs_dirent *list = n ? calloc(n, sizeof *list) : NULL;
    if (n && list == NULL) return SECEXEC_FS_ENOMEM;
    cJSON_ArrayForEach(d, arr) {
        const char *name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(d, "name"));
        list[i].name = strdup(name ? name : "");
        list[i].is_directory = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(d, "dir"));
        if (list[i++].name == NULL) return secexec_fs_dirents_free(list, i - 1), SECEXEC_FS_ENOMEM;
    }
    *op->entries = list;
    *op->count = n;
    return SECEXEC_FS_OK;
}

/* Replaying: the next recorded mount event's answer. An operation other than the recorded one
 * still gets an answer; its event then differs from the recorded one, and the replay reports
 * the divergence there. */
static secexec_fs_error mount_answer(void *ud, sx_vfs_op *op) {
    sx_session *s = ud;
    sx_replay *rp = s->replay;
    if (rp->next_mount >= rp->nmounts) return SECEXEC_FS_EACCES; /* the recorded run made no more */
    cJSON *ev = cJSON_Parse(rp->mounts[rp->next_mount++]);
    secexec_fs_error e = sx_session_error(ev);
    if (e == SECEXEC_FS_OK && op->data) {
        *op->data = sx_session_data(ev, op->len);
        if (*op->data == NULL) e = SECEXEC_FS_EINVAL; /* not base64: the event shows it, and differs */
    }
    if (e == SECEXEC_FS_OK && op->st) {
        const cJSON *st = cJSON_GetObjectItemCaseSensitive(ev, "stat");
        const cJSON *size = cJSON_GetObjectItemCaseSensitive(st, "size"),
                    *mtime = cJSON_GetObjectItemCaseSensitive(st, "mtimeMs");
        op->st->is_directory = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(st, "dir"));
        op->st->size = cJSON_IsNumber(size) && size->valuedouble >= 0 && size->valuedouble < 1e18
                           ? (uint64_t)size->valuedouble
                           : 0;
        op->st->mtime_ms = cJSON_IsNumber(mtime) && mtime->valuedouble > -9e15 && mtime->valuedouble < 9e15
                               ? (int64_t)mtime->valuedouble
                               : 0;
    }
    if (e == SECEXEC_FS_OK && op->entries) e = answer_entries(ev, op);
    cJSON_Delete(ev);
    return e;
}

sx_vfs_tap sx_session_tap(sx_session *s) {
    return (sx_vfs_tap){.answer = s->replay ? mount_answer : NULL, .done = mount_done, .ud = s};
}
