# re.py - Python's re module over the natives of lib_re.c (PCRE2 with the VM's meter): patterns, matches, sub, split.
import _sx_re

A = ASCII = 256
I = IGNORECASE = 2
L = LOCALE = 4
M = MULTILINE = 8
S = DOTALL = 16
U = UNICODE = 32
X = VERBOSE = 64
NOFLAG = 0
_FLAG_NAMES = [(256, "re.ASCII"), (2, "re.IGNORECASE"), (4, "re.LOCALE"), (8, "re.MULTILINE"), (16, "re.DOTALL"),
               (32, "re.UNICODE"), (64, "re.VERBOSE")]


class error(Exception):
    __module__ = "re"

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        self.lineno = None
        self.colno = None
        if pattern is not None and pos is not None:
            msg = "%s at position %d" % (msg, pos)
            if "\n" in pattern:
                self.lineno = pattern[:pos].count("\n") + 1
                self.colno = pos - (pattern[:pos].rfind("\n") + 1) + 1
                msg = "%s (line %d, column %d)" % (msg, self.lineno, self.colno)
            else:
                self.lineno = 1
                self.colno = pos + 1
        super().__init__(msg)


def _find(s, ch, start):
    # the first ch in s from start, or -1
    n = len(s)
    while start < n:
        if s[start] == ch:
            return start
        start += 1
    return -1


def _is_str(x):
    return isinstance(x, str)


class Pattern:
    def __init__(self, pattern, flags):
        if not _is_str(pattern):
            raise TypeError("first argument must be string or compiled pattern")
        res = _sx_re.compile(pattern, flags)
        if res[0] is None:
            raise error(res[1], pattern, res[2])
        self._code = res[0]
        self.pattern = pattern
        f = res[2]
        if not f & 256:
            f = f | 32
        self.flags = f
        self.groups = res[1]
        self._parents = res[3]
        gi = {}
        for name, g in res[4]:
            gi[name] = g
        self.groupindex = gi
        names = {}
        for name, g in res[4]:
            names[g] = name
        self._names = names

    def __repr__(self):
        parts = []
        f = self.flags & ~32
        for bit, name in _FLAG_NAMES:
            if f & bit:
                parts.append(name)
                f = f & ~bit
        if f:
            parts.append(hex(f))
        p = repr(self.pattern)
        if len(p) > 200:
            p = p[:200]
        if parts:
            return "re.compile(%s, %s)" % (p, "|".join(parts))
        return "re.compile(%s)" % p

    def __eq__(self, other):
        return isinstance(other, Pattern) and self.pattern == other.pattern and self.flags == other.flags

    def _run(self, string, pos, endpos, mode):
        if not _is_str(string):
            raise TypeError("expected string or bytes-like object, got '%s'" % type(string).__name__)
        n = len(string)
        if endpos is None or endpos > n:
            endpos = n
        if pos < 0:
            pos = 0
        if endpos < 0:
            endpos = 0
        ov = _sx_re.match(self._code, string, pos, endpos, mode)
        if ov is None:
            return None
        return Match(self, string, pos, endpos, ov)

    def match(self, string, pos=0, endpos=None):
        return self._run(string, pos, endpos, 1)

    def fullmatch(self, string, pos=0, endpos=None):
        return self._run(string, pos, endpos, 3)

    def search(self, string, pos=0, endpos=None):
        return self._run(string, pos, endpos, 0)

    def _iter(self, string, pos=0, endpos=None):
        # CPython 3.7+: an empty match may follow a non-empty one; never two at one place
        if not _is_str(string):
            raise TypeError("expected string or bytes-like object, got '%s'" % type(string).__name__)
        n = len(string)
        if endpos is None or endpos > n:
            endpos = n
        mode = 0
        while pos <= endpos:
            ov = _sx_re.match(self._code, string, pos, endpos, mode)
            if ov is None:
                return
            yield Match(self, string, pos, endpos, ov)
            if ov[1] == ov[0]:
                mode = 4
            else:
                mode = 0
            pos = ov[1]

    def finditer(self, string, pos=0, endpos=None):
        return self._iter(string, pos, endpos)

    def findall(self, string, pos=0, endpos=None):
        out = []
        g = self.groups
        for m in self._iter(string, pos, endpos):
            if g == 0:
                out.append(m.group())
            elif g == 1:
                v = m.group(1)
                out.append("" if v is None else v)
            else:
                out.append(m.groups(""))
        return out

    def split(self, string, maxsplit=0):
        out = []
        last = 0
        n = 0
        for m in self._iter(string):
            if maxsplit != 0 and n >= maxsplit:  # a negative maxsplit splits nothing
                break
            out.append(string[last:m.start()])
            out.extend(m.groups())
            last = m.end()
            n += 1
        out.append(string[last:])
        return out

    def subn(self, repl, string, count=0):
        if callable(repl):
            fn = repl
        else:
            if not _is_str(repl):
                raise TypeError("expected str instance, %s found" % type(repl).__name__)
            parts = _template(self, repl)
            if len(parts) <= 1 and (not parts or _is_str(parts[0])) and _is_str(string):
                return _sx_re.subn(self._code, string, parts[0] if parts else "", count)
            if len(parts) == 1 and _is_str(parts[0]):
                lit = parts[0]
                fn = lambda m: lit
            else:
                fn = lambda m: _expand(m, parts)
        out = []
        last = 0
        n = 0
        for m in self._iter(string):
            if count != 0 and n >= count:  # CPython: a negative count replaces nothing
                break
            out.append(string[last:m.start()])
            r = fn(m)
            if r is not None:
                if not _is_str(r):
                    raise TypeError("expected str instance, %s found" % type(r).__name__)
                out.append(r)
            last = m.end()
            n += 1
        out.append(string[last:])
        return ("".join(out), n)

    def sub(self, repl, string, count=0):
        return self.subn(repl, string, count)[0]

    def scanner(self, string, pos=0, endpos=None):
        raise NotImplementedError("Pattern.scanner is not available in the secexec sandbox")


