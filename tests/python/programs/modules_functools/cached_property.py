# functools.cached_property computes once per instance.
from functools import cached_property


class Report:
    def __init__(self, data):
        self.data = data

    @cached_property
    def total(self):
        print("computing total")
        return sum(self.data)


r = Report([1, 2, 3])
print(r.total, r.total)
r.data.append(4)
print(r.total)
del r.total
print(r.total)
