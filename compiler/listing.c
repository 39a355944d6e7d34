/* listing.c - the annotated listing of `secexec disasm`: bytecode with constants, register use and source lines. */
#include <stdio.h>
#include <string.h>

#include "compiler/compiler.h"
#include "vm/verify.h"

typedef void (*write_fn)(void *ctx, const char *text);

typedef struct listing {
    const char *src;
    size_t len;
    write_fn write;
    void *ctx;
} listing;

/* Source line n (1-based) into buf, without its newline ("" when out of range). */
static void source_line(const listing *l, uint32_t n, char *buf, size_t size) {
    buf[0] = 0;
    if (l->src == NULL || n == 0) return;
    size_t at = 0;
    for (uint32_t k = 1; k < n && at < l->len; at++)
        if (l->src[at] == '\n') k++;
    if (at >= l->len) return;
    size_t end = at;
    while (end < l->len && l->src[end] != '\n' && l->src[end] != '\r') end++;
    size_t n_bytes = end - at < size - 1 ? end - at : size - 1;
    memcpy(buf, l->src + at, n_bytes);
    buf[n_bytes] = 0;
    for (size_t i = 0; i < n_bytes; i++)
        if (buf[i] == '\t') buf[i] = ' ';
        else if (buf[i] == 0) buf[i] = '?';
}

static void emit(const listing *l, const char *fmt, const char *a, const char *b) {
    char line[1200];
    snprintf(line, sizeof line, fmt, a, b);
    l->write(l->ctx, line);
}

static void name_of(const sx_proto *p, char *buf, size_t size) {
    if (p->name == NULL) snprintf(buf, size, "<%s>", (p->flags & SX_PROTO_TOPLEVEL) ? "main" : "anonymous");
    else sx_string_to_utf8(p->name, buf, size);
}

/* "R2 R5-R7": the registers an instruction names. */
static void regs_text(const sx_operand_use *u, char *buf, size_t size) {
    size_t n = 0;
    buf[0] = 0;
    for (uint32_t r = 0; r < u->nranges && n < size; r++) {
        int w = u->lo[r] == u->hi[r] ? snprintf(buf + n, size - n, "%sR%u", n ? " " : "", u->lo[r])
                                     : snprintf(buf + n, size - n, "%sR%u-R%u", n ? " " : "", u->lo[r], u->hi[r]);
        if (w > 0) n += (size_t)w;
    }
}

static void header(const listing *l, const sx_proto *p, const char *path) {
    char name[128], text[400], used[64];
    name_of(p, name, sizeof name);
    uint32_t highest = 0;
    for (uint32_t pc = 0; pc < p->ncode; pc++) {
        sx_operand_use u;
        if (!sx_operand_use_of(p, pc, &u)) continue;
        for (uint32_t r = 0; r < u.nranges; r++)
            if (u.hi[r] > highest) highest = u.hi[r];
    }
    emit(l, "function %s (%s)\n", name, path);
    snprintf(text, sizeof text, "  line %u, %u instructions, %u parameters, %u upvalues, %u constants, %u functions\n",
             p->lines && p->ncode ? p->lines[0].line : 0, p->ncode, p->nparams, p->nupvals, p->nconsts, p->nprotos);
    l->write(l->ctx, text);
    if (p->nparams == 1) snprintf(used, sizeof used, ", R1 parameter");
    else if (p->nparams > 1) snprintf(used, sizeof used, ", R1-R%u parameters", p->nparams);
    else used[0] = 0;
    snprintf(text, sizeof text, "  registers: %u (R0 this%s), highest used R%u\n", p->nregs, used, highest);
    l->write(l->ctx, text);
    for (uint32_t k = 0; k < p->nconsts; k++) {
        char v[200];
        sx_disassemble_value(p->consts[k], v, sizeof v);
        snprintf(text, sizeof text, "  K[%u] = %s\n", k, v);
        l->write(l->ctx, text);
    }
    for (uint32_t u = 0; u < p->nupvals; u++) {
        snprintf(text, sizeof text, "  Up[%u] = the enclosing function's %s%u\n", u,
                 p->upvals[u].in_parent_stack ? "R" : "Up[", p->upvals[u].index);
        if (!p->upvals[u].in_parent_stack) {
            size_t n = strlen(text);
            snprintf(text + n - 1, sizeof text - n + 1, "]\n");
        }
        l->write(l->ctx, text);
    }
}

