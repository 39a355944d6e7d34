# join and replace, including counts.
words = ["alpha", "beta", "gamma"]
print(", ".join(words), "".join(reversed(words)), "-".join("abc"))
print("aaaa".replace("a", "b", 2), "hello".replace("l", ""), "abc".replace("", "-"))
print("banana".replace("ana", "ANA"), "x".join([]), " ".join(str(i) for i in range(5)))
try:
    ",".join([1, 2])
except TypeError as e:
    print("TypeError:", e)
