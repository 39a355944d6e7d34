# In-order traversal of a binary search tree with recursive generators.
class Node:
    def __init__(self, v):
        self.v, self.l, self.r = v, None, None


def insert(root, v):
    if root is None:
        return Node(v)
    if v < root.v:
        root.l = insert(root.l, v)
    else:
        root.r = insert(root.r, v)
    return root


def inorder(n):
    if n:
        yield from inorder(n.l)
        yield n.v
        yield from inorder(n.r)


root = None
for v in [50, 30, 70, 20, 40, 60, 80, 35]:
    root = insert(root, v)
print(list(inorder(root)))
