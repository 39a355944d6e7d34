/* observe.c - trace and profile: what the interpreter executed, per instruction, function, line and call stack. */
#include <cJSON.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/observe.h"
#include "compiler/compiler.h"

/*
 * The interpreter calls vm->on_step before every instruction while an observer is installed
 * (vm/interp.c: the instruction budget's boundary is moved to the next instruction), so a run
 * without observers executes exactly the code it always did. Counts are instruction counts:
 * the same every run, unlike a sampling profiler's.
 * The observer's memory is the host's (like the host-call bookkeeping), not the guest's.
 */

typedef struct fn_stat {
    const sx_proto *proto;
    char name[96];
    uint32_t line, col;
    uint64_t self, total;
} fn_stat;

/* A node of the call-stack tree: one path of functions from the top level. */
typedef struct stack_node {
    uint32_t fn, parent, first_child, next_sibling;
    uint64_t self;
} stack_node;

typedef struct observer {
    secexec_sink trace, profile;
    void *trace_ud, *profile_ud;
    uint64_t trace_limit, traced;
    bool profiling;
    fn_stat *fns;
    uint32_t nfns, capfns;
    uint32_t *fn_index; /* open addressing on proto pointers: fn number + 1 */
    uint32_t index_cap;
    uint64_t *lines; /* instructions per source line */
    uint32_t nlines;
    stack_node *nodes; /* nodes[0] is the root (no function) */
    uint32_t nnodes, capnodes;
    uint64_t total;
    uint64_t calls; /* guest function calls: a new frame starting at its first instruction */
    bool failed;    /* host out of memory: the profile is dropped */
    /* the stack of the last step: reused while the same frame runs */
    uint32_t last_nframes, last_base, last_node, last_fn;
    const sx_object *last_callee;
    /* the last counted instruction: natives it called may charge instructions for their work
     * (e.g. a regular expression's steps); they are counted where it is */
    uint64_t prev_count;
    uint32_t prev_node, prev_fn, prev_line;
} observer;

/* ---- functions ------------------------------------------------------------------------------- */

static void proto_name(const sx_proto *p, char *buf, size_t size) {
    if (p->name != NULL && p->name->len > 0) sx_string_to_utf8(p->name, buf, size);
    else snprintf(buf, size, "%s", (p->flags & SX_PROTO_TOPLEVEL) ? "<main>" : "<anonymous>");
}

static bool grow_index(observer *o) {
    uint32_t cap = o->index_cap ? o->index_cap * 2 : 64;
    uint32_t *idx = calloc(cap, sizeof *idx);
    if (idx == NULL) return false;
    for (uint32_t i = 0; i < o->nfns; i++) {
        uint32_t h = (uint32_t)(((uintptr_t)o->fns[i].proto >> 4) * 2654435761u) & (cap - 1);
        while (idx[h] != 0) h = (h + 1) & (cap - 1);
        idx[h] = i + 1;
    }
    free(o->fn_index);
    o->fn_index = idx;
    o->index_cap = cap;
    return true;
}

/* The function number of p (added on first sight); UINT32_MAX when out of memory. */
static uint32_t fn_of(observer *o, const sx_proto *p) {
    if ((o->nfns + 1) * 2 > o->index_cap && !grow_index(o)) return UINT32_MAX;
    uint32_t h = (uint32_t)(((uintptr_t)p >> 4) * 2654435761u) & (o->index_cap - 1);
    while (o->fn_index[h] != 0) {
        if (o->fns[o->fn_index[h] - 1].proto == p) return o->fn_index[h] - 1;
        h = (h + 1) & (o->index_cap - 1);
    }
    if (o->nfns == o->capfns) {
        uint32_t cap = o->capfns ? o->capfns * 2 : 16;
        fn_stat *f = realloc(o->fns, cap * sizeof *f);
        if (f == NULL) return UINT32_MAX;
        o->fns = f;
        o->capfns = cap;
    }
    fn_stat *f = &o->fns[o->nfns];
    memset(f, 0, sizeof *f);
    f->proto = p;
    proto_name(p, f->name, sizeof f->name);
    f->line = p->lines && p->ncode ? p->lines[0].line : 0;
    f->col = p->lines && p->ncode ? p->lines[0].col : 0;
    o->fn_index[h] = o->nfns + 1;
    return o->nfns++;
}

