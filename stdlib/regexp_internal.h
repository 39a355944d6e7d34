/* regexp_internal.h - what stdlib/regexp.c shares with regexp_string.c (the String methods). */
#ifndef SX_REGEXP_INTERNAL_H
#define SX_REGEXP_INTERNAL_H

#include "stdlib/stdlib.h"

/* Flag bits of a RegExp (JS order of the flags string: d g i m s u y). */
enum {
    SX_RX_D = 1,
    SX_RX_G = 2,
    SX_RX_I = 4,
    SX_RX_M = 8,
    SX_RX_S = 16,
    SX_RX_U = 32,
    SX_RX_Y = 64,
};

bool sx_is_regexp(sx_value v);
uint32_t sx_regexp_flags(sx_object *re);
uint32_t sx_regexp_ncaptures(sx_object *re); /* capture groups, not counting the whole match */
bool sx_regexp_has_names(sx_object *re);

/* One match attempt of re on s from `start` (anchored there for sticky regexps). Returns 1 and
 * points *ov at 2 * (ncaptures + 1) offsets (start, end; SIZE_MAX when a group is unset; valid
 * until the next match with re), 0 when there is no match, -1 on exception or abort. */
int sx_regexp_match_at(sx_vm *vm, sx_object *re, sx_string *s, uint32_t start, const size_t **ov);

/* The same without anchoring, even for sticky regexps (split's search). */
int sx_regexp_search_at(sx_vm *vm, sx_object *re, sx_string *s, uint32_t start, const size_t **ov);
/* The number of the group named text[from..to), or -1 (also when re has no named groups). */
int sx_regexp_group_number(sx_object *re, const sx_string *text, uint32_t from, uint32_t to);

/* RegExpBuiltinExec up to the match, without building the array: 1 (and *ov), 0, -1. */
int sx_regexp_exec_raw(sx_vm *vm, sx_object *re, sx_string *s, const size_t **ov);
/* RegExpBuiltinExec: honours and updates lastIndex; the match array or null. */
sx_value sx_regexp_exec(sx_vm *vm, sx_object *re, sx_string *s);
/* The match array for offsets ov of a match of re in s (index, input, groups, indices). */
sx_value sx_regexp_result(sx_vm *vm, sx_object *re, sx_string *s, const size_t *ov);
/* lastIndex as a length (ToLength), and writing it. */
bool sx_regexp_get_last_index(sx_vm *vm, sx_object *re, double *out);
bool sx_regexp_set_last_index(sx_vm *vm, sx_object *re, double v);
/* AdvanceStringIndex: the next index after i (a whole surrogate pair in unicode mode). */
uint32_t sx_regexp_advance(const sx_string *s, uint32_t i, bool unicode);
/* A regexp with the same source and the given flags. */
sx_value sx_regexp_clone(sx_vm *vm, sx_object *re, const char *flags);

/* The String.prototype methods with a regexp (regexp_string.c). `arg` may be any value: a
 * non-regexp is turned into one as JS does (RegExp(arg), or RegExp(arg, "g") for matchAll). */
sx_value sx_regexp_str_match(sx_vm *vm, sx_string *s, sx_value arg);
sx_value sx_regexp_str_match_all(sx_vm *vm, sx_string *s, sx_value arg);
sx_value sx_regexp_str_search(sx_vm *vm, sx_string *s, sx_value arg);
/* replace / replaceAll with a regexp: fn callable, or template the replacement text. */
sx_value sx_regexp_str_replace(sx_vm *vm, sx_string *s, sx_object *re, sx_value fn, sx_string *templ, bool all);
sx_value sx_regexp_str_split(sx_vm *vm, sx_string *s, sx_object *re, uint32_t limit);
/* RegExp.prototype[Symbol.match], [Symbol.matchAll], [Symbol.replace], [Symbol.search],
 * [Symbol.split] (regexp_string.c): the paths above with `this` as the regexp. String.prototype's
 * methods call an argument's own [Symbol.*] method unless it is one of these on a RegExp. */
sx_value sx_regexp_sym_match(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
sx_value sx_regexp_sym_match_all(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
sx_value sx_regexp_sym_replace(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
sx_value sx_regexp_sym_search(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
sx_value sx_regexp_sym_split(sx_vm *vm, sx_value t, int argc, const sx_value *argv);
bool sx_regexp_define_symbol_methods(sx_vm *vm, sx_object *proto);
/* 1: `arg`'s [sym] method (not the built-in one of a RegExp) was called with (o, extra...) and
 * *out is its result; 0: there is none, go on; -1: exception. */
int sx_regexp_symbol_dispatch(sx_vm *vm, sx_value arg, int sym, sx_value o, int nextra, const sx_value *extra,
                              sx_value *out);

#endif
