# Nested lists and dicts: an org chart walk.
org = {
    "name": "CEO",
    "reports": [
        {"name": "CTO", "reports": [{"name": "Dev1", "reports": []}, {"name": "Dev2", "reports": []}]},
        {"name": "CFO", "reports": [{"name": "Accountant", "reports": []}]},
    ],
}


def walk(node, depth=0):
    print("  " * depth + node["name"])
    for r in node["reports"]:
        walk(r, depth + 1)


walk(org)


def count(node):
    return 1 + sum(count(r) for r in node["reports"])


print("people:", count(org))
