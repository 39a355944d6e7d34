/* modules.c - the guest's built-in modules (node:fs, node:fs/promises, node:path) and import()/import. */
#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "api/codecache.h"

#include "api/modules.h"
#include "api/run.h"
#include "vm/verify.h"
#include "compiler/compiler.h"
#include "frontend/ast.h"
#include "api/vfs.h"
#include "runtime/promise.h"
#include "runtime/runtime.h"
#include "stdlib/stdlib.h"

/*
 * `import x from "node:fs"` compiles to `const x = %require("node:fs").default` and `import("m")`
 * to `%import("m")` (frontend/convert.c): two globals whose names no guest identifier can spell.
 * %require returns the module's namespace object (its named exports plus `default`), made once
 * per VM and kept in a hidden global; %import returns a promise of it. node:fs works on the
 * machine's filesystem (vm->vfs, api/vfs.c); a one-shot run has none, so its node:fs throws.
 */

/* ---------------------------------------------------------------------------------------------
 * Arguments and errors in node's shapes
 * ------------------------------------------------------------------------------------------- */

static const int fs_errno[] = {0, -2, -17, -20, -21, -39, -13, -28, -22, -16, -36, -12, -18, -27};

static bool define_str(sx_vm *vm, sx_object *o, const char *key, const char *text) {
    sx_string *s = sx_string_from_utf8(vm, text, strlen(text));
    return s != NULL && sx_define_value(vm, o, key, sx_from_string(s), SX_PROP_DEFAULT);
}

/* Throw node's error for e: "ENOENT: no such file or directory, open '/x'" with errno, code,
 * syscall and path (and dest for rename). path NULL: no path (EISDIR of a read). */
static sx_value throw_fs(sx_vm *vm, secexec_fs_error e, const char *syscall, const char *path, const char *dest) {
    if (e == SECEXEC_FS_ENOMEM) return sx_throw_oom(vm);
    size_t n = 64 + strlen(syscall) + (path ? strlen(path) : 0) + (dest ? strlen(dest) : 0) + 40;
    char *msg = malloc(n);
    if (msg == NULL) return sx_throw_oom(vm);
    int k = snprintf(msg, n, "%s: %s, %s", secexec_fs_error_code(e), secexec_fs_error_message(e), syscall);
    if (path) k += snprintf(msg + k, n - (size_t)k, " '%s'", path);
    if (dest) snprintf(msg + k, n - (size_t)k, " -> '%s'", dest);
    sx_string *m = sx_string_from_utf8(vm, msg, strlen(msg));
    free(msg);
    sx_object *err = m ? sx_error_new(vm, sx_realm(vm)->error_proto, m) : NULL;
    if (err == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(err));
    bool ok = sx_define_value(vm, err, "errno", sx_number(fs_errno[e]), SX_PROP_DEFAULT) &&
              define_str(vm, err, "code", secexec_fs_error_code(e)) && define_str(vm, err, "syscall", syscall) &&
              (path == NULL || define_str(vm, err, "path", path)) &&
              (dest == NULL || define_str(vm, err, "dest", dest));
    sx_temp_pop(vm, 1);
    return ok ? sx_throw(vm, sx_from_object(err)) : SX_EXCEPTION;
}

/* node's ERR_INVALID_ARG_TYPE for a path or data argument that is not a string. */
static sx_value throw_arg_type(sx_vm *vm, const char *name, const char *expected, sx_value v) {
    return sx_throw_invalid_arg_type(vm, name, expected, v);
}

/* A string argument as malloc'ed UTF-8 (NULL: exception set). */
static char *arg_text(sx_vm *vm, sx_value v, const char *name, const char *expected, size_t *len) {
    if (!sx_is_string(v)) {
        throw_arg_type(vm, name, expected, v);
        return NULL;
    }
    sx_string *s = sx_as_string(v);
    size_t n = sx_string_to_utf8(s, NULL, 0);
    char *buf = malloc(n + 1);
    if (buf == NULL) {
        sx_throw_oom(vm);
        return NULL;
    }
    sx_string_to_utf8(s, buf, n + 1);
    if (len) *len = n;
    return buf;
}

static char *arg_path(sx_vm *vm, sx_value v, const char *name) {
    size_t len;
    char *p = arg_text(vm, v, name, "of type string or an instance of Buffer or URL", &len);
    if (p != NULL && strlen(p) != len) { /* an embedded NUL */
        free(p);
        sx_throw_type(vm,
                      "The argument '%s' must be a string, Uint8Array, or URL without null bytes. Received a string "
                      "with null bytes",
                      name);
        return NULL;
    }
    return p;
}

/* options.key as a boolean (options an object; anything else: false). */
static bool opt_flag(sx_vm *vm, sx_value opts, const char *key) {
    if (!sx_is_object(opts)) return false;
    sx_string *k = sx_atom(vm, key);
    return k != NULL && sx_to_boolean(sx_object_find_data(vm, sx_as_object(opts), k));
}

static sx_vfs *need_fs(sx_vm *vm) {
    if (vm->vfs == NULL)
        sx_throw_error(vm, sx_realm(vm)->error_proto,
                       "node:fs needs a VM with a filesystem (secexec_machine, or vm.create over the protocol): a "
                       "one-shot run has none");
    return vm->vfs;
}

/* ---------------------------------------------------------------------------------------------
 * node:fs (synchronous)
 * ------------------------------------------------------------------------------------------- */

static sx_value fs_read_file(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv) {
    (void)this_val;
    sx_vfs *fs = need_fs(vm);
    char *path = fs ? arg_path(vm, sx_arg(argc, argv, 0), "path") : NULL;
    if (path == NULL) return SX_EXCEPTION;
    char *data;
    size_t len;
    secexec_fs_error e = sx_vfs_read(fs, path, &data, &len);
    if (e != SECEXEC_FS_OK) {
        sx_value r = e == SECEXEC_FS_EISDIR ? throw_fs(vm, e, "read", NULL, NULL) : throw_fs(vm, e, "open", path, NULL);
        free(path);
        return r;
    }
    free(path);
    /* Without an encoding node returns a Buffer; secexec has none and returns the text. */
    sx_string *s = len > UINT32_MAX / 2 ? NULL : sx_string_from_utf8(vm, data, len);
    free(data);
    return s ? sx_from_string(s) : sx_throw_oom(vm);
}

static sx_value write_common(sx_vm *vm, int argc, const sx_value *argv, bool append) {
    sx_vfs *fs = need_fs(vm);
    char *path = fs ? arg_path(vm, sx_arg(argc, argv, 0), "file") : NULL;
    if (path == NULL) return SX_EXCEPTION;
    size_t len;
    char *data = arg_text(vm, sx_arg(argc, argv, 1), "data",
                          "of type string or an instance of Buffer, TypedArray, or DataView", &len);
    if (data == NULL) {
        free(path);
        return SX_EXCEPTION;
    }
    secexec_fs_error e = sx_vfs_write(fs, path, data, len, append);
    free(data);
    sx_value r = SX_UNDEFINED;
    if (e == SECEXEC_FS_ENOSPC) r = throw_fs(vm, e, "write", NULL, NULL);
    else if (e == SECEXEC_FS_EISDIR) r = throw_fs(vm, e, "open", path, NULL);
    else if (e != SECEXEC_FS_OK) r = throw_fs(vm, e, "open", path, NULL);
    free(path);
    return r;
}

