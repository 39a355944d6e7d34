/* bigint.c - arbitrary-precision integers: libtommath on views of immutable cells, its memory and work charged to the VM. */
#include <math.h>
#include <tommath.h>

#include "vm/bigint.h"
#include "vm/meter.h"

_Static_assert(sizeof(mp_digit) == sizeof(uint64_t) && MP_DIGIT_BIT == SX_BIGINT_DIGIT_BITS,
               "libtommath must use 60-bit digits (MP_64BIT)");

/*
 * libtommath allocates through malloc/realloc/calloc/free, fixed when it was compiled. The build
 * (CMakeLists.txt, "libtommath") copies Debian's static library with those four names redirected
 * to the sx_bigint_tm_* functions below, which route each request to the VM running the current
 * operation: a thread-local pointer, set for the length of one call here (a VM runs on one thread
 * at a time and a big-integer operation never calls back into guest code). Each block carries its
 * size in a 16-byte header, because sx_mem_realloc needs the old size and libtommath's realloc
 * does not give it. A refused block (memory cap) makes libtommath return MP_MEM, and the
 * operation unwinds cleanly; nothing in the library aborts.
 */
typedef struct tm_router {
    sx_vm *vm;
    bool poll; /* a long operation: poll the clock and the cancel flag at each allocation */
} tm_router;
static _Thread_local tm_router t_router;

typedef struct tm_header {
    size_t size;
    size_t pad; /* keeps the block 16-byte aligned */
} tm_header;

static void *tm_resize(void *p, size_t n) {
    sx_vm *vm = t_router.vm;
    if (vm == NULL) return NULL; /* (never: every entry point sets it) */
    tm_header *h = p ? (tm_header *)p - 1 : NULL;
    size_t old = h ? h->size + sizeof *h : 0;
    if (n == 0) {
        if (h) sx_mem_realloc(vm, h, old, 0);
        return NULL;
    }
    if (n > SIZE_MAX / 2) return NULL;
    if (t_router.poll && (vm->abort != SX_ABORT_NONE || !sx_poll_limits(vm))) return NULL;
    tm_header *r = sx_mem_realloc(vm, h, old, n + sizeof *r);
    if (r == NULL) return NULL;
    r->size = n;
    return r + 1;
}

void *sx_bigint_tm_malloc(size_t n);
void *sx_bigint_tm_calloc(size_t count, size_t size);
void *sx_bigint_tm_realloc(void *p, size_t n);
void sx_bigint_tm_free(void *p);

void *sx_bigint_tm_malloc(size_t n) { return tm_resize(NULL, n ? n : 1); }
void *sx_bigint_tm_realloc(void *p, size_t n) { return tm_resize(p, n ? n : 1); }
void sx_bigint_tm_free(void *p) {
    if (p) tm_resize(p, 0);
}
void *sx_bigint_tm_calloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / 4 / size) return NULL;
    size_t n = count * size;
    void *p = tm_resize(NULL, n ? n : 1);
    if (p) memset(p, 0, n);
    return p;
}

/* libtommath's multiplication cutoffs (in digits), its defaults (bn_cutoffs.c of 1.2.0). */
#define SX_TM_HIDDEN __attribute__((visibility("hidden")))
SX_TM_HIDDEN extern const int sx_bigint_tm_karatsuba_mul_cutoff, sx_bigint_tm_karatsuba_sqr_cutoff,
    sx_bigint_tm_toom_mul_cutoff, sx_bigint_tm_toom_sqr_cutoff;
SX_TM_HIDDEN const int sx_bigint_tm_karatsuba_mul_cutoff = 80;
SX_TM_HIDDEN const int sx_bigint_tm_karatsuba_sqr_cutoff = 120;
SX_TM_HIDDEN const int sx_bigint_tm_toom_mul_cutoff = 350;
SX_TM_HIDDEN const int sx_bigint_tm_toom_sqr_cutoff = 400;

/* One operation's session: routes the library's memory to vm; `cost` (in limb operations) is
 * charged to the meter first. False: the budget is spent (the run ends, nothing was done). */
static bool enter(sx_vm *vm, uint64_t cost, tm_router *saved) {
    *saved = t_router;
    uint64_t units = cost / 4 + 1; /* one unit: about four digit multiply-adds */
    if (!sx_meter_charge(vm, units)) return false;
    t_router.vm = vm;
    t_router.poll = units >= SX_METER_INTERVAL;
    return true;
}
static void leave(const tm_router *saved) { t_router = *saved; }

/* Inside our own long loops (text conversions): false when a limit ended the run. */
static bool still_running(sx_vm *vm, uint64_t step) {
    if (!t_router.poll || step % 256 != 0) return true;
    return vm->abort == SX_ABORT_NONE && sx_poll_limits(vm);
}

/* -- cells and views -- */

static mp_int view(const sx_bigint *b) {
    mp_int m;
    m.used = (int)b->used;
    m.alloc = b->used ? (int)b->used : 1;
    m.sign = b->negative ? MP_NEG : MP_ZPOS;
    m.dp = (mp_digit *)b->digit; /* read only: a view is never an output */
    return m;
}

