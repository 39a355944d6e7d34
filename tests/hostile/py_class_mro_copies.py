# py_class_mro_copies.py - hostile Python: classes made forever with two bases, the first of which (2,000 attributes) the multiple-inheritance layout copies each time.
# expect: memory_limit timeout instruction_limit
# forbid: Traceback
class Fat:
    pass


for i in range(2000):
    setattr(Fat, "m%d" % i, i)


class Other:
    pass


keep = []
while True:
    class C(Fat, Other):
        pass

    keep.append(C)
