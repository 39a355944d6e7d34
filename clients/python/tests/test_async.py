"""test_async.py - the asyncio API against the real secexec binary: runs, async host functions on the caller's loop, task cancellation -> protocol cancel."""
import asyncio
import unittest

from secexec import aio, host_function, host_functions


class AsyncApi(unittest.IsolatedAsyncioTestCase):
    async def asyncTearDown(self):
        await aio.shutdown()

    async def test_evaluate_execute_check(self):
        r = await aio.evaluate("inputs.prices.reduce((s, p) => s + p, 0)", inputs={"prices": [5, 10, 27]})
        self.assertEqual(r.value, 42)
        r = await aio.execute("console.log('hi')", capture="all")
        self.assertEqual(r.stdout, "hi\n")
        c = await aio.check("const x: number = 'a';")
        self.assertEqual([d.code for d in c.diagnostics], [2322])
        self.assertIn("inputs", await aio.declarations(inputs={"a": 1}))

    async def test_async_host_function_runs_on_the_callers_loop(self):
        loop = asyncio.get_running_loop()
        seen = []

        async def lookup(input):
            seen.append(asyncio.get_running_loop() is loop)
            await asyncio.sleep(0.01)
            if input["id"] == 0:
                raise ValueError("no such id")
            return {"id": input["id"], "name": f"item {input['id']}"}

        items = host_functions("items", {"get": host_function(lookup, input_schema={"type": "object", "properties": {"id": {"type": "integer"}}, "required": ["id"]})})
        r = await aio.evaluate("Promise.all([items.get({ id: 1 }), items.get({ id: 2 })]).then((a) => a.map((x) => x.name))", host_functions=[items])
        self.assertEqual(r.value, ["item 1", "item 2"], r.error)
        r = await aio.evaluate("items.get({ id: 0 }).catch((e) => e.message)", host_functions=[items])
        self.assertEqual(r.value, "no such id")
        self.assertEqual(seen, [True, True, True])

    async def test_cancelling_the_task_cancels_the_run(self):
        await aio.shutdown()
        await aio.init(workers=1)  # one worker: a run left going would block the next call
        task = asyncio.create_task(aio.execute("while (true) {}", timeout_ms=60000, max_instructions=10**13))
        await asyncio.sleep(0.2)
        task.cancel()
        with self.assertRaises(asyncio.CancelledError):
            await task
        # the server stopped the run, so its only worker answers the next call
        r = await asyncio.wait_for(aio.evaluate("7 * 6"), 10)
        self.assertEqual(r.value, 42)


    async def test_streamed_output_runs_on_the_loop_before_host_calls_and_the_result(self):
        got = []

        async def seen(_):
            return [f"{s}:{t}" for s, t in got]

        probe = host_functions("probe", {"seen": seen})
        r = await aio.evaluate(
            "console.log('one'); const s = await probe.seen(); console.error('two'); s",
            host_functions=[probe],
            on_stdout=lambda t: got.append(("out", t)),
            on_stderr=lambda t: got.append(("err", t)),
        )
        self.assertEqual(r.value, ["out:one\n"], r.error)
        self.assertEqual(got, [("out", "one\n"), ("err", "two\n")])

    async def test_concurrent(self):
        rs = await asyncio.gather(*(aio.evaluate(f"{i} + 1") for i in range(30)))
        self.assertEqual([r.value for r in rs], [i + 1 for i in range(30)])


if __name__ == "__main__":
    unittest.main()
