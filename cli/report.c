/* report.c - `secexec report TRACE -o REPORT.html`: one self-contained page reviewing a recorded run. */
#include <cJSON.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/hostspec.h"
#include "cli/inspect.h"

static const char REPORT_USAGE[] =
    "usage: secexec report TRACE -o REPORT.html\n"
    "    Replay the run recorded in TRACE (which checks it) and write one self-contained HTML page\n"
    "    for a person reviewing it: the source with a heat map of the instructions each line spent,\n"
    "    the timeline of host calls and output, the result, and the limits against what was used.\n"
    "    Exit 0 when written and the replay was identical, 1 when it diverged (the page says so),\n"
    "    2 when the trace is unusable or the page cannot be written.\n";

typedef struct page {
    FILE *f;
} page;

static void esc(page *p, const char *s) {
    for (; s && *s; s++) {
        switch (*s) {
        case '<': fputs("&lt;", p->f); break;
        case '>': fputs("&gt;", p->f); break;
        case '&': fputs("&amp;", p->f); break;
        case '"': fputs("&quot;", p->f); break;
        default: fputc(*s, p->f);
        }
    }
}

static void escn(page *p, const char *s, size_t n) {
    char *c = malloc(n + 1);
    if (c == NULL) return;
    memcpy(c, s, n);
    c[n] = 0;
    esc(p, c);
    free(c);
}

static const char *str(const cJSON *o, const char *key) {
    return cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(o, key));
}

/* A recorded text for display: a string, or (a text holding NUL bytes, docs/replay.md) the
 * pieces between them, joined with U+2400 (the symbol for NUL). malloc'ed; "" when absent. */
static char *text_of(const cJSON *o, const char *key) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key), *part;
    if (cJSON_IsString(v)) return strdup(v->valuestring);
    const cJSON *pieces = cJSON_IsArray(v) ? v : NULL;
    size_t n = 1;
    cJSON_ArrayForEach(part, pieces) n += strlen(cJSON_GetStringValue(part) ? part->valuestring : "") + 3;
    char *out = calloc(n, 1);
    if (out == NULL) return NULL;
    cJSON_ArrayForEach(part, pieces) {
        if (part != pieces->child) strcat(out, "\xe2\x90\x80");
        strcat(out, cJSON_GetStringValue(part) ? part->valuestring : "");
    }
    return out;
}

static void esc_text(page *p, const cJSON *o, const char *key) {
    char *t = text_of(o, key);
    esc(p, t);
    free(t);
}

static double num(const cJSON *o, const char *key) {
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(v) ? v->valuedouble : 0;
}

/* Captures of the replay: its report lines and its profile. */
typedef struct captured {
    char *text;
    size_t len;
} captured;

static void capture(void *ud, const char *text, size_t len) {
    captured *c = ud;
    char *t = realloc(c->text, c->len + len + 1);
    if (t == NULL) return;
    memcpy(t + c->len, text, len);
    c->len += len;
    t[c->len] = 0;
    c->text = t;
}

static const char STYLE[] =
    "body{font-family:system-ui,sans-serif;margin:2em;color:#222;background:#fcfcfa}"
    "h1{font-size:1.4em}h2{font-size:1.15em;margin-top:1.6em}"
    "table{border-collapse:collapse}td,th{padding:2px 8px;text-align:left;vertical-align:top}"
    "th{background:#eee}.num{text-align:right;font-variant-numeric:tabular-nums}"
    "pre,code,.code{font-family:ui-monospace,monospace;font-size:13px;white-space:pre}"
    ".ok{color:#176117}.bad{color:#a31515}.timeline td{border-bottom:1px solid #eee}"
    ".src td{padding:0 8px}.bar{display:inline-block;height:10px;background:#c0392b;vertical-align:middle}";

static void head(page *p, const cJSON *start, const char *verdict, bool identical) {
    fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>secexec report: ", p->f);
    esc(p, str(start, "filename"));
    fprintf(p->f, "</title>\n<style>%s</style></head>\n<body>\n<h1>secexec run of <code>", STYLE);
    esc(p, str(start, "filename"));
    fprintf(p->f, "</code></h1>\n<p id=\"replay\" class=\"%s\">", identical ? "ok" : "bad");
    esc(p, verdict);
    fputs("</p>\n", p->f);
}

