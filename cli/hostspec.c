/* hostspec.c - reads host function declarations in the protocol's shape; `secexec declarations`. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/hostspec.h"

static const char *opt_string(const cJSON *o, const char *key) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

static bool bad(char *err, size_t n, const char *what, int i, int j) {
    if (j < 0) snprintf(err, n, "hostFunctions[%d]%s", i, what);
    else snprintf(err, n, "hostFunctions[%d].functions[%d]%s", i, j, what);
    return false;
}

/* One function: {name, description?, inputSchema?, outputSchema?}. */
static bool parse_function(cli_hostspec *s, const cJSON *f, int i, int j, secexec_host_handler h, void *ud, char *err,
                           size_t n) {
    if (!cJSON_IsObject(f)) return bad(err, n, " must be an object", i, j);
    const char *name = opt_string(f, "name");
    if (name == NULL) return bad(err, n, ".name must be a string", i, j);
    const cJSON *d = cJSON_GetObjectItemCaseSensitive(f, "description");
    if (d != NULL && !cJSON_IsString(d) && !cJSON_IsNull(d)) return bad(err, n, ".description must be a string", i, j);
    const cJSON *schema = cJSON_GetObjectItemCaseSensitive(f, "inputSchema");
    if (schema != NULL && !cJSON_IsObject(schema) && !cJSON_IsBool(schema) && !cJSON_IsNull(schema))
        return bad(err, n, ".inputSchema must be a JSON Schema object", i, j);
    const cJSON *out = cJSON_GetObjectItemCaseSensitive(f, "outputSchema");
    if (out != NULL && !cJSON_IsObject(out) && !cJSON_IsBool(out) && !cJSON_IsNull(out))
        return bad(err, n, ".outputSchema must be a JSON Schema object", i, j);
    size_t k = s->nfns++;
    s->schemas[k] = schema && !cJSON_IsNull(schema) ? cJSON_PrintUnformatted(schema) : NULL;
    s->out_schemas[k] = out && !cJSON_IsNull(out) ? cJSON_PrintUnformatted(out) : NULL;
    s->fns[k] = (secexec_host_function){name,
                                        opt_string(f, "description"),
                                        s->schemas[k],
                                        h,
                                        ud,
                                        s->out_schemas[k],
                                        cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(f, "suspend"))};
    return true;
}

static size_t count_functions(const cJSON *array) {
    size_t n = 0;
    for (const cJSON *c = array->child; c != NULL; c = c->next)
        n += (size_t)cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(c, "functions"));
    return n;
}

bool cli_hostspec_parse(cli_hostspec *s, const cJSON *array, secexec_host_handler h, void *ud, char *err, size_t n) {
    memset(s, 0, sizeof *s);
    if (array == NULL || cJSON_IsNull(array)) return true;
    if (!cJSON_IsArray(array)) return snprintf(err, n, "hostFunctions must be an array"), false;
    size_t ncolls = (size_t)cJSON_GetArraySize(array), nfns = count_functions(array);
    s->colls = calloc(ncolls ? ncolls : 1, sizeof *s->colls);
    s->fns = calloc(nfns ? nfns : 1, sizeof *s->fns);
    s->schemas = calloc(nfns ? nfns : 1, sizeof *s->schemas);
    s->out_schemas = calloc(nfns ? nfns : 1, sizeof *s->out_schemas);
    if (!s->colls || !s->fns || !s->schemas || !s->out_schemas) return snprintf(err, n, "out of memory"), false;
    int i = 0;
    for (const cJSON *c = array->child; c != NULL; c = c->next, i++) {
        if (!cJSON_IsObject(c)) return bad(err, n, " must be an object", i, -1);
        const char *name = opt_string(c, "name");
        const cJSON *fns = cJSON_GetObjectItemCaseSensitive(c, "functions");
        if (name == NULL) return bad(err, n, ".name must be a string", i, -1);
        if (!cJSON_IsArray(fns)) return bad(err, n, ".functions must be an array", i, -1);
        size_t first = s->nfns;
        int j = 0;
        for (const cJSON *f = fns->child; f != NULL; f = f->next, j++)
            if (!parse_function(s, f, i, j, h, ud, err, n)) return false;
        s->colls[s->ncolls++] =
            (secexec_host_collection){name, opt_string(c, "description"), s->fns + first, s->nfns - first};
    }
    return true;
}

