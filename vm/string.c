/* string.c - immutable UTF-16 strings (narrow or wide), interning, and string builders. */
#include <stdlib.h>
#include <xxhash.h>

#include "vm/gc.h"
#include "vm/meter.h"

/* -- creation -- */

static uint32_t hash_bytes(const void *data, size_t n) { return (uint32_t)XXH3_64bits(data, n); }

static sx_string *string_alloc(sx_vm *vm, uint32_t len, bool wide) {
    if (len >> SX_METER_CHARS_SHIFT && !sx_meter_chars(vm, len)) return NULL; /* filling it is charged */
    size_t bytes = wide ? (size_t)len * 2 : (size_t)len + 1;
    sx_string *s = sx_gc_new(vm, SX_GC_STRING, offsetof(sx_string, data) + bytes + 2);
    if (s == NULL) return NULL;
    s->len = len;
    s->wide = wide;
    s->chars = s->data.narrow;
    return s;
}

static void string_seal(sx_string *s) {
    if (!s->wide) s->data.narrow[s->len] = 0;
}

uint32_t sx_string_hash(sx_string *s) {
    if (!s->hashed) {
        s->hash = hash_bytes(sx_string_units(s), s->wide ? (size_t)s->len * 2 : s->len);
        s->hashed = 1;
    }
    return s->hash;
}

#define SX_MAX_STRING_LENGTH ((1u << 29) - 24) /* as V8 on 64-bit: longer is a RangeError */

static bool check_length(sx_vm *vm, size_t len) {
    if (len <= SX_MAX_STRING_LENGTH) return true;
    sx_raise(vm, SX_FAULT_STRING_TOO_LONG, NULL, NULL);
    return false;
}

sx_string *sx_string_new_latin1(sx_vm *vm, const uint8_t *data, uint32_t len) {
    if (!check_length(vm, len)) return NULL;
    sx_string *s = string_alloc(vm, len, false);
    if (s == NULL) return NULL;
    if (len) memcpy(s->data.narrow, data, len);
    string_seal(s);
    return s;
}

sx_string *sx_string_new_utf16(sx_vm *vm, const uint16_t *data, uint32_t len) {
    bool wide = false;
    for (uint32_t i = 0; i < len && !wide; i++) wide = data[i] > 0xFF;
    if (!check_length(vm, len)) return NULL;
    sx_string *s = string_alloc(vm, len, wide);
    if (s == NULL) return NULL;
    if (wide) memcpy(s->data.wide16, data, (size_t)len * 2);
    else
        for (uint32_t i = 0; i < len; i++) s->data.narrow[i] = (uint8_t)data[i];
    string_seal(s);
    return s;
}

/* Decode one WTF-8 sequence at p (n bytes left); returns the code point and its byte length.
 * Invalid bytes decode to U+FFFD, one byte at a time. */
static uint32_t utf8_decode(const unsigned char *p, size_t n, int *used) {
    unsigned c = p[0];
    int need = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
    *used = 1;
    if (need == 0) return c;
    if (need < 0 || (size_t)need >= n) return 0xFFFD;
    uint32_t cp = c & (0x3F >> need);
    for (int i = 1; i <= need; i++) {
        if ((p[i] & 0xC0) != 0x80) return 0xFFFD;
        cp = (cp << 6) | (p[i] & 0x3F);
    }
    static const uint32_t min_cp[4] = {0, 0x80, 0x800, 0x10000};
    if (cp < min_cp[need] || cp > 0x10FFFF) return 0xFFFD;
    *used = need + 1;
    return cp;
}

void sx_strbuf_utf8(sx_strbuf *b, const char *utf8, size_t len) {
    const unsigned char *p = (const unsigned char *)utf8;
    size_t i = 0;
    while (i < len && !b->failed) {
        int used;
        uint32_t cp = utf8_decode(p + i, len - i, &used);
        i += (size_t)used;
        if (cp >= 0x10000) {
            cp -= 0x10000;
            sx_strbuf_unit(b, (uint16_t)(0xD800 + (cp >> 10)));
            sx_strbuf_unit(b, (uint16_t)(0xDC00 + (cp & 0x3FF)));
        } else {
            sx_strbuf_unit(b, (uint16_t)cp);
        }
    }
}