static size_t max_digits(void) { return SX_BIGINT_MAX_BITS / SX_BIGINT_DIGIT_BITS + 1; }

/* A new cell with m's value. */
static sx_value cell_of(sx_vm *vm, const mp_int *m, sx_bigint_status *status) {
    size_t used = m->used > 0 ? (size_t)m->used : 0;
    if (used > max_digits()) {
        *status = SX_BIGINT_TOO_BIG;
        return SX_EXCEPTION;
    }
    sx_bigint *b = sx_gc_new(vm, SX_GC_BIGINT, offsetof(sx_bigint, digit) + (used ? used : 1) * sizeof(uint64_t));
    if (b == NULL) {
        *status = SX_BIGINT_STOPPED;
        return SX_EXCEPTION;
    }
    if (used) memcpy(b->digit, m->dp, used * sizeof(uint64_t));
    b->used = (uint32_t)used;
    b->negative = used > 0 && m->sign == MP_NEG;
    return sx_from_bigint(b);
}

/* The result of a library call: a cell, or the reason there is none. */
static sx_value finish(sx_vm *vm, mp_err err, mp_int *r, sx_bigint_status *status) {
    sx_value v = SX_EXCEPTION;
    if (err == MP_OKAY) v = cell_of(vm, r, status);
    if (r->dp != NULL) mp_clear(r); /* (mp_init leaves dp NULL when it fails) */
    if (err == MP_OKAY) return v;
    *status = SX_BIGINT_STOPPED;
    if (vm->abort != SX_ABORT_NONE) return SX_EXCEPTION; /* a limit: the run is already ending */
    if (err == MP_MEM) return sx_throw_oom(vm);
    return sx_abort_run(vm, SX_ABORT_INTERNAL);
}

static sx_value stopped(sx_bigint_status *status) {
    *status = SX_BIGINT_STOPPED;
    return SX_EXCEPTION;
}

static sx_value fail(sx_bigint_status *status, sx_bigint_status why) {
    *status = why;
    return SX_EXCEPTION;
}

static uint64_t bit_length(const sx_bigint *b) {
    if (b->used == 0) return 0;
    uint64_t top = b->digit[b->used - 1];
    return (uint64_t)(b->used - 1) * SX_BIGINT_DIGIT_BITS + (64 - (uint64_t)__builtin_clzll(top));
}

/* -- the cost of the work, in digit operations -- */

/* libtommath multiplies n x m digits (m <= n) by schoolbook below 80 digits, else Karatsuba or
 * Toom-3 on m-digit slices: at most 3^k (m/2^k)^2 with m/2^k below 80, which overestimates what
 * Toom-3 does by about 8 (measured: 10^6-digit numbers, 89M units before the division by 8, and
 * 70 ms, where the interpreter runs 10M instructions). */
static uint64_t mul_cost(uint64_t n, uint64_t m) {
    if (m < 80) return n * m + n + 1;
    uint64_t scale = 1;
    while (m >= 80) {
        m = (m + 1) / 2;
        scale *= 3;
    }
    (void)n;
    return scale * m * m / 8;
}

/* n x m digits, with the unbalanced case as libtommath does it: n/m products of m x m. */
static uint64_t product_cost(uint64_t n, uint64_t m) {
    if (m > n) {
        uint64_t t = m;
        m = n;
        n = t;
    }
    if (m < 80) return n * m + n + 1;
    return (n / m + 1) * mul_cost(m, m); /* (m x m: Karatsuba's 3^k (m/2^k)^2) */
}

static uint64_t digits_of_bits(uint64_t bits) { return bits / SX_BIGINT_DIGIT_BITS + 1; }

/* -- arithmetic -- */

/* a ** b: the result has about bits(a) * b bits. */
static sx_value power(sx_vm *vm, const sx_bigint *a, const sx_bigint *b, sx_bigint_status *status) {
    if (b->negative) return fail(status, SX_BIGINT_NEGATIVE_EXPONENT);
    mp_int one = {0};
    int64_t e;
    if (b->used == 0 || (a->used == 1 && a->digit[0] == 1)) { /* x ** 0, 1 ** x, (-1) ** x */
        bool neg = a->used == 1 && a->negative && b->used > 0 && (b->digit[0] & 1);
        return sx_bigint_from_int64(vm, b->used == 0 ? 1 : neg ? -1 : 1);
    }
    if (a->used == 0) return sx_bigint_from_int64(vm, 0);
    if (!sx_bigint_to_int64(b, &e) || e > (int64_t)SX_BIGINT_MAX_BITS ||
        (uint64_t)e * (bit_length(a) - 1) > SX_BIGINT_MAX_BITS)
        return fail(status, SX_BIGINT_TOO_BIG);
    uint64_t digits = digits_of_bits((uint64_t)e * bit_length(a));
    tm_router saved;
    if (!enter(vm, 2 * product_cost(digits / 2 + 1, digits / 2 + 1) + digits, &saved)) return stopped(status);
    mp_int x = view(a);
    mp_err err = mp_init(&one);
    if (err == MP_OKAY) err = mp_expt_u32(&x, (uint32_t)e, &one);
    sx_value v = finish(vm, err, &one, status);
    leave(&saved);
    return v;
}

