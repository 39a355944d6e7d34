# string module constants.
import string

print(string.ascii_letters, string.ascii_lowercase, string.ascii_uppercase)
print(string.digits, string.hexdigits, string.octdigits)
print(repr(string.punctuation), repr(string.whitespace), len(string.printable))
