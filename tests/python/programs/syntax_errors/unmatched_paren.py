# A closing parenthesis with nothing open.
x = 1)
