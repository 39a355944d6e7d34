# A todo list manager with classes, enums and a command log.
from dataclasses import dataclass, field
from enum import Enum


class Priority(Enum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3


@dataclass
class Task:
    id: int
    title: str
    priority: Priority = Priority.MEDIUM
    done: bool = False
    tags: list[str] = field(default_factory=list)


class TodoList:
    def __init__(self):
        self.tasks: dict[int, Task] = {}
        self.next_id = 1

    def add(self, title, priority=Priority.MEDIUM, *tags):
        t = Task(self.next_id, title, priority, tags=list(tags))
        self.tasks[t.id] = t
        self.next_id += 1
        return t

    def complete(self, tid):
        if tid not in self.tasks:
            raise KeyError(f"no task {tid}")
        self.tasks[tid].done = True

    def pending(self):
        return sorted((t for t in self.tasks.values() if not t.done), key=lambda t: (-t.priority.value, t.id))


todo = TodoList()
todo.add("write report", Priority.HIGH, "work")
todo.add("buy milk", Priority.LOW, "home")
todo.add("fix bug #12", Priority.HIGH, "work", "urgent")
todo.add("call mom")
todo.complete(1)
try:
    todo.complete(9)
except KeyError as e:
    print("error:", e)
for t in todo.pending():
    tags = ", ".join(t.tags) or "-"
    print(f"[{t.priority.name:<6}] #{t.id} {t.title:<12} tags: {tags}")
print(f"{sum(t.done for t in todo.tasks.values())}/{len(todo.tasks)} done")
