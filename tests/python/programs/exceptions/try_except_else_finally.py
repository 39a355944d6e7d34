# Order of try/except/else/finally blocks.
def trial(x):
    try:
        print("  try", x)
        r = 10 / x
    except ZeroDivisionError as e:
        print("  except", e)
        return "failed"
    else:
        print("  else", r)
        return "ok"
    finally:
        print("  finally")


print(trial(2))
print(trial(0))
