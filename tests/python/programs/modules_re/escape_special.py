# re.escape and special characters.
import re

print(re.escape("1+1=2? (yes) [maybe] $5.00"))
needle = "a.b*c"
print(re.findall(re.escape(needle), "a.b*c axbbc a.b*c"))
print(re.findall(r"\$\d+\.\d\d", "cost $5.00 or $12.50, not 7.00"))
