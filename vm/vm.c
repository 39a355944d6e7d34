/* vm.c - creating and disposing a VM, and its captured output streams. */
#include <stdlib.h>
#include <time.h>

#include "vm/gc.h"
#include "vm/lang.h"

/* Intern the VM's atoms, then the language's after them. */
static bool init_atoms(sx_vm *vm) {
#define SX_X_ATOMINIT(field, text)                                                                                     \
    if ((vm->atoms.field = sx_atom(vm, text)) == NULL) return false;
    SX_VM_ATOMS(SX_X_ATOMINIT)
#undef SX_X_ATOMINIT
    const uint32_t first = sizeof(sx_vm_atoms) / sizeof(sx_string *);
    if (vm->lang->natoms > SX_ATOM_SLOTS - first) return false; /* a language bigger than the slots */
    for (uint32_t i = 0; i < vm->lang->natoms; i++)
        if ((vm->atom_slots[first + i] = sx_atom(vm, vm->lang->atoms[i])) == NULL) return false;
    return true;
}

/* Test hooks (api/testing.h), per thread so that parallel tests do not disturb each other. */
_Thread_local uint64_t sx_test_fail_after;
_Thread_local sx_mem sx_test_last_mem;

/* Create a VM with lang's realm (built-ins): a copy of the prebuilt image when it fits, else
 * built from scratch. Returns NULL if even that does not fit the limits. */
sx_vm *sx_vm_create(const sx_limits *limits, const sx_lang *lang) {
    sx_vm *vm = sx_test_fail_after || lang == NULL ? NULL : sx_image_clone(limits, lang);
    return vm ? vm : sx_vm_build(limits, NULL, lang);
}

/* Build the realm by running the language's setup (bump: allocate from it, for the image). */
sx_vm *sx_vm_build(const sx_limits *limits, sx_bump *bump, const sx_lang *lang) {
    sx_vm *vm = calloc(1, sizeof *vm);
    if (vm == NULL) return NULL;
    vm->mem.bump = bump;
    vm->mem.fail_after = sx_test_fail_after;
    vm->limits = *limits;
    vm->mem.limit = limits->max_memory;
    vm->mem.used = sizeof *vm;
    vm->mem.peak = vm->mem.used;
    vm->gc.threshold = 256 * 1024;
    vm->exception = SX_UNDEFINED;
    vm->budget_end = 0; /* the first instruction sets up the budget and clock checks */
    vm->lang = lang ? lang : &sx_lang_none;
    if (!init_atoms(vm) || (vm->lang->init_realm != NULL && !vm->lang->init_realm(vm)) ||
        (vm->realm.global == NULL && (vm->realm.global = sx_object_new(vm, SX_CLASS_OBJECT, NULL)) == NULL)) {
        sx_vm_free(vm);
        return NULL;
    }
    return vm;
}

void sx_vm_free(sx_vm *vm) {
    if (vm == NULL) return;
    sx_gc_free_all(vm);
    sx_intern_free(vm);
    sx_mem_free(vm, vm->stack, (size_t)vm->stack_cap * sizeof *vm->stack);
    sx_mem_free(vm, vm->frames, (size_t)vm->capframes * sizeof *vm->frames);
    sx_mem_free(vm, vm->handlers, (size_t)vm->caphandlers * sizeof *vm->handlers);
    sx_mem_free(vm, vm->temps, (size_t)vm->captemps * sizeof *vm->temps);
    free(vm->out.data);
    free(vm->err.data);
    if (vm->image_lo != NULL) {
        vm->mem.used -= (size_t)(vm->image_hi - vm->image_lo);
        sx_image_release(vm);
    }
    sx_mem_release(vm);
    sx_test_last_mem = vm->mem;
    sx_test_last_mem.used -= sizeof *vm; /* what is still accounted: 0 unless something leaked */
    free(vm);
}

/* Between two runs of a VM that stays alive (api/vm.c): give back the run's working memory (the
 * register stack, frames, handlers, temp roots, the collector's mark stack) so that an idle VM
 * holds only its heap. Nothing is live in them once a run has unwound. */
void sx_vm_trim(sx_vm *vm) {
    if (vm->nframes != 0 || vm->nhandlers != 0 || vm->ntemps != 0 || vm->open_upvals != NULL) return;
    sx_mem_free(vm, vm->stack, (size_t)vm->stack_cap * sizeof *vm->stack);
    sx_mem_free(vm, vm->frames, (size_t)vm->capframes * sizeof *vm->frames);
    sx_mem_free(vm, vm->handlers, (size_t)vm->caphandlers * sizeof *vm->handlers);
    sx_mem_free(vm, vm->temps, (size_t)vm->captemps * sizeof *vm->temps);
    vm->stack = NULL;
    vm->frames = NULL;
    vm->handlers = NULL;
    vm->temps = NULL;
    vm->stack_cap = vm->stack_top = vm->capframes = vm->caphandlers = vm->captemps = 0;
    free(vm->gc.gray); /* counted by hand (vm/gc.c) */
    vm->mem.used -= vm->gc.capgray * sizeof *vm->gc.gray;
    vm->gc.gray = NULL;
    vm->gc.capgray = vm->gc.ngray = 0;
}

uint64_t sx_clock_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

uint64_t sx_time_left_us(const sx_vm *vm, uint64_t cap_us) {
    if (vm->deadline_ns == 0) return cap_us;
    uint64_t now = sx_clock_ns();
    uint64_t left = vm->deadline_ns > now ? (vm->deadline_ns - now) / 1000u : 0;
    return left < cap_us ? left : cap_us;
}

bool sx_poll_limits(sx_vm *vm) {
    if (vm->cancel_flag != NULL && __atomic_load_n(vm->cancel_flag, __ATOMIC_RELAXED)) {
        sx_abort_run(vm, SX_ABORT_CANCELLED);
        return false;
    }
    if (vm->deadline_ns != 0 && sx_clock_ns() >= vm->deadline_ns) {
        sx_abort_run(vm, SX_ABORT_TIMEOUT);
        return false;
    }
    return true;
}

/* Guest output. Captured text is host memory (it outlives the VM); past the limit it is
 * dropped and the stream is flagged truncated. */
void sx_output_write(sx_vm *vm, bool to_stderr, const char *data, size_t len) {
    sx_outbuf *o = to_stderr ? &vm->err : &vm->out;
    if (vm->on_output != NULL) vm->on_output(vm, to_stderr, data, len);
    if (!o->capture || o->truncated) {
        if (o->capture && len > 0) o->truncated = true;
        return;
    }
    size_t room = vm->limits.max_output > o->len ? vm->limits.max_output - o->len : 0;
    if (len > room) {
        len = room;
        o->truncated = true;
    }
    if (o->len + len + 1 > o->cap) {
        size_t cap = o->cap ? o->cap : 256;
        while (cap < o->len + len + 1) cap *= 2;
        char *p = realloc(o->data, cap);
        if (p == NULL) {
            o->truncated = true;
            return;
        }
        o->data = p;
        o->cap = cap;
    }
    memcpy(o->data + o->len, data, len);
    o->len += len;
    o->data[o->len] = 0;
    if (vm->output_sink != NULL && len > 0) vm->output_sink(vm->output_sink_data, to_stderr, data, len);
}
