# Abstract base classes by convention: NotImplementedError.
class Exporter:
    def export(self, rows):
        return "\n".join(self.line(r) for r in rows)

    def line(self, row):
        raise NotImplementedError(f"{type(self).__name__} must implement line()")


class CSV(Exporter):
    def line(self, row):
        return ",".join(str(v) for v in row)


class TSV(Exporter):
    def line(self, row):
        return "\t".join(str(v) for v in row)


rows = [("a", 1), ("b", 2.5)]
print(CSV().export(rows))
print(TSV().export(rows))
try:
    Exporter().export(rows)
except NotImplementedError as e:
    print("NotImplementedError:", e)
