/* machine.c - VMs that outlast a call (the protocol's "VM"): a filesystem, options and contexts. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "api/codecache.h"
#include "api/machine.h"
#include "api/network.h"
#include "api/process.h"
#include "api/tarball.h"
#include "api/run.h"
#include "api/session.h"
#include "vm/vm.h"

struct secexec_machine {
    secexec_options opts;      /* copied; the strings below are the machine's own copies */
    secexec_options proc_opts; /* opts with the processes' limits */
    char *inputs_json;
    char *filename;
    sx_vfs *fs;
    pthread_mutex_t lock; /* the list of contexts */
    secexec_context *contexts;
    sx_procs *procs;                /* api/process.c */
    sx_codecache *code;             /* compiled modules, shared by every call (api/codecache.c) */
    sx_network *net;                /* api/network.c: NULL without the network permission */
    secexec_host_collection *colls; /* with the network: the user's collections and the hidden one */
    size_t user_colls;              /* how many of them are the user's */
    sx_session *session;            /* recording (options.record) or replayed: api/session.c, else NULL */
    uint64_t next_context;          /* contexts are numbered from 1 in a session's events */
};

sx_session *sx_machine_session(secexec_machine *m) { return m ? m->session : NULL; }

const char *sx_machine_prelude(secexec_machine *m) { return sx_network_prelude(m->net); }

void secexec__test_code_cache(secexec_machine *m, uint64_t *hits, uint64_t *misses, size_t *bytes) {
    sx_codecache_stats(m->code, hits, misses);
    *bytes = sx_codecache_bytes(m->code);
}

struct sx_procs *sx_machine_procs(secexec_machine *m) {
    return m->procs;
}

static const char *const fs_codes[] = {
#define SECEXEC_X_FS(name, code, msg) code,
    SECEXEC_FS_ERRORS(SECEXEC_X_FS)
#undef SECEXEC_X_FS
};
static const char *const fs_messages[] = {
#define SECEXEC_X_FS(name, code, msg) msg,
    SECEXEC_FS_ERRORS(SECEXEC_X_FS)
#undef SECEXEC_X_FS
};
#define NFS (sizeof fs_codes / sizeof fs_codes[0])

const char *secexec_fs_error_code(secexec_fs_error e) { return (unsigned)e < NFS ? fs_codes[e] : "EINVAL"; }
const char *secexec_fs_error_message(secexec_fs_error e) {
    return (unsigned)e < NFS ? fs_messages[e] : "invalid argument";
}

void secexec_machine_options_init(secexec_machine_options *mo) {
    memset(mo, 0, sizeof *mo);
    mo->max_fs_bytes = 64u << 20;
    mo->max_fs_files = 100000;
    mo->max_code_bytes = 16u << 20;
}

sx_vfs *sx_machine_vfs(secexec_machine *m) { return m->fs; }

static char *copy_text(const char *s, bool *failed) {
    if (s == NULL) return NULL;
    char *c = strdup(s);
    if (c == NULL) *failed = true;
    return c;
}

/* The "machine" event: what a replay needs to make the same machine (options, quotas, the mounts'
 * guest paths; not the host's paths: the replay answers the mounts from the trace). */
static cJSON *machine_event(const secexec_machine *m, const secexec_machine_options *mo,
                            const secexec_machine_options *given) {
    cJSON *ev = sx_session_event("machine");
    cJSON_AddNumberToObject(ev, "version", SX_TAPE_VERSION);
    cJSON_AddStringToObject(ev, "secexec", secexec_version());
    sx_tape_add_options(ev, &m->opts, m->user_colls, m->opts.inputs_json);
    cJSON_AddNumberToObject(ev, "maxFsBytes", (double)mo->max_fs_bytes);
    cJSON_AddNumberToObject(ev, "maxFsFiles", (double)mo->max_fs_files);
    cJSON_AddNumberToObject(ev, "maxCodeBytes", (double)mo->max_code_bytes);
    cJSON_AddNumberToObject(ev, "processTimeoutMs", given ? (double)given->process_timeout_ms : 0);
    cJSON_AddNumberToObject(ev, "processMaxInstructions", given ? (double)given->process_max_instructions : 0);
    cJSON_AddNumberToObject(ev, "processMaxMemoryBytes", given ? (double)given->process_max_memory_bytes : 0);
    cJSON *mounts = cJSON_AddArrayToObject(ev, "mounts");
    for (size_t i = 0; given != NULL && i < given->mount_count; i++) {
        cJSON *mt = cJSON_CreateObject();
        cJSON_AddStringToObject(mt, "path", given->mounts[i].guest_path ? given->mounts[i].guest_path : "");
        cJSON_AddBoolToObject(mt, "readOnly", given->mounts[i].read_only);
        cJSON_AddItemToArray(mounts, mt);
    }
    if (m->net != NULL && given != NULL &&
        given->network != NULL) { /* the allow-list (fetch's answers are host calls) */
        cJSON *net = cJSON_AddObjectToObject(ev, "network"), *allow = cJSON_AddArrayToObject(net, "allow");
        for (size_t i = 0; i < given->network->allow_count; i++)
            cJSON_AddItemToArray(allow, cJSON_CreateString(given->network->allow[i] ? given->network->allow[i] : ""));
    } else {
        cJSON_AddBoolToObject(ev, "network", false);
    }
    return ev;
}

