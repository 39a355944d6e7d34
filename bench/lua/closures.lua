-- CPU suite (Lua 5.4): closures, a direct translation of bench/cpu/closures.js.
local function makeCounter(step)
  local count = 0
  return function()
    count = count + step
    return count
  end
end

local function compose(f, g)
  return function(x) return f(g(x)) end
end

local inc = function(x) return x + 1 end
local double = function(x) return x * 2 end

local total = 0
for i = 0, 249999 do
  local counter = makeCounter((i % 5) + 1)
  counter()
  counter()
  local h = compose(inc, compose(double, inc))
  total = (total + counter() + h(i % 1000)) % 1000003
end
print("closures checksum " .. total)
