# The format() builtin and __format__.
print(format(3.14159, ".2f"), format(42, "08b"), format("x", ">4"), format(1234567, ","))
print(format(0.5), format(12), format(True), format(None))


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __format__(self, spec):
        s = f"${self.cents / 100:,.2f}"
        return format(s, spec) if spec else s


print(f"[{Money(123456)}] [{Money(5):>10}]")