sx_string *sx_string_from_utf8(sx_vm *vm, const char *utf8, size_t len) {
    bool ascii = true;
    for (size_t i = 0; i < len && ascii; i++) ascii = (unsigned char)utf8[i] < 0x80;
    if (ascii) return sx_string_new_latin1(vm, (const uint8_t *)utf8, (uint32_t)len);
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    sx_strbuf_utf8(&b, utf8, len);
    return sx_strbuf_finish(&b);
}

sx_string *sx_string_from_cstr(sx_vm *vm, const char *cstr) { return sx_string_from_utf8(vm, cstr, strlen(cstr)); }

size_t sx_string_to_utf8(const sx_string *s, char *buf, size_t size) {
    size_t n = 0;
    for (uint32_t i = 0; i < s->len; i++) {
        uint32_t cp = sx_string_at(s, i);
        if (cp >= 0xD800 && cp <= 0xDBFF && i + 1 < s->len) {
            uint32_t lo = sx_string_at(s, i + 1);
            if (lo >= 0xDC00 && lo <= 0xDFFF) {
                cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                i++;
            }
        }
        if (cp >= 0xD800 && cp <= 0xDFFF) cp = 0xFFFD;
        unsigned char tmp[4];
        int k;
        if (cp < 0x80) {
            tmp[0] = (unsigned char)cp;
            k = 1;
        } else if (cp < 0x800) {
            tmp[0] = (unsigned char)(0xC0 | (cp >> 6));
            tmp[1] = (unsigned char)(0x80 | (cp & 0x3F));
            k = 2;
        } else if (cp < 0x10000) {
            tmp[0] = (unsigned char)(0xE0 | (cp >> 12));
            tmp[1] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
            tmp[2] = (unsigned char)(0x80 | (cp & 0x3F));
            k = 3;
        } else {
            tmp[0] = (unsigned char)(0xF0 | (cp >> 18));
            tmp[1] = (unsigned char)(0x80 | ((cp >> 12) & 0x3F));
            tmp[2] = (unsigned char)(0x80 | ((cp >> 6) & 0x3F));
            tmp[3] = (unsigned char)(0x80 | (cp & 0x3F));
            k = 4;
        }
        for (int j = 0; j < k; j++, n++)
            if (n + 1 < size) buf[n] = (char)tmp[j];
    }
    if (size > 0) buf[n < size ? n : size - 1] = 0;
    return n;
}

/* -- comparison -- */

bool sx_string_equal(const sx_string *a, const sx_string *b) {
    if (a == b) return true;
    if (a->len != b->len || a->wide != b->wide || a->is_symbol || b->is_symbol) return false;
    if (a->interned && b->interned) return false; /* unique copies: same content is same pointer */
    if (a->hashed && b->hashed && a->hash != b->hash) return false;
    size_t bytes = a->wide ? (size_t)a->len * 2 : a->len;
    return memcmp(sx_string_units(a), sx_string_units(b), bytes) == 0;
}

int sx_string_compare(const sx_string *a, const sx_string *b) {
    uint32_t n = a->len < b->len ? a->len : b->len;
    if (!a->wide && !b->wide) {
        int c = memcmp(sx_string_units(a), sx_string_units(b), n);
        if (c != 0) return c < 0 ? -1 : 1;
    } else {
        for (uint32_t i = 0; i < n; i++) {
            uint16_t x = sx_string_at(a, i), y = sx_string_at(b, i);
            if (x != y) return x < y ? -1 : 1;
        }
    }
    return a->len < b->len ? -1 : a->len > b->len ? 1 : 0;
}

/* -- concatenation and slicing -- */

