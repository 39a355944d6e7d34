# An uncaught NameError without a close name.
print("start")
undefined_function_xyz()