void cli_hostspec_free(cli_hostspec *s) {
    for (size_t i = 0; s->schemas && i < s->nfns; i++) free(s->schemas[i]);
    free(s->schemas);
    for (size_t i = 0; s->out_schemas && i < s->nfns; i++) free(s->out_schemas[i]);
    free(s->out_schemas);
    free(s->fns);
    free(s->colls);
    memset(s, 0, sizeof *s);
}

/* -- secexec declarations --host FILE.json [--inputs JSON|@FILE] -- */

/* The whole file ("-": stdin) as a NUL-terminated malloc'd string, its length in *len (len may be
 * NULL); NULL when it cannot be read. The one file reader of the CLI. */
char *cli_read_file(const char *path, size_t *len) {
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (f == NULL) return NULL;
    size_t cap = 65536, n = 0;
    char *buf = malloc(cap);
    for (size_t got; buf != NULL && (got = fread(buf + n, 1, cap - n - 1, f)) > 0;) {
        n += got;
        if (n + 1 == cap) {
            char *b = realloc(buf, cap *= 2);
            if (b == NULL) free(buf);
            buf = b;
        }
    }
    bool bad = ferror(f);
    if (f != stdin) fclose(f);
    if (bad) return free(buf), NULL;
    if (buf != NULL) buf[n] = 0;
    if (buf != NULL && len != NULL) *len = n;
    return buf;
}

char *cli_read_text(const char *path) { return cli_read_file(path, NULL); }

static int usage_error(const char *msg) {
    fprintf(stderr, "secexec declarations: %s\nUsage: secexec declarations --host FILE.json [--inputs JSON|@FILE]\n",
            msg);
    return 2;
}

char *cli_host_declarations(const char *host_path, const char *inputs, char *err, size_t n) {
    char *host_text = host_path ? cli_read_text(host_path) : NULL, *inputs_text = NULL;
    if (host_path && host_text == NULL) return snprintf(err, n, "cannot read %s", host_path), NULL;
    if (inputs && inputs[0] == '@' && (inputs_text = cli_read_text(inputs + 1)) == NULL)
        return free(host_text), snprintf(err, n, "cannot read %s", inputs + 1), NULL;
    cJSON *spec = host_text ? cJSON_Parse(host_text) : NULL;
    cli_hostspec hs = {0};
    char *d = NULL;
    snprintf(err, n, "the --host file is not valid JSON");
    if ((host_text == NULL || spec != NULL) && cli_hostspec_parse(&hs, spec, NULL, NULL, err, n)) {
        d = secexec_declarations(hs.colls, hs.ncolls, inputs_text ? inputs_text : inputs);
        if (d == NULL) snprintf(err, n, "invalid names, schemas or inputs JSON");
    }
    cli_hostspec_free(&hs);
    cJSON_Delete(spec);
    free(host_text);
    free(inputs_text);
    return d;
}

int cli_declarations_main(int argc, char **argv) {
    const char *host = NULL, *inputs = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--host") == 0 && i + 1 < argc) host = argv[++i];
        else if (strcmp(argv[i], "--inputs") == 0 && i + 1 < argc) inputs = argv[++i];
        else if (strcmp(argv[i], "--help") == 0)
            return usage_error("prints TypeScript declarations of host functions and inputs"), 0;
        else return usage_error("unknown or incomplete option");
    }
    if (host == NULL && inputs == NULL) return usage_error("give --host and/or --inputs");
    char err[256];
    char *d = cli_host_declarations(host, inputs, err, sizeof err);
    if (d == NULL) {
        fprintf(stderr, "secexec declarations: %s\n", err);
        return strncmp(err, "cannot read", 11) == 0 ? 2 : 1;
    }
    fputs(d, stdout);
    free(d);
    return 0;
}