/* a << n (n < 0: a >> -n), and a >> n. */
static sx_value shift(sx_vm *vm, const sx_bigint *a, const sx_bigint *n, bool left, sx_bigint_status *status) {
    if (n->negative) left = !left;
    int64_t count;
    if (a->used == 0) return sx_bigint_from_int64(vm, 0);
    if (!sx_bigint_to_int64(n, &count) || count > (int64_t)SX_BIGINT_MAX_BITS || count < -(int64_t)SX_BIGINT_MAX_BITS) {
        if (left) return fail(status, SX_BIGINT_TOO_BIG);
        return sx_bigint_from_int64(vm, a->negative ? -1 : 0); /* every bit shifted out */
    }
    if (count < 0) count = -count;
    if (left && bit_length(a) + (uint64_t)count > SX_BIGINT_MAX_BITS) return fail(status, SX_BIGINT_TOO_BIG);
    tm_router saved;
    if (!enter(vm, a->used + (uint64_t)count / SX_BIGINT_DIGIT_BITS, &saved)) return stopped(status);
    mp_int x = view(a), r = {0};
    mp_err err = mp_init(&r);
    if (err == MP_OKAY) err = left ? mp_mul_2d(&x, (int)count, &r) : mp_signed_rsh(&x, (int)count, &r);
    sx_value v = finish(vm, err, &r, status);
    leave(&saved);
    return v;
}

#define SX_BIGINT_DIV_BLOCK 64 /* dividend digits brought down per step of a long division */

/* |x| / |y| (quotient q, remainder r), SX_BIGINT_DIV_BLOCK digits of x at a time: each step
 * divides at most len(y) + 64 digits by y, so the whole costs about len(x) * len(y) (libtommath's
 * own division, across the whole dividend for each quotient digit, costs len(x)^2), and the
 * clock and the cancel flag are polled between steps. */
static mp_err divide_blocks(sx_vm *vm, const mp_int *x, const mp_int *y, mp_int *q, mp_int *r) {
    mp_int ya = *y, qi = {0};
    ya.sign = MP_ZPOS;
    int n = x->used, m = y->used;
    mp_err err = mp_init_size(q, n);
    if (err == MP_OKAY) err = mp_init_size(r, m + SX_BIGINT_DIV_BLOCK + 1);
    if (err == MP_OKAY) err = mp_init_size(&qi, SX_BIGINT_DIV_BLOCK + 1);
    if (err != MP_OKAY) goto out;
    memset(q->dp, 0, (size_t)n * sizeof(mp_digit));
    q->used = n;
    for (int pos = n, step = 0; pos > 0; step++) {
        int take = pos % SX_BIGINT_DIV_BLOCK ? pos % SX_BIGINT_DIV_BLOCK : SX_BIGINT_DIV_BLOCK;
        pos -= take;
        if (!still_running(vm, (uint64_t)step * 16)) {
            err = MP_MEM;
            break;
        }
        if ((err = mp_lshd(r, take)) != MP_OKAY || (err = mp_grow(r, r->used > take ? r->used : take)) != MP_OKAY)
            break;
        memcpy(r->dp, x->dp + pos, (size_t)take * sizeof(mp_digit)); /* r = r * B^take + next digits */
        if (r->used < take) r->used = take;
        mp_clamp(r);
        if ((err = mp_div(r, &ya, &qi, r)) != MP_OKAY) break;
        memcpy(q->dp + pos, qi.dp, (size_t)qi.used * sizeof(mp_digit)); /* qi < B^take */
    }
    mp_clamp(q);
out:
    if (qi.dp != NULL) mp_clear(&qi);
    return err;
}

/* x / y or x % y, truncated (the remainder has x's sign); a one-digit y takes the linear path. */
static mp_err divide(sx_vm *vm, const mp_int *x, const mp_int *y, bool quotient, mp_int *r) {
    if (y->used > 1 && x->used - y->used > SX_BIGINT_DIV_BLOCK) {
        mp_int q = {0}, rem = {0};
        mp_err err = divide_blocks(vm, x, y, &q, &rem);
        mp_int *want = quotient ? &q : &rem, *other = quotient ? &rem : &q;
        if (err == MP_OKAY) {
            mp_exch(want, r);
            r->sign = r->used == 0 ? MP_ZPOS : quotient && x->sign != y->sign ? MP_NEG : quotient ? MP_ZPOS : x->sign;
        }
        if (want->dp != NULL) mp_clear(want);
        if (other->dp != NULL) mp_clear(other);
        return err;
    }
    if (y->used != 1) return quotient ? mp_div(x, y, r, NULL) : mp_div(x, y, NULL, r);
    mp_digit rem;
    mp_err err = mp_div_d(x, y->dp[0], quotient ? r : NULL, &rem); /* (quotient's sign: x's) */
    if (err != MP_OKAY) return err;
    if (quotient) return y->sign == MP_NEG ? mp_neg(r, r) : MP_OKAY;
    mp_set(r, rem);
    return x->sign == MP_NEG ? mp_neg(r, r) : MP_OKAY;
}