static sx_value fs_write_file(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return write_common(vm, argc, argv, false);
}
static sx_value fs_append_file(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    return write_common(vm, argc, argv, true);
}

static sx_value fs_exists(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value v = sx_arg(argc, argv, 0);
    if (vm->vfs == NULL || !sx_is_string(v)) return SX_FALSE;
    char *path = arg_path(vm, v, "path");
    if (path == NULL) { /* a NUL byte: node answers false */
        if (vm->abort != SX_ABORT_NONE) return SX_EXCEPTION;
        vm->has_exception = false;
        return SX_FALSE;
    }
    secexec_fs_stat st;
    bool ok = sx_vfs_stat(vm->vfs, path, &st) == SECEXEC_FS_OK;
    free(path);
    return sx_bool(ok);
}

static sx_value fs_readdir(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_vfs *fs = need_fs(vm);
    char *path = fs ? arg_path(vm, sx_arg(argc, argv, 0), "path") : NULL;
    if (path == NULL) return SX_EXCEPTION;
    secexec_fs_dirent *list;
    size_t n;
    secexec_fs_error e = sx_vfs_readdir(fs, path, &list, &n);
    if (e != SECEXEC_FS_OK) {
        sx_value r = throw_fs(vm, e, "scandir", path, NULL);
        free(path);
        return r;
    }
    free(path);
    sx_object *arr = sx_array_new(vm, (uint32_t)n);
    if (arr) sx_temp_push(vm, sx_from_object(arr));
    for (size_t i = 0; arr != NULL && i < n; i++) {
        sx_string *s = sx_string_from_utf8(vm, list[i].name, strlen(list[i].name));
        if (s == NULL || !sx_array_push(vm, arr, sx_from_string(s))) {
            sx_temp_pop(vm, 1);
            arr = NULL;
        }
    }
    if (arr) sx_temp_pop(vm, 1);
    secexec_fs_dirents_free(list, n);
    return arr ? sx_from_object(arr) : sx_throw_oom(vm);
}

static sx_value fs_mkdir(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_vfs *fs = need_fs(vm);
    char *path = fs ? arg_path(vm, sx_arg(argc, argv, 0), "path") : NULL;
    if (path == NULL) return SX_EXCEPTION;
    bool recursive = opt_flag(vm, sx_arg(argc, argv, 1), "recursive");
    secexec_fs_error e = sx_vfs_mkdir(fs, path, recursive);
    sx_value r = e == SECEXEC_FS_OK ? SX_UNDEFINED : throw_fs(vm, e, "mkdir", path, NULL);
    free(path);
    return r;
}

static sx_value fs_rm(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_vfs *fs = need_fs(vm);
    char *path = fs ? arg_path(vm, sx_arg(argc, argv, 0), "path") : NULL;
    if (path == NULL) return SX_EXCEPTION;
    sx_value opts = sx_arg(argc, argv, 1);
    bool recursive = opt_flag(vm, opts, "recursive"), force = opt_flag(vm, opts, "force");
    secexec_fs_stat st;
    secexec_fs_error e = sx_vfs_stat(fs, path, &st);
    const char *syscall = "lstat";
    if (e == SECEXEC_FS_OK && st.is_directory && !recursive) e = SECEXEC_FS_EISDIR, syscall = "rm";
    else if (e == SECEXEC_FS_OK) e = sx_vfs_remove(fs, path, recursive), syscall = "rm";
    if (e == SECEXEC_FS_ENOENT && force) e = SECEXEC_FS_OK;
    sx_value r = e == SECEXEC_FS_OK ? SX_UNDEFINED : throw_fs(vm, e, syscall, path, NULL);
    free(path);
    return r;
}

static sx_value fs_unlink(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_vfs *fs = need_fs(vm);
    char *path = fs ? arg_path(vm, sx_arg(argc, argv, 0), "path") : NULL;
    if (path == NULL) return SX_EXCEPTION;
    secexec_fs_stat st;
    secexec_fs_error e = sx_vfs_stat(fs, path, &st);
    if (e == SECEXEC_FS_OK) e = st.is_directory ? SECEXEC_FS_EISDIR : sx_vfs_remove(fs, path, false);
    sx_value r = e == SECEXEC_FS_OK ? SX_UNDEFINED : throw_fs(vm, e, "unlink", path, NULL);
    free(path);
    return r;
}

/* Stats#isFile / isDirectory: the answer is kept in the function's data. */
static sx_value stat_answer(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    return vm->frames[vm->nframes - 1].callee->u.native.data;
}

static bool define_answer(sx_vm *vm, sx_object *o, const char *name, bool answer) {
    sx_object *f = sx_native_new(vm, name, stat_answer, 0);
    if (f == NULL) return false;
    f->u.native.data = sx_bool(answer);
    return sx_define_value(vm, o, name, sx_from_object(f), SX_PROP_HIDDEN);
}

static sx_value fs_stat(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_vfs *fs = need_fs(vm);
    char *path = fs ? arg_path(vm, sx_arg(argc, argv, 0), "path") : NULL;
    if (path == NULL) return SX_EXCEPTION;
    secexec_fs_stat st;
    secexec_fs_error e = sx_vfs_stat(fs, path, &st);
    if (e != SECEXEC_FS_OK) {
        sx_value r = throw_fs(vm, e, "stat", path, NULL);
        free(path);
        return r;
    }
    free(path);
    sx_object *o = sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto);
    if (o == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(o));
    bool ok = sx_define_value(vm, o, "size", sx_number((double)st.size), SX_PROP_DEFAULT) &&
              sx_define_value(vm, o, "mtimeMs", sx_number((double)st.mtime_ms), SX_PROP_DEFAULT) &&
              define_answer(vm, o, "isFile", !st.is_directory) &&
              define_answer(vm, o, "isDirectory", st.is_directory) && define_answer(vm, o, "isSymbolicLink", false);
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(o) : SX_EXCEPTION;
}

static sx_value fs_rename(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_vfs *fs = need_fs(vm);
    char *from = fs ? arg_path(vm, sx_arg(argc, argv, 0), "oldPath") : NULL;
    if (from == NULL) return SX_EXCEPTION;
    char *to = arg_path(vm, sx_arg(argc, argv, 1), "newPath");
    if (to == NULL) {
        free(from);
        return SX_EXCEPTION;
    }
    secexec_fs_error e = sx_vfs_rename(fs, from, to);
    sx_value r = e == SECEXEC_FS_OK ? SX_UNDEFINED : throw_fs(vm, e, "rename", from, to);
    free(from);
    free(to);
    return r;
}

