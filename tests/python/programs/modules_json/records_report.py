# Parse JSON records and print a report.
import json

payload = """[
 {"id": 101, "user": "ann", "amount": 25.5, "status": "paid"},
 {"id": 102, "user": "bo", "amount": 100, "status": "refunded"},
 {"id": 103, "user": "ann", "amount": 74.5, "status": "paid"},
 {"id": 104, "user": "cy", "amount": 12.0, "status": "pending"}
]"""
rows = json.loads(payload)
by_status = {}
for r in rows:
    by_status.setdefault(r["status"], []).append(r)
for status, rs in sorted(by_status.items()):
    print(f"{status:<9} {len(rs)} {sum(r['amount'] for r in rs):8.2f}")
paid = {r["user"]: r["amount"] for r in rows if r["status"] == "paid"}
print(json.dumps({"paid_users": sorted(paid), "count": len(rows)}))
