/* ops.c - Python's operators, subscripts, attributes and iteration: the VM's slow paths (sx_py_lang's hooks). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "python/py.h"
#include "vm/bigint.h"

#define RL py_rl(vm)

static const char *const op_symbols[PY_OP__COUNT] = {"+",  "-", "*",  "/", "//", "%", "** or pow()", "<",
                                                     "<=", ">", ">=", "&", "|",  "^", "<<",          ">>"};
static sx_value unsupported(sx_vm *vm, int op, sx_value a, sx_value b) {
    char an[64], bn[64];
    py_type_name(vm, a, an, sizeof an), py_type_name(vm, b, bn, sizeof bn);
    if (op >= PY_OP_LT && op <= PY_OP_GE)
        return py_raise(vm, RL->type_error, "'%s' not supported between instances of '%s' and '%s'", op_symbols[op], an,
                        bn);
    if (op == PY_OP_ADD && sx_is_string(a))
        return py_raise(vm, RL->type_error, "can only concatenate str (not \"%s\") to str", bn);
    if (op == PY_OP_ADD && py_is_list(vm, a))
        return py_raise(vm, RL->type_error, "can only concatenate list (not \"%s\") to list", bn);
    if (op == PY_OP_ADD && py_is_tuple(vm, a))
        return py_raise(vm, RL->type_error, "can only concatenate tuple (not \"%s\") to tuple", bn);
    if (op == PY_OP_MUL) { /* a sequence times something else than an int */
        bool sa = sx_is_string(a) || py_is_list(vm, a) || py_is_tuple(vm, a);
        bool sb = sx_is_string(b) || py_is_list(vm, b) || py_is_tuple(vm, b);
        if (sa || sb)
            return py_raise(vm, RL->type_error, "can't multiply sequence by non-int of type '%s'", sa ? bn : an);
    }
    return py_raise(vm, RL->type_error, "unsupported operand type(s) for %s: '%s' and '%s'", op_symbols[op], an, bn);
}

static bool is_num(sx_value v) { return sx_is_number(v) || sx_is_bool(v) || sx_is_bigint(v); }
static bool is_real(sx_value v) { return is_num(v) || (sx_is_object(v) && sx_as_object(v)->cls == PY_CLASS_FLOAT); }
static sx_value int_value(double d) { return sx_number(d == 0 ? 0 : d); }

/* An int as a bigint value (numbers are integral doubles; bools 0/1). */
static sx_value as_big(sx_vm *vm, sx_value v) {
    if (sx_is_bigint(v)) return v;
    sx_bigint_status st;
    return sx_bigint_from_double(vm, sx_is_bool(v) ? (v == SX_TRUE) : sx_to_double(v), &st);
}

/* A bigint result back in Python's canonical form: a number when within +-2^53. */
sx_value py_int_normal(sx_vm *vm, sx_value v) {
    (void)vm;
    if (!sx_is_bigint(v)) return v;
    int64_t n;
    if (sx_bigint_to_int64(sx_as_bigint(v), &n) && n > -9007199254740992LL && n < 9007199254740992LL)
        return sx_number((double)n);
    return v;
}

static sx_value big_status(sx_vm *vm, sx_bigint_status st) {
    switch (st) {
    case SX_BIGINT_DIVIDE_BY_ZERO: return py_raise(vm, RL->zero_division, "integer division or modulo by zero");
    case SX_BIGINT_TOO_BIG:
        return py_raise(vm, RL->overflow_error, "int too large for the secexec sandbox (2**30 bits at most)");
    case SX_BIGINT_STOPPED: return SX_EXCEPTION;
    default: return vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm);
    }
}

/* ints of any size: arbitrary precision through vm/bigint.c (libtommath in the VM's memory) */
static sx_value arith_big(sx_vm *vm, int op, sx_value a, sx_value b) {
    if (op >= PY_OP_LT && op <= PY_OP_GE) {
        int c;
        if (sx_is_bigint(a) && sx_is_bigint(b)) c = sx_bigint_compare(sx_as_bigint(a), sx_as_bigint(b));
        else if (sx_is_bigint(a)) c = sx_bigint_compare_double(sx_as_bigint(a), py_float_value(b));
        else c = -sx_bigint_compare_double(sx_as_bigint(b), py_float_value(a));
        return sx_bool(op == PY_OP_LT ? c < 0 : op == PY_OP_LE ? c <= 0 : op == PY_OP_GT ? c > 0 : c >= 0);
    }
    if (op == PY_OP_TRUEDIV) {
        double y = py_float_value(b);
        if (y == 0) return py_raise(vm, RL->zero_division, "division by zero");
        return py_float(vm, py_float_value(a) / y);
    }
    uint32_t mark = vm->ntemps;
    sx_value x = as_big(vm, a);
    if (x == SX_EXCEPTION) return x;
    sx_temp_push(vm, x);
    sx_value y = as_big(vm, b);
    if (y == SX_EXCEPTION) return sx_temp_pop(vm, vm->ntemps - mark), y;
    sx_temp_push(vm, y);
    sx_bigint_status st = SX_BIGINT_OK;
    sx_value r;
    if (op == PY_OP_FLOORDIV || op == PY_OP_MOD) {
        /* floor division and modulo from the truncating ones: adjust when the signs differ */
        sx_value q = sx_bigint_binary(vm, SX_BIGINT_DIV, x, y, &st);
        if (q == SX_EXCEPTION) return sx_temp_pop(vm, vm->ntemps - mark), big_status(vm, st);
        sx_temp_push(vm, q);
        sx_value m = sx_bigint_binary(vm, SX_BIGINT_REM, x, y, &st);
        if (m == SX_EXCEPTION) return sx_temp_pop(vm, vm->ntemps - mark), big_status(vm, st);
        sx_temp_push(vm, m);
        int ms = sx_bigint_sign(sx_as_bigint(m));
        bool adjust = ms != 0 && ms != sx_bigint_sign(sx_as_bigint(y));
        r = op == PY_OP_FLOORDIV ? q : m;
        if (adjust) {
            sx_value one = sx_bigint_from_int64(vm, 1);
            r = one == SX_EXCEPTION    ? one
                : op == PY_OP_FLOORDIV ? sx_bigint_binary(vm, SX_BIGINT_SUB, q, one, &st)
                                       : sx_bigint_binary(vm, SX_BIGINT_ADD, m, y, &st);
        }
    } else if (op == PY_OP_POW && sx_bigint_sign(sx_as_bigint(y)) < 0) {
        sx_temp_pop(vm, vm->ntemps - mark);
        return py_float(vm, pow(py_float_value(a), py_float_value(b)));
    } else {
        sx_bigint_op bop;
        switch (op) {
        case PY_OP_ADD: bop = SX_BIGINT_ADD; break;
        case PY_OP_SUB: bop = SX_BIGINT_SUB; break;
        case PY_OP_MUL: bop = SX_BIGINT_MUL; break;
        case PY_OP_POW: bop = SX_BIGINT_POW; break;
        case PY_OP_BAND: bop = SX_BIGINT_AND; break;
        case PY_OP_BOR: bop = SX_BIGINT_OR; break;
        case PY_OP_BXOR: bop = SX_BIGINT_XOR; break;
        case PY_OP_SHL: bop = SX_BIGINT_SHL; break;
        case PY_OP_SHR: bop = SX_BIGINT_SHR; break;
        default: sx_temp_pop(vm, vm->ntemps - mark); return unsupported(vm, op, a, b);
        }
        if ((op == PY_OP_SHL || op == PY_OP_SHR) && sx_bigint_sign(sx_as_bigint(y)) < 0) {
            sx_temp_pop(vm, vm->ntemps - mark);
            return py_raise(vm, RL->value_error, "negative shift count");
        }
        r = sx_bigint_binary(vm, bop, x, y, &st);
    }
    sx_temp_pop(vm, vm->ntemps - mark);
    if (r == SX_EXCEPTION) return big_status(vm, st);
    return py_int_normal(vm, r);
}

