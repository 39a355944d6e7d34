# String comparison is by code point.
words = ["banana", "Apple", "cherry", "apple", "Banana", "éclair", "zebra", "Zed"]
print(sorted(words))
print(sorted(words, key=str.casefold))
print("a" < "b", "B" < "a", "abc" < "abd", "ab" < "abc", "" < "a", "Z" < "a")
print(max(words), min(words))
