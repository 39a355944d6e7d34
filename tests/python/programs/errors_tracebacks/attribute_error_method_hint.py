# A misspelt method name: the "Did you mean" hint comes from the class's attributes.
class Cart:
    def total(self):
        return 0


Cart().totl()
