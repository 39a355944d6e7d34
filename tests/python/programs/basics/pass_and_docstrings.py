# pass, docstrings and __doc__.
def documented():
    """Return the answer."""
    pass


class Empty:
    """An empty class."""


print(documented(), documented.__doc__, Empty.__doc__)
print(documented.__name__, Empty.__name__)
