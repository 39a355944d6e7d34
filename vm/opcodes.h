/* opcodes.h - the bytecode: instruction format and the one table of opcodes. */
#ifndef SX_OPCODES_H
#define SX_OPCODES_H

#include <stdint.h>

/*
 * An instruction is 64 bits:   | C:16 | B:16 | A:16 | op:8 |   (8 high bits unused)
 *                               55  40 39  24 23   8 7    0
 * Bx  = the 32 bits of B and C together (an unsigned constant/prototype index).
 * sBx = Bx read as a signed 32-bit jump offset, relative to the NEXT instruction.
 * sC  = C read as a signed 16-bit jump offset, relative to the next instruction (ADDI/SUBI: an integer).
 * sB  = B read as a signed 16-bit integer (the J..I compare-and-jump opcodes).
 * D   = the 8 high bits: flags of some instructions (DEF*: bit 0 = non-enumerable, for classes);
 *       GETFIELD/SETFIELD use it at run time as a property cache (compilers emit 0).
 *
 * Notation: R[x] is register x of the current frame, K[x] constant x of the function,
 * Up[x] its captured variable x, P[x] its nested function prototype x.
 *
 * Calling convention: the callee is in R[A], `this` in R[A+1], the B arguments in
 * R[A+2] .. R[A+1+B]. The callee's frame starts at the caller's R[A+1], so every function
 * sees `this` as its R[0] and its parameters as R[1..]. The result lands in the caller's R[A].
 * With C&1 ("spread mode") R[A+2] instead holds an array whose elements are the arguments; with
 * C&2 the CALL itself sets R[A+1] to undefined (a call of a plain function value: no LOADUNDEF).
 *
 * Compare-and-jump: JLT .. JSEQK are always followed by a JMP; the pair is executed (and counted
 * against the budget) as one instruction. The JMP keeps the 32-bit offset and the compiler's jump
 * lists unchanged; nothing else jumps to it.
 *
 * X(name, format, "semantics")   format: ABC, ABx, AsBx, or sBx
 */