static void result_section(page *p, const cJSON *end) {
    const cJSON *err = cJSON_GetObjectItemCaseSensitive(end, "error");
    fputs("<h2>Result</h2>\n<table id=\"result\">\n<tr><th>outcome</th><td>", p->f);
    esc(p, str(end, "outcome"));
    fputs("</td></tr>\n<tr><th>value</th><td class=\"code\">", p->f);
    esc(p, str(end, "value") ? str(end, "value") : "(none)");
    fputs("</td></tr>\n", p->f);
    if (cJSON_IsObject(err)) {
        fputs("<tr><th>error</th><td class=\"code bad\">", p->f);
        esc(p, str(err, "code"));
        fputs(": ", p->f);
        esc(p, str(err, "name"));
        fputs(": ", p->f);
        esc(p, str(err, "message"));
        fputs("</td></tr>\n", p->f);
    }
    fputs("<tr><th>heap hash</th><td class=\"code\">", p->f);
    esc(p, str(end, "heapHash"));
    fputs("</td></tr>\n</table>\n", p->f);
}

static void limit_row(page *p, const char *what, double used, double limit) {
    fprintf(p->f,
            "<tr><td>%s</td><td class=\"num\">%.0f</td><td class=\"num\">%.0f</td><td class=\"num\">%.1f%%</td></tr>\n",
            what, used, limit, limit > 0 ? 100.0 * used / limit : 0);
}

static void limits_section(page *p, const cJSON *start, const cJSON *end, double calls, double out_bytes) {
    const cJSON *lim = cJSON_GetObjectItemCaseSensitive(start, "limits");
    fputs("<h2>Limits</h2>\n<table id=\"limits\"><tr><th>limit</th><th>used</th><th>allowed</th><th>share</th></tr>\n",
          p->f);
    limit_row(p, "instructions", num(end, "instructions"), num(lim, "maxInstructions"));
    limit_row(p, "memory (peak bytes)", num(end, "memoryPeakBytes"), num(lim, "maxMemoryBytes"));
    limit_row(p, "host calls", calls, num(lim, "maxHostCalls"));
    limit_row(p, "output bytes (both streams)", out_bytes, 2 * num(lim, "maxOutputBytes"));
    fputs("</table>\n", p->f);
}

/* The details of a machine session's own events (docs/replay.md): its calls and mount operations.
 * False: not one of them. */
static bool session_details(page *p, const cJSON *ev, const char *kind) {
    const char *op = str(ev, "op");
    if (strcmp(kind, "machine") == 0) {
        const cJSON *mt;
        fputs("the machine is made; mounts:", p->f);
        cJSON_ArrayForEach(mt, cJSON_GetObjectItemCaseSensitive(ev, "mounts")) {
            fputs(" ", p->f);
            esc(p, str(mt, "path"));
            if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(mt, "readOnly"))) fputs(" (read-only)", p->f);
        }
    } else if (strcmp(kind, "fs") == 0 || strcmp(kind, "mount") == 0) {
        fputs(strcmp(kind, "fs") == 0 ? "the host: " : "a mount: ", p->f);
        esc(p, op);
        fputs(" ", p->f);
        esc(p, str(ev, "path"));
        if (str(ev, "to")) fputs(" to ", p->f), esc(p, str(ev, "to"));
        if (str(ev, "error")) fputs(" failed: ", p->f), esc(p, str(ev, "error"));
        else if (cJSON_HasObjectItem(ev, "size")) fprintf(p->f, " (%.0f bytes)", num(ev, "size"));
    } else if (strcmp(kind, "context") == 0) {
        fprintf(p->f, "context %.0f: ", num(ev, "id"));
        esc(p, op);
    } else if (strcmp(kind, "spawn") == 0) {
        fprintf(p->f, "process %.0f spawned: ", num(ev, "pid"));
        if (str(ev, "path")) esc(p, str(ev, "path"));
        else esc_text(p, ev, "source");
    } else if (strcmp(kind, "process") == 0) {
        fprintf(p->f, "process %.0f runs", num(ev, "pid"));
    } else if (strcmp(kind, "wait") == 0) {
        fprintf(p->f, "the host waits for process %.0f: ", num(ev, "pid"));
        esc(p, cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(ev, "found")) ? str(ev, "outcome") : "no such process");
    } else if (strcmp(kind, "executeFile") == 0) {
        fputs("the host runs the file ", p->f);
        esc(p, str(ev, "path"));
    } else if (strcmp(kind, "install") == 0) {
        fprintf(p->f, "a package (%.0f bytes): ", num(ev, "size"));
        esc(p, str(ev, "name") ? str(ev, "name") : str(ev, "error"));
        if (str(ev, "version")) fputs("@", p->f), esc(p, str(ev, "version"));
    } else if (strcmp(kind, "check") == 0) {
        fprintf(p->f, "a type check: %.0f diagnostics", num(ev, "diagnostics"));
    } else {
        return false;
    }
    return true;
}

