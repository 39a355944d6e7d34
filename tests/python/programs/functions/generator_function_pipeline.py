# A pipeline of small functions over records.
def parse(lines):
    for line in lines:
        name, score = line.split(":")
        yield name.strip(), int(score)


def passing(rows, cutoff):
    return ((n, s) for n, s in rows if s >= cutoff)


def fmt(rows):
    return [f"{n}={s}" for n, s in rows]


lines = ["ann: 91", "bo : 45", "cy:78", "di: 60"]
print(fmt(passing(parse(lines), 60)))
