# ZeroDivisionError messages by operation and type.
for f in [lambda: 1 / 0, lambda: 1 // 0, lambda: 1 % 0, lambda: 1.0 / 0, lambda: 1.0 // 0.0, lambda: divmod(1, 0),
          lambda: 0 ** -1, lambda: 5.5 % 0]:
    try:
        f()
    except ZeroDivisionError as e:
        print(e)
