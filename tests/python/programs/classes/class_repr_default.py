# isinstance checks on builtins and user classes, type() comparisons.
class A:
    pass


class B(A):
    pass


b = B()
print(isinstance(b, A), type(b) is A, type(b) is B, isinstance(3, A))
print(isinstance([], (list, tuple)), isinstance("s", str), isinstance(True, int), isinstance(1, bool))
print(type(b).__name__, type(b).__bases__[0].__name__, B.__base__ is A)
