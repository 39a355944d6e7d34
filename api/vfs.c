/* vfs.c - a VM's in-memory filesystem: a tree of directories and byte files under quotas, one lock. */
#include "api/vfs.h"

#include "api/mount.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* One file or directory. A directory keeps its children sorted by name (binary search). */
typedef struct vnode {
    char *name; /* "" for the root */
    bool dir;
    struct vnode *parent;
    char *data; /* file bytes (NULL when empty) */
    size_t len;
    struct vnode **kids;
    size_t nkids, capkids;
    int64_t mtime_ms;
} vnode;

struct sx_vfs {
    pthread_mutex_t lock;
    vnode *root;
    size_t max_bytes, max_nodes;
    size_t bytes, nodes;                 /* file bytes and nodes (the root excluded) in use */
    size_t host_bytes;                   /* bookkeeping: names, node structures, child arrays, data */
    int64_t clock_ms;                    /* the VM's virtual clock: every mtime */
    sx_mount mounts[SECEXEC_MAX_MOUNTS]; /* host directories (api/mount.c) */
    size_t nmounts;
    size_t mount_written;      /* bytes written into read-write mounts (bounded by max_bytes) */
    struct sx_codecache *code; /* the machine's compiled modules (api/codecache.c), not owned */
    sx_vfs_tap tap;            /* a recorded or replayed session's view of the mounts (api/session.c) */
};

void sx_vfs_set_tap(sx_vfs *fs, const sx_vfs_tap *tap) { fs->tap = *tap; }

void sx_vfs_set_code_cache(sx_vfs *fs, struct sx_codecache *c) { fs->code = c; }
struct sx_codecache *sx_vfs_code_cache(sx_vfs *fs) {
    return fs->code;
}

/* The mount holding a normalised path (the longest guest path that is it or a parent of it),
 * and the rest of the path below it ("" for the mount's root). */
static const sx_mount *mount_of(const sx_vfs *fs, const char *norm, const char **rest) {
    const sx_mount *best = NULL;
    size_t best_len = 0;
    for (size_t i = 0; i < fs->nmounts; i++) {
        size_t n = strlen(fs->mounts[i].guest);
        if (n > best_len && strncmp(norm, fs->mounts[i].guest, n) == 0 && (norm[n] == 0 || norm[n] == '/')) {
            best = &fs->mounts[i];
            best_len = n;
        }
    }
    if (best != NULL) *rest = norm[best_len] == '/' ? norm + best_len + 1 : norm + best_len;
    return best;
}

/* An operation on a mount: asked of the host's directory (api/mount.c), or, replaying a recorded
 * session, of the trace; a recording or replaying session's tap sees it and its answer. */
static secexec_fs_error mount_call(sx_vfs *fs, const sx_mount *m, sx_vfs_op *op, const char *rest, const char *rest2) {
    secexec_fs_error e;
    if (fs->tap.answer != NULL) e = fs->tap.answer(fs->tap.ud, op);
    else if (strcmp(op->op, "read") == 0) e = sx_mount_read(m, rest, fs->max_bytes, op->data, op->len);
    else if (strcmp(op->op, "write") == 0)
        e = sx_mount_write(m, rest, op->in, op->in_len, op->flag, &fs->mount_written, fs->max_bytes);
    else if (strcmp(op->op, "stat") == 0) e = sx_mount_stat(m, rest, op->st);
    else if (strcmp(op->op, "readdir") == 0) e = sx_mount_readdir(m, rest, op->entries, op->count);
    else if (strcmp(op->op, "mkdir") == 0) e = sx_mount_mkdir(m, rest, op->flag);
    else if (strcmp(op->op, "remove") == 0) e = sx_mount_remove(m, rest, op->flag);
    else e = sx_mount_rename(m, rest, rest2);
    if (fs->tap.done != NULL) fs->tap.done(fs->tap.ud, op, e);
    return e;
}

/* ---------------------------------------------------------------------------------------------
 * Paths
 * ------------------------------------------------------------------------------------------- */

/* Join path to the working directory when relative, then resolve ".", ".." and repeated
 * slashes lexically: the result starts with '/' and has no trailing slash (except "/"). */
