# Inputs with nested lists and numbers: flag readings over thresholds.
limits = inputs["limits"]
for name, readings in inputs["sensors"].items():
    over = [r for r in readings if r > limits.get(name, float("inf"))]
    print(f"{name:<6} max {max(readings):>6} over {len(over)}: {over}")
print("unlimited:", [n for n in inputs["sensors"] if n not in limits])
