/* snapshot.c - write a stopped VM's state as address-free bytes, and build a VM from such bytes (checked). */
#include <stdio.h>
#include <stdlib.h>

#include "vm/gc.h"
#include "runtime/realm.h"
#include "runtime/snapshot.h"
#include "vm/bigint.h"
#include "vm/verify.h"

/*
 * Layout of the payload (integers are LEB128 varints unless said otherwise):
 *   counters   instructions, memory peak, random state (2 x u64), clock (f64 bits), host clock
 *              flag, jobs head, next object id, the caller's bytes (length + bytes)
 *   nodes      their count, then one header each: a string (flags, length, units), or the kind
 *              of an object (class), proto or captured variable, or a changed image object (its
 *              offset and class). The reader allocates every node from the headers first.
 *   bodies     the fields of every node that is not a string, in node order
 *   roots      the realm's fields, the caller's extra roots, the register stack, frames, try
 *              handlers, open captured variables and temp roots (walked first when writing, so
 *              nodes are numbered from the roots, then every changed image object in offset
 *              order; stored last: checking them needs the bodies)
 * A reference is (n << 1) for node n, (offset << 1) | 1 for an unchanged object of the image.
 * A value is one tag byte (below) and its payload. Nodes are numbered in the order a walk from the
 * roots first meets them, so the same state gives the same bytes.
 */

enum { V_NUMBER, V_UNDEFINED, V_NULL, V_TRUE, V_FALSE, V_EMPTY, V_STRING, V_OBJECT, V_SYMBOL, V_BIGINT };
enum { N_STRING = 1, N_OBJECT, N_PROTO, N_UPVAL, N_PATCH };
enum { S_WIDE = 1, S_INTERNED = 2, S_PRIVATE = 4, S_SYMBOL = 8, S_NO_DESC = 16, S_REGISTERED = 32 };
enum { U_CLOSED, U_STACK, U_CORO };

#define SNAP_MAX_COUNT (1u << 28) /* any count in a snapshot: far above what memory limits allow */

/* ---------------------------------------------------------------------------------------------
 * Writing
 * ------------------------------------------------------------------------------------------- */

typedef struct wbuf {
    uint8_t *p;
    size_t len, cap;
    bool oom;
} wbuf;

static void put(wbuf *b, const void *src, size_t n) {
    if (b->oom) return;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 4096;
        while (cap < b->len + n) cap *= 2;
        uint8_t *p = realloc(b->p, cap);
        if (p == NULL) {
            b->oom = true;
            return;
        }
        b->p = p;
        b->cap = cap;
    }
    memcpy(b->p + b->len, src, n);
    b->len += n;
}

static void put_u8(wbuf *b, uint8_t v) { put(b, &v, 1); }

static void put_var(wbuf *b, uint64_t v) {
    uint8_t tmp[10];
    int n = 0;
    do {
        tmp[n] = (uint8_t)(v & 0x7f);
        v >>= 7;
        if (v) tmp[n] |= 0x80;
        n++;
    } while (v);
    put(b, tmp, (size_t)n);
}

static void put_u64(wbuf *b, uint64_t v) {
    uint8_t tmp[8];
    for (int i = 0; i < 8; i++) tmp[i] = (uint8_t)(v >> (8 * i));
    put(b, tmp, 8);
}

typedef struct writer {
    sx_vm *vm;
    const sx_snap_config *cfg;
    wbuf head, roots, body;
    const void **keys; /* pointer -> encoded reference (open addressing) */
    uint64_t *refs;
    size_t cap, count;
    sx_gcheader **nodes; /* node n (header) in the order met */
    uint8_t *kinds;
    uint32_t nnodes, capnodes;
    char *err;
    size_t errsize;
    bool failed;
} writer;

static bool fail(writer *w, const char *msg) {
    if (!w->failed) snprintf(w->err, w->errsize, "%s", msg);
    w->failed = true;
    return false;
}

static size_t slot_of(const writer *w, const void *p) {
    size_t i = (((uintptr_t)p >> 4) * 0x9E3779B97F4A7C15u) & (w->cap - 1);
    while (w->keys[i] != NULL && w->keys[i] != p) i = (i + 1) & (w->cap - 1);
    return i;
}

static bool map_grow(writer *w) {
    size_t cap = w->cap ? w->cap * 2 : 1024;
    const void **keys = calloc(cap, sizeof *keys);
    uint64_t *refs = calloc(cap, sizeof *refs);
    if (keys == NULL || refs == NULL) {
        free(keys);
        free(refs);
        return fail(w, "host out of memory");
    }
    const void **ok = w->keys;
    uint64_t *orf = w->refs;
    size_t ocap = w->cap;
    w->keys = keys;
    w->refs = refs;
    w->cap = cap;
    for (size_t i = 0; i < ocap; i++)
        if (ok[i] != NULL) {
            size_t s = slot_of(w, ok[i]);
            w->keys[s] = ok[i];
            w->refs[s] = orf[i];
        }
    free(ok);
    free(orf);
    return true;
}

static void put_string_header(writer *w, const sx_string *s) {
    uint8_t flags = (uint8_t)((s->wide ? S_WIDE : 0) | (s->interned ? S_INTERNED : 0) |
                              (s->is_private ? S_PRIVATE : 0) | (s->is_symbol ? S_SYMBOL : 0) |
                              (s->sym_no_desc ? S_NO_DESC : 0) | (s->sym_registered ? S_REGISTERED : 0));
    put_u8(&w->head, N_STRING);
    put_u8(&w->head, flags);
    put_var(&w->head, s->len);
    put(&w->head, s->chars, (size_t)s->len << s->wide);
}

/* The reference of heap object h, numbering it (and writing its header) on first sight. */
static uint64_t ref_of(writer *w, sx_gcheader *h) {
    if (w->failed) return 0;
    if ((w->count + 1) * 2 > w->cap && !map_grow(w)) return 0;
    size_t s = slot_of(w, h);
    if (w->keys[s] != NULL) return w->refs[s];
    uint64_t ref;
    uint8_t kind = 0;
    bool in_image = sx_in_image(w->vm, h);
    bool fixed_differ = false;
    int64_t lazy = !in_image && h->type == SX_GC_OBJECT ? sx_image_lazy_index(w->vm, (sx_object *)h) : -1;
    if (in_image && (h->type != SX_GC_OBJECT || sx_image_unchanged(w->vm, (sx_object *)h, &fixed_differ))) {
        ref = ((uint64_t)((char *)h - w->vm->image_lo) << 1) | 1;
    } else if (lazy >= 0) { /* a built-in function made on first use, as the image has it */
        ref = ((sx_image_size() + (uint64_t)lazy) << 1) | 1;
    } else {
        if (fixed_differ)
            return fail(w, "snapshot: a built-in function or wrapper of the realm was changed in a way "
                           "snapshots do not record"),
                   0;
        if (w->nnodes == w->capnodes) {
            uint32_t cap = w->capnodes ? w->capnodes * 2 : 1024;
            sx_gcheader **n = realloc(w->nodes, cap * sizeof *n);
            uint8_t *k = n ? realloc(w->kinds, cap) : NULL;
            if (n) w->nodes = n;
            if (k == NULL) return fail(w, "host out of memory"), 0;
            w->kinds = k;
            w->capnodes = cap;
        }
        kind = in_image                  ? N_PATCH
               : h->type == SX_GC_STRING ? N_STRING
               : h->type == SX_GC_OBJECT ? N_OBJECT
               : h->type == SX_GC_PROTO  ? N_PROTO
                                         : N_UPVAL;
        ref = (uint64_t)w->nnodes << 1;
        w->nodes[w->nnodes] = h;
        w->kinds[w->nnodes++] = kind;
        if (kind == N_STRING) put_string_header(w, (sx_string *)h);
        else if (kind == N_PATCH) {
            put_u8(&w->head, N_PATCH);
            put_var(&w->head, (uint64_t)((char *)h - w->vm->image_lo));
            put_u8(&w->head, ((sx_object *)h)->cls);
        } else {
            put_u8(&w->head, kind);
            if (kind == N_OBJECT) put_u8(&w->head, ((sx_object *)h)->cls);
        }
    }
    w->keys[s] = h;
    w->refs[s] = ref;
    w->count++;
    return ref;
}

static void put_ref(writer *w, wbuf *b, const void *p) { put_var(b, ref_of(w, (sx_gcheader *)p)); }

/* A reference that may be NULL: 0, else the reference + 1. */
static void put_opt(writer *w, wbuf *b, const void *p) { put_var(b, p == NULL ? 0 : ref_of(w, (sx_gcheader *)p) + 1); }

