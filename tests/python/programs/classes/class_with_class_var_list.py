# A shared mutable class attribute is shared by every instance.
class Team:
    members = []

    def __init__(self, name):
        self.name = name

    def join(self, who):
        self.members.append(who)


class SafeTeam:
    def __init__(self, name):
        self.name = name
        self.members = []


a, b = Team("a"), Team("b")
a.join("x")
print(b.members, Team.members is a.members)
c, d = SafeTeam("c"), SafeTeam("d")
c.members.append("y")
print(d.members, c.members)