/* ints are numbers up to 2^53 and bigints past it (see docs/python.md) */
static sx_value arith_real(sx_vm *vm, int op, sx_value a, sx_value b) {
    bool ints = is_num(a) && is_num(b);
    if (ints && (sx_is_bigint(a) || sx_is_bigint(b))) return arith_big(vm, op, a, b);
    if ((sx_is_bigint(a) || sx_is_bigint(b)) && op >= PY_OP_LT && op <= PY_OP_GE) return arith_big(vm, op, a, b);

    double x = py_float_value(a), y = py_float_value(b), r;
    switch (op) {
    case PY_OP_ADD: r = x + y; break;
    case PY_OP_SUB: r = x - y; break;
    case PY_OP_MUL: r = x * y; break;
    case PY_OP_TRUEDIV:
        if (y == 0) return py_raise(vm, RL->zero_division, ints ? "division by zero" : "float division by zero");
        return py_float(vm, x / y);
    case PY_OP_FLOORDIV:
        if (y == 0)
            return py_raise(vm, RL->zero_division,
                            ints ? "integer division or modulo by zero" : "float floor division by zero");
        r = floor(x / y);
        if (ints) {
            double m = fmod(x, y);
            r = (x - m) / y;
            if (m != 0 && ((m < 0) != (y < 0))) r -= 1;
        }
        break;
    case PY_OP_MOD:
        if (y == 0) return py_raise(vm, RL->zero_division, ints ? "integer modulo by zero" : "float modulo");
        r = fmod(x, y);
        if (r != 0 && ((r < 0) != (y < 0))) r += y;
        if (r == 0 && !ints) r = copysign(0.0, y);
        break;
    case PY_OP_POW:
        if (ints && y < 0) {
            if (x == 0) return py_raise(vm, RL->zero_division, "0.0 cannot be raised to a negative power");
            return py_float(vm, pow(x, y));
        }
        if (ints && fabs(pow(x, y)) >= 9007199254740992.0) return arith_big(vm, op, a, b);
        if (!ints && x == 0 && y < 0)
            return py_raise(vm, RL->zero_division, "0.0 cannot be raised to a negative power");
        r = pow(x, y);
        if (!ints && x < 0 && y != floor(y))
            return py_raise(vm, RL->value_error,
                            "math domain error (a negative number to a fractional power gives a complex number, which "
                            "the sandbox does not support)");
        break;
    case PY_OP_LT: return sx_bool(x < y);
    case PY_OP_LE: return sx_bool(x <= y);
    case PY_OP_GT: return sx_bool(x > y);
    case PY_OP_GE: return sx_bool(x >= y);
    default: {
        if (!ints) return unsupported(vm, op, a, b);
        if (sx_is_bool(a) && sx_is_bool(b) && (op == PY_OP_BAND || op == PY_OP_BOR || op == PY_OP_BXOR)) {
            bool p = a == SX_TRUE, q = b == SX_TRUE; /* bool & | ^ bool stays a bool */
            return sx_bool(op == PY_OP_BAND ? (p && q) : op == PY_OP_BOR ? (p || q) : (p != q));
        }
        if (op == PY_OP_SHL || fabs(x) >= 9007199254740992.0 || fabs(y) >= 9007199254740992.0)
            return arith_big(vm, op, a, b);
        int64_t i = (int64_t)x, j = (int64_t)y;
        switch (op) {
        case PY_OP_BAND: return int_value((double)(i & j));
        case PY_OP_BOR: return int_value((double)(i | j));
        case PY_OP_BXOR: return int_value((double)(i ^ j));
        case PY_OP_SHL:
            if (j < 0) return py_raise(vm, RL->value_error, "negative shift count");
            return int_value(ldexp(x, (int)(j > 2000 ? 2000 : j)));
        case PY_OP_SHR:
            if (j < 0) return py_raise(vm, RL->value_error, "negative shift count");
            return int_value(floor(ldexp(x, -(int)(j > 2000 ? 2000 : j))));
        }
        return unsupported(vm, op, a, b);
    }
    }
    if (ints) {
        if (fabs(r) >= 9007199254740992.0) return arith_big(vm, op, a, b); /* from 2^53 on: exact */
        return int_value(r);
    }
    return py_float(vm, r);
}

/* sequence repetition: "ab" * 3, [0] * n */
static sx_value repeat(sx_vm *vm, sx_value seq, sx_value count) {
    double n = py_float_value(count);
    if (n < 0) n = 0;
    if (sx_is_string(seq)) {
        sx_string *s = sx_as_string(seq);
        if ((double)s->len * n > 1e9) return sx_throw_oom(vm);
        sx_strbuf b;
        sx_strbuf_init(&b, vm);
        for (double i = 0; i < n && !b.failed; i++) sx_strbuf_string(&b, s);
        sx_string *r = sx_strbuf_finish(&b);
        return r ? sx_from_string(r) : (vm->has_exception ? SX_EXCEPTION : sx_throw_oom(vm));
    }
    sx_object *src = sx_as_object(seq);
    double total = (double)src->u.array.len * n;
    if (total > 1e9) return sx_throw_oom(vm);
    sx_object *r = py_list_new(vm, (uint32_t)total);
    if (r == NULL) return SX_EXCEPTION;
    if (!sx_meter_elements(vm, (uint64_t)total)) return SX_EXCEPTION;
    for (double i = 0; i < n; i++)
        for (uint32_t k = 0; k < src->u.array.len; k++) sx_array_push(vm, r, src->u.array.items[k]);
    if (py_is_tuple(vm, seq)) r->proto = RL->tuple, r->oflags |= SX_OBJ_FROZEN;
    return sx_from_object(r);
}

static sx_value seq_concat(sx_vm *vm, sx_object *a, sx_object *b) {
    uint32_t n = a->u.array.len + b->u.array.len;
    if (!sx_meter_elements(vm, n)) return SX_EXCEPTION;
    sx_object *r = py_list_new(vm, n);
    if (r == NULL) return SX_EXCEPTION;
    for (uint32_t i = 0; i < a->u.array.len; i++) sx_array_push(vm, r, a->u.array.items[i]);
    for (uint32_t i = 0; i < b->u.array.len; i++) sx_array_push(vm, r, b->u.array.items[i]);
    if (a->proto == RL->tuple) r->proto = RL->tuple, r->oflags |= SX_OBJ_FROZEN;
    return sx_from_object(r);
}

