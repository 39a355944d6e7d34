/* gc.c - precise mark-and-sweep collector, triggered by allocation, run at safe points. */
#include <stdlib.h>

#include "vm/gc.h"

/*
 * Every heap object is on vm->gc.all. An allocation that takes the VM past gc.threshold only
 * sets gc.pending; the interpreter collects at its next safe point (a call, a backward jump or
 * an allocating instruction), where every live value is in a register, a frame, a temp root or
 * the realm. So C code between safe points (natives, the compiler) never needs to root its
 * temporaries, unless it calls back into guest code (then: sx_temp_push).
 *
 * Marking is iterative (an explicit gray stack), so hostile deep structures cannot overflow the
 * C stack. Collection timing depends only on the allocation sequence: it is deterministic.
 */

#define SX_GC_MIN_THRESHOLD (256 * 1024)

void *sx_gc_new(sx_vm *vm, sx_gctype type, size_t size) {
    sx_gcheader *h = sx_mem_alloc(vm, size);
    if (h == NULL) {
        sx_throw_oom(vm);
        return NULL;
    }
    /* a string's units are written by its creator: clear only the header */
    memset(h, 0, type == SX_GC_STRING && size > offsetof(sx_string, data) ? offsetof(sx_string, data) : size);
    h->type = (uint8_t)type;
    h->size = (uint32_t)size;
    h->next = vm->gc.all;
    vm->gc.all = h;
    if (vm->mem.used > vm->gc.threshold) vm->gc.pending = true;
    return h;
}

/* -- marking -- */

static void gray_push(sx_vm *vm, sx_gcheader *h) {
    sx_gc_state *g = &vm->gc;
    if (g->ngray == g->capgray) {
        size_t cap = g->capgray ? g->capgray * 2 : 256;
        /* The mark stack is collector bookkeeping: it is counted but never refused. */
        sx_gcheader **p = realloc(g->gray, cap * sizeof *p);
        if (p == NULL) abort(); /* host out of memory while collecting: nothing sane to do */
        vm->mem.used += (cap - g->capgray) * sizeof *p;
        if (vm->mem.used > vm->mem.peak) vm->mem.peak = vm->mem.used;
        g->gray = p;
        g->capgray = cap;
    }
    g->gray[g->ngray++] = h;
}

void sx_gc_mark_header(sx_vm *vm, sx_gcheader *h) {
    if (h == NULL || h->marked) return;
    h->marked = 1;
    if (h->type == SX_GC_BIGINT) return; /* no children */
    if (h->type != SX_GC_STRING) gray_push(vm, h);
    else if (((sx_string *)h)->is_view) ((sx_string *)h)->data.owner->gc.marked = 1; /* its append buffer */
}

void sx_gc_mark_value(sx_vm *vm, sx_value v) {
    if (sx_is_string(v)) sx_gc_mark_header(vm, &sx_as_string(v)->gc);
    else if (sx_is_object(v)) sx_gc_mark_header(vm, &sx_as_object(v)->gc);
    else if (sx_is_symbol(v)) sx_gc_mark_header(vm, &sx_as_symbol(v)->gc);
    else if (sx_is_bigint(v)) sx_gc_mark_header(vm, (sx_gcheader *)sx_as_bigint(v));
}

static void mark_proto_children(sx_vm *vm, sx_proto *p) {
    for (uint32_t i = 0; i < p->nconsts; i++) sx_gc_mark_value(vm, p->consts[i]);
    for (uint32_t i = 0; i < p->nprotos; i++) sx_gc_mark_header(vm, &p->protos[i]->gc);
    if (p->name) sx_gc_mark_header(vm, &p->name->gc);
    if (p->filename) sx_gc_mark_header(vm, &p->filename->gc);
}

static void mark_children(sx_vm *vm, sx_gcheader *h) {
    switch ((sx_gctype)h->type) {
    case SX_GC_OBJECT: sx_object_mark_children(vm, (sx_object *)h); break;
    case SX_GC_PROTO: mark_proto_children(vm, (sx_proto *)h); break;
    case SX_GC_UPVAL: {
        sx_upval *u = (sx_upval *)h;
        if (!sx_upval_is_open(u)) sx_gc_mark_value(vm, u->closed);
        if (u->owner) sx_gc_mark_header(vm, &u->owner->gc); /* keeps the saved registers alive */
        break;
    }
    case SX_GC_STRING:
    case SX_GC_BIGINT: break;
    }
}