/* A machine; rp: a replay of a recorded session drives it (its mounts are answered from the trace). */
secexec_machine *sx_machine_new(const secexec_options *opts, const secexec_machine_options *mopts, sx_replay *rp) {
    secexec_machine *m = calloc(1, sizeof *m);
    if (m == NULL) return NULL;
    if (opts != NULL) m->opts = *opts;
    else secexec_options_init(&m->opts);
    secexec_machine_options mo;
    secexec_machine_options_init(&mo);
    if (mopts != NULL) {
        if (mopts->max_fs_bytes) mo.max_fs_bytes = mopts->max_fs_bytes;
        if (mopts->max_fs_files) mo.max_fs_files = mopts->max_fs_files;
        if (mopts->max_code_bytes) mo.max_code_bytes = mopts->max_code_bytes;
    }
    bool failed = false;
    m->inputs_json = copy_text(m->opts.inputs_json, &failed);
    m->filename = copy_text(m->opts.filename, &failed);
    m->opts.inputs_json = m->inputs_json;
    m->opts.filename = m->filename;
    pthread_mutex_init(&m->lock, NULL);
    if ((m->procs = sx_procs_new()) == NULL) failed = true;
    /* the quota counts /workspace itself too */
    m->fs = failed ? NULL : sx_vfs_new(mo.max_fs_bytes, mo.max_fs_files + 1, m->opts.clock_ms);
    m->proc_opts = m->opts;
    if (mopts != NULL && mopts->process_timeout_ms) m->proc_opts.timeout_ms = mopts->process_timeout_ms;
    if (mopts != NULL && mopts->process_max_instructions)
        m->proc_opts.max_instructions = mopts->process_max_instructions;
    if (mopts != NULL && mopts->process_max_memory_bytes)
        m->proc_opts.max_memory_bytes = mopts->process_max_memory_bytes;
    m->code = sx_codecache_new(mo.max_code_bytes);
    if (m->code == NULL) failed = true;
    else if (m->fs != NULL) sx_vfs_set_code_cache(m->fs, m->code);
    m->user_colls = m->opts.host_collections ? m->opts.host_collection_count : 0;
    if (mopts != NULL && mopts->network != NULL && !failed) { /* fetch: one more (hidden) collection */
        m->net = sx_network_new(mopts->network);
        m->colls = calloc(m->user_colls + 1, sizeof *m->colls);
        if (m->net == NULL || m->colls == NULL) failed = true;
        else {
            if (m->user_colls) memcpy(m->colls, m->opts.host_collections, m->user_colls * sizeof *m->colls);
            m->colls[m->user_colls] = *sx_network_collection(m->net);
            m->opts.host_collections = m->colls;
            m->opts.host_collection_count = m->user_colls + 1;
        }
    }
    for (size_t i = 0; m->fs != NULL && mopts != NULL && i < mopts->mount_count; i++) {
        const secexec_mount *mt = &mopts->mounts[i];
        if (mopts->mount_count > SECEXEC_MAX_MOUNTS ||
            !(rp ? sx_vfs_mount_virtual(m->fs, mt->guest_path, mt->read_only)
                 : sx_vfs_mount(m->fs, mt->host_path, mt->guest_path, mt->read_only)))
            failed = true;
    }
    if (!failed && (m->opts.record != NULL || rp != NULL)) { /* a recorded (or replayed) session */
        m->session = sx_session_new(m->opts.record, m->opts.record_user_data, rp);
        if (m->session == NULL) failed = true;
        else {
            sx_vfs_tap tap = sx_session_tap(m->session);
            sx_vfs_set_tap(m->fs, &tap);
            sx_session_emit(m->session, machine_event(m, &mo, mopts));
        }
    }
    if (m->fs == NULL || failed) {
        secexec_machine_free(m);
        return NULL;
    }
    return m;
}