/* lexicographic comparison of two sequences / strings: <0, 0, >0 in *cmp */
static bool seq_compare(sx_vm *vm, sx_object *a, sx_object *b, int op, sx_value *out) {
    if (vm->native_depth > 200) {
        py_raise(vm, RL->recursion_error, "maximum recursion depth exceeded in comparison");
        return false;
    }
    uint32_t n = a->u.array.len < b->u.array.len ? a->u.array.len : b->u.array.len;
    for (uint32_t i = 0; i < n; i++) {
        bool eq;
        if (!py_equal(vm, a->u.array.items[i], b->u.array.items[i], &eq)) return false;
        if (!eq) {
            vm->native_depth++;
            *out = py_binary(vm, op, a->u.array.items[i], b->u.array.items[i]);
            vm->native_depth--;
            return *out != SX_EXCEPTION;
        }
    }
    double x = a->u.array.len, y = b->u.array.len;
    *out = sx_bool(op == PY_OP_LT ? x < y : op == PY_OP_LE ? x <= y : op == PY_OP_GT ? x > y : x >= y);
    return true;
}

sx_value py_binary(sx_vm *vm, int op, sx_value a, sx_value b) {
    if (op == PY_OP_ADD && sx_is_string(a) && sx_is_string(b)) { /* str + str: no __add__ to look for */
        sx_string *r = sx_string_concat(vm, sx_as_string(a), sx_as_string(b));
        return r ? sx_from_string(r) : SX_EXCEPTION;
    }
    if (is_real(a) && is_real(b)) return arith_real(vm, op, a, b);
    if (sx_is_object(a) || sx_is_object(b)) { /* a.__op__(b), b.__rop__(a) (python/classes.c) */
        sx_value r = py_user_binary(vm, op, a, b);
        if (r != 0) return r;
    }
    if (op == PY_OP_ADD) {
        if (sx_is_string(a) && sx_is_string(b)) {
            sx_string *r = sx_string_concat(vm, sx_as_string(a), sx_as_string(b));
            return r ? sx_from_string(r) : SX_EXCEPTION;
        }
        if ((py_is_list(vm, a) && py_is_list(vm, b)) || (py_is_tuple(vm, a) && py_is_tuple(vm, b)))
            return seq_concat(vm, sx_as_object(a), sx_as_object(b));
    }
    if (op == PY_OP_MUL) {
        bool as = sx_is_string(a) || py_is_list(vm, a) || py_is_tuple(vm, a);
        bool bs = sx_is_string(b) || py_is_list(vm, b) || py_is_tuple(vm, b);
        if (as && is_num(b)) return repeat(vm, a, b);
        if (bs && is_num(a)) return repeat(vm, b, a);
        if (as || bs) { /* py_user_binary above found no __mul__ / __rmul__ that took it */
            char name[64];
            return py_raise(vm, RL->type_error, "can't multiply sequence by non-int of type '%s'",
                            py_type_name(vm, as ? b : a, name, sizeof name));
        }
    }
    if (op == PY_OP_MOD && sx_is_string(a)) {
        extern sx_value py_percent_format(sx_vm * vm, sx_string * fmt, sx_value args);
        return py_percent_format(vm, sx_as_string(a), b);
    }
    if (op >= PY_OP_LT && op <= PY_OP_GE) {
        if (sx_is_string(a) && sx_is_string(b)) {
            int c = sx_string_compare(sx_as_string(a), sx_as_string(b));
            return sx_bool(op == PY_OP_LT ? c < 0 : op == PY_OP_LE ? c <= 0 : op == PY_OP_GT ? c > 0 : c >= 0);
        }
        if ((py_is_list(vm, a) && py_is_list(vm, b)) || (py_is_tuple(vm, a) && py_is_tuple(vm, b))) {
            sx_value r;
            return seq_compare(vm, sx_as_object(a), sx_as_object(b), op, &r) ? r : SX_EXCEPTION;
        }
    }
    if (op == PY_OP_BOR) { /* int | None (python/classes.c) */
        sx_value u = py_class_union(vm, a, b);
        if (u != 0) return u;
    }
    sx_value core = py_core_binary(vm, op, a, b); /* set comparisons, dict | dict (lib_core.c) */
    if (core != SX_EMPTY) return core;
    if ((op == PY_OP_BOR || op == PY_OP_BAND || op == PY_OP_SUB || op == PY_OP_BXOR) && py_is_set(vm, a) &&
        py_is_set(vm, b)) {
        extern sx_value py_set_op(sx_vm * vm, int op, sx_value a, sx_value b);
        return py_set_op(vm, op, a, b);
    }
    return unsupported(vm, op, a, b);
}

/* -- the hook table's operators -- */

static int opcode_to_py(int opcode) {
    switch (opcode) {
    case SX_OP_CODE_ADD:
    case SX_OP_CODE_ADDX: return PY_OP_ADD;
    case SX_OP_CODE_SUB:
    case SX_OP_CODE_SUBI:
    case SX_OP_CODE_SUBX: return PY_OP_SUB;
    case SX_OP_CODE_MUL:
    case SX_OP_CODE_MULX: return PY_OP_MUL;
    case SX_OP_CODE_DIV: return PY_OP_TRUEDIV;
    case SX_OP_CODE_MOD:
    case SX_OP_CODE_MODX: return PY_OP_MOD;
    case SX_OP_CODE_IDIVX: return PY_OP_FLOORDIV;
    case SX_OP_CODE_BANDX: return PY_OP_BAND;
    case SX_OP_CODE_BORX: return PY_OP_BOR;
    case SX_OP_CODE_BXORX: return PY_OP_BXOR;
    case SX_OP_CODE_SHLX: return PY_OP_SHL;
    case SX_OP_CODE_SHRX: return PY_OP_SHR;
    case SX_OP_CODE_POW: return PY_OP_POW;
    case SX_OP_CODE_LT: return PY_OP_LT;
    case SX_OP_CODE_LE: return PY_OP_LE;
    case SX_OP_CODE_GT: return PY_OP_GT;
    case SX_OP_CODE_GE: return PY_OP_GE;
    case SX_OP_CODE_BAND: return PY_OP_BAND;
    case SX_OP_CODE_BOR: return PY_OP_BOR;
    case SX_OP_CODE_BXOR: return PY_OP_BXOR;
    case SX_OP_CODE_SHL: return PY_OP_SHL;
    case SX_OP_CODE_SHR: return PY_OP_SHR;
    default: return -1;
    }
}

static sx_value hook_add(sx_vm *vm, sx_value a, sx_value b) { return py_binary(vm, PY_OP_ADD, a, b); }
static sx_value hook_arith(sx_vm *vm, int opcode, sx_value a, sx_value b) {
    int op = opcode_to_py(opcode);
    if (op < 0) return py_raise(vm, RL->type_error, "unsupported operation");
    return py_binary(vm, op, a, b);
}
static sx_value hook_unary(sx_vm *vm, int opcode, sx_value v, bool numeric) {
    (void)numeric;
    if (sx_is_bool(v)) v = sx_number(v == SX_TRUE);
    if (sx_is_bigint(v) && (opcode == SX_OP_CODE_NEG || opcode == SX_OP_CODE_BNOT)) {
        sx_bigint_status st;
        sx_value r = opcode == SX_OP_CODE_NEG ? sx_bigint_negate(vm, v, &st) : sx_bigint_not(vm, v, &st);
        return r == SX_EXCEPTION ? big_status(vm, st) : py_int_normal(vm, r);
    }
    if (sx_is_bigint(v) && opcode == SX_OP_CODE_TONUMBER) return v;
    if (opcode == SX_OP_CODE_NEG) {
        if (sx_is_number(v)) return int_value(-sx_to_double(v));
        if (py_is_float(v)) return py_float(vm, -py_float_value(v));
    } else if (opcode == SX_OP_CODE_BNOT && sx_is_number(v)) {
        return int_value(-sx_to_double(v) - 1);
    } else if (opcode == SX_OP_CODE_TONUMBER && (sx_is_number(v) || py_is_float(v))) {
        return v;
    }
    sx_value u = py_user_unary(vm,
                               opcode == SX_OP_CODE_NEG    ? "__neg__"
                               : opcode == SX_OP_CODE_BNOT ? "__invert__"
                                                           : "__pos__",
                               v);
    if (u != 0) return u;
    char name[64];
    return py_raise(vm, RL->type_error, "bad operand type for unary %s: '%s'",
                    opcode == SX_OP_CODE_NEG    ? "-"
                    : opcode == SX_OP_CODE_BNOT ? "~"
                                                : "+",
                    py_type_name(vm, v, name, sizeof name));
}

