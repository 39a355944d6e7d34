# An inventory held in dicts: restock what runs low.
inventory = {"apples": 12, "bananas": 3, "cherries": 0, "dates": 40}
threshold = {"apples": 10, "bananas": 10, "cherries": 5, "dates": 20}
orders = {}
for item, qty in inventory.items():
    need = threshold[item] * 2 - qty
    if qty < threshold[item]:
        orders[item] = need
print("restock:", orders)
for item in sorted(orders, key=orders.get, reverse=True):
    print(f"  {item:<10}{orders[item]:>4}")
print("total units:", sum(orders.values()))
