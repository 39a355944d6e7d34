# Generic classes and Protocol at run time.
from typing import Generic, TypeVar, Protocol

T = TypeVar("T")


class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: list[T] = []

    def push(self, x: T) -> None:
        self.items.append(x)

    def pop(self) -> T:
        return self.items.pop()


class Greeter(Protocol):
    def greet(self) -> str: ...


class En:
    def greet(self) -> str:
        return "hello"


s: Stack[int] = Stack()
s.push(1)
s.push(2)
print(s.pop(), s.items)


def welcome(g: Greeter) -> str:
    return g.greet() + "!"


print(welcome(En()))