secexec_machine *secexec_machine_new(const secexec_options *opts, const secexec_machine_options *mopts) {
    return sx_machine_new(opts, mopts, NULL);
}

void secexec_machine_free(secexec_machine *m) {
    if (m == NULL) return;
    sx_procs_free(m->procs); /* kills the running processes and waits for them */
    while (m->contexts != NULL) {
        secexec_context *c = m->contexts;
        m->contexts = *sx_context_next(c);
        sx_context_dispose(c);
    }
    sx_session_free(m->session); /* the session's close event: nothing runs any more */
    sx_vfs_free(m->fs);
    sx_codecache_free(m->code);
    sx_network_free(m->net);
    free(m->colls);
    pthread_mutex_destroy(&m->lock);
    free(m->inputs_json);
    free(m->filename);
    free(m);
}

/* One call in a fresh VM that sees the machine's files, with the given options (the machine's, or
 * its processes'). kind, id: the call as a recorded session names it (api/session.c). The
 * session's lock is the caller's. */
static secexec_result *run_with(secexec_machine *m, const secexec_options *base, const char *src, size_t len,
                                bool evaluate, const char *filename, secexec_cancel *cancel, const char *kind,
                                uint64_t id) {
    uint64_t start = sx_clock_ns();
    uint64_t timeout_ms;
    sx_limits limits = sx_api_limits(base, &timeout_ms);
    sx_vm *vm = sx_vm_new(&limits);
    if (vm == NULL) return sx_api_no_vm_result(limits.max_memory, start);
    secexec_options o = *base;
    if (filename != NULL) o.filename = filename;
    if (cancel != NULL) o.cancel = cancel; /* a process's or a request's own handle */
    sx_api_call call = {.opts = &o,
                        .evaluate = evaluate,
                        .inputs_json = o.inputs_json,
                        .fs = m->fs,
                        .prelude = sx_machine_prelude(m),
                        .replay = sx_session_replay(m->session),
                        .chain = sx_session_chain(m->session),
                        .session_call = m->session ? kind : NULL,
                        .session_id = id};
    sx_session_run(m->session, vm);
    secexec_result *r = sx_api_run_in(vm, src, len, &call, start);
    sx_session_run(m->session, NULL);
    sx_vm_free(vm);
    return sx_api_finish(r, start);
}

static secexec_result *machine_run(secexec_machine *m, const char *src, size_t len, bool evaluate,
                                   secexec_cancel *cancel) {
    sx_session_lock(m->session);
    secexec_result *r =
        run_with(m, &m->opts, src, len, evaluate, NULL, cancel, evaluate ? "machine.evaluate" : "machine.execute", 0);
    sx_session_unlock(m->session);
    return r;
}

secexec_result *secexec_machine_evaluate(secexec_machine *m, const char *s, size_t n) {
    return machine_run(m, s, s ? n : 0, true, NULL);
}
secexec_result *secexec_machine_execute(secexec_machine *m, const char *s, size_t n) {
    return machine_run(m, s, s ? n : 0, false, NULL);
}
secexec_result *secexec_machine_run_cancellable(secexec_machine *m, const char *s, size_t n, bool evaluate,
                                                secexec_cancel *cancel) {
    return machine_run(m, s, s ? n : 0, evaluate, cancel);
}
secexec_result *secexec_machine_run_with(secexec_machine *m, const char *s, size_t n, bool evaluate,
                                         const secexec_call_options *co) {
    if (co == NULL) return machine_run(m, s, s ? n : 0, evaluate, NULL);
    secexec_options o = m->opts;                                  /* a copy: the machine's options stay as they are */
    if (co->inputs_json != NULL) o.inputs_json = co->inputs_json; /* a recorded start event holds them */
    o.output = co->output;
    o.output_user_data = co->output_user_data;
    sx_session_lock(m->session);
    secexec_result *r =
        run_with(m, &o, s, s ? n : 0, evaluate, NULL, co->cancel, evaluate ? "machine.evaluate" : "machine.execute", 0);
    sx_session_unlock(m->session);
    return r;
}

/* The module at path, read from the machine's files, run by execute (process: with the limits of
 * the machine's processes). The session's lock is the caller's. */
