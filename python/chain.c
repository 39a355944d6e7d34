/* chain.c - exceptions met while handling others: where a caught exception's traceback starts, its implicit __context__, and bare re-raise (%caught, %context, %reraise). */
#include <stdio.h>
#include <string.h>

#include "python/py.h"

/*
 * A traceback (text.c py_set_traceback) lists every guest frame on the stack when the exception
 * was raised, outermost first. CPython's lists only the frames the exception passed through: an
 * exception caught in frame k starts there. %caught records k (the hidden "%tbstart"); the
 * printer (modules.c) starts from it. A bare `raise` lets the exception go on up (%reraise
 * forgets k); `raise e` of a caught exception puts the frames above the raise in front
 * (py_chain_reraise_tb).
 */

static sx_string *tbstart_atom(sx_vm *vm) { return sx_atom(vm, "%tbstart"); }

/* the number of guest frames on the stack (the ones py_set_traceback records) */
static uint32_t guest_frames(sx_vm *vm) {
    uint32_t n = 0;
    for (uint32_t i = 0; i < vm->nframes; i++) {
        sx_frame *f = &vm->frames[i];
        if (f->callee == NULL || f->callee->cls != SX_CLASS_FUNCTION) continue;
        sx_proto *p = f->callee->u.func.proto;
        if (p->ncode == 0 || f->pc == NULL) continue;
        n++;
    }
    return n;
}

/* the frame the traceback of e starts at (0: all of it) */
uint32_t py_chain_tb_start(sx_vm *vm, sx_value e) {
    sx_string *a = tbstart_atom(vm);
    if (a == NULL || !sx_is_object(e)) return 0;
    sx_value v = sx_object_find_data(vm, sx_as_object(e), a);
    return sx_is_number(v) ? (uint32_t)sx_to_double(v) : 0;
}

/* %caught(e): an except clause takes e in the calling frame */
static sx_value h_caught(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 1 || !sx_is_object(argv[0])) return SX_NULL;
    uint32_t n = guest_frames(vm);
    sx_string *a = tbstart_atom(vm);
    if (a == NULL) return sx_throw_oom(vm);
    if (!sx_object_define(vm, sx_as_object(argv[0]), a, sx_number(n > 0 ? n - 1 : 0), SX_PROP_HIDDEN))
        return SX_EXCEPTION;
    return SX_NULL;
}

/* %reraise(e): a bare raise: e goes on up with its whole traceback */
static sx_value h_reraise(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value e = argc > 0 ? argv[0] : SX_NULL;
    sx_string *a = tbstart_atom(vm);
    if (a == NULL) return sx_throw_oom(vm);
    if (sx_is_object(e) && sx_is_number(sx_object_find_data(vm, sx_as_object(e), a)) &&
        !sx_object_define(vm, sx_as_object(e), a, sx_number(0), SX_PROP_HIDDEN))
        return SX_EXCEPTION;
    return sx_throw(vm, e);
}

/* %context(e, handled): e was raised while an except clause handled `handled`: CPython's implicit
 * chaining (e.__context__), unless e already has a context or is the handled exception; a cycle
 * (handled's own context chain reaching e) is cut as CPython cuts it. Then e is thrown on. */
static bool set_context(sx_vm *vm, sx_value e, sx_value h) {
    sx_string *ctx = sx_atom(vm, "__context__");
    if (ctx == NULL) return sx_throw_oom(vm), false;
    if (sx_is_object(e) && sx_is_object(h) && e != h && py_isinstance(vm, e, py_rl(vm)->base_exception) &&
        !sx_is_object(sx_object_find_data(vm, sx_as_object(e), ctx))) {
        sx_value o = h;
        for (int depth = 0; sx_is_object(o) && depth < 100; depth++) {
            sx_value next = sx_object_find_data(vm, sx_as_object(o), ctx);
            if (next == e) { /* handled ... -> e: cut the loop */
                if (!sx_object_define(vm, sx_as_object(o), ctx, SX_NULL, SX_PROP_HIDDEN)) return false;
                break;
            }
            o = next;
        }
        if (!sx_object_define(vm, sx_as_object(e), ctx, h, SX_PROP_HIDDEN)) return false;
    }
    return true;
}
static sx_value h_context(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 2) return SX_NULL;
    return set_context(vm, argv[0], argv[1]) ? sx_throw(vm, argv[0]) : SX_EXCEPTION;
}

/* %setcontext(e, handled): as %context, for an exception raised and caught inside a clause
 * handling `handled` (it does not leave the clause) */
static sx_value h_setcontext(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 2) return SX_NULL;
    return set_context(vm, argv[0], argv[1]) ? SX_NULL : SX_EXCEPTION;
}