static const sx_native_def fs_sync_defs[] = {
    {"readFileSync", fs_read_file, 2},
    {"writeFileSync", fs_write_file, 3},
    {"appendFileSync", fs_append_file, 3},
    {"existsSync", fs_exists, 1},
    {"readdirSync", fs_readdir, 2},
    {"mkdirSync", fs_mkdir, 2},
    {"rmSync", fs_rm, 2},
    {"unlinkSync", fs_unlink, 1},
    {"statSync", fs_stat, 2},
    {"renameSync", fs_rename, 2},
};
#define NSYNC (sizeof fs_sync_defs / sizeof fs_sync_defs[0])

/* node:fs/promises: the same operations, settled at once (the filesystem is in memory). The
 * function's magic is its index in fs_sync_defs. */
static sx_value fs_promise_op(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    int16_t i = vm->frames[vm->nframes - 1].callee->u.native.magic;
    sx_object *p = sx_promise_new(vm);
    if (p == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(p));
    argv = sx_args_now(vm);
    sx_value v = fs_sync_defs[i].fn(vm, t, argc, argv);
    bool ok;
    if (v == SX_EXCEPTION) {
        sx_value ex;
        ok = sx_take_exception(vm, &ex) && sx_promise_reject(vm, p, ex);
    } else {
        ok = sx_promise_resolve(vm, p, i == 3 ? SX_UNDEFINED : v); /* exists has no promise form: access */
    }
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(p) : SX_EXCEPTION;
}

static const char *const promise_names[NSYNC] = {"readFile", "writeFile", "appendFile", NULL,   "readdir",
                                                 "mkdir",    "rm",        "unlink",     "stat", "rename"};

/* ---------------------------------------------------------------------------------------------
 * node:path (posix), ported from node's lib/path.js
 * ------------------------------------------------------------------------------------------- */

/* node's normalizeString: resolve "." and ".." in p (no leading slash in the result). */
static size_t normalize_string(const char *p, size_t len, bool above_root, char *res) {
    size_t rlen = 0, last_seg = 0;
    long last_slash = -1, dots = 0;
    char code = 0;
    for (size_t i = 0; i <= len; i++) {
        if (i < len) code = p[i];
        else if (code == '/') break;
        else code = '/';
        if (code == '/') {
            if (last_slash == (long)i - 1 || dots == 1) {
            } else if (dots == 2) {
                if (rlen < 2 || last_seg != 2 || res[rlen - 1] != '.' || res[rlen - 2] != '.') {
                    if (rlen > 2) {
                        long ls = (long)rlen - 1;
                        while (ls >= 0 && res[ls] != '/') ls--;
                        if (ls < 0) rlen = 0, last_seg = 0;
                        else {
                            rlen = (size_t)ls;
                            long pl = (long)rlen - 1;
                            while (pl >= 0 && res[pl] != '/') pl--;
                            last_seg = rlen - 1 - (size_t)pl;
                        }
                        last_slash = (long)i, dots = 0;
                        continue;
                    } else if (rlen != 0) {
                        rlen = 0, last_seg = 0, last_slash = (long)i, dots = 0;
                        continue;
                    }
                }
                if (above_root) {
                    if (rlen > 0) res[rlen++] = '/';
                    res[rlen++] = '.', res[rlen++] = '.';
                    last_seg = 2;
                }
            } else {
                size_t seg = i - (size_t)(last_slash + 1);
                if (rlen > 0) res[rlen++] = '/';
                memcpy(res + rlen, p + last_slash + 1, seg);
                rlen += seg;
                last_seg = seg;
            }
            last_slash = (long)i, dots = 0;
        } else if (code == '.' && dots != -1) {
            dots++;
        } else {
            dots = -1;
        }
    }
    return rlen;
}

/* path.normalize into out (at least len + 3 bytes). */
static size_t path_normalize(const char *p, size_t len, char *out) {
    if (len == 0) return memcpy(out, ".", 1), 1;
    bool abs = p[0] == '/', trailing = p[len - 1] == '/';
    size_t n = normalize_string(p, len, !abs, out + 1);
    if (n == 0) {
        if (abs) return out[0] = '/', 1;
        return trailing ? (memcpy(out, "./", 2), 2) : (out[0] = '.', 1);
    }
    if (trailing) out[1 + n++] = '/';
    if (abs) return out[0] = '/', n + 1;
    memmove(out, out + 1, n);
    return n;
}

static sx_value return_text(sx_vm *vm, const char *t, size_t n) {
    sx_string *s = sx_string_from_utf8(vm, t, n);
    return s ? sx_from_string(s) : SX_EXCEPTION;
}

/* The string arguments as UTF-8 joined by '/' (from index `from`, skipping empty ones), for join
 * and resolve. NULL: exception set. */
static char *args_text(sx_vm *vm, const sx_value *argv, int from, int to, size_t *len, bool *any) {
    size_t cap = 16, n = 0;
    char *buf = malloc(cap);
    *any = false;
    for (int i = from; buf != NULL && i < to; i++) {
        size_t l;
        char *a = arg_text(vm, argv[i], "path", "of type string", &l);
        if (a == NULL) return free(buf), NULL;
        if (l > 0) {
            while (n + l + 2 > cap) cap *= 2;
            char *b = realloc(buf, cap);
            if (b == NULL) return free(a), free(buf), (char *)NULL;
            buf = b;
            if (*any) buf[n++] = '/';
            memcpy(buf + n, a, l);
            n += l;
            *any = true;
        }
        free(a);
    }
    if (buf == NULL) sx_throw_oom(vm);
    *len = n;
    return buf;
}

static sx_value path_join(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    size_t n;
    bool any;
    char *j = args_text(vm, argv, 0, argc, &n, &any);
    if (j == NULL) return SX_EXCEPTION;
    char *out = malloc(n + 4);
    sx_value r = out ? return_text(vm, out, any ? path_normalize(j, n, out) : (out[0] = '.', 1)) : sx_throw_oom(vm);
    free(out);
    free(j);
    return r;
}

/* path.resolve: right to left until an absolute path, then the working directory. */
static char *resolve_text(sx_vm *vm, int argc, const sx_value *argv, size_t *outlen) {
    int first = argc;
    for (int i = argc - 1; i >= 0; i--) {
        if (!sx_is_string(argv[i])) return throw_arg_type(vm, "paths[0]", "of type string", argv[i]), NULL;
        sx_string *s = sx_as_string(argv[i]);
        first = i;
        if (s->len > 0 && sx_string_at(s, 0) == '/') break;
    }
    size_t n;
    bool any;
    char *j = args_text(vm, argv, first, argc, &n, &any);
    if (j == NULL) return NULL;
    bool abs = any && j[0] == '/';
    size_t cwd = sizeof SX_VFS_CWD - 1;
    char *full = malloc(n + cwd + 2), *out = malloc(n + cwd + 4);
    if (full == NULL || out == NULL) return free(j), free(full), free(out), sx_throw_oom(vm), (char *)NULL;
    size_t fl = 0;
    if (!abs) memcpy(full, SX_VFS_CWD "/", cwd + 1), fl = cwd + 1;
    memcpy(full + fl, j, n);
    fl += n;
    size_t r = normalize_string(full, fl, false, out + 1);
    out[0] = '/';
    *outlen = r + 1;
    free(full);
    free(j);
    return out;
}