static uint64_t op_cost(sx_bigint_op op, const sx_bigint *a, const sx_bigint *b) {
    uint64_t n = a->used, m = b->used;
    switch (op) {
    case SX_BIGINT_MUL: return product_cost(n, m);
    case SX_BIGINT_DIV: /* one digit: mp_div_d, linear; else by blocks (divide_blocks) */
    case SX_BIGINT_REM: return m <= 1 || n < m ? n + 1 : (n - m + 1) * (m + SX_BIGINT_DIV_BLOCK + 1) + n;
    default: return n + m + 1;
    }
}

sx_value sx_bigint_binary(sx_vm *vm, sx_bigint_op op, sx_value va, sx_value vb, sx_bigint_status *status) {
    const sx_bigint *a = sx_as_bigint(va), *b = sx_as_bigint(vb);
    *status = SX_BIGINT_OK;
    if (op == SX_BIGINT_POW) return power(vm, a, b, status);
    if (op == SX_BIGINT_SHL || op == SX_BIGINT_SHR) return shift(vm, a, b, op == SX_BIGINT_SHL, status);
    if ((op == SX_BIGINT_DIV || op == SX_BIGINT_REM) && b->used == 0) return fail(status, SX_BIGINT_DIVIDE_BY_ZERO);
    if (op == SX_BIGINT_MUL && bit_length(a) + bit_length(b) > SX_BIGINT_MAX_BITS + 1)
        return fail(status, SX_BIGINT_TOO_BIG);
    tm_router saved;
    if (!enter(vm, op_cost(op, a, b), &saved)) return stopped(status);
    mp_int x = view(a), y = view(b), r = {0};
    mp_err err = mp_init(&r);
    if (err == MP_OKAY) {
        switch (op) {
        case SX_BIGINT_ADD: err = mp_add(&x, &y, &r); break;
        case SX_BIGINT_SUB: err = mp_sub(&x, &y, &r); break;
        case SX_BIGINT_MUL: err = mp_mul(&x, &y, &r); break;
        case SX_BIGINT_DIV:
        case SX_BIGINT_REM: err = divide(vm, &x, &y, op == SX_BIGINT_DIV, &r); break;
        case SX_BIGINT_AND: err = mp_and(&x, &y, &r); break;
        case SX_BIGINT_OR: err = mp_or(&x, &y, &r); break;
        case SX_BIGINT_XOR: err = mp_xor(&x, &y, &r); break;
        default: err = MP_VAL; break;
        }
    }
    sx_value v = finish(vm, err, &r, status);
    leave(&saved);
    return v;
}

sx_value sx_bigint_negate(sx_vm *vm, sx_value va, sx_bigint_status *status) {
    const sx_bigint *a = sx_as_bigint(va);
    *status = SX_BIGINT_OK;
    tm_router saved;
    if (!enter(vm, a->used, &saved)) return stopped(status);
    mp_int x = view(a), r = {0};
    mp_err err = mp_init(&r);
    if (err == MP_OKAY) err = mp_neg(&x, &r);
    sx_value v = finish(vm, err, &r, status);
    leave(&saved);
    return v;
}

sx_value sx_bigint_not(sx_vm *vm, sx_value va, sx_bigint_status *status) {
    const sx_bigint *a = sx_as_bigint(va);
    *status = SX_BIGINT_OK;
    tm_router saved;
    if (!enter(vm, a->used, &saved)) return stopped(status);
    mp_int x = view(a), r = {0};
    mp_err err = mp_init(&r);
    if (err == MP_OKAY) err = mp_complement(&x, &r);
    sx_value v = finish(vm, err, &r, status);
    leave(&saved);
    return v;
}

sx_value sx_bigint_wrap(sx_vm *vm, sx_value va, uint64_t bits, bool is_signed, sx_bigint_status *status) {
    const sx_bigint *a = sx_as_bigint(va);
    *status = SX_BIGINT_OK;
    uint64_t len = bit_length(a);
    if (bits == 0 || a->used == 0) return sx_bigint_from_int64(vm, 0);
    if (!a->negative && len < bits + (is_signed ? 0 : 1)) return va; /* already in range */
    if (a->negative && is_signed && len < bits) return va;           /* (-2^(bits-1) itself is handled below) */
    if (bits > SX_BIGINT_MAX_BITS) {
        if (!is_signed) return fail(status, SX_BIGINT_TOO_BIG); /* 2^bits + a for a negative a */
        return va;
    }
    tm_router saved;
    if (!enter(vm, (bits / SX_BIGINT_DIGIT_BITS + 1) * 3 + a->used, &saved)) return stopped(status);
    mp_int x = view(a), r = {0}, m = {0};
    mp_err err = mp_init(&r);
    if (err == MP_OKAY) err = mp_init(&m);
    if (err == MP_OKAY) err = mp_mod_2d(&x, (int)bits, &r); /* |a| mod 2^bits, with a's sign */
    if (err == MP_OKAY) err = mp_2expt(&m, (int)bits);
    if (err == MP_OKAY && r.sign == MP_NEG && r.used > 0) err = mp_add(&r, &m, &r); /* now 0 <= r < 2^bits */
    if (err == MP_OKAY && is_signed && mp_count_bits(&r) == (int)bits) err = mp_sub(&r, &m, &r);
    if (m.dp != NULL) mp_clear(&m);
    sx_value v = finish(vm, err, &r, status);
    leave(&saved);
    return v;
}