#define SX_OPCODES(X)                                                                                                  \
    X(NOP, ABC, "no operation")                                                                                        \
    X(MOVE, ABC, "R[A] := R[B]")                                                                                       \
    X(LOADK, ABx, "R[A] := K[Bx]")                                                                                     \
    X(LOADI, AsBx, "R[A] := sBx (a small integer, as a number)")                                                       \
    X(LOADUNDEF, ABC, "R[A] := undefined")                                                                             \
    X(LOADNULL, ABC, "R[A] := null")                                                                                   \
    X(LOADTRUE, ABC, "R[A] := true")                                                                                   \
    X(LOADFALSE, ABC, "R[A] := false")                                                                                 \
    X(LOADEMPTY, ABC, "R[A] := <empty> (a let/const not yet initialised)")                                             \
    X(CHECKINIT, ABx, "if R[A] is <empty>: throw ReferenceError \"Cannot access 'K[Bx]' before initialization\"")      \
    X(CONSTERR, ABx, "throw TypeError \"Assignment to constant variable.\" (K[Bx] names it)")                          \
    X(GETGLOBAL, ABx, "R[A] := global K[Bx]; ReferenceError \"K[Bx] is not defined\" if absent")                       \
    X(TYPEOFGLOBAL, ABx, "R[A] := typeof global K[Bx], \"undefined\" if absent (no error)")                            \
    X(SETGLOBAL, ABx, "global K[Bx] := R[A]; ReferenceError if absent (strict mode)")                                  \
    X(GETUPVAL, ABC, "R[A] := Up[B]")                                                                                  \
    X(SETUPVAL, ABC, "Up[B] := R[A]")                                                                                  \
    X(GETSCRIPT, ABx, "R[A] := S[Bx] (script slot Bx of the VM, vm/script.c)")                                         \
    X(SETSCRIPT, ABx, "S[Bx] := R[A]")                                                                                 \
    X(CLOSE, ABC, "close captured variables of registers >= A (they leave the stack)")                                 \
    X(GETFIELD, ABC, "R[A] := R[B][K[C]]  (K[C] is a string key)")                                                     \
    X(SETFIELD, ABC, "R[A][K[B]] := R[C]")                                                                             \
    X(GETINDEX, ABC, "R[A] := R[B][R[C]]")                                                                             \
    X(SETINDEX, ABC, "R[A][R[B]] := R[C]")                                                                             \
    X(DEFFIELD, ABC, "define own data property R[A][K[B]] := R[C] (enumerable unless D&1)")                            \
    X(DEFINDEX, ABC, "define own data property R[A][R[B]] := R[C] (enumerable unless D&1)")                            \
    X(DEFGETTER, ABC, "define getter R[C] for key R[B] on object R[A] (enumerable unless D&1)")                        \
    X(DEFSETTER, ABC, "define setter R[C] for key R[B] on object R[A] (enumerable unless D&1)")                        \
    X(DELFIELD, ABC, "R[A] := delete R[B][K[C]]")                                                                      \
    X(DELINDEX, ABC, "R[A] := delete R[B][R[C]]")                                                                      \
    X(NEWOBJECT, ABC, "R[A] := {}")                                                                                    \
    X(NEWARRAY, ABC, "R[A] := [] with room for B elements")                                                            \
    X(APPEND, ABC, "push R[B] onto the array R[A] (array literals)")                                                   \
    X(APPENDHOLE, ABC, "push a hole onto the array R[A] (array literal elisions)")                                     \
    X(SPREADARRAY, ABC,                                                                                                \
      "push every element of the iterable R[B] onto the array R[A] (C=1: call args; C=2: super(...args) of a default " \
      "constructor, the array copied without its iterator)")                                                           \
    X(SPREADOBJECT, ABC, "copy the own enumerable properties of R[B] into the object R[A]")                            \
    X(CLOSURE, ABx, "R[A] := a new function of P[Bx], capturing its upvalues")                                         \
    X(CALL, ABC,                                                                                                       \
      "R[A] := R[A](R[A+2] .. R[A+1+B]) with this = R[A+1]; C&1: spread mode; C&2: R[A+1] := undefined first (a "      \
      "plain call f(x))")                                                                                              \
    X(NEW, ABC, "R[A] := new R[A](R[A+2] .. R[A+1+B]); C = 1: spread mode")                                            \
    X(RETURN, ABC, "return R[A]")                                                                                      \
    X(RETURNUNDEF, ABC, "return undefined")                                                                            \
    X(JMP, sBx, "pc += sBx")                                                                                           \
    X(JMPIFTRUE, AsBx, "if ToBoolean(R[A]): pc += sBx")                                                                \
    X(JMPIFFALSE, AsBx, "if not ToBoolean(R[A]): pc += sBx")                                                           \
    X(JMPIFNULLISH, AsBx, "if R[A] is null or undefined: pc += sBx")                                                   \
    X(JMPIFNOTNULLISH, AsBx, "if R[A] is neither null nor undefined: pc += sBx")                                       \
    X(JMPIFNOTUNDEF, AsBx, "if R[A] is not undefined: pc += sBx (default parameters)")                                 \
    X(JLT, ABC, "if (R[A] < R[B]) == C: take the JMP that follows, else skip it (the pair is one instruction)")        \
    X(JLE, ABC, "if (R[A] <= R[B]) == C: take the JMP that follows, else skip it (the pair is one instruction)")       \
    X(JGT, ABC, "if (R[A] > R[B]) == C: take the JMP that follows, else skip it (the pair is one instruction)")        \
    X(JGE, ABC, "if (R[A] >= R[B]) == C: take the JMP that follows, else skip it (the pair is one instruction)")       \
    X(JLTI, ABC, "if (R[A] < sB) == C: take the JMP that follows, else skip it (sB: B as a signed 16-bit integer)")    \
    X(JLEI, ABC, "if (R[A] <= sB) == C: take the JMP that follows, else skip it")                                      \
    X(JGTI, ABC, "if (R[A] > sB) == C: take the JMP that follows, else skip it")                                       \
    X(JGEI, ABC, "if (R[A] >= sB) == C: take the JMP that follows, else skip it")                                      \
    X(JSEQ, ABC, "if (R[A] === R[B]) == C: take the JMP that follows, else skip it")                                   \
    X(JSEQK, ABC, "if (R[A] === K[B]) == C: take the JMP that follows, else skip it")                                  \
    X(ADD, ABC, "R[A] := R[B] + R[C]  (numbers add, strings concatenate)")                                             \
    X(SUB, ABC, "R[A] := R[B] - R[C]")                                                                                 \
    X(ADDI, ABC, "R[A] := R[B] + sC  (sC: C as a signed 16-bit integer)")                                              \
    X(SUBI, ABC, "R[A] := R[B] - sC")                                                                                  \
    X(MUL, ABC, "R[A] := R[B] * R[C]")                                                                                 \
    X(DIV, ABC, "R[A] := R[B] / R[C]")                                                                                 \
    X(MOD, ABC, "R[A] := R[B] % R[C]")                                                                                 \
    X(POW, ABC, "R[A] := R[B] ** R[C]")                                                                                \
    X(BAND, ABC, "R[A] := R[B] & R[C]")                                                                                \
    X(BOR, ABC, "R[A] := R[B] | R[C]")                                                                                 \
    X(BXOR, ABC, "R[A] := R[B] ^ R[C]")                                                                                \
    X(SHL, ABC, "R[A] := R[B] << R[C]")                                                                                \
    X(SHR, ABC, "R[A] := R[B] >> R[C]")                                                                                \
    X(USHR, ABC, "R[A] := R[B] >>> R[C]")                                                                              \
    X(EQ, ABC, "R[A] := R[B] == R[C]")                                                                                 \
    X(NE, ABC, "R[A] := R[B] != R[C]")                                                                                 \
    X(SEQ, ABC, "R[A] := R[B] === R[C]")                                                                               \
    X(SNE, ABC, "R[A] := R[B] !== R[C]")                                                                               \
    X(LT, ABC, "R[A] := R[B] < R[C]")                                                                                  \
    X(LE, ABC, "R[A] := R[B] <= R[C]")                                                                                 \
    X(GT, ABC, "R[A] := R[B] > R[C]")                                                                                  \
    X(GE, ABC, "R[A] := R[B] >= R[C]")                                                                                 \
    X(IN, ABC, "R[A] := R[B] in R[C]")                                                                                 \
    X(INSTANCEOF, ABC, "R[A] := R[B] instanceof R[C]")                                                                 \
    X(NEG, ABC, "R[A] := -R[B]")                                                                                       \
    X(TONUMBER, ABC, "R[A] := ToNumber(R[B])  (unary +); C = 1: ToNumeric (the old value of x++, a BigInt stays)")     \
    X(NOT, ABC, "R[A] := !R[B]")                                                                                       \
    X(BNOT, ABC, "R[A] := ~R[B]")                                                                                      \
    X(TYPEOF, ABC, "R[A] := typeof R[B]")                                                                              \
    X(INC, ABC, "R[A] := ToNumber(R[B]) + 1")                                                                          \
    X(DEC, ABC, "R[A] := ToNumber(R[B]) - 1")                                                                          \
    X(TOSTRING, ABC, "R[A] := ToString(R[B])  (template literal parts); C = 1: ToPropertyKey (computed field names)")  \
    X(CONCAT, ABC, "R[A] := ToString(R[B]) + ... + ToString(R[B+C-1])  (template literals)")                           \
    X(THROW, ABC, "throw R[A]")                                                                                        \
    X(TRY, AsBx, "push a handler: if an exception is thrown, R[A] := it and pc += sBx")                                \
    X(ENDTRY, ABC, "pop the innermost handler of this frame")                                                          \
    X(GETITER, ABC,                                                                                                    \
      "R[A] := an iterator over the iterable R[B]; TypeError if not iterable; C=1: for await (async iterables too)")   \
    X(ITERUNWRAP, ABC,                                                                                                 \
      "for await: R[A] is what an async iterator R[B] gave (awaited): done: pc += sC, else R[A] := its value (D = 1, " \
      "yield*: when done too)")                                                                                        \
    X(FORINKEYS, ABC, "R[A] := an iterator over the enumerable string keys of R[B]")                                   \
    X(ITERNEXT, ABC, "R[A] := the next value of the iterator R[B]; when done: pc += sC")                               \
    X(ITERCLOSE, ABC,                                                                                                  \
      "close the iterator R[A] left early (a generator's return(), a helper's source, a guest return()); C=1: an "     \
      "exception is leaving, errors of closing are dropped")                                                           \
    X(REGEXP, ABC, "R[A] := new RegExp(K[B], K[C])")                                                                   \
    X(AWAIT, ABC, "R[A] := await R[B]: suspend this async call until the value settles")                               \
    X(GENSTART, ABC,                                                                                                   \
      "generator call, parameters bound: suspend; the caller gets the generator; the first next(v) sets R[A]")         \
    X(YIELD, ABC, "R[A] := yield R[B]: suspend this generator, next() returns R[B]; next(v) resumes with R[A] := v")   \
    X(ITERSEND, ABC,                                                                                                   \
      "yield*: resume the iterator R[B] with R[A] (R[A+1]: 0 next, 1 throw, 2 return); R[A] := the value; done: pc "   \
      "+= sC. D = 1 (async generators): an async iterator's result object as it is (awaited and unwrapped next), "     \
      "and R[A+1] := 2 when the outer return() is being passed on")                                                    \
    X(RETHROWRETURN, ABC, "if R[A] is a generator's return() signal: throw it on (a generator's catch skips it)")      \
    X(MAKECLASS, ABC, "make the function R[A] a class constructor; R[A].prototype is new; C = 1: it extends R[B]")     \
    X(GETPROTO, ABC, "R[A] := the prototype of R[B] (super.x looks up the home object's prototype)")                   \
    X(GETSUPER, ABC,                                                                                                   \
      "R[A] := R[B][R[C]] with getters called on this = R[B+1] (super.x: R[B] is the home object's prototype)")        \
    X(SETSUPER, ABC,                                                                                                   \
      "R[A][R[B]] := R[C] with setters called on, and new properties going to, this = R[A+1] (super.x = v)")           \
    X(SUPERCALL, ABC,                                                                                                  \
      "R[A] := construct R[A] (the parent class) with R[A+2..A+1+B] and this frame's new.target; C = 1: spread; then " \
      "this := R[A]")                                                                                                  \
    X(CHECKTHIS, ABC, "if R[0] is <empty> (derived constructor before super()): throw ReferenceError")                 \
    X(NEWTARGET, ABC, "R[A] := new.target of this frame: the constructor `new` was applied to, else undefined")        \
    X(NEWPRIVATE, ABx, "R[A] := a new private name #K[Bx] (a key no string can equal)")                                \
    X(CHECKCOERCIBLE, ABx,                                                                                             \
      "if R[A] is null or undefined: throw TypeError K[Bx] + \"null.\" or \"undefined.\" (destructuring)")             \
    X(CHECKBRAND, ABC,                                                                                                 \
      "if R[A] has no own private method/accessor R[B]: TypeError \"Receiver must be an instance of class K[C]\" (D "  \
      "= 1: static, \"Receiver must be class K[C]\")")                                                                 \
    X(THROWTYPE, ABx, "throw TypeError K[Bx] (private members used in a way their class does not allow)")              \
    X(LOADBIGINT, ABx, "R[A] := the BigInt written K[Bx] (a literal's digits, with its 0x/0o/0b prefix)")              \
    X(GENRETURN, ABC,                                                                                                  \
      "return R[A] from this generator through its finally blocks (an async yield* whose return() finished)")          \
    X(ADDX, ABC,                                                                                                       \
      "R[A] := R[B] + R[C] for numbers whose sum is below 2^53 in magnitude (exact integers), else the language's")    \
    X(SUBX, ABC, "R[A] := R[B] - R[C] for numbers whose difference is below 2^53 in magnitude, else the language's")   \
    X(MULX, ABC, "R[A] := R[B] * R[C] for numbers whose product is below 2^53 in magnitude, else the language's")      \
    X(MODX, ABC,                                                                                                       \
      "R[A] := R[B] mod R[C] with the divisor's sign, for integers below 2^53 in magnitude, else the "                 \
      "language's")                                                                                                    \
    X(IDIVX, ABC, "R[A] := floor(R[B] / R[C]) for integers below 2^53 in magnitude, else the language's")              \
    X(BANDX, ABC, "R[A] := R[B] & R[C] on 64-bit integers for integers below 2^53 in magnitude, else the language's")  \
    X(BORX, ABC, "R[A] := R[B] | R[C] on 64-bit integers for integers below 2^53 in magnitude, else the language's")   \
    X(BXORX, ABC, "R[A] := R[B] ^ R[C] on 64-bit integers for integers below 2^53 in magnitude, else the language's")  \
    X(SHLX, ABC,                                                                                                       \
      "R[A] := R[B] << R[C] for integers while the result stays below 2^53 in magnitude, else the "                    \
      "language's")                                                                                                    \
    X(SHRX, ABC, "R[A] := R[B] >> R[C] (arithmetic) for integers below 2^53 in magnitude, else the language's")        \
    X(GETINDEXK, ABC,                                                                                                  \
      "R[A] := R[B][k], k := ToPropertyKey(R[C]) (an object key converted once, unless R[B] is null or undefined), "   \
      "kept for the store of o[k] op= v and o[k]++: in R[A+1], or (D = 1) in R[C] itself")                             \
    X(GLOBALOBJ, ABC, "R[A] := the realm's global object (`this` at the top level of a script)")                       \
    X(DECLGLOBAL, ABx,                                                                                                 \
      "declare global K[Bx] of a script (GlobalDeclarationInstantiation), D = SX_DECL_* bits: check a lexical, "       \
      "var or function name (throw), or create the var (undefined) or function (R[A]) property")

