# datetime.py - Python's datetime module (after CPython's pure-Python one): dates, times, timedeltas, fixed-offset timezones; now() reads the run's virtual clock.
import _sx_random

MINYEAR = 1
MAXYEAR = 9999
_MAXORDINAL = 3652059
_DAYS_IN_MONTH = [-1, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_DAYS_BEFORE_MONTH = [-1]
_dbm = 0
for _dim in _DAYS_IN_MONTH[1:]:
    _DAYS_BEFORE_MONTH.append(_dbm)
    _dbm += _dim
_DI400Y = 146097
_DI100Y = 36524
_DI4Y = 1461
_MONTHNAMES = [None, "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_FULLMONTHNAMES = [None, "January", "February", "March", "April", "May", "June", "July", "August", "September",
                   "October", "November", "December"]
_DAYNAMES = [None, "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_FULLDAYNAMES = [None, "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def _days_in_month(year, month):
    if month == 2 and _is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _days_before_month(year, month):
    return _DAYS_BEFORE_MONTH[month] + (month > 2 and _is_leap(year))


def _ymd2ord(year, month, day):
    return _days_before_year(year) + _days_before_month(year, month) + day


def _ord2ymd(n):
    n -= 1
    n400, n = divmod(n, _DI400Y)
    year = n400 * 400 + 1
    n100, n = divmod(n, _DI100Y)
    n4, n = divmod(n, _DI4Y)
    n1, n = divmod(n, 365)
    year += n100 * 100 + n4 * 4 + n1
    if n1 == 4 or n100 == 4:
        return year - 1, 12, 31
    leapyear = n1 == 3 and (n4 != 24 or n100 == 3)
    month = (n + 50) >> 5
    preceding = _DAYS_BEFORE_MONTH[month] + (month > 2 and leapyear)
    if preceding > n:
        month -= 1
        preceding -= _DAYS_IN_MONTH[month] + (month == 2 and leapyear)
    n -= preceding
    return year, month, n + 1


def _type_name(x):
    return type(x).__name__


def _check_int(value):
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        raise TypeError("'float' object cannot be interpreted as an integer")
    raise TypeError("an integer is required (got type %s)" % _type_name(value))


def _check_date_fields(year, month, day):
    year = _check_int(year)
    month = _check_int(month)
    day = _check_int(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError("year %d is out of range" % year)
    if not 1 <= month <= 12:
        raise ValueError("month must be in 1..12")
    dim = _days_in_month(year, month)
    if not 1 <= day <= dim:
        raise ValueError("day is out of range for month")
    return year, month, day


def _check_time_fields(hour, minute, second, microsecond, fold):
    hour = _check_int(hour)
    minute = _check_int(minute)
    second = _check_int(second)
    microsecond = _check_int(microsecond)
    if not 0 <= hour <= 23:
        raise ValueError("hour must be in 0..23")
    if not 0 <= minute <= 59:
        raise ValueError("minute must be in 0..59")
    if not 0 <= second <= 59:
        raise ValueError("second must be in 0..59")
    if not 0 <= microsecond <= 999999:
        raise ValueError("microsecond must be in 0..999999")
    if fold not in (0, 1):
        raise ValueError("fold must be either 0 or 1")
    return hour, minute, second, microsecond, fold


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'" % _type_name(tz))


def _qualname(x):
    n = type(x).__name__
    if n in ("date", "datetime", "time", "timedelta", "timezone", "tzinfo"):
        return "datetime." + n
    return n


def _unsupported(op, a, b):
    raise TypeError("unsupported operand type(s) for %s: '%s' and '%s'" % (op, _qualname(a), _qualname(b)))


def _cmp(x, y):
    return 0 if x == y else 1 if x > y else -1


def _float_ratio(x):
    d = 1
    while x != int(x):
        x = x * 2.0
        d = d * 2
    return int(x), d


def _divide_and_round(a, b):
    q, r = divmod(a, b)
    r *= 2
    greater_than_half = r > b if b > 0 else r < b
    if greater_than_half or r == b and q % 2 == 1:
        q += 1
    return q


def _iso_week1_monday(year):
    THURSDAY = 3
    firstday = _ymd2ord(year, 1, 1)
    firstweekday = (firstday + 6) % 7
    week1monday = firstday - firstweekday
    if firstweekday > THURSDAY:
        week1monday += 7
    return week1monday


# -- timedelta --

class timedelta:
    def __init__(self, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        parts = [(days, 86400000000), (seconds, 1000000), (microseconds, 1), (milliseconds, 1000),
                 (minutes, 60000000), (hours, 3600000000), (weeks, 604800000000)]
        total = 0
        fnum = 0
        fden = 1
        for v, scale in parts:
            if isinstance(v, bool) or isinstance(v, int):
                total += int(v) * scale
            elif isinstance(v, float):
                if v != v or v in (float("inf"), float("-inf")):
                    raise ValueError("cannot convert float %s to integer" % ("NaN" if v != v else "infinity"))
                n, d = _float_ratio(v)
                fnum = fnum * d + n * scale * fden
                fden = fden * d
            else:
                raise TypeError("unsupported type for timedelta %s component: %s" % (
                    ["days", "seconds", "microseconds", "milliseconds", "minutes", "hours", "weeks"][
                        [p[1] for p in parts].index(scale)], _type_name(v)))
        if fnum:
            total += _divide_and_round(fnum, fden)
        self._set(total)

    def _set(self, us):
        s, us = divmod(us, 1000000)
        d, s = divmod(s, 86400)
        if abs(d) > 999999999:
            raise OverflowError("days=%s; must have magnitude <= 999999999" % (d,))
        self._days = d
        self._seconds = s
        self._microseconds = us
        self._hashcode = -1

    @property
    def days(self):
        return self._days

    @property
    def seconds(self):
        return self._seconds

    @property
    def microseconds(self):
        return self._microseconds

    def _us(self):
        return (self._days * 86400 + self._seconds) * 1000000 + self._microseconds

    def total_seconds(self):
        return self._us() / 10 ** 6

    def __repr__(self):
        args = []
        if self._days:
            args.append("days=%d" % self._days)
        if self._seconds:
            args.append("seconds=%d" % self._seconds)
        if self._microseconds:
            args.append("microseconds=%d" % self._microseconds)
        if not args:
            args.append("0")
        return "datetime.timedelta(%s)" % ", ".join(args)

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        s = "%d:%02d:%02d" % (hh, mm, ss)
        if self._days:
            s = "%d day%s, " % (self._days, "s" if abs(self._days) != 1 else "") + s
        if self._microseconds:
            s = s + ".%06d" % self._microseconds
        return s

    def __format__(self, spec):
        return format(str(self), spec)

    def __add__(self, other):
        if isinstance(other, timedelta):
            return _td(self._us() + other._us())
        return _unsupported('+', self, other)

    def __radd__(self, other):
        return self.__add__(other)

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _td(self._us() - other._us())
        return _unsupported('-', self, other)

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return _td(other._us() - self._us())
        return _unsupported('-', self, other)

    def __neg__(self):
        return _td(-self._us())

    def __pos__(self):
        return self

    def __abs__(self):
        if self._days < 0:
            return self.__neg__()
        return self

    def __mul__(self, other):
        if isinstance(other, bool) or isinstance(other, int):
            return _td(self._us() * int(other))
        if isinstance(other, float):
            a, b = _float_ratio(other)
            return _td(_divide_and_round(self._us() * a, b))
        return _unsupported('*', self, other)

    def __rmul__(self, other):
        return self.__mul__(other)

    def __floordiv__(self, other):
        if not isinstance(other, int) and not isinstance(other, timedelta):
            return _unsupported('//', self, other)
        usec = self._us()
        if isinstance(other, timedelta):
            return usec // other._us()
        return _td(usec // other)

    def __truediv__(self, other):
        if not isinstance(other, int) and not isinstance(other, float) and not isinstance(other, timedelta):
            return _unsupported('/', self, other)
        usec = self._us()
        if isinstance(other, timedelta):
            return usec / other._us()
        if isinstance(other, int):
            return _td(_divide_and_round(usec, other))
        a, b = _float_ratio(other)
        return _td(_divide_and_round(b * usec, a))

    def __mod__(self, other):
        if isinstance(other, timedelta):
            return _td(self._us() % other._us())
        return _unsupported('%', self, other)

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            q, r = divmod(self._us(), other._us())
            return q, _td(r)
        return _unsupported('divmod()', self, other)

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._us() == other._us()
        return False

    def __ne__(self, other):
        return not self.__eq__(other)

    def _cmpcheck(self, other):
        if not isinstance(other, timedelta):
            raise TypeError("can't compare '%s' to '%s'" % ("timedelta", _type_name(other)))
        return _cmp(self._us(), other._us())

    def __lt__(self, other):
        return self._cmpcheck(other) < 0

    def __le__(self, other):
        return self._cmpcheck(other) <= 0

    def __gt__(self, other):
        return self._cmpcheck(other) > 0

    def __ge__(self, other):
        return self._cmpcheck(other) >= 0

    def __hash__(self):
        return hash((self._days, self._seconds, self._microseconds))

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0


def _td(us):
    t = timedelta()
    t._set(us)
    return t


timedelta.min = _td(-999999999 * 86400000000)
timedelta.max = _td((999999999 * 86400 + 86399) * 1000000 + 999999)
timedelta.resolution = _td(1)


# -- tzinfo and timezone --

class tzinfo:
    def tzname(self, dt):
        raise NotImplementedError("tzinfo subclass must override tzname()")

    def utcoffset(self, dt):
        raise NotImplementedError("tzinfo subclass must override utcoffset()")

    def dst(self, dt):
        raise NotImplementedError("tzinfo subclass must override dst()")


def _format_offset(off, sep=":"):
    s = ""
    if off is not None:
        if off.days < 0:
            sign = "-"
            off = _td(-off._us())
        else:
            sign = "+"
        hh, mm = divmod(off.days * 86400 + off.seconds, 3600)
        mm, ss = divmod(mm, 60)
        s += "%s%02d%s%02d" % (sign, hh, sep, mm)
        if ss or off.microseconds:
            s += "%s%02d" % (sep, ss)
            if off.microseconds:
                s += ".%06d" % off.microseconds
    return s


class timezone(tzinfo):
    def __init__(self, offset, name=None):
        if not isinstance(offset, timedelta):
            raise TypeError("offset must be a timedelta")
        if name is not None and not isinstance(name, str):
            raise TypeError("name must be a string")
        if not -86400000000 < offset._us() < 86400000000:
            raise ValueError("offset must be a timedelta strictly between -timedelta(hours=24) and "
                             "timedelta(hours=24), not %r." % (offset,))
        self._offset = offset
        self._name = name

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return False

    def __hash__(self):
        return hash(self._offset)

    def __repr__(self):
        if self is timezone.utc:
            return "datetime.timezone.utc"
        if self._name is None:
            return "datetime.timezone(%r)" % (self._offset,)
        return "datetime.timezone(%r, %r)" % (self._offset, self._name)

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        return self._offset

    def tzname(self, dt):
        if self._name is None:
            return self._name_from_offset(self._offset)
        return self._name

    def dst(self, dt):
        return None

    def fromutc(self, dt):
        return dt + self._offset

    def _name_from_offset(self, delta):
        if not delta:
            return "UTC"
        if delta._us() < 0:
            sign = "-"
            delta = _td(-delta._us())
        else:
            sign = "+"
        hours, rest = divmod(delta._us(), 3600000000)
        minutes, rest = divmod(rest, 60000000)
        seconds, microseconds = divmod(rest, 1000000)
        if microseconds:
            return "UTC%s%02d:%02d:%02d.%06d" % (sign, hours, minutes, seconds, microseconds)
        if seconds:
            return "UTC%s%02d:%02d:%02d" % (sign, hours, minutes, seconds)
        return "UTC%s%02d:%02d" % (sign, hours, minutes)


timezone.utc = timezone(timedelta(0))
timezone.min = timezone(_td(-(23 * 60 + 59) * 60000000))
timezone.max = timezone(timedelta(hours=23, minutes=59))
UTC = timezone.utc


# -- strftime and strptime --

def _pad(n, width, flag):
    if flag == "-":
        return str(n)
    s = str(n)
    return "0" * (width - len(s)) + s if len(s) < width else s


def _strftime(fmt, y, mo, d, hh, mi, ss, us, tzname, offset):
    if not isinstance(fmt, str):
        raise TypeError("strftime() argument 1 must be str, not %s" % _type_name(fmt))
    out = []
    i = 0
    n = len(fmt)
    ordinal = _ymd2ord(y, mo, d)
    wday = (ordinal + 6) % 7  # Monday 0
    yday = ordinal - _days_before_year(y)  # 1-based
    while i < n:
        c = fmt[i]
        if c != "%" or i + 1 >= n:
            out.append(c)
            i += 1
            continue
        i += 1
        flag = ""
        if fmt[i] in "-_0^#" and i + 1 < n:
            flag = fmt[i]
            i += 1
        c = fmt[i]
        i += 1
        if c == "a":
            out.append(_DAYNAMES[wday + 1])
        elif c == "A":
            out.append(_FULLDAYNAMES[wday + 1])
        elif c == "w":
            out.append(str((wday + 1) % 7))
        elif c == "u":
            out.append(str(wday + 1))
        elif c == "d":
            out.append(_pad(d, 2, flag))
        elif c == "e":
            out.append(str(d) if flag == "-" else ("%2d" % d))
        elif c == "b" or c == "h":
            out.append(_MONTHNAMES[mo])
        elif c == "B":
            out.append(_FULLMONTHNAMES[mo])
        elif c == "m":
            out.append(_pad(mo, 2, flag))
        elif c == "y":
            out.append(_pad(y % 100, 2, flag))
        elif c == "Y":
            out.append(str(y) if flag == "-" else _pad(y, 4, flag) if y < 1000 else str(y))
        elif c == "C":
            out.append(_pad(y // 100, 2, flag))
        elif c == "H":
            out.append(_pad(hh, 2, flag))
        elif c == "k":
            out.append("%2d" % hh)
        elif c == "I":
            out.append(_pad(hh % 12 or 12, 2, flag))
        elif c == "l":
            out.append("%2d" % (hh % 12 or 12))
        elif c == "p":
            out.append("AM" if hh < 12 else "PM")
        elif c == "M":
            out.append(_pad(mi, 2, flag))
        elif c == "S":
            out.append(_pad(ss, 2, flag))
        elif c == "f":
            out.append("%06d" % us)
        elif c == "j":
            out.append(_pad(yday, 3, flag))
        elif c == "U":
            out.append(_pad((yday - 1 + 7 - (wday + 1) % 7) // 7, 2, flag))
        elif c == "W":
            out.append(_pad((yday - 1 + 7 - wday) // 7, 2, flag))
        elif c == "G" or c == "V" or c == "g":
            iy, iw, idw = _isocal(y, mo, d)
            out.append(str(iy) if c == "G" else _pad(iw, 2, flag) if c == "V" else _pad(iy % 100, 2, flag))
        elif c == "c":
            out.append("%s %s %2d %02d:%02d:%02d %d" % (_DAYNAMES[wday + 1], _MONTHNAMES[mo], d, hh, mi, ss, y))
        elif c == "x" or c == "D":
            out.append("%02d/%02d/%02d" % (mo, d, y % 100))
        elif c == "X" or c == "T":
            out.append("%02d:%02d:%02d" % (hh, mi, ss))
        elif c == "F":
            out.append("%d-%02d-%02d" % (y, mo, d))
        elif c == "R":
            out.append("%02d:%02d" % (hh, mi))
        elif c == "r":
            out.append("%02d:%02d:%02d %s" % (hh % 12 or 12, mi, ss, "AM" if hh < 12 else "PM"))
        elif c == "z":
            out.append(_format_offset(offset, "") if offset is not None else "")
        elif c == "Z":
            out.append(tzname or "")
        elif c == "n":
            out.append("\n")
        elif c == "t":
            out.append("\t")
        elif c == "%":
            out.append("%")
        else:
            out.append("%" + flag + c)
    return "".join(out)


def _isocal(year, month, day):
    week1monday = _iso_week1_monday(year)
    today = _ymd2ord(year, month, day)
    week, d = divmod(today - week1monday, 7)
    if week < 0:
        year -= 1
        week1monday = _iso_week1_monday(year)
        week, d = divmod(today - week1monday, 7)
    elif week >= 52:
        if today >= _iso_week1_monday(year + 1):
            year += 1
            week = 0
    return year, week + 1, d + 1


_DIGITS = "0123456789"


def _strptime(data, fmt):
    if not isinstance(data, str):
        raise TypeError("strptime() argument 1 must be str, not %s" % _type_name(data))
    if not isinstance(fmt, str):
        raise TypeError("strptime() argument 2 must be str, not %s" % _type_name(fmt))
    bad = ValueError("time data %r does not match format %r" % (data, fmt))
    v = {"Y": 1900, "m": 1, "d": 1, "H": 0, "M": 0, "S": 0, "f": 0}
    ampm = None
    tz = None
    yday = None
    i = 0
    j = 0
    n = len(fmt)
    m = len(data)

    def num(j, maxlen):
        k = j
        while k < m and k - j < maxlen and data[k] in _DIGITS:
            k += 1
        if k == j:
            raise bad
        return int(data[j:k]), k

    def word(j, names):
        for idx in range(len(names)):
            name = names[idx]
            if name is not None and data[j:j + len(name)].lower() == name.lower():
                return idx, j + len(name)
        raise bad

    while i < n:
        c = fmt[i]
        if c == "%" and i + 1 < n:
            d = fmt[i + 1]
            i += 2
            if d == "Y":
                v["Y"], j = num(j, 4)
            elif d == "y":
                yy, j = num(j, 2)
                v["Y"] = yy + (2000 if yy < 69 else 1900)
            elif d == "m":
                v["m"], j = num(j, 2)
                if not 1 <= v["m"] <= 12:
                    raise bad
            elif d == "d":
                v["d"], j = num(j, 2)
                if not 1 <= v["d"] <= 31:
                    raise bad
            elif d == "H":
                v["H"], j = num(j, 2)
                if v["H"] > 23:
                    raise bad
            elif d == "I":
                v["H"], j = num(j, 2)
                if not 1 <= v["H"] <= 12:
                    raise bad
                if ampm is None:
                    ampm = "?"
            elif d == "M":
                v["M"], j = num(j, 2)
                if v["M"] > 59:
                    raise bad
            elif d == "S":
                v["S"], j = num(j, 2)
                if v["S"] > 61:
                    raise bad
            elif d == "f":
                k = j
                while k < m and k - j < 6 and data[k] in _DIGITS:
                    k += 1
                if k == j:
                    raise bad
                v["f"] = int((data[j:k] + "000000")[:6])
                j = k
            elif d == "j":
                yday, j = num(j, 3)
            elif d == "b" or d == "h":
                v["m"], j = word(j, _MONTHNAMES)
            elif d == "B":
                try:
                    v["m"], j = word(j, _FULLMONTHNAMES)
                except ValueError:
                    v["m"], j = word(j, _MONTHNAMES)
            elif d == "a":
                idx, j = word(j, _DAYNAMES)
            elif d == "A":
                idx, j = word(j, _FULLDAYNAMES)
            elif d == "p":
                if data[j:j + 2].upper() == "AM":
                    ampm = "AM"
                elif data[j:j + 2].upper() == "PM":
                    ampm = "PM"
                else:
                    raise bad
                j += 2
            elif d == "z":
                if data[j:j + 1] == "Z":
                    tz = timezone.utc
                    j += 1
                else:
                    if data[j:j + 1] not in ("+", "-"):
                        raise bad
                    sign = -1 if data[j] == "-" else 1
                    j += 1
                    hh, j = num(j, 2)
                    if data[j:j + 1] == ":":
                        j += 1
                    mm, j = num(j, 2)
                    tz = timezone(_td(sign * (hh * 60 + mm) * 60000000))
            elif d == "%":
                if data[j:j + 1] != "%":
                    raise bad
                j += 1
            else:
                raise ValueError("'%s' is a bad directive in format '%s'" % (d, fmt.replace("%", "%%") if False else "%" + d))
        elif c in " \t\n":
            while j < m and data[j] in " \t\n":
                j += 1
            i += 1
        else:
            if j >= m or data[j] != c:
                raise bad
            i += 1
            j += 1
    if j < m:
        raise ValueError("unconverted data remains: %s" % data[j:])
    hour = v["H"]
    if ampm == "AM" and hour == 12:
        hour = 0
    elif ampm == "PM" and hour != 12:
        hour += 12
    year, month, day = v["Y"], v["m"], v["d"]
    if yday is not None:
        year, month, day = _ord2ymd(_days_before_year(year) + yday)
    if day > _days_in_month(year, month):
        raise ValueError("day is out of range for month")
    return datetime(year, month, day, hour, v["M"], v["S"], v["f"], tz)


# -- ISO 8601 parsing --

def _parse_int(s, what):
    if not s or any(ch not in _DIGITS for ch in s):
        raise ValueError(what)
    return int(s)


def _parse_isodate(s, err):
    if len(s) == 10 and s[4] == "-" and s[7] == "-":
        return (_parse_int(s[0:4], err), _parse_int(s[5:7], err), _parse_int(s[8:10], err))
    if len(s) == 8:
        return (_parse_int(s[0:4], err), _parse_int(s[4:6], err), _parse_int(s[6:8], err))
    raise ValueError(err)


def _parse_isotime(s, err):
    # HH[:MM[:SS[.ffffff]]][+HH:MM | Z] -> (h, m, s, us, tz)
    tz = None
    k = -1
    for idx in range(len(s)):
        if s[idx] in "+-Z":
            k = idx
            break
    if k >= 0:
        tzs = s[k:]
        s = s[:k]
        if tzs == "Z":
            tz = timezone.utc
        else:
            sign = -1 if tzs[0] == "-" else 1
            parts = tzs[1:].replace(":", "")
            if len(parts) not in (2, 4, 6):
                raise ValueError(err)
            hh = _parse_int(parts[0:2], err)
            mm = _parse_int(parts[2:4], err) if len(parts) >= 4 else 0
            ss = _parse_int(parts[4:6], err) if len(parts) >= 6 else 0
            off = timedelta(hours=hh, minutes=mm, seconds=ss)
            tz = timezone.utc if not off else timezone(_td(sign * off._us()))
    us = 0
    dot = -1
    for idx in range(len(s)):
        if s[idx] in ".,":
            dot = idx
            break
    if dot >= 0:
        frac = s[dot + 1:]
        s = s[:dot]
        if not frac or len(frac) > 9 and False:
            raise ValueError(err)
        us = _parse_int((frac + "000000")[:6], err)
    if ":" in s:
        fields = s.split(":")
        if any(len(f) != 2 for f in fields) or len(fields) > 3:
            raise ValueError(err)
    else:
        if len(s) not in (2, 4, 6):
            raise ValueError(err)
        fields = [s[p:p + 2] for p in range(0, len(s), 2)]
    vals = [_parse_int(f, err) for f in fields]
    while len(vals) < 3:
        vals.append(0)
    return vals[0], vals[1], vals[2], us, tz


# -- date --

class date:
    def __init__(self, year, month=None, day=None):
        year, month, day = _check_date_fields(year, month, day)
        self._year = year
        self._month = month
        self._day = day

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_sx_random.now() / 1000)

    @classmethod
    def fromtimestamp(cls, t):
        y, m, d, hh, mm, ss, us = _from_ts(t)
        return cls(y, m, d)

    @classmethod
    def fromordinal(cls, n):
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        err = "Invalid isoformat string: %r" % (date_string,)
        y, m, d = _parse_isodate(date_string, err)
        try:
            return cls(y, m, d)
        except ValueError:
            raise ValueError(err)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        if not 0 < week < 53:
            out_of_range = True
            if week == 53:
                first_weekday = _ymd2ord(year, 1, 1) % 7
                if first_weekday == 4 or (first_weekday == 3 and _is_leap(year)):
                    out_of_range = False
            if out_of_range:
                raise ValueError("Invalid week: %d" % week)
        if not 0 < day < 8:
            raise ValueError("Invalid weekday: %d (range is [1, 7])" % day)
        day_1 = _iso_week1_monday(year)
        ord_day = day_1 + (week - 1) * 7 + (day - 1)
        y, m, d = _ord2ymd(ord_day)
        return cls(y, m, d)

    @property
    def year(self):
        return self._year

    @property
    def month(self):
        return self._month

    @property
    def day(self):
        return self._day

    def __repr__(self):
        return "datetime.date(%d, %d, %d)" % (self._year, self._month, self._day)

    def isoformat(self):
        return "%04d-%02d-%02d" % (self._year, self._month, self._day)

    def __str__(self):
        return self.isoformat()

    def ctime(self):
        return self.strftime("%a %b %e %H:%M:%S %Y")

    def strftime(self, fmt):
        return _strftime(fmt, self._year, self._month, self._day, 0, 0, 0, 0, None, None)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError("must be str, not %s" % _type_name(fmt))
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def timetuple(self):
        raise NotImplementedError("timetuple() is not available in the secexec sandbox")

    def toordinal(self):
        return _ymd2ord(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None):
        if year is None:
            year = self._year
        if month is None:
            month = self._month
        if day is None:
            day = self._day
        return type(self)(year, month, day)

    def _cmpkey(self):
        return (self._year, self._month, self._day)

    def _check_other(self, other):
        return isinstance(other, date) and not isinstance(other, datetime)

    def __eq__(self, other):
        if isinstance(other, datetime):
            return False
        if isinstance(other, date):
            return self._cmpkey() == other._cmpkey()
        return False

    def __ne__(self, other):
        return not self.__eq__(other)

    def _compare(self, other, op):
        if not self._check_other(other):
            raise TypeError("'%s' not supported between instances of '%s' and '%s'" % (op, _type_name(self), _type_name(other)))
        return _cmp(self._cmpkey(), other._cmpkey())

    def __lt__(self, other):
        return self._compare(other, "<") < 0

    def __le__(self, other):
        return self._compare(other, "<=") <= 0

    def __gt__(self, other):
        return self._compare(other, ">") > 0

    def __ge__(self, other):
        return self._compare(other, ">=") >= 0

    def __hash__(self):
        return hash(self._cmpkey())

    def __add__(self, other):
        if isinstance(other, timedelta):
            o = self.toordinal() + other.days
            if 0 < o <= _MAXORDINAL:
                return type(self).fromordinal(o)
            raise OverflowError("date value out of range")
        return _unsupported('+', self, other)

    def __radd__(self, other):
        return self.__add__(other)

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(-other.days)
        if isinstance(other, date) and not isinstance(other, datetime):
            return timedelta(self.toordinal() - other.toordinal())
        if isinstance(other, datetime):
            raise TypeError("unsupported operand type(s) for -: 'datetime.date' and 'datetime.datetime'")
        return _unsupported('-', self, other)

    def weekday(self):
        return (self.toordinal() + 6) % 7

    def isoweekday(self):
        return self.toordinal() % 7 or 7

    def isocalendar(self):
        y, w, d = _isocal(self._year, self._month, self._day)
        return IsoCalendarDate(y, w, d)


class IsoCalendarDate:
    def __init__(self, year, week, weekday):
        self.year = year
        self.week = week
        self.weekday = weekday

    def _t(self):
        return (self.year, self.week, self.weekday)

    def __iter__(self):
        return iter(self._t())

    def __getitem__(self, i):
        return self._t()[i]

    def __len__(self):
        return 3

    def __eq__(self, other):
        if isinstance(other, IsoCalendarDate):
            return self._t() == other._t()
        return self._t() == other

    def __hash__(self):
        return hash(self._t())

    def __repr__(self):
        return "datetime.IsoCalendarDate(year=%d, week=%d, weekday=%d)" % self._t()


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)


# -- time --

class time:
    def __init__(self, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        hour, minute, second, microsecond, fold = _check_time_fields(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._fold = fold

    @property
    def hour(self):
        return self._hour

    @property
    def minute(self):
        return self._minute

    @property
    def second(self):
        return self._second

    @property
    def microsecond(self):
        return self._microsecond

    @property
    def tzinfo(self):
        return self._tzinfo

    @property
    def fold(self):
        return self._fold

    @classmethod
    def fromisoformat(cls, time_string):
        if not isinstance(time_string, str):
            raise TypeError("fromisoformat: argument must be str")
        err = "Invalid isoformat string: %r" % (time_string,)
        s = time_string[1:] if time_string[:1] == "T" else time_string
        h, m, sec, us, tz = _parse_isotime(s, err)
        try:
            return cls(h, m, sec, us, tz)
        except ValueError:
            raise ValueError(err)

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.utcoffset(None)

    def tzname(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.tzname(None)

    def dst(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.dst(None)

    def _cmpkey(self):
        return (self._hour, self._minute, self._second, self._microsecond)

    def _compare(self, other, op):
        if not isinstance(other, time):
            raise TypeError("'%s' not supported between instances of '%s' and '%s'" % (op, "time", _type_name(other)))
        a = self.utcoffset()
        b = other.utcoffset()
        if a == b:
            return _cmp(self._cmpkey(), other._cmpkey())
        if a is None or b is None:
            raise TypeError("cannot compare naive and aware times")
        x = self._hour * 60 + self._minute - a._us() // 60000000
        y = other._hour * 60 + other._minute - b._us() // 60000000
        return _cmp((x, self._second, self._microsecond), (y, other._second, other._microsecond))

    def __eq__(self, other):
        if not isinstance(other, time):
            return False
        try:
            return self._compare(other, "==") == 0
        except TypeError:
            return False

    def __ne__(self, other):
        return not self.__eq__(other)

    def __lt__(self, other):
        return self._compare(other, "<") < 0

    def __le__(self, other):
        return self._compare(other, "<=") <= 0

    def __gt__(self, other):
        return self._compare(other, ">") > 0

    def __ge__(self, other):
        return self._compare(other, ">=") >= 0

    def __hash__(self):
        return hash((self._cmpkey(), self.utcoffset()))

    def __bool__(self):
        return True

    def __repr__(self):
        if self._microsecond != 0:
            s = ", %d, %d" % (self._second, self._microsecond)
        elif self._second != 0:
            s = ", %d" % self._second
        else:
            s = ""
        s = "datetime.time(%d, %d%s)" % (self._hour, self._minute, s)
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        if self._fold:
            s = s[:-1] + ", fold=1)"
        return s

    def isoformat(self, timespec="auto"):
        s = _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        off = self.utcoffset()
        if off is not None:
            s += _format_offset(off)
        return s

    def __str__(self):
        return self.isoformat()

    def strftime(self, fmt):
        return _strftime(fmt, 1900, 1, 1, self._hour, self._minute, self._second, self._microsecond, self.tzname(),
                         self.utcoffset())

    def __format__(self, fmt):
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, *, fold=None):
        if hour is None:
            hour = self._hour
        if minute is None:
            minute = self._minute
        if second is None:
            second = self._second
        if microsecond is None:
            microsecond = self._microsecond
        if tzinfo is True:
            tzinfo = self._tzinfo
        if fold is None:
            fold = self._fold
        return type(self)(hour, minute, second, microsecond, tzinfo, fold=fold)


def _format_time(hh, mm, ss, us, timespec="auto"):
    if timespec == "auto":
        timespec = "microseconds" if us else "seconds"
    if timespec == "hours":
        return "%02d" % hh
    if timespec == "minutes":
        return "%02d:%02d" % (hh, mm)
    if timespec == "seconds":
        return "%02d:%02d:%02d" % (hh, mm, ss)
    if timespec == "milliseconds":
        return "%02d:%02d:%02d.%03d" % (hh, mm, ss, us // 1000)
    if timespec == "microseconds":
        return "%02d:%02d:%02d.%06d" % (hh, mm, ss, us)
    raise ValueError("Unknown timespec value")


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


# -- datetime --

def _from_ts(t):
    # (y, m, d, hh, mm, ss, us) of POSIX timestamp t in UTC (the sandbox's local time is UTC)
    if isinstance(t, float):
        if t != t or t in (float("inf"), float("-inf")):
            raise ValueError("cannot convert float %s to integer" % ("NaN" if t != t else "infinity"))
        n, d = _float_ratio(t)
        us = _divide_and_round(n * 1000000, d)
    elif isinstance(t, int):
        us = int(t) * 1000000
    else:
        raise TypeError("'%s' object cannot be interpreted as an integer" % _type_name(t))
    secs, us = divmod(us, 1000000)
    days, secs = divmod(secs, 86400)
    o = days + _ymd2ord(1970, 1, 1)
    if not 0 < o <= _MAXORDINAL:
        raise ValueError("year is out of range")
    y, m, d = _ord2ymd(o)
    hh, rem = divmod(secs, 3600)
    mm, ss = divmod(rem, 60)
    return y, m, d, hh, mm, ss, us


class datetime(date):
    def __init__(self, year, month=None, day=None, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *,
                 fold=0):
        year, month, day = _check_date_fields(year, month, day)
        hour, minute, second, microsecond, fold = _check_time_fields(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        self._year = year
        self._month = month
        self._day = day
        self._hour = hour
        self._minute = minute
        self._second = second
        self._microsecond = microsecond
        self._tzinfo = tzinfo
        self._fold = fold

    @property
    def hour(self):
        return self._hour

    @property
    def minute(self):
        return self._minute

    @property
    def second(self):
        return self._second

    @property
    def microsecond(self):
        return self._microsecond

    @property
    def tzinfo(self):
        return self._tzinfo

    @property
    def fold(self):
        return self._fold

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        _check_tzinfo(tz)
        y, m, d, hh, mm, ss, us = _from_ts(t)
        r = cls(y, m, d, hh, mm, ss, us)
        if tz is not None:
            r = (r + tz.utcoffset(r)).replace(tzinfo=tz)
        return r

    @classmethod
    def utcfromtimestamp(cls, t):
        y, m, d, hh, mm, ss, us = _from_ts(t)
        return cls(y, m, d, hh, mm, ss, us)

    @classmethod
    def now(cls, tz=None):
        return cls.fromtimestamp(_sx_random.now() / 1000, tz)

    @classmethod
    def utcnow(cls):
        return cls.utcfromtimestamp(_sx_random.now() / 1000)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_sx_random.now() / 1000)

    @classmethod
    def fromordinal(cls, n):
        y, m, d = _ord2ymd(n)
        return cls(y, m, d)

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        if tzinfo is True:
            tzinfo = time.tzinfo
        return cls(date.year, date.month, date.day, time.hour, time.minute, time.second, time.microsecond, tzinfo,
                   fold=time.fold)

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError("fromisoformat: argument must be str")
        err = "Invalid isoformat string: %r" % (date_string,)
        if len(date_string) < 7:
            raise ValueError(err)
        if len(date_string) >= 10 and date_string[4] == "-":
            dpart = date_string[:10]
            rest = date_string[10:]
        else:
            dpart = date_string[:8]
            rest = date_string[8:]
        y, m, d = _parse_isodate(dpart, err)
        h = mi = s = us = 0
        tz = None
        if rest:
            h, mi, s, us, tz = _parse_isotime(rest[1:], err)
        try:
            return cls(y, m, d, h, mi, s, us, tz)
        except ValueError:
            raise ValueError(err)

    @classmethod
    def strptime(cls, date_string, format):
        r = _strptime(date_string, format)
        if cls is datetime:
            return r
        return cls(r.year, r.month, r.day, r.hour, r.minute, r.second, r.microsecond, r.tzinfo)

    def date(self):
        return date(self._year, self._month, self._day)

    def time(self):
        return time(self._hour, self._minute, self._second, self._microsecond, fold=self._fold)

    def timetz(self):
        return time(self._hour, self._minute, self._second, self._microsecond, self._tzinfo, fold=self._fold)

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.utcoffset(self)

    def tzname(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.tzname(self)

    def dst(self):
        if self._tzinfo is None:
            return None
        return self._tzinfo.dst(self)

    def _us(self):
        # microseconds since 0001-01-01 of the wall time
        return ((self.toordinal() * 86400 + self._hour * 3600 + self._minute * 60 + self._second) * 1000000 +
                self._microsecond)

    def _utc_us(self):
        off = self.utcoffset()
        return self._us() - (off._us() if off is not None else 0)

    def timestamp(self):
        return (self._utc_us() - _ymd2ord(1970, 1, 1) * 86400000000) / 10 ** 6

    def utctimetuple(self):
        raise NotImplementedError("utctimetuple() is not available in the secexec sandbox")

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None):
        if year is None:
            year = self._year
        if month is None:
            month = self._month
        if day is None:
            day = self._day
        if hour is None:
            hour = self._hour
        if minute is None:
            minute = self._minute
        if second is None:
            second = self._second
        if microsecond is None:
            microsecond = self._microsecond
        if tzinfo is True:
            tzinfo = self._tzinfo
        if fold is None:
            fold = self._fold
        return type(self)(year, month, day, hour, minute, second, microsecond, tzinfo, fold=fold)

    def astimezone(self, tz=None):
        if tz is None:
            tz = timezone.utc
        elif not isinstance(tz, tzinfo):
            raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '%s'" % _type_name(tz))
        utc = self._utc_us()
        off = tz.utcoffset(self)
        r = _dt_from_us(utc + (off._us() if off is not None else 0), tz)
        return type(self)(r._year, r._month, r._day, r._hour, r._minute, r._second, r._microsecond, tz)

    def ctime(self):
        return self.strftime("%a %b %e %H:%M:%S %Y")

    def isoformat(self, sep="T", timespec="auto"):
        s = "%04d-%02d-%02d%s" % (self._year, self._month, self._day, sep) + _format_time(
            self._hour, self._minute, self._second, self._microsecond, timespec)
        off = self.utcoffset()
        if off is not None:
            s += _format_offset(off)
        return s

    def __repr__(self):
        L = [self._year, self._month, self._day, self._hour, self._minute, self._second, self._microsecond]
        if L[-1] == 0:
            L.pop()
        if L[-1] == 0:
            L.pop()
        s = "datetime.datetime(%s)" % ", ".join([str(x) for x in L])
        if self._tzinfo is not None:
            s = s[:-1] + ", tzinfo=%r" % self._tzinfo + ")"
        if self._fold:
            s = s[:-1] + ", fold=1)"
        return s

    def __str__(self):
        return self.isoformat(sep=" ")

    def strftime(self, fmt):
        return _strftime(fmt, self._year, self._month, self._day, self._hour, self._minute, self._second,
                         self._microsecond, self.tzname(), self.utcoffset())

    def __format__(self, fmt):
        if len(fmt) != 0:
            return self.strftime(fmt)
        return str(self)

    def _compare(self, other, op):
        if not isinstance(other, datetime):
            raise TypeError("'%s' not supported between instances of '%s' and '%s'" % (op, _type_name(self), _type_name(other)))
        a = self.utcoffset()
        b = other.utcoffset()
        if (a is None) != (b is None):
            if op == "==":
                return 2
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        return _cmp(self._utc_us(), other._utc_us())

    def __eq__(self, other):
        if not isinstance(other, datetime):
            return False
        return self._compare(other, "==") == 0

    def __ne__(self, other):
        return not self.__eq__(other)

    def __lt__(self, other):
        return self._compare(other, "<") < 0

    def __le__(self, other):
        return self._compare(other, "<=") <= 0

    def __gt__(self, other):
        return self._compare(other, ">") > 0

    def __ge__(self, other):
        return self._compare(other, ">=") >= 0

    def __hash__(self):
        return hash(self._utc_us())

    def __add__(self, other):
        if not isinstance(other, timedelta):
            return _unsupported('+', self, other)
        return _dt_from_us(self._us() + other._us(), self._tzinfo)

    def __radd__(self, other):
        return self.__add__(other)

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return _dt_from_us(self._us() - other._us(), self._tzinfo)
        if isinstance(other, datetime):
            a = self.utcoffset()
            b = other.utcoffset()
            if (a is None) != (b is None):
                raise TypeError("can't subtract offset-naive and offset-aware datetimes")
            return _td(self._utc_us() - other._utc_us())
        return _unsupported('-', self, other)


def _dt_from_us(us, tz):
    secs, us = divmod(us, 1000000)
    days, secs = divmod(secs, 86400)
    if not 0 < days <= _MAXORDINAL:
        raise OverflowError("date value out of range")
    y, m, d = _ord2ymd(days)
    hh, rem = divmod(secs, 3600)
    mm, ss = divmod(rem, 60)
    return datetime(y, m, d, hh, mm, ss, us, tz)


datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)

{"MINYEAR": MINYEAR, "MAXYEAR": MAXYEAR, "timedelta": timedelta, "date": date, "time": time, "datetime": datetime,
 "tzinfo": tzinfo, "timezone": timezone, "UTC": UTC}
