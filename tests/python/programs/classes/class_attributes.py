# Class attributes versus instance attributes, and counting instances.
class Ticket:
    issued = 0
    prefix = "T"

    def __init__(self):
        Ticket.issued += 1
        self.number = f"{self.prefix}{Ticket.issued:04d}"


a, b = Ticket(), Ticket()
b.prefix = "X"
c = Ticket()
print(a.number, b.number, c.number, Ticket.issued, b.prefix, c.prefix)
Ticket.prefix = "N"
print(Ticket().number, a.prefix)
print(hasattr(a, "number"), getattr(a, "missing", "none"), vars(a))
setattr(a, "note", "vip")
print(a.note, sorted(vars(a)))
