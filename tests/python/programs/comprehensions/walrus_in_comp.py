# Assignment expressions inside comprehensions.
data = ["3", "x", "10", "", "7"]
nums = [n for s in data if s.isdigit() and (n := int(s)) > 5]
print(nums)
running = 0
acc = [running := running + x for x in [1, 2, 3, 4]]
print(acc, running)