static void put_value(writer *w, wbuf *b, sx_value v) {
    if (sx_is_number(v)) {
        put_u8(b, V_NUMBER);
        put_u64(b, v);
    } else if (v == SX_UNDEFINED) put_u8(b, V_UNDEFINED);
    else if (v == SX_NULL) put_u8(b, V_NULL);
    else if (v == SX_TRUE) put_u8(b, V_TRUE);
    else if (v == SX_FALSE) put_u8(b, V_FALSE);
    else if (v == SX_EMPTY) put_u8(b, V_EMPTY);
    else if (sx_is_string(v)) {
        put_u8(b, V_STRING);
        put_ref(w, b, sx_as_string(v));
    } else if (sx_is_object(v)) {
        put_u8(b, V_OBJECT);
        put_ref(w, b, sx_as_object(v));
    } else if (sx_is_symbol(v)) {
        put_u8(b, V_SYMBOL);
        put_ref(w, b, sx_as_symbol(v));
    } else if (sx_is_bigint(v)) { /* inline: a big integer has no identity the guest can see */
        const sx_bigint *n = sx_as_bigint(v);
        put_u8(b, V_BIGINT);
        put_u8(b, n->negative);
        put_var(b, n->used);
        for (uint32_t i = 0; i < n->used; i++) put_u64(b, n->digit[i]);
    } else {
        fail(w, "snapshot: a value of a kind snapshots do not cover");
    }
}

static void put_values(writer *w, wbuf *b, const sx_value *v, uint32_t n) {
    put_var(b, n);
    for (uint32_t i = 0; i < n && !w->failed; i++) put_value(w, b, v[i]);
}

static const char *class_name(uint8_t cls) {
    static const char *const names[] = {"Object",         "Array",    "Function", "native function",
                                        "bound function", "Error",    "Boolean",  "Number",
                                        "String",         "iterator", "Map",      "Set",
                                        "RegExp",         "Date",     "Promise",  "coroutine",
                                        "host binding",   "WeakMap",  "WeakSet",  "Symbol"};
    return cls < sizeof names / sizeof names[0] ? names[cls] : "unknown";
}

static int64_t native_index(const sx_snap_config *cfg, sx_native_fn fn) {
    for (uint32_t i = 0; i < cfg->nnatives; i++)
        if (cfg->natives[i] == fn) return i;
    return -1;
}

static void put_handlers(writer *w, wbuf *b, const sx_handler *h, uint32_t n) {
    put_var(b, n);
    for (uint32_t i = 0; i < n; i++) {
        put_var(b, h[i].frame);
        put_var(b, (uint64_t)(uintptr_t)h[i].catch_pc); /* an index (saved handlers) */
        put_var(b, h[i].reg);
        put_var(b, h[i].temp_height);
    }
    (void)w;
}

static void put_coroutine(writer *w, wbuf *b, const sx_coroutine *c) {
    put_ref(w, b, c->closure);
    put_ref(w, b, c->outcome);
    put_u8(b, c->regs != NULL);
    if (c->regs != NULL) put_values(w, b, c->regs, c->nregs);
    put_var(b, c->pc_index);
    put_var(b, c->await_reg);
    put_handlers(w, b, c->handlers, c->nhandlers);
    uint32_t nup = 0;
    for (sx_upval *u = c->upvals; u != NULL; u = u->next_open) nup++;
    put_var(b, nup);
    for (sx_upval *u = c->upvals; u != NULL; u = u->next_open) put_ref(w, b, u);
    put_u8(b, (uint8_t)(c->done | c->yielding << 1 | c->running << 2 | c->started << 3 | c->yield_flag << 4));
    put_value(w, b, c->returning);
}

static void put_object(writer *w, sx_object *o, bool patch) {
    wbuf *b = &w->body;
    char why[200];
    if (o->cls != SX_CLASS_NATIVE && w->cfg->check_object != NULL &&
        !w->cfg->check_object(w->vm, o, patch, why, sizeof why)) {
        char msg[300]; /* what the reader would refuse is not written */
        snprintf(msg, sizeof msg, "snapshot: the run holds %s, which snapshots do not cover yet", why);
        return (void)fail(w, msg);
    }
    /* a built-in object written in full has its lazy natives made first (vm/image.c) */
    if ((o->oflags & SX_OBJ_LAZY) && !sx_object_unlazy(w->vm, o)) return (void)fail(w, "host out of memory");
    put_var(b, o->oflags);
    put_var(b, o->id);
    put_opt(w, b, o->proto);
    uint32_t live = 0;
    for (uint32_t i = 0; i < o->nprops; i++) live += o->props[i].key != NULL;
    put_var(b, live);
    for (uint32_t i = 0; i < o->nprops && !w->failed; i++) {
        if (o->props[i].key == NULL) continue;
        put_ref(w, b, o->props[i].key);
        put_value(w, b, o->props[i].value);
        put_var(b, o->props[i].flags);
    }
    if (o->cls == SX_CLASS_ARRAY) {
        put_values(w, b, o->u.array.items, o->u.array.len);
        if (o->oflags & SX_OBJ_SPARSE) put_var(b, o->u.array.length); /* (its elements are properties) */
        return;
    }
    if (patch) return; /* the other parts of an image object are as the image made them */
    switch ((sx_class)o->cls) {
    case SX_CLASS_OBJECT:
    case SX_CLASS_ERROR: break;
    case SX_CLASS_FUNCTION:
        put_ref(w, b, o->u.func.proto);
        put_var(b, o->u.func.nupvals);
        for (uint32_t i = 0; i < o->u.func.nupvals; i++) {
            if (o->u.func.upvals[i] == NULL) return (void)fail(w, "snapshot: a closure is being made");
            put_ref(w, b, o->u.func.upvals[i]);
        }
        break;
    case SX_CLASS_NATIVE: {
        int64_t k = native_index(w->cfg, o->u.native.fn);
        if (k < 0 || !w->cfg->native_allowed(o->u.native.fn, o->u.native.magic, o->u.native.data)) {
            char name[64] = "", msg[200];
            sx_value nv = sx_object_find_data(w->vm, o, w->vm->atoms.name);
            if (sx_is_string(nv)) sx_string_to_utf8(sx_as_string(nv), name, sizeof name);
            snprintf(msg, sizeof msg,
                     "snapshot: the run holds a built-in function made at run time%s%s%s (e.g. an Intl "
                     "formatter's format) that snapshots do not cover yet",
                     name[0] ? " (" : "", name, name[0] ? ")" : "");
            return (void)fail(w, msg);
        }
        put_var(b, (uint64_t)k);
        put_var(b, (uint16_t)o->u.native.length);
        put_var(b, (uint16_t)o->u.native.magic);
        put_value(w, b, o->u.native.data);
        break;
    }
    case SX_CLASS_BOUND:
        put_value(w, b, o->u.bound.target);
        put_value(w, b, o->u.bound.this_val);
        put_values(w, b, o->u.bound.args, o->bound_nargs);
        break;
    case SX_CLASS_BOOLEAN:
    case SX_CLASS_NUMBER:
    case SX_CLASS_STRING:
    case SX_CLASS_SYMBOL:
    case SX_CLASS_BIGINT:
    case SX_CLASS_DATE: put_value(w, b, o->u.box.value); break;
    case SX_CLASS_ITERATOR:
        put_var(b, o->u.cursor.kind);
        put_var(b, o->u.cursor.pos);
        put_value(w, b, o->u.cursor.target);
        put_value(w, b, o->u.cursor.extra);
        break;
    case SX_CLASS_PROMISE:
        put_var(b, o->u.future.state);
        put_var(b, o->u.future.handled);
        put_value(w, b, o->u.future.result);
        put_opt(w, b, o->u.future.reactions);
        break;
    case SX_CLASS_COROUTINE: put_coroutine(w, b, o->u.coro); break;
    default: {
        uint32_t n = 0;
        if (w->cfg->class_save != NULL && w->cfg->class_save(o, NULL, &n)) { /* a language's class */
            sx_value *v = malloc(((size_t)n + 1) * sizeof *v);
            if (v == NULL) return (void)fail(w, "host out of memory");
            w->cfg->class_save(o, v, &n);
            put_values(w, b, v, n);
            free(v);
            break;
        }
        char msg[200];
        snprintf(msg, sizeof msg, "snapshot: the run holds a %s, which snapshots do not cover yet", class_name(o->cls));
        fail(w, msg);
    }
    }
}

static void put_proto(writer *w, sx_proto *p) {
    wbuf *b = &w->body;
    put_var(b, p->ncode);
    for (uint32_t i = 0; i < p->ncode; i++) put_u64(b, p->code[i]);
    for (uint32_t i = 0; i < p->ncode; i++) {
        put_var(b, p->lines[i].line);
        put_var(b, p->lines[i].col);
    }
    put_values(w, b, p->consts, p->nconsts);
    put_var(b, p->nprotos);
    for (uint32_t i = 0; i < p->nprotos; i++) put_ref(w, b, p->protos[i]);
    put_var(b, p->nupvals);
    for (uint32_t i = 0; i < p->nupvals; i++) {
        put_u8(b, p->upvals[i].in_parent_stack);
        put_var(b, p->upvals[i].index);
    }
    put_var(b, p->ncallsites);
    for (uint32_t i = 0; i < p->ncallsites; i++) {
        put_var(b, p->callsites[i].pc);
        put_var(b, p->callsites[i].const_index);
    }
    put_var(b, p->nparams);
    put_var(b, p->nregs);
    put_var(b, p->length);
    put_var(b, p->flags);
    put_opt(w, b, p->name);
    put_opt(w, b, p->filename);
}

