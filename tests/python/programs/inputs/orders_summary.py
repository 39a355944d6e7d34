# The run's inputs (a read-only dict) summarised.
print(type(inputs).__name__, sorted(inputs))
orders = inputs["orders"]
total = sum(o["qty"] * o["price"] for o in orders)
print(f"{len(orders)} orders for {inputs['customer']}, total {total:.2f}")
for o in sorted(orders, key=lambda o: -o["qty"] * o["price"]):
    print(f"  {o['sku']:<6}{o['qty']:>3} x {o['price']:>6.2f}")
