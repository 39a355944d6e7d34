# An interpreter for JSON-like commands with match.
program = [
    {"op": "push", "value": 3},
    {"op": "push", "value": 4},
    {"op": "add"},
    {"op": "push", "value": 10},
    {"op": "mul"},
    {"op": "print"},
    {"op": "jump", "to": 99},
    {"op": "pop"},
    {"op": "print"},
]
stack = []
for ins in program:
    match ins:
        case {"op": "push", "value": int(v)}:
            stack.append(v)
        case {"op": "add" | "mul" as op}:
            b, a = stack.pop(), stack.pop()
            stack.append(a + b if op == "add" else a * b)
        case {"op": "pop"}:
            stack.pop()
        case {"op": "print"}:
            print("stack:", stack)
        case {"op": other}:
            print("unsupported op:", other)