static void mark_roots(sx_vm *vm) {
    /* Up to the highest register of any frame, not only the innermost one's: a callee's frame
     * starts inside its caller's registers, so a caller's dead temporaries can lie above the
     * callee's last register. Skipping them would free what they point to, and a collection
     * after the return (the caller's whole frame counted again) would read the freed blocks. */
    uint32_t top = vm->stack_top;
    for (uint32_t i = 0; i < vm->nframes; i++) {
        const sx_frame *f = &vm->frames[i];
        if (f->callee->cls == SX_CLASS_FUNCTION && f->base + f->callee->u.func.proto->nregs > top)
            top = f->base + f->callee->u.func.proto->nregs;
    }
    for (uint32_t i = 0; i < top; i++) sx_gc_mark_value(vm, vm->stack[i]);
    for (uint32_t i = 0; i < vm->nframes; i++) {
        sx_gc_mark_header(vm, &vm->frames[i].callee->gc);
        if (vm->frames[i].coro) sx_gc_mark_header(vm, &vm->frames[i].coro->gc);
        if (vm->frames[i].new_target) sx_gc_mark_header(vm, &vm->frames[i].new_target->gc);
    }
    for (uint32_t i = 0; i < vm->ntemps; i++) sx_gc_mark_value(vm, vm->temps[i]);
    for (sx_upval *u = vm->open_upvals; u != NULL; u = u->next_open) sx_gc_mark_header(vm, &u->gc);
    if (vm->has_exception) sx_gc_mark_value(vm, vm->exception);
    if (vm->new_target) sx_gc_mark_header(vm, &vm->new_target->gc);
    for (size_t i = 0; i < SX_ROOT_SLOTS; i++) /* the VM's realm and the language's */
        if (vm->root_slots[i]) sx_gc_mark_header(vm, &vm->root_slots[i]->gc);
    for (size_t i = 0; i < SX_ATOM_SLOTS; i++)
        if (vm->atom_slots[i]) sx_gc_mark_header(vm, &vm->atom_slots[i]->gc);
}

/* A collection near the memory cap marks tens of megabytes in one go; it polls the clock and
 * the cancel flag every SX_GC_POLL_OBJECTS objects, so a timeout or a cancel ends it within a
 * few milliseconds (polls read the clock only: the instruction count does not change). */
#define SX_GC_POLL_OBJECTS 256

static bool gc_poll(sx_vm *vm, bool polled, uint32_t *work) {
    if (!polled || ++*work < SX_GC_POLL_OBJECTS) return true;
    *work = 0;
    return sx_poll_limits(vm);
}

/* Marks everything reachable from the gray stack. False: the run ended (timeout, cancel) while
 * marking, and the marks are incomplete. */
static bool propagate(sx_vm *vm, bool polled) {
    uint32_t work = 0;
    while (vm->gc.ngray > 0) {
        mark_children(vm, vm->gc.gray[--vm->gc.ngray]);
        if (!gc_poll(vm, polled, &work)) return false;
    }
    return true;
}

/* Forgets an unfinished collection from `from` on: nothing is freed, every mark is cleared, and
 * the collection stays pending for the next safe point (the run is ending anyway). */
static void abandon(sx_vm *vm, sx_gcheader *from) {
    vm->gc.ngray = 0;
    for (sx_gcheader *h = from; h != NULL; h = h->next) h->marked = 0;
}

/* -- sweeping -- */

static void free_proto(sx_vm *vm, sx_proto *p) {
    sx_mem_free(vm, p->code, p->ncode * sizeof *p->code);
    sx_mem_free(vm, p->lines, p->ncode * sizeof *p->lines);
    sx_mem_free(vm, p->consts, p->nconsts * sizeof *p->consts);
    sx_mem_free(vm, p->protos, p->nprotos * sizeof *p->protos);
    sx_mem_free(vm, p->upvals, p->nupvals * sizeof *p->upvals);
    sx_mem_free(vm, p->callsites, p->ncallsites * sizeof *p->callsites);
}

void sx_gc_free_object(sx_vm *vm, sx_gcheader *h) {
    switch ((sx_gctype)h->type) {
    case SX_GC_OBJECT:
        sx_object_free_parts(vm, (sx_object *)h);
        if (sx_in_image(vm, h)) { /* its memory stays: forget the freed parts (sx_gc_free_all) */
            sx_object *o = (sx_object *)h;
            o->props = NULL;
            o->index = NULL;
            if (o->cls == SX_CLASS_ARRAY) o->u.array.items = NULL;
        }
        break;
    case SX_GC_PROTO: free_proto(vm, (sx_proto *)h); break;
    case SX_GC_STRING:
    case SX_GC_UPVAL:
    case SX_GC_BIGINT: break;
    }
    sx_mem_free(vm, h, h->size);
}

/* Frees the unmarked objects. False: the run ended while sweeping; the rest of the list keeps its
 * objects (the unreachable ones go at the next collection) and loses its marks. */
static bool sweep(sx_vm *vm, bool polled) {
    sx_gcheader **link = &vm->gc.all;
    uint32_t work = 0;
    while (*link != NULL) {
        if (!gc_poll(vm, polled, &work)) {
            abandon(vm, *link);
            return false;
        }
        sx_gcheader *h = *link;
        if (h->marked) {
            h->marked = 0;
            link = &h->next;
        } else {
            *link = h->next;
            sx_gc_free_object(vm, h);
        }
    }
    return true;
}

