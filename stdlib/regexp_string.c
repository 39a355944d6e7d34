/* regexp_string.c - String.prototype match, matchAll, search, replace, replaceAll and split with regexps. */
#include "runtime/iter.h"
#include "stdlib/regexp_internal.h"

/* arg itself when it is a regexp, else a new RegExp(arg, flags) rooted as a temporary. */
static sx_object *as_regexp(sx_vm *vm, sx_value arg, const char *flags) {
    if (sx_is_regexp(arg)) return sx_as_object(arg);
    sx_value f = SX_UNDEFINED;
    if (flags != NULL) {
        sx_string *fs = sx_string_from_cstr(vm, flags);
        if (fs == NULL) return NULL;
        f = sx_from_string(fs);
    }
    sx_temp_push(vm, f);
    sx_value re = sx_regexp_create(vm, arg, f);
    if (re == SX_EXCEPTION) return NULL;
    sx_temp_push(vm, re);
    return sx_as_object(re);
}

/* After an empty match the next search starts one character (code point with /u) later. */
static bool step_past_empty(sx_vm *vm, sx_object *re, sx_string *s) {
    double last;
    if (!sx_regexp_get_last_index(vm, re, &last)) return false;
    double next = last >= s->len ? last + 1 : sx_regexp_advance(s, (uint32_t)last, sx_regexp_flags(re) & SX_RX_U);
    return sx_regexp_set_last_index(vm, re, next);
}

/* -- match, matchAll, search -- */

/* Every match of a global regexp as strings, or null when there is none. */
static sx_value match_global(sx_vm *vm, sx_object *re, sx_string *s) {
    if (!sx_regexp_set_last_index(vm, re, 0)) return SX_EXCEPTION;
    sx_object *out = sx_array_new(vm, 0);
    if (out == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(out));
    for (;;) {
        const size_t *ov;
        int r = sx_regexp_exec_raw(vm, re, s, &ov);
        if (r < 0) return SX_EXCEPTION;
        if (r == 0) return out->u.array.len ? sx_from_object(out) : SX_NULL;
        sx_string *m = sx_string_substring(vm, s, (uint32_t)ov[0], (uint32_t)ov[1]);
        if (m == NULL || !sx_array_push(vm, out, sx_from_string(m))) return SX_EXCEPTION;
        if (m->len == 0 && !step_past_empty(vm, re, s)) return SX_EXCEPTION;
    }
}

sx_value sx_regexp_str_match(sx_vm *vm, sx_string *s, sx_value arg) {
    sx_object *re = as_regexp(vm, arg, NULL);
    if (re == NULL) return SX_EXCEPTION;
    if (sx_regexp_flags(re) & SX_RX_G) return match_global(vm, re, s);
    return sx_regexp_exec(vm, re, s);
}

sx_value sx_regexp_str_match_all(sx_vm *vm, sx_string *s, sx_value arg) {
    if (sx_is_regexp(arg) && !(sx_regexp_flags(sx_as_object(arg)) & SX_RX_G))
        return sx_throw_type(vm, "String.prototype.matchAll called with a non-global RegExp argument");
    sx_object *re = as_regexp(vm, arg, "g");
    if (re == NULL) return SX_EXCEPTION;
    /* The iterator works on a copy, starting at the original's lastIndex. */
    char flags[8];
    uint32_t bits = sx_regexp_flags(re), n = 0;
    for (int i = 0; "dgimsuy"[i]; i++)
        if (bits & (1u << i)) flags[n++] = "dgimsuy"[i];
    flags[n] = '\0';
    double last;
    if (!sx_regexp_get_last_index(vm, re, &last)) return SX_EXCEPTION;
    sx_value copy = sx_regexp_clone(vm, re, flags);
    if (copy == SX_EXCEPTION) return copy;
    sx_temp_push(vm, copy);
    if (!sx_regexp_set_last_index(vm, sx_as_object(copy), last)) return SX_EXCEPTION;
    sx_object *it = sx_iter_new(vm, copy, SX_ITER_REGEXP_MATCHES);
    if (it == NULL) return SX_EXCEPTION;
    it->u.cursor.extra = sx_from_string(s);
    return sx_from_object(it);
}

