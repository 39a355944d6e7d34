/* mount.c - host directories inside a machine's filesystem, reached only by O_NOFOLLOW steps from a held descriptor. */
#define _GNU_SOURCE
#include "api/mount.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/*
 * A path below a mount is walked one component at a time with openat(..., O_NOFOLLOW) from the
 * mount's directory descriptor: ".." never reaches here (the path was resolved lexically, and a
 * component named ".." would have been removed), a symbolic link anywhere fails (ELOOP, reported
 * as EACCES), and since each step starts from a descriptor of a real directory, renaming
 * directories on the host meanwhile cannot lead the walk outside. Only regular files are read or
 * written (opened with O_NONBLOCK so a FIFO cannot block; devices and sockets are refused).
 */

#define RDIR (O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)

static secexec_fs_error from_errno(int e) {
    switch (e) {
    case ENOENT: return SECEXEC_FS_ENOENT;
    case EEXIST: return SECEXEC_FS_EEXIST;
    case ENOTDIR: return SECEXEC_FS_ENOTDIR;
    case EISDIR: return SECEXEC_FS_EISDIR;
    case ENOTEMPTY: return SECEXEC_FS_ENOTEMPTY;
    case ENOSPC:
    case EDQUOT: return SECEXEC_FS_ENOSPC;
    case EBUSY: return SECEXEC_FS_EBUSY;
    case ENAMETOOLONG: return SECEXEC_FS_ENAMETOOLONG;
    case ENOMEM: return SECEXEC_FS_ENOMEM;
    case EXDEV: return SECEXEC_FS_EXDEV;
    case EFBIG: return SECEXEC_FS_EFBIG;
    case EINVAL: return SECEXEC_FS_EINVAL;
    default: return SECEXEC_FS_EACCES; /* ELOOP (a symlink), EPERM, EACCES, EROFS, ENXIO, ... */
    }
}

/* Why openat(dir, name, RDIR) failed: a symbolic link is EACCES (refused), whatever errno said. */
static secexec_fs_error step_error(int dir, const char *name, int e) {
    struct stat s;
    if ((e == ENOTDIR || e == ELOOP) && fstatat(dir, name, &s, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(s.st_mode))
        return SECEXEC_FS_EACCES;
    return from_errno(e);
}

bool sx_mount_open(sx_mount *m, const char *host_path, const char *guest_norm, bool read_only) {
    m->dirfd = open(host_path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    m->guest = m->dirfd >= 0 ? strdup(guest_norm) : NULL;
    m->read_only = read_only;
    if (m->guest == NULL && m->dirfd >= 0) close(m->dirfd), m->dirfd = -1;
    return m->dirfd >= 0;
}

void sx_mount_close(sx_mount *m) {
    if (m->dirfd >= 0) close(m->dirfd);
    free(m->guest);
    m->dirfd = -1;
    m->guest = NULL;
}

/* A descriptor of the directory holding rest's last component, and that component (a pointer
 * into rest; "" for the mount's root). -1 with *err set on failure. The caller closes it. */
static int walk_parent(const sx_mount *m, const char *rest, const char **last, secexec_fs_error *err) {
    int fd = dup(m->dirfd);
    if (fd < 0) return *err = from_errno(errno), -1;
    const char *p = rest;
    for (;;) {
        const char *slash = strchr(p, '/');
        if (slash == NULL) break;
        char comp[256];
        size_t n = (size_t)(slash - p);
        if (n == 0 || n >= sizeof comp) {
            close(fd);
            return *err = n == 0 ? SECEXEC_FS_EINVAL : SECEXEC_FS_ENAMETOOLONG, -1;
        }
        memcpy(comp, p, n);
        comp[n] = 0;
        int next = openat(fd, comp, RDIR);
        if (next < 0) *err = step_error(fd, comp, errno);
        close(fd);
        if (next < 0) return -1;
        fd = next;
        p = slash + 1;
    }
    *last = p;
    return fd;
}

/* A regular file at rest, opened with flags (O_NOFOLLOW | O_NONBLOCK added). */
static int open_file(const sx_mount *m, const char *rest, int flags, secexec_fs_error *err) {
    const char *last;
    if (rest[0] == 0) return *err = SECEXEC_FS_EISDIR, -1;
    int dir = walk_parent(m, rest, &last, err);
    if (dir < 0) return -1;
    int fd = openat(dir, last, flags | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0644);
    int e = errno;
    close(dir);
    if (fd < 0) return *err = e == EISDIR ? SECEXEC_FS_EISDIR : from_errno(e), -1;
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        *err = fstat(fd, &st) == 0 && S_ISDIR(st.st_mode) ? SECEXEC_FS_EISDIR : SECEXEC_FS_EACCES;
        close(fd);
        return -1;
    }
    return fd;
}

secexec_fs_error sx_mount_read(const sx_mount *m, const char *rest, size_t max_bytes, char **data, size_t *len) {
    secexec_fs_error err = SECEXEC_FS_OK;
    int fd = open_file(m, rest, O_RDONLY, &err);
    if (fd < 0) return err;
    struct stat st;
    if (fstat(fd, &st) != 0 || (size_t)st.st_size > max_bytes) return close(fd), SECEXEC_FS_EFBIG;
    size_t cap = (size_t)st.st_size, n = 0;
    char *buf = malloc(cap + 1);
    while (buf != NULL && n < cap) { /* the file may shrink meanwhile: read what is there */
        ssize_t k = read(fd, buf + n, cap - n);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) break;
        n += (size_t)k;
    }
    close(fd);
    if (buf == NULL) return SECEXEC_FS_ENOMEM;
    buf[n] = 0;
    *data = buf;
    *len = n;
    return SECEXEC_FS_OK;
}