static void set_threshold(sx_vm *vm) {
    size_t used = vm->mem.used, limit = vm->mem.limit;
    size_t t = used * 2 > SX_GC_MIN_THRESHOLD ? used * 2 : SX_GC_MIN_THRESHOLD;
    /* Near the cap, collect more often so garbage never causes a memory-limit failure. */
    size_t soft = limit - limit / 8;
    if (t > soft) t = used + (limit > used ? (limit - used) / 2 : 0);
    vm->gc.threshold = t;
}

/* polled: stop early when the run's time is up or it was cancelled (a run already ending, or a
 * caller that needs the whole collection, passes false). */
static void collect(sx_vm *vm, bool polled) {
    mark_roots(vm);
    if (!propagate(vm, polled)) {
        abandon(vm, vm->gc.all);
        return;
    }
    sx_intern_sweep(vm); /* drop interned strings nobody references */
    if (!sweep(vm, polled)) return;
    vm->gc.pending = false;
    set_threshold(vm);
}

void sx_gc_collect(sx_vm *vm) { collect(vm, vm->abort == SX_ABORT_NONE); }

void sx_gc_collect_whole(sx_vm *vm) { collect(vm, false); }

/* Does image object o own a block outside the image (a grown property or item array)? Image
 * objects are plain objects, arrays, natives, wrappers and errors (vm/image.c). */
static bool owns_outside_image(const sx_vm *vm, const sx_object *o) {
    return (o->props != NULL && !sx_in_image(vm, o->props)) || (o->index != NULL && !sx_in_image(vm, o->index)) ||
           (o->cls == SX_CLASS_ARRAY && o->u.array.items != NULL && !sx_in_image(vm, o->u.array.items));
}

static void free_image_parts(sx_vm *vm, sx_object *o) {
    if (owns_outside_image(vm, o)) sx_object_free_parts(vm, o);
}

/* Frees a list of objects in the order they were made. Freed newest first, each block merged into
 * the top of malloc's heap, which glibc trims again every few frees: a 60 MB heap of small arrays
 * (tests/hostile/py_list_growth.py) made 484 brk calls, each a TLB flush on every CPU the
 * process runs on, 65 ms of a timed-out run's end. Oldest first, the blocks merge from the bottom
 * up and the top is trimmed about once. */
static void free_oldest_first(sx_vm *vm, sx_gcheader *h) {
    for (sx_gcheader *next; h != NULL; h = next) {
        next = h->next;
        sx_gc_free_object(vm, h);
    }
}

/* Free everything (VM disposal). The image's own objects need no freeing (the copy of the image
 * goes as one block): only what they own outside it. The image's objects come last in the list
 * (new objects are put in front). An image object comes to own outside memory by moving a block
 * of the image (counted in mem.image_moves) or, if it had no block, by a first allocation (the
 * watched ones): when nothing moved, only the watched objects need a look. */
void sx_gc_free_all(sx_vm *vm) {
    bool watch_only = vm->mem.image_moves == 0 && vm->image_watch != NULL;
    sx_gcheader *oldest_first = NULL; /* the objects to free, in the order they were made */
    for (sx_gcheader *h = vm->gc.all, *next; h != NULL; h = next) {
        next = h->next;
        if (!sx_in_image(vm, h)) h->next = oldest_first, oldest_first = h;
        else if (watch_only) break;
        else if (h->type == SX_GC_OBJECT) free_image_parts(vm, (sx_object *)h);
    }
    free_oldest_first(vm, oldest_first);
    for (uint32_t i = 0; watch_only && i < vm->nimage_watch; i++)
        free_image_parts(vm, (sx_object *)(vm->image_lo + vm->image_watch[i]));
    vm->gc.all = NULL;
    free(vm->gc.gray);
    vm->mem.used -= vm->gc.capgray * sizeof *vm->gc.gray;
    vm->gc.gray = NULL;
    vm->gc.capgray = vm->gc.ngray = 0;
}

/* -- temporary roots for natives that call back into the guest -- */

void sx_temp_push(sx_vm *vm, sx_value v) {
    if (vm->ntemps == vm->captemps) {
        uint32_t cap = vm->captemps ? vm->captemps * 2 : 32;
        sx_value *p = sx_mem_realloc(vm, vm->temps, vm->captemps * sizeof *p, cap * sizeof *p);
        if (p == NULL) {
            sx_throw_oom(vm);
            return; /* the pending abort unwinds the run; the value stays reachable from the caller */
        }
        vm->temps = p;
        vm->captemps = cap;
    }
    vm->temps[vm->ntemps++] = v;
}

void sx_temp_pop(sx_vm *vm, uint32_t n) { vm->ntemps = n > vm->ntemps ? 0 : vm->ntemps - n; }