static void timeline_row(page *p, const cJSON *ev) {
    const char *kind = str(ev, "event");
    fprintf(p->f, "<tr class=\"event %s\"><td class=\"num\">%.0f</td><td>", kind, num(ev, "instructions"));
    esc(p, kind);
    fputs("</td><td>", p->f);
    if (str(ev, "function")) fprintf(p->f, "%.0f:%.0f ", num(ev, "line"), num(ev, "column"));
    fputs("</td><td class=\"code\">", p->f);
    if (strcmp(kind, "output") == 0) {
        esc(p, str(ev, "stream"));
        fputs(": ", p->f);
        esc_text(p, ev, "text");
    } else if (strcmp(kind, "timer") == 0) { /* a timer fires: the virtual clock steps to its due time */
        fprintf(p->f, "timer %.0f fires at %.0f ms%s (Date.now() %.0f)", num(ev, "id"), num(ev, "due"),
                cJSON_HasObjectItem(ev, "interval") ? ", an interval" : "", num(ev, "clockMs"));
    } else if (strcmp(kind, "clock") == 0) {
        fprintf(p->f, "the host clock read %.0f", num(ev, "ms"));
    } else if (strcmp(kind, "start") == 0) { /* a later call of a recorded session */
        fputs("another call of the session", p->f);
        if (str(ev, "call")) fputs(" (", p->f), esc(p, str(ev, "call")), fprintf(p->f, " %.0f)", num(ev, "id"));
        fputs(": ", p->f);
        esc_text(p, ev, "source");
    } else if (session_details(p, ev, kind)) { /* a machine's session */
    } else if (strcmp(kind, "close") == 0) {   /* the recorded VM was freed */
        fprintf(p->f, "the session closed after %.0f calls", num(ev, "calls"));
    } else if (strcmp(kind, "end") == 0) {
        esc(p, str(ev, "outcome"));
        fputs(" ", p->f);
        esc(p, str(ev, "value"));
    } else if (strcmp(kind, "host_call") == 0) {
        esc(p, str(ev, "fn"));
        fputs("(", p->f);
        esc(p, str(ev, "input"));
        fputs(") ", p->f);
        esc(p, str(ev, "verdict"));
    } else {
        fprintf(p->f, "call %.0f ", num(ev, "call"));
        esc(p, str(ev, "status"));
        fputs(": ", p->f);
        esc_text(p, ev, "text");
    }
    fputs("</td></tr>\n", p->f);
}

/* A machine's session: one row per call (docs/replay.md, "Machine sessions"), a run with its outcome. */
static void calls_section(page *p, const char *trace_text) {
    fputs("<h2>Calls</h2>\n<table class=\"timeline\" id=\"calls\"><tr><th>call</th><th>what</th><th>details</th>"
          "<th>result</th></tr>\n",
          p->f);
    size_t calls = 0;
    bool in_run = false;
    for (const char *s = trace_text; *s;) {
        const char *nl = strchr(s, '\n');
        cJSON *ev = cJSON_ParseWithLength(s, nl ? (size_t)(nl - s) : strlen(s));
        const char *kind = str(ev, "event");
        if (kind == NULL || strcmp(kind, "mount") == 0 || strcmp(kind, "close") == 0 ||
            (in_run && strcmp(kind, "end"))) {
        } else if (strcmp(kind, "end") == 0) { /* the result of the run in the row before */
            in_run = false;
            esc(p, str(ev, "outcome"));
            fprintf(p->f, ", %.0f instructions", num(ev, "instructions"));
            if (str(ev, "value")) fputs(", value ", p->f), esc(p, str(ev, "value"));
            fputs("</td></tr>\n", p->f);
        } else {
            bool run = strcmp(kind, "start") == 0;
            fprintf(p->f, "<tr class=\"call\"><td class=\"num\">%zu</td><td>", ++calls);
            esc(p, run ? str(ev, "call") : kind);
            if (!run && str(ev, "op")) fputs(" ", p->f), esc(p, str(ev, "op"));
            fputs("</td><td class=\"code\">", p->f);
            if (run) esc_text(p, ev, "source");
            else if (!session_details(p, ev, kind)) esc(p, kind);
            fputs("</td><td>", p->f);
            if (run) in_run = true;
            else fputs(str(ev, "error") ? "failed</td></tr>\n" : "</td></tr>\n", p->f);
        }
        cJSON_Delete(ev);
        if (nl == NULL) break;
        s = nl + 1;
    }
    if (in_run) fputs("</td></tr>\n", p->f);
    fputs("</table>\n", p->f);
}