static secexec_result *run_file(secexec_machine *m, const char *path, secexec_cancel *cancel, bool process,
                                uint64_t pid) {
    char *src = NULL, norm[SX_VFS_MAX_PATH + 1];
    size_t len = 0;
    secexec_fs_error e = sx_vfs_normalize(path, norm);
    if (e == SECEXEC_FS_OK) e = sx_vfs_read(m->fs, norm, &src, &len);
    if (e != SECEXEC_FS_OK) {
        /* the module cannot be read: node's message for a missing entry point */
        const char *q = path ? path : "";
        size_t n = strlen(q) + 128;
        char *msg = malloc(n);
        if (msg) snprintf(msg, n, "%s: %s, open '%s'", secexec_fs_error_code(e), secexec_fs_error_message(e), q);
        secexec_result *r =
            sx_api_error_result(SECEXEC_ERR_INVALID_INPUT, "Error", msg ? msg : "cannot read the file", sx_clock_ns());
        free(msg);
        return r;
    }
    secexec_result *r = run_with(m, process ? &m->proc_opts : &m->opts, src, len, false, norm, cancel,
                                 process ? "process" : "machine.executeFile", pid);
    free(src);
    return r;
}

secexec_result *secexec_machine_execute_file_cancellable(secexec_machine *m, const char *path, secexec_cancel *cancel) {
    sx_session_lock(m->session);
    if (m->session != NULL) { /* before the file is read: its reading is part of the call */
        cJSON *ev = sx_session_event("executeFile");
        cJSON_AddStringToObject(ev, "path", path ? path : "");
        sx_session_emit(m->session, ev);
    }
    secexec_result *r = run_file(m, path, cancel, false, 0);
    sx_session_unlock(m->session);
    return r;
}

secexec_result *secexec_machine_execute_file(secexec_machine *m, const char *path) {
    return secexec_machine_execute_file_cancellable(m, path, NULL);
}

secexec_result *sx_machine_process_main(secexec_machine *m, uint64_t pid, const char *path, const char *source,
                                        secexec_cancel *cancel) {
    sx_session_lock(m->session);
    if (m->session != NULL) { /* the process runs now, the session's other calls waiting */
        cJSON *ev = sx_session_event("process");
        cJSON_AddNumberToObject(ev, "pid", (double)pid);
        sx_session_emit(m->session, ev);
    }
    secexec_result *r = path ? run_file(m, path, cancel, true, pid)
                             : run_with(m, &m->proc_opts, source, strlen(source), false, NULL, cancel, "process", pid);
    sx_session_unlock(m->session);
    return r;
}

/* A check: in a recorded session one "check" event (with the declarations, when they are the
 * caller's rather than the machine's). */
static secexec_check_result *check_recorded(secexec_machine *m, const char *s, size_t n, const char *filename,
                                            const char *decls, bool own_decls) {
    sx_session_lock(m->session);
    secexec_check_result *r = sx_machine_check_modules(m, s ? s : "", s ? n : 0, filename, decls);
    if (m->session != NULL) {
        cJSON *ev = sx_session_event("check");
        sx_tape_add_text(ev, "source", s ? s : "", s ? n : 0);
        if (own_decls) cJSON_AddStringToObject(ev, "declarations", decls ? decls : "");
        cJSON_AddStringToObject(ev, "outcome", r ? secexec_outcome_string(r->outcome) : "out of memory");
        cJSON_AddNumberToObject(ev, "diagnostics", r ? (double)r->diagnostic_count : 0);
        const char *text = r ? secexec_check_result_format(r) : NULL;
        if (text != NULL) cJSON_AddStringToObject(ev, "text", text);
        sx_session_emit(m->session, ev);
    }
    sx_session_unlock(m->session);
    return r;
}

secexec_check_result *secexec_machine_check(secexec_machine *m, const char *s, size_t n) {
    secexec_check_options co;
    secexec_check_options_init(&co);
    char *decls = secexec_declarations(m->opts.host_collections, m->user_colls, m->opts.inputs_json);
    char *all = NULL;
    if (decls != NULL && m->net != NULL) { /* and fetch */
        size_t n = strlen(decls) + strlen(sx_network_declarations()) + 1;
        if ((all = malloc(n)) != NULL) snprintf(all, n, "%s%s", decls, sx_network_declarations());
    }
    co.declarations = all ? all : decls;
    if (m->opts.filename) co.filename = m->opts.filename;
    /* the file and every TypeScript module it reaches, imports typed (api/check_modules.c) */
    secexec_check_result *r = check_recorded(m, s, n, co.filename, co.declarations, false);
    free(decls);
    free(all);
    return r;
}

