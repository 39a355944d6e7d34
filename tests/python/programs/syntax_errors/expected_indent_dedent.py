# A method body that dedents instead of indenting.
class Foo:
    def m(self):
pass
