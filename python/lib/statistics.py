# statistics.py - Python's statistics module, computed as CPython 3.11 does (exact rational sums where it uses Fraction).
from math import sqrt as _sqrt, exp as _exp, log as _log, fsum as _fsum, erf as _erf, floor as _floor, fabs as _fabs


class StatisticsError(ValueError):
    __module__ = "statistics"


# -- exact rationals as (numerator, denominator) pairs, denominator > 0, in lowest terms --

def _gcd(a, b):
    a = abs(a)
    b = abs(b)
    while b:
        a, b = b, a % b
    return a


def _q(n, d):
    if d < 0:
        n, d = -n, -d
    g = _gcd(n, d)
    if g > 1:
        n, d = n // g, d // g
    return (n, d)


def _qadd(a, b):
    return _q(a[0] * b[1] + b[0] * a[1], a[1] * b[1])


def _qsub(a, b):
    return _q(a[0] * b[1] - b[0] * a[1], a[1] * b[1])


def _qmul(a, b):
    return _q(a[0] * b[0], a[1] * b[1])


def _qdiv(a, b):
    return _q(a[0] * b[1], a[1] * b[0])


def _bit_length(n):
    n = abs(n)
    k = 0
    while n >= 4294967296:
        n = n >> 32
        k += 32
    while n:
        n = n >> 1
        k += 1
    return k


def _int_div(n, d):
    # n / d for ints, correctly rounded as CPython's int true division
    if d < 0:
        n, d = -n, -d
    if abs(n) < 9007199254740992 and d < 9007199254740992:
        return n / d
    neg = n < 0
    n = abs(n)
    if n == 0:
        return 0.0
    e = _bit_length(n) - _bit_length(d) - 55
    if e >= 0:
        q, r = divmod(n, d << e)
    else:
        q, r = divmod(n << -e, d)
    extra = _bit_length(q) - 53
    if extra > 0:
        low = q & ((1 << extra) - 1)
        q = q >> extra
        e += extra
        half = 1 << (extra - 1)
        if low > half or (low == half and (r != 0 or q & 1)):
            q += 1
    elif r:
        pass
    if e > 971 and q >= 9007199254740992 >> 1:
        if e + _bit_length(q) > 1024:
            raise OverflowError("integer division result too large for a float")
    res = float(q)
    while e > 0:
        step = e if e < 1000 else 1000
        res = res * 2.0 ** step
        e -= step
    while e < 0:
        step = -e if -e < 1000 else 1000
        res = res / 2.0 ** step
        e += step
    return -res if neg else res


def _float_ratio(x):
    if x == _floor(x):
        return (int(x), 1)
    d = 1
    while x != _floor(x):
        x = x * 2.0
        d = d * 2
    return (int(x), d)


def _isfinite(x):
    return x == x and x not in (float("inf"), float("-inf"))


def _exact_ratio(x):
    # (n, d), or (x, None) for inf and nan
    if isinstance(x, bool):
        return (int(x), 1)
    if isinstance(x, int):
        return (x, 1)
    if isinstance(x, float):
        if not _isfinite(x):
            return (x, None)
        return _float_ratio(x)
    raise TypeError("can't convert type '%s' to numerator/denominator" % type(x).__name__)


def _kind(x):
    if isinstance(x, bool) or isinstance(x, int):
        return int
    if isinstance(x, float):
        return float
    raise TypeError("can't convert type '%s' to numerator/denominator" % type(x).__name__)


def _sum(data):
    # (type, exact total, count); total is (n, d) or a non-finite float
    count = 0
    T = int
    partials = {}
    for x in data:
        if _kind(x) is float:
            T = float
        n, d = _exact_ratio(x)
        count += 1
        partials[d] = partials.get(d, 0) + n
    if None in partials:
        return (T, partials[None], count)
    total = (0, 1)
    for d in partials:
        total = _qadd(total, _q(partials[d], d))
    return (T, total, count)


def _ss(data, c=None):
    if c is not None:
        T, ssd, count = _sum([(x - c) * (x - c) for x in data])
        return (T, ssd, c, count)
    count = 0
    T = int
    sx = {}
    sxx = {}
    for x in data:
        if _kind(x) is float:
            T = float
        n, d = _exact_ratio(x)
        count += 1
        sx[d] = sx.get(d, 0) + n
        if d is not None:
            sxx[d] = sxx.get(d, 0) + n * n
    if not count:
        return (T, (0, 1), (0, 1), 0)
    if None in sx:
        return (T, sx[None], sx[None], count)
    tx = (0, 1)
    for d in sx:
        tx = _qadd(tx, _q(sx[d], d))
    txx = (0, 1)
    for d in sxx:
        txx = _qadd(txx, _q(sxx[d], d * d))
    ssd = _qdiv(_qsub(_qmul((count, 1), txx), _qmul(tx, tx)), (count, 1))
    c = _qdiv(tx, (count, 1))
    return (T, ssd, c, count)