secexec_fs_error sx_vfs_normalize(const char *path, char *out) {
    if (path == NULL || path[0] == 0) return SECEXEC_FS_ENOENT;
    char joined[2 * SX_VFS_MAX_PATH + 2];
    size_t plen = strlen(path);
    if (plen > SX_VFS_MAX_PATH) return SECEXEC_FS_ENAMETOOLONG;
    if (path[0] == '/') memcpy(joined, path, plen + 1);
    else {
        memcpy(joined, SX_VFS_CWD "/", sizeof SX_VFS_CWD);
        memcpy(joined + sizeof SX_VFS_CWD, path, plen + 1);
    }
    size_t n = 0; /* out[0..n) is the resolved prefix, without a trailing slash */
    const char *p = joined;
    while (*p) {
        while (*p == '/') p++;
        const char *start = p;
        while (*p && *p != '/') p++;
        size_t len = (size_t)(p - start);
        if (len == 0 || (len == 1 && start[0] == '.')) continue;
        if (len == 2 && start[0] == '.' && start[1] == '.') {
            while (n > 0 && out[n - 1] != '/') n--;
            if (n > 0) n--; /* drop the slash too; at the root ".." stays there */
            continue;
        }
        if (len > SX_VFS_MAX_NAME || n + 1 + len > SX_VFS_MAX_PATH) return SECEXEC_FS_ENAMETOOLONG;
        out[n++] = '/';
        memcpy(out + n, start, len);
        n += len;
    }
    if (n == 0) out[n++] = '/';
    out[n] = 0;
    return SECEXEC_FS_OK;
}

/* ---------------------------------------------------------------------------------------------
 * Nodes
 * ------------------------------------------------------------------------------------------- */

/* The index of name among dir's children, or where it would go (*found false). */
static size_t find_kid(const vnode *dir, const char *name, size_t len, bool *found) {
    size_t lo = 0, hi = dir->nkids;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const char *k = dir->kids[mid]->name;
        int c = strncmp(k, name, len);
        if (c == 0) c = k[len] != 0; /* k is longer: it sorts after */
        if (c == 0) {
            *found = true;
            return mid;
        }
        if (c < 0) lo = mid + 1;
        else hi = mid;
    }
    *found = false;
    return lo;
}

static vnode *node_new(sx_vfs *fs, const char *name, size_t len, bool dir) {
    vnode *v = calloc(1, sizeof *v);
    char *nm = malloc(len + 1);
    if (v == NULL || nm == NULL) {
        free(v);
        free(nm);
        return NULL;
    }
    memcpy(nm, name, len);
    nm[len] = 0;
    v->name = nm;
    v->dir = dir;
    v->mtime_ms = fs->clock_ms;
    fs->host_bytes += sizeof *v + len + 1;
    return v;
}

static void node_free(sx_vfs *fs, vnode *v) {
    for (size_t i = 0; i < v->nkids; i++) node_free(fs, v->kids[i]);
    fs->host_bytes -= sizeof *v + strlen(v->name) + 1 + v->capkids * sizeof(vnode *) + v->len;
    if (v->parent != NULL) { /* the root is not counted */
        fs->bytes -= v->len;
        fs->nodes--;
    }
    free(v->kids);
    free(v->data);
    free(v->name);
    free(v);
}

/* Insert kid into dir at index i. False: out of host memory. */
static bool attach(sx_vfs *fs, vnode *dir, vnode *kid, size_t i) {
    if (dir->nkids == dir->capkids) {
        size_t cap = dir->capkids ? dir->capkids * 2 : 4;
        vnode **k = realloc(dir->kids, cap * sizeof *k);
        if (k == NULL) return false;
        fs->host_bytes += (cap - dir->capkids) * sizeof *k;
        dir->kids = k;
        dir->capkids = cap;
    }
    memmove(dir->kids + i + 1, dir->kids + i, (dir->nkids - i) * sizeof *dir->kids);
    dir->kids[i] = kid;
    dir->nkids++;
    kid->parent = dir;
    dir->mtime_ms = fs->clock_ms;
    return true;
}

