/* fuzz_python.c - libFuzzer target: the bytes as a Python program (python/), compiled and executed
 * with tiny budgets (20,000 instructions, 8 MiB, 1 s). Every run must end in a well-formed result. */
#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    secexec_options o;
    fuzz_options(&o);
    o.language = "python";
    fuzz_check_result(secexec_execute_n((const char *)data, size, &o), &o);
    return 0;
}
