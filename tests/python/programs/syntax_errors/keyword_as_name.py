# A keyword used as a variable name.
class = "math"
