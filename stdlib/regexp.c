/* regexp.c - regular expressions: not in this slice yet; a literal reports that clearly. */
#include "stdlib/stdlib.h"

sx_value sx_regexp_create(sx_vm *vm, sx_value pattern, sx_value flags) {
    (void)pattern, (void)flags;
    return sx_throw_syntax(vm, "Regular expressions are not supported by secexec yet");
}