static void one(const listing *l, const sx_proto *p, const char *path, int depth) {
    header(l, p, path);
    uint32_t shown = 0;
    for (uint32_t pc = 0; pc < p->ncode; pc++) {
        uint32_t line = p->lines ? p->lines[pc].line : 0;
        if (line != shown && l->src != NULL) {
            char text[1000], num[16];
            source_line(l, line, text, sizeof text);
            snprintf(num, sizeof num, "%u", line);
            emit(l, "%5s | %s\n", num, text);
            shown = line;
        }
        char ins[512], regs[96] = "", row[700];
        sx_disassemble_instruction(p, pc, ins, sizeof ins);
        sx_operand_use u;
        if (sx_operand_use_of(p, pc, &u)) regs_text(&u, regs, sizeof regs);
        if (regs[0]) snprintf(row, sizeof row, "        %4u  %-62s uses %s\n", pc, ins, regs);
        else snprintf(row, sizeof row, "        %4u  %s\n", pc, ins);
        l->write(l->ctx, row);
    }
    if (depth > 200) return;
    for (uint32_t k = 0; k < p->nprotos; k++) {
        if (p->protos[k] == NULL) continue;
        char sub[256];
        snprintf(sub, sizeof sub, "%s/P[%u]", path, k);
        l->write(l->ctx, "\n");
        one(l, p->protos[k], sub, depth + 1);
    }
}

void sx_disassemble_listing(const sx_proto *proto, const char *src, size_t len, write_fn write, void *ctx) {
    if (proto == NULL || write == NULL) return;
    listing l = {.src = src, .len = len, .write = write, .ctx = ctx};
    one(&l, proto, "main", 0);
}

/* ---- docs/bytecode.md, generated from the opcode table (`secexec disasm --opcodes`) ---------- */

static const char REFERENCE_HEAD[] =
    "# Bytecode reference\n"
    "\n"
    "<!-- Generated by `secexec disasm --opcodes` (scripts/gen-bytecode-doc) from the X-macro table\n"
    "     in vm/opcodes.h; the ctest `docs_bytecode` fails when this file and the table differ. -->\n"
    "\n"
    "Every instruction is 64 bits: an 8-bit opcode and three 16-bit operands A, B and C (or A and\n"
    "a 32-bit Bx). `R[x]` is register x of the current frame, `K[x]` constant x of the function,\n"
    "`Up[x]` its captured variable x, `P[x]` its nested function x, `S[x]` script slot x of the VM.\n"
    "sBx (and sC) are signed jump offsets relative to the next instruction. The 8 high bits (D) are\n"
    "flags of a few instructions. The interpreter's dispatch (vm/interp.c), the disassembler\n"
    "(compiler/disasm.c) and this page all expand the same table, and the verifier (vm/verify.c)\n"
    "checks every operand of compiled code before it runs. `secexec disasm FILE` shows the\n"
    "bytecode of a program.\n"
    "\n"
    "Calling convention: the callee is in R[A], `this` in R[A+1], the B arguments in R[A+2] ..\n"
    "R[A+1+B]; the callee's frame starts at the caller's R[A+1], so every function sees `this` as\n"
    "its R[0] and its parameters as R[1..]. The result lands in the caller's R[A].\n"
    "\n"
    "| # | opcode | format | semantics |\n"
    "|---|---|---|---|\n";

/* A table cell: '|' escaped. */
static void cell(const char *text, char *buf, size_t size) {
    size_t n = 0;
    for (const char *s = text; *s && n + 3 < size; s++) {
        if (*s == '|') buf[n++] = '\\';
        buf[n++] = *s;
    }
    buf[n] = 0;
}

void sx_opcode_reference(write_fn write, void *ctx) {
    static const char *const names[] = {
#define SX_X_REF_NAME(name, fmt, doc) #name,
        SX_OPCODES(SX_X_REF_NAME)
#undef SX_X_REF_NAME
    };
    static const char *const fmts[] = {
#define SX_X_REF_FMT(name, fmt, doc) #fmt,
        SX_OPCODES(SX_X_REF_FMT)
#undef SX_X_REF_FMT
    };
    static const char *const docs[] = {
#define SX_X_REF_DOC(name, fmt, doc) doc,
        SX_OPCODES(SX_X_REF_DOC)
#undef SX_X_REF_DOC
    };
    write(ctx, REFERENCE_HEAD);
    for (unsigned op = 0; op < SX_OPCODE__COUNT; op++) {
        char doc[600], row[800];
        cell(docs[op], doc, sizeof doc);
        snprintf(row, sizeof row, "| %u | `%s` | %s | %s |\n", op, names[op], fmts[op], doc);
        write(ctx, row);
    }
    char tail[200];
    snprintf(tail, sizeof tail, "\n%u opcodes.\n", (unsigned)SX_OPCODE__COUNT);
    write(ctx, tail);
}
