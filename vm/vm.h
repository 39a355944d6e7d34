/* vm.h - the VM's heap objects, frames and state, and the core API every other layer uses. */
#ifndef SX_VM_H
#define SX_VM_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "vm/opcodes.h"
#include "vm/value.h"

/* Nested interpreter loops and natives that recurse through guest-reachable chains (iterator
 * helpers over helpers): the C stack guard, past which RangeError "Maximum call stack size
 * exceeded" is thrown. */
#define SX_MAX_NATIVE_DEPTH 200

typedef struct sx_vm sx_vm;
typedef struct sx_lang sx_lang; /* what the VM needs from a language (vm/lang.h) */

/* ---------------------------------------------------------------------------------------------
 * Heap objects. Every heap object starts with sx_gcheader; all of a VM's objects are linked in
 * one list (vm->gc.all) that the mark-sweep collector walks. Nothing here holds a host pointer
 * the guest could observe; native functions are referred to by their table entry.
 * ------------------------------------------------------------------------------------------- */
typedef enum sx_gctype {
    SX_GC_STRING,
    SX_GC_OBJECT, /* every sx_object, whatever its class */
    SX_GC_PROTO,  /* compiled function prototype */
    SX_GC_UPVAL,  /* a captured variable */
    SX_GC_BIGINT, /* an arbitrary-precision integer (vm/bigint.h): no children */
} sx_gctype;

typedef struct sx_gcheader {
    struct sx_gcheader *next;
    uint8_t type; /* sx_gctype */
    uint8_t marked;
    uint8_t flags; /* type-specific */
    uint8_t pad;
    uint32_t size; /* bytes charged for the header block (for accounting) */
} sx_gcheader;

/* Strings: immutable sequences of UTF-16 code units, stored one byte per unit when every unit
 * is below 256 ("narrow", Latin-1) and two bytes otherwise ("wide"); the width is canonical, so
 * equal strings have equal bytes.
 *
 * The units usually follow the header (`data`). A long concatenation instead makes an append
 * buffer (a hidden string with spare capacity) and a "view" of it: `chars` points into the
 * buffer, and the view's `data` holds the buffer itself (`owner`, which keeps it alive).
 * `a + b` where a is the newest view of its buffer appends b in place and returns a longer
 * view, so building a string with += costs O(total length); older views never change, because
 * each only reads its own first `len` units. */
struct sx_string {
    sx_gcheader gc;
    uint32_t len;           /* in UTF-16 code units */
    uint32_t hash;          /* xxHash of the content, valid when `hashed` (computed on first use) */
    uint8_t wide;           /* 0: units are uint8_t; 1: units are uint16_t (whole bytes: hot) */
    uint8_t is_index;       /* 1 when the content is a canonical array index "0".."4294967294" */
    uint8_t interned : 1;   /* 1 when it is the VM's unique copy of this content (a property key) */
    uint8_t is_private : 1; /* 1 for a class's #name: a unique key no string can equal */
    uint8_t hashed : 1;
    uint8_t is_view : 1;        /* the units are in another string (data.owner): an append buffer, or
                                the string a long slice was taken from */
    uint8_t is_symbol : 1;      /* a symbol (SX_TAG_SYMBOL): units are its description; never interned */
    uint8_t sym_no_desc : 1;    /* a symbol made without a description (Symbol()) */
    uint8_t sym_registered : 1; /* a symbol of the global registry (Symbol.for) */
    union {                     /* (a string is never both: buffers are not keys) */
        uint32_t index;         /* the index value when is_index */
        uint32_t cap;           /* append buffers only: capacity in units */
    };
    void *chars; /* the units: &data, or inside data.owner */
    union {
        sx_string *owner; /* is_view: the string chars points into (never itself a view) */
        uint8_t narrow[1];
        uint16_t wide16[1];
    } data; /* flexible: inline units, plus a NUL after narrow ones */
};

static inline void *sx_string_units(const sx_string *s) { return s->chars; }
static inline const uint8_t *sx_string_narrow(const sx_string *s) { return (const uint8_t *)s->chars; }
static inline const uint16_t *sx_string_wide(const sx_string *s) { return (const uint16_t *)s->chars; }
static inline uint16_t sx_string_at(const sx_string *s, uint32_t i) {
    return s->wide ? sx_string_wide(s)[i] : sx_string_narrow(s)[i];
}
uint32_t sx_string_hash(sx_string *s); /* vm/string.c: computed once */

/* Object classes: what kind of object an sx_object is. vm/ knows only the classes its own opcodes
 * make and call; a language numbers its classes from SX_CLASS_LANG up (JavaScript's Map, RegExp,
 * Promise, ...: runtime/realm.h) and tells the collector about their data through its per-class
 * hooks (sx_lang.classes, vm/lang.h). */
typedef unsigned sx_class; /* SX_CLASS_* (stored in sx_object.cls, a byte) */
enum {
    SX_CLASS_OBJECT,
    SX_CLASS_ARRAY,
    SX_CLASS_FUNCTION,  /* a closure over an sx_proto */
    SX_CLASS_NATIVE,    /* a built-in function implemented in C */
    SX_CLASS_BOUND,     /* a function bound to a receiver and leading arguments (Function.prototype.bind) */
    SX_CLASS_COROUTINE, /* internal: the suspended state of an async function call */
    SX_CLASS_LANG,      /* the first class id free for the language */
};

