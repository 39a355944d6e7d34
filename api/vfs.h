/* vfs.h - a VM's in-memory filesystem: a tree of directories and byte files under quotas, one lock. */
#ifndef SECEXEC_API_VFS_H
#define SECEXEC_API_VFS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "secexec.h"

/*
 * Paths are POSIX text. A relative path is taken from the working directory /workspace. Each
 * path is resolved lexically ("." dropped, ".." removes the previous component, and ".." at
 * the root stays at the root), so no path names anything outside the tree: the tree is all
 * there is. Files hold bytes in host memory; the quotas bound them (bytes of all files, and the
 * number of files and directories). Every operation takes the filesystem's lock, so contexts of
 * one VM may use it from several threads at once.
 */

typedef struct sx_vfs sx_vfs;

#define SX_VFS_CWD "/workspace"
#define SX_VFS_MAX_PATH 4096 /* bytes of a normalised path (ENAMETOOLONG beyond) */
#define SX_VFS_MAX_NAME 255  /* bytes of one component */

sx_vfs *sx_vfs_new(size_t max_bytes, size_t max_nodes, int64_t clock_ms);
void sx_vfs_free(sx_vfs *fs);
/* The machine's compiled modules (api/codecache.c), reached by a VM through its filesystem. */
struct sx_codecache;
void sx_vfs_set_code_cache(sx_vfs *fs, struct sx_codecache *c);
struct sx_codecache *sx_vfs_code_cache(sx_vfs *fs);
/* Show the host directory host_path at guest_path (absolute, not "/"). False: it cannot be
 * opened, the guest path is invalid, or there are SECEXEC_MAX_MOUNTS already. */
bool sx_vfs_mount(sx_vfs *fs, const char *host_path, const char *guest_path, bool read_only);

/* A mount seen by the replay of a recorded session (docs/replay.md): the guest path only, every
 * operation on it answered by the tap (no host directory). */
bool sx_vfs_mount_virtual(sx_vfs *fs, const char *guest_path, bool read_only);

/* One operation that reached a mount, for a recorded (or replayed) session's "mount" events. */
typedef struct sx_vfs_op {
    const char *op;              /* "read", "write", "stat", "readdir", "mkdir", "remove", "rename" */
    const char *path, *to;       /* normalised guest paths (to: rename's new path) */
    bool flag;                   /* write: append; mkdir, remove: recursive */
    const void *in;              /* write: the bytes */
    size_t in_len;               /* their count */
    char **data;                 /* read: the answer (malloc'ed, NUL-terminated) */
    size_t *len;                 /* its length */
    secexec_fs_stat *st;         /* stat: the answer */
    secexec_fs_dirent **entries; /* readdir: the answer (malloc'ed, sorted) */
    size_t *count;               /* how many */
} sx_vfs_op;
/* The tap of a machine that records or replays its session (api/session.c): answer (replay only)
 * gives the recorded answer instead of asking the host's directory; done (both) sees each
 * operation and its error once it is answered. */
typedef struct sx_vfs_tap {
    secexec_fs_error (*answer)(void *ud, sx_vfs_op *op);
    void (*done)(void *ud, const sx_vfs_op *op, secexec_fs_error e);
    void *ud;
} sx_vfs_tap;
void sx_vfs_set_tap(sx_vfs *fs, const sx_vfs_tap *tap);

/* The normalised absolute form of path into out (SX_VFS_MAX_PATH + 1 bytes). */
secexec_fs_error sx_vfs_normalize(const char *path, char *out);

/* Files. write: create or replace (append: add at the end); exclusive: EEXIST if it exists. */
secexec_fs_error sx_vfs_write(sx_vfs *fs, const char *path, const void *data, size_t len, bool append);
/* read: a malloc'ed copy (NUL-terminated, *len without the NUL). */
secexec_fs_error sx_vfs_read(sx_vfs *fs, const char *path, char **data, size_t *len);
secexec_fs_error sx_vfs_stat(sx_vfs *fs, const char *path, secexec_fs_stat *st);
secexec_fs_error sx_vfs_mkdir(sx_vfs *fs, const char *path, bool recursive);
/* remove a file, or a directory (recursive: with its contents; else it must be empty). */
secexec_fs_error sx_vfs_remove(sx_vfs *fs, const char *path, bool recursive);
secexec_fs_error sx_vfs_rename(sx_vfs *fs, const char *from, const char *to);
/* The names in a directory, sorted by bytes: malloc'ed array of malloc'ed entries. */
secexec_fs_error sx_vfs_readdir(sx_vfs *fs, const char *path, secexec_fs_dirent **entries, size_t *count);
/* Bytes and nodes in use (the quotas' counters). */
void sx_vfs_usage(sx_vfs *fs, size_t *bytes, size_t *nodes);
size_t sx_vfs_max_bytes(const sx_vfs *fs); /* the byte quota */
/* Host memory the tree holds (bookkeeping included): for the idle-VM benchmark. */
size_t sx_vfs_host_bytes(sx_vfs *fs);

/* Hibernation (api/hibernate.c). each: every node but the root, parents before their children,
 * children sorted by name (the same tree, the same order), with its path, kind, bytes and mtime;
 * false when fn stopped it. restore_node: add one such node (norm must be in normal form, its
 * parent a directory that exists, a file must not exist yet; a directory that exists is kept),
 * under the quotas (ENOSPC). Mounts are not in the tree: only their mount points. */
typedef bool (*sx_vfs_visit)(void *ud, const char *path, bool dir, const char *data, size_t len, int64_t mtime_ms);
bool sx_vfs_each(sx_vfs *fs, sx_vfs_visit fn, void *ud);
secexec_fs_error sx_vfs_restore_node(sx_vfs *fs, const char *norm, bool dir, const void *data, size_t len,
                                     int64_t mtime_ms);

#endif