/* Instructions per source line, from the replay's profile. */
static double *line_counts(const char *profile, size_t nlines, double *max) {
    double *counts = calloc(nlines + 1, sizeof *counts);
    cJSON *j = profile ? cJSON_Parse(profile) : NULL;
    const cJSON *l;
    *max = 0;
    cJSON_ArrayForEach(l, cJSON_GetObjectItemCaseSensitive(j, "lines")) {
        double line = num(l, "line"), c = num(l, "count");
        if (counts && line >= 1 && line <= (double)nlines) counts[(size_t)line] = c;
        if (c > *max) *max = c;
    }
    cJSON_Delete(j);
    return counts;
}

/* Where the budget went, per function (from the replay's profile). */
static void functions_section(page *p, const char *profile) {
    cJSON *j = profile ? cJSON_Parse(profile) : NULL;
    const cJSON *f;
    double total = num(j, "instructions");
    fputs("<h2>Functions</h2>\n<table id=\"functions\"><tr><th>function</th><th>line</th><th>self</th>"
          "<th>total (with callees)</th></tr>\n",
          p->f);
    cJSON_ArrayForEach(f, cJSON_GetObjectItemCaseSensitive(j, "functions")) {
        fputs("<tr class=\"function\"><td class=\"code\">", p->f);
        esc(p, str(f, "name"));
        fprintf(
            p->f,
            "</td><td class=\"num\">%.0f</td><td class=\"num\">%.0f (%.1f%%)</td><td class=\"num\">%.0f</td></tr>\n",
            num(f, "line"), num(f, "self"), total > 0 ? 100 * num(f, "self") / total : 0, num(f, "total"));
    }
    fputs("</table>\n", p->f);
    cJSON_Delete(j);
}

static void source_section(page *p, const char *src, const char *profile) {
    size_t nlines = 1;
    for (const char *s = src; *s; s++) nlines += *s == '\n';
    double max;
    double *counts = line_counts(profile, nlines, &max);
    fputs("<h2>Source</h2>\n<p>Instructions spent on each line (the bar and the colour grow with the count; for a "
          "session, the first call's source and the lines of every call).</p>\n"
          "<table class=\"src\" id=\"source\">\n",
          p->f);
    const char *s = src;
    for (size_t line = 1; line <= nlines; line++) {
        const char *nl = strchr(s, '\n');
        size_t n = nl ? (size_t)(nl - s) : strlen(s);
        double c = counts ? counts[line] : 0, share = max > 0 ? c / max : 0;
        fprintf(
            p->f,
            "<tr id=\"L%zu\" style=\"background:rgba(231,76,60,%.2f)\"><td class=\"num\">%zu</td>"
            "<td class=\"num\">%.0f</td><td><span class=\"bar\" style=\"width:%.0fpx\"></span></td><td class=\"code\">",
            line, 0.35 * share, line, c, 60 * share);
        escn(p, s, n);
        fputs("</td></tr>\n", p->f);
        if (nl == NULL) break;
        s = nl + 1;
    }
    fputs("</table>\n", p->f);
    free(counts);
}

