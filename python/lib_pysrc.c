/* lib_pysrc.c - the modules written in Python (bisect, heapq, copy, operator): compiled from their source on first import. */
#include <stdlib.h>
#include <string.h>

#include "python/py.h"

#define RL py_rl(vm)

/* Each source defines `__sx_module__(natives)` returning a dict of the module's members; its last
 * line is that function, the value the compiled top level gives back. `natives` is a list of the
 * C helpers below (Python source cannot spell a hidden name). File names start "<secexec ", which
 * the traceback leaves out as it does asyncio's. */

static const char bisect_src[] =
    "def __sx_module__(natives):\n"
    "    def bisect_right(a, x, lo=0, hi=None, key=None):\n"
    "        if lo < 0:\n"
    "            raise ValueError('lo must be non-negative')\n"
    "        if hi is None:\n"
    "            hi = len(a)\n"
    "        while lo < hi:\n"
    "            mid = (lo + hi) // 2\n"
    "            if x < (a[mid] if key is None else key(a[mid])):\n"
    "                hi = mid\n"
    "            else:\n"
    "                lo = mid + 1\n"
    "        return lo\n"
    "    def bisect_left(a, x, lo=0, hi=None, key=None):\n"
    "        if lo < 0:\n"
    "            raise ValueError('lo must be non-negative')\n"
    "        if hi is None:\n"
    "            hi = len(a)\n"
    "        while lo < hi:\n"
    "            mid = (lo + hi) // 2\n"
    "            if (a[mid] if key is None else key(a[mid])) < x:\n"
    "                lo = mid + 1\n"
    "            else:\n"
    "                hi = mid\n"
    "        return lo\n"
    "    def insort_right(a, x, lo=0, hi=None, key=None):\n"
    "        a.insert(bisect_right(a, x if key is None else key(x), lo, hi, key), x)\n"
    "    def insort_left(a, x, lo=0, hi=None, key=None):\n"
    "        a.insert(bisect_left(a, x if key is None else key(x), lo, hi, key), x)\n"
    "    return {'bisect_left': bisect_left, 'bisect_right': bisect_right, 'bisect': bisect_right,\n"
    "            'insort_left': insort_left, 'insort_right': insort_right, 'insort': insort_right}\n"
    "__sx_module__\n";

/* CPython's Lib/heapq.py algorithms (the C module gives the same order) */
static const char heapq_src[] = "def __sx_module__(natives):\n"
                                "    def _siftdown(heap, startpos, pos):\n"
                                "        newitem = heap[pos]\n"
                                "        while pos > startpos:\n"
                                "            parentpos = (pos - 1) >> 1\n"
                                "            parent = heap[parentpos]\n"
                                "            if newitem < parent:\n"
                                "                heap[pos] = parent\n"
                                "                pos = parentpos\n"
                                "                continue\n"
                                "            break\n"
                                "        heap[pos] = newitem\n"
                                "    def _siftup(heap, pos):\n"
                                "        endpos = len(heap)\n"
                                "        startpos = pos\n"
                                "        newitem = heap[pos]\n"
                                "        childpos = 2 * pos + 1\n"
                                "        while childpos < endpos:\n"
                                "            rightpos = childpos + 1\n"
                                "            if rightpos < endpos and not heap[childpos] < heap[rightpos]:\n"
                                "                childpos = rightpos\n"
                                "            heap[pos] = heap[childpos]\n"
                                "            pos = childpos\n"
                                "            childpos = 2 * pos + 1\n"
                                "        heap[pos] = newitem\n"
                                "        _siftdown(heap, startpos, pos)\n"
                                "    def heappush(heap, item):\n"
                                "        heap.append(item)\n"
                                "        _siftdown(heap, 0, len(heap) - 1)\n"
                                "    def heappop(heap):\n"
                                "        if not heap:\n"
                                "            raise IndexError('index out of range')\n"
                                "        lastelt = heap.pop()\n"
                                "        if heap:\n"
                                "            returnitem = heap[0]\n"
                                "            heap[0] = lastelt\n"
                                "            _siftup(heap, 0)\n"
                                "            return returnitem\n"
                                "        return lastelt\n"
                                "    def heapreplace(heap, item):\n"
                                "        if not heap:\n"
                                "            raise IndexError('index out of range')\n"
                                "        returnitem = heap[0]\n"
                                "        heap[0] = item\n"
                                "        _siftup(heap, 0)\n"
                                "        return returnitem\n"
                                "    def heappushpop(heap, item):\n"
                                "        if heap and heap[0] < item:\n"
                                "            item, heap[0] = heap[0], item\n"
                                "            _siftup(heap, 0)\n"
                                "        return item\n"
                                "    def heapify(x):\n"
                                "        for i in reversed(range(len(x) // 2)):\n"
                                "            _siftup(x, i)\n"
                                "    def nsmallest(n, iterable, key=None):\n"
                                "        return sorted(iterable, key=key)[:n]\n"
                                "    def nlargest(n, iterable, key=None):\n"
                                "        return sorted(iterable, key=key, reverse=True)[:n]\n"
                                "    def merge(*iterables):\n"
                                "        out = []\n"
                                "        for it in iterables:\n"
                                "            out.extend(it)\n"
                                "        return iter(sorted(out))\n"
                                "    return {'heappush': heappush, 'heappop': heappop, 'heapreplace': heapreplace,\n"
                                "            'heappushpop': heappushpop, 'heapify': heapify, 'nsmallest': nsmallest,\n"
                                "            'nlargest': nlargest, 'merge': merge}\n"
                                "__sx_module__\n";

