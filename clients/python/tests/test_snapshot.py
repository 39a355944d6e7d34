"""test_snapshot.py - suspend, resume (in a fresh sidecar, forked), suspend_on_budget and hibernated VMs against the real secexec binary."""
import asyncio
import base64
import unittest

import secexec
from secexec import _sidecar, aio

people = secexec.host_functions(
    "people",
    {
        "approve": secexec.host_function(suspend=True, input_schema={"type": "object"}),
        # answers small amounts at once, suspends on the others
        "check": lambda i: "auto" if i["amount"] < 100 else secexec.SUSPEND,
    },
)

PROGRAM = """
const small = await people.check({ amount: 5 });
const [a, b] = await Promise.all([people.approve({ amount: 120 }), people.check({ amount: 300 })]);
console.log("decided");
[small, a, b]"""


def fresh_sidecar(test):
    """Another sidecar process: the one that suspended the run is gone."""
    before = _sidecar.current().proc.pid if _sidecar.current() else None
    secexec.shutdown()
    secexec.init()
    test.assertNotEqual(_sidecar.current().proc.pid, before)


class Snapshots(unittest.TestCase):
    @classmethod
    def tearDownClass(cls):
        secexec.shutdown()

    def test_suspend_then_resume_in_a_fresh_sidecar_and_fork(self):
        r = secexec.evaluate(PROGRAM, host_functions=[people])
        self.assertEqual(r.outcome, "suspended")
        self.assertEqual(r.reason, "host_call")
        self.assertIsNone(r.error)
        self.assertEqual(
            r.pending,
            [
                secexec.PendingCall(2, "people", "approve", {"amount": 120}),
                secexec.PendingCall(3, "people", "check", {"amount": 300}),
            ],
        )
        fresh_sidecar(self)
        yes = secexec.resume(r.snapshot, [{"id": 2, "result": "yes"}, {"id": 3, "result": "ok"}], host_functions=[people])
        self.assertEqual((yes.outcome, yes.value, yes.stdout), ("succeeded", ["auto", "yes", "ok"], "decided\n"))
        no = secexec.resume(r.snapshot, [{"id": 2, "error": "declined"}, {"id": 3, "result": "ok"}], host_functions=[people])
        self.assertEqual((no.outcome, no.error.message), ("failed", "declined"))
        half = secexec.resume(r.snapshot, {2: "yes"}, host_functions=[people])
        self.assertEqual(half.outcome, "suspended")
        self.assertEqual([p.id for p in half.pending], [3])
        done = secexec.resume(half.snapshot, {3: "late"}, host_functions=[people])
        self.assertEqual(done.value, ["auto", "yes", "late"])
        self.assertEqual(done.instructions, yes.instructions)

    def test_suspend_on_budget(self):
        src = "let s = 0; for (let i = 0; i < 20000; i++) s += i % 7; s"
        whole = secexec.evaluate(src)
        part = secexec.evaluate(src, suspend_on_budget=True, max_instructions=50000)
        self.assertEqual((part.outcome, part.reason, part.pending), ("suspended", "budget", []))
        still = secexec.resume(part.snapshot, suspend_on_budget=True, max_instructions=50000)
        self.assertEqual(still.outcome, "suspended")  # the budget counts the whole run
        rest = secexec.resume(part.snapshot, max_instructions=10_000_000)
        self.assertEqual((rest.value, rest.instructions), (whole.value, whole.instructions))

    def test_keys_and_tampering(self):
        r = secexec.evaluate("await people.approve({ amount: 1 })", host_functions=[people], snapshot_key="k")
        self.assertEqual(secexec.resume(r.snapshot, {1: 1}, host_functions=[people]).error.code, "snapshot_invalid")
        raw = bytearray(base64.b64decode(r.snapshot))
        raw[-40] ^= 1
        bad = secexec.resume(base64.b64encode(raw).decode(), host_functions=[people], snapshot_key="k")
        self.assertEqual(bad.error.code, "snapshot_invalid")
        self.assertEqual(secexec.resume(r.snapshot, {1: 7}, host_functions=[people], snapshot_key="k").value, 7)

    def test_hibernated_vm_with_files_wakes_up_in_a_fresh_sidecar(self):
        vm = secexec.create_vm(clock="2024-05-01T00:00:00Z", seed=9)
        vm.mkdir("/workspace/notes", recursive=True)
        vm.write_file("/workspace/notes/todo.txt", "buy milk")
        vm.write_file("/workspace/raw.bin", b"\x00\xff\x07")
        ctx = vm.create_context()
        ctx.execute("globalThis.seen = new Set(['a']); globalThis.count = 41; globalThis.r = Math.random();")
        h = vm.hibernate()
        self.assertEqual(h.contexts, [ctx.id])
        nxt = "count++; seen.add('b'); [count, [...seen], Math.random(), new Date().toISOString()]"
        stay = ctx.evaluate(nxt)
        vm.dispose()

        fresh_sidecar(self)
        woken, (again,) = secexec.restore_vm(h.snapshot)
        got = again.evaluate(nxt)
        self.assertEqual((got.value, got.instructions), (stay.value, stay.instructions))
        self.assertEqual(got.value[3], "2024-05-01T00:00:00.000Z")
        self.assertEqual(woken.read_file("/workspace/notes/todo.txt", "utf8"), "buy milk")
        self.assertEqual(woken.read_file("/workspace/raw.bin"), b"\x00\xff\x07")
        signed = woken.hibernate(snapshot_key="vm-key")
        with self.assertRaisesRegex(secexec.RpcError, "snapshot is signed"):
            secexec.restore_vm(signed.snapshot)
        keyed, (c,) = secexec.restore_vm(signed.snapshot, snapshot_key="vm-key")
        self.assertEqual(c.evaluate("count").value, 42)
        keyed.dispose()
        woken.dispose()

    def test_asyncio(self):
        async def main():
            r = await aio.evaluate("await people.approve({ amount: 2 })", host_functions=[people])
            self.assertEqual(r.outcome, "suspended")
            done = await aio.resume(r.snapshot, {1: "fine"}, host_functions=[people])
            self.assertEqual(done.value, "fine")
            vm = await aio.create_vm()
            await vm.write_file("a.txt", "x")
            ctx = await vm.create_context()
            await ctx.execute("globalThis.n = 1")
            h = await vm.hibernate()
            back, (c,) = await aio.restore_vm(h.snapshot)
            self.assertEqual((await c.evaluate("n + 1")).value, 2)
            self.assertEqual(await back.read_file("a.txt", "utf8"), "x")
            await back.dispose()
            await vm.dispose()

        asyncio.run(main())


if __name__ == "__main__":
    unittest.main()
