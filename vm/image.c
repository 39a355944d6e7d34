/* image.c - the prebuilt realm: built once per process into one block, copied into each new VM. */
#include <pthread.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>
#include <xxhash.h>

#include "vm/gc.h"
#include "vm/lang.h"

/*
 * Creating the realm (hundreds of built-in functions, prototypes and interned names) costs far
 * more than running a small program. So the first VM of the process builds it once, with every
 * allocation placed one after the other in a single block (a bump allocator). Each new VM then
 * copies that block with one memcpy and adds the distance between the two blocks to every
 * pointer that points into it ("relocation"). The copy is private to the VM: the guest may
 * change built-ins freely. Memory inside the block is never freed piece by piece: sx_mem_realloc
 * moves a growing array out of it instead, and the collector leaves dead image objects alone.
 *
 * The template is immutable after it is built, so threads share it without locks. Its interned
 * strings (the built-ins' names, a fifth of the realm) are not even copied: being immutable, one
 * copy outside the block serves every VM (see is_shareable), and so does their intern table
 * (sx_vm.shared_strings: a VM looks a name up there first and interns new ones in its own). The
 * native functions' own `length` and `name` hold no address of the block either: their property
 * arrays are one read-only copy too, which a VM copies before it writes into one (see
 * props_shareable and sx_object_own_props).
 *
 * Most built-in functions (Math.abs, Array.prototype.map: about 400 of them, 88 bytes each) are
 * not even copied: a native function that one data property alone refers to (and whose own
 * properties are shared) is left out of the block. It lives in a read-only "lazy area" beside
 * it, and the property holds its offset there (a number, flagged SX_PROP_LAZY; the object
 * holding it is flagged SX_OBJ_LAZY). The first lookup in such an object (sx_object_find, or a
 * write: sx_object_own_props) makes that object's functions in the VM's heap at once
 * (sx_object_unlazy): a copy of each, relocated like the block. Keys, their order and
 * attributes are in place all along, so listing keys makes nothing; a function exists once made,
 * and only one property ever held it, so identity is stable. A snapshot names an untouched lazy
 * object by offset like any unchanged image object (restored lazy); one it writes in full is
 * made first (runtime/snapshot.c).
 */

#define SX_IMAGE_CAPACITY (1u << 20)

typedef struct sx_image {
    char *base;            /* the template block */
    size_t size;           /* bytes used in it */
    char *shared;          /* the interned strings, shared by every VM (never copied, never freed) */
    sx_intern_table names; /* their intern table, shared read-only by every VM (sx_vm.shared_strings) */
    sx_vm template_vm;     /* the template VM's state (its pointers point into base) */
    const sx_lang *lang;   /* the language whose realm it is: the first one asked for */
    uint32_t *watch;       /* offsets of the objects without a block (see sx_vm.image_watch) */
    uint32_t nwatch;
    char *lazy;                        /* the lazy area: native functions made on first use (read-only) */
    size_t lazy_size;                  /* bytes used in it */
    uint32_t *lazy_holder, *lazy_slot; /* lazy native k: the offset of the object holding it, and
                                          the index of its property there (snapshots) */
    uint32_t *objects; /* offsets of every object in the block, ascending (snapshots: sx_image_object_at) */
    uint32_t nobjects;
    uint64_t hash; /* what the image looks like, address-free (snapshots: sx_image_build_hash) */
    bool ok;
} sx_image;

static sx_image g_image;
static pthread_once_t g_image_once = PTHREAD_ONCE_INIT;
static _Thread_local const sx_lang *t_image_lang; /* what build_image builds (set before the once) */

/* -- building: a bump allocator over one block -- */

void *sx_image_bump(sx_vm *vm, void *ptr, size_t old_size, size_t new_size) {
    sx_bump *b = vm->mem.bump;
    if (new_size == 0) return NULL; /* never freed */
    if (ptr != NULL && new_size <= old_size) return ptr;
    size_t at = (b->used + 15) & ~(size_t)15;
    if (at + new_size > b->cap) return NULL;
    void *p = b->base + at;
    b->used = at + new_size;
    if (ptr != NULL) memcpy(p, ptr, old_size);
    return p;
}

/* -- compaction: copy what the realm reaches into a second block, exactly sized -- */

/* Building leaves garbage in the first block (arrays outgrown, duplicate names). Like a copying
 * collector, we copy every object reachable from the roots into a fresh block, with arrays cut
 * to their length, and remember old -> new addresses in a small hash map. */
typedef struct compactor {
    sx_bump out;
    sx_bump shared;                    /* interned strings go here: see forward() */
    sx_bump props;                     /* shared property arrays go here: see props_shareable() */
    sx_bump lazy;                      /* natives made on first use go here: see lazy_child() */
    uint32_t *lazy_holder, *lazy_slot; /* where each one is held (sx_image.lazy_holder) */
    const void **from, **to;           /* open-addressing map of copied addresses */
    size_t cap;
    sx_gcheader **work; /* copied objects whose fields still point into the old block */
    size_t nwork, capwork;
    const sx_lang *lang; /* whose classes the objects are of */
    sx_string **names;   /* the shared intern table being filled */
    uint32_t names_cap;  /* its slots (a power of two) */
    bool failed;
} compactor;

static void *bump_copy(compactor *c, const void *src, size_t n) {
    size_t at = (c->out.used + 7) & ~(size_t)7; /* pointers and doubles need no more: 16 would waste */
    if (at + n > c->out.cap) {
        c->failed = true;
        return NULL;
    }
    c->out.used = at + n;
    memcpy(c->out.base + at, src, n);
    return c->out.base + at;
}