_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v", "\\": "\\"}
_ASCII_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_DIGITS = "0123456789"


def _identifier(name):
    if not name or name[0] in _DIGITS:
        return False
    for c in name:
        if not (c == "_" or c in _DIGITS or c in _ASCII_LETTERS or ord(c) >= 128):
            return False
    return True


def _group_ref(pattern, name, pos):
    if name.isdigit():
        g = int(name)
        if g > pattern.groups:
            raise error("invalid group reference %d" % g, None, None)
        return g
    if name == "":
        raise error("missing group name", None, None)
    if not _identifier(name):
        raise error("bad character in group name '%s'" % name, None, None)
    if name not in pattern.groupindex:
        raise IndexError("unknown group name '%s'" % name)
    return pattern.groupindex[name]


def _template(pattern, repl):
    # the replacement text as a list of literal strings and group numbers
    parts = []
    lit = []
    i = 0
    n = len(repl)
    while i < n:
        c = repl[i]
        if c != "\\":
            lit.append(c)
            i += 1
            continue
        if i + 1 >= n:
            raise error("bad escape (end of pattern)", repl, i)
        c = repl[i + 1]
        if c == "g":
            j = _find(repl, ">", i + 3)
            if i + 2 >= n or repl[i + 2] != "<":
                raise error("missing <", repl, i + 2)
            if j < 0:
                raise error("missing group name" if i + 3 >= n else "missing >, unterminated name", repl, i + 3)
            name = repl[i + 3:j]
            try:
                g = _group_ref(pattern, name, i + 3)
            except error as e:
                raise error(e.msg, repl, i + 3)
            parts.append("".join(lit))
            lit = []
            parts.append(g)
            i = j + 1
        elif c == "0":
            j = i + 2
            v = 0
            while j < n and j < i + 4 and repl[j] in "01234567":
                v = v * 8 + int(repl[j])
                j += 1
            lit.append(chr(v))
            i = j
        elif c in _DIGITS:
            j = i + 2
            if j < n and repl[j] in _DIGITS:
                if c in "01234567" and repl[j] in "01234567" and j + 1 < n and repl[j + 1] in "01234567":
                    v = int(repl[i + 1:j + 2], 8)
                    if v > 255:
                        raise error("octal escape value \\%s outside of range 0-0o377" % repl[i + 1:j + 2], repl, i)
                    lit.append(chr(v))
                    i = j + 2
                    continue
                j += 1
            g = int(repl[i + 1:j])
            if g > pattern.groups:
                raise error("invalid group reference %d" % g, repl, i + 1)
            parts.append("".join(lit))
            lit = []
            parts.append(g)
            i = j
        elif c in _ESCAPES:
            lit.append(_ESCAPES[c])
            i += 2
        elif c in _ASCII_LETTERS:
            raise error("bad escape \\%s" % c, repl, i)
        else:
            lit.append("\\" + c)
            i += 2
    parts.append("".join(lit))
    return [p for p in parts if p != ""]


