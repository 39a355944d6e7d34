/* test_inspect.c - runtime/inspect.c (console.log / util.inspect) against node 20's output. */
#include <criterion/criterion.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "runtime/runtime.h"
#include "stdlib/stdlib.h"

/*
 * The EXP_* texts below are node v20's own output, captured with util.inspect(value) (the
 * "inspect" cases) and util.format(...args) (the "format" cases; console.log prints exactly
 * that). The JavaScript each case was produced from is quoted above its C builder.
 */
static const char EXP_num_neg_zero[] = "-0";
static const char EXP_num_nan[] = "NaN";
static const char EXP_num_big[] = "1e+21";
static const char EXP_num_frac[] = "0.1";
static const char EXP_num_neg_inf[] = "-Infinity";
static const char EXP_str_plain[] = "'abc'";
static const char EXP_str_single[] = "\"it's\"";
static const char EXP_str_both[] = "`it's \"q\"`";
static const char EXP_str_all[] = "'\\'\"`'";
static const char EXP_str_ctrl[] = "'a\\nb\\t\\x00\\x7F\\x9F\\\\'";
static const char EXP_str_lone[] = "'x\\ud800y'";
static const char EXP_str_pair[] = "'x\xf0\x9f\x98\x80"
                                   "y'";
static const char EXP_undef[] = "undefined";
static const char EXP_null[] = "null";
static const char EXP_bool[] = "true";
static const char EXP_arr_small[] = "[ 1, 2, 3 ]";
static const char EXP_arr_empty[] = "[]";
static const char EXP_arr_hole_first[] = "[ <1 empty item>, 1 ]";
static const char EXP_arr_holes5[] = "[ <5 empty items> ]";
static const char EXP_arr_sparse[] = "[ 1, <2 empty items>, 4 ]";
static const char EXP_arr_trailing_hole[] = "[ 1, <1 empty item> ]";
static const char EXP_arr_101[] = "[\n"
                                  "   0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11,\n"
                                  "  12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,\n"
                                  "  24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,\n"
                                  "  36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,\n"
                                  "  48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,\n"
                                  "  60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71,\n"
                                  "  72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83,\n"
                                  "  84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,\n"
                                  "  96, 97, 98, 99,\n"
                                  "  ... 1 more item\n"
                                  "]";
static const char EXP_arr_26[] = "[\n"
                                 "    0,  37,  74, 111, 148, 185,\n"
                                 "  222, 259, 296, 333, 370, 407,\n"
                                 "  444, 481, 518, 555, 592, 629,\n"
                                 "  666, 703, 740, 777, 814, 851,\n"
                                 "  888, 925\n"
                                 "]";
static const char EXP_arr_str[] = "[\n"
                                  "  'apple',\n"
                                  "  'banana',\n"
                                  "  'cherry',\n"
                                  "  'date',\n"
                                  "  'elderberry',\n"
                                  "  'fig',\n"
                                  "  'grape',\n"
                                  "  'honeydew'\n"
                                  "]";
static const char EXP_arr_mixed7[] = "[\n"
                                     "  1, 'two',\n"
                                     "  3, 'four',\n"
                                     "  5, 'six',\n"
                                     "  7\n"
                                     "]";
static const char EXP_arr_extra[] = "[ 1, 2, foo: 'bar' ]";
static const char EXP_arr_nested[] = "[ [ [ [Array] ] ] ]";
static const char EXP_obj_empty[] = "{}";
static const char EXP_obj_simple[] = "{ a: 1, 'b-c': 2 }";
static const char EXP_obj_keys[] = "{ '1': 1, a_b: 2, '$x': 3, 'a b': 4, \"it's\": 5, _: 6, A9: 7, '': 8 }";
static const char EXP_obj_deep[] = "{ a: { b: { c: [Object] } } }";
static const char EXP_obj_null_proto[] = "[Object: null prototype] {}";
static const char EXP_obj_null_proto_keys[] = "[Object: null prototype] { a: 1 }";
static const char EXP_obj_circular[] = "<ref *1> { x: 1, self: [Circular *1] }";
static const char EXP_obj_circular2[] = "<ref *1> {\n"
                                        "  name: 'a',\n"
                                        "  child: { name: 'b', parent: [Circular *1] },\n"
                                        "  list: [ [Circular *1], { name: 'b', parent: [Circular *1] } ]\n"
                                        "}";