/* Interned strings are immutable once interned (their hash is computed and their flags set), so
 * all VMs share one copy instead of each copying them. A shared string is left out of every
 * VM's object list (vm->gc.all) and stays marked: the collector sees it as already marked, so it
 * never writes to it, never sweeps it, and the intern table keeps it (sx_intern_sweep). */
static bool is_shareable(const sx_gcheader *h) {
    const sx_string *s = (const sx_string *)h;
    return h->type == SX_GC_STRING && s->interned && s->hashed && !s->is_view && !s->is_private && !s->is_symbol;
}

static void *copy_shared(compactor *c, const sx_gcheader *h) {
    size_t at = (c->shared.used + 7) & ~(size_t)7;
    if (at + h->size > c->shared.cap) {
        c->failed = true;
        return NULL;
    }
    c->shared.used = at + h->size;
    sx_gcheader *copy = memcpy(c->shared.base + at, h, h->size);
    copy->next = NULL;
    copy->marked = 1;
    return copy;
}

static size_t map_slot(const compactor *c, const void *p) {
    size_t i = (((uintptr_t)p >> 4) * 0x9E3779B97F4A7C15u) & (c->cap - 1);
    while (c->from[i] != NULL && c->from[i] != p) i = (i + 1) & (c->cap - 1);
    return i;
}

/* The new address of heap object h, copying it on first sight. */
static void *forward(compactor *c, sx_gcheader *h) {
    if (h == NULL || c->failed) return NULL;
    size_t i = map_slot(c, h);
    if (c->from[i] != NULL) return (void *)c->to[i];
    sx_gcheader *copy = is_shareable(h) ? copy_shared(c, h) : bump_copy(c, h, h->size);
    if (copy == NULL || c->nwork == c->capwork) {
        c->failed = true;
        return NULL;
    }
    copy->pad = 0; /* (a reference count while building: count_refs) */
    c->from[i] = h;
    c->to[i] = copy;
    c->work[c->nwork++] = copy;
    return copy;
}

static void forward_value(compactor *c, sx_value *v) {
    if (sx_is_string(*v)) *v = sx_from_string(forward(c, &sx_as_string(*v)->gc));
    else if (sx_is_object(*v)) *v = sx_from_object(forward(c, &sx_as_object(*v)->gc));
    else if (sx_is_symbol(*v)) *v = sx_from_symbol(forward(c, &sx_as_symbol(*v)->gc));
}

static void *copy_array(compactor *c, const void *p, size_t n) { return n ? bump_copy(c, p, n) : NULL; }

/* A native function's own properties (its `length` and `name`: a number and an interned string,
 * neither writable) hold no address of the VM's block: one read-only copy serves every VM, and a
 * VM that writes into them copies them first (sx_object_own_props). Other objects' properties
 * point at the VM's own built-ins, or may be written by plain assignment. */
static bool value_shareable(sx_value v) {
    if (sx_is_string(v)) return is_shareable(&sx_as_string(v)->gc);
    return !sx_is_object(v) && !sx_is_symbol(v) && !sx_is_bigint(v);
}

static bool props_shareable(const sx_object *o) {
    if (o->cls != SX_CLASS_NATIVE || o->index != NULL || o->nprops == 0) return false;
    for (uint32_t i = 0; i < o->nprops; i++) {
        const sx_prop *p = &o->props[i];
        if (p->key == NULL || !is_shareable(&p->key->gc) || !value_shareable(p->value) ||
            (p->flags & (SX_PROP_WRITABLE | SX_PROP_ACCESSOR | SX_PROP_LANG_SLOW)))
            return false;
    }
    return true;
}

static void *copy_props(compactor *c, const sx_object *o) {
    size_t n = (size_t)o->nprops * sizeof *o->props;
    if (!props_shareable(o)) return copy_array(c, o->props, n);
    size_t at = (c->props.used + 7) & ~(size_t)7;
    if (at + n > c->props.cap) {
        c->failed = true;
        return NULL;
    }
    c->props.used = at + n;
    return memcpy(c->props.base + at, o->props, n);
}

static void scan_object(compactor *c, sx_object *o);

/* Can the value of property p be left lazy: a native function referred to by this property
 * alone (count_refs), whose own properties are shared, that holds no other heap object? */
static bool lazy_child(const sx_prop *p) {
    if (p->key == NULL || (p->flags & (SX_PROP_ACCESSOR | SX_PROP_LANG_SLOW)) || !sx_is_object(p->value)) return false;
    const sx_object *f = sx_as_object(p->value);
    sx_value d = f->cls == SX_CLASS_NATIVE ? f->u.native.data : SX_UNDEFINED;
    return f->gc.pad == 1 && f->cls == SX_CLASS_NATIVE && f->id == 0 && props_shareable(f) && !sx_is_string(d) &&
           !sx_is_object(d) && !sx_is_symbol(d) && !sx_is_bigint(d);
}