/* Property attribute bits. */
enum {
    SX_PROP_WRITABLE = 1,
    SX_PROP_ENUMERABLE = 2,
    SX_PROP_CONFIGURABLE = 4,
    SX_PROP_ACCESSOR = 8,   /* value is an accessor pair object (internal) */
    SX_PROP_LANG_SLOW = 16, /* the language must see every read and write of this data property: the
                              * interpreter's fast paths leave it to sx_lang.get/set (JavaScript:
                              * SX_PROP_LAZY_STACK, runtime/realm.h) */
    SX_PROP_LAZY = 32,      /* a built-in function of the realm image not made yet in this VM: the value
                              * is a number, the function's offset in the image's lazy area (vm/image.c).
                              * Only in objects marked SX_OBJ_LAZY; sx_object_find makes it first */
    SX_PROP_DEFAULT = SX_PROP_WRITABLE | SX_PROP_ENUMERABLE | SX_PROP_CONFIGURABLE,
    SX_PROP_HIDDEN = SX_PROP_WRITABLE | SX_PROP_CONFIGURABLE, /* built-in methods: not enumerable */
};

typedef struct sx_prop {
    sx_string *key; /* interned; NULL for a hole a delete left in a large object (vm/object.c) */
    sx_value value;
    uint32_t flags;
} sx_prop;

/* Object flags. */
enum {
    SX_OBJ_EXTENSIBLE = 1,
    SX_OBJ_FROZEN = 2,
    SX_OBJ_CALLABLE = 4,
    SX_OBJ_CONSTRUCTOR = 8,
    SX_OBJ_ARROW = 16,
    SX_OBJ_CLASS_CTOR = 32,     /* may only be called with new */
    SX_OBJ_DERIVED = 64,        /* a class constructor with `extends`: `this` comes from super() */
    SX_OBJ_LANG_FLAG = 128,     /* free for the language layer (JavaScript: SX_OBJ_JOINING, runtime.h) */
    SX_OBJ_SEALED = 256,        /* Object.seal/freeze: an array's elements are not configurable */
    SX_OBJ_ARGUMENTS = 512,     /* an ARRAY-class object that is a function's `arguments` (not an Array) */
    SX_OBJ_INDEX_KEYS = 1024,   /* sticky: an own property with an array-index key ("0", "1" ...) was added
                                 (an array's holes read through such a prototype: stdlib/array.c) */
    SX_OBJ_LAZY = 2048,         /* some own property is SX_PROP_LAZY (a realm image object): sx_object_unlazy
                                 makes them before any value is read or written */
    SX_OBJ_SPARSE = 4096,       /* an ARRAY in the general representation: its elements are ordinary own
                                 properties (index keys, any attributes, accessors) and its length is
                                 u.array.length; the dense store is empty (len 0). See sx_array_make_sparse */
    SX_OBJ_LENGTH_FIXED = 8192, /* an ARRAY whose length is not writable (Object.defineProperty) */
};

typedef struct sx_upval sx_upval;
typedef struct sx_proto sx_proto;

/* A native function: returns the result, or SX_EXCEPTION with vm->exception set.
 * argv is valid only until the native calls back into the VM (read what you need first). */
typedef sx_value (*sx_native_fn)(sx_vm *vm, sx_value this_val, int argc, const sx_value *argv);

struct sx_object {
    sx_gcheader gc;
    uint8_t cls; /* sx_class */
    uint8_t spare;
    uint16_t oflags; /* SX_OBJ_* */
    uint32_t nprops, capprops;
    uint32_t id;     /* identity number for hashing (Map/Set keys), 0 until needed: vm->next_object_id */
    sx_prop *props;  /* in insertion order; walks skip holes (key NULL) */
    uint32_t *index; /* open-addressing hash of props (indices + 1), NULL while small; one more
                          slot at index[index_cap] counts the holes in props */
    uint32_t index_cap;
    uint32_t bound_nargs; /* BOUND: the number of u.bound.args (here to keep the union at 24 bytes) */
    sx_object *proto;     /* prototype, NULL at the end of the chain */
    union {
        struct {
            sx_value *items;
            uint32_t len, cap, skip;
            uint32_t length; /* SX_OBJ_SPARSE only: the length (len, cap and skip are 0) */
        } array;             /* ARRAY: items[0..len), room for cap;
                                                the block starts skip values before items (shift) */
        struct {
            sx_proto *proto;
            sx_upval **upvals;
            uint32_t nupvals;
        } func; /* FUNCTION */
        struct {
            sx_native_fn fn;
            int16_t length;
            int16_t magic;
            sx_value data;
        } native; /* NATIVE */
        struct {
            sx_value target, this_val;
            sx_value *args;
        } bound; /* BOUND */
        struct {
            sx_value value;
        } box; /* the shapes from here on serve the language's classes, named for their layout, not
                * for a language; the collector reaches their values through sx_class_hooks. box:
                * one value (JavaScript: the BOOLEAN, NUMBER, STRING, SYMBOL, BIGINT wrappers) */
        struct {
            sx_value target;
            uint32_t pos;
            uint8_t kind;
            sx_value extra;
        } cursor; /* a position in a target (JavaScript: ITERATOR over arrays, maps, strings...) */
        struct {
            uint8_t state;
            uint8_t handled;
            sx_value result;
            sx_object *reactions;
        } future;                  /* a result to come and who waits for it (JavaScript: PROMISE) */
        struct sx_coroutine *coro; /* COROUTINE */
        struct {
            void *impl;
        } host; /* other classes keep their own data behind this */
    } u;
};

