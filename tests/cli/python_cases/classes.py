class Point:
    count = 0
    def __init__(self, x, y):
        self.x = x
        self.y = y
        Point.count += 1
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
    def __eq__(self, other):
        return self.x == other.x and self.y == other.y
    def __add__(self, other):
        return Point(self.x + other.x, self.y + other.y)
    def __lt__(self, other):
        return (self.x, self.y) < (other.x, other.y)
    @property
    def norm2(self):
        return self.x * self.x + self.y * self.y
    @staticmethod
    def origin():
        return Point(0, 0)
    @classmethod
    def unit(cls):
        return cls(1, 1)

p = Point(1, 2)
q = Point(3, 4)
print(p, q, p + q, p == Point(1, 2), p == q, p.norm2, Point.origin(), Point.unit(), Point.count)
print(sorted([q, p, Point(0, 5)]), str(p), [p])

class Animal:
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f"{self.name} makes a sound"
    def __str__(self):
        return f"Animal {self.name}"

class Dog(Animal):
    def __init__(self, name, breed):
        super().__init__(name)
        self.breed = breed
    def speak(self):
        return super().speak() + " (woof)"

d = Dog("Rex", "lab")
print(d.speak(), d.breed, isinstance(d, Animal), isinstance(d, Dog), isinstance(p, Animal), str(d), d)

class Stack:
    def __init__(self):
        self.items = []
    def push(self, x):
        self.items.append(x)
    def __len__(self):
        return len(self.items)
    def __getitem__(self, i):
        return self.items[i]
    def __contains__(self, x):
        return x in self.items
    def __iter__(self):
        return iter(self.items)

s = Stack()
s.push(1)
s.push(2)
print(len(s), s[0], 2 in s, 5 in s, bool(s), bool(Stack()))
print(hasattr(p, "x"), hasattr(p, "z"), getattr(p, "y"), getattr(p, "z", "dflt"))
setattr(p, "z", 9)
print(p.z)
p.missing
