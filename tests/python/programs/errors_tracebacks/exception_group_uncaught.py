# An uncaught ExceptionGroup prints its tree.
raise ExceptionGroup("several failures", [ValueError("bad a"), TypeError("bad b")])