/* The state of a suspendable call (async or yielding) while it is suspended: the VM saves and
 * restores it (vm/interp.c); what the caller holds meanwhile is the language's (sx_lang.async_start,
 * sx_lang.generator_start). The flags after `done` are the language's to read and set, except
 * that the VM sets yielding and yield_flag and reads `returning`. */
typedef struct sx_coroutine {
    sx_object *closure; /* the async function being run */
    sx_object *outcome; /* what the call returned to its caller (JavaScript: its promise) */
    sx_value *regs;     /* saved registers while suspended, NULL while running */
    uint32_t nregs;
    uint32_t pc_index;           /* where to continue */
    uint32_t await_reg;          /* the register that receives the awaited value */
    struct sx_handler *handlers; /* saved try handlers: frame 0, reg relative to the frame */
    uint32_t nhandlers;
    sx_upval *upvals; /* upvalues pointing into regs while suspended */
    bool done;
    bool yielding;      /* a call that yields (SX_PROTO_GENERATOR): nothing is settled, each YIELD
                         * hands a value to whoever resumed it (JavaScript: a generator's next()) */
    bool running;       /* being resumed now (JavaScript: next() inside it is a TypeError) */
    bool started;       /* resumed at least once (JavaScript: return() before that runs nothing) */
    bool yield_flag;    /* the C operand of its last YIELD (JavaScript: 1 for an async generator's await) */
    sx_value returning; /* the value of a forced return that is unwinding its finally blocks */
} sx_coroutine;

/* Captured variable: "open" while the variable still lives in a register (on the stack, or in
 * the saved registers of a suspended async call), "closed" once the upvalue owns the value.
 * `v` always points at the current home of the value, so reading it is one load. */
struct sx_upval {
    sx_gcheader gc;
    sx_value *v;          /* a stack slot, a suspended coroutine's saved register, or &closed */
    uint32_t stack_index; /* while open: the register's slot (absolute on the stack) */
    sx_value closed;
    sx_upval *next_open; /* list of open upvalues, sorted by stack_index, highest first */
    sx_object *owner;    /* the suspended coroutine holding the value, else NULL */
};
static inline bool sx_upval_is_open(const sx_upval *u) { return u->v != &u->closed; }

/* Where a nested function finds upvalue i: in the enclosing frame's registers, or in the
 * enclosing function's own upvalues. */
typedef struct sx_upval_desc {
    uint8_t in_parent_stack; /* 1: register `index` of the enclosing frame; 0: its Up[index] */
    uint16_t index;
} sx_upval_desc;

typedef struct sx_lineinfo {
    uint32_t line, col; /* 1-based source position of the instruction */
} sx_lineinfo;

typedef struct sx_callsite_name {
    uint32_t pc;          /* instruction index of a CALL/NEW */
    uint32_t const_index; /* K[] string with the callee's source text, e.g. "inputs.prices.map" */
} sx_callsite_name;

/* Proto flags. */
enum {
    SX_PROTO_ARROW = 1,
    SX_PROTO_HAS_REST = 2, /* parameter nparams-1 collects the remaining arguments */
    SX_PROTO_TOPLEVEL = 4,
    SX_PROTO_METHOD = 8,     /* object literal method: not a constructor */
    SX_PROTO_ASYNC = 16,     /* async function: calls return a promise; may contain AWAIT */
    SX_PROTO_GENERATOR = 32, /* function*: calls return a generator; contains GENSTART, may contain YIELD */
    SX_PROTO_ARGUMENTS = 64, /* reads `arguments`: a call puts it in register nparams + 1 */
};

/* A compiled function. Created by the compiler; shared by all closures of it. */
struct sx_proto {
    sx_gcheader gc;
    sx_instr *code;
    uint32_t ncode;
    sx_value *consts;
    uint32_t nconsts;
    sx_proto **protos; /* nested functions */
    uint32_t nprotos;
    sx_upval_desc *upvals;
    uint32_t nupvals;
    sx_lineinfo *lines;          /* one per instruction */
    sx_callsite_name *callsites; /* sorted by pc */
    uint32_t ncallsites;
    uint16_t nparams; /* declared parameters, not counting `this` in R[0] (rest included) */
    uint16_t nregs;   /* registers needed, including R[0] = this */
    uint16_t length;  /* the function's .length (parameters before the first default/rest) */
    uint16_t flags;   /* SX_PROTO_* */
    sx_string *name;  /* may be NULL (anonymous) */
    sx_string *filename;
};

/* ---------------------------------------------------------------------------------------------
 * Frames, handlers and the VM state
 * ------------------------------------------------------------------------------------------- */
typedef struct sx_frame {
    sx_object *callee;     /* FUNCTION or NATIVE object */
    sx_object *coro;       /* COROUTINE of an async function call, else NULL */
    sx_object *new_target; /* the constructor `new` was applied to (construct calls), else NULL */
    const sx_instr *pc;    /* next instruction (FUNCTION frames) */
    uint32_t base;         /* absolute stack index of R[0] */
    uint32_t result;       /* absolute stack index where the result goes */
    uint8_t is_new;        /* construct call: a non-object return yields `this` */
    uint8_t reentry;       /* 1: returning from this frame leaves the current interpreter loop */
    uint32_t temps;        /* vm->ntemps when the frame was entered */
} sx_frame;

typedef struct sx_handler {
    uint32_t frame; /* index of the frame that installed it */
    const sx_instr *catch_pc;
    uint32_t reg;         /* absolute stack index receiving the exception */
    uint32_t temp_height; /* vm->temps height to restore */
} sx_handler;

