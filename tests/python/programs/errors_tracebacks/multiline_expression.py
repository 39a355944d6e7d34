# A traceback whose failing expression spans lines.
data = {"a": 1}
result = (
    data["a"]
    + data["b"]
)