/* Copy the native function of property p into the lazy area; p holds its offset there. */
static void make_lazy(compactor *c, sx_object *holder, sx_prop *p) {
    size_t at = (c->lazy.used + 7) & ~(size_t)7;
    if (at + sizeof(sx_object) > c->lazy.cap) {
        c->failed = true;
        return;
    }
    c->lazy.used = at + sizeof(sx_object);
    c->lazy_holder[at / sizeof(sx_object)] = (uint32_t)((char *)holder - c->out.base);
    c->lazy_slot[at / sizeof(sx_object)] = (uint32_t)(p - holder->props);
    sx_object *f = memcpy(c->lazy.base + at, sx_as_object(p->value), sizeof(sx_object));
    f->gc.next = NULL;
    f->gc.pad = 0;
    scan_object(c, f); /* its prototype into the block, its properties into the shared ones */
    p->value = sx_number((double)at);
    p->flags |= SX_PROP_LAZY;
    holder->oflags |= SX_OBJ_LAZY;
}

static void scan_object(compactor *c, sx_object *o) {
    o->capprops = o->nprops;
    o->props = copy_props(c, o);
    o->index = copy_array(c, o->index, sx_object_index_bytes(o));
    if (o->index == NULL) o->index_cap = 0;
    o->proto = forward(c, o->proto ? &o->proto->gc : NULL);
    for (uint32_t i = 0; i < o->nprops && !c->failed; i++) {
        if (o->props[i].key == NULL) continue; /* a hole left by delete */
        o->props[i].key = forward(c, &o->props[i].key->gc);
        if (c->lazy.base != NULL && lazy_child(&o->props[i])) make_lazy(c, o, &o->props[i]);
        else forward_value(c, &o->props[i].value);
    }
    switch ((sx_class)o->cls) {
    case SX_CLASS_ARRAY:
        o->u.array.cap = o->u.array.len;
        o->u.array.skip = 0;
        o->u.array.items = copy_array(c, o->u.array.items, o->u.array.len * sizeof(sx_value));
        for (uint32_t i = 0; i < o->u.array.len; i++) forward_value(c, &o->u.array.items[i]);
        break;
    case SX_CLASS_NATIVE: forward_value(c, &o->u.native.data); break;
    case SX_CLASS_OBJECT: break;
    case SX_CLASS_FUNCTION:
    case SX_CLASS_BOUND:
    case SX_CLASS_COROUTINE: c->failed = true; break; /* data this copier does not know: no image */
    default: { /* a language's class: only one whose data are values (sx_class_hooks) */
        const sx_class_hooks *h = &c->lang->classes[o->cls];
        if (!h->image) c->failed = true; /* no image: build each VM */
        for (uint32_t i = 0; i < h->nvalues && h->image; i++) forward_value(c, sx_class_value(o, h->values[i]));
        break;
    }
    }
}

/* A copied string's units are inline: point at the copy's own (append buffers are not copied). */
static void scan_string(compactor *c, sx_string *s) {
    if (s->is_view) c->failed = true;
    s->chars = s->data.narrow;
}

/* Copy the template's realm into c->out; rewrites t's roots to the new block. */
static void compact(compactor *c, sx_vm *t) {
    sx_string **atoms = t->atom_slots;
    for (size_t i = 0; i < SX_ATOM_SLOTS; i++) atoms[i] = forward(c, atoms[i] ? &atoms[i]->gc : NULL);
    sx_object **realm = t->root_slots;
    for (size_t i = 0; i < SX_ROOT_SLOTS; i++) realm[i] = forward(c, realm[i] ? &realm[i]->gc : NULL);
    /* the intern table holds only shared strings: it is shared too (sx_image.names), and each
     * VM starts a table of its own for the names it interns */
    for (uint32_t i = 0; i < t->strings.cap && !c->failed; i++) {
        sx_string *s = t->strings.slots[i] ? forward(c, &t->strings.slots[i]->gc) : NULL;
        if (s != NULL && !((char *)s >= c->shared.base && (char *)s < c->shared.base + c->shared.cap))
            c->failed = true; /* an interned string that could not be shared: no image */
        if (s == NULL || c->failed) continue;
        uint32_t mask = c->names_cap - 1, k = s->hash & mask; /* (as vm/string.c's intern_insert) */
        while (c->names[k] != NULL) k = (k + 1) & mask;
        c->names[k] = s;
    }
    for (size_t k = 0; k < c->nwork && !c->failed; k++) {
        if (c->work[k]->type == SX_GC_OBJECT) scan_object(c, (sx_object *)c->work[k]);
        else if (c->work[k]->type == SX_GC_STRING) scan_string(c, (sx_string *)c->work[k]);
    }
    t->gc.all = NULL; /* the copies, linked in the order they were made (not the shared ones) */
    for (size_t k = c->nwork; k-- > 0;) {
        if ((char *)c->work[k] >= c->shared.base && (char *)c->work[k] < c->shared.base + c->shared.cap) continue;
        c->work[k]->next = t->gc.all;
        t->gc.all = c->work[k];
    }
    t->temps = NULL;
    t->captemps = t->ntemps = 0;
}

static bool compact_into(sx_vm *t, size_t objects, sx_bump *out, sx_bump *shared, sx_bump *props, sx_bump *lazy,
                         uint32_t *lazy_holder, uint32_t *lazy_slot, sx_intern_table *names) {
    compactor c = {.out = *out,
                   .shared = *shared,
                   .props = *props,
                   .lazy = *lazy,
                   .lazy_holder = lazy_holder,
                   .lazy_slot = lazy_slot,
                   .cap = 4096,
                   .capwork = objects,
                   .lang = t->lang,
                   .names = names->slots,
                   .names_cap = names->cap};
    while (c.cap < objects * 2) c.cap *= 2;
    c.from = calloc(c.cap, sizeof *c.from);
    c.to = calloc(c.cap, sizeof *c.to);
    c.work = malloc(c.capwork * sizeof *c.work);
    if (c.from && c.to && c.work) compact(&c, t);
    bool ok = c.from && c.to && c.work && !c.failed;
    free(c.from);
    free(c.to);
    free(c.work);
    *out = c.out;
    *shared = c.shared;
    *props = c.props;
    *lazy = c.lazy;
    return ok;
}

