# FizzBuzz to 30, joined on one line per ten.
out = []
for i in range(1, 31):
    if i % 15 == 0:
        out.append("FizzBuzz")
    elif i % 3 == 0:
        out.append("Fizz")
    elif i % 5 == 0:
        out.append("Buzz")
    else:
        out.append(str(i))
for start in range(0, 30, 10):
    print(" ".join(out[start:start + 10]))
