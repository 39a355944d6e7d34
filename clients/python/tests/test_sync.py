"""test_sync.py - the sync API against the real secexec binary: runs, limits, capture, check, declarations, host functions, sidecar lifecycle."""
import signal
import threading
import time
import unittest

import secexec
from secexec import _sidecar

ORDERS = [{"id": 1, "customer": "c_123", "total": 120.5}, {"id": 2, "customer": "c_123", "total": 42.25}]


def list_orders(input):
    """List a customer's orders."""
    return [o for o in ORDERS if o["customer"] == input["customer"]]


def failing(input):
    raise RuntimeError("the database is down")


orders = secexec.host_functions(
    "orders",
    {
        "list": secexec.host_function(
            list_orders,
            input_schema={"type": "object", "properties": {"customer": {"type": "string"}}, "required": ["customer"]},
        ),
        "fail": failing,  # a plain callable: no schema, docstring-less
    },
    description="Look up customer orders.",
)


class SyncApi(unittest.TestCase):
    @classmethod
    def tearDownClass(cls):
        secexec.shutdown()

    def test_script_option(self):
        src = "var v = 1; [this === globalThis, typeof globalThis.v]"
        self.assertEqual(secexec.evaluate(src, script=True).value, [True, "number"])
        self.assertEqual(secexec.evaluate(src).value, [False, "undefined"])

    def test_evaluate_value_and_figures(self):
        r = secexec.evaluate("inputs.prices.reduce((s, p) => s + p, 0)", inputs={"prices": [5, 10, 27]})
        self.assertEqual((r.outcome, r.value, r.error), ("succeeded", 42, None))
        self.assertTrue(r.ok)
        self.assertGreater(r.instructions, 0)
        self.assertEqual(secexec.evaluate("(async () => [1, 'a', { b: true }])()").value, [1, "a", {"b": True}])

    def test_execute_capture(self):
        src = "console.log('out'); console.error('err');"
        r = secexec.execute(src)
        self.assertEqual((r.value, r.stdout, r.stderr), (None, "out\n", "err\n"))
        r = secexec.execute(src, capture="stderr")
        self.assertEqual((r.stdout, r.stderr), (None, "err\n"))
        r = secexec.execute(src, capture="none")
        self.assertEqual((r.stdout, r.stderr), (None, None))

    def test_failures_and_limits(self):
        r = secexec.evaluate("const o: any = null;\no.x", capture="stderr")
        self.assertEqual(r.outcome, "failed")
        self.assertEqual((r.error.code, r.error.name), ("uncaught_exception", "TypeError"))
        self.assertEqual(r.stderr, "TypeError: Cannot read properties of null (reading 'x')\n    at main.ts:2:3\n")
        r = secexec.execute("while (true) {}", max_instructions=100000)
        self.assertEqual((r.outcome, r.error.code), ("timed_out", "instruction_limit"))
        r = secexec.execute("while (true) {}", timeout_ms=100, limits={"max_instructions": 10**13})
        self.assertEqual((r.outcome, r.error.code), ("timed_out", "timeout"))
        with self.assertRaises(secexec.RpcError) as e:
            secexec.evaluate("1", timeout_ms=-1)
        self.assertEqual(e.exception.code, -32602)
        with self.assertRaises(TypeError):
            secexec.evaluate("1", bogus=1)

    def test_check_and_declarations(self):
        c = secexec.check("inputs.price.length", inputs={"prices": [1]})
        self.assertEqual((c.outcome, c.has_errors), ("succeeded", True))
        d = c.diagnostics[0]
        self.assertEqual((d.code, d.line, d.column), (2551, 1, 8))
        self.assertEqual(d.message, "Property 'price' does not exist on type '{ prices: number[]; }'. Did you mean 'prices'?")
        self.assertFalse(secexec.check("orders.list({ customer: 'x' })", host_functions=[orders]).has_errors)
        text = secexec.declarations(host_functions=[orders], inputs={"n": 1})
        self.assertIn("/** Look up customer orders. */\ndeclare const orders: {", text)
        self.assertIn("/** List a customer's orders. */\n    list(input: { customer: string; }): Promise<unknown>;", text)
        self.assertIn("declare const inputs: { n: number; };", text)

    def test_host_functions(self):
        r = secexec.evaluate("orders.list({ customer: 'c_123' }).then((rows) => rows.length)", host_functions=[orders])
        self.assertEqual(r.value, 2, r.error)
        r = secexec.evaluate("orders.fail({}).catch((e) => e.name + ': ' + e.message)", host_functions=[orders])
        self.assertEqual(r.value, "Error: the database is down")
        r = secexec.evaluate("orders.list({ customer: 7 }).catch((e) => e.message)", host_functions=[orders])
        self.assertEqual(r.value, "orders.list: input.customer: expected string, got number")

    def test_async_callable_as_sync_host_function(self):
        async def double(input):
            return input["n"] * 2

        math2 = secexec.host_functions("math2", {"double": double})
        self.assertEqual(secexec.evaluate("math2.double({ n: 21 })", host_functions=[math2]).value, 42)

    def test_concurrent_calls_from_threads(self):
        results = {}

        def work(i):
            results[i] = secexec.evaluate(f"{i} * 2").value

        threads = [threading.Thread(target=work, args=(i,)) for i in range(20)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(results, {i: i * 2 for i in range(20)})

    def test_crash_fails_calls_in_flight_and_restarts(self):
        secexec.init()
        side = _sidecar.current()
        out = {}

        def long_run():
            try:
                secexec.execute("while (true) {}", timeout_ms=60000, max_instructions=10**13)
            except Exception as e:  # noqa: BLE001 - the error is what the test checks
                out["error"] = e

        t = threading.Thread(target=long_run)
        t.start()
        time.sleep(0.2)
        side.proc.send_signal(signal.SIGKILL)
        t.join(10)
        self.assertIsInstance(out.get("error"), secexec.SidecarError)
        self.assertIn("exited unexpectedly (killed by signal 9)", str(out["error"]))
        self.assertEqual(secexec.evaluate("'alive'").value, "alive")
        self.assertIsNot(_sidecar.current(), side)

    def test_init_shutdown(self):
        secexec.init()
        side = _sidecar.current()
        secexec.shutdown()
        self.assertEqual(side.proc.returncode, 0)
        self.assertIsNone(_sidecar.current())
        self.assertEqual(secexec.evaluate("1 + 1").value, 2)


class Streaming(unittest.TestCase):
    def test_output_arrives_before_the_host_call_it_precedes_and_before_the_result(self):
        got = []
        # the host function answers with what the client had handed over when the guest called it
        probe = secexec.host_functions("probe", {"seen": lambda _: [f"{s}:{t}" for s, t in got]})
        options = dict(host_functions=[probe], on_stdout=lambda t: got.append(("out", t)), on_stderr=lambda t: got.append(("err", t)))
        r = secexec.evaluate("console.log('one'); console.warn('two'); const seen = await probe.seen(); console.log('three'); seen", **options)
        self.assertEqual(r.value, ["out:one\n", "err:two\n"], r.error)
        self.assertEqual(got, [("out", "one\n"), ("err", "two\n"), ("out", "three\n")])
        # what the server adds at the end (an uncaught error's stack) comes once, after the streamed part
        got.clear()
        f = secexec.execute("console.error('oops'); throw new RangeError('bad')", **options)
        self.assertEqual(f.outcome, "failed")
        self.assertEqual("".join(t for _, t in got), f.stderr)
        self.assertEqual(got[0], ("err", "oops\n"))
        self.assertRegex(got[1][1], r"^RangeError: bad\n    at main\.ts:1:")
        # capture="stderr": no stdout is handed over; a VM's run streams too
        got.clear()
        with secexec.create_vm() as vm:
            ctx = vm.create_context()
            c = ctx.evaluate("console.log('ctx'); console.error('e'); 1", capture="stderr", **options)
            self.assertEqual(c.value, 1)
            v = vm.execute("console.log('vm')", **options)
            self.assertEqual(v.stdout, "vm\n")
        self.assertEqual(got, [("err", "e\n"), ("out", "vm\n")])

    def test_cancel_after_cancels_a_one_shot_run(self):
        r = secexec.execute("console.log('started'); while (true) {}", timeout_ms=60000, max_instructions=10**13, cancel_after=1.0)
        self.assertEqual((r.outcome, r.error.code, r.stdout), ("cancelled", "cancelled", "started\n"))
        self.assertEqual(secexec.evaluate("6 * 7", cancel_after=30).value, 42)


if __name__ == "__main__":
    unittest.main()
