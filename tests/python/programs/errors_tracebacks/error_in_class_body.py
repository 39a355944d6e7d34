# An error raised while defining a class.
class Config:
    defaults = {"a": 1}
    value = defaults["b"]
