# Collecting validation errors instead of stopping at the first.
records = [{"id": 1, "age": "34"}, {"id": 2, "age": "x"}, {"id": 3}, {"id": 4, "age": "-5"}, {"id": 5, "age": "40"}]
valid, errors = [], []
for r in records:
    try:
        age = int(r["age"])
        if age < 0:
            raise ValueError(f"negative age {age}")
        valid.append((r["id"], age))
    except KeyError as e:
        errors.append(f"record {r['id']}: missing {e}")
    except ValueError as e:
        errors.append(f"record {r['id']}: {e}")
print(valid)
print("\n".join(errors))