static const char EXP_obj_long[] = "{\n"
                                   "  alpha: 'aaaaaaaaaaaa',\n"
                                   "  beta: 'bbbbbbbbbbbbbb',\n"
                                   "  gamma: 'cccccccccccccc',\n"
                                   "  delta: 'dddddddddddd',\n"
                                   "  e: 1\n"
                                   "}";
static const char EXP_obj_nested_long[] = "{ data: { items: [ [Object], [Object] ], total: 2 }, ok: true }";
static const char EXP_obj_str_long[] = "{\n"
                                       "  s: 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\\n' +\n"
                                       "    'yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy'\n"
                                       "}";
static const char EXP_obj_getters[] = "{ a: [Getter], b: [Setter], c: [Getter/Setter] }";
static const char EXP_obj_undef[] = "{ a: undefined, b: null }";
static const char EXP_fn_named[] = "[Function: f]";
static const char EXP_fn_anon[] = "[Function (anonymous)]";
static const char EXP_fn_arrow[] = "[Function (anonymous)]";
static const char EXP_fn_props[] = "[Function: g] { a: 1 }";
static const char EXP_class_a[] = "[class A]";
static const char EXP_class_b[] = "[class B extends A]";
static const char EXP_inst_foo[] = "Foo { a: 1 }";
static const char EXP_inst_empty[] = "Bar {}";
static const char EXP_inst_nested_deep[] = "{ x: { y: { z: [Foo] } } }";
static const char EXP_boxed_num[] = "[Number: 3]";
static const char EXP_boxed_str[] = "[String: 'ab']";
static const char EXP_boxed_bool[] = "[Boolean: true]";
static const char EXP_boxed_neg_zero[] = "[Number: -0]";
static const char EXP_err_top[] = "Error: boom\n"
                                  "    at f (main.ts:3:7)\n"
                                  "    at main.ts:5:1";
static const char EXP_err_nested[] = "{\n"
                                     "  e: Error: boom\n"
                                     "      at f (main.ts:3:7)\n"
                                     "      at main.ts:5:1\n"
                                     "}";
static const char EXP_err_noframes[] = "[Error: boom]";
static const char EXP_err_noframes_nested[] = "{ e: [Error: boom] }";
static const char EXP_err_code[] = "TypeError: bad\n"
                                   "    at main.ts:1:1 {\n"
                                   "  code: 'E1'\n"
                                   "}";
static const char EXP_err_renamed[] = "Error: x\n"
                                      "    at main.ts:1:1 {\n"
                                      "  name: 'CustomError'\n"
                                      "}";
static const char EXP_err_subclass[] = "MyError: m\n"
                                       "    at main.ts:2:2";
static const char EXP_err_cause[] = "Error: outer\n"
                                    "    at main.ts:9:9 {\n"
                                    "  [cause]: [Error: boom]\n"
                                    "}";
static const char EXP_err_empty_msg[] = "Error\n"
                                        "    at main.ts:1:1";
static const char EXP_arr_in_obj_depth[] = "{ a: [ 1, [ 2, [Array] ] ] }";
static const char EXP_arr_objs[] = "[ { a: 1 }, { b: 2 } ]";
static const char EXP_mixed_top[] = "[ undefined, null, -0, 'x', true ]";
static const char EXP_fmt_s_d[] = "x is 42";
static const char EXP_fmt_i[] = "42";
static const char EXP_fmt_i_str[] = "-31";
static const char EXP_fmt_f[] = "3.5";
static const char EXP_fmt_j[] = "{\"a\":1,\"b\":[1,\"x\"]}";
static const char EXP_fmt_j_circ[] = "[Circular]";
static const char EXP_fmt_o[] = "[ 1, [length]: 1 ]";
static const char EXP_fmt_O[] = "{ a: { b: { c: [Object] } } }";
static const char EXP_fmt_pct[] = "% 1";
static const char EXP_fmt_plain[] = "a b 1";
static const char EXP_fmt_c[] = " styled";
static const char EXP_fmt_s_null[] = "null";
static const char EXP_fmt_s_obj[] = "{ a: 1 }";
static const char EXP_fmt_s_arr[] = "[ 1, [Array] ]";
static const char EXP_fmt_d_str[] = "NaN";
static const char EXP_fmt_single[] = "100%";
static const char EXP_fmt_unknown[] = "%x 1";
static const char EXP_fmt_missing[] = "a %s";
static const char EXP_fmt_s_negzero[] = "-0";
static const char EXP_fmt_d_negzero[] = "-0";
static const char EXP_fmt_tail_pct[] = "a% 1";
static const char EXP_fmt_nonstring_first[] = "1 a { b: 'c' }";
static const char EXP_fmt_str_args[] = "x y\n"
                                       "z";
