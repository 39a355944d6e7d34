"""_vm.py - VMs that outlast a call (files, contexts, processes, packages) on the protocol's vm.*, context.* and process.* methods; one body for the sync and asyncio classes."""
from __future__ import annotations

import base64
import glob
import json
import os
import re
import subprocess
import tempfile
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from typing import Any, Optional, Union

from ._core import check_result, client_options, run_params


def pack_tarballs(names: list[str]) -> list[str]:
    """Base64 npm tarballs of `names` and their dependencies, fetched with the host's npm (the
    guest never gets network). Packages npm would nest (version conflicts) are left out."""
    with tempfile.TemporaryDirectory(prefix="secexec-npm-") as d:
        with open(os.path.join(d, "package.json"), "w") as f:
            json.dump({"name": "secexec-vm-install", "private": True}, f)
        quiet = ["--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"]
        subprocess.run(["npm", "install", "--package-lock-only", *quiet, *names], cwd=d, check=True, capture_output=True)
        with open(os.path.join(d, "package-lock.json")) as f:
            lock = json.load(f)
        specs = []
        for where, info in lock.get("packages", {}).items():
            m = re.fullmatch(r"node_modules/((?:@[^/]+/)?[^/]+)", where)
            if m and info.get("version"):
                specs.append(f"{m.group(1)}@{info['version']}")
        packs = os.path.join(d, "packs")
        os.mkdir(packs)
        if specs:
            subprocess.run(["npm", "pack", "--pack-destination", packs, "--loglevel=error", *specs], cwd=d, check=True, capture_output=True)
        out = []
        for path in sorted(glob.glob(os.path.join(packs, "*.tgz"))):
            with open(path, "rb") as f:
                out.append(base64.b64encode(f.read()).decode())
        return out


def allowed_origins(permissions: Any) -> list:
    """The origins permissions["network"]["allow"] grants (none for "deny" or absent)."""
    network = (permissions or {}).get("network") if isinstance(permissions, dict) else None
    return list(network.get("allow") or []) if isinstance(network, dict) else []


def _origin(url: str) -> str:
    u = urllib.parse.urlsplit(url)
    return f"{u.scheme}://{u.netloc}"


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any) -> None:  # a redirect elsewhere must not leave the allow-list
        return None


def host_fetch(request: dict, allow: list) -> dict:
    """A guest's fetch done by the host (the server checked the origin, and so do we)."""
    url = request.get("url", "")
    if _origin(url) not in {_origin(a) for a in allow}:
        raise PermissionError(f"{_origin(url)} is not an allowed origin")
    body = request.get("body")
    req = urllib.request.Request(
        url, data=body.encode() if isinstance(body, str) else None, headers=request.get("headers") or {}, method=request.get("method") or "GET"
    )
    opener = urllib.request.build_opener(_NoRedirect)
    try:
        with opener.open(req, timeout=30) as r:
            return {"status": r.status, "headers": dict(r.headers.items()), "body": r.read().decode("utf-8", "replace")}
    except urllib.error.HTTPError as e:  # 4xx/5xx are responses, not failures
        return {"status": e.code, "headers": dict(e.headers.items()), "body": e.read().decode("utf-8", "replace")}


def _none(_: Any) -> None:
    return None


@dataclass
class Hibernated:
    """vm.hibernate's answer: the snapshot (base64) and the VM's context ids, in the order
    restore_vm gives the restored contexts back."""

    snapshot: str
    contexts: list


class _ContextBase:
    """A context: JavaScript memory kept across calls, like a REPL."""

    def __init__(self, vm: "_VmBase", context_id: str):
        self.vm = vm
        self.id = context_id

    def evaluate(self, source: str, **options: Any):
        return self.vm._run("context.evaluate", source, options, {"contextId": self.id})

    def execute(self, source: str, **options: Any):
        return self.vm._run("context.execute", source, options, {"contextId": self.id})

    def reset(self):
        return self.vm._do("context.reset", {"contextId": self.id}, _none)

    def dispose(self):
        return self.vm._do("context.dispose", {"contextId": self.id}, _none)


