/* hibernate.c - a whole idle machine (files and contexts) as sealed bytes, and a machine made from such bytes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/machine.h"
#include "api/session.h"
#include "api/snapshot.h"

/*
 * The payload inside the "SECEXMCH" envelope (api/snapshot.c's sx_api_seal: version, build hash,
 * XXH3-64, optional HMAC-SHA256), all integers little-endian:
 *
 *   i64 the machine's clock (options.clock_ms: every call's Date.now() starts there, every mtime)
 *   u64 the machine's random seed (options.random_seed: each new context's Math.random)
 *   u32 node count, then per node (parents before children, children sorted by name):
 *       u8 kind (0 file, 1 directory), u32 path length, the normalised absolute path,
 *       i64 mtime (ms), and for a file: u64 length, the bytes
 *   u64 the number the next context would get
 *   u32 context count, then per context (in creation order):
 *       u64 its number, u64 length, its state as a sealed unkeyed "SECEXSNP" snapshot (api/vm.c)
 *
 * The outer checksum (and HMAC) covers the contexts' bytes: they carry no key of their own.
 * The clock and the seed are the machine's own (the guest saw them): the restoring host's options
 * give the rest (limits, host functions, quotas, mounts, network, key) but not these two.
 * Mounts are host directories: only their mount points (empty directories) are in the tree, and
 * the host gives the mounts again when it restores. The reader trusts nothing: every count and
 * length against the bytes left, every path in normal form with its parent present, every file
 * under the restoring host's quotas, contexts numbered in increasing order, and each context's
 * snapshot through the full snapshot loader.
 */

#define SX_MACHINE_VERSION 1u

/* -- writing -- */

typedef struct buf {
    uint8_t *p;
    size_t len, cap;
    bool failed;
} buf;

static void put(buf *b, const void *p, size_t n) {
    if (b->failed) return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + n) cap *= 2;
        uint8_t *q = realloc(b->p, cap);
        if (q == NULL) {
            b->failed = true;
            return;
        }
        b->p = q;
        b->cap = cap;
    }
    if (n) memcpy(b->p + b->len, p, n);
    b->len += n;
}

static void put_u(buf *b, uint64_t v, int n) {
    uint8_t t[8];
    for (int i = 0; i < n; i++) t[i] = (uint8_t)(v >> (8 * i));
    put(b, t, (size_t)n);
}

typedef struct node_writer {
    buf *b;
    uint32_t count;
} node_writer;

static bool write_node(void *ud, const char *path, bool dir, const char *data, size_t len, int64_t mtime_ms) {
    node_writer *w = ud;
    size_t plen = strlen(path);
    put_u(w->b, dir ? 1 : 0, 1);
    put_u(w->b, plen, 4);
    put(w->b, path, plen);
    put_u(w->b, (uint64_t)mtime_ms, 8);
    if (!dir) {
        put_u(w->b, len, 8);
        put(w->b, data, len);
    }
    w->count++;
    return !w->b->failed;
}

static bool write_contexts(secexec_machine *m, buf *b, char *err, size_t n) {
    size_t count = secexec_machine_contexts(m, NULL, 0);
    secexec_context **list = calloc(count ? count : 1, sizeof *list);
    if (list == NULL) return snprintf(err, n, "host out of memory"), false;
    count = secexec_machine_contexts(m, list, count); /* the caller keeps the machine idle */
    put_u(b, *sx_machine_next_context(m), 8);
    put_u(b, count, 4);
    bool ok = true;
    for (size_t i = 0; ok && i < count; i++) {
        unsigned char *bytes;
        size_t len;
        ok = sx_context_save(list[i], NULL, &bytes, &len, err, n);
        if (ok) {
            put_u(b, sx_context_id(list[i]), 8);
            put_u(b, len, 8);
            put(b, bytes, len);
            free(bytes);
        }
    }
    free(list);
    return ok;
}

bool secexec_machine_hibernate(secexec_machine *m, const secexec_options *opts, unsigned char **out, size_t *len,
                               char *err, size_t errsize) {
    *out = NULL;
    *len = 0;
    if (m == NULL) return snprintf(err, errsize, "no machine"), false;
    if (sx_machine_session(m) != NULL)
        return snprintf(err, errsize, "a machine that records or replays a session cannot be hibernated"), false;
    secexec_process_info info[1];
    size_t nprocs = secexec_process_list(m, info, 1);
    if (nprocs > 0)
        return snprintf(err, errsize,
                        "the machine has processes not yet waited for: wait for them (or kill and wait) before "
                        "hibernating it"),
               false;
    buf b = {0};
    node_writer w = {&b, 0};
    const secexec_options *mo = sx_machine_options(m);
    put_u(&b, (uint64_t)mo->clock_ms, 8);
    put_u(&b, mo->random_seed, 8);
    put_u(&b, 0, 4); /* the node count, filled in below */
    if (!sx_vfs_each(sx_machine_vfs(m), write_node, &w) || b.failed) {
        free(b.p);
        return snprintf(err, errsize, "host out of memory"), false;
    }
    for (int i = 0; i < 4; i++) b.p[16 + i] = (uint8_t)(w.count >> (8 * i));
    bool ok = write_contexts(m, &b, err, errsize);
    if (ok && b.failed) ok = false, snprintf(err, errsize, "host out of memory");
    if (ok) ok = sx_api_seal(SX_MACHINE_MAGIC, SX_MACHINE_VERSION, b.p, b.len, opts, out, len, err, errsize);
    free(b.p);
    return ok;
}

