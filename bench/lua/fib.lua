-- CPU suite (Lua 5.4): recursive fib, a direct translation of bench/cpu/fib.js.
local function fib(n)
  if n < 2 then return n end
  return fib(n - 1) + fib(n - 2)
end

local total = 0
for n = 20, 30 do
  total = total + fib(n)
end
print("fib checksum " .. total)
