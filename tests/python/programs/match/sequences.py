# Sequence patterns with star captures.
def describe(cmd):
    match cmd.split():
        case []:
            return "empty"
        case ["go", direction]:
            return f"go {direction}"
        case ["take", *items] if items:
            return f"take {', '.join(items)}"
        case ["quit" | "exit"]:
            return "bye"
        case [verb, *_]:
            return f"unknown verb {verb!r}"


for c in ["", "go north", "take lamp key", "take", "exit", "dance wildly now"]:
    print(repr(c), "->", describe(c))
