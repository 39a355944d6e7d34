# An uncaught AssertionError with a message.
def check(balance):
    assert balance >= 0, f"negative balance: {balance}"


check(10)
check(-5)
