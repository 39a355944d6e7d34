# __lt__ and friends make objects sortable.
import functools


@functools.total_ordering
class Version:
    def __init__(self, s):
        self.parts = tuple(int(p) for p in s.split("."))

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __repr__(self):
        return "v" + ".".join(map(str, self.parts))


vs = [Version(s) for s in ["1.10.0", "1.2.3", "1.2.10", "0.9", "1.2.3"]]
print(sorted(vs), max(vs), min(vs))
print(Version("1.0") <= Version("1.0"), Version("2.0") > Version("1.9.9"), Version("1.0") >= Version("1.1"))
