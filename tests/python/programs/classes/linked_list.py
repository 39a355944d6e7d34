# A singly linked list with __iter__, __len__, __repr__.
class Node:
    def __init__(self, val, nxt=None):
        self.val, self.next = val, nxt


class LinkedList:
    def __init__(self, items=()):
        self.head = None
        for x in reversed(list(items)):
            self.head = Node(x, self.head)

    def __iter__(self):
        n = self.head
        while n:
            yield n.val
            n = n.next

    def __len__(self):
        return sum(1 for _ in self)

    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev

    def __repr__(self):
        return " -> ".join(map(str, self)) or "(empty)"


ll = LinkedList([1, 2, 3, 4])
print(ll, len(ll))
ll.reverse()
print(ll, list(ll), LinkedList())
