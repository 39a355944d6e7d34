/* fuzz_json.c - libFuzzer target: the bytes as the host's inputs_json, and (as a guest string) as
 * the argument of JSON.parse, with a reviver and re-serialization. Invalid text must end in
 * invalid_input / SyntaxError, never a crash; deep nesting must not overflow the native stack. */
#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The bytes as a JSON string literal (each byte one Latin-1 character). */
static char *json_string_of(const uint8_t *data, size_t size) {
    char *s = malloc(size * 6 + 3), *p = s;
    if (s == NULL) return NULL;
    *p++ = '"';
    for (size_t i = 0; i < size; i++) {
        uint8_t c = data[i];
        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') *p++ = (char)c;
        else p += sprintf(p, "\\u%04x", c);
    }
    *p++ = '"';
    *p = 0;
    return s;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    secexec_options o;
    fuzz_options(&o);

    /* 1. The bytes as inputs (NUL-terminated copy: inputs_json is a C string). */
    char *text = malloc(size + 1);
    if (text == NULL) return 0;
    memcpy(text, data, size);
    text[size] = 0;
    o.inputs_json = text;
    fuzz_check_result(secexec_evaluate("inputs", &o), &o);
    fuzz_check_result(secexec_evaluate("JSON.stringify(inputs, null, 2)", &o), &o);
    free(text);

    /* 2. The bytes as the text JSON.parse reads in the guest. */
    char *str = json_string_of(data, size);
    if (str == NULL) return 0;
    o.inputs_json = str;
    fuzz_check_result(secexec_evaluate("JSON.parse(inputs)", &o), &o);
    fuzz_check_result(
        secexec_evaluate("JSON.stringify(JSON.parse(inputs, (k, v) => (typeof v === 'number' ? [v] : v)), null, '\\t')",
                         &o),
        &o);
    free(str);
    return 0;
}
