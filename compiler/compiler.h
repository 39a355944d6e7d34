/* compiler.h - turns a parsed program (frontend/ast.h) into bytecode prototypes (vm/vm.h). */
#ifndef SX_COMPILER_H
#define SX_COMPILER_H

#include <stdbool.h>

#include "frontend/ast.h"
#include "vm/vm.h"

typedef enum sx_compile_mode {
    SX_COMPILE_MODULE,   /* execute: run the statements; the top-level function returns undefined */
    SX_COMPILE_EVALUATE, /* evaluate: the value of the program's last expression statement is returned */
} sx_compile_mode;

/* The goal symbol a program is compiled for: what its top level is (docs/language.md). */
typedef enum sx_compile_goal {
    SX_GOAL_MODULE = 0, /* a module (the default): `this` is undefined, top-level var/function are
                           locals of the program */
    SX_GOAL_SCRIPT,     /* a classic strict script: R[0] = this = the realm's global object; top-level
                           var and function declarations become properties of the global object,
                           created before any code runs (GlobalDeclarationInstantiation: functions
                           first, non-configurable), and every use of those names is a global lookup;
                           top-level let/const/class are global lexical bindings (script slots,
                           vm/script.c), not properties; top-level await is a SyntaxError */
    SX_GOAL_EVAL,       /* indirect eval code: as SCRIPT, except that top-level let/const/class stay
                           local to the code and var/function properties are created configurable */
} sx_compile_goal;

/*
 * Compile ast->root into the top-level function prototype (flags SX_PROTO_TOPLEVEL, no
 * parameters, R[0] = this = undefined). Type-only nodes are skipped. Problems the compiler
 * finds (e.g. `break` outside a loop, a function too large) are added to ast->diags and NULL is
 * returned; NULL with no new diagnostic means out of memory (vm->mem.failed).
 * The returned proto is a GC object that is not yet rooted: run it (or root it) before the next
 * safe point.
 */
sx_proto *sx_compile(sx_vm *vm, sx_ast *ast, sx_compile_mode mode);

/* sx_compile for a goal: sx_compile(vm, ast, mode) is sx_compile_as(vm, ast, mode, SX_GOAL_MODULE).
 * SCRIPT and EVAL code loads `this` (the global object) itself: run it with any `this`. The
 * instantiation errors of GlobalDeclarationInstantiation (a var/function named like a global
 * lexical binding: SyntaxError; a function over a non-configurable global property that is not a
 * writable enumerable data property, or a new name on a non-extensible global: TypeError) are
 * thrown at run time by the code's first instructions (DECLGLOBAL), before any binding is made. */
sx_proto *sx_compile_as(sx_vm *vm, sx_ast *ast, sx_compile_mode mode, sx_compile_goal goal);

/*
 * The same for a VM that runs several programs in turn and keeps their top-level bindings (a
 * REPL context, api/vm.c): every top-level var/let/const/function/class/enum declaration becomes
 * a script slot of the VM (vm/script.c) that later programs see; names of earlier programs'
 * declarations resolve to their slots. Declaring a let/const/class/enum name again (or a var or
 * function with the name of one) is error 2451. When compilation fails, the slots it added are
 * removed again.
 */
sx_proto *sx_compile_persistent(sx_vm *vm, sx_ast *ast, sx_compile_mode mode);

/* Human-readable listing of a proto and its nested protos (for `secexec disasm` and tests). */
void sx_disassemble(sx_vm *vm, const sx_proto *proto, void (*write)(void *ctx, const char *text), void *ctx);
/* One instruction of p: mnemonic, operands and a comment (constants, jump targets). */
void sx_disassemble_instruction(const sx_proto *p, uint32_t pc, char *buf, size_t size);
/* A constant as the listing prints it. */
void sx_disassemble_value(sx_value v, char *buf, size_t size);
/* docs/bytecode.md: the reference of every opcode, from the table of vm/opcodes.h. */
void sx_opcode_reference(void (*write)(void *ctx, const char *text), void *ctx);
/* The listing of `secexec disasm`: every function with its constants, register use and the
 * source lines interleaved (compiler/listing.c). src may be NULL (no source lines). */
void sx_disassemble_listing(const sx_proto *proto, const char *src, size_t len,
                            void (*write)(void *ctx, const char *text), void *ctx);

#endif