static sx_value path_resolve(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    size_t n;
    char *out = resolve_text(vm, argc, argv, &n);
    if (out == NULL) return SX_EXCEPTION;
    sx_value r = return_text(vm, out, n);
    free(out);
    return r;
}

static sx_value path_normalize_fn(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    size_t n;
    char *p = arg_text(vm, sx_arg(argc, argv, 0), "path", "of type string", &n);
    char *out = p ? malloc(n + 4) : NULL;
    sx_value r = out ? return_text(vm, out, path_normalize(p, n, out)) : p ? sx_throw_oom(vm) : SX_EXCEPTION;
    free(out);
    free(p);
    return r;
}

static sx_value path_is_absolute(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value v = sx_arg(argc, argv, 0);
    if (!sx_is_string(v)) return throw_arg_type(vm, "path", "of type string", v);
    sx_string *s = sx_as_string(v);
    return sx_bool(s->len > 0 && sx_string_at(s, 0) == '/');
}

static sx_value path_dirname(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    size_t n;
    char *p = arg_text(vm, sx_arg(argc, argv, 0), "path", "of type string", &n);
    if (p == NULL) return SX_EXCEPTION;
    sx_value r;
    if (n == 0) r = return_text(vm, ".", 1);
    else {
        bool root = p[0] == '/', matched = true;
        long end = -1;
        for (long i = (long)n - 1; i >= 1; i--) {
            if (p[i] == '/') {
                if (!matched) {
                    end = i;
                    break;
                }
            } else matched = false;
        }
        if (end == -1) r = return_text(vm, root ? "/" : ".", 1);
        else if (root && end == 1) r = return_text(vm, "//", 2);
        else r = return_text(vm, p, (size_t)end);
    }
    free(p);
    return r;
}

static sx_value path_basename(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    size_t n, sl = 0;
    char *p = arg_text(vm, sx_arg(argc, argv, 0), "path", "of type string", &n);
    if (p == NULL) return SX_EXCEPTION;
    char *suffix = NULL;
    if (argc > 1 && !sx_is_undefined(argv[1]) &&
        (suffix = arg_text(vm, sx_args_now(vm)[1], "suffix", "of type string", &sl)) == NULL)
        return free(p), SX_EXCEPTION;
    size_t end = n;
    while (end > 0 && p[end - 1] == '/') end--;
    size_t start = end;
    while (start > 0 && p[start - 1] != '/') start--;
    if (suffix && sl > 0 && end - start > sl && memcmp(p + end - sl, suffix, sl) == 0) end -= sl;
    sx_value r = return_text(vm, p + start, end - start);
    free(suffix);
    free(p);
    return r;
}

static sx_value path_extname(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    size_t n;
    char *p = arg_text(vm, sx_arg(argc, argv, 0), "path", "of type string", &n);
    if (p == NULL) return SX_EXCEPTION;
    long start_dot = -1, start_part = 0, end = -1, pre = 0;
    bool matched = true;
    for (long i = (long)n - 1; i >= 0; i--) {
        if (p[i] == '/') {
            if (!matched) {
                start_part = i + 1;
                break;
            }
            continue;
        }
        if (end == -1) matched = false, end = i + 1;
        if (p[i] == '.') {
            if (start_dot == -1) start_dot = i;
            else if (pre != 1) pre = 1;
        } else if (start_dot != -1) pre = -1;
    }
    sx_value r;
    if (start_dot == -1 || end == -1 || pre == 0 || (pre == 1 && start_dot == end - 1 && start_dot == start_part + 1))
        r = return_text(vm, "", 0);
    else r = return_text(vm, p + start_dot, (size_t)(end - start_dot));
    free(p);
    return r;
}

static sx_value path_relative(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_value a[2] = {sx_arg(argc, argv, 0), sx_arg(argc, argv, 1)};
    size_t fl, tl;
    char *from = resolve_text(vm, 1, &a[0], &fl);
    if (from == NULL) return SX_EXCEPTION;
    char *to = resolve_text(vm, 1, &a[1], &tl);
    if (to == NULL) return free(from), SX_EXCEPTION;
    sx_value r;
    if (fl == tl && memcmp(from, to, fl) == 0) r = return_text(vm, "", 0);
    else {
        size_t from_len = fl - 1, to_len = tl - 1, len = from_len < to_len ? from_len : to_len, i = 0;
        long common = -1;
        for (; i < len; i++) {
            if (from[1 + i] != to[1 + i]) break;
            if (from[1 + i] == '/') common = (long)i;
        }
        const char *tail = NULL;
        if (i == len) {
            if (to_len > len) {
                if (to[1 + i] == '/') tail = to + 1 + i + 1;
                else if (i == 0) tail = to + 1 + i;
            } else if (from_len > len) {
                if (from[1 + i] == '/') common = (long)i;
                else if (i == 0) common = 0;
            }
        }
        char *out = malloc(fl * 2 + tl + 4);
        if (out == NULL) r = sx_throw_oom(vm);
        else if (tail != NULL) r = return_text(vm, tail, (size_t)(to + tl - tail));
        else {
            size_t n = 0;
            for (size_t k = 1 + (size_t)(common + 1); k <= fl; k++)
                if (k == fl || from[k] == '/') {
                    if (n) out[n++] = '/';
                    out[n++] = '.', out[n++] = '.';
                }
            size_t off = (size_t)(1 + common); /* to.slice(toStart + lastCommonSep) */
            memcpy(out + n, to + off, tl - off);
            n += tl - off;
            r = return_text(vm, out, n);
        }
        free(out);
    }
    free(from);
    free(to);
    return r;
}

static const sx_native_def path_defs[] = {
    {"join", path_join, 0},
    {"resolve", path_resolve, 0},
    {"normalize", path_normalize_fn, 1},
    {"isAbsolute", path_is_absolute, 1},
    {"dirname", path_dirname, 1},
    {"basename", path_basename, 2},
    {"extname", path_extname, 1},
    {"relative", path_relative, 2},
};

/* ---------------------------------------------------------------------------------------------
 * Module objects and the two hidden globals
 * ------------------------------------------------------------------------------------------- */

static sx_object *new_object(sx_vm *vm) { return sx_object_new(vm, SX_CLASS_OBJECT, vm->realm.object_proto); }

/* The namespace of a module whose default export is def: def's own properties plus `default`. */
static sx_object *namespace_of(sx_vm *vm, sx_object *def) {
    sx_temp_push(vm, sx_from_object(def));
    sx_object *ns = new_object(vm);
    bool ok = ns != NULL;
    if (ok) sx_temp_push(vm, sx_from_object(ns));
    for (uint32_t i = 0; ok && i < def->nprops; i++)
        if (def->props[i].key != NULL)
            ok = sx_object_define(vm, ns, def->props[i].key, def->props[i].value, SX_PROP_ENUMERABLE);
    ok = ok && sx_object_define(vm, ns, sx_atoms(vm)->default_, sx_from_object(def), SX_PROP_ENUMERABLE);
    if (ns != NULL) sx_temp_pop(vm, 1);
    sx_temp_pop(vm, 1);
    if (!ok) return NULL;
    return sx_object_freeze(vm, ns) ? ns : NULL;
}