/* -- reading -- */

typedef struct reader {
    const uint8_t *p;
    size_t left;
} reader;

static bool take(reader *r, size_t n, const uint8_t **at) {
    if (n > r->left) return false;
    *at = r->p;
    r->p += n;
    r->left -= n;
    return true;
}

static bool take_u(reader *r, int n, uint64_t *v) {
    const uint8_t *at;
    if (!take(r, (size_t)n, &at)) return false;
    *v = 0;
    for (int i = 0; i < n; i++) *v |= (uint64_t)at[i] << (8 * i);
    return true;
}

#define CORRUPT(...) (snprintf(err, n, "hibernated VM is corrupt: " __VA_ARGS__), false)

static bool read_nodes(reader *r, sx_vfs *fs, char *err, size_t n) {
    uint64_t count;
    if (!take_u(r, 4, &count)) return CORRUPT("truncated before its files");
    for (uint64_t i = 0; i < count; i++) {
        uint64_t kind, plen, mtime, len = 0;
        const uint8_t *path, *data = NULL;
        if (!take_u(r, 1, &kind) || !take_u(r, 4, &plen) || !take(r, plen, &path) || !take_u(r, 8, &mtime) ||
            (kind == 0 && (!take_u(r, 8, &len) || !take(r, len, &data))))
            return CORRUPT("truncated in file entry %llu", (unsigned long long)i);
        if (kind > 1) return CORRUPT("file entry %llu has an unknown kind", (unsigned long long)i);
        if (plen == 0 || plen > SX_VFS_MAX_PATH || memchr(path, 0, plen) != NULL)
            return CORRUPT("file entry %llu has an invalid path", (unsigned long long)i);
        char norm[SX_VFS_MAX_PATH + 1];
        memcpy(norm, path, plen);
        norm[plen] = 0;
        secexec_fs_error e = sx_vfs_restore_node(fs, norm, kind == 1, data, len, (int64_t)mtime);
        if (e == SECEXEC_FS_ENOSPC)
            return snprintf(err, n,
                            "the hibernated VM's files do not fit this VM's quotas (maxFsBytes, maxFsFiles) at "
                            "'%.300s': restore it with larger ones",
                            norm),
                   false;
        if (e != SECEXEC_FS_OK)
            return CORRUPT("file entry '%.300s': %s (%s)", norm, secexec_fs_error_code(e), secexec_fs_error_message(e));
    }
    return true;
}

static bool read_contexts(reader *r, secexec_machine *m, char *err, size_t n) {
    uint64_t next, count, last = 0;
    if (!take_u(r, 8, &next) || !take_u(r, 4, &count)) return CORRUPT("truncated before its contexts");
    if (next > (1ull << 53)) return CORRUPT("its context counter is out of range");
    for (uint64_t i = 0; i < count; i++) {
        uint64_t id, len;
        const uint8_t *bytes;
        if (!take_u(r, 8, &id) || !take_u(r, 8, &len) || !take(r, len, &bytes))
            return CORRUPT("truncated in context %llu", (unsigned long long)i);
        if (id <= last || id > next) return CORRUPT("context %llu is numbered out of order", (unsigned long long)i);
        last = id;
        secexec_context *c = sx_machine_add_context(m, id);
        if (c == NULL)
            return snprintf(err, n, "context %llu cannot be made: out of memory, or the memory limit is too small",
                            (unsigned long long)i),
                   false;
        char why[400];
        if (!sx_context_load(c, bytes, len, NULL, why, sizeof why)) /* unkeyed: the outer seal covers it */
            return CORRUPT("context %llu: %s", (unsigned long long)i, why);
    }
    *sx_machine_next_context(m) = next;
    if (r->left != 0) return CORRUPT("%zu bytes follow its last context", r->left);
    return true;
}

secexec_machine *secexec_machine_restore(const unsigned char *bytes, size_t len, const secexec_options *opts,
                                         const secexec_machine_options *mopts, char *err, size_t n) {
    const uint8_t *payload;
    size_t plen;
    if (!sx_api_unseal(SX_MACHINE_MAGIC, SX_MACHINE_VERSION, bytes, len, opts, &payload, &plen, err, n)) return NULL;
    if (opts != NULL && (opts->record != NULL))
        return snprintf(err, n,
                        "a restored machine cannot record a session (its trace would not start at its "
                        "beginning)"),
               NULL;
    reader r = {payload, plen};
    uint64_t clock, seed;
    if (!take_u(&r, 8, &clock) || !take_u(&r, 8, &seed))
        return snprintf(err, n, "hibernated VM is corrupt: truncated before its clock"), NULL;
    secexec_options own;
    if (opts != NULL) own = *opts;
    else secexec_options_init(&own);
    own.clock_ms = (int64_t)clock;
    own.random_seed = seed;
    if (own.clock_ms < -8640000000000000LL || own.clock_ms > 8640000000000000LL)
        return snprintf(err, n, "hibernated VM is corrupt: its clock is outside the Date range"), NULL;
    secexec_machine *m = secexec_machine_new(&own, mopts);
    if (m == NULL)
        return snprintf(err, n, "the machine cannot be made: a mount's host path cannot be opened, or out of memory"),
               NULL;
    if (!read_nodes(&r, sx_machine_vfs(m), err, n) || !read_contexts(&r, m, err, n)) {
        secexec_machine_free(m);
        return NULL;
    }
    return m;
}