class _VmBase:
    """Methods return values (sync class) or awaitables (asyncio class) from the same bodies."""

    _context_class: type = _ContextBase

    def __init__(self, sidecar: Any, vm_id: str, host_call: Any, loop: Any = None, allow: Optional[list] = None):
        self._sidecar = sidecar
        self.id = vm_id
        self._host_call = host_call
        self._loop = loop
        self._disposed = False
        if host_call is not None:
            sidecar.set_host_handler(vm_id, host_call, loop)
        if allow:
            sidecar.set_fetch_handler(vm_id, lambda request: host_fetch(request, allow))

    def _request(self, method: str, params: dict):
        return self._sidecar.request(method, {"vmId": self.id, **params}, self._host_call, self._loop)

    def _run(self, method: str, source: str, options: dict, extra: Optional[dict] = None):
        """A run on the VM; on_stdout/on_stderr and cancel_after as for secexec.evaluate."""
        options, client = client_options(options)
        params = {"vmId": self.id, **(extra or {}), **run_params(source, options)}
        return self._run_call(method, params, options.get("capture"), client)

    def _run_call(self, method: str, params: dict, capture: Optional[str], client: dict):
        raise NotImplementedError

    # -- code --
    def evaluate(self, source: str, **options: Any):
        return self._run("vm.evaluate", source, options)

    def execute(self, source: str, **options: Any):
        return self._run("vm.execute", source, options)

    def check(self, source: str, filename: Optional[str] = None):
        params = {"source": source, **({"filename": filename} if filename else {})}
        return self._do("vm.check", params, check_result)

    def spawn(self, source: str):
        """Run a module in the background inside the VM; returns its pid."""
        return self._do("process.spawn", {"source": source}, lambda r: r["pid"])

    # -- processes --
    def list_processes(self):
        return self._do("process.list", {}, lambda r: r if isinstance(r, list) else r["processes"])

    def wait(self, pid: int):
        return self._do("process.wait", {"pid": pid})

    def kill(self, pid: int):
        return self._do("process.kill", {"pid": pid}, _none)

    # -- filesystem --
    def write_file(self, path: str, content: Union[str, bytes]):
        if isinstance(content, str):
            params = {"path": path, "content": content, "encoding": "utf8"}
        else:
            params = {"path": path, "content": base64.b64encode(content).decode(), "encoding": "base64"}
        return self._do("vm.writeFile", params, _none)

    def read_file(self, path: str, encoding: Optional[str] = None):
        """bytes, or str when encoding="utf8"."""
        if encoding not in (None, "utf8"):
            raise ValueError('encoding must be None (bytes) or "utf8"')
        wire = encoding or "base64"
        return self._do(
            "vm.readFile",
            {"path": path, "encoding": wire},
            lambda r: r["content"] if encoding == "utf8" else base64.b64decode(r["content"]),
        )

    def readdir(self, path: str):
        """The names in the directory, sorted."""
        return self._do(
            "vm.readdir",
            {"path": path},
            lambda r: [e if isinstance(e, str) else e["name"] for e in (r if isinstance(r, list) else r["entries"])],
        )

    def stat(self, path: str):
        return self._do("vm.stat", {"path": path})

    def mkdir(self, path: str, recursive: bool = False):
        return self._do("vm.mkdir", {"path": path, "recursive": recursive}, _none)

    def remove(self, path: str, recursive: bool = False):
        return self._do("vm.remove", {"path": path, "recursive": recursive}, _none)

    # -- packages, contexts, lifetime --
    def install_packages(self, names: list[str]):
        """npm install for the VM: the host's npm fetches, the VM gets the tarballs."""
        return self._do("vm.installPackages", {"tarballs": pack_tarballs(names)}, _none)

    def create_context(self):
        return self._do("context.create", {}, lambda r: self._context_class(self, r["contextId"]))

    def hibernate(self, snapshot_key: Optional[str] = None):
        """The idle VM whole (files, packages, every context's variables and heap, clock, seed) as
        a Hibernated(snapshot, contexts): restore_vm makes it again, in this or another sidecar.
        The VM stays as it was (dispose it once the snapshot is kept)."""
        params = {} if snapshot_key is None else {"snapshotKey": snapshot_key}
        return self._do("vm.hibernate", params, lambda r: Hibernated(r["snapshot"], list(r["contexts"])))

    def dispose(self):
        if self._disposed:
            return self._do(None, {}, _none)
        self._disposed = True
        self._sidecar.set_host_handler(self.id, None)
        self._sidecar.set_fetch_handler(self.id, None)
        return self._do("vm.dispose", {}, _none)

    def _do(self, method: Optional[str], params: dict, shape: Any = None):
        raise NotImplementedError
