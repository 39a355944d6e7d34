# An uncaught AttributeError with CPython's "Did you mean" suggestion.
class Account:
    def __init__(self):
        self.balance = 10


a = Account()
print(a.balanse)
