"""test_language.py - the language option of evaluate/execute (sync and asyncio) reaches the protocol request as "language", checked on the requests clients/node's fake server records (secexec serve may not run Python yet)."""
import asyncio
import os
import shutil
import unittest

import secexec
from secexec import _sidecar, aio
from secexec._core import run_params

HERE = os.path.dirname(os.path.abspath(__file__))
FAKE = os.path.normpath(os.path.join(HERE, "..", "..", "node", "test", "support", "fake-vm-server.mjs"))


class RunParams(unittest.TestCase):
    def test_language_is_passed_through(self):
        self.assertEqual(run_params("x = 1", {"language": "python", "filename": "main.py"}),
                         {"source": "x = 1", "language": "python", "filename": "main.py"})
        self.assertEqual(run_params("1", {"language": "typescript"}), {"source": "1", "language": "typescript"})
        self.assertNotIn("language", run_params("1", {}))
        self.assertNotIn("language", run_params("1", {"language": None}))

    def test_unknown_language_is_refused(self):
        with self.assertRaisesRegex(ValueError, "language must be 'typescript' or 'python', got 'ruby'"):
            run_params("1", {"language": "ruby"})


@unittest.skipUnless(shutil.which("node"), "the fake server needs node")
class LanguageOnTheWire(unittest.TestCase):
    def setUp(self):
        secexec.shutdown()
        self.real = os.environ.get("SECEXEC_BIN")
        os.environ["SECEXEC_BIN"] = FAKE

    def tearDown(self):
        secexec.shutdown()
        if self.real is None:
            del os.environ["SECEXEC_BIN"]
        else:
            os.environ["SECEXEC_BIN"] = self.real

    def runs(self):
        log = _sidecar.shared().call("fake.log", {})
        return [c for c in log if c["method"] in ("evaluate", "execute")]

    def test_sync_requests_carry_language(self):
        self.assertEqual(secexec.evaluate("1 + 2", language="python", inputs={"n": 1}).value, 3)
        secexec.execute("x = 1", language="python", filename="main.py")
        secexec.evaluate("1 + 2")
        runs = self.runs()
        self.assertEqual([(c["method"], c["params"].get("language")) for c in runs],
                         [("evaluate", "python"), ("execute", "python"), ("evaluate", None)])
        self.assertEqual(runs[0]["params"], {"source": "1 + 2", "language": "python", "inputs": {"n": 1}})
        self.assertNotIn("language", runs[2]["params"])

    def test_asyncio_requests_carry_language(self):
        async def main():
            return (await aio.evaluate("40 + 2", language="python")).value, await aio.execute("y = 2", language="python")

        value, _ = asyncio.run(main())
        self.assertEqual(value, 42)
        self.assertEqual([(c["method"], c["params"].get("language")) for c in self.runs()],
                         [("evaluate", "python"), ("execute", "python")])

if __name__ == "__main__":
    unittest.main()
