/* verify.c - the bytecode verifier: register bounds, jump targets, constant/upvalue/prototype indices. */
#include <stdio.h>
#include <string.h>

#include "vm/verify.h"

static void reg(sx_operand_use *u, uint32_t lo, uint32_t hi) {
    u->lo[u->nranges] = lo;
    u->hi[u->nranges] = hi;
    u->nranges++;
}

static void jump(sx_operand_use *u, uint32_t pc, int64_t off) {
    u->jumps = true;
    u->target = (int64_t)pc + 1 + off;
}

/* Operand roles by opcode: what each of A, B, C, Bx means (see vm/opcodes.h). */
bool sx_operand_use_of(const sx_proto *p, uint32_t pc, sx_operand_use *u) {
    sx_instr i = p->code[pc];
    uint32_t a = SX_I_A(i), b = SX_I_B(i), c = SX_I_C(i), bx = SX_I_BX(i);
    memset(u, 0, sizeof *u);
    u->konst[0] = u->konst[1] = u->upval = u->proto = u->slot = -1;
    switch (SX_I_OP(i)) {
    case SX_OP_CODE_NOP:
    case SX_OP_CODE_ENDTRY:
    case SX_OP_CODE_CHECKTHIS: break;
    case SX_OP_CODE_RETURNUNDEF: u->ends = true; break;
    case SX_OP_CODE_LOADI:
    case SX_OP_CODE_LOADUNDEF:
    case SX_OP_CODE_GLOBALOBJ:
    case SX_OP_CODE_LOADNULL:
    case SX_OP_CODE_LOADTRUE:
    case SX_OP_CODE_LOADFALSE:
    case SX_OP_CODE_LOADEMPTY:
    case SX_OP_CODE_NEWOBJECT:
    case SX_OP_CODE_NEWARRAY:
    case SX_OP_CODE_APPENDHOLE:
    case SX_OP_CODE_ITERCLOSE:
    case SX_OP_CODE_GENSTART:
    case SX_OP_CODE_RETHROWRETURN:
    case SX_OP_CODE_NEWTARGET: reg(u, a, a); break;
    case SX_OP_CODE_YIELD: reg(u, a, a), reg(u, b, b); break;
    case SX_OP_CODE_CLOSE: u->close_level = a; break; /* registers >= A: A may be nregs (none) */
    case SX_OP_CODE_RETURN:
    case SX_OP_CODE_THROW:
        reg(u, a, a);
        u->ends = true;
        break;
    case SX_OP_CODE_LOADK: reg(u, a, a), u->konst[0] = bx; break;
    case SX_OP_CODE_CHECKINIT:
    case SX_OP_CODE_GETGLOBAL:
    case SX_OP_CODE_TYPEOFGLOBAL:
    case SX_OP_CODE_SETGLOBAL:
    case SX_OP_CODE_NEWPRIVATE:
    case SX_OP_CODE_LOADBIGINT:
    case SX_OP_CODE_DECLGLOBAL:
    case SX_OP_CODE_CHECKCOERCIBLE: reg(u, a, a), u->konst[0] = bx, u->kstring = true; break;
    case SX_OP_CODE_CONSTERR:
    case SX_OP_CODE_THROWTYPE:
        u->konst[0] = bx, u->kstring = true;
        u->ends = SX_I_OP(i) == SX_OP_CODE_THROWTYPE || SX_I_OP(i) == SX_OP_CODE_CONSTERR;
        break;
    case SX_OP_CODE_GETUPVAL:
    case SX_OP_CODE_SETUPVAL: reg(u, a, a), u->upval = b; break;
    case SX_OP_CODE_GETSCRIPT:
    case SX_OP_CODE_SETSCRIPT: reg(u, a, a), u->slot = bx; break;
    case SX_OP_CODE_GETFIELD:
    case SX_OP_CODE_DELFIELD: reg(u, a, a), reg(u, b, b), u->konst[0] = c, u->kstring = true; break;
    case SX_OP_CODE_SETFIELD:
    case SX_OP_CODE_DEFFIELD: reg(u, a, a), reg(u, c, c), u->konst[0] = b, u->kstring = true; break;
    case SX_OP_CODE_CHECKBRAND: reg(u, a, a), reg(u, b, b), u->konst[0] = c, u->kstring = true; break;
    case SX_OP_CODE_REGEXP: reg(u, a, a), u->konst[0] = b, u->konst[1] = c, u->kstring = true; break;
    case SX_OP_CODE_MOVE:
    case SX_OP_CODE_APPEND:
    case SX_OP_CODE_SPREADARRAY:
    case SX_OP_CODE_SPREADOBJECT:
    case SX_OP_CODE_NEG:
    case SX_OP_CODE_TONUMBER:
    case SX_OP_CODE_NOT:
    case SX_OP_CODE_BNOT:
    case SX_OP_CODE_TYPEOF:
    case SX_OP_CODE_INC:
    case SX_OP_CODE_DEC:
    case SX_OP_CODE_TOSTRING:
    case SX_OP_CODE_GETITER:
    case SX_OP_CODE_FORINKEYS:
    case SX_OP_CODE_AWAIT:
    case SX_OP_CODE_GETPROTO:
    case SX_OP_CODE_ADDI:
    case SX_OP_CODE_SUBI: reg(u, a, a), reg(u, b, b); break;
    case SX_OP_CODE_JLT:
    case SX_OP_CODE_JLE:
    case SX_OP_CODE_JGT:
    case SX_OP_CODE_JGE:
    case SX_OP_CODE_JSEQ: reg(u, a, a), reg(u, b, b), u->pairs_jmp = true; break;
    case SX_OP_CODE_JLTI:
    case SX_OP_CODE_JLEI:
    case SX_OP_CODE_JGTI:
    case SX_OP_CODE_JGEI: reg(u, a, a), u->pairs_jmp = true; break;
    case SX_OP_CODE_JSEQK: reg(u, a, a), u->konst[0] = b, u->pairs_jmp = true; break;
    case SX_OP_CODE_MAKECLASS:
        reg(u, a, a);
        if (c) reg(u, b, b);
        break;
    case SX_OP_CODE_GETINDEX:
    case SX_OP_CODE_SETINDEX:
    case SX_OP_CODE_DEFINDEX:
    case SX_OP_CODE_DEFGETTER:
    case SX_OP_CODE_DEFSETTER:
    case SX_OP_CODE_DELINDEX:
    case SX_OP_CODE_ADD:
    case SX_OP_CODE_SUB:
    case SX_OP_CODE_MUL:
    case SX_OP_CODE_ADDX:
    case SX_OP_CODE_SUBX:
    case SX_OP_CODE_MULX:
    case SX_OP_CODE_MODX:
    case SX_OP_CODE_IDIVX:
    case SX_OP_CODE_BANDX:
    case SX_OP_CODE_BORX:
    case SX_OP_CODE_BXORX:
    case SX_OP_CODE_SHLX:
    case SX_OP_CODE_SHRX:
    case SX_OP_CODE_DIV:
    case SX_OP_CODE_MOD:
    case SX_OP_CODE_POW:
    case SX_OP_CODE_BAND:
    case SX_OP_CODE_BOR:
    case SX_OP_CODE_BXOR:
    case SX_OP_CODE_SHL:
    case SX_OP_CODE_SHR:
    case SX_OP_CODE_USHR:
    case SX_OP_CODE_EQ:
    case SX_OP_CODE_NE:
    case SX_OP_CODE_SEQ:
    case SX_OP_CODE_SNE:
    case SX_OP_CODE_LT:
    case SX_OP_CODE_LE:
    case SX_OP_CODE_GT:
    case SX_OP_CODE_GE:
    case SX_OP_CODE_IN:
    case SX_OP_CODE_INSTANCEOF: reg(u, a, a), reg(u, b, b), reg(u, c, c); break;
    case SX_OP_CODE_GETSUPER: reg(u, a, a), reg(u, b, b + 1), reg(u, c, c); break;
    case SX_OP_CODE_GETINDEXK: reg(u, a, SX_I_D(i) ? a : a + 1), reg(u, b, b), reg(u, c, c); break;
    case SX_OP_CODE_SETSUPER: reg(u, a, a + 1), reg(u, b, b), reg(u, c, c); break;
    case SX_OP_CODE_CONCAT:
        reg(u, a, a);
        if (c > 0) reg(u, b, b + c - 1);
        break;
    case SX_OP_CODE_CLOSURE: reg(u, a, a), u->proto = bx; break;
    case SX_OP_CODE_CALL:
    case SX_OP_CODE_NEW:
    case SX_OP_CODE_SUPERCALL: reg(u, a, (c & 1) ? a + 2 : a + 1 + b); break;
    case SX_OP_CODE_JMP:
        jump(u, pc, SX_I_SBX(i));
        u->ends = true;
        break;
    case SX_OP_CODE_JMPIFTRUE:
    case SX_OP_CODE_JMPIFFALSE:
    case SX_OP_CODE_JMPIFNULLISH:
    case SX_OP_CODE_JMPIFNOTNULLISH:
    case SX_OP_CODE_JMPIFNOTUNDEF:
    case SX_OP_CODE_TRY: reg(u, a, a), jump(u, pc, SX_I_SBX(i)); break;
    case SX_OP_CODE_ITERUNWRAP:
    case SX_OP_CODE_ITERNEXT: reg(u, a, a), reg(u, b, b), jump(u, pc, SX_I_SC(i)); break;
    case SX_OP_CODE_ITERSEND: reg(u, a, a + 1), reg(u, b, b), jump(u, pc, SX_I_SC(i)); break; /* R[A+1]: the mode */
    case SX_OP_CODE_GENRETURN:
        reg(u, a, a);
        u->ends = true;
        break;
    default: return false;
    }
    return true;
}