/*
 * `raise e` of an exception that was caught (it has a "%tbstart"): CPython keeps its traceback
 * from the catching frame on and puts the frames of the raise in front. tb is the new traceback
 * (the stack of the raise); old the exception's. Returns the list to keep (tb, grown).
 */
bool py_chain_reraise_tb(sx_vm *vm, sx_object *exc, sx_value old) {
    uint32_t start = py_chain_tb_start(vm, sx_from_object(exc));
    sx_string *a = tbstart_atom(vm);
    if (a == NULL) return sx_throw_oom(vm), false;
    if (!sx_is_object(old) || !sx_is_number(sx_object_find_data(vm, exc, a))) return true;
    sx_value now = sx_object_find_data(vm, exc, py_at(vm)->traceback);
    if (!sx_is_object(now) || now == old) return true;
    sx_object *from = sx_as_object(old), *to = sx_as_object(now);
    if (!sx_meter_elements(vm, from->u.array.len)) return false;
    for (uint32_t i = start; i < from->u.array.len; i++)
        if (!sx_array_push(vm, to, from->u.array.items[i])) return false;
    return sx_object_define(vm, exc, a, sx_number(0), SX_PROP_HIDDEN);
}

/* An AttributeError for obj.key was just raised: keep obj and key on it (hidden) for the
 * suggestion CPython's traceback adds (py_attr_suggestion). */
void py_attr_note(sx_vm *vm, sx_value obj, sx_string *key) {
    sx_value e = vm->exception;
    sx_string *ao = sx_atom(vm, "%attrobj"), *ak = sx_atom(vm, "%attrname");
    if (!vm->has_exception || vm->abort != SX_ABORT_NONE || !sx_is_object(e) || ao == NULL || ak == NULL) return;
    bool saved = vm->has_exception;
    vm->has_exception = false; /* (defining properties while an exception is pending) */
    sx_object_define(vm, sx_as_object(e), ao, obj, SX_PROP_HIDDEN);
    sx_object_define(vm, sx_as_object(e), ak, sx_from_string(key), SX_PROP_HIDDEN);
    vm->has_exception = saved;
    vm->exception = e;
}

void py_suggest_consider(const char *name, size_t len, const char *cand, size_t n, const char **found,
                         size_t *found_len, size_t *best); /* python/compile.c */

/* CPython's ". Did you mean: 'x'?" for an AttributeError e (the closest attribute name of the
 * object, its class and bases), into out; empty when there is none */
void py_attr_suggestion(sx_vm *vm, sx_value e, char *out, size_t cap) {
    out[0] = 0;
    sx_string *ao = sx_atom(vm, "%attrobj"), *ak = sx_atom(vm, "%attrname");
    if (!sx_is_object(e) || ao == NULL || ak == NULL) return;
    sx_value obj = sx_object_find_data(vm, sx_as_object(e), ao), key = sx_object_find_data(vm, sx_as_object(e), ak);
    if (!sx_is_string(key)) return;
    char name[128];
    sx_string_to_utf8(sx_as_string(key), name, sizeof name);
    size_t len = strlen(name), best = len, flen = 0;
    const char *found = NULL;
    sx_object *o = sx_is_object(obj) ? sx_as_object(obj) : py_type_of(vm, obj);
    for (int depth = 0; o != NULL && depth < 64; depth++, o = o->proto)
        for (uint32_t i = 0; i < o->nprops; i++) {
            sx_string *k = o->props[i].key;
            if (k == NULL || k->wide) continue;
            py_suggest_consider(name, len, (const char *)sx_string_narrow(k), k->len, &found, &flen, &best);
        }
    if (found != NULL) snprintf(out, cap, ". Did you mean: '%.*s'?", (int)flen, found);
}

/* the natives, and BaseException's defaults: no __cause__ or __context__, not suppressed */
bool py_init_chain(sx_vm *vm) {
    sx_object *be = py_rl(vm)->base_exception;
    sx_string *cause = sx_atom(vm, "__cause__"), *ctx = sx_atom(vm, "__context__"),
              *sup = sx_atom(vm, "__suppress_context__");
    if (cause == NULL || ctx == NULL || sup == NULL || !sx_object_define(vm, be, cause, SX_NULL, SX_PROP_HIDDEN) ||
        !sx_object_define(vm, be, ctx, SX_NULL, SX_PROP_HIDDEN) ||
        !sx_object_define(vm, be, sup, SX_FALSE, SX_PROP_HIDDEN))
        return false;
    return py_def(vm, vm->realm.global, "%caught", h_caught, 1) &&
           py_def(vm, vm->realm.global, "%reraise", h_reraise, 1) &&
           py_def(vm, vm->realm.global, "%context", h_context, 2) &&
           py_def(vm, vm->realm.global, "%setcontext", h_setcontext, 2);
}
