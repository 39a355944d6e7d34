# Assigning to True.
True = 1
