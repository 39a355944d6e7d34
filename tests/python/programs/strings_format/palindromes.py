# Palindrome checks with normalisation.
def is_pal(s):
    t = [c.lower() for c in s if c.isalnum()]
    return t == t[::-1]


for s in ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon", "abcba", "abca"]:
    print(f"{s!r:35} {is_pal(s)}")
