# An uncaught exception without a message.
class Stop(Exception):
    pass


raise Stop
