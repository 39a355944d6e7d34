# json.py - Python's json module: loads on the decoder of lib_json.c, dumps on modules.c's C encoder when the options allow, else CPython's encoder.
import _sx_json


class JSONDecodeError(ValueError):
    __module__ = "json.decoder"

    def __init__(self, msg, doc, pos):
        lineno = doc[:pos].count("\n") + 1
        colno = pos - doc[:pos].rfind("\n")
        errmsg = "%s: line %d column %d (char %d)" % (msg, lineno, colno, pos)
        super().__init__(errmsg)
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno


def _type_name(o):
    return type(o).__name__


class JSONDecoder:
    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None, parse_constant=None, strict=True,
                 object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float
        self.parse_int = parse_int
        self.parse_constant = parse_constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def _run(self, s, idx, whole):
        r = _sx_json.decode(s, self.object_hook, self.parse_float, self.parse_int, self.parse_constant,
                            self.object_pairs_hook, idx, whole)
        if isinstance(r, tuple):
            raise JSONDecodeError(r[0], s, r[1])
        return r

    def decode(self, s):
        return self._run(s, 0, True)[0]

    def raw_decode(self, s, idx=0):
        r = self._run(s, idx, False)
        return (r[0], r[1])


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
          object_pairs_hook=None, **kw):
    if not isinstance(s, str):
        raise TypeError("the JSON object must be str, bytes or bytearray, not %s" % _type_name(s))
    if s[:1] == "\ufeff":
        raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0)
    if cls is not None:
        return cls(object_hook=object_hook, parse_float=parse_float, parse_int=parse_int,
                   parse_constant=parse_constant, object_pairs_hook=object_pairs_hook, **kw).decode(s)
    r = _sx_json.decode(s, object_hook, parse_float, parse_int, parse_constant, object_pairs_hook, 0, True)
    if isinstance(r, tuple):
        raise JSONDecodeError(r[0], s, r[1])
    return r[0]


def load(fp, **kw):
    return loads(fp.read(), **kw)


class JSONEncoder:
    item_separator = ", "
    key_separator = ": "

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, sort_keys=False,
                 indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if indent is not None:
            self.item_separator = ","
        if separators is not None:
            self.item_separator, self.key_separator = separators
        self._default_fn = default

    def default(self, o):
        raise TypeError("Object of type %s is not JSON serializable" % _type_name(o))

    def encode(self, o):
        if isinstance(o, str):
            return _sx_json.dumps(o, ensure_ascii=self.ensure_ascii)
        out = []
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = " " * indent
        self._indent = indent
        self._markers = {} if self.check_circular else None
        self._enc(o, out, 0)
        return "".join(out)

    def iterencode(self, o, _one_shot=False):
        return [self.encode(o)]

    def _floatstr(self, o):
        if o != o:
            text = "NaN"
        elif o == float("inf"):
            text = "Infinity"
        elif o == float("-inf"):
            text = "-Infinity"
        else:
            return repr(o)
        if not self.allow_nan:
            raise ValueError("Out of range float values are not JSON compliant")
        return text

    def _enc(self, o, out, level):
        if isinstance(o, str):
            out.append(_sx_json.dumps(o, ensure_ascii=self.ensure_ascii))
        elif o is None:
            out.append("null")
        elif o is True:
            out.append("true")
        elif o is False:
            out.append("false")
        elif isinstance(o, int):
            out.append(str(int(o)))
        elif isinstance(o, float):
            out.append(self._floatstr(o))
        elif isinstance(o, list) or isinstance(o, tuple):
            self._list(o, out, level)
        elif isinstance(o, dict):
            self._dict(o, out, level)
        else:
            markers = self._markers
            if markers is not None:
                mid = id(o)
                if mid in markers:
                    raise ValueError("Circular reference detected")
                markers[mid] = o
            if self._default_fn is not None:
                o2 = self._default_fn(o)
            else:
                o2 = self.default(o)
            self._enc(o2, out, level)
            if markers is not None:
                del markers[mid]

    def _enter(self, o):
        markers = self._markers
        if markers is not None:
            mid = id(o)
            if mid in markers:
                raise ValueError("Circular reference detected")
            markers[mid] = o

    def _leave(self, o):
        if self._markers is not None:
            del self._markers[id(o)]

    def _list(self, lst, out, level):
        if not lst:
            out.append("[]")
            return
        self._enter(lst)
        out.append("[")
        if self._indent is not None:
            level += 1
            newline_indent = "\n" + self._indent * level
            separator = self.item_separator + newline_indent
            out.append(newline_indent)
        else:
            newline_indent = None
            separator = self.item_separator
        first = True
        for value in lst:
            if first:
                first = False
            else:
                out.append(separator)
            self._enc(value, out, level)
        if newline_indent is not None:
            level -= 1
            out.append("\n" + self._indent * level)
        out.append("]")
        self._leave(lst)

    def _dict(self, dct, out, level):
        if not dct:
            out.append("{}")
            return
        self._enter(dct)
        out.append("{")
        if self._indent is not None:
            level += 1
            newline_indent = "\n" + self._indent * level
            item_separator = self.item_separator + newline_indent
            out.append(newline_indent)
        else:
            newline_indent = None
            item_separator = self.item_separator
        first = True
        if self.sort_keys:
            items = sorted(dct.items())
        else:
            items = dct.items()
        for key, value in items:
            if isinstance(key, str):
                pass
            elif isinstance(key, float):
                key = self._floatstr(key)
            elif key is True:
                key = "true"
            elif key is False:
                key = "false"
            elif key is None:
                key = "null"
            elif isinstance(key, int):
                key = str(int(key))
            elif self.skipkeys:
                continue
            else:
                raise TypeError("keys must be str, int, float, bool or None, not %s" % _type_name(key))
            if first:
                first = False
            else:
                out.append(item_separator)
            out.append(_sx_json.dumps(key, ensure_ascii=self.ensure_ascii))
            out.append(self.key_separator)
            self._enc(value, out, level)
        if newline_indent is not None:
            level -= 1
            out.append("\n" + self._indent * level)
        out.append("}")
        self._leave(dct)


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None, indent=None,
          separators=None, default=None, sort_keys=False, **kw):
    fast = (cls is None and not skipkeys and allow_nan and default is None and not sort_keys and not kw and
            (indent is None or (isinstance(indent, int) and not isinstance(indent, bool) and 0 < indent <= 64)) and
            (separators is None or (separators == (",", ":") and indent is None)))
    if fast:
        if separators is None:
            return _sx_json.dumps(obj, indent=indent, ensure_ascii=ensure_ascii)
        return _sx_json.dumps(obj, ensure_ascii=ensure_ascii, separators=(",", ":"))
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular, allow_nan=allow_nan,
               indent=indent, separators=separators, default=default, sort_keys=sort_keys, **kw).encode(obj)


def dump(obj, fp, **kw):
    fp.write(dumps(obj, **kw))


{"JSONDecodeError": JSONDecodeError, "JSONDecoder": JSONDecoder, "JSONEncoder": JSONEncoder, "loads": loads,
 "load": load, "dumps": dumps, "dump": dump}