static const char EXP_fmt_s_err[] = "[Error: boom]";
static const char EXP_fmt_j_undef[] = "undefined";
static const char EXP_fmt_f_inf[] = "-Infinity";
static const char EXP_fmt_pct_end[] = "a%";
static const char EXP_fmt_s_fn[] = "5 6";

/* ---------------------------------------------------------------------------------------------
 * Building guest values through the VM API
 * ------------------------------------------------------------------------------------------- */
static sx_vm *vm;

static void setup(void) {
    sx_limits limits = {
        .max_instructions = 100000000, .max_memory = 256u << 20, .max_stack_depth = 1000, .max_output = 1u << 20};
    vm = sx_vm_new(&limits);
    cr_assert_not_null(vm);
}

static void teardown(void) { sx_vm_free(vm); }

TestSuite(inspect, .init = setup, .fini = teardown);

static sx_value S(const char *utf8) { return sx_from_string(sx_string_from_utf8(vm, utf8, strlen(utf8))); }
static sx_value N(double d) { return sx_number(d); }
static sx_object *O(void) { return sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto); }
static sx_value V(sx_object *o) { return sx_from_object(o); }

/* o[key] = v (an ordinary enumerable property); returns o for chaining */
static sx_object *P(sx_object *o, const char *key, sx_value v) {
    cr_assert(sx_object_define(vm, o, sx_atom(vm, key), v, SX_PROP_DEFAULT));
    return o;
}
static sx_object *Hidden(sx_object *o, const char *key, sx_value v) {
    cr_assert(sx_object_define(vm, o, sx_atom(vm, key), v, SX_PROP_HIDDEN));
    return o;
}

/* [v0, v1, ...]; SX_EMPTY makes a hole */
static sx_object *Arr(int n, const sx_value *items) {
    sx_object *a = sx_array_new(vm, 0);
    for (int i = 0; i < n; i++) cr_assert(sx_array_push(vm, a, items[i]));
    return a;
}
#define ARR(...) Arr(sizeof((sx_value[]){__VA_ARGS__}) / sizeof(sx_value), (sx_value[]){__VA_ARGS__})

static sx_object *Fn(const char *name, uint16_t proto_flags) {
    sx_proto *p = sx_proto_new(vm);
    p->name = name ? sx_atom(vm, name) : NULL;
    p->flags = proto_flags;
    return sx_closure_new(vm, p);
}

/* class NAME {} (optionally extends parent): the constructor with its .prototype */
static sx_object *Class(const char *name, sx_object *parent) {
    sx_object *c = Fn(name, 0);
    c->oflags |= SX_OBJ_CLASS_CTOR;
    sx_object *proto = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (parent) {
        c->proto = parent;
        proto->proto = sx_as_object(sx_get(vm, V(parent), vm->atoms.prototype));
    }
    cr_assert(sx_object_define(vm, c, vm->atoms.prototype, V(proto), 0));
    Hidden(proto, "constructor", V(c));
    return c;
}

static sx_object *New(sx_object *cls) {
    return sx_object_new(vm, SX_CLASS_OBJECT, sx_as_object(sx_get(vm, V(cls), vm->atoms.prototype)));
}

static sx_object *Err(sx_object *proto, const char *msg, const char *stack) {
    sx_object *e = sx_error_new(vm, proto, sx_as_string(S(msg)));
    cr_assert_not_null(e);
    if (stack) Hidden(e, "stack", S(stack));
    return e;
}

static sx_object *Boxed(sx_class cls, sx_object *proto, sx_value prim) {
    sx_object *o = sx_object_new(vm, cls, proto);
    o->u.box.value = prim;
    return o;
}

/* ---------------------------------------------------------------------------------------------
 * Checking
 * ------------------------------------------------------------------------------------------- */
static char *to_utf8(sx_strbuf *b) {
    sx_string *s = sx_strbuf_finish(b);
    cr_assert_not_null(s);
    size_t n = sx_string_to_utf8(s, NULL, 0);
    char *text = malloc(n + 1);
    sx_string_to_utf8(s, text, n + 1);
    return text;
}