static void detach(sx_vfs *fs, vnode *kid) {
    vnode *dir = kid->parent;
    bool found;
    size_t i = find_kid(dir, kid->name, strlen(kid->name), &found);
    if (!found) return;
    memmove(dir->kids + i, dir->kids + i + 1, (dir->nkids - i - 1) * sizeof *dir->kids);
    dir->nkids--;
    dir->mtime_ms = fs->clock_ms;
}

/* The node of a normalised path. *parent: the directory that holds (or would hold) the last
 * component, NULL when a component before it is missing; *last: that component. */
static secexec_fs_error walk(sx_vfs *fs, const char *norm, vnode **node, vnode **parent, const char **last) {
    vnode *cur = fs->root;
    *node = cur;
    *parent = NULL;
    *last = norm + 1;
    const char *p = norm + 1;
    while (*p) {
        const char *end = strchr(p, '/');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (!cur->dir) return *node = NULL, SECEXEC_FS_ENOTDIR;
        bool found;
        size_t i = find_kid(cur, p, len, &found);
        *parent = cur;
        *last = p;
        if (!found) {
            *node = NULL;
            if (end != NULL) *parent = NULL; /* a directory on the way is missing */
            return SECEXEC_FS_ENOENT;
        }
        cur = cur->kids[i];
        p = end ? end + 1 : p + len;
    }
    *node = cur;
    return SECEXEC_FS_OK;
}

/* ---------------------------------------------------------------------------------------------
 * Lifecycle
 * ------------------------------------------------------------------------------------------- */

sx_vfs *sx_vfs_new(size_t max_bytes, size_t max_nodes, int64_t clock_ms) {
    sx_vfs *fs = calloc(1, sizeof *fs);
    if (fs == NULL) return NULL;
    pthread_mutex_init(&fs->lock, NULL);
    fs->max_bytes = max_bytes;
    fs->max_nodes = max_nodes < 2 ? 2 : max_nodes;
    fs->clock_ms = clock_ms;
    fs->host_bytes = sizeof *fs;
    fs->root = node_new(fs, "", 0, true);
    if (fs->root == NULL || sx_vfs_mkdir(fs, SX_VFS_CWD, false) != SECEXEC_FS_OK) {
        sx_vfs_free(fs);
        return NULL;
    }
    return fs;
}

bool sx_vfs_mount(sx_vfs *fs, const char *host_path, const char *guest_path, bool read_only) {
    char norm[SX_VFS_MAX_PATH + 1];
    if (fs->nmounts >= SECEXEC_MAX_MOUNTS || host_path == NULL || guest_path == NULL || guest_path[0] != '/' ||
        sx_vfs_normalize(guest_path, norm) != SECEXEC_FS_OK || strcmp(norm, "/") == 0)
        return false;
    /* the mount point shows in its parent's listing */
    secexec_fs_error e = sx_vfs_mkdir(fs, norm, true);
    if (e != SECEXEC_FS_OK) return false;
    if (!sx_mount_open(&fs->mounts[fs->nmounts], host_path, norm, read_only)) return false;
    fs->nmounts++;
    return true;
}

bool sx_vfs_mount_virtual(sx_vfs *fs, const char *guest_path, bool read_only) {
    char norm[SX_VFS_MAX_PATH + 1];
    if (fs->nmounts >= SECEXEC_MAX_MOUNTS || guest_path == NULL || guest_path[0] != '/' ||
        sx_vfs_normalize(guest_path, norm) != SECEXEC_FS_OK || strcmp(norm, "/") == 0 ||
        sx_vfs_mkdir(fs, norm, true) != SECEXEC_FS_OK)
        return false;
    sx_mount *m = &fs->mounts[fs->nmounts];
    *m = (sx_mount){.guest = strdup(norm), .dirfd = -1, .read_only = read_only};
    if (m->guest == NULL) return false;
    fs->nmounts++;
    return true;
}

void sx_vfs_free(sx_vfs *fs) {
    if (fs == NULL) return;
    for (size_t i = 0; i < fs->nmounts; i++) sx_mount_close(&fs->mounts[i]);
    if (fs->root) node_free(fs, fs->root);
    pthread_mutex_destroy(&fs->lock);
    free(fs);
}

