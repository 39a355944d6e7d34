/* tarball.c - npm package tarballs (.tgz): gunzip with a size bound, a ustar/pax reader, unpacking into node_modules. */
#include "api/tarball.h"

#include <cJSON.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/*
 * Untrusted bytes all the way: the gzip stream is inflated into at most `max` bytes (a
 * decompression bomb stops there), every tar header's checksum is verified, sizes are checked
 * against what is left, only regular files and directories are kept (links, devices and the
 * rest are skipped), and every name is resolved lexically below node_modules/<package name>: an
 * entry whose name climbs out ("package/../../x") fails the whole install.
 */

static bool fail(char *err, size_t n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, n, fmt, ap);
    va_end(ap);
    return false;
}

bool sx_gunzip(const unsigned char *in, size_t len, size_t max, unsigned char **out, size_t *out_len, char *err,
               size_t errsize) {
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit2(&z, 16 + MAX_WBITS) != Z_OK) return fail(err, errsize, "gzip: cannot start inflating");
    size_t cap = len * 4 + 1024, n = 0;
    if (cap > max + 1) cap = max + 1;
    unsigned char *buf = malloc(cap);
    int rc = Z_OK;
    z.next_in = (unsigned char *)in;
    while (buf != NULL && rc == Z_OK) {
        if (n == cap) {
            if (cap > max) break; /* more than max: a bomb, or just too big */
            size_t ncap = cap * 2 > max + 1 ? max + 1 : cap * 2;
            unsigned char *b = realloc(buf, ncap);
            if (b == NULL) break;
            buf = b;
            cap = ncap;
        }
        size_t in_left = len - (size_t)(z.next_in - in);
        z.avail_in = in_left > UINT32_MAX ? UINT32_MAX : (uInt)in_left;
        z.next_out = buf + n;
        z.avail_out = cap - n > UINT32_MAX ? UINT32_MAX : (uInt)(cap - n);
        uInt before = z.avail_out;
        rc = inflate(&z, Z_NO_FLUSH);
        n += before - z.avail_out;
        if (rc == Z_BUF_ERROR && z.avail_out > 0) break; /* truncated input */
        if (rc == Z_BUF_ERROR) rc = Z_OK;
    }
    inflateEnd(&z);
    if (buf == NULL) return fail(err, errsize, "gzip: out of memory");
    if (rc != Z_STREAM_END) {
        free(buf);
        if (n > max) return fail(err, errsize, "gzip: the tarball unpacks to more than %zu bytes", max);
        return fail(err, errsize, "gzip: the data is not a complete gzip stream");
    }
    *out = buf;
    *out_len = n;
    return true;
}

/* An octal field (NUL- or space-terminated). False: not a number. */
static bool octal(const unsigned char *f, size_t n, uint64_t *v) {
    size_t i = 0;
    *v = 0;
    while (i < n && f[i] == ' ') i++;
    bool any = false;
    for (; i < n && f[i] >= '0' && f[i] <= '7'; i++, any = true) {
        if (*v > (UINT64_MAX >> 3)) return false;
        *v = *v * 8 + (uint64_t)(f[i] - '0');
    }
    return any && (i == n || f[i] == 0 || f[i] == ' ');
}

static bool header_ok(const unsigned char *h) {
    uint64_t want;
    if (!octal(h + 148, 8, &want)) return false;
    uint64_t sum = 0;
    for (size_t i = 0; i < 512; i++) sum += (i >= 148 && i < 156) ? ' ' : h[i];
    return sum == want;
}

