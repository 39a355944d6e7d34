# string.Template substitute and safe_substitute.
from string import Template

t = Template("Hello $name, you owe $$${amount}. ${name}!")
print(t.substitute(name="Ann", amount="12.50"))
print(Template("$a and $b").safe_substitute(a=1))
try:
    Template("$missing").substitute()
except KeyError as e:
    print("KeyError:", e)
try:
    Template("bad $").substitute()
except ValueError as e:
    print("ValueError:", e)