static void expect_inspect(sx_value v, const char *want) {
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    cr_assert(sx_inspect(vm, &b, v));
    char *got = to_utf8(&b);
    cr_expect_str_eq(got, want);
    free(got);
}

static void expect_format(const char *want, int argc, const sx_value *argv) {
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    cr_assert(sx_console_format(vm, &b, argc, argv));
    char *got = to_utf8(&b);
    cr_expect_str_eq(got, want);
    free(got);
}
#define FORMAT(want, ...)                                                                                              \
    expect_format(want, sizeof((sx_value[]){__VA_ARGS__}) / sizeof(sx_value), (sx_value[]){__VA_ARGS__})

/* ---------------------------------------------------------------------------------------------
 * Cases
 * ------------------------------------------------------------------------------------------- */
Test(inspect, primitives) {
    expect_inspect(N(-0.0), EXP_num_neg_zero); /* -0 */
    expect_inspect(N(NAN), EXP_num_nan);
    expect_inspect(N(1e21), EXP_num_big);
    expect_inspect(N(0.1), EXP_num_frac);
    expect_inspect(N(-INFINITY), EXP_num_neg_inf);
    expect_inspect(SX_UNDEFINED, EXP_undef);
    expect_inspect(SX_NULL, EXP_null);
    expect_inspect(SX_TRUE, EXP_bool);
}

Test(inspect, strings) {
    expect_inspect(S("abc"), EXP_str_plain);
    expect_inspect(S("it's"), EXP_str_single);     /* "it's" */
    expect_inspect(S("it's \"q\""), EXP_str_both); /* `it's "q"` */
    expect_inspect(S("'\"`"), EXP_str_all);        /* '"` */
    const uint16_t ctrl[] = {'a', '\n', 'b', '\t', 0, 0x7f, 0x9f, '\\'};
    expect_inspect(sx_from_string(sx_string_new_utf16(vm, ctrl, 8)), EXP_str_ctrl);
    const uint16_t lone[] = {'x', 0xD800, 'y'}; /* 'x\ud800y' */
    expect_inspect(sx_from_string(sx_string_new_utf16(vm, lone, 3)), EXP_str_lone);
    expect_inspect(S("x\xf0\x9f\x98\x80y"), EXP_str_pair); /* 'x\ud83d\ude00y' */
}

Test(inspect, arrays) {
    expect_inspect(V(ARR(N(1), N(2), N(3))), EXP_arr_small);
    expect_inspect(V(sx_array_new(vm, 0)), EXP_arr_empty);
    expect_inspect(V(ARR(SX_EMPTY, N(1))), EXP_arr_hole_first);                               /* [, 1] */
    expect_inspect(V(ARR(SX_EMPTY, SX_EMPTY, SX_EMPTY, SX_EMPTY, SX_EMPTY)), EXP_arr_holes5); /* new Array(5) */
    expect_inspect(V(ARR(N(1), SX_EMPTY, SX_EMPTY, N(4))), EXP_arr_sparse);                   /* [1, , , 4] */
    expect_inspect(V(ARR(N(1), SX_EMPTY)), EXP_arr_trailing_hole);                            /* [1, , ] */
    sx_object *a101 = sx_array_new(vm, 0), *a26 = sx_array_new(vm, 0);
    for (int i = 0; i < 101; i++) sx_array_push(vm, a101, N(i));           /* Array.from({length: 101}, (_, i) => i) */
    for (int i = 0; i < 26; i++) sx_array_push(vm, a26, N(i * 37 % 1000)); /* ... i * 37 % 1000 */
    expect_inspect(V(a101), EXP_arr_101);
    expect_inspect(V(a26), EXP_arr_26);
    expect_inspect(
        V(ARR(S("apple"), S("banana"), S("cherry"), S("date"), S("elderberry"), S("fig"), S("grape"), S("honeydew"))),
        EXP_arr_str);
    expect_inspect(V(ARR(N(1), S("two"), N(3), S("four"), N(5), S("six"), N(7))), EXP_arr_mixed7);
    expect_inspect(V(P(ARR(N(1), N(2)), "foo", S("bar"))), EXP_arr_extra); /* ax.foo = 'bar' */
    expect_inspect(V(ARR(V(ARR(V(ARR(V(ARR(N(1))))))))), EXP_arr_nested);  /* [[[[1]]]] */
    expect_inspect(V(ARR(V(P(O(), "a", N(1))), V(P(O(), "b", N(2))))), EXP_arr_objs);
    expect_inspect(V(ARR(SX_UNDEFINED, SX_NULL, N(-0.0), S("x"), SX_TRUE)), EXP_mixed_top);
    /* { a: [1, [2, [3, [4]]]] } */
    expect_inspect(V(P(O(), "a", V(ARR(N(1), V(ARR(N(2), V(ARR(N(3), V(ARR(N(4))))))))))), EXP_arr_in_obj_depth);
}