typedef struct verifier {
    const sx_vm *vm;
    char *err;
    size_t errsize;
    char path[128];
} verifier;

static bool fail(verifier *v, int64_t pc, const char *what, int64_t n, int64_t limit) {
    char where[40] = "";
    if (pc >= 0) snprintf(where, sizeof where, " pc %lld", (long long)pc);
    snprintf(v->err, v->errsize, "%s%s: %s %lld (limit %lld)", v->path, where, what, (long long)n, (long long)limit);
    return false;
}

static bool check_instruction(verifier *v, const sx_proto *p, uint32_t pc) {
    sx_operand_use u;
    if (!sx_operand_use_of(p, pc, &u)) return fail(v, pc, "unknown opcode", SX_I_OP(p->code[pc]), SX_OPCODE__COUNT);
    for (uint32_t r = 0; r < u.nranges; r++)
        if (u.hi[r] >= p->nregs || u.lo[r] > u.hi[r]) return fail(v, pc, "register", u.hi[r], p->nregs);
    for (int k = 0; k < 2; k++) {
        if (u.konst[k] < 0) continue;
        if (u.konst[k] >= p->nconsts) return fail(v, pc, "constant index", u.konst[k], p->nconsts);
        if (u.kstring && !sx_is_string(p->consts[u.konst[k]]))
            return fail(v, pc, "constant that should be a string: index", u.konst[k], p->nconsts);
    }
    if (u.close_level > p->nregs) return fail(v, pc, "close level", u.close_level, p->nregs);
    if (u.upval >= 0 && u.upval >= p->nupvals) return fail(v, pc, "upvalue index", u.upval, p->nupvals);
    if (u.proto >= 0 && (u.proto >= p->nprotos || p->protos[u.proto] == NULL))
        return fail(v, pc, "prototype index", u.proto, p->nprotos);
    if (u.slot >= 0 && v->vm != NULL) {
        const sx_object *slots = v->vm->realm.script_slots;
        uint32_t n = slots ? slots->u.array.len : 0;
        if (u.slot >= n) return fail(v, pc, "script slot", u.slot, n);
    }
    if (u.jumps && (u.target < 0 || u.target >= p->ncode)) return fail(v, pc, "jump target", u.target, p->ncode);
    if (u.pairs_jmp && (pc + 1 >= p->ncode || SX_I_OP(p->code[pc + 1]) != SX_OP_CODE_JMP))
        return fail(v, pc, "compare-and-jump without its JMP: opcode",
                    pc + 1 < p->ncode ? (int64_t)SX_I_OP(p->code[pc + 1]) : -1, SX_OP_CODE_JMP);
    return true;
}

