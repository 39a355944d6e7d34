/* mount.h - host directories inside a machine's filesystem, reached only by O_NOFOLLOW steps from a held descriptor. */
#ifndef SECEXEC_API_MOUNT_H
#define SECEXEC_API_MOUNT_H

#include <stdbool.h>
#include <stddef.h>

#include "secexec.h"

typedef struct sx_mount {
    char *guest; /* normalised guest path, e.g. "/data" */
    int dirfd;   /* the host directory, opened once */
    bool read_only;
} sx_mount;

/* Open m's host directory. False: it cannot be opened (or is not a directory). */
bool sx_mount_open(sx_mount *m, const char *host_path, const char *guest_norm, bool read_only);
void sx_mount_close(sx_mount *m);

/* The operations, on `rest` (the path below the mount's root, "" for the root itself, no "."
 * or ".." left: the caller normalised it). max_bytes bounds one read; *written counts the
 * bytes written (the caller's lock protects it) against max_written. */
secexec_fs_error sx_mount_read(const sx_mount *m, const char *rest, size_t max_bytes, char **data, size_t *len);
secexec_fs_error sx_mount_write(const sx_mount *m, const char *rest, const void *data, size_t len, bool append,
                                size_t *written, size_t max_written);
secexec_fs_error sx_mount_stat(const sx_mount *m, const char *rest, secexec_fs_stat *st);
secexec_fs_error sx_mount_readdir(const sx_mount *m, const char *rest, secexec_fs_dirent **entries, size_t *count);
secexec_fs_error sx_mount_mkdir(const sx_mount *m, const char *rest, bool recursive);
secexec_fs_error sx_mount_remove(const sx_mount *m, const char *rest, bool recursive);
secexec_fs_error sx_mount_rename(const sx_mount *m, const char *from, const char *to);

#endif
