# random.py - Python's random module: CPython's algorithms over the Mersenne Twister of lib_random.c (seeded runs match CPython's output).
import _sx_random
from math import log as _log, exp as _exp, pi as _pi, e as _e, ceil as _ceil, sqrt as _sqrt
from math import cos as _cos, sin as _sin, floor as _floor, isfinite as _isfinite

NV_MAGICCONST = 4 * _exp(-0.5) / _sqrt(2.0)
TWOPI = 2.0 * _pi
LOG4 = _log(4.0)
SG_MAGICCONST = 1.0 + _log(4.5)
BPF = 53
RECIP_BPF = 2 ** -BPF


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


def _index(x, what):
    if isinstance(x, int):
        return int(x)
    if isinstance(x, float):
        i = int(x)
        if i != x:
            raise ValueError("non-integer " + what + " for randrange()")
        return i
    raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)


def _bisect(a, x, lo, hi):
    while lo < hi:
        mid = (lo + hi) // 2
        if x < a[mid]:
            hi = mid
        else:
            lo = mid + 1
    return lo


class Random:
    VERSION = 3

    def __init__(self, x=None):
        self._state = [0] * 625
        self.gauss_next = None
        self.seed(x)

    def seed(self, a=None, version=2):
        if a is None:
            key = _sx_random.entropy()
        elif isinstance(a, str) and version == 2:
            key = _sx_random.str_key(a)
        else:
            if isinstance(a, bool):
                a = int(a)
            elif isinstance(a, float):
                a = hash(a)
            elif not isinstance(a, int):
                raise TypeError("The only supported seed types are: None,\n"
                                "int, float, str, bytes, and bytearray.")
            a = abs(a)
            key = []
            while a:
                key.append(a & 0xffffffff)
                a = a >> 32
            if not key:
                key = [0]
        _sx_random.seed(self._state, key)
        self.gauss_next = None

    def getstate(self):
        return (self.VERSION, tuple(self._state), self.gauss_next)

    def setstate(self, state):
        version, internal, gauss_next = state
        if version != 3 or len(internal) != 625:
            raise ValueError("state with version %s passed to Random.setstate() of version 3" % version)
        self._state = list(internal)
        self.gauss_next = gauss_next

    def random(self):
        return _sx_random.random(self._state)

    def getrandbits(self, k):
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        if k <= 32:
            if k == 0:
                return 0
            return _sx_random.u32(self._state) >> (32 - k)
        r = 0
        shift = 0
        while k > 0:
            w = _sx_random.u32(self._state)
            if k < 32:
                w = w >> (32 - k)
            r = r | (w << shift)
            shift += 32
            k -= 32
        return r

    def _randbelow(self, n):
        if not n:
            return 0
        k = _bit_length(n)
        r = self.getrandbits(k)
        while r >= n:
            r = self.getrandbits(k)
        return r

    def randrange(self, start, stop=None, step=1):
        istart = _index(start, "arg 1")
        if stop is None:
            if step != 1:
                raise TypeError("Missing a non-None stop argument")
            if istart > 0:
                return self._randbelow(istart)
            raise ValueError("empty range for randrange()")
        istop = _index(stop, "stop")
        width = istop - istart
        istep = _index(step, "step")
        if istep == 1:
            if width > 0:
                return istart + self._randbelow(width)
            raise ValueError("empty range for randrange() (%d, %d, %d)" % (istart, istop, width))
        if istep > 0:
            n = (width + istep - 1) // istep
        elif istep < 0:
            n = (width + istep + 1) // istep
        else:
            raise ValueError("zero step for randrange()")
        if n <= 0:
            raise ValueError("empty range for randrange()")
        return istart + istep * self._randbelow(n)

    def randint(self, a, b):
        return self.randrange(a, b + 1)

    def choice(self, seq):
        if not len(seq):
            raise IndexError("Cannot choose from an empty sequence")
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x):
        for i in range(len(x) - 1, 0, -1):
            j = self._randbelow(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(self, population, k, *, counts=None):
        if isinstance(population, set) or isinstance(population, dict):
            raise TypeError("Population must be a sequence.  For dicts or sets, use sorted(d).")
        n = len(population)
        if counts is not None:
            cum_counts = []
            total = 0
            for c in counts:
                total += c
                cum_counts.append(total)
            if len(cum_counts) != n:
                raise ValueError("The number of counts does not match the population")
            if not isinstance(total, int):
                raise TypeError("Counts must be integers")
            if total <= 0:
                raise ValueError("Total of counts must be greater than zero")
            selections = self.sample(range(total), k)
            return [population[_bisect(cum_counts, s, 0, n)] for s in selections]
        if not 0 <= k <= n:
            raise ValueError("Sample larger than population or is negative")
        result = [None] * k
        setsize = 21
        if k > 5:
            setsize += 4 ** _ceil(_log(k * 3, 4))
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                j = self._randbelow(n - i)
                result[i] = pool[j]
                pool[j] = pool[n - i - 1]
        else:
            selected = set()
            for i in range(k):
                j = self._randbelow(n)
                while j in selected:
                    j = self._randbelow(n)
                selected.add(j)
                result[i] = population[j]
        return result

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        n = len(population)
        if cum_weights is None:
            if weights is None:
                nf = n + 0.0
                return [population[_floor(self.random() * nf)] for i in range(k)]
            cum_weights = []
            t = 0
            for w in weights:
                t = t + w
                cum_weights.append(t)
        elif weights is not None:
            raise TypeError("Cannot specify both weights and cumulative weights")
        if len(cum_weights) != n:
            raise ValueError("The number of weights does not match the population")
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError("Total of weights must be greater than zero")
        if not _isfinite(total):
            raise ValueError("Total of weights must be finite")
        hi = n - 1
        return [population[_bisect(cum_weights, self.random() * total, 0, hi)] for i in range(k)]

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        u = self.random()
        try:
            c = 0.5 if mode is None else (mode - low) / (high - low)
        except ZeroDivisionError:
            return low
        if u > c:
            u = 1.0 - u
            c = 1.0 - c
            low, high = high, low
        return low + (high - low) * _sqrt(u * c)

    def normalvariate(self, mu=0.0, sigma=1.0):
        while True:
            u1 = self.random()
            u2 = 1.0 - self.random()
            z = NV_MAGICCONST * (u1 - 0.5) / u2
            zz = z * z / 4.0
            if zz <= -_log(u2):
                break
        return mu + z * sigma

    def gauss(self, mu=0.0, sigma=1.0):
        z = self.gauss_next
        self.gauss_next = None
        if z is None:
            x2pi = self.random() * TWOPI
            g2rad = _sqrt(-2.0 * _log(1.0 - self.random()))
            z = _cos(x2pi) * g2rad
            self.gauss_next = _sin(x2pi) * g2rad
        return mu + z * sigma

    def lognormvariate(self, mu, sigma):
        return _exp(self.normalvariate(mu, sigma))

    def expovariate(self, lambd):
        return -_log(1.0 - self.random()) / lambd

    def gammavariate(self, alpha, beta):
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError("gammavariate: alpha and beta must be > 0.0")
        if alpha > 1.0:
            ainv = _sqrt(2.0 * alpha - 1.0)
            bbb = alpha - LOG4
            ccc = alpha + ainv
            while True:
                u1 = self.random()
                if not 1e-7 < u1 < 0.9999999:
                    continue
                u2 = 1.0 - self.random()
                v = _log(u1 / (1.0 - u1)) / ainv
                x = alpha * _exp(v)
                z = u1 * u1 * u2
                r = bbb + ccc * v - x
                if r + SG_MAGICCONST - 4.5 * z >= 0.0 or r >= _log(z):
                    return x * beta
        elif alpha == 1.0:
            return -_log(1.0 - self.random()) * beta
        else:
            while True:
                u = self.random()
                b = (_e + alpha) / _e
                p = b * u
                if p <= 1.0:
                    x = p ** (1.0 / alpha)
                else:
                    x = -_log((b - p) / alpha)
                u1 = self.random()
                if p > 1.0:
                    if u1 <= x ** (alpha - 1.0):
                        break
                elif u1 <= _exp(-x):
                    break
            return x * beta

    def betavariate(self, alpha, beta):
        y = self.gammavariate(alpha, 1.0)
        if y:
            return y / (y + self.gammavariate(beta, 1.0))
        return 0.0

    def paretovariate(self, alpha):
        u = 1.0 - self.random()
        return u ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        u = 1.0 - self.random()
        return alpha * (-_log(u)) ** (1.0 / beta)

    def vonmisesvariate(self, mu, kappa):
        if kappa <= 1e-6:
            return TWOPI * self.random()
        s = 0.5 / kappa
        r = s + _sqrt(1.0 + s * s)
        while True:
            u1 = self.random()
            z = _cos(_pi * u1)
            d = z / (r + z)
            u2 = self.random()
            if u2 < 1.0 - d * d or u2 <= (1.0 - d) * _exp(d):
                break
        q = 1.0 / r
        f = (q + z) / (1.0 + q * z)
        u3 = self.random()
        if u3 > 0.5:
            theta = (mu + _acos(f)) % TWOPI
        else:
            theta = (mu - _acos(f)) % TWOPI
        return theta


from math import acos as _acos

_inst = Random()


def seed(a=None, version=2):
    _inst.seed(a, version)


def random():
    return _inst.random()


def getrandbits(k):
    return _inst.getrandbits(k)


def randrange(start, stop=None, step=1):
    return _inst.randrange(start, stop, step)


def randint(a, b):
    return _inst.randint(a, b)


def choice(seq):
    return _inst.choice(seq)


def shuffle(x):
    _inst.shuffle(x)


def sample(population, k, *, counts=None):
    return _inst.sample(population, k, counts=counts)


def choices(population, weights=None, *, cum_weights=None, k=1):
    return _inst.choices(population, weights, cum_weights=cum_weights, k=k)


def uniform(a, b):
    return _inst.uniform(a, b)


def triangular(low=0.0, high=1.0, mode=None):
    return _inst.triangular(low, high, mode)


def normalvariate(mu=0.0, sigma=1.0):
    return _inst.normalvariate(mu, sigma)


def gauss(mu=0.0, sigma=1.0):
    return _inst.gauss(mu, sigma)


def lognormvariate(mu, sigma):
    return _inst.lognormvariate(mu, sigma)


def expovariate(lambd):
    return _inst.expovariate(lambd)


def gammavariate(alpha, beta):
    return _inst.gammavariate(alpha, beta)


def betavariate(alpha, beta):
    return _inst.betavariate(alpha, beta)


def paretovariate(alpha):
    return _inst.paretovariate(alpha)


def weibullvariate(alpha, beta):
    return _inst.weibullvariate(alpha, beta)


def vonmisesvariate(mu, kappa):
    return _inst.vonmisesvariate(mu, kappa)


def getstate():
    return _inst.getstate()


def setstate(state):
    _inst.setstate(state)


{"Random": Random, "seed": seed, "random": random, "getrandbits": getrandbits, "randrange": randrange,
 "randint": randint, "choice": choice, "shuffle": shuffle, "sample": sample, "choices": choices, "uniform": uniform,
 "triangular": triangular, "normalvariate": normalvariate, "gauss": gauss, "lognormvariate": lognormvariate,
 "expovariate": expovariate, "gammavariate": gammavariate, "betavariate": betavariate,
 "paretovariate": paretovariate, "weibullvariate": weibullvariate, "vonmisesvariate": vonmisesvariate,
 "getstate": getstate, "setstate": setstate}