sx_value sx_regexp_str_search(sx_vm *vm, sx_string *s, sx_value arg) {
    sx_object *re = as_regexp(vm, arg, NULL);
    if (re == NULL) return SX_EXCEPTION;
    sx_prop *p = sx_object_find(vm, re, sx_atoms(vm)->lastIndex);
    sx_value previous = p ? p->value : sx_number(0);
    sx_temp_push(vm, previous);
    if (!sx_regexp_set_last_index(vm, re, 0)) return SX_EXCEPTION;
    const size_t *ov;
    int r = sx_regexp_exec_raw(vm, re, s, &ov);
    if (r < 0) return SX_EXCEPTION;
    double at = r ? (double)ov[0] : -1;
    if (!sx_set(vm, sx_from_object(re), sx_atoms(vm)->lastIndex, previous)) return SX_EXCEPTION;
    return sx_number(at);
}

/* -- replace -- */

static void append_range(sx_strbuf *b, const sx_string *s, uint32_t from, uint32_t to) {
    for (uint32_t i = from; i < to && !b->failed; i++) sx_strbuf_unit(b, sx_string_at(s, i));
}

static void append_capture(sx_strbuf *b, const sx_string *s, const size_t *ov, uint32_t g) {
    if (ov[2 * g] != (size_t)-1) append_range(b, s, (uint32_t)ov[2 * g], (uint32_t)ov[2 * g + 1]);
}

/* $1..$99 at rep[i] (just after the '$'): the group number and digits used, or 0. */
static uint32_t capture_ref(const sx_string *rep, uint32_t i, uint32_t m, uint32_t *used) {
    uint16_t d1 = i < rep->len ? sx_string_at(rep, i) : 0, d2 = i + 1 < rep->len ? sx_string_at(rep, i + 1) : 0;
    if (d1 < '0' || d1 > '9') return 0;
    if (d2 >= '0' && d2 <= '9') {
        uint32_t nn = (d1 - '0') * 10u + (d2 - '0');
        if (nn >= 1 && nn <= m) return *used = 2, nn;
    }
    uint32_t n = d1 - '0';
    return n >= 1 && n <= m ? (*used = 1, n) : 0;
}

/* GetSubstitution for a regexp match given by its offsets ov (m capture groups). */
static void substitute(sx_strbuf *b, sx_object *re, const sx_string *s, const size_t *ov, const sx_string *rep) {
    uint32_t m = sx_regexp_ncaptures(re), pos = (uint32_t)ov[0], end = (uint32_t)ov[1];
    for (uint32_t i = 0; i < rep->len && !b->failed; i++) { /* a failed builder: stop at once */
        uint16_t c = sx_string_at(rep, i), n = i + 1 < rep->len ? sx_string_at(rep, i + 1) : 0;
        uint32_t used = 0, g;
        if (c != '$' || i + 1 >= rep->len) {
            sx_strbuf_unit(b, c);
            continue;
        }
        if (n == '$') sx_strbuf_unit(b, '$'), i++;
        else if (n == '&') append_range(b, s, pos, end), i++;
        else if (n == '`') append_range(b, s, 0, pos), i++;
        else if (n == '\'') append_range(b, s, end, s->len), i++;
        else if ((g = capture_ref(rep, i + 1, m, &used)) > 0) append_capture(b, s, ov, g), i += used;
        else if (n == '<' && sx_regexp_has_names(re)) {
            uint32_t close = i + 2;
            while (close < rep->len && sx_string_at(rep, close) != '>') close++;
            if (close >= rep->len) {
                sx_strbuf_unit(b, '$');
                continue;
            } /* no '>': "$<" stays */
            int gn = sx_regexp_group_number(re, rep, i + 2, close);
            if (gn > 0) append_capture(b, s, ov, (uint32_t)gn);
            i = close;
        } else sx_strbuf_unit(b, '$');
    }
}

/* Replacing with a template: nothing runs guest code, so each match is substituted at once. */
static sx_value replace_template(sx_vm *vm, sx_string *s, sx_object *re, sx_string *rep, bool global) {
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    uint32_t done = 0;
    int r = 0;
    for (;;) {
        const size_t *ov;
        if (b.failed) break; /* out of memory or time: no more matching */
        if ((r = sx_regexp_exec_raw(vm, re, s, &ov)) <= 0) break;
        uint32_t pos = (uint32_t)ov[0], end = (uint32_t)ov[1];
        if (pos >= done) {
            append_range(&b, s, done, pos);
            substitute(&b, re, s, ov, rep);
            done = end;
        }
        if (!global) break;
        if (end == pos && !step_past_empty(vm, re, s)) {
            r = -1;
            break;
        }
    }
    if (r < 0) {
        sx_strbuf_discard(&b);
        return SX_EXCEPTION;
    }
    append_range(&b, s, done, s->len);
    sx_string *out = sx_strbuf_finish(&b);
    return out ? sx_from_string(out) : sx_throw_oom(vm);
}

