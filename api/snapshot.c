/* snapshot.c - the snapshot envelope (version, build hash, XXH3, HMAC-SHA256) and JavaScript's checks of a loaded heap. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "api/host.h"
#include "api/modules.h"
#include "api/snapshot.h"
#include "api/timers.h"
#include "runtime/iter.h"
#include "runtime/promise.h"
#include "runtime/runtime.h"
#include "stdlib/stdlib.h"

/*
 * The bytes a suspended result carries (all integers little-endian):
 *
 *   offset  size  field
 *   0       8     magic "SECEXSNP"
 *   8       4     format version (SX_SNAP_VERSION)
 *   12      8     build hash: XXH3-64 over the realm image's layout (vm/image.c), the list of
 *                 native functions a snapshot can name, the format version and the struct sizes
 *   20      1     flags: 1 = an HMAC follows the checksum
 *   21      8     payload length n
 *   29      n     payload (runtime/snapshot.c's state, whose caller bytes are this file's JSON state)
 *   29+n    8     XXH3-64 of bytes [0, 29+n)
 *   37+n    32    HMAC-SHA256(key, bytes [0, 37+n)), when flag 1
 *
 * The checksum catches accidents (truncation, a flipped bit): anyone can recompute it, so it
 * proves nothing about who made the bytes. A host that hands snapshots to clients it does not
 * trust gives a key: HMAC-SHA256 (RFC 2104 over FIPS 180-4 SHA-256) is a MAC whose forgery
 * without the key is as hard as breaking SHA-256's compression function; a keyed XXH3 would not
 * be (XXH3 is not a cryptographic hash: its key can be recovered and collisions built). SHA-256
 * is implemented here (sx_sha256, ~80 lines from the standard) because nothing secexec links
 * (libxxhash, cJSON, PCRE2, zlib) provides one. Whatever the envelope says, the payload is
 * never trusted: runtime/snapshot.c checks every reference, index and length, and this file checks
 * what the JavaScript layer's structures must look like.
 */

#define SX_SNAP_VERSION 1u
#define SX_SNAP_HEADER 29u
static const char snap_magic[8] = {'S', 'E', 'C', 'E', 'X', 'S', 'N', 'P'};

/* ---------------------------------------------------------------------------------------------
 * SHA-256 and HMAC-SHA256
 * ------------------------------------------------------------------------------------------- */

typedef struct sha256 {
    uint32_t h[8];
    uint8_t block[64];
    uint64_t total;
    size_t fill;
} sha256;

static const uint32_t sha_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

