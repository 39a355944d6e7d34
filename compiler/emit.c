/* emit.c - the compiler's output side: growing buffers, instructions, constants, registers,
 * jump lists, source positions, and turning a finished function state into an sx_proto. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compiler/comp_internal.h"

#define SX_COMP_MAX_CODE (1u << 24) /* instructions per function */

/* ---- memory ------------------------------------------------------------------------------ */

/* Make *buf hold at least `need` elements (all compiler memory is charged to the VM). */
bool sx_comp_grow(sx_comp *c, void **buf, uint32_t *cap, uint32_t need, size_t elem) {
    if (need <= *cap) return true;
    if (c->fatal) return false;
    uint32_t ncap = *cap ? *cap : 8;
    while (ncap < need) ncap *= 2;
    void *p = sx_mem_realloc(c->vm, *buf, (size_t)*cap * elem, (size_t)ncap * elem);
    if (!p) {
        sx_comp_oom(c);
        return false;
    }
    *buf = p;
    *cap = ncap;
    return true;
}

static void free_buf(sx_comp *c, void *buf, uint32_t cap, size_t elem) {
    if (buf) sx_mem_free(c->vm, buf, (size_t)cap * elem);
}

/* ---- diagnostics ------------------------------------------------------------------------- */

void sx_comp_diag(sx_comp *c, int code, bool own, const sx_node *at, const char *fmt, ...) {
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    uint32_t start = at ? at->span.start : 0;
    uint32_t len = at ? at->span.end - at->span.start : 0;
    sx_diag_add(c->ast, code, own, start, len, "%s", msg);
    c->error = true;
}

/* SX9001 "<what> not supported by secexec yet.": `what` includes the verb ("Classes are"). */
void sx_comp_unsupported(sx_comp *c, const sx_node *at, const char *what) {
    sx_comp_diag(c, SX_OWN_DIAG_UNSUPPORTED, true, at, "%s not supported by secexec yet.", what);
}

void sx_comp_too_large(sx_comp *c, const sx_node *at) {
    if (c->fatal) return;
    sx_comp_diag(c, SX_OWN_DIAG_TOO_LARGE, true, at, "Function too large to compile.");
    c->fatal = true;
}

void sx_comp_oom(sx_comp *c) { c->fatal = true; }

/* ---- instructions ------------------------------------------------------------------------ */

/* Append one instruction with the current source position; returns its pc (-1 once fatal). */
int sx_comp_emit(sx_fs *fs, sx_instr i) {
    sx_comp *c = fs->c;
    if (c->fatal) return -1;
    if (fs->ncode >= SX_COMP_MAX_CODE) {
        sx_comp_too_large(c, NULL);
        return -1;
    }
    if (!sx_comp_grow(c, (void **)&fs->code, &fs->capcode, fs->ncode + 1, sizeof(sx_instr)) ||
        !sx_comp_grow(c, (void **)&fs->lines, &fs->caplines, fs->ncode + 1, sizeof(sx_lineinfo)))
        return -1;
    fs->code[fs->ncode] = i;
    fs->lines[fs->ncode] = fs->pos;
    if (fs->has_latent) {
        sx_opcode op = SX_I_OP(i);
        if (op == SX_OP_CODE_GETGLOBAL || op == SX_OP_CODE_TYPEOFGLOBAL) fs->lines[fs->ncode] = fs->latent;
        fs->has_latent = false;
    }
    return (int)fs->ncode++;
}

int sx_comp_abc(sx_fs *fs, sx_opcode op, uint32_t a, uint32_t b, uint32_t c) {
    return sx_comp_emit(fs, SX_MAKE_ABC(op, a, b, c));
}

int sx_comp_abx(sx_fs *fs, sx_opcode op, uint32_t a, uint32_t bx) { return sx_comp_emit(fs, SX_MAKE_ABX(op, a, bx)); }

int sx_comp_asbx(sx_fs *fs, sx_opcode op, uint32_t a, int32_t sbx) {
    return sx_comp_emit(fs, SX_MAKE_ABX(op, a, (uint32_t)sbx));
}

/* The current pc, remembered as a jump target (so no peephole merges across it). */
uint32_t sx_comp_label(sx_fs *fs) {
    fs->last_target = fs->ncode;
    return fs->ncode;
}

/* ---- jump lists -------------------------------------------------------------------------- */

static int32_t jump_link(sx_fs *fs, int pc) { return SX_I_SBX(fs->code[pc]); }

static void set_sbx(sx_fs *fs, int pc, int32_t v) {
    sx_instr i = fs->code[pc];
    i &= ~((sx_instr)0xFFFFFFFFu << 24);
    i |= (sx_instr)(uint32_t)v << 24;
    fs->code[pc] = i;
}

