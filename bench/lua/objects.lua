-- CPU suite (Lua 5.4): objects as tables, a direct translation of bench/cpu/objects.js.
local function makeParticle(i)
  return { id = i, x = i % 100, y = (i * 3) % 100, vx = (i % 7) - 3, vy = (i % 5) - 2, alive = true }
end

local function step(p)
  p.x = p.x + p.vx
  p.y = p.y + p.vy
  if p.x < 0 or p.x > 100 then p.vx = -p.vx end
  if p.y < 0 or p.y > 100 then p.vy = -p.vy end
end

local checksum = 0
for round = 0, 19 do
  local particles = {}
  for i = 0, 4999 do
    particles[#particles + 1] = makeParticle(i + round)
  end
  for t = 0, 9 do
    for _, p in ipairs(particles) do step(p) end
  end
  for _, p in ipairs(particles) do
    local box = { min = { x = p.x - 1, y = p.y - 1 }, max = { x = p.x + 1, y = p.y + 1 } }
    checksum = checksum + box.max.x - box.min.y + (p.alive and 1 or 0)
  end
  checksum = math.fmod(checksum, 1000000007)
end
print("objects checksum " .. checksum)
