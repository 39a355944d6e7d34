# A return in finally overrides; finally runs on break and continue.
def f():
    try:
        return "try"
    finally:
        print("cleanup")


def g():
    try:
        raise ValueError("lost")
    finally:
        return "finally wins"


print(f(), g())
for i in range(3):
    try:
        if i == 1:
            continue
        if i == 2:
            break
        print("body", i)
    finally:
        print("finally", i)