static void put_upval(writer *w, sx_upval *u) {
    wbuf *b = &w->body;
    uint8_t state = !sx_upval_is_open(u) ? U_CLOSED : u->owner != NULL ? U_CORO : U_STACK;
    put_u8(b, state);
    put_var(b, state == U_CLOSED ? 0 : u->stack_index);
    put_value(w, b, state == U_CLOSED ? u->closed : SX_UNDEFINED);
    put_opt(w, b, state == U_CORO ? u->owner : NULL);
}

static void put_roots(writer *w, const sx_value *roots, uint32_t nroots) {
    sx_vm *vm = w->vm;
    wbuf *b = &w->roots;
    sx_object **realm = vm->root_slots; /* the VM's realm and the language's after it */
    uint32_t nrealm = SX_ROOT_SLOTS;
    put_var(b, nrealm);
    for (uint32_t i = 0; i < nrealm; i++) put_opt(w, b, realm[i]);
    put_values(w, b, roots, nroots);
    uint32_t top = 0;
    if (vm->nframes > 0) {
        const sx_frame *f = &vm->frames[vm->nframes - 1];
        top = f->base + f->callee->u.func.proto->nregs;
    }
    put_values(w, b, vm->stack, top);
    put_var(b, vm->nframes);
    for (uint32_t i = 0; i < vm->nframes; i++) {
        const sx_frame *f = &vm->frames[i];
        if (f->callee->cls != SX_CLASS_FUNCTION) return (void)fail(w, "snapshot: a built-in function is running");
        put_ref(w, b, f->callee);
        put_opt(w, b, f->coro);
        put_opt(w, b, f->new_target);
        put_var(b, (uint64_t)(f->pc - f->callee->u.func.proto->code));
        put_var(b, f->base);
        put_var(b, f->result);
        put_u8(b, (uint8_t)(f->is_new | f->reentry << 1));
        put_var(b, f->temps);
    }
    put_var(b, vm->nhandlers);
    for (uint32_t i = 0; i < vm->nhandlers; i++) {
        const sx_handler *h = &vm->handlers[i];
        put_var(b, h->frame);
        put_var(b, (uint64_t)(h->catch_pc - vm->frames[h->frame].callee->u.func.proto->code));
        put_var(b, h->reg);
        put_var(b, h->temp_height);
    }
    uint32_t nopen = 0;
    for (sx_upval *u = vm->open_upvals; u != NULL; u = u->next_open) nopen++;
    put_var(b, nopen);
    for (sx_upval *u = vm->open_upvals; u != NULL; u = u->next_open) put_ref(w, b, u);
    /* temp roots: the C code that pushed those below the frames is gone when the snapshot is
     * taken (they were popped while the run unwound to the host); their heights stay recorded in
     * frames and handlers, so the reader makes that many (undefined) slots */
    uint32_t need = 0;
    for (uint32_t i = 0; i < vm->nframes; i++)
        if (vm->frames[i].temps > need) need = vm->frames[i].temps;
    for (uint32_t i = 0; i < vm->nhandlers; i++)
        if (vm->handlers[i].temp_height > need) need = vm->handlers[i].temp_height;
    put_var(b, need);
}

/* Every changed object of the image, in offset order, reachable or not from the roots: an
 * unchanged image object is written as a reference only, so a change behind it (Reflect.x = 1,
 * with the global object as the image made it) would otherwise be lost. */
static void put_changed_image(writer *w) {
    for (uint32_t i = 0; i < sx_image_cells() && !w->failed; i++) {
        sx_gcheader *h = sx_image_cell(w->vm, i);
        bool differ;
        if (h != NULL && h->type == SX_GC_OBJECT && !sx_image_unchanged(w->vm, (sx_object *)h, &differ)) ref_of(w, h);
    }
}

static void put_counters(wbuf *b, const sx_vm *vm, const uint8_t *app, size_t applen) {
    put_var(b, vm->instructions);
    put_var(b, vm->mem.peak);
    put_u64(b, sx_js_state(vm)->random_state[0]);
    put_u64(b, sx_js_state(vm)->random_state[1]);
    uint64_t clock;
    memcpy(&clock, &sx_js_state(vm)->clock_ms, sizeof clock);
    put_u64(b, clock);
    put_u8(b, sx_js_state(vm)->host_clock);
    put_var(b, sx_js_state(vm)->jobs_head);
    put_var(b, vm->next_object_id);
    put_var(b, applen);
    put(b, app, applen);
}

bool sx_snapshot_write(sx_vm *vm, const sx_snap_config *cfg, const sx_value *roots, uint32_t nroots, const uint8_t *app,
                       size_t applen, uint8_t **out, size_t *outlen, char *err, size_t errsize) {
    writer w = {.vm = vm, .cfg = cfg, .err = err, .errsize = errsize};
    *out = NULL;
    *outlen = 0;
    if (vm->image_lo == NULL) fail(&w, "snapshot: this VM was not made from the realm image");
    if (vm->has_exception || vm->new_target != NULL || vm->native_depth > 1)
        fail(&w, "snapshot: the VM is not at a point where it can be suspended");
    if (!w.failed) put_roots(&w, roots, nroots);
    if (!w.failed) put_changed_image(&w);
    for (uint32_t k = 0; k < w.nnodes && !w.failed; k++) {
        sx_gcheader *h = w.nodes[k];
        switch (w.kinds[k]) {
        case N_OBJECT: put_object(&w, (sx_object *)h, false); break;
        case N_PATCH: put_object(&w, (sx_object *)h, true); break;
        case N_PROTO: put_proto(&w, (sx_proto *)h); break;
        case N_UPVAL: put_upval(&w, (sx_upval *)h); break;
        default: break; /* strings: all in the header */
        }
    }
    wbuf all = {0};
    if (!w.failed) {
        put_counters(&all, vm, app, applen);
        put_var(&all, w.nnodes);
        put(&all, w.head.p, w.head.len);
        put(&all, w.body.p, w.body.len);
        put(&all, w.roots.p, w.roots.len);
        if (w.head.oom || w.roots.oom || w.body.oom || all.oom) fail(&w, "host out of memory");
    }
    free(w.head.p);
    free(w.roots.p);
    free(w.body.p);
    free(w.keys);
    free(w.refs);
    free(w.nodes);
    free(w.kinds);
    if (w.failed) {
        free(all.p);
        return false;
    }
    *out = all.p;
    *outlen = all.len;
    return true;
}

/* ---------------------------------------------------------------------------------------------
 * Reading: every number is checked before use; the first problem ends the load.
 * ------------------------------------------------------------------------------------------- */

typedef struct reader {
    const uint8_t *p, *end;
    sx_vm *vm;
    const sx_snap_config *cfg;
    sx_gcheader **nodes;
    uint8_t *kinds;
    uint32_t nnodes;
    char *err;
    size_t errsize;
    bool failed;
    uint64_t instructions; /* the run's count, kept while loading charges the meter */
    uint32_t cur;          /* the node whose body is being read */
    sx_value **extra;      /* per node: a language class's values, restored once all is loaded */
    uint32_t *nextra;
} reader;

static bool bad(reader *r, const char *what) {
    if (!r->failed) snprintf(r->err, r->errsize, "snapshot is corrupt: %s", what);
    r->failed = true;
    return false;
}

static uint8_t get_u8(reader *r) {
    if (r->failed || r->p >= r->end) return bad(r, "it ends too early"), 0;
    return *r->p++;
}

static uint64_t get_var(reader *r) {
    uint64_t v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        uint8_t byte = get_u8(r);
        if (r->failed) return 0;
        v |= (uint64_t)(byte & 0x7f) << shift;
        if (!(byte & 0x80)) return v;
    }
    return bad(r, "a number is too long"), 0;
}

/* A count or index that must be below limit. */
static uint32_t get_below(reader *r, uint64_t limit, const char *what) {
    uint64_t v = get_var(r);
    if (!r->failed && v >= limit) return bad(r, what), 0;
    return (uint32_t)v;
}

static uint64_t get_u64(reader *r) {
    if (r->failed || (size_t)(r->end - r->p) < 8) return bad(r, "it ends too early"), 0;
    uint64_t v = 0;
    for (int i = 0; i < 8; i++) v |= (uint64_t)r->p[i] << (8 * i);
    r->p += 8;
    return v;
}

/* The heap object a reference names, of heap type `type` (for objects: any class). */
static sx_gcheader *get_ref(reader *r, uint8_t type) {
    uint64_t ref = get_var(r);
    if (r->failed) return NULL;
    if (ref & 1) {
        sx_gcheader *h = sx_image_ref_at(r->vm, ref >> 1, type);
        if (h == NULL) return bad(r, "a reference into the image names no object of the right kind"), NULL;
        return h;
    }
    if ((ref >> 1) >= r->nnodes) return bad(r, "a reference names no object"), NULL;
    sx_gcheader *h = r->nodes[ref >> 1];
    if (h->type != type) return bad(r, "a reference names an object of the wrong kind"), NULL;
    return h;
}

