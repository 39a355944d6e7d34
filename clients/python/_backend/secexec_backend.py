"""secexec_backend.py - the PEP 517 build backend of the secexec Python package: standard library only, so `pip install clients/python` needs no network.

pip builds the wheel with this module (pyproject.toml: backend-path) instead of fetching
setuptools from PyPI. The package is pure Python: a wheel is a zip of secexec/*.py and a
.dist-info (METADATA, WHEEL, RECORD; PEP 427). An sdist is the same files as a .tar.gz.
"""
from __future__ import annotations

import base64
import hashlib
import io
import os
import tarfile
import tomllib
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = "secexec"


def _project() -> dict:
    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        return tomllib.load(f)["project"]


def _metadata() -> str:
    p = _project()
    lines = ["Metadata-Version: 2.1", f"Name: {p['name']}", f"Version: {p['version']}", f"Summary: {p['description']}"]
    lines.append(f"Requires-Python: {p['requires-python']}")
    lines.append(f"License: {p['license']['text']}")
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    return "\n".join(lines + ["Description-Content-Type: text/markdown", "", readme])


def _sources() -> list[str]:
    """The package's modules, relative to ROOT, sorted (the wheel is reproducible)."""
    names = sorted(n for n in os.listdir(os.path.join(ROOT, PACKAGE)) if n.endswith(".py"))
    return [f"{PACKAGE}/{n}" for n in names]


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def _write(z: zipfile.ZipFile, name: str, data: bytes, record: list[str]) -> None:
    info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
    info.external_attr = 0o644 << 16
    z.writestr(info, data, compress_type=zipfile.ZIP_DEFLATED)
    record.append(_record_line(name, data))


def build_wheel(wheel_directory: str, config_settings: dict | None = None, metadata_directory: str | None = None) -> str:
    p = _project()
    tag = f"{p['name']}-{p['version']}"
    wheel_name = f"{tag}-py3-none-any.whl"
    info = f"{tag}.dist-info"
    record: list[str] = []
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel_name), "w") as z:
        for name in _sources():
            with open(os.path.join(ROOT, name), "rb") as f:
                _write(z, name, f.read(), record)
        _write(z, f"{info}/METADATA", _metadata().encode(), record)
        wheel = "Wheel-Version: 1.0\nGenerator: secexec_backend\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
        _write(z, f"{info}/WHEEL", wheel.encode(), record)
        record.append(f"{info}/RECORD,,")
        data = ("\n".join(record) + "\n").encode()
        entry = zipfile.ZipInfo(f"{info}/RECORD", date_time=(1980, 1, 1, 0, 0, 0))
        entry.external_attr = 0o644 << 16
        z.writestr(entry, data, compress_type=zipfile.ZIP_DEFLATED)
    return wheel_name


def build_editable(wheel_directory: str, config_settings: dict | None = None, metadata_directory: str | None = None) -> str:
    raise NotImplementedError("editable installs are not supported: use PYTHONPATH=clients/python instead")


def build_sdist(sdist_directory: str, config_settings: dict | None = None) -> str:
    p = _project()
    tag = f"{p['name']}-{p['version']}"
    name = f"{tag}.tar.gz"
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz") as t:
        files = ["pyproject.toml", "README.md", "_backend/secexec_backend.py", *_sources()]
        for rel in files:
            t.add(os.path.join(ROOT, rel), arcname=f"{tag}/{rel}")
        pkg_info = _metadata().encode()
        ti = tarfile.TarInfo(f"{tag}/PKG-INFO")
        ti.size = len(pkg_info)
        t.addfile(ti, io.BytesIO(pkg_info))
    return name
