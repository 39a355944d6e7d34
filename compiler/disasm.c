/* disasm.c - opcode names/docs and a human-readable listing of compiled prototypes. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "compiler/comp_internal.h"

typedef enum sx_opfmt { SX_FMT_ABC, SX_FMT_ABx, SX_FMT_AsBx, SX_FMT_sBx } sx_opfmt;

static const char *const op_names[] = {
#define SX_X_NAME(name, fmt, doc) #name,
    SX_OPCODES(SX_X_NAME)
#undef SX_X_NAME
};

static const char *const op_docs[] = {
#define SX_X_DOC(name, fmt, doc) doc,
    SX_OPCODES(SX_X_DOC)
#undef SX_X_DOC
};

static const unsigned char op_fmts[] = {
#define SX_X_FMT(name, fmt, doc) SX_FMT_##fmt,
    SX_OPCODES(SX_X_FMT)
#undef SX_X_FMT
};

const char *sx_opcode_name(sx_opcode op) { return (unsigned)op < SX_OPCODE__COUNT ? op_names[op] : "???"; }

const char *sx_opcode_doc(sx_opcode op) { return (unsigned)op < SX_OPCODE__COUNT ? op_docs[op] : ""; }

/* ---- text output ------------------------------------------------------------------------- */

typedef struct out {
    char buf[512];
    size_t len;
} out;

