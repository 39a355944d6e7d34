# Inventory reorder planning with lead times and safety stock.
import math

items = [
    {"sku": "A-100", "stock": 40, "daily": 6.5, "lead": 5, "pack": 12},
    {"sku": "B-220", "stock": 300, "daily": 20.0, "lead": 10, "pack": 50},
    {"sku": "C-310", "stock": 12, "daily": 0.8, "lead": 30, "pack": 5},
    {"sku": "D-400", "stock": 0, "daily": 3.0, "lead": 7, "pack": 10},
]
print(f"{'sku':<7}{'days left':>10}{'reorder pt':>11}{'order':>7}")
for it in items:
    days_left = it["stock"] / it["daily"] if it["daily"] else math.inf
    safety = math.ceil(it["daily"] * it["lead"] * 0.5)
    reorder_point = math.ceil(it["daily"] * it["lead"]) + safety
    order = 0
    if it["stock"] <= reorder_point:
        need = reorder_point * 2 - it["stock"]
        order = math.ceil(need / it["pack"]) * it["pack"]
    print(f"{it['sku']:<7}{days_left:>10.1f}{reorder_point:>11}{order:>7}")