def _convert(value, T):
    if not isinstance(value, tuple):
        return value
    n, d = value
    if T is int and d == 1:
        return n
    return _int_div(n, d)


def _isqrt(n):
    if n < 0:
        raise ValueError("isqrt() argument must be nonnegative")
    if n == 0:
        return 0
    x = 1 << ((_bit_length(n) + 1) // 2)
    while True:
        y = (x + n // x) // 2
        if y >= x:
            return x
        x = y


def _integer_sqrt_of_frac_rto(n, m):
    a = _isqrt(n // m)
    return a | (a * a * m != n)


def _float_sqrt_of_frac(n, m):
    q = (_bit_length(n) - _bit_length(m) - 109) // 2
    if q >= 0:
        numerator = _integer_sqrt_of_frac_rto(n, m << 2 * q) << q
        denominator = 1
    else:
        numerator = _integer_sqrt_of_frac_rto(n << -2 * q, m)
        denominator = 1 << -q
    return _int_div(numerator, denominator)


def _listed(data):
    if isinstance(data, list) or isinstance(data, tuple) or isinstance(data, str) or isinstance(data, range):
        return data
    return list(data)


def mean(data):
    T, total, n = _sum(data)
    if n < 1:
        raise StatisticsError("mean requires at least one data point")
    if not isinstance(total, tuple):
        return total / n
    return _convert(_qdiv(total, (n, 1)), T)


def fmean(data, weights=None):
    data = _listed(data)
    n = len(data)
    if weights is None:
        total = _fsum(data)
        if not n:
            raise StatisticsError("fmean requires at least one data point")
        return total / n
    weights = _listed(weights)
    num = _fsum([x * w for x, w in zip(data, weights)])
    if n != len(weights):
        raise StatisticsError("data and weights must be the same length")
    den = _fsum(weights)
    if not den:
        raise StatisticsError("sum of weights must be non-zero")
    return num / den


def geometric_mean(data):
    try:
        return _exp(fmean([_log(x) for x in data]))
    except ValueError:
        raise StatisticsError("geometric mean requires a non-empty dataset containing positive numbers") from None


def harmonic_mean(data, weights=None):
    data = _listed(data)
    errmsg = "harmonic mean does not support negative values"
    n = len(data)
    if n < 1:
        raise StatisticsError("harmonic_mean requires at least one data point")
    elif n == 1 and weights is None:
        x = data[0]
        if x < 0:
            raise StatisticsError(errmsg)
        return x
    if weights is None:
        weights = [1] * n
        sum_weights = n
    else:
        weights = _listed(weights)
        if len(weights) != n:
            raise StatisticsError("Number of weights does not match data size")
        T, sum_weights, count = _sum([w for w in weights])
        for w in weights:
            if w < 0:
                raise StatisticsError("Weights cannot be negative")
    for x in data:
        if x < 0:
            raise StatisticsError(errmsg)
    try:
        T, total, count = _sum([w / x if w else 0 for w, x in zip(weights, data)])
    except ZeroDivisionError:
        return 0
    if total[0] <= 0:
        raise StatisticsError("Weighted sum must be positive")
    if not isinstance(sum_weights, tuple):
        sum_weights = (sum_weights, 1)
    return _convert(_qdiv(sum_weights, total), T)


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2]


def median_grouped(data, interval=1.0):
    data = sorted(data)
    n = len(data)
    if not n:
        raise StatisticsError("no median for empty data")
    x = data[n // 2]
    i = 0
    while i < n and data[i] < x:
        i += 1
    j = i
    while j < n and data[j] <= x:
        j += 1
    interval = float(interval)
    x = float(x)
    L = x - interval / 2.0
    cf = i
    f = j - i
    return L + interval * (n / 2 - cf) / f


def _counts(data):
    counts = {}
    for x in data:
        counts[x] = counts.get(x, 0) + 1
    return counts


def mode(data):
    counts = _counts(data)
    best = None
    bestn = 0
    for x in counts:
        if counts[x] > bestn:
            best = x
            bestn = counts[x]
    if bestn == 0:
        raise StatisticsError("no mode for empty data")
    return best


def multimode(data):
    counts = _counts(data)
    if not counts:
        return []
    maxcount = max(counts.values())
    return [value for value in counts if counts[value] == maxcount]


def quantiles(data, *, n=4, method="exclusive"):
    if n < 1:
        raise StatisticsError("n must be at least 1")
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError("must have at least two data points")
    if method == "inclusive":
        m = ld - 1
        result = []
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            interpolated = (data[j] * (n - delta) + data[j + 1] * delta) / n
            result.append(interpolated)
        return result
    if method == "exclusive":
        m = ld + 1
        result = []
        for i in range(1, n):
            j = i * m // n
            j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
            delta = i * m - j * n
            interpolated = (data[j - 1] * (n - delta) + data[j] * delta) / n
            result.append(interpolated)
        return result
    raise ValueError("Unknown method: %r" % (method,))


def variance(data, xbar=None):
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError("variance requires at least two data points")
    if not isinstance(ss, tuple):
        return ss
    return _convert(_qdiv(ss, (n - 1, 1)), T)


def pvariance(data, mu=None):
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError("pvariance requires at least one data point")
    if not isinstance(ss, tuple):
        return ss
    return _convert(_qdiv(ss, (n, 1)), T)


def stdev(data, xbar=None):
    T, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError("stdev requires at least two data points")
    if not isinstance(ss, tuple):
        return _sqrt(ss)
    mss = _qdiv(ss, (n - 1, 1))
    return _float_sqrt_of_frac(mss[0], mss[1])


def pstdev(data, mu=None):
    T, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError("pstdev requires at least one data point")
    if not isinstance(ss, tuple):
        return _sqrt(ss)
    mss = _qdiv(ss, (n, 1))
    return _float_sqrt_of_frac(mss[0], mss[1])


def _mean_stdev(data):
    T, ss, xbar, n = _ss(data)
    if n < 2:
        raise StatisticsError("stdev requires at least two data points")
    mss = _qdiv(ss, (n - 1, 1))
    return _int_div(xbar[0], xbar[1]), _float_sqrt_of_frac(mss[0], mss[1])


def covariance(x, y):
    n = len(x)
    if len(y) != n:
        raise StatisticsError("covariance requires that both inputs have same number of data points")
    if n < 2:
        raise StatisticsError("covariance requires at least two data points")
    xbar = _fsum(x) / n
    ybar = _fsum(y) / n
    sxy = _fsum([(xi - xbar) * (yi - ybar) for xi, yi in zip(x, y)])
    return sxy / (n - 1)


def correlation(x, y):
    n = len(x)
    if len(y) != n:
        raise StatisticsError("correlation requires that both inputs have same number of data points")
    if n < 2:
        raise StatisticsError("correlation requires at least two data points")
    xbar = _fsum(x) / n
    ybar = _fsum(y) / n
    sxy = _fsum([(xi - xbar) * (yi - ybar) for xi, yi in zip(x, y)])
    sxx = _fsum([(xi - xbar) * (xi - xbar) for xi in x])
    syy = _fsum([(yi - ybar) * (yi - ybar) for yi in y])
    try:
        return sxy / _sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError("at least one of the inputs is constant")


class LinearRegression:
    def __init__(self, slope, intercept):
        self.slope = slope
        self.intercept = intercept

    def __iter__(self):
        return iter((self.slope, self.intercept))

    def __getitem__(self, i):
        return (self.slope, self.intercept)[i]

    def __len__(self):
        return 2

    def __eq__(self, other):
        return tuple(self) == tuple(other)

    def __repr__(self):
        return "LinearRegression(slope=%r, intercept=%r)" % (self.slope, self.intercept)


def linear_regression(x, y, *, proportional=False):
    n = len(x)
    if len(y) != n:
        raise StatisticsError("linear regression requires that both inputs have same number of data points")
    if n < 2:
        raise StatisticsError("linear regression requires at least two data points")
    if proportional:
        sxy = _fsum([xi * yi for xi, yi in zip(x, y)])
        sxx = _fsum([xi * xi for xi in x])
    else:
        xbar = _fsum(x) / n
        ybar = _fsum(y) / n
        sxy = _fsum([(xi - xbar) * (yi - ybar) for xi, yi in zip(x, y)])
        sxx = _fsum([(xi - xbar) * (xi - xbar) for xi in x])
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError("x is constant")
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope, intercept)


def _normal_dist_inv_cdf(p, mu, sigma):
    q = p - 0.5
    if _fabs(q) <= 0.425:
        r = 0.180625 - q * q
        num = (((((((2.5090809287301226727e+3 * r +
                     3.3430575583588128105e+4) * r +
                    6.7265770927008700853e+4) * r +
                   4.5921953931549871457e+4) * r +
                  1.3731693765509461125e+4) * r +
                 1.9715909503065514427e+3) * r +
                1.3314166789178437745e+2) * r +
               3.3871328727963666080e+0) * q
        den = (((((((5.2264952788528545610e+3 * r +
                     2.8729085735721942674e+4) * r +
                    3.9307895800092710610e+4) * r +
                   2.1213794301586595867e+4) * r +
                  5.3941960214247511077e+3) * r +
                 6.8718700749205790830e+2) * r +
                4.2313330701600911252e+1) * r +
               1.0)
        x = num / den
        return mu + (x * sigma)
    r = p if q <= 0.0 else 1.0 - p
    r = _sqrt(-_log(r))
    if r <= 5.0:
        r = r - 1.6
        num = (((((((7.74545014278341407640e-4 * r +
                     2.27238449892691845833e-2) * r +
                    2.41780725177450611770e-1) * r +
                   1.27045825245236838258e+0) * r +
                  3.64784832476320460504e+0) * r +
                 5.76949722146069140550e+0) * r +
                4.63033784615654529590e+0) * r +
               1.42343711074968357734e+0)
        den = (((((((1.05075007164441684324e-9 * r +
                     5.47593808499534494600e-4) * r +
                    1.51986665636164571966e-2) * r +
                   1.48103976427480074590e-1) * r +
                  6.89767334985100004550e-1) * r +
                 1.67638483018380384940e+0) * r +
                2.05319162663775882187e+0) * r +
               1.0)
    else:
        r = r - 5.0
        num = (((((((2.01033439929228813265e-7 * r +
                     2.71155556874348757815e-5) * r +
                    1.24266094738807843860e-3) * r +
                   2.65321895265761230930e-2) * r +
                  2.96560571828504891230e-1) * r +
                 1.78482653991729133580e+0) * r +
                5.46378491116411436990e+0) * r +
               6.65790464350110377720e+0)
        den = (((((((2.04426310338993978564e-15 * r +
                     1.42151175831644588870e-7) * r +
                    1.84631831751005468180e-5) * r +
                   7.86869131145613259100e-4) * r +
                  1.48753612908506148525e-2) * r +
                 1.36929880922735805310e-1) * r +
                5.99832206555887937690e-1) * r +
               1.0)
    x = num / den
    if q < 0.0:
        x = -x
    return mu + (x * sigma)


_SQRT2 = _sqrt(2.0)


class NormalDist:
    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError("sigma must be non-negative")
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        m, s = _mean_stdev(data)
        return cls(m, s)

    def pdf(self, x):
        variance = self._sigma * self._sigma
        if not variance:
            raise StatisticsError("pdf() not defined when sigma is zero")
        diff = x - self._mu
        return _exp(diff * diff / (-2.0 * variance)) / _sqrt(2.0 * 3.141592653589793 * variance)

    def cdf(self, x):
        if not self._sigma:
            raise StatisticsError("cdf() not defined when sigma is zero")
        return 0.5 * (1.0 + _erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError("p must be in the range 0.0 < p < 1.0")
        if self._sigma <= 0.0:
            raise StatisticsError("cdf() not defined when sigma at or below zero")
        return _normal_dist_inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def zscore(self, x):
        if not self._sigma:
            raise StatisticsError("zscore() not defined when sigma is zero")
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        return self._mu

    @property
    def median(self):
        return self._mu

    @property
    def mode(self):
        return self._mu

    @property
    def stdev(self):
        return self._sigma

    @property
    def variance(self):
        return self._sigma * self._sigma

    def __add__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, _sqrt(x1._sigma * x1._sigma + x2._sigma * x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, _sqrt(x1._sigma * x1._sigma + x2._sigma * x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        return NormalDist(x1._mu * x2, x1._sigma * _fabs(x2))

    def __truediv__(x1, x2):
        return NormalDist(x1._mu / x2, x1._sigma / _fabs(x2))

    def __eq__(x1, x2):
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __repr__(self):
        return "NormalDist(mu=%r, sigma=%r)" % (self._mu, self._sigma)


{"StatisticsError": StatisticsError, "mean": mean, "fmean": fmean, "geometric_mean": geometric_mean,
 "harmonic_mean": harmonic_mean, "median": median, "median_low": median_low, "median_high": median_high,
 "median_grouped": median_grouped, "mode": mode, "multimode": multimode, "quantiles": quantiles,
 "variance": variance, "pvariance": pvariance, "stdev": stdev, "pstdev": pstdev, "covariance": covariance,
 "correlation": correlation, "linear_regression": linear_regression, "LinearRegression": LinearRegression,
 "NormalDist": NormalDist}