/* Why a run is being unwound without the guest being able to catch it. */
typedef enum sx_abort {
    SX_ABORT_NONE = 0,
    SX_ABORT_INSTRUCTIONS,
    SX_ABORT_TIMEOUT,
    SX_ABORT_MEMORY,
    SX_ABORT_CANCELLED,
    SX_ABORT_INTERNAL,
    SX_ABORT_SUSPEND, /* suspendOnBudget: stopped with every frame intact, to be snapshot (vm/snapshot.h) */
} sx_abort;

typedef struct sx_limits {
    uint64_t max_instructions;
    uint64_t timeout_ns; /* wall clock, 0 = none */
    size_t max_memory;
    uint32_t max_stack_depth; /* guest frames */
    size_t max_output;        /* per stream */
} sx_limits;

/* Output sink of one stream (stdout/stderr). */
typedef struct sx_outbuf {
    char *data;
    size_t len, cap;
    bool capture;
    bool truncated;
} sx_outbuf;

/* The interned strings vm/ itself uses: X(field name, text). A language adds its own after them
 * (sx_lang.atoms): they all live in sx_vm.atom_slots, which the language reads through a struct
 * of its own that begins with these (JavaScript: sx_js_atoms, runtime/realm.h). */
// clang-format off
#define SX_VM_ATOMS(X)                                                                           \
    X(empty, "") X(length, "length") X(prototype, "prototype") X(constructor, "constructor")     \
    X(name, "name") X(__proto__, "__proto__") /* __proto__: SETFIELD's fast path leaves it to the language */ \
    X(value, "value") /* value: ITERUNWRAP's D=1 (yield*) reads a done result's value */
// clang-format on

typedef struct sx_vm_atoms {
#define SX_X_ATOMFIELD(field, text) sx_string *field;
    SX_VM_ATOMS(SX_X_ATOMFIELD)
#undef SX_X_ATOMFIELD
} sx_vm_atoms;
#define SX_ATOM_SLOTS 44 /* the VM's atoms and the language's (JavaScript: 7 + 37; raise it for a language with more) */

/* The realm's objects vm/ itself uses: the global object, the prototypes of what its opcodes make
 * (objects, arrays, closures and natives) and the script slots (vm/script.c). A language keeps
 * its own (JavaScript: Error.prototype, the microtask queue, ...) after them in sx_vm.root_slots,
 * read through a struct of its own that begins with these fields (sx_js_realm, runtime/realm.h);
 * the collector marks every slot and the image relocates them. */
#define SX_VM_REALM_FIELDS                                                                                             \
    sx_object *global;                                                                                                 \
    sx_object *object_proto, *function_proto, *array_proto;                                                            \
    sx_object *script_names; /* script slots: name -> slot * 4 + SX_SCRIPT_* flags (a number) */                       \
    sx_object *script_slots; /* the slots' values (an array the guest never reaches); NULL until the first */

typedef struct sx_vm_realm {
    SX_VM_REALM_FIELDS
} sx_vm_realm;
#define SX_ROOT_SLOTS 44 /* the VM's roots and the language's (JavaScript: 6 + 35; raise it for a language with more) */
#define SX_LANG_VARS 48  /* bytes of sx_vm.lang_vars (JavaScript: 48) */

typedef struct sx_gc_state {
    sx_gcheader *all;   /* every heap object */
    size_t threshold;   /* collect when vm->mem.used passes this */
    bool pending;       /* an allocation passed the threshold: collect at the next safe point */
    sx_gcheader **gray; /* mark stack */
    size_t ngray, capgray;
} sx_gc_state;

/* A bump allocator over one block: used only while building the realm image (vm/image.c). */
typedef struct sx_bump {
    char *base;
    size_t used, cap;
} sx_bump;

/* Memory is recycled inside a VM (the pools below) and between VMs of a thread (vm/image.c),
 * except under AddressSanitizer: there every block comes from malloc, so use-after-free stays
 * detectable. */
#if defined(__SANITIZE_ADDRESS__)
#define SX_POOLING 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SX_POOLING 0
#endif
#endif
#ifndef SX_POOLING
#define SX_POOLING 1
#endif

/* Small blocks (up to SX_POOL_MAX bytes) come from per-VM free lists by 16-byte size class,
 * carved from larger chunks: most heap objects are small and short-lived. */
#define SX_POOL_MAX 256
#define SX_POOL_CLASSES (SX_POOL_MAX / 16 + 1)
typedef struct sx_pool {
    void *free[SX_POOL_CLASSES]; /* free blocks of each class, linked through their first word */
    char *cur, *end;             /* the unused rest of the newest chunk */
    void *chunks;                /* every chunk, linked through its first word */
    uint32_t nchunks;            /* chunks made so far (their size doubles up to a limit) */
} sx_pool;

typedef struct sx_mem {
    sx_bump *bump; /* while building the image: allocate here, never free */
    sx_pool pool;
    size_t used, peak, limit;
    bool failed;          /* an allocation was refused (limit or host malloc failure) */
    uint64_t fail_after;  /* test hook: refuse allocation number fail_after (0 = never) */
    uint64_t count;       /* allocations made */
    uint64_t image_moves; /* blocks of the image moved out of it or given up: sx_gc_free_all */
} sx_mem;

typedef struct sx_intern_table {
    sx_string **slots; /* open addressing; NULL = free */
    uint32_t cap, count;
} sx_intern_table;

enum { SX_COMPILE_TEXT_EVAL, SX_COMPILE_TEXT_FUNCTION }; /* sx_vm.compile_text's kinds */

struct sx_vm {
    sx_mem mem;
    sx_gc_state gc;
    sx_limits limits;