/* key in container */
sx_value py_contains(sx_vm *vm, sx_value container, sx_value key) {
    sx_value ch = py_class_hook(vm, container, "__sx_class_contains__", 1, &key); /* x in EnumClass */
    if (ch != 0) return ch;
    if (sx_is_string(container)) {
        if (!sx_is_string(key)) {
            char name[64];
            return py_raise(vm, RL->type_error, "'in <string>' requires string as left operand, not %s",
                            py_type_name(vm, key, name, sizeof name));
        }
        sx_string *s = sx_as_string(container), *n = sx_as_string(key);
        if (!sx_meter_chars(vm, s->len)) return SX_EXCEPTION;
        for (uint32_t i = 0; i + n->len <= s->len; i++) {
            uint32_t k = 0;
            while (k < n->len && sx_string_at(s, i + k) == sx_string_at(n, k)) k++;
            if (k == n->len) return SX_TRUE;
        }
        return SX_FALSE;
    }
    if (sx_is_object(container)) {
        sx_object *o = sx_as_object(container);
        if (o->cls == SX_CLASS_ARRAY) {
            for (uint32_t i = 0; i < o->u.array.len; i++) {
                bool eq;
                if (sx_is_object(key) && o->u.array.items[i] == key) return SX_TRUE; /* identity first */
                if (!sx_meter_elements(vm, 1) || !py_equal(vm, o->u.array.items[i], key, &eq)) return SX_EXCEPTION;
                if (eq) return SX_TRUE;
            }
            return SX_FALSE;
        }
        if (o->cls == PY_CLASS_DICT) {
            sx_value v;
            int r = py_dict_get(vm, o, key, &v);
            return r < 0 ? SX_EXCEPTION : sx_bool(r == 1);
        }
        if (o->cls == PY_CLASS_RANGE) {
            py_range *r = o->u.host.impl;
            if (!sx_is_number(key)) return SX_FALSE;
            double k = sx_to_double(key);
            bool in = r->step > 0 ? k >= r->start && k < r->stop : k <= r->start && k > r->stop;
            return sx_bool(in && fmod(k - r->start, r->step) == 0);
        }
        sx_value m = py_user_method(vm, container, py_at(vm)->contains);
        if (m != 0) {
            sx_value r = sx_call(vm, m, container, 1, &key);
            bool t;
            if (r == SX_EXCEPTION || !py_truthy(vm, r, &t)) return SX_EXCEPTION;
            return sx_bool(t);
        }
    }
    char name[64];
    return py_raise(vm, RL->type_error, "argument of type '%s' is not iterable",
                    py_type_name(vm, container, name, sizeof name));
}
/* IN's operands are (key, container) */
static sx_value hook_in(sx_vm *vm, sx_value key, sx_value obj) { return py_contains(vm, obj, key); }
static sx_value hook_instanceof(sx_vm *vm, sx_value v, sx_value c) {
    return sx_bool(sx_is_object(c) && py_isinstance(vm, v, sx_as_object(c)));
}
static bool hook_loose_equals(sx_vm *vm, sx_value a, sx_value b, bool *out) { return py_equal(vm, a, b, out); }
/* TYPEOF only serves attribute_expr (python/compile.c): "method" when %bind must see the value */
static sx_string *hook_type_of(sx_vm *vm, sx_value v) {
    if (py_needs_bind(v)) {
        sx_string *m = sx_atom(vm, "method");
        if (m != NULL) return m;
    }
    return vm->atoms.empty;
}
static bool hook_to_number(sx_vm *vm, sx_value v, double *out) {
    if (is_real(v)) return *out = py_float_value(v), true;
    char name[64];
    py_raise(vm, RL->type_error, "must be real number, not %s", py_type_name(vm, v, name, sizeof name));
    return false;
}
static sx_string *hook_to_string(sx_vm *vm, sx_value v) { return py_str_of(vm, v); }

/* -- attributes -- */

void py_attr_note(sx_vm *vm, sx_value obj, sx_string *key); /* python/chain.c: for "Did you mean" */

static sx_value attribute_error_raise(sx_vm *vm, sx_value obj, sx_string *key);
static sx_value attribute_error(sx_vm *vm, sx_value obj, sx_string *key) {
    sx_value r = attribute_error_raise(vm, obj, key);
    py_attr_note(vm, obj, key);
    return r;
}
static sx_value attribute_error_raise(sx_vm *vm, sx_value obj, sx_string *key) {
    char name[64], k[128];
    sx_string_to_utf8(key, k, sizeof k);
    if (sx_is_object(obj)) {
        sx_object *o = sx_as_object(obj);
        if (PY_IS_CLASS(o)) {
            sx_value n = sx_object_find_data(vm, o, py_at(vm)->dname);
            if (sx_is_string(n)) sx_string_to_utf8(sx_as_string(n), name, sizeof name);
            return py_raise(vm, RL->attribute_error, "type object '%s' has no attribute '%s'", name, k);
        }
        if (o->cls == SX_CLASS_OBJECT && o->proto == NULL) {
            sx_value n = sx_object_find_data(vm, o, py_at(vm)->dname);
            if (sx_is_string(n)) sx_string_to_utf8(sx_as_string(n), name, sizeof name);
            return py_raise(vm, RL->attribute_error, "module '%s' has no attribute '%s'", name, k);
        }
    }
    return py_raise(vm, RL->attribute_error, "'%s' object has no attribute '%s'",
                    py_type_name(vm, obj, name, sizeof name), k);
}

