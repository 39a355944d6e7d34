/* lib_random.c - the native half of `random` (module _sx_random): CPython's Mersenne Twister (MT19937), and the run's seed and clock. */
#include <math.h>
#include <string.h>
#include <time.h>

#include "python/py.h"
#include "vm/meter.h"

#define RL py_rl(vm)

/*
 * random.py keeps a generator's state in a list of 625 ints: the 624 words of MT19937 and the
 * index of the next one. seed(state, key) is CPython's init_by_array (key: the seed's 32-bit
 * words, least significant first), u32(state) the next 32-bit output, random(state) CPython's
 * random() (two outputs, 53 bits). So a seeded sequence is CPython's, output for output.
 * entropy() gives an unseeded generator its key from the run's seed (secexec_options.random_seed,
 * the one Math.random uses), never from the host; now() is the run's virtual clock in ms.
 */

#define MT_N 624
#define MT_M 397

/* the state list's words as C words (false: not a generator state) */
static bool load(sx_vm *vm, sx_value v, uint32_t *mt, uint32_t *index) {
    if (!sx_is_object(v) || sx_as_object(v)->cls != SX_CLASS_ARRAY || sx_as_object(v)->u.array.len != MT_N + 1) {
        py_raise(vm, RL->type_error, "internal: not a random generator state");
        return false;
    }
    sx_value *items = sx_as_object(v)->u.array.items;
    for (int k = 0; k <= MT_N; k++)
        if (!sx_is_number(items[k])) {
            py_raise(vm, RL->type_error, "internal: not a random generator state");
            return false;
        }
    if (mt != NULL)
        for (int k = 0; k < MT_N; k++) mt[k] = (uint32_t)sx_to_double(items[k]);
    *index = (uint32_t)sx_to_double(items[MT_N]);
    if (*index > MT_N) *index = MT_N;
    return true;
}

static void store(sx_value v, const uint32_t *mt, uint32_t index) {
    sx_value *items = sx_as_object(v)->u.array.items;
    if (mt != NULL)
        for (int k = 0; k < MT_N; k++) items[k] = sx_number(mt[k]);
    items[MT_N] = sx_number(index);
}

static void twist(uint32_t *mt) {
    static const uint32_t mag01[2] = {0x0u, 0x9908b0dfu};
    int kk;
    uint32_t y;
    for (kk = 0; kk < MT_N - MT_M; kk++) {
        y = (mt[kk] & 0x80000000u) | (mt[kk + 1] & 0x7fffffffu);
        mt[kk] = mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 1u];
    }
    for (; kk < MT_N - 1; kk++) {
        y = (mt[kk] & 0x80000000u) | (mt[kk + 1] & 0x7fffffffu);
        mt[kk] = mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 1u];
    }
    y = (mt[MT_N - 1] & 0x80000000u) | (mt[0] & 0x7fffffffu);
    mt[MT_N - 1] = mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 1u];
}

/* the next output, reading and writing the list in place (one word, or all of them on a twist) */
static bool next32(sx_vm *vm, sx_value state, uint32_t *out) {
    uint32_t index;
    if (!load(vm, state, NULL, &index)) return false;
    sx_value *items = sx_as_object(state)->u.array.items;
    if (index >= MT_N) {
        uint32_t mt[MT_N];
        for (int k = 0; k < MT_N; k++) mt[k] = (uint32_t)sx_to_double(items[k]);
        twist(mt);
        store(state, mt, 0);
        if (!sx_meter_charge(vm, MT_N / 8)) return false;
        index = 0;
    }
    uint32_t y = (uint32_t)sx_to_double(items[index]);
    items[MT_N] = sx_number(index + 1);
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= (y >> 18);
    *out = y;
    return true;
}

