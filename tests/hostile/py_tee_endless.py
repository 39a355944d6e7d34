# py_tee_endless.py - hostile Python: itertools.tee buffers what one copy read ahead of the other; an endless source read by one copy only grows the buffer until the memory cap.
# expect: memory_limit timeout instruction_limit
import itertools

a, b = itertools.tee(itertools.count())
for x in a:
    pass