#define SX_APPEND_MIN 256 /* concatenations at least this long go through an append buffer */

/* Copy the units of src into dst (a wide or narrow unit array) at unit offset at. */
static void copy_units(void *dst, bool dst_wide, uint32_t at, const sx_string *src) {
    if (!dst_wide) {
        memcpy((uint8_t *)dst + at, sx_string_units(src), src->len);
    } else if (src->wide) {
        memcpy((uint16_t *)dst + at, sx_string_units(src), (size_t)src->len * 2);
    } else {
        uint16_t *d = (uint16_t *)dst + at;
        for (uint32_t i = 0; i < src->len; i++) d[i] = sx_string_narrow(src)[i];
    }
}

/* A string showing the first len units of the append buffer buf. */
static sx_string *buffer_view(sx_vm *vm, sx_string *buf, uint32_t len) {
    sx_string *s = sx_gc_new(vm, SX_GC_STRING, offsetof(sx_string, data) + sizeof s->data.owner);
    if (s == NULL) return NULL;
    s->len = len;
    s->wide = buf->wide;
    s->is_view = 1;
    s->chars = buf->chars;
    s->data.owner = buf;
    return s;
}

/*
 * An append buffer holds cap units; its content is the len units at chars, which may start after
 * some room at the front (a buffer made by `x + s` grows leftwards, one made by `s + x`
 * rightwards). Views only ever read inside the content, and content once written never changes,
 * so the buffer may grow at either end for the view that reaches that end.
 */
static uint32_t front_room(const sx_string *buf) {
    return (uint32_t)(((const uint8_t *)buf->chars - buf->data.narrow) >> buf->wide);
}

/* b appended in place: a must be the newest view of its buffer (all of it, not a slice), with
 * room and a fitting width. */
static bool can_append(const sx_string *a, const sx_string *b) {
    const sx_string *buf = a->is_view ? a->data.owner : NULL;
    return buf != NULL && a->chars == buf->chars && a->len == buf->len &&
           buf->cap - front_room(buf) - buf->len >= b->len && (buf->wide || !b->wide);
}

/* a prepended in place: b must start where its buffer's content starts, with room before it and
 * a fitting width (a slice's owner that is not a buffer has no room before its units). */
static bool can_prepend(const sx_string *a, const sx_string *b) {
    const sx_string *buf = b->is_view ? b->data.owner : NULL;
    return buf != NULL && b->chars == buf->chars && front_room(buf) >= a->len && (buf->wide || !a->wide);
}

sx_string *sx_string_concat(sx_vm *vm, sx_string *a, sx_string *b) {
    if (a->len == 0) return b;
    if (b->len == 0) return a;
    size_t len = (size_t)a->len + b->len;
    if (!check_length(vm, len)) return NULL;
    if (can_append(a, b)) {
        if (b->len >> SX_METER_CHARS_SHIFT && !sx_meter_chars(vm, b->len)) return NULL;
        sx_string *buf = a->data.owner;
        copy_units(buf->chars, buf->wide, buf->len, b);
        buf->len = (uint32_t)len;
        return buffer_view(vm, buf, (uint32_t)len);
    }
    if (can_prepend(a, b)) {
        if (a->len >> SX_METER_CHARS_SHIFT && !sx_meter_chars(vm, a->len)) return NULL;
        sx_string *buf = b->data.owner;
        buf->chars = (uint8_t *)buf->chars - ((size_t)a->len << buf->wide);
        copy_units(buf->chars, buf->wide, 0, a);
        buf->len += a->len;
        return buffer_view(vm, buf, (uint32_t)len);
    }
    bool wide = a->wide || b->wide;
    if (len >= SX_APPEND_MIN) { /* a buffer with room on the side the short part was added */
        size_t cap = len * 2 < SX_MAX_STRING_LENGTH ? len * 2 : SX_MAX_STRING_LENGTH;
        sx_string *buf = string_alloc(vm, (uint32_t)cap, wide);
        if (buf == NULL) return NULL;
        buf->cap = (uint32_t)cap;
        if (a->len < b->len) buf->chars = buf->data.narrow + ((cap - len) << wide);
        copy_units(buf->chars, wide, 0, a);
        copy_units(buf->chars, wide, a->len, b);
        buf->len = (uint32_t)len;
        return buffer_view(vm, buf, (uint32_t)len);
    }
    sx_string *s = string_alloc(vm, (uint32_t)len, wide);
    if (s == NULL) return NULL;
    copy_units(s->data.narrow, wide, 0, a);
    copy_units(s->data.narrow, wide, a->len, b);
    string_seal(s);
    return s;
}