static sx_object *make_promises(sx_vm *vm) {
    sx_object *o = new_object(vm);
    if (o == NULL) return NULL;
    sx_temp_push(vm, sx_from_object(o));
    bool ok = true;
    for (size_t i = 0; ok && i < NSYNC; i++) {
        if (promise_names[i] == NULL) continue;
        sx_object *f = sx_native_new(vm, promise_names[i], fs_promise_op, fs_sync_defs[i].length);
        if ((ok = f != NULL)) {
            f->u.native.magic = (int16_t)i;
            ok = sx_define_value(vm, o, promise_names[i], sx_from_object(f), SX_PROP_DEFAULT);
        }
    }
    sx_temp_pop(vm, 1);
    return ok ? o : NULL;
}

static sx_object *make_fs(sx_vm *vm) {
    sx_object *o = new_object(vm);
    if (o == NULL) return NULL;
    sx_temp_push(vm, sx_from_object(o));
    bool ok = true;
    for (size_t i = 0; ok && i < NSYNC; i++) {
        sx_object *f = sx_native_new(vm, fs_sync_defs[i].name, fs_sync_defs[i].fn, fs_sync_defs[i].length);
        ok = f != NULL && sx_define_value(vm, o, fs_sync_defs[i].name, sx_from_object(f), SX_PROP_DEFAULT);
    }
    sx_object *p = ok ? make_promises(vm) : NULL;
    ok = p != NULL && sx_define_value(vm, o, "promises", sx_from_object(p), SX_PROP_DEFAULT);
    sx_temp_pop(vm, 1);
    return ok ? o : NULL;
}

static sx_object *make_path(sx_vm *vm) {
    sx_object *o = new_object(vm);
    if (o == NULL) return NULL;
    sx_temp_push(vm, sx_from_object(o));
    bool ok = true;
    for (size_t i = 0; ok && i < sizeof path_defs / sizeof path_defs[0]; i++) {
        sx_object *f = sx_native_new(vm, path_defs[i].name, path_defs[i].fn, path_defs[i].length);
        ok = f != NULL && sx_define_value(vm, o, path_defs[i].name, sx_from_object(f), SX_PROP_DEFAULT);
    }
    ok = ok && define_str(vm, o, "sep", "/") && define_str(vm, o, "delimiter", ":") &&
         sx_define_value(vm, o, "posix", sx_from_object(o), SX_PROP_DEFAULT);
    sx_temp_pop(vm, 1);
    return ok ? o : NULL;
}

typedef enum { MOD_NONE, MOD_FS, MOD_FS_PROMISES, MOD_PATH } builtin_module;

static builtin_module builtin_of(const char *spec) {
    if (strncmp(spec, "node:", 5) == 0) spec += 5;
    if (strcmp(spec, "fs") == 0) return MOD_FS;
    if (strcmp(spec, "fs/promises") == 0) return MOD_FS_PROMISES;
    if (strcmp(spec, "path") == 0 || strcmp(spec, "path/posix") == 0) return MOD_PATH;
    return MOD_NONE;
}

/* The namespace of a built-in module, made once per VM (kept in a hidden global). */
static sx_value builtin_namespace(sx_vm *vm, builtin_module m) {
    static const char *const keys[] = {"", "%module:fs", "%module:fs/promises", "%module:path"};
    sx_string *key = sx_atom(vm, keys[m]);
    if (key == NULL) return SX_EXCEPTION;
    sx_prop *kept = sx_object_find(vm, vm->realm.global, key);
    if (kept != NULL) return kept->value;
    sx_object *def = m == MOD_PATH ? make_path(vm) : m == MOD_FS ? make_fs(vm) : make_promises(vm);
    sx_object *ns = def ? namespace_of(vm, def) : NULL;
    if (ns == NULL || !sx_object_define(vm, vm->realm.global, key, sx_from_object(ns), SX_PROP_WRITABLE))
        return SX_EXCEPTION;
    return sx_from_object(ns);
}

/* ---------------------------------------------------------------------------------------------
 * Modules of the VM's own files
 * ------------------------------------------------------------------------------------------- */

/* A hidden global holding loader state (made on first use): "%module:files" (path -> namespace),
 * "%module:code" (XXH3 of a source and its path -> its compiled closure), "%module:loading" (the
 * namespaces of the modules running now, innermost last). */
static sx_object *loader_slot(sx_vm *vm, const char *name, bool array) {
    sx_string *key = sx_atom(vm, name);
    if (key == NULL) return NULL;
    sx_prop *p = sx_object_find(vm, vm->realm.global, key);
    if (p != NULL) return sx_as_object(p->value);
    sx_object *o = array ? sx_array_new(vm, 4) : sx_object_new(vm, SX_CLASS_OBJECT, NULL);
    if (o == NULL || !sx_object_define(vm, vm->realm.global, key, sx_from_object(o), SX_PROP_WRITABLE)) return NULL;
    return o;
}

static bool is_file(sx_vfs *fs, const char *path) {
    secexec_fs_stat st;
    return sx_vfs_stat(fs, path, &st) == SECEXEC_FS_OK && !st.is_directory;
}

/* Resolve a relative or absolute specifier from the importing file like TypeScript's node
 * resolution: the file itself, "x.js" written for "x.ts", then x.ts, x.js, x/index.ts,
 * x/index.js. False: not found. out: SX_VFS_MAX_PATH + 1 bytes. */