/* The image's objects that own no block (props, or an array's items): a first allocation
 * of theirs is not a move out of the image (vm/gc.c, sx_gc_free_all). */
static bool owns_no_block(const sx_object *o) {
    return o->props == NULL || (o->cls == SX_CLASS_ARRAY && o->u.array.items == NULL);
}

static bool find_watched(sx_image *img) {
    uint32_t n = 0;
    for (sx_gcheader *h = img->template_vm.gc.all; h != NULL; h = h->next)
        n += h->type == SX_GC_OBJECT && owns_no_block((sx_object *)h);
    img->watch = malloc((n ? n : 1) * sizeof *img->watch);
    if (img->watch == NULL) return false;
    for (sx_gcheader *h = img->template_vm.gc.all; h != NULL; h = h->next)
        if (h->type == SX_GC_OBJECT && owns_no_block((sx_object *)h))
            img->watch[img->nwatch++] = (uint32_t)((char *)h - img->base);
    return true;
}

static int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* The template's objects by offset (a snapshot names unchanged image objects by offset, and the
 * loader accepts only offsets listed here), and an address-free hash of the image's layout: two
 * builds whose images differ in any object's kind, class, size or property names disagree, and
 * a snapshot from the other is refused. */
static bool index_objects(sx_image *img) {
    uint32_t n = 0;
    for (sx_gcheader *h = img->template_vm.gc.all; h != NULL; h = h->next) n++;
    img->objects = malloc((n ? n : 1) * sizeof *img->objects);
    if (img->objects == NULL) return false;
    XXH3_state_t *st = XXH3_createState();
    if (st == NULL) return false;
    XXH3_64bits_reset(st);
    uint32_t sizes[6] = {(uint32_t)sizeof(sx_object), (uint32_t)sizeof(sx_proto), (uint32_t)sizeof(sx_string),
                         (uint32_t)sizeof(sx_upval),  (uint32_t)SX_OPCODE__COUNT, (uint32_t)img->size};
    XXH3_64bits_update(st, sizes, sizeof sizes);
    for (sx_gcheader *h = img->template_vm.gc.all; h != NULL; h = h->next) {
        uint32_t off = (uint32_t)((char *)h - img->base);
        img->objects[img->nobjects++] = off;
        uint32_t d[4] = {off, h->type, h->size, 0};
        if (h->type == SX_GC_OBJECT) {
            const sx_object *o = (const sx_object *)h;
            d[3] = o->cls | (uint32_t)o->nprops << 8;
            for (uint32_t i = 0; i < o->nprops; i++)
                if (o->props[i].key != NULL)
                    XXH3_64bits_update(st, o->props[i].key->chars,
                                       (size_t)o->props[i].key->len << o->props[i].key->wide);
        }
        XXH3_64bits_update(st, d, sizeof d);
    }
    for (size_t at = 0; at < img->lazy_size; at += sizeof(sx_object)) { /* the lazy natives */
        const sx_object *o = (const sx_object *)(img->lazy + at);
        uint32_t d[4] = {(uint32_t)at, o->cls, o->nprops, 1};
        XXH3_64bits_update(st, d, sizeof d);
    }
    img->hash = XXH3_64bits_digest(st);
    XXH3_freeState(st);
    qsort(img->objects, img->nobjects, sizeof *img->objects, cmp_u32);
    return true;
}

/* How many references each object of the template has (in gc.pad, at most 2 counted: a root
 * counts 2), so that compaction knows the natives a single property refers to (lazy_child). */
static void count_ref(sx_value v) {
    if (sx_is_object(v) && sx_as_object(v)->gc.pad < 2) sx_as_object(v)->gc.pad++;
}

static size_t count_refs(sx_vm *t) {
    for (sx_gcheader *h = t->gc.all; h != NULL; h = h->next) {
        if (h->type != SX_GC_OBJECT) continue;
        sx_object *o = (sx_object *)h;
        if (o->proto != NULL) count_ref(sx_from_object(o->proto));
        for (uint32_t i = 0; i < o->nprops; i++)
            if (o->props[i].key != NULL) count_ref(o->props[i].value);
        if (o->cls == SX_CLASS_ARRAY)
            for (uint32_t i = 0; i < o->u.array.len; i++) count_ref(o->u.array.items[i]);
        else if (o->cls == SX_CLASS_NATIVE) count_ref(o->u.native.data);
        else if (o->cls >= SX_CLASS_LANG) {
            const sx_class_hooks *hk = &t->lang->classes[o->cls];
            for (uint32_t i = 0; i < hk->nvalues; i++) count_ref(*sx_class_value(o, hk->values[i]));
        }
    }
    for (size_t i = 0; i < SX_ROOT_SLOTS; i++)
        if (t->root_slots[i] != NULL) t->root_slots[i]->gc.pad = 2;
    size_t n = 0; /* an upper bound of the lazy natives */
    for (sx_gcheader *h = t->gc.all; h != NULL; h = h->next)
        n += h->type == SX_GC_OBJECT && h->pad == 1 && ((sx_object *)h)->cls == SX_CLASS_NATIVE;
    return n;
}

