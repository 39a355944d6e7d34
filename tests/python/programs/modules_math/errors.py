# Domain and range errors.
import math

for f in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.log(-1), lambda: math.exp(1000),
          lambda: math.factorial(-1), lambda: math.factorial(2.5), lambda: math.acos(2), lambda: math.pow(0, -1)]:
    try:
        print(f())
    except (ValueError, OverflowError, TypeError) as e:
        print(type(e).__name__, e)