/* -- conversions -- */

sx_value sx_bigint_from_int64(sx_vm *vm, int64_t n) {
    sx_bigint *b = sx_gc_new(vm, SX_GC_BIGINT, offsetof(sx_bigint, digit) + 2 * sizeof(uint64_t));
    if (b == NULL) return SX_EXCEPTION;
    uint64_t mag = n < 0 ? (uint64_t)0 - (uint64_t)n : (uint64_t)n;
    b->negative = n < 0;
    b->digit[0] = mag & (((uint64_t)1 << SX_BIGINT_DIGIT_BITS) - 1);
    b->digit[1] = mag >> SX_BIGINT_DIGIT_BITS;
    b->used = b->digit[1] ? 2 : b->digit[0] ? 1 : 0;
    return sx_from_bigint(b);
}

sx_value sx_bigint_from_double(sx_vm *vm, double d, sx_bigint_status *status) {
    *status = SX_BIGINT_OK;
    tm_router saved;
    if (!enter(vm, 20, &saved)) return stopped(status);
    mp_int r = {0};
    mp_err err = mp_init(&r);
    if (err == MP_OKAY) err = mp_set_double(&r, d);
    sx_value v = finish(vm, err, &r, status);
    leave(&saved);
    return v;
}

static int digit_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    return c - 'A' + 10;
}

/* The largest power of radix below 2^60, and how many digits it holds. */
static uint64_t chunk_of(int radix, int *per) {
    uint64_t p = (uint64_t)radix;
    int k = 1;
    while (p <= (((uint64_t)1 << SX_BIGINT_DIGIT_BITS) - 1) / (uint64_t)radix) {
        p *= (uint64_t)radix;
        k++;
    }
    *per = k;
    return p;
}

sx_value sx_bigint_from_digits(sx_vm *vm, const char *digits, size_t len, int radix, bool negative,
                               sx_bigint_status *status) {
    *status = SX_BIGINT_OK;
    int per;
    (void)chunk_of(radix, &per);
    uint64_t chunks = len / (size_t)per + 1;
    if (len > (size_t)SX_BIGINT_MAX_BITS) return fail(status, SX_BIGINT_TOO_BIG); /* >= 1 bit a digit */
    tm_router saved; /* each chunk multiplies what is there so far: chunks^2 / 2 digit operations */
    if (!enter(vm, chunks * (chunks * (uint64_t)per * 6 / SX_BIGINT_DIGIT_BITS + 1) / 2 + len, &saved))
        return stopped(status);
    mp_int r = {0};
    mp_err err = mp_init(&r);
    size_t i = 0;
    size_t first = len % (size_t)per ? len % (size_t)per : (size_t)per; /* the short chunk goes first */
    for (uint64_t step = 0; err == MP_OKAY && i < len; step++) {
        if (!still_running(vm, step)) {
            err = MP_MEM;
            break;
        }
        size_t take = i == 0 ? first : (size_t)per;
        uint64_t acc = 0, scale = 1;
        for (size_t k = 0; k < take && i < len; k++, i++) {
            acc = acc * (uint64_t)radix + (uint64_t)digit_value(digits[i]);
            scale *= (uint64_t)radix;
        }
        err = mp_mul_d(&r, scale, &r);
        if (err == MP_OKAY) err = mp_add_d(&r, acc, &r);
    }
    if (err == MP_OKAY && negative) err = mp_neg(&r, &r);
    sx_value v = finish(vm, err, &r, status);
    leave(&saved);
    return v;
}

/*
 * Text of a long integer by divide and conquer (the chunked division below costs len^2): with
 * P0 = radix^per (one digit's worth) and P(j+1) = Pj^2, x < P(j+1)^2 splits into x / P(j+1) and
 * x % P(j+1), each written the same way into its own half of the text. Each division is Barrett's:
 * q = x * mu / B^2k with mu = floor(B^2k / P) computed once per level by Newton's iteration, so
 * every step is a multiplication (libtommath's Karatsuba / Toom-3), and the whole costs about
 * log(len) multiplications of len digits instead of len^2 digit divisions.
 */
enum { SX_TOSTR_LEAF = 48, SX_TOSTR_MIN = 160 }; /* digits: chunked below LEAF; D&C from MIN */

/* floor(B^(2k) / d) for d of k digits (B = 2^60): Newton's step from the reciprocal of d's top
 * k/2 + 2 digits (relative error below B^-(k/2+1), squared by the step), then corrected by the
 * remainder; a correction longer than a few steps falls back to libtommath's division. */