/* A forward JMP whose target is patched later; returns a one-element jump list. */
int sx_comp_jump(sx_fs *fs) { return sx_comp_asbx(fs, SX_OP_CODE_JMP, 0, SX_NO_JUMP); }

int sx_comp_jump_if(sx_fs *fs, sx_opcode op, uint32_t a) { return sx_comp_asbx(fs, op, a, SX_NO_JUMP); }

void sx_comp_jump_back(sx_fs *fs, uint32_t target) {
    int32_t off = (int32_t)target - (int32_t)(fs->ncode + 1);
    sx_comp_asbx(fs, SX_OP_CODE_JMP, 0, off);
}

/* Append jump list `other` to *list. */
void sx_comp_concat(sx_fs *fs, int *list, int other) {
    if (other == SX_NO_JUMP) return;
    if (*list == SX_NO_JUMP) {
        *list = other;
        return;
    }
    if (fs->c->fatal) return;
    int pc = *list;
    while (jump_link(fs, pc) != SX_NO_JUMP) pc = jump_link(fs, pc);
    set_sbx(fs, pc, other);
}

void sx_comp_patch(sx_fs *fs, int list, uint32_t target) {
    if (fs->c->fatal) return;
    while (list != SX_NO_JUMP) {
        int next = jump_link(fs, list);
        set_sbx(fs, list, (int32_t)target - (list + 1));
        list = next;
    }
}

void sx_comp_patch_here(sx_fs *fs, int list) {
    if (list == SX_NO_JUMP) return;
    sx_comp_patch(fs, list, sx_comp_label(fs));
}

/* ---- constants --------------------------------------------------------------------------- */

static uint32_t khash(sx_value v) {
    uint64_t x = v * 0x9E3779B97F4A7C15ull;
    return (uint32_t)(x >> 32);
}

static bool khash_rebuild(sx_fs *fs, uint32_t ncap) {
    uint32_t *t = sx_mem_realloc(fs->c->vm, NULL, 0, (size_t)ncap * sizeof(uint32_t));
    if (!t) {
        sx_comp_oom(fs->c);
        return false;
    }
    memset(t, 0, (size_t)ncap * sizeof(uint32_t));
    for (uint32_t i = 0; i < fs->nconsts; i++) {
        uint32_t h = khash(fs->consts[i]) & (ncap - 1);
        while (t[h]) h = (h + 1) & (ncap - 1);
        t[h] = i + 1;
    }
    free_buf(fs->c, fs->khash, fs->khcap, sizeof(uint32_t));
    fs->khash = t;
    fs->khcap = ncap;
    return true;
}

/* Index of constant v (deduplicated: interned strings compare by identity, numbers by bits). */
uint32_t sx_comp_const(sx_fs *fs, sx_value v) {
    if (fs->c->fatal) return 0;
    if ((fs->nconsts + 1) * 2 > fs->khcap && !khash_rebuild(fs, fs->khcap ? fs->khcap * 2 : 16)) return 0;
    uint32_t h = khash(v) & (fs->khcap - 1);
    while (fs->khash[h]) {
        uint32_t i = fs->khash[h] - 1;
        if (fs->consts[i] == v) return i;
        h = (h + 1) & (fs->khcap - 1);
    }
    if (!sx_comp_grow(fs->c, (void **)&fs->consts, &fs->capconsts, fs->nconsts + 1, sizeof(sx_value))) return 0;
    fs->consts[fs->nconsts] = v;
    fs->khash[h] = fs->nconsts + 1;
    return fs->nconsts++;
}

uint32_t sx_comp_const_str(sx_fs *fs, const char *s, uint32_t len) {
    if (fs->c->fatal) return 0;
    sx_string *str = sx_atom_utf8(fs->c->vm, s ? s : "", s ? len : 0);
    if (!str) {
        sx_comp_oom(fs->c);
        return 0;
    }
    return sx_comp_const(fs, sx_from_string(str));
}

uint32_t sx_comp_const_num(sx_fs *fs, double d) { return sx_comp_const(fs, sx_number(d)); }

/* R[dst] := d, with LOADI for small integers (but not -0). */
void sx_comp_loadk_num(sx_fs *fs, uint32_t dst, double d) {
    if (d >= -2147483648.0 && d <= 2147483647.0 && d == (double)(int32_t)d && !(d == 0 && 1 / d < 0)) {
        sx_comp_asbx(fs, SX_OP_CODE_LOADI, dst, (int32_t)d);
        return;
    }
    sx_comp_abx(fs, SX_OP_CODE_LOADK, dst, sx_comp_const_num(fs, d));
}

void sx_comp_loadk_str(sx_fs *fs, uint32_t dst, const char *s, uint32_t len) {
    sx_comp_abx(fs, SX_OP_CODE_LOADK, dst, sx_comp_const_str(fs, s, len));
}