static bool resolve_file(sx_vfs *fs, const char *spec, const char *importer, char *out) {
    char joined[2 * SX_VFS_MAX_PATH + 4], base[SX_VFS_MAX_PATH + 1];
    if (spec[0] == '/') snprintf(joined, sizeof joined, "%s", spec);
    else {
        if (sx_vfs_normalize(importer, base) != SECEXEC_FS_OK) return false;
        char *slash = strrchr(base, '/');
        if (slash != NULL) slash[slash == base ? 1 : 0] = 0;
        snprintf(joined, sizeof joined, "%s/%s", base, spec);
    }
    char norm[SX_VFS_MAX_PATH + 1];
    if (sx_vfs_normalize(joined, norm) != SECEXEC_FS_OK) return false;
    size_t n = strlen(norm);
    static const char *const tails[] = {"", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.js"};
    for (size_t i = 0; i < sizeof tails / sizeof tails[0]; i++) {
        if (n + strlen(tails[i]) > SX_VFS_MAX_PATH) continue;
        snprintf(out, SX_VFS_MAX_PATH + 1, "%s%s", norm, tails[i]);
        if (is_file(fs, out)) return true;
        if (i == 0 && n > 3 && strcmp(norm + n - 3, ".js") == 0) { /* import "./x.js" of x.ts */
            snprintf(out, SX_VFS_MAX_PATH + 1, "%.*s.ts", (int)(n - 3), norm);
            if (is_file(fs, out)) return true;
        }
    }
    return false;
}

/* -- bare specifiers: packages in node_modules, resolved like node's ESM resolution -- */

/* The target of a conditional export (a string, or an object whose first key among "node",
 * "import", "module", "default" applies, recursively), or NULL. */
static const char *export_target(const cJSON *v, int depth) {
    if (cJSON_IsString(v)) return v->valuestring;
    if (!cJSON_IsObject(v) || depth > 8) return NULL;
    const cJSON *c;
    cJSON_ArrayForEach(c, v) {
        if (strcmp(c->string, "node") == 0 || strcmp(c->string, "import") == 0 || strcmp(c->string, "module") == 0 ||
            strcmp(c->string, "default") == 0) {
            const char *t = export_target(c, depth + 1);
            if (t != NULL) return t;
        }
    }
    return NULL;
}

/* package.json "exports" for subpath ("." or "./x"): the file relative to the package, written
 * into out; false when exports does not export it. One "*" in a key is a pattern. */
static bool exports_lookup(const cJSON *exports, const char *subpath, char *out, size_t size) {
    const cJSON *e;
    bool has_dot_keys = false;
    cJSON_ArrayForEach(e, exports) if (e->string && e->string[0] == '.') has_dot_keys = true;
    if (cJSON_IsString(exports) || (cJSON_IsObject(exports) && !has_dot_keys)) {
        const char *t = strcmp(subpath, ".") == 0 ? export_target(exports, 0) : NULL;
        return t != NULL && snprintf(out, size, "%s", t) < (int)size;
    }
    const cJSON *exact = cJSON_GetObjectItemCaseSensitive(exports, subpath);
    if (exact != NULL) {
        const char *t = export_target(exact, 0);
        return t != NULL && snprintf(out, size, "%s", t) < (int)size;
    }
    cJSON_ArrayForEach(e, exports) {
        const char *star = e->string ? strchr(e->string, '*') : NULL;
        if (star == NULL) continue;
        size_t pre = (size_t)(star - e->string), post = strlen(star + 1), n = strlen(subpath);
        if (n < pre + post || strncmp(subpath, e->string, pre) != 0 || strcmp(subpath + n - post, star + 1) != 0)
            continue;
        const char *t = export_target(e, 0), *ts = t ? strchr(t, '*') : NULL;
        if (ts == NULL) continue;
        return snprintf(out, size, "%.*s%.*s%s", (int)(ts - t), t, (int)(n - pre - post), subpath + pre, ts + 1) <
               (int)size;
    }
    return false;
}

/* Resolve "name", "name/sub", "@scope/name[/sub]" from node_modules directories of the importer's
 * directory and its parents. False: not found (*why says why when the package exists). */
static bool resolve_package(sx_vfs *fs, const char *spec, const char *importer, char *out, const char **why) {
    const char *slash = strchr(spec[0] == '@' ? (strchr(spec, '/') ? strchr(spec, '/') + 1 : spec) : spec, '/');
    size_t nlen = slash ? (size_t)(slash - spec) : strlen(spec);
    if (nlen == 0 || nlen > 214) return false;
    char dir[SX_VFS_MAX_PATH + 1];
    if (sx_vfs_normalize(importer, dir) != SECEXEC_FS_OK) return false;
    for (;;) {
        char *cut = strrchr(dir, '/');
        if (cut == NULL) return false;
        *cut = 0; /* the directory above */
        char pkg[SX_VFS_MAX_PATH + 1], manifest[SX_VFS_MAX_PATH + 16];
        if (snprintf(pkg, sizeof pkg, "%s/node_modules/%.*s", dir, (int)nlen, spec) >= (int)sizeof pkg) return false;
        secexec_fs_stat st;
        if (sx_vfs_stat(fs, pkg, &st) == SECEXEC_FS_OK && st.is_directory) {
            snprintf(manifest, sizeof manifest, "%s/package.json", pkg);
            char *text = NULL, target[SX_VFS_MAX_PATH + 1] = "";
            size_t len;
            cJSON *j =
                sx_vfs_read(fs, manifest, &text, &len) == SECEXEC_FS_OK ? cJSON_ParseWithLength(text, len) : NULL;
            free(text);
            const cJSON *exports = cJSON_GetObjectItemCaseSensitive(j, "exports");
            char sub[SX_VFS_MAX_PATH + 1];
            snprintf(sub, sizeof sub, ".%s", slash ? slash : "");
            bool ok;
            if (exports != NULL) {
                ok = exports_lookup(exports, sub, target, sizeof target);
                if (!ok) *why = "is not exported by the package's \"exports\"";
            } else if (slash != NULL) {
                ok = snprintf(target, sizeof target, "%s", sub) < (int)sizeof target;
            } else {
                const cJSON *m = cJSON_GetObjectItemCaseSensitive(j, "module"),
                            *main = cJSON_GetObjectItemCaseSensitive(j, "main");
                const char *t = cJSON_IsString(m)      ? m->valuestring
                                : cJSON_IsString(main) ? main->valuestring
                                                       : "index.js";
                ok = snprintf(target, sizeof target, "%s", t) < (int)sizeof target;
            }
            cJSON_Delete(j);
            if (!ok) return false;
            char joined[2 * SX_VFS_MAX_PATH + 2];
            snprintf(joined, sizeof joined, "%s/%s", pkg, target);
            char norm[SX_VFS_MAX_PATH + 1];
            size_t pl = strlen(pkg);
            /* the target must stay inside the package (exports may not point outside) */
            if (sx_vfs_normalize(joined, norm) != SECEXEC_FS_OK || strncmp(norm, pkg, pl) != 0) return false;
            return resolve_file(fs, norm, importer, out);
        }
        if (dir[0] == 0) return false;
    }
}

bool sx_modules_builtin(const char *spec) { return builtin_of(spec) != MOD_NONE; }

bool sx_modules_resolve(sx_vfs *fs, const char *spec, const char *importer, char *out) {
    const char *why = NULL;
    if (builtin_of(spec) != MOD_NONE) return false;
    if (spec[0] != '.' && spec[0] != '/') return resolve_package(fs, spec, importer, out, &why);
    return resolve_file(fs, spec, importer, out);
}

static sx_value throw_not_found(sx_vm *vm, const char *what, const char *spec, const char *importer) {
    sx_throw_error(vm, sx_realm(vm)->error_proto, "Cannot find %s '%s' imported from %s", what, spec, importer);
    if (sx_is_object(vm->exception)) define_str(vm, sx_as_object(vm->exception), "code", "ERR_MODULE_NOT_FOUND");
    return SX_EXCEPTION;
}

/* The compiled closure of a module's source: compiled once per machine for each distinct source
 * (api/codecache.c; kept in this VM too), once per VM without a machine. */
static sx_value module_code(sx_vm *vm, const char *src, size_t len, const char *path) {
    sx_object *code = loader_slot(vm, "%module:code", false);
    if (code == NULL) return SX_EXCEPTION;
    XXH128_hash_t h = XXH3_128bits(src, len);
    char hex[SX_VFS_MAX_PATH + 40]; /* in this VM: the source's hash and the file (stack traces name it) */
    snprintf(hex, sizeof hex, "%016llx%016llx:%s", (unsigned long long)h.high64, (unsigned long long)h.low64, path);
    sx_string *key = sx_atom(vm, hex);
    if (key == NULL) return SX_EXCEPTION;
    sx_prop *kept = sx_object_find(vm, code, key);
    if (kept != NULL) return kept->value;
    sx_codecache *cache = vm->vfs ? sx_vfs_code_cache(vm->vfs) : NULL;
    sx_string *file = sx_atom(vm, path);
    if (file == NULL) return SX_EXCEPTION;
    sx_proto *proto = cache ? sx_codecache_load(cache, vm, h, file) : NULL;
    if (proto == NULL && vm->abort != SX_ABORT_NONE) return SX_EXCEPTION; /* out of memory while loading */
    if (proto == NULL) {
        sx_ast *ast = sx_api_parse(vm, src, len, path);
        if (ast == NULL || ast->out_of_memory) {
            sx_ast_free(ast);
            return vm->abort != SX_ABORT_NONE ? SX_EXCEPTION : sx_throw_oom(vm);
        }
        proto = ast->diags.count == 0 ? sx_compile(vm, ast, SX_COMPILE_MODULE) : NULL;
        if (proto == NULL) {
            char line[1024] = "";
            if (ast->diags.count > 0) sx_diag_format(&ast->diags.items[0], ast->filename, line, sizeof line);
            bool had = ast->diags.count > 0;
            sx_ast_free(ast);
            if (!had) return vm->abort != SX_ABORT_NONE ? SX_EXCEPTION : sx_throw_oom(vm);
            return sx_throw_syntax(vm, "%s", line);
        }
        sx_ast_free(ast);
        if (cache != NULL) sx_codecache_store(cache, h, proto);
    }
    char err[256]; /* compiled now or loaded from the machine's cache: the VM never trusts bytecode (vm/verify.c) */
    if (!sx_verify(vm, proto, err, sizeof err)) return sx_abort_run(vm, SX_ABORT_INTERNAL);
    sx_object *fn = sx_closure_new(vm, proto);
    if (fn == NULL || !sx_object_define(vm, code, key, sx_from_object(fn), SX_PROP_WRITABLE)) return SX_EXCEPTION;
    return sx_from_object(fn);
}

/* Load the module at path (normalised) once per VM: its namespace is registered before its code
 * runs, so a cycle (or a module importing itself) gets the namespace as it is so far. */
static sx_value load_file(sx_vm *vm, const char *path) {
    sx_object *files = loader_slot(vm, "%module:files", false);
    sx_object *loading = files ? loader_slot(vm, "%module:loading", true) : NULL;
    sx_string *key = loading ? sx_atom(vm, path) : NULL;
    if (key == NULL) return SX_EXCEPTION;
    sx_prop *kept = sx_object_find(vm, files, key);
    if (kept != NULL) return kept->value;
    char *src;
    size_t len;
    secexec_fs_error e = sx_vfs_read(vm->vfs, path, &src, &len);
    if (e != SECEXEC_FS_OK) return throw_fs(vm, e, "open", path, NULL);
    sx_value fn = module_code(vm, src, len, path);
    free(src);
    if (fn == SX_EXCEPTION) return SX_EXCEPTION;
    sx_temp_push(vm, fn);
    sx_object *ns = sx_object_new(vm, SX_CLASS_OBJECT, NULL);
    bool ok =
        ns != NULL && sx_object_define(vm, files, key, sx_from_object(ns), SX_PROP_WRITABLE | SX_PROP_CONFIGURABLE);
    ok = ok && sx_array_push(vm, loading, sx_from_object(ns));
    sx_value r = ok ? sx_call(vm, fn, SX_UNDEFINED, 0, NULL) : SX_EXCEPTION;
    sx_temp_pop(vm, 1);
    if (ok) loading->u.array.len--; /* pop ns (the guest never reaches this array) */
    if (r == SX_EXCEPTION) {
        if (ok && vm->abort == SX_ABORT_NONE) sx_object_remove(vm, files, key); /* a later import tries again */
        return SX_EXCEPTION;
    }
    return sx_from_object(ns);
}

/* %defexport(name, getter): an export of the module running now (none for the main program). */
static sx_value defexport_native(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *loading = loader_slot(vm, "%module:loading", true);
    if (loading == NULL) return SX_EXCEPTION;
    if (loading->u.array.len == 0 || argc < 2) return SX_UNDEFINED;
    sx_object *ns = sx_as_object(loading->u.array.items[loading->u.array.len - 1]);
    return sx_define_accessor(vm, ns, argv[0], sx_args_now(vm)[1], false, true) ? SX_UNDEFINED : SX_EXCEPTION;
}

/* %reexport(namespace): export * from "m" - m's exports but default, as they are (getters stay). */
static sx_value reexport_native(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    sx_object *loading = loader_slot(vm, "%module:loading", true);
    if (loading == NULL) return SX_EXCEPTION;
    if (loading->u.array.len == 0 || argc < 1 || !sx_is_object(argv[0])) return SX_UNDEFINED;
    sx_object *ns = sx_as_object(loading->u.array.items[loading->u.array.len - 1]), *src = sx_as_object(argv[0]);
    if ((src->oflags & SX_OBJ_LAZY) && !sx_object_unlazy(vm, src)) return SX_EXCEPTION;
    for (uint32_t i = 0; i < src->nprops; i++) {
        sx_prop p = src->props[i];
        if (p.key == NULL || p.key == sx_atoms(vm)->default_ || sx_object_find(vm, ns, p.key) != NULL) continue;
        bool ok = p.flags & SX_PROP_ACCESSOR ? sx_define_accessor(vm, ns, sx_from_string(p.key),
                                                                  sx_as_object(p.value)->u.array.items[0], false, true)
                                             : sx_object_define(vm, ns, p.key, p.value, SX_PROP_ENUMERABLE);
        if (!ok) return SX_EXCEPTION;
    }
    return SX_UNDEFINED;
}

/* %require(specifier, importer): the namespace, or node's ERR_MODULE_NOT_FOUND. */
static sx_value require_native(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    char *spec = arg_text(vm, sx_arg(argc, argv, 0), "specifier", "of type string", NULL);
    if (spec == NULL) return SX_EXCEPTION;
    sx_value iv = sx_arg(argc, sx_args_now(vm), 1);
    char importer[SX_VFS_MAX_PATH + 1] = SX_VFS_CWD "/main.ts";
    if (sx_is_string(iv) && sx_string_to_utf8(sx_as_string(iv), NULL, 0) < sizeof importer) {
        char raw[SX_VFS_MAX_PATH + 1];
        sx_string_to_utf8(sx_as_string(iv), raw, sizeof raw);
        if (sx_vfs_normalize(raw, importer) != SECEXEC_FS_OK) snprintf(importer, sizeof importer, "%s", raw);
    }
    builtin_module m = builtin_of(spec);
    sx_value r;
    char path[SX_VFS_MAX_PATH + 1];
    if (m != MOD_NONE) r = builtin_namespace(vm, m);
    else if (spec[0] != '.' && spec[0] != '/') {
        const char *why = NULL;
        if (vm->vfs != NULL && resolve_package(vm->vfs, spec, importer, path, &why)) r = load_file(vm, path);
        else if (why != NULL)
            r = sx_throw_error(vm, sx_realm(vm)->error_proto, "Package subpath '%s' %s (imported from %s)", spec, why,
                               importer);
        else r = throw_not_found(vm, "package", spec, importer);
    } else if (vm->vfs == NULL)
        r = sx_throw_error(vm, sx_realm(vm)->error_proto,
                           "Cannot import '%s': imports of files need a VM with a filesystem (secexec_machine, or "
                           "vm.create over the protocol)",
                           spec);
    else if (!resolve_file(vm->vfs, spec, importer, path)) r = throw_not_found(vm, "module", spec, importer);
    else r = load_file(vm, path);
    /* import { name }: the module must export it (node's link-time SyntaxError) */
    sx_value want = sx_arg(argc, sx_args_now(vm), 2);
    if (r != SX_EXCEPTION && sx_is_string(want) && sx_is_object(r)) {
        sx_string *key = sx_to_property_key(vm, want);
        if (key == NULL) r = SX_EXCEPTION;
        else if (sx_object_find(vm, sx_as_object(r), key) == NULL) {
            char name[256];
            sx_string_to_utf8(key, name, sizeof name);
            r = sx_throw_syntax(vm, "The requested module '%s' does not provide an export named '%s'", spec, name);
        }
    }
    free(spec);
    return r;
}

/* The getter of a REPL context's import binding: its data is [namespace, member]. */
static sx_value binding_getter(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t, (void)argc, (void)argv;
    sx_object *d = sx_as_object(vm->frames[vm->nframes - 1].callee->u.native.data);
    return sx_get(vm, d->u.array.items[0], sx_as_string(d->u.array.items[1]));
}

/* %bindimport(name, namespace, member): in a REPL context, `import { member as name }` makes name
 * a global whose getter reads the module's export (live, like a module's import binding;
 * importing again rebinds it; the module itself runs once per context). */
static sx_value bindimport_native(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc < 3 || !sx_is_string(argv[0]) || !sx_is_object(argv[1]) || !sx_is_string(argv[2])) return SX_UNDEFINED;
    sx_object *d = sx_array_new(vm, 2);
    if (d == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(d));
    bool ok = sx_array_push(vm, d, sx_args_now(vm)[1]) && sx_array_push(vm, d, sx_args_now(vm)[2]);
    sx_string *member = ok ? sx_to_property_key(vm, sx_args_now(vm)[2]) : NULL;
    if (member != NULL) d->u.array.items[1] = sx_from_string(member);
    sx_object *get = member ? sx_native_new(vm, "get", binding_getter, 0) : NULL;
    if (get != NULL) get->u.native.data = sx_from_object(d);
    sx_temp_pop(vm, 1);
    if (get == NULL) return SX_EXCEPTION;
    return sx_define_accessor(vm, vm->realm.global, sx_args_now(vm)[0], sx_from_object(get), false, false)
               ? SX_UNDEFINED
               : SX_EXCEPTION;
}

