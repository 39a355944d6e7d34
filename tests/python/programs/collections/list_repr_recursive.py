# A list containing itself prints [...].
a = [1, 2]
a.append(a)
print(a)
d = {"k": 1}
d["self"] = d
print(d)