static sx_gcheader *get_opt(reader *r, uint8_t type) {
    uint64_t ref = get_var(r);
    if (r->failed || ref == 0) return NULL;
    ref--;
    if (ref & 1) {
        sx_gcheader *h = sx_image_ref_at(r->vm, ref >> 1, type);
        if (h == NULL) return bad(r, "a reference into the image names no object of the right kind"), NULL;
        return h;
    }
    if ((ref >> 1) >= r->nnodes) return bad(r, "a reference names no object"), NULL;
    sx_gcheader *h = r->nodes[ref >> 1];
    if (h->type != type) return bad(r, "a reference names an object of the wrong kind"), NULL;
    return h;
}

static sx_object *get_object_of(reader *r, int cls) {
    sx_object *o = (sx_object *)get_ref(r, SX_GC_OBJECT);
    if (o != NULL && cls >= 0 && o->cls != cls) return bad(r, "an object is of the wrong class"), NULL;
    return o;
}

/* A big integer written inline: sign, digit count, digits (canonical: each below 2^60, the top one
 * not zero, zero never negative, at most SX_BIGINT_MAX_BITS). */
static sx_value get_bigint(reader *r) {
    uint8_t negative = get_u8(r);
    uint64_t used = get_var(r);
    if (r->failed) return SX_UNDEFINED;
    if (negative > 1 || used > SX_BIGINT_MAX_BITS / SX_BIGINT_DIGIT_BITS + 1 || used * 8 > (uint64_t)(r->end - r->p) ||
        (used == 0 && negative))
        return bad(r, "a big integer is malformed"), SX_UNDEFINED;
    sx_bigint *n = sx_gc_new(r->vm, SX_GC_BIGINT, offsetof(sx_bigint, digit) + (used ? used : 1) * sizeof(uint64_t));
    if (n == NULL) return bad(r, "out of memory"), SX_UNDEFINED;
    n->used = (uint32_t)used;
    n->negative = negative;
    n->digit[0] = 0;
    for (uint64_t i = 0; i < used; i++) n->digit[i] = get_u64(r);
    for (uint64_t i = 0; i < used; i++)
        if (n->digit[i] >> SX_BIGINT_DIGIT_BITS) return bad(r, "a big integer is malformed"), SX_UNDEFINED;
    if (used > 0 && n->digit[used - 1] == 0) return bad(r, "a big integer is malformed"), SX_UNDEFINED;
    return r->failed ? SX_UNDEFINED : sx_from_bigint(n);
}

static sx_value get_value(reader *r) {
    uint8_t tag = get_u8(r);
    if (r->failed) return SX_UNDEFINED;
    switch (tag) {
    case V_NUMBER: {
        uint64_t bits = get_u64(r);
        if (bits >= SX_TAG_MIN) return bad(r, "a number is not a canonical double"), SX_UNDEFINED;
        return bits;
    }
    case V_UNDEFINED: return SX_UNDEFINED;
    case V_NULL: return SX_NULL;
    case V_TRUE: return SX_TRUE;
    case V_FALSE: return SX_FALSE;
    case V_EMPTY: return SX_EMPTY;
    case V_STRING:
    case V_SYMBOL: {
        sx_string *s = (sx_string *)get_ref(r, SX_GC_STRING);
        if (s == NULL) return SX_UNDEFINED;
        if ((tag == V_SYMBOL) != (s->is_symbol != 0)) return bad(r, "a string is used as a symbol"), SX_UNDEFINED;
        return tag == V_SYMBOL ? sx_from_symbol(s) : sx_from_string(s);
    }
    case V_OBJECT: {
        sx_object *o = (sx_object *)get_ref(r, SX_GC_OBJECT);
        return o ? sx_from_object(o) : SX_UNDEFINED;
    }
    case V_BIGINT: return get_bigint(r);
    default: return bad(r, "a value has an unknown tag"), SX_UNDEFINED;
    }
}

/* n values into a new block of the VM's memory (NULL when n is 0). */
static sx_value *get_value_block(reader *r, uint32_t n) {
    if (n == 0 || r->failed) return NULL;
    if ((size_t)(r->end - r->p) < n) return bad(r, "a list is longer than the snapshot"), NULL;
    sx_value *v = sx_mem_alloc(r->vm, (size_t)n * sizeof *v);
    if (v == NULL) return bad(r, "it does not fit the memory limit"), NULL;
    for (uint32_t i = 0; i < n; i++) v[i] = SX_UNDEFINED;
    for (uint32_t i = 0; i < n && !r->failed; i++) v[i] = get_value(r);
    return v;
}

static uint32_t get_count(reader *r) {
    uint32_t n = get_below(r, SNAP_MAX_COUNT, "a count is too large");
    if (!r->failed && n > (size_t)(r->end - r->p)) return bad(r, "a count is larger than the snapshot"), 0;
    return n;
}

/* -- pass 1: the nodes -- */

static bool covered_class(const reader *r, uint8_t cls) {
    switch ((sx_class)cls) {
    case SX_CLASS_MAP:
    case SX_CLASS_SET:
    case SX_CLASS_WEAKMAP:
    case SX_CLASS_WEAKSET:
    case SX_CLASS_REGEXP: return r->cfg->class_restore != NULL;
    case SX_CLASS_OBJECT:
    case SX_CLASS_ARRAY:
    case SX_CLASS_FUNCTION:
    case SX_CLASS_NATIVE:
    case SX_CLASS_BOUND:
    case SX_CLASS_ERROR:
    case SX_CLASS_BOOLEAN:
    case SX_CLASS_NUMBER:
    case SX_CLASS_STRING:
    case SX_CLASS_SYMBOL:
    case SX_CLASS_BIGINT:
    case SX_CLASS_DATE:
    case SX_CLASS_ITERATOR:
    case SX_CLASS_PROMISE:
    case SX_CLASS_COROUTINE: return true;
    default: return false;
    }
}

static sx_string *read_string(reader *r) {
    uint8_t flags = get_u8(r);
    uint32_t len = get_below(r, SNAP_MAX_COUNT, "a string is too long");
    size_t bytes = (size_t)len << (flags & S_WIDE ? 1 : 0);
    if (r->failed || bytes > (size_t)(r->end - r->p)) return bad(r, "a string is longer than the snapshot"), NULL;
    if (flags & ~63 || ((flags & S_INTERNED) && (flags & (S_PRIVATE | S_SYMBOL))) ||
        ((flags & S_PRIVATE) && (flags & S_SYMBOL)) || ((flags & (S_NO_DESC | S_REGISTERED)) && !(flags & S_SYMBOL)))
        return bad(r, "a string has impossible flags"), NULL;
    sx_string *s;
    if (flags & S_WIDE) {
        uint16_t *units = malloc(bytes ? bytes : 1);
        if (units == NULL) return bad(r, "host out of memory"), NULL;
        memcpy(units, r->p, bytes);
        s = sx_string_new_utf16(r->vm, units, len);
        free(units);
    } else {
        s = sx_string_new_latin1(r->vm, r->p, len);
    }
    r->p += bytes;
    if (s == NULL) return bad(r, "it does not fit the memory limit"), NULL;
    if (flags & S_INTERNED) {
        s = sx_string_intern(r->vm, s);
        if (s == NULL) return bad(r, "it does not fit the memory limit"), NULL;
    }
    if (flags & S_INTERNED) return s; /* maybe the image's shared copy: never written to */
    s->is_private = (flags & S_PRIVATE) != 0;
    s->is_symbol = (flags & S_SYMBOL) != 0;
    s->sym_no_desc = (flags & S_NO_DESC) != 0;
    s->sym_registered = (flags & S_REGISTERED) != 0;
    return s;
}