static mp_err reciprocal(const mp_int *d, mp_int *mu) {
    int k = d->used, h = k / 2 + 2;
    mp_int one = {0}, t = {0}, e = {0};
    mp_err err = mp_init_multi(&one, &t, &e, NULL);
    if (err == MP_OKAY) err = mp_2expt(&one, 2 * k * MP_DIGIT_BIT); /* B^2k */
    if (err != MP_OKAY || h >= k) {
        if (err == MP_OKAY) err = mp_div(&one, d, mu, NULL);
        mp_clear_multi(&one, &t, &e, NULL);
        return err;
    }
    mp_int top = *d; /* d's top h digits, read only */
    top.dp = d->dp + (k - h), top.used = h, top.alloc = h, top.sign = MP_ZPOS;
    if ((err = reciprocal(&top, mu)) != MP_OKAY) goto out; /* ~ B^2h / top */
    if ((err = mp_lshd(mu, k - h)) != MP_OKAY) goto out;   /* y ~ B^2k / d */
    if ((err = mp_mul(d, mu, &t)) != MP_OKAY) goto out;    /* e = B^2k - d y */
    if ((err = mp_sub(&one, &t, &e)) != MP_OKAY) goto out;
    if ((err = mp_mul(mu, &e, &t)) != MP_OKAY) goto out; /* y += y e / B^2k */
    mp_rshd(&t, 2 * k);
    if ((err = mp_add(mu, &t, mu)) != MP_OKAY) goto out;
    if ((err = mp_mul(d, mu, &t)) != MP_OKAY || (err = mp_sub(&one, &t, &e)) != MP_OKAY) goto out;
    for (int step = 0; err == MP_OKAY; step++) { /* e = B^2k - d y: bring it into [0, d) */
        if (step == 16) {
            err = mp_div(&one, d, mu, NULL);
            break;
        }
        if (mp_isneg(&e)) err = mp_add(&e, d, &e), err = err == MP_OKAY ? mp_decr(mu) : err;
        else if (mp_cmp_mag(&e, d) != MP_LT) err = mp_sub(&e, d, &e), err = err == MP_OKAY ? mp_incr(mu) : err;
        else break;
    }
out:
    mp_clear_multi(&one, &t, &e, NULL);
    return err;
}

/* q = x / p, r = x % p for 0 <= x < B^2k (p of k digits, mu its reciprocal): Barrett's estimate
 * is at most 2 below the quotient. */
static mp_err barrett(const mp_int *x, const mp_int *p, const mp_int *mu, mp_int *q, mp_int *r) {
    mp_err err = mp_mul(x, mu, q);
    if (err != MP_OKAY) return err;
    mp_rshd(q, 2 * p->used);
    if ((err = mp_mul(q, p, r)) != MP_OKAY || (err = mp_sub(x, r, r)) != MP_OKAY) return err;
    for (int step = 0; mp_cmp_mag(r, p) != MP_LT; step++) {
        if (step == 8) return mp_div(x, p, q, r);
        if ((err = mp_sub(r, p, r)) != MP_OKAY || (err = mp_incr(q)) != MP_OKAY) return err;
    }
    return MP_OKAY;
}

typedef struct tostr {
    sx_vm *vm;
    int radix, per;
    mp_digit chunk;
    mp_int pow[40], mu[40]; /* P0 .. PL and their reciprocals (mu only where used) */
    uint64_t steps;
} tostr;

/* x's `width` lowest radix digits into out (zero padded), by chunks of `per` digits. */
static mp_err tostr_leaf(tostr *c, const mp_int *x, char *out, uint64_t width) {
    mp_int q = {0};
    mp_err err = mp_init_copy(&q, x);
    uint64_t n = width;
    while (err == MP_OKAY && n > 0) {
        mp_digit rem = 0;
        if (q.used > 0) err = mp_div_d(&q, c->chunk, &q, &rem);
        for (int k = 0; k < c->per && n > 0; k++) {
            int dgt = (int)(rem % (mp_digit)c->radix);
            rem /= (mp_digit)c->radix;
            out[--n] = (char)(dgt < 10 ? '0' + dgt : 'a' + dgt - 10);
        }
    }
    if (q.dp != NULL) mp_clear(&q);
    return err;
}

/* x < P(j+1) into out, exactly per * 2^(j+1) digits. */
static mp_err tostr_split(tostr *c, const mp_int *x, int j, char *out) {
    uint64_t half = (uint64_t)c->per << j;
    if (!still_running(c->vm, c->steps++ * 256)) return MP_MEM;
    if (j == 0 || x->used <= SX_TOSTR_LEAF) return tostr_leaf(c, x, out, 2 * half);
    mp_int q = {0}, r = {0};
    mp_err err = mp_init_multi(&q, &r, NULL);
    if (err == MP_OKAY && c->mu[j].dp == NULL) {
        if ((err = mp_init(&c->mu[j])) == MP_OKAY) err = reciprocal(&c->pow[j], &c->mu[j]);
    }
    if (err == MP_OKAY) err = barrett(x, &c->pow[j], &c->mu[j], &q, &r);
    if (err == MP_OKAY) err = tostr_split(c, &q, j - 1, out);
    if (err == MP_OKAY) err = tostr_split(c, &r, j - 1, out + half);
    mp_clear_multi(&q, &r, NULL);
    return err;
}

/* |x|'s digits (x of SX_TOSTR_MIN digits or more) into a new buffer of *len bytes (leading zeros
 * removed; *size bytes allocated). */
