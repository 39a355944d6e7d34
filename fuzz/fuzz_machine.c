/* fuzz_machine.c - libFuzzer target: files and a program for a machine (filesystem, node:fs, modules, timers).
 * The bytes are lines: each "PATH\tCONTENT" line but the last writes a file (CONTENT with "\n" for
 * "\\n"); the last line is a program evaluated in the machine with tiny budgets, then executed
 * again in a context. Every run must end in a well-formed result; no path may reach outside the
 * tree (the filesystem is in memory: a crash, leak or hang is the failure). */
#include "fuzz/fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* "\\n" -> newline, in place; returns the new length. */
static size_t unescape(char *s, size_t n) {
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '\\' && i + 1 < n && s[i + 1] == 'n') s[k++] = '\n', i++;
        else s[k++] = s[i];
    }
    return k;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    secexec_options o;
    fuzz_options(&o);
    secexec_machine_options mo = {.max_fs_bytes = 1u << 16, .max_fs_files = 64};
    secexec_machine *m = secexec_machine_new(&o, &mo);
    if (m == NULL) return 0;
    char *text = malloc(size + 1);
    if (text == NULL) return secexec_machine_free(m), 0;
    memcpy(text, data, size);
    text[size] = 0;
    char *line = text, *end = text + size;
    for (char *nl; (nl = memchr(line, '\n', (size_t)(end - line))) != NULL; line = nl + 1) {
        char *tab = memchr(line, '\t', (size_t)(nl - line));
        if (tab == NULL) continue;
        *tab = 0;
        size_t n = unescape(tab + 1, (size_t)(nl - tab - 1));
        if (secexec_machine_write_file(m, line, tab + 1, n) == SECEXEC_FS_ENOENT) {
            char *slash = strrchr(line, '/'); /* make the directories on the way, then again */
            if (slash == NULL || slash == line) continue;
            *slash = 0;
            secexec_machine_mkdir(m, line, true);
            *slash = '/';
            secexec_machine_write_file(m, line, tab + 1, n);
        }
    }
    size_t plen = (size_t)(end - line);
    fuzz_check_result(secexec_machine_evaluate(m, line, plen), &o);
    /* vm.check: the files' imports typed from outlines of the other files (api/check_modules.c) */
    secexec_check_result_free(secexec_machine_check(m, line, plen));
    secexec_context *c = secexec_context_new(m);
    if (c != NULL) {
        fuzz_check_result(secexec_context_execute(c, line, plen), &o);
        fuzz_check_result(secexec_context_execute(c, line, plen), &o);
    }
    secexec_machine_free(m);
    free(text);
    return 0;
}