static bool read_nodes(reader *r) {
    r->nnodes = get_count(r);
    if (r->failed) return false;
    r->nodes = calloc(r->nnodes ? r->nnodes : 1, sizeof *r->nodes);
    r->kinds = calloc(r->nnodes ? r->nnodes : 1, 1);
    r->extra = calloc(r->nnodes ? r->nnodes : 1, sizeof *r->extra);
    r->nextra = calloc(r->nnodes ? r->nnodes : 1, sizeof *r->nextra);
    if (r->nodes == NULL || r->kinds == NULL || r->extra == NULL || r->nextra == NULL)
        return bad(r, "host out of memory");
    for (uint32_t k = 0; k < r->nnodes && !r->failed; k++) {
        uint8_t kind = get_u8(r);
        r->kinds[k] = kind;
        sx_gcheader *h = NULL;
        if (kind == N_STRING) {
            h = (sx_gcheader *)read_string(r);
        } else if (kind == N_OBJECT) {
            uint8_t cls = get_u8(r);
            if (!covered_class(r, cls)) return bad(r, "an object is of a class snapshots do not cover");
            sx_object *o = sx_object_new(r->vm, (sx_class)cls, NULL);
            if (o == NULL) return bad(r, "it does not fit the memory limit");
            o->oflags = 0;
            /* value fields start as values the collector can read (per class: the union's
             * members overlap) */
            switch ((sx_class)cls) {
            case SX_CLASS_NATIVE: o->u.native.data = SX_UNDEFINED; break;
            case SX_CLASS_BOUND: o->u.bound.target = o->u.bound.this_val = SX_UNDEFINED; break;
            case SX_CLASS_ITERATOR: o->u.cursor.target = o->u.cursor.extra = SX_UNDEFINED; break;
            case SX_CLASS_PROMISE: o->u.future.result = SX_UNDEFINED; break;
            case SX_CLASS_BOOLEAN:
            case SX_CLASS_NUMBER:
            case SX_CLASS_STRING:
            case SX_CLASS_SYMBOL:
            case SX_CLASS_BIGINT:
            case SX_CLASS_DATE: o->u.box.value = SX_UNDEFINED; break;
            default: break;
            }
            h = &o->gc;
        } else if (kind == N_PROTO) {
            h = (sx_gcheader *)sx_proto_new(r->vm);
            if (h == NULL) return bad(r, "it does not fit the memory limit");
        } else if (kind == N_UPVAL) {
            sx_upval *u = sx_gc_new(r->vm, SX_GC_UPVAL, sizeof(sx_upval));
            if (u == NULL) return bad(r, "it does not fit the memory limit");
            u->v = &u->closed;
            u->closed = SX_UNDEFINED;
            h = &u->gc;
        } else if (kind == N_PATCH) {
            uint64_t off = get_var(r);
            uint8_t cls = get_u8(r);
            sx_object *o = r->failed ? NULL : sx_image_object_at(r->vm, off, SX_GC_OBJECT);
            if (o == NULL || o->cls != cls) return bad(r, "a changed object of the image is not one");
            /* each image object at most once: marked while loading (no collection runs meanwhile;
             * sx_snapshot_read clears the marks) */
            if (o->gc.marked) return bad(r, "an object of the image is changed twice");
            o->gc.marked = 1;
            h = &o->gc;
        } else {
            return bad(r, "an object has an unknown kind");
        }
        if (h == NULL) return false;
        r->nodes[k] = h;
    }
    return !r->failed;
}

/* -- pass 2: the bodies -- */

static bool get_props(reader *r, sx_object *o) {
    uint32_t n = get_count(r);
    for (uint32_t i = 0; i < n && !r->failed; i++) {
        sx_string *key = (sx_string *)get_ref(r, SX_GC_STRING);
        sx_value v = get_value(r);
        uint64_t flags = get_var(r);
        if (r->failed) return false;
        if (!key->interned && !key->is_symbol && !key->is_private) return bad(r, "a property key is not interned");
        if (flags > 31) return bad(r, "a property has unknown attributes");
        if ((flags & SX_PROP_ACCESSOR) && (!sx_is_object(v) || sx_as_object(v)->cls != SX_CLASS_ARRAY))
            return bad(r, "an accessor property holds no getter/setter pair"); /* (its length: below) */
        if (sx_object_find(r->vm, o, key) != NULL) return bad(r, "an object has a property twice");
        if (!sx_object_define(r->vm, o, key, v, (uint32_t)flags)) return bad(r, "it does not fit the memory limit");
    }
    return !r->failed;
}

static bool get_array_items(reader *r, sx_object *o) {
    uint32_t n = get_count(r);
    if (r->failed) return false;
    sx_value *items = get_value_block(r, n);
    if (r->failed) {
        if (items) sx_mem_free(r->vm, items, (size_t)n * sizeof *items);
        return false;
    }
    o->u.array.items = items;
    o->u.array.len = o->u.array.cap = n;
    if (o->oflags & SX_OBJ_SPARSE) { /* the general representation: no dense store, elements below length */
        uint64_t length = get_var(r);
        if (r->failed) return false;
        if (n != 0 || length > UINT32_MAX) return bad(r, "a sparse array has a dense store or an impossible length");
        o->u.array.length = (uint32_t)length;
        for (uint32_t i = 0; i < o->nprops; i++)
            if (o->props[i].key != NULL && o->props[i].key->is_index && o->props[i].key->index >= length)
                return bad(r, "a sparse array has an element past its length");
    }
    o->u.array.skip = 0;
    return true;
}

static bool get_handlers(reader *r, sx_handler **out, uint32_t *count) {
    uint32_t n = get_count(r);
    if (r->failed) return false;
    if (n == 0) return true;
    sx_handler *h = sx_mem_alloc(r->vm, n * sizeof *h);
    if (h == NULL) return bad(r, "it does not fit the memory limit");
    *out = h;
    *count = n;
    for (uint32_t i = 0; i < n; i++) {
        h[i].frame = (uint32_t)get_var(r);
        h[i].catch_pc = (const sx_instr *)(uintptr_t)get_var(r);
        h[i].reg = (uint32_t)get_var(r);
        h[i].temp_height = (uint32_t)get_var(r);
    }
    return !r->failed;
}

static bool get_coroutine(reader *r, sx_object *co) {
    sx_coroutine *c = sx_mem_alloc(r->vm, sizeof *c);
    if (c == NULL) return bad(r, "it does not fit the memory limit");
    memset(c, 0, sizeof *c);
    c->returning = SX_UNDEFINED;
    co->u.coro = c;
    c->closure = get_object_of(r, SX_CLASS_FUNCTION);
    c->outcome = get_object_of(r, -1);
    if (r->failed) return false;
    if (get_u8(r)) {
        uint32_t n = get_count(r);
        c->regs = get_value_block(r, n);
        if (c->regs != NULL) c->nregs = n;
        if (r->failed) return false;
        if (c->regs == NULL) return bad(r, "a suspended coroutine has no registers");
    }
    c->pc_index = (uint32_t)get_var(r);
    c->await_reg = (uint32_t)get_var(r);
    if (!get_handlers(r, &c->handlers, &c->nhandlers)) return false;
    uint32_t nup = get_count(r);
    sx_upval **tail = &c->upvals;
    for (uint32_t i = 0; i < nup && !r->failed; i++) {
        sx_upval *u = (sx_upval *)get_ref(r, SX_GC_UPVAL);
        if (u == NULL) return false;
        if (u->owner != co || u->next_open != NULL || tail == &u->next_open)
            return bad(r, "a captured variable of a coroutine is not its own");
        *tail = u;
        tail = &u->next_open;
    }
    uint8_t flags = get_u8(r);
    c->done = flags & 1;
    c->yielding = (flags >> 1) & 1;
    c->running = (flags >> 2) & 1;
    c->started = (flags >> 3) & 1;
    c->yield_flag = (flags >> 4) & 1;
    c->returning = get_value(r);
    return !r->failed;
}

/* A coroutine's numbers against its function (the function's body is loaded by now). */
static bool check_coroutine(reader *r, sx_object *co) {
    sx_coroutine *c = co->u.coro;
    sx_proto *p = c->closure->u.func.proto;
    if (!(p->flags & (SX_PROTO_ASYNC | SX_PROTO_GENERATOR)) || c->yielding != ((p->flags & SX_PROTO_GENERATOR) != 0))
        return bad(r, "a coroutine runs a function that is not async or a generator");
    if (c->regs != NULL && (c->nregs != p->nregs || c->pc_index >= p->ncode || c->await_reg >= p->nregs))
        return bad(r, "a suspended coroutine does not fit its function");
    if (c->regs == NULL && (c->nhandlers > 0 || c->upvals != NULL))
        return bad(r, "a running coroutine holds saved state");
    for (uint32_t i = 0; i < c->nhandlers; i++) {
        sx_handler *h = &c->handlers[i];
        if (h->frame != 0 || (uintptr_t)h->catch_pc >= p->ncode || h->reg >= p->nregs)
            return bad(r, "a saved try handler does not fit its function");
        h->temp_height = 0;
    }
    for (sx_upval *u = c->upvals; u != NULL; u = u->next_open) {
        if (u->stack_index >= c->nregs) return bad(r, "a captured variable is outside its coroutine");
        u->v = c->regs + u->stack_index;
    }
    if (!c->yielding && c->outcome->cls != SX_CLASS_PROMISE) return bad(r, "an async call's outcome is not a promise");
    return true;
}