/* seed(state, key): init_by_array(key) as CPython's random_seed does */
static sx_value r_seed(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    uint32_t index;
    if (argc < 2 || !load(vm, argv[0], NULL, &index))
        return argc < 2 ? py_raise(vm, RL->type_error, "internal: seed") : SX_EXCEPTION;
    if (!sx_is_object(argv[1]) || sx_as_object(argv[1])->cls != SX_CLASS_ARRAY)
        return py_raise(vm, RL->type_error, "internal: seed key");
    sx_object *keyl = sx_as_object(argv[1]);
    uint32_t klen = keyl->u.array.len ? keyl->u.array.len : 1;
    if (!sx_meter_charge(vm, MT_N + klen)) return SX_EXCEPTION;
    uint32_t mt[MT_N];
    mt[0] = 19650218u;
    for (int i = 1; i < MT_N; i++) mt[i] = (1812433253u * (mt[i - 1] ^ (mt[i - 1] >> 30)) + (uint32_t)i);
    uint32_t i = 1, j = 0;
    for (uint32_t k = MT_N > klen ? MT_N : klen; k; k--) {
        uint32_t key = keyl->u.array.len ? (uint32_t)sx_to_double(keyl->u.array.items[j]) : 0;
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525u)) + key + j;
        i++, j++;
        if (i >= MT_N) mt[0] = mt[MT_N - 1], i = 1;
        if (j >= klen) j = 0;
    }
    for (uint32_t k = MT_N - 1; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941u)) - i;
        i++;
        if (i >= MT_N) mt[0] = mt[MT_N - 1], i = 1;
    }
    mt[0] = 0x80000000u;
    store(argv[0], mt, MT_N);
    return SX_NULL;
}

static sx_value r_u32(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    uint32_t y;
    if (argc < 1) return py_raise(vm, RL->type_error, "internal: u32");
    return next32(vm, argv[0], &y) ? sx_number(y) : SX_EXCEPTION;
}

/* random(state): CPython's genrand_res53 */
static sx_value r_random(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    uint32_t a, b;
    if (argc < 1) return py_raise(vm, RL->type_error, "internal: random");
    if (!next32(vm, argv[0], &a) || !next32(vm, argv[0], &b)) return SX_EXCEPTION;
    a >>= 5, b >>= 6;
    return py_float(vm, ((double)a * 67108864.0 + (double)b) * (1.0 / 9007199254740992.0));
}

/* entropy(): four 32-bit words from the run's seed (the Math.random state, advanced) */
static sx_value r_entropy(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    uint64_t *st = py_state(vm)->random_state;
    sx_object *l = py_list_new(vm, 4);
    if (l == NULL) return SX_EXCEPTION;
    for (int k = 0; k < 2; k++) {
        if (st[0] == 0 && st[1] == 0) st[0] = 0x9E3779B97F4A7C15ull;
        uint64_t s1 = st[0], s0 = st[1];
        st[0] = s0;
        s1 ^= s1 << 23;
        s1 ^= s1 >> 17;
        s1 ^= s0 ^ (s0 >> 26);
        st[1] = s1;
        uint64_t r = st[0] + st[1];
        l->u.array.items[2 * k] = sx_number((double)(uint32_t)r);
        l->u.array.items[2 * k + 1] = sx_number((double)(uint32_t)(r >> 32));
    }
    l->u.array.len = 4;
    return sx_from_object(l);
}

/* now(): the run's virtual clock, ms since the epoch (secexec_options.clock_ms), or the host's
 * real clock when the host opted in (secexec_options.host_clock, as for Date.now()) */
static sx_value r_now(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    if (py_state(vm)->host_clock) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        return sx_number(floor((double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6));
    }
    return sx_number(py_state(vm)->clock_ms);
}

