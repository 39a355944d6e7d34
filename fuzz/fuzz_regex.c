/* fuzz_regex.c - libFuzzer target: the bytes are split at NUL bytes into a pattern, flags and a
 * subject; the guest compiles the pattern (new RegExp) and runs exec/test/replace/split/matchAll on
 * the subject, with tiny budgets. Bad patterns are SyntaxErrors; catastrophic backtracking ends
 * within the instruction budget (timed_out), never as a hang or a native stack overflow. */
#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Append bytes as a JSON string (each byte a Latin-1 character, escaped when needed). */
static char *put_string(char *p, const uint8_t *d, size_t n) {
    *p++ = '"';
    for (size_t i = 0; i < n; i++) {
        if (d[i] >= 0x20 && d[i] < 0x7f && d[i] != '"' && d[i] != '\\') *p++ = (char)d[i];
        else p += sprintf(p, "\\u%04x", d[i]);
    }
    *p++ = '"';
    return p;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const uint8_t *parts[3] = {data, data, data};
    size_t lens[3] = {size, 0, 0};
    int k = 0;
    for (size_t i = 0; i < size && k < 2; i++) {
        if (data[i] == 0) {
            lens[k] = (size_t)(data + i - parts[k]);
            parts[++k] = data + i + 1;
            lens[k] = size - i - 1;
        }
    }
    if (lens[1] > 8) lens[1] = 8; /* flags */
    char *json = malloc(size * 6 + 64), *p = json;
    if (json == NULL) return 0;
    p += sprintf(p, "{\"p\":");
    p = put_string(p, parts[0], lens[0]);
    p += sprintf(p, ",\"f\":");
    p = put_string(p, parts[1], lens[1]);
    p += sprintf(p, ",\"s\":");
    p = put_string(p, parts[2], lens[2]);
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
