/* test_verify.c - Criterion tests of the bytecode verifier (vm/verify.c): compiled code passes, corrupted code is refused. */
#include <criterion/criterion.h>

#include <string.h>

#include "compiler/compiler.h"
#include "frontend/ast.h"
#include "stdlib/stdlib.h"
#include "vm/verify.h"
#include "vm/vm.h"

TestSuite(verify, .timeout = 60);

static const char PROGRAM[] = "const xs = [1, 2, 3];\n"
                              "let total = 0;\n"
                              "function add(n: number) { total += n; return () => total; }\n"
                              "for (const x of xs) { try { add(x); } catch (e) { console.log(e); } }\n"
                              "class A { #p = 1; get p() { return this.#p; } }\n"
                              "console.log(`${total}`, new A().p, /a+/g.test('aa'));\n";

typedef struct compiled {
    sx_vm *vm;
    sx_ast *ast;
    sx_proto *proto;
} compiled;

static compiled compile(const char *src) {
    sx_limits l = {
        .max_instructions = 1000000, .max_memory = (size_t)64 << 20, .max_stack_depth = 100, .max_output = 1024};
    compiled c = {.vm = sx_vm_new(&l)};
    cr_assert_not_null(c.vm);
    c.ast = sx_parse(src, strlen(src), "main.ts", NULL, NULL);
    cr_assert_eq(c.ast->diags.count, 0);
    c.proto = sx_compile(c.vm, c.ast, SX_COMPILE_MODULE);
    cr_assert_not_null(c.proto);
    return c;
}

static void done(compiled *c) {
    sx_ast_free(c->ast);
    sx_vm_free(c->vm);
}

/* The first instruction of p with opcode op (fails the test if none). */
static uint32_t find_op(const sx_proto *p, sx_opcode op) {
    for (uint32_t pc = 0; pc < p->ncode; pc++)
        if (SX_I_OP(p->code[pc]) == op) return pc;
    cr_assert_fail("no %s in the function", sx_opcode_name(op));
    return 0;
}

/* Corrupt one instruction, expect the verifier to refuse with `why`, then restore it. */
static void expect_refused(compiled *c, sx_proto *p, uint32_t pc, sx_instr bad, const char *why) {
    sx_instr saved = p->code[pc];
    p->code[pc] = bad;
    char err[256];
    cr_assert_not(sx_verify(c->vm, c->proto, err, sizeof err), "corrupted %s accepted", why);
    cr_assert_not_null(strstr(err, why), "message `%s` does not say `%s`", err, why);
    p->code[pc] = saved;
    cr_assert(sx_verify(c->vm, c->proto, err, sizeof err), "restored code refused: %s", err);
}

Test(verify, compiled_code_passes) {
    compiled c = compile(PROGRAM);
    char err[256];
    cr_assert(sx_verify(c.vm, c.proto, err, sizeof err), "%s", err);
    done(&c);
}

Test(verify, corrupted_operands_are_refused) {
    compiled c = compile(PROGRAM);
    sx_proto *p = c.proto;
    uint32_t pc = find_op(p, SX_OP_CODE_GETGLOBAL);
    sx_instr i = p->code[pc];
    expect_refused(&c, p, pc, SX_MAKE_ABX(SX_OP_CODE_GETGLOBAL, p->nregs, SX_I_BX(i)), "register");
    expect_refused(&c, p, pc, SX_MAKE_ABX(SX_OP_CODE_GETGLOBAL, SX_I_A(i), p->nconsts), "constant index");
    expect_refused(&c, p, pc, SX_MAKE_ABX(SX_OP_CODE_GETGLOBAL, SX_I_A(i), 70000), "constant index");
    expect_refused(&c, p, pc, SX_MAKE_ABX(SX_OP_CODE_JMP, 0, (uint32_t)(int32_t)-100), "jump target");
    expect_refused(&c, p, pc, SX_MAKE_ABX(SX_OP_CODE_JMP, 0, p->ncode), "jump target");
    expect_refused(&c, p, pc, SX_MAKE_ABX(SX_OP_CODE_CLOSURE, 1, p->nprotos), "prototype index");
    expect_refused(&c, p, pc, SX_MAKE_ABC(SX_OP_CODE_GETUPVAL, 1, 0, 0), "upvalue index"); /* main has none */
    expect_refused(&c, p, pc, SX_MAKE_ABX(SX_OP_CODE_GETSCRIPT, 1, 0), "script slot");
    expect_refused(&c, p, pc, (sx_instr)SX_OPCODE__COUNT, "unknown opcode");
    expect_refused(&c, p, pc, (sx_instr)0xFF, "unknown opcode");
    expect_refused(&c, p, pc, SX_MAKE_ABC(SX_OP_CODE_CALL, p->nregs - 2, 5, 0), "register");
    expect_refused(&c, p, pc, SX_MAKE_ABC(SX_OP_CODE_CONCAT, 1, p->nregs - 1, 3), "register");
    expect_refused(&c, p, pc, SX_MAKE_ABC(SX_OP_CODE_CLOSE, p->nregs + 1, 0, 0), "close level");
    /* a constant used as a name must be a string */
    uint32_t k = 0;
    while (k < p->nconsts && sx_is_string(p->consts[k])) k++;
    if (k < p->nconsts) expect_refused(&c, p, pc, SX_MAKE_ABX(SX_OP_CODE_GETGLOBAL, 1, k), "should be a string");
    done(&c);
}