static void build_image(void) {
    sx_bump first = {calloc(1, SX_IMAGE_CAPACITY), 0, SX_IMAGE_CAPACITY};
    sx_bump final = {calloc(1, SX_IMAGE_CAPACITY), 0, SX_IMAGE_CAPACITY};
    sx_limits limits = {.max_instructions = 1, .max_memory = SX_IMAGE_CAPACITY, .max_stack_depth = 1, .max_output = 0};
    sx_vm *t = first.base && final.base ? sx_vm_build(&limits, &first, t_image_lang) : NULL;
    size_t objects = 0, shared_bytes = 0, props_bytes = 0;
    bool tight = true;
    for (sx_gcheader *h = t ? t->gc.all : NULL; h != NULL; h = h->next) {
        objects++;
        if (is_shareable(h)) shared_bytes += (h->size + 7) & ~(size_t)7;
        sx_object *o = h->type == SX_GC_OBJECT ? (sx_object *)h : NULL;
        if (o != NULL && props_shareable(o)) props_bytes += o->nprops * sizeof *o->props; /* (24: a multiple of 8) */
        /* smaller property indexes; the global object keeps room: every run defines `inputs` */
        if (o != NULL && o != t->realm.global) tight = tight && sx_object_index_tighten(t, o);
    }
    sx_bump shared = {t ? malloc(shared_bytes ? shared_bytes : 1) : NULL, 0, shared_bytes};
    /* the shared property arrays in pages of their own, made read-only once filled: a write
     * that missed sx_object_own_props faults instead of changing every VM's built-ins */
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t props_map = ((props_bytes ? props_bytes : 1) + page - 1) / page * page;
    void *props_base =
        t ? mmap(NULL, props_map, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) : MAP_FAILED;
    sx_bump props = {props_base == MAP_FAILED ? NULL : props_base, 0, props_bytes};
    /* the lazy natives, read-only too once filled (a VM writes only its own copy of one) */
    size_t lazy_bytes = t ? count_refs(t) * sizeof(sx_object) : 0;
    size_t lazy_map = ((lazy_bytes ? lazy_bytes : 1) + page - 1) / page * page;
    void *lazy_base = t ? mmap(NULL, lazy_map, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) : MAP_FAILED;
    sx_bump lazy = {lazy_base == MAP_FAILED ? NULL : lazy_base, 0, lazy_bytes};
    size_t nlazy = lazy_bytes / sizeof(sx_object) + 1;
    uint32_t *lazy_holder = malloc(nlazy * sizeof *lazy_holder), *lazy_slot = malloc(nlazy * sizeof *lazy_slot);
    /* the shared intern table at most a quarter full: a name a program makes is looked up there
     * first, and most are not built-in names (an unsuccessful search stops at the first free slot) */
    sx_intern_table names = {NULL, 64, t ? t->strings.count : 0};
    while (names.cap < names.count * 4) names.cap *= 2;
    names.slots = t ? calloc(names.cap, sizeof *names.slots) : NULL;
    if (t == NULL || shared.base == NULL || props.base == NULL || lazy.base == NULL || lazy_holder == NULL ||
        lazy_slot == NULL || names.slots == NULL || !tight || t->gc.gray != NULL || t->frames != NULL ||
        t->stack != NULL || !compact_into(t, objects, &final, &shared, &props, &lazy, lazy_holder, lazy_slot, &names) ||
        mprotect(props.base, props_map, PROT_READ) != 0 || mprotect(lazy.base, lazy_map, PROT_READ) != 0) {
        free(first.base);
        free(final.base);
        free(shared.base);
        if (props.base != NULL) munmap(props.base, props_map);
        if (lazy.base != NULL) munmap(lazy.base, lazy_map);
        free(lazy_holder);
        free(lazy_slot);
        free(names.slots);
        free(t);
        return;
    }
    t->shared_lo = props.base;
    t->shared_hi = props.base + props.used;
    free(first.base);
    g_image.names = names;
    t->strings = (sx_intern_table){NULL, 0, 0};
    t->shared_strings = &g_image.names;
    g_image.base = final.base;
    g_image.size = final.used;
    g_image.shared = shared.base;
    g_image.lazy = lazy.base;
    g_image.lazy_size = lazy.used;
    g_image.lazy_holder = lazy_holder;
    g_image.lazy_slot = lazy_slot;
    g_image.template_vm = *t;
    g_image.template_vm.mem.bump = NULL;
    g_image.lang = t_image_lang;
    free(t); /* the VM struct itself was not in the block */
    g_image.ok = find_watched(&g_image) && index_objects(&g_image);
}

/* -- relocation -- */

typedef struct reloc {
    const char *lo, *hi; /* the template block */
    ptrdiff_t delta;     /* new address - old address */
} reloc;

#define RELOC_PTR(r, p)                                                                                                \
    do {                                                                                                               \
        if ((const char *)(p) >= (r)->lo && (const char *)(p) < (r)->hi) (p) = (void *)((char *)(p) + (r)->delta);     \
    } while (0)

static void reloc_value(const reloc *r, sx_value *v) {
    if (!sx_is_string(*v) && !sx_is_object(*v) && !sx_is_symbol(*v)) return;
    const char *p = (const char *)(uintptr_t)(*v & SX_PAYLOAD_MASK);
    if (p >= r->lo && p < r->hi) *v = (*v & SX_TAG_MASK) | (uint64_t)(uintptr_t)(p + r->delta);
}

static void reloc_values(const reloc *r, sx_value *v, uint32_t n) {
    for (uint32_t i = 0; i < n; i++) reloc_value(r, &v[i]);
}