    /* execution */
    sx_value *stack; /* registers of every frame */
    uint32_t stack_cap, stack_top;
    sx_frame *frames;
    uint32_t nframes, capframes;
    sx_handler *handlers;
    uint32_t nhandlers, caphandlers;
    sx_upval *open_upvals;
    sx_value *temps; /* GC roots for natives' temporaries: sx_temp_push/pop */
    uint32_t ntemps, captemps;
    uint32_t native_depth; /* nesting of the interpreter loop (C stack guard, SX_MAX_NATIVE_DEPTH) */
    sx_object *new_target; /* during a native constructor call: the constructor, else NULL */

    /* exceptions */
    bool has_exception;
    sx_value exception;
    sx_abort abort; /* uncatchable reason, when set */

    /* budgets */
    uint64_t instructions;           /* executed so far */
    uint64_t budget_end;             /* stop when instructions reaches this (min of limit and next clock check) */
    uint64_t deadline_ns;            /* monotonic clock deadline, 0 = none */
    const volatile int *cancel_flag; /* set by another thread */
    bool suspend_on_budget;          /* reaching the budget suspends the run (SX_ABORT_SUSPEND) instead */
    uint8_t suspend_at;              /* what the host can resume after the outermost loop (runtime's
                                        SX_SUSPEND_AT_*; 0: no suspension here) */
    sx_value suspend_arg;            /* its argument (rooted elsewhere while running) */

    /* the language this VM runs (vm/lang.h): never NULL (sx_lang_none without one) */
    const sx_lang *lang;

    /* the realm */
    sx_intern_table strings;               /* the names this VM interned (the image's are in shared_strings) */
    const sx_intern_table *shared_strings; /* the realm image's interned names, shared read-only by
                                              every VM made from it (vm/image.c); NULL without one */
    union {
        sx_vm_atoms atoms; /* vm->atoms.length */
        sx_string *atom_slots[SX_ATOM_SLOTS];
    };
    union {
        sx_vm_realm realm; /* vm->realm.global */
        sx_object *root_slots[SX_ROOT_SLOTS];
    };
    /* the language's per-VM state that is not a heap object, laid over by a struct of its own
     * (JavaScript: sx_js_vars, runtime/realm.h: Math.random's state, the run's clock, the
     * microtask queue's head); copied with the VM, never read by vm/ */
    _Alignas(8) unsigned char lang_vars[SX_LANG_VARS];
    uint32_t next_object_id; /* last identity number handed out (sx_object.id): deterministic */

    /* output */
    sx_outbuf out, err;

    void *host; /* api/host.c: this run's host functions and pending calls, NULL when none */
    void *vfs;  /* api/vfs.c: the filesystem of the machine this run belongs to (node:fs), NULL: none */
    /* api/eval.c: compile guest text at run time and give the result (SX_COMPILE_TEXT_*: indirect
     * eval of argv[0], a string; the Function constructor of argv = parameters..., body). NULL when
     * no compiler is linked in (a bare stdlib VM): eval and Function then throw node's EvalError. */
    sx_value (*compile_text)(sx_vm *vm, int kind, int argc, const sx_value *argv);

    /* Observers (api/observe.c: trace and profile; api/tape.c: record, replay, audit). All NULL
     * when nobody watches: the interpreter then pays nothing for them. */
    bool (*on_step)(sx_vm *vm); /* while set: called before every instruction (vm->instructions is
                                   up to date, the top frame's pc is the instruction); false ends
                                   the run (abort set) */
    uint64_t step_poll_at;      /* while on_step is set: the budget's own next boundary */
    void (*on_output)(sx_vm *vm, bool to_stderr, const char *data, size_t len); /* guest output */
    /* the embedder's sink of captured output (secexec_options.output), and its argument */
    void (*output_sink)(void *user_data, bool to_stderr, const char *data, size_t len);
    void *output_sink_data;
    double (*on_clock)(sx_vm *vm, double now_ms); /* a read of the host's real clock (sx_js_vars.host_clock):
                                                     returns the value the guest sees */
    void *observer;                               /* api/observe.c's state */
    void *tape;                                   /* api/tape.c's state */

    /* the copy of the realm image this VM started from (vm/image.c); never freed piecewise */
    char *image_lo, *image_hi;
    /* the image's property arrays shared read-only by every VM made from it (the natives' own
     * `length` and `name`, vm/image.c): counted as image memory (never freed, moved out by
     * sx_mem_realloc) and copied before a write (sx_object_own_props) */
    const char *shared_lo, *shared_hi;
    /* offsets in it of the image objects that own no block yet (empty arrays and objects): the
     * only ones that can come to own memory outside the image without moving a block of it */
    const uint32_t *image_watch;
    uint32_t nimage_watch;
};

/* ---------------------------------------------------------------------------------------------
 * Core API (vm/)
 * ------------------------------------------------------------------------------------------- */

/* VM lifecycle (vm/vm.c). lang: the language layer whose realm the VM gets (NULL: none, a bare VM
 * with no realm that runs bytecode needing no language). sx_vm_new (stdlib/stdlib.h) makes a
 * JavaScript VM. */