/* All match arrays first (as the spec does), then the replacer is called for each. */
static sx_value collect_matches(sx_vm *vm, sx_object *re, sx_string *s, bool global) {
    sx_object *list = sx_array_new(vm, 0);
    if (list == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(list));
    for (;;) {
        sx_value m = sx_regexp_exec(vm, re, s);
        if (m == SX_EXCEPTION) return m;
        if (m == SX_NULL) break;
        if (!sx_array_push(vm, list, m)) return SX_EXCEPTION;
        if (!global) break;
        sx_value first = sx_array_get(sx_as_object(m), 0);
        if (sx_as_string(first)->len == 0 && !step_past_empty(vm, re, s)) return SX_EXCEPTION;
    }
    return sx_from_object(list);
}

/* fn(matched, p1, ..., pm, position, string[, groups]) as a string, rooted. */
static sx_string *call_replacer(sx_vm *vm, sx_value fn, sx_object *match, sx_string *s) {
    uint32_t ncap = match->u.array.len, argc = ncap + 2;
    sx_prop *gp = sx_object_find(vm, match, sx_atoms(vm)->groups);
    sx_prop *ip = sx_object_find(vm, match, sx_atoms(vm)->index);
    sx_value groups = gp ? gp->value : SX_UNDEFINED;
    if (groups != SX_UNDEFINED) argc++;
    sx_value *args = sx_mem_alloc(vm, (size_t)argc * sizeof *args);
    if (args == NULL) {
        sx_throw_oom(vm);
        return NULL;
    }
    memcpy(args, match->u.array.items, ncap * sizeof *args);
    args[ncap] = ip ? ip->value : sx_number(0);
    args[ncap + 1] = sx_from_string(s);
    if (groups != SX_UNDEFINED) args[ncap + 2] = groups;
    sx_value r = sx_call(vm, fn, SX_UNDEFINED, (int)argc, args);
    sx_mem_free(vm, args, (size_t)argc * sizeof *args);
    if (r == SX_EXCEPTION) return NULL;
    sx_temp_push(vm, r);
    sx_string *text = sx_to_string(vm, r);
    if (text != NULL) sx_temp_push(vm, sx_from_string(text));
    return text;
}

static sx_value replace_function(sx_vm *vm, sx_string *s, sx_object *re, sx_value fn, bool global) {
    sx_value listv = collect_matches(vm, re, s, global);
    if (listv == SX_EXCEPTION) return listv;
    sx_object *list = sx_as_object(listv); /* rooted by collect_matches */
    sx_strbuf b;
    sx_strbuf_init(&b, vm);
    uint32_t done = 0;
    for (uint32_t i = 0; i < list->u.array.len && !b.failed; i++) {
        sx_object *m = sx_as_object(list->u.array.items[i]);
        sx_string *matched = sx_as_string(m->u.array.items[0]);
        uint32_t pos = (uint32_t)sx_to_double(sx_object_find(vm, m, sx_atoms(vm)->index)->value);
        uint32_t temps = vm->ntemps;
        sx_string *text = call_replacer(vm, fn, m, s);
        if (text == NULL) {
            sx_strbuf_discard(&b);
            return SX_EXCEPTION;
        }
        if (pos >= done) {
            append_range(&b, s, done, pos);
            sx_strbuf_string(&b, text);
            done = pos + matched->len;
        }
        sx_temp_pop(vm, vm->ntemps - temps);
    }
    append_range(&b, s, done, s->len);
    sx_string *out = sx_strbuf_finish(&b);
    return out ? sx_from_string(out) : sx_throw_oom(vm);
}

sx_value sx_regexp_str_replace(sx_vm *vm, sx_string *s, sx_object *re, sx_value fn, sx_string *templ, bool all) {
    bool global = sx_regexp_flags(re) & SX_RX_G;
    if (all && !global)
        return sx_throw_type(vm, "String.prototype.replaceAll called with a non-global RegExp argument");
    if (global && !sx_regexp_set_last_index(vm, re, 0)) return SX_EXCEPTION;
    return templ ? replace_template(vm, s, re, templ, global) : replace_function(vm, s, re, fn, global);
}