/* ---------------------------------------------------------------------------------------------
 * Operations (each takes the lock)
 * ------------------------------------------------------------------------------------------- */

static secexec_fs_error write_locked(sx_vfs *fs, const char *norm, const void *data, size_t len, bool append) {
    vnode *node, *parent;
    const char *last;
    secexec_fs_error e = walk(fs, norm, &node, &parent, &last);
    if (e == SECEXEC_FS_OK && node->dir) return SECEXEC_FS_EISDIR;
    if (e != SECEXEC_FS_OK && (e != SECEXEC_FS_ENOENT || parent == NULL)) return e;
    size_t old = node ? node->len : 0, total = append ? old + len : len;
    if (total < len || (total > old && total - old > fs->max_bytes - fs->bytes)) return SECEXEC_FS_ENOSPC;
    if (node == NULL && fs->nodes + 1 > fs->max_nodes) return SECEXEC_FS_ENOSPC;
    char *buf = NULL;
    if (total > 0) {
        buf = malloc(total);
        if (buf == NULL) return SECEXEC_FS_ENOMEM;
        if (append && old) memcpy(buf, node->data, old);
        if (len) memcpy(buf + (append ? old : 0), data, len);
    }
    if (node == NULL) {
        bool found;
        size_t i = find_kid(parent, last, strlen(last), &found);
        node = node_new(fs, last, strlen(last), false);
        if (node == NULL || !attach(fs, parent, node, i)) {
            if (node) node_free(fs, node);
            free(buf);
            return SECEXEC_FS_ENOMEM;
        }
        fs->nodes++;
    }
    free(node->data);
    node->data = buf;
    fs->bytes = fs->bytes - old + total;
    fs->host_bytes = fs->host_bytes - old + total;
    node->len = total;
    node->mtime_ms = fs->clock_ms;
    return SECEXEC_FS_OK;
}

secexec_fs_error sx_vfs_write(sx_vfs *fs, const char *path, const void *data, size_t len, bool append) {
    char norm[SX_VFS_MAX_PATH + 1];
    secexec_fs_error e = sx_vfs_normalize(path, norm);
    if (e != SECEXEC_FS_OK) return e;
    const char *rest;
    const sx_mount *m = mount_of(fs, norm, &rest);
    pthread_mutex_lock(&fs->lock);
    sx_vfs_op op = {.op = "write", .path = norm, .flag = append, .in = data, .in_len = len};
    e = m ? mount_call(fs, m, &op, rest, NULL) : write_locked(fs, norm, data, len, append);
    pthread_mutex_unlock(&fs->lock);
    return e;
}

secexec_fs_error sx_vfs_read(sx_vfs *fs, const char *path, char **data, size_t *len) {
    char norm[SX_VFS_MAX_PATH + 1];
    secexec_fs_error e = sx_vfs_normalize(path, norm);
    if (e != SECEXEC_FS_OK) return e;
    vnode *node, *parent;
    const char *last;
    const sx_mount *m = mount_of(fs, norm, &last);
    if (m != NULL)
        return mount_call(fs, m, &(sx_vfs_op){.op = "read", .path = norm, .data = data, .len = len}, last, NULL);
    pthread_mutex_lock(&fs->lock);
    e = walk(fs, norm, &node, &parent, &last);
    if (e == SECEXEC_FS_OK && node->dir) e = SECEXEC_FS_EISDIR;
    if (e == SECEXEC_FS_OK) {
        *data = malloc(node->len + 1);
        if (*data == NULL) e = SECEXEC_FS_ENOMEM;
        else {
            if (node->len) memcpy(*data, node->data, node->len);
            (*data)[node->len] = 0;
            *len = node->len;
        }
    }
    pthread_mutex_unlock(&fs->lock);
    return e;
}

