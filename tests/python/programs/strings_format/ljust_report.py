# A fixed-width receipt.
items = [("Coffee", 2, 3.25), ("Bagel", 1, 2.5), ("Orange juice", 3, 4.0)]
width = 32
print("RECEIPT".center(width, "="))
subtotal = 0.0
for name, qty, unit in items:
    line = qty * unit
    subtotal += line
    print(f"{qty} x {name}".ljust(width - 8) + f"{line:8.2f}")
tax = round(subtotal * 0.0825, 2)
print("-" * width)
for label, amount in [("Subtotal", subtotal), ("Tax", tax), ("Total", subtotal + tax)]:
    print(label.ljust(width - 8) + f"{amount:8.2f}")