static mp_err tostr_run(sx_vm *vm, const mp_int *x, int radix, char **buf, uint64_t *len, uint64_t *size) {
    tostr c = {.vm = vm, .radix = radix};
    c.chunk = chunk_of(radix, &c.per);
    mp_err err = mp_init_set(&c.pow[0], c.chunk);
    int L = 0; /* the first level whose square passes x: x < P(L+1) = PL^2 */
    while (err == MP_OKAY && 2 * c.pow[L].used - 1 <= x->used && L < 38) {
        err = mp_init(&c.pow[L + 1]);
        if (err == MP_OKAY) err = mp_sqr(&c.pow[L], &c.pow[L + 1]);
        L++;
    }
    mp_int ax = *x;
    ax.sign = MP_ZPOS;
    *size = ((uint64_t)c.per << L) * 2 + 1;
    *buf = err == MP_OKAY && *size <= ((uint64_t)1 << 31) ? sx_mem_alloc(vm, (size_t)*size) : NULL;
    if (err == MP_OKAY && *buf == NULL) err = MP_MEM;
    if (err == MP_OKAY) { /* x < PL^2 = P(L+1): split at PL */
        err = tostr_split(&c, &ax, L, *buf);
    }
    if (err == MP_OKAY) {
        uint64_t total = (uint64_t)c.per << (L + 1), lead = 0;
        while (lead + 1 < total && (*buf)[lead] == '0') lead++;
        memmove(*buf, *buf + lead, (size_t)(total - lead));
        *len = total - lead;
    }
    for (int j = 0; j < 40; j++) {
        if (c.pow[j].dp != NULL) mp_clear(&c.pow[j]);
        if (c.mu[j].dp != NULL) mp_clear(&c.mu[j]);
    }
    return err;
}

sx_string *sx_bigint_to_string(sx_vm *vm, sx_value va, int radix) {
    const sx_bigint *a = sx_as_bigint(va);
    if (a->used == 0) return sx_string_new_latin1(vm, (const uint8_t *)"0", 1);
    int per;
    uint64_t chunk = chunk_of(radix, &per);
    /* at most bits / log2(radix) + 1 digits; each chunk divides what is left: chunks * used / 2 */
    int log2r = 1;
    while ((1 << (log2r + 1)) <= radix) log2r++;
    uint64_t max_len = bit_length(a) / (uint64_t)log2r + 2;
    uint64_t chunks = max_len / (uint64_t)per + 1;
    if (max_len > ((uint64_t)1 << 30)) {
        sx_raise(vm, SX_FAULT_STRING_TOO_LONG, NULL, NULL);
        return NULL;
    }
    tm_router saved;
    if (a->used >= SX_TOSTR_MIN) { /* divide and conquer: about 12 multiplications of len/2 digits a level */
        uint64_t levels = 0;
        for (uint64_t n = a->used; n > SX_TOSTR_LEAF; n /= 2) levels++;
        uint64_t cost = levels * 12 * mul_cost(a->used / 2 + 1, a->used / 2 + 1) + a->used * SX_TOSTR_LEAF + max_len;
        if (!enter(vm, cost, &saved)) return NULL;
        mp_int x = view(a);
        char *text = NULL;
        uint64_t len = 0, size = 0;
        mp_err err = tostr_run(vm, &x, radix, &text, &len, &size);
        sx_string *s = NULL;
        if (err == MP_OKAY && a->negative) memmove(text + 1, text, (size_t)len), text[0] = '-', len++;
        if (err == MP_OKAY) s = sx_string_new_latin1(vm, (const uint8_t *)text, (uint32_t)len);
        else if (vm->abort == SX_ABORT_NONE) sx_throw_oom(vm);
        if (text != NULL) sx_mem_free(vm, text, (size_t)size);
        leave(&saved);
        return s;
    }
    if (!enter(vm, chunks * (a->used + 1) / 2 * 2 + max_len, &saved)) return NULL;
    char *buf = sx_mem_alloc(vm, (size_t)max_len + 1);
    mp_int x = view(a), q = {0};
    mp_err err = buf ? mp_init_copy(&q, &x) : MP_MEM;
    size_t n = 0; /* digits written, least significant first */
    for (uint64_t step = 0; err == MP_OKAY && q.used > 0; step++) {
        mp_digit rem;
        if (!still_running(vm, step)) {
            err = MP_MEM;
            break;
        }
        err = mp_div_d(&q, chunk, &q, &rem);
        for (int k = 0; k < per && (rem > 0 || q.used > 0) && n < max_len; k++) {
            int dgt = (int)(rem % (uint64_t)radix);
            rem /= (uint64_t)radix;
            buf[n++] = (char)(dgt < 10 ? '0' + dgt : 'a' + dgt - 10);
        }
    }
    if (q.dp != NULL) mp_clear(&q);
    sx_string *s = NULL;
    if (err == MP_OKAY) {
        if (a->negative) buf[n++] = '-';
        for (size_t i = 0; i < n / 2; i++) {
            char t = buf[i];
            buf[i] = buf[n - 1 - i];
            buf[n - 1 - i] = t;
        }
        s = sx_string_new_latin1(vm, (const uint8_t *)buf, (uint32_t)n);
    } else if (vm->abort == SX_ABORT_NONE) {
        sx_throw_oom(vm);
    }
    if (buf) sx_mem_free(vm, buf, (size_t)max_len + 1);
    leave(&saved);
    return s;
}