secexec_check_result *secexec_machine_check_with(secexec_machine *m, const char *s, size_t n,
                                                 const char *declarations) {
    const char *filename = m->opts.filename ? m->opts.filename : "main.ts";
    return check_recorded(m, s, n, filename, declarations, true);
}

/* The host's file operations: in a session each is one "fs" event with its answer. */
static cJSON *fs_event(const char *op, const char *path, bool recursive, secexec_fs_error e) {
    cJSON *ev = sx_session_event("fs");
    cJSON_AddStringToObject(ev, "op", op);
    cJSON_AddStringToObject(ev, "path", path ? path : "");
    if (recursive) cJSON_AddBoolToObject(ev, "recursive", true);
    sx_session_add_error(ev, e);
    return ev;
}

secexec_fs_error secexec_machine_write_file(secexec_machine *m, const char *path, const void *data, size_t len) {
    sx_session_lock(m->session);
    secexec_fs_error e = sx_vfs_write(m->fs, path, data, len, false);
    if (m->session != NULL) {
        cJSON *ev = fs_event("writeFile", path, false, e);
        sx_session_add_bytes(ev, data, data ? len : 0, true); /* the replay writes the same bytes */
        sx_session_emit(m->session, ev);
    }
    sx_session_unlock(m->session);
    return e;
}
secexec_fs_error secexec_machine_read_file(secexec_machine *m, const char *path, char **data, size_t *len) {
    sx_session_lock(m->session);
    secexec_fs_error e = sx_vfs_read(m->fs, path, data, len);
    if (m->session != NULL) {
        cJSON *ev = fs_event("readFile", path, false, e);
        if (e == SECEXEC_FS_OK) sx_session_add_bytes(ev, *data, *len, false); /* the replay reads them again */
        sx_session_emit(m->session, ev);
    }
    sx_session_unlock(m->session);
    return e;
}
secexec_fs_error secexec_machine_readdir(secexec_machine *m, const char *path, secexec_fs_dirent **entries,
                                         size_t *count) {
    sx_session_lock(m->session);
    secexec_fs_error e = sx_vfs_readdir(m->fs, path, entries, count);
    if (m->session != NULL) {
        cJSON *ev = fs_event("readdir", path, false, e), *arr = cJSON_AddArrayToObject(ev, "entries");
        for (size_t i = 0; e == SECEXEC_FS_OK && i < *count; i++) {
            cJSON *d = cJSON_CreateObject();
            cJSON_AddStringToObject(d, "name", (*entries)[i].name ? (*entries)[i].name : "");
            cJSON_AddBoolToObject(d, "dir", (*entries)[i].is_directory);
            cJSON_AddItemToArray(arr, d);
        }
        sx_session_emit(m->session, ev);
    }
    sx_session_unlock(m->session);
    return e;
}
secexec_fs_error secexec_machine_stat(secexec_machine *m, const char *path, secexec_fs_stat *st) {
    sx_session_lock(m->session);
    secexec_fs_error e = sx_vfs_stat(m->fs, path, st);
    if (m->session != NULL) {
        cJSON *ev = fs_event("stat", path, false, e);
        if (e == SECEXEC_FS_OK) {
            cJSON_AddBoolToObject(ev, "dir", st->is_directory);
            cJSON_AddNumberToObject(ev, "size", (double)st->size);
            cJSON_AddNumberToObject(ev, "mtimeMs", (double)st->mtime_ms);
        }
        sx_session_emit(m->session, ev);
    }
    sx_session_unlock(m->session);
    return e;
}
secexec_fs_error secexec_machine_mkdir(secexec_machine *m, const char *path, bool recursive) {
    sx_session_lock(m->session);
    secexec_fs_error e = sx_vfs_mkdir(m->fs, path, recursive);
    if (m->session != NULL) sx_session_emit(m->session, fs_event("mkdir", path, recursive, e));
    sx_session_unlock(m->session);
    return e;
}
secexec_fs_error secexec_machine_remove(secexec_machine *m, const char *path, bool recursive) {
    sx_session_lock(m->session);
    secexec_fs_error e = sx_vfs_remove(m->fs, path, recursive);
    if (m->session != NULL) sx_session_emit(m->session, fs_event("remove", path, recursive, e));
    sx_session_unlock(m->session);
    return e;
}