sx_vm *sx_vm_create(const sx_limits *limits, const sx_lang *lang);
sx_vm *sx_vm_build(const sx_limits *limits, sx_bump *bump, const sx_lang *lang); /* the realm from scratch */
/* The realm image (vm/image.c): NULL when there is none for lang */
sx_vm *sx_image_clone(const sx_limits *limits, const sx_lang *lang);
void *sx_image_bump(sx_vm *vm, void *ptr, size_t old_size, size_t new_size);
static inline bool sx_in_shared(const sx_vm *vm, const void *p) {
    return (const char *)p >= vm->shared_lo && (const char *)p < vm->shared_hi;
}
static inline bool sx_in_image(const sx_vm *vm, const void *p) {
    return ((const char *)p >= vm->image_lo && (const char *)p < vm->image_hi) || sx_in_shared(vm, p);
}
void sx_image_release(sx_vm *vm); /* give the VM's copy of the image back (sx_vm_free) */
void sx_vm_free(sx_vm *vm);
void sx_vm_trim(sx_vm *vm); /* between runs: free the working memory of the last run (vm/vm.c) */
/* Test hooks (vm/vm.c, driven by api/testing.h): new VMs of this thread get mem.fail_after =
 * sx_test_fail_after; sx_vm_free leaves the VM's accounting (used = bytes never freed) here. */
extern _Thread_local uint64_t sx_test_fail_after;
extern _Thread_local sx_mem sx_test_last_mem;

/* Accounting allocator (vm/mem.c): every byte a VM uses goes through here.
 * sx_mem_realloc(vm, NULL, 0, n) allocates, (vm, p, old, 0) frees. Returns NULL and marks the
 * VM out of memory when the limit would be passed. */
void *sx_mem_realloc(sx_vm *vm, void *ptr, size_t old_size, size_t new_size);
void *sx_mem_alloc(sx_vm *vm, size_t size);
void sx_mem_free(sx_vm *vm, void *ptr, size_t size);
void *sx_mem_alloc_fn(void *vm, void *ptr, size_t old_size, size_t new_size); /* as an sx_alloc_fn */
void sx_mem_release(sx_vm *vm); /* at disposal: give the pool's chunks back to the host */

/* GC (vm/gc.c) */
void *sx_gc_new(sx_vm *vm, sx_gctype type, size_t size); /* NULL: out of memory (exception set) */
void sx_gc_collect(sx_vm *vm);                           /* may stop early: the run's timeout or cancel (abort set) */
void sx_gc_collect_whole(sx_vm *vm); /* never stops early (a heap hash needs every dead object gone) */
static inline void sx_gc_safepoint(sx_vm *vm) {
    if (vm->gc.pending) sx_gc_collect(vm);
}
void sx_temp_push(sx_vm *vm, sx_value v); /* root a temporary across calls back into the VM */
void sx_temp_pop(sx_vm *vm, uint32_t n);

/* Strings (vm/string.c). Returned strings are GC objects; NULL means out of memory. */
sx_string *sx_string_new_latin1(sx_vm *vm, const uint8_t *data, uint32_t len);
sx_string *sx_string_new_utf16(sx_vm *vm, const uint16_t *data, uint32_t len); /* narrows if it can */
sx_string *sx_string_from_utf8(sx_vm *vm, const char *utf8, size_t len);       /* WTF-8 too */
sx_string *sx_string_from_cstr(sx_vm *vm, const char *cstr);
sx_string *sx_string_intern(sx_vm *vm, sx_string *s);             /* the unique copy */
sx_string *sx_atom(sx_vm *vm, const char *cstr);                  /* interned from C text */
sx_string *sx_atom_utf8(sx_vm *vm, const char *utf8, size_t len); /* interned from WTF-8 */
sx_string *sx_string_concat(sx_vm *vm, sx_string *a, sx_string *b);
sx_string *sx_string_concat_values(sx_vm *vm, const sx_value *strings, uint32_t n); /* all strings */
sx_string *sx_string_substring(sx_vm *vm, sx_string *s, uint32_t start, uint32_t end);
bool sx_string_equal(const sx_string *a, const sx_string *b);
int sx_string_compare(const sx_string *a, const sx_string *b); /* by code units, like JS < */
/* UTF-8 encoding of s into the caller's buffer (NUL-terminated when size > 0). Returns the
 * bytes needed excluding the NUL; lone surrogates become U+FFFD. */
size_t sx_string_to_utf8(const sx_string *s, char *buf, size_t size);
/* A buffer that builds strings (vm/string.c). Memory is charged to the VM. */
typedef struct sx_strbuf {
    sx_vm *vm;
    uint16_t *data;
    uint32_t len, cap;
    uint32_t charged; /* len when the work was last charged to the meter (vm/meter.h) */
    bool wide;        /* some unit >= 256 was appended */
    bool failed;      /* out of memory, or the run must end: callers stop appending */
} sx_strbuf;
void sx_strbuf_init(sx_strbuf *b, sx_vm *vm);
void sx_strbuf_unit(sx_strbuf *b, uint16_t unit);
void sx_strbuf_ascii(sx_strbuf *b, const char *text); /* ASCII/Latin-1 C text */
void sx_strbuf_utf8(sx_strbuf *b, const char *utf8, size_t len);
void sx_strbuf_string(sx_strbuf *b, const sx_string *s);
sx_string *sx_strbuf_finish(sx_strbuf *b); /* frees the buffer; NULL: OOM */
void sx_strbuf_discard(sx_strbuf *b);