static void reloc_object(const reloc *r, const sx_vm *vm, sx_object *o) {
    RELOC_PTR(r, o->props);
    RELOC_PTR(r, o->index);
    RELOC_PTR(r, o->proto);
    for (uint32_t i = 0; i < o->nprops; i++) {
        RELOC_PTR(r, o->props[i].key);
        reloc_value(r, &o->props[i].value);
    }
    switch ((sx_class)o->cls) {
    case SX_CLASS_ARRAY:
        RELOC_PTR(r, o->u.array.items);
        reloc_values(r, o->u.array.items, o->u.array.len);
        break;
    case SX_CLASS_NATIVE: reloc_value(r, &o->u.native.data); break;
    case SX_CLASS_OBJECT: break;
    default: { /* only a language's classes whose data are values get past scan_object: any other
                * (a promise, a Map) in the realm leaves the process without an image */
        const sx_class_hooks *h = &vm->lang->classes[o->cls];
        for (uint32_t i = 0; i < h->nvalues; i++) reloc_value(r, sx_class_value(o, h->values[i]));
        break;
    }
    }
}

static void reloc_heap(const reloc *r, sx_vm *vm) {
    RELOC_PTR(r, vm->gc.all);
    for (sx_gcheader *h = vm->gc.all; h != NULL; h = h->next) {
        RELOC_PTR(r, h->next);
        if (h->type == SX_GC_OBJECT) reloc_object(r, vm, (sx_object *)h);
        else if (h->type == SX_GC_STRING) RELOC_PTR(r, ((sx_string *)h)->chars);
    }
    /* (no intern table to relocate: the image's is shared, vm->strings starts empty) */
    for (size_t i = 0; i < SX_ATOM_SLOTS; i++) RELOC_PTR(r, vm->atom_slots[i]);
    for (size_t i = 0; i < SX_ROOT_SLOTS; i++) RELOC_PTR(r, vm->root_slots[i]);
    RELOC_PTR(r, vm->temps);
}

/* -- lazy natives -- */

bool sx_object_unlazy(sx_vm *vm, sx_object *o) {
    reloc r = {g_image.base, g_image.base + g_image.size, vm->image_lo - g_image.base};
    for (uint32_t i = 0; i < o->nprops; i++) {
        if (!(o->props[i].flags & SX_PROP_LAZY)) continue;
        size_t at = (size_t)sx_to_double(o->props[i].value); /* (written by make_lazy: in the area) */
        sx_object *f = sx_gc_new(vm, SX_GC_OBJECT, sizeof *f);
        if (f == NULL) return false; /* (the run is aborted: out of memory) */
        sx_gcheader h = f->gc;
        memcpy(f, g_image.lazy + at, sizeof *f);
        f->gc = h;
        RELOC_PTR(&r, f->proto);
        reloc_value(&r, &f->u.native.data);
        o->props[i].value = sx_from_object(f); /* (o->props did not move: nothing was freed) */
        o->props[i].flags &= ~(uint32_t)SX_PROP_LAZY;
    }
    o->oflags &= (uint16_t)~SX_OBJ_LAZY;
    return true;
}

/* -- a spare copy per thread -- */

/*
 * Relocating a copy costs as much as running a small program. A thread that creates and disposes
 * VM after VM (one call, one VM) would relocate the same image again and again. So each thread
 * keeps its first VM's block when that VM is disposed, together with a "pristine" copy of the
 * image already relocated to that block's address: the next VM of the thread gets the block back
 * with one memcpy and no relocation. Only this thread's own VMs use its spare (no locks); a
 * block disposed on another thread is simply freed.
 */
typedef struct image_spare {
    char *block;    /* the spare block (in use by a VM unless `available`) */
    char *pristine; /* the image relocated to `block` */
    sx_vm vm;       /* the template VM state relocated to `block` */
    bool available;
} image_spare;

static _Thread_local image_spare *t_spare;
static pthread_key_t g_spare_key; /* its destructor frees the spare when the thread exits */

static void spare_destroy(void *p) {
    image_spare *s = p;
    free(s->pristine);
    if (s->available) free(s->block);
    free(s);
}

static void spare_key_init(void) {
    if (pthread_key_create(&g_spare_key, spare_destroy) != 0) g_spare_key = (pthread_key_t)-1;
}

/* Make block (just relocated for vm) this thread's spare, if it has none yet. */
static void spare_adopt(const sx_vm *vm, char *block) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    if (!SX_POOLING || t_spare != NULL) return;
    pthread_once(&once, spare_key_init);
    image_spare *s = calloc(1, sizeof *s);
    char *pristine = s ? malloc(g_image.size) : NULL;
    if (pristine == NULL || g_spare_key == (pthread_key_t)-1 || pthread_setspecific(g_spare_key, s) != 0) {
        free(pristine);
        free(s);
        return;
    }
    memcpy(pristine, block, g_image.size);
    s->block = block;
    s->pristine = pristine;
    s->vm = *vm;
    t_spare = s;
}

/* The spare block, restored to the pristine image, with its VM state in *vm; NULL if none. */
static char *spare_take(sx_vm *vm) {
    image_spare *s = t_spare;
    if (s == NULL || !s->available) return NULL;
    s->available = false;
    memcpy(s->block, s->pristine, g_image.size);
    *vm = s->vm;
    return s->block;
}

void sx_image_release(sx_vm *vm) {
    if (t_spare != NULL && t_spare->block == vm->image_lo) t_spare->available = true;
    else free(vm->image_lo);
}