static sx_value hook_get(sx_vm *vm, sx_value obj, sx_string *key) {
    if (sx_is_object(obj)) {
        sx_object *o = sx_as_object(obj);
        if (o->cls == SX_CLASS_BOUND && o->bound_nargs == 0 && sx_object_find(vm, o, key) == NULL) {
            sx_value fn = o->u.bound.target; /* a bound method's __name__, __doc__...: its function's */
            if (py_is_adapter(fn)) fn = sx_as_object(fn)->u.native.data;
            if (key == sx_atom(vm, "__self__")) return o->u.bound.this_val;
            if (key == sx_atom(vm, "__func__")) return fn;
            return hook_get(vm, fn, key);
        }
        if (o->cls == SX_CLASS_FUNCTION && key == py_at(vm)->dname && sx_object_find(vm, o, key) == NULL)
            return o->u.func.proto->name ? sx_from_string(o->u.func.proto->name) : sx_from_string(vm->atoms.empty);
        if ((o->cls == SX_CLASS_FUNCTION || PY_IS_CLASS(o)) && key == sx_atom(vm, "__doc__") &&
            sx_object_find(vm, o, key) == NULL)
            return SX_NULL;
        for (sx_object *p = o; p != NULL; p = p->proto) {
            sx_prop *pr = sx_object_find(vm, p, key);
            if (pr == NULL) continue;
            if (pr->flags & SX_PROP_ACCESSOR) { /* a property: its getter, on the instance */
                sx_value getter = py_accessor_part(pr->value, false);
                return sx_call(vm, getter, obj, 0, NULL);
            }
            return pr->value;
        }
        if (PY_IS_CLASS(o) && key == sx_atom(vm, "__mro__")) return py_class_mro(vm, o);
        if (PY_IS_CLASS(o) && key == sx_atom(vm, "__bases__")) return py_class_bases_of(vm, o, true);
        if (PY_IS_CLASS(o) && key == sx_atom(vm, "__base__")) return py_class_bases_of(vm, o, false);
        if (key == sx_atom(vm, "__dict__") && (py_is_plain_obj(o) || PY_IS_CLASS(o)) &&
            (PY_IS_CLASS(o) || sx_object_find_data(vm, o, sx_atom(vm, "__slots__")) == SX_UNDEFINED))
            return py_vars_of(vm, obj);
        if (key == sx_atom(vm, "__class__")) return sx_from_object(py_type_of(vm, obj));
        if (o->cls == SX_CLASS_FUNCTION && key == py_at(vm)->dname)
            return o->u.func.proto->name ? sx_from_string(o->u.func.proto->name) : sx_from_string(vm->atoms.empty);
        if (key == py_at(vm)->args && py_isinstance(vm, obj, RL->base_exception)) {
            sx_object *t = py_tuple_new(vm, 0);
            return t ? sx_from_object(t) : SX_EXCEPTION;
        }
        sx_value ga = py_user_getattr(vm, obj, key); /* __getattr__ (python/classes.c) */
        if (ga != 0) return ga;
        return attribute_error(vm, obj, key);
    }
    sx_object *t = py_type_of(vm, obj);
    for (sx_object *p = t; p != NULL; p = p->proto) {
        sx_prop *pr = sx_object_find(vm, p, key);
        if (pr != NULL) return pr->value;
    }
    return attribute_error(vm, obj, key);
}

static bool hook_set(sx_vm *vm, sx_value obj, sx_string *key, sx_value v) {
    if (sx_is_object(obj)) {
        sx_object *o = sx_as_object(obj);
        if (py_is_plain_obj(o) || PY_IS_CLASS(o) || o->cls == SX_CLASS_FUNCTION) {
            if (o->oflags & SX_OBJ_FROZEN) {
                sx_string *sa = sx_atom(vm, "__setattr__"); /* a frozen dataclass's */
                sx_value m = sa ? py_user_method(vm, obj, sa) : 0;
                if (m != 0) {
                    sx_value a[2] = {sx_from_string(key), v};
                    return sx_call(vm, m, obj, 2, a) != SX_EXCEPTION;
                }
                char k[128];
                sx_string_to_utf8(key, k, sizeof k);
                py_raise(vm, RL->attribute_error, "'%s' is read-only in the secexec sandbox", k);
                return false;
            }
            /* a property's setter along the class chain */
            for (sx_object *p = o->proto; p != NULL; p = p->proto) {
                sx_prop *pr = sx_object_find(vm, p, key);
                if (pr == NULL) continue;
                if (pr->flags & SX_PROP_ACCESSOR) {
                    sx_value setter = py_accessor_part(pr->value, true);
                    if (setter != 0) return sx_call(vm, setter, obj, 1, &v) != SX_EXCEPTION;
                    char name[64], k[128];
                    sx_string_to_utf8(key, k, sizeof k);
                    py_raise(vm, RL->attribute_error, "property '%s' of '%s' object has no setter", k,
                             py_type_name(vm, obj, name, sizeof name));
                    return false;
                }
                break;
            }
            if (PY_IS_CLASS(o)) v = py_class_value(vm, v); /* a function becomes a method (classes.c) */
            if (v == SX_EXCEPTION) return false;
            sx_prop *own = sx_object_find(vm, o, key);
            if (own != NULL) {
                own->value = v;
                return true;
            }
            return sx_object_define(vm, o, key, v, SX_PROP_DEFAULT);
        }
    }
    char name[64], k[128];
    sx_string_to_utf8(key, k, sizeof k);
    if (sx_is_object(obj)) /* a namedtuple's field */
        for (sx_object *p = sx_as_object(obj)->proto; p != NULL; p = p->proto) {
            sx_prop *pr = sx_object_find(vm, p, key);
            if (pr != NULL && (pr->flags & SX_PROP_ACCESSOR))
                return py_raise(vm, RL->attribute_error, "can't set attribute"), false;
            if (pr != NULL) break;
        }
    py_raise(vm, RL->attribute_error, "'%s' object has no attribute '%s'", py_type_name(vm, obj, name, sizeof name), k);
    return false;
}

/* -- subscripts -- */

static bool seq_index(sx_vm *vm, sx_value key, uint32_t len, const char *what, uint32_t *out) {
    if (sx_is_bool(key)) key = sx_number(key == SX_TRUE);
    if (!sx_is_number(key)) {
        char name[64];
        if (strcmp(what, "string") == 0) /* CPython words str's differently */
            py_raise(vm, RL->type_error, "string indices must be integers, not '%s'",
                     py_type_name(vm, key, name, sizeof name));
        else
            py_raise(vm, RL->type_error, "%s indices must be integers or slices, not %s", what,
                     py_type_name(vm, key, name, sizeof name));
        return false;
    }
    double d = sx_to_double(key);
    if (d < 0) d += len;
    if (d < 0 || d >= len) {
        py_raise(vm, RL->index_error, "%s index out of range", what);
        return false;
    }
    *out = (uint32_t)d;
    return true;
}

static sx_value key_error(sx_vm *vm, sx_value key) {
    sx_object *e = py_exception_new(vm, RL->key_error, key);
    return e ? sx_throw(vm, sx_from_object(e)) : SX_EXCEPTION;
}

static sx_value hook_get_index(sx_vm *vm, sx_value obj, sx_value key) {
    uint32_t i;
    sx_value ch = py_class_hook(vm, obj, "__class_getitem__", 1, &key); /* C[k] */
    if (ch != 0) return ch;
    if (sx_is_object(obj) && PY_IS_CLASS(sx_as_object(obj))) { /* list[int]: a generic alias */
        sx_value a[2] = {obj, key};
        return py_typing_call(vm, "__sx_generic__", 2, a);
    }
    sx_value sl[4];
    if (sx_is_object(key) && py_slice_parts(vm, key, sl + 1)) { /* seq[slice(...)] as seq[a:b:c] */
        sx_string *k = sx_atom(vm, "%slice");
        sx_value f = k ? sx_object_find_data(vm, vm->realm.global, k) : SX_UNDEFINED;
        sl[0] = obj;
        return sx_call(vm, f, SX_UNDEFINED, 4, sl);
    }
    if (sx_is_string(obj)) {
        sx_string *s = sx_as_string(obj);
        if (!seq_index(vm, key, s->len, "string", &i)) return SX_EXCEPTION;
        sx_string *r = sx_string_substring(vm, s, i, i + 1);
        return r ? sx_from_string(r) : SX_EXCEPTION;
    }
    if (sx_is_object(obj)) {
        sx_object *o = sx_as_object(obj);
        if (o->cls == SX_CLASS_ARRAY) {
            if (!seq_index(vm, key, o->u.array.len, o->proto == RL->tuple ? "tuple" : "list", &i)) return SX_EXCEPTION;
            return o->u.array.items[i];
        }
        if (o->cls == PY_CLASS_DICT && o->proto != RL->set) {
            sx_value v;
            int r = py_dict_get(vm, o, key, &v);
            if (r < 0) return SX_EXCEPTION;
            if (r) return v;
            if (o->proto != RL->dict && (v = py_dict_missing(vm, o, key)) != SX_EMPTY) return v; /* lib_collections.c */
            return key_error(vm, key);
        }
        if (o->cls == PY_CLASS_RANGE) {
            py_range *r = o->u.host.impl;
            double n = r->step > 0 ? ceil((r->stop - r->start) / r->step) : ceil((r->start - r->stop) / -r->step);
            if (!seq_index(vm, key, n > 0 ? (uint32_t)n : 0, "range object", &i)) return SX_EXCEPTION;
            return sx_number(r->start + i * r->step);
        }
        sx_value m = py_user_method(vm, obj, py_at(vm)->getitem);
        if (m != 0) return sx_call(vm, m, obj, 1, &key);
    }
    char name[64];
    return py_raise(vm, RL->type_error, "'%s' object is not subscriptable", py_type_name(vm, obj, name, sizeof name));
}

