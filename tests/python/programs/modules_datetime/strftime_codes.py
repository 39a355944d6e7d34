# strftime directives.
from datetime import datetime

dt = datetime(2009, 7, 4, 21, 5, 9)
for code in ["%a", "%A", "%w", "%d", "%b", "%B", "%m", "%y", "%Y", "%H", "%I", "%p", "%M", "%S", "%f", "%j", "%U", "%W", "%c", "%x", "%X", "%%", "%G-W%V-%u"]:
    print(code, dt.strftime(code))
