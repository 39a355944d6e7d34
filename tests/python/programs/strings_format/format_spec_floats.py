# Format specs for floats: f, e, g, %, precision and the alternate form.
x = 1234.56789
print(f"{x:.2f} {x:.0f} {x:10.3f} {x:<10.1f}| {x:e} {x:.2e} {x:E}")
print(f"{x:g} {x:.3g} {0.00001234:g} {1e20:g} {123456789.0:g} {x:.10g}")
print(f"{0.256:%} {0.256:.1%} {1:.0%} {x:,.2f} {-x:+.1f} {x:=+12.2f}")
print(f"{2.5:.0f} {3.5:.0f} {0.125:.2f} {1e-10:.3f} {float('inf'):f} {float('nan'):.2f}")
print(f"{1.0:g} {1.0:#g} {100.0:.2g} {0.5:n} {12.0} {1e100:.3}")
print(f"{3.14159:08.3f} {-3.14159:08.3f} {3.0:.3}")
