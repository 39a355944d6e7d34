/* tarball.h - npm package tarballs: gunzip with a bound, a tar reader, unpacking into node_modules. */
#ifndef SECEXEC_API_TARBALL_H
#define SECEXEC_API_TARBALL_H

#include <stdbool.h>
#include <stddef.h>

#include "api/vfs.h"

#define SX_TAR_MAX_NAME 1024

/* Inflate a gzip stream into a malloc'ed buffer of at most max bytes. False: message in err. */
bool sx_gunzip(const unsigned char *in, size_t len, size_t max, unsigned char **out, size_t *out_len, char *err,
               size_t errsize);

/* Each regular file and directory of a tar archive (ustar, pax and GNU long names), in order;
 * fn returns false (with a message in err) to stop. False: a bad archive or fn stopped. */
typedef bool (*sx_tar_fn)(void *ctx, const char *name, bool dir, const unsigned char *data, size_t len, char *err,
                          size_t errsize);
bool sx_tar_each(const unsigned char *tar, size_t len, sx_tar_fn fn, void *ctx, char *err, size_t errsize);

/* Unpack an npm .tgz into /workspace/node_modules/<its package.json name> (replacing what was
 * there). name/version: the package's. False: message in err (the filesystem may hold part). */
bool sx_install_tarball(sx_vfs *fs, const void *tgz, size_t len, size_t max_bytes, char *name, size_t name_size,
                        char *version, size_t version_size, char *err, size_t errsize);

#endif
