# An uncaught exception with several args prints the args tuple.
raise ValueError("bad value", 42)
