# Sorting with key functions and stability.
people = [("alice", 31), ("bob", 25), ("carol", 31), ("dave", 25), ("eve", 40)]
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: (-p[1], p[0])))
by_len = sorted(["kiwi", "fig", "banana", "apple", "date"], key=len)
print(by_len)
words = ["b", "A", "c", "B", "a"]
print(sorted(words), sorted(words, key=str.lower))
