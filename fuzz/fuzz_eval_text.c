/* fuzz_eval_text.c - libFuzzer target: the bytes as the text of an indirect eval and of a
 * new Function body, handed to a running program (as its `inputs`), with tiny budgets. The
 * guest must get a value or a catchable error; every run must end in a well-formed result
 * (4,000,000 instructions, 8 MiB, 1 s). */
#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The program: compile the text both ways; every error is caught, so anything but success,
 * a budget or a memory limit is a bug. */
static const char *program = "const s: string = inputs.s;\n"
                             "let out = '';\n"
                             "try { out += typeof (0, eval)(s); } catch (e) { out += (e as Error).name; }\n"
                             "try { out += typeof new Function('a', s); } catch (e) { out += (e as Error).name; }\n"
                             "out";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    /* {"s": "<the bytes, each a latin-1 character: \u00XX unless plain ASCII>"} */
    char *json = malloc(size * 6 + 16);
    if (json == NULL) return 0;
    size_t n = 0;
    n += (size_t)sprintf(json + n, "{\"s\":\"");
    for (size_t i = 0; i < size; i++) {
        uint8_t c = data[i];
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') json[n++] = (char)c;
        else n += (size_t)sprintf(json + n, "\\u%04x", c);
    }
    n += (size_t)sprintf(json + n, "\"}");
    secexec_options o;
    fuzz_options(&o);
    o.max_instructions = 4000000; /* compiling is charged 256 units a byte: room for a few KB */
    o.inputs_json = json;
    secexec_result *r = secexec_evaluate(program, &o);
    FUZZ_CHECK(r != NULL);
    FUZZ_CHECK(r->outcome == SECEXEC_SUCCEEDED || r->error.code == SECEXEC_ERR_INSTRUCTION_LIMIT ||
               r->error.code == SECEXEC_ERR_TIMEOUT || r->error.code == SECEXEC_ERR_MEMORY_LIMIT);
    fuzz_check_result(r, &o);
    free(json);
    return 0;
}
