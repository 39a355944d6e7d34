# Filling a template with str.format_map and a default dict.
class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"


tpl = "Dear {name}, your order {order} ships on {date}."
print(tpl.format_map(Default(name="Kim", order="#42")))
print(tpl.format(name="Lee", order="#7", date="Monday"))