/* -- split -- */

/* Push s[from..to) onto out; true when out is now full (limit reached). */
static bool push_piece(sx_vm *vm, sx_object *out, sx_string *s, uint32_t from, uint32_t to, bool *ok) {
    sx_string *piece = sx_string_substring(vm, s, from, to);
    *ok = piece != NULL && sx_array_push(vm, out, sx_from_string(piece));
    return *ok;
}

/* The captures of a separator match, each pushed (undefined when unset). False on OOM. */
static bool push_captures(sx_vm *vm, sx_object *out, sx_string *s, sx_object *re, const size_t *ov, uint32_t limit) {
    uint32_t m = sx_regexp_ncaptures(re);
    for (uint32_t g = 1; g <= m && out->u.array.len < limit; g++) {
        sx_value v = SX_UNDEFINED;
        if (ov[2 * g] != (size_t)-1) {
            sx_string *c = sx_string_substring(vm, s, (uint32_t)ov[2 * g], (uint32_t)ov[2 * g + 1]);
            if (c == NULL) return false;
            v = sx_from_string(c);
        }
        if (!sx_array_push(vm, out, v)) return false;
    }
    return true;
}

sx_value sx_regexp_str_split(sx_vm *vm, sx_string *s, sx_object *re, uint32_t limit) {
    sx_object *out = sx_array_new(vm, 0);
    if (out == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(out));
    if (limit == 0) return sx_from_object(out);
    bool unicode = sx_regexp_flags(re) & SX_RX_U, ok = true;
    const size_t *ov;
    if (s->len == 0) {
        int r = sx_regexp_search_at(vm, re, s, 0, &ov);
        if (r < 0) return SX_EXCEPTION;
        if (r == 0 && !push_piece(vm, out, s, 0, 0, &ok)) return SX_EXCEPTION;
        return sx_from_object(out);
    }
    uint32_t p = 0, q = 0;
    while (q < s->len) {
        int r = sx_regexp_search_at(vm, re, s, q, &ov);
        if (r < 0) return SX_EXCEPTION;
        if (r == 0 || ov[0] >= s->len) break;
        uint32_t start = (uint32_t)ov[0], e = ov[1] < s->len ? (uint32_t)ov[1] : s->len;
        if (e == p) { /* an empty match where the last piece ended: look one further */
            q = sx_regexp_advance(s, start, unicode);
            continue;
        }
        if (!push_piece(vm, out, s, p, start, &ok)) return SX_EXCEPTION;
        if (out->u.array.len == limit) return sx_from_object(out);
        if (!push_captures(vm, out, s, re, ov, limit)) return sx_throw_oom(vm);
        if (out->u.array.len == limit) return sx_from_object(out);
        p = q = e;
    }
    if (!push_piece(vm, out, s, p, s->len, &ok)) return SX_EXCEPTION;
    return sx_from_object(out);
}

/* -- RegExp.prototype[Symbol.match] & co. -- */

static sx_object *sym_this(sx_vm *vm, sx_value t, const char *name) {
    if (sx_is_regexp(t)) return sx_as_object(t);
    char what[96];
    sx_value_label(vm, name[2] == 'r' ? SX_UNDEFINED : t, what, sizeof what); /* (V8 names undefined for @@replace) */
    sx_throw_type(vm, "Method RegExp.prototype.%s called on incompatible receiver %s", name, what);
    return NULL;
}

static sx_string *sym_subject(sx_vm *vm, int argc, const sx_value *argv) {
    return sx_to_string(vm, argc > 0 ? argv[0] : SX_UNDEFINED);
}

sx_value sx_regexp_sym_match(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *re = sym_this(vm, t, "@@match");
    sx_string *s = re ? sym_subject(vm, argc, argv) : NULL;
    return s ? sx_regexp_str_match(vm, s, t) : SX_EXCEPTION;
}

sx_value sx_regexp_sym_match_all(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *re = sym_this(vm, t, "@@matchAll");
    sx_string *s = re ? sym_subject(vm, argc, argv) : NULL;
    if (s == NULL) return SX_EXCEPTION;
    if (!(sx_regexp_flags(re) & SX_RX_G)) { /* (only String.prototype.matchAll insists on /g) */
        sx_value copy = sx_regexp_clone(vm, re, NULL);
        if (copy == SX_EXCEPTION) return copy;
        sx_temp_push(vm, copy);
        sx_object *it = sx_iter_new(vm, copy, SX_ITER_REGEXP_MATCHES);
        if (it == NULL) return SX_EXCEPTION;
        it->u.cursor.extra = sx_from_string(s);
        return sx_from_object(it);
    }
    return sx_regexp_str_match_all(vm, s, t);
}

