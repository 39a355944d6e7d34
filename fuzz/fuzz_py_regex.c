/* fuzz_py_regex.c - libFuzzer target: Python's re (python/lib_re.c's syntax check and translation
 * for PCRE2, python/lib/re.py): the bytes are split at NUL bytes into a pattern, flags and a
 * subject; the guest compiles the pattern and runs search/findall/sub/split on the subject, with
 * tiny budgets. Bad patterns are re.error; catastrophic backtracking ends within the instruction
 * budget (timed_out), never as a hang or a native stack overflow. */
#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const uint8_t *parts[3];
    size_t lens[3];
    fuzz_split3(data, size, parts, lens);
    unsigned flags = lens[1] > 0 ? parts[1][0] : 0; /* re.I M S X A bits from one byte */
    char *json = malloc(size * 6 + 64), *p = json;
    if (json == NULL) return 0;
    p += sprintf(p, "{\"p\":");
    p = fuzz_put_json_string(p, parts[0], lens[0]);
    p += sprintf(p, ",\"f\":%u,\"s\":", (flags & 0x5e) | (flags & 1 ? 256 : 0));
    p = fuzz_put_json_string(p, parts[2], lens[2]);
    p += sprintf(p, "}");
    *p = 0;

    secexec_options o;
    fuzz_options(&o);
    o.language = "python";
    o.inputs_json = json;
    static const char *const programs[] = {
        "import re\n"
        "try:\n"
        "    r = re.compile(inputs['p'], inputs['f'])\n"
        "    m = r.search(inputs['s'])\n"
        "    print(m, m and m.groups(), m and m.lastindex, r.groupindex, r.findall(inputs['s']))\n"
        "except re.error as e:\n"
        "    print(e)\n",
        "import re\n"
        "try:\n"
        "    print(re.sub(inputs['p'], lambda m: m.group(0) * 2, inputs['s'], flags=inputs['f']))\n"
        "    print(re.split(inputs['p'], inputs['s'], flags=inputs['f']))\n"
        "    print(re.subn(inputs['p'], r'[\\g<0>]', inputs['s'], flags=inputs['f']))\n"
        "    print(re.fullmatch(inputs['p'], inputs['s'], inputs['f']), re.escape(inputs['s']))\n"
        "except (re.error, IndexError) as e:\n"
        "    print(e)\n",
    };
    for (size_t i = 0; i < sizeof programs / sizeof *programs; i++)
        fuzz_check_result(secexec_execute(programs[i], &o), &o);
    free(json);
    return 0;
}
