# printf-style % formatting.
print("%s has %d items costing %.2f" % ("cart", 3, 19.5))
print("%5d|%-5d|%05d|%+d|% d" % (42, 42, 42, 42, 42))
print("%x %X %o %#x %#o %e %g %G" % (255, 255, 8, 255, 8, 12345.678, 0.00001, 1e20))
print("%10.3f|%-10.1f|%r|%s|%a" % (3.14159, 2.5, "q", [1, 2], "é"))
print("%(name)s is %(age)d" % {"name": "Bob", "age": 30})
print("100%% sure, %c%c" % (72, "i"))
print("%s" % (1,), "%s" % "x", "%.3s" % "abcdef", "%*d" % (6, 7))