/* GETFIELD/DELFIELD (A, obj, K[key]) or SETFIELD/DEFFIELD (obj, K[key], A): falls back to the
 * INDEX form when the constant index does not fit in 16 bits. */
void sx_comp_field_op(sx_fs *fs, sx_opcode op, uint32_t a, uint32_t obj, const char *key, uint32_t len) {
    uint32_t k = sx_comp_const_str(fs, key, len);
    if (k <= 0xFFFF) {
        if (op == SX_OP_CODE_SETFIELD || op == SX_OP_CODE_DEFFIELD) sx_comp_abc(fs, op, obj, k, a);
        else sx_comp_abc(fs, op, a, obj, k);
        return;
    }
    uint32_t mark = fs->freereg;
    uint32_t kr = sx_comp_reg_alloc(fs, 1);
    sx_comp_abx(fs, SX_OP_CODE_LOADK, kr, k);
    switch (op) {
    case SX_OP_CODE_GETFIELD: sx_comp_abc(fs, SX_OP_CODE_GETINDEX, a, obj, kr); break;
    case SX_OP_CODE_DELFIELD: sx_comp_abc(fs, SX_OP_CODE_DELINDEX, a, obj, kr); break;
    case SX_OP_CODE_SETFIELD: sx_comp_abc(fs, SX_OP_CODE_SETINDEX, obj, kr, a); break;
    default: sx_comp_abc(fs, SX_OP_CODE_DEFINDEX, obj, kr, a); break;
    }
    sx_comp_reg_free_to(fs, mark);
}

/* ---- registers --------------------------------------------------------------------------- */

uint32_t sx_comp_reg_alloc(sx_fs *fs, uint32_t n) {
    uint32_t r = fs->freereg;
    if (fs->freereg + n > SX_MAX_REGISTERS) {
        sx_comp_too_large(fs->c, NULL);
        return 0;
    }
    fs->freereg += n;
    if (fs->freereg > fs->maxreg) fs->maxreg = fs->freereg;
    return r;
}

void sx_comp_reg_free_to(sx_fs *fs, uint32_t mark) {
    if (mark < fs->nactive) mark = fs->nactive;
    if (mark < fs->freereg) fs->freereg = mark;
}

void sx_comp_move(sx_fs *fs, uint32_t dst, uint32_t src) {
    if (dst != src) sx_comp_abc(fs, SX_OP_CODE_MOVE, dst, src, 0);
}

/* ---- source positions -------------------------------------------------------------------- */

void sx_comp_setpos(sx_fs *fs, const sx_node *n) {
    if (!n) return;
    fs->pos.line = n->span.line;
    fs->pos.col = n->span.col;
}

void sx_comp_setpos_line(sx_fs *fs, sx_lineinfo pos) { fs->pos = pos; }

/* The next instruction, if it loads a global, reports position pos. */
void sx_comp_set_latent(sx_fs *fs, sx_lineinfo pos) {
    fs->latent = pos;
    fs->has_latent = true;
}

/* ---- function state lifecycle ------------------------------------------------------------ */

bool sx_comp_fs_init(sx_fs *fs, sx_comp *c, sx_fs *parent) {
    memset(fs, 0, sizeof *fs);
    fs->c = c;
    fs->parent = parent;
    fs->chain_exit = SX_NO_JUMP;
    fs->fresh_reg = -1;
    fs->completion_reg = -1;
    fs->freereg = fs->nactive = fs->maxreg = 1; /* R[0] = this */
    if (parent) fs->pos = parent->pos;
    return !c->fatal;
}

void sx_comp_fs_free(sx_fs *fs) {
    sx_comp *c = fs->c;
    free_buf(c, fs->code, fs->capcode, sizeof(sx_instr));
    free_buf(c, fs->lines, fs->caplines, sizeof(sx_lineinfo));
    free_buf(c, fs->consts, fs->capconsts, sizeof(sx_value));
    free_buf(c, fs->khash, fs->khcap, sizeof(uint32_t));
    free_buf(c, fs->protos, fs->capprotos, sizeof(sx_proto *));
    free_buf(c, fs->upvals, fs->capupvals, sizeof(sx_upval_info));
    free_buf(c, fs->calls, fs->capcalls, sizeof(sx_callsite_name));
    free_buf(c, fs->vars, fs->capvars, sizeof(sx_var));
    free_buf(c, fs->vhash, fs->vhcap, sizeof(sx_vslot));
    free_buf(c, fs->scopes, fs->capscopes, sizeof(sx_scope));
    free_buf(c, fs->pclose, fs->cappclose, sizeof(sx_pclose));
    free_buf(c, fs->ctls, fs->capctls, sizeof(sx_ctl));
    free_buf(c, fs->names, fs->capnames, sizeof(sx_name_slot));
    free_buf(c, fs->kcache, fs->capkcache, sizeof(sx_kslot));
    memset(fs, 0, sizeof *fs);
}