typedef enum sx_opcode {
#define SX_X_OPENUM(name, fmt, doc) SX_OP_CODE_##name,
    SX_OPCODES(SX_X_OPENUM)
#undef SX_X_OPENUM
        SX_OPCODE__COUNT
} sx_opcode;

typedef uint64_t sx_instr;

#define SX_I_OP(i) ((sx_opcode)((i)&0xFF))
#define SX_I_A(i) ((uint32_t)(((i) >> 8) & 0xFFFF))
#define SX_I_B(i) ((uint32_t)(((i) >> 24) & 0xFFFF))
#define SX_I_C(i) ((uint32_t)(((i) >> 40) & 0xFFFF))
#define SX_I_BX(i) ((uint32_t)(((i) >> 24) & 0xFFFFFFFFu))
#define SX_I_SBX(i) ((int32_t)SX_I_BX(i))
#define SX_I_SC(i) ((int16_t)SX_I_C(i))
#define SX_I_SB(i) ((int16_t)SX_I_B(i))
#define SX_I_D(i) ((uint32_t)(((i) >> 56) & 0xFF))

#define SX_MAKE_ABC(op, a, b, c)                                                                                       \
    ((sx_instr)(op) | ((sx_instr)((a)&0xFFFF) << 8) | ((sx_instr)((b)&0xFFFF) << 24) | ((sx_instr)((c)&0xFFFF) << 40))
