# heapq.py - Python's heapq module: CPython's Lib/heapq.py algorithms (the C module gives the same order).
def _siftdown(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem
def _siftup(heap, pos):
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[childpos] < heap[rightpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown(heap, startpos, pos)
def heappush(heap, item):
    heap.append(item)
    _siftdown(heap, 0, len(heap) - 1)
def heappop(heap):
    if not heap:
        raise IndexError('index out of range')
    lastelt = heap.pop()
    if heap:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup(heap, 0)
        return returnitem
    return lastelt
def heapreplace(heap, item):
    if not heap:
        raise IndexError('index out of range')
    returnitem = heap[0]
    heap[0] = item
    _siftup(heap, 0)
    return returnitem
def heappushpop(heap, item):
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _siftup(heap, 0)
    return item
def heapify(x):
    for i in reversed(range(len(x) // 2)):
        _siftup(x, i)
def nsmallest(n, iterable, key=None):
    return sorted(iterable, key=key)[:n]
def nlargest(n, iterable, key=None):
    return sorted(iterable, key=key, reverse=True)[:n]
def merge(*iterables):
    out = []
    for it in iterables:
        out.extend(it)
    return iter(sorted(out))
{'heappush': heappush, 'heappop': heappop, 'heapreplace': heapreplace,
 'heappushpop': heappushpop, 'heapify': heapify, 'nsmallest': nsmallest,
 'nlargest': nlargest, 'merge': merge}
