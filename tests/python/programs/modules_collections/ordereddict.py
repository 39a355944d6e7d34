# OrderedDict move_to_end and popitem as an LRU cache.
from collections import OrderedDict


class LRU:
    def __init__(self, cap):
        self.cap, self.data = cap, OrderedDict()

    def get(self, k):
        if k not in self.data:
            return None
        self.data.move_to_end(k)
        return self.data[k]

    def put(self, k, v):
        self.data[k] = v
        self.data.move_to_end(k)
        if len(self.data) > self.cap:
            print("evict", self.data.popitem(last=False))


c = LRU(2)
c.put("a", 1)
c.put("b", 2)
c.get("a")
c.put("c", 3)
print(c.data, c.get("b"), c.get("a"))
o = OrderedDict.fromkeys("abc")
o.move_to_end("a")
print(o, list(o), o == OrderedDict.fromkeys("bca"))
