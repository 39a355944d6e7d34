# An order workflow with an Enum state.
from enum import Enum


class State(Enum):
    NEW = "new"
    PAID = "paid"
    SHIPPED = "shipped"
    DONE = "done"


NEXT = {State.NEW: State.PAID, State.PAID: State.SHIPPED, State.SHIPPED: State.DONE}
s = State.NEW
history = [s]
while s in NEXT:
    s = NEXT[s]
    history.append(s)
print(" -> ".join(x.value for x in history))
print(State("paid").name, {State.NEW: 1}[State("new")])