Test(inspect, objects) {
    expect_inspect(V(O()), EXP_obj_empty);
    expect_inspect(V(P(P(O(), "a", N(1)), "b-c", N(2))), EXP_obj_simple);
    /* { '1': 1, a_b: 2, $x: 3, 'a b': 4, "it's": 5, _: 6, A9: 7, '': 8 } (inserted out of order) */
    sx_object *keys =
        P(P(P(P(P(P(P(O(), "a_b", N(2)), "$x", N(3)), "a b", N(4)), "it's", N(5)), "_", N(6)), "A9", N(7)), "", N(8));
    P(keys, "1", N(1));
    expect_inspect(V(keys), EXP_obj_keys);
    /* { a: { b: { c: { d: 1 } } } } */
    expect_inspect(V(P(O(), "a", V(P(O(), "b", V(P(O(), "c", V(P(O(), "d", N(1))))))))), EXP_obj_deep);
    expect_inspect(V(sx_object_new(vm, SX_CLASS_OBJECT, NULL)), EXP_obj_null_proto); /* Object.create(null) */
    expect_inspect(V(P(sx_object_new(vm, SX_CLASS_OBJECT, NULL), "a", N(1))), EXP_obj_null_proto_keys);
    expect_inspect(
        V(P(P(P(P(P(O(), "alpha", S("aaaaaaaaaaaa")), "beta", S("bbbbbbbbbbbbbb")), "gamma", S("cccccccccccccc")),
              "delta", S("dddddddddddd")),
            "e", N(1))),
        EXP_obj_long);
    /* { data: { items: [ { id: 1, name: 'first item' }, { id: 2, name: 'second item' } ], total: 2 }, ok: true } */
    sx_object *items =
        ARR(V(P(P(O(), "id", N(1)), "name", S("first item"))), V(P(P(O(), "id", N(2)), "name", S("second item"))));
    expect_inspect(V(P(P(O(), "data", V(P(P(O(), "items", V(items)), "total", N(2)))), "ok", SX_TRUE)),
                   EXP_obj_nested_long);
    /* { s: 'x'.repeat(50) + '\n' + 'y'.repeat(40) } */
    char text[100];
    memset(text, 'x', 50);
    text[50] = '\n';
    memset(text + 51, 'y', 40);
    text[91] = '\0';
    expect_inspect(V(P(O(), "s", S(text))), EXP_obj_str_long);
    expect_inspect(V(P(P(O(), "a", SX_UNDEFINED), "b", SX_NULL)), EXP_obj_undef);
}

Test(inspect, circular) {
    sx_object *circ = P(O(), "x", N(1)); /* circ.self = circ */
    P(circ, "self", V(circ));
    expect_inspect(V(circ), EXP_obj_circular);
    /* c2 = { name: 'a' }; c3 = { name: 'b', parent: c2 }; c2.child = c3; c2.list = [c2, c3] */
    sx_object *c2 = P(O(), "name", S("a"));
    sx_object *c3 = P(P(O(), "name", S("b")), "parent", V(c2));
    P(c2, "child", V(c3));
    P(c2, "list", V(ARR(V(c2), V(c3))));
    expect_inspect(V(c2), EXP_obj_circular2);
}

Test(inspect, accessors) {
    /* { get a() {}, set b(v) {}, get c() {}, set c(v) {} } */
    sx_object *o = O(), *g = Fn("get", SX_PROTO_METHOD);
    cr_assert(sx_define_accessor(vm, o, S("a"), V(g), false, true));
    cr_assert(sx_define_accessor(vm, o, S("b"), V(g), true, true));
    cr_assert(sx_define_accessor(vm, o, S("c"), V(g), false, true));
    cr_assert(sx_define_accessor(vm, o, S("c"), V(g), true, true));
    expect_inspect(V(o), EXP_obj_getters);
}

