/* fuzz_replay.c - libFuzzer target: the bytes as a recorded trace for secexec replay (a parser of untrusted bytes),
 * as given and re-chained (each line's hash recomputed, so mutations get past the chain check into
 * the event parser and the replayed run). Any input must end in 0, 1 or 2, never a crash or hang. */
#include <xxhash.h>

#include "api/testing.h"
#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void ignore(void *ud, const char *text, size_t len) { (void)ud, (void)text, (void)len; }

/* Each line of data with ,"h":"..."} recomputed (an existing one dropped first). */
static char *rechain(const uint8_t *data, size_t size, size_t *out_len) {
    char *out = malloc(size * 2 + 64), *o = out;
    if (out == NULL) return NULL;
    uint64_t chain = 0;
    for (size_t at = 0; at < size;) {
        const uint8_t *nl = memchr(data + at, '\n', size - at);
        size_t end = nl ? (size_t)(nl - data) : size, n = end - at;
        if (n >= 25 && memcmp(data + at + n - 24, ",\"h\":\"", 6) == 0) n -= 24; /* drop the old hash */
        else if (n > 0 && data[at + n - 1] == '}') n--;
        if (n > 0 && o + n + 40 < out + size * 2 + 64) {
            memcpy(o, data + at, n);
            o[n] = '}';
            chain = XXH64(o, n + 1, chain);
            o += n;
            o += sprintf(o, ",\"h\":\"%016llx\"}\n", (unsigned long long)chain);
        }
        at = end + 1;
    }
    *out_len = (size_t)(o - out);
    return out;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 1 << 16) return 0;
    int r = secexec__replay_capped((const char *)data, size, NULL, ignore, NULL, 20000, 16u << 20);
    if (r < 0 || r > 2) abort();
    size_t len;
    char *chained = rechain(data, size, &len);
    if (chained != NULL) {
        r = secexec__replay_capped(chained, len, NULL, ignore, NULL, 20000, 16u << 20);
        if (r < 0 || r > 2) abort();
    }
    free(chained);
    return 0;
}