static uint32_t ror(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

static void sha_block(sha256 *s, const uint8_t *p) {
    uint32_t w[64];
    for (int i = 0; i < 16; i++)
        w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 | (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = ror(w[i - 15], 7) ^ ror(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = ror(w[i - 2], 17) ^ ror(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = s->h[0], b = s->h[1], c = s->h[2], d = s->h[3], e = s->h[4], f = s->h[5], g = s->h[6], h = s->h[7];
    for (int i = 0; i < 64; i++) {
        uint32_t t1 = h + (ror(e, 6) ^ ror(e, 11) ^ ror(e, 25)) + ((e & f) ^ (~e & g)) + sha_k[i] + w[i];
        uint32_t t2 = (ror(a, 2) ^ ror(a, 13) ^ ror(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
        h = g, g = f, f = e, e = d + t1, d = c, c = b, b = a, a = t1 + t2;
    }
    s->h[0] += a, s->h[1] += b, s->h[2] += c, s->h[3] += d, s->h[4] += e, s->h[5] += f, s->h[6] += g, s->h[7] += h;
}

static void sha_init(sha256 *s) {
    static const uint32_t iv[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                   0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    memcpy(s->h, iv, sizeof iv);
    s->total = 0;
    s->fill = 0;
}

static void sha_update(sha256 *s, const uint8_t *p, size_t n) {
    s->total += n;
    while (n > 0) {
        size_t take = 64 - s->fill < n ? 64 - s->fill : n;
        memcpy(s->block + s->fill, p, take);
        s->fill += take, p += take, n -= take;
        if (s->fill == 64) {
            sha_block(s, s->block);
            s->fill = 0;
        }
    }
}

static void sha_final(sha256 *s, uint8_t out[32]) {
    uint64_t bits = s->total * 8;
    uint8_t pad = 0x80, zero = 0, len[8];
    sha_update(s, &pad, 1);
    while (s->fill != 56) sha_update(s, &zero, 1);
    for (int i = 0; i < 8; i++) len[i] = (uint8_t)(bits >> (56 - 8 * i));
    sha_update(s, len, 8);
    for (int i = 0; i < 8; i++)
        out[4 * i] = (uint8_t)(s->h[i] >> 24), out[4 * i + 1] = (uint8_t)(s->h[i] >> 16),
                out[4 * i + 2] = (uint8_t)(s->h[i] >> 8), out[4 * i + 3] = (uint8_t)s->h[i];
}

void sx_sha256(const uint8_t *p, size_t n, uint8_t out[32]) {
    sha256 s;
    sha_init(&s);
    sha_update(&s, p, n);
    sha_final(&s, out);
}

void sx_hmac_sha256(const uint8_t *key, size_t keylen, const uint8_t *p, size_t n, uint8_t out[32]) {
    uint8_t k[64] = {0}, ipad[64], opad[64], inner[32];
    if (keylen > 64) sx_sha256(key, keylen, k);
    else if (keylen > 0) memcpy(k, key, keylen);
    for (int i = 0; i < 64; i++) ipad[i] = k[i] ^ 0x36, opad[i] = k[i] ^ 0x5c;
    sha256 s;
    sha_init(&s);
    sha_update(&s, ipad, 64);
    sha_update(&s, p, n);
    sha_final(&s, inner);
    sha_init(&s);
    sha_update(&s, opad, 64);
    sha_update(&s, inner, 32);
    sha_final(&s, out);
}

/* ---------------------------------------------------------------------------------------------
 * The native functions a snapshot may name: the image's, then those made at run time
 * ------------------------------------------------------------------------------------------- */

typedef struct natives_table {
    sx_native_fn *fns;
    uint32_t n, nimage;
    uint64_t build_hash;
} natives_table;

static natives_table g_natives;
static pthread_once_t g_natives_once = PTHREAD_ONCE_INIT;

static void add_fns(sx_native_fn *to, uint32_t *n, const sx_native_fn *fns, uint32_t count) {
    for (uint32_t i = 0; i < count; i++) to[(*n)++] = fns[i];
}

static void build_natives(void) {
    /* the image is built by the first VM of the process */
    sx_vm_free(sx_vm_new(&(sx_limits){.max_instructions = 1, .max_memory = 64u << 20, .max_stack_depth = 1}));
    uint32_t nimage = 0, np = 0, nt = 0, nm = 0, na = 0;
    sx_native_fn *image = sx_image_natives(&nimage);
    const sx_native_fn *promise = sx_js_promise_natives(&np), *timers = sx_timers_natives(&nt),
                       *modules = sx_modules_natives(&nm), *agen = sx_async_generator_natives(&na);
    sx_native_fn *all = image ? malloc((nimage + np + nt + nm + na + 3) * sizeof *all) : NULL;
    if (all == NULL) {
        free(image);
        return;
    }
    uint32_t n = 0;
    add_fns(all, &n, image, nimage);
    free(image);
    sx_native_fn extra[2] = {sx_promise_resolving_native(), sx_host_native()};
    add_fns(all, &n, extra, 2);
    add_fns(all, &n, promise, np);
    add_fns(all, &n, timers, nt);
    add_fns(all, &n, agen, na); /* async generators' (stdlib/async_generator.c) */
    sx_native_fn from_async = sx_from_async_reaction_native();
    add_fns(all, &n, &from_async, 1);
    add_fns(all, &n, modules, nm); /* a machine's module loader (api/modules.c) */
    uint64_t parts[6] = {sx_image_build_hash(), nimage, n, SX_SNAP_VERSION, sizeof(sx_object), sizeof(sx_coroutine)};
    g_natives = (natives_table){.fns = all, .n = n, .nimage = nimage, .build_hash = XXH3_64bits(parts, sizeof parts)};
}

static const natives_table *natives(void) {
    pthread_once(&g_natives_once, build_natives);
    return g_natives.fns && sx_image_build_hash() != 0 ? &g_natives : NULL;
}

static int64_t extra_index(sx_native_fn fn) {
    for (uint32_t i = g_natives.nimage; i < g_natives.n; i++)
        if (g_natives.fns[i] == fn) return i - g_natives.nimage;
    return -1;
}

/* extra_index order: resolving function, host function, then stdlib/promise.c's (element,
 * finally reaction, finally thunk, capability executor), then api/timers.c's (set, clear,
 * queueMicrotask), then stdlib/async_generator.c's (next, return, throw, [Symbol.asyncIterator],
 * the await reaction), Array.fromAsync's reaction (stdlib/es2025.c), then every native of
 * api/modules.c. */
enum {
    X_RESOLVING,
    X_HOST,
    X_ELEMENT,
    X_FINALLY_REACTION,
    X_FINALLY_THUNK,
    X_CAPABILITY_EXECUTOR,
    X_SET_TIMER,
    X_CLEAR_TIMER,
    X_MICROTASK,
    X_AG_NEXT,
    X_AG_RETURN,
    X_AG_THROW,
    X_AG_SELF,
    X_AG_REACTION,
    X_FROM_ASYNC,
    X_MODULES /* and after it every native of api/modules.c */
};

static bool native_allowed(sx_native_fn fn, int16_t magic, sx_value data) {
    int64_t x = extra_index(fn);
    switch (x) {
    case -1: return data == SX_UNDEFINED && sx_image_native_magic_ok(fn, magic);
    case X_RESOLVING:
    case X_FINALLY_REACTION:
    case X_FINALLY_THUNK: return (magic == 0 || magic == 1) && sx_is_object(data);
    case X_ELEMENT: return magic >= 0 && magic <= 3 && sx_is_object(data);
    case X_CAPABILITY_EXECUTOR: return magic == 0 && sx_is_object(data);
    case X_SET_TIMER: return (magic == 0 || magic == 1) && data == SX_UNDEFINED;
    case X_AG_REACTION: return (magic == SX_GEN_NEXT || magic == SX_GEN_THROW) && sx_is_object(data);
    case X_FROM_ASYNC: return magic >= 0 && magic <= 2 && sx_is_object(data);
    default:
        if (x >= X_MODULES) return sx_modules_native_ok(fn, magic, data);
        return data == SX_UNDEFINED && (x == X_HOST || magic == 0);
    }
}

/* ---------------------------------------------------------------------------------------------
 * What JavaScript's structures must look like (checked once the whole heap is loaded)
 * ------------------------------------------------------------------------------------------- */

static bool is_class(sx_value v, sx_class cls) { return sx_is_object(v) && sx_as_object(v)->cls == cls; }
static sx_value item(sx_value arr, uint32_t i) { return sx_as_object(arr)->u.array.items[i]; }
static bool array_min(sx_value v, uint32_t len) {
    return is_class(v, SX_CLASS_ARRAY) && sx_as_object(v)->u.array.len >= len;
}

static bool native_data_ok(const sx_object *o) {
    sx_value d = o->u.native.data;
    switch (extra_index(o->u.native.fn)) {
    case X_RESOLVING: return array_min(d, 2) && is_class(item(d, 0), SX_CLASS_PROMISE);
    case X_FINALLY_REACTION: return array_min(d, 2);
    case X_FINALLY_THUNK: return array_min(d, 1);
    case X_CAPABILITY_EXECUTOR: return array_min(d, 3);
    case X_FROM_ASYNC: return sx_from_async_state_ok(d);
    case X_AG_REACTION: /* the async generator it resumes */
        return is_class(d, SX_CLASS_ITERATOR) && sx_as_object(d)->u.cursor.kind == SX_ITER_ASYNC_GENERATOR;
    case X_ELEMENT: {
        sx_value index = array_min(d, 3) ? item(d, 1) : SX_UNDEFINED; /* converted to uint32_t by its native */
        if (!sx_is_number(index) || !(sx_to_double(index) >= 0 && sx_to_double(index) < 4294967296.0) ||
            !array_min(item(d, 0), 3))
            return false;
        sx_value state = item(d, 0); /* [capability [promise, resolve, reject], values, remaining] */
        return array_min(item(state, 0), 3) && is_class(item(state, 1), SX_CLASS_ARRAY) && sx_is_number(item(state, 2));
    }
    default: return extra_index(o->u.native.fn) < X_MODULES || sx_modules_native_data_ok(o);
    }
}

static bool generator_target_ok(sx_value t) {
    return is_class(t, SX_CLASS_COROUTINE) && sx_as_object(t)->u.coro != NULL && sx_as_object(t)->u.coro->yielding;
}

/* An async generator's queue (stdlib/async_generator.c): [mode, value, promise] per request. */
static bool requests_ok(sx_value q) {
    if (!is_class(q, SX_CLASS_ARRAY) || sx_as_object(q)->u.array.len % 3 != 0) return false;
    for (uint32_t i = 0; i < sx_as_object(q)->u.array.len; i += 3) {
        sx_value mode = item(q, i);
        if (!sx_is_number(mode) || !(sx_to_double(mode) == SX_GEN_NEXT || sx_to_double(mode) == SX_GEN_THROW ||
                                     sx_to_double(mode) == SX_GEN_RETURN))
            return false;
        if (!is_class(item(q, i + 2), SX_CLASS_PROMISE)) return false;
    }
    return true;
}

/* An iterator helper (stdlib/iterator_helpers.c): target its source (undefined once finished),
 * extra [mode, function or count, the source's next (undefined: a built-in iterator), flatMap's
 * inner iterator or undefined]. */
static bool helper_ok(const sx_object *o) {
    sx_value st = o->u.cursor.extra, src = o->u.cursor.target;
    if (!array_min(st, 4)) return false;
    sx_value mode = item(st, 0), arg = item(st, 1), next = item(st, 2), inner = item(st, 3);
    if (!sx_is_number(mode)) return false;
    double m = sx_to_double(mode);
    enum { MAP, FILTER, TAKE, DROP, FLATMAP, WRAP }; /* stdlib/iterator_helpers.c's HELP_* */
    if (!(m == MAP || m == FILTER || m == TAKE || m == DROP || m == FLATMAP || m == WRAP)) return false;
    if ((m == TAKE || m == DROP) && !sx_is_number(arg)) return false;
    if ((m == MAP || m == FILTER || m == FLATMAP) && !sx_is_callable(arg)) return false;
    if (inner != SX_UNDEFINED && !sx_is_object(inner)) return false;
    /* a built-in source is stepped directly: it must be an iterator object */
    return src == SX_UNDEFINED || next != SX_UNDEFINED || is_class(src, SX_CLASS_ITERATOR);
}

static bool iterator_ok(const sx_object *o) {
    sx_value t = o->u.cursor.target;
    switch ((sx_iter_kind)o->u.cursor.kind) {
    case SX_ITER_ARRAY_VALUES:
    case SX_ITER_ARRAY_KEYS:
    case SX_ITER_ARRAY_ENTRIES: return t == SX_UNDEFINED || is_class(t, SX_CLASS_ARRAY);
    case SX_ITER_KEYS: /* for-in: the object whose keys are listed, or undefined */
        return (t == SX_UNDEFINED || is_class(t, SX_CLASS_ARRAY)) &&
               (o->u.cursor.extra == SX_UNDEFINED || sx_is_object(o->u.cursor.extra));
    case SX_ITER_STRING: return t == SX_UNDEFINED || sx_is_string(t);
    case SX_ITER_GENERATOR: return generator_target_ok(t);
    case SX_ITER_ASYNC_GENERATOR:
        return generator_target_ok(t) && o->u.cursor.pos <= 1 && requests_ok(o->u.cursor.extra);
    case SX_ITER_HELPER: return helper_ok(o);
    case SX_ITER_REGEXP_MATCHES: /* the regexp (undefined once done) and the string it runs over */
        return t == SX_UNDEFINED || (is_class(t, SX_CLASS_REGEXP) && sx_is_string(o->u.cursor.extra));
    case SX_ITER_PROTOCOL:
    case SX_ITER_ASYNC_PROTOCOL: return true; /* target and next are called like any guest values */
    case SX_ITER_MAP_KEYS:
    case SX_ITER_MAP_VALUES:
    case SX_ITER_MAP_ENTRIES:
    case SX_ITER_SET_VALUES:
    case SX_ITER_SET_ENTRIES: {
        sx_value want = o->u.cursor.extra; /* the seq wanted next, converted to uint64_t by the step */
        bool want_ok = want == SX_UNDEFINED ||
                       (sx_is_number(want) && sx_to_double(want) >= 0 && sx_to_double(want) <= 9007199254740992.0);
        sx_class cls = o->u.cursor.kind >= SX_ITER_SET_VALUES ? SX_CLASS_SET : SX_CLASS_MAP;
        return want_ok && (t == SX_UNDEFINED || is_class(t, cls));
    }
    default: return false;
    }
}

/* A reaction's target: nothing, a derived promise, a capability [promise, resolve, reject] (a
 * Promise subclass's then) or a coroutine. */
static bool target_ok(sx_value t) {
    return t == SX_UNDEFINED || is_class(t, SX_CLASS_PROMISE) || is_class(t, SX_CLASS_COROUTINE) || array_min(t, 3);
}

static bool reactions_ok(const sx_object *r) {
    if (r->u.array.len % 4 != 0) return false;
    for (uint32_t i = 0; i < r->u.array.len; i += 4) {
        sx_value t = r->u.array.items[i + 2];
        if (!target_ok(t)) return false;
    }
    return true;
}

static const char *iterator_name(const sx_object *o) {
    switch ((sx_iter_kind)o->u.cursor.kind) {
    case SX_ITER_ASYNC_GENERATOR: return "an async generator's state";
    case SX_ITER_HELPER: return "an iterator helper's state";
    case SX_ITER_REGEXP_MATCHES: return "a matchAll iterator's state";
    default: return "an iterator";
    }
}

/* What is wrong with o, as a noun phrase in err ("an async generator"): the loader says the
 * snapshot is corrupt, the writer that the run holds something snapshots do not cover. */
static bool check_object(sx_vm *vm, sx_object *o, bool from_image, char *err, size_t n) {
    (void)vm;
    const char *what = NULL;
    if (o->cls == SX_CLASS_NATIVE && !from_image && !native_data_ok(o)) what = "a built-in function's data";
    else if (o->cls == SX_CLASS_ITERATOR && !iterator_ok(o)) what = iterator_name(o);
    else if (o->cls == SX_CLASS_PROMISE && o->u.future.reactions && !reactions_ok(o->u.future.reactions))
        what = "a promise's reactions";
    else if (o->cls == SX_CLASS_COROUTINE && o->u.coro->outcome->cls != SX_CLASS_PROMISE) what = "a coroutine";
    if (what == NULL) return true;
    snprintf(err, n, "%s", what);
    return false;
}

/* The job queue, the unhandled rejections and the timers (hidden globals). */
static bool realm_ok(sx_vm *vm, char *err, size_t n) {
    const sx_object *jobs = sx_realm(vm)->jobs;
    for (uint32_t i = sx_js_state(vm)->jobs_head; i + 3 < jobs->u.array.len; i += 4) {
        const sx_value *j = jobs->u.array.items + i;
        bool ok = j[0] == sx_number(1) ? is_class(j[3], SX_CLASS_PROMISE) && target_ok(j[2])
                                       : j[0] == sx_number(2) && is_class(j[1], SX_CLASS_PROMISE);
        if (!ok) return snprintf(err, n, "snapshot is corrupt: the job queue is malformed"), false;
    }
    const sx_object *u = sx_realm(vm)->unhandled;
    for (uint32_t i = 0; i < u->u.array.len; i++)
        if (!is_class(u->u.array.items[i], SX_CLASS_PROMISE))
            return snprintf(err, n, "snapshot is corrupt: the unhandled rejections are malformed"), false;
    const sx_object *g = vm->realm.global;
    for (uint32_t i = 0; i < g->nprops; i++) {
        const sx_string *key = g->props[i].key;
        char text[16] = "";
        if (key == NULL || key->len < 7 || key->len > 12) continue;
        sx_string_to_utf8(key, text, sizeof text);
        sx_value v = g->props[i].value;
        bool ok = true;
        if (strcmp(text, "%timer:state") == 0)
            ok = array_min(v, 2) && sx_is_number(item(v, 0)) && sx_is_number(item(v, 1));
        else if (strcmp(text, "%timers") == 0) {
            ok = is_class(v, SX_CLASS_ARRAY);
            for (uint32_t k = 0; ok && k < sx_as_object(v)->u.array.len; k++) {
                sx_value t = item(v, k);
                ok = array_min(t, 5) && sx_is_number(item(t, 0)) && sx_is_number(item(t, 1)) &&
                     is_class(item(t, 3), SX_CLASS_ARRAY) && sx_is_number(item(t, 4));
            }
        }
        if (!ok) return snprintf(err, n, "snapshot is corrupt: the timers are malformed"), false;
    }
    return true;
}

/* Map, Set, WeakMap, WeakSet and RegExp: their private data (stdlib/collections.c, regexp.c). */
static bool class_save(sx_object *o, sx_value *out, uint32_t *n) {
    switch ((sx_class)o->cls) {
    case SX_CLASS_MAP:
    case SX_CLASS_SET:
    case SX_CLASS_WEAKMAP:
    case SX_CLASS_WEAKSET: return sx_collection_snapshot(o, out, n);
    case SX_CLASS_REGEXP: return sx_regexp_snapshot(o, out, n);
    default: return false;
    }
}

static bool class_restore(sx_vm *vm, sx_object *o, const sx_value *v, uint32_t n, char *err, size_t errsize) {
    if (o->cls == SX_CLASS_REGEXP) return sx_regexp_restore(vm, o, v, n, err, errsize);
    return sx_collection_restore(vm, o, v, n, err, errsize);
}

static sx_snap_config config(const natives_table *t) {
    return (sx_snap_config){.natives = t->fns,
                            .nnatives = t->n,
                            .check_object = check_object,
                            .native_allowed = native_allowed,
                            .class_save = class_save,
                            .class_restore = class_restore};
}

/* ---------------------------------------------------------------------------------------------
 * Sealing and opening
 * ------------------------------------------------------------------------------------------- */

static void put_le(uint8_t *p, uint64_t v, int n) {
    for (int i = 0; i < n; i++) p[i] = (uint8_t)(v >> (8 * i));
}
static uint64_t get_le(const uint8_t *p, int n) {
    uint64_t v = 0;
    for (int i = 0; i < n; i++) v |= (uint64_t)p[i] << (8 * i);
    return v;
}

bool sx_api_seal(const char magic[8], uint32_t version, const uint8_t *payload, size_t len, const secexec_options *o,
                 uint8_t **out, size_t *outlen, char *err, size_t n) {
    const natives_table *t = natives();
    if (t == NULL) return snprintf(err, n, "snapshot: this process has no realm image"), false;
    bool keyed = o != NULL && o->snapshot_key != NULL && o->snapshot_key_len > 0;
    size_t total = SX_SNAP_HEADER + len + 8 + (keyed ? 32 : 0);
    uint8_t *b = malloc(total);
    if (b == NULL) return snprintf(err, n, "host out of memory"), false;
    memcpy(b, magic, 8);
    put_le(b + 8, version, 4);
    put_le(b + 12, t->build_hash, 8);
    b[20] = keyed ? 1 : 0;
    put_le(b + 21, len, 8);
    if (len) memcpy(b + SX_SNAP_HEADER, payload, len);
    put_le(b + SX_SNAP_HEADER + len, XXH3_64bits(b, SX_SNAP_HEADER + len), 8);
    if (keyed)
        sx_hmac_sha256(o->snapshot_key, o->snapshot_key_len, b, SX_SNAP_HEADER + len + 8, b + SX_SNAP_HEADER + len + 8);
    *out = b;
    *outlen = total;
    return true;
}

bool sx_api_snapshot_write(sx_vm *vm, const sx_value *roots, uint32_t nroots, const char *state,
                           const secexec_options *o, uint8_t **out, size_t *outlen, char *err, size_t n) {
    const natives_table *t = natives();
    if (t == NULL) return snprintf(err, n, "snapshot: this process has no realm image"), false;
    sx_snap_config cfg = config(t);
    uint8_t *payload;
    size_t len;
    if (!sx_snapshot_write(vm, &cfg, roots, nroots, (const uint8_t *)state, strlen(state), &payload, &len, err, n))
        return false;
    bool ok = sx_api_seal(snap_magic, SX_SNAP_VERSION, payload, len, o, out, outlen, err, n);
    free(payload);
    return ok;
}

/* Constant time: how long it takes does not tell how many bytes of a forged HMAC were right. */
static bool same_mac(const uint8_t *a, const uint8_t *b) {
    uint8_t d = 0;
    for (int i = 0; i < 32; i++) d |= a[i] ^ b[i];
    return d == 0;
}

bool sx_api_unseal(const char magic[8], uint32_t version, const uint8_t *b, size_t len, const secexec_options *o,
                   const uint8_t **payload, size_t *paylen, char *err, size_t n) {
    const natives_table *t = natives();
    if (t == NULL) return snprintf(err, n, "snapshot: this process has no realm image"), false;
    if (b == NULL || len < 8 || memcmp(b, magic, 8) != 0) {
        if (b != NULL && len >= 8 && memcmp(b, snap_magic, 8) == 0)
            return snprintf(err, n, "this is a run's snapshot (\"SECEXSNP\"), not a hibernated VM: resume it"), false;
        if (b != NULL && len >= 8 && memcmp(b, SX_MACHINE_MAGIC, 8) == 0)
            return snprintf(err, n, "this is a hibernated VM (\"SECEXMCH\"), not a run's snapshot: restore it"), false;
        return snprintf(err, n, "not a secexec snapshot (it does not start with \"%.8s\")", magic), false;
    }
    if (len < SX_SNAP_HEADER + 8) return snprintf(err, n, "snapshot is truncated (%zu bytes)", len), false;
    uint64_t got = get_le(b + 8, 4), hash = get_le(b + 12, 8), plen = get_le(b + 21, 8);
    if (got != version)
        return snprintf(err, n, "snapshot format version %llu is not the one this build reads (%u)",
                        (unsigned long long)got, version),
               false;
    if (hash != t->build_hash)
        return snprintf(err, n,
                        "snapshot was made by another build of secexec (build %016llx; this one is %016llx): "
                        "resume it with the build that made it",
                        (unsigned long long)hash, (unsigned long long)t->build_hash),
               false;
    bool keyed = b[20] == 1;
    if (b[20] > 1) return snprintf(err, n, "snapshot is corrupt: unknown flags"), false;
    size_t want = SX_SNAP_HEADER + 8 + (keyed ? 32 : 0);
    if (plen > len || len - want != plen)
        return snprintf(err, n, "snapshot is truncated or has trailing bytes (%zu bytes, its header says %llu)", len,
                        (unsigned long long)(plen + want)),
               false;
    if (get_le(b + SX_SNAP_HEADER + plen, 8) != XXH3_64bits(b, SX_SNAP_HEADER + plen))
        return snprintf(err, n, "snapshot is corrupt: its checksum does not match"), false;
    bool have_key = o != NULL && o->snapshot_key != NULL && o->snapshot_key_len > 0;
    if (have_key != keyed)
        return snprintf(err, n,
                        have_key ? "snapshot is not signed: this host requires an HMAC under its snapshot key"
                                 : "snapshot is signed: give its snapshot key to resume it"),
               false;
    if (keyed) {
        uint8_t mac[32];
        sx_hmac_sha256(o->snapshot_key, o->snapshot_key_len, b, SX_SNAP_HEADER + plen + 8, mac);
        if (!same_mac(mac, b + SX_SNAP_HEADER + plen + 8))
            return snprintf(err, n,
                            "snapshot's HMAC does not match the key: it was changed or signed with another key"),
                   false;
    }
    *payload = b + SX_SNAP_HEADER;
    *paylen = (size_t)plen;
    return true;
}

bool sx_api_snapshot_open(const uint8_t *b, size_t len, const secexec_options *o, const uint8_t **payload,
                          size_t *paylen, char *err, size_t n) {
    return sx_api_unseal(snap_magic, SX_SNAP_VERSION, b, len, o, payload, paylen, err, n);
}

sx_vm *sx_api_snapshot_load(const uint8_t *payload, size_t len, const sx_limits *limits, sx_value *roots,
                            uint32_t max_roots, uint32_t *nroots, const uint8_t **state, size_t *statelen, char *err,
                            size_t n) {
    const natives_table *t = natives();
    if (t == NULL) return snprintf(err, n, "snapshot: this process has no realm image"), NULL;
    sx_snap_config cfg = config(t);
    sx_vm *vm =
        sx_snapshot_read(payload, len, limits, &sx_js_lang, &cfg, roots, max_roots, nroots, state, statelen, err, n);
    if (vm != NULL && !realm_ok(vm, err, n)) {
        sx_vm_free(vm);
        return NULL;
    }
    return vm;
}

/* -- base64 (snapshots in results; serve's vm.writeFile / vm.readFile with "encoding": "base64") -- */

static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

char *secexec_base64_encode(const unsigned char *d, size_t n) {
    char *out = malloc(4 * ((n + 2) / 3) + 1), *o = out;
    if (out == NULL) return NULL;
    for (size_t i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)d[i] << 16 | (i + 1 < n ? (uint32_t)d[i + 1] << 8 : 0) | (i + 2 < n ? d[i + 2] : 0);
        *o++ = b64[v >> 18];
        *o++ = b64[(v >> 12) & 63];
        *o++ = i + 1 < n ? b64[(v >> 6) & 63] : '=';
        *o++ = i + 2 < n ? b64[v & 63] : '=';
    }
    *o = 0;
    return out;
}

unsigned char *secexec_base64_decode(const char *t, size_t n, size_t *len) {
    unsigned char *out = malloc(n / 4 * 3 + 3);
    if (out == NULL) return NULL;
    uint32_t acc = 0;
    size_t k = 0, bits = 0, i = 0;
    for (; i < n && t[i] != '='; i++) {
        const char *p = strchr(b64, t[i]);
        if (p == NULL || t[i] == 0) return free(out), NULL;
        acc = acc << 6 | (uint32_t)(p - b64);
        if ((bits += 6) >= 8) out[k++] = (unsigned char)(acc >> (bits -= 8));
    }
    for (; i < n; i++)
        if (t[i] != '=') return free(out), NULL;
    *len = k;
    return out;
}