secexec_fs_error sx_mount_write(const sx_mount *m, const char *rest, const void *data, size_t len, bool append,
                                size_t *written, size_t max_written) {
    if (m->read_only) return SECEXEC_FS_EACCES;
    if (len > max_written - *written) return SECEXEC_FS_ENOSPC;
    secexec_fs_error err = SECEXEC_FS_OK;
    int fd = open_file(m, rest, O_WRONLY | O_CREAT | (append ? O_APPEND : 0), &err);
    if (fd < 0) return err;
    if (!append && ftruncate(fd, 0) != 0) err = from_errno(errno);
    const char *p = data;
    for (size_t n = 0; err == SECEXEC_FS_OK && n < len;) {
        ssize_t k = write(fd, p + n, len - n);
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) err = from_errno(k < 0 ? errno : ENOSPC);
        else n += (size_t)k, *written += (size_t)k;
    }
    close(fd);
    return err;
}

secexec_fs_error sx_mount_stat(const sx_mount *m, const char *rest, secexec_fs_stat *st) {
    struct stat s;
    if (rest[0] == 0) {
        if (fstat(m->dirfd, &s) != 0) return from_errno(errno);
    } else {
        secexec_fs_error err = SECEXEC_FS_OK;
        const char *last;
        int dir = walk_parent(m, rest, &last, &err);
        if (dir < 0) return err;
        int r = fstatat(dir, last, &s, AT_SYMLINK_NOFOLLOW), e = errno;
        close(dir);
        if (r != 0) return from_errno(e);
        if (!S_ISREG(s.st_mode) && !S_ISDIR(s.st_mode)) return SECEXEC_FS_EACCES; /* symlinks, devices */
    }
    st->is_directory = S_ISDIR(s.st_mode);
    st->size = st->is_directory ? 4096 : (uint64_t)s.st_size;
    st->mtime_ms = (int64_t)s.st_mtim.tv_sec * 1000 + s.st_mtim.tv_nsec / 1000000;
    return SECEXEC_FS_OK;
}

/* A descriptor of the directory at rest ("" the root). */
static int open_dir(const sx_mount *m, const char *rest, secexec_fs_error *err) {
    if (rest[0] == 0) {
        int fd = openat(m->dirfd, ".", RDIR);
        return fd < 0 ? (*err = from_errno(errno), -1) : fd;
    }
    const char *last;
    int dir = walk_parent(m, rest, &last, err);
    if (dir < 0) return -1;
    int fd = openat(dir, last, RDIR);
    if (fd < 0) *err = step_error(dir, last, errno);
    close(dir);
    return fd;
}

static int cmp_dirent(const void *a, const void *b) {
    return strcmp(((const secexec_fs_dirent *)a)->name, ((const secexec_fs_dirent *)b)->name);
}

secexec_fs_error sx_mount_readdir(const sx_mount *m, const char *rest, secexec_fs_dirent **entries, size_t *count) {
    secexec_fs_error err = SECEXEC_FS_OK;
    int fd = open_dir(m, rest, &err);
    if (fd < 0) return err;
    DIR *d = fdopendir(fd);
    if (d == NULL) return close(fd), from_errno(errno);
    secexec_fs_dirent *list = NULL;
    size_t n = 0, cap = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 16;
            secexec_fs_dirent *l = realloc(list, cap * sizeof *l);
            if (l == NULL) {
                err = SECEXEC_FS_ENOMEM;
                break;
            }
            list = l;
        }
        struct stat s;
        list[n].is_directory = fstatat(dirfd(d), e->d_name, &s, AT_SYMLINK_NOFOLLOW) == 0 && S_ISDIR(s.st_mode);
        if ((list[n].name = strdup(e->d_name)) == NULL) {
            err = SECEXEC_FS_ENOMEM;
            break;
        }
        n++;
    }
    closedir(d);
    if (err != SECEXEC_FS_OK) return secexec_fs_dirents_free(list, n), err;
    if (n > 1) qsort(list, n, sizeof *list, cmp_dirent);
    *entries = list;
    *count = n;
    return SECEXEC_FS_OK;
}