static void put(out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(out *o, const char *fmt, ...) {
    if (o->len >= sizeof o->buf - 1) return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(o->buf + o->len, sizeof o->buf - o->len, fmt, ap);
    va_end(ap);
    if (n > 0) o->len += (size_t)n;
    if (o->len >= sizeof o->buf) o->len = sizeof o->buf - 1;
}

static void put_utf8(out *o, uint32_t cp) {
    char b[4];
    int n;
    if (cp < 0x80) {
        b[0] = (char)cp;
        n = 1;
    } else if (cp < 0x800) {
        b[0] = (char)(0xC0 | (cp >> 6));
        b[1] = (char)(0x80 | (cp & 0x3F));
        n = 2;
    } else if (cp < 0x10000) {
        b[0] = (char)(0xE0 | (cp >> 12));
        b[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        b[2] = (char)(0x80 | (cp & 0x3F));
        n = 3;
    } else {
        b[0] = (char)(0xF0 | (cp >> 18));
        b[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        b[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        b[3] = (char)(0x80 | (cp & 0x3F));
        n = 4;
    }
    put(o, "%.*s", n, b);
}

/* A string as a quoted JS-like literal (long strings shortened). */
static void put_string(out *o, const sx_string *s) {
    put(o, "\"");
    uint32_t limit = s->len > 60 ? 57 : s->len;
    for (uint32_t i = 0; i < limit; i++) {
        uint32_t u = sx_string_at(s, i);
        if (u >= 0xD800 && u < 0xDC00 && i + 1 < s->len) {
            uint32_t lo = sx_string_at(s, i + 1);
            if (lo >= 0xDC00 && lo < 0xE000) {
                put_utf8(o, 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00));
                i++;
                continue;
            }
        }
        if (u == '"' || u == '\\') put(o, "\\%c", (char)u);
        else if (u == '\n') put(o, "\\n");
        else if (u == '\t') put(o, "\\t");
        else if (u < 0x20 || (u >= 0xD800 && u < 0xE000) || u == 0x7F) put(o, "\\u%04X", (unsigned)u);
        else put_utf8(o, u);
    }
    if (limit < s->len) put(o, "...");
    put(o, "\"");
}

static void put_value(out *o, sx_value v) {
    if (sx_is_number(v)) {
        char num[40];
        double d = sx_to_double(v);
        if (d == 0 && 1 / d < 0) put(o, "-0");
        else {
            sx_comp_format_number(d, num, sizeof num);
            put(o, "%s", num);
        }
    } else if (sx_is_string(v)) {
        put_string(o, sx_as_string(v));
    } else if (v == SX_UNDEFINED) {
        put(o, "undefined");
    } else if (v == SX_NULL) {
        put(o, "null");
    } else if (v == SX_TRUE || v == SX_FALSE) {
        put(o, v == SX_TRUE ? "true" : "false");
    } else {
        put(o, "<value>");
    }
}

static void put_const(out *o, const sx_proto *p, uint32_t k) {
    put(o, "K[%u]=", k);
    if (k < p->nconsts) put_value(o, p->consts[k]);
    else put(o, "<bad index>");
}

static void put_name(out *o, const sx_string *s) {
    if (!s) {
        put(o, "<anonymous>");
        return;
    }
    for (uint32_t i = 0; i < s->len && i < 80; i++) {
        uint32_t u = sx_string_at(s, i);
        if (u >= 0x20 && u < 0xD800) put_utf8(o, u);
        else put(o, "?");
    }
}

/* ---- one instruction ---------------------------------------------------------------------- */

static void put_operands(out *o, sx_instr i) {
    char ops[64];
    sx_opcode op = SX_I_OP(i);
    switch ((unsigned)op < SX_OPCODE__COUNT ? op_fmts[op] : SX_FMT_ABC) {
    case SX_FMT_ABx: snprintf(ops, sizeof ops, "A=%u Bx=%u", SX_I_A(i), SX_I_BX(i)); break;
    case SX_FMT_AsBx: snprintf(ops, sizeof ops, "A=%u sBx=%d", SX_I_A(i), SX_I_SBX(i)); break;
    case SX_FMT_sBx: snprintf(ops, sizeof ops, "sBx=%d", SX_I_SBX(i)); break;
    default:
        if (op == SX_OP_CODE_ITERNEXT || op == SX_OP_CODE_ITERSEND || op == SX_OP_CODE_ITERUNWRAP ||
            op == SX_OP_CODE_ADDI || op == SX_OP_CODE_SUBI)
            snprintf(ops, sizeof ops, "A=%u B=%u sC=%d", SX_I_A(i), SX_I_B(i), SX_I_SC(i));
        else if (op == SX_OP_CODE_JLTI || op == SX_OP_CODE_JLEI || op == SX_OP_CODE_JGTI || op == SX_OP_CODE_JGEI)
            snprintf(ops, sizeof ops, "A=%u sB=%d C=%u", SX_I_A(i), SX_I_SB(i), SX_I_C(i));
        else snprintf(ops, sizeof ops, "A=%u B=%u C=%u", SX_I_A(i), SX_I_B(i), SX_I_C(i));
        break;
    }
    put(o, "%-13s %-18s", sx_opcode_name(op), ops);
}

static const sx_callsite_name *find_callsite(const sx_proto *p, uint32_t pc) {
    uint32_t lo = 0, hi = p->ncallsites;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (p->callsites[mid].pc < pc) lo = mid + 1;
        else hi = mid;
    }
    return lo < p->ncallsites && p->callsites[lo].pc == pc ? &p->callsites[lo] : NULL;
}

static void put_comment(out *o, const sx_proto *p, uint32_t pc) {
    sx_instr i = p->code[pc];
    sx_opcode op = SX_I_OP(i);
    switch (op) {
    case SX_OP_CODE_LOADK:
    case SX_OP_CODE_LOADBIGINT:
    case SX_OP_CODE_CHECKINIT:
    case SX_OP_CODE_CONSTERR:
    case SX_OP_CODE_GETGLOBAL:
    case SX_OP_CODE_SETGLOBAL:
    case SX_OP_CODE_TYPEOFGLOBAL:
    case SX_OP_CODE_DECLGLOBAL:
        put(o, " ; ");
        put_const(o, p, SX_I_BX(i));
        break;
    case SX_OP_CODE_GETFIELD:
    case SX_OP_CODE_DELFIELD:
        put(o, " ; ");
        put_const(o, p, SX_I_C(i));
        break;
    case SX_OP_CODE_SETFIELD:
    case SX_OP_CODE_DEFFIELD:
        put(o, " ; ");
        put_const(o, p, SX_I_B(i));
        break;
    case SX_OP_CODE_REGEXP:
        put(o, " ; ");
        put_const(o, p, SX_I_B(i));
        put(o, " ");
        put_const(o, p, SX_I_C(i));
        break;
    case SX_OP_CODE_JMP:
    case SX_OP_CODE_JMPIFTRUE:
    case SX_OP_CODE_JMPIFFALSE:
    case SX_OP_CODE_JMPIFNULLISH:
    case SX_OP_CODE_JMPIFNOTNULLISH:
    case SX_OP_CODE_JMPIFNOTUNDEF:
    case SX_OP_CODE_TRY: put(o, " ; to %lld", (long long)pc + 1 + SX_I_SBX(i)); break;
    case SX_OP_CODE_ITERSEND:
    case SX_OP_CODE_ITERUNWRAP:
    case SX_OP_CODE_ITERNEXT: put(o, " ; done: to %lld", (long long)pc + 1 + SX_I_SC(i)); break;
    case SX_OP_CODE_JSEQK:
        put(o, " ; ");
        put_const(o, p, SX_I_B(i));
        break;
    case SX_OP_CODE_CLOSURE:
        put(o, " ; P[%u]", SX_I_BX(i));
        if (SX_I_BX(i) < p->nprotos && p->protos[SX_I_BX(i)]) {
            put(o, " ");
            put_name(o, p->protos[SX_I_BX(i)]->name);
        }
        break;
    case SX_OP_CODE_CALL:
    case SX_OP_CODE_NEW: {
        const sx_callsite_name *cs = find_callsite(p, pc);
        if (cs) {
            put(o, " ; ");
            put_const(o, p, cs->const_index);
        }
        break;
    }
    default: break;
    }
}

/* ---- a whole proto -------------------------------------------------------------------------- */

typedef void (*write_fn)(void *ctx, const char *text);

static void emit_line(out *o, write_fn write, void *ctx) {
    put(o, "\n");
    write(ctx, o->buf);
    o->len = 0;
    o->buf[0] = 0;
}

static void put_header(out *o, const sx_proto *p, const char *path) {
    put(o, "function ");
    put_name(o, p->name);
    put(o, " (%s) params=%u regs=%u upvals=%u consts=%u protos=%u length=%u", path, p->nparams, p->nregs, p->nupvals,
        p->nconsts, p->nprotos, p->length);
    if (p->flags & SX_PROTO_TOPLEVEL) put(o, " toplevel");
    if (p->flags & SX_PROTO_ARROW) put(o, " arrow");
    if (p->flags & SX_PROTO_METHOD) put(o, " method");
    if (p->flags & SX_PROTO_HAS_REST) put(o, " rest");
}

static void disassemble_one(const sx_proto *p, const char *path, write_fn write, void *ctx, int depth) {
    out o = {.len = 0};
    o.buf[0] = 0;
    put_header(&o, p, path);
    emit_line(&o, write, ctx);
    for (uint32_t u = 0; u < p->nupvals; u++) {
        put(&o, "  upvalue %u: %s %u", u, p->upvals[u].in_parent_stack ? "R" : "Up", p->upvals[u].index);
        emit_line(&o, write, ctx);
    }
    for (uint32_t pc = 0; pc < p->ncode; pc++) {
        char pos[32];
        snprintf(pos, sizeof pos, "[%u:%u]", p->lines ? p->lines[pc].line : 0, p->lines ? p->lines[pc].col : 0);
        put(&o, "  %4u  %-9s  ", pc, pos);
        put_operands(&o, p->code[pc]);
        put_comment(&o, p, pc);
        /* trailing blanks of the padded operand column are noise */
        while (o.len > 0 && o.buf[o.len - 1] == ' ') o.buf[--o.len] = 0;
        emit_line(&o, write, ctx);
    }
    if (depth > 200) return;
    for (uint32_t k = 0; k < p->nprotos; k++) {
        if (!p->protos[k]) continue;
        char sub[256];
        snprintf(sub, sizeof sub, "%s/P[%u]", path, k);
        write(ctx, "\n");
        disassemble_one(p->protos[k], sub, write, ctx, depth + 1);
    }
}

void sx_disassemble(sx_vm *vm, const sx_proto *proto, void (*write)(void *ctx, const char *text), void *ctx) {
    (void)vm;
    if (!proto || !write) return;
    disassemble_one(proto, "main", write, ctx, 0);
}

/* One instruction as the listing shows it ("GETFIELD A=1 B=0 C=2 ; K[2]=\"x\""), for the
 * annotated listing (compiler/listing.c) and `secexec run --trace`. */
void sx_disassemble_instruction(const sx_proto *p, uint32_t pc, char *buf, size_t size) {
    out o = {.len = 0};
    o.buf[0] = 0;
    if (pc < p->ncode) {
        put_operands(&o, p->code[pc]);
        put_comment(&o, p, pc);
    }
    while (o.len > 0 && o.buf[o.len - 1] == ' ') o.buf[--o.len] = 0;
    snprintf(buf, size, "%s", o.buf);
}

/* A constant as the listing shows it (strings quoted and shortened). */
void sx_disassemble_value(sx_value v, char *buf, size_t size) {
    out o = {.len = 0};
    o.buf[0] = 0;
    put_value(&o, v);
    snprintf(buf, size, "%s", o.buf);
}