def _expand(m, parts):
    out = []
    for p in parts:
        if _is_str(p):
            out.append(p)
        else:
            v = m.group(p)
            if v is not None:
                out.append(v)
    return "".join(out)


class Match:
    def __init__(self, pattern, string, pos, endpos, ov):
        self.re = pattern
        self.string = string
        self.pos = pos
        self.endpos = endpos
        self._ov = ov

    # the last group closed (CPython's lastindex), found on first use: most matches never ask
    @property
    def lastindex(self):
        last = None
        end = -1
        par = self.re._parents
        for g in range(1, self.re.groups + 1):
            e = self._ov[2 * g + 1]
            if self._ov[2 * g] < 0 or e < end:
                continue
            if e > end or last is None:
                last = g
                end = e
                continue
            a = par[g]
            inside = False
            while a:
                if a == last:
                    inside = True
                    break
                a = par[a]
            if not inside:
                last = g
        return last

    @property
    def lastgroup(self):
        last = self.lastindex
        return self.re._names.get(last) if last is not None else None

    def _index(self, g):
        if isinstance(g, int) and not isinstance(g, bool):
            if 0 <= g <= self.re.groups:
                return g
        elif _is_str(g):
            if g in self.re.groupindex:
                return self.re.groupindex[g]
        raise IndexError("no such group")

    def _get(self, g, default=None):
        k = self._index(g)
        a = self._ov[2 * k]
        if a < 0:
            return default
        return self.string[a:self._ov[2 * k + 1]]

    def group(self, *args):
        if not args:
            return self._get(0)
        if len(args) == 1:
            return self._get(args[0])
        return tuple([self._get(g) for g in args])

    def __getitem__(self, g):
        return self._get(g)

    def groups(self, default=None):
        return tuple([self._get(g, default) for g in range(1, self.re.groups + 1)])

    def groupdict(self, default=None):
        d = {}
        for name in self.re.groupindex:
            d[name] = self._get(self.re.groupindex[name], default)
        return d

    def start(self, group=0):
        return self._ov[2 * self._index(group)]

    def end(self, group=0):
        return self._ov[2 * self._index(group) + 1]

    def span(self, group=0):
        k = self._index(group)
        return (self._ov[2 * k], self._ov[2 * k + 1])

    @property
    def regs(self):
        return tuple([(self._ov[2 * k], self._ov[2 * k + 1]) for k in range(self.re.groups + 1)])

    def expand(self, template):
        return _expand(self, _template(self.re, template))

    def __bool__(self):
        return True

    def __repr__(self):
        return "<re.Match object; span=(%d, %d), match=%s>" % (self._ov[0], self._ov[1], repr(self.group()))


_cache = {}


def _compile(pattern, flags):
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    key = (type(pattern).__name__, pattern, flags)
    p = _cache.get(key)
    if p is None:
        p = Pattern(pattern, flags)
        if len(_cache) >= 512:
            _cache.clear()
        _cache[key] = p
    return p


def compile(pattern, flags=0):
    return _compile(pattern, flags)


def search(pattern, string, flags=0):
    return _compile(pattern, flags).search(string)


def match(pattern, string, flags=0):
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    return _compile(pattern, flags).fullmatch(string)


def findall(pattern, string, flags=0):
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    return _compile(pattern, flags).finditer(string)


def split(pattern, string, maxsplit=0, flags=0):
    return _compile(pattern, flags).split(string, maxsplit)


def sub(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).subn(repl, string, count)


def purge():
    _cache.clear()


_SPECIAL = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f"


def escape(pattern):
    if not _is_str(pattern):
        raise TypeError("escape() argument must be str")
    out = []
    for c in pattern:
        if c in _SPECIAL:
            out.append("\\")
        out.append(c)
    return "".join(out)


def template(pattern, flags=0):
    return _compile(pattern, flags)


{"A": A, "ASCII": ASCII, "I": I, "IGNORECASE": IGNORECASE, "L": L, "LOCALE": LOCALE, "M": M, "MULTILINE": MULTILINE,
 "S": S, "DOTALL": DOTALL, "U": U, "UNICODE": UNICODE, "X": X, "VERBOSE": VERBOSE, "NOFLAG": NOFLAG, "error": error,
 "Pattern": Pattern, "Match": Match, "compile": compile, "search": search, "match": match, "fullmatch": fullmatch,
 "findall": findall, "finditer": finditer, "split": split, "sub": sub, "subn": subn, "purge": purge,
 "escape": escape}