/* The "path=" record of a pax extended header, into name (NUL-terminated); false if none. */
static bool pax_path(const unsigned char *d, size_t n, char *name, size_t size) {
    size_t i = 0;
    while (i < n) {
        size_t len = 0, j = i;
        while (j < n && d[j] >= '0' && d[j] <= '9' && len < n) len = len * 10 + (size_t)(d[j++] - '0');
        if (j >= n || d[j] != ' ' || len == 0 || len > n - i) return false;
        const unsigned char *rec = d + j + 1, *end = d + i + len;
        if (end - rec > 5 && memcmp(rec, "path=", 5) == 0) {
            size_t l = (size_t)(end - rec - 5);
            if (l > 0 && rec[5 + l - 1] == '\n') l--;
            if (l >= size) return false;
            memcpy(name, rec + 5, l);
            name[l] = 0;
            return true;
        }
        i += len;
    }
    return false;
}

bool sx_tar_each(const unsigned char *tar, size_t len, sx_tar_fn fn, void *ctx, char *err, size_t errsize) {
    size_t pos = 0;
    char long_name[SX_TAR_MAX_NAME + 1] = "";
    while (pos + 512 <= len) {
        const unsigned char *h = tar + pos;
        bool zero = true;
        for (size_t i = 0; i < 512 && zero; i++) zero = h[i] == 0;
        if (zero) return true; /* the end-of-archive blocks */
        if (!header_ok(h)) return fail(err, errsize, "tar: bad header checksum at offset %zu", pos);
        uint64_t size;
        if (!octal(h + 124, 12, &size) || size > len - pos - 512)
            return fail(err, errsize, "tar: bad or truncated entry size at offset %zu", pos);
        const unsigned char *data = h + 512;
        char type = (char)h[156];
        char name[SX_TAR_MAX_NAME + 1];
        if (long_name[0]) {
            memcpy(name, long_name, sizeof name);
            long_name[0] = 0;
        } else {
            char prefix[156] = "", base[101];
            if (memcmp(h + 257, "ustar", 5) == 0) memcpy(prefix, h + 345, 155), prefix[155] = 0;
            memcpy(base, h, 100);
            base[100] = 0;
            snprintf(name, sizeof name, "%s%s%s", prefix, prefix[0] ? "/" : "", base);
        }
        if (type == 'x' || type == 'L') { /* a long name for the next entry */
            if (type == 'L') {
                size_t l = size < SX_TAR_MAX_NAME ? (size_t)size : SX_TAR_MAX_NAME;
                memcpy(long_name, data, l);
                long_name[l] = 0;
            } else if (!pax_path(data, (size_t)size, long_name, sizeof long_name)) {
                long_name[0] = 0;
            }
        } else if (type == '0' || type == 0 || type == '5') {
            if (!fn(ctx, name, type == '5', data, (size_t)size, err, errsize)) return false;
        } /* links, devices, FIFOs, global headers: skipped */
        pos += 512 + (size_t)((size + 511) / 512 * 512);
    }
    return true;
}

/* ---------------------------------------------------------------------------------------------
 * Unpacking an npm tarball into /workspace/node_modules/<name>
 * ------------------------------------------------------------------------------------------- */

typedef struct install {
    sx_vfs *fs;
    char pkgname[215];
    char version[64];
    char dest[SX_VFS_MAX_PATH + 1];
    bool found;
} install;

/* The entry's name without its first component ("package/lib/x.js" -> "lib/x.js"). */
static const char *strip_root(const char *name) {
    const char *slash = strchr(name, '/');
    return slash ? slash + 1 : "";
}

static bool find_manifest(void *ctx, const char *name, bool dir, const unsigned char *data, size_t len, char *err,
                          size_t n) {
    install *in = ctx;
    if (dir || in->found || strcmp(strip_root(name), "package.json") != 0) return true;
    cJSON *j = cJSON_ParseWithLength((const char *)data, len);
    const cJSON *nm = cJSON_GetObjectItemCaseSensitive(j, "name"),
                *ver = cJSON_GetObjectItemCaseSensitive(j, "version");
    bool ok = cJSON_IsString(nm) && strlen(nm->valuestring) < sizeof in->pkgname;
    if (ok) {
        snprintf(in->pkgname, sizeof in->pkgname, "%s", nm->valuestring);
        snprintf(in->version, sizeof in->version, "%s", cJSON_IsString(ver) ? ver->valuestring : "");
    }
    cJSON_Delete(j);
    in->found = ok;
    return ok ? true : fail(err, n, "package.json has no valid \"name\"");
}

