/* fuzz_bigint.c - libFuzzer target: the bytes as the text BigInt() parses, and the arithmetic on what it gives:
 * invalid text must end in a SyntaxError, a valid one must survive every round trip exactly. */
#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The guest: BigInt(inputs), then identities that hold for every integer b (text in base 10, 16
 * and 36, division undoing multiplication, shifts, asUintN against a mask, comparison with its
 * Number, the text of a number past 9600 bits in bases 10, 16 and 7). It returns true, "syntax"
 * for text that is not a BigInt, or false when an identity
 * breaks (a bug). */
static const char *const PROGRAM =
    "(() => {"
    "  let b; try { b = BigInt(inputs); } catch (e) { return e instanceof SyntaxError ? 'syntax' : String(e); }"
    "  const m = b < 0n ? -b : b, d = b === 0n ? 1n : b;"
    "  const hex = b < 0n ? -BigInt('0x' + m.toString(16)) : BigInt('0x' + m.toString(16));"
    "  const b36 = [...m.toString(36)].reduce((a, c) => a * 36n + BigInt(parseInt(c, 36)), 0n);"
    "  return BigInt(b.toString()) === b && hex === b && (b < 0n ? -b36 : b36) === b &&"
    "    ((x) => (x / 7n) * 7n + x % 7n === x && x % 7n === (x < 0n ? -4n : 3n))(b * 7n + 3n) &&"
    "    (b * d) / d === b && (b * d) % d === 0n && ((b << 67n) >> 67n) === b &&"
    "    BigInt.asUintN(64, b) === (b & ((1n << 64n) - 1n)) && BigInt.asIntN(64, BigInt.asUintN(64, b)) === "
    "BigInt.asIntN(64, b) &&"
    "    (!isFinite(Number(b)) || (b == Number(b)) === (BigInt(Number(b)) === b)) && ~~b === b && -(-b) === b && (b ^ "
    "b) === 0n && (b | 0n) === b &&"
    /* past 9600 bits, toString takes the divide-and-conquer path (vm/bigint.c) */
    "    ((x) => BigInt(x.toString()) === x && BigInt('0x' + (x < 0n ? -x : x).toString(16)) === (x < 0n ? -x : x) &&"
    "      [...(x < 0n ? -x : x).toString(7)].reduce((a, c) => a * 7n + BigInt(c), 0n) === (x < 0n ? -x : x))"
    "    ((b << 9700n) + b * 12345678901234567n);"
    "})()";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    secexec_options o;
    fuzz_options(&o);
    o.max_instructions = 2000000;
    /* the bytes as a JSON string (each byte one Latin-1 character) */
    char *text = malloc(size * 6 + 3), *p = text;
    if (text == NULL) return 0;
    *p++ = '"';
    for (size_t i = 0; i < size; i++) {
        uint8_t c = data[i];
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') *p++ = (char)c;
        else p += sprintf(p, "\\u%04x", c);
    }
    *p++ = '"';
    *p = 0;
    o.inputs_json = text;
    secexec_result *r = secexec_evaluate(PROGRAM, &o);
    FUZZ_CHECK(r != NULL);
    if (r->outcome == SECEXEC_SUCCEEDED)
        FUZZ_CHECK(strcmp(r->value_json, "true") == 0 || strcmp(r->value_json, "\"syntax\"") == 0);
    fuzz_check_result(r, &o);
    free(text);
    return 0;
}