static bool get_object(reader *r, sx_object *o, bool patch) {
    if (patch) { /* the image's copy: give up its parts (never freed piecewise) and take the snapshot's */
        sx_object_free_parts(r->vm, o);
        r->vm->mem.image_moves++;
        o->props = NULL;
        o->index = NULL;
        o->nprops = o->capprops = o->index_cap = 0;
        if (o->cls == SX_CLASS_ARRAY) memset(&o->u.array, 0, sizeof o->u.array);
    }
    uint64_t oflags = get_var(r);
    if ((oflags & ~(uint64_t)(1023 | SX_OBJ_INDEX_KEYS | SX_OBJ_SPARSE | SX_OBJ_LENGTH_FIXED)) != 0)
        return bad(r, "an object has unknown flags");
    if ((oflags & (SX_OBJ_SPARSE | SX_OBJ_LENGTH_FIXED)) && (o->cls != SX_CLASS_ARRAY || !(oflags & SX_OBJ_SPARSE)))
        return bad(r, "an object has flags of another class");
    o->oflags = (uint16_t)oflags;
    o->id = (uint32_t)get_var(r);
    o->proto = (sx_object *)get_opt(r, SX_GC_OBJECT);
    if (r->failed || !get_props(r, o)) return false;
    if (o->cls == SX_CLASS_ARRAY) return get_array_items(r, o);
    if (patch) return true;
    switch ((sx_class)o->cls) {
    case SX_CLASS_OBJECT:
    case SX_CLASS_ERROR: return true;
    case SX_CLASS_FUNCTION: {
        sx_proto *p = (sx_proto *)get_ref(r, SX_GC_PROTO);
        uint32_t n = get_count(r);
        if (r->failed) return false;
        o->u.func.proto = p;
        if (n > 0) {
            o->u.func.upvals = sx_mem_alloc(r->vm, n * sizeof(sx_upval *));
            if (o->u.func.upvals == NULL) return bad(r, "it does not fit the memory limit");
            o->u.func.nupvals = n;
            for (uint32_t i = 0; i < n; i++) o->u.func.upvals[i] = NULL;
            for (uint32_t i = 0; i < n && !r->failed; i++) o->u.func.upvals[i] = (sx_upval *)get_ref(r, SX_GC_UPVAL);
        }
        return !r->failed;
    }
    case SX_CLASS_NATIVE: {
        uint32_t k = get_below(r, r->cfg->nnatives, "a native function is unknown");
        uint64_t length = get_var(r), magic = get_var(r);
        sx_value data = get_value(r);
        if (r->failed) return false;
        if (length > 65535 || magic > 65535) return bad(r, "a native function has impossible numbers");
        o->u.native.fn = r->cfg->natives[k];
        o->u.native.length = (int16_t)(uint16_t)length;
        o->u.native.magic = (int16_t)(uint16_t)magic;
        o->u.native.data = data;
        if (!r->cfg->native_allowed(o->u.native.fn, o->u.native.magic, data))
            return bad(r, "a native function carries a mode or data it is never made with");
        return true;
    }
    case SX_CLASS_BOUND: {
        o->u.bound.target = get_value(r);
        o->u.bound.this_val = get_value(r);
        uint32_t n = get_count(r);
        o->u.bound.args = get_value_block(r, n);
        if (o->u.bound.args != NULL) o->bound_nargs = n;
        return !r->failed;
    }
    case SX_CLASS_BOOLEAN:
    case SX_CLASS_NUMBER:
    case SX_CLASS_STRING:
    case SX_CLASS_SYMBOL:
    case SX_CLASS_BIGINT:
    case SX_CLASS_DATE: {
        sx_value v = get_value(r);
        bool ok = o->cls == SX_CLASS_BOOLEAN  ? sx_is_bool(v)
                  : o->cls == SX_CLASS_STRING ? sx_is_string(v)
                  : o->cls == SX_CLASS_SYMBOL ? sx_is_symbol(v)
                  : o->cls == SX_CLASS_BIGINT ? sx_is_bigint(v)
                                              : sx_is_number(v);
        if (!r->failed && !ok) return bad(r, "a wrapper object holds a primitive of the wrong type");
        o->u.box.value = v;
        return !r->failed;
    }
    case SX_CLASS_ITERATOR:
        o->u.cursor.kind = (uint8_t)get_below(r, 256, "an iterator has an unknown kind");
        o->u.cursor.pos = (uint32_t)get_var(r);
        o->u.cursor.target = get_value(r);
        o->u.cursor.extra = get_value(r);
        return !r->failed; /* the kind against its target: the language's check_object */
    case SX_CLASS_PROMISE: {
        uint64_t state = get_var(r), handled = get_var(r);
        o->u.future.result = get_value(r);
        o->u.future.reactions = (sx_object *)get_opt(r, SX_GC_OBJECT);
        if (r->failed) return false;
        if (state > 2 || handled > 1) return bad(r, "a promise has an unknown state");
        o->u.future.state = (uint8_t)state;
        o->u.future.handled = (uint8_t)handled;
        if (o->u.future.reactions != NULL && (state != 0 || o->u.future.reactions->cls != SX_CLASS_ARRAY))
            return bad(r, "a promise's reactions are not a list");
        return true;
    }
    case SX_CLASS_COROUTINE: return get_coroutine(r, o);
    default: { /* a language's class: its values, kept until every object is loaded */
        uint32_t n = get_count(r), k = r->cur;
        if (r->failed) return false;
        sx_value *v = malloc(((size_t)n + 1) * sizeof *v);
        if (v == NULL) return bad(r, "host out of memory");
        for (uint32_t i = 0; i < n; i++) v[i] = SX_UNDEFINED;
        r->extra[k] = v;
        r->nextra[k] = n;
        for (uint32_t i = 0; i < n && !r->failed; i++) v[i] = get_value(r);
        return !r->failed;
    }
    }
}

static bool get_proto(reader *r, sx_proto *p) {
    sx_vm *vm = r->vm;
    uint32_t n = get_count(r);
    if (r->failed) return false;
    if (n == 0 || (size_t)(r->end - r->p) / 8 < n) return bad(r, "a function's code is missing");
    p->code = sx_mem_alloc(vm, n * sizeof *p->code);
    p->lines = p->code ? sx_mem_alloc(vm, n * sizeof *p->lines) : NULL;
    if (p->lines == NULL) {
        sx_mem_free(vm, p->code, n * sizeof *p->code);
        p->code = NULL;
        return bad(r, "it does not fit the memory limit");
    }
    p->ncode = n;
    for (uint32_t i = 0; i < n; i++) p->code[i] = get_u64(r);
    for (uint32_t i = 0; i < n; i++) {
        p->lines[i].line = (uint32_t)get_var(r);
        p->lines[i].col = (uint32_t)get_var(r);
    }
    uint32_t nk = get_count(r);
    p->consts = get_value_block(r, nk);
    if (p->consts != NULL) p->nconsts = nk;
    uint32_t np = get_count(r);
    if (np > 0 && !r->failed) {
        p->protos = sx_mem_alloc(vm, np * sizeof *p->protos);
        if (p->protos == NULL) return bad(r, "it does not fit the memory limit");
        p->nprotos = np;
        for (uint32_t i = 0; i < np; i++) p->protos[i] = NULL;
        for (uint32_t i = 0; i < np && !r->failed; i++) p->protos[i] = (sx_proto *)get_ref(r, SX_GC_PROTO);
    }
    uint32_t nu = get_count(r);
    if (nu > 0 && !r->failed) {
        p->upvals = sx_mem_alloc(vm, nu * sizeof *p->upvals);
        if (p->upvals == NULL) return bad(r, "it does not fit the memory limit");
        p->nupvals = nu;
        for (uint32_t i = 0; i < nu; i++) {
            p->upvals[i].in_parent_stack = get_u8(r) != 0;
            p->upvals[i].index = (uint16_t)get_below(r, 65536, "an upvalue index is too large");
        }
    }
    uint32_t nc = get_count(r);
    if (nc > 0 && !r->failed) {
        p->callsites = sx_mem_alloc(vm, nc * sizeof *p->callsites);
        if (p->callsites == NULL) return bad(r, "it does not fit the memory limit");
        p->ncallsites = nc;
        for (uint32_t i = 0; i < nc; i++) {
            p->callsites[i].pc = get_below(r, p->ncode, "a call site is outside its code");
            p->callsites[i].const_index = get_below(r, p->nconsts + 1u, "a call site's name is outside the constants");
            if (!r->failed && p->callsites[i].const_index >= p->nconsts) return bad(r, "a call site has no name");
            if (i > 0 && p->callsites[i].pc < p->callsites[i - 1].pc) return bad(r, "call sites are out of order");
        }
    }
    p->nparams = (uint16_t)get_below(r, 65536, "too many parameters");
    p->nregs = (uint16_t)get_below(r, 65536, "too many registers");
    p->length = (uint16_t)get_below(r, 65536, "a function length is too large");
    p->flags = (uint16_t)get_below(r, 128, "a function has unknown flags");
    p->name = (sx_string *)get_opt(r, SX_GC_STRING);
    p->filename = (sx_string *)get_opt(r, SX_GC_STRING);
    if (!r->failed && (p->nregs == 0 || p->nparams >= p->nregs)) return bad(r, "a function has too few registers");
    return !r->failed;
}

static bool get_upval(reader *r, sx_upval *u) {
    uint8_t state = get_u8(r);
    uint32_t index = (uint32_t)get_var(r);
    sx_value closed = get_value(r);
    sx_object *owner = (sx_object *)get_opt(r, SX_GC_OBJECT);
    if (r->failed) return false;
    if (state > U_CORO || (state == U_CORO) != (owner != NULL) || (owner && owner->cls != SX_CLASS_COROUTINE))
        return bad(r, "a captured variable has an impossible state");
    u->closed = closed;
    u->stack_index = index;
    u->owner = owner;
    u->v = state == U_CLOSED ? &u->closed : NULL; /* open ones: set once their home is known */
    return true;
}

