# A traceback through three function frames.
def parse(row):
    return int(row["qty"])


def total(rows):
    return sum(parse(r) for r in rows)


def main():
    rows = [{"qty": "3"}, {"qty": "four"}]
    print(total(rows))


main()