secexec_fs_error sx_vfs_stat(sx_vfs *fs, const char *path, secexec_fs_stat *st) {
    char norm[SX_VFS_MAX_PATH + 1];
    secexec_fs_error e = sx_vfs_normalize(path, norm);
    if (e != SECEXEC_FS_OK) return e;
    vnode *node, *parent;
    const char *last;
    const sx_mount *m = mount_of(fs, norm, &last);
    if (m != NULL) return mount_call(fs, m, &(sx_vfs_op){.op = "stat", .path = norm, .st = st}, last, NULL);
    pthread_mutex_lock(&fs->lock);
    e = walk(fs, norm, &node, &parent, &last);
    if (e == SECEXEC_FS_OK) {
        st->is_directory = node->dir;
        st->size = node->dir ? 4096 : node->len; /* a directory's size as ext4 reports it */
        st->mtime_ms = node->mtime_ms;
    }
    pthread_mutex_unlock(&fs->lock);
    return e;
}

static secexec_fs_error mkdir_locked(sx_vfs *fs, const char *norm, bool recursive) {
    vnode *node, *parent;
    const char *last;
    secexec_fs_error e = walk(fs, norm, &node, &parent, &last);
    if (e == SECEXEC_FS_OK) return recursive && node->dir ? SECEXEC_FS_OK : SECEXEC_FS_EEXIST;
    if (e != SECEXEC_FS_ENOENT) return e;
    if (parent == NULL) {
        if (!recursive) return SECEXEC_FS_ENOENT;
        char up[SX_VFS_MAX_PATH + 1];
        strcpy(up, norm);
        *strrchr(up, '/') = 0;
        if ((e = mkdir_locked(fs, up, true)) != SECEXEC_FS_OK) return e;
        if ((e = walk(fs, norm, &node, &parent, &last)) != SECEXEC_FS_ENOENT || parent == NULL)
            return e == SECEXEC_FS_OK ? SECEXEC_FS_EEXIST : e;
    }
    if (fs->nodes + 1 > fs->max_nodes) return SECEXEC_FS_ENOSPC;
    bool found;
    size_t i = find_kid(parent, last, strlen(last), &found);
    vnode *d = node_new(fs, last, strlen(last), true);
    if (d == NULL || !attach(fs, parent, d, i)) {
        if (d) {
            d->parent = NULL;
            node_free(fs, d);
        }
        return SECEXEC_FS_ENOMEM;
    }
    fs->nodes++;
    return SECEXEC_FS_OK;
}

secexec_fs_error sx_vfs_mkdir(sx_vfs *fs, const char *path, bool recursive) {
    char norm[SX_VFS_MAX_PATH + 1];
    secexec_fs_error e = sx_vfs_normalize(path, norm);
    if (e != SECEXEC_FS_OK) return e;
    const char *rest;
    const sx_mount *m = mount_of(fs, norm, &rest);
    if (m != NULL) return mount_call(fs, m, &(sx_vfs_op){.op = "mkdir", .path = norm, .flag = recursive}, rest, NULL);
    pthread_mutex_lock(&fs->lock);
    e = mkdir_locked(fs, norm, recursive);
    pthread_mutex_unlock(&fs->lock);
    return e;
}

secexec_fs_error sx_vfs_remove(sx_vfs *fs, const char *path, bool recursive) {
    char norm[SX_VFS_MAX_PATH + 1];
    secexec_fs_error e = sx_vfs_normalize(path, norm);
    if (e != SECEXEC_FS_OK) return e;
    vnode *node, *parent;
    const char *last;
    const sx_mount *m = mount_of(fs, norm, &last);
    if (m != NULL) return mount_call(fs, m, &(sx_vfs_op){.op = "remove", .path = norm, .flag = recursive}, last, NULL);
    pthread_mutex_lock(&fs->lock);
    e = walk(fs, norm, &node, &parent, &last);
    if (e == SECEXEC_FS_OK && (node == fs->root || strcmp(norm, SX_VFS_CWD) == 0)) e = SECEXEC_FS_EBUSY;
    else if (e == SECEXEC_FS_OK && node->dir && !recursive && node->nkids > 0) e = SECEXEC_FS_ENOTEMPTY;
    if (e == SECEXEC_FS_OK) {
        detach(fs, node);
        node_free(fs, node);
    }
    pthread_mutex_unlock(&fs->lock);
    return e;
}

