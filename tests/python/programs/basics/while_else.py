# while/else and for/else with break and continue.
n = 29
d = 2
while d * d <= n:
    if n % d == 0:
        print(n, "is divisible by", d)
        break
    d += 1
else:
    print(n, "is prime")
for word in ["alpha", "beta", "gamma"]:
    if word.startswith("z"):
        break
else:
    print("no word starts with z")
total = 0
for i in range(10):
    if i % 2:
        continue
    total += i
print("even sum", total)
