# A misspelt module function: the hint comes from the module's names.
import math

print(math.sqr(2))
