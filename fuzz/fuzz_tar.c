/* fuzz_tar.c - libFuzzer target: the bytes as an npm package tarball, gzip-compressed or not.
 * Both go to secexec_machine_install_package (the raw bytes are gzipped first, so the tar reader
 * sees them); a tiny quota bounds the unpacking. No crash, leak or entry outside node_modules. */
#include <zlib.h>

#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void try_install(secexec_machine *m, const void *bytes, size_t n) {
    char *name = NULL, *version = NULL, *error = NULL;
    bool ok = secexec_machine_install_package(m, bytes, n, &name, &version, &error);
    FUZZ_CHECK(ok ? name != NULL && error == NULL : error != NULL);
    free(name);
    free(version);
    free(error);
    secexec_fs_dirent *list;
    size_t count;
    FUZZ_CHECK(secexec_machine_readdir(m, "/workspace", &list, &count) == SECEXEC_FS_OK);
    for (size_t i = 0; i < count; i++) FUZZ_CHECK(strcmp(list[i].name, "node_modules") == 0);
    secexec_fs_dirents_free(list, count);
    FUZZ_CHECK(secexec_machine_readdir(m, "/", &list, &count) == SECEXEC_FS_OK);
    FUZZ_CHECK(count == 1);
    secexec_fs_dirents_free(list, count);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    secexec_machine_options mo;
    secexec_machine_options_init(&mo);
    mo.max_fs_bytes = 1u << 18;
    mo.max_fs_files = 256;
    secexec_machine *m = secexec_machine_new(NULL, &mo);
    if (m == NULL) return 0;
    try_install(m, data, size);
    /* the same bytes gzipped: the tar reader gets them as they are */
    z_stream z;
    memset(&z, 0, sizeof z);
    if (deflateInit2(&z, 1, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) == Z_OK) {
        size_t cap = deflateBound(&z, size) + 64;
        unsigned char *gz = malloc(cap);
        z.next_in = (unsigned char *)data;
        z.avail_in = (uInt)size;
        z.next_out = gz;
        z.avail_out = (uInt)cap;
        if (gz != NULL && deflate(&z, Z_FINISH) == Z_STREAM_END) try_install(m, gz, cap - z.avail_out);
        deflateEnd(&z);
        free(gz);
    }
    secexec_machine_free(m);
    return 0;
}
