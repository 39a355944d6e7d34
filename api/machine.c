/* machine.c - VMs that outlast a call (the protocol's "VM"): a filesystem, options and contexts. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/codecache.h"
#include "api/machine.h"
#include "api/network.h"
#include "api/process.h"
#include "api/tarball.h"
#include "api/run.h"
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
};

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

secexec_machine *secexec_machine_new(const secexec_options *opts, const secexec_machine_options *mopts) {
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
            !sx_vfs_mount(m->fs, mt->host_path, mt->guest_path, mt->read_only))
            failed = true;
    }
    if (m->fs == NULL || failed) {
        secexec_machine_free(m);
        return NULL;
    }
    return m;
}

void secexec_machine_free(secexec_machine *m) {
    if (m == NULL) return;
    sx_procs_free(m->procs); /* kills the running processes and waits for them */
    while (m->contexts != NULL) {
        secexec_context *c = m->contexts;
        m->contexts = *sx_context_next(c);
        sx_context_dispose(c);
    }
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
 * its processes'). */
static secexec_result *run_with(secexec_machine *m, const secexec_options *base, const char *src, size_t len,
                                bool evaluate, const char *filename, secexec_cancel *cancel) {
    uint64_t start = sx_clock_ns();
    uint64_t timeout_ms;
    sx_limits limits = sx_api_limits(base, &timeout_ms);
    sx_vm *vm = sx_vm_new(&limits);
    if (vm == NULL) return sx_api_no_vm_result(limits.max_memory, start);
    secexec_options o = *base;
    if (filename != NULL) o.filename = filename;
    if (cancel != NULL) o.cancel = cancel; /* a process's or a request's own handle */
    sx_api_call call = {
        .opts = &o, .evaluate = evaluate, .inputs_json = o.inputs_json, .fs = m->fs, .prelude = sx_machine_prelude(m)};
    secexec_result *r = sx_api_run_in(vm, src, len, &call, start);
    sx_vm_free(vm);
    return sx_api_finish(r, start);
}

secexec_result *sx_machine_run(secexec_machine *m, const char *src, size_t len, bool evaluate, const char *filename,
                               secexec_cancel *cancel) {
    return run_with(m, &m->opts, src, len, evaluate, filename, cancel);
}

secexec_result *sx_machine_run_process(secexec_machine *m, const char *src, size_t len, const char *filename,
                                       secexec_cancel *cancel) {
    return run_with(m, &m->proc_opts, src, len, false, filename, cancel);
}

secexec_result *secexec_machine_evaluate(secexec_machine *m, const char *s, size_t n) {
    return sx_machine_run(m, s, s ? n : 0, true, NULL, NULL);
}
secexec_result *secexec_machine_execute(secexec_machine *m, const char *s, size_t n) {
    return sx_machine_run(m, s, s ? n : 0, false, NULL, NULL);
}

secexec_result *secexec_machine_run_cancellable(secexec_machine *m, const char *s, size_t n, bool evaluate,
                                                secexec_cancel *cancel) {
    return sx_machine_run(m, s, s ? n : 0, evaluate, NULL, cancel);
}
secexec_result *secexec_machine_run_with(secexec_machine *m, const char *s, size_t n, bool evaluate,
                                         const secexec_call_options *co) {
    if (co == NULL) return sx_machine_run(m, s, s ? n : 0, evaluate, NULL, NULL);
    secexec_options o = m->opts; /* a copy: the machine's options stay as they are */
    if (co->inputs_json != NULL) o.inputs_json = co->inputs_json;
    o.output = co->output;
    o.output_user_data = co->output_user_data;
    return run_with(m, &o, s, s ? n : 0, evaluate, NULL, co->cancel);
}
secexec_result *secexec_machine_execute_file_cancellable(secexec_machine *m, const char *path, secexec_cancel *cancel) {
    return sx_machine_run_file(m, path, cancel, false);
}

secexec_result *secexec_machine_execute_file(secexec_machine *m, const char *path) {
    return sx_machine_run_file(m, path, NULL, false);
}

secexec_result *sx_machine_run_file(secexec_machine *m, const char *path, secexec_cancel *cancel, bool process) {
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
    secexec_result *r =
        process ? sx_machine_run_process(m, src, len, norm, cancel) : sx_machine_run(m, src, len, false, norm, cancel);
    free(src);
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
    secexec_check_result *r = sx_machine_check_modules(m, s ? s : "", s ? n : 0, co.filename, co.declarations);
    free(decls);
    free(all);
    return r;
}

secexec_check_result *secexec_machine_check_with(secexec_machine *m, const char *s, size_t n,
                                                 const char *declarations) {
    const char *filename = m->opts.filename ? m->opts.filename : "main.ts";
    return sx_machine_check_modules(m, s ? s : "", s ? n : 0, filename, declarations);
}

secexec_fs_error secexec_machine_write_file(secexec_machine *m, const char *path, const void *data, size_t len) {
    return sx_vfs_write(m->fs, path, data, len, false);
}
secexec_fs_error secexec_machine_read_file(secexec_machine *m, const char *path, char **data, size_t *len) {
    return sx_vfs_read(m->fs, path, data, len);
}
secexec_fs_error secexec_machine_readdir(secexec_machine *m, const char *path, secexec_fs_dirent **entries,
                                         size_t *count) {
    return sx_vfs_readdir(m->fs, path, entries, count);
}
secexec_fs_error secexec_machine_stat(secexec_machine *m, const char *path, secexec_fs_stat *st) {
    return sx_vfs_stat(m->fs, path, st);
}
secexec_fs_error secexec_machine_mkdir(secexec_machine *m, const char *path, bool recursive) {
    return sx_vfs_mkdir(m->fs, path, recursive);
}
secexec_fs_error secexec_machine_remove(secexec_machine *m, const char *path, bool recursive) {
    return sx_vfs_remove(m->fs, path, recursive);
}

bool secexec_machine_install_package(secexec_machine *m, const void *tgz, size_t len, char **name, char **version,
                                     char **error) {
    char nm[256], ver[64], err[512] = "";
    *name = *version = *error = NULL;
    size_t max_bytes, used, nodes;
    sx_vfs_usage(m->fs, &used, &nodes);
    max_bytes = sx_vfs_max_bytes(m->fs);
    bool ok = sx_install_tarball(m->fs, tgz, tgz ? len : 0, max_bytes, nm, sizeof nm, ver, sizeof ver, err, sizeof err);
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

secexec_context *secexec_context_new(secexec_machine *m) {
    if (m == NULL) return NULL;
    secexec_context *c = sx_context_new(m, &m->opts);
    if (c == NULL) return NULL;
    pthread_mutex_lock(&m->lock);
    *sx_context_next(c) = m->contexts;
    m->contexts = c;
    pthread_mutex_unlock(&m->lock);
    return c;
}

void secexec_context_free(secexec_context *c) {
    if (c == NULL) return;
    secexec_machine *m = sx_context_machine(c);
    if (m != NULL) {
        pthread_mutex_lock(&m->lock);
        for (secexec_context **pp = &m->contexts; *pp != NULL; pp = sx_context_next(*pp))
            if (*pp == c) {
                *pp = *sx_context_next(c);
                break;
            }
        pthread_mutex_unlock(&m->lock);
    }
    sx_context_dispose(c);
}