static int write_page(const char *out, const char *trace_text, const char *verdict, bool identical,
                      const char *profile) {
    cJSON *start = NULL, *end = NULL;
    cJSON **events = NULL;
    size_t nevents = 0, cap = 0;
    double calls = 0, out_bytes = 0;
    for (const char *s = trace_text; *s;) {
        const char *nl = strchr(s, '\n');
        size_t n = nl ? (size_t)(nl - s) : strlen(s);
        cJSON *ev = cJSON_ParseWithLength(s, n);
        const char *kind = str(ev, "event");
        if (kind && strcmp(kind, "start") == 0 && start == NULL) start = ev;
        else if (kind && (nevents < cap || (events = realloc(events, (cap = cap * 2 + 16) * sizeof *events)))) {
            if (strcmp(kind, "end") == 0) end = ev; /* a session's last call ends it */
            events[nevents++] = ev;
            if (strcmp(kind, "host_call") == 0) calls++;
            if (strcmp(kind, "output") == 0) { /* NULs (a piece boundary each) are output bytes too */
                const cJSON *t = cJSON_GetObjectItemCaseSensitive(ev, "text"), *part;
                if (cJSON_IsString(t)) out_bytes += (double)strlen(t->valuestring);
                const cJSON *pieces = cJSON_IsArray(t) ? t : NULL;
                cJSON_ArrayForEach(part, pieces) out_bytes +=
                    (double)strlen(cJSON_GetStringValue(part) ? part->valuestring : "") + (part != pieces->child);
            }
        } else cJSON_Delete(ev);
        if (nl == NULL) break;
        s = nl + 1;
    }
    int status = 2;
    const cJSON *first = start; /* a machine's session: its machine event when no call ran code */
    for (size_t i = 0; first == NULL && i < nevents; i++)
        if (strcmp(str(events[i], "event"), "machine") == 0) first = events[i];
    page p = {.f = first ? fopen(out, "wb") : NULL};
    if (p.f != NULL) {
        head(&p, first, verdict, identical);
        if (end != NULL) result_section(&p, end);
        limits_section(&p, first, end, calls, out_bytes);
        static const char machine[] = "{\"event\":\"machine\"";
        if (strncmp(trace_text, machine, sizeof machine - 1) == 0) calls_section(&p, trace_text);
        fputs("<h2>Timeline</h2>\n<table class=\"timeline\" id=\"timeline\"><tr><th>instruction</th><th>event</th>"
              "<th>line:col</th><th>details</th></tr>\n",
              p.f);
        for (size_t i = 0; i < nevents; i++) timeline_row(&p, events[i]);
        fputs("</table>\n", p.f);
        functions_section(&p, profile);
        char *source = start ? text_of(start, "source") : NULL;
        source_section(&p, source ? source : "", profile);
        free(source);
        fputs("<p><small>Made by <code>secexec report</code> from a recorded trace (docs/replay.md). "
              "<span id=\"summary\"></span></small></p>\n"
              "<script>\n"
              "/* the page's only script: a summary of the timeline (the page reads fine without it) */\n"
              "const rows = document.querySelectorAll('#timeline tr.event');\n"
              "const calls = document.querySelectorAll('#timeline tr.host_call').length;\n"
              "document.getElementById('summary').textContent = rows.length + ' events, ' + calls + ' host calls';\n"
              "</script>\n"
              "</body></html>\n",
              p.f);
        status = fclose(p.f) == 0 ? (identical ? 0 : 1) : 2;
        if (status == 2) fprintf(stderr, "secexec: cannot write '%s'\n", out);
    } else if (first) {
        fprintf(stderr, "secexec: cannot write '%s'\n", out);
    }
    for (size_t i = 0; i < nevents; i++) cJSON_Delete(events[i]);
    free(events);
    cJSON_Delete(start);
    return status;
}

int cli_report_main(int argc, char **argv) {
    const char *path = NULL, *out = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) return fputs(REPORT_USAGE, stdout), 0;
        if (strcmp(argv[i], "-o") == 0 && i + 1 < argc) out = argv[++i];
        else if (strncmp(argv[i], "-o", 2) == 0 && argv[i][2]) out = argv[i] + 2;
        else if (argv[i][0] == '-' && argv[i][1] != 0)
            return fprintf(stderr, "secexec: unknown option '%s'\n%s", argv[i], REPORT_USAGE), 2;
        else if (path != NULL)
            return fprintf(stderr, "secexec: unexpected argument '%s'\n%s", argv[i], REPORT_USAGE), 2;
        else path = argv[i];
    }
    if (path == NULL || out == NULL)
        return fprintf(stderr, "secexec: report needs TRACE and -o FILE\n%s", REPORT_USAGE), 2;
    size_t len;
    char *text = cli_read_file(path, &len);
    if (text == NULL) return fprintf(stderr, "secexec: cannot read '%s'\n", path), 2;
    captured said = {0}, profile = {0};
    secexec_options observe;
    secexec_options_init(&observe);
    observe.profile = capture;
    observe.profile_user_data = &profile;
    int replayed = secexec_replay(text, len, &observe, capture, &said);
    int status = 2;
    if (replayed == 2) fprintf(stderr, "secexec: %s", said.text ? said.text : "replay failed\n");
    else status = write_page(out, text, said.text ? said.text : "", replayed == 0, profile.text);
    if (replayed == 1) fputs(said.text ? said.text : "", stderr);
    free(said.text);
    free(profile.text);
    free(text);
    return status;
}