secexec_fs_error sx_mount_mkdir(const sx_mount *m, const char *rest, bool recursive) {
    if (rest[0] == 0) return recursive ? SECEXEC_FS_OK : SECEXEC_FS_EEXIST;
    if (m->read_only) return SECEXEC_FS_EACCES;
    secexec_fs_error err = SECEXEC_FS_OK;
    if (recursive) { /* each missing directory on the way, from the root down */
        char *path = strdup(rest);
        if (path == NULL) return SECEXEC_FS_ENOMEM;
        for (char *s = strchr(path, '/'); s != NULL; s = strchr(s + 1, '/')) {
            *s = 0;
            secexec_fs_stat st;
            if (sx_mount_stat(m, path, &st) != SECEXEC_FS_OK) err = sx_mount_mkdir(m, path, false);
            *s = '/';
            if (err != SECEXEC_FS_OK) break;
        }
        free(path);
        if (err != SECEXEC_FS_OK) return err;
        secexec_fs_stat st;
        if (sx_mount_stat(m, rest, &st) == SECEXEC_FS_OK) return st.is_directory ? SECEXEC_FS_OK : SECEXEC_FS_EEXIST;
    }
    const char *last;
    int dir = walk_parent(m, rest, &last, &err);
    if (dir < 0) return err;
    int r = mkdirat(dir, last, 0755), e = errno;
    close(dir);
    return r == 0 ? SECEXEC_FS_OK : from_errno(e);
}

/* Remove everything inside the directory fd (never following a link: unlinkat removes the link). */
static secexec_fs_error empty_dir(int fd, int depth) {
    if (depth > 256) return SECEXEC_FS_ENAMETOOLONG;
    int copy = dup(fd);
    DIR *d = copy >= 0 ? fdopendir(copy) : NULL;
    if (d == NULL) return copy >= 0 ? (close(copy), from_errno(errno)) : from_errno(errno);
    secexec_fs_error err = SECEXEC_FS_OK;
    for (struct dirent *e; err == SECEXEC_FS_OK && (e = readdir(d)) != NULL;) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        struct stat s;
        if (fstatat(fd, e->d_name, &s, AT_SYMLINK_NOFOLLOW) != 0) continue;
        if (S_ISDIR(s.st_mode)) {
            int sub = openat(fd, e->d_name, RDIR);
            if (sub < 0) err = from_errno(errno);
            else {
                err = empty_dir(sub, depth + 1);
                close(sub);
                if (err == SECEXEC_FS_OK && unlinkat(fd, e->d_name, AT_REMOVEDIR) != 0) err = from_errno(errno);
            }
        } else if (unlinkat(fd, e->d_name, 0) != 0) {
            err = from_errno(errno);
        }
    }
    closedir(d);
    return err;
}

secexec_fs_error sx_mount_remove(const sx_mount *m, const char *rest, bool recursive) {
    if (rest[0] == 0) return SECEXEC_FS_EBUSY;
    if (m->read_only) return SECEXEC_FS_EACCES;
    secexec_fs_error err = SECEXEC_FS_OK;
    const char *last;
    int dir = walk_parent(m, rest, &last, &err);
    if (dir < 0) return err;
    struct stat s;
    if (fstatat(dir, last, &s, AT_SYMLINK_NOFOLLOW) != 0) err = from_errno(errno);
    else if (!S_ISDIR(s.st_mode)) err = unlinkat(dir, last, 0) == 0 ? SECEXEC_FS_OK : from_errno(errno);
    else {
        if (recursive) {
            int sub = openat(dir, last, RDIR);
            if (sub < 0) err = from_errno(errno);
            else err = empty_dir(sub, 0), close(sub);
        }
        if (err == SECEXEC_FS_OK && unlinkat(dir, last, AT_REMOVEDIR) != 0) err = from_errno(errno);
    }
    close(dir);
    return err;
}

secexec_fs_error sx_mount_rename(const sx_mount *m, const char *from, const char *to) {
    if (from[0] == 0 || to[0] == 0) return SECEXEC_FS_EBUSY;
    if (m->read_only) return SECEXEC_FS_EACCES;
    secexec_fs_error err = SECEXEC_FS_OK;
    const char *a, *b;
    int da = walk_parent(m, from, &a, &err);
    if (da < 0) return err;
    int db = walk_parent(m, to, &b, &err);
    if (db < 0) return close(da), err;
    int r = renameat(da, a, db, b), e = errno;
    close(da);
    close(db);
    return r == 0 ? SECEXEC_FS_OK : from_errno(e);
}
