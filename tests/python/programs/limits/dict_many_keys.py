# A dict of 100,000 keys.
d = {f"k{i}": i for i in range(100000)}
print(len(d), d["k99999"], sum(d.values()), list(d)[:3], list(d)[-1])