Test(verify, compare_and_jump_needs_its_jmp) {
    compiled c = compile("let n = 0;\nfor (let i = 0; i < 10; i++) { if (i === 3) n += i - 1; }\nconsole.log(n);\n");
    sx_proto *p = c.proto;
    uint32_t pc = find_op(p, SX_OP_CODE_JSEQK);
    cr_assert_eq(SX_I_OP(p->code[pc + 1]), SX_OP_CODE_JMP, "the compiler pairs JSEQK with a JMP");
    find_op(p, SX_OP_CODE_JLTI);
    find_op(p, SX_OP_CODE_SUBI);
    sx_instr jmp = p->code[pc + 1];
    expect_refused(&c, p, pc + 1, SX_MAKE_ABC(SX_OP_CODE_NOP, 0, 0, 0), "without its JMP");
    p->code[pc + 1] = jmp;
    expect_refused(&c, p, pc, SX_MAKE_ABC(SX_OP_CODE_JSEQK, 1, p->nconsts, 1), "constant index");
    expect_refused(&c, p, pc, SX_MAKE_ABC(SX_OP_CODE_JLT, 1, p->nregs, 1), "register");
    expect_refused(&c, p, pc, SX_MAKE_ABC(SX_OP_CODE_JGEI, p->nregs, 5, 0), "register");
    expect_refused(&c, p, pc, SX_MAKE_ABC(SX_OP_CODE_ADDI, p->nregs, 1, 1), "register");
    /* the last instruction cannot be a compare-and-jump (no JMP after it) */
    uint32_t last = p->ncode - 1;
    expect_refused(&c, p, last, SX_MAKE_ABC(SX_OP_CODE_JLTI, 1, 0, 0), "without its JMP");
    done(&c);
}

Test(verify, nested_functions_and_upvalues) {
    compiled c = compile(PROGRAM);
    sx_proto *add = NULL;
    for (uint32_t k = 0; k < c.proto->nprotos; k++)
        if (c.proto->protos[k]->nupvals > 0) add = c.proto->protos[k];
    cr_assert_not_null(add);
    uint32_t pc = find_op(add, SX_OP_CODE_GETUPVAL);
    expect_refused(&c, add, pc, SX_MAKE_ABC(SX_OP_CODE_GETUPVAL, 1, add->nupvals, 0), "upvalue index");
    char err[256];
    uint16_t saved = add->upvals[0].index;
    add->upvals[0].index = (uint16_t)(add->upvals[0].in_parent_stack ? c.proto->nregs : c.proto->nupvals);
    cr_assert_not(sx_verify(c.vm, c.proto, err, sizeof err));
    cr_assert_not_null(strstr(err, "main/P["), "%s", err);
    add->upvals[0].index = saved;
    /* code that runs off its end */
    sx_instr last = add->code[add->ncode - 1];
    add->code[add->ncode - 1] = SX_MAKE_ABC(SX_OP_CODE_NOP, 0, 0, 0);
    cr_assert_not(sx_verify(c.vm, c.proto, err, sizeof err));
    cr_assert_not_null(strstr(err, "runs off its end"), "%s", err);
    add->code[add->ncode - 1] = last;
    cr_assert(sx_verify(c.vm, c.proto, err, sizeof err), "%s", err);
    done(&c);
}

/* Every single-bit flip of every instruction of a real program: the verifier either accepts the
 * instruction (then its operands are in range: checked by running the same checks again) or
 * refuses it, and never crashes. */
Test(verify, bit_flips_never_crash) {
    compiled c = compile(PROGRAM);
    sx_proto *p = c.proto;
    char err[256];
    unsigned refused = 0;
    for (uint32_t pc = 0; pc < p->ncode; pc++) {
        sx_instr saved = p->code[pc];
        for (int bit = 0; bit < 56; bit++) {
            p->code[pc] = saved ^ ((sx_instr)1 << bit);
            if (!sx_verify(c.vm, p, err, sizeof err)) refused++;
        }
        p->code[pc] = saved;
    }
    cr_assert_gt(refused, p->ncode * 10, "only %u of %u flips refused", refused, p->ncode * 56);
    done(&c);
}