Test(inspect, functions_and_classes) {
    expect_inspect(V(Fn("f", 0)), EXP_fn_named);               /* function f() {} */
    expect_inspect(V(Fn(NULL, 0)), EXP_fn_anon);               /* [function () {}][0] */
    expect_inspect(V(Fn(NULL, SX_PROTO_ARROW)), EXP_fn_arrow); /* [() => {}][0] */
    expect_inspect(V(P(Fn("g", 0), "a", N(1))), EXP_fn_props); /* fp.a = 1 */
    sx_object *a = Class("A", NULL), *b = Class("B", a);
    expect_inspect(V(a), EXP_class_a);
    expect_inspect(V(b), EXP_class_b);
    sx_object *foo = Class("Foo", NULL), *bar = Class("Bar", NULL);
    expect_inspect(V(P(New(foo), "a", N(1))), EXP_inst_foo); /* new Foo() with this.a = 1 */
    expect_inspect(V(New(bar)), EXP_inst_empty);
    expect_inspect(V(P(O(), "x", V(P(O(), "y", V(P(O(), "z", V(P(New(foo), "a", N(1))))))))), EXP_inst_nested_deep);
    expect_inspect(V(sx_native_new(vm, "f", NULL, 0)), EXP_fn_named);
}

Test(inspect, boxed) {
    expect_inspect(V(Boxed(SX_CLASS_NUMBER, sx_realm(vm)->number_proto, N(3))), EXP_boxed_num);
    expect_inspect(V(Boxed(SX_CLASS_STRING, sx_realm(vm)->string_proto, S("ab"))), EXP_boxed_str);
    expect_inspect(V(Boxed(SX_CLASS_BOOLEAN, sx_realm(vm)->boolean_proto, SX_TRUE)), EXP_boxed_bool);
    expect_inspect(V(Boxed(SX_CLASS_NUMBER, sx_realm(vm)->number_proto, N(-0.0))), EXP_boxed_neg_zero);
}

Test(inspect, errors) {
    sx_object *e1 = Err(sx_realm(vm)->error_proto, "boom", "Error: boom\n    at f (main.ts:3:7)\n    at main.ts:5:1");
    expect_inspect(V(e1), EXP_err_top);
    expect_inspect(V(P(O(), "e", V(e1))), EXP_err_nested);
    sx_object *e2 = Err(sx_realm(vm)->error_proto, "boom", "Error: boom");
    expect_inspect(V(e2), EXP_err_noframes);
    expect_inspect(V(P(O(), "e", V(e2))), EXP_err_noframes_nested);
    sx_object *e3 = Err(sx_realm(vm)->type_error_proto, "bad", "TypeError: bad\n    at main.ts:1:1");
    expect_inspect(V(P(e3, "code", S("E1"))), EXP_err_code);
    sx_object *e4 = Err(sx_realm(vm)->error_proto, "x", "Error: x\n    at main.ts:1:1");
    expect_inspect(V(P(e4, "name", S("CustomError"))), EXP_err_renamed);
    /* class MyError extends Error {} */
    sx_object *my = Class("MyError", sx_realm(vm)->error_ctor);
    sx_object *e5 = Err(sx_as_object(sx_get(vm, V(my), vm->atoms.prototype)), "m", "Error: m\n    at main.ts:2:2");
    expect_inspect(V(e5), EXP_err_subclass);
    /* new Error('outer', { cause: e2 }) */
    sx_object *e6 = Err(sx_realm(vm)->error_proto, "outer", "Error: outer\n    at main.ts:9:9");
    expect_inspect(V(Hidden(e6, "cause", V(e2))), EXP_err_cause);
    sx_object *e7 = Err(sx_realm(vm)->error_proto, "", "Error\n    at main.ts:1:1");
    expect_inspect(V(e7), EXP_err_empty_msg);
}