static secexec_fs_error rename_locked(sx_vfs *fs, const char *from, const char *to) {
    vnode *src, *sp, *dst, *dp;
    const char *slast, *dlast;
    secexec_fs_error e = walk(fs, from, &src, &sp, &slast);
    if (e != SECEXEC_FS_OK) return e;
    if (src == fs->root || strcmp(from, SX_VFS_CWD) == 0) return SECEXEC_FS_EBUSY;
    e = walk(fs, to, &dst, &dp, &dlast);
    if (e != SECEXEC_FS_OK && (e != SECEXEC_FS_ENOENT || dp == NULL)) return e;
    if (dst == src) return SECEXEC_FS_OK;
    size_t flen = strlen(from);
    if (strncmp(to, from, flen) == 0 && to[flen] == '/') return SECEXEC_FS_EINVAL; /* into itself */
    if (dst != NULL) {
        if (dst == fs->root || strcmp(to, SX_VFS_CWD) == 0) return SECEXEC_FS_EBUSY;
        if (src->dir && !dst->dir) return SECEXEC_FS_ENOTDIR;
        if (!src->dir && dst->dir) return SECEXEC_FS_EISDIR;
        if (dst->dir && dst->nkids > 0) return SECEXEC_FS_ENOTEMPTY;
    }
    size_t nlen = strlen(dlast);
    char *name = malloc(nlen + 1);
    if (name == NULL) return SECEXEC_FS_ENOMEM;
    memcpy(name, dlast, nlen + 1);
    if (dst != NULL) { /* replaced: gone first (its slot is where src goes) */
        detach(fs, dst);
        node_free(fs, dst);
    }
    detach(fs, src);
    fs->host_bytes = fs->host_bytes - strlen(src->name) + nlen;
    free(src->name);
    src->name = name;
    bool found;
    size_t i = find_kid(dp, name, nlen, &found);
    if (!attach(fs, dp, src, i)) { /* cannot happen after a detach freed a slot, unless dp grew */
        src->parent = NULL;
        fs->bytes -= src->len;
        fs->nodes--;
        node_free(fs, src);
        return SECEXEC_FS_ENOMEM;
    }
    return SECEXEC_FS_OK;
}

secexec_fs_error sx_vfs_rename(sx_vfs *fs, const char *from, const char *to) {
    char a[SX_VFS_MAX_PATH + 1], b[SX_VFS_MAX_PATH + 1];
    secexec_fs_error e = sx_vfs_normalize(from, a);
    if (e == SECEXEC_FS_OK) e = sx_vfs_normalize(to, b);
    if (e != SECEXEC_FS_OK) return e;
    const char *ra, *rb;
    const sx_mount *ma = mount_of(fs, a, &ra), *mb = mount_of(fs, b, &rb);
    if (ma != NULL && ma == mb) return mount_call(fs, ma, &(sx_vfs_op){.op = "rename", .path = a, .to = b}, ra, rb);
    if (ma != NULL || mb != NULL) return SECEXEC_FS_EXDEV; /* between a mount and the rest */
    pthread_mutex_lock(&fs->lock);
    e = rename_locked(fs, a, b);
    pthread_mutex_unlock(&fs->lock);
    return e;
}

secexec_fs_error sx_vfs_readdir(sx_vfs *fs, const char *path, secexec_fs_dirent **entries, size_t *count) {
    char norm[SX_VFS_MAX_PATH + 1];
    secexec_fs_error e = sx_vfs_normalize(path, norm);
    if (e != SECEXEC_FS_OK) return e;
    vnode *node, *parent;
    const char *last;
    *entries = NULL;
    *count = 0;
    const sx_mount *m = mount_of(fs, norm, &last);
    if (m != NULL)
        return mount_call(fs, m, &(sx_vfs_op){.op = "readdir", .path = norm, .entries = entries, .count = count}, last,
                          NULL);
    pthread_mutex_lock(&fs->lock);
    e = walk(fs, norm, &node, &parent, &last);
    if (e == SECEXEC_FS_OK && !node->dir) e = SECEXEC_FS_ENOTDIR;
    if (e == SECEXEC_FS_OK && node->nkids > 0) {
        secexec_fs_dirent *list = calloc(node->nkids, sizeof *list);
        for (size_t i = 0; list != NULL && i < node->nkids; i++) {
            list[i].is_directory = node->kids[i]->dir;
            if ((list[i].name = strdup(node->kids[i]->name)) == NULL) {
                secexec_fs_dirents_free(list, i);
                list = NULL;
            }
        }
        if (list == NULL) e = SECEXEC_FS_ENOMEM;
        else {
            *entries = list;
            *count = node->nkids;
        }
    }
    pthread_mutex_unlock(&fs->lock);
    return e;
}