static bool hook_set_index(sx_vm *vm, sx_value obj, sx_value key, sx_value v) {
    uint32_t i;
    if (sx_is_object(obj)) {
        sx_object *o = sx_as_object(obj);
        if ((o->oflags & SX_OBJ_FROZEN) && o->proto != RL->tuple) {
            py_raise(vm, RL->type_error, "inputs is read-only in the secexec sandbox (copy it first)");
            return false;
        }
        if (o->cls == SX_CLASS_ARRAY && o->proto == RL->list) {
            if (!seq_index(vm, key, o->u.array.len, "list assignment", &i)) return false;
            o->u.array.items[i] = v;
            return true;
        }
        if (o->cls == PY_CLASS_DICT && o->proto != RL->set) return py_dict_set(vm, o, key, v);
        sx_value m = py_user_method(vm, obj, py_at(vm)->setitem);
        if (m != 0) {
            sx_value args[2] = {key, v};
            return sx_call(vm, m, obj, 2, args) != SX_EXCEPTION;
        }
    }
    char name[64];
    py_raise(vm, RL->type_error, "'%s' object does not support item assignment",
             py_type_name(vm, obj, name, sizeof name));
    return false;
}

static sx_value hook_delete_index(sx_vm *vm, sx_value obj, sx_value key) {
    uint32_t i;
    if (sx_is_object(obj)) {
        sx_object *o = sx_as_object(obj);
        if (o->oflags & SX_OBJ_FROZEN && o->proto != RL->tuple)
            return py_raise(vm, RL->type_error, "inputs is read-only in the secexec sandbox (copy it first)");
        if (o->cls == SX_CLASS_ARRAY && o->proto == RL->list) {
            if (!seq_index(vm, key, o->u.array.len, "list assignment", &i)) return SX_EXCEPTION;
            memmove(o->u.array.items + i, o->u.array.items + i + 1, (o->u.array.len - i - 1) * sizeof(sx_value));
            o->u.array.len--;
            return SX_TRUE;
        }
        if (o->cls == PY_CLASS_DICT) {
            sx_value v;
            int r = py_dict_del(vm, o, key, &v);
            if (r < 0) return SX_EXCEPTION;
            return r ? SX_TRUE : key_error(vm, key);
        }
        if (o->cls == SX_CLASS_OBJECT && sx_is_string(key)) {
            sx_string *k = sx_string_intern(vm, sx_as_string(key));
            if (k != NULL && sx_object_find(vm, o, k) != NULL) {
                sx_object_remove(vm, o, k);
                return SX_TRUE;
            }
            return attribute_error(vm, obj, sx_as_string(key));
        }
    }
    char name[64];
    return py_raise(vm, RL->type_error, "'%s' object doesn't support item deletion",
                    py_type_name(vm, obj, name, sizeof name));
}

static bool hook_has_property(sx_vm *vm, sx_object *o, sx_string *key) {
    (void)vm, (void)o, (void)key;
    return false;
}
static sx_object *hook_proto_of_value(sx_vm *vm, sx_value v) { return py_type_of(vm, v); }

/* -- iteration -- */

static bool is_iterable(sx_vm *vm, sx_value v) {
    if (sx_is_string(v)) return true;
    if (!sx_is_object(v)) return false;
    sx_object *o = sx_as_object(v);
    if (o->cls == SX_CLASS_ARRAY || o->cls == PY_CLASS_DICT || o->cls == PY_CLASS_RANGE || o->cls == PY_CLASS_ITER)
        return true;
    if (PY_IS_CLASS(o)) { /* an Enum class (python/lib/enum.py) */
        sx_string *k = sx_atom(vm, "__sx_class_iter__");
        return k != NULL && sx_is_object(sx_object_find_data(vm, o, k));
    }
    return py_user_method(vm, v, py_at(vm)->iter) != 0 || py_user_method(vm, v, py_at(vm)->next) != 0 ||
           py_user_method(vm, v, py_at(vm)->getitem) != 0;
}
static sx_value throw_not_iterable(sx_vm *vm, sx_value v, const char *source, bool call_spread) {
    (void)source, (void)call_spread;
    char name[64];
    return py_raise(vm, RL->type_error, "'%s' object is not iterable", py_type_name(vm, v, name, sizeof name));
}

enum { PY_ITER_USER = 4 };

/* GENSTART: a generator function's call, suspended in co: the caller gets this iterator */
static sx_object *hook_generator_start(sx_vm *vm, sx_object *co, sx_object *callee) {
    (void)callee;
    sx_object *it = sx_object_new(vm, PY_CLASS_ITER, RL->generator);
    if (it == NULL) return NULL;
    it->u.cursor.target = sx_from_object(co);
    it->u.cursor.pos = 0;
    it->u.cursor.kind = PY_ITER_GEN;
    it->u.cursor.extra = SX_UNDEFINED;
    return it;
}

/* Resume a generator with v (or throw v into it): 1 yielded (*out), 0 finished (its return value
 * kept in the iterator for StopIteration: builtins.c next), -1 raised. next() sends None. */
int py_generator_resume(sx_vm *vm, sx_object *it, sx_value v, bool is_throw, sx_value *out) {
    sx_object *co = sx_as_object(it->u.cursor.target);
    sx_coroutine *cr = co->u.coro;
    if (cr->running) {
        py_raise(vm, RL->value_error, "generator already executing");
        return -1;
    }
    if (cr->done) {
        if (is_throw) sx_throw(vm, v);
        return is_throw ? -1 : 0;
    }
    cr->running = true;
    cr->started = true;
    sx_temp_push(vm, sx_from_object(it));
    sx_value r = sx_coroutine_resume(vm, co, v, is_throw);
    sx_temp_pop(vm, 1);
    cr->running = false;
    if (r == SX_EXCEPTION) {
        cr->done = true;
        return -1;
    }
    if (cr->done) {
        it->u.cursor.extra = r;
        return 0;
    }
    *out = r;
    return 1;
}