Test(inspect, console_format) {
    FORMAT(EXP_fmt_s_d, S("%s is %d"), S("x"), N(42));
    FORMAT(EXP_fmt_i, S("%i"), N(42.9));
    FORMAT(EXP_fmt_i_str, S("%i"), S("  -0x1F rest"));
    FORMAT(EXP_fmt_f, S("%f"), S("3.5abc"));
    FORMAT(EXP_fmt_j, S("%j"), V(P(P(O(), "a", N(1)), "b", V(ARR(N(1), S("x"))))));
    sx_object *cj = O();
    P(cj, "c", V(cj));
    FORMAT(EXP_fmt_j_circ, S("%j"), V(cj));
    FORMAT(EXP_fmt_o, S("%o"), V(ARR(N(1))));
    FORMAT(EXP_fmt_O, S("%O"), V(P(O(), "a", V(P(O(), "b", V(P(O(), "c", V(P(O(), "d", N(1))))))))));
    FORMAT(EXP_fmt_pct, S("%%"), N(1));
    FORMAT(EXP_fmt_plain, S("a"), S("b"), N(1));
    FORMAT(EXP_fmt_c, S("%c styled"), S("color: red"));
    FORMAT(EXP_fmt_s_null, S("%s"), SX_NULL);
    FORMAT(EXP_fmt_s_obj, S("%s"), V(P(O(), "a", N(1))));
    FORMAT(EXP_fmt_s_arr, S("%s"), V(ARR(N(1), V(ARR(N(2), V(ARR(N(3))))))));
    FORMAT(EXP_fmt_d_str, S("%d"), S("abc"));
    FORMAT(EXP_fmt_single, S("100%"));
    FORMAT(EXP_fmt_unknown, S("%x"), N(1));
    FORMAT(EXP_fmt_missing, S("%s %s"), S("a"));
    FORMAT(EXP_fmt_s_negzero, S("%s"), N(-0.0));
    FORMAT(EXP_fmt_d_negzero, S("%d"), N(-0.0));
    FORMAT(EXP_fmt_tail_pct, S("a%"), N(1));
    FORMAT(EXP_fmt_nonstring_first, N(1), S("a"), V(P(O(), "b", S("c"))));
    FORMAT(EXP_fmt_str_args, S("x"), S("y\nz"));
    FORMAT(EXP_fmt_s_err, S("%s"), V(Err(sx_realm(vm)->error_proto, "boom", "Error: boom")));
    FORMAT(EXP_fmt_j_undef, S("%j"), SX_UNDEFINED);
    FORMAT(EXP_fmt_f_inf, S("%f"), S("-Infinityx"));
    FORMAT(EXP_fmt_pct_end, S("%s%"), S("a"));
    FORMAT(EXP_fmt_s_fn, S("%s"), N(5), N(6));
}

Test(inspect, hostile_nesting) {
    /* 100000 nested arrays: depth 2 stops the walk; nothing recurses deeper */
    sx_object *inner = sx_array_new(vm, 0);
    for (int i = 0; i < 100000; i++) inner = ARR(V(inner));
    expect_inspect(V(inner), "[ [ [ [Array] ] ] ]");
}

/* ---------------------------------------------------------------------------------------------
 * runtime/json_bridge.c (used by %j above): expectations are JSON.parse / JSON.stringify's.
 * ------------------------------------------------------------------------------------------- */
static char *json_of(sx_value v, const char **why) { return sx_value_to_json_text(vm, v, why); }

static void expect_json(sx_value v, const char *want) {
    const char *why = "unset";
    char *got = json_of(v, &why);
    cr_assert_not_null(got, "no JSON text (why: %s)", why);
    cr_expect_str_eq(got, want);
    free(got);
}

static void expect_no_json(sx_value v, const char *want_why) {
    const char *why = NULL;
    char *got = json_of(v, &why);
    cr_expect_null(got);
    cr_expect_str_eq(why, want_why);
    free(got);
}

static sx_value parse(const char *text, bool freeze) { return sx_json_text_to_value(vm, text, strlen(text), freeze); }

static sx_value to_json_string(sx_vm *vm_, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val, (void)argc, (void)argv;
    return sx_from_string(sx_string_from_cstr(vm_, "custom"));
}

TestSuite(json_bridge, .init = setup, .fini = teardown);

