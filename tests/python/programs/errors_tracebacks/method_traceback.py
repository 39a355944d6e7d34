# A traceback through methods.
class Parser:
    def parse(self, text):
        return [self.item(t) for t in text.split(",")]

    def item(self, t):
        return float(t)


print(Parser().parse("1.5,2"))
print(Parser().parse("1.5,x"))
