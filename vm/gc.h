/* gc.h - internal interface between the collector and the modules that own heap objects. */
#ifndef SX_GC_H
#define SX_GC_H

#include <string.h>

#include "vm/vm.h"

void sx_gc_mark_value(sx_vm *vm, sx_value v);
void sx_gc_mark_header(sx_vm *vm, sx_gcheader *h);
void sx_gc_free_object(sx_vm *vm, sx_gcheader *h);
void sx_gc_free_all(sx_vm *vm);

/* Implemented by the owners of each object kind. */
void sx_object_mark_children(sx_vm *vm, sx_object *o); /* vm/object.c */
void sx_object_free_parts(sx_vm *vm, sx_object *o);    /* vm/object.c */
bool sx_object_index_tighten(sx_vm *vm, sx_object *o); /* vm/object.c: smallest index (image) */
size_t sx_object_index_bytes(const sx_object *o);      /* vm/object.c: size of o->index */
void sx_intern_sweep(sx_vm *vm);                       /* vm/string.c */
void sx_intern_free(sx_vm *vm);                        /* vm/string.c */
/* The classes a language adds mark and free their own parts: sx_lang.classes (vm/lang.h). */

#endif