static const char copy_src[] = "def __sx_module__(natives):\n"
                               "    def copy(x):\n"
                               "        t = type(x)\n"
                               "        if t is list:\n"
                               "            return list(x)\n"
                               "        if t is dict:\n"
                               "            return dict(x)\n"
                               "        if t is set:\n"
                               "            return set(x)\n"
                               "        return x\n"
                               "    def deepcopy(x, memo=None):\n"
                               "        t = type(x)\n"
                               "        if t is not list and t is not dict and t is not tuple and t is not set:\n"
                               "            return x\n"
                               "        if memo is None:\n"
                               "            memo = {}\n"
                               "        i = id(x)\n"
                               "        if i in memo:\n"
                               "            return memo[i]\n"
                               "        if t is list:\n"
                               "            y = []\n"
                               "            memo[i] = y\n"
                               "            for v in x:\n"
                               "                y.append(deepcopy(v, memo))\n"
                               "            return y\n"
                               "        if t is dict:\n"
                               "            y = {}\n"
                               "            memo[i] = y\n"
                               "            for k in x:\n"
                               "                y[deepcopy(k, memo)] = deepcopy(x[k], memo)\n"
                               "            return y\n"
                               "        if t is set:\n"
                               "            return set([deepcopy(v, memo) for v in x])\n"
                               "        return tuple([deepcopy(v, memo) for v in x])\n"
                               "    return {'copy': copy, 'deepcopy': deepcopy}\n"
                               "__sx_module__\n";

static const char operator_src[] =
    "def __sx_module__(natives):\n"
    "    callmethod = natives[0]\n"
    "    def itemgetter(*items):\n"
    "        if len(items) == 1:\n"
    "            item = items[0]\n"
    "            def g(obj):\n"
    "                return obj[item]\n"
    "            return g\n"
    "        def g(obj):\n"
    "            return tuple([obj[i] for i in items])\n"
    "        return g\n"
    "    def _attr(obj, name):\n"
    "        for part in name.split('.'):\n"
    "            obj = getattr(obj, part)\n"
    "        return obj\n"
    "    def attrgetter(*attrs):\n"
    "        if len(attrs) == 1:\n"
    "            name = attrs[0]\n"
    "            def g(obj):\n"
    "                return _attr(obj, name)\n"
    "            return g\n"
    "        def g(obj):\n"
    "            return tuple([_attr(obj, a) for a in attrs])\n"
    "        return g\n"
    "    def methodcaller(name, *args, **kwargs):\n"
    "        def c(obj):\n"
    "            return callmethod(obj, name, args, kwargs)\n"
    "        return c\n"
    "    def contains(a, b):\n"
    "        return b in a\n"
    "    def getitem(a, b):\n"
    "        return a[b]\n"
    "    def setitem(a, b, c):\n"
    "        a[b] = c\n"
    "    def delitem(a, b):\n"
    "        del a[b]\n"
    "    def countOf(a, b):\n"
    "        return sum(1 for x in a if x is b or x == b)\n"
    "    return {'itemgetter': itemgetter, 'attrgetter': attrgetter, 'methodcaller': methodcaller,\n"
    "            'add': lambda a, b: a + b, 'sub': lambda a, b: a - b, 'mul': lambda a, b: a * b,\n"
    "            'truediv': lambda a, b: a / b, 'floordiv': lambda a, b: a // b, 'mod': lambda a, b: a % b,\n"
    "            'pow': lambda a, b: a ** b, 'neg': lambda a: -a, 'pos': lambda a: +a, 'abs': abs,\n"
    "            'and_': lambda a, b: a & b, 'or_': lambda a, b: a | b, 'xor': lambda a, b: a ^ b,\n"
    "            'lshift': lambda a, b: a << b, 'rshift': lambda a, b: a >> b, 'invert': lambda a: ~a,\n"
    "            'eq': lambda a, b: a == b, 'ne': lambda a, b: a != b, 'lt': lambda a, b: a < b,\n"
    "            'le': lambda a, b: a <= b, 'gt': lambda a, b: a > b, 'ge': lambda a, b: a >= b,\n"
    "            'not_': lambda a: not a, 'truth': lambda a: bool(a), 'is_': lambda a, b: a is b,\n"
    "            'is_not': lambda a, b: a is not b, 'concat': lambda a, b: a + b, 'contains': contains,\n"
    "            'getitem': getitem, 'setitem': setitem, 'delitem': delitem, 'countOf': countOf,\n"
    "            'index': lambda a: a.__index__() if not isinstance(a, int) else a}\n"
    "__sx_module__\n";