sx_value sx_regexp_sym_search(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *re = sym_this(vm, t, "@@search");
    sx_string *s = re ? sym_subject(vm, argc, argv) : NULL;
    return s ? sx_regexp_str_search(vm, s, t) : SX_EXCEPTION;
}

sx_value sx_regexp_sym_replace(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *re = sym_this(vm, t, "@@replace");
    sx_string *s = re ? sym_subject(vm, argc, argv) : NULL, *rep = NULL;
    sx_value rv = argc > 1 ? argv[1] : SX_UNDEFINED;
    if (s == NULL || (!sx_is_callable(rv) && (rep = sx_to_string(vm, rv)) == NULL)) return SX_EXCEPTION;
    return sx_regexp_str_replace(vm, s, re, rv, rep, false);
}

sx_value sx_regexp_sym_split(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    sx_object *re = sym_this(vm, t, "@@split");
    sx_string *s = re ? sym_subject(vm, argc, argv) : NULL;
    uint32_t lim = 0xFFFFFFFFu;
    if (s == NULL || (argc > 1 && argv[1] != SX_UNDEFINED && !sx_to_uint32(vm, argv[1], &lim))) return SX_EXCEPTION;
    return sx_regexp_str_split(vm, s, re, lim);
}

static const struct {
    int sym;
    const char *name;
    sx_native_fn fn;
    int length;
} sym_methods[] = {
    {SX_SYM_MATCH, "[Symbol.match]", sx_regexp_sym_match, 1},
    {SX_SYM_MATCH_ALL, "[Symbol.matchAll]", sx_regexp_sym_match_all, 1},
    {SX_SYM_REPLACE, "[Symbol.replace]", sx_regexp_sym_replace, 2},
    {SX_SYM_SEARCH, "[Symbol.search]", sx_regexp_sym_search, 1},
    {SX_SYM_SPLIT, "[Symbol.split]", sx_regexp_sym_split, 2},
};

bool sx_regexp_define_symbol_methods(sx_vm *vm, sx_object *proto) {
    for (size_t i = 0; i < sizeof sym_methods / sizeof sym_methods[0]; i++) {
        sx_object *f = sx_native_new(vm, sym_methods[i].name, sym_methods[i].fn, sym_methods[i].length);
        if (f == NULL || !sx_object_define(vm, proto, sx_wk_key(vm, (sx_wk_symbol)sym_methods[i].sym),
                                           sx_from_object(f), SX_PROP_HIDDEN))
            return false;
    }
    return true;
}

int sx_regexp_symbol_dispatch(sx_vm *vm, sx_value arg, int sym, sx_value o, int nextra, const sx_value *extra,
                              sx_value *out) {
    if (!sx_is_object(arg)) return 0;
    sx_value m = sx_get(vm, arg, sx_wk_key(vm, (sx_wk_symbol)sym));
    if (m == SX_EXCEPTION) return -1;
    if (sx_is_nullish(m)) return 0;
    if (sx_is_regexp(arg) && sx_is_object(m) && sx_as_object(m)->cls == SX_CLASS_NATIVE) {
        for (size_t i = 0; i < sizeof sym_methods / sizeof sym_methods[0]; i++)
            if (sym_methods[i].sym == sym && sx_as_object(m)->u.native.fn == sym_methods[i].fn) return 0;
    }
    if (!sx_is_callable(m)) {
        char what[96], key[64];
        sx_value_label(vm, m, what, sizeof what);
        sx_string_to_utf8(sx_wk_key(vm, (sx_wk_symbol)sym), key, sizeof key);
        if (sx_is_string(m)) sx_throw_type(vm, "string \"%s\" is not a function", what);
        else
            sx_throw_type(vm, "'%s' returned for property 'Symbol(%s)' of object '#<Object>' is not a function", what,
                          key);
        return -1;
    }
    sx_value args[3] = {o, nextra > 0 ? extra[0] : SX_UNDEFINED, SX_UNDEFINED};
    sx_temp_push(vm, m);
    *out = sx_call(vm, m, arg, 1 + nextra, args);
    sx_temp_pop(vm, 1);
    return *out == SX_EXCEPTION ? -1 : 1;
}
