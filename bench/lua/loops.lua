-- CPU suite (Lua 5.4): numeric loops, a direct translation of bench/cpu/loops.js.
local N = 2000
local acc = 0
local x = 0.5
for i = 0, N - 1 do
  for j = 0, N - 1 do
    acc = (acc + ((i * j) % 7) + ((i + j) & 15) + ((i ~ j) >> 3)) % 1000003
    x = x * 0.999 + (j % 10) * 0.01
  end
end
print("loops checksum " .. acc .. " " .. math.floor(x * 1e6))