Test(json_bridge, round_trip) {
    /* JSON.stringify(JSON.parse('{"b":1,"a":[1,2.5,{"c":null}],"1":true,"b":3}')) */
    sx_value v = parse("{\"b\":1,\"a\":[1,2.5,{\"c\":null}],\"1\":true,\"b\":3}", false);
    cr_assert_neq(v, SX_EXCEPTION);
    expect_json(v, "{\"1\":true,\"b\":3,\"a\":[1,2.5,{\"c\":null}]}");
    v = parse(" [\"\\u00e9\\ud83d\\ude00\\n\\\"\", 1e400, -0, 12345678901234567890] ", false);
    cr_assert_neq(v, SX_EXCEPTION);
    expect_json(v, "[\"\xc3\xa9\xf0\x9f\x98\x80\\n\\\"\",null,0,12345678901234567000]");
}

Test(json_bridge, deep_freeze) {
    sx_value v = parse("{\"a\":{\"b\":[1]}}", true);
    cr_assert_neq(v, SX_EXCEPTION);
    sx_object *o = sx_as_object(v);
    sx_object *a = sx_as_object(o->props[0].value), *b = sx_as_object(a->props[0].value);
    sx_object *all[3] = {o, a, b};
    for (int i = 0; i < 3; i++) {
        cr_expect(all[i]->oflags & SX_OBJ_FROZEN);
        cr_expect(!(all[i]->oflags & SX_OBJ_EXTENSIBLE));
    }
    cr_expect_eq(o->props[0].flags, (uint32_t)SX_PROP_ENUMERABLE);
    cr_expect_eq(a->props[0].flags, (uint32_t)SX_PROP_ENUMERABLE);
}

Test(json_bridge, invalid_text) {
    const char *bad[] = {"{\"a\":1,}", "", "[1,2", "{\"a\":1}}", "{a:1}", "undefined"};
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        cr_expect_eq(parse(bad[i], false), SX_EXCEPTION, "accepted %s", bad[i]);
        cr_expect(vm->has_exception);
        sx_object *err = sx_as_object(vm->exception);
        cr_expect_eq(err->proto, sx_realm(vm)->syntax_error_proto);
        vm->has_exception = false;
    }
    /* nesting is bounded before the converter recurses */
    char deep[2 * SX_JSON_MAX_DEPTH + 8];
    memset(deep, '[', SX_JSON_MAX_DEPTH + 1);
    memset(deep + SX_JSON_MAX_DEPTH + 1, ']', SX_JSON_MAX_DEPTH + 1);
    deep[2 * SX_JSON_MAX_DEPTH + 2] = '\0';
    cr_expect_eq(parse(deep, false), SX_EXCEPTION);
    vm->has_exception = false;
    deep[0] = ' '; /* exactly SX_JSON_MAX_DEPTH levels */
    deep[2 * SX_JSON_MAX_DEPTH + 1] = '\0';
    cr_expect_neq(parse(deep, false), SX_EXCEPTION);
}

Test(json_bridge, stringify_semantics) {
    /* { a: undefined, f() {}, n: NaN, z: -0, s: 'x\u2028\ud800\x1f', arr: [undefined, () => {}, Infinity] } */
    const uint16_t units[] = {'x', 0x2028, 0xD800, 0x1F};
    sx_object *o = P(P(P(P(O(), "a", SX_UNDEFINED), "f", V(Fn("f", SX_PROTO_METHOD))), "n", N(NAN)), "z", N(-0.0));
    P(o, "s", sx_from_string(sx_string_new_utf16(vm, units, 4)));
    P(o, "arr", V(ARR(SX_UNDEFINED, V(Fn(NULL, SX_PROTO_ARROW)), N(INFINITY), SX_EMPTY)));
    expect_json(V(o), "{\"n\":null,\"z\":0,\"s\":\"x\xe2\x80\xa8\\ud800\\u001f\",\"arr\":[null,null,null,null]}");
    /* toJSON and boxed primitives */
    sx_object *t = P(O(), "toJSON", V(sx_native_new(vm, "toJSON", to_json_string, 0)));
    expect_json(V(ARR(V(t), V(Boxed(SX_CLASS_BOOLEAN, sx_realm(vm)->boolean_proto, SX_TRUE)))), "[\"custom\",true]");
    expect_no_json(SX_UNDEFINED, "undefined");
    expect_no_json(V(Fn("f", 0)), "function");
    sx_object *cyc = O();
    P(cyc, "self", V(ARR(V(cyc))));
    expect_no_json(V(cyc), "cycle");
    sx_object *deep = O();
    for (int i = 0; i < SX_JSON_MAX_DEPTH + 5; i++) deep = P(O(), "d", V(deep));
    expect_no_json(V(deep), "depth");
}