typedef struct proto_at {
    const void *proto;
    uint32_t node;
} proto_at;

static int cmp_proto_at(const void *a, const void *b) {
    uintptr_t x = (uintptr_t)((const proto_at *)a)->proto, y = (uintptr_t)((const proto_at *)b)->proto;
    return x < y ? -1 : x > y;
}

/* The node number of proto q (a sorted table: no quadratic search on hostile input). */
static int64_t proto_node(const proto_at *table, uint32_t n, const sx_proto *q) {
    proto_at key = {q, 0};
    const proto_at *hit = bsearch(&key, table, n, sizeof key, cmp_proto_at);
    return hit ? (int64_t)hit->node : -1;
}

/* Protos: no function may contain itself (the verifier walks nested functions recursively), and
 * every function is verified from its outermost one. */
static bool verify_protos(reader *r) {
    uint32_t n = 0;
    for (uint32_t k = 0; k < r->nnodes; k++) n += r->kinds[k] == N_PROTO;
    if (n == 0) return true;
    /* depth-first colouring over the nested-function graph, with an explicit stack */
    uint8_t *colour = calloc(r->nnodes, 1);
    uint8_t *nested = calloc(r->nnodes, 1);
    uint32_t *stack = malloc((size_t)r->nnodes * sizeof *stack), *child = malloc((size_t)r->nnodes * sizeof *child);
    proto_at *table = malloc((size_t)n * sizeof *table);
    bool ok = colour && nested && stack && child && table;
    if (!ok) bad(r, "host out of memory");
    uint32_t ntable = 0;
    for (uint32_t k = 0; ok && k < r->nnodes; k++)
        if (r->kinds[k] == N_PROTO) table[ntable++] = (proto_at){r->nodes[k], k};
    if (ok) qsort(table, ntable, sizeof *table, cmp_proto_at);
    /* node index of a proto: its position among the nodes (protos only reference proto nodes) */
    for (uint32_t k = 0; ok && k < r->nnodes; k++) {
        if (r->kinds[k] != N_PROTO || colour[k]) continue;
        uint32_t sp = 0;
        stack[sp] = k;
        child[sp++] = 0;
        colour[k] = 1;
        while (ok && sp > 0) {
            sx_proto *p = (sx_proto *)r->nodes[stack[sp - 1]];
            if (child[sp - 1] == p->nprotos) {
                colour[stack[--sp]] = 2;
                continue;
            }
            sx_proto *q = p->protos[child[sp - 1]++];
            int64_t found = proto_node(table, ntable, q);
            if (found < 0) {
                ok = bad(r, "a nested function is not in the snapshot");
                break;
            }
            uint32_t j = (uint32_t)found;
            nested[j] = 1;
            if (colour[j] == 1) ok = bad(r, "a function contains itself");
            else if (colour[j] == 0) {
                colour[j] = 1;
                stack[sp] = j;
                child[sp++] = 0;
            }
        }
    }
    for (uint32_t k = 0; ok && k < r->nnodes; k++) {
        if (r->kinds[k] != N_PROTO || nested[k]) continue;
        char why[256];
        if (!sx_verify_nested(r->vm, (sx_proto *)r->nodes[k], why, sizeof why)) {
            char msg[400];
            snprintf(msg, sizeof msg, "its bytecode does not verify (%s)", why);
            ok = bad(r, msg);
        }
    }
    free(colour);
    free(nested);
    free(stack);
    free(child);
    free(table);
    return ok;
}

static bool read_bodies(reader *r) {
    for (uint32_t k = 0; k < r->nnodes && !r->failed; k++) {
        sx_gcheader *h = r->nodes[k];
        r->cur = k;
        switch (r->kinds[k]) {
        case N_OBJECT: get_object(r, (sx_object *)h, false); break;
        case N_PATCH: get_object(r, (sx_object *)h, true); break;
        case N_PROTO: get_proto(r, (sx_proto *)h); break;
        case N_UPVAL: get_upval(r, (sx_upval *)h); break;
        default: break;
        }
    }
    if (r->failed) return false;
    /* what can be checked only once every body is in */
    for (uint32_t k = 0; k < r->nnodes && !r->failed; k++) {
        if (r->kinds[k] == N_PATCH) {
            sx_object *o = (sx_object *)r->nodes[k];
            for (uint32_t i = 0; i < o->nprops; i++)
                if ((o->props[i].flags & SX_PROP_ACCESSOR) && sx_as_object(o->props[i].value)->u.array.len < 2)
                    return bad(r, "an accessor property holds no getter/setter pair");
        }
        if (r->kinds[k] != N_OBJECT) continue;
        sx_object *o = (sx_object *)r->nodes[k];
        if (o->cls == SX_CLASS_FUNCTION) {
            sx_proto *p = o->u.func.proto;
            if (p->ncode == 0 || o->u.func.nupvals != p->nupvals) return bad(r, "a closure does not fit its function");
            o->oflags |= SX_OBJ_CALLABLE;
        }
        if (o->cls == SX_CLASS_NATIVE || o->cls == SX_CLASS_BOUND) o->oflags |= SX_OBJ_CALLABLE;
        for (uint32_t i = 0; i < o->nprops; i++)
            if ((o->props[i].flags & SX_PROP_ACCESSOR) && sx_as_object(o->props[i].value)->u.array.len < 2)
                return bad(r, "an accessor property holds no getter/setter pair");
        if (o->cls == SX_CLASS_COROUTINE) check_coroutine(r, o);
    }
    /* the language's classes, now that every key's contents and identity number are in */
    for (uint32_t k = 0; k < r->nnodes && !r->failed; k++) {
        if (r->extra[k] == NULL) continue;
        char why[200] = "";
        if (!r->cfg->class_restore(r->vm, (sx_object *)r->nodes[k], r->extra[k], r->nextra[k], why, sizeof why))
            return bad(r, why);
    }
    return !r->failed;
}

/* -- the roots, and the register stack with its frames -- */

static bool get_frames(reader *r) {
    sx_vm *vm = r->vm;
    uint32_t top = get_count(r);
    if (r->failed) return false;
    if (top > 0) {
        vm->stack = get_value_block(r, top);
        if (vm->stack == NULL) return false;
        vm->stack_cap = vm->stack_top = top;
    }
    uint32_t nf = get_count(r);
    if (r->failed) return false;
    if (nf > vm->limits.max_stack_depth + 1u) return bad(r, "more frames than the stack depth limit allows");
    if (nf > 0) {
        vm->frames = sx_mem_alloc(vm, nf * sizeof *vm->frames);
        if (vm->frames == NULL) return bad(r, "it does not fit the memory limit");
        vm->capframes = nf;
    }
    uint32_t end = 0;
    for (uint32_t i = 0; i < nf && !r->failed; i++) {
        sx_frame *f = &vm->frames[i];
        memset(f, 0, sizeof *f);
        f->callee = get_object_of(r, SX_CLASS_FUNCTION);
        f->coro = (sx_object *)get_opt(r, SX_GC_OBJECT);
        f->new_target = (sx_object *)get_opt(r, SX_GC_OBJECT);
        uint64_t pc = get_var(r);
        f->base = (uint32_t)get_var(r);
        f->result = (uint32_t)get_var(r);
        uint8_t bits = get_u8(r);
        f->temps = (uint32_t)get_var(r);
        if (r->failed) return false;
        vm->nframes = i + 1;
        sx_proto *p = f->callee->u.func.proto;
        f->is_new = bits & 1;
        f->reentry = (bits >> 1) & 1;
        if (pc >= p->ncode) return bad(r, "a frame's next instruction is outside its code");
        f->pc = p->code + pc;
        /* frames are stacked: each one's registers above the last one's start, inside the stack */
        if (f->base < end || f->base == 0 || (uint64_t)f->base + p->nregs > top || f->result >= f->base ||
            (i > 0 && f->result < vm->frames[i - 1].base))
            return bad(r, "a frame is outside the register stack");
        if (f->reentry != (i == 0) || bits > 3) return bad(r, "only the outermost frame may return to the host");
        if (f->coro != NULL && (f->coro->cls != SX_CLASS_COROUTINE || f->coro->u.coro->closure != f->callee ||
                                f->coro->u.coro->regs != NULL))
            return bad(r, "a frame's coroutine is not the running one of its function");
        if ((f->coro != NULL) != ((p->flags & (SX_PROTO_ASYNC | SX_PROTO_GENERATOR)) != 0)) /* AWAIT/YIELD use it */
            return bad(r, "an async or generator frame has no coroutine, or another frame has one");
        if (f->new_target != NULL && !(f->new_target->oflags & SX_OBJ_CALLABLE))
            return bad(r, "a frame's new.target is not a constructor");
        end = f->base + 1;
        if (i + 1 == nf && (uint64_t)f->base + p->nregs != top)
            return bad(r, "the register stack does not end at the top frame");
    }
    if (nf == 0 && top != 0) return bad(r, "registers without a frame");
    return !r->failed;
}