/* %import(specifier): a promise of the namespace (rejected with the error %require throws). */
static sx_value import_native(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)argv; /* read again below: the promise's allocation may move the stack */
    sx_object *p = sx_promise_new(vm);
    if (p == NULL) return SX_EXCEPTION;
    sx_temp_push(vm, sx_from_object(p));
    sx_value v = require_native(vm, t, argc, sx_args_now(vm));
    bool ok;
    if (v == SX_EXCEPTION) {
        sx_value ex;
        ok = sx_take_exception(vm, &ex) && sx_promise_reject(vm, p, ex);
    } else {
        ok = sx_promise_resolve(vm, p, v);
    }
    sx_temp_pop(vm, 1);
    return ok ? sx_from_object(p) : SX_EXCEPTION;
}

/* The module loader's natives, in a fixed order: a snapshot names them by index (api/snapshot.c). */
static const sx_native_def module_defs[] = {{"%import", import_native, 1},
                                            {"%require", require_native, 1},
                                            {"%defexport", defexport_native, 2},
                                            {"%reexport", reexport_native, 1},
                                            {"%bindimport", bindimport_native, 3}};
#define NMODULE_DEFS (sizeof module_defs / sizeof module_defs[0])

/* Every native this file makes at run time, in a fixed order: module_defs', node:fs's, node:path's,
 * then the promise form of node:fs, Stats' answers and an import binding's getter. */