/* SHA-512 (FIPS 180-4), for seed(str): CPython seeds with int.from_bytes(s + sha512(s), 'big'). */
static const uint64_t sha_k[80] = {
    0x428a2f98d728ae22ull, 0x7137449123ef65cdull, 0xb5c0fbcfec4d3b2full, 0xe9b5dba58189dbbcull, 0x3956c25bf348b538ull,
    0x59f111f1b605d019ull, 0x923f82a4af194f9bull, 0xab1c5ed5da6d8118ull, 0xd807aa98a3030242ull, 0x12835b0145706fbeull,
    0x243185be4ee4b28cull, 0x550c7dc3d5ffb4e2ull, 0x72be5d74f27b896full, 0x80deb1fe3b1696b1ull, 0x9bdc06a725c71235ull,
    0xc19bf174cf692694ull, 0xe49b69c19ef14ad2ull, 0xefbe4786384f25e3ull, 0x0fc19dc68b8cd5b5ull, 0x240ca1cc77ac9c65ull,
    0x2de92c6f592b0275ull, 0x4a7484aa6ea6e483ull, 0x5cb0a9dcbd41fbd4ull, 0x76f988da831153b5ull, 0x983e5152ee66dfabull,
    0xa831c66d2db43210ull, 0xb00327c898fb213full, 0xbf597fc7beef0ee4ull, 0xc6e00bf33da88fc2ull, 0xd5a79147930aa725ull,
    0x06ca6351e003826full, 0x142929670a0e6e70ull, 0x27b70a8546d22ffcull, 0x2e1b21385c26c926ull, 0x4d2c6dfc5ac42aedull,
    0x53380d139d95b3dfull, 0x650a73548baf63deull, 0x766a0abb3c77b2a8ull, 0x81c2c92e47edaee6ull, 0x92722c851482353bull,
    0xa2bfe8a14cf10364ull, 0xa81a664bbc423001ull, 0xc24b8b70d0f89791ull, 0xc76c51a30654be30ull, 0xd192e819d6ef5218ull,
    0xd69906245565a910ull, 0xf40e35855771202aull, 0x106aa07032bbd1b8ull, 0x19a4c116b8d2d0c8ull, 0x1e376c085141ab53ull,
    0x2748774cdf8eeb99ull, 0x34b0bcb5e19b48a8ull, 0x391c0cb3c5c95a63ull, 0x4ed8aa4ae3418acbull, 0x5b9cca4f7763e373ull,
    0x682e6ff3d6b2b8a3ull, 0x748f82ee5defb2fcull, 0x78a5636f43172f60ull, 0x84c87814a1f0ab72ull, 0x8cc702081a6439ecull,
    0x90befffa23631e28ull, 0xa4506cebde82bde9ull, 0xbef9a3f7b2c67915ull, 0xc67178f2e372532bull, 0xca273eceea26619cull,
    0xd186b8c721c0c207ull, 0xeada7dd6cde0eb1eull, 0xf57d4f7fee6ed178ull, 0x06f067aa72176fbaull, 0x0a637dc5a2c898a6ull,
    0x113f9804bef90daeull, 0x1b710b35131c471bull, 0x28db77f523047d84ull, 0x32caab7b40c72493ull, 0x3c9ebe0a15c9bebcull,
    0x431d67c49c100d4cull, 0x4cc5d4becb3e42b6ull, 0x597f299cfc657e2aull, 0x5fcb6fab3ad6faecull, 0x6c44198c4a475817ull};

static uint64_t ror64(uint64_t x, int n) { return (x >> n) | (x << (64 - n)); }

static void sha512_block(uint64_t h[8], const uint8_t *p) {
    uint64_t w[80], a[8];
    for (int t = 0; t < 16; t++) {
        w[t] = 0;
        for (int k = 0; k < 8; k++) w[t] = (w[t] << 8) | p[8 * t + k];
    }
    for (int t = 16; t < 80; t++) {
        uint64_t s0 = ror64(w[t - 15], 1) ^ ror64(w[t - 15], 8) ^ (w[t - 15] >> 7);
        uint64_t s1 = ror64(w[t - 2], 19) ^ ror64(w[t - 2], 61) ^ (w[t - 2] >> 6);
        w[t] = w[t - 16] + s0 + w[t - 7] + s1;
    }
    memcpy(a, h, sizeof a);
    for (int t = 0; t < 80; t++) {
        uint64_t s1 = ror64(a[4], 14) ^ ror64(a[4], 18) ^ ror64(a[4], 41);
        uint64_t ch = (a[4] & a[5]) ^ (~a[4] & a[6]);
        uint64_t t1 = a[7] + s1 + ch + sha_k[t] + w[t];
        uint64_t s0 = ror64(a[0], 28) ^ ror64(a[0], 34) ^ ror64(a[0], 39);
        uint64_t maj = (a[0] & a[1]) ^ (a[0] & a[2]) ^ (a[1] & a[2]);
        uint64_t t2 = s0 + maj;
        memmove(a + 1, a, 7 * sizeof a[0]);
        a[4] += t1;
        a[0] = t1 + t2;
    }
    for (int k = 0; k < 8; k++) h[k] += a[k];
}

