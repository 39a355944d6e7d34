# __radd__ lets sum() work on custom objects.
class Duration:
    def __init__(self, minutes):
        self.minutes = minutes

    def __add__(self, other):
        if isinstance(other, Duration):
            return Duration(self.minutes + other.minutes)
        return NotImplemented

    def __radd__(self, other):
        if other == 0:
            return self
        return NotImplemented

    def __str__(self):
        h, m = divmod(self.minutes, 60)
        return f"{h}h{m:02d}m"


parts = [Duration(45), Duration(80), Duration(5)]
print(sum(parts), parts[0] + parts[1])
try:
    parts[0] + 5
except TypeError as e:
    print("TypeError:", e)
