# Assignment expressions in while loops and comprehensions.
data = [3, 8, 1, 9, 4, 7]
i = 0
while (v := data[i]) != 9:
    i += 1
print("found 9 at", i, "value", v)
squares = [s for x in data if (s := x * x) > 20]
print(squares)
if (n := len(data)) > 5:
    print(f"list is long ({n} elements)")
