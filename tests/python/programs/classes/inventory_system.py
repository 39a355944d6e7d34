# A small inventory system with classes, class methods and reports.
class Product:
    def __init__(self, sku, name, price, qty):
        self.sku, self.name, self.price, self.qty = sku, name, price, qty

    @property
    def value(self):
        return self.price * self.qty


class Inventory:
    def __init__(self):
        self.items = {}

    def add(self, p):
        self.items[p.sku] = p
        return self

    def low_stock(self, n=5):
        return [p for p in self.items.values() if p.qty < n]

    def report(self):
        lines = [f"{'SKU':<6}{'Name':<10}{'Qty':>5}{'Value':>10}"]
        for p in sorted(self.items.values(), key=lambda p: -p.value):
            lines.append(f"{p.sku:<6}{p.name:<10}{p.qty:>5}{p.value:>10.2f}")
        lines.append(f"{'':<21}{sum(p.value for p in self.items.values()):>10.2f}")
        return "\n".join(lines)


inv = Inventory().add(Product("A1", "bolt", 0.25, 400)).add(Product("B2", "motor", 49.99, 3)).add(Product("C3", "gear", 7.5, 12))
print(inv.report())
print([p.name for p in inv.low_stock()])
