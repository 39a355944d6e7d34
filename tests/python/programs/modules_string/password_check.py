# Classifying characters with string constants.
import string


def strength(pw):
    classes = [string.ascii_lowercase, string.ascii_uppercase, string.digits, string.punctuation]
    have = sum(any(c in cls for c in pw) for cls in classes)
    return ["empty", "weak", "fair", "good", "strong"][have] if len(pw) >= 8 else "too short"


for pw in ["abc", "abcdefgh", "abcdEFGH", "abcdEF12", "abC1!xyz"]:
    print(pw, strength(pw))
