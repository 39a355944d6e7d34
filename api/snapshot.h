/* snapshot.h - suspended runs as sealed bytes: the envelope and JavaScript's checks (internal to api/). */
#ifndef SX_API_SNAPSHOT_H
#define SX_API_SNAPSHOT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "secexec.h"
#include "runtime/snapshot.h"

/* Write vm's state (runtime/snapshot.c) with the extra roots and the caller's state text, sealed:
 * header, build hash, XXH3 checksum and, with the options' key, HMAC-SHA256. *out is malloc'ed. */
bool sx_api_snapshot_write(sx_vm *vm, const sx_value *roots, uint32_t nroots, const char *state,
                           const secexec_options *o, uint8_t **out, size_t *outlen, char *err, size_t n);
/* The envelope alone, for any payload: magic (8 bytes: "SECEXSNP" for runs and VMs,
 * SX_MACHINE_MAGIC for hibernated machines), format version, build hash, length, XXH3 and, with
 * o's key (o may be NULL), HMAC-SHA256. unseal checks all of it; *payload points into b. */
#define SX_MACHINE_MAGIC "SECEXMCH"
bool sx_api_seal(const char magic[8], uint32_t version, const uint8_t *payload, size_t len, const secexec_options *o,
                 uint8_t **out, size_t *outlen, char *err, size_t n);
bool sx_api_unseal(const char magic[8], uint32_t version, const uint8_t *b, size_t len, const secexec_options *o,
                   const uint8_t **payload, size_t *paylen, char *err, size_t n);
/* Check the envelope (magic, version, build, length, checksum, HMAC); *payload points into b. */
bool sx_api_snapshot_open(const uint8_t *b, size_t len, const secexec_options *o, const uint8_t **payload,
                          size_t *paylen, char *err, size_t n);
/* A JavaScript VM from a payload, every part checked; *state points into payload. NULL: err. */
sx_vm *sx_api_snapshot_load(const uint8_t *payload, size_t len, const sx_limits *limits, sx_value *roots,
                            uint32_t max_roots, uint32_t *nroots, const uint8_t **state, size_t *statelen, char *err,
                            size_t n);
/* FIPS 180-4 SHA-256 and RFC 2104 HMAC-SHA256 (tests check them against the standards' vectors). */
void sx_sha256(const uint8_t *p, size_t n, uint8_t out[32]);
void sx_hmac_sha256(const uint8_t *key, size_t keylen, const uint8_t *p, size_t n, uint8_t out[32]);

#endif
