# bench/python/objects.py at a smaller size (the corpus checks the CPU suite's Python text byte for byte against CPython).
# CPU suite in Python (bench/cpu/objects.js): allocate small records (dicts), read and write their fields.
def make_particle(i):
    return {"id": i, "x": i % 100, "y": (i * 3) % 100, "vx": (i % 7) - 3, "vy": (i % 5) - 2, "alive": True}


def step(p):
    p["x"] += p["vx"]
    p["y"] += p["vy"]
    if p["x"] < 0 or p["x"] > 100:
        p["vx"] = -p["vx"]
    if p["y"] < 0 or p["y"] > 100:
        p["vy"] = -p["vy"]


checksum = 0
for rnd in range(2):
    particles = []
    for i in range(400):
        particles.append(make_particle(i + rnd))
    for t in range(10):
        for p in particles:
            step(p)
    for p in particles:
        box = {"min": {"x": p["x"] - 1, "y": p["y"] - 1}, "max": {"x": p["x"] + 1, "y": p["y"] + 1}}
        checksum += box["max"]["x"] - box["min"]["y"] + (1 if p["alive"] else 0)
    checksum %= 1000000007
print("objects checksum", checksum)
