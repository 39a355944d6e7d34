# sitecustomize.py - plays secexec's host for CPython when gen-python-expected runs a corpus program:
# the host functions of host.json become awaitable globals (SECEXEC_PY_HOST=1), and the JSON file
# named by SECEXEC_PY_INPUTS becomes the global `inputs`.
import builtins
import json
import os


def _collection(host, name, functions):
    """An object whose methods are coroutine functions taking keyword arguments, like secexec's."""

    def make(function):
        async def call(**kwargs):
            import hosts

            try:
                return host.call(name, function, kwargs)
            except hosts.HostError as e:
                raise Exception(str(e)) from None

        call.__name__ = function
        return call

    return type(name, (), {f["name"]: staticmethod(make(f["name"])) for f in functions})()


if os.environ.get("SECEXEC_PY_HOST"):
    import hosts

    _host = hosts.Host()
    for _c in hosts.spec():
        setattr(builtins, _c["name"], _collection(_host, _c["name"], _c["functions"]))

if os.environ.get("SECEXEC_PY_INPUTS"):
    with open(os.environ["SECEXEC_PY_INPUTS"]) as _f:
        builtins.inputs = json.load(_f)
