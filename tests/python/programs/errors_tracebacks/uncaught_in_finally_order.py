# finally output comes before the traceback.
def work():
    try:
        print("working")
        raise KeyError("job-7")
    finally:
        print("cleanup done")


work()
