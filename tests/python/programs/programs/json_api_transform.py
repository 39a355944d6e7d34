# Transforming a JSON API response into a summary document.
import json

response = json.loads("""{
  "data": [
    {"id": "u1", "attributes": {"name": "Ann", "plan": "pro", "signup": "2023-11-02", "usage": [12, 40, 33]}},
    {"id": "u2", "attributes": {"name": "Bo", "plan": "free", "signup": "2024-01-15", "usage": [1, 0, 2]}},
    {"id": "u3", "attributes": {"name": "Cy", "plan": "pro", "signup": "2024-02-20", "usage": []}},
    {"id": "u4", "attributes": {"name": "Di", "plan": "team", "signup": "2023-06-30", "usage": [80, 95, 120]}}
  ],
  "meta": {"page": 1, "total": 4}
}""")
summary = {"plans": {}, "inactive": [], "heaviest": None}
best = -1
for u in response["data"]:
    a = u["attributes"]
    summary["plans"][a["plan"]] = summary["plans"].get(a["plan"], 0) + 1
    total = sum(a["usage"])
    if not a["usage"] or total < 5:
        summary["inactive"].append(a["name"])
    if total > best:
        best, summary["heaviest"] = total, {"id": u["id"], "name": a["name"], "usage": total}
summary["average_usage"] = round(sum(sum(u["attributes"]["usage"]) for u in response["data"]) / response["meta"]["total"], 2)
print(json.dumps(summary, indent=2))