static bool get_exec_roots(reader *r) {
    sx_vm *vm = r->vm;
    if (!get_frames(r)) return false;
    uint32_t nh = get_count(r);
    if (r->failed) return false;
    if (nh > 0) {
        vm->handlers = sx_mem_alloc(vm, nh * sizeof *vm->handlers);
        if (vm->handlers == NULL) return bad(r, "it does not fit the memory limit");
        vm->caphandlers = nh;
    }
    for (uint32_t i = 0; i < nh && !r->failed; i++) {
        sx_handler *h = &vm->handlers[i];
        h->frame = get_below(r, vm->nframes, "a try handler belongs to no frame");
        uint64_t catch_pc = get_var(r);
        h->reg = (uint32_t)get_var(r);
        h->temp_height = (uint32_t)get_var(r);
        if (r->failed) return false;
        vm->nhandlers = i + 1;
        const sx_frame *f = &vm->frames[h->frame];
        sx_proto *p = f->callee->u.func.proto;
        if (catch_pc >= p->ncode || h->reg < f->base || h->reg >= f->base + p->nregs ||
            (i > 0 && h->frame < vm->handlers[i - 1].frame))
            return bad(r, "a try handler does not fit its frame");
        h->catch_pc = p->code + catch_pc;
    }
    uint32_t nopen = get_count(r);
    sx_upval **tail = &vm->open_upvals;
    uint32_t last = UINT32_MAX;
    for (uint32_t i = 0; i < nopen && !r->failed; i++) {
        sx_upval *u = (sx_upval *)get_ref(r, SX_GC_UPVAL);
        if (u == NULL) return false;
        if (u->owner != NULL || u->v != NULL || u->stack_index >= vm->stack_top || u->stack_index >= last)
            return bad(r, "an open captured variable is not on the register stack in order");
        last = u->stack_index;
        u->v = vm->stack + u->stack_index;
        *tail = u;
        tail = &u->next_open;
    }
    uint32_t nt = get_below(r, (uint64_t)vm->limits.max_stack_depth * 64 + 64, "too many temp roots");
    if (nt > 0 && !r->failed) {
        vm->temps = sx_mem_alloc(vm, nt * sizeof *vm->temps);
        if (vm->temps == NULL) return bad(r, "it does not fit the memory limit");
        for (uint32_t i = 0; i < nt; i++) vm->temps[i] = SX_UNDEFINED;
        vm->ntemps = vm->captemps = nt;
    }
    for (uint32_t i = 0; i < vm->nframes && !r->failed; i++)
        if (vm->frames[i].temps > vm->ntemps) return bad(r, "a frame's temp height is above the temps");
    for (uint32_t i = 0; i < vm->nhandlers && !r->failed; i++)
        if (vm->handlers[i].temp_height > vm->ntemps) return bad(r, "a try handler's temp height is above the temps");
    /* every open captured variable must have found its home (the stack or its coroutine) */
    for (uint32_t k = 0; k < r->nnodes && !r->failed; k++)
        if (r->kinds[k] == N_UPVAL && ((sx_upval *)r->nodes[k])->v == NULL)
            return bad(r, "an open captured variable has no home");
    return !r->failed;
}

static bool read_counters(reader *r, const uint8_t **app, size_t *applen) {
    sx_vm *vm = r->vm;
    vm->instructions = get_var(r);
    uint64_t peak = get_var(r);
    sx_js_state(vm)->random_state[0] = get_u64(r);
    sx_js_state(vm)->random_state[1] = get_u64(r);
    uint64_t clock = get_u64(r);
    memcpy(&sx_js_state(vm)->clock_ms, &clock, sizeof clock);
    sx_js_state(vm)->host_clock = get_u8(r) != 0;
    sx_js_state(vm)->jobs_head = (uint32_t)get_var(r);
    vm->next_object_id = (uint32_t)get_var(r);
    uint64_t n = get_var(r);
    if (r->failed) return false;
    if (n > (size_t)(r->end - r->p)) return bad(r, "it ends too early");
    if (!(sx_js_state(vm)->clock_ms >= -8.64e15 && sx_js_state(vm)->clock_ms <= 8.64e15))
        return bad(r, "the clock is outside the Date range");
    *app = r->p;
    *applen = (size_t)n;
    r->p += n;
    if (peak > vm->mem.peak) vm->mem.peak = peak < vm->limits.max_memory ? peak : vm->limits.max_memory;
    return true;
}

static bool read_realm(reader *r) {
    sx_vm *vm = r->vm;
    sx_object **realm = vm->root_slots; /* the VM's realm and the language's after it */
    uint32_t nrealm = SX_ROOT_SLOTS;
    if (get_var(r) != nrealm) return bad(r, "the realm has another layout");
    for (uint32_t i = 0; i < nrealm && !r->failed; i++) {
        sx_object *had = realm[i];
        sx_object *o = (sx_object *)get_opt(r, SX_GC_OBJECT);
        if (r->failed) return false;
        if (had != NULL && (o == NULL || o->cls != had->cls))
            return bad(r, "a realm object is missing or of another class");
        realm[i] = o;
    }
    sx_object *arrays[] = {sx_realm(vm)->jobs, sx_realm(vm)->unhandled, sx_realm(vm)->host_calls,
                           vm->realm.script_slots, sx_realm(vm)->symbols};
    for (size_t i = 0; i < sizeof arrays / sizeof arrays[0]; i++)
        if (arrays[i] != NULL && arrays[i]->cls != SX_CLASS_ARRAY) return bad(r, "a realm list is not an array");
    if (sx_realm(vm)->jobs == NULL || sx_realm(vm)->unhandled == NULL || vm->realm.global == NULL)
        return bad(r, "the realm has no job queue");
    if (sx_js_state(vm)->jobs_head > sx_realm(vm)->jobs->u.array.len ||
        (sx_realm(vm)->jobs->u.array.len - sx_js_state(vm)->jobs_head) % 4 != 0)
        return bad(r, "the job queue is cut");
    return !r->failed;
}

sx_vm *sx_snapshot_read(const uint8_t *bytes, size_t len, const sx_limits *limits, const sx_lang *lang,
                        const sx_snap_config *cfg, sx_value *roots, uint32_t max_roots, uint32_t *nroots,
                        const uint8_t **app, size_t *applen, char *err, size_t errsize) {
    *nroots = 0;
    sx_vm *vm = sx_image_clone(limits, lang);
    if (vm == NULL) {
        snprintf(err, errsize, "cannot resume: no realm image fits the memory limit of %zu bytes", limits->max_memory);
        return NULL;
    }
    reader r = {.p = bytes, .end = bytes + len, .vm = vm, .cfg = cfg, .err = err, .errsize = errsize};
    bool ok = read_counters(&r, app, applen);
    r.instructions = vm->instructions;
    vm->instructions = 0; /* loading allocates strings, which charge the meter: not against the run */
    vm->limits.max_instructions = UINT64_MAX;
    ok = ok && read_nodes(&r) && read_bodies(&r) && read_realm(&r) && verify_protos(&r); /* (slots: realm) */
    if (ok) {
        uint32_t n = get_count(&r);
        if (!r.failed && n > max_roots) ok = bad(&r, "too many extra roots");
        for (uint32_t i = 0; ok && i < n && !r.failed; i++) roots[i] = get_value(&r);
        *nroots = n;
        ok = !r.failed && get_exec_roots(&r);
    }
    for (uint32_t k = 0; ok && k < r.nnodes; k++)
        if (r.kinds[k] == N_OBJECT || r.kinds[k] == N_PATCH) {
            char why[256] = "";
            if (cfg->check_object &&
                !cfg->check_object(vm, (sx_object *)r.nodes[k], r.kinds[k] == N_PATCH, why, sizeof why)) {
                char msg[300];
                snprintf(msg, sizeof msg, "%s is malformed", why);
                ok = bad(&r, msg);
            }
        }
    if (ok && r.p != r.end) ok = bad(&r, "bytes follow its end");
    for (uint32_t k = 0; r.extra != NULL && k < r.nnodes; k++) free(r.extra[k]);
    for (uint32_t k = 0; r.kinds != NULL && k < r.nnodes; k++)
        if (r.kinds[k] == N_PATCH && r.nodes[k] != NULL) r.nodes[k]->marked = 0; /* read_nodes' marks */
    free(r.extra);
    free(r.nextra);
    free(r.nodes);
    free(r.kinds);
    if (!ok) {
        *nroots = 0;
        /* the collector and sx_vm_free must find nothing half made: drop the execution state */
        vm->nframes = vm->nhandlers = 0;
        vm->open_upvals = NULL;
        for (sx_gcheader *h = vm->gc.all; h != NULL; h = h->next)
            if (h->type == SX_GC_UPVAL) ((sx_upval *)h)->v = &((sx_upval *)h)->closed;
        sx_vm_free(vm);
        return NULL;
    }
    vm->instructions = r.instructions;
    vm->limits = *limits;
    vm->budget_end = 0;
    return vm;
}