void sx_vfs_usage(sx_vfs *fs, size_t *bytes, size_t *nodes) {
    pthread_mutex_lock(&fs->lock);
    *bytes = fs->bytes;
    *nodes = fs->nodes;
    pthread_mutex_unlock(&fs->lock);
}

size_t sx_vfs_max_bytes(const sx_vfs *fs) { return fs->max_bytes; }

size_t sx_vfs_host_bytes(sx_vfs *fs) {
    pthread_mutex_lock(&fs->lock);
    size_t n = fs->host_bytes;
    pthread_mutex_unlock(&fs->lock);
    return n;
}

void secexec_fs_dirents_free(secexec_fs_dirent *entries, size_t count) {
    for (size_t i = 0; entries != NULL && i < count; i++) free((char *)entries[i].name);
    free(entries);
}

/* ---------------------------------------------------------------------------------------------
 * Hibernation (api/hibernate.c): the tree as a list of nodes, and back
 * ------------------------------------------------------------------------------------------- */

/* path holds the node's path (len bytes); visit it, then its children in their sorted order. */
static bool each_node(const vnode *v, char *path, size_t len, sx_vfs_visit fn, void *ud) {
    if (v->parent != NULL && !fn(ud, path, v->dir, v->data, v->len, v->mtime_ms)) return false;
    for (size_t i = 0; i < v->nkids; i++) {
        size_t n = strlen(v->kids[i]->name);
        if (len + 1 + n > SX_VFS_MAX_PATH) return false; /* cannot happen: paths are checked when made */
        path[len] = '/';
        memcpy(path + len + 1, v->kids[i]->name, n + 1);
        if (!each_node(v->kids[i], path, len + 1 + n, fn, ud)) return false;
        path[len] = 0;
    }
    return true;
}

bool sx_vfs_each(sx_vfs *fs, sx_vfs_visit fn, void *ud) {
    char path[SX_VFS_MAX_PATH + 1] = "";
    pthread_mutex_lock(&fs->lock);
    bool ok = each_node(fs->root, path, 0, fn, ud);
    pthread_mutex_unlock(&fs->lock);
    return ok;
}

secexec_fs_error sx_vfs_restore_node(sx_vfs *fs, const char *norm, bool dir, const void *data, size_t len,
                                     int64_t mtime_ms) {
    char check[SX_VFS_MAX_PATH + 1];
    secexec_fs_error e = sx_vfs_normalize(norm, check);
    if (e != SECEXEC_FS_OK) return e;
    if (strcmp(check, norm) != 0 || strcmp(norm, "/") == 0) return SECEXEC_FS_EINVAL; /* not in normal form */
    vnode *node, *parent;
    const char *last;
    pthread_mutex_lock(&fs->lock);
    e = walk(fs, norm, &node, &parent, &last);
    if (e == SECEXEC_FS_OK) e = dir && node->dir ? SECEXEC_FS_OK : SECEXEC_FS_EEXIST; /* e.g. /workspace */
    else if (e == SECEXEC_FS_ENOENT && parent != NULL)
        e = dir ? mkdir_locked(fs, norm, false) : write_locked(fs, norm, data, len, false);
    if (e == SECEXEC_FS_OK && walk(fs, norm, &node, &parent, &last) == SECEXEC_FS_OK) node->mtime_ms = mtime_ms;
    pthread_mutex_unlock(&fs->lock);
    return e;
}
