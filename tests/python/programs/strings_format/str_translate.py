# maketrans/translate.
table = str.maketrans("abc", "xyz", "!")
print("aabbcc!!".translate(table))
leet = str.maketrans({"e": "3", "o": "0", "l": "1"})
print("hello world".translate(leet))
print("remove vowels".translate(str.maketrans("", "", "aeiou")))
