/* verify.h - the bytecode verifier: checks a compiled function before the interpreter may run it. */
#ifndef SX_VERIFY_H
#define SX_VERIFY_H

#include <stdbool.h>
#include <stddef.h>

#include "vm/vm.h"

/* Which registers an instruction reads or writes: up to three ranges [lo, hi] (inclusive), plus
 * what its other operands index. Shared by the verifier and the disassembler (register use). */
typedef struct sx_operand_use {
    uint32_t nranges;
    uint32_t lo[3], hi[3];
    int64_t konst[2];     /* constant indices used (-1: none); must be strings when kstring */
    bool kstring;         /* the constants must be strings */
    int64_t upval;        /* Up[] index, or -1 */
    int64_t proto;        /* P[] index, or -1 */
    int64_t slot;         /* script slot, or -1 */
    bool jumps;           /* has a jump target */
    int64_t target;       /* the target instruction index (pc + 1 + offset) */
    bool ends;            /* control never falls through to the next instruction */
    bool pairs_jmp;       /* compare-and-jump: the next instruction must be a JMP (executed with it) */
    uint32_t close_level; /* CLOSE: the first register whose captured variables close (at most nregs) */
} sx_operand_use;

/* The operands of the instruction at index pc of p. False: unknown opcode. */
bool sx_operand_use_of(const sx_proto *p, uint32_t pc, sx_operand_use *u);

/*
 * Check p and its nested functions: every opcode known, every register operand below nregs,
 * every jump inside the code, every compare-and-jump followed by its JMP, every constant, upvalue, prototype and script-slot index in range
 * (constants used as names are strings), upvalue descriptors valid against the enclosing
 * function, line information present, and no path running off the end of the code. vm may be
 * NULL (then script slots are not checked). False: err holds "main/P[1] pc 7: ..." (what and
 * where). The interpreter runs only verified code (api/secexec.c verifies every compiled program).
 */
bool sx_verify(const sx_vm *vm, const sx_proto *p, char *err, size_t errsize);
bool sx_verify_nested(const sx_vm *vm, const sx_proto *p, char *err, size_t errsize);

#endif