/* A new VM whose heap is a copy of the image, or NULL (no image, or limits too small). */
sx_vm *sx_image_clone(const sx_limits *limits, const sx_lang *lang) {
    t_image_lang = lang;
    pthread_once(&g_image_once, build_image);
    if (!g_image.ok || g_image.lang != lang || limits->max_memory < g_image.size + sizeof(sx_vm)) return NULL;
    sx_vm *vm = malloc(sizeof *vm);
    char *block = vm ? spare_take(vm) : NULL;
    if (vm != NULL && block == NULL) {
        block = malloc(g_image.size);
        if (block == NULL) {
            free(vm);
            return NULL;
        }
        memcpy(block, g_image.base, g_image.size);
        *vm = g_image.template_vm;
        reloc r = {g_image.base, g_image.base + g_image.size, block - g_image.base};
        reloc_heap(&r, vm);
        spare_adopt(vm, block);
    }
    if (vm == NULL) return NULL;
    vm->limits = *limits;
    vm->mem = (sx_mem){.used = sizeof *vm + g_image.size, .limit = limits->max_memory};
    vm->mem.peak = vm->mem.used;
    vm->image_lo = block;
    vm->image_hi = block + g_image.size;
    vm->image_watch = g_image.watch;
    vm->nimage_watch = g_image.nwatch;
    vm->gc.threshold = 256 * 1024;
    return vm;
}

/* -- what snapshots (runtime/snapshot.c) need of the image -- */

uint64_t sx_image_build_hash(void) { return g_image.ok ? g_image.hash : 0; }

/* The image object of vm at offset off with heap type `type`, or NULL when no object of the
 * image starts there (a snapshot's offsets are never trusted). */
void *sx_image_object_at(const sx_vm *vm, uint64_t off, uint8_t type) {
    if (!g_image.ok || vm->image_lo == NULL || off >= g_image.size) return NULL;
    uint32_t key = (uint32_t)off;
    if (bsearch(&key, g_image.objects, g_image.nobjects, sizeof key, cmp_u32) == NULL) return NULL;
    sx_gcheader *h = (sx_gcheader *)(vm->image_lo + off);
    return h->type == type ? h : NULL;
}

/* Do two pointers name the same thing: p of vm, q of the template (offsets in the block; the
 * shared strings have one address in both)? */
static bool same_ptr(const sx_vm *vm, const void *p, const void *q) {
    bool pin = sx_in_image(vm, p),
         qin = (const char *)q >= g_image.base && (const char *)q < g_image.base + g_image.size;
    if (pin != qin) return false;
    return pin ? (const char *)p - vm->image_lo == (const char *)q - g_image.base : p == q;
}

static bool same_value(const sx_vm *vm, sx_value a, sx_value b) {
    if ((a & SX_TAG_MASK) != (b & SX_TAG_MASK)) return false;
    if (!sx_is_string(a) && !sx_is_object(a) && !sx_is_symbol(a)) return a == b;
    return same_ptr(vm, (const void *)(uintptr_t)(a & SX_PAYLOAD_MASK), (const void *)(uintptr_t)(b & SX_PAYLOAD_MASK));
}

/* How many natives the lazy area holds. */
static uint32_t lazy_count(void) { return (uint32_t)(g_image.lazy_size / sizeof(sx_object)); }

/* The lazy native whose offset in the lazy area a lazy property holds. */
static const sx_object *lazy_native(sx_value v) { return (const sx_object *)(g_image.lazy + (size_t)sx_to_double(v)); }

/* Is native o of vm (made on first use) as lazy native t (its own properties still the shared
 * ones: never written)? */
static bool lazy_made_unchanged(const sx_vm *vm, const sx_object *o, const sx_object *t) {
    return o->cls == SX_CLASS_NATIVE && o->props == t->props && o->nprops == t->nprops && o->index == NULL &&
           o->oflags == t->oflags && o->id == t->id && o->u.native.fn == t->u.native.fn &&
           o->u.native.magic == t->u.native.magic && o->u.native.length == t->u.native.length &&
           same_value(vm, o->u.native.data, t->u.native.data) && (o->proto == NULL) == (t->proto == NULL) &&
           (o->proto == NULL || same_ptr(vm, o->proto, t->proto));
}

/* Is image object o of vm as the image made it (so a snapshot may name it by offset alone)? The
 * parts a snapshot never writes for an image object (a native's function, magic and data, a
 * wrapper's primitive) count too: when they differ, the snapshot is refused. */
