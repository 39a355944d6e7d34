# isclose, isfinite, isnan, isinf, fsum, frexp, modf.
import math

print(0.1 + 0.2 == 0.3, math.isclose(0.1 + 0.2, 0.3), math.isclose(1, 1.1, rel_tol=0.2), math.isclose(0, 1e-12, abs_tol=1e-9))
print(math.isfinite(1e308), math.isinf(1e308 * 10), math.isnan(float("nan")), float("nan") == float("nan"))
print(sum([0.1] * 10), math.fsum([0.1] * 10), math.fsum([1e100, 1.0, -1e100]))
print(math.frexp(8.0), math.modf(3.75), math.modf(-3.75), math.ldexp(0.5, 4))
print(math.dist((0, 0), (3, 4)), math.ulp(1.0), math.nextafter(1.0, 2.0))