/* callmethod(obj, name, args, kwargs): obj.name(*args, **kwargs), for operator.methodcaller */
static sx_value n_callmethod(sx_vm *vm, sx_value t, int argc, const sx_value *argv) {
    (void)t;
    if (argc != 4 || !sx_is_string(argv[1]) || !py_is_tuple(vm, argv[2]) || !py_is_dict(argv[3]))
        return py_raise(vm, RL->type_error, "internal: callmethod");
    sx_string *name = sx_string_intern(vm, sx_as_string(argv[1]));
    if (name == NULL) return sx_throw_oom(vm);
    sx_value m = vm->lang->get(vm, argv[0], name);
    if (m == SX_EXCEPTION) return m;
    sx_temp_push(vm, m);
    sx_object *args = sx_as_object(argv[2]);
    py_dict *kw = py_dict_of(argv[3]);
    uint32_t n = args->u.array.len;
    sx_value *av = sx_mem_alloc(vm, (n + 1) * sizeof *av);
    if (av == NULL) return sx_temp_pop(vm, 1), sx_throw_oom(vm);
    memcpy(av, args->u.array.items, n * sizeof *av);
    int argn = (int)n;
    if (kw->live > 0) {
        sx_object *d = py_dict_new(vm); /* the marked keywords dict a call passes last (builtins.c py_kwargs) */
        if (d == NULL) return sx_mem_free(vm, av, (n + 1) * sizeof *av), sx_temp_pop(vm, 1), SX_EXCEPTION;
        d->spare = 1;
        for (uint32_t i = 0; i < kw->n; i++)
            if (kw->keys[i] != SX_EMPTY) py_dict_set(vm, d, kw->keys[i], kw->vals[i]);
        av[argn++] = sx_from_object(d);
        sx_temp_push(vm, sx_from_object(d));
    }
    sx_value r = py_call(vm, m, argv[0], argn, av);
    sx_temp_pop(vm, kw->live > 0 ? 2 : 1);
    sx_mem_free(vm, av, (n + 1) * sizeof *av);
    return r;
}

static const struct {
    const char *name, *file, *src;
    size_t len;
} sources[] = {
#define PY_SRC(n, s)                                                                                                   \
    { n, "<secexec " n ">", s, sizeof s - 1 }
    PY_SRC("bisect", bisect_src),
    PY_SRC("heapq", heapq_src),
    PY_SRC("copy", copy_src),
    PY_SRC("operator", operator_src),
#undef PY_SRC
};

/* The module `name` when it is one of these (NULL with no exception pending: not one of them). */
sx_object *py_lib_pysrc_module(sx_vm *vm, const char *name) {
    size_t i = 0, n = sizeof sources / sizeof sources[0];
    while (i < n && strcmp(sources[i].name, name) != 0) i++;
    if (i == n) return NULL;
    char *syntax = NULL;
    sx_proto *p = sx_py_compile(vm, sources[i].src, sources[i].len, sources[i].file, true, &syntax);
    if (p == NULL) {
        free(syntax);
        py_raise(vm, RL->import_error, "internal: the %s module did not compile", name);
        return NULL;
    }
    sx_value fn = sx_run_toplevel(vm, p);
    if (fn == SX_EXCEPTION) return NULL;
    uint32_t mark = vm->ntemps;
    sx_temp_push(vm, fn);
    sx_object *natives = py_list_new(vm, 1);
    sx_object *cm = natives ? sx_native_new(vm, "callmethod", n_callmethod, 4) : NULL;
    if (cm == NULL) return sx_temp_pop(vm, vm->ntemps - mark), NULL;
    sx_array_push(vm, natives, sx_from_object(cm));
    sx_value nv = sx_from_object(natives);
    sx_temp_push(vm, nv);
    sx_value members = sx_call(vm, fn, SX_UNDEFINED, 1, &nv);
    sx_object *m = NULL;
    if (members != SX_EXCEPTION && py_is_dict(members)) {
        sx_temp_push(vm, members);
        m = sx_object_new(vm, SX_CLASS_OBJECT, NULL);
        sx_string *dn = m ? sx_atom(vm, name) : NULL;
        if (dn == NULL || !sx_object_define(vm, m, py_at(vm)->dname, sx_from_string(dn), SX_PROP_HIDDEN)) m = NULL;
        if (m != NULL) sx_temp_push(vm, sx_from_object(m));
        py_dict *d = py_dict_of(members);
        for (uint32_t k = 0; m != NULL && k < d->n; k++) {
            if (d->keys[k] == SX_EMPTY) continue;
            sx_string *key = sx_string_intern(vm, sx_as_string(d->keys[k]));
            if (key == NULL || !sx_object_define(vm, m, key, d->vals[k], SX_PROP_DEFAULT)) m = NULL;
        }
    }
    sx_temp_pop(vm, vm->ntemps - mark);
    return m;
}