static void sha512(const uint8_t *msg, size_t len, uint8_t out[64]) {
    uint64_t h[8] = {0x6a09e667f3bcc908ull, 0xbb67ae8584caa73bull, 0x3c6ef372fe94f82bull, 0xa54ff53a5f1d36f1ull,
                     0x510e527fade682d1ull, 0x9b05688c2b3e6c1full, 0x1f83d9abfb41bd6bull, 0x5be0cd19137e2179ull};
    size_t i = 0;
    for (; i + 128 <= len; i += 128) sha512_block(h, msg + i);
    uint8_t last[256] = {0};
    size_t rest = len - i;
    memcpy(last, msg + i, rest);
    last[rest] = 0x80;
    size_t blocks = rest + 17 <= 128 ? 1 : 2;
    uint64_t bits = (uint64_t)len * 8;
    for (int k = 0; k < 8; k++) last[blocks * 128 - 1 - k] = (uint8_t)(bits >> (8 * k));
    for (size_t b = 0; b < blocks; b++) sha512_block(h, last + 128 * b);
    for (int k = 0; k < 64; k++) out[k] = (uint8_t)(h[k / 8] >> (56 - 8 * (k % 8)));
}

/* str_key(s): the seed key (32-bit words, least significant first) of int.from_bytes(s.encode() +
 * sha512(s.encode()).digest(), 'big'), CPython's seed(str) (version 2) */
static sx_value r_str_key(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 1 || !sx_is_string(argv[0])) return py_raise(vm, RL->type_error, "internal: str_key");
    sx_string *s = sx_as_string(argv[0]);
    size_t n = sx_string_to_utf8(s, NULL, 0);
    if (!sx_meter_chars(vm, n)) return SX_EXCEPTION;
    uint8_t *buf = sx_mem_alloc(vm, n + 65);
    if (buf == NULL) return sx_throw_oom(vm);
    sx_string_to_utf8(s, (char *)buf, n + 1);
    sha512(buf, n, buf + n);
    size_t total = n + 64;
    /* skip leading zero bytes: the int's words stop at its highest non-zero one */
    size_t lead = 0;
    while (lead < total && buf[lead] == 0) lead++;
    size_t nbytes = total - lead, nwords = (nbytes + 3) / 4;
    sx_object *l = py_list_new(vm, nwords ? (uint32_t)nwords : 1);
    if (l == NULL) {
        sx_mem_free(vm, buf, n + 65);
        return SX_EXCEPTION;
    }
    for (size_t w = 0; w < nwords; w++) {
        uint32_t v = 0;
        for (int b = 3; b >= 0; b--) {
            size_t idx = 4 * w + (size_t)b; /* byte idx from the least significant end */
            if (idx < nbytes) v = (v << 8) | buf[total - 1 - idx];
            else v <<= 8;
        }
        l->u.array.items[w] = sx_number(v);
    }
    l->u.array.len = (uint32_t)nwords;
    sx_mem_free(vm, buf, n + 65);
    return sx_from_object(l);
}

bool py_lib_sx_random_fill(sx_vm *vm, sx_object *m) {
    return py_def(vm, m, "seed", r_seed, 2) && py_def(vm, m, "u32", r_u32, 1) && py_def(vm, m, "random", r_random, 1) &&
           py_def(vm, m, "entropy", r_entropy, 0) && py_def(vm, m, "now", r_now, 0) &&
           py_def(vm, m, "str_key", r_str_key, 1);
}