#define NPATH (sizeof path_defs / sizeof path_defs[0])
static const sx_native_fn module_natives[] = {
    import_native,    require_native, defexport_native, reexport_native, bindimport_native, fs_read_file,
    fs_write_file,    fs_append_file, fs_exists,        fs_readdir,      fs_mkdir,          fs_rm,
    fs_unlink,        fs_stat,        fs_rename,        path_join,       path_resolve,      path_normalize_fn,
    path_is_absolute, path_dirname,   path_basename,    path_extname,    path_relative,     fs_promise_op,
    stat_answer,      binding_getter};
#define NMODULE_NATIVES (sizeof module_natives / sizeof module_natives[0])
_Static_assert(NMODULE_NATIVES == NMODULE_DEFS + NSYNC + NPATH + 3, "every native of this file, once");

const sx_native_fn *sx_modules_natives(uint32_t *count) {
    *count = NMODULE_NATIVES;
    return module_natives;
}

bool sx_modules_native_ok(sx_native_fn fn, int16_t magic, sx_value data) {
    if (fn == fs_promise_op)
        return magic >= 0 && (size_t)magic < NSYNC && promise_names[magic] != NULL && data == SX_UNDEFINED;
    if (magic != 0) return false;
    if (fn == stat_answer) return data == SX_TRUE || data == SX_FALSE;
    if (fn == binding_getter) return sx_is_object(data);
    return data == SX_UNDEFINED;
}

bool sx_modules_native_data_ok(const sx_object *f) {
    if (f->u.native.fn != binding_getter) return true;
    const sx_object *d = sx_as_object(f->u.native.data); /* [namespace, member name] */
    return d->cls == SX_CLASS_ARRAY && d->u.array.len >= 2 && sx_is_object(d->u.array.items[0]) &&
           sx_is_string(d->u.array.items[1]);
}

bool sx_modules_install(sx_vm *vm, bool modules) {
    if (!modules) return true;
    /* node's `global` (packages look for it to find the global object) */
    sx_string *gkey = sx_atom(vm, "global");
    if (gkey == NULL) return false;
    if (sx_object_find(vm, vm->realm.global, gkey) == NULL &&
        !sx_object_define(vm, vm->realm.global, gkey, sx_from_object(vm->realm.global), SX_PROP_HIDDEN))
        return false;
    const sx_native_def *defs = module_defs;
    for (size_t i = 0; i < NMODULE_DEFS; i++) {
        sx_string *key = sx_atom(vm, defs[i].name);
        if (key == NULL) return false;
        if (sx_object_find(vm, vm->realm.global, key) != NULL) continue; /* a context's later call */
        sx_object *f = sx_native_new(vm, "import", defs[i].fn, defs[i].length);
        if (f == NULL || !sx_object_define(vm, vm->realm.global, key, sx_from_object(f), 0)) return false;
    }
    return true;
}