/* An exact-size copy of `n` elements of `src` in VM memory (NULL when n == 0). */
static void *copy_exact(sx_comp *c, const void *src, uint32_t n, size_t elem, bool *ok) {
    if (n == 0) return NULL;
    void *p = sx_mem_realloc(c->vm, NULL, 0, (size_t)n * elem);
    if (!p) {
        sx_comp_oom(c);
        *ok = false;
        return NULL;
    }
    memcpy(p, src, (size_t)n * elem);
    return p;
}

/* Build the sx_proto of a finished function. Every array is attached together with its count,
 * so a proto abandoned half-way is still consistent for the GC to free. */
sx_proto *sx_comp_finish(sx_fs *fs, const char *name, uint32_t name_len, uint16_t nparams, uint16_t length,
                         uint16_t flags) {
    sx_comp *c = fs->c;
    if (c->fatal) return NULL;
    sx_proto *p = sx_proto_new(c->vm);
    if (!p) {
        sx_comp_oom(c);
        return NULL;
    }
    bool ok = true;
    p->nparams = nparams;
    p->nregs = (uint16_t)fs->maxreg;
    p->length = length;
    p->flags = flags;
    p->name = NULL;
    if (name) {
        p->name = sx_atom_utf8(c->vm, name, name_len);
        if (!p->name) ok = false;
    }
    p->filename = sx_atom(c->vm, c->ast->filename ? c->ast->filename : "");
    if (!p->filename) ok = false;

    sx_instr *code = copy_exact(c, fs->code, fs->ncode, sizeof(sx_instr), &ok);
    sx_lineinfo *lines = copy_exact(c, fs->lines, fs->ncode, sizeof(sx_lineinfo), &ok);
    if (code && lines) {
        p->code = code;
        p->lines = lines;
        p->ncode = fs->ncode;
    } else {
        if (code) sx_mem_free(c->vm, code, (size_t)fs->ncode * sizeof(sx_instr));
        if (lines) sx_mem_free(c->vm, lines, (size_t)fs->ncode * sizeof(sx_lineinfo));
    }
    p->consts = copy_exact(c, fs->consts, fs->nconsts, sizeof(sx_value), &ok);
    if (p->consts) p->nconsts = fs->nconsts;
    p->protos = copy_exact(c, fs->protos, fs->nprotos, sizeof(sx_proto *), &ok);
    if (p->protos) p->nprotos = fs->nprotos;
    p->callsites = copy_exact(c, fs->calls, fs->ncalls, sizeof(sx_callsite_name), &ok);
    if (p->callsites) p->ncallsites = fs->ncalls;
    if (fs->nupvals) {
        sx_upval_desc *u = sx_mem_realloc(c->vm, NULL, 0, (size_t)fs->nupvals * sizeof *u);
        if (u) {
            for (uint32_t i = 0; i < fs->nupvals; i++) {
                u[i].in_parent_stack = fs->upvals[i].in_parent_stack;
                u[i].index = fs->upvals[i].index;
            }
            p->upvals = u;
            p->nupvals = fs->nupvals;
        } else {
            ok = false;
        }
    }
    if (!ok) {
        sx_comp_oom(c);
        return NULL;
    }
    return p;
}

/* Record the callee text of the CALL/NEW at `pc` (see expr_call.c for the rendering). */
void sx_comp_callsite_record(sx_fs *fs, uint32_t pc, uint32_t kidx) {
    if (fs->c->fatal) return;
    if (!sx_comp_grow(fs->c, (void **)&fs->calls, &fs->capcalls, fs->ncalls + 1, sizeof(sx_callsite_name))) return;
    fs->calls[fs->ncalls].pc = pc;
    fs->calls[fs->ncalls].const_index = kidx;
    fs->ncalls++;
}

/* Shortest text of a number that reads back the same (for names, messages, listings). */
int sx_comp_format_number(double d, char *buf, size_t size) {
    if (d != d) return snprintf(buf, size, "NaN");
    if (d == 0) return snprintf(buf, size, "0"); /* -0 too, as JS prints it */
    if (d > -1e21 && d < 1e21 && d == (double)(long long)d) return snprintf(buf, size, "%lld", (long long)d);
    for (int prec = 1; prec <= 17; prec++) {
        int n = snprintf(buf, size, "%.*g", prec, d);
        if (strtod(buf, NULL) == d) return n;
    }
    return snprintf(buf, size, "%.17g", d);
}