/* Objects (vm/object.c): own properties only; prototype-chain semantics are in runtime/. */
sx_object *sx_object_new(sx_vm *vm, sx_class cls, sx_object *proto);
sx_object *sx_array_new(sx_vm *vm, uint32_t capacity);
bool sx_array_push(sx_vm *vm, sx_object *arr, sx_value v);
void sx_array_drop_first(sx_object *arr); /* remove element 0 in O(1) (len > 0; the caller read it) */
bool sx_array_set_length(sx_vm *vm, sx_object *arr, uint32_t len);
/* The general representation of arrays (SX_OBJ_SPARSE): elements as ordinary own properties. */
static inline uint32_t sx_array_length(const sx_object *arr) {
    return (arr->oflags & SX_OBJ_SPARSE) ? arr->u.array.length : arr->u.array.len;
}
sx_string *sx_array_index_key(sx_vm *vm, uint32_t i); /* "i", interned (an index key) */
bool sx_array_make_sparse(sx_vm *vm, sx_object *arr); /* once per array: the dense store becomes properties */
/* A program's length write (grows sparse past SX_ARRAY_SPARSE_GAP holes); a sparse array may end
 * longer than len when an element that is not configurable stops the deletions. */
bool sx_array_resize(sx_vm *vm, sx_object *arr, uint32_t len);
/* new Array(n) and length writes that would first fill this many holes or more (32 MiB of
 * values, half the default memory cap) make the array sparse instead; below it arrays stay
 * dense, charged as before. */
#define SX_ARRAY_SPARSE_GAP (1u << 22)
/* An element or length write past the end of a dense array goes sparse when it would fill at
 * least this many holes and at least as many as there are elements (x[2 ** k - 2] = v for
 * growing k stays linear in memory). */
#define SX_ARRAY_SPARSE_MIN_GAP (1u << 16)
static inline bool sx_array_far(const sx_object *arr, uint32_t new_len) {
    uint32_t len = arr->u.array.len;
    if (new_len <= len) return false;
    uint32_t gap = new_len - len;
    return gap >= SX_ARRAY_SPARSE_GAP || (gap >= SX_ARRAY_SPARSE_MIN_GAP && gap >= len);
}
/* Make the built-in functions of the realm image that o's properties name but this VM has not
 * made yet (SX_OBJ_LAZY, vm/image.c); false when out of memory (the run is aborted, and the
 * properties stay lazy). */
bool sx_object_unlazy(sx_vm *vm, sx_object *o);
/* o's own property `key` (interned) or NULL. Its value may still be lazy (SX_PROP_LAZY): only for
 * a key's presence and attributes. */
sx_prop *sx_object_find_raw(const sx_object *o, const sx_string *key);
/* o's own property `key` (interned) or NULL, its value made. */
static inline sx_prop *sx_object_find(sx_vm *vm, const sx_object *o, const sx_string *key) {
    if (__builtin_expect(o->oflags & SX_OBJ_LAZY, 0)) sx_object_unlazy(vm, (sx_object *)(uintptr_t)o);
    return sx_object_find_raw(o, key);
}
sx_value sx_object_find_data(sx_vm *vm, const sx_object *o,
                             const sx_string *key); /* along the proto chain; accessors: undefined */
bool sx_object_define(sx_vm *vm, sx_object *o, sx_string *key, sx_value v, uint32_t flags);
bool sx_object_freeze(sx_vm *vm, sx_object *o); /* Object.freeze: not extensible, every property read-only */
/* Make o's property array its own before writing into it in place (one shared by every VM is
 * read-only: vm/image.c); false when out of memory (thrown). sx_object_define/remove/freeze do it. */
bool sx_object_own_props(sx_vm *vm, sx_object *o);
bool sx_object_remove(sx_vm *vm, sx_object *o, const sx_string *key);
sx_object *sx_native_new(sx_vm *vm, const char *name, sx_native_fn fn, int length);
sx_object *sx_closure_new(sx_vm *vm, sx_proto *proto);

/* What the opcodes themselves define of values (vm/value.c). */
bool sx_to_boolean(sx_value v); /* truthiness (JMPIFTRUE, NOT) */
bool sx_strict_equals(sx_value a, sx_value b);
int32_t sx_double_to_int32(double d); /* ToInt32 */
double sx_number_mod(double a, double b);
double sx_number_pow(double a, double b); /* ** (1 ** NaN is NaN, unlike C pow; fdlibm's, as V8's) */
/* ToInt32 with the common case inline: doubles already in int32 range truncate exactly. */
static inline int32_t sx_int32_of(double d) {
    return d >= -2147483648.0 && d <= 2147483647.0 ? (int32_t)d : sx_double_to_int32(d);
}
/* a % b with the common case inline: two int32 values and a non-zero divisor. JS keeps the
 * dividend's sign, so a zero result of a negative dividend is -0. */
static inline double sx_mod_fast(double a, double b) {
    if (a >= 0 && a <= 2147483647.0 && b >= 1 && b <= 2147483647.0) {
        int32_t x = (int32_t)a, y = (int32_t)b;
        if ((double)x == a && (double)y == b) return x == 0 ? a : (double)(x % y); /* a may be -0 */
    }
    return sx_number_mod(a, b);
}

/* Protos (vm/object.c) */
sx_proto *sx_proto_new(sx_vm *vm);

/* Exceptions (vm/error.c). All return SX_EXCEPTION so natives can `return sx_throw_type(...)`.
 * The typed ones format the message and let the language make the error (sx_lang.throw_error). */
sx_value sx_throw(sx_vm *vm, sx_value v);
sx_value sx_throw_type(sx_vm *vm, const char *fmt, ...);
sx_value sx_throw_range(sx_vm *vm, const char *fmt, ...);
sx_value sx_throw_reference(sx_vm *vm, const char *fmt, ...);
sx_value sx_throw_syntax(sx_vm *vm, const char *fmt, ...);
/* The errors the VM raises itself, named for what went wrong: the language words them and picks
 * their kind (sx_lang.fault; JavaScript: runtime/error.c, in V8's words), so no message of vm/ is
 * one language's. `a` and `b` are the texts a message may quote, "" when unused. */
