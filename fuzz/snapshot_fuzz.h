/* snapshot_fuzz.h - what the snapshot loaders' fuzz targets share: a real payload edited by the
 * fuzzer's bytes, sealed in a valid envelope so that every mutation reaches the loader's own checks. */
#ifndef SX_FUZZ_SNAPSHOT_FUZZ_H
#define SX_FUZZ_SNAPSHOT_FUZZ_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

/* The envelope (api/snapshot.c): magic, version, build hash, payload length at byte 21, then the
 * payload and its XXH3 checksum. */
#define SNAPSHOT_HEADER 29

/* A copy of base (n bytes) edited by data, 4 bytes per edit: a 20-bit offset, an operation (xor,
 * set, insert, cut) and a value. malloc'ed; *len its length. */
static uint8_t *snapshot_fuzz_edit(const uint8_t *base, size_t n, const uint8_t *data, size_t size, size_t *len) {
    uint8_t *p = malloc(n + size + 1);
    memcpy(p, base, n);
    for (size_t k = 0; k + 4 <= size && n > 0; k += 4) {
        size_t at = ((size_t)data[k] | (size_t)data[k + 1] << 8 | (size_t)(data[k + 2] >> 4) << 16) % n;
        uint8_t v = data[k + 3];
        switch (data[k + 2] % 4) {
        case 0: p[at] ^= v; break;
        case 1: p[at] = v; break;
        case 2: /* insert a byte */
            memmove(p + at + 1, p + at, n - at);
            p[at] = v;
            n++;
            break;
        default: n = at; break; /* cut */
        }
    }
    *len = n;
    return p;
}

/* A copy of data as a payload (no edits). */
static uint8_t *snapshot_fuzz_raw(const uint8_t *data, size_t size, size_t *len) {
    uint8_t *p = malloc(size + 1);
    memcpy(p, data, size);
    *len = size;
    return p;
}

/* header + payload + a correct checksum, malloc'ed; *total its length. */
static uint8_t *snapshot_fuzz_seal(const uint8_t *header, const uint8_t *payload, size_t plen, size_t *total) {
    *total = SNAPSHOT_HEADER + plen + 8;
    uint8_t *snap = malloc(*total);
    memcpy(snap, header, SNAPSHOT_HEADER);
    for (int i = 0; i < 8; i++) snap[21 + i] = (uint8_t)((uint64_t)plen >> (8 * i));
    memcpy(snap + SNAPSHOT_HEADER, payload, plen);
    uint64_t sum = XXH3_64bits(snap, SNAPSHOT_HEADER + plen);
    for (int i = 0; i < 8; i++) snap[SNAPSHOT_HEADER + plen + i] = (uint8_t)(sum >> (8 * i));
    return snap;
}

#endif
