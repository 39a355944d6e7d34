# Retrying an operation that fails a few times.
attempts = {"n": 0}


class Transient(Exception):
    pass


def flaky():
    attempts["n"] += 1
    if attempts["n"] < 3:
        raise Transient(f"attempt {attempts['n']} failed")
    return "success on attempt %d" % attempts["n"]


for i in range(5):
    try:
        print(flaky())
        break
    except Transient as e:
        print("retrying:", e)
else:
    print("gave up")