static sx_value iter_get(sx_vm *vm, sx_value v) {
    int kind;
    if (sx_is_string(v)) kind = PY_ITER_STR;
    else if (!sx_is_object(v)) return throw_not_iterable(vm, v, NULL, false);
    else {
        sx_object *o = sx_as_object(v);
        if (o->cls == PY_CLASS_ITER) return v;
        if (o->cls == SX_CLASS_ARRAY) kind = PY_ITER_SEQ;
        else if (o->cls == PY_CLASS_DICT) {
            kind = PY_ITER_DICT;
            if (o->proto == RL->set && !py_set_cpython_order(vm, o)) return SX_EXCEPTION;
        } else if (o->cls == PY_CLASS_RANGE) kind = PY_ITER_RANGE;
        else {
            sx_value ch = py_class_hook(vm, v, "__sx_class_iter__", 0, NULL); /* iter(EnumClass) */
            if (ch != 0) return ch == SX_EXCEPTION ? ch : iter_get(vm, ch);
            sx_value m = py_user_method(vm, v, py_at(vm)->iter);
            if (m != 0) {
                v = sx_call(vm, m, v, 0, NULL);
                if (v == SX_EXCEPTION) return v;
                if (sx_is_object(v) && sx_as_object(v)->cls != SX_CLASS_OBJECT) return iter_get(vm, v);
            }
            sx_value gi = m == 0 ? py_user_method(vm, v, py_at(vm)->getitem) : 0;
            if (gi != 0 && py_user_method(vm, v, py_at(vm)->next) == 0) { /* the sequence protocol */
                sx_value l = py_getitem_list(vm, v, gi);
                return l == SX_EXCEPTION ? l : iter_get(vm, l);
            }
            if (py_user_method(vm, v, py_at(vm)->next) == 0) return throw_not_iterable(vm, v, NULL, false);
            kind = PY_ITER_USER;
        }
    }
    sx_temp_push(vm, v);
    sx_object *it = sx_object_new(vm, PY_CLASS_ITER, RL->object);
    sx_temp_pop(vm, 1);
    if (it == NULL) return SX_EXCEPTION;
    it->u.cursor.target = v;
    it->u.cursor.pos = 0;
    it->u.cursor.kind = (uint8_t)kind;
    it->u.cursor.extra =
        kind == PY_ITER_RANGE ? sx_number(((py_range *)sx_as_object(v)->u.host.impl)->start) : SX_UNDEFINED;
    if (kind == PY_ITER_DICT) /* its size now: a change while iterating is CPython's RuntimeError */
        it->u.cursor.extra = sx_number(((py_dict *)sx_as_object(v)->u.host.impl)->live);
    return sx_from_object(it);
}

static int iter_next(sx_vm *vm, sx_object *it, sx_value *out) {
    sx_value t = it->u.cursor.target;
    switch (it->u.cursor.kind) {
    case PY_ITER_SEQ: {
        sx_object *a = sx_as_object(t);
        if (it->u.cursor.pos >= a->u.array.len) return 0;
        *out = a->u.array.items[it->u.cursor.pos++];
        return 1;
    }
    case PY_ITER_STR: {
        sx_string *s = sx_as_string(t);
        if (it->u.cursor.pos >= s->len) return 0;
        sx_string *c = sx_string_substring(vm, s, it->u.cursor.pos, it->u.cursor.pos + 1);
        if (c == NULL) return -1;
        it->u.cursor.pos++;
        *out = sx_from_string(c);
        return 1;
    }
    case PY_ITER_DICT: {
        py_dict *d = sx_as_object(t)->u.host.impl;
        if (sx_is_number(it->u.cursor.extra) && sx_to_double(it->u.cursor.extra) != d->live) {
            it->u.cursor.pos = d->n; /* stays ended after the error */
            it->u.cursor.extra = sx_number(-1);
            py_raise(vm, RL->runtime_error,
                     sx_as_object(t)->proto == RL->set ? "Set changed size during iteration"
                                                       : "dictionary changed size during iteration");
            return -1;
        }
        while (it->u.cursor.pos < d->n && d->keys[it->u.cursor.pos] == SX_EMPTY) it->u.cursor.pos++;
        if (it->u.cursor.pos >= d->n) return 0;
        *out = d->keys[it->u.cursor.pos++];
        return 1;
    }
    case PY_ITER_RANGE: {
        py_range *r = sx_as_object(t)->u.host.impl;
        double c = sx_to_double(it->u.cursor.extra);
        if (r->step > 0 ? c >= r->stop : c <= r->stop) return 0;
        *out = sx_number(c);
        it->u.cursor.extra = sx_number(c + r->step);
        return 1;
    }
    case PY_ITER_GEN: return py_generator_resume(vm, it, SX_NULL, false, out);
    case PY_ITER_SETTLED:
        if (it->u.cursor.pos != 1) return 0;
        it->u.cursor.pos = 2; /* raised once */
        sx_throw(vm, it->u.cursor.extra);
        return -1;
    default: {
        sx_value m = py_user_method(vm, t, py_at(vm)->next);
        if (m == 0) return 0;
        sx_value v = sx_call(vm, m, t, 0, NULL);
        if (v != SX_EXCEPTION) {
            *out = v;
            return 1;
        }
        if (vm->abort == SX_ABORT_NONE && py_isinstance(vm, vm->exception, RL->stop_iteration)) {
            vm->has_exception = false;
            vm->exception = SX_UNDEFINED;
            return 0;
        }
        return -1;
    }
    }
}

static sx_value iter_forin(sx_vm *vm, sx_value v) { return iter_get(vm, v); }
static bool iter_close(sx_vm *vm, sx_value it) {
    (void)vm, (void)it;
    return true;
}

/* -- what Python programs cannot reach (no such syntax in the subset) -- */
static sx_value not_supported(sx_vm *vm, const char *what) {
    return py_raise(vm, RL->runtime_error, "%s is not supported by the secexec Python subset", what);
}
static sx_value hook_get_super(sx_vm *vm, sx_value b, sx_value k, sx_value r) {
    (void)b, (void)k, (void)r;
    return not_supported(vm, "super property access");
}
static bool hook_set_super(sx_vm *vm, sx_value b, sx_value k, sx_value v, sx_value r) {
    (void)b, (void)k, (void)v, (void)r;
    return not_supported(vm, "super assignment") != SX_EXCEPTION;
}
static bool hook_define_key(sx_vm *vm, sx_object *o, sx_value key, sx_value v, uint32_t flags) {
    if (!sx_is_string(key)) return not_supported(vm, "a non-string attribute name") != SX_EXCEPTION;
    sx_string *k = sx_string_intern(vm, sx_as_string(key));
    return k != NULL && sx_object_define(vm, o, k, v, flags);
}
static bool hook_define_accessor(sx_vm *vm, sx_object *o, sx_value key, sx_value fn, bool setter, bool enumerable) {
    (void)o, (void)key, (void)fn, (void)setter, (void)enumerable;
    return not_supported(vm, "an accessor") != SX_EXCEPTION;
}
static bool hook_name_function(sx_vm *vm, sx_value fn, sx_value key) {
    (void)vm, (void)fn, (void)key;
    return true;
}
static bool hook_spread_array(sx_vm *vm, sx_object *arr, sx_value iterable) {
    sx_object *l = py_list_of(vm, iterable);
    if (l == NULL) return false;
    for (uint32_t i = 0; i < l->u.array.len; i++)
        if (!sx_array_push(vm, arr, l->u.array.items[i])) return false;
    return true;
}
static bool hook_spread_object(sx_vm *vm, sx_object *o, sx_value src) {
    (void)o, (void)src;
    return not_supported(vm, "object spread") != SX_EXCEPTION;
}
static sx_value hook_regexp(sx_vm *vm, sx_value p, sx_value f) {
    (void)p, (void)f;
    return not_supported(vm, "a regular expression literal");
}
/* every suspendable call's outcome object (vm/interp.c makes one for generators too); Python
 * compiles no async def yet, so it is only a placeholder */