/* ---- the call-stack tree ------------------------------------------------------------------------ */

static uint32_t child(observer *o, uint32_t parent, uint32_t fn) {
    for (uint32_t c = o->nodes[parent].first_child; c != 0; c = o->nodes[c].next_sibling)
        if (o->nodes[c].fn == fn) return c;
    if (o->nnodes == o->capnodes) {
        uint32_t cap = o->capnodes * 2;
        stack_node *n = realloc(o->nodes, cap * sizeof *n);
        if (n == NULL) return UINT32_MAX;
        o->nodes = n;
        o->capnodes = cap;
    }
    uint32_t id = o->nnodes++;
    o->nodes[id] = (stack_node){.fn = fn, .parent = parent, .next_sibling = o->nodes[parent].first_child};
    o->nodes[parent].first_child = id;
    return id;
}

static bool grow_lines(observer *o, uint32_t line) {
    if (line < o->nlines) return true;
    uint32_t n = line + 64;
    uint64_t *l = realloc(o->lines, n * sizeof *l);
    if (l == NULL) return false;
    memset(l + o->nlines, 0, (n - o->nlines) * sizeof *l);
    o->lines = l;
    o->nlines = n;
    return true;
}

/* Instructions charged since the last counted one (beyond itself): where that one is. */
static void charge(observer *o, uint64_t now) {
    uint64_t expected = o->total == 0 ? o->prev_count : o->prev_count + 1;
    if (now <= expected) return;
    uint64_t extra = now - expected;
    o->nodes[o->prev_node].self += extra;
    o->fns[o->prev_fn].self += extra;
    o->total += extra;
    if (grow_lines(o, o->prev_line)) o->lines[o->prev_line] += extra;
}

/* Count one instruction of the innermost frame against its stack, function and line. */
static void profile_step(observer *o, sx_vm *vm, const sx_proto *p, uint32_t pc) {
    const sx_frame *top = &vm->frames[vm->nframes - 1];
    uint32_t node = o->last_node, fn = o->last_fn;
    if (vm->nframes != o->last_nframes || top->base != o->last_base || top->callee != o->last_callee) {
        if (pc == 0) o->calls++; /* a frame of its own at the first instruction: a call began */
        node = 0;                /* another frame runs: find its stack's node */
        for (uint32_t k = 0; k < vm->nframes && node != UINT32_MAX; k++) {
            const sx_object *callee = vm->frames[k].callee;
            if (callee->cls != SX_CLASS_FUNCTION) continue;
            uint32_t f = fn_of(o, callee->u.func.proto);
            node = f == UINT32_MAX ? UINT32_MAX : child(o, node, f);
        }
        fn = fn_of(o, p);
        if (node == UINT32_MAX || fn == UINT32_MAX) {
            o->failed = true;
            return;
        }
        o->last_nframes = vm->nframes;
        o->last_base = top->base;
        o->last_callee = top->callee;
        o->last_node = node;
        o->last_fn = fn;
    }
    uint32_t line = p->lines ? p->lines[pc].line : 0;
    if (o->total == 0) /* charged before the first instruction (e.g. reading inputs): counted with it */
        o->prev_count = 0, o->prev_node = node, o->prev_fn = fn, o->prev_line = line;
    charge(o, vm->instructions);
    o->prev_count = vm->instructions, o->prev_node = node, o->prev_fn = fn, o->prev_line = line;
    o->nodes[node].self++;
    o->fns[fn].self++;
    o->total++;
    if (!grow_lines(o, line)) {
        o->failed = true;
        return;
    }
    o->lines[line]++;
}

static void trace_step(observer *o, const sx_vm *vm, const sx_proto *p, uint32_t pc) {
    char name[64], ins[512], line[700];
    proto_name(p, name, sizeof name);
    sx_disassemble_instruction(p, pc, ins, sizeof ins);
    int n = snprintf(line, sizeof line, "%10llu  %-16s %5u:%-4u %5u  %s\n", (unsigned long long)vm->instructions + 1,
                     name, p->lines ? p->lines[pc].line : 0, p->lines ? p->lines[pc].col : 0, pc, ins);
    if (n > (int)sizeof line - 1) n = (int)sizeof line - 1;
    o->trace(o->trace_ud, line, (size_t)n);
    if (++o->traced == o->trace_limit) {
        n = snprintf(line, sizeof line, "(trace stops after %llu instructions)\n", (unsigned long long)o->traced);
        o->trace(o->trace_ud, line, (size_t)n);
    }
}