/* strings[0] + ... + strings[n-1] (all strings). A long first part is appended to in place when
 * it is the newest view of an append buffer, so `s = `${s}${x}`` in a loop stays linear like
 * `s += x`; otherwise the result is one new string. */
sx_string *sx_string_concat_values(sx_vm *vm, const sx_value *strings, uint32_t n) {
    if (n == 0) return vm->atoms.empty;
    sx_string *first = sx_as_string(strings[0]);
    if (first->len >= SX_APPEND_MIN) {
        sx_string *r = first;
        for (uint32_t i = 1; i < n && r != NULL; i++) r = sx_string_concat(vm, r, sx_as_string(strings[i]));
        return r;
    }
    size_t len = 0;
    bool wide = false;
    for (uint32_t i = 0; i < n; i++) {
        len += sx_as_string(strings[i])->len;
        wide = wide || sx_as_string(strings[i])->wide;
    }
    if (!check_length(vm, len)) return NULL;
    if (n == 1 || len == sx_as_string(strings[n - 1])->len) return sx_as_string(strings[n - 1]);
    sx_string *s = string_alloc(vm, (uint32_t)len, wide);
    if (s == NULL) return NULL;
    for (uint32_t i = 0, at = 0; i < n; at += sx_as_string(strings[i])->len, i++)
        copy_units(s->data.narrow, wide, at, sx_as_string(strings[i]));
    string_seal(s);
    return s;
}

#define SX_SLICE_VIEW_MIN 32 /* slices at least this long may share their parent's units */

/* A string showing units [start, start + len) of s without copying them. */
static sx_string *slice_view(sx_vm *vm, sx_string *s, uint32_t start, uint32_t len) {
    sx_string *owner = s->is_view ? s->data.owner : s;
    sx_string *v = buffer_view(vm, owner, len);
    if (v != NULL) v->chars = (uint8_t *)s->chars + (size_t)start * (s->wide ? 2 : 1);
    return v;
}

/* Units [start, end) of s. A long slice that is at least a quarter of the block it lives in
 * shares it (so `s = s.slice(1)` in a loop is not quadratic); a short one is copied, so a small
 * piece never keeps a huge string alive. */
sx_string *sx_string_substring(sx_vm *vm, sx_string *s, uint32_t start, uint32_t end) {
    if (start >= end) return vm->atoms.empty;
    if (start == 0 && end == s->len) return s;
    uint32_t len = end - start, block = s->is_view ? s->data.owner->len : s->len;
    if (len >= SX_SLICE_VIEW_MIN && (uint64_t)len * 4 >= block) return slice_view(vm, s, start, len);
    if (!s->wide) return sx_string_new_latin1(vm, sx_string_narrow(s) + start, end - start);
    return sx_string_new_utf16(vm, sx_string_wide(s) + start, end - start);
}

/* -- interning: one unique copy per content, used for property keys -- */

static bool parse_array_index(const sx_string *s, uint32_t *out) {
    if (s->len == 0 || s->len > 10) return false;
    uint64_t v = 0;
    for (uint32_t i = 0; i < s->len; i++) {
        uint16_t c = sx_string_at(s, i);
        if (c < '0' || c > '9') return false;
        if (i == 0 && c == '0' && s->len > 1) return false;
        v = v * 10 + (c - '0');
    }
    if (v >= 0xFFFFFFFFu) return false;
    *out = (uint32_t)v;
    return true;
}

