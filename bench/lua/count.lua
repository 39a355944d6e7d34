-- count.lua - runs a bench/lua program under debug hooks and prints the Lua functions it called and
-- the VM instructions it executed (to stderr, as JSON): `lua5.4 bench/lua/count.lua PROGRAM.lua`.
-- Every instruction is counted (a count hook of 1: Lua 5.4 loses counts of a larger step when a
-- call hook is set too); calls by the call hook, C functions (setmetatable, math.floor, print)
-- left out as secexec's count of guest calls leaves out its built-ins. The main chunk is a call,
-- as secexec's <main> is. About 20 times slower than the program itself.
local path = assert(arg[1], "usage: lua5.4 bench/lua/count.lua PROGRAM.lua")
local chunk = assert(loadfile(path))
local steps, calls = 0, 0
local getinfo = debug.getinfo
debug.sethook(function(event)
  if event == "count" then
    steps = steps + 1
  elseif getinfo(2, "S").what ~= "C" then
    calls = calls + 1
  end
end, "c", 1)
chunk()
debug.sethook()
io.stderr:write(string.format('{"instructions": %d, "calls": %d}\n', steps, calls))