/* The parent of a function whose enclosing function is not known (sx_verify_nested). */
static const sx_proto unknown_parent;

static bool check_upvals(verifier *v, const sx_proto *p, const sx_proto *parent) {
    if (parent == &unknown_parent) return true; /* its descriptors are only read by that parent's CLOSURE */
    for (uint32_t k = 0; k < p->nupvals; k++) {
        sx_upval_desc d = p->upvals[k];
        if (parent == NULL) return fail(v, -1, "upvalue in a top-level function: index", k, 0);
        uint32_t limit = d.in_parent_stack ? parent->nregs : parent->nupvals;
        if (d.index >= limit)
            return fail(v, -1, d.in_parent_stack ? "upvalue of a parent register" : "upvalue of a parent upvalue",
                        d.index, limit);
    }
    return true;
}

static bool check_proto(verifier *v, const sx_proto *p, const sx_proto *parent, int depth) {
    if (depth > 1000) return fail(v, -1, "functions nested deeper than", depth, 1000);
    if (p->ncode == 0 || p->code == NULL || p->lines == NULL) return fail(v, -1, "empty code: length", p->ncode, 1);
    if (p->nregs < (uint32_t)p->nparams + 1 || p->nregs > SX_MAX_REGISTERS)
        return fail(v, -1, "register count", p->nregs, SX_MAX_REGISTERS);
    if (!check_upvals(v, p, parent)) return false;
    for (uint32_t k = 0; k < p->ncallsites; k++)
        if (p->callsites[k].pc >= p->ncode || p->callsites[k].const_index >= p->nconsts ||
            !sx_is_string(p->consts[p->callsites[k].const_index]))
            return fail(v, p->callsites[k].pc, "call-site name constant", p->callsites[k].const_index, p->nconsts);
    for (uint32_t pc = 0; pc < p->ncode; pc++)
        if (!check_instruction(v, p, pc)) return false;
    sx_operand_use last;
    sx_operand_use_of(p, p->ncode - 1, &last);
    if (!last.ends) return fail(v, p->ncode - 1, "code runs off its end after instruction", p->ncode - 1, p->ncode);
    size_t len = strlen(v->path);
    for (uint32_t k = 0; k < p->nprotos; k++) {
        if (p->protos[k] == NULL) return fail(v, -1, "missing nested function", k, p->nprotos);
        snprintf(v->path + len, sizeof v->path - len, "/P[%u]", k);
        if (!check_proto(v, p->protos[k], p, depth + 1)) return false;
        v->path[len] = 0;
    }
    return true;
}

bool sx_verify(const sx_vm *vm, const sx_proto *p, char *err, size_t errsize) {
    verifier v = {.vm = vm, .err = err, .errsize = errsize, .path = "main"};
    if (errsize > 0) err[0] = 0;
    if (p == NULL) return snprintf(err, errsize, "no function"), false;
    return check_proto(&v, p, NULL, 0);
}

/* A nested function whose enclosing one is gone (a snapshot keeps only what closures still
 * reach, runtime/snapshot.c): everything as sx_verify, but its own upvalue descriptors, which only
 * the missing parent's CLOSURE would read. */
bool sx_verify_nested(const sx_vm *vm, const sx_proto *p, char *err, size_t errsize) {
    verifier v = {.vm = vm, .err = err, .errsize = errsize, .path = "main"};
    if (errsize > 0) err[0] = 0;
    if (p == NULL) return snprintf(err, errsize, "no function"), false;
    return check_proto(&v, p, p->flags & SX_PROTO_TOPLEVEL ? NULL : &unknown_parent, 0);
}
