/* eval.h - run-time compilation of guest text (indirect eval, the Function constructor). */
#ifndef SX_API_EVAL_H
#define SX_API_EVAL_H

#include "vm/vm.h"

/* Give vm the compiler for eval(text) and new Function(...) (vm->compile_text, api/eval.c). */
void sx_eval_install(sx_vm *vm);

#endif