static sx_object *hook_async_start(sx_vm *vm) { return sx_object_new(vm, SX_CLASS_OBJECT, NULL); }
static bool hook_async_settle(sx_vm *vm, sx_object *co, sx_value v, bool is_throw) {
    (void)co, (void)v, (void)is_throw;
    return not_supported(vm, "async def") != SX_EXCEPTION;
}
static bool hook_async_await(sx_vm *vm, sx_object *co, sx_value v) {
    (void)co, (void)v;
    return not_supported(vm, "await") != SX_EXCEPTION;
}

static int hook_iter_send(sx_vm *vm, sx_value it, sx_value v, int mode, sx_value *out) {
    (void)it, (void)v, (void)mode, (void)out;
    not_supported(vm, "yield from");
    return -1;
}
static int hook_iter_unwrap(sx_vm *vm, sx_object *it, sx_value r, sx_value *out) {
    (void)vm, (void)it;
    *out = r;
    return 1;
}

/* -- errors the VM raises itself, in Python's words -- */
static sx_value hook_throw_error(sx_vm *vm, sx_error_kind kind, const char *message) {
    char name[128];
    if (kind == SX_ERR_REFERENCE && sscanf(message, "Cannot access '%127[^']' before", name) == 1) {
        if (name[0] == '\x01')
            return py_raise(vm, RL->unbound_local,
                            "cannot access local variable '%s' where it is not associated with a value", name + 1);
        return py_raise(vm, RL->name_error, "name '%s' is not defined", name);
    }
    if (kind == SX_ERR_REFERENCE && sscanf(message, "%127s is not defined", name) == 1)
        return py_raise(vm, RL->name_error, "name '%s' is not defined", name);
    if (kind == SX_ERR_RANGE && strstr(message, "call stack") != NULL) {
        /* the sandbox's stack limit: a RecursionError no `except` can catch (docs/python.md) */
        sx_value r = py_raise(vm, RL->recursion_error, "maximum recursion depth exceeded");
        if (sx_is_object(vm->exception))
            sx_object_define(vm, sx_as_object(vm->exception), py_at(vm)->uncatchable, SX_TRUE, SX_PROP_HIDDEN);
        return r;
    }
    if (kind == SX_ERR_TYPE && strstr(message, "is not a function") != NULL)
        return py_raise(vm, RL->type_error, "'%.*s' is not callable",
                        (int)(strstr(message, " is not a function") - message), message);
    return py_raise(vm,
                    kind == SX_ERR_TYPE    ? RL->type_error
                    : kind == SX_ERR_RANGE ? RL->value_error
                                           : RL->runtime_error,
                    "%s", message);
}

/* The errors the VM raises by what went wrong, in Python's words (vm/vm.h sx_fault). */
static sx_value hook_fault(sx_vm *vm, sx_fault what, const char *a, const char *b) {
    (void)b;
    switch (what) {
    case SX_FAULT_UNINITIALIZED: /* a read before assignment: the compiler marks a function's locals with \x01 */
        if (a[0] == '\x01')
            return py_raise(vm, RL->unbound_local,
                            "cannot access local variable '%s' where it is not associated with a value", a + 1);
        return py_raise(vm, RL->name_error, "name '%s' is not defined", a);
    case SX_FAULT_NOT_DEFINED: return py_raise(vm, RL->name_error, "name '%s' is not defined", a);
    case SX_FAULT_STACK_OVERFLOW: {
        /* the sandbox's stack limit: a RecursionError no `except` can catch (docs/python.md) */
        sx_value r = py_raise(vm, RL->recursion_error, "maximum recursion depth exceeded");
        if (sx_is_object(vm->exception))
            sx_object_define(vm, sx_as_object(vm->exception), py_at(vm)->uncatchable, SX_TRUE, SX_PROP_HIDDEN);
        return r;
    }
    case SX_FAULT_NOT_FUNCTION:
    case SX_FAULT_NOT_CONSTRUCTOR: return py_raise(vm, RL->type_error, "'%s' is not callable", a);
    case SX_FAULT_STRING_TOO_LONG:
    case SX_FAULT_ARRAY_TOO_LONG: return sx_throw_oom(vm);
    case SX_FAULT_BIGINT_TOO_BIG: return py_raise(vm, RL->overflow_error, "int too large for the secexec sandbox");
    default: return py_raise(vm, RL->runtime_error, "internal error of the secexec Python layer (fault %d)", (int)what);
    }
}

#define PY_X_ATOMTEXT(field, text) text,
static const char *const py_atom_texts[] = {PY_ATOMS(PY_X_ATOMTEXT)};
#undef PY_X_ATOMTEXT

#define WRAPPER_VALUE (offsetof(sx_object, u.box.value) - offsetof(sx_object, u))
#define ITER_VALUE(field) (offsetof(sx_object, u.cursor.field) - offsetof(sx_object, u))

const sx_lang sx_py_lang = {
    .name = "python",
    .atoms = py_atom_texts,
    .natoms = sizeof py_atom_texts / sizeof py_atom_texts[0],
    .init_realm = py_init_realm,
    .throw_error = hook_throw_error,
    .fault = hook_fault,
    .op_add = hook_add,
    .op_arith = hook_arith,
    .op_unary = hook_unary,
    .op_in = hook_in,
    .op_instanceof = hook_instanceof,
    .loose_equals = hook_loose_equals,
    .type_of = hook_type_of,
    .to_number = hook_to_number,
    .to_string = hook_to_string,
    .get = hook_get,
    .get_index = hook_get_index,
    .set = hook_set,
    .set_index = hook_set_index,
    .get_super = hook_get_super,
    .set_super = hook_set_super,
    .define_key = hook_define_key,
    .define_accessor = hook_define_accessor,
    .name_function = hook_name_function,
    .delete_index = hook_delete_index,
    .has_property = hook_has_property,
    .proto_of_value = hook_proto_of_value,
    .spread_into_array = hook_spread_array,
    .spread_into_object = hook_spread_object,
    .is_iterable = is_iterable,
    .throw_not_iterable = throw_not_iterable,
    .iter_get = iter_get,
    .iter_forin = iter_forin,
    .iter_next = iter_next,
    .regexp_create = hook_regexp,
    .async_start = hook_async_start,
    .async_settle = hook_async_settle,
    .async_await = hook_async_await,
    .generator_start = hook_generator_start,
    .iter_close = iter_close,
    .iter_send = hook_iter_send,
    .iter_get_async = iter_get,
    .iter_unwrap = hook_iter_unwrap,
    .classes =
        {
            [PY_CLASS_FLOAT] = {.nvalues = 1, .values = {WRAPPER_VALUE}},
            [PY_CLASS_DICT] = {py_dict_mark, py_dict_free},
            [PY_CLASS_RANGE] = {NULL, py_range_free},
            [PY_CLASS_ITER] = {.nvalues = 2, .values = {ITER_VALUE(target), ITER_VALUE(extra)}},
            [PY_CLASS_RE] = {py_re_mark, py_re_free},
        },
    .virtual_classes = 0,
};

sx_vm *sx_py_vm_new(const sx_limits *limits) { return sx_vm_build(limits, NULL, &sx_py_lang); }