bool secexec_machine_install_package(secexec_machine *m, const void *tgz, size_t len, char **name, char **version,
                                     char **error) {
    char nm[256], ver[64], err[512] = "";
    *name = *version = *error = NULL;
    size_t max_bytes, used, nodes;
    sx_vfs_usage(m->fs, &used, &nodes);
    max_bytes = sx_vfs_max_bytes(m->fs);
    sx_session_lock(m->session);
    bool ok = sx_install_tarball(m->fs, tgz, tgz ? len : 0, max_bytes, nm, sizeof nm, ver, sizeof ver, err, sizeof err);
    if (m->session != NULL) { /* the tarball itself: the replay installs it again */
        cJSON *ev = sx_session_event("install");
        sx_session_add_bytes(ev, tgz, tgz ? len : 0, true);
        if (ok) cJSON_AddStringToObject(ev, "name", nm), cJSON_AddStringToObject(ev, "version", ver);
        else cJSON_AddStringToObject(ev, "error", err);
        sx_session_emit(m->session, ev);
    }
    sx_session_unlock(m->session);
    if (ok) {
        *name = strdup(nm);
        *version = strdup(ver);
    } else {
        *error = strdup(err);
    }
    return ok;
}

size_t secexec_machine_memory(const secexec_machine *m) {
    secexec_machine *mm = (secexec_machine *)m;
    size_t n = sizeof *m + sx_vfs_host_bytes(mm->fs) + sx_codecache_bytes(mm->code);
    pthread_mutex_lock(&mm->lock);
    for (secexec_context *c = mm->contexts; c != NULL; c = *sx_context_next(c)) n += secexec_vm_memory(c);
    pthread_mutex_unlock(&mm->lock);
    return n;
}

void sx_machine_context_event(secexec_machine *m, const char *op, uint64_t id, bool ok) {
    if (m->session == NULL) return;
    cJSON *ev = sx_session_event("context");
    cJSON_AddStringToObject(ev, "op", op);
    cJSON_AddNumberToObject(ev, "id", (double)id);
    cJSON_AddBoolToObject(ev, "ok", ok);
    sx_session_emit(m->session, ev);
}

secexec_context *secexec_context_new(secexec_machine *m) {
    if (m == NULL) return NULL;
    sx_session_lock(m->session);
    uint64_t id = ++m->next_context;
    secexec_context *c = sx_context_new(m, &m->opts, id);
    if (c != NULL) {
        pthread_mutex_lock(&m->lock);
        *sx_context_next(c) = m->contexts;
        m->contexts = c;
        pthread_mutex_unlock(&m->lock);
    }
    sx_machine_context_event(m, "create", id, c != NULL);
    sx_session_unlock(m->session);
    return c;
}

void secexec_context_free(secexec_context *c) {
    if (c == NULL) return;
    secexec_machine *m = sx_context_machine(c);
    if (m != NULL) {
        sx_session_lock(m->session);
        pthread_mutex_lock(&m->lock);
        for (secexec_context **pp = &m->contexts; *pp != NULL; pp = sx_context_next(*pp))
            if (*pp == c) {
                *pp = *sx_context_next(c);
                break;
            }
        pthread_mutex_unlock(&m->lock);
        sx_machine_context_event(m, "dispose", sx_context_id(c), true);
        sx_context_dispose(c);
        sx_session_unlock(m->session);
        return;
    }
    sx_context_dispose(c);
}

size_t secexec_machine_contexts(secexec_machine *m, secexec_context **out, size_t max) {
    if (m == NULL) return 0;
    pthread_mutex_lock(&m->lock);
    size_t n = 0;
    for (secexec_context *c = m->contexts; c != NULL; c = *sx_context_next(c)) n++;
    size_t i = n; /* the list is newest first: fill from the end */
    for (secexec_context *c = m->contexts; c != NULL; c = *sx_context_next(c)) {
        i--;
        if (i < max) out[i] = c;
    }
    pthread_mutex_unlock(&m->lock);
    return n;
}

uint64_t *sx_machine_next_context(secexec_machine *m) { return &m->next_context; }

secexec_context *sx_machine_add_context(secexec_machine *m, uint64_t id) {
    secexec_context *c = sx_context_new(m, &m->opts, id);
    if (c == NULL) return NULL;
    pthread_mutex_lock(&m->lock);
    *sx_context_next(c) = m->contexts;
    m->contexts = c;
    pthread_mutex_unlock(&m->lock);
    return c;
}

const secexec_options *sx_machine_options(const secexec_machine *m) { return &m->opts; }