#define SX_MAKE_ABCD(op, a, b, c, d) (SX_MAKE_ABC(op, a, b, c) | ((sx_instr)((d)&0xFF) << 56))
#define SX_MAKE_ABX(op, a, bx) ((sx_instr)(op) | ((sx_instr)((a)&0xFFFF) << 8) | ((sx_instr)(uint32_t)(bx) << 24))

/* DECLGLOBAL's D bits (compiler/scope.c emits them, vm/interp.c runs them). */
enum {
    SX_DECL_CHECK_LEXICAL = 1, /* a let/const/class name: not a restricted (non-configurable) global property */
    SX_DECL_CHECK_FUNC = 2,    /* a function name: no global lexical binding, CanDeclareGlobalFunction */
    SX_DECL_CHECK_VAR = 4,     /* a var name: no global lexical binding, CanDeclareGlobalVar */
    SX_DECL_CREATE_FUNC = 8,   /* CreateGlobalFunctionBinding(K[Bx], R[A]) */
    SX_DECL_CREATE_VAR = 16,   /* CreateGlobalVarBinding(K[Bx]) */
    SX_DECL_CONFIGURABLE = 32, /* eval code: the properties it creates are configurable */
};

#define SX_MAX_REGISTERS 65000 /* per function */

/* Names and semantics, for the disassembler and docs (compiler/disasm.c). */
const char *sx_opcode_name(sx_opcode op);
const char *sx_opcode_doc(sx_opcode op);

#endif