static bool on_step(sx_vm *vm) {
    observer *o = vm->observer;
    if (vm->nframes == 0) return true;
    const sx_frame *f = &vm->frames[vm->nframes - 1];
    if (f->callee->cls != SX_CLASS_FUNCTION) return true;
    const sx_proto *p = f->callee->u.func.proto;
    uint32_t pc = (uint32_t)(f->pc - p->code);
    if (pc >= p->ncode) return true;
    if (o->trace != NULL && o->traced < o->trace_limit) trace_step(o, vm, p, pc);
    if (o->profiling && !o->failed) profile_step(o, vm, p, pc);
    if (!o->profiling && o->traced >= o->trace_limit) vm->on_step = NULL; /* nothing left to watch */
    return true;
}

void sx_observe_begin(sx_vm *vm, const secexec_options *opts) {
    vm->observer = NULL;
    vm->on_step = NULL;
    if (opts->trace == NULL && opts->profile == NULL) return;
    observer *o = calloc(1, sizeof *o);
    if (o == NULL) return;
    o->trace = opts->trace;
    o->trace_ud = opts->trace_user_data;
    o->trace_limit = opts->trace_limit ? opts->trace_limit : 1000;
    o->profile = opts->profile;
    o->profile_ud = opts->profile_user_data;
    o->profiling = opts->profile != NULL;
    o->capnodes = 64;
    o->nodes = calloc(o->capnodes, sizeof *o->nodes);
    o->nnodes = 1;
    if (o->nodes == NULL) {
        free(o);
        return;
    }
    vm->observer = o;
    vm->on_step = on_step;
    vm->step_poll_at = 0;
}

/* ---- the profile as JSON --------------------------------------------------------------------- */

static int by_self(const void *a, const void *b) {
    const fn_stat *x = a, *y = b;
    if (x->self != y->self) return x->self < y->self ? 1 : -1;
    if (x->line != y->line) return x->line < y->line ? -1 : 1;
    if (x->col != y->col) return x->col < y->col ? -1 : 1;
    return strcmp(x->name, y->name);
}

/* "name:line" of function fn: the label of a stack frame. */
static void label(const observer *o, uint32_t fn, char *buf, size_t size) {
    snprintf(buf, size, "%s:%u", o->fns[fn].name, o->fns[fn].line);
}

/* The stack of node as "main:1;fib:1;fib:1" (outermost first). */
static void stack_text(const observer *o, uint32_t node, char *buf, size_t size) {
    uint32_t path[256], n = 0;
    for (uint32_t k = node; k != 0 && n < 256; k = o->nodes[k].parent) path[n++] = k;
    size_t len = 0;
    buf[0] = 0;
    while (n-- > 0 && len + 2 < size) {
        char l[128];
        label(o, o->nodes[path[n]].fn, l, sizeof l);
        int w = snprintf(buf + len, size - len, "%s%s", len ? ";" : "", l);
        if (w > 0) len += (size_t)w;
        if (len >= size) len = size - 1;
    }
}

static int by_text(const void *a, const void *b) {
    return strcmp(cJSON_GetStringValue(cJSON_GetObjectItem(*(cJSON *const *)a, "stack")),
                  cJSON_GetStringValue(cJSON_GetObjectItem(*(cJSON *const *)b, "stack")));
}

static cJSON *stacks_json(const observer *o) {
    cJSON **items = calloc(o->nnodes ? o->nnodes : 1, sizeof *items);
    cJSON *arr = cJSON_CreateArray();
    if (items == NULL || arr == NULL) {
        free(items);
        return arr;
    }
    uint32_t n = 0;
    for (uint32_t k = 1; k < o->nnodes; k++) {
        if (o->nodes[k].self == 0) continue;
        char text[4096];
        stack_text(o, k, text, sizeof text);
        cJSON *s = cJSON_CreateObject();
        cJSON_AddStringToObject(s, "stack", text);
        cJSON_AddNumberToObject(s, "count", (double)o->nodes[k].self);
        items[n++] = s;
    }
    qsort(items, n, sizeof *items, by_text);
    for (uint32_t k = 0; k < n; k++) cJSON_AddItemToArray(arr, items[k]);
    free(items);
    return arr;
}

