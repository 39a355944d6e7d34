# The g format and str() switch to exponent at 1e16.
for v in [1e15, 1e16, 123456789012345.6, 1234567890123456.7, 12345678901234567.0, 0.0001, 0.00001, 1.5e-5]:
    print(str(v), f"{v:g}", f"{v:.12g}", "%s" % v, "%r" % v)
