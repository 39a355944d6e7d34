# A record class with __init__, __repr__ and __eq__.
class Employee:
    def __init__(self, name, dept, salary):
        self.name = name
        self.dept = dept
        self.salary = salary

    def __repr__(self):
        return f"Employee({self.name!r}, {self.dept!r}, {self.salary})"

    def __eq__(self, other):
        return isinstance(other, Employee) and (self.name, self.dept) == (other.name, other.dept)

    def raise_pct(self, pct):
        self.salary = round(self.salary * (1 + pct / 100), 2)


staff = [Employee("Ann", "eng", 120000), Employee("Bo", "ops", 70000), Employee("Cy", "eng", 95000.5)]
for e in staff:
    e.raise_pct(3)
print(staff)
print(staff[0] == Employee("Ann", "eng", 1), staff[0] != staff[1], staff[0] == "Ann")
print(max(staff, key=lambda e: e.salary).name)
