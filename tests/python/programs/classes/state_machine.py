# A traffic-light state machine class.
class Light:
    transitions = {"red": "green", "green": "yellow", "yellow": "red"}
    durations = {"red": 30, "green": 25, "yellow": 5}

    def __init__(self):
        self.state = "red"
        self.elapsed = 0

    def tick(self, seconds):
        self.elapsed += seconds
        while self.elapsed >= self.durations[self.state]:
            self.elapsed -= self.durations[self.state]
            self.state = self.transitions[self.state]
        return self.state


light = Light()
print([light.tick(s) for s in (10, 25, 3, 40, 1, 60)])