/* npm's rules for a name: lowercase URL-safe characters, optionally "@scope/", no "." start. */
static bool valid_package_name(const char *s) {
    size_t n = strlen(s);
    if (n == 0 || n > 214) return false;
    const char *p = s;
    if (*p == '@') {
        const char *slash = strchr(p, '/');
        if (slash == NULL || slash == p + 1) return false;
        for (const char *q = p + 1; q < slash; q++)
            if (!((*q >= 'a' && *q <= 'z') || (*q >= '0' && *q <= '9') || strchr("-._~", *q))) return false;
        p = slash + 1;
    }
    if (*p == 0 || *p == '.' || *p == '_') return false;
    for (; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || strchr("-._~", *p))) return false;
    return true;
}

static bool put_entry(void *ctx, const char *name, bool dir, const unsigned char *data, size_t len, char *err,
                      size_t n) {
    install *in = ctx;
    const char *rel = strip_root(name);
    if (rel[0] == 0) return true;
    char joined[2 * SX_VFS_MAX_PATH + 2], norm[SX_VFS_MAX_PATH + 1];
    snprintf(joined, sizeof joined, "%s/%s", in->dest, rel);
    size_t dl = strlen(in->dest);
    if (sx_vfs_normalize(joined, norm) != SECEXEC_FS_OK || strncmp(norm, in->dest, dl) != 0 ||
        (norm[dl] != '/' && norm[dl] != 0))
        return fail(err, n, "tar: the entry \"%.200s\" would land outside node_modules/%s", name, in->pkgname);
    secexec_fs_error e;
    if (dir) e = sx_vfs_mkdir(in->fs, norm, true);
    else {
        char parent[SX_VFS_MAX_PATH + 1];
        memcpy(parent, norm, sizeof parent);
        *strrchr(parent, '/') = 0;
        e = sx_vfs_mkdir(in->fs, parent, true);
        if (e == SECEXEC_FS_OK) e = sx_vfs_write(in->fs, norm, data, len, false);
    }
    if (e != SECEXEC_FS_OK)
        return fail(err, n, "%s: %s, writing '%s'", secexec_fs_error_code(e), secexec_fs_error_message(e), norm);
    return true;
}

bool sx_install_tarball(sx_vfs *fs, const void *tgz, size_t len, size_t max_bytes, char *name, size_t name_size,
                        char *version, size_t version_size, char *err, size_t errsize) {
    unsigned char *tar;
    size_t tar_len;
    if (!sx_gunzip(tgz, len, max_bytes, &tar, &tar_len, err, errsize)) return false;
    install in = {.fs = fs};
    bool ok = sx_tar_each(tar, tar_len, find_manifest, &in, err, errsize);
    if (ok && !in.found) ok = fail(err, errsize, "the tarball has no package/package.json");
    if (ok && !valid_package_name(in.pkgname))
        ok = fail(err, errsize, "\"%s\" is not a valid npm package name", in.pkgname);
    if (ok) {
        snprintf(in.dest, sizeof in.dest, SX_VFS_CWD "/node_modules/%s", in.pkgname);
        sx_vfs_remove(fs, in.dest, true); /* a new version replaces the old one */
        secexec_fs_error e = sx_vfs_mkdir(fs, in.dest, true);
        if (e != SECEXEC_FS_OK)
            ok = fail(err, errsize, "%s: %s, mkdir '%s'", secexec_fs_error_code(e), secexec_fs_error_message(e),
                      in.dest);
    }
    if (ok) ok = sx_tar_each(tar, tar_len, put_entry, &in, err, errsize);
    free(tar);
    if (ok) {
        snprintf(name, name_size, "%s", in.pkgname);
        snprintf(version, version_size, "%s", in.version);
    }
    return ok;
}