/* Inclusive counts: instructions run while the function was anywhere on the stack. */
static void inclusive(const observer *o, uint64_t *total) {
    for (uint32_t k = 1; k < o->nnodes; k++) {
        for (uint32_t a = k; a != 0; a = o->nodes[a].parent) {
            bool seen = false; /* recursion: count each function once per stack */
            for (uint32_t b = k; b != a; b = o->nodes[b].parent)
                if (o->nodes[b].fn == o->nodes[a].fn) seen = true;
            if (!seen) total[o->nodes[a].fn] += o->nodes[k].self;
        }
    }
}

static char *profile_json(observer *o) {
    uint64_t *incl = calloc(o->nfns ? o->nfns : 1, sizeof *incl);
    cJSON *j = cJSON_CreateObject();
    if (incl == NULL || j == NULL) {
        free(incl);
        cJSON_Delete(j);
        return NULL;
    }
    inclusive(o, incl);
    for (uint32_t i = 0; i < o->nfns; i++) o->fns[i].total = incl[i];
    cJSON_AddItemToObject(j, "stacks", stacks_json(o)); /* before the sort: nodes index o->fns */
    qsort(o->fns, o->nfns, sizeof *o->fns, by_self);
    cJSON_AddNumberToObject(j, "instructions", (double)o->total);
    cJSON_AddNumberToObject(j, "calls", (double)o->calls);
    cJSON *fns = cJSON_AddArrayToObject(j, "functions");
    for (uint32_t i = 0; i < o->nfns; i++) {
        cJSON *f = cJSON_CreateObject();
        cJSON_AddStringToObject(f, "name", o->fns[i].name);
        cJSON_AddNumberToObject(f, "line", o->fns[i].line);
        cJSON_AddNumberToObject(f, "column", o->fns[i].col);
        cJSON_AddNumberToObject(f, "self", (double)o->fns[i].self);
        cJSON_AddNumberToObject(f, "total", (double)o->fns[i].total);
        cJSON_AddItemToArray(fns, f);
    }
    cJSON *lines = cJSON_AddArrayToObject(j, "lines");
    for (uint32_t l = 0; l < o->nlines; l++) {
        if (o->lines[l] == 0) continue;
        cJSON *e = cJSON_CreateObject();
        cJSON_AddNumberToObject(e, "line", l);
        cJSON_AddNumberToObject(e, "count", (double)o->lines[l]);
        cJSON_AddItemToArray(lines, e);
    }
    char *text = cJSON_PrintUnformatted(j);
    cJSON_Delete(j);
    free(incl);
    return text;
}

void sx_observe_end(sx_vm *vm) {
    observer *o = vm->observer;
    vm->on_step = NULL;
    vm->observer = NULL;
    if (o == NULL) return;
    if (o->profile != NULL) {
        if (o->total > 0 && !o->failed) charge(o, vm->instructions); /* what the last one and the end charged */
        char *text = o->failed ? NULL : profile_json(o);
        const char *msg = text ? text : "{\"error\":\"the profiler ran out of host memory\"}";
        o->profile(o->profile_ud, msg, strlen(msg));
        free(text);
    }
    free(o->fns);
    free(o->fn_index);
    free(o->lines);
    free(o->nodes);
    free(o);
}

bool sx_observe_position(const sx_vm *vm, char *fn, size_t size, uint32_t *line, uint32_t *col) {
    for (uint32_t k = vm->nframes; k-- > 0;) {
        const sx_frame *f = &vm->frames[k];
        if (f->callee->cls != SX_CLASS_FUNCTION) continue;
        const sx_proto *p = f->callee->u.func.proto;
        uint32_t pc = (uint32_t)(f->pc - p->code);
        if (pc > 0 && k + 1 < vm->nframes) pc--; /* a caller's pc is past its CALL */
        if (pc >= p->ncode) pc = p->ncode - 1;
        proto_name(p, fn, size);
        *line = p->lines ? p->lines[pc].line : 0;
        *col = p->lines ? p->lines[pc].col : 0;
        return true;
    }
    return false;
}