static void intern_insert(sx_intern_table *t, sx_string *s) {
    uint32_t mask = t->cap - 1, i = sx_string_hash(s) & mask;
    while (t->slots[i] != NULL) i = (i + 1) & mask;
    t->slots[i] = s;
    t->count++;
}

/* The interned string equal to s in t, or NULL. */
static sx_string *intern_find(const sx_intern_table *t, sx_string *s) {
    if (t->cap == 0) return NULL;
    uint32_t mask = t->cap - 1, h = sx_string_hash(s);
    for (uint32_t i = h & mask; t->slots[i] != NULL; i = (i + 1) & mask) /* (interned strings are hashed) */
        if (t->slots[i]->hash == h && sx_string_equal(t->slots[i], s)) return t->slots[i];
    return NULL;
}

static bool intern_grow(sx_vm *vm) {
    sx_intern_table *t = &vm->strings;
    /* a VM made from the image starts with none of its own (the image's are shared): a small
     * first table (not below the pool's blocks: sx_intern_sweep frees with free) */
    uint32_t cap = t->cap ? t->cap * 2 : vm->shared_strings != NULL ? 64 : 256;
    sx_string **slots = sx_mem_realloc(vm, NULL, 0, cap * sizeof *slots);
    if (slots == NULL) return false;
    memset(slots, 0, cap * sizeof *slots);
    sx_string **old = t->slots;
    uint32_t oldcap = t->cap;
    t->slots = slots;
    t->cap = cap;
    t->count = 0;
    for (uint32_t i = 0; i < oldcap; i++)
        if (old[i]) intern_insert(t, old[i]);
    sx_mem_free(vm, old, oldcap * sizeof *old);
    return true;
}

sx_string *sx_string_intern(sx_vm *vm, sx_string *s) {
    if (s == NULL || s->interned || s->is_private || s->is_symbol) return s; /* private names stay unique */
    sx_intern_table *t = &vm->strings;
    sx_string *found = vm->shared_strings != NULL ? intern_find(vm->shared_strings, s) : NULL;
    if (found == NULL) found = intern_find(t, s);
    if (found != NULL) return found;
    if ((t->count + 1) * 4 > t->cap * 3 && !intern_grow(vm)) {
        sx_throw_oom(vm);
        return NULL;
    }
    s->interned = 1;
    s->is_index = parse_array_index(s, &s->index);
    intern_insert(t, s);
    return s;
}

sx_string *sx_atom_utf8(sx_vm *vm, const char *utf8, size_t len) {
    return sx_string_intern(vm, sx_string_from_utf8(vm, utf8, len));
}

sx_string *sx_atom(sx_vm *vm, const char *cstr) { return sx_atom_utf8(vm, cstr, strlen(cstr)); }

/* After marking: forget interned strings that are about to be swept. The table is rebuilt
 * into a fresh array; like the mark stack, this bookkeeping is counted but never refused. */
void sx_intern_sweep(sx_vm *vm) {
    sx_intern_table *t = &vm->strings;
    if (t->cap == 0) return;
    sx_string **fresh = calloc(t->cap, sizeof *fresh);
    if (fresh == NULL) abort(); /* host out of memory while collecting */
    sx_string **old = t->slots;
    t->slots = fresh;
    t->count = 0;
    for (uint32_t i = 0; i < t->cap; i++)
        if (old[i] && old[i]->gc.marked) intern_insert(t, old[i]);
    if (!sx_in_image(vm, old)) free(old);
}

void sx_intern_free(sx_vm *vm) {
    sx_mem_free(vm, vm->strings.slots, vm->strings.cap * sizeof(sx_string *));
    vm->strings.slots = NULL;
    vm->strings.cap = vm->strings.count = 0;
}

/* -- string builder -- */

