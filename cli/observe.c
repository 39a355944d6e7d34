/* observe.c - the observing options of `secexec run`/`eval`: --trace, --profile, --record, --audit. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "cli/inspect.h"

static bool has_suffix(const char *s, const char *suffix) {
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* "--name" or "--name=value": the value (NULL without '='); false when arg is not --name. */
static bool option_is(const char *arg, const char *name, const char **value) {
    size_t n = strlen(name);
    if (strncmp(arg, name, n) != 0 || (arg[n] != 0 && arg[n] != '=')) return false;
    *value = arg[n] == '=' ? arg + n + 1 : NULL;
    return true;
}

static int take_path(const char **dst, const char *name, const char *value, const char *next, char *err, size_t n) {
    const char *path = value ? value : next;
    if (path == NULL || *path == 0) return snprintf(err, n, "option '%s' needs a file name", name), 0;
    *dst = path;
    return value ? 1 : 2;
}

int cli_observe_option(cli_observe *o, const char *arg, const char *next, char *err, size_t errsize) {
    const char *value;
    if (option_is(arg, "--trace", &value)) {
        o->trace = 1000;
        if (value == NULL) return 1;
        char *end;
        errno = 0;
        unsigned long long n = strtoull(value, &end, 10);
        if (*value == 0 || *end != 0 || errno != 0 || n == 0)
            return snprintf(err, errsize, "option '--trace=N' needs a whole number above 0 (got '%s')", value), 0;
        o->trace = n;
        return 1;
    }
    if (option_is(arg, "--profile", &value)) {
        int used = take_path(&o->profile_path, "--profile", value, next, err, errsize);
        if (used && !has_suffix(o->profile_path, ".json") && !has_suffix(o->profile_path, ".svg"))
            return snprintf(err, errsize, "option '--profile' needs a file ending in .json or .svg (got '%s')",
                            o->profile_path),
                   0;
        return used;
    }
    if (option_is(arg, "--record", &value)) return take_path(&o->record_path, "--record", value, next, err, errsize);
    if (option_is(arg, "--audit", &value)) return take_path(&o->audit_path, "--audit", value, next, err, errsize);
    return -1;
}

static void to_stderr(void *ud, const char *text, size_t len) {
    (void)ud;
    fwrite(text, 1, len, stderr);
}

/* One JSON line to a file. */
static void to_file(void *ud, const char *text, size_t len) {
    FILE *f = ud;
    fwrite(text, 1, len, f);
    fputc('\n', f);
}

static void keep_profile(void *ud, const char *text, size_t len) {
    cli_observe *o = ud;
    free(o->profile);
    o->profile = malloc(len + 1);
    if (o->profile == NULL) return;
    memcpy(o->profile, text, len);
    o->profile[len] = 0;
    o->profile_len = len;
}

static FILE *open_out(const char *path) {
    FILE *f = strcmp(path, "-") == 0 ? stdout : fopen(path, "wb");
    if (f == NULL) fprintf(stderr, "secexec: cannot write '%s': %s\n", path, strerror(errno));
    return f;
}

bool cli_observe_begin(cli_observe *o, secexec_options *opts) {
    if (o->trace) {
        opts->trace = to_stderr;
        opts->trace_limit = o->trace;
    }
    if (o->profile_path) {
        opts->profile = keep_profile;
        opts->profile_user_data = o;
    }
    if (o->record_path) {
        if ((o->record = open_out(o->record_path)) == NULL) return false;
        opts->record = to_file;
        opts->record_user_data = o->record;
    }
    if (o->audit_path) {
        if ((o->audit = open_out(o->audit_path)) == NULL) return false;
        opts->audit = to_file;
        opts->audit_user_data = o->audit;
    }
    return true;
}

static bool close_out(FILE *f, const char *path) {
    if (f == NULL) return true;
    bool ok = f == stdout ? fflush(f) == 0 : fclose(f) == 0;
    if (!ok) fprintf(stderr, "secexec: cannot write '%s': %s\n", path, strerror(errno));
    return ok;
}

bool cli_observe_end(cli_observe *o) {
    bool ok = close_out(o->record, o->record_path);
    ok = close_out(o->audit, o->audit_path) && ok;
    o->record = o->audit = NULL;
    if (o->profile_path != NULL && o->profile != NULL) {
        char *svg = has_suffix(o->profile_path, ".svg") ? secexec_profile_svg(o->profile, o->profile_len) : NULL;
        FILE *f = open_out(o->profile_path);
        if (f != NULL) {
            if (svg) fputs(svg, f);
            else fprintf(f, "%s\n", o->profile);
            ok = close_out(f, o->profile_path) && ok;
        } else {
            ok = false;
        }
        free(svg);
    }
    free(o->profile);
    o->profile = NULL;
    return ok;
}
