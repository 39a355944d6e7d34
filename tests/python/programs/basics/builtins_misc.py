# A tour of builtins: len, sum, any, all, sorted, reversed, enumerate, zip, map, filter.
nums = [5, 3, 8, 1, 9, 2]
print(len(nums), sum(nums), sum(nums, 10), sum([0.1] * 10))
print(any(n > 8 for n in nums), all(n > 0 for n in nums), any([]), all([]))
print(sorted(nums), sorted(nums, reverse=True), list(reversed(nums)))
print(list(enumerate("abc", 1)), list(zip("abc", [1, 2, 3, 4])))
print(list(map(str, nums)), list(filter(lambda n: n % 2, nums)), list(filter(None, [0, 1, "", "a"])))
print(min(nums), max(nums), min(nums, key=lambda n: -n))
print(isinstance(3, (int, float)), type(3.0).__name__, type("s") is str, callable(len))
