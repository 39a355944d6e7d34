/* fuzz_regex.c - libFuzzer target: the bytes are split at NUL bytes into a pattern, flags and a
 * subject; the guest compiles the pattern (new RegExp) and runs exec/test/replace/split/matchAll on
 * the subject, with tiny budgets. Bad patterns are SyntaxErrors; catastrophic backtracking ends
 * within the instruction budget (timed_out), never as a hang or a native stack overflow. */
#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const uint8_t *parts[3];
    size_t lens[3];
    fuzz_split3(data, size, parts, lens);
    if (lens[1] > 8) lens[1] = 8; /* flags */
    char *json = malloc(size * 6 + 64), *p = json;
    if (json == NULL) return 0;
    p += sprintf(p, "{\"p\":");
    p = fuzz_put_json_string(p, parts[0], lens[0]);
    p += sprintf(p, ",\"f\":");
    p = fuzz_put_json_string(p, parts[1], lens[1]);
    p += sprintf(p, ",\"s\":");
    p = fuzz_put_json_string(p, parts[2], lens[2]);
    p += sprintf(p, "}");
    *p = 0;

    secexec_options o;
    fuzz_options(&o);
    o.inputs_json = json;
    static const char *const programs[] = {
        "const re = new RegExp(inputs.p, inputs.f); const m = re.exec(inputs.s); "
        "[m, re.lastIndex, re.source, re.flags, String(re)]",
        "const re = new RegExp(inputs.p, inputs.f.replace(/[gy]/g, '') + 'g'); "
        "[inputs.s.replace(re, '[$&|$1|$<n>]'), inputs.s.split(new RegExp(inputs.p)), "
        "[...inputs.s.matchAll(re)].length, inputs.s.search(re)]",
    };
    for (size_t i = 0; i < sizeof programs / sizeof *programs; i++)
        fuzz_check_result(secexec_evaluate(programs[i], &o), &o);
    free(json);
    return 0;
}