typedef enum sx_fault {
    SX_FAULT_STACK_OVERFLOW,        /* calls (or natives calling natives) nested past the limit */
    SX_FAULT_STRING_TOO_LONG,       /* a string longer than the VM allows */
    SX_FAULT_ARRAY_TOO_LONG,        /* an array longer than the VM allows */
    SX_FAULT_BIGINT_TOO_BIG,        /* a big integer literal past the size limit */
    SX_FAULT_NOT_FUNCTION,          /* a: what was called (its source text, or its type) */
    SX_FAULT_NOT_CONSTRUCTOR,       /* a: what was constructed */
    SX_FAULT_CLASS_CALL,            /* a class's constructor called without construction; a: the class */
    SX_FAULT_SPREAD_NOT_ARRAY,      /* a spread call's argument list is not an array */
    SX_FAULT_UNINITIALIZED,         /* a: a variable read or written before its declaration ran */
    SX_FAULT_NOT_DEFINED,           /* a: a global name that does not exist */
    SX_FAULT_CONSTANT_ASSIGNED,     /* a constant assigned */
    SX_FAULT_PARENT_NOT_CLASS,      /* a class's parent cannot construct; a: "object" when it is one */
    SX_FAULT_PARENT_PROTOTYPE,      /* a class's parent has no object (or null) as its prototype */
    SX_FAULT_NOTHING_TO_CONTINUE,   /* sx_interp_continue with no frame */
    SX_FAULT_SUPER_NOT_CONSTRUCTOR, /* a: "null" when the parent is null; b: the class, "" if anonymous */
    SX_FAULT_SUPER_TWICE,           /* the parent's constructor called twice */
    SX_FAULT_THIS_BEFORE_SUPER,     /* `this` of a derived constructor used before its parent's ran */
    SX_FAULT_NULLISH,               /* a: the compiler's message prefix, b: "null" or "undefined" */
    SX_FAULT_PRIVATE_OF_NULLISH,    /* a private member read of a: "null" or "undefined"; b: the class */
    SX_FAULT_NOT_INSTANCE,          /* a private member used on an object without it; a: the class */
    SX_FAULT_NOT_CLASS,             /* a static private member used on another object; a: the class */
    SX_FAULT__COUNT
} sx_fault;
sx_value sx_raise(sx_vm *vm, sx_fault what, const char *a, const char *b); /* vm->lang->fault */
sx_value sx_abort_run(sx_vm *vm, sx_abort why);                            /* uncatchable */
sx_value sx_throw_oom(sx_vm *vm);                                          /* memory limit: uncatchable */
/* Take the pending exception as a value (to reject a promise with it). False when the run is
 * being aborted: aborts are never turned into values. */
bool sx_take_exception(sx_vm *vm, sx_value *out);

/* Calls (vm/interp.c) */
sx_value sx_call(sx_vm *vm, sx_value fn, sx_value this_val, int argc, const sx_value *argv);
sx_value sx_construct(sx_vm *vm, sx_value fn, int argc, const sx_value *argv);
/* new fn(...argv) with new.target = new_target (Reflect.construct): `this` inherits from its prototype. */
sx_value sx_construct_with(sx_vm *vm, sx_value fn, int argc, const sx_value *argv, sx_object *new_target);
sx_value sx_run_toplevel(sx_vm *vm, sx_proto *proto);
/* Async calls (vm/interp.c): a new suspended-call object for closure (its outcome from
 * sx_lang.async_start), and resuming one with the settled value v (or throwing v into it). */
sx_object *sx_coroutine_new(sx_vm *vm, sx_object *closure);
sx_value sx_coroutine_resume(sx_vm *vm, sx_object *coro, sx_value v, bool is_throw);

/* The monotonic clock (only ever used to end a run, never shown to the guest), and the check of
 * the cancel flag and the wall-clock deadline; false: the run must end (abort set). (vm/vm.c) */
uint64_t sx_clock_ns(void);
bool sx_poll_limits(sx_vm *vm);
/* Microseconds left before the run's wall-clock deadline, at most cap_us (cap_us without a
 * deadline, 0 once it has passed): the time a native step that cannot poll, tree-sitter's parse,
 * may take. */
uint64_t sx_time_left_us(const sx_vm *vm, uint64_t cap_us);

/* Script slots (vm/script.c): numbered variables that outlive one run of the VM, for hosts that
 * run several programs in one VM (a REPL context). The compiler turns a program's top-level
 * declarations into slots (GETSCRIPT/SETSCRIPT); a name lookup that misses the global object
 * also finds them. A lexical slot starts <empty> (reads check it); a read-only one refuses
 * assignment. */
enum { SX_SCRIPT_LEXICAL = 1, SX_SCRIPT_READONLY = 2 };
int64_t sx_script_find(const sx_vm *vm, const sx_string *key, uint32_t *flags); /* slot or -1 */
int64_t sx_script_add(sx_vm *vm, sx_string *key, uint32_t flags);               /* new slot, -1: out of memory */
uint32_t sx_script_count(const sx_vm *vm);
void sx_script_truncate(sx_vm *vm, uint32_t count); /* forget the slots made after count */
static inline sx_value *sx_script_slot(sx_vm *vm, uint32_t slot) {
    return &vm->realm.script_slots->u.array.items[slot];
}

/* Output (vm/vm.c) */
void sx_output_write(sx_vm *vm, bool to_stderr, const char *data, size_t len);

#endif
