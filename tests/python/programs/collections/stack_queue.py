# A list as a stack and a balanced-bracket checker.
def balanced(s):
    pairs = {")": "(", "]": "[", "}": "{"}
    stack = []
    for c in s:
        if c in "([{":
            stack.append(c)
        elif c in pairs:
            if not stack or stack.pop() != pairs[c]:
                return False
    return not stack


for s in ["()", "([]{})", "(]", "((", "{[()()]}", "", "a(b)c]"]:
    print(f"{s!r:12} {balanced(s)}")
