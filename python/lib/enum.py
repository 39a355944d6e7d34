def __sx_enum__():
    class auto:
        def __init__(self):
            self.value = None

        def __repr__(self):
            return "auto()"

    def _is_descriptor_name(name):
        return name.startswith("_")

    class Enum:
        __sx_enum_base__ = True

        __sx_new_only__ = True

        def __new__(cls, value):
            m = cls._value2member_map_.get(value) if cls.__sx_hashable__(value) else None
            if m is None:
                for mem in cls._member_map_.values():
                    if mem._value_ == value:
                        return mem
                m = cls._missing_(value)
                if m is None:
                    raise ValueError(repr(value) + " is not a valid " + cls.__name__)
            return m

        def __sx_hashable__(cls, value):
            try:
                hash(value)
                return True
            except TypeError:
                return False

        def _missing_(cls, value):
            return None

        @staticmethod
        def _generate_next_value_(name, start, count, last_values):
            for v in reversed(last_values):
                try:
                    return v + 1
                except TypeError:
                    pass
            return start

        def __init_subclass__(cls):
            cls._member_map_ = {}
            cls._member_names_ = []
            cls._value2member_map_ = {}
            last = []
            user_init = cls.__sx_user_init__()
            for name in __sx_attrs__(cls):
                if name.startswith("_"):
                    continue
                value = getattr(cls, name)
                if callable(value):
                    continue
                if isinstance(value, auto):
                    value = cls._generate_next_value_(name, 1, len(last), last)
                if cls.__sx_convert__ is not None:
                    value = cls.__sx_convert__(value)
                last.append(value)
                alias = None
                for m in cls._member_map_.values():
                    if m._value_ == value:
                        alias = m
                        break
                if alias is not None:
                    cls._member_map_[name] = alias
                    setattr(cls, name, alias)
                    continue
                member = object.__new__(cls)
                member._name_ = name
                member._value_ = value
                if user_init:
                    if isinstance(value, tuple):
                        member.__init__(*value)
                    else:
                        member.__init__(value)
                cls._member_map_[name] = member
                cls._member_names_.append(name)
                try:
                    cls._value2member_map_[value] = member
                except TypeError:
                    pass
                setattr(cls, name, member)
            cls.__members__ = dict(cls._member_map_)

        def __sx_user_init__(cls):
            for b in cls.__mro__:
                if __sx_own__(b, "__sx_enum_base__"):
                    return False
                if __sx_own__(b, "__init__"):
                    return True
            return False

        __sx_convert__ = None

        def __sx_class_iter__(cls):
            return [cls._member_map_[n] for n in cls._member_names_]

        def __sx_class_len__(cls):
            return len(cls._member_names_)

        def __sx_class_contains__(cls, member):
            return isinstance(member, cls) and member._name_ in cls._member_map_

        def __class_getitem__(cls, name):
            return cls._member_map_[name]

        @property
        def name(self):
            return self._name_

        @property
        def value(self):
            return self._value_

        def __repr__(self):
            return "<" + type(self).__name__ + "." + str(self._name_) + ": " + repr(self._value_) + ">"

        def __str__(self):
            return type(self).__name__ + "." + str(self._name_)

        def __format__(self, spec):
            return format(str(self), spec)

        def __hash__(self):
            return hash(self._name_)

        def __reduce_ex__(self, proto):
            return None


    class IntEnum(Enum):
        __sx_enum_base__ = True

        def __str__(self):
            return str(self._value_)

        def __format__(self, spec):
            return format(self._value_, spec)

        def __eq__(self, other):
            return self._value_ == (other._value_ if isinstance(other, Enum) else other)

        def __hash__(self):
            return hash(self._value_)

        def __lt__(self, other):
            return self._value_ < (other._value_ if isinstance(other, Enum) else other)

        def __le__(self, other):
            return self._value_ <= (other._value_ if isinstance(other, Enum) else other)

        def __gt__(self, other):
            return self._value_ > (other._value_ if isinstance(other, Enum) else other)

        def __ge__(self, other):
            return self._value_ >= (other._value_ if isinstance(other, Enum) else other)

        def __add__(self, other):
            return self._value_ + (other._value_ if isinstance(other, Enum) else other)

        def __radd__(self, other):
            return other + self._value_

        def __sub__(self, other):
            return self._value_ - (other._value_ if isinstance(other, Enum) else other)

        def __rsub__(self, other):
            return other - self._value_

        def __mul__(self, other):
            return self._value_ * (other._value_ if isinstance(other, Enum) else other)

        def __rmul__(self, other):
            return other * self._value_

        def __int__(self):
            return self._value_

        def __index__(self):
            return self._value_

    class StrEnum(Enum):
        __sx_enum_base__ = True

        @staticmethod
        def _generate_next_value_(name, start, count, last_values):
            return name.lower()

        def __str__(self):
            return self._value_

        def __format__(self, spec):
            return format(self._value_, spec)

        def __eq__(self, other):
            return self._value_ == (other._value_ if isinstance(other, Enum) else other)

        def __hash__(self):
            return hash(self._value_)

        def __lt__(self, other):
            return self._value_ < (other._value_ if isinstance(other, Enum) else other)

        def __add__(self, other):
            return self._value_ + other

        def __radd__(self, other):
            return other + self._value_

    def _str_method(name):
        def m(self, *args, **kwargs):
            return getattr(self._value_, name)(*args, **kwargs)
        return m

    for _n in ["upper", "lower", "title", "capitalize", "strip", "lstrip", "rstrip", "split", "replace",
               "startswith", "endswith", "join", "find", "count", "zfill", "center", "ljust", "rjust",
               "encode", "casefold", "swapcase", "isdigit", "isalpha"]:
        setattr(StrEnum, _n, _str_method(_n))

    class Flag(Enum):
        __sx_enum_base__ = True

        @staticmethod
        def _generate_next_value_(name, start, count, last_values):
            high = 0
            for v in last_values:
                if v > high:
                    high = v
            if high == 0:
                return 1
            b = 1
            while b <= high:
                b = b * 2
            return b

        def _missing_(cls, value):
            if not isinstance(value, int):
                return None
            m = object.__new__(cls)
            m._value_ = value
            names = []
            for n in cls._member_names_:
                mv = cls._member_map_[n]._value_
                if mv and (value & mv) == mv:
                    names.append(n)
            m._name_ = "|".join(names) if names else None
            return m

        def __contains__(self, other):
            return (self._value_ & other._value_) == other._value_

        def __or__(self, other):
            return type(self)(self._value_ | other._value_)

        def __and__(self, other):
            return type(self)(self._value_ & other._value_)

        def __xor__(self, other):
            return type(self)(self._value_ ^ other._value_)

        def __bool__(self):
            return bool(self._value_)

        def __eq__(self, other):
            return type(other) is type(self) and self._value_ == other._value_

        def __hash__(self):
            return hash(self._value_)

        def __repr__(self):
            return "<" + type(self).__name__ + "." + str(self._name_) + ": " + repr(self._value_) + ">"

        def __str__(self):
            return type(self).__name__ + "." + str(self._name_)

        def __iter__(self):
            return iter([m for m in type(self) if m._value_ and (self._value_ & m._value_) == m._value_])

        def __len__(self):
            return len([m for m in type(self) if m._value_ and (self._value_ & m._value_) == m._value_])

    class IntFlag(Flag):
        __sx_enum_base__ = True

        def __int__(self):
            return self._value_

    def unique(cls):
        dups = []
        for name, m in cls._member_map_.items():
            if m._name_ != name:
                dups.append(name + " -> " + m._name_)
        if dups:
            raise ValueError("duplicate values found in <enum '" + cls.__name__ + "'>: " + ", ".join(dups))
        return cls

    return {"Enum": Enum, "IntEnum": IntEnum, "StrEnum": StrEnum, "Flag": Flag, "IntFlag": IntFlag, "auto": auto,
            "unique": unique}
__sx_enum__()
