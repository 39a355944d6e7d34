# Filtering and projecting a list of records.
users = [
    {"id": 1, "name": "ann", "active": True, "tags": ["admin"]},
    {"id": 2, "name": "bob", "active": False, "tags": []},
    {"id": 3, "name": "cyd", "active": True, "tags": ["dev", "ops"]},
]
active = [u["name"] for u in users if u["active"]]
tagged = {u["name"]: len(u["tags"]) for u in users}
print(active, tagged)
print([u for u in users if "dev" in u["tags"]])
print(sorted(users, key=lambda u: len(u["tags"]), reverse=True)[0]["name"])