bool sx_image_unchanged(const sx_vm *vm, const sx_object *o, bool *fixed_parts_differ) {
    const sx_object *t = (const sx_object *)(g_image.base + ((const char *)o - vm->image_lo));
    *fixed_parts_differ = false;
    if (o->cls != t->cls) {
        *fixed_parts_differ = true;
        return false;
    }
    if (o->cls == SX_CLASS_NATIVE)
        *fixed_parts_differ = o->u.native.fn != t->u.native.fn || o->u.native.magic != t->u.native.magic ||
                              o->u.native.length != t->u.native.length ||
                              !same_value(vm, o->u.native.data, t->u.native.data);
    if (o->cls >= SX_CLASS_LANG && vm->lang != NULL) { /* the values a language class keeps (a wrapper's primitive) */
        const sx_class_hooks *h = &vm->lang->classes[o->cls];
        for (uint8_t k = 0; k < h->nvalues; k++)
            if (!same_value(vm, *sx_class_value((sx_object *)o, h->values[k]),
                            *sx_class_value((sx_object *)t, h->values[k])))
                *fixed_parts_differ = true;
    }
    if ((o->oflags | SX_OBJ_LAZY) != (t->oflags | SX_OBJ_LAZY) || o->id != t->id || o->nprops != t->nprops)
        return false;
    if ((o->proto == NULL) != (t->proto == NULL) || (o->proto && !same_ptr(vm, o->proto, t->proto))) return false;
    for (uint32_t i = 0; i < o->nprops; i++) {
        const sx_prop *a = &o->props[i], *b = &t->props[i];
        if (a->key != NULL && b->key != NULL && (b->flags & SX_PROP_LAZY) && !(a->flags & SX_PROP_LAZY)) {
            if (a->flags != (b->flags & ~(uint32_t)SX_PROP_LAZY) || !same_ptr(vm, a->key, b->key) ||
                !sx_is_object(a->value) || !lazy_made_unchanged(vm, sx_as_object(a->value), lazy_native(b->value)))
                return false;
            continue; /* made, as the image has it */
        }
        if ((a->key == NULL) != (b->key == NULL) || a->flags != b->flags) return false;
        if (a->key != NULL && (!same_ptr(vm, a->key, b->key) || !same_value(vm, a->value, b->value))) return false;
    }
    if (o->cls == SX_CLASS_ARRAY) {
        if (o->u.array.len != t->u.array.len) return false;
        for (uint32_t i = 0; i < o->u.array.len; i++)
            if (!same_value(vm, o->u.array.items[i], t->u.array.items[i])) return false;
    }
    return true;
}

int64_t sx_image_lazy_index(const sx_vm *vm, const sx_object *o) {
    if (!g_image.ok || vm->image_lo == NULL || o->cls != SX_CLASS_NATIVE || !sx_in_shared(vm, o->props)) return -1;
    for (uint32_t k = 0; k < lazy_count(); k++) {
        const sx_object *t = (const sx_object *)(g_image.lazy + (size_t)k * sizeof(sx_object));
        if (t->props != o->props) continue; /* (each lazy native has shared properties of its own) */
        const sx_object *holder = (const sx_object *)(vm->image_lo + g_image.lazy_holder[k]);
        uint32_t slot = g_image.lazy_slot[k];
        bool differ;
        if (!lazy_made_unchanged(vm, o, t) || slot >= holder->nprops ||
            holder->props[slot].value != sx_from_object(o) || (holder->props[slot].flags & SX_PROP_LAZY) ||
            !sx_image_unchanged(vm, holder, &differ))
            return -1;
        return k;
    }
    return -1;
}

uint64_t sx_image_size(void) { return g_image.ok ? g_image.size : 0; }

void *sx_image_ref_at(sx_vm *vm, uint64_t off, uint8_t type) {
    if (!g_image.ok || vm->image_lo == NULL || off < g_image.size) return sx_image_object_at(vm, off, type);
    if (type != SX_GC_OBJECT || off - g_image.size >= lazy_count()) return NULL;
    uint32_t k = (uint32_t)(off - g_image.size), slot = g_image.lazy_slot[k];
    sx_object *holder = (sx_object *)(vm->image_lo + g_image.lazy_holder[k]);
    if ((holder->oflags & SX_OBJ_LAZY) && !sx_object_unlazy(vm, holder)) return NULL;
    if (slot >= holder->nprops || (holder->props[slot].flags & SX_PROP_LAZY) ||
        !sx_is_object(holder->props[slot].value))
        return NULL; /* (a snapshot that also changed the holder: refused) */
    return sx_as_object(holder->props[slot].value);
}

/* The image's objects one by one: the block's by offset, then the lazy natives. */
static const sx_object *image_object(uint32_t k) {
    if (k < g_image.nobjects) return (const sx_object *)(g_image.base + g_image.objects[k]);
    return (const sx_object *)(g_image.lazy + (size_t)(k - g_image.nobjects) * sizeof(sx_object));
}

/* The distinct native functions of the image, in the order of its objects (the same in every
 * process of one build): a snapshot names a native function by its index here. malloc'ed. */
sx_native_fn *sx_image_natives(uint32_t *count) {
    *count = 0;
    if (!g_image.ok) return NULL;
    sx_native_fn *fns = malloc((g_image.nobjects + lazy_count() + 1) * sizeof *fns);
    if (fns == NULL) return NULL;
    for (uint32_t k = 0; k < g_image.nobjects + lazy_count(); k++) {
        const sx_object *o = image_object(k);
        if (o->gc.type != SX_GC_OBJECT || o->cls != SX_CLASS_NATIVE) continue;
        sx_native_fn fn = o->u.native.fn;
        bool seen = false;
        for (uint32_t i = 0; i < *count && !seen; i++) seen = fns[i] == fn;
        if (!seen) fns[(*count)++] = fn;
    }
    return fns;
}

/* Does some native of the image use fn with this magic (a new native object of a snapshot may
 * carry only a magic its function was made with)? */
bool sx_image_native_magic_ok(sx_native_fn fn, int16_t magic) {
    for (uint32_t k = 0; g_image.ok && k < g_image.nobjects + lazy_count(); k++) {
        const sx_object *o = image_object(k);
        if (o->gc.type == SX_GC_OBJECT && o->cls == SX_CLASS_NATIVE && o->u.native.fn == fn &&
            o->u.native.magic == magic)
            return true;
    }
    return false;
}