/* Bits [pos, pos + 64) of the magnitude (zeros past its end; pos may be negative). */
static uint64_t bits_at(const sx_bigint *b, int64_t pos) {
    uint64_t r = 0;
    for (int k = 63; k >= 0; k--) {
        int64_t p = pos + k;
        uint64_t bit = 0;
        if (p >= 0 && (uint64_t)p / SX_BIGINT_DIGIT_BITS < b->used)
            bit = (b->digit[p / SX_BIGINT_DIGIT_BITS] >> (p % SX_BIGINT_DIGIT_BITS)) & 1;
        r = (r << 1) | bit;
    }
    return r;
}

/* Any bit set below pos? */
static bool any_below(const sx_bigint *b, uint64_t pos) {
    uint64_t whole = pos / SX_BIGINT_DIGIT_BITS;
    for (uint64_t i = 0; i < whole && i < b->used; i++)
        if (b->digit[i]) return true;
    if (whole < b->used && pos % SX_BIGINT_DIGIT_BITS)
        return (b->digit[whole] & (((uint64_t)1 << (pos % SX_BIGINT_DIGIT_BITS)) - 1)) != 0;
    return false;
}

double sx_bigint_to_double(const sx_bigint *b) {
    uint64_t len = bit_length(b);
    if (len == 0) return 0;
    double sign = b->negative ? -1 : 1;
    if (len > 1024) return sign * INFINITY;
    int64_t low = (int64_t)len - 64; /* the top 64 bits start here */
    uint64_t top = bits_at(b, low);
    bool sticky = low > 0 && any_below(b, (uint64_t)low);
    uint64_t mant = top >> 11, rest = top & 0x7FF; /* 53 bits kept, 11 to round */
    if (rest > 0x400 || (rest == 0x400 && (sticky || (mant & 1)))) mant++;
    return sign * ldexp((double)mant, (int)(low + 11));
}

int sx_bigint_sign(const sx_bigint *a) { return a->used == 0 ? 0 : a->negative ? -1 : 1; }

int sx_bigint_compare(const sx_bigint *a, const sx_bigint *b) {
    int sa = sx_bigint_sign(a), sb = sx_bigint_sign(b);
    if (sa != sb) return sa < sb ? -1 : 1;
    mp_int x = view(a), y = view(b);
    int mag = mp_cmp_mag(&x, &y) == MP_LT ? -1 : mp_cmp_mag(&x, &y) == MP_GT ? 1 : 0;
    return sa < 0 ? -mag : mag;
}

int sx_bigint_compare_double(const sx_bigint *a, double d) {
    int sa = sx_bigint_sign(a), sd = d > 0 ? 1 : d < 0 ? -1 : 0;
    if (sa != sd) return sa < sd ? -1 : 1;
    if (sa == 0) return 0;
    if (isinf(d)) return -sd;
    /* same sign: compare |a| with |d| exactly, |d|'s integer part as digits on the stack */
    double m = fabs(d), whole = floor(m);
    int mag;
    int ex;
    frexp(whole, &ex); /* whole < 2^ex */
    if (whole == 0 || bit_length(a) > (uint64_t)ex) {
        mag = 1;
    } else if (bit_length(a) < (uint64_t)ex) {
        mag = -1;
    } else {
        mp_digit dd[20] = {0};
        int n = ex / SX_BIGINT_DIGIT_BITS + 1;
        double left = whole;
        for (int i = n - 1; i >= 0; i--) {
            double p = ldexp(1.0, SX_BIGINT_DIGIT_BITS * i);
            double q = floor(left / p);
            dd[i] = (mp_digit)q;
            left -= q * p;
        }
        while (n > 0 && dd[n - 1] == 0) n--;
        mp_int y = {n, 20, MP_ZPOS, dd}, x = view(a);
        x.sign = MP_ZPOS;
        mp_ord o = mp_cmp_mag(&x, &y);
        mag = o == MP_LT ? -1 : o == MP_GT ? 1 : (m > whole ? -1 : 0);
    }
    return sa < 0 ? -mag : mag;
}

bool sx_bigint_equal(const sx_bigint *a, const sx_bigint *b) {
    return a->used == b->used && a->negative == b->negative &&
           (a->used == 0 || memcmp(a->digit, b->digit, a->used * sizeof(uint64_t)) == 0);
}

uint64_t sx_bigint_hash(const sx_bigint *a) {
    uint64_t h = 1469598103934665603ull ^ a->negative;
    for (uint32_t i = 0; i < a->used; i++) h = (h ^ a->digit[i]) * 1099511628211ull;
    return h;
}

bool sx_bigint_to_int64(const sx_bigint *a, int64_t *out) {
    if (bit_length(a) > 63) return false;
    uint64_t mag = a->used ? a->digit[0] : 0;
    if (a->used > 1) mag |= a->digit[1] << SX_BIGINT_DIGIT_BITS;
    *out = a->negative ? -(int64_t)mag : (int64_t)mag;
    return true;
}
