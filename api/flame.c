/* flame.c - a profile's call stacks drawn as a flame graph (SVG), for `secexec run --profile out.svg`. */
#include <cJSON.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "secexec.h"

#define FLAME_WIDTH 1200.0
#define FLAME_ROW 18

/* A frame of the merged stack tree. */
typedef struct flame_node {
    char label[128];
    double count; /* inclusive */
    int first_child, next_sibling, depth;
} flame_node;

typedef struct flame {
    flame_node *nodes;
    int n, cap, max_depth;
    char *svg;
    size_t len, svgcap;
    bool oom;
} flame;

static int add_node(flame *f, int parent, const char *label, size_t label_len) {
    for (int c = f->nodes[parent].first_child; c != 0; c = f->nodes[c].next_sibling)
        if (strlen(f->nodes[c].label) == label_len && memcmp(f->nodes[c].label, label, label_len) == 0) return c;
    if (f->n == f->cap) {
        int cap = f->cap * 2;
        flame_node *n = realloc(f->nodes, (size_t)cap * sizeof *n);
        if (n == NULL) return -1;
        f->nodes = n;
        f->cap = cap;
    }
    flame_node *node = &f->nodes[f->n];
    memset(node, 0, sizeof *node);
    size_t copy = label_len < sizeof node->label - 1 ? label_len : sizeof node->label - 1;
    memcpy(node->label, label, copy);
    node->depth = f->nodes[parent].depth + 1;
    if (node->depth > f->max_depth) f->max_depth = node->depth;
    /* children in alphabetical order, so the drawing is the same every time */
    int *link = &f->nodes[parent].first_child;
    while (*link != 0 && strcmp(f->nodes[*link].label, node->label) < 0) link = &f->nodes[*link].next_sibling;
    node->next_sibling = *link;
    *link = f->n;
    return f->n++;
}

static bool add_stack(flame *f, const char *stack, double count) {
    int node = 0;
    f->nodes[0].count += count;
    for (const char *s = stack; *s;) {
        const char *end = strchr(s, ';');
        size_t len = end ? (size_t)(end - s) : strlen(s);
        node = add_node(f, node, s, len);
        if (node < 0) return false;
        f->nodes[node].count += count;
        s += len + (end != NULL);
    }
    return true;
}

static void put(flame *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(flame *f, const char *fmt, ...) {
    if (f->oom) return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (f->len + (size_t)n + 1 > f->svgcap) {
        size_t cap = (f->len + (size_t)n + 1) * 2;
        char *s = realloc(f->svg, cap);
        if (s == NULL) {
            f->oom = true;
            return;
        }
        f->svg = s;
        f->svgcap = cap;
    }
    va_start(ap, fmt);
    vsnprintf(f->svg + f->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    f->len += (size_t)n;
}

/* Text safe inside XML. */
static void put_escaped(flame *f, const char *s) {
    for (; *s; s++) {
        if (*s == '<') put(f, "&lt;");
        else if (*s == '>') put(f, "&gt;");
        else if (*s == '&') put(f, "&amp;");
        else if (*s == '"') put(f, "&quot;");
        else put(f, "%c", *s);
    }
}

static void draw(flame *f, int node, double x, double total) {
    const flame_node *n = &f->nodes[node];
    double w = FLAME_WIDTH * n->count / total;
    if (node != 0 && w >= 0.1) {
        int y = (f->max_depth - n->depth) * FLAME_ROW + 30;
        unsigned h = 0;
        for (const char *c = n->label; *c; c++) h = h * 31 + (unsigned char)*c;
        put(f, "<g><title>");
        put_escaped(f, n->label);
        put(f, " (%.0f instructions, %.1f%%)</title>", n->count, 100.0 * n->count / total);
        put(f, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"rgb(%u,%u,60)\" rx=\"2\"/>", x, y, w,
            FLAME_ROW - 1, 205 + h % 50, 80 + (h >> 8) % 130);
        if (w > 40) {
            put(f, "<text x=\"%.1f\" y=\"%d\">", x + 3, y + FLAME_ROW - 5);
            char shown[128];
            size_t fit = (size_t)(w / 7);
            snprintf(shown, sizeof shown, "%.*s", (int)(fit < sizeof shown - 1 ? fit : sizeof shown - 1), n->label);
            put_escaped(f, shown);
            put(f, "</text>");
        }
        put(f, "</g>\n");
    }
    for (int c = n->first_child; c != 0; c = f->nodes[c].next_sibling) {
        draw(f, c, x, total);
        x += FLAME_WIDTH * f->nodes[c].count / total;
    }
}

char *secexec_profile_svg(const char *profile_json, size_t len) {
    cJSON *j = profile_json ? cJSON_ParseWithLength(profile_json, len) : NULL;
    cJSON *stacks = cJSON_GetObjectItemCaseSensitive(j, "stacks");
    if (!cJSON_IsArray(stacks)) {
        cJSON_Delete(j);
        return NULL;
    }
    flame f = {.cap = 64};
    f.nodes = calloc((size_t)f.cap, sizeof *f.nodes);
    f.n = 1;
    cJSON *s;
    cJSON_ArrayForEach(s, stacks) {
        const char *text = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(s, "stack"));
        cJSON *count = cJSON_GetObjectItemCaseSensitive(s, "count");
        if (f.nodes == NULL || text == NULL || !cJSON_IsNumber(count) || !add_stack(&f, text, count->valuedouble))
            f.oom = true;
    }
    cJSON_Delete(j);
    double total = f.nodes && f.nodes[0].count > 0 ? f.nodes[0].count : 1;
    int height = (f.max_depth + 1) * FLAME_ROW + 40;
    put(&f,
        "<?xml version=\"1.0\" standalone=\"no\"?>\n"
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%d\" viewBox=\"0 0 %.0f %d\" "
        "font-family=\"monospace\" font-size=\"12\">\n"
        "<rect width=\"100%%\" height=\"100%%\" fill=\"#fdfdf6\"/>\n"
        "<text x=\"%.0f\" y=\"20\" text-anchor=\"middle\" font-size=\"15\">secexec profile: %.0f instructions "
        "(width: instructions spent with the function on the stack)</text>\n",
        FLAME_WIDTH, height, FLAME_WIDTH, height, FLAME_WIDTH / 2, f.nodes ? f.nodes[0].count : 0);
    if (f.nodes != NULL) draw(&f, 0, 0, total);
    put(&f, "</svg>\n");
    free(f.nodes);
    if (f.oom) {
        free(f.svg);
        return NULL;
    }
    return f.svg;
}
