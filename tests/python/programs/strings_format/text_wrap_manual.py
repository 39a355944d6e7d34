# Greedy word wrap at 30 columns.
text = ("Secexec runs untrusted programs written by models inside a small virtual machine "
        "with instruction budgets and memory caps so that nothing escapes.")
width = 30
line = ""
for word in text.split():
    if len(line) + len(word) + (1 if line else 0) > width:
        print(line)
        line = word
    else:
        line = f"{line} {word}" if line else word
print(line)