void sx_strbuf_init(sx_strbuf *b, sx_vm *vm) {
    memset(b, 0, sizeof *b);
    b->vm = vm;
}

#define SX_STRBUF_CHARGE_STEP 1024 /* units appended between charges of a builder's work */

/* Charge the units appended since the last charge (and `extra` about to be). False: the run
 * must end; the builder fails, so its callers stop at their next check of `failed`. */
static bool strbuf_charge(sx_strbuf *b, uint32_t extra) {
    uint64_t upto = (uint64_t)b->len + extra;
    uint64_t units = upto > b->charged ? (upto - b->charged) >> SX_METER_CHARS_SHIFT : 0;
    b->charged = upto > UINT32_MAX ? UINT32_MAX : (uint32_t)upto;
    if (sx_meter_charge(b->vm, units)) return true;
    b->failed = true;
    return false;
}

static bool strbuf_reserve(sx_strbuf *b, uint32_t extra) {
    if (b->failed) return false;
    /* (len may have been taken back below `charged`: a writer undoing a key, a discard) */
    if ((uint64_t)b->len + extra >= (uint64_t)b->charged + SX_STRBUF_CHARGE_STEP && !strbuf_charge(b, extra))
        return false;
    if ((uint64_t)b->len + extra <= b->cap) return true;
    uint64_t cap = b->cap ? (uint64_t)b->cap * 2 : 64;
    while (cap < (uint64_t)b->len + extra) cap *= 2;
    if (cap > SX_MAX_STRING_LENGTH + 1u) cap = SX_MAX_STRING_LENGTH + 1u;
    if ((uint64_t)b->len + extra > cap) {
        b->failed = true;
        return false;
    }
    uint16_t *p = sx_mem_realloc(b->vm, b->data, (size_t)b->cap * 2, (size_t)cap * 2);
    if (p == NULL) { /* the memory limit ends the run now, not when the builder is finished */
        b->failed = true;
        sx_throw_oom(b->vm);
        return false;
    }
    b->data = p;
    b->cap = (uint32_t)cap;
    return true;
}

void sx_strbuf_unit(sx_strbuf *b, uint16_t unit) {
    /* the common case inline: room, no charge due, not failed */
    bool room = b->len < b->cap && b->len < b->charged + (SX_STRBUF_CHARGE_STEP - 1) && !b->failed;
    if (!room && !strbuf_reserve(b, 1)) return;
    b->data[b->len++] = unit;
    if (unit > 0xFF) b->wide = true;
}

void sx_strbuf_ascii(sx_strbuf *b, const char *text) {
    size_t n = strlen(text);
    if (n > UINT32_MAX || !strbuf_reserve(b, (uint32_t)n)) return;
    for (size_t i = 0; i < n; i++) b->data[b->len++] = (unsigned char)text[i];
}

void sx_strbuf_string(sx_strbuf *b, const sx_string *s) {
    if (!strbuf_reserve(b, s->len)) return;
    for (uint32_t i = 0; i < s->len; i++) b->data[b->len++] = sx_string_at(s, i);
    if (s->wide) b->wide = true;
}

void sx_strbuf_discard(sx_strbuf *b) {
    sx_mem_free(b->vm, b->data, (size_t)b->cap * 2);
    b->data = NULL;
    b->cap = b->len = b->charged = 0;
}

sx_string *sx_strbuf_finish(sx_strbuf *b) {
    sx_string *s = NULL;
    if (b->failed) {
        /* (when the run is already ending - memory, budget, clock - its abort is the exception) */
        if (b->vm->abort == SX_ABORT_NONE && b->len + 1 >= SX_MAX_STRING_LENGTH)
            sx_raise(b->vm, SX_FAULT_STRING_TOO_LONG, NULL, NULL);
        else sx_throw_oom(b->vm);
    } else {
        s = sx_string_new_utf16(b->vm, b->data, b->len);
    }
    sx_strbuf_discard(b);
    return s;
}
